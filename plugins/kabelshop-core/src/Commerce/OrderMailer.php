<?php
/**
 * Mails about orders: confirmation, staff notice, item status, cancellation.
 *
 * @package Kabelshop
 */

declare( strict_types=1 );

namespace Kabelshop\Commerce;

defined( 'ABSPATH' ) || exit;

use Kabelshop\Admin\OrdersPage;
use Kabelshop\Content\Pages;
use Kabelshop\I18n\Format;
use Kabelshop\I18n\Locale;
use Kabelshop\I18n\LocalizedMail;
use Kabelshop\Catalog\TypeWords;

/**
 * Every mail of an order (plain text, wp_mail(); the sender is the company, Setup\MailSender).
 * Whose language (issue 11, spec section 9): a buyer's mail is written in the buyer's language, a
 * staff mail in the staff member's wp-admin language (LocalizedMail::staff_language(); an address
 * that is no user's gets Croatian), each built apart, never a copy of the other's:
 * - new order: the buyer's confirmation ("Thank you for your order", in the language the buyer
 *   ordered in: the request's) with the order confirmation PDF attached (OrderPdf) and, for a bank
 *   transfer, the payment instructions with the HUB-3 barcode inline (Payments\TransferMail: the
 *   one mail with an HTML alternative beside its text), and a staff
 *   notice to each address of OrderNotifications::recipients() (company, OIB, contact, PO number,
 *   items, totals, delivery or pickup, payment, note, link to the wp-admin order screen);
 * - an item moves forward (OrderItemStatusUpdater, every change: in production, packed, shipped,
 *   delivered): the buyer (LocalizedMail::language_of()), with the packages once shipped;
 * - cancelled: the buyer (by the buyer or by staff, with the staff's reason); the staff
 *   recipients when the buyer cancelled (CancelAction).
 * A failed send never undoes what happened (the order or change is stored); it is reported
 * through the 'wp_mail_failed' action.
 */
final class OrderMailer {

	/**
	 * Sends the confirmation to the buyer (with the PDF) and the staff notice to each recipient
	 * (none to an address that is the buyer's own).
	 *
	 * @param array<string, mixed> $order Stored order (OrderRepository shape).
	 * @return bool True when wp_mail accepted every message.
	 */
	public function send_confirmation( array $order ): bool {
		$user = get_userdata( (int) $order['user_id'] );
		if ( ! $user ) {
			return false;
		}
		/* translators: %s: order number, e.g. KS-2026-000123 */
		$subject = sprintf( __( 'Order %s received', 'kabelshop-core' ), $order['number'] );
		$pdf     = OrderPdf::temp_file( $order );
		// Issue 15: a bank transfer order's confirmation carries the HUB-3 barcode as an inline image.
		\Kabelshop\Payments\TransferMail::arm( $order );
		try {
			$ok = wp_mail( $user->user_email, $subject, $this->body( $order ), '', null === $pdf ? array() : array( $pdf ) );
		} finally {
			\Kabelshop\Payments\TransferMail::disarm();
			if ( null !== $pdf ) {
				OrderPdf::remove_temp( $pdf );
			}
		}
		foreach ( OrderNotifications::recipients() as $to ) {
			if ( strtolower( $to ) !== strtolower( $user->user_email ) ) {
				$ok = $this->send_to_staff( $to, $order ) && $ok;
			}
		}
		return $ok;
	}

	/**
	 * The notice of a new order to a staff address, in that staff member's language: company,
	 * OIB, contact (name, e-mail, phone), PO number, requested date, site contact, items, totals,
	 * delivery or pickup, payment, note and the link to the order's wp-admin screen.
	 *
	 * @param string               $to    Staff address.
	 * @param array<string, mixed> $order Stored order.
	 * @return bool True when wp_mail accepted it.
	 */
	public function send_to_staff( string $to, array $order ): bool {
		return (bool) LocalizedMail::send_in(
			LocalizedMail::staff_language( $to ),
			function () use ( $to, $order ): bool {
				$head    = OrderDetails::header( $order );
				$company = '' !== $head['company'] ? $head['company'] : $head['email'];
				$lines   = array_merge(
					array( __( 'A new order was placed in the webshop:', 'kabelshop-core' ), '' ),
					$this->customer_lines( $head ),
					array( '' ),
					$this->lines( $order ),
					array( '', __( 'Open the order in wp-admin:', 'kabelshop-core' ) . ' ' . OrdersPage::order_url( (int) $order['id'] ) )
				);
				/* translators: 1: order number, e.g. KS-2026-000123, 2: company name */
				$subject = sprintf( __( 'New order %1$s from %2$s', 'kabelshop-core' ), $order['number'], $company );
				return wp_mail( $to, $subject, implode( "\n", $lines ) . "\n" );
			}
		);
	}

