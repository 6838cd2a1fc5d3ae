<?php
/**
 * The built scripts are WordPress scripts (issue 10, "The design card's stack").
 *
 * @package Kabelshop
 */

declare( strict_types=1 );

namespace Kabelshop\Tests\Assets;

use Kabelshop\Assets\Assets;
use Kabelshop\Tests\HttpClient;
use Kabelshop\Tests\TestCase;

/**
 * Every script of build/ goes through wp_enqueue_script with the dependencies and version of its
 * <entry>.asset.php (@wordpress/scripts' dependency extraction), so an integrator can dequeue or
 * filter it; React 18 is bundled, never WordPress 6.1's React 17. Reads the real build/ (bin/setup.sh
 * builds it before the tests).
 */
final class AssetsTest extends TestCase {

	protected function setUp(): void {
		parent::setUp();
		$GLOBALS['wp_scripts'] = null;
		$GLOBALS['wp_styles']  = null;
	}

	protected function tearDown(): void {
		remove_action( 'wp_enqueue_scripts', array( $this, 'dequeue_boot' ), 20 );
		$GLOBALS['wp_scripts'] = null;
		$GLOBALS['wp_styles']  = null;
		parent::tearDown();
	}

	/**
	 * An integrator's dequeue (action wp_enqueue_scripts, after the theme's).
	 */
	public function dequeue_boot(): void {
		wp_dequeue_script( Assets::BOOT );
	}

	/**
	 * An entry's asset file as webpack wrote it.
	 *
	 * @param string $entry Entry name.
	 * @return array{dependencies: string[], version: string}
	 */
	private static function asset_file( string $entry ): array {
		$path = get_template_directory() . '/build/' . $entry . '.asset.php';
		self::assertFileExists( $path, "build/$entry.asset.php (run node bin/build.mjs)" );
		return include $path;
	}

	public function test_the_page_prints_the_boot_script_and_style_sheet_with_their_asset_versions(): void {
		$boot  = self::asset_file( 'boot' );
		$theme = self::asset_file( 'theme' );
		$this->assertMatchesRegularExpression( '/^[0-9a-f]{20}$/', $boot['version'], 'a content hash, so a new build is a new URL' );

		$page = ( new HttpClient() )->request( 'GET', rtrim( (string) getenv( 'KABELSHOP_TEST_URL' ), '/' ) . '/' );
		$this->assertSame( 200, $page['status'] );
		$this->assertMatchesRegularExpression(
			// Any attribute order and quotes: WordPress 6.4+ prints script tags through wp_get_script_tag().
			"#<script (?=[^>]*\\bdefer\\b)(?=[^>]*\\bid=[\"']kabelshop-boot-js[\"'])[^>]*\\bsrc=[\"'][^\"']*/themes/kabelshop/build/boot\\.js\\?ver=" . $boot['version'] . "[\"'][^>]*></script>\\s*</body>#",
			$page['body'],
			'a classic script through wp_enqueue_script, in the footer, deferred'
		);
		// Home has a first-paint sheet: theme.css comes through the loader (and <noscript>), not a blocking <link>.
		$this->assertStringContainsString( "<style id='kabelshop-critical-css'>", $page['body'] );
		$this->assertStringContainsString( "/build/theme.css?ver={$theme['version']}' media='all' /></noscript>", $page['body'] );
		$this->assertStringNotContainsString( "<link rel='stylesheet' id='kabelshop-css'", $page['body'] );
		// The metal prices page keeps the linked sheet (its table's container query cannot stand inline).
		$metals = ( new HttpClient() )->request( 'GET', rtrim( (string) getenv( 'KABELSHOP_TEST_URL' ), '/' ) . '/cijene-metala/' );
		$this->assertStringContainsString( "<link rel='stylesheet' id='kabelshop-css' href='", $metals['body'] );
		$this->assertStringContainsString( "/build/theme.css?ver={$theme['version']}' media='all' />", $metals['body'] );
		$this->assertStringNotContainsString( 'kabelshop-critical-css', $metals['body'] );
		$this->assertStringNotContainsString( 'type="module"', $page['body'] );
		$this->assertStringNotContainsString( 'wp-includes/js/dist/vendor/react', $page['body'], 'WordPress 6.1 React 17 stays out' );
	}

