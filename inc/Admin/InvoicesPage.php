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

/**
 * Latest invoices; upload one PDF (customer e-mail, optional order number, invoice number, date);
 * bulk import of a zip or a server folder with index.csv (InvoiceImporter, all or nothing); the
 * DoP closing time (Europe/Zagreb, default 16:00). Three admin-post forms with their own nonce
 * actions: kabelshop_invoice_upload, kabelshop_invoice_import, kabelshop_documents_settings.
 * Template: admin/invoices.
 */
final class InvoicesPage extends DocumentScreen {

	public const SLUG = 'kabelshop-invoices';

	/** Menu slug. */
	public function slug(): string {
		return self::SLUG;
	}

	/** Page title. */
	public function title(): string {
		return __( 'Invoices', 'kabelshop' );
	}

	/** The three form handlers. */
	protected function register_handlers(): void {
		add_action( 'admin_post_kabelshop_invoice_upload', array( $this, 'upload_invoice' ) );
		add_action( 'admin_post_kabelshop_invoice_import', array( $this, 'import_invoices' ) );
		add_action( 'admin_post_kabelshop_documents_settings', array( $this, 'save_settings' ) );
	}

	/**
	 * The screen's data.
	 *
	 * @return array<string, mixed> template 'invoices', form (admin-post URL), closing_time (HH:MM),
	 *         invoices (the latest 100 as list of {number, issued_on, email, order_number}).
	 */
	protected function view(): array {
		$invoices = array();
		$latest   = ( new InvoiceRepository() )->latest( 100 );
		cache_users( array_map( static fn ( array $invoice ): int => (int) $invoice['user_id'], $latest ) ); // Their customers in one query, not one per row.
		foreach ( $latest as $invoice ) {
			$user       = get_userdata( (int) $invoice['user_id'] );
			$invoices[] = array(
				'number'       => (string) $invoice['number'],
				'issued_on'    => (string) $invoice['issued_on'],
				'email'        => $user ? $user->user_email : '',
				'order_number' => (string) ( $invoice['order_number'] ?? '' ),
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
		// phpcs:enable
		$bytes   = self::uploaded_bytes( 'file' );
		$checked = InvoiceImporter::check( $number, $email, $order, $date );
		if ( is_string( $checked ) ) {
			$this->finish( array( $checked ), array() );
		}
		if ( ! PrivateFiles::is_pdf( $bytes ) ) {
			$this->finish( array( __( 'the file is not a PDF', 'kabelshop' ) ), array() );
		}
		$control = ControlCode::generate();
		( new InvoiceRepository() )->create(
			$checked + array(
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
				'errors'   => array( __( 'Choose a zip archive or enter a folder.', 'kabelshop' ) ),
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
		$this->finish( $ok ? array() : array( __( 'The closing time must be written HH:MM.', 'kabelshop' ) ), array() );
	}
}
