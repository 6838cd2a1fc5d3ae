<?php
/**
 * The wp-admin screen "Kabelshop -> Invoices".
 *
 * @package Kabelshop
 */

declare( strict_types=1 );

namespace Kabelshop\Admin;

defined( 'ABSPATH' ) || exit;

use Kabelshop\Documents\ControlCode;
use Kabelshop\Documents\DocumentSettings;
use Kabelshop\Documents\InvoiceImporter;
use Kabelshop\Documents\InvoiceRepository;
use Kabelshop\Documents\PrivateFiles;
use Kabelshop\I18n\Format;
use Kabelshop\I18n\Locale;
use Kabelshop\Payments\InvoicePayments;

/**
 * Latest invoices with their amount, due date and payment status (paid / open / overdue, issue 15)
 * and a "Mark paid" button on each unpaid one; upload one PDF (customer e-mail, optional order
 * number, invoice number, date, optional due date and amount); bulk import of a zip or a server
 * folder with index.csv (InvoiceImporter, all or nothing); the DoP closing time (Europe/Zagreb,
 * default 16:00). Four admin-post forms with their own nonce actions: kabelshop_invoice_upload,
 * kabelshop_invoice_import, kabelshop_documents_settings and kabelshop_invoice_paid (its action ends
 * with the invoice id). Mark paid: Payments\InvoicePayments::mark_paid() (paid_at now, paid_cents
 * the gross; the contract-terms order is paid when all its invoices are). Template: admin/invoices.
 */
final class InvoicesPage extends DocumentScreen {

	public const SLUG = 'kabelshop-invoices';

	/** Nonce action prefix of "Mark paid" (ends with the invoice id). */
	public const PAID_ACTION = 'kabelshop_invoice_paid_';

	/** Menu slug. */
	public function slug(): string {
		return self::SLUG;
	}

	/** Page title. */
	public function title(): string {
		return __( 'Invoices', 'kabelshop-core' );
	}

	/** The four form handlers. */
	protected function register_handlers(): void {
		add_action( 'admin_post_kabelshop_invoice_paid', array( $this, 'mark_paid' ) );
		add_action( 'admin_post_kabelshop_invoice_upload', array( $this, 'upload_invoice' ) );
		add_action( 'admin_post_kabelshop_invoice_import', array( $this, 'import_invoices' ) );
		add_action( 'admin_post_kabelshop_documents_settings', array( $this, 'save_settings' ) );
	}

	/**
	 * The screen's data.
	 *
	 * @return array<string, mixed> template 'invoices', form (admin-post URL), closing_time (HH:MM),
	 *         invoices (the latest 100 as list of {id, number, issued_on, email, order_number, gross
	 *         (formatted, '' when unknown), due_on (Y-m-d), status (paid|open|overdue), status_label,
	 *         paid_at (formatted date, '' when unpaid), nonce (of Mark paid)}).
	 */
	protected function view(): array {
		$invoices = array();
		$latest   = ( new InvoiceRepository() )->latest( 100 );
		$locale   = Locale::LANGUAGES[ Locale::admin_language( get_current_user_id() ) ][1];
		cache_users( array_map( static fn ( array $invoice ): int => (int) $invoice['user_id'], $latest ) ); // Their customers in one query, not one per row.
		foreach ( $latest as $invoice ) {
			$user       = get_userdata( (int) $invoice['user_id'] );
			$status     = InvoicePayments::status( $invoice );
			$invoices[] = array(
				'id'           => (int) $invoice['id'],
				'number'       => (string) $invoice['number'],
				'issued_on'    => (string) $invoice['issued_on'],
				'email'        => $user ? $user->user_email : '',
				'order_number' => (string) ( $invoice['order_number'] ?? '' ),
				'gross'        => null === $invoice['gross_cents'] ? '' : Format::money_cents( (int) $invoice['gross_cents'], $locale ),
				'due_on'       => InvoicePayments::due_on( $invoice ),
				'status'       => $status,
				'status_label' => self::status_label( $status ),
				'paid_at'      => null === $invoice['paid_at'] ? '' : Format::date( (string) get_date_from_gmt( (string) $invoice['paid_at'] ), $locale ),
				'nonce'        => wp_create_nonce( self::PAID_ACTION . (int) $invoice['id'] ),
			);
		}
		return array(
			'template'     => 'invoices',
			'form'         => admin_url( 'admin-post.php' ),
			'closing_time' => DocumentSettings::closing_time(),
			'invoices'     => $invoices,
		);
	}

