<?php
/**
 * Delivery settings.
 *
 * @package Kabelshop
 */

declare( strict_types=1 );

namespace Kabelshop\Tests\Commerce;

use Kabelshop\Commerce\ShopSettings;
use Kabelshop\Tests\TestCase;

/**
 * The wp-admin amounts are entered in euros and stored as cents; bad input keeps the old value.
 */
final class ShopSettingsTest extends TestCase {

	protected function tearDown(): void {
		delete_option( ShopSettings::OPTION_FEE );
		delete_option( ShopSettings::OPTION_FREE_FROM );
		parent::tearDown();
	}

	public function test_parses_euros_into_cents(): void {
		$this->assertSame( 1500, ShopSettings::parse_euros( '15' ) );
		$this->assertSame( 1550, ShopSettings::parse_euros( '15,5' ) );
		$this->assertSame( 1505, ShopSettings::parse_euros( '15.05' ) );
		$this->assertNull( ShopSettings::parse_euros( '15.055' ) );
		$this->assertNull( ShopSettings::parse_euros( '-3' ) );
		$this->assertNull( ShopSettings::parse_euros( 'free' ) );
	}

	public function test_saved_settings_change_the_quote(): void {
		require_once ABSPATH . 'wp-admin/includes/template.php';
		( new ShopSettings() )->register_settings();
		update_option( ShopSettings::OPTION_FEE, '9,90' );
		update_option( ShopSettings::OPTION_FREE_FROM, '100' );
		$this->assertSame( 990, (int) get_option( ShopSettings::OPTION_FEE ) );
		$rules = ShopSettings::delivery_rules();
		$this->assertSame( 990, $rules->cents_for( 'delivery', 9999 ) );
		$this->assertSame( 0, $rules->cents_for( 'delivery', 10000 ) );
		update_option( ShopSettings::OPTION_FEE, 'nonsense' );
		$this->assertSame( 990, (int) get_option( ShopSettings::OPTION_FEE ), 'bad input keeps the previous fee' );
	}
}
