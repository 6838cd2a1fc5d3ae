<?php
/**
 * The contact form route.
 *
 * @package Kabelshop
 */

declare( strict_types=1 );

namespace Kabelshop\Tests\Forms;

use Kabelshop\Content\Company;
use Kabelshop\Forms\ContactMessage;
use Kabelshop\Forms\ContactRepository;
use Kabelshop\Forms\FormsService;
use Kabelshop\Forms\FormsSettings;
use Kabelshop\Forms\FormTables;
use Kabelshop\Security\BotCheckSettings;
use Kabelshop\Tests\Accounts\RegistrationRouteTest;
use Kabelshop\Tests\Support\CapturesMail;
use Kabelshop\Tests\Support\MakesStaff;
use Kabelshop\Tests\TestCase;

/**
 * POST kabelshop/v1/forms/contact through the real REST server (issue 12, Forms): stored first,
 * then mailed; each bad field named; rate limit; a failing mailer loses nothing. Each test sends
 * from its own IP.
 */
final class ContactFormRouteTest extends TestCase {

	use CapturesMail;
	use MakesStaff;

	private const ROUTE = '/kabelshop/v1/forms/contact';

	protected function setUp(): void {
		parent::setUp();
		$_SERVER['REMOTE_ADDR'] = '198.51.' . wp_rand( 0, 255 ) . '.' . wp_rand( 1, 254 );
		$this->capture_mails();
		delete_option( BotCheckSettings::OPTION_SITE );
		delete_option( BotCheckSettings::OPTION_SECRET );
		update_option( FormsSettings::OPTION_CONTACT, 'contact-desk@example.test' );
		RegistrationRouteTest::use_language( 'en' );
		$this->logout();
	}

	protected function tearDown(): void {
		RegistrationRouteTest::use_language( null );
		$this->stop_capturing_mails();
		remove_filter( 'pre_wp_mail', '__return_false' );
		delete_option( FormsSettings::OPTION_CONTACT );
		delete_option( BotCheckSettings::OPTION_SITE );
		delete_option( BotCheckSettings::OPTION_SECRET );
		$this->delete_staff();
		unset( $_SERVER['REMOTE_ADDR'] );
		parent::tearDown();
	}

	/**
	 * A valid body.
	 *
	 * @return array<string, mixed>
	 */
	private function body(): array {
		return array(
			'name'    => 'Ivana Horvat',
			'company' => 'Elektro Horvat d.o.o.',
			'email'   => $this->unique( 'contact' ) . '@example.test',
			'phone'   => '+385-91/234567',
			'message' => "Do you cut NYY-J 5x16 to length?\nWe need 37 m.",
			'consent' => true,
		);
	}

