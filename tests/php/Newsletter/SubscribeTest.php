<?php
/**
 * Signup, double opt-in and unsubscribe of the price-list mailing.
 *
 * @package Kabelshop
 */

declare( strict_types=1 );

namespace Kabelshop\Tests\Newsletter;

use Kabelshop\Newsletter\NewsletterPages;
use Kabelshop\Newsletter\NewsletterTables;
use Kabelshop\Newsletter\Subscribers;
use Kabelshop\Security\BotCheckSettings;
use Kabelshop\Tests\Accounts\RegistrationRouteTest;
use Kabelshop\Tests\Support\CapturesMail;
use Kabelshop\Tests\TestCase;

/**
 * POST kabelshop/v1/newsletter/subscribe and POST kabelshop/v1/newsletter/unsubscribe through the real
 * REST server, and the confirmation and unsubscribe pages (NewsletterPages). Each test comes from its
 * own IP so that the per-IP limit of one cannot touch another.
 */
final class SubscribeTest extends TestCase {

	use CapturesMail;
	use NewsletterFixtures;

	protected function setUp(): void {
		parent::setUp();
		$_SERVER['REMOTE_ADDR'] = '198.51.' . wp_rand( 0, 255 ) . '.' . wp_rand( 1, 254 );
		$this->capture_mails();
		delete_option( BotCheckSettings::OPTION_SITE );
		delete_option( BotCheckSettings::OPTION_SECRET );
		RegistrationRouteTest::use_language( 'en' );
	}

	protected function tearDown(): void {
		RegistrationRouteTest::use_language( null );
		$this->stop_capturing_mails();
		unset( $_SERVER['REMOTE_ADDR'] );
		parent::tearDown();
	}

	/**
	 * Signs up an address.
	 *
	 * @param string $email   Address.
	 * @param bool   $consent Consent box.
	 */
	private function subscribe( string $email, bool $consent = true ): \WP_REST_Response {
		return $this->rest(
			'POST',
			'/kabelshop/v1/newsletter/subscribe',
			array(
				'email'   => $email,
				'consent' => $consent,
			)
		);
	}

	/**
	 * The confirmation link of the captured mail to an address, and its token.
	 *
	 * @param string $email Address.
	 * @return array{0: string, 1: string} URL and token.
	 */
	private function confirmation_link( string $email ): array {
		$mail = $this->mail_to( $email );
		$this->assertSame( 1, preg_match( '#(https?://\S+kabelshop_newsletter=confirm\S*token=([0-9a-f]{64}))#', (string) $mail['message'], $m ), (string) $mail['message'] );
		return array( $m[1], $m[2] );
	}

	public function test_a_valid_signup_is_pending_with_its_consent_and_gets_the_confirmation_mail(): void {
		$email    = $this->unique( 'nl' ) . '@Example.test';
		$response = $this->subscribe( $email );
		$this->assertSame( 200, $response->get_status(), (string) wp_json_encode( $response->get_data() ) );
		$this->assertSame( array( 'received' => true ), $response->get_data() );

		$subscriber = ( new Subscribers() )->find_by_email( $email );
		$this->assertNotNull( $subscriber );
		$this->assertSame( strtolower( $email ), $subscriber['email'] );
		$this->assertSame( Subscribers::PENDING, $subscriber['status'] );
		$this->assertSame( 'en', $subscriber['language'] );
		$this->assertSame( $_SERVER['REMOTE_ADDR'], $subscriber['consent_ip'] );
		$this->assertStringStartsWith( 'I agree that Kabelshop sends me the changes of the cable price list', $subscriber['consent_text'] );
		$this->assertEqualsWithDelta( time(), strtotime( $subscriber['consent_at'] . ' UTC' ), 60 );

		$mail = $this->mail_to( strtolower( $email ) );
		$this->assertSame( 'Please confirm your subscription to the Kabelshop price list', $mail['subject'] );
		list( $url ) = $this->confirmation_link( strtolower( $email ) );
		$this->assertStringStartsWith( home_url( '/en/' ), $url, 'the link opens in the language of the signup' );
		$headers = self::headers_of( $mail );
		$this->assertMatchesRegularExpression( '#^List-Unsubscribe: <https?://\S+/kabelshop/v1/newsletter/unsubscribe\?id=\d+&token=[0-9a-f]{64}>$#m', $headers );
		$this->assertStringContainsString( 'List-Unsubscribe-Post: List-Unsubscribe=One-Click', $headers );
	}

