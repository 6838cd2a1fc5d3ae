<?php
/**
 * The Redis object cache drop-in (deploy/wordpress/object-cache.php) against a real redis-server.
 *
 * @package Kabelshop
 */

declare( strict_types=1 );

namespace Kabelshop\Tests\Cache;

use Kabelshop_Redis_Object_Cache;
use PHPUnit\Framework\TestCase;

require_once dirname( __DIR__, 3 ) . '/deploy/wordpress/object-cache.php';

/**
 * Two cache objects on two connections play two nodes of the cluster sharing one Redis: what one
 * writes the other reads, adds race, counters never lose an increment, a flush clears one site's
 * keys only. The end of the file loads WordPress itself with the drop-in in child processes (the
 * test process already runs core's cache): an external cache, transients shared between processes,
 * and the fallback to core's cache when Redis is down.
 */
final class RedisObjectCacheTest extends TestCase {

	/** @var RedisServer|null The private server of this class. */
	private static ?RedisServer $server = null;

	public static function setUpBeforeClass(): void {
		if ( null === RedisServer::missing() ) {
			self::$server = new RedisServer();
		}
	}

	public static function tearDownAfterClass(): void {
		self::$server?->stop();
		self::$server = null;
	}

	protected function setUp(): void {
		$missing = RedisServer::missing();
		if ( null !== $missing ) {
			$this->markTestSkipped( $missing );
		}
		self::$server->client()->flushAll();
	}

	/**
	 * A cache object as one node has it (its own connection).
	 *
	 * @param string $prefix Key prefix (one per site).
	 */
	private function node( string $prefix = 'site_a:wp_' ): Kabelshop_Redis_Object_Cache {
		return new Kabelshop_Redis_Object_Cache( self::$server->client(), $prefix );
	}

	public function test_a_value_written_on_one_node_is_read_on_the_other_with_its_type(): void {
		$one = $this->node();
		$two = $this->node();
		$obj = (object) array( 'price' => 12.5 );
		$values = array(
			'int'    => 42,
			'neg'    => -7,
			'digits' => '0042',
			'false'  => false,
			'null'   => null,
			'array'  => array( 'a' => array( 1, 2 ) ),
			'object' => $obj,
			'float'  => 1.25,
		);
		foreach ( $values as $key => $value ) {
			$this->assertTrue( $one->set( $key, $value, 'g1' ) );
		}
		foreach ( $values as $key => $value ) {
			$found = null;
			$this->assertEquals( $value, $two->get( $key, 'g1', false, $found ), $key );
			$this->assertTrue( $found, $key );
		}
		$this->assertSame( '0042', $two->get( 'digits', 'g1' ), 'a numeric string stays a string' );
		$this->assertSame( 42, $two->get( 'int', 'g1' ) );
		$found = null;
		$this->assertFalse( $two->get( 'missing', 'g1', false, $found ) );
		$this->assertFalse( $found );

		// Objects are copies: changing what get() gave changes nothing cached.
		$got        = $one->get( 'object', 'g1' );
		$got->price = 99;
		$this->assertSame( 12.5, $one->get( 'object', 'g1' )->price );
	}

	public function test_the_runtime_cache_keeps_a_request_s_view_until_forced_or_flushed(): void {
		$one = $this->node();
		$two = $this->node();
		$one->set( 'k', 'first' );
		$this->assertSame( 'first', $two->get( 'k' ) );
		$one->set( 'k', 'second' );
		$this->assertSame( 'first', $two->get( 'k' ), 'within one request the value read stays' );
		$this->assertSame( 'second', $two->get( 'k', 'default', true ), '$force reads Redis' );
		$one->set( 'k', 'third' );
		$this->assertSame( 'second', $two->get_multiple( array( 'k' ) )['k'] );
		$this->assertSame( 'third', $two->get_multiple( array( 'k' ), 'default', true )['k'] );
		$one->set( 'k', 'fourth' );
		$this->assertTrue( $two->flush_runtime() );
		$this->assertSame( 'fourth', $two->get( 'k' ), 'the next request (runtime flushed) sees the other node\'s write' );
		$one->delete( 'k' );
		$this->assertFalse( $two->get( 'k', 'default', true ) );
	}

