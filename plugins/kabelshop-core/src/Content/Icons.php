<?php
/**
 * Inline SVG icons of the theme's own drawing.
 *
 * @package Kabelshop
 */

declare( strict_types=1 );

namespace Kabelshop\Content;

defined( 'ABSPATH' ) || exit;

/**
 * Small line icons (24 x 24 grid, stroke currentColor) printed inline so they take the text
 * colour and need no extra request. Always decorative (aria-hidden): the control that holds an
 * icon carries its own text or aria-label (WCAG 2.2 1.1.1, 4.1.2).
 */
final class Icons {

	private const PATHS = array(
		'search'  => '<circle cx="10.5" cy="10.5" r="6.5"/><path d="M15.5 15.5 21 21"/>',
		'cart'    => '<path d="M3 4h2.5l2.2 11h10.6L21 7H6.6"/><circle cx="9.5" cy="19" r="1.5"/><circle cx="17" cy="19" r="1.5"/>',
		'inquiry' => '<path d="M6 3h9l4 4v14H6z"/><path d="M14 3v5h5M9 12h7M9 16h7"/>',
		'user'    => '<circle cx="12" cy="8" r="4"/><path d="M4 21c1.5-4 4.5-6 8-6s6.5 2 8 6"/>',
		'menu'    => '<path d="M4 6h16M4 12h16M4 18h16"/>',
		'close'   => '<path d="M6 6l12 12M18 6 6 18"/>',
		'chevron' => '<path d="m7 10 5 5 5-5"/>',
		'globe'   => '<circle cx="12" cy="12" r="9"/><path d="M3 12h18M12 3c2.5 2.5 3.5 5.5 3.5 9s-1 6.5-3.5 9c-2.5-2.5-3.5-5.5-3.5-9s1-6.5 3.5-9z"/>',
		'phone'   => '<path d="M5 4h4l2 5-2.5 1.5a11 11 0 0 0 5 5L15 13l5 2v4a2 2 0 0 1-2 2A16 16 0 0 1 3 6a2 2 0 0 1 2-2z"/>',
		'mail'    => '<rect x="3" y="5" width="18" height="14" rx="2"/><path d="m3 7 9 6 9-6"/>',
		'cable'   => '<circle cx="12" cy="12" r="9"/><circle cx="9" cy="10" r="2.2"/><circle cx="15" cy="10" r="2.2"/><circle cx="12" cy="15.2" r="2.2"/>',
		'arrow'   => '<path d="M5 12h14M13 6l6 6-6 6"/>',
	);

	/**
	 * The SVG markup of an icon ('' for an unknown name).
	 *
	 * @param string $name  A key of PATHS.
	 * @param string $class Extra CSS class.
	 */
	public static function svg( string $name, string $class = '' ): string {
		if ( ! isset( self::PATHS[ $name ] ) ) {
			return '';
		}
		return sprintf(
			'<svg class="icon icon--%1$s %2$s" width="24" height="24" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="1.8" stroke-linecap="round" stroke-linejoin="round" aria-hidden="true" focusable="false">%3$s</svg>',
			esc_attr( $name ),
			esc_attr( $class ),
			self::PATHS[ $name ]
		);
	}

	/**
	 * Prints an icon.
	 *
	 * @param string $name  A key of PATHS.
	 * @param string $class Extra CSS class.
	 */
	public static function render( string $name, string $class = '' ): void {
		echo self::svg( $name, $class ); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- constant markup, escaped attributes.
	}
}
