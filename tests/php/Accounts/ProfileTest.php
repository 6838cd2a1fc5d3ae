<?php
/**
 * GET and POST user/profile, the password change and the e-mail change.
 *
 * @package Kabelshop
 */

declare( strict_types=1 );

namespace Kabelshop\Tests\Accounts;

use Kabelshop\Accounts\Addresses;
use Kabelshop\Accounts\CompanyId;
use Kabelshop\Accounts\EmailChange;
use Kabelshop\Accounts\ProfileData;
use Kabelshop\Tests\Support\CapturesMail;
use Kabelshop\Tests\TestCase;

/**
 * The profile update form of spec section 3 with the rules of section 5 and the messages of
 * section 8; e-mail changes wait for the link mailed to the new address.
 */
final class ProfileTest extends TestCase {

	use CapturesMail;

	private const ROUTE = '/kabelshop/v1/user/profile';

	/** @var array<string, string> E-mail => the customer's own company id (each customer a different company). */
	private array $company_ids = array();

	protected function setUp(): void {
		parent::setUp();
		$this->company_ids = array();
		$this->capture_mails();
		add_filter( 'send_auth_cookies', '__return_false' );
		$this->in_english();
	}

	protected function tearDown(): void {
		$this->stop_capturing_mails();
		remove_filter( 'send_auth_cookies', '__return_false' );
		parent::tearDown();
	}

	/**
	 * A customer with a known password, logged in; body() gives it a company id of its own.
	 *
	 * @return array{int, string} User id and e-mail.
	 */
	private function customer(): array {
		$user  = $this->make_customer();
		$email = get_userdata( $user )->user_email;
		wp_set_password( 'Start1234', $user );
		$this->login( $user );
		return array( $user, $email );
	}

	/**
	 * A random valid OIB (ISO 7064 MOD 11,10 check digit), so no two test customers share a company.
	 */
	private static function new_oib(): string {
		$base = (string) wp_rand( 1, 9 ) . str_pad( (string) wp_rand( 0, 999999999 ), 9, '0', STR_PAD_LEFT );
		return $base . CompanyId::mod11_10( $base );
	}

	/**
	 * The company id of the customer with this e-mail (a new one on first use).
	 *
	 * @param string $email The customer's current e-mail.
	 */
	private function company_id( string $email ): string {
		$this->company_ids[ $email ] ??= self::new_oib();
		return $this->company_ids[ $email ];
	}

	/**
	 * A valid body for the user.
	 *
	 * @param string               $email     Current e-mail.
	 * @param array<string, mixed> $overrides Changed fields.
	 * @return array<string, mixed>
	 */
	private function body( string $email, array $overrides = array() ): array {
		return array_merge(
			array(
				'email'           => $email,
				'companyId'       => $this->company_id( $email ),
				'companyName'     => 'Test Kabeli d.o.o.',
				'phone'           => '+38512345678',
				'userName'        => 'Ana Test',
				'address'         => 'Testna ulica',
				'addressNr'       => '7',
				'city'            => 'Zagreb',
				'postNr'          => '10000',
				'country'         => 'HR',
				'passwordOld'     => '',
				'passwordNew'     => '',
				'passwordConfirm' => '',
			),
			$overrides
		);
	}

	/**
	 * Posts as multipart.
	 *
	 * @param array<string, mixed> $body    Fields.
	 * @param array<string, mixed> $options rest() options.
	 */
	private function post( array $body, array $options = array() ): \WP_REST_Response {
		return $this->rest( 'POST', self::ROUTE, $body, $options + array( 'json' => false ) );
	}

	public function test_saves_company_and_contact_data(): void {
		list( $user, $email ) = $this->customer();
		$response             = $this->post( $this->body( $email ) );
		$this->assertSame( 200, $response->get_status(), wp_json_encode( $response->get_data() ) );
		$this->assertSame( 'Data successfully updated.', $response->get_data()['message'] );
		$this->assertNull( $response->get_data()['passwordMessage'] );
		clean_user_cache( $user );
		$this->assertSame( 'Test Kabeli d.o.o.', get_user_meta( $user, ProfileData::META_COMPANY_NAME, true ) );
		$this->assertSame( $this->company_id( $email ), get_user_meta( $user, ProfileData::META_COMPANY_ID, true ) );
		$hq = Addresses::for_user( $user )['headquarters'];
		$this->assertSame( 'Testna ulica', $hq['street'] );
		$this->assertSame( '7', $hq['house_no'] );
		$this->assertSame( '+38512345678', $hq['phone'] );
		$this->assertSame( 'Ana Test', $hq['contact_person'] );
		$this->assertSame( 'Ana Test', get_userdata( $user )->display_name );

		$read = $this->rest( 'GET', self::ROUTE )->get_data();
		$this->assertSame( $this->body( $email )['companyName'], $read['profile']['companyName'] );
		$this->assertSame( 'Zagreb', $read['profile']['city'] );
	}