	public function test_add_and_replace_are_decided_by_redis_across_nodes(): void {
		$one = $this->node();
		$two = $this->node();
		$this->assertTrue( $one->add( 'lock', 'one' ) );
		$this->assertFalse( $two->add( 'lock', 'two' ), 'the second node loses the add' );
		$this->assertSame( 'one', $two->get( 'lock' ) );
		$this->assertFalse( $two->replace( 'nothing', 'x' ) );
		$this->assertFalse( $two->get( 'nothing' ) );
		$this->assertTrue( $two->replace( 'lock', 'two' ) );
		$this->assertSame( 'two', $one->get( 'lock', 'default', true ) );
		$this->assertTrue( $one->delete( 'lock' ) );
		$this->assertFalse( $two->delete( 'lock' ), 'deleting a missing key answers false' );
		$this->assertTrue( $two->add( 'lock', 'again' ) );

		wp_suspend_cache_addition( true );
		try {
			$this->assertFalse( $one->add( 'suspended', 1 ) );
		} finally {
			wp_suspend_cache_addition( false );
		}
	}

	public function test_counters_never_lose_an_increment_and_follow_core_s_rules(): void {
		$one = $this->node();
		$two = $this->node();
		$this->assertFalse( $one->incr( 'hits' ), 'a missing key answers false' );
		$one->set( 'hits', 0, 'default', 300 );
		for ( $i = 0; $i < 50; $i++ ) {
			$one->incr( 'hits' );
			$two->incr( 'hits', 2 );
		}
		$this->assertSame( 150, $one->get( 'hits', 'default', true ) );
		$this->assertSame( 150, $two->get( 'hits' ), 'incr leaves the new value in the runtime cache' );
		$ttl = self::$server->client()->ttl( $one->full_key( 'hits', 'default' ) );
		$this->assertGreaterThan( 200, $ttl, 'incr keeps the time to live' );
		$this->assertSame( 0, $one->decr( 'hits', 1000 ), 'never below 0' );
		$one->set( 'text', 'abc' );
		$this->assertSame( 3, $one->incr( 'text', 3 ), 'a non-numeric value counts as 0' );
		$one->set( 'numeric-string', '5' );
		$this->assertSame( 6, $two->incr( 'numeric-string' ) );
		$one->set( 'float', 2.75 );
		$this->assertSame( 3, $two->incr( 'float' ) );
		$this->assertSame( 2, $two->decr( 'float' ) );
	}

	public function test_expirations_are_in_seconds(): void {
		$one = $this->node();
		$one->set( 'short', 'x', 'default', 1 );
		$one->add( 'forever', 'y' );
		$client = self::$server->client();
		$this->assertSame( -1, $client->ttl( $one->full_key( 'forever', 'default' ) ), '0 means no expiration' );
		$this->assertSame( 1, $client->ttl( $one->full_key( 'short', 'default' ) ) );
		usleep( 1_100_000 );
		$this->assertFalse( $this->node()->get( 'short' ) );
		$this->assertSame( 'y', $this->node()->get( 'forever' ) );
	}

	public function test_non_persistent_groups_stay_in_the_request(): void {
		$one = $this->node();
		$one->add_non_persistent_groups( array( 'counts' ) );
		$this->assertTrue( $one->set( 'k', 5, 'counts' ) );
		$this->assertSame( 5, $one->get( 'k', 'counts' ) );
		$this->assertSame( 6, $one->incr( 'k', 1, 'counts' ) );
		$this->assertFalse( $one->add( 'k', 1, 'counts' ) );
		$this->assertSame( 0, self::$server->client()->exists( $one->full_key( 'k', 'counts' ) ), 'never written to Redis' );
		$this->assertFalse( $this->node()->get( 'k', 'counts' ) );
		$this->assertTrue( $one->delete( 'k', 'counts' ) );
		$this->assertFalse( $one->get( 'k', 'counts' ) );
	}

