<?php
/**
 * Approving and rejecting registrations, and what each role may do afterwards.
 *
 * @package Kabelshop
 */

declare( strict_types=1 );

namespace Kabelshop\Tests\Accounts;

use Kabelshop\Accounts\Approval;
use Kabelshop\Admin\RegistrationsPage;
use Kabelshop\Accounts\CompanyId;
use Kabelshop\Accounts\Registration;
use Kabelshop\Accounts\Roles;
use Kabelshop\Content\Pages;
use Kabelshop\Tests\Commerce\CommerceFixtures;
use Kabelshop\Tests\Support\CapturesMail;
use Kabelshop\Tests\TestCase;

final class ApprovalTest extends TestCase {

	use CapturesMail;
	use CommerceFixtures;

	protected function setUp(): void {
		parent::setUp();
		$this->capture_mails();
	}

	protected function tearDown(): void {
		$this->stop_capturing_mails();
		parent::tearDown();
	}

	/** A pending registration created the way the route creates it. */
	private function register(): int {
		$base = str_pad( (string) wp_rand( 0, 999999999 ), 10, '0', STR_PAD_LEFT );
		[ $clean, $errors ] = Registration::validate(
			array(
				'email'           => $this->unique( 'appr' ) . '@example.test',
				'country'         => 'HR',
				'subject_type'    => 'Craft',
				'oib'             => $base . CompanyId::mod11_10( $base ),
				'phone_number'    => '0911234567',
				'contact_person'  => 'Ivo Test',
				'company_street'  => 'Vukovarska',
				'company_houseNO' => '5',
				'company_city'    => 'Split',
				'company_zip'     => '21000',
				'company_name'    => 'Obrt Test',
				'terms'           => '1',
			)
		);
		$this->assertSame( array(), $errors );
		return Registration::create( $clean );
	}

	public function test_administrators_may_approve_customers_may_not(): void {
		$admin = get_users( array( 'role' => 'administrator', 'number' => 1, 'fields' => 'ID' ) );
		$this->assertTrue( user_can( (int) $admin[0], Roles::CAP_APPROVE ) );
		$this->assertFalse( user_can( $this->make_customer(), Roles::CAP_APPROVE ) );
		$this->assertFalse( user_can( $this->make_customer( false ), Roles::CAP_APPROVE ) );
	}

	public function test_approval_makes_a_customer_logs_and_mails_a_themed_set_password_link_that_works(): void {
		$user_id = $this->register();
		$this->assertContains( $user_id, Approval::pending_ids() );
		$this->assertTrue( ( new Approval() )->approve( $user_id, 'Welcome', 1 ) );
		$user = get_userdata( $user_id );
		$this->assertSame( array( Roles::CUSTOMER ), array_values( $user->roles ) );
		$this->assertTrue( user_can( $user_id, Roles::CAP_ORDER ) );
		$this->assertTrue( user_can( $user_id, Roles::CAP_DISCOUNT ) );
		$this->assertSame( 'approved', Registration::status( $user_id ) );
		$this->assertNotContains( $user_id, Approval::pending_ids() );
		$log = Approval::history( $user_id );
		$this->assertSame( array( 'approved', 'Welcome', 1 ), array( $log[0]['action'], $log[0]['note'], $log[0]['by'] ) );

		$this->assertCount( 1, $this->mails );
		$this->assertSame( $user->user_email, $this->mails[0]['to'] );
		$this->assertStringContainsString( 'Welcome', (string) $this->mails[0]['message'] );
		$this->assertMatchesRegularExpression( '#(https?://\S+action=rp\S+)#', (string) $this->mails[0]['message'] );
		preg_match( '#(https?://\S+action=rp\S+)#', (string) $this->mails[0]['message'], $m );
		$this->assertStringStartsWith( Pages::url( 'login' ), $m[1], 'the link opens the themed page' );
		parse_str( (string) wp_parse_url( $m[1], PHP_URL_QUERY ), $query );
		$this->assertInstanceOf( \WP_User::class, check_password_reset_key( $query['key'], $query['login'] ), 'the mailed key is valid' );

		$this->assertFalse( ( new Approval() )->approve( $user_id, '', 1 ), 'a decided registration is not decided again' );
	}

