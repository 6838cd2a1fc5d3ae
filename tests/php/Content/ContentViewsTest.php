<?php
/**
 * The View classes of the marketing pages give the seeded content of the current language, in
 * the editors' order (issue 12).
 *
 * @package Kabelshop
 */

declare( strict_types=1 );

namespace Kabelshop\Tests\Content;

use Kabelshop\Content\Cards;
use Kabelshop\Commerce\ShopSettings;
use Kabelshop\Content\ContentService;
use Kabelshop\Content\ContentTypes;
use Kabelshop\Content\Seeder;
use Kabelshop\I18n\LocalizedMail;
use Kabelshop\I18n\Locale;
use Kabelshop\I18n\Translations;
use Kabelshop\Tests\TestCase;
use Kabelshop\View\AboutView;
use Kabelshop\View\ContactView;
use Kabelshop\View\HomeView;
use Kabelshop\View\JobsView;
use Kabelshop\View\LazyImage;
use Kabelshop\View\TeamView;

final class ContentViewsTest extends TestCase {

	/** @var list<int> Posts this test made. */
	private array $posts = array();

	/** @var callable|null Puts back what a test changed in the seeded data. */
	private $restore = null;

	protected function tearDown(): void {
		Locale::force( null );
		if ( null !== $this->restore ) {
			( $this->restore )();
		}
		foreach ( $this->posts as $id ) {
			wp_delete_post( $id, true );
		}
		parent::tearDown();
	}

	/**
	 * Runs a callback with the page in a language (Croatian is the tests' default).
	 *
	 * @template T
	 * @param string        $code     'hr' | 'en' | 'sr'.
	 * @param callable(): T $callback What to run.
	 * @return T
	 */
	private function in( string $code, callable $callback ): mixed {
		return LocalizedMail::send_in( $code, $callback );
	}

	public function test_home_gives_cards_slides_and_news_slides_in_the_page_language_and_order(): void {
		$hr = HomeView::data();
		$this->assertSame( array( 'Tehnički katalog', 'Cijene metala', 'Izjave o svojstvima', 'Radite s nama' ), array_column( $hr['cards'], 'title' ) );
		$this->assertSame( array( 'Kabel po mjeri', 'Isporuka s dokumentima', 'Tim koji poznaje kabele' ), array_column( $hr['about_slides'], 'title' ) );
		$this->assertSame( 'Otvori katalog', $hr['cards'][0]['link_label'] );
		$this->assertSame( '/katalog/', $hr['cards'][0]['url'] );
		foreach ( array_merge( $hr['cards'], $hr['about_slides'] ) as $card ) {
			$this->assertNotSame( '', $card['text'] );
			$this->assertStringContainsString( 'data-srcset="', $card['image_html'], $card['title'] . ': responsive image' );
			$this->assertStringContainsString( 'alt="Demo slika', $card['image_html'], 'the Croatian alt text' );
			$this->assertArrayHasKey( 'video', $hr['about_slides'][0] );
		}
		$this->assertNotEmpty( $hr['news_slides'] );
		$this->assertLessThanOrEqual( 6, count( $hr['news_slides'] ) );
		$this->assertArrayHasKey( 'news', $hr, 'the old keys stay' );

		$en = $this->in( 'en', static fn(): array => HomeView::data() );
		$this->assertSame( array( 'Technical catalogue', 'Metal prices', 'Declarations of performance', 'Work with us' ), array_column( $en['cards'], 'title' ) );
		$this->assertSame( '/en/catalogue/', $en['cards'][0]['url'] );
		$this->assertStringContainsString( 'alt="Demo picture', $en['cards'][0]['image_html'], 'the English alt text' );
		$sr = $this->in( 'sr', static fn(): array => HomeView::data() );
		$this->assertSame( 'Tim koji poznaje kablove', $sr['about_slides'][2]['title'] );
		$this->assertStringContainsString( 'alt="Demo slika (apstraktni kablovi', $sr['about_slides'][2]['image_html'], 'the Serbian alt text' );
	}

