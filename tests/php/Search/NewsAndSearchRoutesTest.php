<?php
/**
 * GET kabelshop/v1/news and GET kabelshop/v1/search (issue 12: news list island, site search).
 *
 * @package Kabelshop
 */

declare( strict_types=1 );

namespace Kabelshop\Tests\Search;

use Kabelshop\Catalog\CatalogCsv;
use Kabelshop\Catalog\CsvImporter;
use Kabelshop\I18n\LanguageRouter;
use Kabelshop\I18n\Translations;
use Kabelshop\Rest\Routes\V1\Search;
use Kabelshop\Security\RateLimiter;
use Kabelshop\Tests\HttpClient;
use Kabelshop\Tests\TestCase;

/**
 * Through the real REST server and database: news of the language asked for only, newest first,
 * paged with totals, drafts never; the site search's groups (cable types, articles, news, pages)
 * in the language asked for, an article code found as its article linked to its cable type,
 * the q checks and the rate limit; the news page and a news post as a visitor gets them.
 */
final class NewsAndSearchRoutesTest extends TestCase {

	/** @var list<int> Posts and attachments made by the test. */
	private array $made = array();

	protected function tearDown(): void {
		foreach ( $this->made as $id ) {
			wp_delete_post( $id, true );
		}
		RateLimiter::reset( 'search:ip:' . RateLimiter::client_ip() );
		parent::tearDown();
	}

	/**
	 * A news post in a language.
	 *
	 * @param string $code   'hr' | 'en' | 'sr'.
	 * @param string $title  Title.
	 * @param string $status Post status.
	 * @param string $date   Post date (local, 'Y-m-d H:i:s'), '' for now.
	 */
	private function news( string $code, string $title, string $status = 'publish', string $date = '' ): int {
		$postarr = array(
			'post_type'    => 'post',
			'post_status'  => $status,
			'post_title'   => $title,
			'post_content' => 'Body of ' . $title,
		);
		if ( '' !== $date ) {
			$postarr['post_date'] = $date;
		}
		$id = Translations::insert_in( $code, $postarr );
		$this->assertIsInt( $id );
		$this->made[] = $id;
		return $id;
	}

	/**
	 * A 800 x 500 PNG attachment with an alt text.
	 */
	private function image(): int {
		require_once ABSPATH . 'wp-admin/includes/image.php';
		$uploads = wp_upload_dir();
		$file    = $uploads['path'] . '/' . $this->unique( 'news-test-' ) . '.png';
		$image   = imagecreatetruecolor( 800, 500 );
		imagefill( $image, 0, 0, (int) imagecolorallocate( $image, 20, 80, 200 ) );
		imagepng( $image, $file );
		$id = wp_insert_attachment(
			array(
				'post_mime_type' => 'image/png',
				'post_title'     => 'News test image',
				'post_status'    => 'inherit',
			),
			$file
		);
		$this->assertIsInt( $id );
		$this->made[] = $id;
		wp_update_attachment_metadata( $id, wp_generate_attachment_metadata( $id, $file ) );
		update_post_meta( $id, '_wp_attachment_image_alt', 'Blue test picture' );
		return $id;
	}

	/**
	 * Published news of a language (what the route must count).
	 *
	 * @param string $code Language.
	 */
	private function published_count( string $code ): int {
		$query = new \WP_Query(
			array(
				'post_type'                  => 'post',
				'post_status'                => 'publish',
				'has_password'               => false,
				'posts_per_page'             => 1,
				'tax_query'                  => array( Translations::tax_clause( $code ) ), // phpcs:ignore WordPress.DB.SlowDBQuery.slow_db_query_tax_query -- test count.
				LanguageRouter::ANY_LANGUAGE => true,
			)
		);
		return (int) $query->found_posts;
	}

	/**
	 * The GET answer's data, asserting 200.
	 *
	 * @param string               $route  Route.
	 * @param array<string, mixed> $params Query.
	 * @return array<string, mixed>
	 */
	private function ok( string $route, array $params ): array {
		$response = $this->rest( 'GET', $route, $params );
		$this->assertSame( 200, $response->get_status(), wp_json_encode( $response->get_data() ) );
		return $response->get_data();
	}

