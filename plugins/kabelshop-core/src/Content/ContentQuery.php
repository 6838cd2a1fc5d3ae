<?php
/**
 * Published content posts of the current language in the editors' order.
 *
 * @package Kabelshop
 */

declare( strict_types=1 );

namespace Kabelshop\Content;

defined( 'ABSPATH' ) || exit;

use Kabelshop\I18n\LanguageRouter;
use Kabelshop\I18n\Locale;
use Kabelshop\I18n\Translations;

/**
 * The one query of the content readers (Faq, Timeline, Cards, Figures, Jobs, View\TeamView):
 * published posts of a type in a language (I18n\Locale::current() unless given), ordered by
 * "Order" (menu_order), then by id. Visibility is the publish status: drafts, pending and
 * private posts are never shown. The featured images of the posts come primed
 * (prime_attachments()), so the pages print their pictures without a query per picture.
 */
final class ContentQuery {

	/** Most posts of one type a page shows. */
	public const LIMIT = 100;

	/**
	 * The posts.
	 *
	 * @param string               $type  Post type.
	 * @param array<string, mixed> $extra More WP_Query arguments (e.g. a meta_query).
	 * @param string|null          $code  'hr' | 'en' | 'sr'; null for the current language.
	 * @return list<\WP_Post>
	 */
	public static function published( string $type, array $extra = array(), ?string $code = null ): array {
		$posts = get_posts(
			array(
				'post_type'                  => $type,
				'post_status'                => 'publish',
				'posts_per_page'             => 100, // ContentQuery::LIMIT.
				'orderby'                    => array(
					'menu_order' => 'ASC',
					'ID'         => 'ASC',
				),
				'tax_query'                  => array( Translations::tax_clause( $code ?? Locale::current() ) ), // phpcs:ignore WordPress.DB.SlowDBQuery.slow_db_query_tax_query -- the language, an indexed term relation.
				LanguageRouter::ANY_LANGUAGE => true, // The clause above is the language filter.
				'suppress_filters'           => false,
			) + $extra
		);
		$posts = array_values( array_filter( $posts, static fn( $post ): bool => $post instanceof \WP_Post ) );
		if ( post_type_supports( $type, 'thumbnail' ) ) {
			self::prime_attachments( array_map( static fn( \WP_Post $post ): int => (int) get_post_thumbnail_id( $post ), $posts ) );
		}
		return $posts;
	}

	/**
	 * Loads attachments and their meta (file, sizes, alt texts) in two queries for all of them,
	 * where View\LazyImage would otherwise read each image's post and meta on its own (two queries
	 * per picture: 24 on the team page with its photos and galleries). The featured images of
	 * published() are primed already. Ids of 0 and attachments already cached are skipped.
	 *
	 * @param list<int> $ids Attachment ids.
	 */
	public static function prime_attachments( array $ids ): void {
		$ids = array_values( array_unique( array_filter( $ids ) ) );
		if ( $ids ) {
			_prime_post_caches( $ids, false, true );
		}
	}

	/**
	 * A post's content as plain text (blocks and tags removed, entities decoded).
	 *
	 * @param \WP_Post $post The post.
	 */
	public static function plain( \WP_Post $post ): string {
		return trim( html_entity_decode( wp_strip_all_tags( strip_shortcodes( (string) $post->post_content ) ), ENT_QUOTES, 'UTF-8' ) );
	}

	/**
	 * A post's content as HTML for printing with wp_kses_post (the_content filters applied).
	 *
	 * @param \WP_Post $post The post.
	 */
	public static function html( \WP_Post $post ): string {
		return (string) apply_filters( 'the_content', $post->post_content ); // phpcs:ignore WordPress.NamingConventions.PrefixAllGlobals.NonPrefixedHooknameFound -- core's filter, applied as the loop would.
	}
}
