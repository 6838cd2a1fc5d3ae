<?php
/**
 * The contact page's frequently asked questions (kabelshop_faq posts).
 *
 * @package Kabelshop
 */

declare( strict_types=1 );

namespace Kabelshop\Content;

defined( 'ABSPATH' ) || exit;

use Kabelshop\I18n\Locale;

/**
 * Reads the published questions of the current language (ContentTypes::FAQ_TYPE: question =
 * title, answer = content) in their order and groups them by their FAQ group (taxonomy
 * ContentTypes::FAQ_GROUP; the group's name in the current language: the term name is Croatian,
 * English and Serbian come from term meta, falling back to the Croatian name). Groups follow the
 * order of their first question; questions without a group come last under "More questions".
 * The seeded answers (Content\Seeder) state only rules the shop has (spec sections 1, 6 and 9).
 */
final class Faq {

	/**
	 * Questions and answers, in order.
	 *
	 * @return list<array{id: int, question: string, answer: string, answer_html: string, group: int}>
	 *         question and answer plain text; answer_html HTML for wp_kses_post; group a term id (0 = none).
	 */
	public static function items(): array {
		$items = array();
		foreach ( ContentQuery::published( ContentTypes::FAQ_TYPE ) as $post ) {
			$terms   = get_the_terms( $post, ContentTypes::FAQ_GROUP );
			$items[] = array(
				'id'          => (int) $post->ID,
				'question'    => html_entity_decode( get_the_title( $post ), ENT_QUOTES, 'UTF-8' ),
				'answer'      => ContentQuery::plain( $post ),
				'answer_html' => ContentQuery::html( $post ),
				'group'       => is_array( $terms ) && $terms ? (int) $terms[0]->term_id : 0,
			);
		}
		return $items;
	}

	/**
	 * The questions by group.
	 *
	 * @return list<array{name: string, items: list<array{id: int, question: string, answer_html: string}>}>
	 */
	public static function groups(): array {
		$groups = array();
		foreach ( self::items() as $item ) {
			$key = $item['group'];
			if ( ! isset( $groups[ $key ] ) ) {
				$groups[ $key ] = array(
					'name'  => $key > 0 ? self::group_name( $key ) : __( 'More questions', 'kabelshop-core' ),
					'items' => array(),
				);
			}
			$groups[ $key ]['items'][] = array(
				'id'          => $item['id'],
				'question'    => $item['question'],
				'answer_html' => $item['answer_html'],
			);
		}
		if ( isset( $groups[0] ) ) {
			$none = $groups[0];
			unset( $groups[0] );
			$groups[0] = $none;
		}
		return array_values( $groups );
	}

	/**
	 * An FAQ group's name in a language.
	 *
	 * @param int         $term_id Term id.
	 * @param string|null $code    'hr' | 'en' | 'sr'; null for the current language.
	 */
	public static function group_name( int $term_id, ?string $code = null ): string {
		$code = $code ?? Locale::current();
		$name = isset( ContentTypes::TERM_NAMES[ $code ] ) ? (string) get_term_meta( $term_id, ContentTypes::TERM_NAMES[ $code ], true ) : '';
		if ( '' === $name ) {
			$term = get_term( $term_id, ContentTypes::FAQ_GROUP );
			$name = $term instanceof \WP_Term ? $term->name : '';
		}
		return html_entity_decode( $name, ENT_QUOTES, 'UTF-8' );
	}
}
