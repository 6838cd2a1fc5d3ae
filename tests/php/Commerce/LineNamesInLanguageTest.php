<?php
/**
 * Cart, quick-order, order-list, wishlist and order lines name the cable type in the reader's
 * language (issue 27, "Words in the page's language"): the stored type name ("Cu/XLPE/PVC 0.6/1 kV
 * unarmoured (N2XY-type)", as the catalogue and the order keep it) reads "... 0,6/1 kV bez armature
 * (tip N2XY)" to a Croatian buyer, "... bez armature (tip N2XY)" to a Serbian one and stays as
 * stored in English; the order record itself keeps the stored text.
 *
 * @package Kabelshop
 */

declare( strict_types=1 );

namespace Kabelshop\Tests\Commerce;

use Kabelshop\Commerce\OrderDetails;
use Kabelshop\Commerce\OrderRepository;
use Kabelshop\Tests\Accounts\RegistrationRouteTest;
use Kabelshop\Tests\TestCase;

final class LineNamesInLanguageTest extends TestCase {

	use CommerceFixtures;

	private const STORED = 'Cu/XLPE/PVC 0.6/1 kV unarmoured (N2XY-type)';

	/** Language => what its reader sees. */
	private const SHOWN = array(
		'hr' => 'Cu/XLPE/PVC 0,6/1 kV bez armature (tip N2XY)',
		'sr' => 'Cu/XLPE/PVC 0,6/1 kV bez armature (tip N2XY)',
		'en' => self::STORED,
	);

	protected function tearDown(): void {
		RegistrationRouteTest::use_language( null );
		parent::tearDown();
	}

	/** An article of a cable type with the English stored name; its code. */
	private function article(): string {
		$code       = $this->make_article( 6957, 100000, array( 'package_length_m' => 100 ) );
		$product_id = (int) $GLOBALS['wpdb']->get_var( $GLOBALS['wpdb']->prepare( 'SELECT product_id FROM ' . \Kabelshop\Catalog\ArticleTable::name() . ' WHERE article_code = %s', $code ) ); // phpcs:ignore WordPress.DB.PreparedSQL.NotPrepared -- table name.
		wp_update_post(
			array(
				'ID'         => $product_id,
				'post_title' => self::STORED,
			)
		);
		return $code;
	}

	public function test_every_line_a_buyer_reads_names_the_type_in_their_language(): void {
		$buyer = $this->make_customer( true );
		$this->login( $buyer );
		$code = $this->article();
		$line = array(
			'article_code' => $code,
			'quantity_m'   => 100,
		);
		foreach ( self::SHOWN as $language => $shown ) {
			RegistrationRouteTest::use_language( $language );
			$quote = $this->rest( 'POST', '/kabelshop/v1/cart/quote', array( 'lines' => array( $line ) ) );
			$this->assertSame( 200, $quote->get_status(), (string) wp_json_encode( $quote->get_data() ) );
			$this->assertSame( $shown, $quote->get_data()['lines'][0]['name'], "{$language}: the cart" );

			$parsed = $this->rest( 'POST', '/kabelshop/v1/quick-order/parse', array( 'text' => $code . ' 100 m' ) );
			$this->assertSame( $shown, $parsed->get_data()['lines'][0]['article']['name'], "{$language}: quick order" );
		}

		RegistrationRouteTest::use_language( 'hr' );
		$this->add_delivery_address( $buyer );
		$created = $this->rest( 'POST', '/kabelshop/v1/orders', $this->order_body( array( $line ) ), $this->with_key() );
		$this->assertSame( 201, $created->get_status(), (string) wp_json_encode( $created->get_data() ) );
		$this->assertSame( self::SHOWN['hr'], $created->get_data()['order']['items'][0]['name'], 'hr: the order as answered' );
		$id     = (int) $created->get_data()['order']['id'];
		$stored = ( new OrderRepository() )->find( $id );
		$this->assertNotNull( $stored );
		$this->assertSame( self::STORED, $stored['items'][0]['name'], 'the order record keeps the stored name' );

		foreach ( self::SHOWN as $language => $shown ) {
			RegistrationRouteTest::use_language( $language );
			$this->assertSame( $shown, $this->rest( 'GET', '/kabelshop/v1/orders/' . $id )->get_data()['order']['items'][0]['name'], "{$language}: the order page's answer" );
			$this->assertSame( $shown, OrderDetails::items( $stored )[0]['product'], "{$language}: the order PDF and the staff screen" );
		}
	}
}
