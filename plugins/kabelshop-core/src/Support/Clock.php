<?php
/**
 * The shop's clock.
 *
 * @package Kabelshop
 */

declare( strict_types=1 );

namespace Kabelshop\Support;

defined( 'ABSPATH' ) || exit;

/**
 * What "now" is for the shop (lead times, delivery dates, the age of a metal price). Injected through
 * the plugin's container (Kabelshop\Container, Plugin::container()): SystemClock in service,
 * FixedClock where a day must be known (tests, a preview of another day's dates). Replaces the
 * public filter kabelshop_today, which changed "today" for the whole site (issue 29).
 */
interface Clock {

	/**
	 * The current instant (any time zone; callers convert to theirs).
	 */
	public function now(): \DateTimeImmutable;
}