	public function test_a_card_moves_with_its_order_and_hides_while_a_draft(): void {
		$first = $this->card( 'Prva kartica', 0, 'publish' );
		$draft = $this->card( 'Skica kartice', 0, 'draft' );
		$cards = array_column( HomeView::data()['cards'], 'title' );
		$this->assertSame( 'Prva kartica', $cards[0], 'order 0 comes before the seeded 1..4' );
		$this->assertNotContains( 'Skica kartice', $cards, 'a draft is not shown' );
		wp_update_post(
			array(
				'ID'         => $first,
				'menu_order' => 99,
			)
		);
		$cards = array_column( HomeView::data()['cards'], 'title' );
		$this->assertSame( 'Prva kartica', end( $cards ) );
		$this->assertGreaterThan( 0, $draft );
		$en = $this->in( 'en', static fn(): array => array_column( HomeView::data()['cards'], 'title' ) );
		$this->assertNotContains( 'Prva kartica', $en, 'a Croatian card is not on the English page' );
	}

	/**
	 * A Croatian home card.
	 *
	 * @param string $title  Title.
	 * @param int    $order  menu_order.
	 * @param string $status Post status.
	 */
	private function card( string $title, int $order, string $status ): int {
		$id = Translations::insert_in(
			'hr',
			array(
				'post_type'   => ContentTypes::CARD_TYPE,
				'post_status' => $status,
				'post_title'  => $title,
				'menu_order'  => $order,
				'meta_input'  => array( ContentTypes::META_PLACEMENT => 'home_card' ),
			)
		);
		$this->assertIsInt( $id );
		$this->posts[] = $id;
		return $id;
	}

	public function test_figures_are_formatted_in_the_page_language_and_the_biggest_counts_longest(): void {
		$articles = HomeView::article_count();
		$this->assertGreaterThan( 0, $articles );
		$hr = HomeView::data()['figures'];
		$this->assertCount( 4, $hr );
		$this->assertSame( (string) $articles, $hr[0]['value'], 'the first figure is the live article count' );
		$this->assertSame( 'artikala u katalogu', $hr[0]['label'] );
		$this->assertSame( array( '20', '%', '20 %' ), array( $hr[1]['value'], $hr[1]['suffix'], $hr[1]['text'] ) );
		// Issue 27: the fourth is the shop's live free-delivery threshold (500.00 EUR net by default), not a "demo amount".
		$this->assertLessThan( 500, $articles, 'the demo catalogue is smaller than the threshold, so the threshold is the biggest figure' );
		$this->assertSame( array( '500.00', 2, '€', '500,00 €', 1500 ), array( $hr[3]['value'], $hr[3]['decimals'], $hr[3]['suffix'], $hr[3]['text'], $hr[3]['duration_ms'] ) );
		$this->assertSame( 'narudžbe od tog neto iznosa dostavljamo besplatno', $hr[3]['label'] );
		$this->assertSame( array( 1110, 1110, 1110 ), array( $hr[0]['duration_ms'], $hr[1]['duration_ms'], $hr[2]['duration_ms'] ) );

		$en = $this->in( 'en', static fn(): array => HomeView::data()['figures'] );
		$this->assertSame( array( '500.00 €', '20%' ), array( $en[3]['text'], $en[1]['text'] ) );
		$this->assertSame( 'articles in the catalogue', $en[0]['label'] );

		// The stored option as staff's settings screen stores it (cents), read through ShopSettings.
		$stored = static fn( int $cents ): \Closure => static fn(): int => $cents;
		$filter = $stored( 123456 );
		add_filter( 'pre_option_' . ShopSettings::OPTION_FREE_FROM, $filter );
		$this->assertSame( '1.234,56 €', HomeView::data()['figures'][3]['text'], 'staff change the threshold: the figure follows' );
		remove_filter( 'pre_option_' . ShopSettings::OPTION_FREE_FROM, $filter );
		$filter = $stored( 0 );
		add_filter( 'pre_option_' . ShopSettings::OPTION_FREE_FROM, $filter );
		$this->assertCount( 3, HomeView::data()['figures'], 'never free by value: the figure is left out' );
		remove_filter( 'pre_option_' . ShopSettings::OPTION_FREE_FROM, $filter );
	}

