<?php
/**
 * What the buyer sees (issue 13): an approved customer's own price in the catalogue card, the
 * product table and the wishlist, list prices only for everyone else, no shared caching of
 * pages with a customer's prices, whole packages, and the searched size marked.
 *
 * @package Kabelshop
 */

declare( strict_types=1 );

namespace Kabelshop\Tests\View;

use Kabelshop\Catalog\ArticleRepository;
use Kabelshop\Catalog\ArticleTable;
use Kabelshop\Catalog\CatalogCsv;
use Kabelshop\Catalog\CsvImporter;
use Kabelshop\Catalog\Decimal;
use Kabelshop\Catalog\Packaging;
use Kabelshop\Commerce\CustomerPrice;
use Kabelshop\Commerce\Totals;
use Kabelshop\I18n\LanguageRouter;
use Kabelshop\I18n\Translations;
use Kabelshop\Metals\SurchargeTerms;
use Kabelshop\Tests\Support\BrowsesAsUser;
use Kabelshop\Tests\TestCase;
use Kabelshop\View\WishlistView;
use Kabelshop\Wishlist\WishlistRepository;

/**
 * A cable type imported here: a ring article (3x2.5, 100 m rings, 0,7353 EUR/m list; 20 % off:
 * 0,58824, shown 0,5882) and a drum article (5x1.5, 0,9000 EUR/m; 0,7200), seen over HTTP by a
 * visitor, a pending registration and an approved customer of the served test site.
 */
final class CustomerPricesTest extends TestCase {

	use BrowsesAsUser;

	/** @var string Designation of the imported cable type. */
	private string $designation = '';

	/** @var array{ring: string, drum: string} Article codes. */
	private array $codes = array(
		'ring' => '',
		'drum' => '',
	);

	/** @var int Product post id. */
	private int $product = 0;

	protected function setUp(): void {
		parent::setUp();
		$this->designation = 'CP' . strtoupper( str_replace( '-', '', $this->unique( 'p' ) ) ) . '-J';
		$this->codes       = array(
			'ring' => 'T-' . $this->designation . '-R',
			'drum' => 'T-' . $this->designation . '-D',
		);
		$csv               = implode( ',', CatalogCsv::COLUMNS ) . "\n"
			. "{$this->codes['ring']},{$this->designation},Kabel {$this->designation},installation-cables,3,2.5,3x2.5,,,,ring,100,\"0,7353\",500,,,,,,,,test row\n"
			. "{$this->codes['drum']},{$this->designation},Kabel {$this->designation},installation-cables,5,1.5,5x1.5,,,,drum,500,0.9,2000,,,,,,,,test row\n";
		$result            = ( new CsvImporter() )->import( $csv );
		$this->assertTrue( $result->ok(), (string) wp_json_encode( $result->errors ) );
		$found = get_posts(
			array(
				'post_type'                  => 'kabelshop_cable',
				'title'                      => $this->designation,
				LanguageRouter::ANY_LANGUAGE => true,
			)
		);
		$this->assertCount( 1, $found );
		$this->product = (int) $found[0]->ID;
	}

	protected function tearDown(): void {
		unset( $_COOKIE[ LOGGED_IN_COOKIE ] );
		// The cable type leaves the shared test site again: a later catalogue search (e2e) lists the seed only.
		global $wpdb;
		$wpdb->delete( ArticleTable::name(), array( 'product_id' => $this->product ), array( '%d' ) );
		foreach ( Translations::group( $this->product ) as $id ) {
			wp_delete_post( (int) $id, true );
		}
		wp_delete_post( $this->product, true );
		parent::tearDown();
	}

