<?php
/**
 * The login forms over HTTP: per-visitor token, one message, wp-login.php's lost password, bot check widget.
 *
 * @package Kabelshop
 */

declare( strict_types=1 );

namespace Kabelshop\Tests\Accounts;

use Kabelshop\Accounts\LoginGate;
use Kabelshop\Accounts\LoginToken;
use Kabelshop\Content\Pages;
use Kabelshop\Security\BotCheckSettings;
use Kabelshop\Security\RateLimiter;
use Kabelshop\Tests\HttpClient;
use Kabelshop\Tests\TestCase;

/**
 * Real requests to the served test site (same database), in English (language cookie), as a
 * browser sends them: a GET of the form first (which sets the XSRF-TOKEN cookie), then the POST.
 * All requests come from 127.0.0.1, whose login counters are reset after each test so the
 * e2e logins that follow are not slowed down.
 */
final class LoginFormsHttpTest extends TestCase {

	/** @var list<int> Users whose counters to reset. */
	private array $users = array();

	protected function setUp(): void {
		parent::setUp();
		$this->in_english();
		$this->users = array();
	}

	protected function tearDown(): void {
		$_SERVER['REMOTE_ADDR'] = '127.0.0.1';
		RateLimiter::reset( LoginGate::ip_key() );
		foreach ( $this->users as $id ) {
			RateLimiter::reset( 'login:user:' . $id );
			RateLimiter::reset( LoginGate::pair_key( 'login:user:' . $id ) );
		}
		unset( $_SERVER['REMOTE_ADDR'] );
		delete_option( BotCheckSettings::OPTION_SITE );
		delete_option( BotCheckSettings::OPTION_SECRET );
		parent::tearDown();
	}

	/**
	 * An approved customer with a known password.
	 *
	 * @return array{0: int, 1: string, 2: string} [ id, e-mail, password ].
	 */
	private function customer(): array {
		$id       = $this->make_customer( true );
		$password = 'Http' . wp_rand( 100000, 999999 ) . 'Pass';
		wp_set_password( $password, $id );
		$this->users[] = $id;
		return array( $id, get_userdata( $id )->user_email, $password );
	}

	private function client(): HttpClient {
		return new HttpClient();
	}

	private function wp_login_url( string $query = '' ): string {
		// Reached from an English page: wp-login.php speaks the language of its redirect_to.
		return add_query_arg( 'redirect_to', rawurlencode( home_url( '/en/' ) ), site_url( 'wp-login.php' ) . $query );
	}

	/**
	 * The fields wp-login.php's form sends.
	 *
	 * @param string $html  The form page.
	 * @param string $login Login.
	 * @param string $pwd   Password.
	 * @return array<string, string>
	 */
	private function wp_login_fields( string $html, string $login, string $pwd ): array {
		return array(
			'log'             => $login,
			'pwd'             => $pwd,
			'wp-submit'       => 'Log In',
			'redirect_to'     => home_url( '/en/' ),
			'testcookie'      => '1',
			LoginToken::FIELD => HttpClient::input_value( $html, LoginToken::FIELD ),
		);
	}

	/**
	 * Text of wp-login.php's error box.
	 *
	 * @param string $html Page.
	 */
	private function login_error( string $html ): string {
		return preg_match( '#<div id="login_error"[^>]*>(.*?)</div>#s', $html, $m ) ? trim( wp_strip_all_tags( $m[1] ) ) : '';
	}

