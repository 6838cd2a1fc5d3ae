<?php
/**
 * Every exception to the coding standard says why.
 *
 * @package Kabelshop
 */

declare( strict_types=1 );

namespace Kabelshop\Tests\Quality;

use Kabelshop\Tests\TestCase;

/**
 * A `phpcs:ignore` or `phpcs:disable` in the theme's or the plugin's PHP names its sniff and gives a reason after
 * " -- " (issue 10: "every phpcs:ignore carries its reason"); the phpcs and phpstan stages of
 * npm test check the rest.
 */
final class PhpcsIgnoreReasonsTest extends TestCase {

	/**
	 * Ignores without a sniff name or without a reason, as 'file:line: text'.
	 *
	 * @param string $root Repository root.
	 * @return list<string>
	 */
	public static function unexplained( string $root ): array {
		$files = array_merge( glob( $root . '/*.php' ), glob( $root . '/plugins/kabelshop-core/*.php' ) );
		foreach ( array( 'inc', 'templates', 'plugins/kabelshop-core/src', 'plugins/kabelshop-core/templates' ) as $dir ) {
			if ( ! is_dir( $root . '/' . $dir ) ) {
				continue;
			}
			foreach ( new \RecursiveIteratorIterator( new \RecursiveDirectoryIterator( $root . '/' . $dir, \FilesystemIterator::SKIP_DOTS ) ) as $file ) {
				if ( str_ends_with( (string) $file, '.php' ) ) {
					$files[] = (string) $file;
				}
			}
		}
		$bad = array();
		foreach ( $files as $file ) {
			foreach ( (array) file( $file ) as $number => $line ) {
				if ( preg_match( '/phpcs:(ignore|disable)\b(.*)$/', (string) $line, $m ) && ! preg_match( '/^\s+[A-Z][\w.]+.*\s--\s+\S/', $m[2] ) ) {
					$bad[] = substr( $file, strlen( $root ) + 1 ) . ':' . ( $number + 1 ) . ': ' . trim( (string) $line );
				}
			}
		}
		return $bad;
	}

	public function test_every_ignore_names_its_sniff_and_its_reason(): void {
		$this->assertSame( array(), self::unexplained( dirname( __DIR__, 3 ) ) );
	}

	public function test_the_check_sees_an_ignore_without_a_reason(): void {
		$dir = sys_get_temp_dir() . '/ks-phpcs-' . getmypid();
		mkdir( $dir . '/inc', 0777, true );
		mkdir( $dir . '/templates' );
		file_put_contents( $dir . '/inc/A.php', "<?php\n\$a = 1; // phpcs:ignore WordPress.Foo.Bar\n\$b = 2; // phpcs:ignore WordPress.Foo.Bar -- because.\n// phpcs:disable\n" );
		try {
			$this->assertSame( array( 'inc/A.php:2: $a = 1; // phpcs:ignore WordPress.Foo.Bar', 'inc/A.php:4: // phpcs:disable' ), self::unexplained( $dir ) );
		} finally {
			unlink( $dir . '/inc/A.php' );
			rmdir( $dir . '/inc' );
			rmdir( $dir . '/templates' );
			rmdir( $dir );
		}
	}
}
