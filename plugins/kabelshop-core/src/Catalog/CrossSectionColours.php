<?php
/**
 * Core colours of the cross-section drawings, from the construction modal's tables.
 *
 * @package Kabelshop
 */

declare( strict_types=1 );

namespace Kabelshop\Catalog;

defined( 'ABSPATH' ) || exit;

/**
 * Reads the same files as the product table's construction modal (src/islands/product-table/
 * colours.ts), so the drawing and the modal can never disagree and there is one copy of each table:
 *
 * - data/catalogue/core-colour-codes.json: HD 308 S2:2001 tables 1-2 (with and without a
 *   green-yellow core, 2-5 cores; the "a" variants for certain applications only are not used) and
 *   the DIN 47100 sequence (cores 1-60), as IEC 60757 letter codes ("GNYE", "BU", "GYPK");
 * - data/catalogue/core-colour-swatches.json: the screen colour of each single code;
 * - languages/js/<locale>/catalogue.json, key colours: the colour names in the reader's language.
 */
final class CrossSectionColours {

	/**
	 * Decoded files, by path.
	 *
	 * @var array<string, array<string, mixed>>
	 */
	private static array $files = array();

	/**
	 * The core colour codes of a core count under a colour standard, in the standard's order (core 1
	 * first); null when the standard is '' or has no row for the count (HD 308 S2 above 5 cores).
	 * The same rule as coreColours() in colours.ts.
	 *
	 * @param string $standard ProductMeta::COLOUR_STANDARDS value.
	 * @param int    $cores    Number of cores.
	 * @return list<string>|null E.g. [ 'GNYE', 'BU', 'BN' ].
	 */
	public static function codes( string $standard, int $cores ): ?array {
		$data = self::file( 'data/catalogue/core-colour-codes.json' );
		$key  = (string) $cores;
		$list = null;
		switch ( $standard ) {
			case 'hd308_gnye':
				$list = $data['hd308s2']['with_green_yellow'][ $key ] ?? null;
				break;
			case 'hd308_no_gnye':
				$list = $data['hd308s2']['without_green_yellow'][ $key ] ?? null;
				break;
			case 'din47100':
				$sequence = (array) ( $data['din47100']['sequence'] ?? array() );
				$list     = $cores >= 1 && $cores <= count( $sequence ) ? array_slice( $sequence, 0, $cores ) : null;
				break;
		}
		return is_array( $list ) ? array_values( array_map( 'strval', $list ) ) : null;
	}

	/**
	 * The single IEC 60757 colours a code is made of: 'GNYE' => GN, YE; 'WHBNBK' => WH, BN, BK.
	 *
	 * @param string $code Table code.
	 * @return list<string>
	 */
	public static function parts( string $code ): array {
		return str_split( $code, 2 );
	}

	/**
	 * Screen colour of a single code ("#7b4a1e"); white for an unknown one.
	 *
	 * @param string $part IEC 60757 code of one colour, e.g. 'BN'.
	 */
	public static function hex( string $part ): string {
		$swatches = (array) ( self::file( 'data/catalogue/core-colour-swatches.json' )['swatches'] ?? array() );
		$hex      = (string) ( $swatches[ $part ] ?? '#ffffff' );
		return preg_match( '/^#[0-9a-f]{6}$/i', $hex ) ? strtolower( $hex ) : '#ffffff';
	}

	/**
	 * A code's name in a language: the IEC 60757 name ("green-yellow", "zeleno-žuta"), or for a
	 * DIN 47100 multi-colour code its parts joined ("grey / pink"), as the modal writes them.
	 *
	 * @param string $code   Table code.
	 * @param string $locale BCP 47 tag of the language: 'hr-HR' | 'en-US' | 'sr-RS' (others read en-US).
	 */
	public static function name( string $code, string $locale ): string {
		$names = self::names( $locale );
		if ( isset( $names[ $code ] ) ) {
			return $names[ $code ];
		}
		return implode( ' / ', array_map( static fn( string $part ): string => $names[ $part ] ?? $part, self::parts( $code ) ) );
	}

	/**
	 * The colour names of the island's catalogue strings in a language.
	 *
	 * @param string $locale BCP 47 tag.
	 * @return array<string, string> IEC 60757 code => name.
	 */
	private static function names( string $locale ): array {
		$locale = in_array( $locale, array( 'hr-HR', 'en-US', 'sr-RS' ), true ) ? $locale : 'en-US';
		return array_map( 'strval', (array) ( self::file( 'languages/js/' . $locale . '/catalogue.json' )['colours'] ?? array() ) );
	}

	/**
	 * A JSON file of the theme, decoded once per request.
	 *
	 * @param string $relative Path below the theme folder.
	 * @return array<string, mixed> Empty when the file is missing or not JSON.
	 */
	private static function file( string $relative ): array {
		if ( ! isset( self::$files[ $relative ] ) ) {
			$path = dirname( __DIR__, 2 ) . '/' . $relative;
			// phpcs:ignore WordPress.WP.AlternativeFunctions.file_get_contents_file_get_contents -- a local file of the theme.
			$json                     = is_readable( $path ) ? json_decode( (string) file_get_contents( $path ), true ) : null;
			self::$files[ $relative ] = is_array( $json ) ? $json : array();
		}
		return self::$files[ $relative ];
	}
}
