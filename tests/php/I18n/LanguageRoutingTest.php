<?php
/**
 * Languages as URL prefixes: routing, translated slugs, 301s from ?lang=, hreflang, fallback.
 *
 * @package Kabelshop
 */

declare( strict_types=1 );

namespace Kabelshop\Tests\I18n;

use Kabelshop\Catalog\ProductMeta;
use Kabelshop\Content\Pages;
use Kabelshop\I18n\LanguageRouter;
use Kabelshop\I18n\Locale;
use Kabelshop\I18n\Translations;
use Kabelshop\Tests\HttpClient;
use Kabelshop\Tests\TestCase;

/**
 * Requests the served test site as a browser does (no redirects followed) and reads what a
 * visitor and a search engine get: status, Location, <html lang>, the h1, hreflang links.
 */
final class LanguageRoutingTest extends TestCase {

	/** @var list<int> Posts made by the test. */
	private array $posts = array();

	protected function tearDown(): void {
		foreach ( $this->posts as $id ) {
			wp_delete_post( $id, true );
		}
		parent::tearDown();
	}

	/**
	 * GET a path of the site: [ status, body, Location ].
	 *
	 * @param string $path Path with query, e.g. '/en/contact/'.
	 * @return array{0: int, 1: string, 2: string}
	 */
	private function get( string $path ): array {
		$answer = ( new HttpClient() )->get( home_url( $path ) );
		return array( $answer['status'], $answer['body'], (string) ( $answer['headers']['location'][0] ?? '' ) );
	}

	/**
	 * The <html lang> and the first h1 of a document.
	 *
	 * @param string $html Document.
	 * @return array{0: string, 1: string}
	 */
	private function lang_and_h1( string $html ): array {
		preg_match( '/<html[^>]* lang="([^"]+)"/', $html, $lang );
		preg_match( '#<h1[^>]*>(.*?)</h1>#s', $html, $h1 );
		return array( $lang[1] ?? '', trim( wp_strip_all_tags( $h1[1] ?? '' ) ) );
	}

	/**
	 * The hreflang alternates of a document: hreflang => href.
	 *
	 * @param string $html Document.
	 * @return array<string, string>
	 */
	private function alternates( string $html ): array {
		preg_match_all( '#<link rel="alternate" hreflang="([^"]+)" href="([^"]+)"#', $html, $m, PREG_SET_ORDER );
		$out = array();
		foreach ( $m as $link ) {
			$out[ $link[1] ] = html_entity_decode( $link[2] );
		}
		return $out;
	}

	/**
	 * A fixed page's path in a language, relative to the home URL.
	 *
	 * @param string $key  Key of Pages::PAGES.
	 * @param string $code Language.
	 */
	private function path( string $key, string $code ): string {
		return '/' . ltrim( (string) substr( Pages::url( $key, array(), $code ), strlen( home_url() ) ), '/' );
	}

	public function test_each_language_has_its_own_url_with_a_translated_slug(): void {
		$this->assertSame( '/kontakt/', $this->path( 'contact', 'hr' ) );
		$this->assertSame( '/en/contact/', $this->path( 'contact', 'en' ) );
		$this->assertSame( '/sr/kontakt/', $this->path( 'contact', 'sr' ), 'the same slug as the Croatian page, not kontakt-2' );
		$expected = array(
			'/kontakt/'     => array( 'hr', 'Kontakt' ),
			'/en/contact/'  => array( 'en-US', 'Contact' ),
			'/sr/kontakt/'  => array( 'sr-RS', 'Kontakt' ),
			'/en/about-us/' => array( 'en-US', 'About us' ),
			'/sr/o-nama/'   => array( 'sr-RS', 'O nama' ),
		);
		foreach ( $expected as $path => $page ) {
			list( $status, $body ) = $this->get( $path );
			$this->assertSame( 200, $status, $path );
			$this->assertSame( $page, $this->lang_and_h1( $body ), $path );
		}
		list( $status, $body ) = $this->get( '/en/' );
		$this->assertSame( 200, $status );
		$this->assertSame( 'en-US', $this->lang_and_h1( $body )[0], 'the English home page' );
	}