	public function test_global_groups_are_shared_by_the_blogs_and_other_groups_are_not(): void {
		$one = $this->node();
		$one->add_global_groups( 'users' );
		$one->set( 1, 'admin', 'users' );
		$one->set( 'title', 'Blog one', 'options' );
		$this->assertStringContainsString( ':g:users:1', $one->full_key( 1, 'users' ) );
		$two = $this->node();
		$two->add_global_groups( array( 'users' ) );
		$two->switch_to_blog( 2 );
		$this->assertSame( 'admin', $two->get( 1, 'users' ) );
		$this->assertFalse( $two->get( 'title', 'options' ) );
		$two->switch_to_blog( 1 );
		$this->assertSame( 'Blog one', $two->get( 'title', 'options' ) );
	}

	public function test_flush_clears_this_site_only_and_flush_group_one_group(): void {
		$a = $this->node( 'site_a:wp_' );
		$b = $this->node( 'site_a_b:wp_' ); // A prefix that starts like site_a's.
		$a->set( 'k', 'a1', 'posts' );
		$a->set( 'k', 'a2', 'options' );
		$a->set( 'k', 'a3', 'posts_x' );
		$b->set( 'k', 'b', 'posts' );
		$this->assertNotSame( $a->full_key( 'k', 'posts' ), $b->full_key( 'k', 'posts' ) );

		$this->assertTrue( $a->flush_group( 'posts' ) );
		$fresh = $this->node( 'site_a:wp_' );
		$this->assertFalse( $fresh->get( 'k', 'posts' ) );
		$this->assertSame( 'a2', $fresh->get( 'k', 'options' ) );
		$this->assertSame( 'a3', $fresh->get( 'k', 'posts_x' ), 'a group whose name starts like the flushed one stays' );
		$this->assertFalse( $a->get( 'k', 'posts' ), 'the runtime copy went too' );

		$this->assertTrue( $a->flush() );
		$this->assertFalse( $this->node( 'site_a:wp_' )->get( 'k', 'options' ) );
		$this->assertFalse( $a->get( 'k', 'options' ) );
		$this->assertSame( 'b', $this->node( 'site_a_b:wp_' )->get( 'k', 'posts' ), 'another site sharing the Redis keeps its keys' );
	}

	public function test_the_multiple_calls(): void {
		$one = $this->node();
		$this->assertSame( array( 'a' => true, 'b' => true ), $one->set_multiple( array( 'a' => 1, 'b' => array( 2 ) ), 'm' ) );
		$this->assertSame( array( 'a' => false, 'c' => true ), $one->add_multiple( array( 'a' => 9, 'c' => 'three' ), 'm', 60 ) );
		$two = $this->node();
		$this->assertSame( array( 'a' => 1, 'b' => array( 2 ), 'c' => 'three', 'd' => false ), $two->get_multiple( array( 'a', 'b', 'c', 'd' ), 'm' ) );
		$this->assertSame( array( 'a' => true, 'd' => false ), $two->delete_multiple( array( 'a', 'd' ), 'm' ) );
		$this->assertFalse( $this->node()->get( 'a', 'm' ) );
		$this->assertSame( 'three', $this->node()->get( 'c', 'm' ) );
	}

	public function test_get_multiple_is_one_round_trip_and_only_for_what_the_request_lacks(): void {
		$one = $this->node();
		$one->set_multiple( array( 'a' => 1, 'b' => 2, 'c' => 3 ), 'm' );
		$two    = $this->node();
		$before = $two->redis_calls;
		$this->assertSame( array( 'a' => 1, 'b' => 2, 'c' => 3, 'x' => false ), $two->get_multiple( array( 'a', 'b', 'c', 'x' ), 'm' ) );
		$this->assertSame( 1, $two->redis_calls - $before, 'four keys, one MGET' );
		$this->assertSame( 2, $two->get( 'b', 'm' ) );
		$this->assertSame( array( 'a' => 1, 'c' => 3 ), $two->get_multiple( array( 'a', 'c' ), 'm' ) );
		$this->assertSame( 1, $two->redis_calls - $before, 'keys the request has read are not read again' );
	}

