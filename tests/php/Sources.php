<?php
/**
 * The PHP sources of the two packages, for the tests that read code.
 *
 * @package Kabelshop
 */

declare( strict_types=1 );

namespace Kabelshop\Tests;

/**
 * Where each package's PHP lives (issue 29, docs/architecture.md): the theme's root *.php, inc/ and
 * templates/; the plugin's plugins/kabelshop-core/*.php, src/ and templates/ (its other entries
 * are links to the repository's shared folders and hold no PHP of its own).
 */
final class Sources {

	/** The plugin's folder, relative to the repository. */
	public const PLUGIN = 'plugins/kabelshop-core';

	/** The repository. */
	public static function root(): string {
		return dirname( __DIR__, 2 );
	}

	/**
	 * The theme's PHP files.
	 *
	 * @return list<string> Absolute paths, sorted.
	 */
	public static function theme(): array {
		return self::collect( array( '' ), array( 'inc', 'templates' ) );
	}

	/**
	 * The plugin's PHP files.
	 *
	 * @return list<string> Absolute paths, sorted.
	 */
	public static function plugin(): array {
		return self::collect( array( self::PLUGIN ), array( self::PLUGIN . '/src', self::PLUGIN . '/templates' ) );
	}

	/**
	 * Both packages' PHP files.
	 *
	 * @return list<string> Absolute paths, sorted.
	 */
	public static function all(): array {
		$files = array_merge( self::theme(), self::plugin() );
		sort( $files );
		return $files;
	}

	/**
	 * Template files (printed by WordPress, not classes): the theme's root *.php and templates/, the
	 * plugin's templates/.
	 *
	 * @return list<string> Absolute paths, sorted.
	 */
	public static function templates(): array {
		$files = array_merge( self::collect( array( '' ), array( 'templates', self::PLUGIN . '/templates' ) ) );
		sort( $files );
		return $files;
	}

	/**
	 * The *.php files directly in some folders and all below others.
	 *
	 * @param list<string> $flat Folders relative to the repository ('' for the root) read one level deep.
	 * @param list<string> $deep Folders read recursively.
	 * @return list<string>
	 */
	private static function collect( array $flat, array $deep ): array {
		$root  = self::root();
		$files = array();
		foreach ( $flat as $folder ) {
			$files = array_merge( $files, (array) glob( rtrim( $root . '/' . $folder, '/' ) . '/*.php' ) );
		}
		foreach ( $deep as $folder ) {
			$items = new \RecursiveIteratorIterator( new \RecursiveDirectoryIterator( $root . '/' . $folder . '/', \FilesystemIterator::SKIP_DOTS ) );
			foreach ( $items as $item ) {
				if ( 'php' === $item->getExtension() ) {
					$files[] = $item->getPathname();
				}
			}
		}
		$files = array_values( array_map( 'strval', $files ) );
		sort( $files );
		return $files;
	}
}
