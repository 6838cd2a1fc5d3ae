<?php
/**
 * Core's speculative loading on the served site (issue 28).
 *
 * @package Kabelshop
 */

declare( strict_types=1 );

namespace Kabelshop\Tests\Http;

use Kabelshop\Content\Pages;
use Kabelshop\Tests\Security\ServedSiteRequests;
use Kabelshop\Tests\Security\SiteIdentity;
use Kabelshop\Tests\TestCase;

/**
 * A visitor's page carries WordPress's own speculation rules (conservative prefetch), which leave
 * out the REST API as well as core's own exclusions (query strings, wp-login.php); a logged-in
 * customer's page carries none (their pages have their own prices).
 */
final class SpeculativeLoadingTest extends TestCase {

	use ServedSiteRequests;

	/**
	 * The speculation rules printed in a page, decoded; null when there are none.
	 *
	 * @param string $html The page.
	 * @return array<string, mixed>|null
	 */
	private function rules( string $html ): ?array {
		if ( ! preg_match( '#<script type="speculationrules">(.*?)</script>#s', $html, $match ) ) {
			return null;
		}
		$rules = json_decode( trim( $match[1] ), true );
		$this->assertIsArray( $rules, 'the rules are JSON' );
		return $rules;
	}

	/**
	 * The href_matches patterns a rule set excludes.
	 *
	 * @param array<string, mixed> $rules Decoded rules.
	 * @return list<string>
	 */
	private function excluded( array $rules ): array {
		$excluded = array();
		foreach ( $rules['prefetch'][0]['where']['and'] ?? array() as $condition ) {
			foreach ( (array) ( $condition['not']['href_matches'] ?? array() ) as $pattern ) {
				$excluded[] = (string) $pattern;
			}
		}
		return $excluded;
	}

	public function test_a_visitors_page_prefetches_on_pointer_down_but_never_the_rest_api(): void {
		foreach ( array( 'hr', 'en' ) as $code ) {
			$page = $this->http( 'GET', (string) wp_parse_url( Pages::url( 'catalogue', array(), $code ), PHP_URL_PATH ) );
			$this->assertSame( 200, $page['status'] );
			$rules = $this->rules( $page['body'] );
			$this->assertNotNull( $rules, "$code: the visitor's catalogue carries speculation rules" );
			$this->assertSame( 'conservative', $rules['prefetch'][0]['eagerness'] ?? null, "$code: fetched on pointer down only" );
			$excluded = $this->excluded( $rules );
			$this->assertContains( '/' . rest_get_url_prefix() . '/*', $excluded, "$code: downloads and rate-limited answers are not prefetched" );
			$this->assertContains( '/*\\?(.+)', $excluded, "$code: nor addresses with a query (?lang=, tokens)" );
			$this->assertContains( '/wp-*.php', $excluded, "$code: nor the login page" );
		}
	}

	public function test_a_logged_in_customers_page_carries_no_speculation_rules(): void {
		$user = SiteIdentity::logged_in( 'customer', $this->make_customer() );
		$page = $this->http( 'GET', (string) wp_parse_url( Pages::url( 'catalogue', array(), 'hr' ), PHP_URL_PATH ), array(), null, $user->cookies );
		$this->assertSame( 200, $page['status'] );
		$this->assertNull( $this->rules( $page['body'] ) );
	}
}
