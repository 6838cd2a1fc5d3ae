<?php
/**
 * GET kabelshop/v1/metal-surcharge.
 *
 * @package Kabelshop
 */

declare( strict_types=1 );

namespace Kabelshop\Tests\Metals;

use Kabelshop\Metals\SurchargeIndex;
use Kabelshop\Metals\SurchargeSettings;
use Kabelshop\Metals\SurchargeTerms;
use Kabelshop\Rest\Routes\V1\MetalSurcharge;
use Kabelshop\Security\RateLimiter;
use Kabelshop\Tests\TestCase;

/**
 * The public surcharge calculator's route, against the seeded demo metal prices (copper to
 * 2025-08-05) and the default price list terms (copper base 150.00, procurement 1 %).
 */
final class MetalSurchargeRouteTest extends TestCase {

	/** @var mixed The stored settings before the test. */
	private $settings_before;

	protected function setUp(): void {
		parent::setUp();
		RateLimiter::reset( MetalSurcharge::LIMIT_KEY . RateLimiter::client_ip() );
		$this->settings_before = get_option( SurchargeSettings::OPTION, null );
		SurchargeSettings::save( SurchargeSettings::defaults() );
	}

	protected function tearDown(): void {
		null === $this->settings_before ? delete_option( SurchargeSettings::OPTION ) : update_option( SurchargeSettings::OPTION, $this->settings_before );
		SurchargeTerms::flush();
		\Kabelshop\Plugin::container()->reset( \Kabelshop\Support\Clock::class );
		RateLimiter::reset( MetalSurcharge::LIMIT_KEY . RateLimiter::client_ip() );
		parent::tearDown();
	}

	/**
	 * Calls the route as a visitor.
	 *
	 * @param array<string, string> $query Query.
	 */
	private function calc( array $query ): \WP_REST_Response {
		return $this->rest( 'GET', '/kabelshop/v1/metal-surcharge', $query, array( 'tokens' => false ) );
	}

	public function test_worked_example_23_8_kg_km_at_194_29_over_150_is_10_54_per_km(): void {
		$response = $this->calc(
			array(
				'metal'           => 'copper',
				'metal_kg_km'     => '23.8',
				'base_eur_100kg'  => '150',
				'procurement_pct' => '0',
				'index_eur_100kg' => '194.29',
			)
		);
		$this->assertSame( 200, $response->get_status(), (string) wp_json_encode( $response->get_data() ) );
		$data = $response->get_data();
		$this->assertSame( '10.54', $data['surcharge_eur_km'] );
		$this->assertSame( '1.05', $data['surcharge_eur_100m'] );
		$this->assertSame( '194.29', $data['index_eur_100kg'] );
		$this->assertNull( $data['index_date'], 'an entered index has no date' );
		$this->assertSame( 'entered', $data['rule'] );
		$this->assertSame( '23.80', $data['metal_kg_km'] );
		$this->assertSame( '150.00', $data['base_eur_100kg'] );
		$this->assertSame( '0.00', $data['procurement_pct'] );
		$headers = $response->get_headers();
		$this->assertStringContainsString( 'public', (string) $headers['Cache-Control'] );
		$this->assertArrayNotHasKey( 'X-WP-Nonce', $headers, 'a shared cache must not keep a nonce' );
	}

	public function test_the_other_worked_examples_with_a_decimal_comma(): void {
		$a = $this->calc(
			array(
				'metal_kg_km'     => '260',
				'base_eur_100kg'  => '150,00',
				'procurement_pct' => '0',
				'index_eur_100kg' => '300',
			)
		)->get_data();
		$this->assertSame( '390.00', $a['surcharge_eur_km'] );
		$this->assertSame( '39.00', $a['surcharge_eur_100m'] );
		$b = $this->calc(
			array(
				'metal_kg_km'     => '25,7',
				'base_eur_100kg'  => '150',
				'procurement_pct' => '1',
				'index_eur_100kg' => '525',
			)
		)->get_data();
		$this->assertSame( '9.77', $b['surcharge_eur_100m'] );
		$this->assertSame( '97.72', $b['surcharge_eur_km'] );
	}

