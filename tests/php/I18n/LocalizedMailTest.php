<?php
/**
 * Mails in their recipient's language, whoever sends them.
 *
 * @package Kabelshop
 */

declare( strict_types=1 );

namespace Kabelshop\Tests\I18n;

use Kabelshop\Accounts\Registration;
use Kabelshop\Admin\OrdersPage;
use Kabelshop\Commerce\OrderMailer;
use Kabelshop\Commerce\PaymentMethods;
use Kabelshop\I18n\LocalizedMail;
use Kabelshop\I18n\Locale;
use Kabelshop\Tests\Accounts\RegistrationRouteTest;
use Kabelshop\Tests\Support\CapturesMail;
use Kabelshop\Tests\TestCase;

/**
 * The request is an English-speaking staff member's (language cookie en, profile locale en_US,
 * theme texts in English); the mails go to customers who registered in Croatian or Serbian.
 * LocalizedMail::send_in() must switch the words (text domain) and the number format (I18n\Format
 * through Locale::bcp47()) for the mail, and put the request's language back afterwards.
 */
final class LocalizedMailTest extends TestCase {

	use CapturesMail;

	/** @var list<int> Users made by the test. */
	private array $users = array();

	protected function setUp(): void {
		parent::setUp();
		$this->capture_mails();
		$staff = $this->user( 'administrator', array( 'locale' => 'en_US' ) );
		wp_set_current_user( $staff );
		Locale::force( 'en' ); // An English visitor's request.
		$this->in_english();
	}

	protected function tearDown(): void {
		$this->stop_capturing_mails();
		Locale::force( null );
		require_once ABSPATH . 'wp-admin/includes/user.php';
		foreach ( $this->users as $id ) {
			wp_delete_user( $id );
		}
		parent::tearDown();
	}

	public function test_the_shipping_mail_to_a_croatian_buyer_sent_by_english_staff_is_croatian_in_words_and_numbers(): void {
		$this->assertSame( 'Packages:', __( 'Packages:', 'kabelshop' ), 'the request is English' );
		$buyer = $this->customer( 'hr' );
		$this->assertTrue( ( new OrderMailer() )->send_item_status( $this->order( $buyer ), 7 ) );

		$this->assertCount( 1, $this->mails );
		$mail = $this->mails[0];
		$this->assertSame( get_userdata( $buyer )->user_email, $mail['to'] );
		$this->assertSame( 'Narudžba KS-2026-000042: stavka NYM-3X1.5 je poslana', $mail['subject'] );
		$this->assertStringContainsString( 'Pakiranja:', $mail['message'] );
		$this->assertStringContainsString( 'Bubanj B-4711: 1.500 m', $mail['message'], 'Croatian grouping: 1.500, not 1,500' );
		$this->assertStringNotContainsString( 'Packages:', $mail['message'] );

		$this->assertSame( 'Packages:', __( 'Packages:', 'kabelshop' ), 'the staff member\'s English is back' );
		$this->assertSame( 'en', Locale::current() );
		$this->assertSame( 'en-US', Locale::bcp47() );
	}

	public function test_a_serbian_buyer_gets_serbian(): void {
		$buyer = $this->customer( 'sr' );
		( new OrderMailer() )->send_item_status( $this->order( $buyer ), 7 );
		$this->assertStringContainsString( 'Pakovanja:', $this->mails[0]['message'] );
		$this->assertStringContainsString( ': 1.500 m', $this->mails[0]['message'] );
	}

	public function test_the_order_mail_body_in_croatian_has_croatian_words_and_decimal_commas(): void {
		$body = LocalizedMail::send_in( 'hr', fn(): string => ( new OrderMailer() )->body( $this->order( 1 ) ) );
		$this->assertStringContainsString( 'Stavke:', $body );
		$this->assertStringContainsString( '1.500 m x 0,1870 EUR/m = 280,50 €', $body );
		$this->assertStringContainsString( 'Ukupno: 1.234,56 €', $body );
		$this->assertStringNotContainsString( 'Total:', $body );

		$english = ( new OrderMailer() )->body( $this->order( 1 ) );
		$this->assertStringContainsString( 'Total: €1,234.56', $english, 'outside send_in() the request\'s language again' );
	}

