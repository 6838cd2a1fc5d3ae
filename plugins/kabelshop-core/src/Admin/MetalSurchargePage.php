<?php
/**
 * The wp-admin screen "Kabelshop -> Metal surcharge".
 *
 * @package Kabelshop
 */

declare( strict_types=1 );

namespace Kabelshop\Admin;

defined( 'ABSPATH' ) || exit;

use Kabelshop\Catalog\Decimal;
use Kabelshop\Metals\Metal;
use Kabelshop\Metals\MetalsService;
use Kabelshop\Metals\SurchargeDisplay;
use Kabelshop\Metals\SurchargeSettings;
use Kabelshop\Metals\SurchargeTerms;

/**
 * The price list's metal surcharge terms (issue 14, docs/metal-surcharge.md), capability
 * manage_options (shop terms, like "Delivery and payment"), template admin/metal-surcharge:
 * - the form (admin-post action kabelshop_metal_surcharge, nonce): surcharge on/off, the index rule
 *   (previous month's average / previous trading day), credit negative surcharges, the display
 *   (split / full-metal price), the days a quoted price holds, and per metal (copper, aluminium)
 *   the metal base in EUR/100 kg and the procurement surcharge in percent. Numbers are accepted
 *   with a decimal comma or point ("150,00", "150.00"); every bad field is listed in one error
 *   notice naming it and nothing is saved; a good form is stored with SurchargeSettings::save();
 * - the index in force per metal (value in EUR/100 kg, its month or day, the rule) and, when it is
 *   stale (SurchargeIndex), a warning naming its date and where to import newer prices.
 * The same stale warnings show as an admin notice on every Kabelshop screen and the dashboard
 * (notice(), for staff who can act on them: this capability or the metal prices one), with how to
 * import newer prices (SurchargeDisplay::import_help()) and a link to the CSV import form.
 * The form also sets stale_after_business_days (1..30, default 3): how many business days (Mon-Fri,
 * Metals\PriceAge) old the newest price may be before buyers and staff are told (issue 27).
 */
final class MetalSurchargePage extends AdminPage {

	public const SLUG = 'kabelshop-metal-surcharge';

	/** The admin-post action of the form. */
	public const ACTION = 'kabelshop_metal_surcharge';

	/** Menu slug. */
	public function slug(): string {
		return self::SLUG;
	}

	/** Page title. */
	public function title(): string {
		return __( 'Metal surcharge', 'kabelshop-core' );
	}

	/** Administrators set the price list's terms. */
	public function capability(): string {
		return 'manage_options';
	}

	/** Right after "Metal prices". */
	protected function priority(): int {
		return 21;
	}

	/** The form handler and the stale-index notice. */
	protected function register_handlers(): void {
		add_action( 'admin_post_' . self::ACTION, array( $this, 'save' ) );
		add_action( 'admin_notices', array( $this, 'notice' ) );
	}