	/** Handles the single invoice upload. */
	public function upload_invoice(): void {
		$this->guard();
		check_admin_referer( 'kabelshop_invoice_upload' );
		// phpcs:disable WordPress.Security.NonceVerification.Missing -- checked above.
		$number = strtoupper( sanitize_text_field( wp_unslash( (string) ( $_POST['number'] ?? '' ) ) ) );
		$email  = sanitize_email( wp_unslash( (string) ( $_POST['customer_email'] ?? '' ) ) );
		$order  = sanitize_text_field( wp_unslash( (string) ( $_POST['order_number'] ?? '' ) ) );
		$date   = sanitize_text_field( wp_unslash( (string) ( $_POST['issued_on'] ?? '' ) ) );
		$due_on = sanitize_text_field( wp_unslash( (string) ( $_POST['due_on'] ?? '' ) ) );
		$gross  = sanitize_text_field( wp_unslash( (string) ( $_POST['gross'] ?? '' ) ) );
		// phpcs:enable
		$bytes   = self::uploaded_bytes( 'file' );
		$checked = InvoiceImporter::check( $number, $email, $order, $date );
		if ( is_string( $checked ) ) {
			$this->finish( array( $checked ), array() );
		}
		$payment = InvoiceImporter::payment_columns( $checked['user_id'], $checked['order_id'], $checked['issued_on'], $due_on, $gross );
		if ( is_string( $payment ) ) {
			$this->finish( array( $payment ), array() );
		}
		if ( ! PrivateFiles::is_pdf( $bytes ) ) {
			$this->finish( array( __( 'the file is not a PDF', 'kabelshop-core' ) ), array() );
		}
		$control = ControlCode::generate();
		( new InvoiceRepository() )->create(
			$checked + $payment + array(
				'control_hash' => ControlCode::hash( $control ),
				'file'         => PrivateFiles::store( 'invoices', $bytes ),
			)
		);
		$this->finish(
			array(),
			array(
				array(
					'number'  => $number,
					'control' => $control,
				),
			)
		);
	}

	/**
	 * Handles "Mark paid" of one invoice (POST invoice, nonce kabelshop_invoice_paid_<id>).
	 */
	public function mark_paid(): void {
		$this->guard();
		// phpcs:ignore WordPress.Security.NonceVerification.Missing -- the nonce of this very invoice is checked next.
		$id = isset( $_POST['invoice'] ) ? absint( wp_unslash( $_POST['invoice'] ) ) : 0;
		check_admin_referer( self::PAID_ACTION . $id );
		$invoice = ( new InvoiceRepository() )->find( $id );
		if ( null === $invoice ) {
			self::redirect_with_notice( $this->url(), 'error', __( 'This invoice does not exist.', 'kabelshop-core' ) );
		}
		$result = ( new InvoicePayments() )->mark_paid( $id, get_current_user_id() );
		if ( ! $result['marked'] ) {
			/* translators: %s: invoice number */
			self::redirect_with_notice( $this->url(), 'warning', sprintf( __( 'Invoice %s was paid already; nothing changed.', 'kabelshop-core' ), (string) $invoice['number'] ) );
		}
		/* translators: %s: invoice number */
		$text = sprintf( __( 'Invoice %s is marked paid.', 'kabelshop-core' ), (string) $invoice['number'] );
		if ( $result['order_paid'] ) {
			/* translators: %s: order number */
			$text .= ' ' . sprintf( __( 'All invoices of order %s are paid: the order is paid.', 'kabelshop-core' ), (string) ( $invoice['order_number'] ?? '' ) );
		}
		self::redirect_with_notice( $this->url(), 'success', $text );
	}

	/**
	 * The translated payment status of an invoice.
	 *
	 * @param string $status InvoicePayments::PAID | OPEN | OVERDUE.
	 */
	public static function status_label( string $status ): string {
		return match ( $status ) {
			InvoicePayments::PAID    => _x( 'Paid', 'invoice status', 'kabelshop-core' ),
			InvoicePayments::OVERDUE => _x( 'Overdue', 'invoice status', 'kabelshop-core' ),
			default                  => _x( 'Open', 'invoice status', 'kabelshop-core' ),
		};
	}

	/** Handles the bulk import. */
	public function import_invoices(): void {
		$this->guard();
		check_admin_referer( 'kabelshop_invoice_import' );
		// phpcs:ignore WordPress.Security.NonceVerification.Missing -- checked above.
		$folder   = sanitize_text_field( wp_unslash( (string) ( $_POST['folder'] ?? '' ) ) );
		$importer = new InvoiceImporter();
		$zip      = self::uploaded_path( 'zip' );
		if ( '' !== $zip ) {
			$result = $importer->import_zip( $zip );
		} elseif ( '' !== $folder ) {
			$result = $importer->import_folder( $folder );
		} else {
			$result = array(
				'errors'   => array( __( 'Choose a zip archive or enter a folder.', 'kabelshop-core' ) ),
				'imported' => array(),
			);
		}
		$this->finish( $result['errors'], $result['imported'] );
	}

	/** Saves the closing time. */
	public function save_settings(): void {
		$this->guard();
		check_admin_referer( 'kabelshop_documents_settings' );
		// phpcs:ignore WordPress.Security.NonceVerification.Missing -- checked above.
		$time = sanitize_text_field( wp_unslash( (string) ( $_POST['closing_time'] ?? '' ) ) );
		$ok   = DocumentSettings::set_closing_time( substr( $time, 0, 5 ) );
		$this->finish( $ok ? array() : array( __( 'The closing time must be written HH:MM.', 'kabelshop-core' ) ), array() );
	}
}
