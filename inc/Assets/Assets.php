<?php
/**
 * Front-end assets from the @wordpress/scripts build.
 *
 * @package Kabelshop
 */

declare( strict_types=1 );

namespace Kabelshop\Assets;

defined( 'ABSPATH' ) || exit;

use Kabelshop\Service;
use Kabelshop\View\MountPoint;

/**
 * Enqueues build/theme.css (handle `kabelshop`) and build/boot.js (handle `kabelshop-boot`) through
 * wp_enqueue_style / wp_enqueue_script, with the dependencies and content-hash version of their
 * build/<entry>.asset.php (written by @wordpress/scripts' dependency extraction, bin/build.mjs), so an
 * integrator can dequeue or filter them like any WordPress asset. The boot script is the only
 * JavaScript every page loads; islands and React come as webpack's lazily loaded chunks.
 *
 * The boot script is a classic script in the footer, not a module: WordPress 6.1 has no script
 * modules API, webpack's own lazy chunk loading is the classic kind (it finds the chunks beside the
 * script through document.currentScript, which a module does not have), and a footer script runs
 * after the page is parsed, as the deferred module did. wp-admin pages enqueue their entries through
 * enqueue_script() as well.
 *
 * The islands' page config (REST base, wp_rest nonce, locale: View\MountPoint::page_config()) is
 * printed once per page, in the footer before the scripts, as a JSON data block that
 * src/lib/config.ts reads once.
 */
final class Assets implements Service {

	/** Handle of the boot script. */
	public const BOOT = 'kabelshop-boot';

	/** Handle of the theme style sheet. */
	public const STYLE = 'kabelshop';

	/** @var array<string, array{dependencies: string[], version: string}|null> Asset files read so far, by entry. */
	private static array $assets = array();

	/**
	 * Adds the service's hooks (Kabelshop\Service).
	 */
	public function register(): void {
		add_action( 'wp_enqueue_scripts', array( $this, 'enqueue' ) );
		add_action( 'wp_enqueue_scripts', array( $this, 'dequeue_core_extras' ), 100 );
		// Before wp_print_footer_scripts (priority 20), so the config is in the DOM when the boot script runs.
		add_action( 'wp_footer', array( $this, 'print_config' ), 5 );
	}

	/**
	 * Prints the islands' page config once, when the boot script is enqueued (an integrator who
	 * dequeued it gets neither).
	 */
	public function print_config(): void {
		if ( ! wp_script_is( self::BOOT, 'enqueued' ) ) {
			return;
		}
		echo MountPoint::config_html(); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- JSON with HTML-special characters hex-escaped, id escaped.
	}

	/**
	 * The dependencies and version of a built entry, from build/<entry>.asset.php.
	 *
	 * @param string $entry Entry name as in webpack.config.js, e.g. 'boot' or 'admin/catalog-import'.
	 * @return array{dependencies: string[], version: string}|null Null when the entry is not built.
	 */
	public static function asset( string $entry ): ?array {
		if ( ! array_key_exists( $entry, self::$assets ) ) {
			$path                   = get_template_directory() . '/build/' . $entry . '.asset.php';
			$asset                  = is_readable( $path ) ? include $path : null;
			self::$assets[ $entry ] = is_array( $asset ) ? array(
				'dependencies' => array_values( array_map( 'strval', (array) ( $asset['dependencies'] ?? array() ) ) ),
				'version'      => (string) ( $asset['version'] ?? '' ),
			) : null;
		}
		return self::$assets[ $entry ];
	}

	/**
	 * Public URL of a built file.
	 *
	 * @param string $file File name inside build/.
	 */
	public static function url( string $file ): string {
		return get_template_directory_uri() . '/build/' . ltrim( $file, '/' );
	}

	/**
	 * Enqueues a built script entry (build/<entry>.js) in the footer with its asset file's
	 * dependencies and version.
	 *
	 * @param string $handle Script handle.
	 * @param string $entry  Entry name as in webpack.config.js.
	 * @return bool False when the entry is not built (nothing enqueued).
	 */
	public static function enqueue_script( string $handle, string $entry ): bool {
		$asset = self::asset( $entry );
		if ( null === $asset ) {
			return false;
		}
		wp_enqueue_script( $handle, self::url( $entry . '.js' ), $asset['dependencies'], $asset['version'], true );
		return true;
	}

	/**
	 * Enqueues the theme style sheet and the boot script.
	 */
	public function enqueue(): void {
		$style = self::asset( 'theme' );
		if ( null !== $style ) {
			wp_enqueue_style( self::STYLE, self::url( 'theme.css' ), array(), $style['version'] );
		}
		self::enqueue_script( self::BOOT, 'boot' );
	}

	/**
	 * Core front-end extras the theme does not use (emoji script, block library CSS): less to load.
	 */
	public function dequeue_core_extras(): void {
		remove_action( 'wp_head', 'print_emoji_detection_script', 7 );
		remove_action( 'wp_print_styles', 'print_emoji_styles' );
		wp_dequeue_style( 'wp-block-library' );
		wp_dequeue_style( 'global-styles' );
		wp_dequeue_style( 'classic-theme-styles' );
	}
}
