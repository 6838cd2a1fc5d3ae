<?php
/**
 * Delivery by weight (issue 14): the rule, the shipment weight and the wp-admin settings.
 *
 * @package Kabelshop
 */

declare( strict_types=1 );

namespace Kabelshop\Tests\Commerce;

use Kabelshop\Admin\DeliveryPage;
use Kabelshop\Commerce\DeliveryRules;
use Kabelshop\Commerce\Drums\DrumTypes;
use Kabelshop\Commerce\ShipmentWeight;
use Kabelshop\Commerce\ShopSettings;
use Kabelshop\Tests\TestCase;

/**
 * LAPP's rule as the default: 15.00 EUR up to 50 kg, then 0.30 EUR per started kg; free from the
 * net threshold; pickup free; unknown weight -> staff's fallback rule (issue 27, DeliveryFallbackTest).
 */
final class DeliveryByWeightTest extends TestCase {

	use DomainLineFixtures;

	private const OPTIONS = array( ShopSettings::OPTION_FEE, ShopSettings::OPTION_FREE_FROM, ShopSettings::OPTION_UP_TO_G, ShopSettings::OPTION_PER_KG );

	protected function tearDown(): void {
		foreach ( self::OPTIONS as $option ) {
			delete_option( $option );
		}
		$GLOBALS['wp_settings_errors'] = array();
		parent::tearDown();
	}

	/**
	 * A known weight, so the weight rule applies (DomainLineFixtures).
	 *
	 * @return array<string, mixed>
	 */
	private function article_defaults(): array {
		return array(
			'article_code' => 'W-1',
			'weight_kg_km' => '123.45',
		);
	}

	public function test_minimum_fee_up_to_fifty_kg_then_started_kg_times_the_price(): void {
		$rules = new DeliveryRules();
		$this->assertSame( 1500, $rules->cents_for( 'delivery', 1000, 0 ), 'nothing weighed: the minimum fee' );
		$this->assertSame( 1500, $rules->cents_for( 'delivery', 1000, 10000 ), '10 kg' );
		$this->assertSame( 1500, $rules->cents_for( 'delivery', 1000, 50000 ), 'exactly 50 kg: still the minimum' );
		$this->assertSame( 1530, $rules->cents_for( 'delivery', 1000, 50001 ), '50.001 kg is 51 started kg x 0.30' );
		$this->assertSame( 2430, $rules->cents_for( 'delivery', 1000, 80400 ), '80.4 kg is 81 started kg x 0.30 = 24.30' );
		$this->assertSame( 3000, $rules->cents_for( 'delivery', 1000, 100000 ), '100 kg x 0.30 = 30.00' );
		$this->assertSame( 1500, $rules->cents_for( 'delivery', 1000 ), 'callers without a weight get the minimum fee' );
	}

	public function test_the_minimum_fee_is_a_floor_above_the_limit_too(): void {
		$rules = new DeliveryRules( 1500, 0, 10000, 10 );
		$this->assertSame( 1500, $rules->cents_for( 'delivery', 1000, 20000 ), '20 kg x 0.10 = 2.00 is below the minimum' );
		$this->assertSame( 1510, $rules->cents_for( 'delivery', 1000, 150001 ), '151 kg x 0.10 = 15.10' );
	}

	public function test_free_threshold_pickup_and_unknown_weight(): void {
		$rules = new DeliveryRules();
		$this->assertSame( 0, $rules->cents_for( 'delivery', 50000, 900000 ), 'from 500.00 EUR net: free, whatever the weight' );
		$this->assertSame( 0, $rules->cents_for( 'delivery', 50000, null ), 'free by value needs no weight' );
		$this->assertSame( 2430, $rules->cents_for( 'delivery', 49999, 80400 ), 'one cent below: the weight rule' );
		$this->assertSame( DeliveryRules::DEFAULT_ORDER_CENTS, $rules->cents_for( 'delivery', 49999, null ), 'unknown weight: the fallback rule (issue 27), never "follows"' );
		$this->assertSame( 0, $rules->cents_for( 'pickup', 100, null ), 'pickup is free, weight or not' );
		$this->assertSame( 1500, ( new DeliveryRules( 1500, 0 ) )->cents_for( 'delivery', 99999999, 1 ), 'threshold 0: never free by value' );
		$this->expectException( \InvalidArgumentException::class );
		$rules->cents_for( 'drone', 100, 1 );
	}

