<?php
/**
 * Data for the about page.
 *
 * @package Kabelshop
 */

declare( strict_types=1 );

namespace Kabelshop\View;

defined( 'ABSPATH' ) || exit;

use Kabelshop\Content\Timeline;

/**
 * Prepares the about page (spec section 1: about/history timeline): the page's own title and
 * content and the history events of the current language in their order (Content\Timeline).
 */
final class AboutView {

	/** How wide a timeline image is shown (3/4/5 slides per view: spec section 9). */
	private const IMAGE_SIZES = '(min-width: 801px) 20vw, (min-width: 481px) 25vw, 33vw';

	/**
	 * Everything the about template prints.
	 *
	 * @param \WP_Post|int|null $post The page; null for the queried object.
	 * @return array{title: string, content: string, timeline: list<array{year: string, title: string, text: string, image_html: string}>}
	 *         content is HTML (wp_kses_post), image_html ready HTML from LazyImage, the rest plain text.
	 */
	public static function data( $post = null ): array {
		$page     = PageView::data( $post );
		$timeline = array();
		foreach ( Timeline::items() as $event ) {
			$timeline[] = array(
				'year'       => $event['year'],
				'title'      => $event['title'],
				'text'       => $event['text'],
				'image_html' => LazyImage::html( $event['image_id'], 'kabelshop-card', self::IMAGE_SIZES ),
			);
		}
		return array(
			'title'    => $page['title'],
			'content'  => $page['content'],
			'timeline' => $timeline,
		);
	}
}
