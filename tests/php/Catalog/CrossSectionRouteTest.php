<?php
/**
 * GET kabelshop/v1/cross-section.svg and the pictures of the product page and the catalogue card (issue 14).
 *
 * @package Kabelshop
 */

declare( strict_types=1 );

namespace Kabelshop\Tests\Catalog;

use DOMDocument;
use Kabelshop\Catalog\ArticleRepository;
use Kabelshop\Catalog\CrossSectionService;
use Kabelshop\Catalog\DrawingFiles;
use Kabelshop\Catalog\ProductMeta;
use Kabelshop\I18n\Locale;
use Kabelshop\Tests\HttpClient;
use Kabelshop\Tests\TestCase;
use Kabelshop\View\ProductCardView;
use Kabelshop\View\ProductView;

/**
 * Against the seeded catalogue: through the REST server and over HTTP from the served test site.
 */
final class CrossSectionRouteTest extends TestCase {

	/**
	 * The seeded NYM-J 3x1.5 article's code.
	 */
	private static function nym_code(): string {
		$record = ProductMeta::record_by_designation( 'NYM-J' );
		foreach ( ( new ArticleRepository() )->for_product( $record ) as $article ) {
			if ( '3x1.5' === $article->size_label ) {
				return $article->article_code;
			}
		}
		self::fail( 'the seed has NYM-J 3x1.5' );
	}

	/**
	 * The route's answer: the drawing, public and cacheable; 304 for its ETag; 404 for an unknown code; 400 for a bad language.
	 */
	public function test_the_route_answers_a_public_cacheable_drawing(): void {
		$code     = self::nym_code();
		$response = $this->rest( 'GET', '/kabelshop/v1/cross-section.svg', array( 'code' => $code ) );
		$this->assertSame( 200, $response->get_status() );
		$this->assertSame( $code, $response->get_data()['article_code'] );
		$headers = $response->get_headers();
		$this->assertSame( 'public, max-age=' . CrossSectionService::MAX_AGE, $headers['Cache-Control'] );
		$this->assertMatchesRegularExpression( '/^"[a-f0-9]{32}"$/', $headers['ETag'] );
		$this->assertArrayNotHasKey( 'X-WP-Nonce', $headers, 'no per-user nonce in a shared cache' );

		$again = $this->rest( 'GET', '/kabelshop/v1/cross-section.svg', array( 'code' => $code ), array( 'headers' => array( 'If-None-Match' => $headers['ETag'] ) ) );
		$this->assertSame( 304, $again->get_status() );

		$missing = $this->rest( 'GET', '/kabelshop/v1/cross-section.svg', array( 'code' => 'NO-SUCH-ARTICLE-XS' ) );
		$this->assertSame( 404, $missing->get_status() );
		$this->assertSame( 'kabelshop_article_not_found', $missing->get_data()['code'] );

		$bad = $this->rest( 'GET', '/kabelshop/v1/cross-section.svg', array( 'code' => $code, 'lang' => 'de' ) );
		$this->assertSame( 400, $bad->get_status() );
	}

	/**
	 * Over HTTP: image/svg+xml, well-formed, in the language asked for, cacheable by anyone.
	 */
	public function test_the_served_drawing_is_an_svg_in_the_language_asked_for(): void {
		$code    = self::nym_code();
		$browser = new HttpClient();
		$url     = add_query_arg( array( 'code' => rawurlencode( $code ) ), rest_url( 'kabelshop/v1/cross-section.svg' ) );
		$titles  = array();
		foreach ( array( 'en', 'hr', 'sr' ) as $lang ) {
			$answer = $browser->get( add_query_arg( 'lang', $lang, $url ) );
			$this->assertSame( 200, $answer['status'], $lang );
			$this->assertStringStartsWith( 'image/svg+xml', $answer['headers']['content-type'][0] );
			$this->assertStringContainsString( 'public', $answer['headers']['cache-control'][0] );
			$this->assertStringNotContainsString( 'no-store', implode( ',', $answer['headers']['cache-control'] ) );
			$this->assertArrayNotHasKey( 'set-cookie', $answer['headers'], 'a shared cache must not keep a cookie' );
			$this->assertArrayNotHasKey( 'x-wp-nonce', $answer['headers'] );
			$doc = new DOMDocument();
			$this->assertTrue( $doc->loadXML( $answer['body'], LIBXML_NONET ) );
			$this->assertSame( 'svg', $doc->documentElement->localName );
			$this->assertSame( 0, $doc->getElementsByTagName( 'script' )->length );
			$titles[ $lang ] = $doc->getElementsByTagName( 'title' )->item( 0 )->textContent;
			$desc            = $doc->getElementsByTagName( 'desc' )->item( 0 )->textContent;
			if ( 'en' === $lang ) {
				$this->assertStringContainsString( '3 cores: green-yellow, blue, brown', $desc );
				$this->assertStringContainsString( 'grey PVC sheath', $desc );
			}
			$etag = $answer['headers']['etag'][0];
			$this->assertSame( 304, $browser->request( 'GET', add_query_arg( 'lang', $lang, $url ), array(), null, array( 'If-None-Match' => $etag ) )['status'] );
		}
		$this->assertSame( 'Cross-section of NYM-J 3x1.5', $titles['en'] );
		$this->assertSame( 'Presjek kabela NYM-J 3x1,5', $titles['hr'] );
		$this->assertSame( 'Presek kabla NYM-J 3x1,5', $titles['sr'] );
		$this->assertSame( 404, $browser->get( add_query_arg( 'code', 'NO-SUCH-ARTICLE-XS', rest_url( 'kabelshop/v1/cross-section.svg' ) ) )['status'] );
	}