	/**
	 * Plain-text body of the buyer's confirmation: greeting, PO number, items, totals, delivery,
	 * payment, note, the bank transfer instructions (issue 15: while a transfer is awaited;
	 * Payments\TransferMail adds the barcode as an inline image) and the tracking link.
	 *
	 * @param array<string, mixed> $order Stored order.
	 */
	public function body( array $order ): string {
		/* translators: %s: order number */
		$lines = array( sprintf( __( 'Thank you for your order %s.', 'kabelshop-core' ), $order['number'] ), '' );
		$po    = (string) ( $order['po_number'] ?? '' );
		if ( '' !== $po ) {
			$lines[] = __( 'Your PO number:', 'kabelshop-core' ) . ' ' . $po;
		}
		$lines = array_merge( $lines, $this->b2b_lines( $order ) );
		if ( count( $lines ) > 2 ) {
			$lines[] = '';
		}
		$lines    = array_merge( $lines, $this->lines( $order ) );
		$transfer = \Kabelshop\View\PaymentInstructionsView::text_lines( $order );
		if ( $transfer ) {
			$lines[] = '';
			$lines   = array_merge( $lines, $transfer );
		}
		$lines[] = '';
		$lines[] = __( 'The order confirmation is attached as a PDF.', 'kabelshop-core' );
		$lines[] = __( 'Track your order:', 'kabelshop-core' ) . ' ' . Pages::url( 'order', array( 'order' => $order['id'] ) );
		return implode( "\n", $lines ) . "\n";
	}

	/**
	 * The buyer's requested delivery date, site contact and R1 invoice data (Commerce\B2BFields) for
	 * the confirmation, each only when given; dates in the mail's language (View\OrderView::b2b()).
	 *
	 * @param array<string, mixed> $order Stored order.
	 * @return list<string>
	 */
	private function b2b_lines( array $order ): array {
		$values = \Kabelshop\View\OrderView::b2b( $order, \Kabelshop\I18n\Locale::bcp47() );
		$lines  = array();
		foreach ( array(
			'delivery_date' => __( 'Requested delivery date:', 'kabelshop-core' ),
			'site_contact'  => __( 'Site contact:', 'kabelshop-core' ),
			'billing'       => __( 'R1 invoice to:', 'kabelshop-core' ),
		) as $key => $label ) {
			if ( '' !== $values[ $key ] ) {
				$lines[] = $label . ' ' . $values[ $key ];
			}
		}
		return $lines;
	}

	/**
	 * The buyer lines of a staff mail: company, OIB, contact person, e-mail, phone and the order's
	 * PO number, requested date and site contact (each only when there is one).
	 *
	 * @param array<string, mixed> $head OrderDetails::header().
	 * @return list<string>
	 */
	private function customer_lines( array $head ): array {
		$lines = array(
			__( 'Company:', 'kabelshop-core' ) . ' ' . $head['company'],
			__( 'OIB:', 'kabelshop-core' ) . ' ' . $head['oib'] . ( $head['r1'] ? ' (' . __( 'R1 invoice', 'kabelshop-core' ) . ')' : '' ),
			__( 'Contact:', 'kabelshop-core' ) . ' ' . implode( ', ', array_filter( array( $head['contact_name'], $head['email'], $head['phone'] ) ) ),
		);
		$more  = array(
			__( 'PO number:', 'kabelshop-core' )    => $head['po_number'],
			__( 'Requested delivery date:', 'kabelshop-core' ) => $head['requested_date'],
			__( 'Site contact:', 'kabelshop-core' ) => implode( ', ', array_filter( array( $head['site_contact_name'], $head['site_contact_phone'] ) ) ),
		);
		foreach ( $more as $label => $value ) {
			if ( '' !== $value ) {
				$lines[] = $label . ' ' . $value;
			}
		}
		return $lines;
	}