	/**
	 * GET a path of the served site as a visitor (0) or logged in, with a REST nonce for that user.
	 *
	 * @param string $path    Path with query, from '/'.
	 * @param int    $user_id 0 for a visitor.
	 * @return array{status: int, headers: array<string, list<string>>, body: string}
	 */
	private function get_as( string $path, int $user_id ): array {
		$headers = array( 'X-Kabelshop-Lang' => 'hr' );
		$cookies = array();
		if ( $user_id > 0 ) {
			$this->browser_login( $user_id );
			$headers['X-WP-Nonce'] = wp_create_nonce( 'wp_rest' );
			$cookies               = $this->cookies;
		} else {
			unset( $_COOKIE[ LOGGED_IN_COOKIE ] );
			wp_set_current_user( 0 );
		}
		$answer = $this->http( 'GET', $path, $headers, null, $cookies );
		$this->assertSame( 200, $answer['status'], $path . ': ' . substr( $answer['body'], 0, 300 ) );
		return $answer;
	}

	/**
	 * The card_html of the products route for a search, as the catalogue island asks for it.
	 *
	 * @param string $search  Search text.
	 * @param int    $user_id 0 for a visitor.
	 * @return array{html: string, cache: string}
	 */
	private function card( string $search, int $user_id ): array {
		$answer = $this->get_as( '/wp-json/kabelshop/v1/products?search=' . rawurlencode( $search ), $user_id );
		$rows   = json_decode( $answer['body'], true );
		$this->assertCount( 1, $rows );
		return array(
			'html'  => (string) $rows[0]['card_html'],
			'cache' => implode( ', ', $this->header_values( $answer, 'Cache-Control' ) ),
		);
	}

	/**
	 * Whitespace-collapsed text of an HTML fragment.
	 *
	 * @param string $html Fragment.
	 */
	private static function text_of( string $html ): string {
		return trim( (string) preg_replace( '/\s+/u', ' ', html_entity_decode( wp_strip_all_tags( $html ), ENT_QUOTES, 'UTF-8' ) ) );
	}

	/**
	 * The product page's path with a query.
	 *
	 * @param array<string, string> $query Query arguments.
	 */
	private function product_path( array $query = array() ): string {
		$url = (string) get_permalink( $this->product );
		$url = $query ? add_query_arg( array_map( 'rawurlencode', $query ), $url ) : $url;
		return substr( $url, strlen( $this->site_url() ) );
	}

	/**
	 * The product-table island's props on a served product page.
	 *
	 * @param string $html Page.
	 * @return array<string, mixed>
	 */
	private static function table_props( string $html ): array {
		$dom = new \DOMDocument();
		$old = libxml_use_internal_errors( true );
		$dom->loadHTML( '<?xml encoding="UTF-8">' . $html );
		libxml_clear_errors();
		libxml_use_internal_errors( $old );
		foreach ( ( new \DOMXPath( $dom ) )->query( '//script[@type="application/json"]' ) ?: array() as $script ) {
			$envelope = json_decode( (string) $script->textContent, true );
			if ( is_array( $envelope ) && 'product-table' === ( $envelope['island'] ?? '' ) ) {
				return (array) $envelope['props'];
			}
		}
		self::fail( 'no product-table props on the page' );
	}

	/**
	 * XPath of a page.
	 *
	 * @param string $html Page.
	 */
	private static function xpath( string $html ): \DOMXPath {
		$dom = new \DOMDocument();
		$old = libxml_use_internal_errors( true );
		$dom->loadHTML( '<?xml encoding="UTF-8">' . $html );
		libxml_clear_errors();
		libxml_use_internal_errors( $old );
		return new \DOMXPath( $dom );
	}

	public function test_the_unit_price_after_the_discount_is_rounded_half_up_to_ten_thousandths(): void {
		$this->assertSame( 5882, CustomerPrice::unit_price_e4( 7353, 20 ), '0,58824 => 0,5882' );
		$this->assertSame( 1496, CustomerPrice::unit_price_e4( 1870, 20 ) );
		$this->assertSame( 1499, CustomerPrice::unit_price_e4( 1874, 20 ), '0,14992 => 0,1499' );
		$this->assertSame( 1688, CustomerPrice::unit_price_e4( 1875, 10 ), '0,16875 => 0,1688 (half up)' );
		$this->assertSame( 0, CustomerPrice::unit_price_e4( 0, 20 ) );
		$this->assertSame( 7353, CustomerPrice::unit_price_e4( 7353, 0 ) );
		$this->expectException( \InvalidArgumentException::class );
		CustomerPrice::unit_price_e4( 100, 101 );
	}

