<?php
/**
 * Languages and translations in wp-admin.
 *
 * @package Kabelshop
 */

declare( strict_types=1 );

namespace Kabelshop\Tests\I18n;

use Kabelshop\I18n\LanguageRouter;
use Kabelshop\I18n\Translations;
use Kabelshop\I18n\TranslationsAdmin;
use Kabelshop\Tests\HttpClient;
use Kabelshop\Tests\Support\BrowsesAsUser;
use Kabelshop\Tests\TestCase;

/**
 * An editor (wp-admin in English unless a test says otherwise) uses the served site: the page list
 * shows each page's language and Edit/Add links per language and filters by language; "Add"
 * makes one linked draft in the target language and opens it; the Language box changes a page's
 * language and says which translations are missing and what visitors get instead. Users who may
 * not edit the page and stale or forged links are refused, with nothing created.
 */
final class TranslationsAdminTest extends TestCase {

	use BrowsesAsUser;

	/** @var list<int> Posts made by a test (translations the site made are found through their group). */
	private array $posts = array();

	/** @var list<int> Users made by a test. */
	private array $users = array();

	protected function tearDown(): void {
		unset( $_COOKIE[ LOGGED_IN_COOKIE ] );
		remove_filter( 'wp_insert_post_empty_content', '__return_true' );
		Translations::forget();
		$ids = $this->posts;
		foreach ( $this->posts as $id ) {
			$ids = array_merge( $ids, array_values( Translations::group( $id ) ) );
		}
		foreach ( array_unique( $ids ) as $id ) {
			wp_delete_post( (int) $id, true );
		}
		require_once ABSPATH . 'wp-admin/includes/user.php';
		foreach ( $this->users as $id ) {
			wp_delete_user( $id );
		}
		$this->posts = array();
		$this->users = array();
		parent::tearDown();
	}

	/**
	 * A user with a role and a wp-admin language.
	 *
	 * @param string $role   Role.
	 * @param string $locale wp-admin locale of the user.
	 */
	private function make_user( string $role, string $locale = 'en_US' ): int {
		$login = $this->unique( 'tr' );
		$id    = wp_insert_user(
			array(
				'user_login' => $login,
				'user_email' => $login . '@example.test',
				'user_pass'  => wp_generate_password( 16 ),
				'role'       => $role,
				'locale'     => $locale,
			)
		);
		$this->assertIsInt( $id );
		$this->users[] = $id;
		return $id;
	}

	/**
	 * A page in a language ('' : no language term, which counts as Croatian), by the administrator.
	 *
	 * @param string               $title  Title.
	 * @param string               $code   'hr' | 'en' | 'sr' | ''.
	 * @param string               $status Post status.
	 * @param array<string, mixed> $extra  More wp_insert_post() fields.
	 */
	private function make_page( string $title, string $code, string $status = 'publish', array $extra = array() ): int {
		LanguageRouter::$inserting = '' === $code ? null : $code;
		try {
			$id = wp_insert_post(
				array_merge(
					array(
						'post_type'    => 'page',
						'post_status'  => $status,
						'post_author'  => 1,
						'post_title'   => $title,
						'post_content' => '<p>' . $title . '</p>',
					),
					$extra
				),
				true
			);
		} finally {
			LanguageRouter::$inserting = null;
		}
		$this->assertIsInt( $id );
		if ( '' === $code ) {
			wp_delete_object_term_relationships( $id, Translations::TAXONOMY );
		} else {
			Translations::set_language( $id, $code );
		}
		$this->posts[] = $id;
		return $id;
	}

	/**
	 * The list screen of pages for a search term (and more query arguments).
	 *
	 * @param string                $search Search term (the test's unique titles).
	 * @param array<string, string> $args   More query arguments, e.g. the language filter.
	 * @return array{status: int, headers: array<string, list<string>>, body: string}
	 */
	private function page_list( string $search, array $args = array() ): array {
		$answer = $this->user_request( add_query_arg( array_merge( array( 'post_type' => 'page', 's' => $search ), $args ), admin_url( 'edit.php' ) ) );
		$this->assertSame( 200, $answer['status'] );
		return $answer;
	}

	/**
	 * Ids of the rows of a list screen, in order.
	 *
	 * @param string $html The screen.
	 * @return list<int>
	 */
	private static function row_ids( string $html ): array {
		preg_match_all( '#<tr id="post-(\d+)"#', $html, $m );
		$ids = array_map( 'intval', $m[1] );
		sort( $ids );
		return $ids;
	}

