<?php
/**
 * The @wordpress/scripts build's entries, for the plugin's screens and the theme's pages.
 *
 * @package Kabelshop
 */

declare( strict_types=1 );

namespace Kabelshop\Assets;

defined( 'ABSPATH' ) || exit;

/**
 * One build folder (bin/build.mjs writes build/ once; the plugin and the theme each reach it
 * through their own folder, so each serves it under its own URL): an entry's dependencies and
 * content-hash version from build/<entry>.asset.php (@wordpress/scripts' dependency extraction) and
 * its enqueueing through wp_enqueue_script, so an integrator can dequeue or filter it like any
 * WordPress asset.
 */
final class Build {

	/** @var array<string, array{dependencies: string[], version: string}|null> Asset files read so far, by path. */
	private static array $assets = array();

	/**
	 * The plugin's build (wp-admin screens' scripts).
	 */
	public static function plugin(): self {
		return new self( KABELSHOP_CORE_DIR . '/build', plugins_url( 'build', KABELSHOP_CORE_FILE ) );
	}

	/**
	 * A build folder.
	 *
	 * @param string $dir Folder path, without a trailing slash.
	 * @param string $url Its public URL, without a trailing slash.
	 */
	public function __construct( private readonly string $dir, private readonly string $url ) {
	}

	/**
	 * The dependencies and version of a built entry, from build/<entry>.asset.php.
	 *
	 * @param string $entry Entry name as in webpack.config.js, e.g. 'boot' or 'admin/catalog-import'.
	 * @return array{dependencies: string[], version: string}|null Null when the entry is not built.
	 */
	public function asset( string $entry ): ?array {
		$path = $this->dir . '/' . $entry . '.asset.php';
		if ( ! array_key_exists( $path, self::$assets ) ) {
			$asset                 = is_readable( $path ) ? include $path : null;
			self::$assets[ $path ] = is_array( $asset ) ? array(
				'dependencies' => array_values( array_map( 'strval', (array) ( $asset['dependencies'] ?? array() ) ) ),
				'version'      => (string) ( $asset['version'] ?? '' ),
			) : null;
		}
		return self::$assets[ $path ];
	}

	/**
	 * A built file's path.
	 *
	 * @param string $file File name inside build/.
	 */
	public function path( string $file ): string {
		return $this->dir . '/' . ltrim( $file, '/' );
	}

	/**
	 * A built file's public URL.
	 *
	 * @param string $file File name inside build/.
	 */
	public function url( string $file ): string {
		return $this->url . '/' . ltrim( $file, '/' );
	}

	/**
	 * Enqueues a built script entry (build/<entry>.js) in the footer with its asset file's
	 * dependencies and version.
	 *
	 * @param string $handle   Script handle.
	 * @param string $entry    Entry name as in webpack.config.js.
	 * @param string $strategy Core's loading strategy: '' (none), 'defer' or 'async' (WordPress 6.3;
	 *                         core drops it when a dependent script needs the script earlier).
	 * @return bool False when the entry is not built (nothing enqueued).
	 */
	public function enqueue_script( string $handle, string $entry, string $strategy = '' ): bool {
		$asset = $this->asset( $entry );
		if ( null === $asset ) {
			return false;
		}
		$args = array( 'in_footer' => true );
		if ( '' !== $strategy ) {
			$args['strategy'] = $strategy;
		}
		wp_enqueue_script( $handle, $this->url( $entry . '.js' ), $asset['dependencies'], $asset['version'], $args );
		return true;
	}
}