	/**
	 * A search group of an answer.
	 *
	 * @param array<string, mixed> $answer Search answer.
	 * @param string               $key    Group key.
	 * @return array<string, mixed>
	 */
	private static function group( array $answer, string $key ): array {
		foreach ( $answer['groups'] as $group ) {
			if ( $key === $group['key'] ) {
				return $group;
			}
		}
		return array();
	}

	public function test_news_lists_the_language_asked_for_newest_first_without_drafts(): void {
		$tag   = $this->unique( 'Znews' );
		$en    = $this->news( 'en', "$tag English" );
		$hr    = $this->news( 'hr', "$tag Croatian" );
		$draft = $this->news( 'en', "$tag English draft", 'draft' );
		$old   = $this->news( 'en', "$tag English old", 'publish', '2001-02-03 10:00:00' );

		$answer = $this->ok(
			'/kabelshop/v1/news',
			array(
				'lang'     => 'en',
				'per_page' => 50,
			)
		);
		$ids    = array_column( $answer['items'], 'id' );
		$this->assertSame( $en, $ids[0], 'the newest English news comes first' );
		$this->assertNotContains( $hr, $ids, 'no Croatian news in the English list' );
		$this->assertNotContains( $draft, $ids, 'drafts never' );
		$dates  = array_column( $answer['items'], 'date_iso' );
		$sorted = $dates;
		rsort( $sorted );
		$this->assertSame( $sorted, $dates, 'newest first' );
		$this->assertSame( "$tag English", $answer['items'][0]['title'] );
		$this->assertSame( get_permalink( $en ), $answer['items'][0]['url'] );
		$this->assertStringContainsString( '/en/', $answer['items'][0]['url'], 'an English link' );
		$this->assertMatchesRegularExpression( '~^\d{2}/\d{2}/\d{4}$~', $answer['items'][0]['date'], 'English date MM/DD/YYYY (spec section 9)' );
		$this->assertSame( '', $answer['items'][0]['image_html'], 'no featured image, no image' );

		$hr_answer = $this->ok(
			'/kabelshop/v1/news',
			array(
				'lang'     => 'hr',
				'per_page' => 50,
			)
		);
		$hr_ids    = array_column( $hr_answer['items'], 'id' );
		$this->assertContains( $hr, $hr_ids );
		$this->assertNotContains( $en, $hr_ids, 'no English news in the Croatian list' );
		$this->assertNotContains( $old, $hr_ids );
		$this->assertMatchesRegularExpression( '~^\d{2}\.\d{2}\.\d{4}\.$~', $hr_answer['items'][0]['date'], 'Croatian date DD.MM.YYYY. (spec section 9)' );

		// Without lang: the request's language (the X-Kabelshop-Lang header of the islands; Croatian here).
		$default = $this->ok( '/kabelshop/v1/news', array( 'per_page' => 50 ) );
		$this->assertContains( $hr, array_column( $default['items'], 'id' ) );
		$this->assertNotContains( $en, array_column( $default['items'], 'id' ) );
	}

