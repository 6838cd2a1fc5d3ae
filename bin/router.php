<?php
/**
 * Router for PHP's built-in server (`php -S 127.0.0.1:PORT -t .wp bin/router.php`, bin/lib.sh serve()),
 * doing what the production rules in deploy/nginx/kabelshop.conf do (issue 9):
 *
 * - a request path with a `.` or `..` segment, a doubled slash, a backslash, an encoded slash,
 *   backslash, dot or percent (`%2f`, `%5c`, `%2e`, `%25`), a control character or a dot-file
 *   segment (`.git`, `.private`, `.htaccess`) is 404;
 * - readme.html, license.txt, wp-config*.php and xmlrpc.php are 404;
 * - an existing file is judged by its real path (symlinks resolved): from the theme only build/,
 *   assets/, style.css, admin.css and screenshot.png are served, from the plugin kabelshop-core
 *   only the same entries it has (build/, assets/, admin.css); other files must lie inside the
 *   document root; PHP runs only for WordPress's entry points (index.php, wp-login.php, wp-cron.php,
 *   wp-comments-post.php, wp-admin/**), never under wp-content/ or wp-includes/;
 * - a missing file under wp-content/ is 404; everything else goes to WordPress's index.php
 *   (pretty permalinks, REST), which answers 404 for what it does not know.
 *
 * A refused request gets a plain 404 with a tiny body. php -S drops headers the router sets before
 * returning false, so static files carry no security headers here; nginx adds them in production.
 * The cross-section drawings (uploads/kabelshop-drawings/, Catalog\DrawingFiles) are sent by the
 * router itself, with the headers nginx gives them. PHP's own answers are gzip-compressed for a
 * browser that asks (bin/lib.sh serve()); for the files php -S sends, compression is turned off.
 */

'cli-server' === PHP_SAPI || exit;

/**
 * Ends the request with a plain 404.
 */
function kabelshop_router_not_found(): bool {
	http_response_code( 404 );
	header( 'Content-Type: text/plain; charset=utf-8' );
	echo "Not found\n";
	return true;
}

/**
 * Whether a resolved file may be served (static) or run (PHP).
 *
 * @param string $real Real path of an existing file.
 * @param string $root Real path of the document root (.wp), without trailing slash.
 */
function kabelshop_router_allows( string $real, string $root ): bool {
	$theme  = $root . '/wp-content/themes/kabelshop/';
	$plugin = $root . '/wp-content/plugins/kabelshop-core/';
	$public = array( 'build/', 'assets/', 'style.css', 'admin.css', 'screenshot.png' );
	foreach ( array( $theme, $plugin ) as $package ) {
		foreach ( $public as $entry ) {
			$public_real = realpath( $package . $entry );
			if ( false !== $public_real && ( $real === $public_real || str_starts_with( $real, $public_real . '/' ) ) ) {
				return ! preg_match( '/\.(php\d?|phtml|phar)$/i', $real );
			}
		}
	}
	if ( ! str_starts_with( $real, $root . '/' ) ) {
		return false; // Outside .wp/: the repository behind the theme's links, .private/, .run/ ...
	}
	$relative = substr( $real, strlen( $root ) + 1 );
	if ( str_starts_with( $relative, 'wp-content/themes/' ) || str_starts_with( $relative, 'wp-content/plugins/' ) ) {
		return false; // Theme and plugin files outside the public list (their links lead out of .wp/ anyway).
	}
	if ( preg_match( '/\.(php\d?|phtml|phar)$/i', $relative ) ) {
		return in_array( $relative, array( 'index.php', 'wp-login.php', 'wp-cron.php', 'wp-comments-post.php' ), true )
			|| str_starts_with( $relative, 'wp-admin/' );
	}
	return true;
}

$kabelshop_raw  = explode( '?', (string) $_SERVER['REQUEST_URI'], 2 )[0]; // Not parse_url(): it reads '//x/...' as a host.
$kabelshop_path = rawurldecode( $kabelshop_raw );
if ( '' === $kabelshop_raw || '/' !== $kabelshop_raw[0]
	|| preg_match( '#//|\\\\|%(2e|2f|5c|25|00)#i', $kabelshop_raw )
	|| preg_match( '#(^|/)\.|[\\\\%\x00-\x1f\x7f]#', $kabelshop_path )
	|| preg_match( '#^/(readme\.html|license\.txt|wp-config[^/]*\.php|xmlrpc\.php)$#i', $kabelshop_path ) ) {
	return kabelshop_router_not_found();
}

$kabelshop_root = (string) realpath( $_SERVER['DOCUMENT_ROOT'] );
$kabelshop_file = $kabelshop_root . $kabelshop_path;
if ( is_dir( $kabelshop_file ) ) {
	$kabelshop_file = rtrim( $kabelshop_file, '/' ) . '/index.php';
}
if ( '/' !== $kabelshop_path && is_file( $kabelshop_file ) ) {
	$kabelshop_real = realpath( $kabelshop_file );
	if ( false === $kabelshop_real || ! kabelshop_router_allows( $kabelshop_real, $kabelshop_root ) ) {
		return kabelshop_router_not_found();
	}
	if ( preg_match( '#^/wp-content/uploads/kabelshop-drawings/[a-z0-9._-]+\.svg$#', $kabelshop_path ) ) {
		// A cross-section drawing (Catalog\DrawingFiles) with the headers nginx gives it
		// (deploy/nginx/kabelshop-locations.conf): its name changes with its content, so a year;
		// inert as the route's answer. php -S itself would send none of them.
		header( 'Content-Type: image/svg+xml' );
		header( 'Cache-Control: public, max-age=31536000, immutable' );
		header( 'X-Content-Type-Options: nosniff' );
		header( "Content-Security-Policy: default-src 'none'; style-src 'unsafe-inline'; sandbox" );
		readfile( $kabelshop_real ); // phpcs:ignore WordPress.WP.AlternativeFunctions -- the router runs before WordPress.
		return true;
	}
	if ( ! preg_match( '/\.php$/i', $kabelshop_real ) ) {
		// php -S sends a static file itself, past PHP's output layer: its gzip handler (bin/lib.sh
		// serve(), zlib.output_compression) must be off or the answer is broken.
		ini_set( 'zlib.output_compression', '0' ); // phpcs:ignore WordPress.PHP.IniSet.Risky -- this request only.
	}
	return false;
}
if ( preg_match( '#^/wp-content/#i', $kabelshop_path ) ) {
	return kabelshop_router_not_found(); // Only files live there; WordPress has no pages below it.
}

$_SERVER['SCRIPT_NAME']     = '/index.php';
$_SERVER['SCRIPT_FILENAME'] = $kabelshop_root . '/index.php';
chdir( $kabelshop_root );
require $kabelshop_root . '/index.php';