	public function test_the_request_language_is_back_when_the_mail_fails(): void {
		try {
			LocalizedMail::send_in(
				'hr',
				static function (): void {
					throw new \RuntimeException( 'smtp down' );
				}
			);
			$this->fail( 'the exception was swallowed' );
		} catch ( \RuntimeException $e ) {
			$this->assertSame( 'smtp down', $e->getMessage() );
		}
		$this->assertSame( 'en', Locale::current() );
		$this->assertSame( 'Total:', __( 'Total:', 'kabelshop' ) );
	}

	public function test_a_users_mail_language_is_the_one_they_registered_in_else_croatian(): void {
		$this->assertSame( 'sr', LocalizedMail::language_of( $this->customer( 'sr' ) ) );
		$this->assertSame( 'en', LocalizedMail::language_of( $this->user( 'subscriber', array( 'locale' => 'en_US' ) ) ) );
		$this->assertSame( 'hr', LocalizedMail::language_of( $this->user( 'subscriber', array() ) ) );
	}

	public function test_a_staff_address_gets_its_users_wp_admin_locale_and_a_mailbox_croatian(): void {
		$this->assertSame( 'en', LocalizedMail::staff_language( $this->email_of( $this->user( 'administrator', array( 'locale' => 'en_US' ) ) ) ) );
		$this->assertSame( 'sr', LocalizedMail::staff_language( $this->email_of( $this->user( 'administrator', array( 'locale' => 'sr_RS' ) ) ) ) );
		$this->assertSame( 'hr', LocalizedMail::staff_language( $this->email_of( $this->user( 'administrator', array( 'locale' => 'hr' ) ) ) ) );
		$this->assertSame( 'hr', LocalizedMail::staff_language( $this->email_of( $this->user( 'editor', array( 'locale' => 'hr_HR' ) ) ) ) );
		$this->assertSame( 'en', LocalizedMail::staff_language( $this->email_of( $this->user( 'administrator', array( 'locale' => 'de_DE' ) ) ) ), 'another locale: the fallback en (spec section 9)' );
		$this->assertSame( 'hr', LocalizedMail::staff_language( 'prodaja-' . $this->unique() . '@example.test' ), 'a shared mailbox: the site\'s default language' );
		$this->assertSame( 'hr', LocalizedMail::staff_language( '' ) );
	}

	public function test_a_staff_member_on_site_default_gets_the_site_language_not_the_requests(): void {
		$staff = $this->email_of( $this->user( 'administrator', array() ) );
		$site  = static fn(): string => 'sr_RS';
		add_filter( 'pre_option_WPLANG', $site );
		try {
			$this->assertSame( 'sr', LocalizedMail::staff_language( $staff ), 'Settings > General says Serbian; the request is English' );
		} finally {
			remove_filter( 'pre_option_WPLANG', $site );
		}
		$none = static fn(): string => '';
		add_filter( 'pre_option_WPLANG', $none );
		Locale::force( 'hr' );
		try {
			$this->assertSame( 'en', LocalizedMail::staff_language( $staff ), 'no site language: wp-admin is English (en_US), whatever the request' );
		} finally {
			remove_filter( 'pre_option_WPLANG', $none );
		}
	}

