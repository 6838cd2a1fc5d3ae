<?php
/**
 * Job openings (kabelshop_job posts).
 *
 * @package Kabelshop
 */

declare( strict_types=1 );

namespace Kabelshop\Content;

defined( 'ABSPATH' ) || exit;

/**
 * Reads the published job openings of the current language in their order. An opening takes
 * applications while its "Open for applications" box is ticked and its closing date (if any) is
 * today or later (the site's time zone); otherwise the jobs page shows it marked as closed.
 */
final class Jobs {

	/**
	 * The openings.
	 *
	 * @return list<array{id: int, title: string, text_html: string, location: string, closing_date_iso: string, is_open: bool}>
	 *         closing_date_iso 'YYYY-MM-DD' or ''.
	 */
	public static function openings(): array {
		$jobs = array();
		foreach ( ContentQuery::published( ContentTypes::JOB_TYPE ) as $post ) {
			$closing = (string) get_post_meta( $post->ID, ContentTypes::META_CLOSING, true );
			$jobs[]  = array(
				'id'               => (int) $post->ID,
				'title'            => html_entity_decode( get_the_title( $post ), ENT_QUOTES, 'UTF-8' ),
				'text_html'        => ContentQuery::html( $post ),
				'location'         => (string) get_post_meta( $post->ID, ContentTypes::META_LOCATION, true ),
				'closing_date_iso' => $closing,
				'is_open'          => self::takes_applications( (bool) get_post_meta( $post->ID, ContentTypes::META_OPEN, true ), $closing ),
			);
		}
		return $jobs;
	}

	/**
	 * True when a post is a published opening that takes applications (for the application form).
	 *
	 * @param int $post_id Post id.
	 */
	public static function is_open( int $post_id ): bool {
		if ( ContentTypes::JOB_TYPE !== get_post_type( $post_id ) || 'publish' !== get_post_status( $post_id ) ) {
			return false;
		}
		return self::takes_applications( (bool) get_post_meta( $post_id, ContentTypes::META_OPEN, true ), (string) get_post_meta( $post_id, ContentTypes::META_CLOSING, true ) );
	}

	/**
	 * The rule of the class comment: the box ticked and the closing date (Y-m-d, '' = none) today
	 * or later in the site's time zone.
	 *
	 * @param bool   $open    "Open for applications".
	 * @param string $closing Closing date 'YYYY-MM-DD' or ''.
	 */
	private static function takes_applications( bool $open, string $closing ): bool {
		return $open && ( '' === $closing || $closing >= wp_date( 'Y-m-d' ) );
	}
}
