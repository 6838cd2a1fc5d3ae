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
 * it a JSON script with the island's envelope { island, props }. What every island of a page shares
 * (REST base, wp_rest nonce of a logged-in user, locale: page_config()) is printed once per page by
 * Assets\Assets::print_config() as <script type="application/json" id="kabelshop-config">, never in
 * an envelope, so a fresher nonce an API answer brought is not reset by the next island to mount.
 * src/islands/boot.ts finds the mount point, loads the island's chunk when it nears the viewport (or
 * on interaction), and mount.ts validates the props with the island's exported zod schema before it
 * replaces the fallback: bad props keep the fallback (with a retry).
 */
final class MountPoint {

	/** @var int Counter for unique ids on one page. */
	private static int $count = 0;

	/** Id of the page's config script (read by src/lib/config.ts). */
	public const CONFIG_ID = 'kabelshop-config';

	/**
	 * What every island of the page shares, printed once per page (Assets::print_config()).
	 *
	 * @return array{restUrl: string, nonce: string, locale: string} REST base URL of kabelshop/v1 (absolute,
	 *         with trailing slash), the wp_rest nonce of a logged-in user ('' for a visitor: their page
	 *         is the same for everyone and cacheable, issue 16; src/lib/api fetches the nonce from
	 *         GET session before the first write), the page's BCP 47 locale (hr-HR, en-US, sr-RS).
	 */
	public static function page_config(): array {
		return array(
			'restUrl' => esc_url_raw( rest_url( 'kabelshop/v1/' ) ),
			'nonce'   => is_user_logged_in() ? wp_create_nonce( 'wp_rest' ) : '',
			'locale'  => Locale::bcp47(),
		);
	}

	/**
	 * The page config as a JSON script element (valid HTML: a data block).
	 */
	public static function config_html(): string {
		return sprintf(
			'<script type="application/json" id="%1$s">%2$s</script>',
			esc_attr( self::CONFIG_ID ),
			self::json( self::page_config() )
		);
	}

	/**
	 * JSON safe inside a script element (no "</script>", no "&" or "<" that an HTML parser sees).
	 *
	 * @param array<string, mixed> $data Data.
	 */
	private static function json( array $data ): string {
		return (string) wp_json_encode( $data, JSON_HEX_TAG | JSON_HEX_AMP | JSON_UNESCAPED_UNICODE | JSON_UNESCAPED_SLASHES );
	}

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
	 * The fallback of an island that has nothing to show without script: a message saying the part
	 * needs JavaScript (and how else to reach the seller), for browsers without script only, and a
	 * neutral "Loading…" in the same box for everyone else until the island replaces it (issue 27:
	 * visitors with script never read "needs JavaScript"). When the island cannot start (boot.ts
	 * prepends its .island-error with a retry), the message shows again below the retry. The switch
	 * is CSS on <html class="ks-js"> (header.php), src/styles/base.css ".ks-needs-js".
	 *
	 * @param string $message Translated plain text, e.g. "Quick order needs JavaScript. …".
	 * @param bool   $loading Whether to show "Loading…" meanwhile (false where the fallback shows
	 *                        content of its own, e.g. the drum table above the message).
	 * @return string Escaped HTML, a <div class="ks-needs-js"> to pass as render()'s $fallback.
	 */
	public static function needs_script( string $message, bool $loading = true ): string {
		return '<div class="ks-needs-js">'
			. ( $loading ? '<p class="ks-needs-js__loading">' . esc_html__( 'Loading…', 'kabelshop' ) . '</p>' : '' )
			. '<p class="notice ks-needs-js__message">' . esc_html( $message ) . '</p>'
			. '</div>';
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
		$id   = 'island-' . sanitize_key( $island ) . '-' . self::$count;
		$json = self::json(
			array(
				'island' => $island,
				'props'  => (object) $props,
			)
		);
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