	/**
	 * Each bad field with the message the customer sees.
	 *
	 * @return array<string, array{string, string, string}>
	 */
	public static function bad_fields(): array {
		$required = 'This field is required';
		return array(
			'email empty'       => array( 'email', '', $required ),
			'email not valid'   => array( 'email', 'ana@', 'Email address is not valid' ),
			'email no tld'      => array( 'email', 'ana@example', 'Email address is not valid' ),
			'phone empty'       => array( 'phone', '', $required ),
			'phone not valid'   => array( 'phone', '091 123 4567 ext. 5', 'Phone number is not valid' ),
			'phone too short'   => array( 'phone', '12345', 'Phone number is not valid' ),
			'companyId empty'   => array( 'companyId', '', $required ),
			'companyId check'   => array( 'companyId', '12345678', 'OIB/MB is not valid' ),
			'companyName empty' => array( 'companyName', ' ', $required ),
			'userName empty'    => array( 'userName', '', $required ),
			'address empty'     => array( 'address', '', $required ),
			'addressNr empty'   => array( 'addressNr', '', $required ),
			'city empty'        => array( 'city', '', $required ),
			'postNr empty'      => array( 'postNr', '', $required ),
			'country unknown'   => array( 'country', 'QQ', 'Please choose a country from the list.' ),
			'city too long'     => array( 'city', str_repeat( 'x', 101 ), 'At most 100 characters.' ),
		);
	}

	/**
	 * @dataProvider bad_fields
	 */
	public function test_a_bad_field_is_named_and_nothing_is_stored( string $field, string $value, string $message ): void {
		list( $user, $email ) = $this->customer();
		$response             = $this->post( $this->body( $email, array( $field => $value ) ) );
		$this->assertFieldError( $response, $field );
		$this->assertSame( $message, $response->get_data()['data']['fields'][ $field ] );
		$this->assertSame( 'Data not updated. Please try again.', $response->get_data()['message'] );
		$this->assertSame( '', get_user_meta( $user, ProfileData::META_COMPANY_NAME, true ) );
	}

	public function test_an_email_of_another_account_is_refused(): void {
		$other                = get_userdata( $this->make_customer() )->user_email;
		list( $user, $email ) = $this->customer();
		$response             = $this->post( $this->body( $email, array( 'email' => $other ) ) );
		$this->assertFieldError( $response, 'email' );
		$this->assertSame( 'This e-mail address is already used by another account.', $response->get_data()['data']['fields']['email'] );
		$this->assertSame( array(), $this->mails );
	}

	public function test_another_customers_company_id_is_refused_and_the_own_one_saves(): void {
		list( $a, $a_email ) = $this->customer();
		$this->assertSame( 200, $this->post( $this->body( $a_email ) )->get_status() );
		$a_id = $this->company_id( $a_email );

		list( $b, $b_email ) = $this->customer();
		$this->assertSame( 200, $this->post( $this->body( $b_email ) )->get_status(), 'B saves its own company id' );
		$b_id   = $this->company_id( $b_email );
		$before = $this->stored( $b );

		$taken = array( $a_id, 'HR' . $a_id, substr( $a_id, 0, 3 ) . ' ' . substr( $a_id, 3, 4 ) . '-' . substr( $a_id, 7 ) );
		foreach ( $taken as $company_id ) {
			$response = $this->post( $this->body( $b_email, array( 'companyId' => $company_id, 'companyName' => 'Taken d.o.o.', 'city' => 'Split' ) ) );
			$this->assertFieldError( $response, 'companyId' );
			$this->assertSame( 'kabelshop_profile_invalid', $response->get_data()['code'] );
			$this->assertSame( 'A company with this OIB/MB is already registered. Please contact us if you need another login.', $response->get_data()['data']['fields']['companyId'], $company_id );
			$this->assertSame( 'Data not updated. Please try again.', $response->get_data()['message'] );
			$this->assertSame( $before, $this->stored( $b ), 'nothing of B changed for ' . $company_id );
		}
		$this->assertSame( $a_id, get_user_meta( $a, ProfileData::META_COMPANY_ID, true ) );

		$own = $this->post( $this->body( $b_email, array( 'companyName' => 'B Kabeli d.o.o.' ) ) );
		$this->assertSame( 200, $own->get_status(), wp_json_encode( $own->get_data() ) );
		clean_user_cache( $b );
		$this->assertSame( $b_id, get_user_meta( $b, ProfileData::META_COMPANY_ID, true ) );
		$this->assertSame( 'B Kabeli d.o.o.', get_user_meta( $b, ProfileData::META_COMPANY_NAME, true ) );

		$spaced = $this->post( $this->body( $b_email, array( 'companyId' => 'HR ' . $b_id ) ) );
		$this->assertSame( 200, $spaced->get_status(), 'B\'s own id in its VAT form is still B\'s' );
	}

