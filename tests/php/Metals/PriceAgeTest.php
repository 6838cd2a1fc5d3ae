<?php
/**
 * The business-day age of a metal price and its stale flag (issue 27).
 *
 * @package Kabelshop
 */

declare( strict_types=1 );

namespace Kabelshop\Tests\Metals;

use Kabelshop\Metals\PriceAge;
use Kabelshop\Tests\TestCase;

/**
 * PriceAge with a fixed today: Mon-Fri count, Saturday and Sunday do not, holidays are not taken
 * off (documented in docs/metal-surcharge.md); the site's today follows the plugin's clock (a
 * FixedClock here), in wp_timezone().
 */
final class PriceAgeTest extends TestCase {

	private static function day( string $ymd ): \DateTimeImmutable {
		return new \DateTimeImmutable( $ymd, new \DateTimeZone( 'Europe/Zagreb' ) );
	}

	public function test_business_days_count_monday_to_friday_after_the_price_day(): void {
		// 2025-08-01 is a Friday.
		$this->assertSame( 0, PriceAge::business_days( '2025-08-01', self::day( '2025-08-01' ) ), 'the same day' );
		$this->assertSame( 0, PriceAge::business_days( '2025-08-01', self::day( '2025-08-02' ) ), 'Saturday' );
		$this->assertSame( 0, PriceAge::business_days( '2025-08-01', self::day( '2025-08-03' ) ), 'Sunday' );
		$this->assertSame( 1, PriceAge::business_days( '2025-08-01', self::day( '2025-08-04' ) ), 'Monday' );
		$this->assertSame( 5, PriceAge::business_days( '2025-08-01', self::day( '2025-08-08' ) ), 'a week later' );
		$this->assertSame( 6, PriceAge::business_days( '2025-08-01', self::day( '2025-08-11' ) ), 'Monday after a week' );
		$this->assertSame( 4, PriceAge::business_days( '2025-08-06', self::day( '2025-08-12' ) ), 'Wednesday to Tuesday' );
		$this->assertSame( 1, PriceAge::business_days( '2025-08-09', self::day( '2025-08-11' ) ), 'a Saturday price on Monday' );
		$this->assertSame( 1, PriceAge::business_days( '2025-12-24', self::day( '2025-12-25' ) ), 'Christmas is counted: holidays are not taken off' );
		$this->assertSame( 0, PriceAge::business_days( '2025-08-05', self::day( '2025-08-01' ) ), 'a price after today is not old' );
		$this->assertSame( 0, PriceAge::business_days( 'not a date', self::day( '2025-08-01' ) ) );
		// The shipped demo rows on the demo site's day (01.12.2026, a Tuesday).
		$this->assertSame( 345, PriceAge::business_days( '2025-08-05', self::day( '2026-12-01' ) ), 'copper, 69 weeks' );
		$this->assertSame( 594, PriceAge::business_days( '2024-08-21', self::day( '2026-12-01' ) ), 'aluminium' );
	}

	public function test_stale_is_older_than_the_allowed_business_days(): void {
		$this->assertSame(
			array(
				'price_date'              => '2025-08-01',
				'price_age_business_days' => 3,
				'stale'                   => false,
			),
			PriceAge::of( '2025-08-01', self::day( '2025-08-06' ), 3 ),
			'3 business days old, 3 allowed: not stale'
		);
		$this->assertTrue( PriceAge::of( '2025-08-01', self::day( '2025-08-07' ), 3 )['stale'], '4 of 3: stale' );
		$this->assertFalse( PriceAge::of( '2025-08-01', self::day( '2025-08-07' ), 4 )['stale'] );
		$this->assertSame(
			array(
				'price_date'              => null,
				'price_age_business_days' => null,
				'stale'                   => true,
			),
			PriceAge::of( null, self::day( '2025-08-07' ), 3 ),
			'no price at all is stale'
		);
	}

	public function test_today_is_the_sites_day_and_a_fixed_clock_fixes_it(): void {
		\Kabelshop\Plugin::container()->set( \Kabelshop\Support\Clock::class, new \Kabelshop\Support\FixedClock( '2026-12-01' ) );
		try {
			$today = PriceAge::today();
			$this->assertSame( '2026-12-01', $today->format( 'Y-m-d' ) );
			$this->assertSame( wp_timezone()->getName(), $today->getTimezone()->getName() );
		} finally {
			\Kabelshop\Plugin::container()->reset( \Kabelshop\Support\Clock::class );
		}
	}
}
