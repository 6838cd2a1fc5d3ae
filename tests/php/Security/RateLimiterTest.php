<?php
/**
 * Fixed-window rate limits.
 *
 * @package Kabelshop
 */

declare( strict_types=1 );

namespace Kabelshop\Tests\Security;

use Kabelshop\Security\RateLimiter;
use Kabelshop\Tests\TestCase;

final class RateLimiterTest extends TestCase {

	public function test_allows_up_to_the_limit_then_refuses(): void {
		$key = $this->unique( 'rl-test:' );
		for ( $i = 1; $i <= 3; $i++ ) {
			$this->assertTrue( RateLimiter::limit( $key, 3, 60 ), "event $i" );
		}
		$this->assertFalse( RateLimiter::limit( $key, 3, 60 ), 'the fourth event is over the limit' );
		$this->assertTrue( RateLimiter::exceeded( $key, 3 ) );
		$this->assertGreaterThan( 0, RateLimiter::retry_after( $key ) );
		$this->assertLessThanOrEqual( 60, RateLimiter::retry_after( $key ) );
	}

	public function test_keys_are_independent_and_reset_forgets(): void {
		$a = $this->unique( 'rl-a:' );
		$b = $this->unique( 'rl-b:' );
		RateLimiter::hit( $a, 60 );
		RateLimiter::hit( $a, 60 );
		$this->assertSame( 2, RateLimiter::count( $a ) );
		$this->assertSame( 0, RateLimiter::count( $b ) );
		RateLimiter::reset( $a );
		$this->assertSame( 0, RateLimiter::count( $a ) );
	}

	public function test_a_new_window_starts_after_the_old_one_ends(): void {
		global $wpdb;
		$key = $this->unique( 'rl-window:' );
		RateLimiter::hit( $key, 60 );
		RateLimiter::hit( $key, 60 );
		// Age the window as if 61 seconds had passed.
		$wpdb->query( $wpdb->prepare( "UPDATE {$wpdb->options} SET option_value = %s WHERE option_name = %s", ( time() - 1 ) . ':2', 'kabelshop_rl_' . sha1( $key ) ) );
		$this->assertSame( 0, RateLimiter::count( $key ), 'an ended window counts nothing' );
		$this->assertSame( 1, RateLimiter::hit( $key, 60 ), 'the next event opens a new window' );
		RateLimiter::sweep();
		$this->assertSame( 1, RateLimiter::count( $key ), 'sweep keeps live windows' );
	}

	public function test_client_ip_is_remote_addr_only(): void {
		$saved                          = $_SERVER;
		$_SERVER['REMOTE_ADDR']          = '203.0.113.7';
		$_SERVER['HTTP_X_FORWARDED_FOR'] = '198.51.100.1';
		$this->assertSame( '203.0.113.7', RateLimiter::client_ip() );
		$_SERVER['REMOTE_ADDR'] = 'not an ip';
		$this->assertSame( '0.0.0.0', RateLimiter::client_ip() );
		$_SERVER = $saved;
	}
}