	/**
	 * WordPress primes the posts of every WP_Query with wp_cache_add_multiple() (update_post_cache());
	 * one SET NX per post was 48 of the 50 round trips of an uncached /en/ on 7.1. Now: the keys the
	 * request already holds cost nothing (they exist), the others one pipeline, and Redis still
	 * decides between nodes.
	 */
	public function test_add_multiple_is_one_round_trip_and_free_for_keys_the_request_holds(): void {
		$one = $this->node();
		$one->set( 'held', 'one', 'm' );
		$two = $this->node();
		$two->set( 'mine', 'two', 'm' );
		$before = $two->redis_calls;
		$this->assertSame( array( 'mine' => false, 'held' => false, 'new1' => true, 'new2' => true ), $two->add_multiple( array( 'mine' => 'x', 'held' => 'x', 'new1' => 1, 'new2' => array( 2 ) ), 'm' ) );
		$this->assertSame( 1, $two->redis_calls - $before, 'four keys, one pipeline (the held one is not sent)' );
		$this->assertSame( 'one', $two->get( 'held', 'm' ), 'the other node\'s value stays (SET NX lost)' );
		$this->assertSame( array( 2 ), $this->node()->get( 'new2', 'm' ) );
		$before = $two->redis_calls;
		$this->assertSame( array( 'new1' => false, 'mine' => false ), $two->add_multiple( array( 'new1' => 9, 'mine' => 9 ), 'm' ) );
		$this->assertFalse( $two->add( 'new2', 9, 'm' ) );
		$this->assertSame( 0, $two->redis_calls - $before, 'keys the request holds: no round trip' );
		$this->assertSame( 1, $this->node()->get( 'new1', 'm' ) );
	}

	/**
	 * WordPress 6.1 primes no post meta or term relationships for posts already in the cache
	 * (_prime_post_caches()), so each post's were read on their own: about 200 round trips per
	 * uncached page before issue 16's change. Posts read together now have them read together.
	 */
	public function test_meta_and_terms_of_posts_read_together_are_read_in_one_round_trip_per_group(): void {
		$one = $this->node();
		foreach ( array( 11, 12, 13, 14 ) as $id ) {
			$one->set( $id, (object) array( 'ID' => $id ), 'posts' );
			$one->set( $id, array( 'color' => array( "c$id" ) ), 'post_meta' );
			$one->set( $id, array( 100 + $id ), 'category_relationships' );
		}
		$one->set( 15, (object) array( 'ID' => 15 ), 'posts' ); // No meta in the cache.
		$one->set( 99, array( 'color' => array( 'c99' ) ), 'post_meta' ); // A post of no batch.
		$one->set( 5, array( 'name' => array( 'Kabeli' ) ), 'term_meta' );
		$one->set( 6, array( 'name' => array( 'Žice' ) ), 'term_meta' );

		$two = $this->node(); // A request on the other node.
		$two->get_multiple( array( 11, 12, 13, 14, 15 ), 'posts' ); // A query's posts (_prime_post_caches()).
		$calls = $two->redis_calls;
		$found = null;
		$this->assertSame( array( 'color' => array( 'c12' ) ), $two->get( 12, 'post_meta', false, $found ) );
		$this->assertTrue( $found );
		$this->assertSame( $calls + 1, $two->redis_calls, 'the first meta read of a post of the batch reads the meta of the whole batch' );
		foreach ( array( 11, 13, 14 ) as $id ) {
			$this->assertSame( array( 'color' => array( "c$id" ) ), $two->get( $id, 'post_meta' ) );
		}
		$this->assertSame( $calls + 1, $two->redis_calls, 'the other posts\' meta cost no round trip' );
		$this->assertSame( array( 113 ), $two->get( 13, 'category_relationships' ) );
		$this->assertSame( array( 111 ), $two->get( 11, 'category_relationships' ) );
		$this->assertSame( $calls + 2, $two->redis_calls, 'one more group, one more round trip' );

		$this->assertSame( array( 'color' => array( 'c99' ) ), $two->get( 99, 'post_meta' ), 'a post of no batch is read alone' );
		$this->assertFalse( $two->get( 15, 'post_meta', false, $found ), 'not in Redis: a miss, asked again alone as before' );
		$this->assertFalse( $found );
		$this->assertSame( $calls + 4, $two->redis_calls );

		$one->set( 12, array( 'color' => array( 'changed' ) ), 'post_meta' );
		$this->assertSame( array( 'color' => array( 'changed' ) ), $two->get( 12, 'post_meta', true ), '$force still reads Redis' );

		$two->get_multiple( array( 5, 6, 7 ), 'terms' ); // A term query's terms (_prime_term_caches()).
		$calls = $two->redis_calls;
		$this->assertSame( array( 'name' => array( 'Kabeli' ) ), $two->get( 5, 'term_meta' ) );
		$this->assertSame( array( 'name' => array( 'Žice' ) ), $two->get( 6, 'term_meta' ) );
		$this->assertSame( $calls + 1, $two->redis_calls, 'terms read together have their meta read together' );
	}

