<?php
/**
 * Where the Redis round trips and SQL statements of one uncached page go (issue 16, the cluster's
 * two nodes / one node figure): renders a front-end page inside WordPress as PHP-FPM would for an
 * anonymous visitor (wp(), the template loader; output discarded; one page per run, as one request),
 * and prints the time of the whole request (PHP start to end) and of the render, the Redis round trips (the drop-in's redis_calls: one GET, one MGET or one
 * pipeline each) and the SQL statements per render. With --trace, prints where the single-key
 * Redis reads come from (the first theme or core frame outside the cache API, counted).
 * Run it against a cluster's Redis (bin/cluster.sh) so that the object cache is the production one:
 *   KABELSHOP_REDIS=unix://$PWD/.run/cluster-8088/redis.sock KABELSHOP_SITE_URL=http://127.0.0.1:8088 \
 *     php bench/page-profile.php /en/ [--trace] [--sql]
 * Read-only (the page's own writes aside: transients a render sets as a visit would).
 *
 * @package Kabelshop
 */

'cli' === PHP_SAPI || exit( 1 );
define( 'SAVEQUERIES', true );
define( 'WP_USE_THEMES', true );
$kabelshop_path             = (string) ( $argv[1] ?? '/en/' );
$kabelshop_trace            = in_array( '--trace', $argv, true );
$kabelshop_show_sql         = in_array( '--sql', $argv, true );
$_SERVER['HTTP_HOST']       = (string) wp_parse_host_of_env();
$_SERVER['REQUEST_URI']     = $kabelshop_path;
$_SERVER['REQUEST_METHOD']  = 'GET';
$_SERVER['SERVER_PROTOCOL'] = 'HTTP/1.1';

/**
 * The host of KABELSHOP_SITE_URL (WordPress compares it with HTTP_HOST).
 */
function wp_parse_host_of_env(): string {
	$url = getenv( 'KABELSHOP_SITE_URL' ) ? getenv( 'KABELSHOP_SITE_URL' ) : 'http://127.0.0.1:8080';
	return (string) parse_url( $url, PHP_URL_HOST ) . ( parse_url( $url, PHP_URL_PORT ) ? ':' . parse_url( $url, PHP_URL_PORT ) : '' ); // phpcs:ignore WordPress.WP.AlternativeFunctions.parse_url_parse_url -- before WordPress loads.
}

require ( getenv( 'KABELSHOP_WP_DIR' ) ?: dirname( __DIR__ ) . '/.wp' ) . '/wp-load.php';

