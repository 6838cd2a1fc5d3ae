<?php
/**
 * Delivery priced before payment (issue 27): when an article's weight is unknown staff's fallback
 * rule prices the delivery (per order or per package), an address outside Croatia adds the zone's
 * extra, and the buyer is told which rule priced it in the quote, the order, its mail and PDF.
 *
 * @package Kabelshop
 */

declare( strict_types=1 );

namespace Kabelshop\Tests\Commerce;

use Kabelshop\Accounts\Addresses;
use Kabelshop\Commerce\DeliveryRules;
use Kabelshop\Commerce\OrderDetails;
use Kabelshop\Commerce\OrderPdf;
use Kabelshop\Commerce\OrderRepository;
use Kabelshop\Commerce\ShipmentWeight;
use Kabelshop\Commerce\ShopSettings;
use Kabelshop\I18n\Locale;
use Kabelshop\Rest\Schemas\V1\OrderSchema;
use Kabelshop\Tests\Support\CapturesMail;
use Kabelshop\Tests\Support\ReadsPdf;
use Kabelshop\Tests\TestCase;

/**
 * The defaults (shop's default settings): 15.00 EUR per order, 5.00 EUR per package, 25.00 EUR
 * extra outside Croatia; the weight rule (15.00 EUR up to 50 kg, 0.30 EUR/kg) when every line has a
 * weight; free from 500.00 EUR net; pickup 0.
 */
final class DeliveryFallbackTest extends TestCase {

	use ReadsPdf;
	use CapturesMail;
	use CommerceFixtures;
	use DomainLineFixtures;

	private const QUOTE   = '/kabelshop/v1/cart/quote';
	private const ORDERS  = '/kabelshop/v1/orders';
	private const OPTIONS = array( ShopSettings::OPTION_FALLBACK, ShopSettings::OPTION_ORDER, ShopSettings::OPTION_PACKAGE, ShopSettings::OPTION_ABROAD );

	protected function setUp(): void {
		parent::setUp();
		$this->capture_mails();
	}

	protected function tearDown(): void {
		$this->stop_capturing_mails();
		foreach ( self::OPTIONS as $option ) {
			delete_option( $option );
		}
		$GLOBALS['wp_settings_errors'] = array();
		parent::tearDown();
	}

	public function test_the_rule_per_order_per_package_zone_weight_free_and_pickup(): void {
		$rules = new DeliveryRules();
		$this->assertSame(
			array(
				'cents'    => 1500,
				'basis'    => 'per_order',
				'packages' => 0,
				'abroad'   => false,
			),
			$rules->price( 'delivery', 4300, null, 3 ),
			'43.00 EUR net, weight unknown: the flat 15.00 per order, whatever the packages'
		);
		$this->assertSame( 1500 + 2500, $rules->cents_for( 'delivery', 4300, null, 3, true ), 'outside Croatia: + 25.00' );
		$packages = new DeliveryRules( fallback: DeliveryRules::FALLBACK_PER_PACKAGE );
		$this->assertSame(
			array(
				'cents'    => 3 * 500,
				'basis'    => 'per_package',
				'packages' => 3,
				'abroad'   => false,
			),
			$packages->price( 'delivery', 4300, null, 3 )
		);
		$this->assertSame( 500, $packages->cents_for( 'delivery', 4300, null, 0 ), 'an order ships as at least one package' );
		$this->assertSame( 2 * 500 + 2500, $packages->cents_for( 'delivery', 4300, null, 2, true ) );
		$this->assertSame( 'weight', $packages->price( 'delivery', 4300, 80400, 3 )['basis'], 'weight known: the weight rule, not the fallback' );
		$this->assertSame( 2430, $packages->cents_for( 'delivery', 4300, 80400, 3 ), '81 started kg x 0.30' );
		$this->assertSame( 2430 + 2500, $packages->cents_for( 'delivery', 4300, 80400, 3, true ), 'the zone adds to the weight rule too' );
		$this->assertSame( 'free', $packages->price( 'delivery', 50000, null, 9, true )['basis'] );
		$this->assertSame( 0, $packages->cents_for( 'delivery', 50000, null, 9, true ), 'free by value stays 0, abroad too' );
		$this->assertSame( 0, $packages->cents_for( 'pickup', 100, null, 9, true ), 'pickup stays 0' );
		$this->assertSame( 'pickup', $packages->price( 'pickup', 100, null )['basis'] );
		$this->expectException( \InvalidArgumentException::class );
		new DeliveryRules( fallback: 'per_kilometre' );
	}

