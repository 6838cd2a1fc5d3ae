<?php
/**
 * Theme supports, menus and image sizes.
 *
 * @package Kabelshop
 */

declare( strict_types=1 );

namespace Kabelshop\Setup;

defined( 'ABSPATH' ) || exit;

use Kabelshop\Service;

/**
 * Declares what the theme supports and its menu locations.
 */
final class ThemeSupport implements Service {

	/**
	 * Adds the service's hooks (Kabelshop\Service).
	 */
	public function register(): void {
		add_action( 'after_setup_theme', array( $this, 'setup' ) );
	}

	/**
	 * Title tag, thumbnails, HTML5 markup, menu locations.
	 */
	public function setup(): void {
		add_theme_support( 'title-tag' );
		add_theme_support( 'post-thumbnails' );
		add_theme_support( 'html5', array( 'search-form', 'gallery', 'caption', 'style', 'script', 'navigation-widgets' ) );
		add_theme_support( 'responsive-embeds' );
		register_nav_menus(
			array(
				'primary' => __( 'Main menu', 'kabelshop' ),
				'footer'  => __( 'Footer menu', 'kabelshop' ),
			)
		);
	}
}
