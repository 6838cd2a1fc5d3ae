<?php
/**
 * The wp-admin screen "Kabelshop -> Payments".
 *
 * @package Kabelshop
 */

declare( strict_types=1 );

namespace Kabelshop\Tests\Payments;

use Kabelshop\Admin\AdminPage;
use Kabelshop\Admin\PaymentsPage;
use Kabelshop\Content\CompanySettings;
use Kabelshop\Content\CompanySettingsPage;
use Kabelshop\I18n\Locale;
use Kabelshop\Payments\PaymentSettings;
use Kabelshop\Tests\Support\BrowsesAsUser;
use Kabelshop\Tests\TestCase;

/**
 * The form's rules (parse_form(): each field on its own, a bad one keeps its value and is named),
 * and over real HTTP: saving (the secret never shown, an empty secret field keeps it), a bad
 * field, a wrong nonce and a customer refused, the warnings, and "Check connection" against the
 * test site's fake gateway and against nothing.
 */
final class PaymentsPageTest extends TestCase {

	use BrowsesAsUser;
	use CardFixtures;

	/** @var mixed Payment settings before the test. */
	private $payments;

	/** @var mixed Company data before the test. */
	private $company;

	protected function setUp(): void {
		parent::setUp();
		$this->payments = get_option( PaymentSettings::OPTION, null );
		$this->company  = get_option( CompanySettings::OPTION, null );
		$this->in_english();
	}

	protected function tearDown(): void {
		wp_cache_flush();
		null === $this->payments ? delete_option( PaymentSettings::OPTION ) : update_option( PaymentSettings::OPTION, $this->payments, false );
		null === $this->company ? delete_option( CompanySettings::OPTION ) : update_option( CompanySettings::OPTION, $this->company );
		unset( $_COOKIE[ LOGGED_IN_COOKIE ] );
		parent::tearDown();
	}

	/**
	 * A complete, valid form.
	 *
	 * @param array<string, string> $changes Fields to change.
	 * @return array<string, string>
	 */
	private static function form( array $changes = array() ): array {
		return $changes + array(
			'card_enabled'        => '1',
			'shop_id'             => 'MYSHOP',
			'secret_key'          => '',
			'form_url'            => 'https://formtest.wspay.biz/authorization.aspx',
			'api_url'             => 'https://test.wspay.biz/api/services/',
			'card_expiry_minutes' => '90',
			'purpose_code'        => 'othr',
			'transfer_days'       => '10',
			'default_terms_days'  => '45',
		);
	}

	/**
	 * The settings as the served site stored them.
	 *
	 * @return array<string, mixed>
	 */
	private static function stored(): array {
		wp_cache_flush();
		return PaymentSettings::get();
	}

	/**
	 * A text in the admin user's wp-admin language (what the served screens show user 1).
	 *
	 * @param callable(): string $text Returns the translated text.
	 */
	private static function as_admin( callable $text ): string {
		return (string) Locale::in_language( Locale::admin_language( 1 ), $text );
	}

	public function test_a_valid_form_is_read_and_an_empty_secret_keeps_the_stored_one(): void {
		$previous = PaymentSettings::normalize( array( 'secret_key' => 'stored-key' ) );
		$parsed   = PaymentsPage::parse_form( self::form(), $previous );
		$this->assertSame( array(), $parsed['errors'] );
		$v = $parsed['values'];
		$this->assertTrue( $v['card_enabled'] );
		$this->assertSame( 'MYSHOP', $v['shop_id'] );
		$this->assertSame( 'stored-key', $v['secret_key'] );
		$this->assertSame( 'https://test.wspay.biz/api/services', $v['api_url'], 'no trailing slash' );
		$this->assertSame( 90, $v['card_expiry_minutes'] );
		$this->assertSame( 'OTHR', $v['purpose_code'] );
		$this->assertSame( 10, $v['transfer_days'] );
		$this->assertSame( 45, $v['default_terms_days'] );
		$this->assertSame( 'new-key', PaymentsPage::parse_form( self::form( array( 'secret_key' => ' new-key ' ) ), $previous )['values']['secret_key'] );
		$this->assertFalse( PaymentsPage::parse_form( self::form( array( 'card_enabled' => '' ) ), $previous )['values']['card_enabled'] );
		$local = PaymentsPage::parse_form( self::form( array( 'form_url' => 'http://127.0.0.1:9080/authorization.aspx' ) ), $previous );
		$this->assertSame( array(), $local['errors'], 'http to the local fake gateway is allowed' );
	}