	public function test_news_pages_with_totals_and_headers(): void {
		$tag = $this->unique( 'Zpage' );
		foreach ( range( 1, 3 ) as $n ) {
			$this->news( 'en', "$tag $n", 'publish', gmdate( 'Y-m-d H:i:s', time() - 3600 * $n ) );
		}
		$total    = $this->published_count( 'en' );
		$response = $this->rest(
			'GET',
			'/kabelshop/v1/news',
			array(
				'lang'     => 'en',
				'per_page' => 2,
				'page'     => 1,
			)
		);
		$this->assertSame( 200, $response->get_status() );
		$first = $response->get_data();
		$this->assertSame( $total, $first['total'] );
		$this->assertSame( (int) ceil( $total / 2 ), $first['total_pages'] );
		$this->assertCount( 2, $first['items'] );
		$headers = $response->get_headers();
		$this->assertSame( (string) $total, $headers['X-WP-Total'] );
		$this->assertSame( (string) ceil( $total / 2 ), $headers['X-WP-TotalPages'] );

		$second = $this->ok(
			'/kabelshop/v1/news',
			array(
				'lang'     => 'en',
				'per_page' => 2,
				'page'     => 2,
			)
		);
		$this->assertSame( array(), array_intersect( array_column( $first['items'], 'id' ), array_column( $second['items'], 'id' ) ), 'page 2 shows other news' );

		$past = $this->ok(
			'/kabelshop/v1/news',
			array(
				'lang'     => 'en',
				'per_page' => 2,
				'page'     => $first['total_pages'] + 1,
			)
		);
		$this->assertSame( array(), $past['items'] );
		$this->assertSame( $total, $past['total'] );

		$this->assertFieldError( $this->rest( 'GET', '/kabelshop/v1/news', array( 'per_page' => 51 ) ), 'per_page' );
		$this->assertFieldError( $this->rest( 'GET', '/kabelshop/v1/news', array( 'page' => 0 ) ), 'page' );
		$this->assertFieldError( $this->rest( 'GET', '/kabelshop/v1/news', array( 'lang' => 'de' ) ), 'lang' );
	}

	public function test_a_news_card_carries_its_featured_image_lazy_and_as_a_thumbnail(): void {
		$id    = $this->news( 'en', $this->unique( 'Zimage' ) );
		$image = $this->image();
		set_post_thumbnail( $id, $image );
		$answer = $this->ok(
			'/kabelshop/v1/news',
			array(
				'lang'     => 'en',
				'per_page' => 1,
			)
		);
		$card   = $answer['items'][0];
		$this->assertSame( $id, $card['id'] );
		$this->assertStringContainsString( 'class="ks-lazy news-card__image"', $card['image_html'] );
		$this->assertStringContainsString( 'alt="Blue test picture"', $card['image_html'] );
		$this->assertMatchesRegularExpression( '~data-src="[^"]+\.png"~', $card['image_html'] );
		$this->assertStringContainsString( '<noscript>', $card['image_html'] );
		$this->assertStringContainsString( 'width="150" height="150"', $card['thumb_html'], 'the thumbnail is the small square size' );
		// card_html: the news page's own card markup (plugins/kabelshop-core/templates/parts/news-card.php), picture first.
		$this->assertMatchesRegularExpression( '~^<article class="news-card news-card--image">\s*<div class="news-card__media"><img [^>]*class="ks-lazy news-card__image"~', $card['card_html'] );
		$this->assertStringContainsString( '<h2 class="news-card__title"><a href="' . esc_url( (string) get_permalink( $id ) ) . '">', $card['card_html'] );

		// The news post's page shows the picture at once (the page's largest image).
		$page = ( new HttpClient() )->get( (string) get_permalink( $id ) );
		$this->assertSame( 200, $page['status'] );
		$this->assertMatchesRegularExpression( '~<figure class="entry__media"><img src="[^"]+\.png"[^>]*alt="Blue test picture"[^>]*fetchpriority="high"~', $page['body'] );
	}

	public function test_the_news_page_prints_its_first_page_inside_the_island(): void {
		$tag  = $this->unique( 'Zlist' );
		$id   = $this->news( 'en', "$tag newest" );
		$url  = \Kabelshop\Content\Pages::url( 'news', array(), 'en' );
		$page = ( new HttpClient() )->get( $url );
		$this->assertSame( 200, $page['status'] );
		$this->assertStringContainsString( 'data-island="news-list"', $page['body'] );
		$this->assertStringContainsString( esc_html( "$tag newest" ), $page['body'], 'the first page is in the HTML for crawlers' );
		$this->assertStringContainsString( (string) get_permalink( $id ), $page['body'] );

		// The island's props carry each card once, as card_html: no second copy of its texts and pictures.
		$this->assertSame( 1, preg_match( '~<script type="application/json" id="[^"]+" class="island-props">(\{"island":"news-list".*?)</script>~s', $page['body'], $match ) );
		$items = json_decode( $match[1], true )['props']['items'];
		$this->assertSame( $id, $items[0]['id'], 'the newest news first' );
		$this->assertStringContainsString( esc_html( "$tag newest" ), $items[0]['card_html'] );
		foreach ( $items as $item ) {
			$this->assertSame( array( 'id', 'card_html' ), array_keys( $item ) );
		}
	}