	/**
	 * The stored message with this e-mail address, or null.
	 *
	 * @param string $email Sender.
	 * @return array<string, mixed>|null
	 */
	private function stored( string $email ): ?array {
		global $wpdb;
		$table = FormTables::contact_name();
		$id    = (int) $wpdb->get_var( $wpdb->prepare( "SELECT id FROM {$table} WHERE email = %s", $email ) ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- table name.
		return $id > 0 ? ( new ContactRepository() )->find( $id ) : null;
	}

	/** Rows in the table. */
	private function count_rows(): int {
		global $wpdb;
		$table = FormTables::contact_name();
		return (int) $wpdb->get_var( "SELECT COUNT(*) FROM {$table}" ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- table name.
	}

	public function test_a_visitor_sends_it_is_stored_with_consent_and_mailed_to_the_recipient(): void {
		$body     = $this->body();
		$response = $this->rest( 'POST', self::ROUTE, $body );
		$this->assertSame( 200, $response->get_status(), (string) wp_json_encode( $response->get_data() ) );
		$this->assertSame( array( 'sent' => true ), $response->get_data() );

		$message = $this->stored( $body['email'] );
		$this->assertNotNull( $message );
		$this->assertSame( array( 'Ivana Horvat', 'Elektro Horvat d.o.o.', '+38591234567' ), array( $message['name'], $message['company'], $message['phone'] ) );
		$this->assertSame( $body['message'], $message['message'], 'line breaks kept' );
		$this->assertSame( 'en', $message['language'] );
		$this->assertSame( ContactMessage::consent_text(), $message['consent_text'] );
		$this->assertStringStartsWith( 'I agree that Kabelshop stores my message', $message['consent_text'], 'the English sentence the sender saw' );
		$this->assertSame( ContactMessage::STATUS_NEW, $message['status'] );
		$this->assertSame( ContactMessage::MAIL_SENT, $message['mail_status'] );

		global $wpdb;
		$table = FormTables::contact_name();
		$hash  = (string) $wpdb->get_var( $wpdb->prepare( "SELECT ip_hash FROM {$table} WHERE id = %d", $message['id'] ) ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- table name.
		$this->assertMatchesRegularExpression( '/^[0-9a-f]{64}$/', $hash );
		$this->assertStringNotContainsString( $_SERVER['REMOTE_ADDR'], $hash, 'no plain IP stored' );

		$this->assertSame( array( 'contact-desk@example.test' ), $this->mail_recipients(), 'one mail, to the recipient set in wp-admin, none to the sender' );
		$mail = $this->mail_to( 'contact-desk@example.test' );
		$this->assertStringContainsString( 'Reply-To: "Ivana Horvat" <' . $body['email'] . '>', implode( "\n", (array) $mail['headers'] ) );
		$this->assertStringContainsString( 'We need 37 m.', $mail['message'] );
		$this->assertStringContainsString( 'page=kabelshop-contact-messages&message=' . $message['id'], $mail['message'] );
		$this->assertStringContainsString( 'Kontakt obrazac', $mail['subject'], 'a mailbox that is no user gets Croatian, whatever the sender wrote in' );
	}

	public function test_staff_with_an_english_wp_admin_get_the_mail_in_english(): void {
		update_option( FormsSettings::OPTION_CONTACT, $this->staff_address( 'en_US' ) );
		RegistrationRouteTest::use_language( 'hr' );
		$this->assertSame( 200, $this->rest( 'POST', self::ROUTE, $this->body() )->get_status() );
		$this->assertCount( 1, $this->mails );
		$this->assertSame( 'Contact form: message from Ivana Horvat', $this->mails[0]['subject'] );
		$this->assertStringContainsString( 'A new message was sent with the contact form:', $this->mails[0]['message'] );
	}

	public function test_without_a_recipient_set_the_company_email_gets_it(): void {
		delete_option( FormsSettings::OPTION_CONTACT );
		$this->assertSame( 200, $this->rest( 'POST', self::ROUTE, $this->body() )->get_status() );
		$this->assertSame( array( Company::details()['email'] ), $this->mail_recipients() );
	}

	public function test_the_stored_message_survives_a_failing_mailer(): void {
		add_filter( 'pre_wp_mail', '__return_false' );
		$body     = $this->body();
		$response = $this->rest( 'POST', self::ROUTE, $body );
		$this->assertSame( 200, $response->get_status(), 'the visitor is told it was sent: it is stored' );
		$message = $this->stored( $body['email'] );
		$this->assertNotNull( $message );
		$this->assertSame( ContactMessage::MAIL_FAILED, $message['mail_status'] );
		$this->assertSame( 'Mail failed', ContactMessage::mail_status_label( $message['mail_status'] ) );
	}

	/**
	 * Each field with a bad value.
	 *
	 * @return array<string, array{0: string, 1: mixed}>
	 */
	public static function bad_fields(): array {
		return array(
			'name missing'        => array( 'name', ' ' ),
			'name too long'       => array( 'name', str_repeat( 'n', 101 ) ),
			'company too long'    => array( 'company', str_repeat( 'c', 151 ) ),
			'email missing'       => array( 'email', '' ),
			'email not valid'     => array( 'email', 'ivana@example' ),
			'phone not valid'     => array( 'phone', '01 234 567 x' ),
			'phone too short'     => array( 'phone', '12345' ),
			'message missing'     => array( 'message', "\n " ),
			'message too long'    => array( 'message', str_repeat( 'm', ContactMessage::MESSAGE_MAX + 1 ) ),
			'consent not given'   => array( 'consent', false ),
			'consent as a string' => array( 'consent', 'false' ),
		);
	}

	/**
	 * @dataProvider bad_fields
	 *
	 * @param string $field Field.
	 * @param mixed  $value Bad value.
	 */
	public function test_each_bad_field_is_named_and_nothing_is_stored_or_mailed( string $field, $value ): void {
		$before         = $this->count_rows();
		$body           = $this->body();
		$body[ $field ] = $value;
		$response       = $this->rest( 'POST', self::ROUTE, $body );
		$this->assertFieldError( $response, $field );
		$this->assertSame( 'kabelshop_contact_invalid', $response->get_data()['code'] );
		$this->assertSame( $before, $this->count_rows() );
		$this->assertSame( array(), $this->mails );
	}

	public function test_an_empty_form_names_every_required_field_in_the_page_language(): void {
		RegistrationRouteTest::use_language( 'hr' );
		$response = $this->rest( 'POST', self::ROUTE, array() );
		$this->assertSame( 400, $response->get_status() );
		$fields = $response->get_data()['data']['fields'];
		$this->assertSame( array( 'name', 'email', 'message', 'consent' ), array_keys( $fields ), 'in form order; company and phone are optional' );
		$this->assertSame( 'Ovo polje je obavezno', $fields['name'] );
		$this->assertNotSame( ContactMessage::consent_missing(), 'Please agree to the processing of your data, otherwise we cannot answer.', 'the consent message is translated' );
	}

	public function test_the_phone_is_optional(): void {
		$body          = $this->body();
		$body['phone'] = '';
		$this->assertSame( 200, $this->rest( 'POST', self::ROUTE, $body )->get_status() );
		$this->assertSame( '', $this->stored( $body['email'] )['phone'] );
	}

	public function test_without_the_xsrf_token_nothing_is_stored(): void {
		$before   = $this->count_rows();
		$response = $this->rest( 'POST', self::ROUTE, $this->body(), array( 'xsrf' => false ) );
		$this->assertSame( 403, $response->get_status() );
		$this->assertSame( $before, $this->count_rows() );
	}

	public function test_the_rate_limit_answers_429_with_retry_after(): void {
		for ( $i = 0; $i < BotCheckSettings::address_limit(); $i++ ) {
			$this->assertSame( 200, $this->rest( 'POST', self::ROUTE, $this->body() )->get_status() );
		}
		$before   = $this->count_rows();
		$response = $this->rest( 'POST', self::ROUTE, $this->body() );
		$this->assertSame( 429, $response->get_status() );
		$this->assertSame( 'kabelshop_contact_rate_limited', $response->get_data()['code'] );
		$retry = (int) ( $response->get_headers()['Retry-After'] ?? 0 );
		$this->assertGreaterThan( 0, $retry );
		$this->assertLessThanOrEqual( HOUR_IN_SECONDS, $retry );
		$this->assertSame( $before, $this->count_rows() );

		$_SERVER['REMOTE_ADDR'] = '192.0.2.' . wp_rand( 1, 254 );
		$this->assertSame( 200, $this->rest( 'POST', self::ROUTE, $this->body() )->get_status(), 'another IP is not limited' );
	}

	public function test_with_the_bot_check_on_a_missing_token_is_refused(): void {
		update_option( BotCheckSettings::OPTION_SITE, 'site-key' );
		update_option( BotCheckSettings::OPTION_SECRET, 'secret-key' );
		$response = $this->rest( 'POST', self::ROUTE, $this->body() );
		$this->assertFieldError( $response, 'cf-turnstile-response' );
		$this->assertSame( array(), $this->mails );
	}

	public function test_the_daily_purge_deletes_messages_older_than_the_contact_retention_period_only(): void {
		global $wpdb;
		update_option( FormsSettings::OPTION_CONTACT_RETENTION, 30 );
		$old    = $this->body();
		$recent = $this->body();
		$this->assertSame( 200, $this->rest( 'POST', self::ROUTE, $old )->get_status() );
		$this->assertSame( 200, $this->rest( 'POST', self::ROUTE, $recent )->get_status() );
		$wpdb->update( FormTables::contact_name(), array( 'created_at' => gmdate( 'Y-m-d H:i:s', time() - 31 * DAY_IN_SECONDS ) ), array( 'email' => $old['email'] ) );
		$wpdb->update( FormTables::contact_name(), array( 'created_at' => gmdate( 'Y-m-d H:i:s', time() - 29 * DAY_IN_SECONDS ) ), array( 'email' => $recent['email'] ) );

		do_action( FormsService::PURGE_HOOK );

		$this->assertNull( $this->stored( $old['email'] ), 'older than 30 days: deleted' );
		$this->assertNotNull( $this->stored( $recent['email'] ), 'younger: kept' );
		delete_option( FormsSettings::OPTION_CONTACT_RETENTION );
		$this->assertSame( 365, FormsSettings::contact_retention_days(), 'the default is a year' );
	}

	public function test_statuses_change_in_bulk_to_known_values_only(): void {
		$repository = new ContactRepository();
		$ids        = array();
		for ( $i = 0; $i < 2; $i++ ) {
			$body = $this->body();
			$this->assertSame( 200, $this->rest( 'POST', self::ROUTE, $body )->get_status() );
			$ids[] = (int) $this->stored( $body['email'] )['id'];
		}
		$this->assertSame( 2, $repository->set_status( $ids, ContactMessage::STATUS_ANSWERED ) );
		$this->assertSame( array( 'answered', 'answered' ), array( $repository->find( $ids[0] )['status'], $repository->find( $ids[1] )['status'] ) );
		$this->assertSame( 0, $repository->set_status( $ids, 'deleted' ) );
		$this->assertSame( 1, $repository->set_status( array( $ids[1] ), ContactMessage::STATUS_ARCHIVED ) );
		$archived = array_column( $repository->page( 'archived', 1, 200 )['rows'], 'id' );
		$this->assertContains( $ids[1], $archived );
		$this->assertNotContains( $ids[0], $archived );
	}

	public function test_staff_capabilities_administrators_and_editors_read_messages_only_administrators_applications(): void {
		$created = false;
		if ( ! get_role( FormsService::EDITOR_ROLE ) ) {
			add_role( FormsService::EDITOR_ROLE, 'Editor (test)', array( 'read' => true ) );
			$created = true;
		}
		try {
			( new FormsService() )->grant_capabilities();
			$admin = get_role( 'administrator' );
			$this->assertTrue( $admin->has_cap( FormsService::CAP_CONTACT ) );
			$this->assertTrue( $admin->has_cap( FormsService::CAP_APPLICATIONS ) );
			$editor = get_role( FormsService::EDITOR_ROLE );
			$this->assertTrue( $editor->has_cap( FormsService::CAP_CONTACT ) );
			$this->assertFalse( $editor->has_cap( FormsService::CAP_APPLICATIONS ), 'HR data: administrators only' );
			$customer = $this->make_customer();
			$this->assertFalse( user_can( $customer, FormsService::CAP_CONTACT ) );
			$this->assertFalse( user_can( $customer, FormsService::CAP_APPLICATIONS ) );
			require_once ABSPATH . 'wp-admin/includes/user.php';
			wp_delete_user( $customer );
		} finally {
			if ( $created ) {
				remove_role( FormsService::EDITOR_ROLE );
			}
		}
	}
}
