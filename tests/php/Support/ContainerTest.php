<?php
/**
 * The plugin's container and clock.
 *
 * @package Kabelshop
 */

declare( strict_types=1 );

namespace Kabelshop\Tests\Support;

use Kabelshop\Commerce\LeadTime;
use Kabelshop\Container;
use Kabelshop\Plugin;
use Kabelshop\Support\Clock;
use Kabelshop\Support\FixedClock;
use Kabelshop\Support\SystemClock;
use Kabelshop\Tests\TestCase;

/**
 * Issue 29: collaborators come from one container (Plugin::container()); the clock is injected
 * there instead of the public filter kabelshop_today, so "today" changes only where a FixedClock is
 * set, and goes back with reset().
 */
final class ContainerTest extends TestCase {

	protected function tearDown(): void {
		Plugin::container()->reset( Clock::class );
		parent::tearDown();
	}

	public function test_a_service_is_built_once_replaced_by_set_and_rebuilt_after_reset(): void {
		$container = new Container();
		$built     = 0;
		$container->factory(
			Clock::class,
			static function () use ( &$built ): Clock {
				++$built;
				return new SystemClock();
			}
		);
		$first = $container->get( Clock::class );
		$this->assertSame( $first, $container->get( Clock::class ), 'one instance' );
		$this->assertSame( 1, $built );
		$fixed = new FixedClock( '2026-01-02' );
		$container->set( Clock::class, $fixed );
		$this->assertSame( $fixed, $container->get( Clock::class ) );
		$container->reset( Clock::class );
		$this->assertInstanceOf( SystemClock::class, $container->get( Clock::class ) );
		$this->assertSame( 2, $built, 'built anew after reset()' );
	}

	public function test_an_unknown_or_wrong_service_is_refused(): void {
		$container = new Container();
		try {
			$container->get( Clock::class );
			$this->fail( 'an unregistered id' );
		} catch ( \OutOfBoundsException $e ) {
			$this->assertStringContainsString( 'Clock', $e->getMessage() );
		}
		$this->expectException( \InvalidArgumentException::class );
		$container->set( Clock::class, new \stdClass() );
	}

	public function test_the_shops_today_follows_the_injected_clock_and_nothing_else(): void {
		$real = ( new \DateTimeImmutable( 'now', new \DateTimeZone( 'Europe/Zagreb' ) ) )->format( 'Y-m-d' );
		$this->assertSame( $real, LeadTime::today()->format( 'Y-m-d' ), 'the system clock by default' );
		add_filter( 'kabelshop_today', static fn(): string => '2001-01-01' );
		$this->assertSame( $real, LeadTime::today()->format( 'Y-m-d' ), 'the old public filter changes nothing any more' );
		remove_all_filters( 'kabelshop_today' );
		Plugin::container()->set( Clock::class, new FixedClock( '2026-06-10' ) );
		$this->assertSame( '2026-06-10', LeadTime::today()->format( 'Y-m-d' ) );
		$this->assertSame( '00:00', LeadTime::today()->format( 'H:i' ), 'midnight of that day' );
		$this->assertSame( '2026-06-11', LeadTime::expected_date( 1 ), 'a Wednesday plus one working day' );
	}

	public function test_a_fixed_clock_reads_a_day_or_a_time_and_refuses_anything_else(): void {
		$this->assertSame( '2026-06-10 12:00 Europe/Zagreb', ( new FixedClock( '2026-06-10' ) )->now()->format( 'Y-m-d H:i e' ) );
		$this->assertSame( '2026-06-10T06:00:00+00:00', ( new FixedClock( '2026-06-10T08:00:00+02:00' ) )->now()->setTimezone( new \DateTimeZone( 'UTC' ) )->format( 'c' ) );
		$this->expectException( \InvalidArgumentException::class );
		new FixedClock( 'next Blursday' );
	}
}
