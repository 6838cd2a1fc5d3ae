<?php
/**
 * The business-hours rule of declarations of performance (issue 4).
 *
 * @package Kabelshop
 */

declare( strict_types=1 );

namespace Kabelshop\Tests\Documents;

use DateTimeImmutable;
use DateTimeZone;
use Kabelshop\Documents\DopAvailability;
use PHPUnit\Framework\TestCase;

/**
 * Pure rule, no WordPress: 15:59 Zagreb time is too early, 16:00 is in time, also on the two
 * daylight-saving change days of 2026 (29 March: 23-hour day, CEST from 02:00; 25 October: 25-hour
 * day, CET from 03:00), where a fixed UTC offset would be an hour off.
 */
final class DopAvailabilityTest extends TestCase {

	private DateTimeZone $zagreb;

	protected function setUp(): void {
		$this->zagreb = new DateTimeZone( 'Europe/Zagreb' );
	}

	private function at( string $local ): DateTimeImmutable {
		return new DateTimeImmutable( $local, $this->zagreb );
	}

	/**
	 * @return array<string, array{string, string}>
	 */
	public static function days(): array {
		return array(
			'ordinary winter day' => array( '2026-01-14', '2026-01-14T15:00:00+00:00' ),
			'ordinary summer day' => array( '2026-07-14', '2026-07-14T14:00:00+00:00' ),
			'spring DST change'   => array( '2026-03-29', '2026-03-29T14:00:00+00:00' ),
			'autumn DST change'   => array( '2026-10-25', '2026-10-25T15:00:00+00:00' ),
		);
	}

	/**
	 * @dataProvider days
	 */
	public function test_1559_is_too_early_and_1600_is_available( string $day, string $utc ): void {
		$invoice = $this->at( $day . ' 09:30' );
		$this->assertFalse( DopAvailability::is_available( $invoice, '16:00', $this->zagreb, $this->at( $day . ' 15:59' ) ), "$day 15:59" );
		$this->assertFalse( DopAvailability::is_available( $invoice, '16:00', $this->zagreb, $this->at( $day . ' 15:59:59' ) ), "$day 15:59:59" );
		$this->assertTrue( DopAvailability::is_available( $invoice, '16:00', $this->zagreb, $this->at( $day . ' 16:00' ) ), "$day 16:00" );
		$at = DopAvailability::available_at( $invoice, '16:00', $this->zagreb );
		$this->assertSame( '16:00', $at->format( 'H:i' ) );
		$this->assertSame( $utc, $at->setTimezone( new DateTimeZone( 'UTC' ) )->format( DATE_ATOM ) );
	}

	public function test_the_moment_is_judged_in_zagreb_whatever_the_zone_of_now(): void {
		$invoice = $this->at( '2026-03-29 08:00' );
		$utc     = new DateTimeZone( 'UTC' );
		$this->assertFalse( DopAvailability::is_available( $invoice, '16:00', $this->zagreb, new DateTimeImmutable( '2026-03-29 13:59', $utc ) ) );
		$this->assertTrue( DopAvailability::is_available( $invoice, '16:00', $this->zagreb, new DateTimeImmutable( '2026-03-29 14:00', $utc ) ) );
	}

	public function test_older_invoices_are_available_and_the_closing_time_is_configurable(): void {
		$this->assertTrue( DopAvailability::is_available( $this->at( '2026-05-04' ), '16:00', $this->zagreb, $this->at( '2026-05-05 07:00' ) ) );
		$this->assertFalse( DopAvailability::is_available( $this->at( '2026-05-05' ), '17:30', $this->zagreb, $this->at( '2026-05-05 17:29' ) ) );
		$this->assertTrue( DopAvailability::is_available( $this->at( '2026-05-05' ), '17:30', $this->zagreb, $this->at( '2026-05-05 17:30' ) ) );
	}

	public function test_an_invalid_closing_time_falls_back_to_1600(): void {
		$this->assertFalse( DopAvailability::valid_time( '24:00' ) );
		$this->assertFalse( DopAvailability::valid_time( '4pm' ) );
		$this->assertSame( '16:00', DopAvailability::available_at( $this->at( '2026-05-05' ), 'nonsense', $this->zagreb )->format( 'H:i' ) );
	}
}
