<?php
/**
 * The plugin's templates, with a theme override lookup.
 *
 * @package Kabelshop
 */

declare( strict_types=1 );

namespace Kabelshop\View;

defined( 'ABSPATH' ) || exit;

/**
 * Finds and prints the plugin's own markup (wp-admin screens, the order PDF, the card redirect, the
 * newsletter confirmation page, the product and news cards, the seller identification), the way
 * WooCommerce's wc_locate_template() does (issue 29):
 *
 * 1. `templates/kabelshop-core/<name>.php` in the child theme, then in the parent theme
 *    (locate_template(): a theme overrides a template by copying it there);
 * 2. else `templates/<name>.php` of the plugin (KABELSHOP_CORE_DIR);
 * 3. the filter `kabelshop_locate_template` ( string $path, string $name ) has the last word (a
 *    plugin of a third party may bring its own file).
 *
 * This is the one place of the plugin that looks into the active theme
 * (tests/php/Quality/PackageBoundaryTest.php holds it to that). A template receives its values as
 * `$args`, as get_template_part() and load_template() pass them.
 */
final class Templates {

	/** The folder of a theme that holds its overrides of the plugin's templates. */
	public const THEME_FOLDER = 'templates/kabelshop-core/';

	/**
	 * The file that renders a template.
	 *
	 * @param string $name Template name relative to templates/, without ".php": 'admin/orders',
	 *                     'parts/product-card', 'pdf/order-confirmation'.
	 * @return string Absolute path; the plugin's own file when no theme overrides it.
	 */
	public static function locate( string $name ): string {
		$name  = ltrim( $name, '/' );
		$theme = '' === $name || str_contains( $name, '..' ) ? '' : locate_template( array( self::THEME_FOLDER . $name . '.php' ) );
		$path  = '' !== $theme ? $theme : KABELSHOP_CORE_DIR . '/templates/' . $name . '.php';
		/**
		 * Filters the file that renders one of the plugin's templates.
		 *
		 * @param string $path The theme's override or the plugin's own file.
		 * @param string $name Template name, e.g. 'parts/product-card'.
		 */
		return (string) apply_filters( 'kabelshop_locate_template', $path, $name );
	}

	/**
	 * Prints a template with its values.
	 *
	 * @param string               $name As locate().
	 * @param array<string, mixed> $args The template's `$args`.
	 */
	public static function render( string $name, array $args = array() ): void {
		load_template( self::locate( $name ), false, $args );
	}

	/**
	 * A template's markup as a string.
	 *
	 * @param string               $name As locate().
	 * @param array<string, mixed> $args The template's `$args`.
	 */
	public static function capture( string $name, array $args = array() ): string {
		ob_start();
		self::render( $name, $args );
		return (string) ob_get_clean();
	}
}
