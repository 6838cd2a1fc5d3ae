<?php
/**
 * Packaging of an article.
 *
 * @package Kabelshop
 */

declare( strict_types=1 );

namespace Kabelshop\Catalog;

defined( 'ABSPATH' ) || exit;

use Kabelshop\I18n\Format;
use Kabelshop\I18n\Locale;

/**
 * The spec's packaging kinds (section 3, product table: ring, reel, box, drum) and their names.
 */
final class Packaging {

	/**
	 * Translated packaging with its length, e.g. "Ring 100 m".
	 *
	 * @param string   $packaging        'ring' | 'reel' | 'box' | 'drum'.
	 * @param int|null $package_length_m Metres per package, null when not fixed.
	 */
	public static function label( string $packaging, ?int $package_length_m ): string {
		$name = self::name( $packaging );
		if ( null === $package_length_m ) {
			return $name;
		}
		/* translators: 1: packaging kind such as "Ring", 2: metres per package. */
		return sprintf( __( '%1$s %2$s m', 'kabelshop' ), $name, Format::decimal( (string) $package_length_m, Locale::bcp47() ) );
	}

	/**
	 * Translated packaging kind.
	 *
	 * @param string $packaging 'ring' | 'reel' | 'box' | 'drum'.
	 */
	public static function name( string $packaging ): string {
		switch ( $packaging ) {
			case 'ring':
				return __( 'Ring', 'kabelshop' );
			case 'reel':
				return __( 'Reel', 'kabelshop' );
			case 'box':
				return __( 'Box', 'kabelshop' );
		}
		return __( 'Drum', 'kabelshop' );
	}
}
