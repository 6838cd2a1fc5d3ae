<?php
/**
 * Test data for the bank transfer tests (issue 15, part C).
 *
 * @package Kabelshop
 */

declare( strict_types=1 );

namespace Kabelshop\Tests\Payments;

use Kabelshop\Accounts\Addresses;
use Kabelshop\Accounts\Registration;
use Kabelshop\Content\CompanySettings;

/**
 * The shop's company data with the HUB-3 standard example's recipient and IBAN (the seed of part A
 * sets a demo IBAN too; the tests set their own and restore what was there), a buyer whose
 * profile is the standard example's payer, and orders placed through POST orders.
 * Needs CommerceFixtures in the using class.
 */
trait TransferFixtures {

	/** The HUB-3 standard example's IBAN, as staff type it (grouped). */
	protected const IBAN = 'HR12 1001 0051 8630 0016 0';

	/** @var mixed The company option before the test (null: none). */
	private $company_before = null;

	/** @var bool Whether set_company() has kept the option as it was. */
	private bool $company_kept = false;

	/**
	 * Sets the company data: 2DBK d.d., ALKARSKI PROLAZ 13B, 21230 SINJ, IBAN of the HUB-3 example.
	 *
	 * @param string $iban IBAN ('' for none).
	 */
	protected function set_company( string $iban = self::IBAN ): void {
		if ( ! $this->company_kept ) {
			$this->company_before = get_option( CompanySettings::OPTION, null );
			$this->company_kept   = true;
		}
		$stored = is_array( $this->company_before ) ? $this->company_before : array();
		update_option(
			CompanySettings::OPTION,
			array_merge(
				$stored,
				array(
					'name'     => '2DBK d.d.',
					'street'   => 'ALKARSKI PROLAZ 13B',
					'postcode' => '21230',
					'city'     => 'SINJ',
					'iban'     => $iban,
				)
			)
		);
	}

	/**
	 * Puts the company option back.
	 */
	protected function restore_company(): void {
		if ( ! $this->company_kept ) {
			return;
		}
		$this->company_kept = false;
		if ( null === $this->company_before ) {
			delete_option( CompanySettings::OPTION );
		} else {
			update_option( CompanySettings::OPTION, $this->company_before );
		}
	}

	/**
	 * A buyer whose company and headquarters are the HUB-3 example's payer.
	 *
	 * @param string $language Language the buyer registered in.
	 * @return int User id.
	 */
	protected function transfer_buyer( string $language = 'hr' ): int {
		$user = $this->make_customer();
		update_user_meta( $user, Registration::META_COMPANY_NAME, 'ŽELJKO SENEKOVIĆ' );
		update_user_meta( $user, Registration::META_LANGUAGE, $language );
		update_user_meta(
			$user,
			Addresses::META_HEADQUARTERS,
			array(
				'street'   => 'IVANEČKA ULICA',
				'house_no' => '125',
				'zip'      => '42000',
				'city'     => 'VARAŽDIN',
				'country'  => 'HR',
			)
		);
		return $user;
	}

	/**
	 * Places a pickup order of 100 m at 1.2355 EUR/m as the buyer; returns the order answer.
	 *
	 * @param int    $buyer   Buyer.
	 * @param string $payment Payment method.
	 * @return array<string, mixed> The 'order' of the POST orders answer.
	 */
	protected function place_order( int $buyer, string $payment = 'bank_transfer' ): array {
		$this->login( $buyer );
		$body     = $this->order_body(
			array(
				array(
					'article_code' => $this->make_article( 12355 ),
					'quantity_m'   => 100,
				),
			),
			array( 'payment' => $payment )
		);
		$response = $this->rest( 'POST', '/kabelshop/v1/orders', $body, $this->with_key() );
		$this->assertSame( 201, $response->get_status(), (string) wp_json_encode( $response->get_data() ) );
		return $response->get_data()['order'];
	}
}
