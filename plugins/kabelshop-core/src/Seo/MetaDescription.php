<?php
/**
 * The editable meta description.
 *
 * @package Kabelshop
 */

declare( strict_types=1 );

namespace Kabelshop\Seo;

defined( 'ABSPATH' ) || exit;

use Kabelshop\Catalog\ProductMeta;
use Kabelshop\Service;
use WP_Post;

/**
 * Gives pages, news posts and products a "Search engine description" box in the sidebar of their
 * edit screen (a classic meta box: the block editor shows it in its sidebar too and posts it
 * with the post), saves it as post meta Description::META_KEY (nonce and the edit_post capability
 * checked; plain text on one line, at most Description::MAX_LENGTH characters, empty deletes it),
 * and prints <meta name="description"> in wp_head on every page but a 404 (Description::current()).
 */
final class MetaDescription implements Service {

	/** Nonce action and field of the box. */
	public const NONCE = 'kabelshop_seo_description';

	/** Form field of the description. */
	public const FIELD = 'kabelshop_meta_description';

	/**
	 * Adds the service's hooks (Kabelshop\Service).
	 */
	public function register(): void {
		add_action( 'add_meta_boxes', array( $this, 'add_meta_box' ), 10, 2 );
		add_action( 'save_post', array( $this, 'save' ), 10, 2 );
		add_action( 'wp_head', array( $this, 'print_tag' ), 2 );
	}

	/**
	 * Post types whose posts have a description of their own: pages, news and products.
	 *
	 * @return list<string>
	 */
	public static function post_types(): array {
		return array( 'page', 'post', ProductMeta::POST_TYPE );
	}

	/**
	 * Adds the box on the edit screens of post_types().
	 *
	 * @param string $post_type Post type of the screen.
	 */
	public function add_meta_box( $post_type ): void {
		if ( ! in_array( $post_type, self::post_types(), true ) ) {
			return;
		}
		add_meta_box( 'kabelshop-seo-description', __( 'Search engine description', 'kabelshop-core' ), array( $this, 'render_box' ), (string) $post_type, 'side', 'default' );
	}

	/**
	 * Prints the box: the text field (the browser stops at MAX_LENGTH characters), the limit and
	 * the text search engines get when the field stays empty.
	 *
	 * @param WP_Post $post The post being edited.
	 */
	public function render_box( WP_Post $post ): void {
		wp_nonce_field( self::NONCE, self::NONCE . '_nonce' );
		$value = (string) get_post_meta( $post->ID, Description::META_KEY, true );
		echo '<p><label for="kabelshop-meta-description">' . esc_html__( 'Text shown under the page title in search results and when the page is shared.', 'kabelshop-core' ) . '</label></p>';
		echo '<textarea class="widefat" rows="4" id="kabelshop-meta-description" name="' . esc_attr( self::FIELD ) . '" maxlength="' . esc_attr( (string) Description::MAX_LENGTH ) . '" aria-describedby="kabelshop-meta-description-hint">' . esc_textarea( $value ) . '</textarea>';
		echo '<p class="description" id="kabelshop-meta-description-hint">';
		/* translators: %d: most characters allowed (160). */
		echo esc_html( sprintf( __( 'At most %d characters: search engines cut longer texts.', 'kabelshop-core' ), Description::MAX_LENGTH ) );
		echo '</p><p class="description">' . esc_html__( 'Left empty, this text is used:', 'kabelshop-core' ) . ' <q>' . esc_html( Description::default_for( $post ) ) . '</q></p>';
	}

	/**
	 * Saves the description (nonce of the box, edit_post of this post; autosaves and revisions are
	 * left alone). A request without the box's field (quick edit, REST saves of the block editor)
	 * changes nothing.
	 *
	 * @param int     $post_id Post id.
	 * @param WP_Post $post    The post.
	 */
	public function save( $post_id, $post ): void {
		$post_id = (int) $post_id;
		$nonce   = isset( $_POST[ self::NONCE . '_nonce' ] ) ? sanitize_text_field( wp_unslash( $_POST[ self::NONCE . '_nonce' ] ) ) : '';
		if ( '' === $nonce || ! wp_verify_nonce( $nonce, self::NONCE ) || ! isset( $_POST[ self::FIELD ] ) ) {
			return;
		}
		if ( ! $post instanceof WP_Post || ! in_array( $post->post_type, self::post_types(), true ) ) {
			return;
		}
		if ( ( defined( 'DOING_AUTOSAVE' ) && DOING_AUTOSAVE ) || wp_is_post_revision( $post_id ) || ! current_user_can( 'edit_post', $post_id ) ) {
			return;
		}
		$value = self::sanitize( (string) wp_unslash( $_POST[ self::FIELD ] ) ); // phpcs:ignore WordPress.Security.ValidatedSanitizedInput.InputNotSanitized -- sanitize() below.
		if ( '' === $value ) {
			delete_post_meta( $post_id, Description::META_KEY );
			return;
		}
		update_post_meta( $post_id, Description::META_KEY, $value );
	}

	/**
	 * An entered description as stored: plain text, one line, at most MAX_LENGTH characters
	 * (cut at that length, without "…": the editor chose the words).
	 *
	 * @param string $raw Submitted text.
	 */
	public static function sanitize( string $raw ): string {
		$text = trim( (string) preg_replace( '/\s+/u', ' ', sanitize_textarea_field( $raw ) ) );
		return trim( mb_substr( $text, 0, Description::MAX_LENGTH ) );
	}

	/**
	 * Prints <meta name="description"> (not on a 404).
	 */
	public function print_tag(): void {
		$description = Description::current();
		if ( '' === $description ) {
			return;
		}
		echo '<meta name="description" content="' . esc_attr( $description ) . '">' . "\n";
	}
}
