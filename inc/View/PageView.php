<?php
/**
 * Data for a page's own title and content.
 *
 * @package Kabelshop
 */

declare( strict_types=1 );

namespace Kabelshop\View;

defined( 'ABSPATH' ) || exit;

/**
 * Prepares the title and the editor content of the page being shown, so page templates print
 * prepared values instead of running the loop themselves.
 */
final class PageView {

	/**
	 * Title (translated for fixed pages) and content HTML of a page.
	 *
	 * @param \WP_Post|int|null $post The page; null for the queried object.
	 * @return array{id: int, title: string, content: string} title is plain text; content is HTML filtered by the_content (print with wp_kses_post).
	 */
	public static function data( $post = null ): array {
		$post = get_post( $post ?? get_queried_object_id() );
		if ( ! $post instanceof \WP_Post ) {
			return array(
				'id'      => 0,
				'title'   => '',
				'content' => '',
			);
		}
		return array(
			'id'      => (int) $post->ID,
			'title'   => html_entity_decode( get_the_title( $post ), ENT_QUOTES, 'UTF-8' ),
			'content' => (string) apply_filters( 'the_content', $post->post_content ), // phpcs:ignore WordPress.NamingConventions.PrefixAllGlobals.NonPrefixedHooknameFound -- core's filter, applied as the loop would.
		);
	}
}