	public function test_wp_login_refuses_a_login_post_without_the_visitors_token(): void {
		[ , $email, $password ] = $this->customer();
		$browser                = $this->client();
		$form                   = $browser->get( $this->wp_login_url() );
		$this->assertSame( 200, $form['status'] );
		$token = HttpClient::input_value( $form['body'], LoginToken::FIELD );
		$this->assertMatchesRegularExpression( '/^[a-f0-9]{64}$/', $token, 'the form carries the token' );
		$this->assertTrue( HttpClient::sets_cookie( $form, 'XSRF-TOKEN=' . $token ), 'the same value as the cookie' );

		$fields = $this->wp_login_fields( $form['body'], $email, $password );
		$forged = $fields;
		unset( $forged[ LoginToken::FIELD ] );
		$no_token = $browser->post( $this->wp_login_url(), $forged );
		$this->assertSame( 200, $no_token['status'] );
		$this->assertFalse( HttpClient::sets_cookie( $no_token, LOGGED_IN_COOKIE ), 'no session without the token' );
		$this->assertStringContainsString( LoginToken::message(), $this->login_error( $no_token['body'] ) );

		$wrong = $browser->post( $this->wp_login_url(), array( LoginToken::FIELD => str_repeat( 'a', 64 ) ) + $fields );
		$this->assertFalse( HttpClient::sets_cookie( $wrong, LOGGED_IN_COOKIE ), 'no session with another token' );

		$stranger = ( new HttpClient() )->post( $this->wp_login_url(), $fields );
		$this->assertFalse( HttpClient::sets_cookie( $stranger, LOGGED_IN_COOKIE ), 'a token without its cookie (a cross-site form) is refused' );

		$ok = $browser->post( $this->wp_login_url(), $fields );
		$this->assertSame( 302, $ok['status'], $this->login_error( $ok['body'] ) );
		$this->assertTrue( HttpClient::sets_cookie( $ok, LOGGED_IN_COOKIE ), 'the real form logs in' );
	}

	public function test_wp_login_interim_login_of_the_session_expired_box_still_works(): void {
		[ , $email, $password ] = $this->customer();
		$browser                = $this->client();
		$form                   = $browser->get( $this->wp_login_url( '?interim-login=1' ) );
		$this->assertNotSame( '', HttpClient::input_value( $form['body'], LoginToken::FIELD ) );
		$fields = array( 'interim-login' => '1' ) + $this->wp_login_fields( $form['body'], $email, $password );
		$done   = $browser->post( $this->wp_login_url(), $fields );
		$this->assertSame( 200, $done['status'] );
		$this->assertTrue( HttpClient::sets_cookie( $done, LOGGED_IN_COOKIE ) );
		$this->assertStringContainsString( 'interim-login-success', $done['body'] );
	}

	public function test_wp_login_gives_one_message_for_unknown_user_unknown_email_and_wrong_password(): void {
		[ $id, $email, ] = $this->customer();
		$login           = get_userdata( $id )->user_login;
		$browser         = $this->client();
		$messages        = array();
		foreach ( array( $login, $email, 'nobody-' . $this->unique(), $this->unique( 'nobody' ) . '@example.test' ) as $name ) {
			$form              = $browser->get( $this->wp_login_url() );
			$page              = $browser->post( $this->wp_login_url(), $this->wp_login_fields( $form['body'], $name, 'Wrong123Pass' ) );
			$messages[ $name ] = $this->login_error( $page['body'] );
			$this->assertStringNotContainsString( $name, $messages[ $name ], 'the message does not repeat the name' );
		}
		$this->assertSame( array( 'The e-mail address or password is not correct.' ), array_values( array_unique( $messages ) ) );
	}

	public function test_wp_login_lost_password_goes_to_the_themed_view(): void {
		$browser = $this->client();
		$target  = Pages::url( 'login', array( 'action' => 'lostpassword' ), 'en' );
		$get     = $browser->get( $this->wp_login_url( '?action=lostpassword' ) );
		$this->assertSame( 303, $get['status'] );
		$this->assertSame( $target, $get['headers']['location'][0] ?? '' );
		$post = $browser->post( $this->wp_login_url( '?action=lostpassword' ), array( 'user_login' => $this->unique( 'nobody' ) . '@example.test' ) );
		$this->assertSame( 303, $post['status'] );
		$this->assertStringNotContainsString( 'no account', strtolower( $post['body'] ) );
		$this->assertSame( 303, $browser->get( $this->wp_login_url( '?action=retrievepassword' ) )['status'] );
	}

