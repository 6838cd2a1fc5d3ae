<?php
/**
 * POST kabelshop/v1/auth/register.
 *
 * @package Kabelshop
 */

declare( strict_types=1 );

namespace Kabelshop\Tests\Accounts;

use Kabelshop\Accounts\AccountMailer;
use Kabelshop\Accounts\Addresses;
use Kabelshop\Accounts\Registration;
use Kabelshop\Accounts\Roles;
use Kabelshop\I18n\Locale;
use Kabelshop\Security\BotCheckSettings;
use Kabelshop\Tests\Support\CapturesMail;
use Kabelshop\Tests\Support\MakesStaff;
use Kabelshop\Tests\Support\RunsFakeServer;
use Kabelshop\Tests\TestCase;

/**
 * Real requests through the REST server, multipart body fields as the island sends them.
 * Each test comes from its own IP (REMOTE_ADDR) so the per-IP limit of one test cannot touch another.
 */
final class RegistrationRouteTest extends TestCase {

	use CapturesMail;
	use MakesStaff;
	use RunsFakeServer;

	private static int $port = 0;

	public static function setUpBeforeClass(): void {
		self::$port = self::start_fake( 'turnstile' );
	}

	public static function tearDownAfterClass(): void {
		self::stop_fake_servers();
		@unlink( sys_get_temp_dir() . '/turnstile-fake-' . self::$port . '.log' ); // phpcs:ignore WordPress.PHP.NoSilencedErrors
	}

	protected function setUp(): void {
		parent::setUp();
		$_SERVER['REMOTE_ADDR'] = '198.51.' . wp_rand( 0, 255 ) . '.' . wp_rand( 1, 254 );
		$this->capture_mails();
		delete_option( BotCheckSettings::OPTION_SITE );
		delete_option( BotCheckSettings::OPTION_SECRET );
		self::use_language( 'en' );
	}

	/**
	 * Serves the theme's strings in a language, as a request from that language's pages would.
	 *
	 * @param string|null $language 'hr' | 'en' | 'sr', or null for the default.
	 */
	public static function use_language( ?string $language ): void {
		Locale::force( $language );
		foreach ( Locale::DOMAINS as $domain ) {
			unload_textdomain( $domain );
		}
		\Kabelshop\I18n\Locale::load_translations();
	}

	protected function tearDown(): void {
		self::use_language( null );
		$this->stop_capturing_mails();
		delete_option( AccountMailer::OPTION_SALES );
		$this->delete_staff();
		remove_filter( 'kabelshop_turnstile_endpoint', array( $this, 'fake_endpoint' ) );
		delete_option( BotCheckSettings::OPTION_SITE );
		delete_option( BotCheckSettings::OPTION_SECRET );
		unset( $_SERVER['REMOTE_ADDR'] );
		parent::tearDown();
	}

	public function fake_endpoint(): string {
		return 'http://127.0.0.1:' . self::$port . '/turnstile/v0/siteverify';
	}

	/**
	 * A valid registration with a unique e-mail and a unique valid OIB.
	 *
	 * @return array<string, string>
	 */
	private function valid(): array {
		$base = str_pad( (string) wp_rand( 0, 999999999 ), 9, '0', STR_PAD_LEFT ) . wp_rand( 0, 9 );
		$oib  = $base . \Kabelshop\Accounts\CompanyId::mod11_10( $base );
		return array(
			'email'           => $this->unique( 'reg' ) . '@example.test',
			'country'         => 'HR',
			'subject_type'    => 'Company',
			'oib'             => $oib,
			'phone_number'    => '+385-1/2345678',
			'contact_person'  => 'Ana Test',
			'company_street'  => 'Ilica',
			'company_houseNO' => '1a',
			'company_city'    => 'Zagreb',
			'company_zip'     => '10000',
			'company_name'    => 'Test Elektro d.o.o.',
			'terms'           => '1',
		);
	}

