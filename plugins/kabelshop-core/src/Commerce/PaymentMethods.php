<?php
/**
 * Payment methods offered at checkout.
 *
 * @package Kabelshop
 */

declare( strict_types=1 );

namespace Kabelshop\Commerce;

defined( 'ABSPATH' ) || exit;

/**
 * Spec section 9: payment methods transaction, card, contract terms.
 * - 'bank_transfer' (transaction): always available;
 * - 'card': through the card gateway (Payments\Gateway\WspayGateway), available when wp-admin has
 *   switched it on and configured the gateway (Payments\PaymentSettings::card_ready()); otherwise
 *   an order with it is refused (never a fake success);
 * - 'contract' (contract terms): only for customers whose user meta kabelshop_contract_terms is 1.
 */
final class PaymentMethods {

	public const BANK_TRANSFER = 'bank_transfer';
	public const CARD          = 'card';
	public const CONTRACT      = 'contract';
	public const IDS           = array( self::BANK_TRANSFER, self::CARD, self::CONTRACT );
	public const META_CONTRACT = 'kabelshop_contract_terms';

	/**
	 * The methods as the checkout shows them.
	 *
	 * @param int $user_id User id (0 for a visitor).
	 * @return list<array{id: string, label: string, available: bool, note: string}>
	 */
	public static function for_user( int $user_id ): array {
		$out = array();
		foreach ( self::IDS as $id ) {
			$out[] = array(
				'id'        => $id,
				'label'     => self::label( $id ),
				'available' => self::is_available( $id, $user_id ),
				'note'      => self::is_available( $id, $user_id ) ? '' : self::unavailable_message( $id ),
			);
		}
		return $out;
	}

	/**
	 * True when the user may pay this way.
	 *
	 * @param string $id      Method id.
	 * @param int    $user_id User id.
	 */
	public static function is_available( string $id, int $user_id ): bool {
		return match ( $id ) {
			self::BANK_TRANSFER => true,
			self::CARD          => \Kabelshop\Payments\PaymentSettings::card_ready(),
			self::CONTRACT      => $user_id > 0 && '1' === (string) get_user_meta( $user_id, self::META_CONTRACT, true ),
			default             => false,
		};
	}

	/**
	 * Translated name of a method.
	 *
	 * @param string $id Method id.
	 */
	public static function label( string $id ): string {
		return match ( $id ) {
			self::BANK_TRANSFER => __( 'Bank transfer', 'kabelshop-core' ),
			self::CARD          => __( 'Card', 'kabelshop-core' ),
			self::CONTRACT      => __( 'Contract terms', 'kabelshop-core' ),
			default             => $id,
		};
	}

	/**
	 * Translated reason a method cannot be used.
	 *
	 * @param string $id Method id.
	 */
	public static function unavailable_message( string $id ): string {
		return match ( $id ) {
			self::CARD     => __( 'Card payment is not available at the moment. Please choose another payment method.', 'kabelshop-core' ),
			self::CONTRACT => __( 'Payment on contract terms is available only to customers with a contract.', 'kabelshop-core' ),
			default        => __( 'This payment method is not available.', 'kabelshop-core' ),
		};
	}
}
