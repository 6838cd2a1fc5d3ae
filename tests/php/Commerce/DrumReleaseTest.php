<?php
/**
 * A cancelled order releases its drums and its awaited payment (issue 15).
 *
 * @package Kabelshop
 */

declare( strict_types=1 );

namespace Kabelshop\Tests\Commerce;

use Kabelshop\Commerce\CancelAction;
use Kabelshop\Commerce\Drums\DrumAccount;
use Kabelshop\Commerce\Drums\DrumAccountTable;
use Kabelshop\Commerce\OrderRepository;
use Kabelshop\Payments\PaymentLedger;
use Kabelshop\Payments\PaymentStatus;
use Kabelshop\Tests\Payments\CardFixtures;
use Kabelshop\Tests\Support\CapturesMail;
use Kabelshop\Tests\TestCase;

/**
 * 'kabelshop_order_cancelled' (buyer, staff or an expired card payment): the drum account drops the
 * order's drums that were not returned (Drums\DrumsService), and a payment still awaited is
 * cancelled with the same source (Payments\CardService); a paid payment stays paid.
 */
final class DrumReleaseTest extends TestCase {

	use CapturesMail;
	use CardFixtures;

	protected function setUp(): void {
		parent::setUp();
		$this->capture_mails();
	}

	protected function tearDown(): void {
		$this->stop_capturing_mails();
		parent::tearDown();
	}

	/**
	 * A bank transfer order with two returnable drums recorded; returns the order.
	 *
	 * @param int $user User.
	 * @return array<string, mixed>
	 */
	private function drum_order( int $user ): array {
		$order = $this->card_order(
			$user,
			array(
				'payment_method'     => 'bank_transfer',
				'payment_expires_at' => null,
				'charges'            => array(
					array(
						'kind'         => 'drum_deposit',
						'line_index'   => 0,
						'article_code' => 'KS-CARD-TEST',
						'drum_type'    => 'wood-800',
						'quantity'     => 2,
						'unit_cents'   => 4500,
						'cents'        => 9000,
					),
				),
			)
		);
		$this->assertSame( 2, ( new DrumAccount() )->record_order( $order ) );
		return $order;
	}

	/**
	 * Rows of the drum account for an order.
	 *
	 * @param int $order_id Order.
	 */
	private function drum_rows( int $order_id ): int {
		global $wpdb;
		return (int) $wpdb->get_var( $wpdb->prepare( 'SELECT COUNT(*) FROM ' . DrumAccountTable::name() . ' WHERE order_id = %d', $order_id ) );
	}

	public function test_the_buyer_cancelling_releases_the_drums_and_the_awaited_payment(): void {
		$user  = $this->make_customer();
		$order = $this->drum_order( $user );
		$keep  = $this->drum_order( $user );
		$this->assertSame( OrderRepository::CANCELLED, CancelAction::by_buyer( (int) $order['id'], $user ) );
		$this->assertSame( 0, $this->drum_rows( (int) $order['id'] ) );
		$this->assertSame( 2, $this->drum_rows( (int) $keep['id'] ), 'another order keeps its drums' );
		$now = $this->fresh( (int) $order['id'] );
		$this->assertSame( PaymentStatus::CANCELLED, $now['payment_status'] );
		$last = array_slice( ( new PaymentLedger() )->history( (int) $order['id'] ), -1 )[0];
		$this->assertSame( array( 'buyer', $user ), array( $last['source'], $last['user_id'] ) );
	}

	public function test_staff_cancelling_releases_the_drums_but_a_paid_payment_stays_paid(): void {
		$user  = $this->make_customer();
		$order = $this->drum_order( $user );
		$this->set_order( (int) $order['id'], array( 'payment_status' => PaymentStatus::PAID ) );
		$this->login( 1 );
		$this->assertSame( CancelAction::STAFF_CANCELLED, CancelAction::by_staff( (int) $order['id'], 'Out of stock', 1 ) );
		$this->assertSame( 0, $this->drum_rows( (int) $order['id'] ) );
		$this->assertSame( PaymentStatus::PAID, $this->fresh( (int) $order['id'] )['payment_status'], 'staff refund a paid payment themselves' );
	}

	public function test_a_returned_drum_keeps_its_row(): void {
		$user  = $this->make_customer();
		$order = $this->drum_order( $user );
		$ids   = array_column( ( new DrumAccount() )->for_user( $user ), 'id' );
		// The drum went out with a shipped line and came back (mark_returned() refuses a drum not delivered).
		global $wpdb;
		$wpdb->update( \Kabelshop\Commerce\OrderTable::items_name(), array( 'status' => 'shipped' ), array( 'order_id' => $order['id'] ) );
		$this->assertTrue( ( new DrumAccount() )->mark_returned( (int) $ids[0], 1 ) );
		$this->assertSame( 1, ( new DrumAccount() )->release_order( (int) $order['id'] ) );
		$this->assertSame( 1, $this->drum_rows( (int) $order['id'] ) );
	}
}