	/**
	 * @return array<string, array{0: int, 1: string, 2: string, 3: string}>
	 */
	public static function counts(): array {
		return array(
			'1'   => array( 1, '1 artikl', '1 article', '1 artikal' ),
			'2'   => array( 2, '2 artikla', '2 articles', '2 artikla' ),
			'5'   => array( 5, '5 artikala', '5 articles', '5 artikala' ),
			'11'  => array( 11, '11 artikala', '11 articles', '11 artikala' ),
			'21'  => array( 21, '21 artikl', '21 articles', '21 artikal' ),
			'221' => array( 221, '221 artikl', '221 articles', '221 artikal' ),
		);
	}

	/**
	 * @dataProvider counts
	 *
	 * @param int    $count   Articles.
	 * @param string $croatian Croatian text.
	 * @param string $english English text.
	 * @param string $serbian Serbian text.
	 */
	public function test_the_product_count_uses_the_plural_form_of_the_language( int $count, string $croatian, string $english, string $serbian ): void {
		$this->assertSame(
			array(
				'count' => $count,
				'text'  => $croatian,
			),
			$this->in( 'hr', static fn(): array => HomeView::product_count( $count ) )
		);
		$this->assertSame( $english, $this->in( 'en', static fn(): string => HomeView::product_count( $count )['text'] ) );
		$this->assertSame( $serbian, $this->in( 'sr', static fn(): string => HomeView::product_count( $count )['text'] ) );
	}

	public function test_the_home_page_counts_the_catalogue(): void {
		$this->assertSame( HomeView::article_count(), HomeView::data()['product_count']['count'] );
		$this->assertSame( '1.234 artikla', HomeView::product_count( 1234 )['text'], 'dot thousands in Croatian' );
	}

	public function test_about_gives_the_timeline_in_order_and_language(): void {
		$hr = AboutView::data( \Kabelshop\Content\Pages::id( 'about' ) );
		$this->assertSame( 'O nama', $hr['title'] );
		$this->assertSame( array( '2006', '2011', '2016', '2021', '2026' ), array_column( $hr['timeline'], 'year' ) );
		$this->assertSame( 'Demo: prvo skladište', $hr['timeline'][0]['title'] );
		$this->assertStringContainsString( 'Demo sadržaj', $hr['timeline'][0]['text'] );
		$this->assertStringContainsString( '<img', $hr['timeline'][0]['image_html'] );
		$en = $this->in( 'en', static fn(): array => AboutView::data( \Kabelshop\Content\Pages::id( 'about', 'en' ) ) );
		$this->assertSame( 'Demo: the first warehouse', $en['timeline'][0]['title'] );
		$this->assertStringContainsString( 'Demo content', $en['timeline'][0]['text'] );
	}

	public function test_team_gives_phone_photo_and_gallery(): void {
		$people = TeamView::people();
		$this->assertSame( 'Demo osoba 1', $people[0]['name'] );
		$this->assertSame( '+385 1 000 0011', $people[0]['phone'] );
		$this->assertSame( 'tel:+38510000011', $people[0]['phone_href'] );
		$this->assertStringContainsString( 'alt="Demo slika', $people[0]['photo_html'] );
		$this->assertCount( 3, $people[0]['gallery'] );
		$image = $people[0]['gallery'][0];
		$this->assertMatchesRegularExpression( '#/kabelshop-demo-gallery-\d(-\d+)?\.jpg$#', $image['url'], 'the full-size picture for the lightbox' );
		$this->assertSame( array( 1200, 800 ), array( $image['width'], $image['height'] ) );
		$this->assertStringContainsString( '<img', $image['thumb_html'] );
		$this->assertStringStartsWith( 'Demo slika', $image['alt'] );
		$en = $this->in( 'en', static fn(): array => TeamView::people() );
		$this->assertSame( 'Demo person 1', $en[0]['name'] );
		$this->assertStringStartsWith( 'Demo picture', $en[0]['gallery'][0]['alt'] );
	}

