<?php
/**
 * The REST answers that carry a metal price or surcharge carry its date and the server's stale flag.
 *
 * @package Kabelshop
 */

declare( strict_types=1 );

namespace Kabelshop\Tests\Metals;

use Kabelshop\Metals\SurchargeSettings;
use Kabelshop\Metals\SurchargeTerms;
use Kabelshop\Rest\Routes\V1\MetalSurcharge;
use Kabelshop\Rest\Schemas\V1\QuoteSchema;
use Kabelshop\Security\RateLimiter;
use Kabelshop\Tests\Commerce\CommerceFixtures;
use Kabelshop\Tests\TestCase;

/**
 * Issue 27, "Metal index honest": against the seeded demo prices (copper to 2025-08-05, aluminium
 * to 2024-08-21), with today fixed by a FixedClock in the plugin's container, so a test can see both a stale
 * and a fresh answer from the same data. Stale = the newest price is older than the business days
 * staff allow (SurchargeSettings stale_after_business_days, default 3).
 */
final class MetalIndexHonestTest extends TestCase {

	use CommerceFixtures;

	/** @var mixed The stored settings before the test. */
	private $settings_before;

	protected function setUp(): void {
		parent::setUp();
		$this->settings_before = get_option( SurchargeSettings::OPTION, null );
		SurchargeSettings::save( SurchargeSettings::defaults() );
		RateLimiter::reset( MetalSurcharge::LIMIT_KEY . RateLimiter::client_ip() );
	}

	protected function tearDown(): void {
		null === $this->settings_before ? delete_option( SurchargeSettings::OPTION ) : update_option( SurchargeSettings::OPTION, $this->settings_before );
		\Kabelshop\Plugin::container()->reset( \Kabelshop\Support\Clock::class );
		SurchargeTerms::flush();
		parent::tearDown();
	}

	private function today( string $ymd ): void {
		\Kabelshop\Plugin::container()->reset( \Kabelshop\Support\Clock::class );
		\Kabelshop\Plugin::container()->set( \Kabelshop\Support\Clock::class, new \Kabelshop\Support\FixedClock( $ymd ) );
		SurchargeTerms::flush();
	}

	public function test_the_latest_prices_carry_their_age_and_the_stale_flag(): void {
		$this->today( '2026-12-01' );
		$data = $this->rest( 'GET', '/kabelshop/v1/metal-prices/latest', array(), array( 'tokens' => false ) )->get_data();
		$this->assertSame( '2025-08-05', $data['copper']['date'] );
		$this->assertSame( 345, $data['copper']['price_age_business_days'] );
		$this->assertTrue( $data['copper']['stale'] );
		$this->assertSame( '2024-08-21', $data['aluminium']['date'] );
		$this->assertTrue( $data['aluminium']['stale'] );
		$this->assertSame( 3, $data['stale_after_business_days'] );

		// Three business days after the newest copper row (Tue 5 -> Fri 8 August 2025): fresh.
		$this->today( '2025-08-08' );
		$fresh = $this->rest( 'GET', '/kabelshop/v1/metal-prices/latest', array(), array( 'tokens' => false ) )->get_data();
		$this->assertSame( 3, $fresh['copper']['price_age_business_days'] );
		$this->assertFalse( $fresh['copper']['stale'] );
		$this->today( '2025-08-11' );
		$this->assertTrue( $this->rest( 'GET', '/kabelshop/v1/metal-prices/latest', array(), array( 'tokens' => false ) )->get_data()['copper']['stale'], 'Monday: 4 business days' );
	}

	public function test_staff_allowance_changes_the_verdict(): void {
		$this->today( '2025-08-11' );
		SurchargeSettings::save( array( 'stale_after_business_days' => 4 ) + SurchargeSettings::defaults() );
		$data = $this->rest( 'GET', '/kabelshop/v1/metal-prices/latest', array(), array( 'tokens' => false ) )->get_data();
		$this->assertFalse( $data['copper']['stale'] );
		$this->assertSame( 4, $data['stale_after_business_days'] );
	}

