<?php
/**
 * Cacheable visitors' pages and the tokens that moved out of them (issue 16), over real HTTP.
 *
 * @package Kabelshop
 */

declare( strict_types=1 );

namespace Kabelshop\Tests\Http;

use Kabelshop\Content\Pages;
use Kabelshop\Http\PageCache;
use Kabelshop\I18n\LanguageRouter;
use Kabelshop\I18n\Locale;
use Kabelshop\Tests\Security\ServedSiteRequests;
use Kabelshop\Tests\Security\SiteIdentity;
use Kabelshop\Tests\TestCase;

/**
 * What any cache in front sees from the served test site: a visitor's page is the same for
 * everyone (byte for byte, whatever cookies the visitor brings), public with a max-age and an
 * X-Accel-Expires for nginx, and holds no nonce or token; a logged-in user's page is private and
 * carries their nonce; the login page is private and sets the token its forms print; GET session
 * hands out the nonce and the XSRF cookie, and a write with them passes the checks.
 */
final class PageCacheTest extends TestCase {

	use ServedSiteRequests;

	/**
	 * The visitors' pages checked: fixed pages in the three languages, a cable type, the site search.
	 *
	 * @return array<string, string> Label => path with query.
	 */
	private function visitor_pages(): array {
		$paths = array();
		foreach ( array( 'catalogue', 'about', 'team', 'contact', 'news', 'metal-prices', 'documents', 'inquiry', 'quick-order', 'register', 'checkout' ) as $key ) {
			foreach ( array_keys( Locale::LANGUAGES ) as $code ) {
				$paths[ "$key ($code)" ] = (string) wp_parse_url( Pages::url( $key, array(), $code ), PHP_URL_PATH );
			}
		}
		foreach ( array_keys( Locale::LANGUAGES ) as $code ) {
			$paths[ "home ($code)" ] = (string) wp_parse_url( Locale::home_url( $code ), PHP_URL_PATH );
		}
		$cable = LanguageRouter::post_by_name( 'nym-j', 'kabelshop_cable', 'hr' );
		$this->assertGreaterThan( 0, $cable, 'the seeded NYM-J' );
		$paths['cable type'] = (string) wp_parse_url( (string) get_permalink( $cable ), PHP_URL_PATH );
		$paths['site search'] = '/?s=nym';
		return $paths;
	}

	public function test_a_visitors_page_is_public_the_same_for_everyone_and_holds_no_token(): void {
		foreach ( $this->visitor_pages() as $label => $path ) {
			$first  = $this->http( 'GET', $path );
			$second = $this->http( 'GET', $path, array(), null, array( 'XSRF-TOKEN' => str_repeat( 'c', 64 ), 'other' => 'x' ) );
			$this->assertSame( 200, $first['status'], $label . ' ' . $path );
			$this->assertSame( array( 'public, max-age=' . PageCache::BROWSER_SECONDS ), $this->header_values( $first, 'Cache-Control' ), $label );
			$this->assertSame( array( (string) PageCache::SHARED_SECONDS ), $this->header_values( $first, 'X-Accel-Expires' ), $label );
			$this->assertSame( array(), $this->header_values( $first, 'Set-Cookie' ), $label . ': a visitor\'s page sets no cookie' );
			$this->assertSame( array(), $this->header_values( $second, 'Set-Cookie' ), $label );
			$this->assertSame( $first['body'], $second['body'], $label . ': the same bytes for every visitor' );
			$this->assertSame( array( (string) strlen( $first['body'] ) ), $this->header_values( $first, 'Content-Length' ), $label . ': sent whole, with its length' );
			$this->assertStringContainsString( '"nonce":""', $first['body'], $label . ': the page config has no nonce' );
			$this->assertDoesNotMatchRegularExpression( '/_wpnonce|_ks_nonce|_ks_xsrf|X-WP-Nonce/i', $first['body'], $label );
			$this->assertStringNotContainsString( str_repeat( 'c', 64 ), $second['body'], $label . ': the visitor\'s token is not printed' );
		}
	}

