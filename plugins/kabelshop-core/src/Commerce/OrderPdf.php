<?php
/**
 * The printable order confirmation (PDF).
 *
 * @package Kabelshop
 */

declare( strict_types=1 );

namespace Kabelshop\Commerce;

defined( 'ABSPATH' ) || exit;

use Dompdf\Dompdf;
use Dompdf\Options;
use Kabelshop\Content\Company;
use Kabelshop\I18n\Locale;

/**
 * One order as an A4 PDF (issue 13: "a printable order confirmation per order, for the buyer
 * (account and mail) and staff, with Croatian letters intact"): the seller (Content\Company), the
 * buyer (company, OIB, contact), order number and date, PO number, requested delivery date, site
 * contact, delivery address or pickup, payment, note, the items as priced with their backorder
 * notes, and the totals (OrderDetails; words and numbers of the current language, render_in() for
 * another); while a bank transfer is awaited, the payment instructions with the HUB-3 barcode
 * (issue 15, a PNG data URI: dompdf loads no remote images).
 *
 * Rendered with dompdf (Composer dompdf/dompdf 2.0.x; 3.x needs dompdf/php-font-lib, which the
 * package registry here does not have) from plugins/kabelshop-core/templates/pdf/order-confirmation.php in DejaVu Sans,
 * the Unicode font dompdf ships: č, ć, đ, š, ž (and €) are embedded as a font subset with a
 * ToUnicode map, so they print and can be copied and searched (the core PDF fonts Helvetica and
 * Times have no đ or č and turn them into "?"). Remote resources and inline PHP are off; the font
 * metrics cache goes to the system temp folder (the vendor folder may be read-only).
 *
 * Delivered by GET kabelshop/v1/orders/{id}/pdf (Rest\Routes\V1\OrderPdfDownload: the buyer's own
 * order or staff) and attached to the buyer's confirmation mail (OrderMailer).
 */
final class OrderPdf {

	/**
	 * The PDF of an order in the current language.
	 *
	 * @param array<string, mixed> $order Stored order (OrderRepository shape).
	 * @return string PDF bytes.
	 */
	public static function render( array $order ): string {
		$html  = self::html( $order );
		$cache = trailingslashit( get_temp_dir() ) . 'kabelshop-dompdf';
		wp_mkdir_p( $cache );
		$options = new Options();
		$options->set( 'defaultFont', 'DejaVu Sans' );
		$options->set( 'isRemoteEnabled', false );
		$options->set( 'isPhpEnabled', false );
		$options->set( 'isJavascriptEnabled', false );
		$options->set( 'fontCache', $cache );
		$options->set( 'tempDir', get_temp_dir() );
		$options->set( 'chroot', array( KABELSHOP_CORE_DIR ) );
		$dompdf = new Dompdf( $options );
		$dompdf->setPaper( 'A4' );
		$dompdf->loadHtml( $html, 'UTF-8' );
		$dompdf->render();
		return (string) $dompdf->output();
	}

	/**
	 * The PDF of an order in a language.
	 *
	 * @param array<string, mixed> $order    Stored order.
	 * @param string               $language 'hr' | 'en' | 'sr'.
	 * @return string PDF bytes.
	 */
	public static function render_in( array $order, string $language ): string {
		return (string) Locale::in_language( $language, static fn(): string => self::render( $order ) );
	}

	/**
	 * The PDF written to a new temporary file named after the order (a mail attachment's name is
	 * its file name), or null when it could not be made. Remove it with remove_temp().
	 *
	 * @param array<string, mixed> $order Stored order.
	 * @return string|null Absolute path.
	 */
	public static function temp_file( array $order ): ?string {
		try {
			$bytes = self::render( $order );
		} catch ( \Throwable $e ) {
			/* A confirmation without its PDF is better than none; the buyer can download it later. */
			do_action( 'kabelshop_order_pdf_failed', $order, $e );
			return null;
		}
		$dir = trailingslashit( get_temp_dir() ) . 'kabelshop-pdf-' . bin2hex( random_bytes( 8 ) );
		if ( ! wp_mkdir_p( $dir ) ) {
			return null;
		}
		$path = $dir . '/' . self::filename( $order );
		return false === file_put_contents( $path, $bytes ) ? null : $path; // phpcs:ignore WordPress.WP.AlternativeFunctions -- a private temp file.
	}

