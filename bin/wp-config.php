<?php
/**
 * WordPress configuration for the development and test sites that bin/setup.sh places in .wp/.
 * The database name and site URL come from the environment, so the dev site (kabelshop, :8080)
 * and the test site (kabelshop_test, :8081) share one WordPress copy.
 */

defined( 'ABSPATH' ) || exit;

$kabelshop_root = dirname( __DIR__ );
define( 'DB_NAME', getenv( 'KABELSHOP_DB_NAME' ) ?: 'kabelshop' );
define( 'DB_USER', 'root' );
define( 'DB_PASSWORD', '' );
define( 'DB_HOST', 'localhost:' . $kabelshop_root . '/.run/mysql.sock' );
define( 'DB_CHARSET', 'utf8mb4' );
define( 'DB_COLLATE', '' );

$kabelshop_salts = $kabelshop_root . '/.run/salts.php';
if ( ! file_exists( $kabelshop_salts ) ) {
	$lines = '';
	foreach ( array( 'AUTH_KEY', 'SECURE_AUTH_KEY', 'LOGGED_IN_KEY', 'NONCE_KEY', 'AUTH_SALT', 'SECURE_AUTH_SALT', 'LOGGED_IN_SALT', 'NONCE_SALT' ) as $k ) {
		$lines .= "define( '$k', '" . bin2hex( random_bytes( 32 ) ) . "' );\n";
	}
	@mkdir( dirname( $kabelshop_salts ), 0777, true );
	file_put_contents( $kabelshop_salts, "<?php\n" . $lines, LOCK_EX );
}
require $kabelshop_salts;

$table_prefix = 'wp_';
$kabelshop_url = getenv( 'KABELSHOP_SITE_URL' ) ?: 'http://127.0.0.1:8080';
define( 'WP_HOME', $kabelshop_url );
define( 'WP_SITEURL', $kabelshop_url );
define( 'WP_DEBUG', (bool) getenv( 'KABELSHOP_DEBUG' ) );
define( 'WP_DEBUG_DISPLAY', false );
// Debug log: a shared folder in production (KABELSHOP_LOG_DIR), .run/ on the development sites.
$kabelshop_log_dir = getenv( 'KABELSHOP_LOG_DIR' ) ?: $kabelshop_root . '/.run';
define( 'WP_DEBUG_LOG', $kabelshop_log_dir . '/debug.log' );
define( 'SCRIPT_DEBUG', false );
define( 'AUTOMATIC_UPDATER_DISABLED', true );
define( 'WP_AUTO_UPDATE_CORE', false );
define( 'DISALLOW_FILE_EDIT', true );
define( 'WP_ENVIRONMENT_TYPE', getenv( 'KABELSHOP_ENV' ) ?: 'development' );
define( 'KABELSHOP_SMTP_PORT', (int) ( getenv( 'KABELSHOP_SMTP_PORT' ) ?: 0 ) );
// The production stack (bin/cluster.sh, docs/deploy.md): each of these comes from the environment of
// the PHP-FPM pool and is left undefined when unset, so the php -S sites run as before.
// KABELSHOP_REDIS: the object cache's Redis (deploy/wordpress/object-cache.php), unix:///path or tcp://host:port.
// KABELSHOP_PAGE_CACHE_PURGE: base URL of the nginx front whose FastCGI cache PHP purges.
// KABELSHOP_PRIVATE_DIR: the private files folder; KABELSHOP_UPLOADS_DIR (+ KABELSHOP_UPLOADS_URL):
// the uploads folder, both on storage every node shares. KABELSHOP_NODE names the node (X-Kabelshop-Node).
foreach ( array( 'KABELSHOP_REDIS', 'KABELSHOP_REDIS_PREFIX', 'KABELSHOP_PAGE_CACHE_PURGE', 'KABELSHOP_PRIVATE_DIR', 'KABELSHOP_NODE' ) as $kabelshop_env ) {
	if ( false !== getenv( $kabelshop_env ) && '' !== getenv( $kabelshop_env ) && ! defined( $kabelshop_env ) ) {
		define( $kabelshop_env, (string) getenv( $kabelshop_env ) );
	}
}
if ( getenv( 'KABELSHOP_UPLOADS_DIR' ) ) {
	// Core's UPLOADS constant is relative to ABSPATH; an absolute folder is applied by the must-use
	// plugin deploy/wordpress/kabelshop-storage.php (upload_dir filter).
	define( 'KABELSHOP_UPLOADS_DIR', rtrim( (string) getenv( 'KABELSHOP_UPLOADS_DIR' ), '/' ) );
	define( 'KABELSHOP_UPLOADS_URL', rtrim( (string) getenv( 'KABELSHOP_UPLOADS_URL' ), '/' ) );
}
define( 'WP_HTTP_BLOCK_EXTERNAL', true );
define( 'WP_ACCESSIBLE_HOSTS', '127.0.0.1,localhost' );

if ( ! defined( 'ABSPATH' ) ) {
	define( 'ABSPATH', __DIR__ . '/' );
}
require_once ABSPATH . 'wp-settings.php';
