<?php
/**
 * PaymentLedger: the state machine over every pair of states, the deduplicated event, the action.
 *
 * @package Kabelshop
 */

declare( strict_types=1 );

namespace Kabelshop\Tests\Payments;

use Kabelshop\Payments\PaymentLedger;
use Kabelshop\Payments\PaymentStatus;
use Kabelshop\Tests\TestCase;

/**
 * Issue 15: every pair (from, to) of PaymentStatus::ALL. An allowed move changes the state and
 * writes exactly one event (from, to, source) and fires kabelshop_payment_changed once; a move the
 * table does not allow changes nothing, writes nothing and fires nothing. An event whose
 * dedupe_key was recorded before changes nothing.
 */
final class PaymentLedgerTest extends TestCase {

	use CardFixtures;

	/** @var list<array{0: string, 1: string, 2: string}> kabelshop_payment_changed calls: order id, from, to. */
	private array $fired = array();

	protected function setUp(): void {
		parent::setUp();
		$this->fired = array();
		add_action( 'kabelshop_payment_changed', array( $this, 'record' ), 10, 3 );
	}

	protected function tearDown(): void {
		remove_action( 'kabelshop_payment_changed', array( $this, 'record' ), 10 );
		parent::tearDown();
	}

	/**
	 * Records the action.
	 *
	 * @param array<string, mixed> $order Order.
	 * @param string               $from  From.
	 * @param string               $to    To.
	 */
	public function record( array $order, string $from, string $to ): void {
		$this->fired[] = array( (string) $order['id'], $from, $to );
	}

	/** Every pair of states. */
	public static function pairs(): iterable {
		foreach ( PaymentStatus::ALL as $from ) {
			foreach ( PaymentStatus::ALL as $to ) {
				yield $from . ' -> ' . $to => array( $from, $to );
			}
		}
	}

	/**
	 * @dataProvider pairs
	 *
	 * @param string $from State before.
	 * @param string $to   Asked state.
	 */
	public function test_a_move_happens_exactly_when_the_table_allows_it( string $from, string $to ): void {
		$order = $this->card_order( $this->make_customer() );
		$id    = (int) $order['id'];
		$this->set_order( $id, array( 'payment_status' => $from ) );
		$events  = $this->event_count( $id );
		$allowed = in_array( $to, PaymentStatus::TRANSITIONS[ $from ], true );
		$done    = ( new PaymentLedger() )->transition(
			$id,
			$to,
			array(
				'source'       => 'staff',
				'user_id'      => 7,
				'amount_cents' => 12500,
				'note'         => 'pair test',
			)
		);
		$this->assertSame( $allowed, $done );
		$this->assertSame( $allowed ? $to : $from, $this->fresh( $id )['payment_status'] );
		$this->assertSame( $events + ( $allowed ? 1 : 0 ), $this->event_count( $id ) );
		$this->assertSame( $allowed ? array( array( (string) $id, $from, $to ) ) : array(), $this->fired );
		if ( $allowed ) {
			$last = array_slice( ( new PaymentLedger() )->history( $id ), -1 )[0];
			$this->assertSame( array( $from, $to, 'staff', 12500, 7, 'pair test' ), array( $last['from_status'], $last['to_status'], $last['source'], $last['amount_cents'], $last['user_id'], $last['note'] ) );
		}
	}

	public function test_the_same_dedupe_key_twice_changes_nothing_the_second_time(): void {
		$order = $this->card_order( $this->make_customer() );
		$id    = (int) $order['id'];
		$event = array(
			'source'     => 'notification',
			'dedupe_key' => 'report|wsp-1|' . $order['number'] . '-1|1',
		);
		$this->assertTrue( ( new PaymentLedger() )->transition( $id, PaymentStatus::FAILED, $event ) );
		// Back to awaiting (a new attempt), then the same message again: refused by its key alone.
		$this->assertTrue( ( new PaymentLedger() )->transition( $id, PaymentStatus::AWAITING, array( 'source' => 'buyer' ) ) );
		$events = $this->event_count( $id );
		$this->assertFalse( ( new PaymentLedger() )->transition( $id, PaymentStatus::FAILED, $event ) );
		$this->assertSame( PaymentStatus::AWAITING, $this->fresh( $id )['payment_status'] );
		$this->assertSame( $events, $this->event_count( $id ) );
		$this->assertCount( 2, $this->fired, 'one action per change, none for the duplicate' );
	}

	public function test_allow_same_records_a_new_attempt_while_awaiting_and_sets_its_columns(): void {
		$order = $this->card_order( $this->make_customer() );
		$id    = (int) $order['id'];
		$this->assertFalse( ( new PaymentLedger() )->transition( $id, PaymentStatus::AWAITING, array( 'source' => 'buyer' ) ), 'awaiting -> awaiting is no move of the table' );
		$this->assertTrue(
			( new PaymentLedger() )->transition(
				$id,
				PaymentStatus::AWAITING,
				array(
					'source'  => 'buyer',
					'columns' => array( 'payment_attempt' => 1 ),
				),
				true
			)
		);
		$this->assertSame( 1, $this->fresh( $id )['payment_attempt'] );
		$this->assertSame( array( array( (string) $id, PaymentStatus::AWAITING, PaymentStatus::AWAITING ) ), $this->fired );
	}
}
