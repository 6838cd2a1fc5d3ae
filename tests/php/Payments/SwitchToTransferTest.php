<?php
/**
 * "Pay by bank transfer instead" on the order page (issue 27: a declined card offered only the card again).
 *
 * @package Kabelshop
 */

declare( strict_types=1 );

namespace Kabelshop\Tests\Payments;

use Kabelshop\Commerce\PaymentMethods;
use Kabelshop\Domain\ShopException;
use Kabelshop\Payments\CardPayments;
use Kabelshop\Payments\PaymentInstructions;
use Kabelshop\Payments\PaymentStatus;
use Kabelshop\Payments\SwitchToTransfer;
use Kabelshop\Tests\Commerce\CommerceFixtures;
use Kabelshop\Tests\Support\CapturesMail;
use Kabelshop\Tests\TestCase;
use Kabelshop\View\CardPaymentView;

/**
 * A declined (or still unpaid) card order of the owner becomes a bank transfer order awaiting
 * payment, with a due date and the transfer instructions, and the history says so; another user,
 * a paid order and an attempt still open at the gateway are refused and change nothing.
 */
final class SwitchToTransferTest extends TestCase {

	use CapturesMail;
	use CardFixtures;
	use CommerceFixtures;

	protected function tearDown(): void {
		$this->stop_capturing_mails();
		parent::tearDown();
	}

	/**
	 * The refusal of a switch, or null.
	 *
	 * @param int $order_id Order.
	 * @param int $user     Who asks.
	 */
	private function refusal( int $order_id, int $user ): ?ShopException {
		try {
			( new SwitchToTransfer() )->switch( $order_id, $user );
		} catch ( ShopException $e ) {
			return $e;
		}
		return null;
	}

	public function test_a_declined_card_order_is_paid_by_transfer_instead(): void {
		$user  = $this->make_customer();
		$order = $this->card_order( $user, array( 'payment_status' => PaymentStatus::FAILED ) );
		$id    = (int) $order['id'];
		wp_set_current_user( $user );
		$_GET['payment'] = CardPayments::RETURN_FAILED;
		$view            = CardPaymentView::for_page( $this->fresh( $id ) );
		unset( $_GET['payment'] );
		$this->assertTrue( $view['can_switch'], 'the declined order offers the transfer' );
		// The test site's language is Croatian.
		$this->assertSame( 'Platite virmanom', $view['switch_button'] );
		$this->assertStringContainsString( 'platiti virmanom', $view['message'] );
		$this->assertNull( PaymentInstructions::for_order( $this->fresh( $id ) ), 'no transfer instructions for a card order' );
		$events = $this->event_count( $id );
		$this->capture_mails();

		( new SwitchToTransfer() )->switch( $id, $user );

		$after = $this->fresh( $id );
		$this->assertSame( PaymentMethods::BANK_TRANSFER, $after['payment_method'] );
		$this->assertSame( PaymentStatus::AWAITING, $after['payment_status'] );
		$this->assertNull( $after['payment_expires_at'], 'the card deadline no longer cancels it' );
		$this->assertNotEmpty( $after['payment_due_on'] );
		$this->assertSame( $events + 1, $this->event_count( $id ), 'the switch is in the payment history' );
		$this->assertNotNull( PaymentInstructions::for_order( $after ), 'the order page shows the HUB-3 instructions' );
		$this->assertFalse( CardPayments::payable( $after ), 'no card button on a transfer order' );
		$this->assertFalse( SwitchToTransfer::allowed( $after, $user ) );
		$this->assertInstanceOf( ShopException::class, $this->refusal( $id, $user ), 'a second switch is refused' );

		// The buyer has the transfer data by mail, in their language (the test site's: Croatian).
		$mail = $this->mail_to( (string) get_userdata( $user )->user_email );
		$this->assertSame( sprintf( 'Narudžba %s: plaćanje virmanom', $after['number'] ), $mail['subject'] );
		$this->assertStringContainsString( 'bit će plaćena virmanom umjesto karticom', (string) $mail['message'] );
		$this->assertStringContainsString( (string) PaymentInstructions::for_order( $after )['reference'], (string) $mail['message'], 'the payment reference of the HUB-3 instructions' );
	}

	public function test_another_user_a_paid_order_and_an_open_attempt_are_refused_and_change_nothing(): void {
		$user  = $this->make_customer();
		$other = $this->make_customer();
		$order = $this->card_order( $user );
		$id    = (int) $order['id'];

		$this->assertSame( 'kabelshop_order_not_found', $this->refusal( $id, $other )?->error_code );
		$this->assertSame( 'kabelshop_order_not_found', $this->refusal( $id, 0 )?->error_code );

		( new CardPayments() )->begin( $order, $user, 'hr' );
		$this->assertNotNull( ( new CardPayments() )->open_attempt( $this->fresh( $id ) ) );
		$this->assertSame( 'kabelshop_payment_not_switchable', $this->refusal( $id, $user )?->error_code, 'the card may yet be charged at the gateway' );

		$this->set_order( $id, array( 'payment_status' => PaymentStatus::PAID ) );
		$this->assertSame( 'kabelshop_payment_not_switchable', $this->refusal( $id, $user )?->error_code );
		$this->assertSame( PaymentMethods::CARD, $this->fresh( $id )['payment_method'] );
		$this->assertSame( PaymentStatus::PAID, $this->fresh( $id )['payment_status'] );
	}
}