	public function test_packages_are_metres_over_the_package_length_and_one_per_cut_drum(): void {
		$ring = $this->article();
		$this->assertSame( 1, ShipmentWeight::packages( array( self::line( $ring, 100 ) ) ), 'one 100 m ring' );
		$this->assertSame( 3, ShipmentWeight::packages( array( self::line( $ring, 300 ) ) ), 'three rings' );
		$drum = $this->article(
			array(
				'packaging'        => 'drum',
				'package_length_m' => 500,
			)
		);
		$this->assertSame( 1, ShipmentWeight::packages( array( self::line( $drum, 150 ) ) ), 'a drum line cut to length is one drum' );
		$this->assertSame( 3, ShipmentWeight::packages( array( self::line( $drum, 1200 ) ) ), '1,200 m of 500 m drums: two whole drums and the cut piece' );
		$loose = $this->article( array( 'package_length_m' => null ) );
		$this->assertSame( 1, ShipmentWeight::packages( array( self::line( $loose, 37 ) ) ), 'no package length: one package' );
		$on_request = $this->article( array( 'on_request_only' => true ) );
		$this->assertSame( 4, ShipmentWeight::packages( array( self::line( $ring, 300 ), self::line( $drum, 150 ), self::line( $on_request, 500 ) ) ), 'lines on request are not shipped' );
	}

	public function test_the_buyer_is_told_the_rule_in_three_languages(): void {
		$rule = array(
			'basis'    => 'per_order',
			'packages' => 0,
			'abroad'   => false,
		);
		$this->assertSame( 'po narudžbi, masa nije poznata', DeliveryRules::label( $rule ), 'Croatian by default' );
		$this->assertSame( 'po pakiranju (broj pakiranja: 3), masa nije poznata, dostava izvan Hrvatske', DeliveryRules::label( array( 'basis' => 'per_package', 'packages' => 3, 'abroad' => true ) ) );
		$this->assertSame( 'po porudžbini, masa nije poznata', Locale::in_language( 'sr', static fn(): string => DeliveryRules::label( $rule ) ), 'Serbian' );
		$this->in_english();
		$this->assertSame( 'per order, weight not known', DeliveryRules::label( $rule ) );
		$this->assertSame( 'by weight', DeliveryRules::label( array( 'basis' => 'weight' ) ) );
		$this->assertSame( '', DeliveryRules::label( null ), 'orders before issue 27: no words' );
		$this->assertSame( '', DeliveryRules::label( array( 'basis' => 'free' ) ) );
	}

	public function test_staff_set_the_fallback_and_bad_input_names_the_field(): void {
		require_once ABSPATH . 'wp-admin/includes/template.php';
		( new ShopSettings() )->register_settings();
		update_option( ShopSettings::OPTION_FALLBACK, 'per_package' );
		update_option( ShopSettings::OPTION_PACKAGE, '4,50' );
		update_option( ShopSettings::OPTION_ABROAD, '30' );
		update_option( ShopSettings::OPTION_ORDER, 'abc' );
		$rules = ShopSettings::delivery_rules();
		$this->assertSame( 'per_package', $rules->fallback );
		$this->assertSame( 450, $rules->package_cents );
		$this->assertSame( 3000, $rules->abroad_cents );
		$this->assertSame( DeliveryRules::DEFAULT_ORDER_CENTS, $rules->order_cents, 'invalid input keeps the stored value' );
		update_option( ShopSettings::OPTION_FALLBACK, 'per_truck' );
		$this->assertSame( 'per_package', ShopSettings::delivery_rules()->fallback, 'an unknown rule keeps the stored one' );
		$messages = array();
		foreach ( get_settings_errors() as $error ) {
			$messages[ $error['setting'] ] = $error['message'];
		}
		$this->assertStringContainsString( ShopSettings::field_label( ShopSettings::OPTION_ORDER ), $messages[ ShopSettings::OPTION_ORDER ] ?? '' );
		$this->assertStringContainsString( ShopSettings::field_label( ShopSettings::OPTION_FALLBACK ), $messages[ ShopSettings::OPTION_FALLBACK ] ?? '' );
	}

