<?php
/**
 * The Turnstile client against a local server speaking the siteverify protocol.
 *
 * @package Kabelshop
 */

declare( strict_types=1 );

namespace Kabelshop\Tests\Security;

use Kabelshop\Security\BotCheckSettings;
use Kabelshop\Security\TurnstileClient;
use Kabelshop\Tests\Support\RunsFakeServer;
use Kabelshop\Tests\TestCase;

/**
 * Starts tests/fakes/turnstile.php with php -S and talks to it through WordPress's HTTP API.
 */
final class TurnstileClientTest extends TestCase {

	use RunsFakeServer;

	private static int $port = 0;

	public static function setUpBeforeClass(): void {
		self::$port = self::start_fake( 'turnstile' );
	}

	public static function tearDownAfterClass(): void {
		self::stop_fake_servers();
		@unlink( self::log_file() ); // phpcs:ignore WordPress.PHP.NoSilencedErrors
	}

	public static function endpoint(): string {
		return 'http://127.0.0.1:' . self::$port . '/turnstile/v0/siteverify';
	}

	private static function log_file(): string {
		return sys_get_temp_dir() . '/turnstile-fake-' . self::$port . '.log';
	}

	public function test_a_good_token_passes_and_the_client_sends_secret_token_and_ip(): void {
		@unlink( self::log_file() ); // phpcs:ignore WordPress.PHP.NoSilencedErrors
		$result = ( new TurnstileClient( 'fake-secret', self::endpoint() ) )->verify( 'pass', '203.0.113.9' );
		$this->assertTrue( $result->success );
		$lines = file( self::log_file() );
		$sent  = json_decode( (string) end( $lines ), true );
		$this->assertSame( 'POST', $sent['method'] );
		$this->assertSame( array( 'secret' => 'fake-secret', 'response' => 'pass', 'remoteip' => '203.0.113.9' ), $sent['post'] );
	}

	public function test_bad_duplicate_and_missing_tokens_fail_as_the_visitors_problem(): void {
		$client = new TurnstileClient( 'fake-secret', self::endpoint() );
		foreach ( array( 'nope' => 'invalid-input-response', 'used' => 'timeout-or-duplicate' ) as $token => $code ) {
			$result = $client->verify( $token, '' );
			$this->assertFalse( $result->success, $token );
			$this->assertFalse( $result->unavailable, $token );
			$this->assertSame( array( $code ), $result->error_codes );
		}
		$missing = $client->verify( '', '' );
		$this->assertFalse( $missing->success );
		$this->assertSame( array( 'missing-input-response' ), $missing->error_codes );
	}

	public function test_service_failures_are_reported_as_unavailable(): void {
		$this->assertTrue( ( new TurnstileClient( 'wrong-secret', self::endpoint() ) )->verify( 'pass', '' )->unavailable, 'a wrong secret is our configuration problem' );
		$client = new TurnstileClient( 'fake-secret', self::endpoint() );
		$boom   = $client->verify( 'boom', '' );
		$this->assertFalse( $boom->success );
		$this->assertTrue( $boom->unavailable );
		$garbage = $client->verify( 'garbage', '' );
		$this->assertFalse( $garbage->success );
		$this->assertSame( array( 'kabelshop-bad-answer' ), $garbage->error_codes );
		$down = ( new TurnstileClient( 'fake-secret', 'http://127.0.0.1:1/turnstile/v0/siteverify' ) )->verify( 'pass', '' );
		$this->assertFalse( $down->success );
		$this->assertSame( array( 'kabelshop-unreachable' ), $down->error_codes );
	}

	public function test_settings_switch_the_check_on_only_with_both_keys(): void {
		delete_option( BotCheckSettings::OPTION_SITE );
		delete_option( BotCheckSettings::OPTION_SECRET );
		$this->assertNull( BotCheckSettings::check() );
		$this->assertSame( '', BotCheckSettings::site_key() );
		update_option( BotCheckSettings::OPTION_SITE, 'site-key' );
		$this->assertNull( BotCheckSettings::check(), 'a site key alone does not switch it on' );
		update_option( BotCheckSettings::OPTION_SECRET, 'fake-secret' );
		$this->assertInstanceOf( TurnstileClient::class, BotCheckSettings::check() );
		$this->assertSame( 'site-key', BotCheckSettings::site_key() );
		delete_option( BotCheckSettings::OPTION_SITE );
		delete_option( BotCheckSettings::OPTION_SECRET );
	}
}
