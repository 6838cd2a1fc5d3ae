<?php
/**
 * Who may log in, failed-login slow down, themed login URLs and reset mail.
 *
 * @package Kabelshop
 */

declare( strict_types=1 );

namespace Kabelshop\Tests\Accounts;

use Kabelshop\Accounts\LoginGate;
use Kabelshop\Accounts\LoginPage;
use Kabelshop\Accounts\Registration;
use Kabelshop\Content\Pages;
use Kabelshop\Security\BotCheckSettings;
use Kabelshop\Tests\Support\CapturesMail;
use Kabelshop\Tests\TestCase;

final class LoginTest extends TestCase {

	use CapturesMail;

	/** @var resource|null The fake Turnstile server (tests/fakes/turnstile.php). */
	private static $server = null;
	private static int $port = 0;

	public static function setUpBeforeClass(): void {
		self::$port   = 40000 + ( ( getmypid() + 5 ) % 20000 );
		$command      = array( PHP_BINARY, '-S', '127.0.0.1:' . self::$port, dirname( __DIR__, 2 ) . '/fakes/turnstile.php' );
		self::$server = proc_open( $command, array( 1 => array( 'file', '/dev/null', 'w' ), 2 => array( 'file', '/dev/null', 'w' ) ), $pipes );
		for ( $i = 0; $i < 50; $i++ ) {
			$socket = @fsockopen( '127.0.0.1', self::$port ); // phpcs:ignore WordPress.PHP.NoSilencedErrors -- waiting for the server.
			if ( $socket ) {
				fclose( $socket );
				break;
			}
			usleep( 100000 );
		}
	}

	public static function tearDownAfterClass(): void {
		if ( self::$server ) {
			proc_terminate( self::$server );
			proc_close( self::$server );
		}
		@unlink( sys_get_temp_dir() . '/turnstile-fake-' . self::$port . '.log' ); // phpcs:ignore WordPress.PHP.NoSilencedErrors
	}

	/**
	 * The fake siteverify URL.
	 */
	public function fake_endpoint(): string {
		return 'http://127.0.0.1:' . self::$port . '/turnstile/v0/siteverify';
	}

	/**
	 * Switches the bot check on against the fake server.
	 */
	private function bot_check_on(): void {
		update_option( BotCheckSettings::OPTION_SITE, 'site-key' );
		update_option( BotCheckSettings::OPTION_SECRET, 'fake-secret' );
		add_filter( 'kabelshop_turnstile_endpoint', array( $this, 'fake_endpoint' ) );
	}

	protected function setUp(): void {
		parent::setUp();
		$this->new_ip();
		$this->capture_mails();
		add_filter( 'send_auth_cookies', '__return_false' );
		delete_option( BotCheckSettings::OPTION_SITE );
		delete_option( BotCheckSettings::OPTION_SECRET );
	}

	protected function tearDown(): void {
		$this->stop_capturing_mails();
		remove_filter( 'send_auth_cookies', '__return_false' );
		remove_filter( 'kabelshop_turnstile_endpoint', array( $this, 'fake_endpoint' ) );
		delete_option( BotCheckSettings::OPTION_SITE );
		delete_option( BotCheckSettings::OPTION_SECRET );
		unset( $_SERVER['REMOTE_ADDR'] );
		parent::tearDown();
	}

	/**
	 * A user with a known password.
	 *
	 * @param bool $approved Approved customer or pending.
	 * @return array{0: int, 1: string, 2: string} [ id, login, password ].
	 */
	private function user( bool $approved ): array {
		$id       = $this->make_customer( $approved );
		$password = 'Test' . wp_rand( 100000, 999999 ) . 'Pass';
		wp_set_password( $password, $id );
		return array( $id, get_userdata( $id )->user_login, $password );
	}

	public function test_approved_customer_logs_in(): void {
		[ $id, $login, $password ] = $this->user( true );
		$user                      = wp_authenticate( $login, $password );
		$this->assertInstanceOf( \WP_User::class, $user );
		$this->assertSame( $id, $user->ID );
	}

	public function test_pending_registration_cannot_log_in_even_with_the_right_password(): void {
		[ , $login, $password ] = $this->user( false );
		$result                 = wp_authenticate( $login, $password );
		$this->assertInstanceOf( \WP_Error::class, $result );
		$this->assertSame( 'kabelshop_login_pending', $result->get_error_code() );
		$this->assertStringContainsString( '24', $result->get_error_message() );
	}

