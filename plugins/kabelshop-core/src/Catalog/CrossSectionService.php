<?php
/**
 * Cross-section drawings: data of an article, image URLs and alt texts, and how the route is sent.
 *
 * @package Kabelshop
 */

declare( strict_types=1 );

namespace Kabelshop\Catalog;

defined( 'ABSPATH' ) || exit;

use Kabelshop\I18n\Locale;
use Kabelshop\I18n\Translations;
use Kabelshop\Rest\Schemas\V1\CrossSectionSvgResponse;
use Kabelshop\Service;
use WP_HTTP_Response;
use WP_Post;
use WP_REST_Request;

/**
 * Ties CrossSectionDrawing to the catalogue:
 *
 * - spec(): an article's CrossSectionSpec from its figures and its cable type's fields (the
 *   designation in the current language; the conductor, insulation, sheath and construction texts
 *   of the English version when there is one, since they are matched against words, else of the
 *   record; colour standard from the record);
 * - image(): { url, alt, width, height } of an article's drawing for an <img>: its static file
 *   (DrawingFiles: uploads/kabelshop-drawings/<code>-<lang>-<version>.svg, sent without WordPress),
 *   else the public route GET kabelshop/v1/cross-section.svg?code=&lang=&v= (v changes with the
 *   drawing, so the long max-age never shows an old drawing), and the drawing's description as alt text;
 * - product_image(): the picture of a cable type for its product page and catalogue card: the
 *   featured image (a photo) when it has one, else the drawing of one of its articles;
 * - the HTTP side of the route (Rest\Routes\V1\ArticleCrossSection): the SVG body with
 *   Content-Type image/svg+xml, ETag, Cache-Control public, max-age MAX_AGE, no per-user nonce
 *   header and no Set-Cookie (Security\Xsrf issues its cookie on the session route only), 304 for a matching
 *   If-None-Match. The drawing depends on catalogue data only, never on the visitor.
 */
final class CrossSectionService implements Service {

	/** Seconds a browser or shared cache may keep a drawing (the URL's v changes with its content). */
	public const MAX_AGE = 86400;

	/** Route path below kabelshop/v1. */
	public const ROUTE = 'cross-section.svg';

	/**
	 * Adds the service's hooks (Kabelshop\Service).
	 */
	public function register(): void {
		add_filter( 'rest_send_nocache_headers', array( $this, 'send_nocache' ) );
		add_filter( 'rest_pre_serve_request', array( $this, 'serve' ), 10, 4 );
	}

	/**
	 * The drawing's input for an article.
	 *
	 * @param Article $article The article.
	 */
	public static function spec( Article $article ): CrossSectionSpec {
		list( $designation, $standard, $texts ) = self::type_fields( $article->product_id );
		return CrossSectionSpec::from_fields( $designation, $article->size_label, $article->cores, $article->cross_section_mm2, $article->outer_diameter_mm, $standard, $texts );
	}

	/**
	 * The cable type's fields the drawing reads, once per type, language and request.
	 *
	 * @param int $product_id Cable type (any language's version).
	 * @return array{0: string, 1: string, 2: array<string, string>} Designation as shown, colour standard, texts.
	 */
	private static function type_fields( int $product_id ): array {
		static $memo = array();
		$record      = Translations::original( $product_id );
		$key         = $record . ':' . Locale::current();
		if ( ! isset( $memo[ $key ] ) ) {
			$post         = get_post( $record );
			$shown        = $post instanceof WP_Post ? ProductMeta::shown( $post ) : null;
			$english      = Translations::group( $record )['en'] ?? $record;
			$memo[ $key ] = array(
				null === $shown ? '' : $shown->post_title,
				ProductMeta::get( $record )['colour_standard'],
				ProductMeta::get( (int) $english ),
			);
		}
		return $memo[ $key ];
	}

	/**
	 * The <img> of an article's drawing in the current language.
	 *
	 * @param Article $article The article.
	 * @return array{url: string, alt: string, width: int, height: int}
	 */
	public static function image( Article $article ): array {
		$spec = self::spec( $article );
		return array(
			'url'    => self::url( $article->article_code, $spec ),
			'alt'    => CrossSectionDrawing::description( $spec ),
			'width'  => CrossSectionDrawing::SIZE,
			'height' => CrossSectionDrawing::SIZE,
		);
	}

	/**
	 * The URL of an article's drawing in the current language: its static file in uploads
	 * (DrawingFiles, written on first use), else the route's URL.
	 *
	 * @param string           $code Article code.
	 * @param CrossSectionSpec $spec Its spec (for the version).
	 */
	public static function url( string $code, CrossSectionSpec $spec ): string {
		$lang = Locale::current();
		$file = DrawingFiles::url(
			$code,
			$lang,
			// The file keeps its words for ever: their language file's time is part of its name.
			substr( md5( self::version( $spec ) . '|' . self::words_version( $lang ) ), 0, 12 ),
			static fn(): string => CrossSectionDrawing::svg( $spec )
		);
		return $file ?? self::route_url( $code, $spec );
	}

	/**
	 * The time of the theme's translation file of a language (the one Locale loads), '' for English
	 * or when there is none; read once per language and request.
	 *
	 * @param string $lang 'hr' | 'en' | 'sr'.
	 */
	private static function words_version( string $lang ): string {
		static $times = array();
		if ( ! isset( $times[ $lang ] ) ) {
			$mo             = KABELSHOP_CORE_DIR . '/languages/' . ( Locale::LANGUAGES[ $lang ][0] ?? '' ) . '.mo';
			$times[ $lang ] = is_readable( $mo ) ? (string) filemtime( $mo ) : '';
		}
		return $times[ $lang ];
	}