	/**
	 * One cell of a post's row in a list screen (entities decoded: links read as URLs).
	 *
	 * @param string $html    The screen.
	 * @param int    $post_id Row.
	 * @param string $column  Column key.
	 */
	private function cell( string $html, int $post_id, string $column ): string {
		$this->assertMatchesRegularExpression( '#<tr id="post-' . $post_id . '".*?</tr>#s', $html, "row of $post_id" );
		preg_match( '#<tr id="post-' . $post_id . '".*?</tr>#s', $html, $row );
		$this->assertMatchesRegularExpression( "#<td class='" . $column . ' column-' . $column . "'[^>]*>(.*?)</td>#s", $row[0], "$column of $post_id" );
		preg_match( "#<td class='" . $column . ' column-' . $column . "'[^>]*>(.*?)</td>#s", $row[0], $cell );
		return html_entity_decode( $cell[1], ENT_QUOTES );
	}

	/**
	 * The Language box of an edit screen.
	 *
	 * @param string $html The edit screen.
	 */
	private function box( string $html ): string {
		$this->assertMatchesRegularExpression( '#<div id="kabelshop-language" class="postbox.*?<div class="kabelshop-translations-note">.*?</div>#s', $html, 'the Language box' );
		preg_match( '#<div id="kabelshop-language" class="postbox.*?<div class="kabelshop-translations-note">.*?</div>#s', $html, $m );
		return $m[0];
	}

	/**
	 * The box's note about missing translations, as text.
	 *
	 * @param int $post_id Post being edited.
	 */
	private function note( int $post_id ): string {
		$screen = $this->user_request( admin_url( 'post.php?post=' . $post_id . '&action=edit' ) );
		$this->assertSame( 200, $screen['status'] );
		preg_match( '#<div class="kabelshop-translations-note">(.*?)</div>#s', $this->box( $screen['body'] ), $m );
		return trim( (string) preg_replace( '/\s+/', ' ', html_entity_decode( wp_strip_all_tags( str_replace( '</p>', ' </p>', $m[1] ) ), ENT_QUOTES ) ) );
	}

	/**
	 * Where the header's language switcher of a published post leads a visitor for a language.
	 *
	 * @param int    $post_id Post.
	 * @param string $tag     BCP 47 tag of the language, e.g. 'sr-RS'.
	 */
	private function switcher_link( int $post_id, string $tag ): string {
		$url  = (string) get_permalink( $post_id );
		$page = $this->http( 'GET', substr( $url, strlen( $this->site_url() ) ) );
		$this->assertSame( 200, $page['status'], $url );
		$this->assertMatchesRegularExpression( '#<a class="lang-switch__link" href="([^"]+)" lang="' . $tag . '"#', $page['body'] );
		preg_match( '#<a class="lang-switch__link" href="([^"]+)" lang="' . $tag . '"#', $page['body'], $m );
		return html_entity_decode( $m[1], ENT_QUOTES );
	}

	/**
	 * The current user's "Add" link with a nonce (as the list prints it, also for users it does not print it for).
	 *
	 * @param int    $post_id Page to translate.
	 * @param string $code    Target language.
	 */
	private static function add_link( int $post_id, string $code ): string {
		return admin_url( 'admin-post.php?action=' . TranslationsAdmin::ACTION . '&post=' . $post_id . '&lang=' . $code . '&_wpnonce=' . wp_create_nonce( TranslationsAdmin::ACTION . '_' . $post_id . '_' . $code ) );
	}

	/**
	 * A post's translation group as the database has it now (the site changed it).
	 *
	 * @param int $post_id Post.
	 * @return array<string, int>
	 */
	private static function group_now( int $post_id ): array {
		Translations::forget();
		wp_cache_flush();
		$group = Translations::group( $post_id );
		ksort( $group );
		return $group;
	}

