<?php
/**
 * The country list of the forms.
 *
 * @package Kabelshop
 */

declare( strict_types=1 );

namespace Kabelshop\Accounts;

defined( 'ABSPATH' ) || exit;

use Kabelshop\I18n\Locale;

/**
 * ISO 3166-1 countries with names in English, Croatian and Serbian (Latin), read from
 * data/countries/countries.csv (source and licence in its README). Spec section 3: about 250
 * entries, default HR / Croatia.
 */
final class Countries {

	public const DEFAULT = 'HR';

	/** @var array<string, array{en: string, hr: string, sr: string}>|null */
	private static ?array $rows = null;

	/**
	 * All rows keyed by alpha-2 code.
	 *
	 * @return array<string, array{en: string, hr: string, sr: string}>
	 */
	private static function rows(): array {
		if ( null === self::$rows ) {
			self::$rows = array();
			$handle     = fopen( KABELSHOP_CORE_DIR . '/data/countries/countries.csv', 'r' ); // phpcs:ignore WordPress.WP.AlternativeFunctions -- a CSV of the plugin's data/ folder, read row by row.
			fgetcsv( $handle );
			while ( ( $row = fgetcsv( $handle ) ) !== false ) {
				self::$rows[ $row[0] ] = array(
					'en' => $row[3],
					'hr' => $row[4],
					'sr' => $row[6],
				);
			}
			fclose( $handle ); // phpcs:ignore WordPress.WP.AlternativeFunctions -- see fopen above.
		}
		return self::$rows;
	}

	/**
	 * Country names in a language, sorted by name, keyed by alpha-2 code.
	 *
	 * @param string|null $language 'hr' | 'en' | 'sr'; the current language when null.
	 * @return array<string, string>
	 */
	public static function all( ?string $language = null ): array {
		$language = $language ?? Locale::current();
		$names    = array_map( static fn( array $row ): string => $row[ $language ] ?? $row['en'], self::rows() );
		if ( class_exists( \Collator::class ) ) {
			$collator = new \Collator( Locale::LANGUAGES[ $language ][0] ?? 'en_US' );
			uasort( $names, array( $collator, 'compare' ) );
		} else {
			asort( $names );
		}
		return $names;
	}

	/**
	 * True for a known alpha-2 code.
	 *
	 * @param string $code Code, e.g. 'HR'.
	 */
	public static function exists( string $code ): bool {
		return isset( self::rows()[ $code ] );
	}

	/**
	 * Name of a country in a language; the code itself when unknown.
	 *
	 * @param string      $code     Alpha-2 code.
	 * @param string|null $language 'hr' | 'en' | 'sr'; the current language when null.
	 */
	public static function name( string $code, ?string $language = null ): string {
		$row = self::rows()[ $code ] ?? null;
		return $row ? ( $row[ $language ?? Locale::current() ] ?? $row['en'] ) : $code;
	}
}