	public function test_team_and_about_read_their_pictures_without_a_query_per_picture(): void {
		global $wpdb;
		$count = static function ( callable $view ) use ( $wpdb ): int {
			wp_cache_flush();
			$before = (int) $wpdb->num_queries;
			$view();
			return (int) $wpdb->num_queries - $before;
		};
		$people   = TeamView::people();
		$pictures = count( array_filter( array_column( $people, 'photo_html' ) ) ) + count( array_unique( array_merge( ...array_map( static fn( array $p ): array => array_column( $p['gallery'], 'url' ), $people ) ) ) );
		$this->assertGreaterThanOrEqual( 12, $pictures, 'the seeded team has 6 photos and 6 gallery pictures' );
		// Before priming it was two queries per picture (the attachment, its meta): 31 for the seed.
		$this->assertLessThanOrEqual( 12, $count( static fn() => TeamView::people() ), 'photos and galleries are loaded together' );
		$this->assertLessThanOrEqual( 14, $count( static fn() => AboutView::data( \Kabelshop\Content\Pages::id( 'about' ) ) ), 'the history pictures are loaded together' );
		$news = \Kabelshop\View\NewsView::latest( 6 );
		$this->assertGreaterThanOrEqual( 4, count( array_filter( array_column( $news, 'image_html' ) ) ), 'the seeded news have pictures' );
		// Two queries per card picture before priming (the attachment, its meta): 16 with the seed's four, 10 primed.
		$this->assertLessThanOrEqual( 11, $count( static fn() => \Kabelshop\View\NewsView::latest( 6 ) ), "the home page's news pictures are loaded together" );
	}

	public function test_contact_gives_the_faq_by_group_and_the_company(): void {
		$hr = ContactView::data( \Kabelshop\Content\Pages::id( 'contact' ) );
		$this->assertSame( array( 'Narudžba i isporuka', 'Račun, dokumenti i popust' ), array_column( $hr['faq_groups'], 'name' ) );
		$this->assertSame( array( 'Koliko traje dostava?', 'Režete li kabel na duljinu?', 'Plaćam li polog za kabelske bubnjeve?', 'Mogu li zatražiti ponudu umjesto narudžbe?' ), array_column( $hr['faq_groups'][0]['items'], 'question' ) );
		$this->assertCount( 3, $hr['faq_groups'][1]['items'] );
		// A paragraph of the answer (WordPress 7.0 gives the paragraph block its class wp-block-paragraph).
		$this->assertMatchesRegularExpression( '#<p(?: class="wp-block-paragraph")?>Katalog prikazuje dostupnost#', $hr['faq_groups'][0]['items'][0]['answer_html'] );
		$this->assertSame( 'Kabelshop', $hr['company']['name'] );
		$this->assertTrue( $hr['company']['is_demo'] );
		$this->assertNotEmpty( $hr['hours'] );
		$en = $this->in( 'en', static fn(): array => ContactView::data( \Kabelshop\Content\Pages::id( 'contact', 'en' ) ) );
		$this->assertSame( array( 'Ordering and delivery', 'Account, documents and discount' ), array_column( $en['faq_groups'], 'name' ) );
		$this->assertSame( 'How long does delivery take?', $en['faq_groups'][0]['items'][0]['question'] );
		$sr = $this->in( 'sr', static fn(): array => ContactView::data() );
		$this->assertSame( 'Koliko traje isporuka?', $sr['faq_groups'][0]['items'][0]['question'] );
		$this->assertSame( 'Porudžbina i isporuka', $sr['faq_groups'][0]['name'] );
	}

