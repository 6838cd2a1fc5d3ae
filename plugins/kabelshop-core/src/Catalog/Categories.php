<?php
/**
 * The fixed product categories (taxonomy kabelshop_category).
 *
 * @package Kabelshop
 */

declare( strict_types=1 );

namespace Kabelshop\Catalog;

defined( 'ABSPATH' ) || exit;

use Kabelshop\I18n\Locale;

/**
 * The six categories of the catalogue (issue "Foundation", section Catalogue), by term slug.
 * Names people read come from label(): the name editors set per language on the category's
 * wp-admin screen (CategoryNames), else the theme's translation; the Croatian, English and Serbian
 * names are also written into articles.search_text (search_words()) so a search for a category
 * name finds its products in any of the three languages.
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

	/** Term meta prefix of a category's name in a language: kabelshop_name_hr, _en, _sr. */
	public const META_NAME = 'kabelshop_name_';

	/**
	 * Name of a category in the current language, e.g. 'Power cables': the name the editors gave it
	 * for that language (term meta META_NAME . code, edited on the category's screen), else the
	 * theme's translated name; '' for an unknown slug.
	 *
	 * @param string $slug Term slug.
	 */
	public static function label( string $slug ): string {
		$term = self::term( $slug );
		if ( $term instanceof \WP_Term ) {
			$name = (string) get_term_meta( $term->term_id, self::META_NAME . Locale::current(), true );
			if ( '' !== $name ) {
				return $name;
			}
		}
		return self::default_label( $slug );
	}

	/**
	 * The category term with a slug, null when none. All categories are read with one get_terms()
	 * (their names' term meta primed with them), which WordPress's term query cache answers for
	 * the rest of the request until a term changes: a header or a result page asking for many
	 * categories' names costs no query per category (get_term_by() runs one per slug).
	 *
	 * @param string $slug Term slug (sanitised like get_term_by() does).
	 */
	private static function term( string $slug ): ?\WP_Term {
		$slug  = sanitize_title( $slug );
		$terms = get_terms(
			array(
				'taxonomy'   => self::TAXONOMY,
				'hide_empty' => false,
			)
		);
		foreach ( is_array( $terms ) ? $terms : array() as $term ) {
			if ( $term instanceof \WP_Term && $term->slug === $slug ) {
				return $term;
			}
		}
		return null;
	}

	/**
	 * The theme's translated name of one of the six categories; '' for another slug.
	 *
	 * @param string $slug Term slug.
	 */
	public static function default_label( string $slug ): string {
		switch ( $slug ) {
			case 'power-cables':
				return __( 'Power cables', 'kabelshop-core' );
			case 'installation-cables':
				return __( 'Installation cables', 'kabelshop-core' );
			case 'flexible-cables':
				return __( 'Flexible cables', 'kabelshop-core' );
			case 'single-core-wires':
				return __( 'Single-core wires', 'kabelshop-core' );
			case 'control-data-cables':
				return __( 'Control and data cables', 'kabelshop-core' );
			case 'telecommunication-cables':
				return __( 'Telecommunication cables', 'kabelshop-core' );
		}
		return '';
	}

	/**
	 * Search words of a category in all three languages (lower-case, with diacritics).
	 *
	 * @param string $slug Term slug.
	 */
	public static function search_words( string $slug ): string {
		$words = self::WORDS[ $slug ] ?? array();
		$term  = self::term( $slug );
		if ( $term instanceof \WP_Term ) {
			foreach ( array_keys( Locale::LANGUAGES ) as $code ) {
				$words[] = mb_strtolower( (string) get_term_meta( $term->term_id, self::META_NAME . $code, true ) );
			}
		}
		return implode( ' ', array_unique( array_filter( $words ) ) );
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