	public function test_search_groups_news_and_pages_of_the_language_asked_for(): void {
		$tag   = $this->unique( 'Zsearch' );
		$en    = $this->news( 'en', "$tag English news" );
		$hr    = $this->news( 'hr', "$tag hrvatska novost" );
		$draft = $this->news( 'en', "$tag English draft", 'draft' );
		$page  = Translations::insert_in(
			'en',
			array(
				'post_type'    => 'page',
				'post_status'  => 'publish',
				'post_title'   => "$tag English page",
				'post_content' => 'A page about ' . $tag,
			)
		);
		$this->assertIsInt( $page );
		$this->made[] = $page;

		$answer = $this->ok(
			'/kabelshop/v1/search',
			array(
				'q'    => $tag,
				'lang' => 'en',
			)
		);
		$this->assertSame( array( 'products', 'articles', 'news', 'pages' ), array_column( $answer['groups'], 'key' ) );
		$this->assertSame( 'en', $answer['lang'] );
		$news = self::group( $answer, 'news' );
		$this->assertSame( 'News', $news['label'] );
		$this->assertSame( 1, $news['total'], 'the English news only: not the Croatian one, not the draft' );
		$this->assertSame( get_permalink( $en ), $news['items'][0]['url'] );
		$this->assertMatchesRegularExpression( '~^\d{2}/\d{2}/\d{4}$~', $news['items'][0]['detail'] );
		$pages = self::group( $answer, 'pages' );
		$this->assertSame( 1, $pages['total'] );
		$this->assertSame( "$tag English page", $pages['items'][0]['title'] );
		$this->assertSame( 2, $answer['total'] );

		$hr_answer = $this->ok(
			'/kabelshop/v1/search',
			array(
				'q'    => $tag,
				'lang' => 'hr',
			)
		);
		$hr_news   = self::group( $hr_answer, 'news' );
		$this->assertSame( array( get_permalink( $hr ) ), array_column( $hr_news['items'], 'url' ), 'Croatian: the Croatian news only' );
		$this->assertSame( 'Novosti', $hr_news['label'] );
		$this->assertSame( 0, self::group( $hr_answer, 'pages' )['total'] );
		$this->assertNotContains( get_permalink( $draft ), array_column( $hr_news['items'], 'url' ) );
	}

