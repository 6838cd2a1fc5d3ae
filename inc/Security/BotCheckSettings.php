<?php
/**
 * wp-admin settings of the bot check (Cloudflare Turnstile).
 *
 * @package Kabelshop
 */

declare( strict_types=1 );

namespace Kabelshop\Security;

defined( 'ABSPATH' ) || exit;

use Kabelshop\Service;

/**
 * The "Kabelshop -> Bot check" page (capability manage_options, Settings API): Turnstile site key
 * and secret key, options kabelshop_turnstile_site_key / kabelshop_turnstile_secret. Off by
 * default: while either key is empty, check() is null, forms show no widget and load no script.
 * The siteverify URL is TurnstileClient::ENDPOINT unless the filter 'kabelshop_turnstile_endpoint'
 * changes it (the tests point it at tests/fakes/turnstile.php).
 */
final class BotCheckSettings implements Service {

	public const PAGE          = 'kabelshop-bot-check';
	public const PARENT        = 'kabelshop';
	public const GROUP         = 'kabelshop_bot_check';
	public const OPTION_SITE   = 'kabelshop_turnstile_site_key';
	public const OPTION_SECRET = 'kabelshop_turnstile_secret';

	public function register(): void {
		add_action( 'admin_menu', array( $this, 'add_page' ), 30 );
		add_action( 'admin_init', array( $this, 'register_settings' ) );
	}

	/**
	 * The configured bot check, or null when the keys are not both set.
	 */
	public static function check(): ?BotCheck {
		$secret = (string) get_option( self::OPTION_SECRET, '' );
		if ( '' === self::site_key() || '' === $secret ) {
			return null;
		}
		$endpoint = (string) apply_filters( 'kabelshop_turnstile_endpoint', TurnstileClient::ENDPOINT );
		return new TurnstileClient( $secret, $endpoint );
	}

	/**
	 * The public site key for the widget, '' when the check is off.
	 */
	public static function site_key(): string {
		$site = (string) get_option( self::OPTION_SITE, '' );
		return '' !== $site && '' !== (string) get_option( self::OPTION_SECRET, '' ) ? $site : '';
	}

	/**
	 * Adds the page below the "Kabelshop" menu (creating the menu when no other service did).
	 */
	public function add_page(): void {
		global $admin_page_hooks;
		$title = __( 'Bot check', 'kabelshop' );
		if ( empty( $admin_page_hooks[ self::PARENT ] ) ) {
			add_menu_page( __( 'Kabelshop', 'kabelshop' ), __( 'Kabelshop', 'kabelshop' ), 'manage_options', self::PARENT, array( $this, 'render_page' ), 'dashicons-cart', 56 );
		}
		add_submenu_page( self::PARENT, $title, $title, 'manage_options', self::PAGE, array( $this, 'render_page' ) );
	}

	/**
	 * Registers both keys.
	 */
	public function register_settings(): void {
		foreach ( array( self::OPTION_SITE, self::OPTION_SECRET ) as $option ) {
			register_setting(
				self::GROUP,
				$option,
				array(
					'type'              => 'string',
					'default'           => '',
					'sanitize_callback' => array( self::class, 'sanitize_key_value' ),
				)
			);
		}
	}

	/**
	 * Keeps the characters Turnstile keys use (letters, digits, '-', '_', '.'); at most 200.
	 *
	 * @param mixed $value Submitted value.
	 */
	public static function sanitize_key_value( $value ): string {
		return substr( (string) preg_replace( '/[^A-Za-z0-9_.\-]/', '', is_scalar( $value ) ? (string) $value : '' ), 0, 200 );
	}

	/**
	 * Prints the settings form.
	 */
	public function render_page(): void {
		if ( ! current_user_can( 'manage_options' ) ) {
			return;
		}
		?>
		<div class="wrap">
			<h1><?php esc_html_e( 'Bot check', 'kabelshop' ); ?></h1>
			<p><?php esc_html_e( 'Cloudflare Turnstile protects the registration form. Leave both keys empty to switch the check off.', 'kabelshop' ); ?></p>
			<p><?php echo esc_html( '' !== self::site_key() ? __( 'Status: on', 'kabelshop' ) : __( 'Status: off', 'kabelshop' ) ); ?></p>
			<form method="post" action="options.php">
				<?php settings_fields( self::GROUP ); ?>
				<table class="form-table" role="presentation">
					<tr>
						<th scope="row"><label for="ks-turnstile-site"><?php esc_html_e( 'Site key', 'kabelshop' ); ?></label></th>
						<td><input type="text" class="regular-text" id="ks-turnstile-site" name="<?php echo esc_attr( self::OPTION_SITE ); ?>" value="<?php echo esc_attr( (string) get_option( self::OPTION_SITE, '' ) ); ?>" autocomplete="off"></td>
					</tr>
					<tr>
						<th scope="row"><label for="ks-turnstile-secret"><?php esc_html_e( 'Secret key', 'kabelshop' ); ?></label></th>
						<td><input type="password" class="regular-text" id="ks-turnstile-secret" name="<?php echo esc_attr( self::OPTION_SECRET ); ?>" value="<?php echo esc_attr( (string) get_option( self::OPTION_SECRET, '' ) ); ?>" autocomplete="off"></td>
					</tr>
				</table>
				<?php submit_button(); ?>
			</form>
		</div>
		<?php
	}
}
