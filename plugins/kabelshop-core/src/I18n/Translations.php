<?php
/**
 * Posts per language, linked to their translations.
 *
 * @package Kabelshop
 */

declare( strict_types=1 );

namespace Kabelshop\I18n;

defined( 'ABSPATH' ) || exit;

use Kabelshop\Service;

/**
 * The Polylang model (issue 11, "Content in three languages"): a translated post has one language
 * (a term of the hidden taxonomy kabelshop_language: 'hr' | 'en' | 'sr') and a translation group
 * (post meta _kabelshop_translation_group, shared by the post and its translations). A post with
 * no language term is Croatian (the site's language before languages had their own posts).
 *
 * TYPES lists the post types whose posts are written per language: pages, news, team members and
 * cable types. Posts of other types are shared: one post serves every language under each
 * language's URL (LanguageRouter), its interface texts translated.
 *
 * Cable types: the Croatian post of a group is the catalogue record (original()): articles,
 * orders, invoices, DoPs and the wishlist reference its id; the English and Serbian posts carry
 * the translated designation page (title, description, translated fields: Catalog\ProductMeta).
 */
final class Translations implements Service {

	public const TAXONOMY   = 'kabelshop_language';
	public const META_GROUP = '_kabelshop_translation_group';

	/** Post types written per language (pages, news, team members, cable types, and issue 12's FAQ, history events, cards, figures and job openings). */
	public const TYPES = array( 'page', 'post', 'kabelshop_person', 'kabelshop_cable', 'kabelshop_faq', 'kabelshop_event', 'kabelshop_card', 'kabelshop_figure', 'kabelshop_job' );

	/** @var array<int, array<string, int>> Translations by post id (this request). */
	private static array $cache = array();

	/**
	 * Adds the service's hooks (Kabelshop\Service).
	 */
	public function register(): void {
		add_action( 'init', array( self::class, 'register_taxonomy' ), 0 );
		add_action( 'wp_insert_post', array( $this, 'default_language' ), 10, 2 );
		add_action( 'deleted_post', array( self::class, 'forget' ) );
	}

	/**
	 * The language taxonomy (no UI of its own, no URLs: the language is in the path).
	 */
	public static function register_taxonomy(): void {
		register_taxonomy(
			self::TAXONOMY,
			self::TYPES,
			array(
				'public'            => false,
				'show_ui'           => false,
				'show_in_rest'      => false,
				'query_var'         => false,
				'rewrite'           => false,
				'hierarchical'      => false,
				'show_admin_column' => false,
			)
		);
	}

	/**
	 * True when posts of the type are written per language.
	 *
	 * @param string $post_type Post type.
	 */
	public static function is_translated_type( string $post_type ): bool {
		return in_array( $post_type, self::TYPES, true );
	}

	/**
	 * A new post of a translated type without a language gets Croatian (wp_insert_post).
	 *
	 * @param int      $post_id Post id.
	 * @param \WP_Post $post    The post.
	 */
	public function default_language( $post_id, $post ): void {
		if ( $post instanceof \WP_Post && self::is_translated_type( $post->post_type ) && 'revision' !== $post->post_type && ! wp_get_object_terms( (int) $post_id, self::TAXONOMY, array( 'fields' => 'slugs' ) ) ) {
			wp_set_object_terms( (int) $post_id, LanguageRouter::$inserting ?? Locale::DEFAULT, self::TAXONOMY );
		}
	}

	/**
	 * A tax_query clause for a language's posts (Croatian includes posts without a language).
	 *
	 * @param string $code 'hr' | 'en' | 'sr'.
	 * @return array<int|string, mixed>
	 */
	public static function tax_clause( string $code ): array {
		$in = array(
			'taxonomy' => self::TAXONOMY,
			'field'    => 'slug',
			'terms'    => array( $code ),
		);
		if ( Locale::DEFAULT !== $code ) {
			return $in;
		}
		return array(
			'relation' => 'OR',
			$in,
			array(
				'taxonomy' => self::TAXONOMY,
				'operator' => 'NOT EXISTS',
			),
		);
	}

	/**
	 * The language of a post: 'hr' | 'en' | 'sr' ('hr' when it has none).
	 *
	 * @param int $post_id Post id.
	 */
	public static function language_of( int $post_id ): string {
		$terms = get_the_terms( $post_id, self::TAXONOMY );
		$code  = is_array( $terms ) && $terms ? (string) $terms[0]->slug : '';
		return isset( Locale::LANGUAGES[ $code ] ) ? $code : Locale::DEFAULT;
	}

	/**
	 * Sets a post's language.
	 *
	 * @param int    $post_id Post id.
	 * @param string $code    'hr' | 'en' | 'sr'.
	 * @throws \InvalidArgumentException For an unknown language.
	 */
	public static function set_language( int $post_id, string $code ): void {
		if ( ! isset( Locale::LANGUAGES[ $code ] ) ) {
			throw new \InvalidArgumentException( esc_html( 'unknown language ' . $code ) );
		}
		wp_set_object_terms( $post_id, $code, self::TAXONOMY );
		self::$cache = array();
	}

