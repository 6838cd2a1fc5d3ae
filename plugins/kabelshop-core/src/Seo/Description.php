<?php
/**
 * The meta description of a post or of the page being shown.
 *
 * @package Kabelshop
 */

declare( strict_types=1 );

namespace Kabelshop\Seo;

defined( 'ABSPATH' ) || exit;

use Kabelshop\Catalog\Article;
use Kabelshop\Catalog\Categories;
use Kabelshop\Catalog\ProductMeta;
use Kabelshop\Catalog\SizeNormalizer;
use Kabelshop\Catalog\TypeWords;
use Kabelshop\Content\Pages;
use Kabelshop\I18n\Format;
use Kabelshop\I18n\Locale;
use WP_Post;

/**
 * Decides the text of <meta name="description"> (and og:description): the one an editor wrote in
 * the post's "Search engine description" box (post meta META_KEY), else a default:
 * - a product (cable type): a sentence built from the designation, the Croatian name, the cores x
 *   cross-section range of its articles and its standard, in the visitor's language (its excerpt
 *   is a paragraph of prose, cut mid-sentence at 160 characters);
 * - a news post or page: its excerpt, else the first sentences of its content (tags, shortcodes and
 *   blocks stripped), else, for a fixed page without content (catalogue, metal prices...), a
 *   translated text for that page, else the site's translated default;
 * - a cable category (the catalogue filtered by it, ?category=, and the category's archive): a
 *   translated sentence naming the category (the catalogue page's own description is for the
 *   unfiltered catalogue).
 * Every text is plain, on one line, at most MAX_LENGTH characters: Google shows about 155-160
 * characters of a description on a desktop result and cuts the rest
 * (developers.google.com/search/docs/appearance/snippet: no fixed limit, descriptions are cut to the
 * device's width), so a longer text only loses its end.
 */
final class Description {

	/** Post meta holding the editor's description (plain text, at most MAX_LENGTH characters). */
	public const META_KEY = '_kabelshop_meta_description';

	/** Most characters of a description. */
	public const MAX_LENGTH = 160;

	/** A default from the content takes further sentences until it is at least this long. */
	private const MIN_LENGTH = 70;

	/**
	 * The description of the page being shown; '' on a 404 (nothing to describe).
	 */
	public static function current(): string {
		if ( is_404() ) {
			return '';
		}
		$slug = CurrentPage::catalogue_category();
		if ( '' !== $slug ) {
			return self::for_category( $slug );
		}
		$post = CurrentPage::post();
		if ( $post instanceof WP_Post ) {
			return self::for_post( $post );
		}
		return self::site_default();
	}

	/**
	 * The description of a cable category (the catalogue filtered by it; its archive redirects there).
	 *
	 * @param string $slug Category slug.
	 */
	public static function for_category( string $slug ): string {
		/* translators: %s: name of a cable category, e.g. Power cables. */
		return self::clip( sprintf( __( '%s: cable types, sizes, technical data and prices per metre.', 'kabelshop-core' ), Categories::label( $slug ) ) );
	}

	/**
	 * The description of a post: the editor's text, else the default.
	 *
	 * @param WP_Post $post A page, news post or product.
	 */
	public static function for_post( WP_Post $post ): string {
		$edited = self::clip( (string) get_post_meta( $post->ID, self::META_KEY, true ) );
		return '' !== $edited ? $edited : self::default_for( $post );
	}

	/**
	 * What the description of a post is when the editor wrote none (shown as the hint in wp-admin).
	 *
	 * @param WP_Post $post A page, news post or product.
	 */
	public static function default_for( WP_Post $post ): string {
		if ( ProductMeta::POST_TYPE === $post->post_type ) {
			$sentence = self::product_sentence( $post, CurrentPage::articles( $post ) );
			if ( '' !== $sentence ) {
				return $sentence;
			}
		}
		$excerpt = self::clip( self::plain( $post->post_excerpt ) );
		if ( '' !== $excerpt ) {
			return $excerpt;
		}
		$content = self::first_sentences( self::plain( $post->post_content ) );
		if ( '' !== $content ) {
			return $content;
		}
		$page = self::fixed_page_text( $post );
		return '' !== $page ? $page : self::site_default();
	}

	/**
	 * The translated default of the whole site (search results, archives, pages without text).
	 */
	public static function site_default(): string {
		return __( 'Kabelshop: cables and wires for companies and sole traders. A technical catalogue with prices per metre, ordering online.', 'kabelshop-core' );
	}

