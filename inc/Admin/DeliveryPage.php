<?php
/**
 * The wp-admin screen "Kabelshop -> Delivery and payment".
 *
 * @package Kabelshop
 */

declare( strict_types=1 );

namespace Kabelshop\Admin;

defined( 'ABSPATH' ) || exit;

use Kabelshop\Commerce\OrderNotifications;
use Kabelshop\Commerce\ShopSettings;
use Kabelshop\Commerce\StockRules;

/**
 * The delivery fee and the free-delivery threshold (capability manage_options), shown and accepted
 * in euros with up to 2 decimals, and the default lead time of backordered articles in working
 * days (articles may have their own, set on the cable type's edit screen), and who gets the staff mails
 * of orders (Commerce\OrderNotifications). The form posts to options.php (Settings API, group
 * ShopSettings::GROUP; ShopSettings registers and sanitises the options, which hold cents).
 * It is the first screen of the menu (priority 9), so it creates the "Kabelshop" menu and keeps
 * its URL admin.php?page=kabelshop (the menu's own slug). Template: admin/delivery.
 */
final class DeliveryPage extends AdminPage {

	/** The menu's own slug: this screen is the menu's first entry. */
	public const SLUG = self::PARENT;

	/** Menu slug. */
	public function slug(): string {
		return self::SLUG;
	}

	/** Page title. */
	public function title(): string {
		return __( 'Delivery and payment', 'kabelshop' );
	}

	/** Administrators set shop terms. */
	public function capability(): string {
		return 'manage_options';
	}

	/** Before every other screen, so it opens the menu. */
	protected function priority(): int {
		return 9;
	}

	/**
	 * The screen's data.
	 *
	 * @return array<string, mixed> template 'delivery', group, fields (list of {option, label,
	 *         euros: the stored cents written "15.00"}), lead_time ({option, label, days, max, hint}),
	 *         notify ({option, label, text: the stored addresses one per line, hint}).
	 */
	protected function view(): array {
		$rules = ShopSettings::delivery_rules();
		return array(
			'template'  => 'delivery',
			'group'     => ShopSettings::GROUP,
			'fields'    => array(
				array(
					'option' => ShopSettings::OPTION_FEE,
					'label'  => __( 'Delivery fee (EUR, net)', 'kabelshop' ),
					'euros'  => self::euros( $rules->fee_cents ),
				),
				array(
					'option' => ShopSettings::OPTION_FREE_FROM,
					'label'  => __( 'Free delivery from a net order value of (EUR)', 'kabelshop' ),
					'euros'  => self::euros( $rules->free_from_cents ),
				),
			),
			'lead_time' => array(
				'option' => ShopSettings::OPTION_LEAD_TIME,
				'label'  => __( 'Default lead time (working days)', 'kabelshop' ),
				'days'   => ShopSettings::default_lead_time_days(),
				'max'    => StockRules::MAX_LEAD_TIME_DAYS,
				'hint'   => __( 'When a buyer orders more than is in stock, the rest is expected this many working days after the order (weekends and Croatian public holidays are skipped). An article can have its own lead time: Cable types, edit screen, Articles.', 'kabelshop' ),
			),
			'notify'    => array(
				'option' => OrderNotifications::OPTION,
				'label'  => __( 'Order notifications', 'kabelshop' ),
				'text'   => implode( "\n", OrderNotifications::stored() ),
				'hint'   => __( 'E-mail addresses that get a mail for every new order and for every order a buyer cancels, one per line. Empty: the administration e-mail address of Settings > General. Each mail is written in the language of that address\'s user in wp-admin (Croatian for an address that is no user\'s).', 'kabelshop' ),
			),
		);
	}

	/**
	 * Cents written as euros with a point and two decimals, as the field accepts them.
	 *
	 * @param int $cents Amount in cents (>= 0).
	 */
	private static function euros( int $cents ): string {
		return sprintf( '%d.%02d', intdiv( $cents, 100 ), $cents % 100 );
	}
}