	/**
	 * The order's lines shared by the buyer's and the staff's mail: items at their full price per
	 * metre with base price and metal surcharge (display 'split') or "incl. metal surcharge" ('full')
	 * under each, backorder notes, the charge lines, totals, the metal index the order used and
	 * "delivery cost follows" when pending (OrderDetails::price_notes()), delivery, payment and note,
	 * in the current language (words and numbers).
	 *
	 * @param array<string, mixed> $order Stored order.
	 * @return list<string>
	 */
	private function lines( array $order ): array {
		$head  = OrderDetails::header( $order );
		$lines = array( __( 'Items:', 'kabelshop-core' ) );
		$split = \Kabelshop\Metals\SurchargeSettings::DISPLAY_SPLIT === OrderDetails::display( $order );
		foreach ( OrderDetails::items( $order ) as $item ) {
			$lines[] = sprintf(
				/* translators: 1: line number, 2: article code, 3: product name, 4: size, 5: metres, 6: unit price per metre, 7: line net amount */
				__( '%1$d. %2$s %3$s %4$s: %5$s m x %6$s EUR/m = %7$s', 'kabelshop-core' ),
				$item['line_no'],
				$item['article_code'],
				$item['product'],
				$item['size'],
				$item['quantity'],
				Format::unit_price_e4( $item['full_price_e4'], Locale::bcp47() ),
				$item['line_net']
			);
			if ( 0 !== $item['metal_surcharge_e4'] ) {
				$lines[] = '   ' . ( $split
					/* translators: 1: base price per metre, 2: metal surcharge per metre (both with the euro sign) */
					? sprintf( __( 'Base price %1$s/m + metal surcharge %2$s/m', 'kabelshop-core' ), $item['unit_price'], $item['metal_surcharge'] )
					: $item['price_note'] );
			}
			if ( '' !== $item['backorder'] ) {
				$lines[] = '   ' . $item['backorder'];
			}
		}
		$charges = OrderDetails::charges( $order );
		if ( $charges ) {
			$lines[] = '';
			$lines[] = __( 'Charges:', 'kabelshop-core' );
			foreach ( $charges as $charge ) {
				$lines[] = $charge['text'];
			}
		}
		$lines[] = '';
		foreach ( OrderDetails::totals( $order ) as $total ) {
			$lines[] = $total['label'] . ': ' . $total['value'];
		}
		$notes = OrderDetails::price_notes( $order );
		if ( $notes ) {
			$lines[] = '';
			$lines   = array_merge( $lines, $notes );
		}
		$lines[] = '';
		$lines[] = __( 'Delivery method:', 'kabelshop-core' ) . ' ' . $head['delivery'];
		if ( '' !== OrderDetails::weight( $order ) ) {
			$lines[] = __( 'Shipment weight:', 'kabelshop-core' ) . ' ' . OrderDetails::weight( $order );
		}
		if ( '' !== $head['address'] ) {
			$lines[] = __( 'Delivery address:', 'kabelshop-core' ) . ' ' . $head['address'];
		}
		$lines[] = __( 'Payment:', 'kabelshop-core' ) . ' ' . $head['payment'];
		if ( '' !== $head['note'] ) {
			$lines[] = __( 'Note:', 'kabelshop-core' ) . ' ' . $head['note'];
		}
		return $lines;
	}