	public function test_a_company_id_taken_by_a_registration_is_refused(): void {
		list( $user, $email ) = $this->customer();
		$registered           = $this->make_customer( false );
		update_user_meta( $registered, ProfileData::META_COMPANY_ID, $this->company_id( 'registered' ) );
		$response = $this->post( $this->body( $email, array( 'companyId' => $this->company_id( 'registered' ) ) ) );
		$this->assertFieldError( $response, 'companyId' );
		$this->assertSame( '', get_user_meta( $user, ProfileData::META_COMPANY_ID, true ) );
	}

	/**
	 * Everything the profile form writes for a user, read fresh from the database.
	 *
	 * @param int $user User id.
	 * @return array<string, mixed>
	 */
	private function stored( int $user ): array {
		clean_user_cache( $user );
		wp_cache_delete( $user, 'user_meta' );
		$meta = array();
		foreach ( array( ProfileData::META_COMPANY_ID, ProfileData::META_COMPANY_NAME, ProfileData::META_PHONE, ProfileData::META_CONTACT_PERSON, Addresses::META_HEADQUARTERS ) as $key ) {
			$meta[ $key ] = get_user_meta( $user, $key, true );
		}
		$meta['display_name'] = get_userdata( $user )->display_name;
		return $meta;
	}

	public function test_changes_the_password_with_the_old_one(): void {
		list( $user, $email ) = $this->customer();
		$response             = $this->post( $this->body( $email, array( 'passwordOld' => 'Start1234', 'passwordNew' => 'Novo2026abc', 'passwordConfirm' => 'Novo2026abc' ) ) );
		$this->assertSame( 200, $response->get_status(), wp_json_encode( $response->get_data() ) );
		$this->assertSame( 'Password successfully updated.', $response->get_data()['passwordMessage'] );
		$stored = get_userdata( $user )->user_pass;
		$this->assertTrue( wp_check_password( 'Novo2026abc', $stored, $user ) );
		$this->assertFalse( wp_check_password( 'Start1234', $stored, $user ) );
	}

	/**
	 * Password rules (spec section 5).
	 *
	 * @return array<string, array{array<string, string>, string, string}>
	 */
	public static function bad_passwords(): array {
		$rule = 'The password must have at least 8 characters, at least one uppercase letter and one digit, and only letters and digits.';
		return array(
			'too short'            => array( array( 'passwordOld' => 'Start1234', 'passwordNew' => 'Ab12345', 'passwordConfirm' => 'Ab12345' ), 'passwordNew', $rule ),
			'no uppercase'         => array( array( 'passwordOld' => 'Start1234', 'passwordNew' => 'abcdefg1', 'passwordConfirm' => 'abcdefg1' ), 'passwordNew', $rule ),
			'no digit'             => array( array( 'passwordOld' => 'Start1234', 'passwordNew' => 'Abcdefgh', 'passwordConfirm' => 'Abcdefgh' ), 'passwordNew', $rule ),
			'special character'    => array( array( 'passwordOld' => 'Start1234', 'passwordNew' => 'Abcdef1!', 'passwordConfirm' => 'Abcdef1!' ), 'passwordNew', $rule ),
			'confirm differs'      => array( array( 'passwordOld' => 'Start1234', 'passwordNew' => 'Abcdefg1', 'passwordConfirm' => 'Abcdefg2' ), 'passwordConfirm', 'Passwords must match' ),
			'confirm missing'      => array( array( 'passwordOld' => 'Start1234', 'passwordNew' => 'Abcdefg1' ), 'passwordConfirm', 'This field is required' ),
			'old missing'          => array( array( 'passwordNew' => 'Abcdefg1', 'passwordConfirm' => 'Abcdefg1' ), 'passwordOld', 'This field is required' ),
			'old wrong'            => array( array( 'passwordOld' => 'Wrong1234', 'passwordNew' => 'Abcdefg1', 'passwordConfirm' => 'Abcdefg1' ), 'passwordOld', 'The current password is not correct.' ),
			'new missing with old' => array( array( 'passwordOld' => 'Start1234' ), 'passwordNew', 'This field is required' ),
			'new missing, confirm' => array( array( 'passwordConfirm' => 'Abcdefg1' ), 'passwordNew', 'This field is required' ),
		);
	}

