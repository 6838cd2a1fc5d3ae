<?php
/**
 * Hooks of the payments area: card payments (gateway redirect, return, notification, expiry, staff refund and void).
 *
 * @package Kabelshop
 */

declare( strict_types=1 );

namespace Kabelshop\Payments;

defined( 'ABSPATH' ) || exit;

use Kabelshop\Rest\Routes\V1\OrderCardPayment;
use Kabelshop\Rest\Routes\V1\WspayNotify;
use Kabelshop\Rest\Routes\V1\WspayReturn;
use Kabelshop\Service;

/**
 * Issue 15: card payments (docs/payments-card.md). Its REST route classes are listed in ROUTES
 * (Rest\RestRegistrar registers them): POST orders/{id}/card-payment, GET|POST
 * payments/wspay/return, POST payments/wspay/notify. Hooks:
 * - WP-Cron event EXPIRE_HOOK every 5 minutes (interval INTERVAL, added to cron_schedules;
 *   scheduled on init when missing) runs CardPayments::expire_due();
 * - 'kabelshop_order_cancelled' (the buyer or staff cancelled an order): a payment still awaited is
 *   cancelled too (CardPayments::order_cancelled());
 * - the buyer's "Pay by card" form of the order page (admin-post, PayByCard), and "Pay by bank
 *   transfer instead" (admin-post, SwitchToTransfer; issue 27);
 * - the staff order screen's payment actions (admin-post, OrderPaymentBox);
 * - the payment mails (PaymentMailer on 'kabelshop_payment_changed').
 */
final class CardService implements Service {

	/** WP-Cron hook of the expiry run. */
	public const EXPIRE_HOOK = 'kabelshop_payments_expire';

	/** The cron interval's name (every 5 minutes). */
	public const INTERVAL = 'kabelshop_five_minutes';

	/**
	 * REST route classes of this part.
	 *
	 * @var list<class-string<\Kabelshop\Rest\AbstractRoute>>
	 */
	public const ROUTES = array(
		OrderCardPayment::class,
		WspayReturn::class,
		WspayNotify::class,
	);

	/**
	 * Adds the service's hooks (Kabelshop\Service).
	 */
	public function register(): void {
		// phpcs:ignore WordPress.WP.CronInterval.CronSchedulesInterval -- 5 minutes: an unpaid card order is cancelled soon after its time (docs/payments-card.md); a run with nothing due is one indexed query.
		add_filter( 'cron_schedules', array( $this, 'cron_schedules' ) );
		add_action( 'init', array( $this, 'schedule' ) );
		add_action( self::EXPIRE_HOOK, array( $this, 'expire' ) );
		add_action( 'kabelshop_order_cancelled', array( $this, 'order_cancelled' ), 10, 2 );
		add_action( 'admin_post_' . PayByCard::ACTION, array( new PayByCard(), 'handle' ) );
		add_action( 'admin_post_nopriv_' . PayByCard::ACTION, array( new PayByCard(), 'handle_visitor' ) );
		add_action( 'admin_post_' . SwitchToTransfer::ACTION, array( new SwitchToTransfer(), 'handle' ) );
		add_action( 'admin_post_nopriv_' . SwitchToTransfer::ACTION, array( new PayByCard(), 'handle_visitor' ) );
		add_action( 'admin_post_' . OrderPaymentBox::ACTION, array( new OrderPaymentBox(), 'handle' ) );
		( new PaymentMailer() )->register();
	}

	/**
	 * Adds the 5-minute interval (filter cron_schedules).
	 *
	 * @param mixed $schedules Intervals.
	 * @return array<string, array{interval: int, display: string}>
	 */
	public function cron_schedules( $schedules ): array {
		$schedules                   = is_array( $schedules ) ? $schedules : array();
		$schedules[ self::INTERVAL ] = array(
			'interval' => 5 * MINUTE_IN_SECONDS,
			'display'  => __( 'Every 5 minutes (Kabelshop card payment expiry)', 'kabelshop-core' ),
		);
		return $schedules;
	}

	/**
	 * Schedules the expiry run when it is not scheduled (init).
	 */
	public function schedule(): void {
		if ( ! wp_next_scheduled( self::EXPIRE_HOOK ) ) {
			wp_schedule_event( time() + 5 * MINUTE_IN_SECONDS, self::INTERVAL, self::EXPIRE_HOOK );
		}
	}

	/**
	 * One expiry run (WP-Cron). Nothing to do while card payment is switched off and no card
	 * order awaits; a gateway that cannot be reached leaves its orders for the next run.
	 *
	 * @return array{paid: int, cancelled: int, left: int}
	 */
	public function expire(): array {
		return ( new CardPayments() )->expire_due();
	}

	/**
	 * An order was cancelled by its buyer or by staff: its awaited payment is cancelled too.
	 *
	 * @param mixed $order  The cancelled order.
	 * @param mixed $reason 'buyer' | 'staff' | 'payment_expired'.
	 */
	public function order_cancelled( $order, $reason = '' ): void {
		if ( ! is_array( $order ) || ! in_array( $reason, array( 'buyer', 'staff' ), true ) ) {
			return;
		}
		$user = 'buyer' === $reason ? (int) ( $order['user_id'] ?? 0 ) : get_current_user_id();
		( new CardPayments() )->order_cancelled( $order, (string) $reason, $user );
	}
}
