<?php
/**
 * Limits of the visitors' forms that fit an office behind one address (issue 27).
 *
 * @package Kabelshop
 */

declare( strict_types=1 );

namespace Kabelshop\Tests\Security;

use Kabelshop\Forms\FormsSettings;
use Kabelshop\Rest\Routes\V1\FormsContact;
use Kabelshop\Security\BotCheckSettings;
use Kabelshop\Tests\Accounts\RegistrationRouteTest;
use Kabelshop\Tests\Support\CapturesMail;
use Kabelshop\Tests\TestCase;
use WP_REST_Request;
use WP_REST_Response;

/**
 * Security\VisitorWriteGuard through the contact form: a tight budget per browser (its XSRF-TOKEN
 * cookie), a loose one per address, both set by staff on "Kabelshop -> Bot check"
 * (BotCheckSettings). Each test sends from its own address.
 */
final class VisitorLimitsTest extends TestCase {

	use CapturesMail;

	private const ROUTE = '/kabelshop/v1/forms/contact';

	protected function setUp(): void {
		parent::setUp();
		$_SERVER['REMOTE_ADDR'] = '198.18.' . wp_rand( 0, 255 ) . '.' . wp_rand( 1, 254 );
		$this->capture_mails();
		foreach ( array( BotCheckSettings::OPTION_SITE, BotCheckSettings::OPTION_SECRET, BotCheckSettings::OPTION_ADDRESS_LIMIT, BotCheckSettings::OPTION_BROWSER_LIMIT ) as $option ) {
			delete_option( $option );
		}
		update_option( FormsSettings::OPTION_CONTACT, 'contact-desk@example.test' );
		RegistrationRouteTest::use_language( 'en' );
	}

	protected function tearDown(): void {
		RegistrationRouteTest::use_language( null );
		$this->stop_capturing_mails();
		foreach ( array( BotCheckSettings::OPTION_ADDRESS_LIMIT, BotCheckSettings::OPTION_BROWSER_LIMIT, FormsSettings::OPTION_CONTACT ) as $option ) {
			delete_option( $option );
		}
		unset( $_SERVER['REMOTE_ADDR'], $_COOKIE['XSRF-TOKEN'] );
		parent::tearDown();
	}

	public function test_twelve_people_of_one_office_each_send_a_message(): void {
		for ( $i = 1; $i <= 12; $i++ ) {
			$response = $this->rest( 'POST', self::ROUTE, $this->body() );
			$this->assertSame( 200, $response->get_status(), "message $i from the office's address: " . wp_json_encode( $response->get_data() ) );
		}
		$this->assertCount( 12, $this->mails, 'every message reached the desk' );
	}

	public function test_one_browser_over_its_budget_is_refused_and_the_colleague_is_not(): void {
		$browser = bin2hex( random_bytes( 32 ) );
		for ( $i = 1; $i <= FormsContact::MAX_PER_BROWSER; $i++ ) {
			$this->assertSame( 200, $this->send_from( $browser )->get_status(), "message $i of the browser" );
		}
		$refused = $this->send_from( $browser );
		$this->assertSame( 429, $refused->get_status() );
		$this->assertSame( 'kabelshop_contact_rate_limited', $refused->get_data()['code'] );
		$this->assertSame( 'Too many messages from your network. Please try again later.', $refused->get_data()['message'] );
		$this->assertGreaterThan( HOUR_IN_SECONDS - 60, (int) ( $refused->get_headers()['Retry-After'] ?? 0 ) );
		$this->assertCount( FormsContact::MAX_PER_BROWSER, $this->mails, 'the refused message was not mailed' );

		$this->assertSame( 200, $this->send_from( bin2hex( random_bytes( 32 ) ) )->get_status(), 'a colleague behind the same address still sends' );
	}

	public function test_staff_set_both_limits(): void {
		update_option( BotCheckSettings::OPTION_BROWSER_LIMIT, 2 );
		$browser = bin2hex( random_bytes( 32 ) );
		$statuses = array();
		for ( $i = 0; $i < 3; $i++ ) {
			$statuses[] = $this->send_from( $browser )->get_status();
		}
		$this->assertSame( array( 200, 200, 429 ), $statuses, 'the browser budget staff set' );

		update_option( BotCheckSettings::OPTION_ADDRESS_LIMIT, 4 );
		$this->assertSame( 200, $this->rest( 'POST', self::ROUTE, $this->body() )->get_status(), 'the fourth attempt from the address passes' );
		$this->assertSame( 429, $this->rest( 'POST', self::ROUTE, $this->body() )->get_status(), 'the address backstop staff set, for a new browser too' );
	}

	public function test_the_limits_are_sanitised(): void {
		$this->assertSame( BotCheckSettings::DEFAULT_ADDRESS_LIMIT, BotCheckSettings::sanitize_address_limit( 'many' ) );
		$this->assertSame( 1, BotCheckSettings::sanitize_address_limit( '0' ) );
		$this->assertSame( BotCheckSettings::MAX_LIMIT, BotCheckSettings::sanitize_address_limit( '99999' ) );
		$this->assertSame( 0, BotCheckSettings::sanitize_browser_limit( '' ) );
		$this->assertSame( 0, BotCheckSettings::sanitize_browser_limit( '-3' ) );
		$this->assertSame( 12, BotCheckSettings::sanitize_browser_limit( '12' ) );
		$this->assertSame( 10, BotCheckSettings::browser_limit( 10 ), '0 = the form\'s own budget' );
		$this->assertGreaterThanOrEqual( 30, BotCheckSettings::address_limit(), 'the default fits an office' );
	}

	/**
	 * Posts a valid contact message from the browser holding this XSRF-TOKEN cookie.
	 *
	 * @param string $browser The browser's XSRF-TOKEN.
	 */
	private function send_from( string $browser ): WP_REST_Response {
		$request = new WP_REST_Request( 'POST', self::ROUTE );
		$request->set_header( 'Content-Type', 'application/json' );
		$request->set_body( (string) wp_json_encode( $this->body() ) );
		$request->set_header( 'X-WP-Nonce', wp_create_nonce( 'wp_rest' ) );
		$request->set_header( 'X-XSRF-TOKEN', $browser );
		$_COOKIE['XSRF-TOKEN'] = $browser;
		return $this->serve( $request );
	}

	/**
	 * A valid contact message.
	 *
	 * @return array<string, mixed>
	 */
	private function body(): array {
		return array(
			'name'    => 'Ivana Horvat',
			'company' => 'Elektro Horvat d.o.o.',
			'email'   => $this->unique( 'office' ) . '@example.test',
			'phone'   => '',
			'message' => 'Do you cut NYY-J 5x16 to length?',
			'consent' => true,
		);
	}
}