	public function test_the_page_list_shows_languages_and_edit_or_add_links(): void {
		$u      = $this->unique( 'list' );
		$hr     = $this->make_page( 'Stranica ' . $u, 'hr' );
		$en     = $this->make_page( 'Page ' . $u, 'en', 'draft' );
		$lonely = $this->make_page( 'Samo ' . $u, '' );
		Translations::link(
			array(
				'hr' => $hr,
				'en' => $en,
			)
		);
		$this->browser_login( $this->make_user( 'editor' ) );
		$html = $this->page_list( $u )['body'];

		$this->assertMatchesRegularExpression( '#<th scope="col" id=\'kabelshop_language\'[^>]*>Language</th>#', $html, 'a Language column' );
		foreach ( array( 'hr', 'en', 'sr' ) as $code ) {
			$this->assertMatchesRegularExpression( '#<th scope="col" id=\'kabelshop_translation_' . $code . '\'[^>]*><span class="kabelshop-language-code" aria-hidden="true" title="[A-Za-z]+">' . strtoupper( $code ) . '</span>#', $html, "a column for $code" );
		}
		$this->assertStringContainsString( '<span class="screen-reader-text"> Serbian</span>', $html, 'the code has the language name for screen readers' );

		$this->assertStringContainsString( '>HR</span>', $this->cell( $html, $hr, 'kabelshop_language' ) );
		$this->assertStringContainsString( 'title="Croatian"', $this->cell( $html, $hr, 'kabelshop_language' ) );
		$this->assertStringContainsString( '>EN</span>', $this->cell( $html, $en, 'kabelshop_language' ) );
		$this->assertStringContainsString( '>HR</span>', $this->cell( $html, $lonely, 'kabelshop_language' ), 'no language term: Croatian' );

		$to_en = $this->cell( $html, $hr, 'kabelshop_translation_en' );
		$this->assertStringContainsString( 'href="' . admin_url( 'post.php?post=' . $en . '&action=edit' ) . '"', $to_en, 'Edit link to the English draft' );
		$this->assertStringContainsString( '>Edit<', $to_en );
		$this->assertStringContainsString( '(Draft)', $to_en, 'its status' );
		$this->assertStringContainsString( 'Edit the English translation: “Page ' . $u . '”', $to_en );

		$to_sr = $this->cell( $html, $hr, 'kabelshop_translation_sr' );
		$this->assertMatchesRegularExpression( '#href="' . preg_quote( admin_url( 'admin-post.php' ), '#' ) . '\?action=kabelshop_add_translation&post=' . $hr . '&lang=sr&_wpnonce=[0-9a-f]+"#', $to_sr, 'Add link for Serbian' );
		$this->assertStringContainsString( '>Add<', $to_sr );
		$this->assertStringContainsString( 'Add the Serbian translation: “Stranica ' . $u . '”', $to_sr );
		$this->assertStringContainsString( 'this item', $this->cell( $html, $hr, 'kabelshop_translation_hr' ), 'its own language' );

		$back = $this->cell( $html, $en, 'kabelshop_translation_hr' );
		$this->assertStringContainsString( 'post.php?post=' . $hr . '&action=edit', $back, 'the English draft links back to the Croatian page' );
		$this->assertStringNotContainsString( '(', $back, 'a published translation shows no status' );
		$this->assertStringContainsString( 'lang=en', $this->cell( $html, $lonely, 'kabelshop_translation_en' ) );

		$this->assertMatchesRegularExpression( '#<select name="kabelshop_lang" id="kabelshop-filter-language">\s*<option value="">All languages</option>\s*<option value="hr"\s*>Croatian</option>\s*<option value="en"\s*>English</option>\s*<option value="sr"\s*>Serbian</option>#', $html, 'the language filter' );
		$this->assertStringContainsString( '<label class="screen-reader-text" for="kabelshop-filter-language">Filter by language</label>', $html );
	}

	public function test_every_translated_type_gets_the_columns_the_filter_and_add(): void {
		$this->assertGreaterThan( 1, count( Translations::TYPES ), 'more than pages are translated' );
		// An administrator: cable types need kabelshop_manage_catalog, which editors lack (issue 12).
		$this->browser_login( $this->make_user( 'administrator' ) );
		foreach ( Translations::TYPES as $type ) {
			$u      = $this->unique( 'type' );
			$source = wp_insert_post(
				array(
					'post_type'    => $type,
					'post_status'  => 'publish',
					'post_author'  => 1,
					'post_title'   => 'Vrsta ' . $u,
					'post_content' => '<p>Tekst ' . $u . '</p>',
				),
				true
			);
			$this->assertIsInt( $source );
			$this->posts[] = $source;
			$this->assertSame( 'hr', Translations::language_of( $source ), "$type: a new post is Croatian" );

			$list = $this->user_request( add_query_arg( array( 'post_type' => $type, 's' => $u ), admin_url( 'edit.php' ) ) );
			$this->assertSame( 200, $list['status'], $type );
			$this->assertStringContainsString( "<th scope=\"col\" id='kabelshop_language'", $list['body'], "$type: the Language column" );
			$this->assertStringContainsString( 'id="kabelshop-filter-language"', $list['body'], "$type: the language filter" );
			$this->assertStringContainsString( 'lang=sr', $this->cell( $list['body'], $source, 'kabelshop_translation_sr' ), "$type: an Add link" );

			$answer = $this->user_request( self::add_link( $source, 'sr' ) );
			$this->assertSame( 302, $answer['status'], $type );
			$group = self::group_now( $source );
			$this->assertSame( array( 'hr', 'sr' ), array_keys( $group ), "$type: linked" );
			$this->assertSame( $type, get_post_type( $group['sr'] ) );
			$this->assertSame( 'draft', get_post_status( $group['sr'] ) );
			$this->assertSame( 'sr', Translations::language_of( $group['sr'] ) );
			$this->assertStringEndsWith( 'post.php?post=' . $group['sr'] . '&action=edit', $this->header_values( $answer, 'Location' )[0] ?? '' );
			$this->assertSame( array( $source ), self::row_ids( $this->user_request( add_query_arg( array( 'post_type' => $type, 's' => $u, 'kabelshop_lang' => 'hr' ), admin_url( 'edit.php' ) ) )['body'] ), "$type: filtered to Croatian" );
		}
	}

