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
		// A location per menu and language (the Polylang way): 'primary' is Croatian's, 'primary_en'
		// English's, 'primary_sr' Serbian's. A language without its own menu shows the Croatian menu
		// with each page in that language (View\MenuView::tree()).
		register_nav_menus(
			array(
				'primary'    => __( 'Main menu (Croatian)', 'kabelshop' ),
				'primary_en' => __( 'Main menu (English)', 'kabelshop' ),
				'primary_sr' => __( 'Main menu (Serbian)', 'kabelshop' ),
				'footer'     => __( 'Footer menu (Croatian)', 'kabelshop' ),
				'footer_en'  => __( 'Footer menu (English)', 'kabelshop' ),
				'footer_sr'  => __( 'Footer menu (Serbian)', 'kabelshop' ),
			)
		);
	}
}
