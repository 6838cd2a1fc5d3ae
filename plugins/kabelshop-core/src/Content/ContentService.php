<?php
/**
 * Marketing content: team members, page titles, body classes, excerpts.
 *
 * @package Kabelshop
 */

declare( strict_types=1 );

namespace Kabelshop\Content;

defined( 'ABSPATH' ) || exit;

use Kabelshop\Catalog\ProductMeta;
use Kabelshop\Catalog\TypeWords;
use Kabelshop\I18n\Locale;
use Kabelshop\Service;

/**
 * Registers what the marketing pages need (spec sections 1 and 2: home, about/history, team,
 * contact with FAQ, news, open applications):
 * - the 'kabelshop_person' post type for the team page's people cards (not public: no own URL;
 *   capabilities and fields as the other content types: ContentTypes);
 * - translated names of the fixed pages in titles, menus and the document title (PageTitles);
 * - a body class per fixed page ('ks-page-<key>') for the page styles;
 * - a short excerpt for the news lists.
 * Page templates come from each page's _wp_page_template meta (Content\Seeder sets it), which
 * WordPress's own template hierarchy honours, so no 'template_include' mapping is needed.
 */
final class ContentService implements Service {

	public const PERSON_TYPE = 'kabelshop_person';
	/** Post meta of a person: job title (plain text). */
	public const META_ROLE = 'kabelshop_role';
	/** Post meta of a person: e-mail address. */
	public const META_EMAIL = 'kabelshop_email';
	/** Words in a news excerpt. */
	public const EXCERPT_WORDS = 28;

	/**
	 * Adds the service's hooks (Kabelshop\Service).
	 */
	public function register(): void {
		add_action( 'init', array( $this, 'register_types' ) );
		add_filter( 'the_title', array( $this, 'cable_title' ), 9, 2 );
		add_filter( 'the_title', array( $this, 'filter_title' ), 10, 2 );
		add_filter( 'single_post_title', array( $this, 'filter_single_post_title' ), 10, 2 );
		add_filter( 'body_class', array( $this, 'filter_body_class' ) );
		add_filter( 'excerpt_length', array( $this, 'filter_excerpt_length' ) );
		add_filter( 'excerpt_more', array( $this, 'filter_excerpt_more' ) );
		// Block editor duotone filters: eight inline SVGs on every page that no template of this theme uses.
		remove_action( 'wp_body_open', 'wp_global_styles_render_svg_filters' );
	}

	/**
	 * Registers the team member post type and its meta.
	 */
	public function register_types(): void {
		register_post_type(
			self::PERSON_TYPE,
			array(
				'labels'       => array(
					'name'          => __( 'Team members', 'kabelshop-core' ),
					'singular_name' => __( 'Team member', 'kabelshop-core' ),
				),
				'public'       => false,
				'show_ui'      => true,
				'show_in_rest' => true,
				'map_meta_cap' => true,
				'capabilities' => ContentTypes::caps(),
				'menu_icon'    => 'dashicons-groups',
				'supports'     => array( 'title', 'excerpt', 'page-attributes', 'thumbnail', 'revisions', 'custom-fields' ),
			)
		);
		// Its fields (role, e-mail, phone, gallery) are registered with the other types' (ContentTypes).
	}

	/**
	 * Shows fixed pages under their translated name on the front end.
	 *
	 * @param string   $title   Stored title.
	 * @param int|null $post_id Post id (WordPress may pass none).
	 */
	public function filter_title( $title, $post_id = null ): string {
		if ( is_admin() || null === $post_id ) {
			return (string) $title;
		}
		return PageTitles::for_post( (string) $title, (int) $post_id );
	}

	/**
	 * A cable type's name in the page's language under any theme (Catalog\TypeWords::localise(), as
	 * its heading shows it; issue 29: Twenty Twenty-Five's post title block printed the stored
	 * English name on Croatian pages). Priority 9: before core's wptexturize() turns "2x1.5" and
	 * quotes into typographic characters the word list would not match.
	 *
	 * @param string   $title   Stored title.
	 * @param int|null $post_id Post id (WordPress may pass none).
	 */
	public function cable_title( $title, $post_id = null ): string {
		if ( is_admin() || null === $post_id || ProductMeta::POST_TYPE !== get_post_type( (int) $post_id ) ) {
			return (string) $title;
		}
		return TypeWords::localise( (string) $title, Locale::current() );
	}

	/**
	 * The document title of a single page or the posts page, translated like filter_title(); of a
	 * cable type: its name in the page's language (Catalog\TypeWords::localise()).
	 *
	 * @param string        $title Stored title.
	 * @param \WP_Post|null $post  The post.
	 */
	public function filter_single_post_title( $title, $post = null ): string {
		if ( ! $post instanceof \WP_Post ) {
			return (string) $title;
		}
		if ( ProductMeta::POST_TYPE === $post->post_type ) {
			// A cable type's name as its page's heading shows it (issue 27: "0,6/1 kV bez armature (tip N2XY)").
			return TypeWords::localise( (string) $title, Locale::current() );
		}
		return PageTitles::for_post( (string) $title, (int) $post->ID );
	}

	/**
	 * Adds 'ks-page-<key>' on a fixed page (for the news page: also on its archive views).
	 *
	 * @param string[] $classes Body classes.
	 * @return string[]
	 */
	public function filter_body_class( array $classes ): array {
		$id = (int) get_queried_object_id();
		if ( is_home() ) {
			$id = (int) get_option( 'page_for_posts' );
		}
		foreach ( array_keys( Pages::PAGES ) as $key ) {
			if ( $id > 0 && Pages::id( $key ) === $id ) {
				$classes[] = 'ks-page-' . $key;
			}
		}
		return $classes;
	}

	/**
	 * Words in an excerpt.
	 *
	 * @param int $length WordPress's default (55).
	 */
	public function filter_excerpt_length( $length ): int {
		return self::EXCERPT_WORDS;
	}

	/**
	 * What ends a cut excerpt: an ellipsis (the list links to the full post itself).
	 *
	 * @param string $more WordPress's default ' [&hellip;]'.
	 */
	public function filter_excerpt_more( $more ): string {
		return '&hellip;';
	}
}
