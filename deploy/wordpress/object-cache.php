<?php
/**
 * Kabelshop's persistent object cache: a WordPress object-cache drop-in on Redis (php-redis).
 *
 * Placed as wp-content/object-cache.php (bin/setup.sh links it into .wp/wp-content/; a deployment
 * copies this one file there). It implements the whole object cache API of WordPress 6.1
 * (wp_cache_init, add, add_multiple, set, set_multiple, get, get_multiple, replace, delete,
 * delete_multiple, incr, decr, flush, flush_runtime, flush_group, add_global_groups,
 * add_non_persistent_groups, switch_to_blog, reset, close, wp_cache_supports) so that every node of
 * a cluster (README "Deploying: the cluster", docs/deploy.md) shares one cache, and with it the
 * transients, which WordPress keeps in the object cache once a persistent one is present.
 *
 * Configuration (wp-config.php; bin/wp-config.php copies the environment variables of the same
 * names into the constants):
 * - KABELSHOP_REDIS: where Redis listens, `unix:///path/to/redis.sock` or `tcp://host:6379`
 *   (optional query `?db=N` selects a database, `&password=...` authenticates). Unset: this file
 *   defines nothing and WordPress uses core's non-persistent cache (wp-includes/cache.php), so the
 *   `php -S` development and test sites run exactly as without the drop-in.
 * - KABELSHOP_REDIS_PREFIX: the key prefix; default `DB_NAME:$table_prefix`, so sites sharing one
 *   Redis (the test sites of several engineers, say) never read or flush each other's keys.
 *
 * When Redis cannot be reached at the start of a request (down, wrong path, php-redis missing),
 * the request falls back to core's non-persistent cache and one line goes to the PHP error log.
 * When Redis fails in the middle of a request, the rest of that request runs on the in-request
 * cache alone (writes are kept for the request only) and the failure is logged once.
 *
 * Keys are `{prefix}:{blog id or "g" for global groups}:{group}:{key}`. Values are PHP-serialised,
 * except integers, which are stored as their decimal digits so that incr/decr run atomically in
 * Redis (a Lua script: two nodes incrementing one counter never lose an increment). A serialised
 * value always starts with a type letter, so the two forms never collide. incr/decr follow core:
 * a missing key answers false, a non-numeric value counts as 0, the result never goes below 0; a
 * fractional value is truncated to an integer. Expirations are in seconds (0 or less: none).
 * flush() removes this prefix's keys only (SCAN + UNLINK, never FLUSHDB); flush_group() a group's.
 *
 * Every value read or written in a request is kept in an in-request (runtime) cache, as core does;
 * `$force` on get() and get_multiple() reads Redis again. Objects are cloned in and out, as core
 * does, so a caller changing an object it got does not change the cached one.
 *
 * Posts read together are read together (issue 16): WordPress 6.1 primes a query's post meta and
 * term relationships only for posts that were not in the cache yet (_prime_post_caches()), so
 * with a warm persistent cache every post of a query then had its meta and each taxonomy's
 * relationships read on their own, one Redis round trip each (about 200 per uncached page). The
 * post ids of every get_multiple() of the 'posts' group (queries, _prime_post_caches()) are kept
 * for the request as a batch; the first single get() that misses the runtime cache in a group
 * keyed by post id ('post_meta', '{taxonomy}_relationships') for a post of a batch reads that
 * group for the whole batch in one MGET (once per batch and group), as core's lazy loader does
 * for term meta. Terms likewise: WP_Term_Query answered from the cache primes no term meta, so
 * the term ids of a get_multiple() of 'terms' are a batch for 'term_meta'. What is read is what
 * Redis holds, as a get() of each would have answered. Likewise the keys every request reads at its
 * start (PRELOAD: alloptions, notoptions, is_blog_installed) come in one MGET with the request's
 * first read.
 *
 * Prefetch (PHP-FPM GET and HEAD requests of pages, not REST requests: prefetch_request()): the
 * keys a request read from Redis are kept per path
 * (host and path, no query) as a list in Redis (`{prefix}:prefetch:{md5}`, one hour, written only
 * when a request read keys the list lacked; started anew past 1,000 keys; one visitor's own data,
 * the user groups, never listed). The next request of
 * that path reads the list with its first read and then every key on it in one MGET, instead of
 * one round trip per query, group and key as the page goes (about 55 for a page). Values are what
 * Redis holds when the request starts, as if the request had read them all at once; a key the
 * list names but Redis lacks counts as a miss for the request without another round trip (core
 * then reads the database and stores it, as on any miss). KABELSHOP_REDIS_PREFETCH=0 turns it off
 * (=1 turns it on outside PHP-FPM too, for bench/page-profile.php).
 *
 * @package Kabelshop
 */

declare( strict_types=1 );

defined( 'ABSPATH' ) || exit;

// phpcs:disable WordPress.NamingConventions.PrefixAllGlobals.NonPrefixedFunctionFound -- a drop-in defines core's wp_cache_*() API.

