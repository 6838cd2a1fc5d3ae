<?php
/**
 * The theme without its engine: the kabelshop-core plugin is not active (or not installed).
 *
 * The theme's views read the plugin's services, so none of them runs. Staff who can activate
 * plugins get a notice in wp-admin naming the plugin; visitors get a short 503 page saying the shop
 * is not available for the moment (Retry-After: an hour), in the language of the URL, instead of a
 * fatal error or a page without its shop. wp-login.php and wp-admin stay as WordPress makes them.
 *
 * @package Kabelshop
 */

declare( strict_types=1 );

defined( 'ABSPATH' ) || exit;

// The visitor's language from the URL, as the plugin's I18n\Locale reads it (Croatian at the root,
// English under /en/, Serbian under /sr/), so the page below speaks it; wp-admin keeps the user's.
add_filter(
	'locale',
	static function ( $locale ) {
		if ( is_admin() || ! isset( $_SERVER['REQUEST_URI'] ) ) {
			return $locale;
		}
		$path = (string) wp_parse_url( sanitize_text_field( wp_unslash( $_SERVER['REQUEST_URI'] ) ), PHP_URL_PATH );
		if ( preg_match( '#^/(en|sr)(/|$)#', $path, $prefix ) ) {
			return 'en' === $prefix[1] ? 'en_US' : 'sr_RS';
		}
		return 'hr';
	}
);

add_action(
	'after_setup_theme',
	static function (): void {
		load_theme_textdomain( 'kabelshop', get_template_directory() . '/languages' );
	}
);

add_action(
	'admin_notices',
	static function (): void {
		if ( ! current_user_can( 'activate_plugins' ) ) {
			return;
		}
		printf(
			'<div class="notice notice-error"><p>%s <a href="%s">%s</a></p></div>',
			esc_html__( 'The Kabelshop theme presents the shop of the Kabelshop Core plugin, which is not active: the catalogue, cart, checkout and accounts are not shown.', 'kabelshop' ),
			esc_url( admin_url( 'plugins.php' ) ),
			esc_html__( 'Activate it under Plugins.', 'kabelshop' )
		);
	}
);

add_action(
	'template_redirect',
	static function (): void {
		header( 'Retry-After: 3600' );
		wp_die(
			'<h1>' . esc_html__( 'The shop is not available at the moment', 'kabelshop' ) . '</h1><p>' . esc_html__( 'Please try again in a little while. Orders already placed are not affected.', 'kabelshop' ) . '</p>',
			esc_html__( 'The shop is not available at the moment', 'kabelshop' ),
			array( 'response' => 503 )
		);
	},
	0
);
