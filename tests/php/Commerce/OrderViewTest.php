<?php
/**
 * The order page's data and the checkout props.
 *
 * @package Kabelshop
 */

declare( strict_types=1 );

namespace Kabelshop\Tests\Commerce;

use Kabelshop\Tests\TestCase;
use Kabelshop\View\CheckoutView;
use Kabelshop\View\OrderView;

/**
 * Owners see their order formatted for their language; others see nothing.
 */
final class OrderViewTest extends TestCase {

	use CommerceFixtures;

	protected function tearDown(): void {
		unset( $_GET['order'], $_GET['cancelled'], $_GET['lang'] );
		parent::tearDown();
	}

	public function test_owner_sees_formatted_order_and_others_nothing(): void {
		$user = $this->make_customer();
		$code = $this->make_article( 12345 );
		$this->login( $user );
		$order = $this->rest( 'POST', '/kabelshop/v1/orders', $this->order_body( array( array( 'article_code' => $code, 'quantity_m' => 1000 ) ) ), $this->with_key() )->get_data()['order'];

		$_GET['order'] = (string) $order['id'];
		$_GET['lang']  = 'hr';
		$data          = OrderView::data();
		$this->assertNotNull( $data );
		$this->assertSame( $order['number'], $data['number'] );
		$this->assertMatchesRegularExpression( '/^\d{2}\.\d{2}\.\d{4}\.$/', $data['date'] );
		$this->assertSame( '1.000', $data['items'][0]['quantity'] );
		$this->assertSame( '1,2345', $data['items'][0]['unit_price'] );
		$this->assertSame( __( 'Ring', 'kabelshop' ), $data['items'][0]['packaging'] );
		$this->assertContains( '987,60 €', array_column( $data['totals'], 'value' ), '1,234.50 EUR net after 20 %' );
		$this->assertContains( '-246,90 €', array_column( $data['totals'], 'value' ), 'the discount line' );
		$this->assertTrue( $data['can_cancel'] );

		$this->login( $this->make_customer() );
		$this->assertNull( OrderView::data(), 'another customer sees nothing' );
		$this->logout();
		$this->assertNull( OrderView::data(), 'a visitor sees nothing' );
	}

	public function test_checkout_props_for_visitor_and_customer(): void {
		$visitor = CheckoutView::props();
		$this->assertFalse( $visitor['canOrder'] );
		$this->assertSame( 0, $visitor['discountPercent'] );
		$this->assertStringStartsWith( \Kabelshop\Content\Pages::url( 'login' ), $visitor['loginUrl'], 'the themed login page (issue 3)' );
		$this->assertStringContainsString( 'href=', CheckoutView::gate( $visitor ), 'visitors get log in and register links' );
		$card = array_values( array_filter( $visitor['payments'], static fn( $p ) => 'card' === $p['id'] ) )[0];
		$this->assertSame( \Kabelshop\Payments\PaymentSettings::card_ready(), $card['available'], 'card is offered exactly when wp-admin switched the configured gateway on (the seed points it at the fake)' );
		$this->assertTrue( $card['available'], 'the seeded site offers card payment' );
		$settings = \Kabelshop\Payments\PaymentSettings::get();
		\Kabelshop\Payments\PaymentSettings::save( array( 'card_enabled' => false ) + $settings );
		$off = array_values( array_filter( CheckoutView::props()['payments'], static fn( $p ) => 'card' === $p['id'] ) )[0];
		\Kabelshop\Payments\PaymentSettings::save( $settings );
		$this->assertFalse( $off['available'], 'switched off in wp-admin: not offered' );
		$this->assertNotSame( '', $off['note'], 'and the buyer reads why' );

		$user = $this->make_customer();
		$this->add_delivery_address( $user );
		$this->login( $user );
		$props = CheckoutView::props();
		$this->assertTrue( $props['canOrder'] );
		$this->assertSame( 20, $props['discountPercent'] );
		$this->assertCount( 1, $props['addresses']['delivery'] );
		$this->assertSame( 250, $props['noteMaxLength'] );
		$this->assertSame(
			array(
				'feeCents'      => 1500,
				'freeFromCents' => 50000,
				'upToKg'        => '50',
				'perKgCents'    => 30,
				'fallback'      => 'per_order',
				'orderCents'    => 1500,
				'packageCents'  => 500,
				'abroadCents'   => 2500,
			),
			$props['delivery'],
			'the default weight rule: 15.00 EUR up to 50 kg, then 0.30 EUR per started kg (issue 14); an unknown weight 15.00 EUR per order, 25.00 EUR more abroad (issue 27)'
		);
		update_option( 'kabelshop_delivery_up_to_g', 62500 );
		$this->assertSame( '62.5', CheckoutView::props()['delivery']['upToKg'], 'grams shown as kg without trailing zeros' );
	}
}
