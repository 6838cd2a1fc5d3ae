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
		return sprintf( __( '%1$s %2$s m', 'kabelshop-core' ), $name, Format::decimal( (string) $package_length_m, Locale::bcp47() ) );
	}

	/**
	 * Metres per package when the article is sold in whole packages, else null. Rings, reels and
	 * boxes with a known length over 1 m are sold in whole packages (issue 13, "Ordering rules": the
	 * quantity is a multiple of the package length; Commerce\StockRules::package_multiple_m() applies
	 * this rule on quote and order); a drum is cut to any whole metres, and a
	 * package without a known length cannot be checked, so it is sold by the metre.
	 *
	 * @param string   $packaging        'ring' | 'reel' | 'box' | 'drum'.
	 * @param int|null $package_length_m Metres per package, null when not fixed.
	 */
	public static function order_multiple_m( string $packaging, ?int $package_length_m ): ?int {
		return in_array( $packaging, array( 'ring', 'reel', 'box' ), true ) && null !== $package_length_m && $package_length_m > 1
			? $package_length_m
			: null;
	}

	/**
	 * "Sold in rings of 100 m" for an article sold in whole packages, '' otherwise (order_multiple_m()).
	 *
	 * @param string   $packaging        'ring' | 'reel' | 'box' | 'drum'.
	 * @param int|null $package_length_m Metres per package, null when not fixed.
	 */
	public static function sold_in( string $packaging, ?int $package_length_m ): string {
		$multiple = self::order_multiple_m( $packaging, $package_length_m );
		if ( null === $multiple ) {
			return '';
		}
		$metres = Format::decimal( (string) $multiple, Locale::bcp47() );
		switch ( $packaging ) {
			case 'reel':
				/* translators: %s: metres per reel. */
				return sprintf( __( 'Sold in reels of %s m', 'kabelshop-core' ), $metres );
			case 'box':
				/* translators: %s: metres per box. */
				return sprintf( __( 'Sold in boxes of %s m', 'kabelshop-core' ), $metres );
		}
		/* translators: %s: metres per ring. */
		return sprintf( __( 'Sold in rings of %s m', 'kabelshop-core' ), $metres );
	}

	/**
	 * Translated packaging kind.
	 *
	 * @param string $packaging 'ring' | 'reel' | 'box' | 'drum'.
	 */
	public static function name( string $packaging ): string {
		switch ( $packaging ) {
			case 'ring':
				return __( 'Ring', 'kabelshop-core' );
			case 'reel':
				return __( 'Reel', 'kabelshop-core' );
			case 'box':
				return __( 'Box', 'kabelshop-core' );
		}
		return __( 'Drum', 'kabelshop-core' );
	}
}
