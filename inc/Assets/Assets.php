<?php
/**
 * Front-end assets from the build manifest.
 *
 * @package Kabelshop
 */

declare( strict_types=1 );

namespace Kabelshop\Assets;

defined( 'ABSPATH' ) || exit;

use Kabelshop\Service;

/**
 * Enqueues build/theme-<hash>.css and prints build/boot-<hash>.js as an ES module. The boot
 * script is the only JavaScript every page loads; islands and React come as lazily imported chunks.
 * build/manifest.json (written by bin/build.mjs) maps entry names to hashed files.
 */
final class Assets implements Service {

	/** @var array<string, array{file: string, css?: string[]}>|null */
	private static ?array $manifest = null;

	public function register(): void {
		add_action( 'wp_enqueue_scripts', array( $this, 'enqueue' ) );
		add_action( 'wp_head', array( $this, 'print_boot' ), 20 );
		add_action( 'wp_enqueue_scripts', array( $this, 'dequeue_core_extras' ), 100 );
	}

	/**
	 * The build manifest, or an empty array when assets are not built.
	 *
	 * @return array<string, array{file: string, css?: string[]}>
	 */
	public static function manifest(): array {
		if ( null === self::$manifest ) {
			$path           = get_template_directory() . '/build/manifest.json';
			self::$manifest = is_readable( $path ) ? (array) json_decode( (string) file_get_contents( $path ), true ) : array();
		}
		return self::$manifest;
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
	 * Enqueues the theme stylesheet.
	 */
	public function enqueue(): void {
		$manifest = self::manifest();
		if ( isset( $manifest['theme']['file'] ) ) {
			wp_enqueue_style( 'kabelshop', self::url( $manifest['theme']['file'] ), array(), null );
		}
	}

	/**
	 * Prints the boot module in the head (deferred by being a module).
	 */
	public function print_boot(): void {
		$manifest = self::manifest();
		if ( isset( $manifest['boot']['file'] ) ) {
			printf( '<script type="module" src="%s"></script>' . "\n", esc_url( self::url( $manifest['boot']['file'] ) ) );
		}
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