	/**
	 * Inserts a post of a language (wp_insert_post()): the language is known while WordPress checks the
	 * slug (LanguageRouter::unique_slug() lets it repeat across languages) and is the post's term
	 * from the start (default_language()).
	 *
	 * @param string               $code    'hr' | 'en' | 'sr'.
	 * @param array<string, mixed> $postarr wp_insert_post() arguments (slashed, as core expects).
	 * @return int|\WP_Error The new post's id, or WordPress's error.
	 */
	public static function insert_in( string $code, array $postarr ) {
		LanguageRouter::$inserting = $code;
		try {
			return wp_insert_post( $postarr, true );
		} finally {
			LanguageRouter::$inserting = null;
		}
	}

	/**
	 * Puts posts into one translation group (each in its own language).
	 *
	 * @param array<string, int> $posts Language code => post id.
	 */
	public static function link( array $posts ): void {
		$group = '';
		foreach ( $posts as $id ) {
			$group = (string) get_post_meta( $id, self::META_GROUP, true );
			if ( '' !== $group ) {
				break;
			}
		}
		$group = '' !== $group ? $group : wp_generate_uuid4();
		foreach ( $posts as $code => $id ) {
			self::set_language( $id, (string) $code );
			update_post_meta( $id, self::META_GROUP, $group );
		}
		self::$cache = array();
	}

	/**
	 * The post and its translations, by language (published or not: callers check the status).
	 * A post without a group is alone in it. Read by prime(), so one group costs the same queries
	 * as many: the group's posts with their language terms, not a query per member.
	 *
	 * @param int $post_id Post id.
	 * @return array<string, int> Language code => post id.
	 */
	public static function group( int $post_id ): array {
		if ( ! isset( self::$cache[ $post_id ] ) ) {
			self::prime( array( $post_id ) );
		}
		return self::$cache[ $post_id ] ?? array();
	}

	/**
	 * Reads the translation groups of many posts at once (a menu's pages, a result page's cable
	 * types), so that group() and translation() answer them without a query each: the posts' meta
	 * and language terms, then every member of their groups with its language term (one query for
	 * the posts, one for their terms).
	 *
	 * @param list<int> $post_ids Post ids.
	 */
	public static function prime( array $post_ids ): void {
		$post_ids = array_values( array_diff( array_unique( array_map( 'intval', $post_ids ) ), array_keys( self::$cache ) ) );
		if ( ! $post_ids ) {
			return;
		}
		update_meta_cache( 'post', $post_ids );
		$group_of = array();
		foreach ( $post_ids as $id ) {
			$group = (string) get_post_meta( $id, self::META_GROUP, true );
			if ( '' !== $group ) {
				$group_of[ $id ] = $group;
			}
		}
		$alone = array_values( array_diff( $post_ids, array_keys( $group_of ) ) );
		if ( $alone ) {
			_prime_post_caches( $alone, false, false );
			update_object_term_cache( $alone, self::TYPES );
			foreach ( $alone as $id ) {
				self::$cache[ $id ] = array( self::language_of( $id ) => $id );
			}
		}
		if ( ! $group_of ) {
			return;
		}
		$groups   = array_values( array_unique( $group_of ) );
		$members  = get_posts(
			array(
				'post_type'                  => self::TYPES,
				'post_status'                => 'any',
				'posts_per_page'             => 10 * count( $groups ),
				'meta_query'                 => array( // phpcs:ignore WordPress.DB.SlowDBQuery.slow_db_query_meta_query -- the asked posts' groups, indexed meta_key.
					array(
						'key'     => self::META_GROUP,
						'value'   => $groups,
						'compare' => 'IN',
					),
				),
				LanguageRouter::ANY_LANGUAGE => true,
				'no_found_rows'              => true,
				'update_post_term_cache'     => true,
			)
		);
		$by_group = array();
		foreach ( $members as $member ) {
			$by_group[ (string) get_post_meta( $member->ID, self::META_GROUP, true ) ][ self::language_of( $member->ID ) ] = (int) $member->ID;
		}
		foreach ( $by_group as $versions ) {
			foreach ( $versions as $id ) {
				self::$cache[ $id ] = $versions;
			}
		}
		// An asked post its group's query did not return (e.g. in the trash) still gets its group.
		foreach ( $group_of as $id => $group ) {
			self::$cache[ $id ] ??= $by_group[ $group ] ?? array();
		}
	}

	/**
	 * The published translation of a post in a language, 0 when there is none.
	 *
	 * @param int    $post_id Post id.
	 * @param string $code    'hr' | 'en' | 'sr'.
	 */
	public static function translation( int $post_id, string $code ): int {
		$id = self::group( $post_id )[ $code ] ?? 0;
		return $id > 0 && 'publish' === get_post_status( $id ) ? $id : 0;
	}

	/**
	 * The Croatian post of a post's group (the site's default language: the record other data
	 * points at), or the post itself when its group has no Croatian post.
	 *
	 * @param int $post_id Post id.
	 */
	public static function original( int $post_id ): int {
		return self::group( $post_id )[ Locale::DEFAULT ] ?? $post_id;
	}

	/**
	 * Forgets cached groups (a post was deleted).
	 */
	public static function forget(): void {
		self::$cache = array();
	}
}
