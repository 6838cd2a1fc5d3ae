<?php
/**
 * The surcharge terms in force: settings plus today's index (a snapshot an order freezes).
 *
 * @package Kabelshop
 */

declare( strict_types=1 );

namespace Kabelshop\Metals;

defined( 'ABSPATH' ) || exit;

use Kabelshop\Catalog\Article;
use Kabelshop\Catalog\Decimal;

/**
 * What prices a line's metal surcharge (issue 14): the price list settings (SurchargeSettings) and
 * each metal's index by the configured rule on a day (SurchargeIndex). current() is today's, built
 * once per request; an order stores to_array() (orders.metal_terms, JSON) and from_array() reads it
 * back, so an order keeps the index value and date it was priced with.
 *
 * An article's surcharge per metre (per_metre_e4()) is the sum over its metals (copper_kg_km,
 * aluminium_kg_km) of Surcharge::per_metre_e4(), each rounded to 4 decimals per metre (the price
 * list's rounding). 0 when the surcharge is off, for a metal the article has no number for, and for
 * a metal without an index (no prices imported at all). The base price (Article::unit_price_e4) plus
 * this is the full price per metre; the credit of a negative surcharge never takes the full price
 * below 0 (Commerce\Pricing clamps).
 */
final class SurchargeTerms {

	/**
	 * Today's terms, once per request.
	 *
	 * @var SurchargeTerms|null
	 */
	private static ?SurchargeTerms $current = null;

	/**
	 * @param bool                                                                                                                                                                          $enabled         Surcharge on.
	 * @param string                                                                                                                                                                        $rule            SurchargeSettings::RULES.
	 * @param bool                                                                                                                                                                          $credit_negative Negative surcharges credited.
	 * @param string                                                                                                                                                                        $display         SurchargeSettings::DISPLAYS.
	 * @param int                                                                                                                                                                           $price_hold_days Days a quoted price holds.
	 * @param array<string, array{base_e2: int, procurement_e2: int, index_e2: int|null, index_date: string|null, stale: bool, price_date: string|null, price_age_business_days: int|null}> $metals          Per metal (price_date: the newest price's day; stale: PriceAge).
	 * @param int                                                                                                                                                                           $stale_after_business_days Business days the newest price may be old (SurchargeSettings).
	 */
	public function __construct(
		public readonly bool $enabled,
		public readonly string $rule,
		public readonly bool $credit_negative,
		public readonly string $display,
		public readonly int $price_hold_days,
		public readonly array $metals,
		public readonly int $stale_after_business_days = SurchargeSettings::DEFAULT_STALE_BUSINESS_DAYS
	) {}

	/**
	 * The terms in force today (PriceAge::today(): the site's day in wp_timezone(), Europe/Zagreb),
	 * computed once per request.
	 */
	public static function current(): self {
		if ( null === self::$current ) {
			self::$current = self::on( SurchargeSettings::get(), PriceAge::today() );
		}
		return self::$current;
	}

	/**
	 * Forgets the request's terms (after settings or prices change, and between tests).
	 */
	public static function flush(): void {
		self::$current = null;
	}

	/**
	 * The terms of settings on a day.
	 *
	 * @param array{enabled: bool, index_rule: string, credit_negative: bool, display: string, price_hold_days: int, stale_after_business_days: int, metals: array<string, array{base_e2: int, procurement_e2: int}>} $settings SurchargeSettings::get().
	 * @param \DateTimeImmutable                                                                                                                                                                                      $today    The day.
	 */
	public static function on( array $settings, \DateTimeImmutable $today ): self {
		$metals = array();
		foreach ( Metal::METALS as $metal ) {
			$index            = SurchargeIndex::for_metal( $metal, $settings['index_rule'], $today, $settings['stale_after_business_days'] );
			$metals[ $metal ] = array(
				'base_e2'                 => $settings['metals'][ $metal ]['base_e2'],
				'procurement_e2'          => $settings['metals'][ $metal ]['procurement_e2'],
				'index_e2'                => $index['index_e2'] ?? null,
				'index_date'              => $index['index_date'] ?? null,
				'stale'                   => (bool) ( $index['stale'] ?? false ),
				'price_date'              => $index['price_date'] ?? null,
				'price_age_business_days' => $index['price_age_business_days'] ?? null,
			);
		}
		return new self( $settings['enabled'], $settings['index_rule'], $settings['credit_negative'], $settings['display'], $settings['price_hold_days'], $metals, $settings['stale_after_business_days'] );
	}

	/**
	 * The article's metal numbers in kg/km x 100, per metal that has one.
	 *
	 * @param Article $article The article.
	 * @return array<string, int>
	 */
	public static function metal_numbers_e2( Article $article ): array {
		$numbers = array();
		foreach ( array(
			'copper'    => $article->copper_kg_km,
			'aluminium' => $article->aluminium_kg_km,
		) as $metal => $kg_km ) {
			$e2 = null === $kg_km ? null : Decimal::parse( $kg_km, 2 );
			if ( null !== $e2 && $e2 > 0 ) {
				$numbers[ $metal ] = $e2;
			}
		}
		return $numbers;
	}

