<?php
/**
 * Data for the team page.
 *
 * @package Kabelshop
 */

declare( strict_types=1 );

namespace Kabelshop\View;

defined( 'ABSPATH' ) || exit;

use Kabelshop\Content\ContentService;

/**
 * Prepares the people cards of the team page (spec section 1: team section) from the
 * 'kabelshop_person' posts, ordered by menu order. Templates never query; they call people().
 */
final class TeamView {

	/**
	 * Published team members.
	 *
	 * @return list<array{name: string, role: string, email: string, initials: string, bio: string}> Plain text.
	 */
	public static function people(): array {
		$posts  = get_posts(
			array(
				'post_type'        => ContentService::PERSON_TYPE,
				'post_status'      => 'publish',
				'posts_per_page'   => 50,
				'orderby'          => array(
					'menu_order' => 'ASC',
					'ID'         => 'ASC',
				),
				'suppress_filters' => false,
			)
		);
		$people = array();
		foreach ( $posts as $post ) {
			$name     = (string) $post->post_title;
			$people[] = array(
				'name'     => $name,
				'role'     => (string) get_post_meta( $post->ID, ContentService::META_ROLE, true ),
				'email'    => (string) get_post_meta( $post->ID, ContentService::META_EMAIL, true ),
				'initials' => self::initials( $name ),
				'bio'      => wp_strip_all_tags( (string) $post->post_excerpt ),
			);
		}
		return $people;
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