	public function test_the_keys_every_request_reads_at_boot_come_with_its_first_read(): void {
		$one = $this->node();
		$one->set( 'alloptions', array( 'blogname' => 'Kabelshop' ), 'options' );
		$one->set( 'notoptions', array( 'nothing' => true ), 'options' );
		$one->set( 'is_blog_installed', true );
		$one->set( '1:notoptions', array(), 'site-options' );

		$two   = $this->node(); // A new request.
		$found = null;
		$this->assertSame( array( 'nothing' => true ), $two->get( 'notoptions', 'options', false, $found ) );
		$this->assertTrue( $found );
		$this->assertSame( 1, $two->redis_calls );
		$this->assertSame( array( 'blogname' => 'Kabelshop' ), $two->get( 'alloptions', 'options' ) );
		$this->assertTrue( $two->get( 'is_blog_installed' ) );
		$this->assertSame( array(), $two->get( '1:notoptions', 'site-options' ) );
		$this->assertSame( 1, $two->redis_calls, 'four reads, one round trip' );

		$three = $this->node();
		$this->assertFalse( $three->get( 'other', 'default', false, $found ), 'a first read of another key brings them too' );
		$this->assertFalse( $found );
		$this->assertTrue( $three->get( 'is_blog_installed' ) );
		$this->assertSame( 1, $three->redis_calls );
	}

