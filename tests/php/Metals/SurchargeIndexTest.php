<?php
/**
 * The surcharge index rules over months and days with missing prices.
 *
 * @package Kabelshop
 */

declare( strict_types=1 );

namespace Kabelshop\Tests\Metals;

use Kabelshop\Metals\Conversion;
use Kabelshop\Metals\SurchargeIndex;
use Kabelshop\Metals\SurchargeSettings;
use Kabelshop\Tests\TestCase;

/**
 * SurchargeIndex::from_series() on hand-made series: USD prices with a rate of 1.0000 USD per EUR
 * (so EUR = USD) unless a test says otherwise; the index is EUR/t / 10 in EUR/100 kg.
 */
final class SurchargeIndexTest extends TestCase {

	/**
	 * A series from 'Y-m-d' => USD/t pairs at one rate from 2000-01-01.
	 *
	 * @param array<string, string> $days    Day => USD per tonne.
	 * @param int                   $rate_e4 USD per EUR x 10^4.
	 * @return list<array{date: string, usd_e2: int, eur_e2: int|null, eur_e6: int|null, rate_e4: int|null, rate_date: string|null}>
	 */
	private static function series( array $days, int $rate_e4 = 10000 ): array {
		$prices = array();
		foreach ( $days as $day => $usd ) {
			$prices[] = array( (string) $day, (int) Conversion::parse( $usd, 2 ) );
		}
		return Conversion::series( $prices, array( array( '2000-01-01', $rate_e4 ) ) );
	}

	private static function day( string $ymd ): \DateTimeImmutable {
		return new \DateTimeImmutable( $ymd, new \DateTimeZone( 'Europe/Zagreb' ) );
	}

	public function test_previous_month_average_counts_only_the_days_with_a_price(): void {
		// July 2025 has prices on three days only; the mean of those three is the index.
		$series = self::series(
			array(
				'2025-06-30' => '9999.00',
				'2025-07-01' => '8000.00',
				'2025-07-02' => '8100.00',
				'2025-07-15' => '8300.00',
				'2025-08-01' => '9000.00',
			)
		);
		$index  = SurchargeIndex::from_series( $series, SurchargeSettings::RULE_MONTH, self::day( '2025-08-04' ) );
		// (8000 + 8100 + 8300) / 3 = 8133.33 EUR/t = 813.33 EUR/100 kg; August's own price is not used.
		$this->assertSame(
			array(
				'index_e2'   => 81333,
				'index_date' => '2025-07',
				'stale'      => false,
			),
			$index
		);
	}

	public function test_a_previous_month_without_prices_takes_the_latest_earlier_month_marked_stale(): void {
		$series = self::series(
			array(
				'2025-06-02' => '8564.00',
				'2025-06-03' => '8564.00',
				'2025-08-01' => '9000.00',
			)
		);
		// Today 2025-08-20: July has no price at all, so June is the index, and stale.
		$index = SurchargeIndex::from_series( $series, SurchargeSettings::RULE_MONTH, self::day( '2025-08-20' ) );
		$this->assertSame( 85640, $index['index_e2'] );
		$this->assertSame( '2025-06', $index['index_date'] );
		$this->assertTrue( $index['stale'] );
	}

	public function test_the_monthly_index_converts_each_day_with_its_rate(): void {
		// 1.1000 USD per EUR: 8800 USD/t = 8000 EUR/t = 800.00 EUR/100 kg.
		$series = self::series( array( '2025-07-10' => '8800.00' ), 11000 );
		$index  = SurchargeIndex::from_series( $series, SurchargeSettings::RULE_MONTH, self::day( '2025-08-01' ) );
		$this->assertSame( 80000, $index['index_e2'] );
	}

	public function test_previous_trading_day_skips_a_weekend_and_a_holiday(): void {
		$series = self::series(
			array(
				'2025-04-17' => '8500.00', // Thursday before Easter.
				// 18 April Good Friday and 21 April Easter Monday: LME closed; 19-20 weekend.
				'2025-04-22' => '8700.00', // Tuesday.
			)
		);
		$tuesday = SurchargeIndex::from_series( $series, SurchargeSettings::RULE_DAY, self::day( '2025-04-22' ) );
		$this->assertSame(
			array(
				'index_e2'   => 85000,
				'index_date' => '2025-04-17',
				'stale'      => false,
			),
			$tuesday,
			'on Tuesday the previous trading day is Thursday (today\'s own price does not count), 5 days back: not stale'
		);
		$wednesday = SurchargeIndex::from_series( $series, SurchargeSettings::RULE_DAY, self::day( '2025-04-23' ) );
		$this->assertSame( '2025-04-22', $wednesday['index_date'] );
		$this->assertSame( 87000, $wednesday['index_e2'] );
	}

	public function test_a_daily_index_is_stale_after_7_days(): void {
		$series = self::series( array( '2025-08-01' => '9000.00' ) );
		$this->assertFalse( SurchargeIndex::from_series( $series, SurchargeSettings::RULE_DAY, self::day( '2025-08-08' ) )['stale'], '7 days old: still fresh' );
		$this->assertTrue( SurchargeIndex::from_series( $series, SurchargeSettings::RULE_DAY, self::day( '2025-08-09' ) )['stale'], '8 days old: stale' );
	}

	public function test_no_price_before_today_is_no_index(): void {
		$series = self::series( array( '2025-08-01' => '9000.00' ) );
		$this->assertNull( SurchargeIndex::from_series( $series, SurchargeSettings::RULE_DAY, self::day( '2025-08-01' ) ) );
		$this->assertNull( SurchargeIndex::from_series( $series, SurchargeSettings::RULE_MONTH, self::day( '2025-08-15' ) ), 'only the current month has prices' );
		$this->assertNull( SurchargeIndex::from_series( array(), SurchargeSettings::RULE_MONTH, self::day( '2025-08-15' ) ) );
	}

	public function test_days_before_the_first_ecb_rate_have_no_euro_price_and_do_not_count(): void {
		$prices = array( array( '1999-12-30', 800000 ), array( '2000-01-03', 810000 ) );
		$series = Conversion::series( $prices, array( array( '2000-01-03', 10000 ) ) );
		$index  = SurchargeIndex::from_series( $series, SurchargeSettings::RULE_DAY, self::day( '2000-01-04' ) );
		$this->assertSame( '2000-01-03', $index['index_date'] );
		$before = SurchargeIndex::from_series( $series, SurchargeSettings::RULE_DAY, self::day( '2000-01-02' ) );
		$this->assertNull( $before, '1999-12-30 has no EUR price (no rate yet)' );
	}

	public function test_the_demo_data_gives_the_latest_month_marked_stale(): void {
		// The seeded copper prices end 2025-08-05; in November 2026 the previous month has none.
		$copper = SurchargeIndex::for_metal( 'copper', SurchargeSettings::RULE_MONTH, self::day( '2026-11-24' ) );
		$this->assertNotNull( $copper );
		$this->assertSame( '2025-08', $copper['index_date'] );
		$this->assertTrue( $copper['stale'] );
		$daily = SurchargeIndex::for_metal( 'copper', SurchargeSettings::RULE_DAY, self::day( '2026-11-24' ) );
		$this->assertSame( '2025-08-05', $daily['index_date'] );
		$this->assertTrue( $daily['stale'] );
		$fresh = SurchargeIndex::for_metal( 'copper', SurchargeSettings::RULE_MONTH, self::day( '2025-08-06' ) );
		$this->assertSame( '2025-07', $fresh['index_date'] );
		$this->assertFalse( $fresh['stale'] );
	}
}
