<?php
/**
 * The wp-admin screen "Kabelshop -> Account help".
 *
 * @package Kabelshop
 */

declare( strict_types=1 );

namespace Kabelshop\Admin;

defined( 'ABSPATH' ) || exit;

use Kabelshop\Accounts\HelpContent;
use Kabelshop\Accounts\HelpService;

/**
 * Lets staff (capability manage_options) edit the account help panel per language with
 * wp_editor (spec: account help). The form posts to options.php (Settings API, group
 * HelpService::GROUP, option HelpContent::OPTION, sanitised by HelpContent::sanitize).
 * Template: admin/account-help.
 */
final class AccountHelpPage extends AdminPage {

	public const SLUG = 'kabelshop-account-help';

	/** Menu slug. */
	public function slug(): string {
		return self::SLUG;
	}

	/** Page title. */
	public function title(): string {
		return __( 'Account help', 'kabelshop-core' );
	}

	/** Administrators edit site texts. */
	public function capability(): string {
		return 'manage_options';
	}

	/** Last in the menu (as before the move). */
	protected function priority(): int {
		return 40;
	}

	/**
	 * The screen's data.
	 *
	 * @return array<string, mixed> template 'account-help', group (settings group), option (name),
	 *         languages (list of {code, label, html}: the stored text of hr, en, sr).
	 */
	protected function view(): array {
		$languages = array();
		foreach ( array(
			'hr' => __( 'Croatian', 'kabelshop-core' ),
			'en' => __( 'English', 'kabelshop-core' ),
			'sr' => __( 'Serbian', 'kabelshop-core' ),
		) as $code => $label ) {
			$languages[] = array(
				'code'  => $code,
				'label' => $label,
				'html'  => HelpContent::html( $code ),
			);
		}
		return array(
			'template'  => 'account-help',
			'group'     => HelpService::GROUP,
			'option'    => HelpContent::OPTION,
			'languages' => $languages,
		);
	}
}
