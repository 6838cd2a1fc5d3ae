<?php
/**
 * Kabelshop theme bootstrap: boots the theme's presentation (Theme::boot()) on top of the
 * kabelshop-core plugin, which holds the shop engine and the one Composer autoloader of both.
 *
 * Without the plugin the theme registers nothing of its own: wp-admin shows a notice that names the
 * plugin, and the front end a short page saying the shop is not available (never a fatal error).
 *
 * @package Kabelshop
 */

declare( strict_types=1 );

defined( 'ABSPATH' ) || exit;

/** The theme's folder, without a trailing slash. */
define( 'KABELSHOP_DIR', __DIR__ );

if ( ! defined( 'KABELSHOP_CORE_DIR' ) || ! class_exists( \Kabelshop\Theme::class ) ) {
	require __DIR__ . '/inc/without-core.php';
	return;
}

\Kabelshop\Theme::boot();
