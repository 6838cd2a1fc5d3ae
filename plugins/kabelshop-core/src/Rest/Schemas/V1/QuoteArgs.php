<?php
/**
 * Request arguments shared by POST cart/quote and POST orders.
 *
 * @package Kabelshop
 */

declare( strict_types=1 );

namespace Kabelshop\Rest\Schemas\V1;

defined( 'ABSPATH' ) || exit;

use Kabelshop\Commerce\DeliveryRules;
use WP_Error;

/**
 * Arg definitions (type, bounds, validate and sanitize callbacks) for 'lines' and 'delivery'.
 * lines: 1..200 of { article_code: string 1..64, quantity_m: int 1..100000 } (quantities in whole
 * metres; a cable is cut by the metre). Any other key of a line (a price the browser shows, say)
 * is dropped by the sanitizer and never read. delivery: { method: 'pickup'|'delivery', address_id?: int >= 1 }.
 * Validation errors are WP_Error with status 400; the answer is 400 kabelshop_invalid_param naming the
 * arg in data.params, and the exact place (e.g. lines[3].quantity_m) in data.details.<arg>.data.field.
 */
final class QuoteArgs {

	public const MAX_LINES    = 200;
	public const MAX_CODE     = 64;
	public const MAX_QUANTITY = 100000;

	/**
	 * The 'lines' arg.
	 *
	 * @return array<string, mixed>
	 */
	public static function lines(): array {
		return array(
			'description'       => 'Cart lines: article code and metres.',
			'type'              => 'array',
			'required'          => true,
			'minItems'          => 1,
			'maxItems'          => self::MAX_LINES,
			'items'             => array(
				'type'       => 'object',
				'properties' => array(
					'article_code' => array(
						'type'      => 'string',
						'minLength' => 1,
						'maxLength' => self::MAX_CODE,
					),
					'quantity_m'   => array(
						'type'    => 'integer',
						'minimum' => 1,
						'maximum' => self::MAX_QUANTITY,
					),
				),
			),
			'validate_callback' => array( self::class, 'validate_lines' ),
			'sanitize_callback' => array( self::class, 'sanitize_lines' ),
		);
	}

	/**
	 * The 'delivery' arg.
	 *
	 * @param bool $required Whether the arg is required (orders) or optional (quote).
	 * @return array<string, mixed>
	 */
	public static function delivery( bool $required ): array {
		return array(
			'description'       => 'Delivery choice: pickup, or delivery to one of the customer\'s addresses.',
			'type'              => 'object',
			'required'          => $required,
			'properties'        => array(
				'method'     => array(
					'type' => 'string',
					'enum' => DeliveryRules::METHODS,
				),
				'address_id' => array(
					'type'    => 'integer',
					'minimum' => 1,
				),
			),
			'validate_callback' => array( self::class, 'validate_delivery' ),
			'sanitize_callback' => array( self::class, 'sanitize_delivery' ),
		);
	}

	/**
	 * Validates lines.
	 *
	 * @param mixed $value Raw value.
	 * @return true|WP_Error
	 */
	public static function validate_lines( $value ) {
		if ( ! is_array( $value ) || ! array_is_list( $value ) || count( $value ) < 1 ) {
			return self::error( 'kabelshop_cart_empty', 'lines', __( 'The cart is empty', 'kabelshop-core' ) );
		}
		if ( count( $value ) > self::MAX_LINES ) {
			/* translators: %d: maximum number of cart lines */
			return self::error( 'kabelshop_cart_too_many_lines', 'lines', sprintf( __( 'A cart may have at most %d lines.', 'kabelshop-core' ), self::MAX_LINES ) );
		}
		foreach ( $value as $index => $line ) {
			$code = is_array( $line ) && isset( $line['article_code'] ) && is_string( $line['article_code'] ) ? trim( $line['article_code'] ) : '';
			if ( '' === $code || mb_strlen( $code ) > self::MAX_CODE ) {
				return self::error( 'kabelshop_cart_invalid_article_code', "lines[{$index}].article_code", __( 'An article code is missing or too long.', 'kabelshop-core' ) );
			}
			if ( null === self::to_quantity( $line['quantity_m'] ?? null ) ) {
				/* translators: %d: maximum metres per line */
				return self::error( 'kabelshop_cart_invalid_quantity', "lines[{$index}].quantity_m", sprintf( __( 'Enter a whole number of metres from 1 to %d.', 'kabelshop-core' ), self::MAX_QUANTITY ) );
			}
		}
		return true;
	}

	/**
	 * Keeps article_code (trimmed) and quantity_m (int) of each line; drops everything else.
	 *
	 * @param mixed $value Validated value.
	 * @return list<array{article_code: string, quantity_m: int}>
	 */
	public static function sanitize_lines( $value ): array {
		$out = array();
		foreach ( is_array( $value ) ? $value : array() as $line ) {
			$out[] = array(
				'article_code' => trim( (string) ( $line['article_code'] ?? '' ) ),
				'quantity_m'   => (int) self::to_quantity( $line['quantity_m'] ?? null ),
			);
		}
		return $out;
	}

	/**
	 * Validates the delivery choice's shape (ownership of the address is checked by Checkout).
	 *
	 * @param mixed $value Raw value.
	 * @return true|WP_Error
	 */
	public static function validate_delivery( $value ) {
		if ( ! is_array( $value ) || ! in_array( $value['method'] ?? null, DeliveryRules::METHODS, true ) ) {
			return self::error( 'kabelshop_order_invalid_delivery', 'delivery.method', __( 'Choose pickup or delivery.', 'kabelshop-core' ) );
		}
		if ( isset( $value['address_id'] ) && ( ! is_numeric( $value['address_id'] ) || (int) $value['address_id'] < 1 || (string) (int) $value['address_id'] !== (string) $value['address_id'] ) ) {
			return self::error( 'kabelshop_order_invalid_address', 'delivery.address_id', __( 'Choose one of your delivery addresses.', 'kabelshop-core' ) );
		}
		return true;
	}

	/**
	 * Keeps method and address_id (int, 0 when absent).
	 *
	 * @param mixed $value Validated value.
	 * @return array{method: string, address_id: int}
	 */
	public static function sanitize_delivery( $value ): array {
		return array(
			'method'     => (string) ( is_array( $value ) ? ( $value['method'] ?? '' ) : '' ),
			'address_id' => is_array( $value ) && isset( $value['address_id'] ) ? (int) $value['address_id'] : 0,
		);
	}

	/**
	 * An integer 1..MAX_QUANTITY from an int or a digit string, else null.
	 *
	 * @param mixed $value Raw quantity.
	 */
	private static function to_quantity( $value ): ?int {
		if ( is_string( $value ) && preg_match( '/^\d{1,6}$/', $value ) ) {
			$value = (int) $value;
		}
		return is_int( $value ) && $value >= 1 && $value <= self::MAX_QUANTITY ? $value : null;
	}

	/**
	 * A 400 validation error naming the exact field.
	 *
	 * @param string $code    Error code.
	 * @param string $field   Field path.
	 * @param string $message Translated message.
	 */
	private static function error( string $code, string $field, string $message ): WP_Error {
		return new WP_Error(
			$code,
			$message,
			array(
				'status' => 400,
				'field'  => $field,
				'fields' => array( $field => $message ),
			)
		);
	}
}