	public function test_the_daily_series_says_whether_its_newest_day_is_stale(): void {
		$this->today( '2026-12-01' );
		$data = $this->rest( 'GET', '/kabelshop/v1/metal-prices', array( 'metal' => 'copper' ), array( 'tokens' => false ) )->get_data();
		$this->assertSame( '2025-08-05', $data['to'] );
		$this->assertTrue( $data['stale'] );
		$this->assertSame( 345, $data['price_age_business_days'] );
		$this->assertSame( 3, $data['stale_after_business_days'] );
		$this->today( '2025-08-06' );
		$this->assertFalse( $this->rest( 'GET', '/kabelshop/v1/metal-prices', array( 'metal' => 'copper' ), array( 'tokens' => false ) )->get_data()['stale'] );
	}

	public function test_the_surcharge_calculation_carries_index_date_price_date_and_flag(): void {
		$this->today( '2026-12-01' );
		$data = $this->rest( 'GET', '/kabelshop/v1/metal-surcharge', array( 'metal_kg_km' => '23.8' ), array( 'tokens' => false ) )->get_data();
		$this->assertSame( '2025-08', $data['index_date'], 'the month of the average the surcharge used' );
		$this->assertSame( '2025-08-05', $data['price_date'] );
		$this->assertTrue( $data['stale'] );
		$this->assertSame( 3, $data['stale_after_business_days'] );
		$entered = $this->rest( 'GET', '/kabelshop/v1/metal-surcharge', array( 'metal_kg_km' => '23.8', 'index_eur_100kg' => '194.29' ), array( 'tokens' => false ) )->get_data();
		$this->assertFalse( $entered['stale'] );
		$this->assertNull( $entered['price_date'] );
	}

	public function test_the_quote_metal_block_and_an_orders_snapshot_carry_them(): void {
		$this->today( '2026-12-01' );
		$code  = $this->make_article( 10000, 100000, array( 'copper_kg_km' => '72.00' ) );
		$quote = $this->rest(
			'POST',
			'/kabelshop/v1/cart/quote',
			array(
				'lines' => array(
					array(
						'article_code' => $code,
						'quantity_m'   => 100,
					),
				),
			)
		)->get_data();
		$copper = $quote['metal']['metals']['copper'];
		$this->assertSame( '2025-08', $copper['index_date'] );
		$this->assertSame( '2025-08-05', $copper['price_date'] );
		$this->assertTrue( $copper['stale'] );
		$this->assertSame( 3, $quote['metal']['stale_after_business_days'] );
		$this->assertGreaterThan( 0, $quote['lines'][0]['metal_surcharge_e4'], 'the stale index still prices the surcharge (and the buyer is told)' );

		// An order keeps what it was priced with, even after newer prices would make it fresh.
		$frozen = SurchargeTerms::from_array( json_decode( (string) wp_json_encode( SurchargeTerms::current()->to_array() ), true ) );
		$this->assertNotNull( $frozen );
		$this->today( '2025-08-06' );
		$block = QuoteSchema::metal( $frozen );
		$this->assertTrue( $block['metals']['copper']['stale'] );
		$this->assertSame( '2025-08-05', $block['metals']['copper']['price_date'] );
		$this->assertFalse( QuoteSchema::metal( SurchargeTerms::current() )['metals']['copper']['stale'], 'today\'s terms on 6 August 2025: fresh' );

		// A snapshot from before issue 27 reads back without a price date, and the default allowance.
		$old = SurchargeTerms::from_array(
			array(
				'enabled' => true,
				'rule'    => SurchargeSettings::RULE_MONTH,
				'metals'  => array(
					'copper' => array(
						'index_e2'   => 85640,
						'index_date' => '2025-07',
						'stale'      => false,
					),
				),
			)
		);
		$this->assertNotNull( $old );
		$this->assertNull( QuoteSchema::metal( $old )['metals']['copper']['price_date'] );
		$this->assertSame( 3, QuoteSchema::metal( $old )['stale_after_business_days'] );
	}
}
