<?php
/**
 * PHPStan bootstrap: the constants WordPress defines at run time (wp-includes/default-constants.php,
 * class-wpdb.php, wp_cookie_constants()) and the theme's own (functions.php), which the WordPress
 * stubs do not declare. ABSPATH points at the WordPress copy bin/setup.sh places in .wp/, so the
 * require_once paths of wp-admin/includes resolve.
 *
 * @package Kabelshop
 */

define( 'ABSPATH', dirname( __DIR__, 2 ) . '/.wp/' );
define( 'WPINC', 'wp-includes' );
define( 'KABELSHOP_VERSION', '0.0.0' );
define( 'KABELSHOP_DIR', dirname( __DIR__, 2 ) );
define( 'KABELSHOP_CORE_DIR', dirname( __DIR__, 2 ) . '/plugins/kabelshop-core' );
define( 'KABELSHOP_CORE_FILE', KABELSHOP_CORE_DIR . '/kabelshop-core.php' );
define( 'KABELSHOP_SMTP_PORT', 0 );
define( 'MINUTE_IN_SECONDS', 60 );
define( 'HOUR_IN_SECONDS', 3600 );
define( 'DAY_IN_SECONDS', 86400 );
define( 'WEEK_IN_SECONDS', 604800 );
define( 'MONTH_IN_SECONDS', 2592000 );
define( 'YEAR_IN_SECONDS', 31536000 );
define( 'KB_IN_BYTES', 1024 );
define( 'MB_IN_BYTES', 1048576 );
define( 'OBJECT', 'OBJECT' );
define( 'OBJECT_K', 'OBJECT_K' );
define( 'ARRAY_A', 'ARRAY_A' );
define( 'ARRAY_N', 'ARRAY_N' );
define( 'LOGGED_IN_COOKIE', 'wordpress_logged_in_' );
define( 'COOKIEPATH', '/' );
define( 'COOKIE_DOMAIN', '' );