	public function test_a_croatian_signup_gets_a_croatian_mail(): void {
		RegistrationRouteTest::use_language( 'hr' );
		$email = $this->unique( 'nl' ) . '@example.test';
		$this->assertSame( 200, $this->subscribe( $email )->get_status() );
		$mail = $this->mail_to( $email );
		$this->assertStringContainsString( 'Potvrdite', $mail['subject'] );
		list( $url ) = $this->confirmation_link( $email );
		$this->assertStringStartsWith( home_url( '/?' ), $url );
	}

	/**
	 * @return array<string, array{0: string, 1: bool, 2: string}>
	 */
	public static function bad_signups(): array {
		return array(
			'no e-mail'       => array( '', true, 'email' ),
			'invalid e-mail'  => array( 'ana@', true, 'email' ),
			'too long'        => array( str_repeat( 'a', 95 ) . '@example.test', true, 'email' ),
			'missing consent' => array( 'ana@example.test', false, 'consent' ),
		);
	}

	/**
	 * @dataProvider bad_signups
	 *
	 * @param string $email   Address.
	 * @param bool   $consent Consent.
	 * @param string $field   The field the answer must name.
	 */
	public function test_a_bad_signup_names_the_field_and_stores_nothing( string $email, bool $consent, string $field ): void {
		global $wpdb;
		$table    = NewsletterTables::subscribers();
		$before   = (int) $wpdb->get_var( "SELECT COUNT(*) FROM {$table}" ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared
		$response = $this->subscribe( $email, $consent );
		$this->assertFieldError( $response, $field );
		$this->assertSame( 'kabelshop_newsletter_invalid', $response->get_data()['code'] );
		$this->assertSame( $before, (int) $wpdb->get_var( "SELECT COUNT(*) FROM {$table}" ) ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared
		$this->assertSame( array(), $this->mails );
	}

	public function test_without_the_nonce_nobody_is_subscribed(): void {
		$email    = $this->unique( 'nl' ) . '@example.test';
		$response = $this->rest(
			'POST',
			'/kabelshop/v1/newsletter/subscribe',
			array(
				'email'   => $email,
				'consent' => true,
			),
			array( 'nonce' => false )
		);
		$this->assertSame( 403, $response->get_status() );
		$this->assertNull( ( new Subscribers() )->find_by_email( $email ) );
	}

	public function test_the_rate_limit_answers_429(): void {
		for ( $i = 0; $i < BotCheckSettings::address_limit(); $i++ ) {
			$this->assertSame( 200, $this->subscribe( $this->unique( 'nl' ) . '@example.test' )->get_status() );
		}
		$response = $this->subscribe( $this->unique( 'nl' ) . '@example.test' );
		$this->assertSame( 429, $response->get_status() );
		$this->assertSame( 'kabelshop_newsletter_rate_limited', $response->get_data()['code'] );
		$this->assertNotEmpty( $response->get_headers()['Retry-After'] ?? '' );
	}

	public function test_a_confirmed_address_gets_the_same_answer_and_no_mail(): void {
		$subscriber = $this->make_subscriber( Subscribers::CONFIRMED, 'hr' );
		$response   = $this->subscribe( strtoupper( $subscriber['email'] ) );
		$this->assertSame( 200, $response->get_status() );
		$this->assertSame( array( 'received' => true ), $response->get_data() );
		$this->assertSame( array(), $this->mails );
		$after = ( new Subscribers() )->find( $subscriber['id'] );
		$this->assertSame( Subscribers::CONFIRMED, $after['status'] );
		$this->assertSame( 'hr', $after['language'], 'the stored consent is not replaced' );
	}

	public function test_double_opt_in_pending_until_the_button_is_pressed(): void {
		$email = $this->unique( 'nl' ) . '@example.test';
		$this->subscribe( $email );
		list( , $token ) = $this->confirmation_link( $email );
		$pages           = new NewsletterPages();

		$ask = $pages->view( 'confirm', array( 'token' => $token ), false );
		$this->assertSame( 'ask', $ask['status'], 'a GET (a mail scanner) only shows the button' );
		$this->assertSame( Subscribers::PENDING, ( new Subscribers() )->find_by_email( $email )['status'] );

		$done = $pages->view( 'confirm', array( 'token' => $token ), true );
		$this->assertSame( 'done', $done['status'] );
		$this->assertSame( 'Subscription confirmed', $done['title'] );
		$subscriber = ( new Subscribers() )->find_by_email( $email );
		$this->assertSame( Subscribers::CONFIRMED, $subscriber['status'] );
		$this->assertNotNull( $subscriber['confirmed_at'] );

		// Issue 27: the used link is not asked again; it says the address is confirmed, and changes nothing.
		$used = $pages->view( 'confirm', array( 'token' => $token ), false );
		$this->assertSame( 'done', $used['status'], 'a used link says it is done, with no button' );
		$this->assertSame( '', $used['button'] );
		$this->assertStringContainsString( 'already confirmed', $used['message'] );
		$again = $pages->view( 'confirm', array( 'token' => $token ), true );
		$this->assertSame( 'done', $again['status'] );
		$this->assertSame( $subscriber['confirmed_at'], ( new Subscribers() )->find_by_email( $email )['confirmed_at'], 'a second press confirms nothing anew' );

		// After unsubscribing, the old link confirms nothing: it is void.
		( new Subscribers() )->unsubscribe( (int) $subscriber['id'] );
		$this->assertSame( 'error', $pages->view( 'confirm', array( 'token' => $token ), false )['status'] );
		$this->assertSame( 'error', $pages->view( 'confirm', array( 'token' => $token ), true )['status'] );
		$this->assertSame( Subscribers::UNSUBSCRIBED, ( new Subscribers() )->find_by_email( $email )['status'] );
	}

	public function test_an_expired_confirmation_link_is_refused(): void {
		global $wpdb;
		$email = $this->unique( 'nl' ) . '@example.test';
		$this->subscribe( $email );
		list( , $token ) = $this->confirmation_link( $email );
		$wpdb->update( NewsletterTables::subscribers(), array( 'confirm_expires_at' => gmdate( 'Y-m-d H:i:s', time() - 60 ) ), array( 'email' => $email ) );

		$this->assertSame( 'The confirmation link has expired', ( new NewsletterPages() )->view( 'confirm', array( 'token' => $token ), false )['title'], 'the GET says so at once, no button' );
		$view = ( new NewsletterPages() )->view( 'confirm', array( 'token' => $token ), true );
		$this->assertSame( 'error', $view['status'] );
		$this->assertSame( 'The confirmation link has expired', $view['title'] );
		$this->assertSame( Subscribers::PENDING, ( new Subscribers() )->find_by_email( $email )['status'] );
		$this->assertSame( 'expired', ( new Subscribers() )->confirm( $token )['result'] );
	}

	public function test_the_confirmation_expires_after_seven_days(): void {
		$email = $this->unique( 'nl' ) . '@example.test';
		$this->subscribe( $email );
		global $wpdb;
		$expires = (string) $wpdb->get_var( $wpdb->prepare( 'SELECT confirm_expires_at FROM ' . NewsletterTables::subscribers() . ' WHERE email = %s', $email ) ); // phpcs:ignore WordPress.DB.PreparedSQL.NotPrepared
		$this->assertEqualsWithDelta( time() + 7 * DAY_IN_SECONDS, strtotime( $expires . ' UTC' ), 60 );
	}

	public function test_one_click_unsubscribe_by_post_without_nonce_or_cookie(): void {
		$subscriber = $this->make_subscriber( Subscribers::CONFIRMED );
		$token      = Subscribers::unsubscribe_token( $subscriber['id'], $subscriber['email'] );
		$request    = new \WP_REST_Request( 'POST', '/kabelshop/v1/newsletter/unsubscribe' );
		$request->set_query_params(
			array(
				'id'    => (string) $subscriber['id'],
				'token' => $token,
			)
		);
		$request->set_header( 'Content-Type', 'application/x-www-form-urlencoded' );
		$request->set_body_params( array( 'List-Unsubscribe' => 'One-Click' ) );
		$response = $this->serve( $request );
		$this->assertSame( 200, $response->get_status(), (string) wp_json_encode( $response->get_data() ) );
		$this->assertSame( Subscribers::UNSUBSCRIBED, ( new Subscribers() )->find( $subscriber['id'] )['status'] );
	}

	public function test_one_click_unsubscribe_with_a_wrong_token_changes_nothing(): void {
		$subscriber = $this->make_subscriber( Subscribers::CONFIRMED );
		$other      = $this->make_subscriber( Subscribers::CONFIRMED );
		$request    = new \WP_REST_Request( 'POST', '/kabelshop/v1/newsletter/unsubscribe' );
		$request->set_query_params(
			array(
				'id'    => (string) $subscriber['id'],
				'token' => Subscribers::unsubscribe_token( $other['id'], $other['email'] ),
			)
		);
		$response = $this->serve( $request );
		$this->assertSame( 403, $response->get_status() );
		$this->assertSame( 'kabelshop_newsletter_invalid_token', $response->get_data()['code'] );
		$this->assertSame( Subscribers::CONFIRMED, ( new Subscribers() )->find( $subscriber['id'] )['status'] );
	}

	public function test_the_unsubscribe_page_asks_then_unsubscribes(): void {
		$subscriber = $this->make_subscriber( Subscribers::CONFIRMED, 'en' );
		$query      = array(
			'id'    => (string) $subscriber['id'],
			'token' => Subscribers::unsubscribe_token( $subscriber['id'], $subscriber['email'] ),
		);
		$pages      = new NewsletterPages();
		$this->assertSame( 'ask', $pages->view( 'unsubscribe', $query, false )['status'] );
		$this->assertSame( Subscribers::CONFIRMED, ( new Subscribers() )->find( $subscriber['id'] )['status'] );
		$done = $pages->view( 'unsubscribe', $query, true );
		$this->assertSame( 'You have been unsubscribed', $done['title'] );
		$this->assertStringContainsString( $subscriber['email'], $done['message'] );
		$this->assertSame( Subscribers::UNSUBSCRIBED, ( new Subscribers() )->find( $subscriber['id'] )['status'] );
		$this->assertSame( 'error', $pages->view( 'unsubscribe', array( 'token' => str_repeat( 'a', 64 ) ) + $query, true )['status'] );
	}

	/**
	 * A confirmed subscriber who unsubscribed, with a consent record dated a month ago.
	 *
	 * @return array<string, mixed> Subscribers::shape() of the stored row.
	 */
	private function unsubscribed_after_consent(): array {
		global $wpdb;
		$subscriber = $this->make_subscriber( Subscribers::CONFIRMED, 'hr' );
		( new Subscribers() )->unsubscribe( $subscriber['id'] );
		$month_ago = gmdate( 'Y-m-d H:i:s', time() - 30 * DAY_IN_SECONDS );
		$wpdb->update(
			NewsletterTables::subscribers(),
			array(
				'consent_at'      => $month_ago,
				'unsubscribed_at' => gmdate( 'Y-m-d H:i:s', time() - 10 * DAY_IN_SECONDS ),
			),
			array( 'id' => $subscriber['id'] )
		);
		$stored = ( new Subscribers() )->find( $subscriber['id'] );
		$this->assertSame( Subscribers::UNSUBSCRIBED, $stored['status'] );
		return $stored;
	}

	public function test_signing_up_an_unsubscribed_address_changes_nothing_until_the_new_link_is_confirmed(): void {
		$before = $this->unsubscribed_after_consent();
		$this->assertSame( 200, $this->subscribe( $before['email'] )->get_status() );

		$this->assertSame( $before, ( new Subscribers() )->find( $before['id'] ), 'status, unsubscribe date and the consent record (time, IP, text, language) as they were' );
		$mail = $this->mail_to( $before['email'] );
		$this->assertSame( 'Please confirm your subscription to the Kabelshop price list', $mail['subject'], 'a new confirmation, in the language of this signup' );
		list( , $token ) = $this->confirmation_link( $before['email'] );
		$this->assertSame( 'ask', ( new NewsletterPages() )->view( 'confirm', array( 'token' => $token ), false )['status'] );
		$this->assertSame( $before, ( new Subscribers() )->find( $before['id'] ), 'opening the link changes nothing either' );

		$this->assertSame( 'done', ( new NewsletterPages() )->view( 'confirm', array( 'token' => $token ), true )['status'] );
		$after = ( new Subscribers() )->find( $before['id'] );
		$this->assertSame( Subscribers::CONFIRMED, $after['status'] );
		$this->assertNull( $after['unsubscribed_at'], 'subscribed again' );
		$this->assertSame( 'en', $after['language'], 'the new signup\'s language' );
		$this->assertSame( $_SERVER['REMOTE_ADDR'], $after['consent_ip'], 'the new consent record' );
		$this->assertStringStartsWith( 'I agree that Kabelshop sends me', $after['consent_text'] );
		$this->assertEqualsWithDelta( time(), strtotime( $after['consent_at'] . ' UTC' ), 60 );
	}

	public function test_an_unconfirmed_signup_of_an_unsubscribed_address_is_void_after_unsubscribing_again(): void {
		$before = $this->unsubscribed_after_consent();
		$this->subscribe( $before['email'] );
		list( , $token ) = $this->confirmation_link( $before['email'] );
		$pages = new NewsletterPages();
		$query = array(
			'id'    => (string) $before['id'],
			'token' => Subscribers::unsubscribe_token( $before['id'], $before['email'] ),
		);
		$this->assertSame( 'done', $pages->view( 'unsubscribe', $query, true )['status'] );
		$this->assertSame( 'error', $pages->view( 'confirm', array( 'token' => $token ), true )['status'], 'the pending link is void' );
		$this->assertSame( $before, ( new Subscribers() )->find( $before['id'] ), 'the first unsubscribe date is kept' );
	}

	public function test_a_pending_address_keeps_its_first_consent_until_a_link_is_confirmed(): void {
		$email = $this->unique( 'nl' ) . '@example.test';
		$this->subscribe( $email );
		$first = ( new Subscribers() )->find_by_email( $email );
		list( , $old_token ) = $this->confirmation_link( $email );
		$this->mails = array();
		$_SERVER['REMOTE_ADDR'] = '203.0.113.77';
		$this->subscribe( $email );
		$this->assertSame( $first, ( new Subscribers() )->find_by_email( $email ), 'the second signup waits' );
		list( , $token ) = $this->confirmation_link( $email );
		$this->assertSame( 'unknown', ( new Subscribers() )->confirm( $old_token )['result'], 'the earlier link is void' );
		$this->assertSame( 'confirmed', ( new Subscribers() )->confirm( $token )['result'] );
		$this->assertSame( '203.0.113.77', ( new Subscribers() )->find_by_email( $email )['consent_ip'], 'the confirmed signup\'s consent' );
	}
}
