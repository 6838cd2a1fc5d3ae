<?php
/**
 * The HUB-3 payment data and its PDF417 barcode.
 *
 * @package Kabelshop
 */

declare( strict_types=1 );

namespace Kabelshop\Payments;

defined( 'ABSPATH' ) || exit;

/**
 * The Croatian Banking Association's HUB-3 standard ("Jedinstveni 2D barkod" of the HUB 3 payment
 * order): 14 fields, each on its own line (LF), in this order and at most these many characters:
 * header 'HRVHUB30', currency (3), amount (15 digits: cents, zero-padded), payer name (30), payer
 * street (27), payer postcode and place (27), recipient name (25), recipient street (25),
 * recipient postcode and place (27), recipient IBAN (21), model (4, 'HR01'), reference (22),
 * purpose code (4, ISO 20022 external purpose code, e.g. GDSV) and description (35). Longer
 * values are cut, line breaks inside a value become spaces. The barcode is PDF417 with error
 * correction level 4, its text in ISO 8859-2 (Latin-2, so Č, Ć, Ž, Š, Đ stay themselves), drawn
 * by TCPDF's 2D barcode class (tecnickcom/tcpdf), not by code of ours. Croatian mobile banking
 * apps scan it to fill the payment.
 */
final class Hub3 {

	public const HEADER = 'HRVHUB30';

	/** Field => maximum characters, in payload order after header, currency and amount. */
	public const LIMITS = array(
		'payer_name'       => 30,
		'payer_street'     => 27,
		'payer_place'      => 27,
		'recipient_name'   => 25,
		'recipient_street' => 25,
		'recipient_place'  => 27,
		'iban'             => 21,
		'model'            => 4,
		'reference'        => 22,
		'purpose_code'     => 4,
		'description'      => 35,
	);

	/**
	 * The barcode text.
	 *
	 * @param string                $currency     ISO 4217 code, e.g. 'EUR'.
	 * @param int                   $amount_cents Amount in cents (0 <= amount < 10^15).
	 * @param array<string, string> $fields       LIMITS keys => values ('' for an empty field; IBAN without spaces).
	 * @return string 14 lines joined by LF (no trailing LF).
	 * @throws \InvalidArgumentException For a negative or too large amount or a currency that is not 3 letters.
	 */
	public static function payload( string $currency, int $amount_cents, array $fields ): string {
		if ( $amount_cents < 0 || $amount_cents > 999999999999999 ) {
			throw new \InvalidArgumentException( 'HUB-3 amount out of range.' );
		}
		if ( ! preg_match( '/^[A-Z]{3}$/', $currency ) ) {
			throw new \InvalidArgumentException( 'HUB-3 currency must be 3 capital letters.' );
		}
		$lines = array( self::HEADER, $currency, sprintf( '%015d', $amount_cents ) );
		foreach ( self::LIMITS as $key => $limit ) {
			$value   = trim( (string) preg_replace( '/[\r\n\t]+/', ' ', (string) ( $fields[ $key ] ?? '' ) ) );
			$value   = 'iban' === $key ? strtoupper( str_replace( ' ', '', $value ) ) : $value;
			$lines[] = mb_substr( $value, 0, $limit );
		}
		return implode( "\n", $lines );
	}

	/**
	 * The payload split back into its fields (for tests and the staff screen).
	 *
	 * @param string $payload payload() text.
	 * @return array<string, string> header, currency, amount and the LIMITS keys.
	 */
	public static function fields( string $payload ): array {
		$keys  = array_merge( array( 'header', 'currency', 'amount' ), array_keys( self::LIMITS ) );
		$lines = explode( "\n", $payload );
		$out   = array();
		foreach ( $keys as $index => $key ) {
			$out[ $key ] = $lines[ $index ] ?? '';
		}
		return $out;
	}

	/**
	 * The payload as the bytes the barcode holds (ISO 8859-2; characters Latin-2 lacks become '?').
	 *
	 * @param string $payload payload() text (UTF-8).
	 */
	public static function bytes( string $payload ): string {
		$bytes = mb_convert_encoding( $payload, 'ISO-8859-2', 'UTF-8' );
		return is_string( $bytes ) ? $bytes : $payload;
	}

	/**
	 * The PDF417 barcode as a TCPDF 2D barcode object: aspect ratio 3 (TCPDF's width / height of
	 * the symbol), error correction level 4. TCPDF already draws each PDF417 row 4 modules high
	 * (its ROWHEIGHT), so svg() and png() scale rows by the module width alone: a wide,
	 * payment-slip-shaped code (452 × 160 px at 2 px for a full order's payload), where three
	 * times that height gave a taller-than-wide block.
	 *
	 * @param string $payload payload() text.
	 */
	private static function barcode( string $payload ): \TCPDF2DBarcode {
		return new \TCPDF2DBarcode( self::bytes( $payload ), 'PDF417,3,4' );
	}

	/**
	 * SVG markup of the barcode (black modules on white), for web pages.
	 *
	 * @param string $payload payload() text.
	 * @param int    $module  Width of one module in pixels (a row is 4 × that high).
	 */
	public static function svg( string $payload, int $module = 2 ): string {
		return self::barcode( $payload )->getBarcodeSVGcode( $module, $module, 'black' );
	}

	/**
	 * PNG image data of the barcode (needs GD), for the PDF and the mail.
	 *
	 * @param string $payload payload() text.
	 * @param int    $module  Width of one module in pixels (a row is 4 × that high); at least 2 for phones to read it from a screen.
	 * @return string PNG bytes ('' when GD is missing).
	 */
	public static function png( string $payload, int $module = 2 ): string {
		$png = self::barcode( $payload )->getBarcodePngData( max( 2, $module ), max( 2, $module ), array( 0, 0, 0 ) );
		return is_string( $png ) ? $png : '';
	}
}