	private function post( array $fields, array $options = array() ): \WP_REST_Response {
		return $this->rest( 'POST', '/kabelshop/v1/auth/register', $fields, $options + array( 'json' => false ) );
	}

	public function test_route_is_registered_for_post(): void {
		$routes = rest_get_server()->get_routes();
		$this->assertArrayHasKey( '/kabelshop/v1/auth/register', $routes );
		$this->assertSame( 404, $this->rest( 'GET', '/kabelshop/v1/auth/register' )->get_status() === 404 ? 404 : 405 );
	}

	public function test_success_creates_a_pending_account_with_its_data_and_mails_applicant_and_sales(): void {
		$fields   = $this->valid();
		$response = $this->post( $fields );
		$this->assertSame( 200, $response->get_status(), wp_json_encode( $response->get_data() ) );
		$user = get_user_by( 'email', $fields['email'] );
		$this->assertNotFalse( $user );
		$this->assertSame( array( Roles::PENDING ), array_values( $user->roles ) );
		$this->assertFalse( user_can( $user, Roles::CAP_ORDER ) );
		$this->assertFalse( user_can( $user, Roles::CAP_DISCOUNT ) );
		$this->assertSame( 'Test Elektro d.o.o.', get_user_meta( $user->ID, Registration::META_COMPANY_NAME, true ) );
		$this->assertSame( '1', get_user_meta( $user->ID, Registration::META_COMPANY_TYPE, true ) );
		$this->assertSame( $fields['oib'], get_user_meta( $user->ID, Registration::META_COMPANY_ID, true ) );
		$this->assertSame( 'pending', Registration::status( $user->ID ) );
		$hq = Addresses::for_user( $user->ID )['headquarters'];
		$this->assertSame( array( 'Ilica', '1a', 'Zagreb', '10000', 'HR', 'Ana Test', '+38512345678' ), array( $hq['street'], $hq['house_no'], $hq['city'], $hq['zip'], $hq['country'], $hq['contact_person'], $hq['phone'] ) );
		$to = array_map( static fn( array $mail ): string => (string) $mail['to'], $this->mails );
		$this->assertContains( $fields['email'], $to, 'the applicant gets a confirmation' );
		$this->assertContains( (string) get_option( 'admin_email' ), $to, 'sales gets a notice' );
		$applicant = $this->mails[ array_search( $fields['email'], $to, true ) ];
		$this->assertStringContainsString( '24', (string) $applicant['message'], 'the confirmation promises 24 hours' );
	}

	public function test_sales_staff_in_english_get_the_notice_in_english_while_a_croatian_applicant_gets_croatian(): void {
		$sales = $this->staff_address( 'en_US' );
		update_option( AccountMailer::OPTION_SALES, $sales );
		self::use_language( 'hr' );
		$fields = $this->valid();
		$this->assertSame( 200, $this->post( $fields )->get_status() );

		$applicant = $this->mail_to( $fields['email'] );
		$this->assertSame( 'Vaša registracija je zaprimljena', $applicant['subject'] );
		$this->assertStringContainsString( 'hvala vam što ste registrirali Test Elektro d.o.o. u Kabelshopu.', $applicant['message'] );

		$notice = $this->mail_to( $sales );
		$this->assertSame( 'New registration: Test Elektro d.o.o.', $notice['subject'] );
		$this->assertStringContainsString( 'A new business customer registered and waits for approval:', $notice['message'] );
		$this->assertStringContainsString( 'Company: Test Elektro d.o.o.', $notice['message'] );
		$this->assertStringContainsString( 'Contact person: Ana Test', $notice['message'] );
		$this->assertStringNotContainsString( 'Tvrtka', $notice['message'] );

		$this->assertSame( 'Tvrtka:', __( 'Company:', 'kabelshop' ), 'the request is Croatian again after the English mail' );
	}

