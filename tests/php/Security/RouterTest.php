<?php
/**
 * The served test site refuses every path that leads out of the public files (issue 9: bin/router.php
 * and the theme folder of links made by bin/setup.sh), tried with raw HTTP requests as an attacker
 * sends them.
 *
 * @package Kabelshop
 */

declare( strict_types=1 );

namespace Kabelshop\Tests\Security;

use Kabelshop\Documents\PrivateFiles;
use Kabelshop\Tests\HttpClient;
use Kabelshop\Tests\TestCase;
use PHPUnit\Framework\Attributes\DataProvider;

final class RouterTest extends TestCase {

	private const THEME = '/wp-content/themes/kabelshop';

	/** Texts that no refused answer may contain: planted secrets, repository files, seed output. */
	private const LEAKS = array( '[core]', 'repositoryformatversion', '<?php', 'namespace Kabelshop', 'DB_PASSWORD', 'require-dev', 'KupacDemo2026', 'fixed pages', 'missing seeder' );

	/** @var string Random secret written into the planted files. */
	private static string $marker = '';

	/** @var list<string> Absolute paths of the planted files, removed after the class. */
	private static array $planted = array();

	public static function setUpBeforeClass(): void {
		parent::setUpBeforeClass();
		self::$marker = 'KABELSHOP-ROUTER-SECRET-' . bin2hex( random_bytes( 8 ) );
		$name         = self::probe_name();
		// Real files, so that a 404 means "refused", not "not there".
		self::plant( PrivateFiles::folder( 'router-test' ) . '/' . $name . '.pdf', '%PDF-1.4 ' . self::$marker );
		self::plant( dirname( ABSPATH ) . '/.run/' . $name . '.txt', self::$marker );
		self::plant( ABSPATH . '.' . $name, self::$marker );
		// A PHP file dropped into uploads: run by URL, it would print the secret and leave a trace.
		self::plant(
			wp_upload_dir()['basedir'] . '/' . $name . '.php',
			"<?php\nfile_put_contents( __DIR__ . '/" . $name . ".ran', 'ran' );\necho '" . self::$marker . "';\n"
		);
	}

	public static function tearDownAfterClass(): void {
		foreach ( self::$planted as $file ) {
			@unlink( $file ); // phpcs:ignore WordPress.PHP.NoSilencedErrors -- may already be gone.
		}
		@unlink( wp_upload_dir()['basedir'] . '/' . self::probe_name() . '.ran' ); // phpcs:ignore WordPress.PHP.NoSilencedErrors
		@rmdir( PrivateFiles::dir() . '/router-test' ); // phpcs:ignore WordPress.PHP.NoSilencedErrors -- only when empty: another site's run may still use it.
		parent::tearDownAfterClass();
	}

