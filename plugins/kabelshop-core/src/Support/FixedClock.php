<?php
/**
 * A clock that stands still.
 *
 * @package Kabelshop
 */

declare( strict_types=1 );

namespace Kabelshop\Support;

defined( 'ABSPATH' ) || exit;

/**
 * Always the same instant: a day ('Y-m-d', taken at noon in Europe/Zagreb, the shop's calendar, so
 * it is that day in any European time zone) or a full date and time PHP reads.
 */
final class FixedClock implements Clock {

	/** @var \DateTimeImmutable The instant. */
	private \DateTimeImmutable $instant;

	/**
	 * A fixed instant.
	 *
	 * @param string $when 'Y-m-d' or any date and time DateTimeImmutable reads ('2026-06-10T08:00:00+02:00').
	 * @throws \InvalidArgumentException When $when is no date.
	 */
	public function __construct( string $when ) {
		$zone = new \DateTimeZone( 'Europe/Zagreb' );
		$day  = \DateTimeImmutable::createFromFormat( '!Y-m-d', $when, $zone );
		if ( false !== $day && $day->format( 'Y-m-d' ) === $when ) {
			$this->instant = $day->setTime( 12, 0 );
			return;
		}
		try {
			$this->instant = new \DateTimeImmutable( $when, $zone );
		} catch ( \Exception $e ) {
			throw new \InvalidArgumentException( 'FixedClock: not a date: ' . esc_html( $when ) );
		}
	}

	/**
	 * The fixed instant.
	 */
	public function now(): \DateTimeImmutable {
		return $this->instant;
	}
}