	/**
	 * The development server compresses as nginx does in production (bin/lib.sh serve(),
	 * zlib.output_compression; deploy/nginx/kabelshop-locations.conf gzip): a browser that asks for
	 * gzip gets the same page in about a fifth of the bytes (issue 27, Lighthouse's document latency).
	 */
	public function test_a_browser_asking_for_gzip_gets_the_same_page_compressed(): void {
		foreach ( array( 'home (hr)', 'catalogue (en)', 'cable type' ) as $label ) {
			$path   = $this->visitor_pages()[ $label ];
			$plain  = $this->http( 'GET', $path );
			$packed = $this->http( 'GET', $path, array( 'Accept-Encoding' => 'gzip' ) );
			$this->assertSame( 200, $packed['status'], $label );
			$this->assertSame( array( 'gzip' ), $this->header_values( $packed, 'Content-Encoding' ), $label );
			$this->assertContains( 'Accept-Encoding', array_map( 'trim', explode( ',', implode( ',', $this->header_values( $packed, 'Vary' ) ) ) ), $label );
			$this->assertSame( $plain['body'], gzdecode( $packed['body'] ), $label . ': the same page' );
			$this->assertLessThan( strlen( $plain['body'] ) / 3, strlen( $packed['body'] ), $label . ': sent in a third of the bytes or less' );
			$this->assertSame( array( 'public, max-age=' . PageCache::BROWSER_SECONDS ), $this->header_values( $packed, 'Cache-Control' ), $label . ': cacheable as before' );
		}
	}

	public function test_a_logged_in_users_page_is_private_and_carries_their_nonce(): void {
		$user     = SiteIdentity::logged_in( 'customer', $this->make_customer() );
		$path     = (string) wp_parse_url( Pages::url( 'catalogue', array(), 'hr' ), PHP_URL_PATH );
		$answer   = $this->http( 'GET', $path, array(), null, $user->cookies );
		$control  = implode( ', ', $this->header_values( $answer, 'Cache-Control' ) );
		$this->assertSame( 200, $answer['status'] );
		$this->assertStringContainsString( 'private', $control );
		$this->assertStringContainsString( 'no-store', $control );
		$this->assertSame( array(), $this->header_values( $answer, 'X-Accel-Expires' ) );
		$this->assertStringContainsString( '"nonce":"' . $user->nonce . '"', $answer['body'] );
	}

	public function test_the_login_page_is_private_and_sets_the_token_its_forms_print(): void {
		$answer = $this->http( 'GET', (string) wp_parse_url( Pages::url( 'login', array(), 'hr' ), PHP_URL_PATH ) );
		$this->assertSame( 200, $answer['status'] );
		$this->assertSame( array( PageCache::PRIVATE ), $this->header_values( $answer, 'Cache-Control' ) );
		$this->assertSame( array(), $this->header_values( $answer, 'X-Accel-Expires' ) );
		$cookie = $this->set_cookies( $answer )['XSRF-TOKEN'] ?? '';
		$this->assertMatchesRegularExpression( '/^XSRF-TOKEN=([a-f0-9]{64});/', $cookie );
		$token = substr( $cookie, 11, 64 );
		$this->assertStringContainsString( 'name="_ks_xsrf" value="' . $token . '"', $answer['body'] );
	}

	public function test_a_visitor_gets_the_tokens_from_get_session_and_a_write_with_them_passes(): void {
		$session = $this->http( 'GET', '/wp-json/kabelshop/v1/session' );
		$this->assertSame( 200, $session['status'] );
		$this->assertSame( array( 'logged_in' => false ), json_decode( $session['body'], true ) );
		$this->assertStringContainsString( 'no-store', implode( ',', $this->header_values( $session, 'Cache-Control' ) ) );
		$nonce  = $this->header_values( $session, 'X-WP-Nonce' )[0] ?? '';
		$cookie = $this->set_cookies( $session )['XSRF-TOKEN'] ?? '';
		$this->assertNotSame( '', $nonce );
		$this->assertMatchesRegularExpression( '/^XSRF-TOKEN=[a-f0-9]{64};/', $cookie );
		$token = substr( $cookie, 11, 64 );
		$body  = (string) wp_json_encode( array( 'lines' => array( array( 'article_code' => 'NOPE-0', 'quantity_m' => 1 ) ) ) );
		$write = array(
			'Content-Type' => 'application/json',
			'X-WP-Nonce'   => $nonce,
			'X-XSRF-TOKEN' => $token,
		);
		$passed = $this->http( 'POST', '/wp-json/kabelshop/v1/cart/quote', $write, $body, array( 'XSRF-TOKEN' => $token ) );
		$this->assertNotContains( $passed['status'], array( 401, 403 ), $passed['body'] );
		unset( $write['X-WP-Nonce'] );
		$refused = $this->http( 'POST', '/wp-json/kabelshop/v1/cart/quote', $write, $body, array( 'XSRF-TOKEN' => $token ) );
		$this->assertSame( 403, $refused['status'], 'without the nonce the same write is refused' );
	}

