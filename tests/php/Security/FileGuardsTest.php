<?php
/**
 * Defence in depth for hosts that serve the theme folder as it is (issue 9): every theme PHP file
 * exits unless WordPress loaded it, and every bin/ script exits unless run from the command line.
 *
 * @package Kabelshop
 */

declare( strict_types=1 );

namespace Kabelshop\Tests\Security;

use Kabelshop\Tests\Support\RunsFakeServer;
use Kabelshop\Tests\TestCase;

final class FileGuardsTest extends TestCase {

	use RunsFakeServer;

	/** The guard of theme files, the first statement after the declare and namespace lines. */
	private const ABSPATH_GUARD = "/\\A<\\?php\\s*(?:\\/\\*.*?\\*\\/\\s*)?declare\\( strict_types=1 \\);\\s*(?:namespace [A-Za-z0-9_\\\\]+;\\s*)?defined\\( 'ABSPATH' \\) \\|\\| exit;\\n/s";

	/** The check of bin/ scripts, the first statement after the file's docblock. */
	private const CLI_GUARD = "/\\A<\\?php\\s*\\/\\*.*?\\*\\/\\s*'cli' === PHP_SAPI \\|\\| exit\\( 1 \\);/s";

	public function test_every_theme_php_file_exits_unless_wordpress_loaded_it(): void {
		$files = \Kabelshop\Tests\Sources::all();
		$this->assertGreaterThan( 100, count( \Kabelshop\Tests\Sources::plugin() ), 'the plugin\'s *.php, src/ and templates/ are checked' );
		$this->assertGreaterThan( 40, count( \Kabelshop\Tests\Sources::theme() ), 'the theme\'s root *.php, inc/ and templates/ are checked' );
		$missing = array();
		foreach ( $files as $file ) {
			if ( ! preg_match( self::ABSPATH_GUARD, (string) file_get_contents( $file ) ) ) {
				$missing[] = $file;
			}
		}
		$this->assertSame( array(), $missing, "these theme files lack \"defined( 'ABSPATH' ) || exit;\" right after the declare/namespace lines" );
	}

	public function test_the_guard_check_rejects_a_late_or_missing_guard(): void {
		$head = "<?php\n/**\n * Doc.\n */\n\ndeclare( strict_types=1 );\n\nnamespace Kabelshop\\Rest\\V1;\n\n";
		$this->assertSame( 1, preg_match( self::ABSPATH_GUARD, $head . "defined( 'ABSPATH' ) || exit;\n\nuse X;\n" ) );
		$this->assertSame( 0, preg_match( self::ABSPATH_GUARD, $head . "use X;\n" ) );
		$this->assertSame( 0, preg_match( self::ABSPATH_GUARD, $head . "echo 1;\ndefined( 'ABSPATH' ) || exit;\n" ) );
		$this->assertSame( 0, preg_match( self::CLI_GUARD, "<?php\n/** Doc. */\nrequire 'x.php';\n'cli' === PHP_SAPI || exit( 1 );\n" ) );
	}

	public function test_templates_print_nothing_when_requested_without_wordpress(): void {
		$files = \Kabelshop\Tests\Sources::templates();
		foreach ( $files as $file ) {
			$output = $this->run_php( $file );
			$this->assertSame( '', $output, basename( $file ) . ' printed something outside WordPress' );
		}
	}

	public function test_every_bin_script_refuses_to_run_outside_the_command_line(): void {
		$root    = self::root();
		$scripts = array_diff( glob( $root . '/bin/*.php' ), array( $root . '/bin/router.php', $root . '/bin/wp-config.php' ) );
		$this->assertContains( $root . '/bin/seed.php', $scripts );
		foreach ( $scripts as $script ) {
			$this->assertMatchesRegularExpression( self::CLI_GUARD, (string) file_get_contents( $script ), basename( $script ) . " starts with 'cli' === PHP_SAPI || exit( 1 );" );
		}
		foreach ( array( $root . '/bin/wp-config.php', ...glob( $root . '/bin/mu-plugins/*.php' ) ) as $file ) {
			$this->assertMatchesRegularExpression( "/\\A<\\?php\\s*\\/\\*.*?\\*\\/\\s*defined\\( 'ABSPATH' \\) \\|\\| exit;/s", (string) file_get_contents( $file ), basename( $file ) . ' runs only inside WordPress' );
		}
		$this->assertMatchesRegularExpression( "/^'cli-server' === PHP_SAPI \\|\\| exit;$/m", (string) file_get_contents( $root . '/bin/router.php' ) );

		// Served by a web SAPI (PHP's built-in server, bin/ as its document root, no router, a database
		// that does not exist), each script answers with an empty body: it ran nothing.
		$port = self::start_fake_server( array( '-t', $root . '/bin' ), array( 'KABELSHOP_DB_NAME' => 'kabelshop_guard_none' ) );
		try {
			foreach ( $scripts as $script ) {
				$body = (string) file_get_contents( 'http://127.0.0.1:' . $port . '/' . basename( $script ), false, stream_context_create( array( 'http' => array( 'ignore_errors' => true ) ) ) ); // phpcs:ignore WordPress.WP.AlternativeFunctions -- a local probe.
				$this->assertSame( '', $body, basename( $script ) . ' ran under a web server' );
			}
		} finally {
			self::stop_fake_server( $port );
		}
	}

	/** The repository (the theme's sources; bin/ is not linked into the served theme folder). */
	private static function root(): string {
		return dirname( __DIR__, 3 );
	}

	/**
	 * Runs a PHP file in a fresh CLI process, without WordPress, with errors shown.
	 *
	 * @param string $file Absolute path.
	 * @return string Everything it printed.
	 */
	private function run_php( string $file ): string {
		$process = proc_open( array( PHP_BINARY, '-d', 'display_errors=1', '-d', 'error_reporting=-1', $file ), array( 1 => array( 'pipe', 'w' ), 2 => array( 'redirect', 1 ) ), $pipes );
		$output  = (string) stream_get_contents( $pipes[1] );
		proc_close( $process );
		return $output;
	}
}