	public function test_the_quote_prices_an_unknown_weight_with_the_zone_of_the_chosen_address(): void {
		$buyer = $this->make_customer( true );
		$home  = $this->add_delivery_address( $buyer );
		$away  = $this->add_delivery_address( $buyer );
		$list  = (array) get_user_meta( $buyer, Addresses::META_DELIVERY, true );
		foreach ( $list as $index => $address ) {
			if ( $away === $address['id'] ) {
				$list[ $index ]['country'] = 'SI';
				$list[ $index ]['city']    = 'Ljubljana';
			}
		}
		update_user_meta( $buyer, Addresses::META_DELIVERY, $list );
		$code  = $this->make_article( 10000, 100000, array( 'weight_kg_km' => null, 'package_length_m' => 100 ) );
		$lines = array(
			array(
				'article_code' => $code,
				'quantity_m'   => 300,
			),
		);
		$this->login( $buyer );
		$quote = fn( array $delivery ): array => $this->rest(
			'POST',
			self::QUOTE,
			array(
				'lines'    => $lines,
				'delivery' => $delivery,
			)
		)->get_data();
		$net   = 300 * 10000 * 80 / 100 / 100;
		$home_quote = $quote(
			array(
				'method'     => 'delivery',
				'address_id' => $home,
			)
		);
		$this->assertSame( $net, $home_quote['net_cents'], '300 m x 1.0000 less 20 %' );
		$this->assertSame( 1500, $home_quote['delivery_cents'], 'per order: 15.00' );
		$this->assertFalse( $home_quote['delivery_pending'] );
		$this->assertSame( 'po narudžbi, masa nije poznata', $home_quote['delivery_rule_label'] );
		$this->assertSame( $net + 1500 + intdiv( ( $net + 1500 ) * 25 + 50, 100 ), $home_quote['gross_cents'], 'the delivery is in VAT and the gross' );
		$away_quote = $quote(
			array(
				'method'     => 'delivery',
				'address_id' => $away,
			)
		);
		$this->assertSame( 1500 + 2500, $away_quote['delivery_cents'], 'Slovenia: + 25.00' );
		$this->assertTrue( $away_quote['delivery_rule']['abroad'] );
		update_option( ShopSettings::OPTION_FALLBACK, 'per_package' );
		$package_quote = $quote(
			array(
				'method'     => 'delivery',
				'address_id' => $home,
			)
		);
		$this->assertSame( 3 * 500, $package_quote['delivery_cents'], 'three 100 m rings x 5.00' );
		$this->assertSame(
			array(
				'basis'    => 'per_package',
				'packages' => 3,
				'abroad'   => false,
			),
			$package_quote['delivery_rule']
		);
		$this->assertSame( 0, $quote( array( 'method' => 'pickup' ) )['delivery_cents'], 'pickup stays 0' );
		$other = $this->make_customer( true );
		$this->login( $other );
		$this->assertSame(
			3 * 500,
			$quote(
				array(
					'method'     => 'delivery',
					'address_id' => $away,
				)
			)['delivery_cents'],
			"another customer's address id tells the quote nothing: priced as in Croatia"
		);
	}