	public function test_sales_staff_in_serbian_get_the_notice_in_serbian(): void {
		$sales = $this->staff_address( 'sr_RS' );
		update_option( AccountMailer::OPTION_SALES, $sales );
		$fields = $this->valid();
		$this->assertSame( 200, $this->post( $fields )->get_status() );

		$this->assertSame( 'Your registration was received', $this->mail_to( $fields['email'] )['subject'], 'the applicant used the English pages' );
		$notice = $this->mail_to( $sales );
		$this->assertStringContainsString( 'Novi poslovni kupac se registrovao i čeka odobrenje:', $notice['message'] );
		$this->assertStringContainsString( 'Firma: Test Elektro d.o.o.', $notice['message'] );
		$this->assertStringNotContainsString( 'Company:', $notice['message'] );
	}

	public function test_a_sales_mailbox_that_is_no_user_gets_the_notice_in_croatian(): void {
		$sales = 'prodaja-' . $this->unique() . '@example.test';
		update_option( AccountMailer::OPTION_SALES, $sales );
		$fields = $this->valid();
		$this->assertSame( 200, $this->post( $fields )->get_status() );

		$this->assertSame( 'Your registration was received', $this->mail_to( $fields['email'] )['subject'] );
		$notice = $this->mail_to( $sales );
		$this->assertSame( 'Nova registracija: Test Elektro d.o.o.', $notice['subject'] );
		$this->assertStringContainsString( 'Novi poslovni kupac se registrirao i čeka odobrenje:', $notice['message'] );
		$this->assertStringContainsString( 'Tvrtka: Test Elektro d.o.o.', $notice['message'] );
	}

	public function test_craft_is_stored_as_company_type_2(): void {
		$fields                 = $this->valid();
		$fields['subject_type'] = 'Craft';
		$this->assertSame( 200, $this->post( $fields )->get_status() );
		$user = get_user_by( 'email', $fields['email'] );
		$this->assertSame( '2', get_user_meta( $user->ID, Registration::META_COMPANY_TYPE, true ) );
	}

	/**
	 * @return array<string, array{0: string, 1: string, 2: string}>
	 */
	public static function bad_fields(): array {
		return array(
			'email empty'           => array( 'email', '', 'This field is required' ),
			'email shape'           => array( 'email', 'ana@example', 'Email address is not valid' ),
			'country empty'         => array( 'country', '', 'This field is required' ),
			'country unknown'       => array( 'country', 'XX', 'Please choose a country from the list.' ),
			'subject_type empty'    => array( 'subject_type', '', 'This field is required' ),
			'subject_type other'    => array( 'subject_type', 'Person', 'Please choose a company or a sole trader / craft.' ),
			'oib empty'             => array( 'oib', '', 'This field is required' ),
			'oib check digit'       => array( 'oib', '81793146561', 'OIB/MB is not valid' ),
			'phone empty'           => array( 'phone_number', '', 'This field is required' ),
			'phone short'           => array( 'phone_number', '12345', 'Phone number is not valid' ),
			'phone letters'         => array( 'phone_number', '0911234abc', 'Phone number is not valid' ),
			'contact_person empty'  => array( 'contact_person', '  ', 'This field is required' ),
			'company_street empty'  => array( 'company_street', '', 'This field is required' ),
			'company_houseNO empty' => array( 'company_houseNO', '', 'This field is required' ),
			'company_city empty'    => array( 'company_city', '', 'This field is required' ),
			'company_zip empty'     => array( 'company_zip', '', 'This field is required' ),
			'company_name empty'    => array( 'company_name', '', 'This field is required' ),
			'company_name too long' => array( 'company_name', str_repeat( 'a', 151 ), 'At most 150 characters.' ),
			'terms not accepted'    => array( 'terms', '0', 'You must accept the terms of use' ),
			'terms missing'         => array( 'terms', '', 'You must accept the terms of use' ),
		);
	}