	public function test_shown_price_times_metres_is_within_the_documented_rounding_of_what_the_cart_charges(): void {
		$worst = 0;
		foreach ( range( 1, 60001, 97 ) as $list ) {
			$yours = CustomerPrice::unit_price_e4( $list, 20 );
			foreach ( array( 1, 3, 7, 50, 100, 250, 305, 999, 1000, 4321, 100000 ) as $metres ) {
				$cart  = CustomerPrice::line_net_cents( $metres, $list, 20 );
				$shown = Totals::div_half_up( $metres * $yours, 100 );
				$this->assertLessThanOrEqual( intdiv( $metres, 200 ) + 1, abs( $cart - $shown ), "{$metres} m at {$list} e4" );
				$worst = max( $worst, abs( $cart - $shown ) );
			}
		}
		$this->assertGreaterThan( 0, $worst, 'the bound is reached by some lines, so the rule is needed' );
	}

	public function test_the_cart_quote_charges_what_the_table_shows_as_the_row_total(): void {
		$customer = $this->make_customer( true );
		$this->login( $customer );
		$answer = $this->rest(
			'POST',
			'/kabelshop/v1/cart/quote',
			array(
				'lines' => array(
					array(
						'article_code' => $this->codes['ring'],
						'quantity_m'   => 300,
					),
				),
			)
		);
		$this->assertSame( 200, $answer->get_status(), (string) wp_json_encode( $answer->get_data() ) );
		$quote = $answer->get_data();
		$this->assertSame( 20, $quote['discount_percent'] );
		// 300 m x (0,7353 + the metal surcharge per metre), less 20 % (issue 27: off the full price,
		// spec section 9), rounded once.
		$metal = $quote['lines'][0]['metal_surcharge_e4'];
		$own   = Totals::div_half_up( ( 7353 + $metal ) * 80, 100 );
		$this->assertSame( Totals::div_half_up( 300 * ( 7353 + $metal ) * 80, 10000 ), $quote['net_cents'] );
		$this->assertSame( CustomerPrice::line_net_cents( 300, 7353, 20, $metal ), $quote['net_cents'], 'the row total of the table' );
		$this->assertSame( $quote['net_cents'], $quote['lines'][0]['customer_line_net_cents'], 'the quote line after the discount' );
		$this->assertSame( $own, $quote['lines'][0]['customer_unit_price_e4'], 'the shown price per metre: (0,7353 + the surcharge) x 0,8' );
		$this->assertLessThanOrEqual( intdiv( 300, 200 ) + 1, abs( $quote['net_cents'] - Totals::div_half_up( 300 * $own, 100 ) ) );
	}

	/**
	 * The card's "from" prices (issue 14): the lowest full price (base + today's metal surcharge) of
	 * the two articles, and the customer's price of that article (20 % off the base only), as
	 * shown in Croatian ("0,7353").
	 *
	 * @return array{list: string, yours: string}
	 */
	private function from_prices(): array {
		$low = null;
		foreach ( ( new ArticleRepository() )->find_by_codes( array_values( $this->codes ) ) as $article ) {
			$metal = SurchargeTerms::current()->per_metre_e4( $article );
			$full  = $article->unit_price_e4 + $metal;
			if ( null === $low || $full < $low[0] ) {
				$low = array( $full, $article->unit_price_e4, $metal );
			}
		}
		$this->assertNotNull( $low );
		$show = static fn( int $e4 ): string => str_replace( '.', ',', Decimal::format( $e4, 4 ) );
		return array(
			'list'  => $show( $low[0] ),
			'yours' => $show( CustomerPrice::unit_price_e4( $low[1], 20, $low[2] ) ),
		);
	}

	public function test_the_card_shows_an_approved_customer_their_price_beside_the_list_price(): void {
		$customer = $this->card( $this->designation, $this->make_customer( true ) );
		$text     = self::text_of( $customer['html'] );
		$from     = $this->from_prices();
		$this->assertStringContainsString( "Vaša cijena od {$from['yours']} €/m Cijena po cjeniku {$from['list']} €/m", $text );
		$this->assertMatchesRegularExpression( '#<s class="ks-price">' . preg_quote( $from['list'], '#' ) . ' €</s>#u', $customer['html'], 'the list price is struck through' );
		$this->assertStringContainsString( 'no-store', $customer['cache'], 'a customer answer is not stored by any cache' );
		$this->assertStringContainsString( 'private', $customer['cache'] );
	}