	/**
	 * Paths that must all answer 404 without leaking anything.
	 *
	 * @return array<string, array{string}>
	 */
	public static function refused(): array {
		$t    = self::THEME;
		$n    = self::probe_name();
		$list = array(
			// The attacks of the issue: doubled slash and dot segments around the old regex.
			"/wp-content/themes//kabelshop/.git/config",
			"$t/./.git/config",
			"$t/build/../.git/config",
			"$t/../kabelshop/.git/config",
			"/wp-content/themes/./kabelshop/.git/config",
			"//wp-content/themes/kabelshop/.git/config",
			"$t//.private/router-test/$n.pdf",
			"$t/./.private/router-test/$n.pdf",
			"$t/.private/router-test/$n.pdf",
			"/wp-content/themes//kabelshop/.run/$n.txt",
			"$t/.run/$n.txt",
			"$t/.run/salts.php",
			"$t/.run/mysql/mysql/global_priv.MAD",
			"$t/.run/mail-test-8081/",
			"/.private/router-test/$n.pdf",
			"/../.private/router-test/$n.pdf",
			"/../.run/$n.txt",
			"/.$n",
			// Encoded slash, backslash, dot and percent.
			"$t/%2egit/config",
			"$t/%2Egit/config",
			"$t%2f.git%2fconfig",
			"$t/build%2f..%2f.git/config",
			"$t/build%2F%2E%2E%2F.git%2Fconfig",
			"$t/build%5c..%5c.git%5cconfig",
			"$t/build\\..\\.git\\config",
			"$t/build/%2e%2e/inc/Theme.php",
			"$t/build/%252e%252e/inc/Theme.php",
			"/%2e%2e/.private/router-test/$n.pdf",
			"/..%2f.private/router-test/$n.pdf",
			"$t/build/%00/../inc/Theme.php",
			// Trailing dots and case variants.
			"$t/inc/Theme.php.",
			"$t/style.css.",
			// The theme's readme.txt is for WordPress's theme screens and checks, not served.
			"$t/readme.txt",
			"$t/.",
			"$t/..",
			"$t/build/.",
			"$t/INC/Theme.php",
			"/wp-content/themes/Kabelshop/.git/config",
			"/WP-CONTENT/themes/kabelshop/bin/seed.php",
			"$t/.GIT/config",
			'/XMLRPC.php',
			'/Readme.html',
			// Theme files that are not public: PHP never runs, sources never show.
			"$t/bin/seed.php",
			"/wp-content/themes//kabelshop/bin/seed.php",
			"$t/bin/rest-docs.php",
			"$t/bin/wp-config.php",
			"$t/inc/Theme.php",
			"$t/functions.php",
			"$t/index.php",
			"$t/404.php",
			"$t/",
			"$t/templates/page-home.php",
			"$t/vendor/autoload.php",
			"$t/vendor/composer/installed.json",
			"$t/node_modules/react/package.json",
			"$t/composer.json",
			"$t/package.json",
			"$t/README.md",
			"$t/tests/php/bootstrap.php",
			"$t/data/countries/countries.csv",
			"$t/languages/po/hr/accounts.po",
			"$t/.htaccess",
			// The plugin (issue 29): only build/, assets/ and admin.css are public.
			'/wp-content/plugins/kabelshop-core/kabelshop-core.php',
			'/wp-content/plugins/kabelshop-core/src/Plugin.php',
			'/wp-content/plugins/kabelshop-core/src/Rest/RestRegistrar.php',
			'/wp-content/plugins/kabelshop-core/templates/pdf/order-confirmation.php',
			'/wp-content/plugins/kabelshop-core/vendor/autoload.php',
			'/wp-content/plugins/kabelshop-core/vendor/composer/installed.json',
			'/wp-content/plugins/kabelshop-core/data/countries/countries.csv',
			'/wp-content/plugins/kabelshop-core/languages/po/hr/accounts.po',
			'/wp-content/plugins/kabelshop-core/readme.txt',
			'/wp-content/plugins/kabelshop-core/.htaccess',
			'/wp-content/plugins/kabelshop-core/',
			// WordPress: only its entry points run; its readme, licence and config never show.
			'/xmlrpc.php',
			'/readme.html',
			'/license.txt',
			'/wp-config.php',
			'/wp-config-sample.php',
			'/wp-settings.php',
			'/wp-includes/version.php',
			'/wp-content/index.php',
			'/wp-content/',
			'/wp-content/mu-plugins/kabelshop-dev.php',
			'/wp-content/plugins/akismet/akismet.php',
			"/wp-content/uploads/$n.php",
			"/wp-content/uploads//$n.php",
			"/wp-content/uploads/$n.php/",
			'/.htaccess',
			'/.git/config',
		);
		$cases = array();
		foreach ( $list as $path ) {
			$cases[ $path ] = array( $path );
		}
		return $cases;
	}

	#[DataProvider( 'refused' )]
	public function test_a_path_out_of_the_public_files_is_404_and_leaks_nothing( string $path ): void {
		$this->assertFileExists( PrivateFiles::dir() . '/router-test/' . self::probe_name() . '.pdf', 'the planted private file exists' );
		[ $status, , $body ] = self::get( $path );
		$this->assertSame( 404, $status, "$path is refused" );
		$this->assert_no_leak( $path, $body );
		$this->assertFileDoesNotExist( wp_upload_dir()['basedir'] . '/' . self::probe_name() . '.ran', 'the PHP file dropped into uploads never ran' );
	}

	public function test_the_site_and_its_public_files_still_work(): void {
		[ $status, , $body ] = self::get( '/' );
		$this->assertSame( 200, $status, 'home page' );
		$this->assertStringContainsString( '<html', $body );

		[ $status, , $body ] = self::get( '/wp-login.php' );
		$this->assertSame( 200, $status, 'wp-login.php runs' );
		$this->assertStringContainsString( 'user_login', $body );

		[ $status, $headers ] = self::get( '/wp-admin/' );
		$this->assertSame( 302, $status, 'wp-admin/ sends a visitor to the login' );
		$this->assertStringContainsString( 'wp-login.php', $headers['location'] ?? '' );

		[ $status, $headers, $body ] = self::get( self::THEME . '/style.css' );
		$this->assertSame( 200, $status, 'style.css' );
		$this->assertStringContainsString( 'Theme Name:', $body );
		$this->assertArrayNotHasKey( 'x-powered-by', $headers, 'PHP does not announce itself (expose_php=0)' );

		$manifest = json_decode( (string) file_get_contents( get_template_directory() . '/build/manifest.json' ), true );
		[ $status, $headers ] = self::get( self::THEME . '/build/' . $manifest['boot']['file'] );
		$this->assertSame( 200, $status, 'the boot script from build/manifest.json' );
		$this->assertStringContainsString( 'javascript', $headers['content-type'] ?? '' );

		[ $status, $headers, $body ] = self::get( self::THEME . '/screenshot.png' );
		$this->assertSame( 200, $status, 'the theme screenshot WordPress shows under Appearance > Themes' );
		$this->assertStringStartsWith( "\x89PNG", $body );
		$this->assertSame( array( 1200, 900 ), array_slice( (array) getimagesizefromstring( $body ), 0, 2 ), 'the size WordPress recommends' );

		[ $status ] = self::get( self::THEME . '/assets/favicon.svg' );
		$this->assertSame( 200, $status, 'a file of assets/' );

		[ $status, $headers, $body ] = self::get( '/wp-content/plugins/kabelshop-core/admin.css' );
		$this->assertSame( 200, $status, 'the plugin\'s wp-admin sheet' );
		$this->assertSame( (string) file_get_contents( KABELSHOP_CORE_DIR . '/admin.css' ), $body );
		[ $status, $headers ] = self::get( '/wp-content/plugins/kabelshop-core/build/admin/catalog-import.js' );
		$this->assertSame( 200, $status, 'a script of the plugin\'s wp-admin screens' );
		$this->assertStringContainsString( 'javascript', $headers['content-type'] ?? '' );

		[ $status, $headers, $body ] = self::get( '/wp-json/kabelshop/v1/products?per_page=1' );
		$this->assertSame( 200, $status, 'a REST call' );
		$this->assertIsList( json_decode( $body, true ) );

		[ $status ] = self::get( '/wp-includes/js/jquery/jquery.min.js' );
		$this->assertSame( 200, $status, 'WordPress core static files' );
	}