global $wpdb, $wp_object_cache;
if ( ! isset( $wp_object_cache->redis_calls ) ) {
	fwrite( STDERR, "no Redis object cache in use: set KABELSHOP_REDIS to a cluster's socket\n" ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_operations_fwrite -- CLI.
	exit( 1 );
}
$kabelshop_boot_calls = $wp_object_cache->redis_calls;
$kabelshop_boot_sql   = $wpdb->num_queries;

/** @var array<string, int> Frame => single-key Redis reads that came from it. */
$kabelshop_sources = array();
if ( $kabelshop_trace ) {
	// A proxy in front of the drop-in: a get() that went to Redis is attributed to its caller.
	$wp_object_cache = new class( $wp_object_cache, $kabelshop_sources ) { // phpcs:ignore WordPress.WP.GlobalVariablesOverride.Prohibited -- a profile.
		/**
		 * @param object             $inner   The drop-in's cache.
		 * @param array<string, int> $sources Counts by frame (by reference).
		 */
		public function __construct( public object $inner, private array &$sources ) {}

		/**
		 * The drop-in's get(), counted when it read Redis.
		 *
		 * @param int|string $key   Key.
		 * @param string     $group Group.
		 * @param bool       $force Force.
		 * @param bool|null  $found Found.
		 * @return mixed
		 */
		public function get( $key, $group = 'default', $force = false, &$found = null ) {
			$before = $this->inner->redis_calls;
			$value  = $this->inner->get( $key, $group, $force, $found );
			if ( $this->inner->redis_calls > $before ) {
				// The core function that read, and the theme's call that led to it.
				$where = '';
				$theme = '';
				foreach ( debug_backtrace( DEBUG_BACKTRACE_IGNORE_ARGS, 40 ) as $frame ) { // phpcs:ignore WordPress.PHP.DevelopmentFunctions.error_log_debug_backtrace -- a profile.
					$fn   = ( $frame['class'] ?? '' ) . ( $frame['type'] ?? '' ) . $frame['function'];
					$file = (string) ( $frame['file'] ?? '' );
					if ( '' === $where && ! preg_match( '/^(wp_cache_|get_metadata|get_post_meta$|get_object_term_cache|get_the_terms|get_post$|WP_Post::get_instance|get_term$|WP_Term::get_instance|get_option|class@anonymous)/', $fn ) ) {
						$where = $fn;
					}
					if ( '' !== $file && ! str_contains( $file, '/.wp/' ) && ! str_ends_with( $file, 'page-profile.php' ) && ! str_ends_with( $file, 'object-cache.php' ) ) {
						$theme = $fn . ' (' . basename( $file ) . ':' . ( $frame['line'] ?? 0 ) . ')';
						break;
					}
				}
				$where .= ' <- ' . $theme;
				$k = $group . ' <- ' . $where;
				if ( ! isset( $this->sources[ $k ] ) && getenv( 'KABELSHOP_PROFILE_STACKS' ) ) {
					fwrite( STDERR, $k . "\n" ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_operations_fwrite -- CLI.
					foreach ( array_slice( debug_backtrace( DEBUG_BACKTRACE_IGNORE_ARGS, 24 ), 1 ) as $frame ) { // phpcs:ignore WordPress.PHP.DevelopmentFunctions.error_log_debug_backtrace -- a profile.
						fwrite( STDERR, '    ' . ( $frame['class'] ?? '' ) . ( $frame['type'] ?? '' ) . $frame['function'] . ' ' . basename( $frame['file'] ?? '' ) . ':' . ( $frame['line'] ?? 0 ) . "\n" ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_operations_fwrite -- CLI.
					}
				}
				$this->sources[ $k ] = ( $this->sources[ $k ] ?? 0 ) + 1;
			}
			return $value;
		}

		/**
		 * Every other method, passed on.
		 *
		 * @param string       $name Method.
		 * @param array<mixed> $args Arguments.
		 * @return mixed
		 */
		public function __call( string $name, array $args ) {
			return $this->inner->$name( ...$args );
		}

		/**
		 * Properties of the drop-in (redis_calls, cache_hits), read through.
		 *
		 * @param string $name Property.
		 * @return mixed
		 */
		public function __get( string $name ) {
			return $this->inner->$name;
		}
	};
}

$kabelshop_t0 = hrtime( true );
ob_start();
wp();
$GLOBALS['wp_query'] = $GLOBALS['wp_the_query']; // phpcs:ignore WordPress.WP.GlobalVariablesOverride.Prohibited -- as template-loader.php expects.
require ABSPATH . WPINC . '/template-loader.php';
$kabelshop_html = (string) ob_get_clean();
printf(
	"%s: %d bytes (md5 %s), request %.2f ms, render %.2f ms, Redis round trips %d at boot + %d in the render, SQL statements %d at boot + %d in the render (%.2f ms)\n",
	$kabelshop_path,
	strlen( $kabelshop_html ),
	md5( (string) preg_replace( '/nonce[^,;]*/', '', $kabelshop_html ) ),
	( microtime( true ) - (float) $_SERVER['REQUEST_TIME_FLOAT'] ) * 1000,
	( hrtime( true ) - $kabelshop_t0 ) / 1e6,
	$kabelshop_boot_calls,
	$wp_object_cache->redis_calls - $kabelshop_boot_calls,
	$kabelshop_boot_sql,
	$wpdb->num_queries - $kabelshop_boot_sql,
	array_sum( array_column( (array) $wpdb->queries, 1 ) ) * 1000
);
if ( $kabelshop_trace ) {
	arsort( $kabelshop_sources );
	foreach ( $kabelshop_sources as $kabelshop_where => $kabelshop_n ) {
		printf( "  %4d  %s\n", $kabelshop_n, $kabelshop_where );
	}
}
if ( $kabelshop_show_sql ) {
	foreach ( $wpdb->queries as $kabelshop_row ) {
		printf( "  %6.2f ms  %s\n      <- %s\n", $kabelshop_row[1] * 1000, substr( (string) preg_replace( '/\s+/', ' ', $kabelshop_row[0] ), 0, 200 ), substr( (string) $kabelshop_row[2], -160 ) );
	}
}