	public function test_a_path_without_its_trailing_slash_or_with_another_language_s_slug_is_redirected_and_unknown_paths_are_404(): void {
		list( $status, , $location ) = $this->get( '/en/contact' );
		$this->assertSame( 301, $status );
		$this->assertSame( home_url( '/en/contact/' ), $location );
		$this->assertSame( 404, $this->get( '/en/nema-te-stranice/' )[0], 'a path no language has' );
		// Another language's slug under a prefix: 301 to its version in the prefix's language.
		$cases = array(
			'/en/kontakt/' => home_url( '/en/contact/' ),
			'/sr/contact/' => home_url( '/sr/kontakt/' ),
		);
		foreach ( get_posts( array( 'post_type' => ProductMeta::POST_TYPE, 'posts_per_page' => -1, 'orderby' => 'ID', 'order' => 'ASC', 'tax_query' => array( Translations::tax_clause( 'hr' ) ), LanguageRouter::ANY_LANGUAGE => true ) ) as $hr ) {
			$en = get_post( (int) ( Translations::group( $hr->ID )['en'] ?? 0 ) );
			// A seeded cable type, the oldest first (other tests leave their own test cables behind, "NYM-J test ...", not always routable).
			if ( $en instanceof \WP_Post && 'publish' === $en->post_status && '1' === get_post_meta( $en->ID, '_kabelshop_seeded', true ) && $en->post_name !== $hr->post_name && ! str_contains( $hr->post_name, 'test' ) ) {
				$cases[ '/en/cable/' . $hr->post_name . '/?size=2x1.5' ] = get_permalink( $en ) . '?size=2x1.5';
				break;
			}
		}
		$this->assertCount( 3, $cases, 'a cable type whose English slug differs from its Croatian one' );
		foreach ( $cases as $path => $to ) {
			list( $status, , $location ) = $this->get( $path );
			$this->assertSame( 301, $status, $path );
			$this->assertSame( $to, $location, $path );
		}
		// An unknown language prefix is not a language: WordPress's 404 guess finds the page.
		list( $status, , $location ) = $this->get( '/de/kontakt/' );
		$this->assertSame( 301, $status );
		$this->assertSame( home_url( '/kontakt/' ), $location );
	}

	public function test_old_lang_links_answer_301_to_the_language_url_with_the_rest_of_the_query(): void {
		$cases = array(
			'/kontakt/?lang=en'                => '/en/contact/',
			'/kontakt/?lang=sr'                => '/sr/kontakt/',
			'/en/contact/?lang=hr'             => '/kontakt/',
			'/?lang=en'                        => '/en/',
			'/katalog/?lang=sr&search=NYM'     => '/sr/katalog/?search=NYM',
			'/kabel/nym-j/?lang=en'            => '/en/cable/nym-j/',
		);
		foreach ( $cases as $from => $to ) {
			list( $status, , $location ) = $this->get( $from );
			$this->assertSame( 301, $status, $from );
			$this->assertSame( home_url( $to ), $location, $from );
		}
	}

	public function test_cable_types_are_served_under_each_language_with_a_translated_base(): void {
		foreach ( array( '/kabel/nym-j/' => 'hr', '/en/cable/nym-j/' => 'en-US', '/sr/kabl/nym-j/' => 'sr-RS' ) as $path => $lang ) {
			list( $status, $body ) = $this->get( $path );
			$this->assertSame( 200, $status, $path );
			$this->assertSame( array( $lang, 'NYM-J' ), $this->lang_and_h1( $body ), $path );
			$this->assertStringContainsString( '<link rel="canonical" href="' . home_url( $path ) . '"', $body, $path );
		}
		list( $status, $body ) = $this->get( '/en/kabel/nym-j/' );
		$this->assertSame( 200, $status, 'the Croatian base under /en/ still answers' );
		$this->assertStringContainsString( '<link rel="canonical" href="' . home_url( '/en/cable/nym-j/' ) . '"', $body, 'naming the English URL as canonical' );
	}