	public function test_every_bad_field_is_named_and_keeps_its_previous_value(): void {
		$previous = PaymentSettings::normalize(
			array(
				'shop_id'    => 'OLDSHOP',
				'secret_key' => 'stored-key',
				'form_url'   => 'https://form.wspay.biz/authorization.aspx',
			)
		);
		$parsed   = PaymentsPage::parse_form(
			self::form(
				array(
					'shop_id'             => 'my shop!',
					'secret_key'          => 'has a space',
					'form_url'            => 'http://form.wspay.biz/authorization.aspx',
					'api_url'             => 'test.wspay.biz/api/services',
					'card_expiry_minutes' => '5',
					'purpose_code'        => 'GDS1',
					'transfer_days'       => '61',
					'default_terms_days'  => '3.5',
				)
			),
			$previous
		);
		$text     = implode( "\n", $parsed['errors'] );
		$this->assertCount( 8, $parsed['errors'], $text );
		foreach ( array( 'ShopID:', 'Secret key:', 'WSPayForm URL:', 'API URL:', 'Unpaid card orders expire after (minutes):', 'HUB-3 purpose code:', 'Bank transfer: days to pay:', 'Contract terms: default days to pay:' ) as $label ) {
			$this->assertStringContainsString( $label, $text );
		}
		$this->assertStringContainsString( 'from 15 to 10080', $text );
		$v = $parsed['values'];
		$this->assertSame( 'OLDSHOP', $v['shop_id'] );
		$this->assertSame( 'stored-key', $v['secret_key'] );
		$this->assertSame( 'https://form.wspay.biz/authorization.aspx', $v['form_url'] );
		$this->assertSame( $previous['api_url'], $v['api_url'] );
		$this->assertSame( $previous['card_expiry_minutes'], $v['card_expiry_minutes'] );
		$this->assertSame( $previous['purpose_code'], $v['purpose_code'] );
		$this->assertTrue( $v['card_enabled'], 'the good fields are taken' );
	}

	public function test_staff_save_the_form_and_the_secret_never_comes_back(): void {
		PaymentSettings::save( array_merge( PaymentSettings::get(), array( 'secret_key' => 'kept-secret-8d3f' ) ) );
		$this->browser_login( 1 );
		$page   = new PaymentsPage();
		$answer = $this->user_request(
			admin_url( 'admin-post.php' ),
			self::form(
				array(
					'action'   => PaymentsPage::ACTION,
					'_wpnonce' => wp_create_nonce( PaymentsPage::ACTION ),
				)
			)
		);
		$this->assertSame( 302, $answer['status'] );
		$location = $this->header_values( $answer, 'Location' )[0] ?? '';
		$this->assertStringStartsWith( $page->url() . '&' . AdminPage::NOTICE_ARG . '=', $location );
		$saved = self::stored();
		$this->assertSame( 'MYSHOP', $saved['shop_id'] );
		$this->assertSame( 'kept-secret-8d3f', $saved['secret_key'], 'an empty secret field keeps the key' );
		$this->assertSame( 45, $saved['default_terms_days'] );
		// 'no' before WordPress 6.6, 'off' since (its autoload values on / off / auto).
		$this->assertContains( $GLOBALS['wpdb']->get_var( $GLOBALS['wpdb']->prepare( "SELECT autoload FROM {$GLOBALS['wpdb']->options} WHERE option_name = %s", PaymentSettings::OPTION ) ), array( 'no', 'off' ), 'the option holding the key is not autoloaded' );
		$shown = $this->user_request( $location )['body'];
		$this->assertStringContainsString( 'notice-success', $shown );
		$this->assertStringContainsString( self::as_admin( static fn(): string => __( 'Payment settings saved.', 'kabelshop' ) ), $shown );
		$this->assertStringNotContainsString( 'kept-secret-8d3f', $shown );
		$this->assertMatchesRegularExpression( '#<input type="password"[^>]*name="secret_key" value=""#', $shown );
		$this->assertStringContainsString( 'name="shop_id" value="MYSHOP"', $shown );

		$bad = $this->user_request(
			admin_url( 'admin-post.php' ),
			self::form(
				array(
					'action'        => PaymentsPage::ACTION,
					'_wpnonce'      => wp_create_nonce( PaymentsPage::ACTION ),
					'transfer_days' => '0',
					'shop_id'       => 'NEWSHOP',
				)
			)
		);
		$error = $this->user_request( $this->header_values( $bad, 'Location' )[0] ?? '' )['body'];
		$this->assertStringContainsString( 'notice-error', $error );
		$named = self::as_admin( static fn(): string => PaymentsPage::parse_form( self::form( array( 'transfer_days' => '0' ) ), PaymentSettings::get() )['errors'][0] );
		$this->assertStringContainsString( '<li>' . esc_html( $named ) . '</li>', $error, 'the field is named, in the staff member\'s language' );
		$this->assertSame( 10, self::stored()['transfer_days'], 'the bad field kept its value' );
		$this->assertSame( 'NEWSHOP', self::stored()['shop_id'], 'the good fields were saved' );

		$forged = $this->user_request( admin_url( 'admin-post.php' ), self::form( array( 'action' => PaymentsPage::ACTION, '_wpnonce' => 'wrong', 'shop_id' => 'FORGED' ) ) );
		$this->assertSame( 403, $forged['status'] );
		$customer = $this->make_customer();
		$this->browser_login( $customer );
		$refused = $this->user_request( admin_url( 'admin-post.php' ), self::form( array( 'action' => PaymentsPage::ACTION, '_wpnonce' => wp_create_nonce( PaymentsPage::ACTION ), 'shop_id' => 'CUSTOMER' ) ) );
		$this->assertContains( $refused['status'], array( 302, 403 ) );
		$this->assertSame( 'NEWSHOP', self::stored()['shop_id'] );
		require_once ABSPATH . 'wp-admin/includes/user.php';
		wp_delete_user( $customer );
	}

