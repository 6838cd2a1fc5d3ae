<?php
/**
 * The wp-admin screen "Settings -> Court register".
 *
 * @package Kabelshop
 */

declare( strict_types=1 );

namespace Kabelshop\Admin;

defined( 'ABSPATH' ) || exit;

use Kabelshop\Accounts\CourtRegister\CourtRegisterSettings;

/**
 * The court register client's credentials (capability manage_options): API base URL, token URL,
 * client id and client secret. The form posts to options.php (Settings API, group and option
 * CourtRegisterSettings::PAGE / ::OPTION, sanitised by CourtRegisterSettings::sanitize()); the
 * secret is never printed back. Template: admin/court-register.
 *
 * Unlike the other screens it stays under Settings, where it has always been, so its URL
 * options-general.php?page=kabelshop-register keeps working: add_page() and url() are the base's
 * with that parent.
 */
final class CourtRegisterPage extends AdminPage {

	/** Parent menu: Settings. */
	public const PARENT_FILE = 'options-general.php';

	/** Menu slug. */
	public function slug(): string {
		return CourtRegisterSettings::PAGE;
	}

	/** Page title. */
	public function title(): string {
		return __( 'Court register', 'kabelshop-core' );
	}

	/** Administrators hold the credentials. */
	public function capability(): string {
		return 'manage_options';
	}

	/**
	 * Adds the screen under Settings (not under the "Kabelshop" menu, see the class comment).
	 */
	public function add_page(): void {
		$this->hook = (string) add_options_page( $this->title(), $this->menu_title(), $this->capability(), $this->slug(), array( $this, 'render' ) );
		if ( '' !== $this->hook ) {
			add_action( 'load-' . $this->hook, array( $this, 'load' ) );
		}
	}

	/**
	 * URL of the screen.
	 *
	 * @param array<string, string|int> $args Extra query arguments.
	 */
	public function url( array $args = array() ): string {
		return add_query_arg( array_merge( array( 'page' => $this->slug() ), $args ), admin_url( self::PARENT_FILE ) );
	}

	/**
	 * The screen's data.
	 *
	 * @return array<string, mixed> template 'court-register', group (settings group), name (option
	 *         name, the fields are name[base_url] ...), base_url, token_url, client_id (stored or
	 *         default values) and has_secret (bool; the secret itself is not passed).
	 */
	protected function view(): array {
		$settings = CourtRegisterSettings::get();
		return array(
			'template'   => 'court-register',
			'group'      => CourtRegisterSettings::PAGE,
			'name'       => CourtRegisterSettings::OPTION,
			'base_url'   => $settings['base_url'],
			'token_url'  => $settings['token_url'],
			'client_id'  => $settings['client_id'],
			'has_secret' => '' !== $settings['client_secret'],
		);
	}
}
