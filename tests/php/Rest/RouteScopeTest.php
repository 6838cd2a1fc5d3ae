<?php
/**
 * A kabelshop/v1 call leaves core's REST routes and widgets out; every other call keeps them.
 *
 * @package Kabelshop
 */

declare( strict_types=1 );

namespace Kabelshop\Tests\Rest;

use Kabelshop\Rest\RouteScope;
use Kabelshop\Tests\HttpClient;
use Kabelshop\Tests\TestCase;

/**
 * Issue 16: Rest\RouteScope reads the route from the raw request as rest_api_loaded() will, and
 * unhooks only for the shop's own namespace.
 */
final class RouteScopeTest extends TestCase {

	/** @var array<string, mixed> $_SERVER and $_GET as they were. */
	private array $saved = array();

	protected function setUp(): void {
		parent::setUp();
		$this->saved = array(
			'uri' => $_SERVER['REQUEST_URI'] ?? null,
			'get' => $_GET, // phpcs:ignore WordPress.Security.NonceVerification.Recommended -- saved to restore.
		);
	}

	protected function tearDown(): void {
		$_SERVER['REQUEST_URI'] = $this->saved['uri'];
		$_GET                   = $this->saved['get'];
		// What register() may have unhooked, as default-filters.php adds it.
		add_action( 'rest_api_init', 'create_initial_rest_routes', 99 );
		add_action( 'rest_api_init', 'wp_oembed_register_route' );
		add_action( 'init', 'wp_widgets_init', 1 );
		parent::tearDown();
	}

	/**
	 * @param string               $uri The request URI.
	 * @param array<string, mixed> $get The query parameters.
	 */
	private function request( string $uri, array $get = array() ): void {
		$_SERVER['REQUEST_URI'] = $uri;
		$_GET                   = $get;
	}

	/**
	 * @return array<string, array{0: string, 1: array<string, mixed>, 2: string|null, 3: bool}>
	 */
	public static function requests(): array {
		return array(
			'catalogue search'       => array( '/wp-json/kabelshop/v1/products?search=nym', array( 'search' => 'nym' ), '/kabelshop/v1/products', true ),
			'the namespace index'    => array( '/wp-json/kabelshop/v1', array(), '/kabelshop/v1', true ),
			'upper case, as matched' => array( '/wp-json/Kabelshop/V1/products', array(), '/Kabelshop/V1/products', true ),
			'rest_route parameter'   => array( '/?rest_route=/kabelshop/v1/orders/7', array( 'rest_route' => '/kabelshop/v1/orders/7' ), '/kabelshop/v1/orders/7', true ),
			'a site in a folder'     => array( '/shop/wp-json/kabelshop/v1/products', array(), '/kabelshop/v1/products', true ),
			'core posts'             => array( '/wp-json/wp/v2/posts', array(), '/wp/v2/posts', false ),
			'a look-alike namespace' => array( '/wp-json/kabelshop/v10/x', array(), '/kabelshop/v10/x', false ),
			'the REST index'         => array( '/wp-json/', array(), '/', false ),
			'a page'                 => array( '/en/contact/', array(), null, false ),
		);
	}

	/**
	 * @dataProvider requests
	 * @param string               $uri   The request URI.
	 * @param array<string, mixed> $get   The query parameters.
	 * @param string|null          $route The route rest_api_loaded() will dispatch.
	 * @param bool                 $own   Whether it is the shop's namespace.
	 */
	public function test_reads_the_route_and_unhooks_only_for_the_shop( string $uri, array $get, ?string $route, bool $own ): void {
		$this->request( $uri, $get );
		$this->assertSame( $route, RouteScope::requested_route() );
		$this->assertSame( $own, RouteScope::is_own_route( $route ) );
		( new RouteScope() )->register();
		$this->assertSame( $own, false === has_action( 'rest_api_init', 'create_initial_rest_routes' ), 'core routes left out' );
		$this->assertSame( $own, false === has_action( 'init', 'wp_widgets_init' ), 'widgets left out' );
	}

	public function test_both_namespaces_answer_over_http(): void {
		$client = new HttpClient();
		$shop   = $client->request( 'GET', rest_url( 'kabelshop/v1/products' ) . '?per_page=1&search=nym' );
		$core   = $client->request( 'GET', rest_url( 'wp/v2/types/post' ) );
		$this->assertSame( 200, $shop['status'], $shop['body'] );
		$this->assertSame( 200, $core['status'], $core['body'] );
		$this->assertNotEmpty( json_decode( $shop['body'], true ) );
		$this->assertSame( 'post', json_decode( $core['body'], true )['slug'] ?? null );
	}
}
