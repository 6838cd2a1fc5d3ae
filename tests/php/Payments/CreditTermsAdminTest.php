<?php
/**
 * The "Payment terms" section of a customer's wp-admin user screen (issue 15, contract terms).
 *
 * @package Kabelshop
 */

declare( strict_types=1 );

namespace Kabelshop\Tests\Payments;

use Kabelshop\Accounts\Roles;
use Kabelshop\Commerce\PaymentMethods;
use Kabelshop\Payments\CreditAccount;
use Kabelshop\Payments\CreditTermsForm;
use Kabelshop\Tests\Support\BrowsesAsUser;
use Kabelshop\Tests\Support\MakesStaff;
use Kabelshop\Tests\TestCase;

/**
 * Over real HTTP against the served test site, as a browser posts user-edit.php: staff with
 * kabelshop_approve_customers set contract terms, days and limit; a bad field is refused with a
 * message naming it and nothing of the form is saved; staff without the capability, a customer,
 * and a post without the section's nonce change nothing.
 */
final class CreditTermsAdminTest extends TestCase {

	use BrowsesAsUser;
	use CreditFixtures;
	use MakesStaff;

	private int $customer = 0;

	protected function setUp(): void {
		parent::setUp();
		$this->customer = $this->make_customer();
	}

	protected function tearDown(): void {
		unset( $_COOKIE[ LOGGED_IN_COOKIE ] );
		$this->delete_staff();
		require_once ABSPATH . 'wp-admin/includes/user.php';
		wp_delete_user( $this->customer );
		parent::tearDown();
	}

	/**
	 * A new administrator whose wp-admin speaks English; logged in for the requests.
	 */
	private function staff(): int {
		$user = get_user_by( 'email', $this->staff_address( 'en_US' ) );
		$this->assertInstanceOf( \WP_User::class, $user );
		$this->browser_login( $user->ID );
		return $user->ID;
	}

	/**
	 * The user-edit.php form as the browser posts it, with the section's fields.
	 *
	 * @param array<string, string> $credit The section's fields (contract, terms_days, limit).
	 * @param array<string, string> $over   Other fields to change (e.g. a new email or nonce).
	 * @return array{status: int, headers: array<string, list<string>>, body: string}
	 */
	private function save( array $credit, array $over = array() ): array {
		$user   = get_userdata( $this->customer );
		$fields = array(
			'action'                       => 'update',
			'user_id'                      => (string) $this->customer,
			'_wpnonce'                     => wp_create_nonce( 'update-user_' . $this->customer ),
			'email'                        => $user->user_email,
			'nickname'                     => $user->nickname,
			'display_name'                 => $user->display_name,
			CreditTermsForm::NONCE         => wp_create_nonce( CreditTermsForm::NONCE_ACTION . $this->customer ),
		);
		foreach ( $credit as $key => $value ) {
			$fields[ CreditTermsForm::FIELD . '[' . $key . ']' ] = $value;
		}
		return $this->user_request( admin_url( 'user-edit.php' ), array_merge( $fields, $over ) );
	}

	/**
	 * The customer's stored terms, as the meta holds them.
	 *
	 * @return array{contract: string, days: string, limit: string}
	 */
	private function stored(): array {
		wp_cache_delete( $this->customer, 'user_meta' );
		return array(
			'contract' => (string) get_user_meta( $this->customer, PaymentMethods::META_CONTRACT, true ),
			'days'     => (string) get_user_meta( $this->customer, CreditAccount::META_TERMS_DAYS, true ),
			'limit'    => (string) get_user_meta( $this->customer, CreditAccount::META_LIMIT_CENTS, true ),
		);
	}

	public function test_staff_set_contract_terms_days_and_limit_and_see_the_balance(): void {
		$this->credit_order( $this->customer, 12500 );
		$this->staff();
		$page = $this->user_request( admin_url( 'user-edit.php?user_id=' . $this->customer ) );
		$this->assertSame( 200, $page['status'] );
		$this->assertStringContainsString( '<h2 id="kabelshop-payment-terms">Payment terms</h2>', $page['body'] );
		$this->assertStringContainsString( 'name="kabelshop_credit[limit]" value=""', $page['body'] );

		$answer = $this->save(
			array(
				'contract'   => '1',
				'terms_days' => '45',
				'limit'      => '1 234,50',
			)
		);
		$this->assertSame( 302, $answer['status'], 'saved and redirected: ' . substr( strip_tags( $answer['body'] ), 0, 300 ) );
		$this->assertSame(
			array(
				'contract' => '1',
				'days'     => '45',
				'limit'    => '123450',
			),
			$this->stored()
		);
		$this->assertSame( 45, CreditAccount::terms( $this->customer )['terms_days'] );

		// The screen shows the stored values and the figures (open balance 125.00, 1,109.50 left).
		$page = $this->user_request( admin_url( 'user-edit.php?user_id=' . $this->customer ) )['body'];
		$this->assertMatchesRegularExpression( '/name="kabelshop_credit\[contract\]" value="1" checked/', $page );
		$this->assertStringContainsString( 'name="kabelshop_credit[terms_days]" value="45"', $page );
		$this->assertStringContainsString( 'name="kabelshop_credit[limit]" value="1234.50"', $page );
		$this->assertMatchesRegularExpression( '#data-credit="open-balance">\s*€125\.00#', $page );
		$this->assertStringContainsString( 'data-credit="available">€1,109.50<', $page );
		$this->assertStringContainsString( 'data-credit="overdue">0 ', $page );

		// Emptying the fields: the shop default, no limit, no contract.
		$this->assertSame( 302, $this->save( array( 'contract' => '0', 'terms_days' => '', 'limit' => '' ) )['status'] );
		$this->assertSame(
			array(
				'contract' => '',
				'days'     => '',
				'limit'    => '',
			),
			$this->stored()
		);
		$this->assertNull( CreditAccount::terms( $this->customer )['limit_cents'] );
		$this->assertFalse( CreditAccount::terms( $this->customer )['contract'] );
	}

