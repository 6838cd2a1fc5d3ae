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
 * The Turnstile site key and secret key, and the limits of the visitors' forms per address and per
 * browser (capability manage_options). The form posts to options.php (Settings API, group
 * BotCheckSettings::GROUP, options OPTION_SITE / OPTION_SECRET sanitised by sanitize_key_value,
 * OPTION_ADDRESS_LIMIT / OPTION_BROWSER_LIMIT by sanitize_address_limit / sanitize_browser_limit).
 * Template: admin/bot-check.
 */
final class BotCheckPage extends AdminPage {

	public const SLUG = 'kabelshop-bot-check';

	/** Menu slug. */
	public function slug(): string {
		return self::SLUG;
	}

	/** Page title. */
	public function title(): string {
		return __( 'Bot check', 'kabelshop-core' );
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
	 *         secret ({name, value} of each option), address_limit and browser_limit
	 *         ({name, value, min, max}; browser value 0 = each form's own budget).
	 */
	protected function view(): array {
		return array(
			'template'      => 'bot-check',
			'group'         => BotCheckSettings::GROUP,
			'on'            => '' !== BotCheckSettings::site_key(),
			'site'          => array(
				'name'  => BotCheckSettings::OPTION_SITE,
				'value' => (string) get_option( BotCheckSettings::OPTION_SITE, '' ),
			),
			'secret'        => array(
				'name'  => BotCheckSettings::OPTION_SECRET,
				'value' => (string) get_option( BotCheckSettings::OPTION_SECRET, '' ),
			),
			'address_limit' => array(
				'name'  => BotCheckSettings::OPTION_ADDRESS_LIMIT,
				'value' => BotCheckSettings::address_limit(),
				'min'   => BotCheckSettings::MIN_LIMIT,
				'max'   => BotCheckSettings::MAX_LIMIT,
			),
			'browser_limit' => array(
				'name'  => BotCheckSettings::OPTION_BROWSER_LIMIT,
				'value' => BotCheckSettings::sanitize_browser_limit( get_option( BotCheckSettings::OPTION_BROWSER_LIMIT, 0 ) ),
				'min'   => 0,
				'max'   => BotCheckSettings::MAX_LIMIT,
			),
		);
	}
}
