<?php
/**
 * Kabelshop theme bootstrap: constants, the Composer autoloader, Theme::boot().
 *
 * @package Kabelshop
 */

declare( strict_types=1 );

defined( 'ABSPATH' ) || exit;

define( 'KABELSHOP_VERSION', '0.1.0' );
define( 'KABELSHOP_DIR', __DIR__ );

if ( ! is_readable( __DIR__ . '/vendor/autoload.php' ) ) {
	// The theme cannot run without its classes: say so instead of failing on the first missing class.
	wp_die( esc_html__( 'Kabelshop: run "composer install" (npm start does it) before activating the theme.', 'kabelshop' ) );
}
require_once __DIR__ . '/vendor/autoload.php';

\Kabelshop\Theme::boot();
