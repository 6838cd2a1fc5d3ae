<?php
/**
 * A full B2B order for the staff-side tests (issue 13).
 *
 * @package Kabelshop
 */

declare( strict_types=1 );

namespace Kabelshop\Tests\Commerce;

use Kabelshop\Accounts\Registration;
use Kabelshop\Commerce\OrderRepository;
use Kabelshop\Commerce\OrderTable;

/**
 * Places a real order (POST orders, delivery to an address, Croatian letters in company, note and
 * contact) and then writes the B2B columns (po_number, requested date, site contact, R1 snapshot)
 * and one item's backorder columns straight into the tables: those are set by the checkout and
 * ordering-rules parts of issue 13, which have their own tests; here they are fixtures.
 * Needs CommerceFixtures and CapturesMail in the using class.
 */
trait OrderStaffFixtures {

	/** Company name with every Croatian letter the PDF must keep. */
	protected const COMPANY = 'Čelik-Žica Đurđević d.o.o.';

	/**
	 * A buyer with a Croatian profile.
	 *
	 * @param string $language Language the buyer registered in.
	 * @return int User id.
	 */
	protected function b2b_buyer( string $language = 'hr' ): int {
		$user = $this->make_customer();
		update_user_meta( $user, Registration::META_COMPANY_NAME, self::COMPANY );
		update_user_meta( $user, Registration::META_COMPANY_ID, '12345678903' );
		update_user_meta( $user, Registration::META_CONTACT_PERSON, 'Šime Ćosić' );
		update_user_meta( $user, Registration::META_PHONE, '+385911234567' );
		update_user_meta( $user, Registration::META_LANGUAGE, $language );
		return $user;
	}

	/**
	 * Places a two-line delivery order for the buyer and adds the B2B fields.
	 *
	 * @param int                  $user Buyer (b2b_buyer()).
	 * @param array<string, mixed> $b2b  Order columns to write (defaults: PO, date, site contact, R1 snapshot).
	 * @return array<string, mixed> The stored order (OrderRepository::find()).
	 */
	protected function b2b_order( int $user, array $b2b = array() ): array {
		global $wpdb;
		$this->login( $user );
		$address  = $this->add_delivery_address( $user );
		$lines    = array(
			array(
				'article_code' => $this->make_article( 1870 ),
				'quantity_m'   => 500,
			),
			array(
				'article_code' => $this->make_article( 9900 ),
				'quantity_m'   => 100,
			),
		);
		$body     = $this->order_body(
			$lines,
			array(
				'note'     => 'Dostava na gradilište, istovar viličarom; zvati prije dolaska.',
				'delivery' => array(
					'method'     => 'delivery',
					'address_id' => $address,
				),
			)
		);
		$response = $this->rest( 'POST', '/kabelshop/v1/orders', $body, $this->with_key() );
		$this->assertSame( 201, $response->get_status(), (string) wp_json_encode( $response->get_data() ) );
		$id = (int) $response->get_data()['order']['id'];
		$wpdb->update(
			OrderTable::name(),
			$b2b + array(
				'po_number'               => 'NAR-2026/0042',
				'requested_delivery_date' => '2030-03-14',
				'site_contact_name'       => 'Đuro Šarić',
				'site_contact_phone'      => '+385 91 765 4321',
				'billing_company'         => self::COMPANY,
				'billing_oib'             => '12345678903',
			),
			array( 'id' => $id )
		);
		$first = (int) $response->get_data()['order']['items'][0]['id'];
		$wpdb->update(
			OrderTable::items_name(),
			array(
				'backorder_m'   => 300,
				'expected_date' => '2030-03-10',
			),
			array( 'id' => $first )
		);
		$this->mails = array();
		return (array) ( new OrderRepository() )->find( $id );
	}

	/**
	 * An administrator's id.
	 */
	protected function staff_id(): int {
		return (int) get_users(
			array(
				'role'   => 'administrator',
				'number' => 1,
				'fields' => 'ID',
			)
		)[0];
	}
}