	public function test_the_screen_warns_of_an_incomplete_gateway_and_an_empty_iban(): void {
		$this->browser_login( 1 );
		$url  = ( new PaymentsPage() )->url();
		$body = $this->user_request( $url )['body'];
		$this->assertStringNotContainsString( 'kabelshop-payments-warning', $body, 'the seeded site is complete' );

		PaymentSettings::save( array_merge( PaymentSettings::get(), array( 'shop_id' => '' ) ) );
		$company         = get_option( CompanySettings::OPTION, array() );
		$company         = is_array( $company ) ? $company : array();
		$company['iban'] = '';
		update_option( CompanySettings::OPTION, $company );
		$body = $this->user_request( $url )['body'];
		$this->assertSame( 2, substr_count( $body, 'kabelshop-payments-warning' ) );
		$this->assertStringContainsString( esc_html( self::as_admin( static fn(): string => PaymentsPage::warnings()[0]['text'] ) ), $body );
		$this->assertStringContainsString( esc_url( admin_url( 'admin.php?page=' . CompanySettingsPage::SLUG ) ), $body, 'the IBAN warning links to the company data' );
	}

	public function test_a_refused_notification_that_names_no_order_is_listed_for_staff(): void {
		// A genuinely signed notification for a cart id that is no attempt of any order (issue 26):
		// 404 to the gateway, and the only place staff can see it is this screen.
		$cart   = sprintf( 'KS-1999-%06d-1', wp_rand( 1, 999999 ) );
		$answer = wp_remote_post(
			rest_url( 'kabelshop/v1/payments/wspay/notify' ),
			array(
				'headers' => array( 'Content-Type' => 'application/json' ),
				'body'    => (string) wp_json_encode( $this->signed_notification( $cart, 'approved' ) ),
				'timeout' => 20,
			)
		);
		$this->assertSame( 404, wp_remote_retrieve_response_code( $answer ) );

		$this->browser_login( 1 );
		$body = $this->user_request( ( new PaymentsPage() )->url() )['body'];
		$this->assertStringContainsString( 'id="kabelshop-gateway-warnings"', $body );
		$table = (string) strstr( $body, 'kabelshop-gateway-log' );
		$this->assertStringContainsString( $cart, $table, 'the refused cart id is listed' );
		$this->assertStringContainsString( esc_html( self::as_admin( static fn(): string => \Kabelshop\Payments\GatewayWarnings::label( 'unknown_cart' ) ) ), $table );
	}

	public function test_check_connection_says_whether_the_gateway_answered(): void {
		$this->browser_login( 1 );
		$check = fn(): string => $this->user_request(
			(string) ( $this->header_values(
				$this->user_request(
					admin_url( 'admin-post.php' ),
					array(
						'action'   => PaymentsPage::CHECK_ACTION,
						'_wpnonce' => wp_create_nonce( PaymentsPage::CHECK_ACTION ),
					)
				),
				'Location'
			)[0] ?? '' )
		)['body'];

		$body = $check();
		$this->assertStringContainsString( 'notice-success', $body );
		$this->assertStringContainsString( self::as_admin( static fn(): string => __( 'The gateway answered.', 'kabelshop' ) ), $body );

		PaymentSettings::save( array_merge( PaymentSettings::get(), array( 'api_url' => 'http://127.0.0.1:1/api/services' ) ) );
		$body = $check();
		$this->assertStringContainsString( 'notice-error', $body );
		$this->assertStringContainsString( self::as_admin( static fn(): string => __( 'The gateway could not be reached.', 'kabelshop' ) ), $body );
		$this->assertStringContainsString( 'WSPay statusCheck:', $body, 'the transport error is shown' );

		$forged = $this->user_request( admin_url( 'admin-post.php' ), array( 'action' => PaymentsPage::CHECK_ACTION, '_wpnonce' => 'wrong' ) );
		$this->assertSame( 403, $forged['status'] );
	}
}
