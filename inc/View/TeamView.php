<?php
/**
 * Data for the team page.
 *
 * @package Kabelshop
 */

declare( strict_types=1 );

namespace Kabelshop\View;

defined( 'ABSPATH' ) || exit;

use Kabelshop\Content\Company;
use Kabelshop\Content\ContentQuery;
use Kabelshop\Content\ContentService;
use Kabelshop\Content\ContentTypes;

/**
 * Prepares the people cards of the team page (spec section 1: team section) from the
 * 'kabelshop_person' posts of the current language, ordered by menu order, with photo (featured
 * image) and gallery (issue 12). Templates never query; they call people().
 */
final class TeamView {

	/** How wide a photo is shown (sizes attribute). */
	private const PHOTO_SIZES = '(min-width: 801px) 280px, (min-width: 481px) 45vw, 90vw';

	/**
	 * Published team members of the current language, in their order.
	 *
	 * @return list<array{name: string, role: string, email: string, phone: string, phone_href: string, initials: string, bio: string, photo_html: string,
	 *                    gallery: list<array{url: string, width: int, height: int, thumb_html: string, alt: string}>}>
	 *         Plain text except photo_html and thumb_html (ready HTML from LazyImage); gallery url is
	 *         the full-size image for the lightbox.
	 */
	public static function people(): array {
		$people = array();
		$posts  = ContentQuery::published( ContentService::PERSON_TYPE );
		// The galleries' images in one go (the photos come primed with the posts).
		ContentQuery::prime_attachments( array_merge( array(), ...array_map( static fn( \WP_Post $post ): array => array_map( 'intval', (array) get_post_meta( $post->ID, ContentTypes::META_GALLERY, true ) ), $posts ) ) );
		foreach ( $posts as $post ) {
			$name     = html_entity_decode( (string) $post->post_title, ENT_QUOTES, 'UTF-8' );
			$phone    = (string) get_post_meta( $post->ID, ContentTypes::META_PHONE, true );
			$people[] = array(
				'name'       => $name,
				'role'       => (string) get_post_meta( $post->ID, ContentService::META_ROLE, true ),
				'email'      => (string) get_post_meta( $post->ID, ContentService::META_EMAIL, true ),
				'phone'      => $phone,
				'phone_href' => Company::phone_href( $phone ),
				'initials'   => self::initials( $name ),
				'bio'        => wp_strip_all_tags( (string) $post->post_excerpt ),
				'photo_html' => LazyImage::html( (int) get_post_thumbnail_id( $post ), 'kabelshop-portrait', self::PHOTO_SIZES ),
				'gallery'    => self::gallery( $post->ID ),
			);
		}
		return $people;
	}

	/**
	 * A person's gallery images (attachments that are images, in the order set).
	 *
	 * @param int $post_id Person post id.
	 * @return list<array{url: string, width: int, height: int, thumb_html: string, alt: string}>
	 */
	public static function gallery( int $post_id ): array {
		$ids     = get_post_meta( $post_id, ContentTypes::META_GALLERY, true );
		$gallery = array();
		foreach ( is_array( $ids ) ? $ids : array() as $id ) {
			$full = LazyImage::source( (int) $id, 'full' );
			if ( null === $full || ! wp_attachment_is_image( (int) $id ) ) {
				continue;
			}
			$gallery[] = $full + array(
				'thumb_html' => LazyImage::html( (int) $id, 'kabelshop-thumb', '150px' ),
				'alt'        => LazyImage::alt( (int) $id ),
			);
		}
		return $gallery;
	}

	/**
	 * Up to two initials of a name for the avatar placeholder, e.g. "Demo Osoba 1" => "DO".
	 *
	 * @param string $name Full name.
	 */
	public static function initials( string $name ): string {
		$initials = '';
		$words    = preg_split( '/\s+/u', trim( $name ) );
		foreach ( false === $words ? array() : $words as $word ) {
			if ( '' !== $word && preg_match( '/^\p{L}/u', $word ) ) {
				$initials .= mb_strtoupper( mb_substr( $word, 0, 1 ) );
			}
			if ( mb_strlen( $initials ) >= 2 ) {
				break;
			}
		}
		return $initials;
	}
}
