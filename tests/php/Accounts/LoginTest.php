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
use Kabelshop\Tests\TestCase;

final class LoginTest extends TestCase {

	/** @var list<array<string, mixed>> */
	private array $mails = array();

	protected function setUp(): void {
		parent::setUp();
		$_SERVER['REMOTE_ADDR'] = '192.0.2.' . wp_rand( 1, 254 );
		$this->mails            = array();
		add_filter( 'wp_mail', array( $this, 'capture_mail' ) );
	}

	protected function tearDown(): void {
		remove_filter( 'wp_mail', array( $this, 'capture_mail' ) );
		unset( $_SERVER['REMOTE_ADDR'] );
		parent::tearDown();
	}

	/**
	 * @param array<string, mixed> $mail wp_mail arguments.
	 * @return array<string, mixed>
	 */
	public function capture_mail( array $mail ): array {
		$this->mails[] = $mail;
		return $mail;
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
		$this->assertNotSame( 'kabelshop_login_pending', $result->get_error_code() );
	}

	public function test_rejected_registration_cannot_log_in(): void {
		[ $id, $login, $password ] = $this->user( true );
		update_user_meta( $id, Registration::META_STATUS, Registration::STATUS_REJECTED );
		$this->assertSame( 'kabelshop_login_rejected', wp_authenticate( $login, $password )->get_error_code() );
	}

	public function test_repeated_failures_for_one_account_are_slowed_down(): void {
		[ $id, $login, $password ] = $this->user( true );
		for ( $i = 0; $i < LoginGate::MAX_PER_ACCOUNT; $i++ ) {
			$this->assertSame( 'incorrect_password', wp_authenticate( $login, 'Wrong' . $i )->get_error_code(), "failure $i" );
		}
		$result = wp_authenticate( $login, $password );
		$this->assertInstanceOf( \WP_Error::class, $result, 'even the right password waits' );
		$this->assertSame( 'kabelshop_login_throttled', $result->get_error_code() );
		$this->assertSame( 'kabelshop_login_throttled', wp_authenticate( get_userdata( $id )->user_email, $password )->get_error_code(), 'the same account by e-mail' );
		$_SERVER['REMOTE_ADDR'] = '192.0.2.' . wp_rand( 1, 254 );
		$this->assertSame( 'kabelshop_login_throttled', wp_authenticate( $login, $password )->get_error_code(), 'another IP does not help the account' );
		[ , $other_login, $other_password ] = $this->user( true );
		$this->assertInstanceOf( \WP_User::class, wp_authenticate( $other_login, $other_password ), 'other accounts are not affected' );
	}

	public function test_repeated_failures_from_one_ip_are_slowed_down(): void {
		for ( $i = 0; $i < LoginGate::MAX_PER_IP; $i++ ) {
			wp_authenticate( $this->unique( 'nobody' ), 'Wrong' );
		}
		[ , $login, $password ] = $this->user( true );
		$this->assertSame( 'kabelshop_login_throttled', wp_authenticate( $login, $password )->get_error_code() );
		$_SERVER['REMOTE_ADDR'] = '198.18.0.' . wp_rand( 1, 254 );
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
