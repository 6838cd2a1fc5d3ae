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
 * Declares what the theme supports, its menu locations and image sizes.
 */
final class ThemeSupport implements Service {

	/**
	 * Adds the service's hooks (Kabelshop\Service).
	 */
	public function register(): void {
		add_action( 'after_setup_theme', array( $this, 'setup' ) );
		add_filter( 'single_template', array( $this, 'single_template' ) );
		add_filter( 'kabelshop_organization_logo_url', array( $this, 'logo_url' ) );
	}

	/**
	 * Filter single_template: a cable's page is the theme's templates/single-kabelshop_cable.php
	 * (the plugin's post type, presented here; another theme falls back to its own single template).
	 *
	 * @param string $template Template WordPress chose.
	 */
	public function single_template( string $template ): string {
		if ( is_singular( \Kabelshop\Catalog\ProductMeta::POST_TYPE ) ) {
			$ours = locate_template( 'templates/single-kabelshop_cable.php' );
			if ( '' !== $ours ) {
				return $ours;
			}
		}
		return $template;
	}

	/**
	 * Filter kabelshop_organization_logo_url (Seo\StructuredData): the theme's logo.
	 */
	public function logo_url(): string {
		return get_template_directory_uri() . '/assets/logo.svg';
	}

	/**
	 * Title tag, thumbnails, HTML5 markup, menu locations.
	 */
	public function setup(): void {
		add_theme_support( 'title-tag' );
		add_theme_support( 'automatic-feed-links' ); // The news feed's <link> in <head> (Theme Check: required).
		add_theme_support( 'post-thumbnails' );
		add_theme_support( 'html5', array( 'search-form', 'gallery', 'caption', 'style', 'script', 'navigation-widgets' ) );
		add_theme_support( 'responsive-embeds' );
		// Image sizes of the marketing pages (issue 12), hard-cropped so every image of a carousel
		// has the same box (no layout shift); WordPress's own sizes of the same ratio join the srcset.
		add_image_size( 'kabelshop-card', 800, 533, true );      // Home cards, history events (3:2).
		add_image_size( 'kabelshop-slide', 1600, 800, true );    // About slides (2:1).
		add_image_size( 'kabelshop-thumb', 300, 200, true );     // Thumbnails: news carousel, team gallery (3:2).
		add_image_size( 'kabelshop-portrait', 480, 600, true );  // Team photos (4:5).
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
