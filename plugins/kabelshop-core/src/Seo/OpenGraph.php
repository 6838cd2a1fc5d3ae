<?php
/**
 * Open Graph and Twitter card tags.
 *
 * @package Kabelshop
 */

declare( strict_types=1 );

namespace Kabelshop\Seo;

defined( 'ABSPATH' ) || exit;

use Kabelshop\I18n\LanguageRouter;
use Kabelshop\I18n\Locale;
use Kabelshop\Service;
use WP_Post;

/**
 * Prints the Open Graph tags (ogp.me) that link previews read: og:title, og:description (the meta
 * description), og:url (the canonical URL, CurrentPage::url()), og:type (product for a cable
 * type, article for a news post with its times, website otherwise), og:site_name, og:locale of the
 * page's language, og:locale:alternate for each other language that has a version of the page (the
 * languages of the hreflang alternates, LanguageRouter::alternates()), og:image with its size when the post has a featured image; and
 * twitter:card "summary" (X/Twitter reads the og: tags for the rest). Nothing on a 404 or on a page
 * without a canonical URL (search results).
 */
final class OpenGraph implements Service {

	/** Language code (Locale::code_of) => Open Graph locale (language_TERRITORY). */
	public const LOCALES = array(
		'hr' => 'hr_HR',
		'en' => 'en_US',
		'sr' => 'sr_RS',
	);

	/**
	 * Adds the service's hooks (Kabelshop\Service).
	 */
	public function register(): void {
		add_action( 'wp_head', array( $this, 'print_tags' ), 3 );
	}

	/**
	 * The Open Graph locale of a WordPress locale: 'hr' => 'hr_HR', 'sr_RS' => 'sr_RS', anything
	 * else => 'en_US' (the fallback language, spec section 1).
	 *
	 * @param string $wp_locale WordPress locale, e.g. get_locale().
	 */
	public static function og_locale( string $wp_locale ): string {
		return self::LOCALES[ Locale::code_of( $wp_locale ) ];
	}

	/**
	 * The Open Graph locales of the other languages a page exists in (og:locale:alternate), in
	 * the order given, without the page's own language.
	 *
	 * @param string       $current   The page's language code ('hr' | 'en' | 'sr').
	 * @param list<string> $languages Codes of the languages that have a version of the page (the current one among them or not).
	 * @return list<string> E.g. [ 'en_US', 'sr_RS' ] for a Croatian page translated into both.
	 */
	public static function alternate_locales( string $current, array $languages ): array {
		$out = array();
		foreach ( $languages as $code ) {
			if ( $code !== $current && isset( self::LOCALES[ $code ] ) ) {
				$out[] = self::LOCALES[ $code ];
			}
		}
		return array_values( array_unique( $out ) );
	}

	/**
	 * The tags of the page being shown, property => content, in print order; [] when it gets none.
	 *
	 * @return list<array{0: string, 1: string}> [ property, content ] pairs (og:locale:alternate repeats).
	 */
	public static function tags(): array {
		$url = CurrentPage::url();
		if ( '' === $url ) {
			return array();
		}
		$kind = CurrentPage::kind();
		$type = 'website';
		if ( CurrentPage::PRODUCT === $kind ) {
			$type = 'product';
		} elseif ( CurrentPage::NEWS === $kind ) {
			$type = 'article';
		}
		$tags = array(
			array( 'og:type', $type ),
			array( 'og:title', CurrentPage::title() ),
			array( 'og:description', Description::current() ),
			array( 'og:url', $url ),
			array( 'og:site_name', html_entity_decode( (string) get_bloginfo( 'name' ), ENT_QUOTES, 'UTF-8' ) ),
			array( 'og:locale', self::og_locale( get_locale() ) ),
		);
		foreach ( self::alternate_locales( Locale::code_of( get_locale() ), array_keys( LanguageRouter::alternates() ) ) as $alternate ) {
			$tags[] = array( 'og:locale:alternate', $alternate );
		}
		$post = CurrentPage::post();
		if ( $post instanceof WP_Post && 'article' === $type ) {
			$tags[] = array( 'article:published_time', (string) get_post_time( 'c', true, $post ) );
			$tags[] = array( 'article:modified_time', (string) get_post_modified_time( 'c', true, $post ) );
		}
		$image = $post instanceof WP_Post ? CurrentPage::image( $post ) : null;
		if ( null !== $image ) {
			$tags[] = array( 'og:image', $image['url'] );
			if ( $image['width'] > 0 && $image['height'] > 0 ) {
				$tags[] = array( 'og:image:width', (string) $image['width'] );
				$tags[] = array( 'og:image:height', (string) $image['height'] );
			}
			if ( '' !== $image['alt'] ) {
				$tags[] = array( 'og:image:alt', $image['alt'] );
			}
		}
		return $tags;
	}

	/**
	 * Prints the tags.
	 */
	public function print_tags(): void {
		$tags = self::tags();
		if ( ! $tags ) {
			return;
		}
		foreach ( $tags as $tag ) {
			if ( '' === $tag[1] ) {
				continue;
			}
			if ( in_array( $tag[0], array( 'og:url', 'og:image' ), true ) ) {
				echo '<meta property="' . esc_attr( $tag[0] ) . '" content="' . esc_url( $tag[1] ) . '">' . "\n";
			} else {
				echo '<meta property="' . esc_attr( $tag[0] ) . '" content="' . esc_attr( $tag[1] ) . '">' . "\n";
			}
		}
		echo '<meta name="twitter:card" content="summary">' . "\n";
	}
}
