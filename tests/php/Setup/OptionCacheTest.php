<?php
/**
 * Several options read in one statement (issue 16, the checkout's settings).
 *
 * @package Kabelshop
 */

declare( strict_types=1 );

namespace Kabelshop\Tests\Setup;

use Kabelshop\Setup\OptionCache;
use Kabelshop\Tests\TestCase;

/**
 * OptionCache::prime() leaves get_option() answering exactly as without it (stored values,
 * serialised arrays, defaults of missing options, later updates), without a statement per option.
 */
final class OptionCacheTest extends TestCase {

	private const STORED  = 'kabelshop_test_prime_stored';
	private const ARRAYED = 'kabelshop_test_prime_array';
	private const MISSING = 'kabelshop_test_prime_missing';

	protected function tearDown(): void {
		foreach ( array( self::STORED, self::ARRAYED, self::MISSING ) as $name ) {
			delete_option( $name );
		}
		parent::tearDown();
	}

	/**
	 * Forgets what this request cached of the options (as a new request starts).
	 */
	private function forget(): void {
		foreach ( array( self::STORED, self::ARRAYED, self::MISSING ) as $name ) {
			wp_cache_delete( $name, 'options' );
		}
		wp_cache_delete( 'notoptions', 'options' );
	}

	public function test_primed_options_answer_as_before_without_a_statement_each(): void {
		global $wpdb;
		add_option( self::STORED, '1250', '', false );
		add_option( self::ARRAYED, array( 'days' => 8 ), '', false );
		$this->forget();

		$before = $wpdb->num_queries;
		$this->assertSame( 3, OptionCache::prime( array( self::STORED, self::ARRAYED, self::MISSING ) ) );
		$this->assertSame( 1, $wpdb->num_queries - $before, 'one statement for the three' );

		$before = $wpdb->num_queries;
		$this->assertSame( '1250', get_option( self::STORED ) );
		$this->assertSame( array( 'days' => 8 ), get_option( self::ARRAYED ) );
		$this->assertSame( 'default', get_option( self::MISSING, 'default' ) );
		$this->assertSame( 0, $wpdb->num_queries - $before, 'get_option() found them all cached' );
		$this->assertSame( 0, OptionCache::prime( array( self::STORED, self::ARRAYED, self::MISSING ) ), 'nothing left to read' );

		update_option( self::MISSING, 'now set', false );
		update_option( self::STORED, '990', false );
		$this->assertSame( array( 'now set', '990' ), array( get_option( self::MISSING ), get_option( self::STORED ) ), 'later writes are seen' );
	}
}
