<?php
/**
 * A source of daily exchange rates.
 *
 * @package Kabelshop
 */

declare( strict_types=1 );

namespace Kabelshop\Metals;

defined( 'ABSPATH' ) || exit;

/**
 * Gives the latest euro reference rate in US dollars per euro. Implemented by EcbClient (the ECB's
 * eurofxref-daily.xml); another source (a bank feed) can implement it too.
 */
interface RatesClient {

	/**
	 * The latest published USD rate.
	 *
	 * @return array{day: string, rate_e4: int} Day (Y-m-d) and US dollars per euro x 10^4.
	 * @throws RatesException When the source cannot be reached or answers something unusable.
	 */
	public function latest(): array;
}
