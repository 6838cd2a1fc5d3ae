<?php
/**
 * The wp-admin screen "Kabelshop -> Delivery and payment".
 *
 * @package Kabelshop
 */

declare( strict_types=1 );

namespace Kabelshop\Admin;

defined( 'ABSPATH' ) || exit;

use Kabelshop\Catalog\Decimal;
use Kabelshop\Commerce\DeliveryRules;
use Kabelshop\Commerce\OrderNotifications;
use Kabelshop\Commerce\ShopSettings;
use Kabelshop\Commerce\StockRules;
use Kabelshop\I18n\Format;
use Kabelshop\I18n\Locale;

/**
 * The delivery rule by weight (Commerce\DeliveryRules, issue 14: minimum fee up to a weight, then a
 * price per started kg, free from a net order value; capability manage_options), amounts shown and
 * accepted in euros with up to 2 decimals and the weight in kg with up to 3, and the default lead time of backordered articles in working
 * days (articles may have their own, set on the cable type's edit screen), and who gets the staff mails
 * of orders (Commerce\OrderNotifications). The form posts to options.php (Settings API, group
 * ShopSettings::GROUP; ShopSettings registers and sanitises the options, which hold cents).
 * Issue 27: the fallback rule when an article's weight is unknown (per order or per package, each
 * with its fee) and the extra for delivery addresses outside Croatia, labelled as the shop's
 * default settings until staff set their carrier's terms.
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
		return __( 'Delivery and payment', 'kabelshop-core' );
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
	 *         value: the stored cents written "15.00" or grams written in kg "50" / "50.5",
	 *         pattern: what the field accepts, hint}), fallback ({option, label, value, choices: list of
	 *         {value, label}}), fallback_fields (the per-order, per-package and abroad amounts, as fields),
	 *         example (the rule at 80 kg in words), lead_time ({option, label, days, max, hint}),
	 *         notify ({option, label, text: the stored addresses one per line, hint}).
	 */
	protected function view(): array {
		$rules = ShopSettings::delivery_rules();
		return array(
			'template'        => 'delivery',
			'group'           => ShopSettings::GROUP,
			'fields'          => array(
				self::money_field( ShopSettings::OPTION_FEE, $rules->fee_cents, '' ),
				array(
					'option'  => ShopSettings::OPTION_UP_TO_G,
					'label'   => ShopSettings::field_label( ShopSettings::OPTION_UP_TO_G ),
					'value'   => Decimal::trimmed( $rules->up_to_g, 3 ),
					'pattern' => '\\d{1,6}([.,]\\d{1,3})?',
					'hint'    => '',
				),
				self::money_field( ShopSettings::OPTION_PER_KG, $rules->per_kg_cents, __( 'Above the weight limit delivery costs the started kilograms times this price, but never less than the minimum fee.', 'kabelshop-core' ) ),
				self::money_field( ShopSettings::OPTION_FREE_FROM, $rules->free_from_cents, __( '0 = delivery is never free by order value.', 'kabelshop-core' ) ),
			),
			'fallback'        => array(
				'option'  => ShopSettings::OPTION_FALLBACK,
				'label'   => ShopSettings::field_label( ShopSettings::OPTION_FALLBACK ),
				'value'   => $rules->fallback,
				'choices' => array(
					array(
						'value' => DeliveryRules::FALLBACK_PER_ORDER,
						'label' => __( 'Per order: one flat fee', 'kabelshop-core' ),
					),
					array(
						'value' => DeliveryRules::FALLBACK_PER_PACKAGE,
						'label' => __( 'Per package: a fee per ring, reel, box or drum', 'kabelshop-core' ),
					),
				),
			),
			'fallback_fields' => array(
				self::money_field( ShopSettings::OPTION_ORDER, $rules->order_cents, '' ),
				self::money_field( ShopSettings::OPTION_PACKAGE, $rules->package_cents, __( 'A line ships on metres divided by the package length, rounded up (a drum line cut to length is one drum).', 'kabelshop-core' ) ),
				self::money_field( ShopSettings::OPTION_ABROAD, $rules->abroad_cents, __( 'Added to the delivery fee (by weight or by this rule) when the chosen delivery address is outside Croatia. Not added to pickup or a free delivery.', 'kabelshop-core' ) ),
			),
			'example'         => self::example( $rules ),
			'lead_time'       => array(
				'option' => ShopSettings::OPTION_LEAD_TIME,
				'label'  => __( 'Default lead time (working days)', 'kabelshop-core' ),
				'days'   => ShopSettings::default_lead_time_days(),
				'max'    => StockRules::MAX_LEAD_TIME_DAYS,
				'hint'   => __( 'When a buyer orders more than is in stock, the rest is expected this many working days after the order (weekends and Croatian public holidays are skipped). An article can have its own lead time: Cable types, edit screen, Articles.', 'kabelshop-core' ),
			),
			'notify'          => array(
				'option' => OrderNotifications::OPTION,
				'label'  => __( 'Order notifications', 'kabelshop-core' ),
				'text'   => implode( "\n", OrderNotifications::stored() ),
				'hint'   => __( 'E-mail addresses that get a mail for every new order and for every order a buyer cancels, one per line. Empty: the administration e-mail address of Settings > General. Each mail is written in the language of that address\'s user in wp-admin (Croatian for an address that is no user\'s).', 'kabelshop-core' ),
			),
		);
	}

	/**
	 * A field of an amount in euros.
	 *
	 * @param string $option Option name.
	 * @param int    $cents  Stored cents.
	 * @param string $hint   Explanation under the field ('' = none).
	 * @return array{option: string, label: string, value: string, pattern: string, hint: string}
	 */
	private static function money_field( string $option, int $cents, string $hint ): array {
		return array(
			'option'  => $option,
			'label'   => ShopSettings::field_label( $option ),
			'value'   => self::euros( $cents ),
			'pattern' => '\\d{1,7}([.,]\\d{1,2})?',
			'hint'    => $hint,
		);
	}

	/**
	 * The stored rule applied to an 80 kg shipment below the free threshold, in words.
	 *
	 * @param DeliveryRules $rules The stored rules.
	 */
	private static function example( DeliveryRules $rules ): string {
		$locale = Locale::bcp47();
		return sprintf(
			/* translators: 1: a weight in kg, 2: the delivery cost in EUR, 3: the minimum fee in EUR, 4: the weight limit in kg */
			__( 'With these settings a shipment of %1$s kg costs %2$s EUR (minimum %3$s EUR up to %4$s kg). Pickup is free; when an article\'s weight is unknown, the rule below prices the delivery and the buyer is told so.', 'kabelshop-core' ),
			Format::decimal( '80', $locale ),
			Format::decimal( self::euros( (int) $rules->cents_for( DeliveryRules::DELIVERY, 0, 80000 ) ), $locale ),
			Format::decimal( self::euros( $rules->fee_cents ), $locale ),
			Format::decimal( Decimal::trimmed( $rules->up_to_g, 3 ), $locale )
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