	public function test_the_language_filter_lists_only_that_language_beside_other_filters(): void {
		$u     = $this->unique( 'filter' );
		$hr    = $this->make_page( 'A ' . $u, 'hr' );
		$none  = $this->make_page( 'B ' . $u, '' );
		$draft = $this->make_page( 'C ' . $u, 'hr', 'draft' );
		$en    = $this->make_page( 'D ' . $u, 'en' );
		$sr    = $this->make_page( 'E ' . $u, 'sr' );
		$this->browser_login( $this->make_user( 'editor' ) );

		$all = array( $hr, $none, $draft, $en, $sr );
		sort( $all );
		$this->assertSame( $all, self::row_ids( $this->page_list( $u )['body'] ), 'no filter: every language' );
		$croatian = array( $hr, $none, $draft );
		sort( $croatian );
		$html = $this->page_list( $u, array( 'kabelshop_lang' => 'hr' ) )['body'];
		$this->assertSame( $croatian, self::row_ids( $html ), 'Croatian includes pages without a language' );
		$this->assertMatchesRegularExpression( '#<option value="hr"\s*selected=\'selected\'>Croatian</option>#', $html, 'the filter keeps its choice' );
		$this->assertSame( array( $en ), self::row_ids( $this->page_list( $u, array( 'kabelshop_lang' => 'en' ) )['body'] ) );
		$this->assertSame( array( $sr ), self::row_ids( $this->page_list( $u, array( 'kabelshop_lang' => 'sr' ) )['body'] ) );
		$this->assertSame( array( $draft ), self::row_ids( $this->page_list( $u, array( 'kabelshop_lang' => 'hr', 'post_status' => 'draft' ) )['body'] ), 'with the status filter' );
		$this->assertSame( array(), self::row_ids( $this->page_list( $u, array( 'kabelshop_lang' => 'en', 'post_status' => 'draft' ) )['body'] ) );
		$this->assertSame( $all, self::row_ids( $this->page_list( $u, array( 'kabelshop_lang' => 'xx' ) )['body'] ), 'an unknown language filters nothing' );
	}