	public function test_pending_with_a_wrong_password_learns_nothing_about_the_status(): void {
		[ , $login ] = $this->user( false );
		$result      = wp_authenticate( $login, 'Wrong123Pass' );
		$this->assertSame( 'kabelshop_login_failed', $result->get_error_code() );
	}

	public function test_rejected_registration_cannot_log_in(): void {
		[ $id, $login, $password ] = $this->user( true );
		update_user_meta( $id, Registration::META_STATUS, Registration::STATUS_REJECTED );
		$this->assertSame( 'kabelshop_login_rejected', wp_authenticate( $login, $password )->get_error_code() );
	}

	/**
	 * Logs in as the forms do (wp_signon, no cookies sent from the CLI).
	 *
	 * @param string      $login    Login or e-mail.
	 * @param string      $password Password.
	 * @param string|null $token    Bot check token posted with the form, null for none.
	 * @return \WP_User|\WP_Error
	 */
	private function signon( string $login, string $password, ?string $token = null ) {
		unset( $_POST[ LoginGate::BOT_FIELD ] );
		if ( null !== $token ) {
			$_POST[ LoginGate::BOT_FIELD ] = $token;
		}
		$result = wp_signon(
			array(
				'user_login'    => $login,
				'user_password' => $password,
			)
		);
		unset( $_POST[ LoginGate::BOT_FIELD ] );
		wp_set_current_user( 0 );
		return $result;
	}

	/**
	 * Sets REMOTE_ADDR to an address no other test of this run has used.
	 */
	private function new_ip(): string {
		static $n = 0;
		++$n;
		$_SERVER['REMOTE_ADDR'] = '10.92.' . intdiv( $n, 250 ) . '.' . ( $n % 250 + 1 );
		return $_SERVER['REMOTE_ADDR'];
	}

	public function test_failures_from_one_address_slow_down_that_address_only(): void {
		[ $id, $login, $password ] = $this->user( true );
		for ( $i = 0; $i < LoginGate::MAX_PER_ACCOUNT_IP; $i++ ) {
			$this->assertSame( 'kabelshop_login_failed', $this->signon( $login, 'Wrong' . $i )->get_error_code(), "failure $i" );
		}
		$result = $this->signon( $login, $password );
		$this->assertInstanceOf( \WP_Error::class, $result, 'the attacking address waits even with the right password' );
		$this->assertSame( 'kabelshop_login_throttled', $result->get_error_code() );
		$this->assertSame( 'kabelshop_login_throttled', $this->signon( get_userdata( $id )->user_email, $password )->get_error_code(), 'the same account by e-mail' );
		$this->new_ip();
		$owner = $this->signon( $login, $password );
		$this->assertInstanceOf( \WP_User::class, $owner, 'the owner from another address still logs in (no bot check configured)' );
		$this->assertSame( $id, $owner->ID );
	}

	public function test_without_a_bot_check_an_address_that_failed_on_an_attacked_account_waits(): void {
		[ , $login, $password ] = $this->user( true );
		for ( $i = 0; $i < LoginGate::UNDER_ATTACK; $i++ ) {
			$this->new_ip();
			$this->signon( $login, 'Wrong' . $i );
		}
		$this->new_ip();
		$this->assertSame( 'kabelshop_login_failed', $this->signon( $login, 'WrongAgain1' )->get_error_code() );
		$this->assertSame( 'kabelshop_login_throttled', $this->signon( $login, $password )->get_error_code(), 'one failure on an account under attack is enough' );
		$this->new_ip();
		$this->assertInstanceOf( \WP_User::class, $this->signon( $login, $password ), 'a fresh address logs in' );
		[ , $other_login, $other_password ] = $this->user( true );
		$this->assertInstanceOf( \WP_User::class, $this->signon( $other_login, $other_password ), 'other accounts are not affected' );
	}

