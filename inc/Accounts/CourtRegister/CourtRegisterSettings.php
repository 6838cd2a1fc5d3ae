<?php
/**
 * The court register client's settings in wp-admin.
 *
 * @package Kabelshop
 */

declare( strict_types=1 );

namespace Kabelshop\Accounts\CourtRegister;

defined( 'ABSPATH' ) || exit;

use Kabelshop\Service;

/**
 * Settings -> Court register (capability manage_options): API base URL, token URL, client id and
 * client secret of the Croatian court register's open data API. Stored in the option
 * 'kabelshop_sudreg' as { base_url, token_url, client_id, client_secret }. Without a client id
 * and secret the feature is off: client() returns null and the profile says the register is not
 * configured. The option name and the page slug 'kabelshop-register' date from before the folder
 * was named CourtRegister; they stay so stored settings and bookmarked URLs keep working.
 */
final class CourtRegisterSettings implements Service {

	public const OPTION = 'kabelshop_sudreg';
	public const PAGE   = 'kabelshop-register';

	/**
	 * Registers the setting and the page under Settings.
	 */
	public function register(): void {
		add_action( 'admin_init', array( $this, 'register_setting' ) );
		add_action( 'admin_menu', array( $this, 'add_page' ) );
	}

	/**
	 * The stored settings with defaults.
	 *
	 * @return array{base_url: string, token_url: string, client_id: string, client_secret: string}
	 */
	public static function get(): array {
		$stored = get_option( self::OPTION, array() );
		$stored = is_array( $stored ) ? $stored : array();
		return array(
			'base_url'      => (string) ( $stored['base_url'] ?? '' ) !== '' ? (string) $stored['base_url'] : SudregClient::DEFAULT_BASE_URL,
			'token_url'     => (string) ( $stored['token_url'] ?? '' ) !== '' ? (string) $stored['token_url'] : SudregClient::DEFAULT_TOKEN_URL,
			'client_id'     => (string) ( $stored['client_id'] ?? '' ),
			'client_secret' => (string) ( $stored['client_secret'] ?? '' ),
		);
	}

	/**
	 * The configured register client, or null when the feature is off.
	 */
	public static function client(): ?CompanyRegister {
		$settings = self::get();
		if ( '' === $settings['client_id'] || '' === $settings['client_secret'] ) {
			return null;
		}
		return new SudregClient( $settings['base_url'], $settings['token_url'], $settings['client_id'], $settings['client_secret'] );
	}

	/**
	 * Registers the option with its sanitiser.
	 */
	public function register_setting(): void {
		register_setting(
			self::PAGE,
			self::OPTION,
			array(
				'type'              => 'array',
				'sanitize_callback' => array( $this, 'sanitize' ),
				'default'           => array(),
			)
		);
	}

	/**
	 * Keeps http(s) URLs and trimmed credentials; an empty secret field keeps the stored secret
	 * (the form never prints it back).
	 *
	 * @param mixed $value Submitted value.
	 * @return array{base_url: string, token_url: string, client_id: string, client_secret: string}
	 */
	public function sanitize( $value ): array {
		$value   = is_array( $value ) ? $value : array();
		$current = self::get();
		$url     = static fn( $raw ): string => esc_url_raw( trim( (string) $raw ), array( 'http', 'https' ) );
		$secret  = trim( (string) ( $value['client_secret'] ?? '' ) );
		return array(
			'base_url'      => $url( $value['base_url'] ?? '' ),
			'token_url'     => $url( $value['token_url'] ?? '' ),
			'client_id'     => sanitize_text_field( (string) ( $value['client_id'] ?? '' ) ),
			'client_secret' => '' !== $secret ? $secret : $current['client_secret'],
		);
	}

	/**
	 * Adds the page under Settings.
	 */
	public function add_page(): void {
		add_options_page( __( 'Court register', 'kabelshop' ), __( 'Court register', 'kabelshop' ), 'manage_options', self::PAGE, array( $this, 'render_page' ) );
	}

	/**
	 * Prints the settings form.
	 */
	public function render_page(): void {
		if ( ! current_user_can( 'manage_options' ) ) {
			return;
		}
		$settings = self::get();
		$name     = self::OPTION;
		?>
		<div class="wrap">
			<h1><?php esc_html_e( 'Court register', 'kabelshop' ); ?></h1>
			<p><?php esc_html_e( 'Customers can pull their company name and seat from the Croatian court register (open data API). Enter the client id and secret from the register\'s developer portal; without them the feature is off.', 'kabelshop' ); ?></p>
			<form method="post" action="options.php">
				<?php settings_fields( self::PAGE ); ?>
				<table class="form-table" role="presentation">
					<tr>
						<th scope="row"><label for="ks-sudreg-base"><?php esc_html_e( 'API base URL', 'kabelshop' ); ?></label></th>
						<td><input type="url" class="regular-text" id="ks-sudreg-base" name="<?php echo esc_attr( $name ); ?>[base_url]" value="<?php echo esc_attr( $settings['base_url'] ); ?>"></td>
					</tr>
					<tr>
						<th scope="row"><label for="ks-sudreg-token"><?php esc_html_e( 'Token URL', 'kabelshop' ); ?></label></th>
						<td><input type="url" class="regular-text" id="ks-sudreg-token" name="<?php echo esc_attr( $name ); ?>[token_url]" value="<?php echo esc_attr( $settings['token_url'] ); ?>"></td>
					</tr>
					<tr>
						<th scope="row"><label for="ks-sudreg-id"><?php esc_html_e( 'Client id', 'kabelshop' ); ?></label></th>
						<td><input type="text" class="regular-text" id="ks-sudreg-id" name="<?php echo esc_attr( $name ); ?>[client_id]" value="<?php echo esc_attr( $settings['client_id'] ); ?>" autocomplete="off"></td>
					</tr>
					<tr>
						<th scope="row"><label for="ks-sudreg-secret"><?php esc_html_e( 'Client secret', 'kabelshop' ); ?></label></th>
						<td>
							<input type="password" class="regular-text" id="ks-sudreg-secret" name="<?php echo esc_attr( $name ); ?>[client_secret]" value="" autocomplete="new-password">
							<p class="description"><?php echo esc_html( '' !== $settings['client_secret'] ? __( 'A secret is stored. Leave empty to keep it.', 'kabelshop' ) : __( 'No secret stored.', 'kabelshop' ) ); ?></p>
						</td>
					</tr>
				</table>
				<?php submit_button(); ?>
			</form>
		</div>
		<?php
	}
}
