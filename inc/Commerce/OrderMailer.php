<?php
/**
 * Order confirmation e-mail.
 *
 * @package Kabelshop
 */

declare( strict_types=1 );

namespace Kabelshop\Commerce;

defined( 'ABSPATH' ) || exit;

use Kabelshop\Accounts\Addresses;
use Kabelshop\Accounts\Registration;
use Kabelshop\Admin\OrdersPage;
use Kabelshop\Content\Pages;
use Kabelshop\I18n\Format;
use Kabelshop\I18n\Locale;
use Kabelshop\I18n\LocalizedMail;

/**
 * Sends the confirmation of a new order with wp_mail() (plain text) to the customer, in the language
 * the customer ordered in (the request's), and a notice of the same order to the site's admin
 * address, in the language of the staff member behind it (LocalizedMail::staff_language(): their
 * wp-admin locale; an address that is no user's gets Croatian; issue 11): "New order ... from
 * <company>" with the same lines and a link to the order's wp-admin screen. A failed send does not
 * undo the order (the order is stored; the page shows it); it is reported through the
 * 'wp_mail_failed' action.
 */
final class OrderMailer {

	/**
	 * Sends the confirmation to the customer and the notice to the admin address (none when the
	 * customer's address is the admin address).
	 *
	 * @param array<string, mixed> $order Stored order (OrderRepository shape).
	 * @return bool True when wp_mail accepted both messages.
	 */
	public function send_confirmation( array $order ): bool {
		$user = get_userdata( (int) $order['user_id'] );
		if ( ! $user ) {
			return false;
		}
		/* translators: %s: order number, e.g. KS-2026-000123 */
		$subject = sprintf( __( 'Order %s received', 'kabelshop' ), $order['number'] );
		$ok      = wp_mail( $user->user_email, $subject, $this->body( $order ) );
		$admin   = (string) get_option( 'admin_email' );
		if ( '' !== $admin && $admin !== $user->user_email ) {
			$ok = $this->send_to_staff( $admin, $order, $user ) && $ok;
		}
		return $ok;
	}

	/**
	 * The notice of a new order to a staff address, in that staff member's language.
	 *
	 * @param string               $to    Staff address.
	 * @param array<string, mixed> $order Stored order.
	 * @param \WP_User             $user  The customer.
	 * @return bool True when wp_mail accepted it.
	 */
	private function send_to_staff( string $to, array $order, \WP_User $user ): bool {
		return (bool) LocalizedMail::send_in(
			LocalizedMail::staff_language( $to ),
			function () use ( $to, $order, $user ): bool {
				$company = (string) get_user_meta( $user->ID, Registration::META_COMPANY_NAME, true );
				$company = '' !== $company ? $company : $user->user_email;
				$lines   = array_merge(
					array(
						__( 'A new order was placed in the webshop:', 'kabelshop' ),
						'',
						__( 'Company:', 'kabelshop' ) . ' ' . $company,
						__( 'E-mail:', 'kabelshop' ) . ' ' . $user->user_email,
						'',
					),
					$this->lines( $order ),
					array( '', OrdersPage::order_url( (int) $order['id'] ) )
				);
				/* translators: 1: order number, e.g. KS-2026-000123, 2: company name */
				$subject = sprintf( __( 'New order %1$s from %2$s', 'kabelshop' ), $order['number'], $company );
				return wp_mail( $to, $subject, implode( "\n", $lines ) . "\n" );
			}
		);
	}

	/**
	 * Plain-text body of the customer's confirmation: greeting, lines, totals, delivery, payment,
	 * note and the tracking link.
	 *
	 * @param array<string, mixed> $order Stored order.
	 */
	public function body( array $order ): string {
		/* translators: %s: order number */
		$lines   = array_merge( array( sprintf( __( 'Thank you for your order %s.', 'kabelshop' ), $order['number'] ), '' ), $this->lines( $order ) );
		$lines[] = '';
		$lines[] = __( 'Track your order:', 'kabelshop' ) . ' ' . Pages::url( 'order', array( 'order' => $order['id'] ) );
		return implode( "\n", $lines ) . "\n";
	}