	public function test_jobs_mark_the_closed_opening_and_offer_only_open_ones(): void {
		$hr = JobsView::data( \Kabelshop\Content\Pages::id( 'applications' ) );
		$this->assertSame( array( 'Demo: savjetnik za prodaju kabela', 'Demo: skladište i rezanje kabela' ), array_column( $hr['openings'], 'title' ) );
		$this->assertSame( array( true, false ), array_column( $hr['openings'], 'is_open' ) );
		$this->assertSame(
			array(
				array(
					'id'    => $hr['openings'][0]['id'],
					'title' => 'Demo: savjetnik za prodaju kabela',
				),
			),
			$hr['open_openings']
		);
		$iso = $hr['openings'][0]['closing_date_iso'];
		$this->assertMatchesRegularExpression( '/^\d{4}-\d{2}-\d{2}$/', $iso );
		$this->assertSame( substr( $iso, 8, 2 ) . '.' . substr( $iso, 5, 2 ) . '.' . substr( $iso, 0, 4 ) . '.', $hr['openings'][0]['closing_date'] );
		$this->assertCount( 3, $hr['steps'] );
		$en = $this->in( 'en', static fn(): array => JobsView::data() );
		$this->assertSame( substr( $iso, 5, 2 ) . '/' . substr( $iso, 8, 2 ) . '/' . substr( $iso, 0, 4 ), $en['openings'][0]['closing_date'] );
		$this->assertSame( 'Demo: warehouse and cable cutting', $en['openings'][1]['title'] );

		// An open box with a closing date in the past is closed too.
		update_post_meta( $hr['openings'][0]['id'], ContentTypes::META_CLOSING, '2020-01-31' );
		try {
			$this->assertSame( array(), JobsView::data()['open_openings'] );
		} finally {
			update_post_meta( $hr['openings'][0]['id'], ContentTypes::META_CLOSING, $iso );
		}
	}

	public function test_only_webm_and_mp4_attachments_are_videos(): void {
		foreach ( array(
			'video/webm' => true,
			'video/mp4'  => true,
			'image/jpeg' => false,
		) as $mime => $playable ) {
			$id = wp_insert_attachment(
				array(
					'post_mime_type' => $mime,
					'post_title'     => 'Film ' . $mime,
					'post_status'    => 'inherit',
				),
				'2026/11/film-' . str_replace( '/', '-', $mime )
			);
			$this->posts[] = (int) $id;
			$video         = Cards::video( (int) $id, 'Naslov kartice' );
			if ( $playable ) {
				$this->assertSame( $mime, $video['mime'] ?? null );
				$this->assertSame( 'Naslov kartice', $video['title'], "the modal's title is the card's, in its language" );
				$this->assertStringEndsWith( '/film-' . str_replace( '/', '-', $mime ), $video['url'] );
			} else {
				$this->assertNull( $video );
			}
		}
	}

	public function test_lazy_image_prints_the_alt_text_of_the_page_language(): void {
		$image   = (int) get_post_thumbnail_id( $this->first_person() );
		$serbian = (string) get_post_meta( $image, ContentTypes::ALT_META['sr'], true );
		update_post_meta( $image, ContentTypes::ALT_META['sr'], '' );
		$this->restore = static fn() => update_post_meta( $image, ContentTypes::ALT_META['sr'], $serbian );
		$this->assertStringContainsString( 'alt="' . esc_attr( (string) get_post_meta( $image, ContentTypes::ALT_META['en'], true ) ) . '"', $this->in( 'en', static fn(): string => LazyImage::html( $image ) ) );
		$this->assertStringContainsString( 'alt="' . esc_attr( (string) get_post_meta( $image, '_wp_attachment_image_alt', true ) ) . '"', $this->in( 'sr', static fn(): string => LazyImage::html( $image ) ), 'an empty Serbian alt falls back to the Croatian one' );
		$this->assertStringContainsString( 'alt="Given"', LazyImage::html( $image, 'large', '100vw', '', false, 'Given' ) );
	}

	/**
	 * The first seeded Croatian team member.
	 */
	private function first_person(): int {
		$ids = get_posts(
			array(
				'post_type'      => ContentService::PERSON_TYPE,
				'name'           => 'demo-osoba-1',
				'fields'         => 'ids',
				'posts_per_page' => 1,
				'tax_query'      => array( Translations::tax_clause( 'hr' ) ), // phpcs:ignore WordPress.DB.SlowDBQuery.slow_db_query_tax_query -- test.
				'meta_key'       => Seeder::META_SEEDED, // phpcs:ignore WordPress.DB.SlowDBQuery.slow_db_query_meta_key -- test.
			)
		);
		$this->assertNotEmpty( $ids );
		return (int) $ids[0];
	}
}