	/**
	 * @dataProvider bad_fields
	 */
	public function test_each_bad_field_is_named_with_its_message_and_nothing_is_created( string $field, string $value, string $message ): void {
		$fields           = $this->valid();
		$fields[ $field ] = $value;
		$response         = $this->post( $fields );
		$this->assertFieldError( $response, $field );
		$this->assertSame( $message, $response->get_data()['data']['fields'][ $field ] );
		$this->assertSame( 'kabelshop_register_invalid', $response->get_data()['code'] );
		$this->assertFalse( get_user_by( 'email', $fields['email'] ?: 'nobody@example.test' ) );
		$this->assertSame( array(), $this->mails );
	}

	public function test_all_bad_fields_are_named_at_once_and_messages_follow_the_language(): void {
		self::use_language( 'hr' );
		$response = $this->post( array( 'country' => 'HR' ) );
		$this->assertSame( 400, $response->get_status() );
		$fields = $response->get_data()['data']['fields'];
		foreach ( array( 'email', 'subject_type', 'oib', 'phone_number', 'contact_person', 'company_street', 'company_houseNO', 'company_city', 'company_zip', 'company_name', 'terms' ) as $field ) {
			$this->assertArrayHasKey( $field, $fields );
		}
		$this->assertSame( 'Ovo polje je obavezno', $fields['email'] );
		self::use_language( 'sr' );
		$fields = $this->post( array( 'country' => 'HR', 'terms' => '1' ) )->get_data()['data']['fields'];
		$this->assertSame( 'Ovo polje je obavezno', $fields['email'] );
		$this->assertSame( 'Broj telefona nije ispravan', $this->post( array( 'phone_number' => '1' ) )->get_data()['data']['fields']['phone_number'] );
	}

	public function test_mb_and_foreign_ids(): void {
		$fields        = $this->valid();
		$fields['oib'] = '0123456' . '0';
		$this->assertSame( 200, $this->post( $fields )->get_status(), 'an 8-digit MB with a good check digit' );
		$fields        = $this->valid();
		$fields['oib'] = '31415920';
		$this->assertFieldError( $this->post( $fields ), 'oib' );
		$fields            = $this->valid();
		$fields['country'] = 'DE';
		$fields['oib']     = 'DE' . wp_rand( 100000000, 999999999 );
		$this->assertSame( 200, $this->post( $fields )->get_status(), 'a German VAT number' );
		$fields            = $this->valid();
		$fields['country'] = 'DE';
		$fields['oib']     = '12345';
		$this->assertFieldError( $this->post( $fields ), 'oib' );
	}

	public function test_the_same_email_or_company_id_twice_gets_a_clear_message_and_creates_nothing(): void {
		$first = $this->valid();
		$this->assertSame( 200, $this->post( $first )->get_status() );
		$users = count_users()['total_users'];

		$again          = $this->valid();
		$again['email'] = strtoupper( $first['email'] );
		$response       = $this->post( $again );
		$this->assertSame( 409, $response->get_status() );
		$this->assertSame( 'kabelshop_register_duplicate_email', $response->get_data()['code'] );
		$this->assertArrayHasKey( 'email', $response->get_data()['data']['fields'] );

		$same_oib        = $this->valid();
		$same_oib['oib'] = $first['oib'];
		$response        = $this->post( $same_oib );
		$this->assertSame( 409, $response->get_status() );
		$this->assertSame( 'kabelshop_register_duplicate_company', $response->get_data()['code'] );
		$this->assertArrayHasKey( 'oib', $response->get_data()['data']['fields'] );
		$this->assertFalse( get_user_by( 'email', $same_oib['email'] ) );

		$vat_form        = $this->valid();
		$vat_form['oib'] = 'HR ' . $first['oib'];
		$response        = $this->post( $vat_form );
		$this->assertSame( 409, $response->get_status(), 'HR + the OIB is the same company' );
		$this->assertSame( 'kabelshop_register_duplicate_company', $response->get_data()['code'] );
		$this->assertSame( $users, count_users()['total_users'] );
	}