	public function test_add_creates_one_linked_draft_in_the_language_and_opens_it(): void {
		$u         = $this->unique( 'add' );
		$parent_hr = $this->make_page( 'Roditelj ' . $u, 'hr' );
		$parent_en = $this->make_page( 'Parent ' . $u, 'en' );
		Translations::link(
			array(
				'hr' => $parent_hr,
				'en' => $parent_en,
			)
		);
		$content = '<p>Sadržaj s "navodnicima" i kosom crtom \\ ' . $u . '</p>';
		$hr      = $this->make_page(
			'Izvor ' . $u,
			'hr',
			'publish',
			array(
				'post_parent'  => $parent_hr,
				'menu_order'   => 7,
				'post_excerpt' => 'Sažetak ' . $u,
				'post_content' => wp_slash( $content ),
			)
		);
		$image   = wp_insert_attachment(
			array(
				'post_title'     => 'Slika ' . $u,
				'post_mime_type' => 'image/png',
				'post_status'    => 'inherit',
			)
		);
		$this->posts[] = $image;
		update_post_meta( $hr, '_thumbnail_id', $image );
		update_post_meta(
			$hr,
			'kabelshop_test_meta',
			wp_slash(
				array(
					'a' => 1,
					'b' => 'dva \\ "tri"',
				)
			)
		);
		add_post_meta( $hr, 'kabelshop_test_multi', 'prvi' );
		add_post_meta( $hr, 'kabelshop_test_multi', 'drugi' );
		update_post_meta( $hr, '_edit_last', '1' );
		update_post_meta( $hr, '_wp_old_slug', 'stari-' . $u );
		update_post_meta( $hr, '_kabelshop_translation_note', 'samo izvor' );

		$this->browser_login( $this->make_user( 'editor' ) );
		$link   = self::add_link( $hr, 'en' );
		$answer = $this->user_request( $link );
		$this->assertSame( 302, $answer['status'], 'Add redirects' );
		$location = $this->header_values( $answer, 'Location' )[0] ?? '';
		$this->assertMatchesRegularExpression( '#/wp-admin/post\.php\?post=(\d+)&action=edit$#', $location, 'to the edit screen of the new draft' );
		preg_match( '#post=(\d+)#', $location, $m );
		$new = (int) $m[1];
		$this->assertNotContains( $new, $this->posts );

		$this->assertSame(
			array(
				'en' => $new,
				'hr' => $hr,
			),
			self::group_now( $hr ),
			'linked with the source'
		);
		$post = get_post( $new );
		$this->assertInstanceOf( \WP_Post::class, $post );
		$this->assertSame( 'page', $post->post_type );
		$this->assertSame( 'draft', $post->post_status );
		$this->assertSame( 'Izvor ' . $u, $post->post_title );
		$this->assertSame( $content, $post->post_content, 'content copied, quotes and backslash intact' );
		$this->assertSame( 'Sažetak ' . $u, $post->post_excerpt );
		$this->assertSame( 7, $post->menu_order );
		$this->assertSame( $parent_en, $post->post_parent, "the parent's English translation" );
		$this->assertSame( 'en', Translations::language_of( $new ) );
		$this->assertSame( 'hr', Translations::language_of( $hr ), 'the source keeps its language' );
		$this->assertSame(
			array(
				'a' => 1,
				'b' => 'dva \\ "tri"',
			),
			get_post_meta( $new, 'kabelshop_test_meta', true ),
			'meta copied as it was'
		);
		$this->assertSame( array( 'prvi', 'drugi' ), get_post_meta( $new, 'kabelshop_test_multi' ), 'every value of a key' );
		$this->assertSame( $image, (int) get_post_thumbnail_id( $new ), 'the featured image kept' );
		foreach ( array( '_edit_last', '_wp_old_slug', '_kabelshop_translation_note' ) as $key ) {
			$this->assertFalse( metadata_exists( 'post', $new, $key ), "$key is the source's own" );
		}
		$this->assertSame( 'samo izvor', get_post_meta( $hr, '_kabelshop_translation_note', true ), 'the source is unchanged' );

		$again = $this->user_request( $link );
		$this->assertSame( 302, $again['status'] );
		$this->assertSame( $location, $this->header_values( $again, 'Location' )[0] ?? '', 'a second click opens the same draft' );
		$this->assertCount( 2, self::group_now( $hr ) );
		$this->assertCount(
			2,
			get_posts(
				array(
					'post_type'                  => 'page',
					'post_status'                => 'any',
					'title'                      => 'Izvor ' . $u,
					'fields'                     => 'ids',
					LanguageRouter::ANY_LANGUAGE => true,
				)
			),
			'no second copy'
		);

		$screen = $this->user_request( $location );
		$this->assertSame( 200, $screen['status'] );
		$box = $this->box( $screen['body'] );
		$this->assertMatchesRegularExpression( '#<option value="en"\s*selected=\'selected\'\s*>English</option>#', $box, 'the draft is English' );
		$this->assertMatchesRegularExpression( '#<option value="hr"\s*disabled=\'disabled\'>Croatian \(translation exists\)</option>#', $box, 'its Croatian source cannot be displaced' );

		// Serbian: the parent has no Serbian translation, so the draft is at the top level.
		$sr = $this->user_request( self::add_link( $hr, 'sr' ) );
		$this->assertSame( 302, $sr['status'] );
		$group = self::group_now( $hr );
		$this->assertSame( array( 'en', 'hr', 'sr' ), array_keys( $group ) );
		$this->assertSame( 0, get_post( $group['sr'] )->post_parent );
		$this->assertSame( 'sr', Translations::language_of( $group['sr'] ) );
	}

