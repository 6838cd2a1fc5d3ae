<?php
/**
 * wp-admin page "Kabelshop -> Account help".
 *
 * @package Kabelshop
 */

declare( strict_types=1 );

namespace Kabelshop\Accounts;

defined( 'ABSPATH' ) || exit;

use Kabelshop\Service;

/**
 * Lets staff (capability manage_options) edit the account help panel per language with
 * wp_editor (spec: account help). Saved through the Settings API into HelpContent::OPTION,
 * sanitised with wp_kses_post (HelpContent::sanitize).
 */
final class HelpService implements Service {

	public const PARENT = 'kabelshop';
	public const SLUG   = 'kabelshop-account-help';
	public const GROUP  = 'kabelshop_account_help';

	public function register(): void {
		add_action( 'admin_menu', array( $this, 'add_page' ), 40 );
		add_action( 'admin_init', array( $this, 'register_setting' ) );
	}

	/**
	 * Adds the page below the "Kabelshop" menu (creating the menu when no other service did).
	 */
	public function add_page(): void {
		global $admin_page_hooks;
		$title = __( 'Account help', 'kabelshop' );
		if ( empty( $admin_page_hooks[ self::PARENT ] ) ) {
			add_menu_page( __( 'Kabelshop', 'kabelshop' ), __( 'Kabelshop', 'kabelshop' ), 'manage_options', self::PARENT, array( $this, 'render' ), 'dashicons-cart', 56 );
		}
		add_submenu_page( self::PARENT, $title, $title, 'manage_options', self::SLUG, array( $this, 'render' ) );
	}

	/**
	 * Registers the option with its sanitiser.
	 */
	public function register_setting(): void {
		register_setting(
			self::GROUP,
			HelpContent::OPTION,
			array(
				'type'              => 'array',
				'default'           => array(),
				'sanitize_callback' => array( HelpContent::class, 'sanitize' ),
				'show_in_rest'      => false,
			)
		);
	}

	/**
	 * Prints one editor per language.
	 */
	public function render(): void {
		if ( ! current_user_can( 'manage_options' ) ) {
			wp_die( esc_html__( 'Your account is not allowed to do this.', 'kabelshop' ), 403 );
		}
		$labels = array(
			'hr' => __( 'Croatian', 'kabelshop' ),
			'en' => __( 'English', 'kabelshop' ),
			'sr' => __( 'Serbian', 'kabelshop' ),
		);
		?>
		<div class="wrap">
			<h1><?php esc_html_e( 'Account help', 'kabelshop' ); ?></h1>
			<p><?php esc_html_e( 'Customers see this text in the Help panel of their account, in the language they use. An empty field shows the default text.', 'kabelshop' ); ?></p>
			<form method="post" action="<?php echo esc_url( admin_url( 'options.php' ) ); ?>">
				<?php settings_fields( self::GROUP ); ?>
				<?php foreach ( $labels as $language => $label ) : ?>
					<h2><label for="<?php echo esc_attr( 'ks-help-' . $language ); ?>"><?php echo esc_html( $label ); ?></label></h2>
					<?php
					wp_editor(
						HelpContent::html( $language ),
						'ks-help-' . $language,
						array(
							'textarea_name' => HelpContent::OPTION . '[' . $language . ']',
							'textarea_rows' => 10,
							'media_buttons' => false,
						)
					);
					?>
				<?php endforeach; ?>
				<?php submit_button(); ?>
			</form>
		</div>
		<?php
	}
}
