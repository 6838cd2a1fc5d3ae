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
				'index_e2'                => 81333,
				'index_date'              => '2025-07',
				'stale'                   => false,
				'price_date'              => '2025-08-01',
				'price_age_business_days' => 1,
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
				'index_e2'                => 85000,
				'index_date'              => '2025-04-17',
				'stale'                   => false,
				'price_date'              => '2025-04-22',
				'price_age_business_days' => 0,
			),
			$tuesday,
			'on Tuesday the previous trading day is Thursday (today\'s own price does not count for the index; it is the newest price, 0 days old): not stale'
		);
		$wednesday = SurchargeIndex::from_series( $series, SurchargeSettings::RULE_DAY, self::day( '2025-04-23' ) );
		$this->assertSame( '2025-04-22', $wednesday['index_date'] );
		$this->assertSame( 87000, $wednesday['index_e2'] );
	}

	public function test_an_index_is_stale_when_the_newest_price_is_older_than_the_allowed_business_days(): void {
		// Friday 2025-08-01 is the newest price. Business days after it: Mon 4, Tue 5, Wed 6, Thu 7.
		$series = self::series(
			array(
				'2025-07-15' => '8800.00',
				'2025-08-01' => '9000.00',
			)
		);
		foreach ( array( SurchargeSettings::RULE_DAY, SurchargeSettings::RULE_MONTH ) as $rule ) {
			$wednesday = SurchargeIndex::from_series( $series, $rule, self::day( '2025-08-06' ), 3 );
			$this->assertSame( 3, $wednesday['price_age_business_days'], $rule );
			$this->assertSame( '2025-08-01', $wednesday['price_date'], $rule );
			$this->assertFalse( $wednesday['stale'], $rule . ': Wednesday, 3 business days old, 3 allowed: fresh' );
			$thursday = SurchargeIndex::from_series( $series, $rule, self::day( '2025-08-07' ), 3 );
			$this->assertSame( 4, $thursday['price_age_business_days'] );
			$this->assertTrue( $thursday['stale'], $rule . ': Thursday, 4 business days old: stale' );
			$this->assertSame( SurchargeSettings::RULE_DAY === $rule ? '2025-08-01' : '2025-07', $thursday['index_date'], 'the stale index still names its day or month' );
		}
		$this->assertFalse( SurchargeIndex::from_series( $series, SurchargeSettings::RULE_DAY, self::day( '2025-08-07' ), 4 )['stale'], 'staff allow 4: fresh' );
		$this->assertFalse( SurchargeIndex::from_series( $series, SurchargeSettings::RULE_DAY, self::day( '2025-08-03' ), 1 )['stale'], 'the weekend does not age a price' );
		$this->assertTrue( SurchargeIndex::from_series( $series, SurchargeSettings::RULE_DAY, self::day( '2025-08-05' ), 1 )['stale'], 'Tuesday, 2 business days, 1 allowed' );
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
		$this->assertSame( '2025-08-05', $daily['price_date'], 'the newest shipped copper row' );
		$this->assertSame( 340, $daily['price_age_business_days'], 'Tue 2025-08-05 to Tue 2026-11-24: 68 weeks, 5 business days each' );
		$fresh = SurchargeIndex::for_metal( 'copper', SurchargeSettings::RULE_MONTH, self::day( '2025-08-06' ) );
		$this->assertSame( '2025-07', $fresh['index_date'] );
		$this->assertFalse( $fresh['stale'] );
		$this->assertSame( 1, $fresh['price_age_business_days'] );
	}
}