	public function test_a_failed_write_keeps_nothing(): void {
		$fields = $this->valid();
		add_filter( 'update_user_metadata', array( $this, 'refuse_headquarters' ), 10, 3 );
		add_filter( 'add_user_metadata', array( $this, 'refuse_headquarters' ), 10, 3 );
		$response = $this->post( $fields );
		remove_filter( 'update_user_metadata', array( $this, 'refuse_headquarters' ), 10 );
		remove_filter( 'add_user_metadata', array( $this, 'refuse_headquarters' ), 10 );
		$this->assertSame( 500, $response->get_status() );
		$this->assertSame( 'kabelshop_register_not_saved', $response->get_data()['code'] );
		global $wpdb;
		$this->assertSame( '0', $wpdb->get_var( $wpdb->prepare( "SELECT COUNT(*) FROM {$wpdb->users} WHERE user_email = %s", $fields['email'] ) ), 'the user row was rolled back' );
		$this->assertSame( array(), $this->mails );
	}

	/**
	 * Makes the headquarters meta write fail (a stand-in for a database error mid-way).
	 *
	 * @param mixed  $check   Short-circuit value.
	 * @param int    $user_id User id.
	 * @param string $key     Meta key.
	 * @return mixed
	 */
	public function refuse_headquarters( $check, $user_id, $key ) {
		return Addresses::META_HEADQUARTERS === $key ? false : $check;
	}

	public function test_missing_xsrf_or_nonce_is_403_and_creates_nothing(): void {
		$fields   = $this->valid();
		$response = $this->post( $fields, array( 'xsrf' => false ) );
		$this->assertSame( 403, $response->get_status() );
		$this->assertSame( 'kabelshop_security_invalid_xsrf', $response->get_data()['code'] );
		$response = $this->post( $fields, array( 'nonce' => false ) );
		$this->assertSame( 403, $response->get_status() );
		$this->assertFalse( get_user_by( 'email', $fields['email'] ) );
	}

	public function test_logged_in_users_cannot_register(): void {
		$this->login( $this->make_customer() );
		$response = $this->post( $this->valid() );
		$this->assertSame( 403, $response->get_status() );
		$this->assertSame( 'kabelshop_register_logged_in', $response->get_data()['code'] );
	}

	public function test_attempts_per_ip_are_limited(): void {
		for ( $i = 0; $i < BotCheckSettings::address_limit(); $i++ ) {
			$this->assertSame( 400, $this->post( array( 'email' => 'x' ) )->get_status(), "attempt $i" );
		}
		$fields   = $this->valid();
		$response = $this->post( $fields );
		$this->assertSame( 429, $response->get_status() );
		$this->assertSame( 'kabelshop_register_rate_limited', $response->get_data()['code'] );
		$this->assertFalse( get_user_by( 'email', $fields['email'] ) );
		$_SERVER['REMOTE_ADDR'] = '203.0.113.' . wp_rand( 1, 254 );
		$this->assertSame( 200, $this->post( $fields )->get_status(), 'another IP is not affected' );
	}

	public function test_bot_check_when_configured(): void {
		update_option( BotCheckSettings::OPTION_SITE, 'site-key' );
		update_option( BotCheckSettings::OPTION_SECRET, 'fake-secret' );
		add_filter( 'kabelshop_turnstile_endpoint', array( $this, 'fake_endpoint' ) );

		$fields = $this->valid();
		$this->assertFieldError( $this->post( $fields ), 'cf-turnstile-response' );
		$this->assertFieldError( $this->post( $fields + array( 'cf-turnstile-response' => 'used' ) ), 'cf-turnstile-response' );
		$this->assertSame( 503, $this->post( $fields + array( 'cf-turnstile-response' => 'boom' ) )->get_status() );
		$this->assertFalse( get_user_by( 'email', $fields['email'] ) );
		$this->assertSame( 200, $this->post( $fields + array( 'cf-turnstile-response' => 'pass' ) )->get_status() );
	}

	public function test_without_keys_no_token_is_needed(): void {
		$this->assertSame( 200, $this->post( $this->valid() )->get_status() );
	}
}