	public function test_add_is_refused_without_edit_post_or_with_a_bad_nonce(): void {
		$u  = $this->unique( 'refuse' );
		$hr = $this->make_page( 'Zabrana ' . $u, 'hr' );

		$author = $this->make_user( 'author' );
		$this->browser_login( $author );
		$this->assertSame( '', TranslationsAdmin::add_url( get_post( $hr ), 'en' ), 'no Add link for a user who may not edit the page' );
		$answer = $this->user_request( self::add_link( $hr, 'en' ) );
		$this->assertSame( 403, $answer['status'], 'an author may not edit an administrator\'s page' );
		$this->assertStringContainsString( 'You may not add translations of this item.', $answer['body'] );
		$this->assertSame( array( 'hr' => $hr ), self::group_now( $hr ), 'nothing created' );

		$this->browser_login( $this->make_user( 'editor' ) );
		$forged = add_query_arg( '_wpnonce', 'abc123', self::add_link( $hr, 'en' ) );
		$answer = $this->user_request( $forged );
		$this->assertSame( 403, $answer['status'], 'a wrong nonce' );
		$this->assertStringContainsString( 'The link has expired. Go back and try again.', $answer['body'] );
		$other  = str_replace( 'lang=en', 'lang=sr', self::add_link( $hr, 'en' ) );
		$answer = $this->user_request( $other );
		$this->assertSame( 403, $answer['status'], "the English link's nonce does not add Serbian" );
		$same = $this->user_request( self::add_link( $hr, 'hr' ) );
		$this->assertSame( 400, $same['status'], 'not into its own language' );
		$trashed = $this->make_page( 'Smeće ' . $u, 'hr', 'trash' );
		$this->assertSame( 400, $this->user_request( self::add_link( $trashed, 'en' ) )['status'], 'not a page in the trash' );
		$this->assertSame( array( 'hr' => $trashed ), self::group_now( $trashed ) );
		$this->assertSame( array( 'hr' => $hr ), self::group_now( $hr ), 'nothing created' );
		$this->assertCount(
			1,
			get_posts(
				array(
					'post_type'                  => 'page',
					'post_status'                => 'any',
					'title'                      => 'Zabrana ' . $u,
					'fields'                     => 'ids',
					LanguageRouter::ANY_LANGUAGE => true,
				)
			)
		);
	}

	public function test_a_failed_copy_links_nothing_and_the_editor_is_told(): void {
		$u      = $this->unique( 'fail' );
		$hr     = $this->make_page( 'Neuspjeh ' . $u, 'hr' );
		$source = get_post( $hr );
		$this->assertInstanceOf( \WP_Post::class, $source );
		wp_set_current_user( 1 );

		add_filter( 'wp_insert_post_empty_content', '__return_true' );
		try {
			TranslationsAdmin::create( $source, 'en' );
			$this->fail( 'the insert failed, so create() must fail' );
		} catch ( \RuntimeException $e ) {
			$this->assertSame( 'failed', $e->getMessage() );
		}
		remove_filter( 'wp_insert_post_empty_content', '__return_true' );
		$this->assertNull( LanguageRouter::$inserting, 'the slug rule is back to normal' );
		$this->assertSame( array( 'hr' => $hr ), self::group_now( $hr ) );
		$this->assertSame( '', get_post_meta( $hr, Translations::META_GROUP, true ), 'the source was not linked' );

		// Another request is making the translation right now (a double click): nothing made twice.
		$lock = TranslationsAdmin::lock_name( $source, 'en' );
		add_option( $lock, (string) time(), '', false );
		try {
			TranslationsAdmin::create( $source, 'en' );
			$this->fail( 'a held lock makes create() wait for no one' );
		} catch ( \RuntimeException $e ) {
			$this->assertSame( 'busy', $e->getMessage() );
		} finally {
			delete_option( $lock );
		}
		$this->assertSame( array( 'hr' => $hr ), self::group_now( $hr ) );
		add_option( $lock, (string) ( time() - 600 ), '', false );
		$made = TranslationsAdmin::create( $source, 'en' );
		$this->assertSame(
			array(
				'en' => $made,
				'hr' => $hr,
			),
			self::group_now( $hr ),
			'a lock left by a request that died does not block'
		);
		$this->assertFalse( get_option( $lock ), 'the lock is released' );

		$this->browser_login( $this->make_user( 'editor' ) );
		$html = $this->page_list( $u, array( TranslationsAdmin::ERROR_ARG => 'failed' ) )['body'];
		$this->assertStringContainsString( '<div class="notice notice-error"><p>The translation could not be created, and nothing was changed. Please try again.</p></div>', $html );
	}