	/**
	 * Tells the buyer that an item of their order moved forward (issue 4: shipped; issue 13: every
	 * forward change), in the buyer's own language (LocalizedMail::language_of()), whoever moved
	 * it: order number, the item, its new status, its packages (packaging, drum/ring number,
	 * length) once it has shipped, and the tracking link.
	 *
	 * @param array<string, mixed> $order   Stored order (OrderRepository shape, items with packages).
	 * @param int                  $item_id The item's id.
	 * @return bool True when wp_mail accepted the message; false for an unknown item or buyer.
	 */
	public function send_item_status( array $order, int $item_id ): bool {
		$user = get_userdata( (int) $order['user_id'] );
		$item = null;
		foreach ( $order['items'] as $candidate ) {
			if ( (int) $candidate['id'] === $item_id ) {
				$item = $candidate;
			}
		}
		if ( ! $user || null === $item ) {
			return false;
		}
		return (bool) LocalizedMail::send_in(
			LocalizedMail::language_of( $user->ID ),
			static function () use ( $order, $item, $user ): bool {
				$locale  = Locale::bcp47();
				$status  = (string) $item['status'];
				$product = trim( TypeWords::shown( (string) $item['name'] ) . ' ' . Format::size_label( (string) $item['size_label'], $locale ) );
				if ( OrderItemStatus::SHIPPED === $status ) {
					/* translators: 1: order number, e.g. KS-2026-000123, 2: article code */
					$subject = sprintf( __( 'Order %1$s: item %2$s has shipped', 'kabelshop-core' ), $order['number'], $item['article_code'] );
					/* translators: 1: line number, 2: article code, 3: product name and size, 4: order number */
					$first = sprintf( __( 'Item %1$d (%2$s, %3$s) of your order %4$s has shipped.', 'kabelshop-core' ), $item['line_no'], $item['article_code'], $product, $order['number'] );
				} else {
					/* translators: 1: order number, e.g. KS-2026-000123, 2: article code, 3: new item status, e.g. "Packed" */
					$subject = sprintf( __( 'Order %1$s: item %2$s is now "%3$s"', 'kabelshop-core' ), $order['number'], $item['article_code'], OrderItemStatus::label( $status ) );
					/* translators: 1: line number, 2: article code, 3: product name and size, 4: order number, 5: new item status, e.g. "Packed" */
					$first = sprintf( __( 'Item %1$d (%2$s, %3$s) of your order %4$s is now "%5$s".', 'kabelshop-core' ), $item['line_no'], $item['article_code'], $product, $order['number'], OrderItemStatus::label( $status ) );
				}
				$lines   = array( $first, '' );
				$shipped = array_search( OrderItemStatus::SHIPPED, OrderItemStatus::ALL, true ) <= array_search( $status, OrderItemStatus::ALL, true );
				if ( $shipped && ! empty( $item['packages'] ) ) {
					$lines[] = __( 'Packages:', 'kabelshop-core' );
					foreach ( $item['packages'] as $package ) {
						/* translators: 1: packaging (ring, reel, box, drum), 2: drum or ring number, 3: length in metres */
						$lines[] = sprintf( __( '- %1$s %2$s: %3$s m', 'kabelshop-core' ), \Kabelshop\View\OrderView::packaging_label( (string) $package['packaging'] ), $package['package_number'], Format::scaled( (int) $package['length_m'], 0, $locale ) );
					}
					$lines[] = '';
				}
				$lines[] = __( 'Track your order:', 'kabelshop-core' ) . ' ' . Pages::url( 'order', array( 'order' => $order['id'] ) );
				return wp_mail( $user->user_email, $subject, implode( "\n", $lines ) . "\n" );
			}
		);
	}

	/**
	 * Tells the buyer that their card order is now paid by bank transfer (issue 27: the order page's
	 * "Pay by bank transfer instead" after a declined card, Payments\SwitchToTransfer), in the
	 * buyer's language: the new payment method, the HUB-3 transfer instructions with the due date
	 * (View\PaymentInstructionsView::text_lines(); Payments\TransferMail adds the barcode as an
	 * inline image) and the order page's link, so the buyer has the payment data where a transfer
	 * order's confirmation would have put it.
	 *
	 * @param array<string, mixed> $order Stored order (already switched: payment_method bank_transfer).
	 * @return bool True when wp_mail accepted the message; false for an unknown buyer.
	 */
	public function send_switched_to_transfer( array $order ): bool {
		$user = get_userdata( (int) $order['user_id'] );
		if ( ! $user ) {
			return false;
		}
		return (bool) LocalizedMail::send_in(
			LocalizedMail::language_of( $user->ID ),
			static function () use ( $order, $user ): bool {
				/* translators: %s: order number, e.g. KS-2026-000123 */
				$subject = sprintf( __( 'Order %s: payment by bank transfer', 'kabelshop-core' ), $order['number'] );
				/* translators: %s: order number */
				$lines   = array( sprintf( __( 'As you chose, your order %s will be paid by bank transfer instead of by card.', 'kabelshop-core' ), $order['number'] ), '' );
				$lines   = array_merge( $lines, \Kabelshop\View\PaymentInstructionsView::text_lines( $order ) );
				$lines[] = '';
				$lines[] = __( 'Your order:', 'kabelshop-core' ) . ' ' . Pages::url( 'order', array( 'order' => $order['id'] ) );
				\Kabelshop\Payments\TransferMail::arm( $order );
				try {
					return wp_mail( $user->user_email, $subject, implode( "\n", $lines ) . "\n" );
				} finally {
					\Kabelshop\Payments\TransferMail::disarm();
				}
			}
		);
	}