	/**
	 * Issue 27: a page links each drawing as a static file (DrawingFiles), so a browser gets it
	 * without a WordPress boot: over HTTP it is the route's drawing byte for byte, in the language of
	 * the page, with the SVG content type; written once (the same file, not rewritten, on the next
	 * page), and a new version replaces the article's older file of that language.
	 */
	public function test_a_page_links_the_drawing_as_a_static_file_with_the_routes_drawing(): void {
		$code    = self::nym_code();
		$article = ( new ArticleRepository() )->find_by_codes( array( $code ) )[ $code ];
		$browser = new HttpClient();
		foreach ( array( 'hr', 'en', 'sr' ) as $lang ) {
			$image = Locale::in_language( $lang, static fn(): array => CrossSectionService::image( $article ) );
			$this->assertMatchesRegularExpression( '#/wp-content/uploads/' . DrawingFiles::FOLDER . '/' . preg_quote( strtolower( $code ), '#' ) . '-' . $lang . '-[a-f0-9]{12}\.svg$#', $image['url'], $lang );
			$path = wp_upload_dir( null, false )['basedir'] . '/' . DrawingFiles::FOLDER . '/' . basename( $image['url'] );
			$this->assertFileExists( $path, $lang );
			$written = filemtime( $path );
			$file    = $browser->get( $image['url'] );
			$this->assertSame( 200, $file['status'], $lang . ' ' . $image['url'] );
			$this->assertStringStartsWith( 'image/svg+xml', $file['headers']['content-type'][0] ?? '' );
			$this->assertSame( array( 'public, max-age=31536000, immutable' ), $file['headers']['cache-control'] ?? array(), 'kept a year: its name changes with it' );
			$this->assertStringContainsString( 'sandbox', implode( ',', $file['headers']['content-security-policy'] ?? array() ), 'inert as the route\'s answer' );
			$route = $browser->get( add_query_arg( array( 'code' => rawurlencode( $code ), 'lang' => $lang ), rest_url( 'kabelshop/v1/cross-section.svg' ) ) );
			$this->assertSame( $route['body'], $file['body'], $lang . ': the route\'s drawing' );
			clearstatcache();
			Locale::in_language( $lang, static fn(): array => CrossSectionService::image( $article ) );
			$this->assertSame( $written, filemtime( $path ), $lang . ': not written again' );
		}
		$dir = wp_upload_dir( null, false )['basedir'] . '/' . DrawingFiles::FOLDER;
		$old = $dir . '/' . DrawingFiles::name( $code, 'hr', '0123456789ab' );
		file_put_contents( $old, '<svg xmlns="http://www.w3.org/2000/svg"/>' ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_operations_file_put_contents
		$url = DrawingFiles::url( $code, 'hr', 'ba9876543210', static fn(): string => '<svg xmlns="http://www.w3.org/2000/svg"><title>new</title></svg>' );
		$this->assertFileDoesNotExist( $old, 'the older version is removed' );
		$this->assertFileExists( $dir . '/' . basename( (string) $url ) );
		$this->assertFileExists( wp_upload_dir( null, false )['basedir'] . '/' . DrawingFiles::FOLDER . '/' . basename( Locale::in_language( 'en', static fn(): array => CrossSectionService::image( $article ) )['url'] ), 'another language\'s file stays' );
		wp_delete_file( $dir . '/' . basename( (string) $url ) );
		$this->assertSame( '', DrawingFiles::name( $code, 'de', '0123456789ab' ), 'an unknown language names no file' );
		$this->assertSame( '', DrawingFiles::name( '../../x', 'hr', 'not-hex' ) );
	}

	/**
	 * The product page and the catalogue card show the drawing where the cable type has no photo,
	 * with the drawing's description as alt text; the island's props carry every article's drawing.
	 */
	public function test_the_product_page_and_card_show_the_drawing_without_a_photo(): void {
		$record = ProductMeta::record_by_designation( 'NYM-J' );
		$this->assertFalse( has_post_thumbnail( $record ), 'the demo NYM-J has no photo' );
		$view = Locale::in_language( 'en', static fn(): array => ProductView::data( get_post( $record ) ) );
		$this->assertNotNull( $view['image'] );
		$this->assertTrue( $view['image']['drawing'] );
		$this->assertStringContainsString( '/' . DrawingFiles::FOLDER . '/', $view['image']['url'], 'a static file' );
		$this->assertStringStartsWith( 'Cross-section of NYM-J ', $view['image']['alt'] );
		$this->assertSame( 'Schematic drawing, not to scale', $view['image_caption'] );
		foreach ( $view['table_props']['articles'] as $article ) {
			$this->assertStringContainsString( '/' . DrawingFiles::FOLDER . '/' . strtolower( $article['article_code'] ) . '-en-', $article['cross_section']['url'] );
			$this->assertStringContainsString( $article['size_label'], $article['cross_section']['alt'] );
		}

		$card = Locale::in_language(
			'hr',
			static fn(): array => ProductCardView::card(
				array(
					'id'          => $record,
					'designation' => 'NYM-J',
					'url'         => '/kabel/nym-j/',
					'image'       => null,
					'sizes'       => array( '5x2.5' ),
				)
			)
		);
		$this->assertTrue( $card['image']['drawing'] );
		$this->assertStringStartsWith( 'Presjek kabela NYM-J 5x2,5: 5 žila', $card['image']['alt'], 'the card draws the size it names' );
		$photo = ProductCardView::card(
			array(
				'id'    => $record,
				'image' => 'https://example.test/photo.jpg',
			)
		);
		$this->assertFalse( $photo['image']['drawing'], 'a photo wins over the drawing' );
	}
}