	public function test_hreflang_alternates_are_reciprocal_with_x_default_and_the_switcher_matches(): void {
		$paths = array(
			'hr-HR' => $this->path( 'contact', 'hr' ),
			'en-US' => $this->path( 'contact', 'en' ),
			'sr-RS' => $this->path( 'contact', 'sr' ),
		);
		$expected = array_map( 'home_url', $paths ) + array( 'x-default' => home_url( $paths['en-US'] ) );
		foreach ( $paths as $path ) {
			list( , $body ) = $this->get( $path );
			$alternates     = $this->alternates( $body );
			ksort( $alternates );
			$want = $expected;
			ksort( $want );
			$this->assertSame( $want, $alternates, $path );
			foreach ( $paths as $lang => $target ) {
				$this->assertStringContainsString( 'href="' . esc_url( home_url( $target ) ) . '" lang="' . $lang . '"', $body, "switcher link to $lang on $path" );
			}
		}
	}

	public function test_the_login_page_switcher_brings_the_visitor_back_to_the_page_in_the_chosen_language(): void {
		$login    = $this->path( 'login', 'hr' );
		$account  = home_url( $this->path( 'account', 'hr' ) . '?view=orders' );
		list( , $body ) = $this->get( add_query_arg( 'redirect_to', rawurlencode( $account ), $login ) );
		$en_login = home_url( $this->path( 'login', 'en' ) );
		$this->assertMatchesRegularExpression( '#href="' . preg_quote( esc_url( $en_login ), '#' ) . '\?redirect_to=([^"]+)" lang="en-US"#', $body );
		preg_match( '#href="' . preg_quote( esc_url( $en_login ), '#' ) . '\?redirect_to=([^"]+)" lang="en-US"#', $body, $m );
		$this->assertSame( home_url( $this->path( 'account', 'en' ) . '?view=orders' ), rawurldecode( html_entity_decode( $m[1] ) ), 'the English account page, not the Croatian one' );
		preg_match( '#href="[^"]+\?redirect_to=([^"]+)" lang="sr-RS"#', $body, $m );
		$this->assertSame( home_url( $this->path( 'account', 'sr' ) . '?view=orders' ), rawurldecode( html_entity_decode( $m[1] ?? '' ) ) );
		list( , $body ) = $this->get( add_query_arg( 'redirect_to', rawurlencode( home_url( '/' ) ), $login ) );
		preg_match( '#href="[^"]+\?redirect_to=([^"]+)" lang="en-US"#', $body, $m );
		$this->assertSame( home_url( '/en/' ), rawurldecode( html_entity_decode( $m[1] ?? '' ) ), 'the home page maps to the English home' );
	}

	public function test_a_page_without_a_translation_falls_back_to_english_with_a_note_in_the_asked_language(): void {
		$slug = 'ks-route-' . $this->unique( 'p' );
		$hr   = wp_insert_post(
			array(
				'post_type'   => 'page',
				'post_status' => 'publish',
				'post_name'   => $slug,
				'post_title'  => 'Samo hrvatski i engleski',
			)
		);
		$en   = wp_insert_post(
			array(
				'post_type'   => 'page',
				'post_status' => 'publish',
				'post_name'   => $slug . '-en',
				'post_title'  => 'Croatian and English only',
			)
		);
		$this->posts = array( $hr, $en );
		Translations::link(
			array(
				'hr' => $hr,
				'en' => $en,
			)
		);
		list( , $body ) = $this->get( '/' . $slug . '/' );
		$fallback       = add_query_arg( LanguageRouter::UNTRANSLATED_ARG, 'sr', home_url( '/en/' . $slug . '-en/' ) );
		$this->assertStringContainsString( 'href="' . esc_url( $fallback ) . '" lang="sr-RS"', $body, 'the Serbian switcher link leads to the English page' );
		$this->assertArrayNotHasKey( 'sr-RS', $this->alternates( $body ), 'no Serbian alternate for a page without one' );

		list( $status, $english ) = $this->get( '/en/' . $slug . '-en/?' . LanguageRouter::UNTRANSLATED_ARG . '=sr' );
		$this->assertSame( 200, $status );
		$this->assertSame( array( 'en-US', 'Croatian and English only' ), $this->lang_and_h1( $english ) );
		$this->assertMatchesRegularExpression( '#<p class="ks-notice ks-notice--untranslated" role="note" lang="sr-RS">Ova stranica još nije dostupna na vašem jeziku\. Prikazana je na jeziku: English\.</p>#', $english );
		$this->assertSame( 404, $this->get( '/sr/' . $slug . '/' )[0], 'no Serbian version at the Croatian slug' );
	}