	public function test_visitors_and_pending_customers_see_the_list_price_and_no_discount(): void {
		foreach ( array(
			'visitor' => 0,
			'pending' => $this->make_customer( false ),
		) as $who => $user ) {
			$card = $this->card( $this->designation, $user );
			$text = self::text_of( $card['html'] );
			$from = $this->from_prices();
			$this->assertStringContainsString( "od {$from['list']} €/m", $text, $who );
			$this->assertStringNotContainsString( 'Vaša cijena', $text, $who );
			$this->assertStringNotContainsString( $from['yours'], $card['html'], "$who: no discounted price leaks" );
			$this->assertStringNotContainsString( '<s>', $card['html'], $who );

			$page = $this->get_as( $this->product_path(), $user );
			$this->assertStringNotContainsString( '5882', $page['body'], "$who: no discounted price anywhere on the product page" );
			$this->assertStringNotContainsString( 'Vaša cijena', $page['body'], $who );
			$props = self::table_props( $page['body'] );
			$this->assertSame( 0, $props['discount_percent'], $who );
			$this->assertNull( $props['articles'][0]['your_unit_price_e4'], $who );
		}
	}

	public function test_the_product_page_shows_the_customer_price_and_is_not_cached_for_others(): void {
		$page = $this->get_as( $this->product_path(), $this->make_customer( true ) );
		$this->assertStringContainsString( 'no-cache, must-revalidate, max-age=0, no-store, private', implode( ', ', $this->header_values( $page, 'Cache-Control' ) ) );
		$props = self::table_props( $page['body'] );
		$this->assertSame( 20, $props['discount_percent'] );
		$ring = $props['articles'][0]['article_code'] === $this->codes['ring'] ? $props['articles'][0] : $props['articles'][1];
		$this->assertSame( 5882, $ring['your_unit_price_e4'] );
		$this->assertSame( 7353, $ring['unit_price_e4'], 'the list price stays beside it' );
		$this->assertSame( 100, $ring['order_multiple_m'], 'a ring steps by its length' );
		$drum = $props['articles'][0]['article_code'] === $this->codes['drum'] ? $props['articles'][0] : $props['articles'][1];
		$this->assertSame( 7200, $drum['your_unit_price_e4'] );
		$this->assertNull( $drum['order_multiple_m'], 'a drum is cut to any length' );
		// The server's table (no script) says both words as well.
		$nodes = self::xpath( $page['body'] )->query( '//tr[@id="article-' . $this->codes['ring'] . '"]' );
		$this->assertNotFalse( $nodes );
		$node = $nodes->item( 0 );
		$this->assertNotNull( $node );
		$row = self::text_of( (string) $node->ownerDocument?->saveHTML( $node ) );
		$this->assertStringContainsString( 'Vaša cijena 0,5882 Cijena po cjeniku 0,7353', $row );

		$visitor = $this->get_as( $this->product_path(), 0 );
		$this->assertStringNotContainsString( 'no-store', implode( ', ', $this->header_values( $visitor, 'Cache-Control' ) ), 'a visitor page is the same for every visitor' );
	}

	public function test_the_wishlist_carries_the_customer_price_and_the_package_rule(): void {
		$customer = $this->make_customer( true );
		$this->login( $customer );
		$this->assertSame( 200, $this->rest( 'POST', '/kabelshop/v1/wishlist', array( 'article_code' => $this->codes['ring'] ) )->get_status() );
		$items = $this->rest( 'GET', '/kabelshop/v1/wishlist' )->get_data()['items'];
		$this->assertSame( 7353, $items[0]['unit_price_e4'] );
		$this->assertSame( 5882, $items[0]['your_unit_price_e4'] );
		$this->assertSame( 100, $items[0]['order_multiple_m'] );

		$pending = $this->make_customer( false );
		( new WishlistRepository() )->add( $pending, $this->codes['ring'] );
		$this->login( $pending );
		$props = WishlistView::props( $pending );
		$this->assertSame( 0, $props['discountPercent'] );
		$this->assertNull( $props['items'][0]['your_unit_price_e4'], 'no discount for a pending registration' );
	}