	/**
	 * Tells the buyer that their order was cancelled, in the buyer's language: by themselves (a
	 * confirmation) or by staff (with the staff's reason).
	 *
	 * @param array<string, mixed> $order    Stored order (already cancelled).
	 * @param bool                 $by_staff True when staff cancelled it.
	 * @param string               $reason   Staff's reason ('' when the buyer cancelled).
	 * @return bool True when wp_mail accepted the message.
	 */
	public function send_cancelled_to_buyer( array $order, bool $by_staff, string $reason = '' ): bool {
		$user = get_userdata( (int) $order['user_id'] );
		if ( ! $user ) {
			return false;
		}
		return (bool) LocalizedMail::send_in(
			LocalizedMail::language_of( $user->ID ),
			static function () use ( $order, $by_staff, $reason, $user ): bool {
				/* translators: %s: order number, e.g. KS-2026-000123 */
				$subject = sprintf( __( 'Order %s has been cancelled', 'kabelshop-core' ), $order['number'] );
				if ( $by_staff ) {
					/* translators: %s: order number */
					$lines = array( sprintf( __( 'We have cancelled your order %s.', 'kabelshop-core' ), $order['number'] ), '', __( 'Reason:', 'kabelshop-core' ) . ' ' . $reason, '', __( 'If you have questions, please reply to this e-mail or call us.', 'kabelshop-core' ) );
				} else {
					/* translators: %s: order number */
					$lines = array( sprintf( __( 'As you asked, your order %s has been cancelled. Nothing will be delivered or invoiced.', 'kabelshop-core' ), $order['number'] ) );
				}
				$lines[] = '';
				$lines[] = __( 'Your order:', 'kabelshop-core' ) . ' ' . Pages::url( 'order', array( 'order' => $order['id'] ) );
				return wp_mail( $user->user_email, $subject, implode( "\n", $lines ) . "\n" );
			}
		);
	}

	/**
	 * Tells the staff recipients (OrderNotifications) that a buyer cancelled an order, each in
	 * their staff language: company, contact, PO number, the order's total and the link to the
	 * order screen.
	 *
	 * @param array<string, mixed> $order Stored order (already cancelled).
	 * @return bool True when wp_mail accepted every message.
	 */
	public function send_cancelled_to_staff( array $order ): bool {
		$ok = true;
		foreach ( OrderNotifications::recipients() as $to ) {
			$ok = (bool) LocalizedMail::send_in(
				LocalizedMail::staff_language( $to ),
				function () use ( $to, $order ): bool {
					$head    = OrderDetails::header( $order );
					$company = '' !== $head['company'] ? $head['company'] : $head['email'];
					/* translators: 1: order number, 2: company name */
					$subject = sprintf( __( 'Order %1$s was cancelled by %2$s', 'kabelshop-core' ), $order['number'], $company );
					$lines   = array_merge(
						/* translators: %s: order number */
						array( sprintf( __( 'The buyer has cancelled order %s in the webshop. Nothing of it had been started.', 'kabelshop-core' ), $order['number'] ), '' ),
						$this->customer_lines( $head ),
						array(
							__( 'Total:', 'kabelshop-core' ) . ' ' . Format::money_cents( (int) $order['gross_cents'], Locale::bcp47() ),
							'',
							__( 'Open the order in wp-admin:', 'kabelshop-core' ) . ' ' . OrdersPage::order_url( (int) $order['id'] ),
						)
					);
					return wp_mail( $to, $subject, implode( "\n", $lines ) . "\n" );
				}
			) && $ok;
		}
		return $ok;
	}
}