	public function test_rest_answers_follow_the_pages_language_header(): void {
		foreach ( array( 'en' => 'Sizes:', 'sr' => 'Dimenzije:', 'hr' => 'Dimenzije:' ) as $code => $label ) {
			$answer = ( new HttpClient() )->request( 'GET', add_query_arg( 'search', 'NYM-J', rest_url( 'kabelshop/v1/products' ) ), array(), null, array( 'X-Kabelshop-Lang' => $code ) );
			$this->assertSame( 200, $answer['status'] );
			$rows = json_decode( $answer['body'], true );
			$this->assertStringContainsString( $label, (string) $rows[0]['card_html'], $code );
			$this->assertStringContainsString( 'en' === $code ? '/en/cable/nym-j/' : ( 'sr' === $code ? '/sr/kabl/nym-j/' : '/kabel/nym-j/' ), (string) $rows[0]['url'], $code );
		}
	}

	public function test_cable_types_news_and_team_are_written_per_language(): void {
		// The product page: each language's words, the record's articles (same price rows).
		$rows = array();
		foreach ( array( '/kabel/nym-j/' => 'Konstrukcija', '/en/cable/nym-j/' => 'Construction', '/sr/kabl/nym-j/' => 'Konstrukcija' ) as $path => $label ) {
			list( $status, $body ) = $this->get( $path );
			$this->assertSame( 200, $status, $path );
			$this->assertStringContainsString( $label, $body, $path );
			preg_match_all( '/KS-NYMJ-[0-9X.]+-[RLBD]/', $body, $codes );
			$rows[ $path ] = array_unique( $codes[0] );
			sort( $rows[ $path ] );
		}
		$this->assertNotEmpty( $rows['/kabel/nym-j/'] );
		$this->assertSame( $rows['/kabel/nym-j/'], $rows['/en/cable/nym-j/'], 'the English page lists the same articles' );
		$this->assertSame( $rows['/kabel/nym-j/'], $rows['/sr/kabl/nym-j/'], 'the Serbian page lists the same articles' );
		$this->assertStringContainsString( 'PVC-insulated, PVC-sheathed installation cable', $this->get( '/en/cable/nym-j/' )[1] );
		$this->assertStringNotContainsString( 'PVC-insulated, PVC-sheathed installation cable', $this->get( '/kabel/nym-j/' )[1], 'no English construction on the Croatian page' );

		// News: each language lists its own posts; a slug of another language leads to its version.
		foreach ( array( 'hr' => 'Demo novost: ', 'en' => 'Demo news: ', 'sr' => 'Demo vest: ' ) as $code => $prefix ) {
			list( , $body ) = $this->get( $this->path( 'news', $code ) );
			preg_match_all( '#class="news-card__title"><a href="[^"]*">([^<]+)</a>#', $body, $titles );
			$this->assertNotEmpty( $titles[1], $code );
			foreach ( $titles[1] as $title ) {
				$this->assertStringStartsWith( $prefix, html_entity_decode( $title ), "news list in $code" );
			}
		}
		$this->assertSame( 200, $this->get( '/en/demo-news-webshop/' )[0] );
		list( $status, , $location ) = $this->get( '/en/demo-novost-web-trgovina/' );
		$this->assertSame( array( 301, home_url( '/en/demo-news-webshop/' ) ), array( $status, $location ), 'a Croatian news slug under /en/ leads to the English post' );

		// Team: each language's people.
		$this->assertStringContainsString( 'Cable sales', $this->get( $this->path( 'team', 'en' ) )[1] );
		$this->assertStringContainsString( 'Prodaja kablova', $this->get( $this->path( 'team', 'sr' ) )[1] );
		$this->assertStringNotContainsString( 'Demo person', $this->get( $this->path( 'team', 'hr' ) )[1] );
	}