	/**
	 * The route's URL for an article in the current language (GET kabelshop/v1/cross-section.svg).
	 *
	 * @param string           $code Article code.
	 * @param CrossSectionSpec $spec Its spec (for the version parameter).
	 */
	public static function route_url( string $code, CrossSectionSpec $spec ): string {
		return add_query_arg(
			array(
				'code' => rawurlencode( $code ),
				'lang' => Locale::current(),
				'v'    => self::version( $spec ),
			),
			rest_url( 'kabelshop/v1/' . self::ROUTE )
		);
	}

	/**
	 * A short hash of what the drawing shows and of the generator's version.
	 *
	 * @param CrossSectionSpec $spec The spec.
	 */
	public static function version( CrossSectionSpec $spec ): string {
		return substr( md5( $spec->key() . '|' . (string) filemtime( __DIR__ . '/CrossSectionDrawing.php' ) ), 0, 8 );
	}

	/**
	 * The picture of a cable type: its featured image (photo) when it has one, else the drawing of
	 * the first of $preferred that is one of its articles, else of its first article; null when it
	 * has neither photo nor articles.
	 *
	 * @param WP_Post       $post      The cable type (any language's version).
	 * @param list<Article> $articles  Its articles (ArticleRepository::for_product() order).
	 * @param list<string>  $preferred Article codes to draw first (the searched size's).
	 * @return array{url: string, alt: string, width: int, height: int, drawing: bool}|null
	 */
	public static function product_image( WP_Post $post, array $articles, array $preferred = array() ): ?array {
		$photo = self::photo( $post->ID ) ?? self::photo( Translations::original( $post->ID ) );
		if ( null !== $photo ) {
			return $photo;
		}
		if ( ! $articles ) {
			return null;
		}
		$chosen = $articles[0];
		foreach ( $articles as $article ) {
			if ( in_array( $article->article_code, $preferred, true ) ) {
				$chosen = $article;
				break;
			}
		}
		return self::image( $chosen ) + array( 'drawing' => true );
	}

	/**
	 * The picture of a catalogue card: the photo the search result carries (alt '': the card's
	 * linked title names the product right beside it), else the drawing of the article of the
	 * searched size, else of the cable type's first article; null when there is neither.
	 *
	 * @param int         $product_id Cable type (ProductSchema::summary() id).
	 * @param string|null $photo_url  The summary's image URL, null when it has none.
	 * @param string      $size       Canonical size the search names ('' for none).
	 * @return array{url: string, alt: string, width: int, height: int, drawing: bool}|null
	 */
	public static function card_image( int $product_id, ?string $photo_url, string $size = '' ): ?array {
		if ( null !== $photo_url && '' !== $photo_url ) {
			return array(
				'url'     => $photo_url,
				'alt'     => '',
				'width'   => CrossSectionDrawing::SIZE,
				'height'  => CrossSectionDrawing::SIZE,
				'drawing' => false,
			);
		}
		$chosen = ( new ArticleRepository() )->first_of_size( $product_id, $size );
		if ( null === $chosen ) {
			return null;
		}
		return self::image( $chosen ) + array( 'drawing' => true );
	}

	/**
	 * The featured image of a post (medium size) with its alt text, or null.
	 *
	 * @param int $post_id Post id.
	 * @return array{url: string, alt: string, width: int, height: int, drawing: bool}|null
	 */
	private static function photo( int $post_id ): ?array {
		$id = (int) get_post_thumbnail_id( $post_id );
		if ( $id <= 0 ) {
			return null;
		}
		$src = wp_get_attachment_image_src( $id, 'medium' );
		if ( ! $src ) {
			return null;
		}
		return array(
			'url'     => (string) $src[0],
			'alt'     => (string) get_post_meta( $id, '_wp_attachment_image_alt', true ),
			'width'   => (int) $src[1],
			'height'  => (int) $src[2],
			'drawing' => false,
		);
	}

	/**
	 * No no-cache headers for the drawing (WordPress sends them to logged-in users).
	 *
	 * @param bool $send Whether WordPress would send them.
	 * @return bool
	 */
	public function send_nocache( $send ) {
		$route = isset( $GLOBALS['wp']->query_vars['rest_route'] ) ? (string) $GLOBALS['wp']->query_vars['rest_route'] : '';
		return '/kabelshop/v1/' . self::ROUTE === untrailingslashit( $route ) ? false : $send;
	}

	/**
	 * Sends a drawing as image/svg+xml instead of JSON (a 304 without a body).
	 *
	 * @param bool             $served  Whether another filter already served the request.
	 * @param WP_HTTP_Response $result  Result to send.
	 * @param WP_REST_Request  $request Request.
	 * @param mixed            $server  Server.
	 * @return bool True when this filter sent the answer.
	 */
	public function serve( $served, $result, $request, $server ): bool {
		if ( $served || ! $result instanceof CrossSectionSvgResponse ) {
			return (bool) $served;
		}
		header_remove( 'X-WP-Nonce' );
		header( 'Content-Type: image/svg+xml; charset=utf-8' );
		header( 'X-Content-Type-Options: nosniff' );
		// The drawing has no script; this keeps it inert even when opened on its own.
		header( "Content-Security-Policy: default-src 'none'; style-src 'unsafe-inline'; sandbox" );
		if ( 304 === $result->get_status() || ( $request instanceof WP_REST_Request && 'HEAD' === $request->get_method() ) ) {
			return true;
		}
		header( 'Content-Length: ' . (string) strlen( $result->svg ) );
		echo $result->svg; // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- CrossSectionDrawing escapes every text of the SVG.
		return true;
	}
}