	/**
	 * A translated description of a fixed page whose text comes from its template (found by its
	 * page template, which every language's version keeps) or of the posts page; '' for others.
	 *
	 * @param WP_Post $post A page.
	 */
	private static function fixed_page_text( WP_Post $post ): string {
		if ( 'page' !== $post->post_type ) {
			return '';
		}
		if ( (int) get_option( 'page_for_posts' ) === $post->ID ) {
			return __( 'News from Kabelshop: the shop, prices and services for business customers.', 'kabelshop-core' );
		}
		switch ( get_page_template_slug( $post ) ) {
			case Pages::PAGES['catalogue'][1]:
				return __( 'Catalogue of power, installation, flexible, control and telecommunication cables: sizes, technical data and prices per metre.', 'kabelshop-core' );
			case Pages::PAGES['metal-prices'][1]:
				return __( 'Copper and aluminium prices (LME) in EUR and USD: daily prices, monthly averages and a chart.', 'kabelshop-core' );
			case Pages::PAGES['suppliers'][1]:
				return __( 'Cables of other makers that Kabelshop supplies: types, technical data and prices per metre.', 'kabelshop-core' );
			case Pages::PAGES['documents'][1]:
				return __( 'Find declarations of performance and invoices by document number and control number.', 'kabelshop-core' );
		}
		return '';
	}

	/**
	 * The default of a product: "NYM-J (Croatian name PP-Y): 3–7 × 1.5–16 mm², standard DIN VDE
	 * 0250-204. Technical data, prices per metre and stock." Numbers in the visitor's format (spec
	 * section 9). The Croatian name and the standard lose their bracketed notes and the standard
	 * everything after its first ";" (the catalogue keeps data-provenance notes there, such as
	 * "(name per brief; not verified in a source)", which are for staff, issue 11), and a standard
	 * without a digit ("maker type") is left out.
	 *
	 * @param WP_Post       $post     The product.
	 * @param list<Article> $articles Its articles.
	 * @return string '' when the product has no title.
	 */
	public static function product_sentence( WP_Post $post, array $articles ): string {
		// The name in the page's language, as its heading shows it (issue 27, Catalog\TypeWords).
		$designation = TypeWords::localise( trim( $post->post_title ), Locale::current() );
		if ( '' === $designation ) {
			return '';
		}
		$meta    = ProductMeta::get( $post->ID );
		$hr_name = self::without_notes( $meta['hr_name'] );
		$head    = $designation;
		if ( '' !== $hr_name && $hr_name !== $designation ) {
			/* translators: 1: cable designation, e.g. NYM-J; 2: its Croatian designation, e.g. PP-Y. */
			$head = sprintf( __( '%1$s (Croatian name %2$s)', 'kabelshop-core' ), $designation, $hr_name );
		}
		$details = array();
		$sizes   = self::size_range( $articles );
		if ( '' !== $sizes ) {
			$details[] = $sizes;
		}
		$standard = self::without_notes( explode( ';', $meta['standard'] )[0] );
		if ( '' !== $standard && preg_match( '/\d/', $standard ) ) {
			/* translators: %s: a standard, e.g. DIN VDE 0250-204. */
			$details[] = sprintf( __( 'standard %s', 'kabelshop-core' ), $standard );
		}
		$sentence = $details ? $head . ': ' . implode( ', ', $details ) : $head;
		/* translators: %s: the product's designation and data, e.g. "NYM-J: 3–7 × 1.5–16 mm²". */
		return self::clip( sprintf( __( '%s. Technical data, prices per metre and stock.', 'kabelshop-core' ), $sentence ) );
	}

