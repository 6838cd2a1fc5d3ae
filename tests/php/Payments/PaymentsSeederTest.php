<?php
/**
 * Payments\Seeder: card payment pointed at the running fake gateway, demo IBAN, demo customer's terms.
 *
 * @package Kabelshop
 */

declare( strict_types=1 );

namespace Kabelshop\Tests\Payments;

use Kabelshop\Commerce\Seeder as CommerceSeeder;
use Kabelshop\Content\Company;
use Kabelshop\Content\CompanySettings;
use Kabelshop\Payments\CreditAccount;
use Kabelshop\Payments\Gateway\WspayGateway;
use Kabelshop\Payments\PaymentSettings;
use Kabelshop\Payments\Seeder;
use Kabelshop\Tests\HttpClient;
use Kabelshop\Tests\TestCase;

final class PaymentsSeederTest extends TestCase {

	public function test_card_payment_is_ready_and_points_at_this_test_sites_fake_gateway(): void {
		$settings = PaymentSettings::get();
		$gateway  = (string) getenv( 'KABELSHOP_GATEWAY_URL' );
		$this->assertNotSame( '', $gateway, 'bin/test.sh exports KABELSHOP_GATEWAY_URL' );
		$this->assertTrue( PaymentSettings::card_ready() );
		$this->assertSame( 'KABELSHOP-DEMO', $settings['shop_id'] );
		$this->assertSame( $gateway . '/authorization.aspx', $settings['form_url'] );
		$this->assertSame( $gateway . '/api/services', $settings['api_url'] );
		$this->assertSame( Seeder::secret(), $settings['secret_key'] );
	}

	public function test_the_seeded_settings_open_the_fake_gateways_payment_page(): void {
		$form   = WspayGateway::from_settings()->hosted_form( 'SEED-' . wp_rand( 100000, 999999 ), 12345, 'en', array( 'success' => home_url( '/ok' ), 'error' => home_url( '/err' ), 'cancel' => home_url( '/cancel' ) ) );
		$answer = ( new HttpClient() )->request( 'POST', $form->action, $form->fields );
		$this->assertSame( 200, $answer['status'], $answer['body'] );
		$this->assertStringContainsString( '<title>WSPay test payment (local fake)</title>', $answer['body'] );
		$this->assertStringContainsString( '123,45 EUR', $answer['body'] );
		$this->assertStringContainsString( $form->fields['ShoppingCartID'], $answer['body'] );
	}

	public function test_the_development_key_is_the_same_in_the_seed_and_the_scripts(): void {
		$this->assertStringContainsString( 'KABELSHOP_GATEWAY_SECRET:-' . Seeder::DEV_SECRET . '}', (string) file_get_contents( dirname( __DIR__, 3 ) . '/bin/lib.sh' ) );
	}

	public function test_the_company_has_a_valid_iban(): void {
		$iban = Company::details()['iban'];
		$this->assertNotSame( '', $iban );
		$this->assertTrue( CompanySettings::is_iban( $iban ) );
	}

	public function test_an_iban_the_seller_set_is_kept(): void {
		$before = get_option( CompanySettings::OPTION, array() );
		$stored = is_array( $before ) ? $before : array();
		update_option( CompanySettings::OPTION, array_merge( $stored, array( 'iban' => 'HR17 2360 0001 1012 3456 5' ) ) );
		try {
			Seeder::run();
			$this->assertSame( 'HR17 2360 0001 1012 3456 5', Company::details()['iban'] );
			update_option( CompanySettings::OPTION, array_merge( $stored, array( 'iban' => '' ) ) );
			$lines = Seeder::run();
			$this->assertSame( 'HR12 1001 0051 8630 0016 0', Company::details()['iban'] );
			$this->assertStringContainsString( 'not the seller', implode( "\n", $lines ) );
		} finally {
			update_option( CompanySettings::OPTION, $before );
		}
	}

	public function test_the_demo_customer_has_contract_terms_and_a_credit_limit(): void {
		$user  = get_user_by( 'email', CommerceSeeder::CUSTOMER_EMAIL );
		$this->assertInstanceOf( \WP_User::class, $user );
		$terms = CreditAccount::terms( $user->ID );
		$this->assertTrue( $terms['contract'] );
		$this->assertSame( 30, $terms['terms_days'] );
		$this->assertSame( 500000, $terms['limit_cents'] );
	}
}