	/**
	 * The order's lines shared by the customer's and the staff's mail: items, totals, delivery,
	 * payment and note, in the current language (words and numbers).
	 *
	 * @param array<string, mixed> $order Stored order.
	 * @return list<string>
	 */
	private function lines( array $order ): array {
		$locale = Locale::bcp47();
		$money  = static fn( int $cents ): string => Format::money_cents( $cents, $locale );
		$lines  = array( __( 'Items:', 'kabelshop' ) );
		foreach ( $order['items'] as $item ) {
			$lines[] = sprintf(
				/* translators: 1: line number, 2: article code, 3: product name, 4: size, 5: metres, 6: unit price per metre, 7: line net amount */
				__( '%1$d. %2$s %3$s %4$s: %5$s m x %6$s EUR/m = %7$s', 'kabelshop' ),
				$item['line_no'],
				$item['article_code'],
				$item['name'],
				$item['size_label'],
				Format::scaled( (int) $item['quantity_m'], 0, $locale ),
				Format::unit_price_e4( (int) $item['unit_price_e4'], $locale ),
				$money( Totals::div_half_up( (int) $item['line_net_e4'], 100 ) )
			);
		}
		$lines[] = '';
		$lines[] = __( 'Subtotal:', 'kabelshop' ) . ' ' . $money( $order['subtotal_cents'] );
		if ( $order['discount_cents'] > 0 ) {
			/* translators: %d: discount percent */
			$lines[] = sprintf( __( 'Discount %d %%:', 'kabelshop' ), $order['discount_percent'] ) . ' -' . $money( $order['discount_cents'] );
		}
		$lines[] = __( 'Net:', 'kabelshop' ) . ' ' . $money( $order['net_cents'] );
		$lines[] = __( 'Delivery:', 'kabelshop' ) . ' ' . $money( $order['delivery_cents'] );
		/* translators: %d: VAT percent */
		$lines[] = sprintf( __( 'VAT %d %%:', 'kabelshop' ), $order['vat_percent'] ) . ' ' . $money( $order['vat_cents'] );
		$lines[] = __( 'Total:', 'kabelshop' ) . ' ' . $money( $order['gross_cents'] );
		$lines[] = '';
		$lines[] = __( 'Delivery method:', 'kabelshop' ) . ' ' . ( DeliveryRules::PICKUP === $order['delivery_method'] ? __( 'Pickup', 'kabelshop' ) : __( 'Delivery', 'kabelshop' ) );
		if ( is_array( $order['delivery_address'] ) ) {
			$lines[] = __( 'Delivery address:', 'kabelshop' ) . ' ' . Addresses::one_line( $order['delivery_address'] );
		}
		$lines[] = __( 'Payment:', 'kabelshop' ) . ' ' . PaymentMethods::label( (string) $order['payment_method'] );
		if ( '' !== $order['note'] ) {
			$lines[] = __( 'Note:', 'kabelshop' ) . ' ' . $order['note'];
		}
		return $lines;
	}

	/**
	 * Tells the customer that an item of their order has shipped (issue 4), in the customer's own
	 * language (LocalizedMail::language_of(): the language they registered in), words and numbers
	 * alike, whoever moves the item (staff work in their own language), plain text: order number,
	 * the item, its packages (packaging, drum/ring number, length) and the tracking link.
	 *
	 * @param array<string, mixed> $order   Stored order (OrderRepository shape, items with packages).
	 * @param int                  $item_id The shipped item's id.
	 * @return bool True when wp_mail accepted the message.
	 */
	public function send_item_shipped( array $order, int $item_id ): bool {
		$user = get_userdata( (int) $order['user_id'] );
		$item = null;
		foreach ( $order['items'] as $candidate ) {
			if ( $candidate['id'] === $item_id ) {
				$item = $candidate;
			}
		}
		if ( ! $user || null === $item ) {
			return false;
		}
		return (bool) LocalizedMail::send_in(
			LocalizedMail::language_of( $user->ID ),
			static function () use ( $order, $item, $user ): bool {
				$locale = Locale::bcp47();
				/* translators: 1: order number, e.g. KS-2026-000123, 2: article code */
				$subject = sprintf( __( 'Order %1$s: item %2$s has shipped', 'kabelshop' ), $order['number'], $item['article_code'] );
				/* translators: 1: line number, 2: article code, 3: product name and size, 4: order number */
				$lines = array( sprintf( __( 'Item %1$d (%2$s, %3$s) of your order %4$s has shipped.', 'kabelshop' ), $item['line_no'], $item['article_code'], trim( $item['name'] . ' ' . $item['size_label'] ), $order['number'] ), '' );
				if ( ! empty( $item['packages'] ) ) {
					$lines[] = __( 'Packages:', 'kabelshop' );
					foreach ( $item['packages'] as $package ) {
						/* translators: 1: packaging (ring, reel, box, drum), 2: drum or ring number, 3: length in metres */
						$lines[] = sprintf( __( '- %1$s %2$s: %3$s m', 'kabelshop' ), \Kabelshop\View\OrderView::packaging_label( (string) $package['packaging'] ), $package['package_number'], Format::scaled( (int) $package['length_m'], 0, $locale ) );
					}
					$lines[] = '';
				}
				$lines[] = __( 'Track your order:', 'kabelshop' ) . ' ' . Pages::url( 'order', array( 'order' => $order['id'] ) );
				return wp_mail( $user->user_email, $subject, implode( "\n", $lines ) . "\n" );
			}
		);
	}
}
