<?php
/**
 * The staff fields "Payment terms" of a customer (issue 15, contract terms).
 *
 * @package Kabelshop
 */

declare( strict_types=1 );

namespace Kabelshop\Payments;

defined( 'ABSPATH' ) || exit;

use Kabelshop\Catalog\Decimal;
use Kabelshop\Commerce\PaymentMethods;
use Kabelshop\I18n\Format;

/**
 * Reads, checks and stores what staff enter in the "Payment terms" section of a customer's
 * wp-admin user screen (CreditService hooks it there):
 * - contract: on/off => user meta PaymentMethods::META_CONTRACT '1' (deleted when off);
 * - terms_days: a whole number 1..180, or empty for the shop default (PaymentSettings
 *   default_terms_days) => CreditAccount::META_TERMS_DAYS (deleted when empty);
 * - limit: euros with a decimal comma or point and at most two decimals ("5000", "5000,00",
 *   "5 000,50"; spaces as thousands separators are ignored, dots or commas as thousands
 *   separators are not accepted), or empty for no limit => CreditAccount::META_LIMIT_CENTS in
 *   cents (deleted when empty).
 * parse() checks everything first; any bad field means nothing is stored (the caller does not
 * call save()) and the message names the field.
 */
final class CreditTermsForm {

	/** The posted array's name: kabelshop_credit[contract|terms_days|limit]. */
	public const FIELD = 'kabelshop_credit';

	/** Nonce field and action prefix (the action ends with the edited user's id). */
	public const NONCE        = '_kabelshop_credit_nonce';
	public const NONCE_ACTION = 'kabelshop_credit_terms_';

	public const MIN_DAYS = 1;
	public const MAX_DAYS = 180;

	/**
	 * Checks the posted fields.
	 *
	 * @param array<string, mixed> $input The kabelshop_credit array as posted (unslashed).
	 * @return array{values: array{contract: bool, terms_days: int|null, limit_cents: int|null}, errors: array<string, string>}
	 *         errors: field (terms_days | limit) => translated message naming the field.
	 */
	public static function parse( array $input ): array {
		$errors = array();
		$days   = trim( (string) ( $input['terms_days'] ?? '' ) );
		$limit  = (string) preg_replace( '/[\s\x{00A0}\x{202F}]+/u', '', (string) ( $input['limit'] ?? '' ) );
		$values = array(
			'contract'    => '1' === (string) ( $input['contract'] ?? '' ),
			'terms_days'  => null,
			'limit_cents' => null,
		);
		if ( '' !== $days ) {
			if ( ctype_digit( $days ) && (int) $days >= self::MIN_DAYS && (int) $days <= self::MAX_DAYS ) {
				$values['terms_days'] = (int) $days;
			} else {
				$errors['terms_days'] = sprintf(
					/* translators: 1: smallest number of days, 2: largest number of days */
					__( 'Payment terms in days: enter a whole number from %1$d to %2$d, or leave the field empty for the shop default.', 'kabelshop-core' ),
					self::MIN_DAYS,
					self::MAX_DAYS
				);
			}
		}
		if ( '' !== $limit ) {
			$cents = Decimal::parse( $limit, 2 );
			if ( null === $cents ) {
				$errors['limit'] = __( 'Credit limit: enter an amount in euros with at most two decimals, e.g. 5000,00, or leave the field empty for no limit.', 'kabelshop-core' );
			} else {
				$values['limit_cents'] = $cents;
			}
		}
		return array(
			'values' => $values,
			'errors' => $errors,
		);
	}

	/**
	 * Stores checked values.
	 *
	 * @param int                                                                $user_id Customer.
	 * @param array{contract: bool, terms_days: int|null, limit_cents: int|null} $values  From parse().
	 */
	public static function save( int $user_id, array $values ): void {
		if ( $values['contract'] ) {
			update_user_meta( $user_id, PaymentMethods::META_CONTRACT, '1' );
		} else {
			delete_user_meta( $user_id, PaymentMethods::META_CONTRACT );
		}
		if ( null === $values['terms_days'] ) {
			delete_user_meta( $user_id, CreditAccount::META_TERMS_DAYS );
		} else {
			update_user_meta( $user_id, CreditAccount::META_TERMS_DAYS, (string) $values['terms_days'] );
		}
		if ( null === $values['limit_cents'] ) {
			delete_user_meta( $user_id, CreditAccount::META_LIMIT_CENTS );
		} else {
			update_user_meta( $user_id, CreditAccount::META_LIMIT_CENTS, (string) $values['limit_cents'] );
		}
	}

	/**
	 * What the section shows: the stored values as the fields hold them and the read-only figures,
	 * formatted for the staff member's language.
	 *
	 * @param int                   $user_id Customer.
	 * @param string                $locale  BCP 47 locale of the staff member (e.g. 'hr-HR').
	 * @param array<string, string> $posted  Values typed before a refusal (field => text), shown again.
	 * @return array{field: string, nonce: string, nonce_action: string, contract: bool, terms_days: string, limit: string, default_days: int, min_days: int, max_days: int, open_balance: string, available: string, overdue_count: int, unpaid_invoices: int, unbilled_orders: int, invoices_url: string}
	 */
	public static function view( int $user_id, string $locale, array $posted = array() ): array {
		$statement = ( new CreditStatement() )->for_user( $user_id );
		$days      = (string) get_user_meta( $user_id, CreditAccount::META_TERMS_DAYS, true );
		$limit     = (string) get_user_meta( $user_id, CreditAccount::META_LIMIT_CENTS, true );
		$shown     = ctype_digit( $limit ) ? Decimal::format( (int) $limit, 2 ) : '';
		if ( '' !== $shown && ! Format::is_english( $locale ) ) {
			$shown = str_replace( '.', ',', $shown );
		}
		return array(
			'field'           => self::FIELD,
			'nonce'           => self::NONCE,
			'nonce_action'    => self::NONCE_ACTION . $user_id,
			'contract'        => isset( $posted['contract'] ) ? '1' === $posted['contract'] : '1' === (string) get_user_meta( $user_id, PaymentMethods::META_CONTRACT, true ),
			'terms_days'      => $posted['terms_days'] ?? ( ctype_digit( $days ) ? $days : '' ),
			'limit'           => $posted['limit'] ?? $shown,
			'default_days'    => PaymentSettings::get()['default_terms_days'],
			'min_days'        => self::MIN_DAYS,
			'max_days'        => self::MAX_DAYS,
			'open_balance'    => Format::money_cents( $statement['open_balance_cents'], $locale ),
			'available'       => null === $statement['available_cents'] ? __( 'No limit', 'kabelshop-core' ) : Format::money_cents( $statement['available_cents'], $locale ),
			'overdue_count'   => count( $statement['overdue'] ),
			'unpaid_invoices' => count( $statement['invoices'] ),
			'unbilled_orders' => count( $statement['unpaid_orders'] ),
			'invoices_url'    => admin_url( 'admin.php?page=kabelshop-invoices' ),
		);
	}
}
