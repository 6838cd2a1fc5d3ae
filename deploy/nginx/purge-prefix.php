<?php
/**
 * Prefix purge of the FastCGI page cache: GET /_purge/<prefix>* (GET /_purge/* = every page of the
 * Host) removes each cached page whose key starts with "$host<prefix>".
 *
 * Debian's ngx_cache_purge (libnginx-mod-http-cache-purge 2.3) purges exact keys only, so nginx
 * hands a purge ending in '*' to this script (kabelshop-locations.conf, loopback only) on a PHP-FPM
 * pool of the machine that holds the cache (upstream kabelshop_purge), with the cache folder and the
 * key prefix as FastCGI parameters. nginx's cache files carry their key on a "KEY: " line of the
 * header; deleting a file is how nginx's own cache manager expires it, and nginx answers the next
 * request for it as a MISS. It never runs by URL from the document root: it lives in nginx's folder.
 * Answers 200 with the count of pages removed, 400 without the parameters.
 *
 * @package Kabelshop
 */

declare( strict_types=1 );

$kabelshop_dir    = (string) ( $_SERVER['KABELSHOP_PAGE_CACHE_DIR'] ?? '' );
$kabelshop_prefix = (string) preg_replace( '/(\*|%2[aA])$/', '', (string) ( $_SERVER['KABELSHOP_PURGE_KEY'] ?? '' ) );
header( 'Content-Type: text/plain; charset=utf-8' );
header( 'Cache-Control: no-store' );
if ( 'fpm-fcgi' !== PHP_SAPI || '' === $kabelshop_dir || ! is_dir( $kabelshop_dir ) || ! str_contains( $kabelshop_prefix, '/' ) ) {
	http_response_code( 400 );
	echo "no cache folder or key prefix\n";
	return;
}
$kabelshop_removed = 0;
$kabelshop_files   = new RecursiveIteratorIterator( new RecursiveDirectoryIterator( $kabelshop_dir, FilesystemIterator::SKIP_DOTS ) );
foreach ( $kabelshop_files as $kabelshop_file ) {
	if ( ! $kabelshop_file->isFile() ) {
		continue;
	}
	$kabelshop_head = (string) @file_get_contents( $kabelshop_file->getPathname(), false, null, 0, 4096 );
	if ( preg_match( '/\nKEY: ([^\n]*)\n/', $kabelshop_head, $kabelshop_m ) && str_starts_with( $kabelshop_m[1], $kabelshop_prefix ) && @unlink( $kabelshop_file->getPathname() ) ) {
		++$kabelshop_removed;
	}
}
echo 'purged ' . $kabelshop_removed . "\n";