	public function test_an_integrator_can_dequeue_the_boot_script(): void {
		do_action( 'wp_enqueue_scripts' );
		$this->assertTrue( wp_script_is( Assets::BOOT, 'enqueued' ) );
		$registered = wp_scripts()->registered[ Assets::BOOT ];
		$boot       = self::asset_file( 'boot' );
		$this->assertSame( $boot['version'], $registered->ver );
		$this->assertSame( $boot['dependencies'], $registered->deps );
		$this->assertStringEndsWith( '/build/boot.js', $registered->src );

		$GLOBALS['wp_scripts'] = null;
		add_action( 'wp_enqueue_scripts', array( $this, 'dequeue_boot' ), 20 );
		do_action( 'wp_enqueue_scripts' );
		ob_start();
		wp_print_footer_scripts();
		$printed = (string) ob_get_clean();
		$this->assertFalse( wp_script_is( Assets::BOOT, 'enqueued' ) );
		$this->assertStringNotContainsString( 'build/boot.js', $printed );
	}

	public function test_no_built_entry_depends_on_wordpress_react(): void {
		$files = glob( get_template_directory() . '/build/{,admin/}*.asset.php', GLOB_BRACE );
		$this->assertGreaterThanOrEqual( 4, count( (array) $files ), 'boot, theme and the two admin entries' );
		foreach ( (array) $files as $file ) {
			$asset = include $file;
			$this->assertSame( array(), array_intersect( $asset['dependencies'], array( 'react', 'react-dom', 'react-jsx-runtime', 'wp-element' ) ), basename( $file ) );
		}
	}

	/**
	 * Runs the theme's own admin_enqueue_scripts callbacks (core's need a wp-admin screen).
	 *
	 * @param string $hook Admin page hook suffix.
	 */
	private static function theme_admin_enqueue( string $hook ): void {
		foreach ( $GLOBALS['wp_filter']['admin_enqueue_scripts']->callbacks as $callbacks ) {
			foreach ( $callbacks as $callback ) {
				$function = $callback['function'];
				if ( is_array( $function ) && is_object( $function[0] ) && str_starts_with( get_class( $function[0] ), 'Kabelshop\\' ) ) {
					call_user_func( $function, $hook );
				}
			}
		}
	}

	/**
	 * @return array<string, array{0: string, 1: string, 2: string, 3: string}>
	 */
	public static function admin_pages(): array {
		return array(
			'catalogue import'    => array( 'kabelshop-import', 'kabelshop-catalog-import', 'admin/catalog-import', 'kabelshopImport' ),
			'metal prices import' => array( 'kabelshop-metal-prices', 'kabelshop-metal-import', 'admin/metal-import', 'kabelshopMetalImport' ),
		);
	}

	/**
	 * @dataProvider admin_pages
	 *
	 * @param string $slug     Admin page slug (admin.php?page=...).
	 * @param string $handle   Script handle.
	 * @param string $entry    Build entry.
	 * @param string $settings Name of the settings global.
	 */
	public function test_an_import_page_enqueues_its_built_script_with_settings( string $slug, string $handle, string $entry, string $settings ): void {
		require_once ABSPATH . 'wp-admin/includes/plugin.php';
		require_once ABSPATH . 'wp-admin/includes/user.php';
		$login = $this->unique( 'asset-admin' );
		$admin = (int) wp_insert_user( array( 'user_login' => $login, 'user_email' => $login . '@example.test', 'user_pass' => wp_generate_password( 16 ), 'role' => 'administrator' ) );
		$this->login( $admin );
		do_action( 'admin_menu' ); // The theme's admin pages add themselves (as on every wp-admin request).
		$hook = (string) get_plugin_page_hookname( $slug, 'kabelshop' );

		self::theme_admin_enqueue( 'index.php' );
		$this->assertFalse( wp_script_is( $handle, 'enqueued' ), 'only on its own page' );
		self::theme_admin_enqueue( $hook );
		$this->assertTrue( wp_script_is( $handle, 'enqueued' ), "enqueued on $hook" );
		$registered = wp_scripts()->registered[ $handle ];
		$asset      = self::asset_file( $entry );
		$this->assertStringEndsWith( "/build/$entry.js", $registered->src );
		$this->assertSame( $asset['version'], $registered->ver );
		$this->assertSame( 1, wp_scripts()->get_data( $handle, 'group' ), 'in the footer, after the form it looks up' );
		$this->assertStringContainsString( "var $settings = ", (string) wp_scripts()->get_data( $handle, 'data' ) );
		wp_delete_user( $admin );
	}
}