	public function test_prefetch_reads_what_the_last_request_of_a_path_read_in_two_round_trips(): void {
		$one = $this->node();
		$one->set( 'alloptions', array( 'blogname' => 'Kabelshop' ), 'options' );
		$one->set( 'a', 1, 'g1' );
		$one->set( 'b', array( 2 ), 'g1' );
		$one->set( 7, (object) array( 'ID' => 7 ), 'posts' );

		$first = $this->node(); // The first request of /en/: reads as it goes, then keeps the list.
		$first->prefetch_by( 'shop /en/' );
		$first->get( 'alloptions', 'options' );
		$this->assertSame( 1, $first->get( 'a', 'g1' ) );
		$this->assertSame( array( 2 ), $first->get( 'b', 'g1' ) );
		$this->assertFalse( $first->get( 'gone', 'g2' ) );
		$this->assertEquals( array( 7 => (object) array( 'ID' => 7 ) ), $first->get_multiple( array( 7 ), 'posts' ) );
		$this->assertSame( 5, $first->redis_calls );
		$first->close();

		$one->set( 'b', array( 3 ), 'g1' ); // Changed by another node before the next request.
		$one->set( 'c', 'c', 'g1' );
		$next = $this->node();
		$next->prefetch_by( 'shop /en/' );
		$this->assertSame( array( 'blogname' => 'Kabelshop' ), $next->get( 'alloptions', 'options' ) );
		$this->assertSame( 1, $next->get( 'a', 'g1' ) );
		$this->assertSame( array( 3 ), $next->get( 'b', 'g1' ), 'the value Redis holds when the request starts' );
		$found = null;
		$this->assertFalse( $next->get( 'gone', 'g2', false, $found ), 'a key of the list Redis lacks is a miss' );
		$this->assertFalse( $found );
		$this->assertEquals( (object) array( 'ID' => 7 ), $next->get( 7, 'posts' ) );
		$this->assertSame( 2, $next->redis_calls, 'the list with the first read, then all its keys: two round trips' );
		$this->assertTrue( $next->set( 'gone', 'now', 'g2' ) );
		$this->assertSame( 'now', $next->get( 'gone', 'g2' ), 'a key the request writes is read back' );
		$this->assertSame( 'c', $next->get( 'c', 'g1' ) );
		$this->assertSame( 4, $next->redis_calls, 'a key not on the list is read as before' );
		$next->close();

		$third = $this->node();
		$third->prefetch_by( 'shop /en/' );
		$third->get( 'alloptions', 'options' );
		$this->assertSame( 'c', $third->get( 'c', 'g1' ) );
		$this->assertSame( 'now', $third->get( 'gone', 'g2' ) );
		$this->assertSame( 2, $third->redis_calls, 'the list grew by what the last request read' );

		$user = $this->node(); // A visitor's own data is read as before and never listed.
		$user->prefetch_by( 'shop /en/' );
		$user->get( 'alloptions', 'options' );
		$one->set( 5, array( 'first_name' => array( 'Ana' ) ), 'user_meta' );
		$this->assertSame( array( 'first_name' => array( 'Ana' ) ), $user->get( 5, 'user_meta' ) );
		$this->assertSame( 3, $user->redis_calls );
		$user->close();
		$again = $this->node();
		$again->prefetch_by( 'shop /en/' );
		$again->get( 'alloptions', 'options' );
		$again->get( 5, 'user_meta' );
		$this->assertSame( 3, $again->redis_calls, 'user meta is not on the list' );

		$other = $this->node(); // Another path has its own list (none yet).
		$other->prefetch_by( 'shop /en/contact/' );
		$other->get( 'alloptions', 'options' );
		$other->get( 'a', 'g1' );
		$this->assertSame( 2, $other->redis_calls );
	}

	public function test_a_persistent_connection_outlives_the_request_s_close(): void {
		$config = self::$server->url();
		$admin  = self::$server->client();
		$open   = static function ( $id ) use ( $admin ): bool {
			for ( $i = 0; $i < 50; $i++ ) { // The server sees a close a moment later.
				if ( ! preg_match( '/(^|\n)id=' . (int) $id . ' /', (string) $admin->rawCommand( 'CLIENT', 'LIST' ) ) ) {
					return false;
				}
				usleep( 10000 );
			}
			return true;
		};

		$first = Kabelshop_Redis_Object_Cache::connect( $config, true );
		$this->assertNotNull( $first );
		$id    = $first->client( 'id' );
		$cache = new Kabelshop_Redis_Object_Cache( $first, 'site_p:wp_' );
		$this->assertTrue( $cache->set( 'k', 'v' ) );
		$this->assertTrue( $cache->close() );
		$this->assertTrue( $open( $id ), 'close() at the end of a request leaves a persistent connection open' );
		unset( $cache, $first ); // The end of the request: php-redis takes the connection back into its pool.
		$second = Kabelshop_Redis_Object_Cache::connect( $config, true );
		$this->assertSame( 'v', ( new Kabelshop_Redis_Object_Cache( $second, 'site_p:wp_' ) )->get( 'k' ), 'the next request reads on it' );
		$this->assertSame( $id, $second->client( 'id' ), 'the same connection, no new one' );

		$plain = Kabelshop_Redis_Object_Cache::connect( $config );
		$this->assertNotNull( $plain );
		$plain_id = $plain->client( 'id' );
		( new Kabelshop_Redis_Object_Cache( $plain, 'site_p:wp_' ) )->close();
		$this->assertFalse( $open( $plain_id ), 'a plain connection is closed at the end of the request' );
		$second->close();
	}

	public function test_invalid_keys_are_refused_as_core_does(): void {
		$one = $this->node();
		$this->setExpectedIncorrectUsage();
		$this->assertFalse( $one->set( '', 'x' ) );
		$this->assertFalse( $one->get( '  ' ) );
	}