	public function test_a_searched_size_or_article_marks_its_rows_on_the_product_page(): void {
		$cases = array(
			'size 3x2,5'         => array( array( 'size' => '3x2,5' ), array( $this->codes['ring'] ) ),
			'size 5G1.5'         => array( array( 'size' => '5G1.5' ), array( $this->codes['drum'] ) ),
			'article (any case)' => array( array( 'article' => strtolower( $this->codes['drum'] ) ), array( $this->codes['drum'] ) ),
			'nothing'            => array( array(), array() ),
			'unknown size'       => array( array( 'size' => '9x99' ), array() ),
		);
		foreach ( $cases as $name => list( $query, $marked ) ) {
			$page  = $this->get_as( $this->product_path( $query ), 0 );
			$xpath = self::xpath( $page['body'] );
			$ids   = array();
			foreach ( $xpath->query( '//tr[@aria-current="true"]' ) ?: array() as $row ) {
				$this->assertInstanceOf( \DOMElement::class, $row );
				$this->assertStringContainsString( 'is-current', $row->getAttribute( 'class' ), $name );
				$ids[] = $row->getAttribute( 'id' );
			}
			$this->assertSame( array_map( static fn( string $code ): string => 'article-' . $code, $marked ), $ids, $name . ': the server marks the rows without script' );
			$this->assertSame( $marked, self::table_props( $page['body'] )['highlight'], $name . ': the island marks the same rows' );
		}
	}

	public function test_a_size_search_links_to_the_size_rows_from_the_catalogue_card_and_the_site_search(): void {
		$card = $this->card( $this->designation . ' 3x2,5', 0 );
		$this->assertMatchesRegularExpression( '#<h3 class="ks-card__title"><a href="[^"]*\?size=3x2\.5\#product-articles">#', $card['html'], 'the title opens the searched size' );
		$this->assertMatchesRegularExpression( '#<a class="ks-card__size" href="[^"]*\?size=3x2\.5\#product-articles" aria-label="' . preg_quote( $this->designation, '#' ) . ' 3x2,5">3x2,5</a>#', $card['html'], 'each size is a quick link' );

		$plain = $this->card( $this->designation, 0 );
		$this->assertMatchesRegularExpression( '#<h3 class="ks-card__title"><a href="[^"?]*">#', $plain['html'], 'no size searched: the plain product link' );

		$search  = $this->get_as( '/wp-json/kabelshop/v1/search?q=' . rawurlencode( $this->designation . ' 3x2,5' ), 0 );
		$groups  = array_column( json_decode( $search['body'], true )['groups'], null, 'key' );
		$product = $groups['products']['items'][0]['url'];
		$article = $groups['articles']['items'][0]['url'];
		$this->assertStringEndsWith( '?size=3x2.5#product-articles', $product );
		$this->assertStringEndsWith( '?article=' . $this->codes['ring'] . '#article-' . $this->codes['ring'], $article );
	}

	public function test_packages_are_whole_for_rings_reels_and_boxes_and_free_for_drums(): void {
		$this->assertSame( 100, Packaging::order_multiple_m( 'ring', 100 ) );
		$this->assertSame( 500, Packaging::order_multiple_m( 'reel', 500 ) );
		$this->assertSame( 305, Packaging::order_multiple_m( 'box', 305 ) );
		$this->assertNull( Packaging::order_multiple_m( 'drum', 500 ) );
		$this->assertNull( Packaging::order_multiple_m( 'ring', null ), 'no known length: by the metre' );
		$this->in_english();
		$this->assertSame( 'Sold in boxes of 305 m', Packaging::sold_in( 'box', 305 ) );
		$this->assertSame( '', Packaging::sold_in( 'drum', 1000 ) );
	}
}