	public function test_a_croatian_order_gets_a_croatian_confirmation_and_a_serbian_admin_a_serbian_notice(): void {
		$admin = $this->email_of( $this->user( 'administrator', array( 'locale' => 'sr_RS' ) ) );
		$buyer = $this->customer( 'hr' );
		update_user_meta( $buyer, Registration::META_COMPANY_NAME, 'Elektro Test d.o.o.' );
		$admin_email = static fn(): string => $admin;
		add_filter( 'pre_option_admin_email', $admin_email );
		RegistrationRouteTest::use_language( 'hr' ); // The buyer orders from a Croatian page.
		try {
			$this->assertTrue( ( new OrderMailer() )->send_confirmation( $this->order( $buyer ) ) );
		} finally {
			remove_filter( 'pre_option_admin_email', $admin_email );
		}
		$this->assertCount( 2, $this->mails );

		$confirmation = $this->mail_to( get_userdata( $buyer )->user_email );
		$this->assertSame( 'Narudžba KS-2026-000042 je zaprimljena', $confirmation['subject'] );
		$this->assertStringContainsString( 'Hvala vam na narudžbi KS-2026-000042.', $confirmation['message'] );
		$this->assertStringContainsString( 'Ukupno: 1.234,56 €', $confirmation['message'] );

		$notice = $this->mail_to( $admin );
		$this->assertSame( 'Nova porudžbina KS-2026-000042 od Elektro Test d.o.o.', $notice['subject'] );
		$this->assertStringContainsString( 'U veb-prodavnici je primljena nova porudžbina:', $notice['message'] );
		$this->assertStringContainsString( 'Firma: Elektro Test d.o.o.', $notice['message'] );
		$this->assertStringContainsString( 'Međuzbir: 987,65 €', $notice['message'] );
		$this->assertStringContainsString( '1.500 m x 0,1870 EUR/m = 280,50 €', $notice['message'] );
		$this->assertStringContainsString( OrdersPage::order_url( 42 ), $notice['message'], 'staff get the order\'s wp-admin screen' );
		$this->assertStringNotContainsString( 'Hvala', $notice['message'], 'not the customer\'s thank-you text' );
		$this->assertStringNotContainsString( 'Međuzbroj', $notice['message'] );
	}

	/**
	 * A user's e-mail address.
	 *
	 * @param int $user_id User id.
	 */
	private function email_of( int $user_id ): string {
		return get_userdata( $user_id )->user_email;
	}

	/**
	 * A customer who registered in a language.
	 *
	 * @param string $language 'hr' | 'en' | 'sr'.
	 */
	private function customer( string $language ): int {
		$id = $this->user( 'subscriber', array() );
		update_user_meta( $id, Registration::META_LANGUAGE, $language );
		return $id;
	}

	/**
	 * A user with a role and extra fields.
	 *
	 * @param string               $role  Role.
	 * @param array<string, mixed> $extra More wp_insert_user() fields.
	 */
	private function user( string $role, array $extra ): int {
		$login = $this->unique( 'lm' );
		$id    = wp_insert_user(
			array(
				'user_login' => $login,
				'user_email' => $login . '@example.test',
				'user_pass'  => wp_generate_password( 20 ),
				'role'       => $role,
			) + $extra
		);
		$this->assertIsInt( $id );
		$this->users[] = $id;
		return $id;
	}

	/**
	 * A stored order of one item with one package of 1500 m (OrderRepository shape, the fields the
	 * mails read).
	 *
	 * @param int $user_id Buyer.
	 * @return array<string, mixed>
	 */
	private function order( int $user_id ): array {
		return array(
			'id'               => 42,
			'user_id'          => $user_id,
			'number'           => 'KS-2026-000042',
			'items'            => array(
				array(
					'id'            => 7,
					'line_no'       => 1,
					'status'        => 'shipped',
					'article_code'  => 'NYM-3X1.5',
					'name'          => 'NYM-J',
					'size_label'    => '3x1,5',
					'quantity_m'    => 1500,
					'unit_price_e4' => 1870,
					'line_net_e4'   => 2805000,
					'packages'      => array(
						array(
							'packaging'      => 'drum',
							'package_number' => 'B-4711',
							'length_m'       => 1500,
						),
					),
				),
			),
			'subtotal_cents'   => 98765,
			'discount_cents'   => 0,
			'discount_percent' => 0,
			'net_cents'        => 98765,
			'delivery_cents'   => 0,
			'vat_percent'      => 25,
			'vat_cents'        => 24691,
			'gross_cents'      => 123456,
			'delivery_method'  => 'pickup',
			'delivery_address' => null,
			'payment_method'   => PaymentMethods::BANK_TRANSFER,
			'note'             => '',
		);
	}
}