	public function test_weight_is_kg_per_km_times_metres_exact_then_rounded_up_to_grams(): void {
		// 123.45 kg/km x 100 m = 12,345 g; x 37 m = 4,567.65 g -> 4,568 g.
		$this->assertSame( 12345, ShipmentWeight::grams( array( self::line( $this->article(), 100 ) ) ) );
		$drum = $this->article(
			array(
				'packaging'        => 'drum',
				'package_length_m' => 500,
			)
		);
		$this->assertSame( 4568, ShipmentWeight::grams( array( self::line( $drum, 37 ) ) ) );
		$two = array(
			self::line( $this->article(), 200 ),
			self::line( $this->article( array( 'weight_kg_km' => '0.01' ) ), 1 ),
		);
		$this->assertSame( 24691, ShipmentWeight::grams( $two ), '24,690 g + 0.01 g: rounded up once, at the end' );
		$this->assertSame( 0, ShipmentWeight::grams( array() ) );
	}

	public function test_unknown_weight_gives_null_but_lines_on_request_do_not_count(): void {
		$unknown = $this->article( array( 'weight_kg_km' => null ) );
		$this->assertNull( ShipmentWeight::grams( array( self::line( $this->article(), 100 ), self::line( $unknown, 100 ) ) ), 'one orderable article without a weight: unknown' );
		$on_request = $this->article(
			array(
				'weight_kg_km'    => null,
				'on_request_only' => true,
			)
		);
		$no_price   = $this->article(
			array(
				'weight_kg_km'  => '999.99',
				'unit_price_e4' => 0,
			)
		);
		$this->assertSame( 12345, ShipmentWeight::grams( array( self::line( $this->article(), 100 ), self::line( $on_request, 100 ), self::line( $no_price, 1000 ) ) ), 'lines on request are inquired, not shipped' );
	}

	public function test_drum_lines_add_the_empty_drums(): void {
		$drum = $this->article(
			array(
				'packaging'        => 'drum',
				'package_length_m' => 500,
				'drum_type'        => 'T-DRUM-WEIGHT',
			)
		);
		$this->assertSame( 1, ShipmentWeight::drums( $drum, 37 ) );
		$this->assertSame( 1, ShipmentWeight::drums( $drum, 500 ) );
		$this->assertSame( 2, ShipmentWeight::drums( $drum, 501 ), 'ceil(501 / 500)' );
		$this->assertSame( 0, ShipmentWeight::drums( $this->article(), 100 ), 'rings ship without a drum' );
		$cable = 123450; // 123.45 kg/km x 1000 m.
		$this->assertSame( $cable, ShipmentWeight::grams( array( self::line( $drum, 1000 ) ) ), 'an unknown drum type adds nothing (not guessed)' );
		$type = array_values( DrumTypes::all() )[0] ?? null;
		$this->assertNotNull( $type, 'the drum types (demo ones until staff save their own)' );
		$this->assertGreaterThan( 0, $type['weight_g'] );
		$real = $this->article(
			array(
				'packaging'        => 'drum',
				'package_length_m' => 500,
				'drum_type'        => $type['id'],
			)
		);
		$this->assertSame( $cable + 2 * $type['weight_g'], ShipmentWeight::grams( array( self::line( $real, 1000 ) ) ), 'two drums of ' . $type['id'] );
		$this->assertSame( 12345 + $type['weight_g'], ShipmentWeight::grams( array( self::line( $real, 100 ) ) ), 'a 100 m cut ships on one drum' );
		$rules = new DeliveryRules();
		$this->assertSame(
			max( 1500, DeliveryRules::started_kg( $cable + 2 * $type['weight_g'] ) * 30 ),
			$rules->cents_for( 'delivery', 1000, ShipmentWeight::grams( array( self::line( $real, 1000 ) ) ) ),
			'the drums count towards the delivery cost'
		);
		$this->assertSame( 0, ShipmentWeight::drum_weight_g( '' ), 'no drum type set' );
	}

