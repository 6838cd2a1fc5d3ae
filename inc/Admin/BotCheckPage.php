<?php
/**
 * The wp-admin screen "Kabelshop -> Bot check".
 *
 * @package Kabelshop
 */

declare( strict_types=1 );

namespace Kabelshop\Admin;

defined( 'ABSPATH' ) || exit;

use Kabelshop\Security\BotCheckSettings;

/**
 * The Turnstile site key and secret key (capability manage_options). The form posts to
 * options.php (Settings API, group BotCheckSettings::GROUP, options OPTION_SITE / OPTION_SECRET,
 * sanitised by BotCheckSettings::sanitize_key_value). Template: admin/bot-check.
 */
final class BotCheckPage extends AdminPage {

	public const SLUG = 'kabelshop-bot-check';

	/** Menu slug. */
	public function slug(): string {
		return self::SLUG;
	}

	/** Page title. */
	public function title(): string {
		return __( 'Bot check', 'kabelshop' );
	}

	/** Administrators hold the keys. */
	public function capability(): string {
		return 'manage_options';
	}

	/** Before the inquiries and documents screens (as before the move). */
	protected function priority(): int {
		return 30;
	}

	/**
	 * The screen's data.
	 *
	 * @return array<string, mixed> template 'bot-check', group, on (both keys set), site and
	 *         secret ({name, value} of each option).
	 */
	protected function view(): array {
		return array(
			'template' => 'bot-check',
			'group'    => BotCheckSettings::GROUP,
			'on'       => '' !== BotCheckSettings::site_key(),
			'site'     => array(
				'name'  => BotCheckSettings::OPTION_SITE,
				'value' => (string) get_option( BotCheckSettings::OPTION_SITE, '' ),
			),
			'secret'   => array(
				'name'  => BotCheckSettings::OPTION_SECRET,
				'value' => (string) get_option( BotCheckSettings::OPTION_SECRET, '' ),
			),
		);
	}
}
