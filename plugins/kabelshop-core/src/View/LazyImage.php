<?php
/**
 * Responsive images that load 100 px before they scroll into view.
 *
 * @package Kabelshop
 */

declare( strict_types=1 );

namespace Kabelshop\View;

defined( 'ABSPATH' ) || exit;

use Kabelshop\Content\ContentTypes;
use Kabelshop\I18n\Locale;

/**
 * The one way templates print a media-library image (spec section 4: "Lazy images load 100px
 * before entering the viewport"). Browsers' native loading="lazy" starts 1250-2500 px ahead, not
 * 100 px, so a lazy image is printed with its real address in data-src/data-srcset and the
 * browser's own sizes, width and height (the box is reserved: no layout shift), and src/srcset are
 * filled by src/ui/lazy-media.ts (an IntersectionObserver with rootMargin 100px; sizes waits in
 * data-sizes, since HTML allows sizes only beside srcset). A <noscript>
 * copy carries the plain image for visitors and crawlers without scripts.
 *
 * An eager image (the first slide, the page's largest picture) is printed as a plain <img> with
 * fetchpriority="high": delaying it would delay the Largest Contentful Paint.
 */
final class LazyImage {

	/** Class the lazy-media module looks for. */
	public const CLASS_NAME = 'ks-lazy';

	/** A 1x1 transparent GIF: a valid src until the real one is set. */
	private const PLACEHOLDER = 'data:image/gif;base64,R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7';

	/**
	 * The <img> of an attachment, '' when the attachment is not an image.
	 *
	 * @param int    $attachment_id Media library id.
	 * @param string $size          Registered image size ('large', 'medium', 'kabelshop-card', ...).
	 * @param string $sizes         The sizes attribute (CSS lengths by media condition, e.g.
	 *                              '(min-width: 801px) 33vw, 100vw'): how wide the image is shown.
	 * @param string $class_name    Extra classes.
	 * @param bool   $eager         Print it to load at once (above the fold).
	 * @param string $alt           Alternative text; '' uses the attachment's alt text in the page language (alt()).
	 * @return string HTML, escaped.
	 */
	public static function html( int $attachment_id, string $size = 'large', string $sizes = '100vw', string $class_name = '', bool $eager = false, string $alt = '' ): string {
		$source = $attachment_id > 0 ? wp_get_attachment_image_src( $attachment_id, $size ) : false;
		if ( ! is_array( $source ) ) {
			return '';
		}
		list( $url, $width, $height ) = $source;
		$srcset                       = (string) wp_get_attachment_image_srcset( $attachment_id, $size );
		if ( '' === $alt ) {
			$alt = self::alt( $attachment_id );
		}
		// HTML allows sizes only beside srcset: the lazy copy carries it as data-sizes until
		// src/ui/lazy-media.ts sets sizes and srcset together (the Nu checker refuses it otherwise).
		$common = sprintf(
			' width="%d" height="%d" alt="%s" decoding="async"',
			(int) $width,
			(int) $height,
			esc_attr( $alt )
		);
		$plain  = sprintf(
			'<img src="%s"%s%s class="%s"%s>', // phpcs:ignore PluginCheck.CodeAnalysis.ImageFunctions.NonEnqueuedImage -- the attachment's own URL and srcset from wp_get_attachment_image_*(); the lazy twin below needs data-src.
			esc_url( (string) $url ),
			'' === $srcset ? '' : ' srcset="' . esc_attr( $srcset ) . '" sizes="' . esc_attr( $sizes ) . '"',
			$common,
			esc_attr( trim( $class_name ) ),
			$eager ? ' fetchpriority="high"' : ' loading="lazy"'
		);
		if ( $eager ) {
			return $plain;
		}
		$lazy = sprintf(
			'<img src="%s" data-src="%s"%s%s class="%s">', // phpcs:ignore PluginCheck.CodeAnalysis.ImageFunctions.NonEnqueuedImage -- the lazy twin: data-src/data-srcset for src/ui/lazy-media.ts.
			self::PLACEHOLDER,
			esc_url( (string) $url ),
			'' === $srcset ? '' : ' data-srcset="' . esc_attr( $srcset ) . '" data-sizes="' . esc_attr( $sizes ) . '"',
			$common,
			esc_attr( trim( self::CLASS_NAME . ' ' . $class_name ) )
		);
		return $lazy . '<noscript>' . $plain . '</noscript>';
	}

	/**
	 * An attachment's alternative text in a language: WordPress's own alt text is the Croatian one;
	 * English and Serbian are attachment meta (Content\ContentTypes::ALT_META, fields in the media
	 * modal), falling back to the Croatian text when empty.
	 *
	 * @param int         $attachment_id Media library id.
	 * @param string|null $code          'hr' | 'en' | 'sr'; null for the current language.
	 */
	public static function alt( int $attachment_id, ?string $code = null ): string {
		$code = $code ?? Locale::current();
		$alt  = isset( ContentTypes::ALT_META[ $code ] ) ? (string) get_post_meta( $attachment_id, ContentTypes::ALT_META[ $code ], true ) : '';
		return '' !== $alt ? $alt : (string) get_post_meta( $attachment_id, '_wp_attachment_image_alt', true );
	}

	/**
	 * Address, width and height of an attachment in a size (for lightbox links), null when none.
	 *
	 * @param int    $attachment_id Media library id.
	 * @param string $size          Registered image size.
	 * @return array{url: string, width: int, height: int}|null
	 */
	public static function source( int $attachment_id, string $size = 'full' ): ?array {
		$source = $attachment_id > 0 ? wp_get_attachment_image_src( $attachment_id, $size ) : false;
		if ( ! is_array( $source ) ) {
			return null;
		}
		return array(
			'url'    => (string) $source[0],
			'width'  => (int) $source[1],
			'height' => (int) $source[2],
		);
	}
}