	public function test_the_copy_keeps_the_terms_of_other_taxonomies(): void {
		register_taxonomy( 'kabelshop_test_topic', 'page' );
		try {
			$u    = $this->unique( 'terms' );
			$hr   = $this->make_page( 'Pojmovi ' . $u, 'hr' );
			$term = wp_insert_term( 'Tema ' . $u, 'kabelshop_test_topic' );
			$this->assertIsArray( $term );
			wp_set_object_terms( $hr, array( (int) $term['term_id'] ), 'kabelshop_test_topic' );
			wp_set_current_user( 1 );
			$source = get_post( $hr );
			$this->assertInstanceOf( \WP_Post::class, $source );
			$new = TranslationsAdmin::create( $source, 'sr' );
			$this->assertSame( array( (int) $term['term_id'] ), wp_get_object_terms( $new, 'kabelshop_test_topic', array( 'fields' => 'ids' ) ) );
			$this->assertSame( array( 'sr' ), wp_get_object_terms( $new, Translations::TAXONOMY, array( 'fields' => 'slugs' ) ), 'its own language, not the source\'s' );
			wp_delete_term( (int) $term['term_id'], 'kabelshop_test_topic' );
		} finally {
			unregister_taxonomy( 'kabelshop_test_topic' );
		}
	}

	public function test_the_language_box_changes_the_language_unless_the_group_has_it(): void {
		$u  = $this->unique( 'box' );
		$hr = $this->make_page( 'Kutija ' . $u, 'hr' );
		$this->browser_login( $this->make_user( 'editor' ) );
		$screen = $this->user_request( admin_url( 'post.php?post=' . $hr . '&action=edit' ) );
		$this->assertSame( 200, $screen['status'] );
		$box = $this->box( $screen['body'] );
		$this->assertStringContainsString( '<label for="kabelshop-language-select">Language of this version</label>', $box );
		$this->assertMatchesRegularExpression( '#<option value="hr"\s*selected=\'selected\'\s*>Croatian</option>#', $box );
		$box_nonce  = HttpClient::input_value( $screen['body'], TranslationsAdmin::NONCE . '_nonce' );
		$edit_nonce = HttpClient::input_value( $screen['body'], '_wpnonce' );
		$this->assertNotSame( '', $box_nonce );
		$save = function ( string $code, string $nonce ) use ( $hr, $edit_nonce ): int {
			return $this->user_request(
				admin_url( 'post.php' ),
				array(
					'action'                             => 'editpost',
					'post_ID'                            => (string) $hr,
					'post_type'                          => 'page',
					'_wpnonce'                           => $edit_nonce,
					TranslationsAdmin::NONCE . '_nonce' => $nonce,
					TranslationsAdmin::FIELD             => $code,
				)
			)['status'];
		};
		$language = static function ( int $id ): string {
			Translations::forget();
			clean_object_term_cache( $id, 'page' );
			return Translations::language_of( $id );
		};

		$this->assertSame( 302, $save( 'sr', 'wrong' ) );
		$this->assertSame( 'hr', $language( $hr ), 'a wrong nonce changes nothing' );
		$this->assertSame( 302, $save( 'sr', $box_nonce ) );
		$this->assertSame( 'sr', $language( $hr ), 'the editor moved the page to Serbian' );

		$en = $this->make_page( 'Box ' . $u, 'en' );
		Translations::link(
			array(
				'sr' => $hr,
				'en' => $en,
			)
		);
		$this->assertSame( 302, $save( 'en', $box_nonce ) );
		$this->assertSame( 'sr', $language( $hr ), 'not into a language its group has already' );
		$this->assertSame( 'en', $language( $en ) );
		$box = $this->box( $this->user_request( admin_url( 'post.php?post=' . $hr . '&action=edit' ) )['body'] );
		$this->assertMatchesRegularExpression( '#<option value="en"\s*disabled=\'disabled\'>English \(translation exists\)</option>#', $box );

		$author = $this->make_user( 'author' );
		$this->browser_login( $author );
		$_POST[ TranslationsAdmin::NONCE . '_nonce' ] = wp_create_nonce( TranslationsAdmin::NONCE );
		$_POST[ TranslationsAdmin::FIELD ]            = 'hr';
		try {
			( new TranslationsAdmin() )->save_language( $hr, get_post( $hr ) );
		} finally {
			unset( $_POST[ TranslationsAdmin::NONCE . '_nonce' ], $_POST[ TranslationsAdmin::FIELD ] );
		}
		$this->assertSame( 'sr', $language( $hr ), 'a user who may not edit the page cannot move it, even with a valid nonce' );
	}