	/**
	 * The screen's data.
	 *
	 * @return array<string, mixed> template 'metal-surcharge', form (admin-post URL), action,
	 *         settings (SurchargeSettings::get() with the numbers written for the fields: metals[m]
	 *         => {label, base, procurement}), rules / displays (value => label), max_days,
	 *         indexes (list of {metal, label, value|null, date, rule, stale, price_date}), warnings (list of
	 *         sentences), import_help, max_stale, prices_url (the Metal prices screen's CSV import, ''
	 *         without its capability).
	 */
	protected function view(): array {
		$settings = SurchargeSettings::get();
		$locale   = get_user_locale();
		$terms    = SurchargeTerms::on( $settings, \Kabelshop\Commerce\LeadTime::today() );
		$metals   = array();
		$indexes  = array();
		foreach ( Metal::METALS as $metal ) {
			$metals[ $metal ] = array(
				'label'       => Metal::label( $metal ),
				'base'        => self::number( $settings['metals'][ $metal ]['base_e2'] ),
				'procurement' => self::number( $settings['metals'][ $metal ]['procurement_e2'] ),
			);
			$m                = $terms->metals[ $metal ];
			$indexes[]        = array(
				'metal'      => $metal,
				'label'      => Metal::label( $metal ),
				'value'      => null === $m['index_e2'] ? null : self::number( $m['index_e2'] ),
				'date'       => SurchargeDisplay::date_label( $m['index_date'], $locale ),
				'rule'       => SurchargeDisplay::rule_label( $terms->rule ),
				'stale'      => $m['stale'],
				'price_date' => null === $m['price_date'] ? '' : SurchargeDisplay::date_label( $m['price_date'], $locale ),
			);
		}
		return array(
			'template'    => 'metal-surcharge',
			'form'        => admin_url( 'admin-post.php' ),
			'action'      => self::ACTION,
			'settings'    => $settings,
			'metals'      => $metals,
			'rules'       => array(
				SurchargeSettings::RULE_MONTH => SurchargeDisplay::rule_label( SurchargeSettings::RULE_MONTH ) . ' ' . __( '(LAPP)', 'kabelshop-core' ),
				SurchargeSettings::RULE_DAY   => SurchargeDisplay::rule_label( SurchargeSettings::RULE_DAY ) . ' ' . __( '(Helektra, Murrelektronik)', 'kabelshop-core' ),
			),
			'displays'    => array(
				SurchargeSettings::DISPLAY_SPLIT => __( 'Base price, metal surcharge and full price per line', 'kabelshop-core' ),
				SurchargeSettings::DISPLAY_FULL  => __( 'Full-metal price per line, naming the metal surcharge it includes', 'kabelshop-core' ),
			),
			'max_days'    => SurchargeSettings::MAX_HOLD_DAYS,
			'max_stale'   => SurchargeSettings::MAX_STALE_BUSINESS_DAYS,
			'import_help' => SurchargeDisplay::import_help(),
			'indexes'     => $indexes,
			'warnings'    => array_values( SurchargeDisplay::stale_warnings( $terms, $locale ) ),
			'prices_url'  => current_user_can( MetalsService::CAPABILITY ) ? self::import_url() : '',
		);
	}

	/**
	 * The Metal prices screen at its CSV import form.
	 */
	public static function import_url(): string {
		return admin_url( 'admin.php?page=' . MetalPricesPage::SLUG ) . '#kabelshop-metal-import-form';
	}

	/**
	 * Reads the posted form into settings (SurchargeSettings::save() shape) or the list of errors,
	 * each a translated sentence naming its field. Pure apart from translation.
	 *
	 * @param array<string, mixed> $post The posted fields (unslashed): enabled, credit_negative
	 *                                   ('1' when ticked), index_rule, display, price_hold_days,
	 *                                   stale_after_business_days, base_<metal>, procurement_<metal>.
	 * @return array{values: array<string, mixed>, errors: list<string>}
	 */
	public static function parse_form( array $post ): array {
		$text   = static fn( string $key ): string => isset( $post[ $key ] ) && is_scalar( $post[ $key ] ) ? trim( (string) $post[ $key ] ) : '';
		$errors = array();
		$values = array(
			'enabled'         => '1' === $text( 'enabled' ),
			'credit_negative' => '1' === $text( 'credit_negative' ),
			'index_rule'      => $text( 'index_rule' ),
			'display'         => $text( 'display' ),
			'metals'          => array(),
		);
		if ( ! in_array( $values['index_rule'], SurchargeSettings::RULES, true ) ) {
			$errors[] = __( 'Index rule: choose one of the two rules.', 'kabelshop-core' );
		}
		if ( ! in_array( $values['display'], SurchargeSettings::DISPLAYS, true ) ) {
			$errors[] = __( 'Display: choose how lines show the metal surcharge.', 'kabelshop-core' );
		}
		$days = $text( 'price_hold_days' );
		if ( ! ctype_digit( $days ) || (int) $days < 1 || (int) $days > SurchargeSettings::MAX_HOLD_DAYS ) {
			/* translators: %d: largest number of days. */
			$errors[] = sprintf( __( 'Price hold: enter a whole number of days from 1 to %d.', 'kabelshop-core' ), SurchargeSettings::MAX_HOLD_DAYS );
		} else {
			$values['price_hold_days'] = (int) $days;
		}
		$stale = $text( 'stale_after_business_days' );
		if ( ! ctype_digit( $stale ) || (int) $stale < 1 || (int) $stale > SurchargeSettings::MAX_STALE_BUSINESS_DAYS ) {
			/* translators: %d: largest number of business days. */
			$errors[] = sprintf( __( 'Prices stale after: enter a whole number of business days from 1 to %d.', 'kabelshop-core' ), SurchargeSettings::MAX_STALE_BUSINESS_DAYS );
		} else {
			$values['stale_after_business_days'] = (int) $stale;
		}
		foreach ( Metal::METALS as $metal ) {
			$base = Decimal::parse( $text( 'base_' . $metal ), 2 );
			$proc = Decimal::parse( $text( 'procurement_' . $metal ), 2 );
			if ( null === $base || $base > SurchargeSettings::MAX_EUR_100KG_E2 ) {
				/* translators: %s: metal name (Copper, Aluminium). */
				$errors[] = sprintf( __( '%s, metal base: enter EUR per 100 kg as a number from 0 to 100000 with at most 2 decimals, e.g. 150,00 or 150.00 (0 for a price without metal).', 'kabelshop-core' ), Metal::label( $metal ) );
			}
			if ( null === $proc || $proc > SurchargeSettings::MAX_PROCUREMENT_E2 ) {
				/* translators: %s: metal name (Copper, Aluminium). */
				$errors[] = sprintf( __( '%s, procurement surcharge: enter a percentage from 0 to 100 with at most 2 decimals, e.g. 1 or 1,5.', 'kabelshop-core' ), Metal::label( $metal ) );
			}
			$values['metals'][ $metal ] = array(
				'base_e2'        => (int) $base,
				'procurement_e2' => (int) $proc,
			);
		}
		return array(
			'values' => $values,
			'errors' => $errors,
		);
	}