	public function test_the_order_stores_the_rule_and_its_mail_pdf_and_answer_name_it(): void {
		$buyer   = $this->make_customer( true );
		$address = $this->add_delivery_address( $buyer );
		$code    = $this->make_article( 10000, 100000, array( 'weight_kg_km' => null ) );
		$this->login( $buyer );
		$created = $this->rest(
			'POST',
			self::ORDERS,
			$this->order_body(
				array(
					array(
						'article_code' => $code,
						'quantity_m'   => 100,
					),
				),
				array(
					'delivery' => array(
						'method'     => 'delivery',
						'address_id' => $address,
					),
				)
			),
			$this->with_key()
		);
		$this->assertSame( 201, $created->get_status(), (string) wp_json_encode( $created->get_data() ) );
		$order = $created->get_data()['order'];
		$this->assertSame( 8000, $order['net_cents'], '100 m x 1.0000 less 20 %' );
		$this->assertSame( 1500, $order['delivery_cents'] );
		$this->assertFalse( $order['delivery_pending'] );
		$this->assertSame( 'per_order', $order['delivery_rule']['basis'] );
		$this->assertSame( 'po narudžbi, masa nije poznata', $order['delivery_rule_label'] );
		$this->assertSame( 9500 + 2375, $order['gross_cents'], 'the amount to pay includes the delivery and its VAT' );
		$mail = $this->mail_to( (string) get_userdata( $buyer )->user_email );
		$this->assertStringContainsString( '15,00 € (po narudžbi, masa nije poznata)', (string) $mail['message'] );
		$this->assertStringNotContainsString( 'slijedi', (string) $mail['message'] );
		$stored = ( new OrderRepository() )->find( (int) $order['id'] );
		$this->assertNotNull( $stored );
		$rows = array_column( OrderDetails::totals( $stored ), 'value', 'key' );
		$this->assertSame( '15,00 € (po narudžbi, masa nije poznata)', $rows['delivery'], 'the order page reads the same rows' );
		$this->assertStringContainsString( '15,00 € (po narudžbi, masa nije poznata)', $this->pdf_text( OrderPdf::render_in( $stored, 'hr' ) ), 'the order PDF names the rule' );
		$this->assertStringContainsString( '€15.00 (per order, weight not known)', $this->pdf_text( OrderPdf::render_in( $stored, 'en' ) ) );
	}

	public function test_an_order_stored_with_the_cost_pending_stays_shown_as_before(): void {
		global $wpdb;
		$buyer = $this->make_customer( true );
		$code  = $this->make_article( 10000, 100000, array( 'weight_kg_km' => null ) );
		$this->login( $buyer );
		$created = $this->rest(
			'POST',
			self::ORDERS,
			$this->order_body(
				array(
					array(
						'article_code' => $code,
						'quantity_m'   => 100,
					),
				)
			),
			$this->with_key()
		);
		$this->assertSame( 201, $created->get_status(), (string) wp_json_encode( $created->get_data() ) );
		$id = (int) $created->get_data()['order']['id'];
		// As issue 14 stored an order whose weight was unknown: the cost followed, no rule.
		$wpdb->update(
			\Kabelshop\Commerce\OrderTable::name(),
			array(
				'delivery_method'  => 'delivery',
				'delivery_pending' => 1,
				'delivery_cents'   => 0,
				'delivery_rule'    => null,
			),
			array( 'id' => $id )
		);
		$stored = ( new OrderRepository() )->find( $id );
		$this->assertNotNull( $stored );
		$this->assertNull( $stored['delivery_rule'] );
		$answer = OrderSchema::response( $stored );
		$this->assertTrue( $answer['delivery_pending'] );
		$this->assertNull( $answer['delivery_cents'], 'shown as before: the cost follows' );
		$this->assertNull( $answer['delivery_rule'] );
		$this->assertSame( '', $answer['delivery_rule_label'] );
		$rows = array_column( OrderDetails::totals( $stored ), 'value', 'key' );
		$this->assertSame( OrderDetails::pending_text(), $rows['delivery'] );
	}
}
