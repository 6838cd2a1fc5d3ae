<?php
/**
 * Home page cards and about slides (kabelshop_card posts).
 *
 * @package Kabelshop
 */

declare( strict_types=1 );

namespace Kabelshop\Content;

defined( 'ABSPATH' ) || exit;

/**
 * Reads the published cards of the current language by placement (ContentTypes::PLACEMENTS:
 * 'home_card' = the home page's cards carousel, 'about_slide' = the home page's about fade
 * carousel) in their order: title, text (content as plain text), image (featured image), link
 * (URL and label, both optional) and an optional video (an attachment of type video/webm or
 * video/mp4; anything else is ignored).
 */
final class Cards {

	/** Video types the video modal plays. */
	public const VIDEO_TYPES = array( 'video/webm', 'video/mp4' );

	/**
	 * The cards of a placement.
	 *
	 * @param string $placement 'home_card' | 'about_slide'.
	 * @return list<array{id: int, title: string, text: string, url: string, link_label: string, image_id: int, video: ?array{url: string, mime: string, title: string}}>
	 */
	public static function items( string $placement ): array {
		$items = array();
		$posts = ContentQuery::published(
			ContentTypes::CARD_TYPE,
			array(
				'meta_key'   => ContentTypes::META_PLACEMENT, // phpcs:ignore WordPress.DB.SlowDBQuery.slow_db_query_meta_key -- a handful of posts.
				'meta_value' => $placement, // phpcs:ignore WordPress.DB.SlowDBQuery.slow_db_query_meta_value -- same.
			)
		);
		foreach ( $posts as $post ) {
			$title   = html_entity_decode( get_the_title( $post ), ENT_QUOTES, 'UTF-8' );
			$items[] = array(
				'id'         => (int) $post->ID,
				'title'      => $title,
				'text'       => ContentQuery::plain( $post ),
				'url'        => (string) get_post_meta( $post->ID, ContentTypes::META_LINK_URL, true ),
				'link_label' => (string) get_post_meta( $post->ID, ContentTypes::META_LINK_LABEL, true ),
				'image_id'   => (int) get_post_thumbnail_id( $post ),
				'video'      => self::video( (int) get_post_meta( $post->ID, ContentTypes::META_VIDEO, true ), $title ),
			);
		}
		return $items;
	}

	/**
	 * A video attachment for the video modal, null when none or not WebM/MP4.
	 *
	 * @param int    $attachment_id Attachment id (0 = none).
	 * @param string $title         The modal's title: the card's own, in its language (an attachment's
	 *                              title is one text for every language).
	 * @return array{url: string, mime: string, title: string}|null
	 */
	public static function video( int $attachment_id, string $title ): ?array {
		if ( $attachment_id <= 0 ) {
			return null;
		}
		$mime = (string) get_post_mime_type( $attachment_id );
		$url  = (string) wp_get_attachment_url( $attachment_id );
		if ( '' === $url || ! in_array( $mime, self::VIDEO_TYPES, true ) ) {
			return null;
		}
		return array(
			'url'   => $url,
			'mime'  => $mime,
			'title' => $title,
		);
	}
}
