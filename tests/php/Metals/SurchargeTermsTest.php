<?php
/**
 * The surcharge terms of an article and the order snapshot.
 *
 * @package Kabelshop
 */

declare( strict_types=1 );

namespace Kabelshop\Tests\Metals;

use Kabelshop\Catalog\Article;
use Kabelshop\Metals\Surcharge;
use Kabelshop\Metals\SurchargeSettings;
use Kabelshop\Metals\SurchargeTerms;
use Kabelshop\Tests\TestCase;

/**
 * SurchargeTerms::per_metre_e4() sums the article's metals, each rounded per metre; off gives 0;
 * to_array()/from_array() keep what an order was priced with.
 */
final class SurchargeTermsTest extends TestCase {

	/**
	 * An article with metal numbers.
	 *
	 * @param string|null $copper    Copper kg/km.
	 * @param string|null $aluminium Aluminium kg/km.
	 */
	private static function article( ?string $copper, ?string $aluminium ): Article {
		return new Article( 1, 'T-1', 1, 4, '25', '4x25', null, $copper, false, null, 'drum', 500, 10000, true, 100, null, false, $aluminium, null !== $aluminium );
	}

	/**
	 * Terms with fixed indexes.
	 *
	 * @param bool $enabled Surcharge on.
	 * @param bool $credit  Credit negative surcharges.
	 */
	private static function terms( bool $enabled = true, bool $credit = false ): SurchargeTerms {
		return new SurchargeTerms(
			$enabled,
			SurchargeSettings::RULE_MONTH,
			$credit,
			SurchargeSettings::DISPLAY_SPLIT,
			14,
			array(
				'copper'    => array(
					'base_e2'        => 15000,
					'procurement_e2' => 100,
					'index_e2'       => 85640,
					'index_date'     => '2025-07',
					'stale'          => false,
					'price_date'     => '2025-08-05',
					'price_age_business_days' => 1,
				),
				'aluminium' => array(
					'base_e2'        => 0,
					'procurement_e2' => 100,
					'index_e2'       => 23012,
					'index_date'     => '2025-07',
					'stale'          => true,
					'price_date'     => '2025-07-31',
					'price_age_business_days' => 4,
				),
			)
		);
	}

	public function test_per_metre_sums_copper_and_aluminium_each_rounded_per_metre(): void {
		$copper    = Surcharge::per_metre_e4( 3200, 85640, 15000, 100 );
		$aluminium = Surcharge::per_metre_e4( 27000, 23012, 0, 100 );
		// 32 kg/km x (856.40 x 1.01 - 150) / 100 = 228.7629 EUR/km = 0.2288 EUR/m;
		// 270 kg/km x 232.4212 / 100 = 627.5372 EUR/km = 0.6275 EUR/m.
		$this->assertSame( 2288, $copper );
		$this->assertSame( 6275, $aluminium );
		$terms = self::terms();
		$this->assertSame( 2288 + 6275, $terms->per_metre_e4( self::article( '32.00', '270.00' ) ) );
		$this->assertSame( 2288, $terms->per_metre_e4( self::article( '32.00', null ) ) );
		$this->assertSame( 6275, $terms->per_metre_e4( self::article( null, '270.00' ) ) );
		$this->assertSame( 0, $terms->per_metre_e4( self::article( null, null ) ), 'no metal number: no surcharge' );
	}

	public function test_off_gives_0(): void {
		$this->assertSame( 0, self::terms( false )->per_metre_e4( self::article( '32.00', '270.00' ) ) );
	}

	public function test_a_metal_without_an_index_adds_nothing(): void {
		$terms = self::terms();
		$none  = new SurchargeTerms( true, $terms->rule, false, $terms->display, 14, array( 'copper' => array( 'index_e2' => null ) + $terms->metals['copper'] ) + $terms->metals );
		$this->assertSame( 6275, $none->per_metre_e4( self::article( '32.00', '270.00' ) ) );
	}

	public function test_a_negative_copper_surcharge_is_credited_only_when_the_shop_says_so(): void {
		$low   = self::terms()->metals;
		$low['copper']['index_e2'] = 10000;
		$plain = new SurchargeTerms( true, SurchargeSettings::RULE_MONTH, false, 'split', 14, $low );
		$cred  = new SurchargeTerms( true, SurchargeSettings::RULE_MONTH, true, 'split', 14, $low );
		// 32 x (100 x 1.01 - 150) / 100 = -15.68 EUR/km = -0.0157 EUR/m.
		$this->assertSame( 0, $plain->per_metre_e4( self::article( '32.00', null ) ) );
		$this->assertSame( -157, $cred->per_metre_e4( self::article( '32.00', null ) ) );
	}

	public function test_the_snapshot_round_trips_through_json(): void {
		$terms = self::terms( true, true );
		$json  = (string) wp_json_encode( $terms->to_array() );
		$back  = SurchargeTerms::from_array( json_decode( $json, true ) );
		$this->assertNotNull( $back );
		$this->assertSame( $terms->to_array(), $back->to_array() );
		$this->assertSame( $terms->per_metre_e4( self::article( '32.00', '270.00' ) ), $back->per_metre_e4( self::article( '32.00', '270.00' ) ) );
		$this->assertSame( '2025-07', $back->metals['copper']['index_date'] );
		$this->assertTrue( $back->metals['aluminium']['stale'] );
		$this->assertSame( '2025-07-31', $back->metals['aluminium']['price_date'], 'an order keeps the day of the price it was priced from (issue 27)' );
		$this->assertSame( 3, $back->stale_after_business_days );
	}

	public function test_an_order_without_a_snapshot_has_no_terms(): void {
		$this->assertNull( SurchargeTerms::from_array( null ) );
		$this->assertNull( SurchargeTerms::from_array( array( 'metals' => array() ) ) );
		$this->assertNull( SurchargeTerms::from_array( 'x' ) );
	}

	public function test_settings_saved_change_the_terms_of_the_request(): void {
		$before = get_option( SurchargeSettings::OPTION, null );
		try {
			SurchargeSettings::save( array( 'enabled' => false ) + SurchargeSettings::defaults() );
			$this->assertFalse( SurchargeTerms::current()->enabled );
			SurchargeSettings::save( SurchargeSettings::defaults() );
			$this->assertTrue( SurchargeTerms::current()->enabled, 'save() forgets the request\'s terms' );
		} finally {
			null === $before ? delete_option( SurchargeSettings::OPTION ) : update_option( SurchargeSettings::OPTION, $before );
			SurchargeTerms::flush();
		}
	}
}
