<?php
/**
 * Articles of cable types that are not published.
 *
 * @package Kabelshop
 */

declare( strict_types=1 );

namespace Kabelshop\Tests\Commerce;

use Kabelshop\Catalog\ArticleRepository;
use Kabelshop\Tests\TestCase;

/**
 * The catalogue and product routes hide a cable type that staff set to draft, private or trash;
 * the quote, order, inquiry and wishlist routes must not sell, price or name its articles either
 * (they used to look codes up without the publish check, so anyone could read the name, price and
 * stock of an unpublished product through cart/quote and customers could order it).
 */
final class UnpublishedArticlesTest extends TestCase {

	use CommerceFixtures;

	/**
	 * An article whose cable type is then given this status.
	 *
	 * @param string $status Post status of the cable type.
	 */
	private function article_of_product_in( string $status ): string {
		$code    = $this->make_article( 54321 );
		$article = ( new ArticleRepository() )->find_by_codes( array( $code ) );
		$product = (int) reset( $article )->product_id;
		wp_update_post(
			array(
				'ID'          => $product,
				'post_status' => $status,
			)
		);
		$this->assertSame( $status, get_post_status( $product ) );
		return $code;
	}

	public function test_quote_treats_articles_of_unpublished_products_as_unknown(): void {
		foreach ( array( 'draft', 'private', 'trash' ) as $status ) {
			$code     = $this->article_of_product_in( $status );
			$response = $this->rest( 'POST', '/kabelshop/v1/cart/quote', array( 'lines' => array( array( 'article_code' => $code, 'quantity_m' => 10 ) ) ) );
			$this->assertSame( 200, $response->get_status() );
			$data = $response->get_data();
			$this->assertSame( array(), $data['lines'], $status . ': the article is priced and named for anyone' );
			$this->assertSame( array( $code ), $data['unknown_codes'], $status );
			$this->assertSame( 0, $data['net_cents'], $status );
		}
	}

	public function test_an_article_of_a_draft_product_cannot_be_ordered(): void {
		global $wpdb;
		$code = $this->article_of_product_in( 'draft' );
		$user = $this->make_customer();
		$this->login( $user );
		$response = $this->rest( 'POST', '/kabelshop/v1/orders', $this->order_body( array( array( 'article_code' => $code, 'quantity_m' => 5 ) ) ), $this->with_key() );
		$this->assertFieldError( $response, 'lines' );
		$this->assertSame( array( $code ), $response->get_data()['data']['unknown_codes'] );
		$table = \Kabelshop\Commerce\OrderTable::name();
		$this->assertSame( '0', (string) $wpdb->get_var( $wpdb->prepare( "SELECT COUNT(*) FROM {$table} WHERE user_id = %d", $user ) ) ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared
	}

	public function test_an_article_of_a_draft_product_cannot_be_inquired(): void {
		$_SERVER['REMOTE_ADDR'] = '198.51.100.' . wp_rand( 1, 254 );
		$code                   = $this->article_of_product_in( 'draft' );
		$response = $this->rest(
			'POST',
			'/kabelshop/v1/inquiries',
			array(
				'company_name'   => 'Test d.o.o.',
				'contact_person' => 'Test Osoba',
				'email'          => $this->unique( 'inq' ) . '@example.test',
				'phone'          => '+385911234567',
				'lines'          => array( array( 'article_code' => $code, 'quantity_m' => 5 ) ),
			)
		);
		$this->assertFieldError( $response, 'lines' );
	}

	public function test_wishlist_refuses_and_hides_articles_of_unpublished_products(): void {
		$this->login( $this->make_customer() );
		$draft = $this->article_of_product_in( 'draft' );
		$this->assertFieldError( $this->rest( 'POST', '/kabelshop/v1/wishlist', array( 'article_code' => $draft ) ), 'article_code' );

		$code = $this->make_article( 777 );
		$this->assertSame( 200, $this->rest( 'POST', '/kabelshop/v1/wishlist', array( 'article_code' => $code ) )->get_status() );
		$found   = ( new ArticleRepository() )->find_by_codes( array( $code ) );
		$product = (int) reset( $found )->product_id;
		wp_update_post(
			array(
				'ID'          => $product,
				'post_status' => 'draft',
			)
		);
		$item = $this->rest( 'GET', '/kabelshop/v1/wishlist' )->get_data()['items'][0];
		$this->assertSame( array( $code, 'unavailable', null, '' ), array( $item['article_code'], $item['availability'], $item['unit_price_e4'], $item['name'] ) );
	}
}