	/**
	 * "3–7 × 1.5–16 mm²" (cores × cross-section, each a range when the articles differ), "4–40 cores"
	 * when no article gives a cross-section, '' when none gives cores.
	 *
	 * @param list<Article> $articles Articles.
	 */
	private static function size_range( array $articles ): string {
		$cores    = array();
		$sections = array();
		foreach ( $articles as $article ) {
			if ( null !== $article->cores ) {
				$cores[] = $article->cores;
			}
			if ( null !== $article->cross_section_mm2 ) {
				$sections[] = SizeNormalizer::decimal( $article->cross_section_mm2 );
			}
		}
		if ( ! $cores ) {
			return '';
		}
		$locale = get_locale();
		$range  = static fn( string $low, string $high ): string => $low === $high ? $low : $low . '–' . $high;
		$cores  = $range( (string) min( $cores ), (string) max( $cores ) );
		if ( ! $sections ) {
			/* translators: %s: number of cores or a range, e.g. 4–40. */
			return sprintf( __( '%s cores', 'kabelshop-core' ), $cores );
		}
		// Cross-sections are decimals of at most 3 places: compared as integers of thousandths.
		usort( $sections, static fn( string $a, string $b ): int => self::thousandths( $a ) <=> self::thousandths( $b ) );
		$low  = Format::decimal( $sections[0], $locale );
		$high = Format::decimal( $sections[ count( $sections ) - 1 ], $locale );
		/* translators: 1: cores, e.g. 3–7; 2: cross-section in mm², e.g. 1.5–16. */
		return sprintf( __( '%1$s × %2$s mm²', 'kabelshop-core' ), $cores, $range( $low, $high ) );
	}

	/**
	 * A canonical decimal ("2.5") as an integer of thousandths (2500).
	 *
	 * @param string $decimal Decimal with a point.
	 */
	private static function thousandths( string $decimal ): int {
		$parts = explode( '.', $decimal, 2 );
		return (int) $parts[0] * 1000 + (int) str_pad( substr( $parts[1] ?? '', 0, 3 ), 3, '0' );
	}

	/**
	 * A catalogue value without its bracketed notes: "XP 00 (equivalent construction; ...)" => "XP 00".
	 *
	 * @param string $value Stored value.
	 */
	public static function without_notes( string $value ): string {
		return trim( (string) preg_replace( '/\s*\([^)]*\)/u', '', $value ) );
	}

	/**
	 * HTML or editor content as plain text on one line: blocks, shortcodes and tags removed (a
	 * block-level tag or <br> leaves a space, so paragraphs do not run together), entities
	 * decoded, white space collapsed.
	 *
	 * @param string $html Content.
	 */
	public static function plain( string $html ): string {
		$html = (string) preg_replace( '#<(?:/?(?:p|div|li|ul|ol|h[1-6]|td|th|tr|table|blockquote|figure|figcaption|section)\b[^>]*|br\s*/?)>#i', ' $0', strip_shortcodes( excerpt_remove_blocks( $html ) ) );
		$text = wp_strip_all_tags( $html );
		$text = html_entity_decode( $text, ENT_QUOTES | ENT_HTML5, 'UTF-8' );
		return trim( (string) preg_replace( '/\s+/u', ' ', $text ) );
	}

	/**
	 * The first sentences of a plain text: sentences are added while the text is shorter than
	 * MIN_LENGTH and the next one still fits MAX_LENGTH ("Demo sadržaj." alone says nothing);
	 * a first sentence longer than MAX_LENGTH is cut (clip()).
	 *
	 * @param string $text Plain text (plain()).
	 */
	public static function first_sentences( string $text ): string {
		$sentences = preg_split( '/(?<=[.!?…])\s+/u', trim( $text ), -1, PREG_SPLIT_NO_EMPTY );
		if ( ! $sentences ) {
			return '';
		}
		$out = (string) array_shift( $sentences );
		foreach ( $sentences as $sentence ) {
			if ( mb_strlen( $out ) >= self::MIN_LENGTH || mb_strlen( $out . ' ' . $sentence ) > self::MAX_LENGTH ) {
				break;
			}
			$out .= ' ' . $sentence;
		}
		return self::clip( $out );
	}

	/**
	 * A text on one line and at most MAX_LENGTH characters: a longer text is cut at the last word
	 * boundary that leaves room for "…".
	 *
	 * @param string $text Plain text.
	 */
	public static function clip( string $text ): string {
		$text = trim( (string) preg_replace( '/\s+/u', ' ', $text ) );
		if ( mb_strlen( $text ) <= self::MAX_LENGTH ) {
			return $text;
		}
		$cut   = mb_substr( $text, 0, self::MAX_LENGTH - 1 );
		$space = mb_strrpos( $cut, ' ' );
		if ( false !== $space && $space > self::MAX_LENGTH / 2 ) {
			$cut = mb_substr( $cut, 0, $space );
		}
		return (string) preg_replace( '/[\s,;:\-–]+$/u', '', $cut ) . '…';
	}
}
