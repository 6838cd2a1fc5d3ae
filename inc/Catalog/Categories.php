<?php
/**
 * The fixed product categories (taxonomy kabelshop_category).
 *
 * @package Kabelshop
 */

declare( strict_types=1 );

namespace Kabelshop\Catalog;

defined( 'ABSPATH' ) || exit;

/**
 * The six categories of the catalogue (issue "Foundation", section Catalogue), by term slug.
 * Names people read come from label() (translated); the Croatian, English and Serbian names are
 * also written into articles.search_text (search_words()) so a search for a category name finds
 * its products in any of the three languages.
 */
final class Categories {

	public const TAXONOMY = 'kabelshop_category';

	/** Term slug => [ English, Croatian, Serbian (Latin) ] names used as search words. */
	public const WORDS = array(
		'power-cables'             => array( 'power cables', 'energetski kabeli', 'energetski kablovi' ),
		'installation-cables'      => array( 'installation cables', 'instalacijski kabeli', 'instalacioni kablovi' ),
		'flexible-cables'          => array( 'flexible cables', 'savitljivi kabeli', 'savitljivi kablovi' ),
		'single-core-wires'        => array( 'single-core wires', 'jednožilni vodiči', 'jednožilni provodnici' ),
		'control-data-cables'      => array( 'control and data cables', 'upravljački i podatkovni kabeli', 'upravljački kablovi i kablovi za podatke' ),
		'telecommunication-cables' => array( 'telecommunication cables', 'telekomunikacijski kabeli', 'telekomunikacioni kablovi' ),
	);

	/**
	 * Category slugs in display order.
	 *
	 * @return list<string>
	 */
	public static function slugs(): array {
		return array_keys( self::WORDS );
	}

	/**
	 * Translated name of a category, e.g. 'Power cables'; '' for an unknown slug.
	 *
	 * @param string $slug Term slug.
	 */
	public static function label( string $slug ): string {
		switch ( $slug ) {
			case 'power-cables':
				return __( 'Power cables', 'kabelshop' );
			case 'installation-cables':
				return __( 'Installation cables', 'kabelshop' );
			case 'flexible-cables':
				return __( 'Flexible cables', 'kabelshop' );
			case 'single-core-wires':
				return __( 'Single-core wires', 'kabelshop' );
			case 'control-data-cables':
				return __( 'Control and data cables', 'kabelshop' );
			case 'telecommunication-cables':
				return __( 'Telecommunication cables', 'kabelshop' );
		}
		return '';
	}

	/**
	 * Search words of a category in all three languages (lower-case, with diacritics).
	 *
	 * @param string $slug Term slug.
	 */
	public static function search_words( string $slug ): string {
		return isset( self::WORDS[ $slug ] ) ? implode( ' ', self::WORDS[ $slug ] ) : '';
	}

	/**
	 * Creates the six terms when missing (idempotent). Term names are the English source names;
	 * label() translates them for display.
	 */
	public static function ensure_terms(): void {
		foreach ( self::WORDS as $slug => $words ) {
			if ( ! term_exists( $slug, self::TAXONOMY ) ) {
				wp_insert_term( ucfirst( $words[0] ), self::TAXONOMY, array( 'slug' => $slug ) );
			}
		}
	}
}
