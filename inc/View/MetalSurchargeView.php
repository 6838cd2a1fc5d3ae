<?php
/**
 * Data for the metal surcharge calculator on the metal prices page.
 *
 * @package Kabelshop
 */

declare( strict_types=1 );

namespace Kabelshop\View;

defined( 'ABSPATH' ) || exit;

use Kabelshop\I18n\Format;
use Kabelshop\I18n\Locale;
use Kabelshop\Metals\Metal;
use Kabelshop\Metals\SurchargeDisplay;
use Kabelshop\Metals\SurchargeTerms;

/**
 * What templates/page-metal-prices.php needs for the calculator section (issue 14): the island's
 * props (the price list's base and procurement per metal, today's index by the configured rule
 * with its date and rule already in words) and the same facts for the server-rendered fallback
 * (the formula and today's index per metal), in the page's language.
 */
final class MetalSurchargeView {

	/**
	 * Props of the metal-surcharge-calculator island.
	 *
	 * @return array{rule: string, ruleLabel: string, creditNegative: bool, metals: array<string, array{base: string, procurement: string, index: string|null, indexDate: string|null, indexDateLabel: string, stale: bool}>}
	 *         Amounts as decimal strings with a point (EUR/100 kg; percent).
	 */
	public static function props(): array {
		$terms  = SurchargeTerms::current();
		$locale = Locale::bcp47();
		$metals = array();
		foreach ( $terms->metals as $metal => $m ) {
			$metals[ (string) $metal ] = array(
				'base'           => (string) SurchargeDisplay::signed_e2( $m['base_e2'] ),
				'procurement'    => SurchargeDisplay::percent( $m['procurement_e2'] ),
				'index'          => SurchargeDisplay::signed_e2( $m['index_e2'] ),
				'indexDate'      => $m['index_date'],
				'indexDateLabel' => SurchargeDisplay::date_label( $m['index_date'], $locale ),
				'stale'          => $m['stale'],
			);
		}
		return array(
			'rule'           => $terms->rule,
			'ruleLabel'      => SurchargeDisplay::rule_label( $terms->rule ),
			'creditNegative' => $terms->credit_negative,
			'metals'         => $metals,
		);
	}

	/**
	 * The fallback's facts: the formula and today's index per metal, formatted for the page.
	 *
	 * @return array{formula: string, indexes: list<string>}
	 */
	public static function fallback(): array {
		$terms   = SurchargeTerms::current();
		$locale  = Locale::bcp47();
		$indexes = array();
		foreach ( $terms->metals as $metal => $m ) {
			if ( null === $m['index_e2'] ) {
				continue;
			}
			$indexes[] = sprintf(
				/* translators: 1: metal name, 2: index in EUR/100 kg, 3: month or date, 4: the rule in words. */
				__( '%1$s index: %2$s EUR/100 kg (%3$s; %4$s).', 'kabelshop' ),
				Metal::label( (string) $metal ),
				Format::scaled( $m['index_e2'], 2, $locale ),
				SurchargeDisplay::date_label( $m['index_date'], $locale ),
				SurchargeDisplay::rule_label( $terms->rule )
			);
		}
		return array(
			'formula' => __( 'Metal surcharge in EUR/km = metal number (kg/km) × (index × (1 + procurement surcharge) − metal base) / 100, with the index and the metal base in EUR/100 kg (as in LAPP\'s table T17).', 'kabelshop' ),
			'indexes' => $indexes,
		);
	}
}