	public function test_a_new_page_is_croatian_until_the_editor_changes_it(): void {
		$this->browser_login( $this->make_user( 'editor' ) );
		$screen = $this->user_request( admin_url( 'post-new.php?post_type=page' ) );
		$this->assertSame( 200, $screen['status'] );
		$this->assertMatchesRegularExpression( "#name='post_ID' value='(\d+)'#", $screen['body'], 'the new page (an auto-draft) has an id' );
		preg_match( "#name='post_ID' value='(\d+)'#", $screen['body'], $m );
		$this->posts[] = (int) $m[1];
		$box           = $this->box( $screen['body'] );
		$this->assertMatchesRegularExpression( '#<option value="hr"\s*selected=\'selected\'\s*>Croatian</option>#', $box );
		$this->assertStringContainsString( 'Save this item first to add translations.', $box );
		$this->assertStringNotContainsString( TranslationsAdmin::ACTION, $box, 'no Add link for an unsaved page' );
	}

	public function test_the_box_names_the_missing_translations_and_what_visitors_get(): void {
		$u  = $this->unique( 'note' );
		$hr = $this->make_page( 'Napomena ' . $u, 'hr' );
		$this->browser_login( $this->make_user( 'editor' ) );
		$this->assertSame( 'Missing in: English, Serbian. There is no published English version either: menus and catalogue links show visitors of those languages this version (Croatian), and the language switcher opens it with a note that the page is not available in their language yet. Lists in those languages (news, team, site search) show only what is published in that language.', $this->note( $hr ) );
		$this->assertSame( $hr, LanguageRouter::post_in( $hr, 'sr' ), 'as the note says: the page itself' );
		$this->assertSame( add_query_arg( LanguageRouter::UNTRANSLATED_ARG, 'sr', (string) get_permalink( $hr ) ), $this->switcher_link( $hr, 'sr-RS' ), 'the switcher opens the page itself with the note' );

		$en = $this->make_page( 'Note ' . $u, 'en', 'draft' );
		Translations::link(
			array(
				'hr' => $hr,
				'en' => $en,
			)
		);
		$this->assertSame( 'Missing in: English, Serbian. There is no published English version either: menus and catalogue links show visitors of those languages this version (Croatian), and the language switcher opens it with a note that the page is not available in their language yet. Lists in those languages (news, team, site search) show only what is published in that language. A translation counts for visitors once it is published.', $this->note( $hr ), 'a draft is still missing for visitors' );

		wp_update_post(
			array(
				'ID'          => $en,
				'post_status' => 'publish',
			)
		);
		Translations::forget();
		$this->assertSame( 'Missing in: Serbian. Visitors of those languages get the English version instead: menus and catalogue links lead to it, and the language switcher opens it with a note that the page is not available in their language yet. Lists in those languages (news, team, site search) show only what is published in that language.', $this->note( $hr ) );
		$this->assertSame( $en, LanguageRouter::post_in( $hr, 'sr' ), 'as the note says: the English version' );
		$this->assertSame( add_query_arg( LanguageRouter::UNTRANSLATED_ARG, 'sr', (string) get_permalink( $en ) ), $this->switcher_link( $hr, 'sr-RS' ), 'the switcher opens the English version with the note' );
		$this->assertSame( 'Missing in: Serbian. Visitors of those languages get the English version instead: menus and catalogue links lead to it, and the language switcher opens it with a note that the page is not available in their language yet. Lists in those languages (news, team, site search) show only what is published in that language.', $this->note( $en ), 'the same group seen from its English page' );
		$solo = $this->make_page( 'Only English ' . $u, 'en' );
		$this->assertSame( 'Missing in: Croatian, Serbian. Visitors of those languages get the English version instead: menus and catalogue links lead to it, and the language switcher opens it with a note that the page is not available in their language yet. Lists in those languages (news, team, site search) show only what is published in that language.', $this->note( $solo ), 'an English page is itself the fallback' );
		$this->assertSame( $solo, LanguageRouter::post_in( $solo, 'hr' ) );

		$this->browser_login( $this->make_user( 'editor', 'hr' ) );
		$this->assertStringStartsWith( 'Nema prijevoda na: srpski. Posjetitelji na tim jezicima umjesto toga dobivaju englesku verziju', $this->note( $hr ), 'in the editor\'s language' );

		$sr = $this->make_page( 'Napomena sr ' . $u, 'sr' );
		Translations::link(
			array(
				'hr' => $hr,
				'sr' => $sr,
			)
		);
		$this->browser_login( $this->make_user( 'editor' ) );
		$this->assertSame( 'All translations are published.', $this->note( $hr ) );
	}
}