	/**
	 * Surcharge of one metre of the article in 1/10,000 EUR (signed: negative only when credited).
	 *
	 * @param Article $article The article.
	 */
	public function per_metre_e4( Article $article ): int {
		return $this->per_metre_e4_of( $article->copper_kg_km, $article->aluminium_kg_km );
	}

	/**
	 * The same from the metal numbers alone (decimal strings, kg/km; null: none), for code that
	 * has a database row's figures rather than an Article (the catalogue's "from" prices).
	 *
	 * @param string|null $copper_kg_km    Copper, kg/km.
	 * @param string|null $aluminium_kg_km Aluminium, kg/km.
	 */
	public function per_metre_e4_of( ?string $copper_kg_km, ?string $aluminium_kg_km ): int {
		if ( ! $this->enabled ) {
			return 0;
		}
		$sum     = 0;
		$numbers = array();
		foreach ( array(
			'copper'    => $copper_kg_km,
			'aluminium' => $aluminium_kg_km,
		) as $metal => $kg_km ) {
			$e2 = null === $kg_km || '' === $kg_km ? null : Decimal::parse( $kg_km, 2 );
			if ( null !== $e2 && $e2 > 0 ) {
				$numbers[ $metal ] = $e2;
			}
		}
		foreach ( $numbers as $metal => $metal_e2 ) {
			$terms = $this->metals[ $metal ] ?? null;
			if ( null === $terms || null === $terms['index_e2'] ) {
				continue;
			}
			$sum += Surcharge::per_metre_e4( $metal_e2, $terms['index_e2'], $terms['base_e2'], $terms['procurement_e2'], $this->credit_negative );
		}
		return $sum;
	}

	/**
	 * X of Surcharge's formula for a metal as these terms apply it: (index x (1 + procurement) -
	 * base) in 10^-6 EUR/100 kg, so that surcharge e4 per metre = metal_e2 x X / 10^9; 0 when the
	 * surcharge is off, the metal has no index, or X is negative and not credited. Linear in the
	 * metal number, so SQL can order articles by their full price with it (ArticleRepository).
	 *
	 * @param string $metal Metal::METALS.
	 */
	public function margin_e6( string $metal ): int {
		$terms = $this->metals[ $metal ] ?? null;
		if ( ! $this->enabled || null === $terms || null === $terms['index_e2'] ) {
			return 0;
		}
		$x = Surcharge::margin_e6( $terms['index_e2'], $terms['base_e2'], $terms['procurement_e2'] );
		return $x < 0 && ! $this->credit_negative ? 0 : $x;
	}

	/**
	 * The snapshot an order stores (JSON-safe; amounts as scaled integers).
	 *
	 * @return array{enabled: bool, rule: string, credit_negative: bool, display: string, price_hold_days: int, stale_after_business_days: int, metals: array<string, array{base_e2: int, procurement_e2: int, index_e2: int|null, index_date: string|null, stale: bool, price_date: string|null, price_age_business_days: int|null}>}
	 */
	public function to_array(): array {
		return array(
			'enabled'                   => $this->enabled,
			'rule'                      => $this->rule,
			'credit_negative'           => $this->credit_negative,
			'display'                   => $this->display,
			'price_hold_days'           => $this->price_hold_days,
			'stale_after_business_days' => $this->stale_after_business_days,
			'metals'                    => $this->metals,
		);
	}

	/**
	 * Terms read back from a snapshot (to_array()); null for an order stored before surcharges
	 * existed (no snapshot) or an unreadable one.
	 *
	 * @param mixed $snapshot Decoded JSON, or null.
	 */
	public static function from_array( $snapshot ): ?self {
		if ( ! is_array( $snapshot ) || ! isset( $snapshot['rule'], $snapshot['metals'] ) || ! is_array( $snapshot['metals'] ) ) {
			return null;
		}
		$metals = array();
		foreach ( Metal::METALS as $metal ) {
			$m                = (array) ( $snapshot['metals'][ $metal ] ?? array() );
			$metals[ $metal ] = array(
				'base_e2'                 => (int) ( $m['base_e2'] ?? 0 ),
				'procurement_e2'          => (int) ( $m['procurement_e2'] ?? 0 ),
				'index_e2'                => isset( $m['index_e2'] ) ? (int) $m['index_e2'] : null,
				'index_date'              => isset( $m['index_date'] ) ? (string) $m['index_date'] : null,
				'stale'                   => (bool) ( $m['stale'] ?? false ),
				'price_date'              => isset( $m['price_date'] ) ? (string) $m['price_date'] : null,
				'price_age_business_days' => isset( $m['price_age_business_days'] ) ? (int) $m['price_age_business_days'] : null,
			);
		}
		return new self(
			(bool) ( $snapshot['enabled'] ?? false ),
			(string) $snapshot['rule'],
			(bool) ( $snapshot['credit_negative'] ?? false ),
			in_array( $snapshot['display'] ?? '', SurchargeSettings::DISPLAYS, true ) ? (string) $snapshot['display'] : SurchargeSettings::DISPLAY_SPLIT,
			(int) ( $snapshot['price_hold_days'] ?? 14 ),
			$metals,
			(int) ( $snapshot['stale_after_business_days'] ?? SurchargeSettings::DEFAULT_STALE_BUSINESS_DAYS )
		);
	}
}