	public function test_rejection_removes_the_role_and_mails_the_reason(): void {
		$user_id = $this->register();
		$this->assertTrue( ( new Approval() )->reject( $user_id, 'OIB does not match the company', 1 ) );
		$user = get_userdata( $user_id );
		$this->assertSame( array(), array_values( $user->roles ) );
		$this->assertFalse( user_can( $user_id, Roles::CAP_ORDER ) );
		$this->assertSame( 'rejected', Registration::status( $user_id ) );
		$this->assertCount( 1, $this->mails );
		$this->assertStringContainsString( 'OIB does not match the company', (string) $this->mails[0]['message'] );
	}

	public function test_bulk_decision_counts_and_skips_decided_ones(): void {
		$a      = $this->register();
		$b      = $this->register();
		$result = ( new RegistrationsPage() )->decide( 'approve', array( $a, $b, $b ), '', 1 );
		$this->assertSame( array( 'done' => 2, 'skipped' => 0 ), $result );
		$result = ( new RegistrationsPage() )->decide( 'reject', array( $a ), 'late', 1 );
		$this->assertSame( array( 'done' => 0, 'skipped' => 1 ), $result );
		$this->assertTrue( user_can( $a, Roles::CAP_ORDER ) );
	}

	public function test_a_decision_waits_for_another_one_of_the_same_user_and_is_skipped_when_it_cannot_have_it(): void {
		// Issue 26: the "still pending?" check, the role, status and log run under the user's lock,
		// so two members of staff deciding at once cannot both pass the check and lose a log entry.
		$user   = $this->register();
		$holder = new \wpdb( DB_USER, DB_PASSWORD, DB_NAME, DB_HOST );
		$this->assertSame( '1', (string) $holder->get_var( $holder->prepare( 'SELECT GET_LOCK( %s, 1 )', \Kabelshop\Accounts\CustomerLock::name( $user ) ) ) );
		try {
			$result = ( new RegistrationsPage() )->decide( 'approve', array( $user ), '', 1 );
		} finally {
			$holder->get_var( $holder->prepare( 'SELECT RELEASE_LOCK( %s )', \Kabelshop\Accounts\CustomerLock::name( $user ) ) );
			$holder->close();
		}
		$this->assertSame( array( 'done' => 0, 'skipped' => 1 ), $result );
		$this->assertTrue( Approval::is_pending( $user ), 'nothing changed while another decision held the user' );
		$this->assertSame( array(), Approval::history( $user ) );
		$this->assertSame( array(), $this->mails );

		$this->assertTrue( ( new Approval() )->approve( $user, '', 1 ) );
		$this->assertFalse( ( new Approval() )->reject( $user, 'late', 1 ), 'the second decision finds it decided' );
		$this->assertCount( 1, Approval::history( $user ) );
		$this->assertCount( 1, $this->mails );
	}

	public function test_twenty_percent_only_after_approval_and_pending_cannot_order(): void {
		$code    = $this->make_article( 10000 );
		$user_id = $this->register();
		$body    = array( 'lines' => array( array( 'article_code' => $code, 'quantity_m' => 10 ) ) );
		$this->login( $user_id );
		$this->assertSame( 0, $this->rest( 'POST', '/kabelshop/v1/cart/quote', $body )->get_data()['discount_percent'], 'pending: list price' );
		$order = $this->rest( 'POST', '/kabelshop/v1/orders', $this->order_body( $body['lines'] ), $this->with_key() );
		$this->assertSame( 403, $order->get_status(), 'pending: no orders' );
		( new Approval() )->approve( $user_id, '', 1 );
		wp_set_current_user( 0 );
		$this->login( $user_id );
		$data = $this->rest( 'POST', '/kabelshop/v1/cart/quote', $body )->get_data();
		$this->assertSame( 20, $data['discount_percent'] );
		$this->assertSame( 800, $data['net_cents'] );
	}
}