	/**
	 * @dataProvider bad_passwords
	 *
	 * @param array<string, string> $fields  Password fields.
	 * @param string                $field   Field named.
	 * @param string                $message Its message.
	 */
	public function test_a_bad_password_change_is_refused_and_keeps_the_password( array $fields, string $field, string $message ): void {
		list( $user, $email ) = $this->customer();
		$response             = $this->post( $this->body( $email, $fields ) );
		$this->assertFieldError( $response, $field );
		$this->assertSame( $message, $response->get_data()['data']['fields'][ $field ] );
		$this->assertSame( 'Password not updated. Please try again.', $response->get_data()['message'] );
		$this->assertTrue( wp_check_password( 'Start1234', get_userdata( $user )->user_pass, $user ) );
	}

	public function test_a_new_email_waits_for_the_link_sent_to_it(): void {
		list( $user, $email ) = $this->customer();
		$new                  = $this->unique( 'new' ) . '@example.test';
		$response             = $this->post( $this->body( $email, array( 'email' => $new ) ) );
		$this->assertSame( 200, $response->get_status(), wp_json_encode( $response->get_data() ) );
		$this->assertSame( $new, $response->get_data()['emailPending'] );
		clean_user_cache( $user );
		$this->assertSame( $email, get_userdata( $user )->user_email, 'the old address stays until confirmed' );

		$this->assertCount( 1, $this->mails );
		$this->assertSame( $new, $this->mails[0]['to'] );
		$this->assertMatchesRegularExpression( '/kabelshop_email_token=([0-9a-f]{64})/', $this->mails[0]['message'] );
		preg_match( '/kabelshop_email_token=([0-9a-f]{64})/', $this->mails[0]['message'], $match );

		$this->assertFalse( EmailChange::confirm( $user, str_repeat( 'a', 64 ) ), 'a wrong token changes nothing' );
		$this->assertFalse( EmailChange::confirm( $this->make_customer(), $match[1] ), 'the token belongs to its user only' );
		$this->assertTrue( EmailChange::confirm( $user, $match[1] ) );
		clean_user_cache( $user );
		$this->assertSame( $new, get_userdata( $user )->user_email );
		$this->assertNull( EmailChange::pending( $user ) );
		$this->assertFalse( EmailChange::confirm( $user, $match[1] ), 'a link works once' );
	}

	public function test_an_expired_email_link_changes_nothing(): void {
		list( $user, $email ) = $this->customer();
		$new                  = $this->unique( 'late' ) . '@example.test';
		$this->post( $this->body( $email, array( 'email' => $new ) ) );
		preg_match( '/kabelshop_email_token=([0-9a-f]{64})/', $this->mails[0]['message'], $match );
		$pending            = get_user_meta( $user, EmailChange::META, true );
		$pending['expires'] = time() - 1;
		update_user_meta( $user, EmailChange::META, $pending );
		$this->assertFalse( EmailChange::confirm( $user, $match[1] ) );
		clean_user_cache( $user );
		$this->assertSame( $email, get_userdata( $user )->user_email );
	}

	public function test_the_confirmation_link_over_http_changes_the_address(): void {
		list( $user, $email ) = $this->customer();
		$new                  = $this->unique( 'link' ) . '@example.test';
		$this->post( $this->body( $email, array( 'email' => $new ) ) );
		preg_match( '/(https?:\S+kabelshop_email_token=[0-9a-f]{64})/', $this->mails[0]['message'], $match );
		$this->assertNotEmpty( $match );
		$response = wp_remote_get( $match[1], array( 'redirection' => 0 ) );
		$this->assertSame( 302, wp_remote_retrieve_response_code( $response ) );
		$this->assertStringContainsString( 'email_changed=1', (string) wp_remote_retrieve_header( $response, 'location' ) );
		clean_user_cache( $user );
		wp_cache_delete( $user, 'user_meta' );
		$this->assertSame( $new, get_userdata( $user )->user_email );
	}

	public function test_visitors_get_401_pending_403_and_tokens_are_checked(): void {
		$this->assertSame( 401, $this->rest( 'GET', self::ROUTE )->get_status() );
		$this->assertSame( 401, $this->post( $this->body( 'a@example.test' ) )->get_status() );
		$this->login( $this->make_customer( false ) );
		$this->assertSame( 403, $this->rest( 'GET', self::ROUTE )->get_status() );
		list( $user, $email ) = $this->customer();
		$no_xsrf              = $this->post( $this->body( $email ), array( 'xsrf' => false ) );
		$this->assertSame( 403, $no_xsrf->get_status() );
		$this->assertSame( 'kabelshop_security_invalid_xsrf', $no_xsrf->get_data()['code'] );
		$this->assertSame( '', get_user_meta( $user, ProfileData::META_COMPANY_NAME, true ) );
	}
}
