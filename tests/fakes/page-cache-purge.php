<?php
/**
 * A local stand-in for the purge endpoint of nginx's ngx_cache_purge (deploy/nginx): answers
 * GET /_purge/<key> with 200 (purged) or 412 (not cached: a path ending in /not-cached/) and logs
 * "<Host header> <path with query>" per request to the file PURGE_LOG names.
 * Run: PURGE_LOG=/tmp/x.log php -S 127.0.0.1:PORT tests/fakes/page-cache-purge.php
 */
$kabelshop_uri = (string) ( $_SERVER['REQUEST_URI'] ?? '/' );
file_put_contents( (string) getenv( 'PURGE_LOG' ), ( $_SERVER['HTTP_HOST'] ?? '' ) . ' ' . $kabelshop_uri . "\n", FILE_APPEND ); // phpcs:ignore WordPress.WP.AlternativeFunctions
if ( ! str_starts_with( $kabelshop_uri, '/_purge/' ) ) {
	http_response_code( 404 );
	return;
}
http_response_code( str_contains( $kabelshop_uri, '/not-cached/' ) ? 412 : 200 );
echo 'purged';
