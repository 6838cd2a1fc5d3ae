<?php
/**
 * Cable category names per language, and the category archive's redirect to the catalogue.
 *
 * @package Kabelshop
 */

declare( strict_types=1 );

namespace Kabelshop\Catalog;

defined( 'ABSPATH' ) || exit;

use Kabelshop\Content\Pages;
use Kabelshop\I18n\Locale;
use WP_Term;

/**
 * A category is one term for the three languages (the cable types of every language share it);
 * its name is written per language (issue 11, "Content in three languages"): the category's
 * wp-admin screen has a name field per language (term meta Categories::META_NAME . code). An empty
 * field shows the theme's translated name (Categories::label()).
 *
 * A category's own archive (/kategorija-kabela/<slug>/, /en/cable-category/<slug>/, ...) answers
 * 301 to the catalogue filtered by that category in the same language: the catalogue is the one
 * list of cable types (filters, prices, availability), and its ?category= view is what crawlers
 * and visitors without JavaScript get (issue 11, SEO).
 */
final class CategoryNames {

	private const NONCE = 'kabelshop_category_names';

	/**
	 * Adds the hooks (called by CatalogService::register()).
	 */
	public function register(): void {
		add_action( Categories::TAXONOMY . '_edit_form_fields', array( $this, 'render_fields' ) );
		add_action( 'edited_' . Categories::TAXONOMY, array( $this, 'save' ) );
		add_action( 'template_redirect', array( $this, 'redirect_archive' ), 1 );
	}

	/**
	 * The name fields on the category's edit screen.
	 *
	 * @param WP_Term $term The category.
	 */
	public function render_fields( $term ): void {
		if ( ! $term instanceof WP_Term ) {
			return;
		}
		wp_nonce_field( self::NONCE, self::NONCE . '_nonce' );
		foreach ( Locale::LANGUAGES as $code => $names ) {
			$id = 'kabelshop-category-name-' . $code;
			echo '<tr class="form-field"><th scope="row"><label for="' . esc_attr( $id ) . '">' . esc_html( self::field_label( $code ) ) . '</label></th><td>';
			echo '<input type="text" id="' . esc_attr( $id ) . '" name="kabelshop_category_name[' . esc_attr( $code ) . ']" value="' . esc_attr( (string) get_term_meta( $term->term_id, Categories::META_NAME . $code, true ) ) . '" aria-describedby="' . esc_attr( $id ) . '-hint">';
			echo '<p class="description" id="' . esc_attr( $id ) . '-hint">' . esc_html(
				sprintf(
					/* translators: %s: the category's default name in that language */
					__( 'Shown to buyers in this language. Empty: "%s".', 'kabelshop-core' ),
					self::default_in( (string) $term->slug, $code )
				)
			) . '</p></td></tr>';
		}
	}

	/**
	 * Saves the names (nonce and the taxonomy's edit_terms capability checked).
	 *
	 * @param int $term_id Term id.
	 */
	public function save( $term_id ): void {
		$nonce = isset( $_POST[ self::NONCE . '_nonce' ] ) ? sanitize_text_field( wp_unslash( $_POST[ self::NONCE . '_nonce' ] ) ) : '';
		if ( '' === $nonce || ! wp_verify_nonce( $nonce, self::NONCE ) || ! current_user_can( 'edit_term', (int) $term_id ) ) {
			return;
		}
		$input = isset( $_POST['kabelshop_category_name'] ) && is_array( $_POST['kabelshop_category_name'] ) ? wp_unslash( $_POST['kabelshop_category_name'] ) : array(); // phpcs:ignore WordPress.Security.ValidatedSanitizedInput.InputNotSanitized -- sanitised per language below.
		foreach ( array_keys( Locale::LANGUAGES ) as $code ) {
			if ( isset( $input[ $code ] ) ) {
				update_term_meta( (int) $term_id, Categories::META_NAME . $code, sanitize_text_field( (string) $input[ $code ] ) );
			}
		}
		// The names are search words of the category's articles.
		$products = get_objects_in_term( (int) $term_id, Categories::TAXONOMY );
		foreach ( is_array( $products ) ? $products : array() as $product_id ) {
			( new ArticleRepository() )->refresh_search_text( (int) $product_id );
		}
	}

	/**
	 * A category archive answers 301 to the catalogue filtered by the category (class comment).
	 */
	public function redirect_archive(): void {
		if ( ! is_tax( Categories::TAXONOMY ) ) {
			return;
		}
		$term = get_queried_object();
		if ( $term instanceof WP_Term ) {
			wp_safe_redirect( Pages::url( 'catalogue', array( 'category' => $term->slug ) ), 301, 'Kabelshop' );
			exit;
		}
	}

	/**
	 * The label of a language's name field.
	 *
	 * @param string $code 'hr' | 'en' | 'sr'.
	 */
	private static function field_label( string $code ): string {
		switch ( $code ) {
			case 'en':
				return __( 'Name in English', 'kabelshop-core' );
			case 'sr':
				return __( 'Name in Serbian', 'kabelshop-core' );
		}
		return __( 'Name in Croatian', 'kabelshop-core' );
	}

	/**
	 * The theme's name of a category in a language.
	 *
	 * @param string $slug Term slug.
	 * @param string $code 'hr' | 'en' | 'sr'.
	 */
	private static function default_in( string $slug, string $code ): string {
		// Locale::in_language() switches the theme's translations to the language for the callable.
		return Locale::in_language( $code, static fn(): string => Categories::default_label( $slug ) );
	}
}