if ( ! class_exists( 'Kabelshop_Redis_Object_Cache' ) ) {

	/**
	 * The cache object ($GLOBALS['wp_object_cache']) when Redis is in use. Its public methods have
	 * the signatures and answers of core's WP_Object_Cache (wp-includes/class-wp-object-cache.php).
	 */
	class Kabelshop_Redis_Object_Cache { // phpcs:ignore Generic.Files.OneObjectStructurePerFile.MultipleFound, Generic.Classes.OpeningBraceSameLine.ContentAfterBrace

		/**
		 * Lua: increment a stored number by ARGV[1] (negative to decrement), never below 0, keeping
		 * the key's time to live; nil when the key is missing. Numbers may be stored as digits (our
		 * integers) or as serialised i:, d: or numeric s: values; anything else counts as 0.
		 */
		private const INCR_SCRIPT = <<<'LUA'
local v = redis.call('GET', KEYS[1])
if not v then return nil end
local n
if string.match(v, '^%-?%d+$') then
  n = tonumber(v)
else
  local s = string.match(v, '^i:(%-?%d+);$') or string.match(v, '^d:([^;]+);$') or string.match(v, '^s:%d+:"%s*([^"]-)%s*";$')
  n = s and tonumber(s) or 0
end
if n >= 0 then n = math.floor(n) else n = math.ceil(n) end
n = n + tonumber(ARGV[1])
if n < 0 then n = 0 end
local out = string.format('%d', n)
redis.call('SET', KEYS[1], out, 'KEEPTTL')
return out
LUA;

		/**
		 * Keys (key, group) every request of a single site reads while WordPress boots: read in one
		 * MGET with the request's first read from Redis (4 round trips were 1 on every request).
		 */
		private const PRELOAD = array(
			array( 'is_blog_installed', 'default' ),
			array( 'notoptions', 'options' ),
			array( 'alloptions', 'options' ),
			array( '1:notoptions', 'site-options' ),
		);

		/** @var bool Whether this request's first read (with PRELOAD) was made. */
		private bool $preloaded = false;

		/** @var string|null Redis key of this request's prefetch list (null: no prefetch). */
		private ?string $prefetch_key = null;

		/** @var array<string, string> Redis key => group of the keys on the prefetch list read at the start. */
		private array $prefetched = array();

		/** @var array<string, string> Redis key => group of every key read from Redis in this request. */
		private array $read = array();

		/** @var array<string, true> Redis keys the prefetch found missing: misses without a round trip. */
		private array $absent = array();

		/** Most keys a prefetch list holds before it starts anew. */
		private const PREFETCH_MAX = 1000;

		/** Groups of one visitor's data, never on a prefetch list (another visitor of the path would read them for nothing). */
		private const PREFETCH_SKIP = array(
			'users'       => true,
			'user_meta'   => true,
			'userlogins'  => true,
			'useremail'   => true,
			'userslugs'   => true,
			'user-tokens' => true,
		);

		/** @var \Redis|null The connection; null once it failed in this request (runtime cache only from then on). */
		private ?\Redis $redis;

		/** @var string Key prefix of this site, without the trailing ':'. */
		private string $prefix;

		/** @var array<string, array<string, mixed>> Runtime cache: group => full key => value. */
		private array $cache = array();

		/** @var array<string, true> Groups shared by all sites of a network. */
		private array $global_groups = array();

		/** @var array<string, true> Groups kept for the request only, never in Redis. */
		private array $non_persistent_groups = array();

		/** @var int Blog id used in the keys of non-global groups. */
		private int $blog_id;

		/** @var bool Whether this is a multisite network (the blog id is in the keys either way). */
		private bool $multisite;

		/** @var list<list<int>> Object ids read together by get_multiple() of 'posts' or 'terms' (this request). */
		private array $batches = array();

		/** @var array<string, array<int, int>> 'posts' | 'terms' => object id => index in $batches of the last batch that had it. */
		private array $batch_of = array();

		/** @var array<int, array<string, true>> Batch index => groups already read for the whole batch. */
		private array $batch_read = array();

		/** @var int Runtime and Redis hits of get(). */
		public int $cache_hits = 0;

		/** @var int Misses of get(). */
		public int $cache_misses = 0;

		/** @var int Redis round trips made. */
		public int $redis_calls = 0;

		/**
		 * A cache on a connected Redis.
		 *
		 * @param \Redis|null $redis  Connection (null: runtime cache only, used by tests and after failures).
		 * @param string      $prefix Key prefix of this site, e.g. 'kabelshop:wp_'.
		 */
		public function __construct( ?\Redis $redis, string $prefix ) {
			$this->redis     = $redis;
			$this->prefix    = rtrim( $prefix, ':' );
			$this->multisite = function_exists( 'is_multisite' ) && is_multisite();
			$this->blog_id   = $this->multisite && function_exists( 'get_current_blog_id' ) ? get_current_blog_id() : 1;
		}

		/**
		 * Connects to the Redis named by a configuration string, or answers null (logged) when it
		 * cannot: php-redis missing, a malformed string, Redis not answering within a second.
		 *
		 * A persistent connection (php-redis pconnect(), one per configuration string and PHP-FPM
		 * worker) is kept open across the worker's requests: Redis then accepts and tears down no
		 * connection per page (issue 16: Redis shares the CPUs with the nodes). close() leaves it
		 * open; a connection that failed is closed, so the worker's next request connects anew.
		 *
		 * @param string $config     `unix:///path.sock` or `tcp://host:port`, optional `?db=N&password=...`.
		 * @param bool   $persistent Keep the connection for the next request of this process.
		 * @throws \RedisException Never: a failed connection is caught, logged and answered with null.
		 */
		public static function connect( string $config, bool $persistent = false ): ?\Redis {
			if ( ! class_exists( 'Redis' ) ) {
				self::log( 'php-redis is not installed; using the non-persistent cache' );
				return null;
			}
			// parse_url() refuses 'unix:///path' (a scheme other than file: with an empty host).
			$parts = str_starts_with( $config, 'unix://' )
				? array_merge( (array) parse_url( 'file://' . substr( $config, 7 ) ), array( 'scheme' => 'unix' ) ) // phpcs:ignore WordPress.WP.AlternativeFunctions.parse_url_parse_url -- loaded before wp_parse_url() may be.
				: parse_url( $config ); // phpcs:ignore WordPress.WP.AlternativeFunctions.parse_url_parse_url -- as above.
			if ( ! is_array( $parts ) || ! isset( $parts['scheme'] ) ) {
				self::log( 'KABELSHOP_REDIS is not unix:///path or tcp://host:port; using the non-persistent cache' );
				return null;
			}
			$query = array();
			parse_str( $parts['query'] ?? '', $query );
			try {
				$redis = new \Redis();
				$id    = $persistent ? 'kabelshop:' . md5( $config ) : null;
				if ( 'unix' === $parts['scheme'] && isset( $parts['path'] ) ) {
					$ok = $persistent ? $redis->pconnect( $parts['path'], 0, 1.0, $id ) : $redis->connect( $parts['path'], 0, 1.0 );
				} elseif ( 'tcp' === $parts['scheme'] && isset( $parts['host'] ) ) {
					$port = (int) ( $parts['port'] ?? 6379 );
					$ok   = $persistent ? $redis->pconnect( $parts['host'], $port, 1.0, $id, 0, 1.0 ) : $redis->connect( $parts['host'], $port, 1.0, null, 0, 1.0 );
				} else {
					self::log( 'KABELSHOP_REDIS is not unix:///path or tcp://host:port; using the non-persistent cache' );
					return null;
				}
				if ( ! $ok ) {
					throw new \RedisException( 'connect failed' );
				}
				if ( isset( $query['password'] ) && is_string( $query['password'] ) ) {
					$redis->auth( $query['password'] );
				}
				if ( isset( $query['db'] ) && is_numeric( $query['db'] ) ) {
					$redis->select( (int) $query['db'] );
				}
				return $redis;
			} catch ( \Throwable $e ) {
				self::log( 'Redis at ' . $config . ' is unreachable (' . $e->getMessage() . '); using the non-persistent cache' );
				return null;
			}
		}

		/**
		 * Whether Redis is in use (false after a failure in this request).
		 */
		public function is_connected(): bool {
			return null !== $this->redis;
		}

		/**
		 * Adds a value if the key does not exist yet (in Redis: SET NX, so two nodes adding one key
		 * at once cannot both succeed).
		 *
		 * @param int|string $key    Key.
		 * @param mixed      $data   Value.
		 * @param string     $group  Group ('' = 'default').
		 * @param int        $expire Seconds to live, 0 = no expiration.
		 */
		public function add( $key, $data, $group = 'default', $expire = 0 ): bool {
			if ( ! $this->valid_key( $key ) || ( function_exists( 'wp_suspend_cache_addition' ) && wp_suspend_cache_addition() ) ) {
				return false;
			}
			// A key this request already holds exists: SET NX would answer "not set" (core's own
			// WP_Object_Cache::add() asks _exists() the same way). No round trip for it.
			$group = $this->group( $group );
			if ( $this->in_runtime( $this->full_key( $key, $group ), $group ) ) {
				return false;
			}
			return $this->store( $key, $data, $group, (int) $expire, 'NX' );
		}

		/**
		 * Adds several values: keys this request already holds are not added (as add()); the others
		 * go to Redis as SET NX in one pipeline, one round trip. WordPress 6.1+ primes the posts of
		 * every WP_Query this way (update_post_cache() -> wp_cache_add_multiple()); one SET NX per
		 * post was 48 of the 50 round trips of an uncached /en/ on 7.1 (bench/page-profile.php).
		 *
		 * @param array<int|string, mixed> $data   Key => value.
		 * @param string                   $group  Group.
		 * @param int                      $expire Seconds to live.
		 * @return array<int|string, bool> Key => whether it was added.
		 */
		public function add_multiple( array $data, $group = '', $expire = 0 ): array {
			$group = $this->group( $group );
			$out   = array();
			if ( null === $this->redis || isset( $this->non_persistent_groups[ $group ] ) || ( function_exists( 'wp_suspend_cache_addition' ) && wp_suspend_cache_addition() ) ) {
				foreach ( $data as $key => $value ) {
					$out[ $key ] = $this->add( $key, $value, $group, $expire );
				}
				return $out;
			}
			$keys = array();
			foreach ( $data as $key => $value ) {
				$out[ $key ] = false; // In the order given; store_many() fills in what it wrote.
				$full        = $this->valid_key( $key ) ? $this->full_key( $key, $group ) : '';
				if ( '' !== $full && ! $this->in_runtime( $full, $group ) ) {
					$keys[ $key ] = $full;
				}
			}
			return array_replace( $out, $this->store_many( $keys, $data, $group, (int) $expire, 'NX' ) );
		}

		/**
		 * Replaces a value only if the key exists (in Redis: SET XX).
		 *
		 * @param int|string $key    Key.
		 * @param mixed      $data   Value.
		 * @param string     $group  Group.
		 * @param int        $expire Seconds to live.
		 */
		public function replace( $key, $data, $group = 'default', $expire = 0 ): bool {
			if ( ! $this->valid_key( $key ) ) {
				return false;
			}
			return $this->store( $key, $data, $group, (int) $expire, 'XX' );
		}

		/**
		 * Sets a value.
		 *
		 * @param int|string $key    Key.
		 * @param mixed      $data   Value.
		 * @param string     $group  Group.
		 * @param int        $expire Seconds to live.
		 */
		public function set( $key, $data, $group = 'default', $expire = 0 ): bool {
			if ( ! $this->valid_key( $key ) ) {
				return false;
			}
			return $this->store( $key, $data, $group, (int) $expire, '' );
		}

		/**
		 * Sets several values in one round trip (a pipeline).
		 *
		 * @param array<int|string, mixed> $data   Key => value.
		 * @param string                   $group  Group.
		 * @param int                      $expire Seconds to live.
		 * @return array<int|string, bool> Key => whether it was set.
		 */
		public function set_multiple( array $data, $group = '', $expire = 0 ): array {
			$group = $this->group( $group );
			$out   = array();
			if ( null === $this->redis || isset( $this->non_persistent_groups[ $group ] ) ) {
				foreach ( $data as $key => $value ) {
					$out[ $key ] = $this->set( $key, $value, $group, $expire );
				}
				return $out;
			}
			$keys = array();
			foreach ( $data as $key => $value ) {
				$out[ $key ] = false; // In the order given; store_many() fills in what it wrote.
				if ( $this->valid_key( $key ) ) {
					$keys[ $key ] = $this->full_key( $key, $group );
				}
			}
			return array_replace( $out, $this->store_many( $keys, $data, $group, (int) $expire, '' ) );
		}

		/**
		 * Gets a value: from the runtime cache, else from Redis.
		 *
		 * @param int|string $key   Key.
		 * @param string     $group Group.
		 * @param bool       $force Read Redis even when the runtime cache has the key.
		 * @param bool|null  $found Set to whether the key was found (false is a storable value).
		 * @return mixed The value, false when not found.
		 */
		public function get( $key, $group = 'default', $force = false, &$found = null ) {
			$found = false;
			if ( ! $this->valid_key( $key ) ) {
				return false;
			}
			$group = $this->group( $group );
			$full  = $this->full_key( $key, $group );
			$local = isset( $this->non_persistent_groups[ $group ] ) || null === $this->redis;
			if ( ( ! $force || $local ) && $this->in_runtime( $full, $group ) ) {
				$found = true;
				++$this->cache_hits;
				$value = $this->cache[ $group ][ $full ];
				return is_object( $value ) ? clone $value : $value;
			}
			if ( $local ) {
				++$this->cache_misses;
				return false;
			}
			if ( ! $force && ! $this->preloaded && $this->preload( $key, $group ) ) {
				if ( $this->in_runtime( $full, $group ) ) {
					$found = true;
					++$this->cache_hits;
					$value = $this->cache[ $group ][ $full ];
					return is_object( $value ) ? clone $value : $value;
				}
				if ( $this->is_connected() ) {
					++$this->cache_misses;
					return false;
				}
			}
			if ( ! $force && isset( $this->absent[ $full ] ) ) {
				++$this->cache_misses;
				return false;
			}
			if ( ! $force && $this->read_batch( $key, $group ) ) {
				if ( $this->in_runtime( $full, $group ) ) {
					$found = true;
					++$this->cache_hits;
					$value = $this->cache[ $group ][ $full ];
					return is_object( $value ) ? clone $value : $value;
				}
				if ( $this->is_connected() ) { // Not in Redis (the batch's MGET counted the miss).
					return false;
				}
			}
			$this->read[ $full ] = $group;
			$raw                 = $this->call( static fn( \Redis $redis ) => $redis->get( $full ) );
			if ( ! is_string( $raw ) ) {
				if ( $force ) {
					unset( $this->cache[ $group ][ $full ] );
				}
				if ( ! $this->is_connected() && $this->in_runtime( $full, $group ) ) { // Redis failed just now.
					$found = true;
					return $this->cache[ $group ][ $full ];
				}
				++$this->cache_misses;
				return false;
			}
			$value                          = self::decode( $raw );
			$this->cache[ $group ][ $full ] = $value;
			$found                          = true;
			++$this->cache_hits;
			return is_object( $value ) ? clone $value : $value;
		}

		/**
		 * Gets several values; those not in the runtime cache in one Redis round trip (MGET).
		 *
		 * @param array<int|string> $keys  Keys.
		 * @param string            $group Group.
		 * @param bool              $force Read Redis even for keys in the runtime cache.
		 * @return array<int|string, mixed> Key => value, false when not found.
		 */
		public function get_multiple( $keys, $group = 'default', $force = false ): array {
			$group = $this->group( $group );
			$out   = array();
			$fetch = array();
			if ( 'posts' === $group || 'terms' === $group ) {
				$this->remember_batch( $keys, $group );
			}
			$this->preloaded = true; // PRELOAD rides on a first get() only (WordPress boots with one).
			foreach ( $keys as $key ) {
				if ( ! $this->valid_key( $key ) ) {
					$out[ $key ] = false;
					continue;
				}
				$full = $this->full_key( $key, $group );
				if ( null === $this->redis || isset( $this->non_persistent_groups[ $group ] ) || ( ! $force && ( $this->in_runtime( $full, $group ) || isset( $this->absent[ $full ] ) ) ) ) {
					$out[ $key ] = $this->get( $key, $group );
				} else {
					$out[ $key ]         = false;
					$fetch[ $key ]       = $full;
					$this->read[ $full ] = $group;
				}
			}
			if ( array() === $fetch ) {
				return $out;
			}
			$raw = $this->call( static fn( \Redis $redis ) => $redis->mget( array_values( $fetch ) ) );
			$i   = 0;
			foreach ( $fetch as $key => $full ) {
				$one = is_array( $raw ) ? ( $raw[ $i ] ?? false ) : false;
				++$i;
				if ( is_string( $one ) ) {
					$value                          = self::decode( $one );
					$this->cache[ $group ][ $full ] = $value;
					$out[ $key ]                    = is_object( $value ) ? clone $value : $value;
					++$this->cache_hits;
				} else {
					unset( $this->cache[ $group ][ $full ] );
					++$this->cache_misses;
				}
			}
			return $out;
		}

		/**
		 * Deletes a key.
		 *
		 * @param int|string $key        Key.
		 * @param string     $group      Group.
		 * @param bool       $deprecated Unused (core's signature).
		 * @return bool Whether a value was deleted.
		 */
		public function delete( $key, $group = 'default', $deprecated = false ): bool {
			if ( ! $this->valid_key( $key ) ) {
				return false;
			}
			$group   = $this->group( $group );
			$full    = $this->full_key( $key, $group );
			$runtime = $this->in_runtime( $full, $group );
			unset( $this->cache[ $group ][ $full ] );
			if ( isset( $this->non_persistent_groups[ $group ] ) || null === $this->redis ) {
				return $runtime;
			}
			$deleted = $this->call( static fn( \Redis $redis ) => $redis->del( $full ) );
			return is_int( $deleted ) ? $deleted > 0 : $runtime;
		}

		/**
		 * Deletes several keys.
		 *
		 * @param array<int|string> $keys  Keys.
		 * @param string            $group Group.
		 * @return array<int|string, bool> Key => whether a value was deleted.
		 */
		public function delete_multiple( array $keys, $group = '' ): array {
			$out = array();
			foreach ( $keys as $key ) {
				$out[ $key ] = $this->delete( $key, $group );
			}
			return $out;
		}

		/**
		 * Adds to a number atomically (see the file's docblock for the rules).
		 *
		 * @param int|string $key    Key.
		 * @param int        $offset Amount.
		 * @param string     $group  Group.
		 * @return int|false New value, false when the key does not exist.
		 */
		public function incr( $key, $offset = 1, $group = 'default' ) {
			if ( ! $this->valid_key( $key ) ) {
				return false;
			}
			$group = $this->group( $group );
			$full  = $this->full_key( $key, $group );
			if ( isset( $this->non_persistent_groups[ $group ] ) || null === $this->redis ) {
				if ( ! $this->in_runtime( $full, $group ) ) {
					return false;
				}
				$value = $this->cache[ $group ][ $full ];
				$value = max( 0, ( is_numeric( $value ) ? (int) $value : 0 ) + (int) $offset );

				$this->cache[ $group ][ $full ] = $value;
				return $value;
			}
			$answer = $this->call( static fn( \Redis $redis ) => $redis->eval( self::INCR_SCRIPT, array( $full, (string) (int) $offset ), 1 ) );
			if ( ! is_string( $answer ) && ! is_int( $answer ) ) {
				unset( $this->cache[ $group ][ $full ] );
				return false;
			}
			$this->cache[ $group ][ $full ] = (int) $answer;
			return (int) $answer;
		}

		/**
		 * Subtracts from a number atomically, never below 0.
		 *
		 * @param int|string $key    Key.
		 * @param int        $offset Amount.
		 * @param string     $group  Group.
		 * @return int|false New value, false when the key does not exist.
		 */
		public function decr( $key, $offset = 1, $group = 'default' ) {
			return $this->incr( $key, 0 - (int) $offset, $group );
		}

		/**
		 * Removes every key of this site's prefix (other sites sharing the Redis keep theirs) and
		 * the runtime cache.
		 */
		public function flush(): bool {
			$this->cache  = array();
			$this->absent = array();
			if ( null === $this->redis ) {
				return true;
			}
			return $this->unlink_matching( self::glob_escape( $this->prefix ) . ':*' );
		}

		/**
		 * Empties the runtime cache only (Redis keeps everything).
		 */
		public function flush_runtime(): bool {
			$this->cache  = array();
			$this->absent = array();
			return true;
		}

		/**
		 * Removes every key of a group (of the current blog, or the network's for a global group).
		 *
		 * @param string $group Group.
		 */
		public function flush_group( $group ): bool {
			$group = $this->group( $group );
			unset( $this->cache[ $group ] );
			if ( null === $this->redis || isset( $this->non_persistent_groups[ $group ] ) ) {
				return true;
			}
			return $this->unlink_matching( self::glob_escape( $this->full_key( '', $group ) ) . '*' );
		}

		/**
		 * Marks groups as global (shared by the sites of a network).
		 *
		 * @param string|string[] $groups Groups.
		 */
		public function add_global_groups( $groups ): void {
			$this->global_groups = array_merge( $this->global_groups, array_fill_keys( (array) $groups, true ) );
		}

		/**
		 * Marks groups as non-persistent (kept for the request only, never in Redis).
		 *
		 * @param string|string[] $groups Groups.
		 */
		public function add_non_persistent_groups( $groups ): void {
			$this->non_persistent_groups = array_merge( $this->non_persistent_groups, array_fill_keys( (array) $groups, true ) );
		}

		/**
		 * Switches the blog id used in the keys of non-global groups.
		 *
		 * @param int $blog_id Blog id.
		 */
		public function switch_to_blog( $blog_id ): void {
			$this->blog_id = (int) $blog_id;
		}

		/**
		 * Core's deprecated reset(): drops the runtime cache of non-global groups.
		 */
		public function reset(): void {
			foreach ( array_keys( $this->cache ) as $group ) {
				if ( ! isset( $this->global_groups[ $group ] ) ) {
					unset( $this->cache[ $group ] );
				}
			}
		}

		/**
		 * Closes the connection at the end of the request (the next request connects again); a
		 * persistent one stays open for the process's next request.
		 */
		public function close(): bool {
			$this->save_prefetch();
			if ( null !== $this->redis && ! self::is_persistent( $this->redis ) ) {
				try {
					$this->redis->close();
				} catch ( \Throwable $e ) {
					unset( $e ); // Closing a broken connection: nothing to do.
				}
			}
			return true;
		}

		/**
		 * Prints hits, misses and Redis round trips (core's stats(), used by debugging plugins).
		 */
		public function stats(): void {
			printf(
				'<p><strong>Cache Hits:</strong> %d<br /><strong>Cache Misses:</strong> %d<br /><strong>Redis calls:</strong> %d</p>',
				(int) $this->cache_hits,
				(int) $this->cache_misses,
				(int) $this->redis_calls
			);
		}

		/**
		 * The Redis key of a cache key, e.g. 'kabelshop:wp_:1:posts:42' or 'kabelshop:wp_:g:users:1'.
		 *
		 * @param int|string $key   Key.
		 * @param string     $group Group (normalised).
		 */
		public function full_key( $key, string $group ): string {
			$scope = isset( $this->global_groups[ $group ] ) ? 'g' : (string) $this->blog_id;
			return $this->prefix . ':' . $scope . ':' . $group . ':' . $key;
		}

		/**
		 * The request's first read from Redis: the key asked for and the PRELOAD keys the request
		 * lacks, in one MGET. False (nothing read) on a multisite network, whose keys differ.
		 *
		 * @param int|string $key   Key asked for.
		 * @param string     $group Its group (normalised).
		 */
		private function preload( $key, string $group ): bool {
			$this->preloaded = true;
			if ( $this->multisite ) {
				return false;
			}
			$asked                = $this->full_key( $key, $group );
			$want                 = array( $asked => $group );
			$this->read[ $asked ] = $group;
			foreach ( self::PRELOAD as list( $one, $its ) ) {
				$full = $this->full_key( $one, $its );
				if ( ! isset( $this->non_persistent_groups[ $its ] ) && ! $this->in_runtime( $full, $its ) ) {
					$want[ $full ] = $its;
				}
			}
			$list = null === $this->prefetch_key ? array() : array( $this->prefetch_key );
			$raw  = $this->call( static fn( \Redis $redis ) => $redis->mget( array_merge( array_keys( $want ), $list ) ) );
			$this->store_read( $want, $raw );
			$listed = is_array( $raw ) && $list && is_string( $raw[ count( $want ) ] ?? null ) ? self::decode( $raw[ count( $want ) ] ) : null;
			if ( ! is_array( $listed ) ) {
				return true;
			}
			$this->prefetched = $listed;
			$missing          = array();
			foreach ( $listed as $full => $its ) {
				if ( is_string( $full ) && is_string( $its ) && ! isset( $want[ $full ] ) && ! isset( $this->non_persistent_groups[ $its ] ) && ! $this->in_runtime( $full, $its ) ) {
					$missing[ $full ] = $its;
				}
			}
			if ( $missing ) {
				$this->store_read( $missing, $this->call( static fn( \Redis $redis ) => $redis->mget( array_keys( $missing ) ) ), true );
			}
			return true;
		}

		/**
		 * Puts the answer of an MGET into the runtime cache.
		 *
		 * @param array<string, string> $keys   Redis key => group, in the MGET's order.
		 * @param mixed                 $raw    MGET's answer (null after a failure).
		 * @param bool                  $absent Remember the keys Redis lacks as misses.
		 */
		private function store_read( array $keys, $raw, bool $absent = false ): void {
			if ( ! is_array( $raw ) ) {
				return;
			}
			$i = 0;
			foreach ( $keys as $full => $its ) {
				$one = $raw[ $i ] ?? false;
				++$i;
				if ( is_string( $one ) ) {
					$this->cache[ $its ][ $full ] = self::decode( $one );
				} elseif ( $absent ) {
					$this->absent[ $full ] = true;
				}
			}
		}

		/**
		 * Which requests prefetch, and under what name (host and path, no query): GET and HEAD under
		 * PHP-FPM unless KABELSHOP_REDIS_PREFETCH is '0' (any SAPI when '1'). Not REST requests
		 * (`/wp-json/…`, `?rest_route=`): their answers turn on the query (a catalogue search, a page
		 * of orders), so the keys one read are mostly not the next one's, and a list kept by path grows
		 * toward PREFETCH_MAX with the keys of every search, all read and decoded by each (in the search
		 * bench the list held about 200 keys and the A/B runs showed no difference either way: this
		 * bounds the cost, it is not a measured gain).
		 *
		 * @param string $method  HTTP method.
		 * @param string $uri     Request URI with its query.
		 * @param string $host    Host header.
		 * @param string $setting KABELSHOP_REDIS_PREFETCH ('' when unset).
		 * @param string $sapi    PHP_SAPI.
		 * @return string|null The request's name for prefetch_by(), null: no prefetch.
		 */
		public static function prefetch_request( string $method, string $uri, string $host, string $setting, string $sapi ): ?string {
			if ( '0' === $setting || ( '1' !== $setting && 'fpm-fcgi' !== $sapi ) || ! in_array( $method, array( 'GET', 'HEAD' ), true ) || '' === $uri ) {
				return null;
			}
			$path = (string) strtok( $uri, '?' );
			if ( '/wp-json' === $path || str_starts_with( $path, '/wp-json/' ) || 1 === preg_match( '/[?&]rest_route=/', $uri ) ) {
				return null;
			}
			return $host . ' ' . $path;
		}

		/**
		 * Prefetch for this request: the keys it reads are kept under its path for the next request
		 * of the path (see the file's docblock). Not on a multisite network.
		 *
		 * @param string $request What identifies the page: host and path (prefetch_request()).
		 */
		public function prefetch_by( string $request ): void {
			$this->prefetch_key = $this->multisite ? null : $this->prefix . ':prefetch:' . md5( $request );
		}

		/**
		 * At the end of a request with prefetch: writes the list of keys read when this request read
		 * keys the list lacked (one hour; a list past PREFETCH_MAX starts anew with this request's).
		 */
		private function save_prefetch(): void {
			if ( null === $this->prefetch_key || null === $this->redis ) {
				return;
			}
			$read = array_filter( $this->read, static fn( string $group ): bool => ! isset( self::PREFETCH_SKIP[ $group ] ) );
			if ( array() === array_diff_key( $read, $this->prefetched ) ) {
				return;
			}
			$list = $this->prefetched + $read;
			if ( count( $list ) > self::PREFETCH_MAX ) {
				$list = $read;
			}
			$key = $this->prefetch_key;
			$this->call( static fn( \Redis $redis ) => $redis->set( $key, self::encode( $list ), array( 'EX' => 3600 ) ) );
			$this->prefetched = $list;
		}


		/**
		 * Keeps the object ids of a get_multiple() of 'posts' or 'terms' as a batch (two or more).
		 *
		 * @param array<int|string> $keys  Keys asked for.
		 * @param string            $group 'posts' | 'terms'.
		 */
		private function remember_batch( $keys, string $group ): void {
			$ids = array();
			foreach ( $keys as $key ) {
				if ( is_int( $key ) || ( is_string( $key ) && ctype_digit( $key ) ) ) {
					$ids[ (int) $key ] = true;
				}
			}
			if ( count( $ids ) < 2 ) {
				return;
			}
			$index           = count( $this->batches );
			$this->batches[] = array_keys( $ids );
			foreach ( $ids as $id => $unused ) {
				$this->batch_of[ $group ][ $id ] = $index;
			}
		}

		/**
		 * Before a single get() goes to Redis: when the group is keyed by object id (post meta and
		 * term relationships by post, term meta by term) and the key is an object of a batch,
		 * reads the group for the whole batch (one MGET, once per batch and group) and answers
		 * true; the caller then finds the key in the runtime cache or knows it is missing. False
		 * when the key is not in a batch or the batch was read in this group already.
		 *
		 * @param int|string $key   Key.
		 * @param string     $group Group (normalised).
		 */
		private function read_batch( $key, string $group ): bool {
			if ( 'post_meta' === $group || str_ends_with( $group, '_relationships' ) ) {
				$objects = 'posts';
			} elseif ( 'term_meta' === $group ) {
				$objects = 'terms';
			} else {
				return false;
			}
			if ( ! ( is_int( $key ) || ctype_digit( $key ) ) || ! isset( $this->batch_of[ $objects ][ (int) $key ] ) ) {
				return false;
			}
			$index = $this->batch_of[ $objects ][ (int) $key ];
			if ( isset( $this->batch_read[ $index ][ $group ] ) ) {
				return false;
			}
			$this->batch_read[ $index ][ $group ] = true;
			$this->get_multiple( $this->batches[ $index ], $group );
			return true;
		}

		/**
		 * Writes a value to Redis and the runtime cache.
		 *
		 * @param int|string $key    Key.
		 * @param mixed      $data   Value.
		 * @param string     $group  Group.
		 * @param int        $expire Seconds to live (<= 0: none).
		 * @param string     $mode   '' (set), 'NX' (add) or 'XX' (replace).
		 */
		private function store( $key, $data, $group, int $expire, string $mode ): bool {
			$group = $this->group( $group );
			$full  = $this->full_key( $key, $group );
			if ( is_object( $data ) ) {
				$data = clone $data;
			}
			if ( isset( $this->non_persistent_groups[ $group ] ) || null === $this->redis ) {
				$exists = $this->in_runtime( $full, $group );
				if ( ( 'NX' === $mode && $exists ) || ( 'XX' === $mode && ! $exists ) ) {
					return false;
				}
				$this->cache[ $group ][ $full ] = $data;
				return true;
			}
			$ok = $this->call( fn( \Redis $redis ) => $this->write( $redis, $full, $data, $expire, $mode ) );
			if ( ! $this->is_connected() ) { // Redis failed just now: keep the value for this request.
				$this->cache[ $group ][ $full ] = $data;
				return true;
			}
			if ( true !== $ok && ! ( $ok instanceof \Redis ) ) {
				return false;
			}
			$this->cache[ $group ][ $full ] = $data;
			return true;
		}

		/**
		 * Writes several values in one pipeline (one round trip) and keeps those Redis took in the
		 * runtime cache (set_multiple(), add_multiple()). After a Redis failure just now every value
		 * is kept for this request, as store() does.
		 *
		 * @param array<int|string, string> $keys   Key => Redis key, only valid keys.
		 * @param array<int|string, mixed>  $data   Key => value.
		 * @param string                    $group  Group.
		 * @param int                       $expire Seconds to live (<= 0: none).
		 * @param string                    $mode   '' (set) or 'NX' (add).
		 * @return array<int|string, bool> Key => whether it was written.
		 */
		private function store_many( array $keys, array $data, string $group, int $expire, string $mode ): array {
			if ( array() === $keys ) {
				return array();
			}
			$answers = $this->call(
				function ( \Redis $redis ) use ( $keys, $data, $expire, $mode ) {
					$pipe = $redis->multi( \Redis::PIPELINE );
					foreach ( $keys as $key => $full ) {
						$this->write( $pipe, $full, $data[ $key ], $expire, $mode );
					}
					return $pipe->exec();
				}
			);
			$out     = array();
			$i       = 0;
			foreach ( $keys as $key => $full ) {
				$ok = is_array( $answers ) ? true === ( $answers[ $i ] ?? false ) : ! $this->is_connected();
				++$i;
				if ( $ok ) {
					unset( $this->absent[ $full ] );
					$this->cache[ $group ][ $full ] = is_object( $data[ $key ] ) ? clone $data[ $key ] : $data[ $key ];
				}
				$out[ $key ] = $ok;
			}
			return $out;
		}

		/**
		 * Sends one SET (on a connection or a pipeline).
		 *
		 * @param \Redis $redis  Connection or pipeline.
		 * @param string $full   Redis key.
		 * @param mixed  $data   Value.
		 * @param int    $expire Seconds to live (<= 0: none).
		 * @param string $mode   '', 'NX' or 'XX'.
		 * @return mixed SET's answer (true, false, or the pipeline).
		 */
		private function write( \Redis $redis, string $full, $data, int $expire, string $mode ) {
			$options = array();
			if ( '' !== $mode ) {
				$options[] = $mode;
			}
			if ( $expire > 0 ) {
				$options['EX'] = $expire;
			}
			return array() === $options ? $redis->set( $full, self::encode( $data ) ) : $redis->set( $full, self::encode( $data ), $options );
		}

		/**
		 * Runs a Redis call; on a Redis error logs it, drops the connection for the rest of the
		 * request and answers null.
		 *
		 * @param callable $call Receives the connection.
		 * @return mixed The call's answer, null after a failure.
		 */
		private function call( callable $call ) {
			if ( null === $this->redis ) {
				return null;
			}
			++$this->redis_calls;
			try {
				return $call( $this->redis );
			} catch ( \RedisException $e ) {
				self::log( 'Redis failed (' . $e->getMessage() . '); this request continues on the in-request cache' );
				try {
					$this->redis->close(); // A persistent one too: the next request must not inherit a broken connection.
				} catch ( \Throwable $ignored ) {
					unset( $ignored );
				}
				$this->redis = null;
				return null;
			}
		}

		/**
		 * Whether a connection was opened with pconnect().
		 *
		 * @param \Redis $redis Connection.
		 */
		private static function is_persistent( \Redis $redis ): bool {
			try {
				return is_string( $redis->getPersistentID() ) && '' !== $redis->getPersistentID();
			} catch ( \Throwable $e ) {
				unset( $e );
				return false;
			}
		}

		/**
		 * Deletes the keys matching a SCAN pattern.
		 *
		 * @param string $pattern Redis glob pattern.
		 */
		private function unlink_matching( string $pattern ): bool {
			$done = $this->call(
				static function ( \Redis $redis ) use ( $pattern ): bool {
					$redis->setOption( \Redis::OPT_SCAN, \Redis::SCAN_RETRY );
					$cursor = null;
					do {
						$keys = $redis->scan( $cursor, $pattern, 1000 );
						if ( is_array( $keys ) && array() !== $keys ) {
							$redis->unlink( $keys );
						}
					} while ( $cursor > 0 );
					return true;
				}
			);
			return true === $done;
		}

		/**
		 * Whether the runtime cache holds a key (a stored null or false counts).
		 *
		 * @param string $full  Redis key.
		 * @param string $group Group.
		 */
		private function in_runtime( string $full, string $group ): bool {
			return isset( $this->cache[ $group ] ) && array_key_exists( $full, $this->cache[ $group ] );
		}

		/**
		 * Core's group default.
		 *
		 * @param mixed $group Group.
		 */
		private function group( $group ): string {
			return empty( $group ) ? 'default' : (string) $group;
		}

		/**
		 * Core's key check: an int or a non-empty string (core 6.1 also reports misuse).
		 *
		 * @param mixed $key Key.
		 */
		private function valid_key( $key ): bool {
			if ( is_int( $key ) || ( is_string( $key ) && '' !== trim( $key ) ) ) {
				return true;
			}
			if ( function_exists( '_doing_it_wrong' ) ) {
				_doing_it_wrong( __CLASS__ . '::' . __FUNCTION__, 'Cache key must be integer or non-empty string.', '6.1.0' );
			}
			return false;
		}

		/**
		 * The stored form of a value: an integer as its digits, anything else serialised.
		 *
		 * @param mixed $data Value.
		 */
		public static function encode( $data ): string {
			return is_int( $data ) ? (string) $data : serialize( $data ); // phpcs:ignore WordPress.PHP.DiscouragedPHPFunctions.serialize_serialize -- the cache's own storage format, as core's options use.
		}

		/**
		 * A stored value back.
		 *
		 * @param string $raw Stored form.
		 * @return mixed
		 */
		public static function decode( string $raw ) {
			if ( preg_match( '/^-?\d+$/', $raw ) ) {
				return (int) $raw;
			}
			return unserialize( $raw ); // phpcs:ignore WordPress.PHP.DiscouragedPHPFunctions.serialize_unserialize -- values this class serialised itself.
		}

		/**
		 * Escapes Redis glob characters.
		 *
		 * @param string $text Literal text.
		 */
		private static function glob_escape( string $text ): string {
			return (string) preg_replace( '/([*?\[\]\\\\])/', '\\\\$1', $text );
		}

		/**
		 * One line in the PHP error log.
		 *
		 * @param string $message Message.
		 */
		private static function log( string $message ): void {
			error_log( 'Kabelshop object cache: ' . $message ); // phpcs:ignore WordPress.PHP.DevelopmentFunctions.error_log_error_log -- an operator must see a cache that is off.
		}
	}
}

