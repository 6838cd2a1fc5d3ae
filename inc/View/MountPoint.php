<?php
/**
 * Mount points for the React islands.
 *
 * @package Kabelshop
 */

declare( strict_types=1 );

namespace Kabelshop\View;

defined( 'ABSPATH' ) || exit;

use Kabelshop\I18n\Locale;

/**
 * Prints where an island mounts: a container with the server-rendered fallback inside, and beside
 * it a JSON script with the island's envelope { island, restUrl, nonce, locale, props }.
 * src/islands/boot.ts finds it, loads the island's chunk when it nears the viewport (or on
 * interaction), parses the envelope with zod and mounts with createRoot. Bad props keep the fallback.
 */
final class MountPoint {

	/** @var int Counter for unique ids on one page. */
	private static int $count = 0;

	/**
	 * Prints a mount point.
	 *
	 * @param string               $island   Island name, a key of src/islands/registry.ts (kebab-case).
	 * @param array<string, mixed> $props    Props; must be JSON-serialisable.
	 * @param string               $fallback Escaped HTML shown until (and unless) the island mounts.
	 * @param string               $load     'visible' (default: 200px before the viewport), 'idle' or 'interaction'.
	 */
	public static function render( string $island, array $props = array(), string $fallback = '', string $load = 'visible' ): void {
		echo self::html( $island, $props, $fallback, $load ); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- built from escaped parts.
	}

	/**
	 * The mount point's HTML.
	 *
	 * @param string               $island   Island name.
	 * @param array<string, mixed> $props    Props.
	 * @param string               $fallback Escaped fallback HTML.
	 * @param string               $load     Load strategy.
	 */
	public static function html( string $island, array $props = array(), string $fallback = '', string $load = 'visible' ): string {
		++self::$count;
		$id       = 'island-' . sanitize_key( $island ) . '-' . self::$count;
		$envelope = array(
			'island'  => $island,
			'restUrl' => esc_url_raw( rest_url( 'kabelshop/v1/' ) ),
			'nonce'   => wp_create_nonce( 'wp_rest' ),
			'locale'  => Locale::bcp47(),
			'props'   => (object) $props,
		);
		$json     = wp_json_encode( $envelope, JSON_HEX_TAG | JSON_HEX_AMP | JSON_UNESCAPED_UNICODE | JSON_UNESCAPED_SLASHES );
		return sprintf(
			'<div class="island island--%1$s" id="%2$s" data-island="%1$s" data-island-load="%3$s">%4$s</div>' .
			'<script type="application/json" id="%2$s-props" class="island-props">%5$s</script>',
			esc_attr( $island ),
			esc_attr( $id ),
			esc_attr( $load ),
			$fallback,
			$json
		);
	}
}
