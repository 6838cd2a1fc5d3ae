<?php
/**
 * The system's clock.
 *
 * @package Kabelshop
 */

declare( strict_types=1 );

namespace Kabelshop\Support;

defined( 'ABSPATH' ) || exit;

/**
 * The machine's time, in UTC.
 */
final class SystemClock implements Clock {

	/**
	 * The current instant in UTC.
	 */
	public function now(): \DateTimeImmutable {
		return new \DateTimeImmutable( 'now', new \DateTimeZone( 'UTC' ) );
	}
}
