<?php
/**
 * The document title (<title>) in the page's language.
 *
 * @package Kabelshop
 */

declare( strict_types=1 );

namespace Kabelshop\View;

defined( 'ABSPATH' ) || exit;

use Kabelshop\Service;

/**
 * WordPress builds <title> from parts (wp_get_document_title()): some of them are stored in the
 * default language or are core's own strings, which the site does not translate (no core language
 * packs are installed). This fills them in the visitor's language, from the theme's texts:
 *
 * - the home page: "Kabelshop – <tagline>"; the tagline is stored in Croatian (bin/wp-install.php),
 *   so while it is still the seeded one, the translated tagline is used (an edited tagline is kept
 *   as written, like PageTitles does for the fixed pages);
 * - a 404: core's "Page not found" becomes the theme's translated not_found() (404.php's heading);
 * - the site search (?s=): core's "Search Results for “…”" becomes SearchView::title();
 * - the catalogue with a category chosen (?category=): "<category> – Cable catalogue", its
 *   heading (CatalogueView::heading()), instead of the page's own title; the same with one
 *   technical filter chosen ("Halogen-free – Cable catalogue", issue 14).
 *
 * Titles of fixed pages and posts are translated by Content\ContentService (the_title,
 * single_post_title); this class leaves them alone.
 */
final class DocumentTitle implements Service {

	/** The tagline as bin/wp-install.php stores it (Croatian, the site's default language). */
	public const SEEDED_TAGLINE = 'Kabeli i vodiči za tvrtke i obrtnike';

	/**
	 * Adds the service's hooks (Kabelshop\Service).
	 */
	public function register(): void {
		add_filter( 'document_title_parts', array( $this, 'filter_parts' ) );
	}

	/**
	 * The title parts of the current page in its language.
	 *
	 * @param array<string, string> $parts Parts: title, page, tagline, site (core's keys).
	 * @return array<string, string>
	 */
	public function filter_parts( $parts ): array {
		$parts = (array) $parts;
		if ( is_404() ) {
			$parts['title'] = self::not_found();
		} elseif ( is_search() ) {
			$parts['title'] = SearchView::title( SearchView::query() );
		} elseif ( is_page_template( CatalogueView::TEMPLATE ) ) {
			$filters   = CatalogueView::request_filters();
			$technical = CatalogueView::technical_label( $filters );
			if ( '' !== $filters['category'] || '' !== $technical ) {
				$parts['title'] = CatalogueView::heading( $filters['category'], $technical );
			}
		} elseif ( isset( $parts['tagline'] ) ) {
			$parts['tagline'] = self::tagline( (string) $parts['tagline'] );
		}
		return $parts;
	}

	/**
	 * The title and heading of a page that does not exist, translated.
	 */
	public static function not_found(): string {
		return __( 'Page not found', 'kabelshop' );
	}

	/**
	 * The site's tagline in the current language: the translated tagline while the stored one is the
	 * seeded Croatian text, else the stored text as an editor wrote it.
	 *
	 * @param string $stored Stored tagline (as core passes it, for display; wp_get_document_title() escapes the whole title).
	 */
	public static function tagline( string $stored ): string {
		if ( self::SEEDED_TAGLINE !== html_entity_decode( $stored, ENT_QUOTES, 'UTF-8' ) ) {
			return $stored;
		}
		return __( 'Cables and wires for companies and sole traders', 'kabelshop' );
	}
}