	public function test_an_untranslated_cable_type_is_shown_in_croatian_with_a_note_and_its_articles_stay_on_the_record(): void {
		$id          = wp_insert_post(
			array(
				'post_type'   => 'kabelshop_cable',
				'post_status' => 'publish',
				'post_name'   => 'ks-only-hr-' . $this->unique( 'c' ),
				'post_title'  => 'KS-ONLY-HR',
			)
		);
		$this->posts = array( $id );
		$this->assertSame( 'hr', Translations::language_of( $id ), 'a new cable type is Croatian' );
		list( , $body ) = $this->get( wp_make_link_relative( (string) get_permalink( $id ) ) );
		$this->assertStringContainsString( esc_url( add_query_arg( LanguageRouter::UNTRANSLATED_ARG, 'en', (string) get_permalink( $id ) ) ), $body, 'the English switcher link leads to the Croatian page with a note' );

		$record = \Kabelshop\Catalog\ProductMeta::record_by_designation( 'NYM-J' );
		$en     = Translations::translation( $record, 'en' );
		$this->assertGreaterThan( 0, $en );
		$this->assertNotSame( $record, $en );
		$this->assertSame( $record, Translations::original( $en ) );
		$repo = new \Kabelshop\Catalog\ArticleRepository();
		$this->assertSame(
			array_map( static fn( $a ) => $a->article_code, $repo->for_product( $record ) ),
			array_map( static fn( $a ) => $a->article_code, $repo->for_product( $en ) ),
			'articles of any version are the record\'s'
		);
	}

	public function test_a_serbian_page_with_the_croatian_slug_is_itself_and_every_list_has_a_canonical_url(): void {
		foreach ( array( 'contact', 'catalogue', 'about', 'team' ) as $key ) {
			$path = $this->path( $key, 'sr' );
			$this->assertSame( $this->path( $key, 'hr' ), substr( $path, 3 ), "the Serbian $key page repeats the Croatian slug" );
			list( $status, $body ) = $this->get( $path );
			$this->assertSame( 200, $status, $path );
			$this->assertStringContainsString( '<link rel="canonical" href="' . home_url( $path ) . '"', $body, "$path names itself as canonical" );
			$this->assertMatchesRegularExpression( '/<body[^>]*class="[^"]*ks-page-' . $key . '[ "]/', $body, $path );
		}
		foreach ( array( 'hr', 'en', 'sr' ) as $code ) {
			$path = $this->path( 'news', $code );
			$this->assertStringContainsString( '<link rel="canonical" href="' . home_url( $path ) . '"', $this->get( $path )[1], $path );
		}
	}

	public function test_a_translation_group_is_read_without_a_query_per_member(): void {
		global $wpdb;
		$about = Pages::id( 'about', 'hr' );
		Translations::forget();
		wp_cache_flush();
		// The front page's translation, which WP_Query asks for, is a cached lookup of its own
		// (LanguageRouter::reading_page()); once per site and change, not per group.
		get_option( 'page_on_front' );
		get_option( 'page_for_posts' );
		Translations::forget();
		$before = (int) $wpdb->num_queries;
		$group  = Translations::group( $about );
		$count  = (int) $wpdb->num_queries - $before;
		ksort( $group );
		$expected = array(
			'en' => Pages::id( 'about', 'en' ),
			'hr' => $about,
			'sr' => Pages::id( 'about', 'sr' ),
		);
		$this->assertSame( $expected, $group, 'the seeded about page and its two translations' );
		// Cold caches. Before: the group's ids, then each member's post and language terms, one by
		// one (15 queries for three versions); now the group's posts and their terms together (7).
		$this->assertLessThanOrEqual( 8, $count, 'the meta, then the members with their language terms' );
	}