	public function test_page_views_prefetch_by_path_and_rest_requests_never(): void {
		$name = static fn( string $method, string $uri, string $setting = '', string $sapi = 'fpm-fcgi' ): ?string => Kabelshop_Redis_Object_Cache::prefetch_request( $method, $uri, 'shop.test', $setting, $sapi );
		$this->assertSame( 'shop.test /en/', $name( 'GET', '/en/' ) );
		$this->assertSame( 'shop.test /katalog/', $name( 'HEAD', '/katalog/?voltage=0.6-1kV' ), 'one list per path, whatever the query' );
		$this->assertNull( $name( 'POST', '/en/' ), 'only reads' );
		$this->assertNull( $name( 'GET', '/en/', '0' ), 'KABELSHOP_REDIS_PREFETCH=0 turns it off' );
		$this->assertNull( $name( 'GET', '/en/', '', 'cli' ), 'PHP-FPM only by default' );
		$this->assertSame( 'shop.test /en/', $name( 'GET', '/en/', '1', 'cli' ), '=1 turns it on elsewhere' );
		// A REST answer turns on its query (each catalogue search reads other cable types): a list
		// by path would hold the keys of every search, read by each.
		$this->assertNull( $name( 'GET', '/wp-json/kabelshop/v1/products?search=nym' ) );
		$this->assertNull( $name( 'GET', '/wp-json' ) );
		$this->assertNull( $name( 'GET', '/?rest_route=/kabelshop/v1/products&search=nym' ) );
		$this->assertSame( 'shop.test /wp-jsonx/', $name( 'GET', '/wp-jsonx/' ), 'only the REST prefix itself' );
	}

	public function test_a_redis_that_goes_away_leaves_the_request_on_its_runtime_cache(): void {
		$log = ini_set( 'error_log', '/dev/null' ); // The drop-in logs each of these; not this test's output.
		try {
			$this->assertNull( Kabelshop_Redis_Object_Cache::connect( 'unix:///nonexistent/kabelshop-redis.sock' ), 'no server: null, so the site falls back to core' );
			$this->assertNull( Kabelshop_Redis_Object_Cache::connect( 'redis:/nonsense' ) );
		} finally {
			ini_set( 'error_log', (string) $log );
		}

		$spare = new RedisServer();
		$cache = new Kabelshop_Redis_Object_Cache( Kabelshop_Redis_Object_Cache::connect( $spare->url() ), 'site:wp_' );
		$this->assertTrue( $cache->set( 'before', 1 ) );
		$spare->stop();
		$log = ini_set( 'error_log', '/dev/null' );
		try {
			$this->assertTrue( $cache->set( 'after', 2 ), 'a write still succeeds for this request' );
		} finally {
			ini_set( 'error_log', (string) $log );
		}
		$this->assertFalse( $cache->is_connected() );
		$this->assertSame( 2, $cache->get( 'after' ) );
		$this->assertSame( 1, $cache->get( 'before' ) );
		$this->assertSame( 3, $cache->incr( 'after' ) );
		$this->assertFalse( $cache->get( 'never' ) );
	}

	public function test_wordpress_with_the_drop_in_shares_transients_between_processes(): void {
		$url   = self::$server->url();
		$token = 'kabelshop-cache-test-' . bin2hex( random_bytes( 4 ) );
		$first = $this->wordpress( $url, "set_transient( '$token', array( 'n' => 7 ), 60 ); wp_cache_set( 'plain', 41 ); wp_cache_incr( 'plain' );" );
		$this->assertTrue( $first['external'], 'WordPress reports an external object cache' );
		$this->assertSame( 'Kabelshop_Redis_Object_Cache', $first['class'] );
		$this->assertSame( array( true, true, true, true, true, true, false ), $first['supports'] );

		$second = $this->wordpress( $url, "\$out['transient'] = get_transient( '$token' ); \$out['plain'] = wp_cache_get( 'plain' ); \$out['blogname'] = get_option( 'blogname' );" );
		$this->assertSame( array( 'n' => 7 ), $second['transient'], 'a transient set by one process is read by the next' );
		$this->assertSame( 42, $second['plain'] );
		$this->assertNotSame( '', $second['blogname'] );
		$keys = self::$server->client()->keys( getenv( 'KABELSHOP_DB_NAME' ) . ':wp_:*' );
		$this->assertNotEmpty( $keys, 'keys carry the database name and table prefix' );
		$this->assertContains( getenv( 'KABELSHOP_DB_NAME' ) . ':wp_:1:transient:' . $token, $keys );
		global $wpdb;
		$this->assertNull( $wpdb->get_var( $wpdb->prepare( "SELECT option_value FROM {$wpdb->options} WHERE option_name = %s", '_transient_' . $token ) ), 'not in the options table' );
	}