/*
 * Loaded a second time (a test including this file into a WordPress that already has a cache), or
 * no Redis configured: only the class. WordPress then loads core's wp-includes/cache.php itself.
 */
$kabelshop_redis_config = defined( 'KABELSHOP_REDIS' ) ? (string) constant( 'KABELSHOP_REDIS' ) : (string) getenv( 'KABELSHOP_REDIS' );
// PHP-FPM workers keep their connection for their next request (Kabelshop_Redis_Object_Cache::connect()).
$kabelshop_redis_keep = in_array( PHP_SAPI, array( 'fpm-fcgi' ), true );
$kabelshop_redis      = ( '' === $kabelshop_redis_config || function_exists( 'wp_cache_init' ) ) ? null : Kabelshop_Redis_Object_Cache::connect( $kabelshop_redis_config, $kabelshop_redis_keep );

if ( null !== $kabelshop_redis ) {
	$GLOBALS['kabelshop_redis_connection'] = $kabelshop_redis;

	/**
	 * Starts the cache ($wp_object_cache) on the connection opened when this file was loaded.
	 *
	 * @return void
	 */
	function wp_cache_init() {
		global $table_prefix;
		$prefix = defined( 'KABELSHOP_REDIS_PREFIX' ) ? (string) constant( 'KABELSHOP_REDIS_PREFIX' ) : constant( 'DB_NAME' ) . ':' . $table_prefix;

		$GLOBALS['wp_object_cache'] = new Kabelshop_Redis_Object_Cache( $GLOBALS['kabelshop_redis_connection'], $prefix ); // phpcs:ignore WordPress.WP.GlobalVariablesOverride.Prohibited -- this is the drop-in that owns it.

		// Prefetch (see the file's docblock) for PHP-FPM page views (other SAPIs with KABELSHOP_REDIS_PREFETCH=1,
		// bench/page-profile.php): GET and HEAD of pages, by host and path.
		$request = Kabelshop_Redis_Object_Cache::prefetch_request(
			isset( $_SERVER['REQUEST_METHOD'] ) ? (string) $_SERVER['REQUEST_METHOD'] : '', // phpcs:ignore WordPress.Security.ValidatedSanitizedInput -- compared only.
			isset( $_SERVER['REQUEST_URI'] ) ? (string) $_SERVER['REQUEST_URI'] : '', // phpcs:ignore WordPress.Security.ValidatedSanitizedInput -- hashed into a key only.
			isset( $_SERVER['HTTP_HOST'] ) ? (string) $_SERVER['HTTP_HOST'] : '', // phpcs:ignore WordPress.Security.ValidatedSanitizedInput -- hashed into a key only.
			defined( 'KABELSHOP_REDIS_PREFETCH' ) ? (string) constant( 'KABELSHOP_REDIS_PREFETCH' ) : (string) getenv( 'KABELSHOP_REDIS_PREFETCH' ),
			PHP_SAPI
		);
		if ( null !== $request ) {
			$GLOBALS['wp_object_cache']->prefetch_by( $request );
		}
	}

	/**
	 * Adds data if the key does not exist.
	 *
	 * @param int|string $key    Key.
	 * @param mixed      $data   Value.
	 * @param string     $group  Group.
	 * @param int        $expire Seconds to live, 0 = none.
	 *
	 * @return bool
	 */
	function wp_cache_add( $key, $data, $group = '', $expire = 0 ) {
		return $GLOBALS['wp_object_cache']->add( $key, $data, $group, (int) $expire );
	}

	/**
	 * Adds several values.
	 *
	 * @param array<int|string, mixed> $data   Key => value.
	 * @param string                   $group  Group.
	 * @param int                      $expire Seconds to live.
	 * @return array<int|string, bool>
	 */
	function wp_cache_add_multiple( array $data, $group = '', $expire = 0 ) {
		return $GLOBALS['wp_object_cache']->add_multiple( $data, $group, (int) $expire );
	}

	/**
	 * Replaces an existing value.
	 *
	 * @param int|string $key    Key.
	 * @param mixed      $data   Value.
	 * @param string     $group  Group.
	 * @param int        $expire Seconds to live.
	 *
	 * @return bool
	 */
	function wp_cache_replace( $key, $data, $group = '', $expire = 0 ) {
		return $GLOBALS['wp_object_cache']->replace( $key, $data, $group, (int) $expire );
	}

	/**
	 * Sets a value.
	 *
	 * @param int|string $key    Key.
	 * @param mixed      $data   Value.
	 * @param string     $group  Group.
	 * @param int        $expire Seconds to live.
	 *
	 * @return bool
	 */
	function wp_cache_set( $key, $data, $group = '', $expire = 0 ) {
		return $GLOBALS['wp_object_cache']->set( $key, $data, $group, (int) $expire );
	}

	/**
	 * Sets several values.
	 *
	 * @param array<int|string, mixed> $data   Key => value.
	 * @param string                   $group  Group.
	 * @param int                      $expire Seconds to live.
	 * @return array<int|string, bool>
	 */
	function wp_cache_set_multiple( array $data, $group = '', $expire = 0 ) {
		return $GLOBALS['wp_object_cache']->set_multiple( $data, $group, (int) $expire );
	}

	/**
	 * Gets a value.
	 *
	 * @param int|string $key   Key.
	 * @param string     $group Group.
	 * @param bool       $force Read Redis even if the runtime cache has it.
	 * @param bool|null  $found Whether it was found.
	 * @return mixed|false
	 */
	function wp_cache_get( $key, $group = '', $force = false, &$found = null ) {
		return $GLOBALS['wp_object_cache']->get( $key, $group, $force, $found );
	}

	/**
	 * Gets several values.
	 *
	 * @param array<int|string> $keys  Keys.
	 * @param string            $group Group.
	 * @param bool              $force Read Redis for all.
	 * @return array<int|string, mixed>
	 */
	function wp_cache_get_multiple( $keys, $group = '', $force = false ) {
		return $GLOBALS['wp_object_cache']->get_multiple( $keys, $group, $force );
	}

	/**
	 * Deletes a key.
	 *
	 * @param int|string $key   Key.
	 * @param string     $group Group.
	 *
	 * @return bool
	 */
	function wp_cache_delete( $key, $group = '' ) {
		return $GLOBALS['wp_object_cache']->delete( $key, $group );
	}

	/**
	 * Deletes several keys.
	 *
	 * @param array<int|string> $keys  Keys.
	 * @param string            $group Group.
	 * @return array<int|string, bool>
	 */
	function wp_cache_delete_multiple( array $keys, $group = '' ) {
		return $GLOBALS['wp_object_cache']->delete_multiple( $keys, $group );
	}

	/**
	 * Increments a number.
	 *
	 * @param int|string $key    Key.
	 * @param int        $offset Amount.
	 * @param string     $group  Group.
	 * @return int|false
	 */
	function wp_cache_incr( $key, $offset = 1, $group = '' ) {
		return $GLOBALS['wp_object_cache']->incr( $key, (int) $offset, $group );
	}

	/**
	 * Decrements a number (not below 0).
	 *
	 * @param int|string $key    Key.
	 * @param int        $offset Amount.
	 * @param string     $group  Group.
	 * @return int|false
	 */
	function wp_cache_decr( $key, $offset = 1, $group = '' ) {
		return $GLOBALS['wp_object_cache']->decr( $key, (int) $offset, $group );
	}

	/**
	 * Removes this site's keys.
	 *
	 * @return bool
	 */
	function wp_cache_flush() {
		return $GLOBALS['wp_object_cache']->flush();
	}

	/**
	 * Empties the in-request cache.
	 *
	 * @return bool
	 */
	function wp_cache_flush_runtime() {
		return $GLOBALS['wp_object_cache']->flush_runtime();
	}

	/**
	 * Removes a group's keys.
	 *
	 * @param string $group Group.
	 *
	 * @return bool
	 */
	function wp_cache_flush_group( $group ) {
		return $GLOBALS['wp_object_cache']->flush_group( $group );
	}

	/**
	 * Whether a feature of the cache API is supported: all of 6.1's are.
	 *
	 * @param string $feature 'add_multiple', 'set_multiple', 'get_multiple', 'delete_multiple', 'flush_runtime' or 'flush_group'.
	 *
	 * @return bool
	 */
	function wp_cache_supports( $feature ) {
		return in_array( $feature, array( 'add_multiple', 'set_multiple', 'get_multiple', 'delete_multiple', 'flush_runtime', 'flush_group' ), true );
	}

	/**
	 * Closes the connection.
	 *
	 * @return bool
	 */
	function wp_cache_close() {
		return $GLOBALS['wp_object_cache']->close();
	}

	/**
	 * Marks groups as global.
	 *
	 * @param string|string[] $groups Groups.
	 *
	 * @return void
	 */
	function wp_cache_add_global_groups( $groups ) {
		$GLOBALS['wp_object_cache']->add_global_groups( $groups );
	}

	/**
	 * Marks groups as non-persistent.
	 *
	 * @param string|string[] $groups Groups.
	 *
	 * @return void
	 */
	function wp_cache_add_non_persistent_groups( $groups ) {
		$GLOBALS['wp_object_cache']->add_non_persistent_groups( $groups );
	}

	/**
	 * Switches the blog id of the keys.
	 *
	 * @param int $blog_id Blog id.
	 *
	 * @return void
	 */
	function wp_cache_switch_to_blog( $blog_id ) {
		$GLOBALS['wp_object_cache']->switch_to_blog( $blog_id );
	}

	/**
	 * Core's deprecated reset.
	 *
	 * @return void
	 */
	function wp_cache_reset() {
		_deprecated_function( __FUNCTION__, '3.5.0', 'wp_cache_switch_to_blog()' );
		$GLOBALS['wp_object_cache']->reset();
	}
}
unset( $kabelshop_redis_config, $kabelshop_redis, $kabelshop_redis_keep );