	public function test_an_article_code_finds_its_article_linked_to_its_cable_type(): void {
		$tag    = strtoupper( str_replace( '-', '', $this->unique( 's' ) ) );
		$des    = 'ZS' . $tag . '-J';
		$codes  = array( 'S-' . $tag . '-1', 'S-' . $tag . '-2' );
		$csv    = implode( ',', CatalogCsv::COLUMNS ) . "\n"
			. "{$codes[0]},{$des},Kabel{$tag},installation-cables,3,2.5,3G2.5,,,,ring,100,\"0,7351\",500,,,,,,,,test row\n"
			. "{$codes[1]},{$des},Kabel{$tag},installation-cables,5,1.5,5x1.5,,,,drum,500,0.9,,,,,,,,,test row\n";
		$result = ( new CsvImporter() )->import( $csv );
		$this->assertTrue( $result->ok(), wp_json_encode( $result->errors ) );
		$found = get_posts(
			array(
				'post_type'                  => 'kabelshop_cable',
				'title'                      => $des,
				LanguageRouter::ANY_LANGUAGE => true,
			)
		);
		$this->assertCount( 1, $found );
		$product = $found[0];

		$answer   = $this->ok( '/kabelshop/v1/search', array( 'q' => $codes[1] ) );
		$articles = self::group( $answer, 'articles' );
		$this->assertSame( 1, $articles['total'], 'one article has this code' );
		$hit = $articles['items'][0];
		$this->assertSame( add_query_arg( 'article', $codes[1], (string) get_permalink( $product ) ) . '#article-' . $codes[1], $hit['url'], 'the article links to its row of its cable type\'s table (marked there)' );
		$this->assertSame( $des . ' 5x1,5', $hit['title'], 'designation and size in the Croatian decimal mark' );
		$this->assertSame( 'Šifra artikla ' . $codes[1], $hit['detail'] );
		$products = self::group( $answer, 'products' );
		$this->assertSame( array( $des ), array_column( $products['items'], 'title' ) );
		$this->assertSame( '', $products['more_url'], 'all shown: no link to the rest' );

		// The designation finds both articles; one per group shown, the rest are in the catalogue.
		$more = $this->ok(
			'/kabelshop/v1/search',
			array(
				'q'         => $des,
				'per_group' => 1,
			)
		);
		$all  = self::group( $more, 'articles' );
		$this->assertSame( 2, $all['total'] );
		$this->assertCount( 1, $all['items'] );
		$this->assertStringContainsString( 'search=' . rawurlencode( $des ), $all['more_url'] );
		$this->assertSame( '2 odgovarajuća artikla', self::group( $more, 'products' )['items'][0]['detail'], 'the cable type says how many of its articles match (Croatian plural)' );
	}

	public function test_q_is_checked_with_translated_errors_naming_it(): void {
		$missing = $this->rest( 'GET', '/kabelshop/v1/search', array() );
		$this->assertFieldError( $missing, 'q' );
		$short = $this->rest( 'GET', '/kabelshop/v1/search', array( 'q' => 'a' ) );
		$this->assertFieldError( $short, 'q' );
		$spaces = $this->rest( 'GET', '/kabelshop/v1/search', array( 'q' => '  a  ' ) );
		$this->assertFieldError( $spaces, 'q' );
		$this->assertSame( 'kabelshop_search_too_short', $spaces->get_data()['code'] );
		$this->assertSame( 'Pretraga: upišite barem 2 znaka.', $spaces->get_data()['message'], 'in the site language (Croatian)' );
		$this->assertFieldError( $this->rest( 'GET', '/kabelshop/v1/search', array( 'q' => str_repeat( 'x', 101 ) ) ), 'q' );
		$this->assertFieldError(
			$this->rest(
				'GET',
				'/kabelshop/v1/search',
				array(
					'q'         => 'nym',
					'per_group' => 21,
				)
			),
			'per_group'
		);
		$this->assertFieldError(
			$this->rest(
				'GET',
				'/kabelshop/v1/search',
				array(
					'q'    => 'nym',
					'lang' => 'de',
				)
			),
			'lang'
		);

		$this->in_english();
		$english = $this->rest( 'GET', '/kabelshop/v1/search', array( 'q' => ' b ' ) );
		$this->assertSame( 'Search: please enter at least 2 characters.', $english->get_data()['message'] );
	}

	public function test_search_is_rate_limited_per_ip(): void {
		$key = 'search:ip:' . RateLimiter::client_ip();
		RateLimiter::reset( $key );
		for ( $i = 0; $i < Search::RATE_MAX; $i++ ) {
			RateLimiter::hit( $key, Search::RATE_WINDOW );
		}
		$response = $this->rest( 'GET', '/kabelshop/v1/search', array( 'q' => 'nym' ) );
		$this->assertSame( 429, $response->get_status() );
		$this->assertSame( 'kabelshop_search_rate_limited', $response->get_data()['code'] );
		$this->assertGreaterThan( 0, (int) $response->get_headers()['Retry-After'] );
		RateLimiter::reset( $key );
		$this->assertSame( 200, $this->rest( 'GET', '/kabelshop/v1/search', array( 'q' => 'nym' ) )->get_status() );
	}
}