	/**
	 * Removes a file of temp_file() and its folder.
	 *
	 * @param string $path Path from temp_file().
	 */
	public static function remove_temp( string $path ): void {
		wp_delete_file( $path );
		@rmdir( dirname( $path ) ); // phpcs:ignore WordPress.PHP.NoSilencedErrors.Discouraged, WordPress.WP.AlternativeFunctions.file_system_operations_rmdir -- our own empty temp folder; gone already is fine.
	}

	/**
	 * The download name: the order number, e.g. "KS-2026-000123.pdf".
	 *
	 * @param array<string, mixed> $order Stored order.
	 */
	public static function filename( array $order ): string {
		return (string) preg_replace( '/[^A-Za-z0-9._-]+/', '-', (string) $order['number'] ) . '.pdf';
	}

	/**
	 * The HTML dompdf renders (plugins/kabelshop-core/templates/pdf/order-confirmation.php with view()).
	 *
	 * @param array<string, mixed> $order Stored order.
	 */
	public static function html( array $order ): string {
		return \Kabelshop\View\Templates::capture( 'pdf/order-confirmation', self::view( $order ) );
	}

	/**
	 * The template's data, every text and number in the current language.
	 *
	 * @param array<string, mixed> $order Stored order.
	 * @return array<string, mixed> lang (BCP 47), title, seller (list of lines: name, address, then the
	 *         identification of Company::identification() as "Label: value", phone and e-mail; issue 27),
	 *         buyer (list of {label, value}: company, the headquarters address of the buyer's profile as it is
	 *         now (ProfileData, the order keeps no copy), OIB, contact, e-mail),
	 *         facts (list of {label, value}: number, date, PO, requested date, site contact, delivery,
	 *         address, payment, note; empty ones left out), split (bool: base price, metal surcharge and
	 *         full price columns; false: the full price with "incl. metal surcharge" under it, the order's
	 *         frozen display), columns (header texts), items (OrderDetails::items()), charges
	 *         (OrderDetails::charges()), totals (OrderDetails::totals()), notes (OrderDetails::price_notes():
	 *         the metal index used, pending delivery), cancelled ('' or the cancelled notice), transfer (issue 15:
	 *         View\PaymentInstructionsView::for_pdf(), the bank transfer instructions with the HUB-3 barcode as a
	 *         PNG data URI, null when no transfer is awaited), footer.
	 */
	public static function view( array $order ): array {
		$head    = OrderDetails::header( $order );
		$company = Company::details();
		$lines   = array(
			$company['name'],
			$company['street'],
			trim( $company['postcode'] . ' ' . $company['city'] ) . ', ' . $company['country'],
		);
		// Issue 27: the seller identification (register court, MBS, OIB, share capital, board, bank, IBAN).
		foreach ( Company::identification()['rows'] as $row ) {
			if ( ! in_array( $row['key'], array( 'name', 'seat' ), true ) ) {
				$lines[] = $row['label'] . ': ' . $row['value'];
			}
		}
		$lines[] = trim( $company['phone'] . ' · ' . $company['email'], ' ·' );
		$seller  = array_values( array_filter( $lines ) );
		$profile = \Kabelshop\Accounts\ProfileData::read( (int) $order['user_id'] );
		$street  = trim( $profile['address'] . ' ' . $profile['addressNr'] );
		$place   = trim( $profile['postNr'] . ' ' . $profile['city'] );
		$address = '' !== $street . $place ? implode( ', ', array_filter( array( $street, $place, $profile['country'] ) ) ) : '';
		$pairs   = static function ( array $rows ): array {
			$out = array();
			foreach ( $rows as $label => $value ) {
				if ( '' !== $value ) {
					$out[] = array(
						'label' => $label,
						'value' => $value,
					);
				}
			}
			return $out;
		};
		$buyer   = $pairs(
			array(
				__( 'Company:', 'kabelshop-core' ) => $head['company'],
				__( 'Address:', 'kabelshop-core' ) => $address,
				__( 'OIB:', 'kabelshop-core' )     => $head['oib'],
				__( 'Contact:', 'kabelshop-core' ) => implode( ', ', array_filter( array( $head['contact_name'], $head['phone'] ) ) ),
				__( 'E-mail:', 'kabelshop-core' )  => $head['email'],
			)
		);
		$facts   = $pairs(
			array(
				__( 'Order number:', 'kabelshop-core' )    => (string) $order['number'],
				__( 'Order date:', 'kabelshop-core' )      => $head['date'],
				__( 'PO number:', 'kabelshop-core' )       => $head['po_number'],
				__( 'Requested delivery date:', 'kabelshop-core' ) => $head['requested_date'],
				__( 'Site contact:', 'kabelshop-core' )    => implode( ', ', array_filter( array( $head['site_contact_name'], $head['site_contact_phone'] ) ) ),
				__( 'Delivery method:', 'kabelshop-core' ) => $head['delivery'],
				__( 'Delivery address:', 'kabelshop-core' ) => $head['address'],
				__( 'Payment:', 'kabelshop-core' )         => $head['payment'],
				__( 'Shipment weight:', 'kabelshop-core' ) => OrderDetails::weight( $order ),
				__( 'Note:', 'kabelshop-core' )            => $head['note'],
			)
		);
		return array(
			'lang'      => Locale::bcp47(),
			/* translators: %s: order number, e.g. KS-2026-000123 */
			'title'     => sprintf( __( 'Order confirmation %s', 'kabelshop-core' ), (string) $order['number'] ),
			'seller_h'  => __( 'Seller', 'kabelshop-core' ),
			'buyer_h'   => __( 'Buyer', 'kabelshop-core' ),
			'seller'    => $seller,
			'buyer'     => $buyer,
			'facts'     => $facts,
			'split'     => \Kabelshop\Metals\SurchargeSettings::DISPLAY_SPLIT === OrderDetails::display( $order ),
			'columns'   => array(
				'line'     => __( 'No.', 'kabelshop-core' ),
				'article'  => __( 'Article', 'kabelshop-core' ),
				'quantity' => __( 'Quantity (m)', 'kabelshop-core' ),
				'price'    => __( 'Price per m', 'kabelshop-core' ),
				'base'     => __( 'Base price per m', 'kabelshop-core' ),
				'metal'    => __( 'Metal surcharge per m', 'kabelshop-core' ),
				'full'     => __( 'Full price per m', 'kabelshop-core' ),
				'net'      => __( 'Net amount', 'kabelshop-core' ),
			),
			'items'     => OrderDetails::items( $order ),
			'charges_h' => __( 'Charges', 'kabelshop-core' ),
			'charges'   => OrderDetails::charges( $order ),
			'totals'    => OrderDetails::totals( $order ),
			'notes'     => OrderDetails::price_notes( $order ),
			'cancelled' => OrderStatus::CANCELLED === ( $order['status'] ?? '' ) ? __( 'This order has been cancelled.', 'kabelshop-core' ) : '',
			'transfer'  => \Kabelshop\View\PaymentInstructionsView::for_pdf( $order ),
			'footer'    => __( 'This confirms that we received your order; it is not an invoice. Prices in EUR without VAT, unit prices per metre; a customer discount is deducted in the totals.', 'kabelshop-core' ),
		);
	}
}
