<?php
/**
 * Seeds the demo customers.
 *
 * @package Kabelshop
 */

declare( strict_types=1 );

namespace Kabelshop\Commerce;

defined( 'ABSPATH' ) || exit;

// phpcs:disable WordPress.Security.EscapeOutput.ExceptionNotEscaped -- exception messages are plain text (REST error JSON, logs); where one is printed, it is escaped there.

use Kabelshop\Accounts\Addresses;
use Kabelshop\Accounts\Roles;

/**
 * Two demo logins, upserted by e-mail (running again changes nothing but resets their role,
 * password and demo data to the values below):
 * - kupac@kabelshop.test / KupacDemo2026: approved business customer "Demo Elektro d.o.o.",
 *   headquarters and one delivery address in Croatia (demo street names), contract terms on;
 * - novi@kabelshop.test / NoviDemo2026: pending customer;
 * - urednik@kabelshop.test / UrednikDemo2026: "Kabelshop editor" (content: news, team, FAQ, history,
 *   home cards, figures, jobs, company data; not orders, prices or the catalogue).
 * The demo company's OIB is DEMO_OIB, a test value that cannot be a company's: an empty OIB
 * could not be saved back from the profile form, which requires one (issue 13; docs/checkout.md).
 */
final class Seeder {

	public const CUSTOMER_EMAIL = 'kupac@kabelshop.test';
	public const CUSTOMER_PASS  = 'KupacDemo2026';
	public const PENDING_EMAIL  = 'novi@kabelshop.test';
	public const PENDING_PASS   = 'NoviDemo2026';
	public const EDITOR_EMAIL   = 'urednik@kabelshop.test';
	public const EDITOR_PASS    = 'UrednikDemo2026';

	/**
	 * The demo company's OIB: ten zeros and the ISO 7064 MOD 11,10 check digit of ten zeros (1), so
	 * it passes the OIB check (CompanyId::is_oib()) while plainly being a test value. Not one of
	 * the valid vectors of ../shared/data/id_test_vectors.json: those are real companies' OIBs
	 * (Hrvatski Telekom, INA), which a demo company must not carry on its orders and invoice data.
	 */
	public const DEMO_OIB = '00000000001';

	/**
	 * Runs the seeding.
	 *
	 * @return list<string> Lines for the console.
	 * @throws \RuntimeException When a user cannot be written.
	 */
	public static function run(): array {
		if ( ! get_role( Roles::CUSTOMER ) || ! get_role( Roles::PENDING ) || ! get_role( Roles::EDITOR ) ) {
			Roles::install();
		}
		$customer = self::upsert_user( self::CUSTOMER_EMAIL, self::CUSTOMER_PASS, Roles::CUSTOMER, 'Demo Kupac' );
		update_user_meta( $customer, 'kabelshop_company_name', 'Demo Elektro d.o.o.' );
		update_user_meta( $customer, 'kabelshop_company_type', '1' );
		update_user_meta( $customer, 'kabelshop_company_id', self::DEMO_OIB );
		update_user_meta( $customer, PaymentMethods::META_CONTRACT, '1' );
		update_user_meta(
			$customer,
			Addresses::META_HEADQUARTERS,
			array(
				'street'         => 'Demo ulica',
				'house_no'       => '1',
				'city'           => 'Zagreb',
				'zip'            => '10000',
				'country'        => 'HR',
				'contact_person' => 'Demo Kupac',
				'phone'          => '+385100000001',
			)
		);
		update_user_meta(
			$customer,
			Addresses::META_DELIVERY,
			array(
				array(
					'id'             => 1,
					'street'         => 'Demo skladišna ulica',
					'house_no'       => '10',
					'city'           => 'Split',
					'zip'            => '21000',
					'country'        => 'HR',
					'contact_person' => 'Demo Skladištar',
					'phone'          => '+385210000002',
				),
			)
		);
		$pending = self::upsert_user( self::PENDING_EMAIL, self::PENDING_PASS, Roles::PENDING, 'Demo Novi' );
		update_user_meta( $pending, 'kabelshop_company_name', 'Demo Novi obrt' );
		self::upsert_user( self::EDITOR_EMAIL, self::EDITOR_PASS, Roles::EDITOR, 'Demo Urednik' );
		return array(
			sprintf( 'commerce: approved customer %s / %s (20 %% discount, contract terms)', self::CUSTOMER_EMAIL, self::CUSTOMER_PASS ),
			sprintf( 'commerce: pending customer %s / %s', self::PENDING_EMAIL, self::PENDING_PASS ),
			sprintf( 'content: editor %s / %s', self::EDITOR_EMAIL, self::EDITOR_PASS ),
		);
	}

	/**
	 * Creates or updates a user by e-mail (the login is the e-mail address).
	 *
	 * @param string $email    E-mail and login.
	 * @param string $password Password.
	 * @param string $role     Role slug.
	 * @param string $name     Display name.
	 * @return int User id.
	 * @throws \RuntimeException When WordPress refuses.
	 */
	private static function upsert_user( string $email, string $password, string $role, string $name ): int {
		$existing = get_user_by( 'email', $email );
		$data     = array(
			'user_email'   => $email,
			'user_pass'    => $password,
			'role'         => $role,
			'display_name' => $name,
			'first_name'   => $name,
		);
		if ( $existing ) {
			$data['ID'] = $existing->ID;
			if ( wp_check_password( $password, $existing->user_pass, $existing->ID ) ) {
				unset( $data['user_pass'] );
			}
			add_filter( 'send_password_change_email', '__return_false' );
			$id = wp_update_user( $data );
			remove_filter( 'send_password_change_email', '__return_false' );
		} else {
			$data['user_login'] = $email;
			$id                 = wp_insert_user( $data );
		}
		if ( is_wp_error( $id ) ) {
			throw new \RuntimeException( 'Cannot seed ' . $email . ': ' . $id->get_error_message() );
		}
		return (int) $id;
	}
}