	public function test_an_account_under_attack_needs_the_bot_check_instead_of_being_locked(): void {
		$this->bot_check_on();
		[ $id, $login, $password ] = $this->user( true );
		$this->assertFalse( LoginGate::needs_bot_check( $login ) );
		for ( $i = 0; $i < LoginGate::UNDER_ATTACK; $i++ ) {
			$this->new_ip();
			$this->assertSame( 'kabelshop_login_failed', $this->signon( $login, 'Wrong' . $i )->get_error_code(), "failure $i from its own address" );
		}
		$this->assertTrue( LoginGate::needs_bot_check( $login ), 'the forms show the widget now' );
		$this->assertTrue( LoginGate::needs_bot_check( get_userdata( $id )->user_email ), 'also when the e-mail is typed' );
		$this->new_ip();
		$this->assertSame( 'kabelshop_login_bot_check', $this->signon( $login, $password )->get_error_code(), 'the right password alone is not enough' );
		$this->assertSame( 'kabelshop_login_bot_check', $this->signon( $login, 'Wrong99' )->get_error_code(), 'a wrong password gets the same answer: no password oracle' );
		$this->assertSame( 'kabelshop_login_bot_check', $this->signon( $login, $password, 'nope' )->get_error_code(), 'a bad token fails' );
		$this->assertSame( 'kabelshop_login_bot_check', $this->signon( $login, $password, 'used' )->get_error_code(), 'a used token fails' );
		$this->assertSame( 'kabelshop_login_bot_check_unavailable', $this->signon( $login, $password, 'boom' )->get_error_code() );
		$this->new_ip();
		$this->assertSame( 'kabelshop_login_failed', $this->signon( $login, 'Wrong98', 'pass' )->get_error_code(), 'a passed check does not skip the password' );
		$this->new_ip();
		$owner = $this->signon( $login, $password, 'pass' );
		$this->assertInstanceOf( \WP_User::class, $owner, 'the owner logs in with the bot check' );
		$this->assertSame( $id, $owner->ID );
		[ , $other_login, $other_password ] = $this->user( true );
		$this->assertInstanceOf( \WP_User::class, $this->signon( $other_login, $other_password ), 'other accounts need no bot check' );
	}

	public function test_an_address_that_failed_too_often_waits_even_with_a_passed_bot_check(): void {
		$this->bot_check_on();
		[ , $login, $password ] = $this->user( true );
		for ( $i = 0; $i < LoginGate::MAX_PER_ACCOUNT_IP; $i++ ) {
			$this->signon( $login, 'Wrong' . $i, 'pass' );
		}
		$this->assertSame( 'kabelshop_login_throttled', $this->signon( $login, $password, 'pass' )->get_error_code() );
	}

	public function test_unknown_account_unknown_email_and_wrong_password_get_one_answer(): void {
		$this->in_english();
		[ , $login ] = $this->user( true );
		$wrong       = $this->signon( $login, 'Wrong123Pass' );
		$unknown     = $this->signon( $this->unique( 'nobody' ), 'Wrong123Pass' );
		$no_email    = $this->signon( $this->unique( 'nobody' ) . '@example.test', 'Wrong123Pass' );
		foreach ( array( $unknown, $no_email ) as $result ) {
			$this->assertSame( $wrong->get_error_code(), $result->get_error_code() );
			$this->assertSame( $wrong->get_error_message(), $result->get_error_message() );
		}
		$this->assertSame( 'The e-mail address or password is not correct.', $wrong->get_error_message() );
		$this->assertStringNotContainsString( $login, $wrong->get_error_message() );
	}

	public function test_repeated_failures_from_one_ip_are_slowed_down(): void {
		for ( $i = 0; $i < LoginGate::MAX_PER_IP; $i++ ) {
			wp_authenticate( $this->unique( 'nobody' ), 'Wrong' );
		}
		[ , $login, $password ] = $this->user( true );
		$this->assertSame( 'kabelshop_login_throttled', wp_authenticate( $login, $password )->get_error_code() );
		$this->new_ip();
		$this->assertInstanceOf( \WP_User::class, wp_authenticate( $login, $password ) );
	}

	public function test_login_and_lost_password_links_open_the_themed_page_and_keep_the_way_back(): void {
		$back = home_url( '/blagajna/' );
		$url  = wp_login_url( $back );
		$this->assertStringStartsWith( Pages::url( 'login' ), $url );
		parse_str( (string) wp_parse_url( $url, PHP_URL_QUERY ), $query );
		$this->assertSame( $back, LoginPage::redirect_target( $query['redirect_to'] ) );
		$this->assertStringStartsWith( Pages::url( 'login' ), wp_lostpassword_url() );
		$this->assertSame( '', LoginPage::redirect_target( 'https://evil.example/phish' ), 'foreign targets are dropped' );
		$this->assertSame( Pages::url( 'register' ), wp_registration_url() );
	}

	public function test_reset_mail_links_to_the_themed_set_password_view(): void {
		[ , $login ] = $this->user( true );
		$this->assertTrue( retrieve_password( $login ) );
		$this->assertCount( 1, $this->mails );
		$this->assertStringContainsString( Pages::url( 'login' ), (string) $this->mails[0]['message'] );
		$this->assertStringContainsString( 'action=rp', (string) $this->mails[0]['message'] );
		$this->assertStringNotContainsString( 'wp-login.php', (string) $this->mails[0]['message'] );
	}
}
