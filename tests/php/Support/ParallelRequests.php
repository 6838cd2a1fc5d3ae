<?php
/**
 * Many REST writes of one customer sent to the served test site at the same moment.
 *
 * @package Kabelshop
 */

declare( strict_types=1 );

namespace Kabelshop\Tests\Support;

use Kabelshop\Tests\HttpClient;
use Kabelshop\Tests\Security\SiteClient;
use Kabelshop\Tests\Security\SiteIdentity;

/**
 * at_once() fires a batch of kabelshop/v1 writes as one logged-in customer (a real session cookie,
 * its wp_rest nonce and an XSRF double-submit token, as a browser sends them) through curl_multi,
 * all started before any answer is read: what two tabs, a double click or a script of 10 saves
 * does. The served site (bin/lib.sh serve(): php -S with 4 workers) runs up to 4 of them at a time,
 * so each change's read and write overlap with others'. Skips the test without a served site
 * (KABELSHOP_TEST_URL unset).
 */
trait ParallelRequests {

	/**
	 * Sends every request at once and waits for all answers.
	 *
	 * @param int                                                                   $user_id  The customer.
	 * @param list<array{method: string, route?: string, url?: string, json?: array<string, mixed>, form?: array<string, string>}> $requests Route without leading slash, e.g. 'kabelshop/v1/order-lists', or an absolute URL of the site (a page); a JSON or form body.
	 * @return list<array{status: int, body: array<string, mixed>, raw: string, headers: array<string, string>}> In the order of $requests; header names in lower case.
	 */
	private function at_once( int $user_id, array $requests ): array {
		$site = SiteClient::from_env();
		if ( null === $site ) {
			$this->markTestSkipped( 'KABELSHOP_TEST_URL is not set: run through bash bin/test.sh php, which serves the test site.' );
		}
		$identity = SiteIdentity::logged_in( 'parallel', $user_id );
		$xsrf     = bin2hex( random_bytes( 32 ) );
		$multi    = curl_multi_init();
		$handles  = array();
		$received = array();
		foreach ( $requests as $index => $request ) {
			$headers = array(
				'Accept: application/json',
				'X-WP-Nonce: ' . $identity->nonce,
				'X-XSRF-TOKEN: ' . $xsrf,
			);
			$body    = '';
			if ( isset( $request['json'] ) ) {
				$headers[] = 'Content-Type: application/json';
				$body      = (string) wp_json_encode( (object) $request['json'] );
			} elseif ( isset( $request['form'] ) ) {
				$headers[] = 'Content-Type: application/x-www-form-urlencoded';
				$body      = http_build_query( $request['form'] );
			}
			$handle                     = curl_init( $request['url'] ?? $site->url( (string) ( $request['route'] ?? '' ) ) );
			$received[ (int) $index ] = array();
			curl_setopt(
				$handle,
				CURLOPT_HEADERFUNCTION,
				static function ( $curl, string $line ) use ( &$received, $index ): int {
					$parts = explode( ':', $line, 2 );
					if ( 2 === count( $parts ) ) {
						$received[ (int) $index ][ strtolower( trim( $parts[0] ) ) ] = trim( $parts[1] );
					}
					return strlen( $line );
				}
			);
			curl_setopt_array(
				$handle,
				array(
					CURLOPT_CUSTOMREQUEST  => $request['method'],
					CURLOPT_POSTFIELDS     => $body,
					CURLOPT_HTTPHEADER     => $headers,
					CURLOPT_COOKIE         => HttpClient::cookie_header( $identity->cookies + array( 'XSRF-TOKEN' => $xsrf ) ),
					CURLOPT_RETURNTRANSFER => true,
					CURLOPT_TIMEOUT        => 60,
					CURLOPT_FORBID_REUSE   => true,
					CURLOPT_FRESH_CONNECT  => true,
				)
			);
			curl_multi_add_handle( $multi, $handle );
			$handles[ $index ] = $handle;
		}
		do {
			curl_multi_exec( $multi, $running );
			curl_multi_select( $multi, 0.05 );
		} while ( $running > 0 );
		$answers = array();
		foreach ( $handles as $index => $handle ) {
			$raw       = (string) curl_multi_getcontent( $handle );
			$decoded   = json_decode( $raw, true );
			$answers[] = array(
				'status'  => (int) curl_getinfo( $handle, CURLINFO_RESPONSE_CODE ),
				'body'    => is_array( $decoded ) ? $decoded : array(),
				'raw'     => substr( $raw, 0, 400 ),
				'headers' => $received[ (int) $index ] ?? array(),
			);
			curl_multi_remove_handle( $multi, $handle );
			curl_close( $handle );
		}
		curl_multi_close( $multi );
		wp_cache_flush();
		return $answers;
	}

	/**
	 * The statuses of at_once()'s answers, sorted (for assertions on "how many of each").
	 *
	 * @param list<array{status: int}> $answers Answers.
	 * @return list<int>
	 */
	private static function statuses( array $answers ): array {
		$statuses = array_column( $answers, 'status' );
		sort( $statuses );
		return $statuses;
	}
}
