<?php
/**
 * The order page's "Pay by card" form handler (admin-post.php), working without JavaScript.
 *
 * @package Kabelshop
 */

declare( strict_types=1 );

namespace Kabelshop\Payments;

defined( 'ABSPATH' ) || exit;

use Kabelshop\Commerce\OrderRepository;
use Kabelshop\Content\Pages;
use Kabelshop\Domain\ShopException;
use Kabelshop\I18n\Locale;
use Kabelshop\Payments\Gateway\HostedForm;

/**
 * POST admin-post.php?action=kabelshop_card_pay with order_id and a nonce
 * (wp_nonce_field( nonce_action( id ) ), printed by templates/parts/order-payment.php). Only the
 * logged-in owner: CardPayments::begin() starts a new attempt and the answer is a small page
 * (the plugin's plugins/kabelshop-core/templates/card-redirect.php, View\Templates) whose form posts the signed fields to the gateway, submitted by a
 * line of script on load and by its visible button without JavaScript. A refusal (paid, cancelled,
 * expired, card payment switched off) and another user's or a missing order redirect to the order
 * page (?payment=refused; a foreign order then shows "not found"). Visitors go to the login.
 * Issue 26: while another attempt is open at the gateway, begin() refuses unless the form carries
 * CardPayments::ANYWAY_FLAG = 1 (the order page's "Start a new card payment anyway"): the buyer
 * lands on ?payment=open (the order page says so and offers that button); when the open attempt
 * turned out paid, on ?payment=paid.
 */
final class PayByCard {

	public const ACTION = 'kabelshop_card_pay';

	/**
	 * Nonce action for one order.
	 *
	 * @param int $order_id Order id.
	 */
	public static function nonce_action( int $order_id ): string {
		return self::ACTION . '_' . $order_id;
	}

	/**
	 * Handles the form for logged-in users.
	 *
	 * @throws ShopException Never outside: begin()'s refusals redirect to the order page.
	 */
	public function handle(): void {
		// phpcs:ignore WordPress.Security.NonceVerification.Missing -- verified next with the order-specific action.
		$order_id = isset( $_POST['order_id'] ) ? absint( wp_unslash( $_POST['order_id'] ) ) : 0;
		check_admin_referer( self::nonce_action( $order_id ) );
		$language = Locale::current();
		$order    = ( new OrderRepository() )->find( $order_id );
		try {
			if ( null === $order ) {
				throw new ShopException( 'kabelshop_order_not_found', __( 'Order not found.', 'kabelshop-core' ), ShopException::NOT_FOUND );
			}
			// phpcs:ignore WordPress.Security.NonceVerification.Missing -- verified above (check_admin_referer).
			$anyway = isset( $_POST[ CardPayments::ANYWAY_FLAG ] ) && '1' === sanitize_key( wp_unslash( (string) $_POST[ CardPayments::ANYWAY_FLAG ] ) );
			$form   = ( new CardPayments() )->begin( $order, get_current_user_id(), $language, $anyway );
		} catch ( ShopException $e ) {
			$landing = match ( $e->error_code ) {
				'kabelshop_payment_attempt_open' => CardPayments::RETURN_OPEN,
				'kabelshop_payment_already_paid' => CardPayments::RETURN_PAID,
				default => 'refused',
			};
			self::to_order_page( $order_id, $landing );
		}
		nocache_headers();
		header( 'Content-Type: text/html; charset=utf-8' );
		echo self::page( $form ); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- the template escapes every value.
		exit;
	}

	/**
	 * Back to the order page with the message of ?payment= (this form's and SwitchToTransfer's).
	 *
	 * @param int    $order_id Order id.
	 * @param string $landing  The ?payment= value (CardPayments::RETURN_*, 'refused', SwitchToTransfer::RETURN_*).
	 * @return never
	 */
	public static function to_order_page( int $order_id, string $landing ): void {
		wp_safe_redirect(
			Pages::url(
				'order',
				array(
					'order'   => $order_id,
					'payment' => $landing,
				)
			)
		);
		exit;
	}

	/**
	 * Visitors are sent to log in and come back to the order page (this form's and SwitchToTransfer's).
	 */
	public function handle_visitor(): void {
		wp_safe_redirect( wp_login_url( Pages::url( 'order' ) ) );
		exit;
	}

	/**
	 * The page that takes the buyer to the gateway (plugins/kabelshop-core/templates/card-redirect.php), in the current language.
	 *
	 * @param HostedForm $form The signed form.
	 * @return string HTML document.
	 */
	public static function page( HostedForm $form ): string {
		return \Kabelshop\View\Templates::capture(
			'card-redirect',
			array(
				'lang'    => Locale::bcp47(),
				'title'   => __( 'Taking you to the card payment page…', 'kabelshop-core' ),
				'note'    => __( 'If nothing happens, press the button.', 'kabelshop-core' ),
				'button'  => __( 'Continue to the card payment page', 'kabelshop-core' ),
				'action'  => $form->action,
				'method'  => $form->to_array()['method'],
				'fields'  => $form->fields,
				'form_id' => 'ks-card-redirect',
			)
		);
	}
}