	/**
	 * With compression on for PHP's answers (bin/lib.sh serve()), a browser asking for gzip still gets
	 * every static file whole and plain (php -S sends those itself): once broke every script and
	 * sheet (ERR_INVALID_HTTP_RESPONSE) while Lighthouse scored the script-less pages 100.
	 */
	public function test_a_static_file_comes_whole_to_a_browser_that_asks_for_gzip(): void {
		$base     = rtrim( (string) ( getenv( 'KABELSHOP_TEST_URL' ) ?: getenv( 'KABELSHOP_SITE_URL' ) ), '/' );
		$manifest = json_decode( (string) file_get_contents( get_template_directory() . '/build/manifest.json' ), true );
		$files    = array(
			'/build/' . $manifest['boot']['file'] => get_template_directory() . '/build/' . $manifest['boot']['file'],
			'/build/theme.css'                    => get_template_directory() . '/build/theme.css',
			'/assets/favicon.svg'                 => get_template_directory() . '/assets/favicon.svg',
		);
		foreach ( $files as $path => $file ) {
			$answer = ( new HttpClient() )->request( 'GET', $base . self::THEME . $path, array(), null, array( 'Accept-Encoding' => 'gzip' ) );
			$this->assertSame( 200, $answer['status'], $path );
			$this->assertSame( array(), $answer['headers']['content-encoding'] ?? array(), $path . ': sent as it is' );
			$this->assertSame( (string) file_get_contents( $file ), $answer['body'], $path . ': the whole file' );
		}
		$page = ( new HttpClient() )->request( 'GET', $base . '/', array(), null, array( 'Accept-Encoding' => 'gzip' ) );
		$this->assertSame( array( 'gzip' ), $page['headers']['content-encoding'] ?? array(), 'while a page is compressed' );
	}

	public function test_a_refused_request_answers_a_tiny_plain_404(): void {
		[ $status, $headers, $body ] = self::get( '/wp-content/themes//kabelshop/.git/config' );
		$this->assertSame( 404, $status );
		$this->assertStringStartsWith( 'text/plain', $headers['content-type'] ?? '' );
		$this->assertLessThan( 100, strlen( $body ) );
		$this->assertArrayNotHasKey( 'x-powered-by', $headers );
	}

	/**
	 * Fails when the body holds the planted secret or a known leak.
	 *
	 * @param string $path Requested path, for the message.
	 * @param string $body Response body.
	 */
	private function assert_no_leak( string $path, string $body ): void {
		$this->assertStringNotContainsString( self::$marker, $body, "$path leaks the planted secret" );
		foreach ( self::LEAKS as $leak ) {
			$this->assertStringNotContainsString( $leak, $body, "$path leaks '$leak'" );
		}
	}

	/**
	 * Sends GET PATH to the served test site exactly as written (HttpClient: no dot-segment or
	 * slash normalisation, redirects not followed).
	 *
	 * @param string $path Raw request path with leading slash.
	 * @return array{int, array<string, string>, string} Status, headers (lower-case names, the last value of each), body.
	 */
	private static function get( string $path ): array {
		$base   = rtrim( (string) ( getenv( 'KABELSHOP_TEST_URL' ) ?: getenv( 'KABELSHOP_SITE_URL' ) ), '/' );
		$answer = ( new HttpClient() )->get( $base . $path );
		return array( $answer['status'], array_map( static fn( array $values ): string => (string) end( $values ), $answer['headers'] ), $answer['body'] );
	}

	/** Name of the planted files, one per test site, so parallel runs do not collide. */
	private static function probe_name(): string {
		return 'router-test-' . preg_replace( '/\D/', '', (string) ( getenv( 'KABELSHOP_TEST_URL' ) ?: getenv( 'KABELSHOP_SITE_URL' ) ) );
	}

	/**
	 * Writes a file (and its folder).
	 *
	 * @param string $file     Absolute path.
	 * @param string $contents Contents.
	 */
	private static function plant( string $file, string $contents ): void {
		wp_mkdir_p( dirname( $file ) );
		file_put_contents( $file, $contents ); // phpcs:ignore WordPress.WP.AlternativeFunctions -- test fixture.
		self::$planted[] = $file;
	}
}