	/**
	 * The themed login page and its form fields.
	 *
	 * @param HttpClient $browser Client.
	 * @return array{0: string, 1: array<string, string>} [ page HTML, hidden fields ].
	 */
	private function themed_form( HttpClient $browser ): array {
		$page = $browser->get( Pages::url( 'login', array(), 'en' ) );
		$this->assertSame( 200, $page['status'] );
		return array(
			$page['body'],
			array(
				'kabelshop_form'  => 'login',
				'_ks_nonce'       => HttpClient::input_value( $page['body'], '_ks_nonce' ),
				LoginToken::FIELD => HttpClient::input_value( $page['body'], LoginToken::FIELD ),
				'redirect_to'     => '',
			),
		);
	}

	public function test_themed_login_needs_the_visitors_own_token(): void {
		[ , $email, $password ] = $this->customer();
		$browser                = $this->client();
		[ , $hidden ]           = $this->themed_form( $browser );
		$this->assertMatchesRegularExpression( '/^[a-f0-9]{64}$/', $hidden[ LoginToken::FIELD ] );
		$credentials = array(
			'log' => $email,
			'pwd' => $password,
		);

		$forged = $hidden;
		unset( $forged[ LoginToken::FIELD ] );
		$refused = $browser->post( Pages::url( 'login', array(), 'en' ), $forged + $credentials );
		$this->assertSame( 200, $refused['status'] );
		$this->assertFalse( HttpClient::sets_cookie( $refused, LOGGED_IN_COOKIE ) );
		$this->assertStringContainsString( esc_html( LoginToken::message() ), $refused['body'] );

		$other_visitor = ( new HttpClient() )->post( Pages::url( 'login', array(), 'en' ), $hidden + $credentials );
		$this->assertFalse( HttpClient::sets_cookie( $other_visitor, LOGGED_IN_COOKIE ), "another visitor's token (the shared logged-out nonce alone) is not enough" );

		$ok = $browser->post( Pages::url( 'login', array(), 'en' ), $hidden + $credentials );
		$this->assertSame( 302, $ok['status'] );
		$this->assertTrue( HttpClient::sets_cookie( $ok, LOGGED_IN_COOKIE ) );
	}

	public function test_themed_login_shows_the_bot_check_on_an_account_under_attack(): void {
		update_option( BotCheckSettings::OPTION_SITE, 'site-key-' . wp_rand( 1000, 9999 ) );
		update_option( BotCheckSettings::OPTION_SECRET, 'fake-secret' );
		[ $id, $email, $password ] = $this->customer();
		$_SERVER['REMOTE_ADDR']    = '192.0.2.77';
		for ( $i = 0; $i < LoginGate::UNDER_ATTACK; $i++ ) {
			RateLimiter::hit( 'login:user:' . $id, LoginGate::WINDOW );
		}
		$browser           = $this->client();
		[ $html, $hidden ] = $this->themed_form( $browser );
		$this->assertStringNotContainsString( 'cf-turnstile', $html, 'no widget before a login is typed' );
		$page = $browser->post(
			Pages::url( 'login', array(), 'en' ),
			$hidden + array(
				'log' => $email,
				'pwd' => $password,
			)
		);
		$this->assertSame( 200, $page['status'], 'the right password alone does not log in' );
		$this->assertFalse( HttpClient::sets_cookie( $page, LOGGED_IN_COOKIE ) );
		$this->assertStringContainsString( esc_html( __( 'There were many failed attempts to log in to this account. Please complete the security check and log in again.', 'kabelshop' ) ), $page['body'] );
		$this->assertStringContainsString( 'class="cf-turnstile" data-sitekey="' . BotCheckSettings::site_key() . '" data-language="en"', $page['body'] );
		$this->assertStringContainsString( LoginGate::BOT_SCRIPT, $page['body'] );
	}
}
