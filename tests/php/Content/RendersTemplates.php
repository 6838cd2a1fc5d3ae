<?php
/**
 * Fetches theme pages from the running test site.
 *
 * @package Kabelshop
 */

declare( strict_types=1 );

namespace Kabelshop\Tests\Content;

/**
 * Pages are requested over HTTP from the test site bin/test.sh serves (KABELSHOP_TEST_URL, the same
 * database as the tests), so WordPress chooses the template itself and header.php / footer.php run
 * once per document as in production (in-process rendering cannot: get_header() uses require_once).
 * A logged-in visitor sends the logged_in cookie WordPress would have set.
 */
trait RendersTemplates {

	/**
	 * The document at a URL of the test site.
	 *
	 * @param string $url     Absolute URL (e.g. Pages::url( 'contact' )).
	 * @param string $lang    'hr' | 'en' | 'sr', sent as an old ?lang= link (followed to the language's URL).
	 * @param int    $user_id Logged-in user, 0 for a visitor.
	 * @param int    $status  Expected HTTP status.
	 */
	protected function fetch( string $url, string $lang = 'en', int $user_id = 0, int $status = 200 ): string {
		// An old ?lang= link answers 301 to the page's URL in that language (I18n\LanguageRouter);
		// the browser follows it once, as a reader's browser would.
		list( $code, $body, $location ) = $this->get_once( add_query_arg( 'lang', $lang, $url ), $user_id );
		if ( 301 === $code && '' !== $location ) {
			list( $code, $body ) = $this->get_once( $location, $user_id );
		}
		$this->assertSame( $status, $code, 'HTTP status of ' . $url );
		return $body;
	}

	/**
	 * One GET without following redirects: [ status, body, Location ('' when none) ].
	 *
	 * @param string $url     Absolute URL.
	 * @param int    $user_id Logged-in user, 0 for a visitor.
	 * @return array{0: int, 1: string, 2: string}
	 */
	private function get_once( string $url, int $user_id ): array {
		// PHP's curl rather than wp_remote_get(): WordPress 6.1's Requests library logs PHP 8.2 deprecations.
		$curl = curl_init( $url );
		curl_setopt_array(
			$curl,
			array(
				CURLOPT_RETURNTRANSFER => true,
				CURLOPT_FOLLOWLOCATION => false,
				CURLOPT_TIMEOUT        => 30,
			)
		);
		if ( $user_id > 0 ) {
			curl_setopt( $curl, CURLOPT_COOKIE, LOGGED_IN_COOKIE . '=' . rawurlencode( wp_generate_auth_cookie( $user_id, time() + HOUR_IN_SECONDS, 'logged_in' ) ) );
		}
		$body = curl_exec( $curl );
		$this->assertIsString( $body, 'request failed: ' . curl_error( $curl ) );
		$code     = (int) curl_getinfo( $curl, CURLINFO_RESPONSE_CODE );
		$location = (string) curl_getinfo( $curl, CURLINFO_REDIRECT_URL );
		curl_close( $curl );
		return array( $code, $body, $location );
	}

	/**
	 * The document as a DOM for XPath queries.
	 *
	 * @param string $html Document.
	 */
	protected function xpath( string $html ): \DOMXPath {
		$dom      = new \DOMDocument();
		$previous = libxml_use_internal_errors( true );
		$dom->loadHTML( '<?xml encoding="UTF-8">' . $html );
		libxml_clear_errors();
		libxml_use_internal_errors( $previous );
		return new \DOMXPath( $dom );
	}

	/**
	 * Text of the first node matching an XPath expression, whitespace collapsed; '' when none.
	 *
	 * @param \DOMXPath $xpath XPath.
	 * @param string    $query Expression.
	 */
	protected function text( \DOMXPath $xpath, string $query ): string {
		$nodes = $xpath->query( $query );
		return $nodes && $nodes->length > 0 ? trim( (string) preg_replace( '/\s+/u', ' ', (string) $nodes->item( 0 )->textContent ) ) : '';
	}
}
