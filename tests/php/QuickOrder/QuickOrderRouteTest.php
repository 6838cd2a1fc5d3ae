<?php
/**
 * POST kabelshop/v1/quick-order/parse.
 *
 * @package Kabelshop
 */

declare( strict_types=1 );

namespace Kabelshop\Tests\QuickOrder;

use Kabelshop\I18n\Locale;
use Kabelshop\Rest\Routes\V1\QuickOrderParse;
use Kabelshop\Security\RateLimiter;
use Kabelshop\Tests\TestCase;

/**
 * The route: anyone, nonce + XSRF, body limits naming text, the rate limit, the answer's shape.
 */
final class QuickOrderRouteTest extends TestCase {

	private const ROUTE = '/kabelshop/v1/quick-order/parse';

	protected function setUp(): void {
		parent::setUp();
		RateLimiter::reset( self::limit_key() );
	}

	protected function tearDown(): void {
		RateLimiter::reset( self::limit_key() );
		parent::tearDown();
	}

	/** The rate-limit key of this process's requests. */
	private static function limit_key(): string {
		return 'quick-order:ip:' . RateLimiter::client_ip();
	}

	public function test_a_visitor_pastes_three_lines_and_gets_each_match(): void {
		$response = $this->rest( 'POST', self::ROUTE, array( 'text' => "NYY-J 5x16 200m\nPP-Y 3x2,5 100\n5x16 100\nXYZ-Q 3x2,5 100" ) );
		$this->assertSame( 200, $response->get_status(), wp_json_encode( $response->get_data() ) );
		$data = $response->get_data();
		$this->assertSame( array( 'matched', 'matched', 'ambiguous', 'unmatched' ), array_column( $data['lines'], 'status' ) );
		$this->assertSame( 'KS-NYYJ-5X16-D', $data['lines'][0]['article']['article_code'] );
		$this->assertSame( "PP-Y 3x2,5 100", $data['lines'][1]['input'] );
		$this->assertGreaterThanOrEqual( 4, count( $data['lines'][2]['candidates'] ) );
		$this->assertSame( 'unknown_type', $data['lines'][3]['reason'] );
		$this->assertSame(
			array(
				'matched'   => 2,
				'ambiguous' => 1,
				'unmatched' => 1,
			),
			$data['counts']
		);
		$this->assertSame( 0, $data['discount_percent'], 'a visitor has no discount' );
	}

	public function test_an_approved_customer_sees_the_discount_the_quote_gives(): void {
		$this->login( $this->make_customer() );
		$data = $this->rest( 'POST', self::ROUTE, array( 'text' => 'NYY-J 5x16 200' ) )->get_data();
		$this->assertSame( 20, $data['discount_percent'] );
	}

	public function test_the_size_label_and_messages_follow_the_request_language(): void {
		$parse = fn(): array => $this->rest( 'POST', self::ROUTE, array( 'text' => "PP-Y 3x2,5 100\nNYY-J 5x16" ) )->get_data();
		$en    = Locale::in_language( 'en', $parse );
		$this->assertSame( '3x2.5', $en['lines'][0]['article']['size_label'] );
		$this->assertStringStartsWith( 'No quantity', $en['lines'][1]['message'] );
		$sr = Locale::in_language( 'sr', $parse );
		$this->assertSame( '3x2,5', $sr['lines'][0]['article']['size_label'] );
		$this->assertStringStartsWith( 'Nema količine', $sr['lines'][1]['message'] );
	}

	public function test_too_many_lines_or_no_text_are_refused_naming_text(): void {
		$this->assertFieldError( $this->rest( 'POST', self::ROUTE, array( 'text' => str_repeat( "x 1\n", 501 ) ) ), 'text' );
		$this->assertFieldError( $this->rest( 'POST', self::ROUTE, array( 'text' => str_repeat( 'x', QuickOrderParse::MAX_BYTES + 1 ) ) ), 'text' );
		$this->assertFieldError( $this->rest( 'POST', self::ROUTE, array() ), 'text' );
	}

	public function test_the_nonce_and_the_xsrf_token_are_needed(): void {
		$this->assertSame( 403, $this->rest( 'POST', self::ROUTE, array( 'text' => 'NYY-J 5x16 200' ), array( 'xsrf' => false ) )->get_status() );
		$this->assertSame( 403, $this->rest( 'POST', self::ROUTE, array( 'text' => 'NYY-J 5x16 200' ), array( 'headers' => array( 'X-WP-Nonce' => 'wrong' ) ) )->get_status() );
	}

	public function test_the_route_is_rate_limited_per_address(): void {
		for ( $i = 0; $i < QuickOrderParse::RATE_MAX; $i++ ) {
			RateLimiter::hit( self::limit_key(), QuickOrderParse::RATE_WINDOW );
		}
		$response = $this->rest( 'POST', self::ROUTE, array( 'text' => 'NYY-J 5x16 200' ) );
		$this->assertSame( 429, $response->get_status() );
		$this->assertSame( 'kabelshop_quick_order_rate_limited', $response->get_data()['code'] );
		$this->assertGreaterThan( 0, (int) $response->get_headers()['Retry-After'] );
	}
}