	public function test_the_reading_page_s_translation_is_cached_until_a_translation_or_its_status_changes(): void {
		global $wpdb;
		$front = (int) get_option( 'page_on_front' ); // The Croatian front page; the filter leaves it (hr, current).
		$hr    = Translations::insert_in( 'hr', array( 'post_type' => 'page', 'post_status' => 'publish', 'post_title' => 'Naslovnica test' ) );
		$this->assertIsInt( $hr );
		$this->posts[] = $hr;
		$previous      = Locale::force( 'en' );
		try {
			update_option( 'page_on_front', $hr );
			$this->assertSame( $hr, get_option( 'page_on_front' ), 'no English or fallback translation: the page set' );
			$before = (int) $wpdb->num_queries;
			Translations::forget();
			$this->assertSame( $hr, get_option( 'page_on_front' ) );
			$this->assertSame( $before, (int) $wpdb->num_queries, 'read again from the object cache: no query' );

			$en = Translations::insert_in( 'en', array( 'post_type' => 'page', 'post_status' => 'publish', 'post_title' => 'Home test' ) );
			$this->assertIsInt( $en );
			$this->posts[] = $en;
			Translations::link( array( 'hr' => $hr, 'en' => $en ) );
			$this->assertSame( $en, get_option( 'page_on_front' ), 'a new translation is seen at once' );
			Locale::force( 'sr' );
			$this->assertSame( $en, get_option( 'page_on_front' ), 'Serbian has none: the fallback language\'s' );

			wp_update_post(
				array(
					'ID'          => $en,
					'post_status' => 'draft',
				)
			);
			$this->assertSame( $hr, get_option( 'page_on_front' ), 'an unpublished translation is no longer the front page' );
			Locale::force( 'en' );
			$this->assertSame( $hr, get_option( 'page_on_front' ) );
		} finally {
			Locale::force( $previous );
			update_option( 'page_on_front', $front );
		}
	}

	public function test_trashing_a_translation_of_the_front_page_outside_wp_admin_keeps_the_reading_settings(): void {
		$front = (int) get_option( 'page_on_front' );
		$show  = (string) get_option( 'show_on_front' );
		$hr    = Translations::insert_in( 'hr', array( 'post_type' => 'page', 'post_status' => 'publish', 'post_title' => 'Naslovnica brisanje' ) );
		$en    = Translations::insert_in( 'en', array( 'post_type' => 'page', 'post_status' => 'publish', 'post_title' => 'Home trash test' ) );
		$this->assertIsInt( $hr );
		$this->assertIsInt( $en );
		$this->posts[] = $hr;
		$this->posts[] = $en;
		Translations::link( array( 'hr' => $hr, 'en' => $en ) );
		$previous = Locale::force( 'en' );
		try {
			update_option( 'show_on_front', 'page' );
			update_option( 'page_on_front', $hr );
			$this->assertSame( $en, get_option( 'page_on_front' ), 'an English request shows the English front page' );
			wp_trash_post( $en ); // As the block editor's "Move to trash" does, over REST, in English.
			Locale::force( 'hr' );
			$this->assertSame( 'page', get_option( 'show_on_front' ), 'the site still shows a page on its front' );
			$this->assertSame( $hr, get_option( 'page_on_front' ), 'the Croatian front page stays set' );
		} finally {
			Locale::force( $previous );
			update_option( 'show_on_front', $show );
			update_option( 'page_on_front', $front );
		}
	}

	public function test_the_fixed_pages_map_is_cached_until_a_page_or_its_language_changes(): void {
		Pages::forget();
		$about = Pages::id( 'about', 'sr' ); // One request reads the pages and keeps the map.
		Pages::forget();
		$sql     = array();
		$collect = static function ( $query ) use ( &$sql ) {
			$sql[] = (string) $query;
			return $query;
		};
		add_filter( 'query', $collect );
		$this->assertSame( $about, Pages::id( 'about', 'sr' ) );
		remove_filter( 'query', $collect );
		$this->assertSame( array(), preg_grep( '/' . Pages::META_KEY . '/', $sql ), 'a new request reads the map from the object cache, not the pages by their meta' );

		// A new Serbian version of the page: the next request links it.
		$sr = Translations::insert_in( 'sr', array( 'post_type' => 'page', 'post_status' => 'publish', 'post_title' => 'O nama test' ) );
		$this->assertIsInt( $sr );
		$this->posts[] = $sr;
		wp_update_post(
			array(
				'ID'          => $about,
				'post_status' => 'draft',
			)
		);
		update_post_meta( $sr, Pages::META_KEY, 'about' );
		Pages::forget();
		try {
			$this->assertSame( $sr, Pages::id( 'about', 'sr' ), 'the changed page is seen by the next request' );
			Translations::set_language( $sr, 'en' );
			Pages::forget();
			$this->assertNotSame( $sr, Pages::id( 'about', 'sr' ), 'a language change too' );
		} finally {
			wp_update_post(
				array(
					'ID'          => $about,
					'post_status' => 'publish',
				)
			);
			wp_delete_post( $sr, true );
			Pages::forget();
		}
		$this->assertSame( $about, Pages::id( 'about', 'sr' ) );
	}
}