	public function test_a_bad_limit_or_days_is_refused_naming_the_field_and_nothing_is_saved(): void {
		update_user_meta( $this->customer, CreditAccount::META_LIMIT_CENTS, '500000' );
		$this->staff();
		$email  = get_userdata( $this->customer )->user_email;
		$answer = $this->save(
			array(
				'contract'   => '1',
				'terms_days' => '30',
				'limit'      => '5.000,00',
			),
			array( 'email' => 'changed-' . $email )
		);
		$this->assertSame( 200, $answer['status'], 'the form comes back' );
		$this->assertStringContainsString( 'Credit limit: enter an amount in euros with at most two decimals, e.g. 5000,00, or leave the field empty for no limit.', $answer['body'] );
		$this->assertMatchesRegularExpression( '/id="ks-credit-limit"[^>]*aria-invalid="true"/', $answer['body'] );
		$this->assertStringContainsString( 'value="5.000,00"', $answer['body'], 'what was typed is shown again' );
		$this->assertSame(
			array(
				'contract' => '',
				'days'     => '',
				'limit'    => '500000',
			),
			$this->stored()
		);
		clean_user_cache( $this->customer );
		$this->assertSame( $email, get_userdata( $this->customer )->user_email, 'nothing of the form is saved' );

		foreach ( array( '0', '181', '7.5', 'thirty' ) as $days ) {
			$answer = $this->save(
				array(
					'contract'   => '1',
					'terms_days' => $days,
					'limit'      => '100',
				)
			);
			$this->assertSame( 200, $answer['status'], $days );
			$this->assertStringContainsString( 'Payment terms in days: enter a whole number from 1 to 180, or leave the field empty for the shop default.', $answer['body'], $days );
			$this->assertSame( '500000', $this->stored()['limit'], $days . ': the limit is not saved either' );
		}

		$answer = $this->save( array( 'contract' => '1', 'limit' => '100' ), array( CreditTermsForm::NONCE => 'wrong' ) );
		$this->assertSame( 200, $answer['status'] );
		$this->assertStringContainsString( 'Payment terms: the form has expired.', $answer['body'] );
		$this->assertSame( '500000', $this->stored()['limit'] );
	}

	public function test_staff_without_the_capability_and_customers_cannot_set_terms(): void {
		$staff = $this->staff();
		$user  = new \WP_User( $staff );
		$user->add_cap( Roles::CAP_APPROVE, false );
		$page = $this->user_request( admin_url( 'user-edit.php?user_id=' . $this->customer ) );
		$this->assertSame( 200, $page['status'] );
		$this->assertStringNotContainsString( 'kabelshop_credit[limit]', $page['body'], 'no section without the capability' );
		$answer = $this->save( array( 'contract' => '1', 'limit' => '100' ) );
		$this->assertSame( 302, $answer['status'], 'the rest of the profile saves' );
		$this->assertSame(
			array(
				'contract' => '',
				'days'     => '',
				'limit'    => '',
			),
			$this->stored()
		);

		// A customer never reaches wp-admin: posting the section to their own profile changes nothing.
		$this->browser_login( $this->customer );
		$answer = $this->user_request(
			admin_url( 'profile.php' ),
			array(
				'action'                                => 'update',
				'user_id'                               => (string) $this->customer,
				'_wpnonce'                              => wp_create_nonce( 'update-user_' . $this->customer ),
				CreditTermsForm::NONCE                  => wp_create_nonce( CreditTermsForm::NONCE_ACTION . $this->customer ),
				CreditTermsForm::FIELD . '[contract]'   => '1',
				CreditTermsForm::FIELD . '[limit]'      => '999999',
				'email'                                 => get_userdata( $this->customer )->user_email,
				'nickname'                              => 'x',
			)
		);
		$this->assertSame( 302, $answer['status'] );
		$this->assertStringNotContainsString( 'wp-admin', $answer['headers']['location'][0] ?? '' );
		$this->assertSame(
			array(
				'contract' => '',
				'days'     => '',
				'limit'    => '',
			),
			$this->stored()
		);
	}
}