	public function test_wordpress_falls_back_to_core_s_cache_when_redis_is_down_or_unset(): void {
		$token = 'kabelshop-cache-test-' . bin2hex( random_bytes( 4 ) );
		foreach ( array( 'unix:///nonexistent/redis.sock', '' ) as $url ) {
			$run = $this->wordpress( $url, "set_transient( '$token', 'db', 60 ); wp_cache_delete( '$token', 'transient' ); \$out['transient'] = get_transient( '$token' ); delete_transient( '$token' );" );
			$this->assertFalse( (bool) $run['external'], "core's non-persistent cache with KABELSHOP_REDIS='$url'" );
			$this->assertSame( 'WP_Object_Cache', $run['class'] );
			$this->assertSame( 'db', $run['transient'], 'transients live in the options table again' );
		}
	}

	/**
	 * Loads WordPress (the test site) in a child process with KABELSHOP_REDIS set, runs PHP code
	 * that may fill $out, and answers $out plus what the process reports of its cache.
	 *
	 * @param string $redis KABELSHOP_REDIS ('' = unset).
	 * @param string $code  PHP statements.
	 * @return array<string, mixed>
	 */
	private function wordpress( string $redis, string $code ): array {
		$wp     = ( getenv( 'KABELSHOP_WP_DIR' ) ?: dirname( __DIR__, 3 ) . '/.wp' ) . '/wp-load.php';
		$script = '$_SERVER["HTTP_HOST"] = "127.0.0.1"; $_SERVER["REQUEST_URI"] = "/"; define( "WP_USE_THEMES", false ); require ' . var_export( $wp, true ) . '; $out = array();'
			. $code
			. ' $out["external"] = wp_using_ext_object_cache(); $out["class"] = get_class( $GLOBALS["wp_object_cache"] );'
			. ' $out["supports"] = array_map( "wp_cache_supports", array( "add_multiple", "set_multiple", "get_multiple", "delete_multiple", "flush_runtime", "flush_group", "nothing" ) );'
			. ' echo "\n@@" . json_encode( $out );';
		$env = getenv();
		unset( $env['KABELSHOP_REDIS'] );
		if ( '' !== $redis ) {
			$env['KABELSHOP_REDIS'] = $redis;
		}
		$process = proc_open( array( PHP_BINARY, '-r', $script ), array( 1 => array( 'pipe', 'w' ), 2 => array( 'pipe', 'w' ) ), $pipes, null, $env );
		$stdout  = (string) stream_get_contents( $pipes[1] );
		$stderr  = (string) stream_get_contents( $pipes[2] );
		proc_close( $process );
		$at = strrpos( $stdout, "\n@@" );
		$this->assertNotFalse( $at, "WordPress did not finish:\n$stdout\n$stderr" );
		return (array) json_decode( substr( $stdout, $at + 3 ), true );
	}

	/**
	 * Lets one _doing_it_wrong() notice of an invalid key through (core reports them since 6.1).
	 */
	private function setExpectedIncorrectUsage(): void {
		add_filter( 'doing_it_wrong_trigger_error', '__return_false' );
		$this->addToAssertionCount( 0 );
	}

	protected function tearDown(): void {
		remove_filter( 'doing_it_wrong_trigger_error', '__return_false' );
		parent::tearDown();
	}
}