	public function test_without_an_index_today_s_index_by_the_configured_rule_is_used(): void {
		\Kabelshop\Plugin::container()->set( \Kabelshop\Support\Clock::class, new \Kabelshop\Support\FixedClock( '2026-11-24' ) );
		$data  = $this->calc( array( 'metal_kg_km' => '23.8' ) )->get_data();
		$index = SurchargeIndex::for_metal( 'copper', SurchargeSettings::RULE_MONTH, new \DateTimeImmutable( '2026-11-24' ) );
		$this->assertSame( '2025-08', $data['index_date'], 'the demo copper prices end in August 2025' );
		$this->assertSame( SurchargeSettings::RULE_MONTH, $data['rule'] );
		$this->assertTrue( $data['stale'] );
		$this->assertSame( sprintf( '%d.%02d', intdiv( $index['index_e2'], 100 ), $index['index_e2'] % 100 ), $data['index_eur_100kg'] );
		$this->assertSame( '150.00', $data['base_eur_100kg'], 'the price list\'s base' );
		$this->assertSame( '1.00', $data['procurement_pct'], 'the price list\'s procurement' );
		// The same figures entered by hand give the same surcharge.
		$same = $this->calc(
			array(
				'metal_kg_km'     => '23.8',
				'base_eur_100kg'  => '150',
				'procurement_pct' => '1',
				'index_eur_100kg' => $data['index_eur_100kg'],
			)
		)->get_data();
		$this->assertSame( $same['surcharge_eur_km'], $data['surcharge_eur_km'] );
		$this->assertGreaterThan( 0, (float) $data['surcharge_eur_km'] );

		SurchargeSettings::save( array( 'index_rule' => SurchargeSettings::RULE_DAY ) + SurchargeSettings::defaults() );
		$daily = $this->calc( array( 'metal_kg_km' => '23.8' ) )->get_data();
		$this->assertSame( SurchargeSettings::RULE_DAY, $daily['rule'] );
		$this->assertSame( '2025-08-05', $daily['index_date'] );
	}

	public function test_a_negative_surcharge_is_0_unless_the_shop_credits_it(): void {
		$query = array(
			'metal_kg_km'     => '23.8',
			'base_eur_100kg'  => '150',
			'procurement_pct' => '0',
			'index_eur_100kg' => '120',
		);
		$this->assertSame( '0.00', $this->calc( $query )->get_data()['surcharge_eur_km'] );
		SurchargeSettings::save( array( 'credit_negative' => true ) + SurchargeSettings::defaults() );
		$credited = $this->calc( $query )->get_data();
		$this->assertSame( '-7.14', $credited['surcharge_eur_km'] );
		$this->assertTrue( $credited['credit_negative'] );
	}

	public function test_aluminium_uses_its_own_base(): void {
		// Aluminium base 0 (hollow price), procurement 1 %: 270 x 230 x 1.01 / 100 = 627.21 EUR/km.
		$data = $this->calc(
			array(
				'metal'           => 'aluminium',
				'metal_kg_km'     => '270',
				'index_eur_100kg' => '230',
			)
		)->get_data();
		$this->assertSame( '0.00', $data['base_eur_100kg'] );
		$this->assertSame( '627.21', $data['surcharge_eur_km'] );
	}

	/**
	 * @return array<string, array{0: array<string, string>, 1: string}>
	 */
	public static function bad_queries(): array {
		return array(
			'metal number missing'    => array( array(), 'metal_kg_km' ),
			'metal number empty'      => array( array( 'metal_kg_km' => '' ), 'metal_kg_km' ),
			'metal number text'       => array( array( 'metal_kg_km' => 'abc' ), 'metal_kg_km' ),
			'metal number negative'   => array( array( 'metal_kg_km' => '-5' ), 'metal_kg_km' ),
			'metal number 3 decimals' => array( array( 'metal_kg_km' => '23.805' ), 'metal_kg_km' ),
			'metal number too large'  => array( array( 'metal_kg_km' => '100000.01' ), 'metal_kg_km' ),
			'metal unknown'           => array( array( 'metal_kg_km' => '23.8', 'metal' => 'gold' ), 'metal' ),
			'base text'               => array( array( 'metal_kg_km' => '23.8', 'base_eur_100kg' => 'x' ), 'base_eur_100kg' ),
			'procurement over 100'    => array( array( 'metal_kg_km' => '23.8', 'procurement_pct' => '100.01' ), 'procurement_pct' ),
			'index thousands mark'    => array( array( 'metal_kg_km' => '23.8', 'index_eur_100kg' => '1.000,50' ), 'index_eur_100kg' ),
		);
	}

	/**
	 * @dataProvider bad_queries
	 * @param array<string, string> $query Query.
	 * @param string                $field The field the 400 must name.
	 */
	public function test_bad_input_is_400_naming_the_field( array $query, string $field ): void {
		$response = $this->calc( $query );
		$this->assertFieldError( $response, $field );
		$this->assertNotSame( '', (string) ( $response->get_data()['message'] ?? '' ) );
	}

	public function test_the_error_message_is_translated(): void {
		$response = $this->calc( array( 'metal_kg_km' => 'abc' ) );
		$this->assertStringContainsString( 'kg/km', (string) $response->get_data()['message'] );
		$this->assertStringNotContainsString( 'Metal number: enter', (string) $response->get_data()['message'], 'Croatian by default' );
	}

	public function test_too_many_calculations_from_one_ip_are_429_with_retry_after(): void {
		$key = MetalSurcharge::LIMIT_KEY . RateLimiter::client_ip();
		for ( $i = 0; $i < MetalSurcharge::RATE_MAX; $i++ ) {
			RateLimiter::hit( $key, MetalSurcharge::RATE_WINDOW );
		}
		$response = $this->calc( array( 'metal_kg_km' => '23.8' ) );
		$this->assertSame( 429, $response->get_status() );
		$this->assertArrayHasKey( 'Retry-After', $response->get_headers() );
	}
}
