<?php
/**
 * Seeds the demo metal prices.
 *
 * @package Kabelshop
 */

declare( strict_types=1 );

namespace Kabelshop\Metals;

defined( 'ABSPATH' ) || exit;

// phpcs:disable WordPress.Security.EscapeOutput.ExceptionNotEscaped -- exception messages are plain text (REST error JSON, logs); where one is printed, it is escaped there.

/**
 * Imports data/metals/ (copies of ../shared/data: LME copper 2008-2025 and aluminium 2008-2024
 * cash-settlement prices as republished by westmetall.com, and the ECB euro reference rates;
 * sources and the LME licence note in data/metals/README.md) through CsvImporter: bulk upserts in
 * chunks, one transaction per file, so running it again changes nothing. About 15,600 rows.
 */
final class Seeder {

	public const FILES = array( 'ecb_eurusd_daily.csv', 'lme_copper_daily_2008-2025.csv', 'lme_aluminium_daily_2008-2024.csv' );

	/**
	 * Seeds (idempotent) and returns lines to print.
	 *
	 * @return list<string>
	 * @throws \RuntimeException When a file is missing or has a bad row.
	 */
	public static function run(): array {
		$dir      = KABELSHOP_CORE_DIR . '/data/metals/';
		$importer = new CsvImporter();
		$lines    = array();
		foreach ( self::FILES as $file ) {
			if ( ! is_readable( $dir . $file ) ) {
				throw new \RuntimeException( 'data/metals/' . $file . ' is missing' );
			}
			$result = $importer->import( (string) file_get_contents( $dir . $file ), 'seed' ); // phpcs:ignore WordPress.WP.AlternativeFunctions -- a CSV of the plugin's data/ folder.
			if ( ! $result['ok'] ) {
				throw new \RuntimeException( 'metal price seed failed in ' . $file . ': ' . wp_json_encode( array_slice( $result['errors'], 0, 5 ) ) );
			}
			$lines[] = sprintf( 'metal prices: %s: %d prices, %d rates, %d days without a price', $file, $result['prices'], $result['rates'], $result['skipped'] );
		}
		return $lines;
	}
}