	/**
	 * Saves the form (admin-post): nonce, capability, then every field checked; all or nothing.
	 */
	public function save(): void {
		check_admin_referer( self::ACTION );
		$this->guard();
		$parsed = self::parse_form( wp_unslash( $_POST ) ); // phpcs:ignore WordPress.Security.ValidatedSanitizedInput.InputNotSanitized -- every field is checked against its rule (parse_form()).
		if ( $parsed['errors'] ) {
			self::redirect_with_notice( $this->url(), 'error', __( 'Nothing was saved. Correct these fields:', 'kabelshop-core' ), $parsed['errors'] );
		}
		SurchargeSettings::save( $parsed['values'] );
		self::redirect_with_notice( $this->url(), 'success', __( 'Metal surcharge settings saved.', 'kabelshop-core' ) );
	}

	/**
	 * Stale-index warnings on the Kabelshop screens and the dashboard (action admin_notices), for
	 * staff who can act: administrators and staff who manage metal prices; not on this screen (it
	 * shows them itself).
	 */
	public function notice(): void {
		$screen = function_exists( 'get_current_screen' ) ? get_current_screen() : null;
		if ( null === $screen || ! ( self::is_kabelshop_screen( (string) $screen->id ) || 'dashboard' === $screen->id ) || ( '' !== $this->hook && $screen->id === $this->hook ) ) {
			return;
		}
		if ( ! current_user_can( $this->capability() ) && ! current_user_can( MetalsService::CAPABILITY ) ) {
			return;
		}
		$warnings = SurchargeDisplay::stale_warnings( SurchargeTerms::current(), get_user_locale() );
		if ( ! $warnings ) {
			return;
		}
		self::template(
			'metal-surcharge-notice',
			array(
				'warnings'     => array_values( $warnings ),
				'import_help'  => SurchargeDisplay::import_help(),
				'prices_url'   => current_user_can( MetalsService::CAPABILITY ) ? self::import_url() : '',
				'settings_url' => current_user_can( $this->capability() ) ? $this->url() : '',
			)
		);
	}

	/**
	 * True for the screens of the "Kabelshop" menu (its top-level page and its submenu pages).
	 *
	 * @param string $screen_id WP_Screen id.
	 */
	public static function is_kabelshop_screen( string $screen_id ): bool {
		return 'toplevel_page_' . self::PARENT === $screen_id || str_starts_with( $screen_id, self::PARENT . '_page_' );
	}

	/**
	 * An amount x 100 as the field shows it ("150.00").
	 *
	 * @param int $e2 Amount x 100 (>= 0).
	 */
	private static function number( int $e2 ): string {
		return Decimal::format( max( 0, $e2 ), 2 );
	}
}
