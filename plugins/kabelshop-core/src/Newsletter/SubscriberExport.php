<?php
/**
 * The subscriber CSV export.
 *
 * @package Kabelshop
 */

declare( strict_types=1 );

namespace Kabelshop\Newsletter;

defined( 'ABSPATH' ) || exit;

/**
 * Every subscriber as CSV (UTF-8 with BOM so that spreadsheet programs read the letters, comma
 * separated, RFC 4180 quoting): email, status, language, consent_at (UTC), consent_ip, consent_text,
 * confirmed_at, unsubscribed_at. A cell that starts with = + - @ or a tab gets a leading apostrophe
 * (OWASP "CSV injection"): the consent text and addresses come from visitors.
 */
final class SubscriberExport {

	public const COLUMNS = array( 'email', 'status', 'language', 'consent_at', 'consent_ip', 'consent_text', 'confirmed_at', 'unsubscribed_at' );

	/**
	 * The CSV text.
	 *
	 * @param list<array<string, mixed>> $rows Subscribers::shape() rows.
	 */
	public static function csv( array $rows ): string {
		$out = fopen( 'php://temp', 'r+' ); // phpcs:ignore WordPress.WP.AlternativeFunctions -- a php://temp stream for fputcsv(); WP_Filesystem has no streams.
		if ( false === $out ) {
			return '';
		}
		fputcsv( $out, self::COLUMNS, ',', '"', '' );
		foreach ( $rows as $row ) {
			$cells = array();
			foreach ( self::COLUMNS as $column ) {
				$cells[] = self::cell( (string) ( $row[ $column ] ?? '' ) );
			}
			fputcsv( $out, $cells, ',', '"', '' );
		}
		rewind( $out );
		$csv = (string) stream_get_contents( $out );
		fclose( $out ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_operations_fclose -- a php://temp stream.
		return "\xEF\xBB\xBF" . $csv;
	}

	/**
	 * A cell that a spreadsheet will not run as a formula.
	 *
	 * @param string $value Value.
	 */
	private static function cell( string $value ): string {
		return '' !== $value && str_contains( "=+-@\t\r", $value[0] ) ? "'" . $value : $value;
	}
}
