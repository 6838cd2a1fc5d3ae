<?php
/**
 * The about page's history timeline (kabelshop_event posts).
 *
 * @package Kabelshop
 */

declare( strict_types=1 );

namespace Kabelshop\Content;

defined( 'ABSPATH' ) || exit;

/**
 * Reads the published history events of the current language (ContentTypes::EVENT_TYPE: year
 * meta, title, text = content, image = featured image) in their order. The seeded events are
 * placeholders marked as demo content (common rule: no invented facts presented as real).
 */
final class Timeline {

	/**
	 * Events in order.
	 *
	 * @return list<array{id: int, year: string, title: string, text: string, image_id: int}> Plain text; escape on output.
	 */
	public static function items(): array {
		$items = array();
		foreach ( ContentQuery::published( ContentTypes::EVENT_TYPE ) as $post ) {
			$items[] = array(
				'id'       => (int) $post->ID,
				'year'     => (string) get_post_meta( $post->ID, ContentTypes::META_YEAR, true ),
				'title'    => html_entity_decode( get_the_title( $post ), ENT_QUOTES, 'UTF-8' ),
				'text'     => ContentQuery::plain( $post ),
				'image_id' => (int) get_post_thumbnail_id( $post ),
			);
		}
		return $items;
	}
}
