<?php
/**
 * Mails in their recipient's language, whoever sends them.
 *
 * @package Kabelshop
 */

declare( strict_types=1 );

namespace Kabelshop\Tests\I18n;

use Kabelshop\Accounts\Registration;
use Kabelshop\Commerce\OrderMailer;
use Kabelshop\Commerce\PaymentMethods;
use Kabelshop\I18n\LocalizedMail;
use Kabelshop\I18n\Locale;
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
		$this->assertTrue( ( new OrderMailer() )->send_item_shipped( $this->order( $buyer ), 7 ) );

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
		( new OrderMailer() )->send_item_shipped( $this->order( $buyer ), 7 );
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