	public function test_an_answer_any_cache_may_keep_carries_no_nonce_and_sets_no_cookie(): void {
		$answer = $this->http( 'GET', '/wp-json/kabelshop/v1/metal-prices/latest' );
		$this->assertSame( 200, $answer['status'] );
		$this->assertMatchesRegularExpression( '/\bpublic\b/', implode( ',', $this->header_values( $answer, 'Cache-Control' ) ) );
		$this->assertSame( array(), $this->header_values( $answer, 'X-WP-Nonce' ) );
		$this->assertSame( array(), $this->header_values( $answer, 'Set-Cookie' ) );
		$private = $this->http( 'GET', '/wp-json/kabelshop/v1/products' );
		$this->assertNotSame( array(), $this->header_values( $private, 'X-WP-Nonce' ), 'other answers still bring a fresh nonce' );
	}

	/**
	 * The race CI met (stop 29): an island's answer that was sent before the browser had a token
	 * but came back after wp-login.php had issued one replaced the login form's token, and the
	 * login failed with "session expired". Only the session route hands out the cookie now, and
	 * the login forms carry the script that copies the current cookie into their field on submit.
	 */
	public function test_only_the_session_route_hands_out_the_xsrf_cookie(): void {
		foreach ( array( '/wp-json/kabelshop/v1/products', '/wp-json/kabelshop/v1/wishlist', '/wp-json/kabelshop/v1/no-such-route' ) as $path ) {
			$answer = $this->http( 'GET', $path );
			$this->assertArrayNotHasKey( 'XSRF-TOKEN', $this->set_cookies( $answer ), $path . ' (' . $answer['status'] . ')' );
		}
		$this->assertArrayHasKey( 'XSRF-TOKEN', $this->set_cookies( $this->http( 'GET', '/wp-json/kabelshop/v1/session' ) ) );
		$login = $this->http( 'GET', (string) wp_parse_url( Pages::url( 'login', array(), 'en' ), PHP_URL_PATH ) );
		$this->assertStringContainsString( 'document.cookie', $login['body'], 'the themed login page refreshes its token field on submit' );
		$core = $this->http( 'GET', '/wp-login.php' );
		$this->assertStringContainsString( 'input[name=\\"_ks_xsrf\\"]', $core['body'], 'so does wp-login.php' );
	}

	public function test_a_page_that_answers_no_cache_late_keeps_no_x_accel_expires(): void {
		// The order page answers "not found" to a visitor and calls nocache_headers() in its template,
		// after PageCache had sent the public headers: nginx obeys X-Accel-Expires over Cache-Control.
		$answer = $this->http( 'GET', (string) wp_parse_url( Pages::url( 'order', array( 'order' => 1 ), 'hr' ), PHP_URL_PATH ) . '?order=1' );
		$this->assertSame( array(), $this->header_values( $answer, 'X-Accel-Expires' ) );
		$this->assertStringContainsString( 'no-cache', implode( ',', $this->header_values( $answer, 'Cache-Control' ) ) );
	}

	public function test_headers_for_decides_by_method_user_and_what_was_sent(): void {
		PageCache::reset();
		$public = PageCache::headers_for( 'GET', false, array() );
		$this->assertSame( 'public, max-age=60', $public['Cache-Control'] );
		$this->assertSame( PageCache::headers_for( 'HEAD', false, array() ), $public );
		$this->assertSame( array(), PageCache::headers_for( 'POST', false, array() ) );
		$this->assertSame( array(), PageCache::headers_for( 'GET', true, array() ), 'logged in: WordPress\'s private headers stay' );
		$this->assertSame( array(), PageCache::headers_for( 'GET', false, array( 'cache-control' => 'no-cache' ) ) );
		$this->assertSame( array( 'Cache-Control' => PageCache::PRIVATE ), PageCache::headers_for( 'GET', false, array( 'set-cookie' => 'a=b' ) ), 'a page that sets a cookie is this visitor\'s' );
		PageCache::keep_private( 'test' );
		$this->assertSame( array( 'Cache-Control' => PageCache::PRIVATE ), PageCache::headers_for( 'GET', false, array() ) );
		PageCache::reset();
	}
}