	public function test_saved_settings_change_the_rule_and_bad_input_names_the_field(): void {
		require_once ABSPATH . 'wp-admin/includes/template.php';
		( new ShopSettings() )->register_settings();
		update_option( ShopSettings::OPTION_FEE, '20,00' );
		update_option( ShopSettings::OPTION_UP_TO_G, '30,5' );
		update_option( ShopSettings::OPTION_PER_KG, '0.45' );
		update_option( ShopSettings::OPTION_FREE_FROM, '0' );
		$this->assertSame( 30500, (int) get_option( ShopSettings::OPTION_UP_TO_G ), 'kg in, grams stored' );
		$this->assertSame( 45, (int) get_option( ShopSettings::OPTION_PER_KG ) );
		$rules = ShopSettings::delivery_rules();
		$this->assertSame( 2000, $rules->cents_for( 'delivery', 1000, 30500 ) );
		$this->assertSame( 2000, $rules->cents_for( 'delivery', 1000, 31000 ), '31 kg x 0.45 = 13.95: the minimum' );
		$this->assertSame( 2700, $rules->cents_for( 'delivery', 99999999, 60000 ), 'threshold 0: 60 kg x 0.45, however large the order' );

		$this->in_english();
		update_option( ShopSettings::OPTION_UP_TO_G, '12.3456' );
		update_option( ShopSettings::OPTION_PER_KG, 'thirty cents' );
		$this->assertSame( 30500, (int) get_option( ShopSettings::OPTION_UP_TO_G ), 'bad weight keeps the stored one' );
		$this->assertSame( 45, (int) get_option( ShopSettings::OPTION_PER_KG ), 'bad price keeps the stored one' );
		$messages = array();
		foreach ( get_settings_errors() as $error ) {
			$messages[ $error['setting'] ] = $error['message'];
		}
		$this->assertStringStartsWith( 'Minimum fee up to a shipment weight of (kg): enter a weight in kilograms', $messages[ ShopSettings::OPTION_UP_TO_G ] ?? '' );
		$this->assertStringStartsWith( 'Price per started kg above that weight (EUR, net): enter an amount in euros', $messages[ ShopSettings::OPTION_PER_KG ] ?? '' );
	}

	public function test_the_errors_and_the_screen_speak_croatian(): void {
		require_once ABSPATH . 'wp-admin/includes/template.php';
		( new ShopSettings() )->register_settings();
		update_option( ShopSettings::OPTION_PER_KG, 'x' );
		$messages = wp_list_pluck( get_settings_errors( ShopSettings::OPTION_PER_KG ), 'message' );
		$this->assertCount( 1, $messages );
		$this->assertStringNotContainsString( 'enter an amount', $messages[0], 'translated' );
		$this->assertStringContainsString( ShopSettings::field_label( ShopSettings::OPTION_PER_KG ), $messages[0], 'names the field' );
	}

	public function test_the_screen_shows_the_stored_rule_in_its_fields(): void {
		update_option( ShopSettings::OPTION_UP_TO_G, 50500 );
		update_option( ShopSettings::OPTION_PER_KG, 35 );
		$this->in_english();
		$view   = ( new \ReflectionMethod( DeliveryPage::class, 'view' ) );
		$data   = $view->invoke( new DeliveryPage() );
		$values = array_column( $data['fields'], 'value', 'option' );
		$this->assertSame( '15.00', $values[ ShopSettings::OPTION_FEE ] );
		$this->assertSame( '50.5', $values[ ShopSettings::OPTION_UP_TO_G ] );
		$this->assertSame( '0.35', $values[ ShopSettings::OPTION_PER_KG ] );
		$this->assertSame( '500.00', $values[ ShopSettings::OPTION_FREE_FROM ] );
		$this->assertMatchesRegularExpression( '/ 80 kg costs 28[.,]00 EUR \(minimum 15[.,]00 EUR up to 50[.,]5 kg\)/', $data['example'], '80 started kg x 0.35' );
	}
}
