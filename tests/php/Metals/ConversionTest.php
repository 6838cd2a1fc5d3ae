<?php
/**
 * EUR conversion and monthly averages.
 *
 * @package Kabelshop
 */

declare( strict_types=1 );

namespace Kabelshop\Tests\Metals;

use Kabelshop\Metals\Conversion;
use Kabelshop\Metals\Metal;
use Kabelshop\Tests\TestCase;

/**
 * The rules of issue 5 on exact integers (no database).
 */
final class ConversionTest extends TestCase {

	public function test_eur_price_uses_the_same_day_rate(): void {
		// 9345.50 USD/t at 1.0823 USD/EUR = 8634.8517... EUR/t.
		$series = Conversion::series( array( array( '2024-05-10', 934550 ) ), array( array( '2024-05-09', 10700 ), array( '2024-05-10', 10823 ) ) );
		$this->assertSame( 863485, $series[0]['eur_e2'] );
		$this->assertSame( '2024-05-10', $series[0]['rate_date'] );
		$this->assertSame( 10823, $series[0]['rate_e4'] );
	}

	public function test_without_a_same_day_rate_the_latest_earlier_rate_is_used_and_named(): void {
		$series = Conversion::series(
			array( array( '2024-05-10', 1000000 ), array( '2024-05-13', 1000000 ) ),
			array( array( '2024-05-08', 12500 ), array( '2024-05-09', 10000 ), array( '2024-05-14', 20000 ) )
		);
		$this->assertSame( '2024-05-09', $series[0]['rate_date'] );
		$this->assertSame( 1000000, $series[0]['eur_e2'] );
		$this->assertSame( '2024-05-09', $series[1]['rate_date'], 'a later rate must never be used' );
	}

	public function test_before_the_first_rate_there_is_no_eur_price(): void {
		$series = Conversion::series( array( array( '1998-12-31', 100000 ) ), array( array( '1999-01-04', 11789 ) ) );
		$this->assertNull( $series[0]['eur_e2'] );
		$this->assertNull( $series[0]['rate_date'] );
	}

	public function test_rounding_is_half_up_at_the_end_only(): void {
		// 1.00 USD / 0.8000 = 1.25 EUR exactly; 0.01 USD / 3.0000 = 0.00333 -> 0.00.
		$this->assertSame( 125, Conversion::eur_e2( 100, 8000 ) );
		$this->assertSame( 0, Conversion::eur_e2( 1, 30000 ) );
		// 2.00 / 3.0000 = 0.6667 -> 0.67.
		$this->assertSame( 67, Conversion::eur_e2( 200, 30000 ) );
		// 0.01 USD at 2.0000 = 0.005 EUR (daily 0.01) and at 4.0000 = 0.0025 EUR (daily 0.00): rounding each
		// day first would give a mean of 0.005 -> 0.01; the exact mean 0.00375 rounds to 0.00.
		$months = Conversion::monthly( Conversion::series( array( array( '2024-01-02', 1 ), array( '2024-01-03', 1 ) ), array( array( '2024-01-02', 20000 ), array( '2024-01-03', 40000 ) ) ) );
		$this->assertSame( 0, $months[0]['eur_e2'], 'the mean must be taken before rounding' );
	}

	public function test_monthly_average_counts_only_days_with_a_price(): void {
		// January: three trading days (the 1st and the weekend have no price), February: two.
		$prices = array(
			array( '2024-01-02', 800000 ),
			array( '2024-01-03', 810000 ),
			array( '2024-01-05', 815050 ),
			array( '2024-02-01', 900000 ),
			array( '2024-02-29', 900001 ),
		);
		$months = Conversion::monthly( Conversion::series( $prices, array( array( '2023-12-29', 10000 ) ) ) );
		$this->assertSame( array( '2024-01', '2024-02' ), array_column( $months, 'month' ) );
		$this->assertSame( array( 3, 2 ), array_column( $months, 'days' ) );
		// (8000 + 8100 + 8150.50) / 3 = 8083.5 exactly.
		$this->assertSame( 808350, $months[0]['usd_e2'] );
		// (9000 + 9000.01) / 2 = 9000.005 -> 9000.01 (half up, at the end).
		$this->assertSame( 900001, $months[1]['usd_e2'] );
		// Rate 1.0000: EUR mean equals USD mean.
		$this->assertSame( 808350, $months[0]['eur_e2'] );
	}

	public function test_monthly_eur_average_is_the_mean_of_daily_eur_prices(): void {
		// Day 1: 1000 USD at 1.0000 = 1000 EUR; day 2: 1000 USD at 2.0000 = 500 EUR. Mean 750 EUR
		// (not 2000 USD / mean rate 1.5 = 666.67).
		$months = Conversion::monthly( Conversion::series( array( array( '2024-03-01', 100000 ), array( '2024-03-04', 100000 ) ), array( array( '2024-03-01', 10000 ), array( '2024-03-04', 20000 ) ) ) );
		$this->assertSame( 75000, $months[0]['eur_e2'] );
	}

	public function test_periods_end_at_the_latest_day(): void {
		$this->assertSame( '2025-07-30', Metal::period_start( 'week', '2025-08-05' ) );
		$this->assertSame( '2025-07-06', Metal::period_start( 'month', '2025-08-05' ) );
		$this->assertSame( '2024-08-06', Metal::period_start( 'year', '2025-08-05' ) );
		$this->assertSame( '', Metal::period_start( 'all', '2025-08-05' ) );
	}
}
