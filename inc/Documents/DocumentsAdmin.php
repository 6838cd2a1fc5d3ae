<?php
/**
 * wp-admin pages of the documents area (issue 4).
 *
 * @package Kabelshop
 */

declare( strict_types=1 );

namespace Kabelshop\Documents;

defined( 'ABSPATH' ) || exit;

use Kabelshop\Commerce\OrderTable;

/**
 * Under the Kabelshop menu, for staff with manage_options:
 * - "Invoices": latest invoices; upload one PDF (customer e-mail, optional order number, invoice
 *   number, date); bulk import of a zip or a server folder with index.csv (InvoiceImporter, all or
 *   nothing); the DoP closing time (Europe/Zagreb, default 16:00).
 * - "Declarations of performance": latest DoPs; upload one PDF per product, optional batch.
 * - "Document lookups": the log of public document searches.
 * Forms post to admin-post.php with a nonce; the new control codes are shown once after saving
 * (a 5-minute transient of the acting user), since only their hashes are stored.
 */
final class DocumentsAdmin {

	public const PARENT     = 'kabelshop';
	public const CAPABILITY = 'manage_options';
	public const INVOICES   = 'kabelshop-invoices';
	public const DOPS       = 'kabelshop-dops';
	public const LOOKUPS    = 'kabelshop-document-lookups';

	/** Hooks. */
	public function register(): void {
		add_action( 'admin_menu', array( $this, 'add_pages' ), 30 );
		add_action( 'admin_post_kabelshop_invoice_upload', array( $this, 'upload_invoice' ) );
		add_action( 'admin_post_kabelshop_invoice_import', array( $this, 'import_invoices' ) );
		add_action( 'admin_post_kabelshop_dop_upload', array( $this, 'upload_dop' ) );
		add_action( 'admin_post_kabelshop_documents_settings', array( $this, 'save_settings' ) );
	}

	/** Adds the three pages (and the Kabelshop menu if nobody added it yet). */
	public function add_pages(): void {
		global $admin_page_hooks;
		if ( empty( $admin_page_hooks[ self::PARENT ] ) ) {
			add_menu_page( __( 'Kabelshop', 'kabelshop' ), __( 'Kabelshop', 'kabelshop' ), self::CAPABILITY, self::PARENT, array( $this, 'render_invoices' ), 'dashicons-cart', 56 );
		}
		add_submenu_page( self::PARENT, __( 'Invoices', 'kabelshop' ), __( 'Invoices', 'kabelshop' ), self::CAPABILITY, self::INVOICES, array( $this, 'render_invoices' ) );
		add_submenu_page( self::PARENT, __( 'Declarations of performance', 'kabelshop' ), __( 'Declarations of performance', 'kabelshop' ), self::CAPABILITY, self::DOPS, array( $this, 'render_dops' ) );
		add_submenu_page( self::PARENT, __( 'Document lookups', 'kabelshop' ), __( 'Document lookups', 'kabelshop' ), self::CAPABILITY, self::LOOKUPS, array( $this, 'render_lookups' ) );
	}

	/** The Invoices page. */
	public function render_invoices(): void {
		$this->guard();
		echo '<div class="wrap kabelshop-documents"><h1>' . esc_html__( 'Invoices', 'kabelshop' ) . '</h1>';
		$this->notices();
		echo '<h2>' . esc_html__( 'Upload one invoice', 'kabelshop' ) . '</h2>';
		echo '<form method="post" enctype="multipart/form-data" action="' . esc_url( admin_url( 'admin-post.php' ) ) . '">';
		wp_nonce_field( 'kabelshop_invoice_upload' );
		echo '<input type="hidden" name="action" value="kabelshop_invoice_upload"><table class="form-table" role="presentation">';
		$this->field( 'ks-inv-email', 'customer_email', __( 'Customer e-mail', 'kabelshop' ), 'email', true );
		$this->field( 'ks-inv-order', 'order_number', __( 'Order number (optional)', 'kabelshop' ), 'text', false );
		$this->field( 'ks-inv-number', 'number', __( 'Invoice number', 'kabelshop' ), 'text', true );
		$this->field( 'ks-inv-date', 'issued_on', __( 'Invoice date', 'kabelshop' ), 'date', true );
		$this->field( 'ks-inv-file', 'file', __( 'Invoice PDF', 'kabelshop' ), 'file', true );
		echo '</table>';
		submit_button( __( 'Upload invoice', 'kabelshop' ) );
		echo '</form>';

		echo '<h2>' . esc_html__( 'Bulk import', 'kabelshop' ) . '</h2><p>' . esc_html__( 'A zip archive, or a folder on the server, holding the PDFs and index.csv with the columns number;customer_email;order_number;issued_on;file (dates as YYYY-MM-DD). Every line is checked first; if any line is wrong, nothing is imported.', 'kabelshop' ) . '</p>';
		echo '<form method="post" enctype="multipart/form-data" action="' . esc_url( admin_url( 'admin-post.php' ) ) . '">';
		wp_nonce_field( 'kabelshop_invoice_import' );
		echo '<input type="hidden" name="action" value="kabelshop_invoice_import"><table class="form-table" role="presentation">';
		$this->field( 'ks-imp-zip', 'zip', __( 'Zip archive', 'kabelshop' ), 'file', false );
		$this->field( 'ks-imp-folder', 'folder', __( 'or a folder on the server', 'kabelshop' ), 'text', false );
		echo '</table>';
		submit_button( __( 'Import invoices', 'kabelshop' ) );
		echo '</form>';

		echo '<h2>' . esc_html__( 'Declarations of performance: closing time', 'kabelshop' ) . '</h2><p>' . esc_html__( 'The declarations of performance of an invoice dated today are available to the customer from this time (Zagreb time).', 'kabelshop' ) . '</p>';
		echo '<form method="post" action="' . esc_url( admin_url( 'admin-post.php' ) ) . '">';
		wp_nonce_field( 'kabelshop_documents_settings' );
		echo '<input type="hidden" name="action" value="kabelshop_documents_settings"><table class="form-table" role="presentation">';
		echo '<tr><th scope="row"><label for="ks-closing">' . esc_html__( 'Closing time', 'kabelshop' ) . '</label></th><td><input id="ks-closing" name="closing_time" type="time" required value="' . esc_attr( DocumentSettings::closing_time() ) . '"></td></tr></table>';
		submit_button( __( 'Save closing time', 'kabelshop' ) );
		echo '</form>';

		echo '<h2>' . esc_html__( 'Latest invoices', 'kabelshop' ) . '</h2><table class="widefat striped"><thead><tr><th scope="col">' . esc_html__( 'Invoice number', 'kabelshop' ) . '</th><th scope="col">' . esc_html__( 'Date', 'kabelshop' ) . '</th><th scope="col">' . esc_html__( 'Customer', 'kabelshop' ) . '</th><th scope="col">' . esc_html__( 'Order number', 'kabelshop' ) . '</th></tr></thead><tbody>';
		foreach ( ( new InvoiceRepository() )->latest( 100 ) as $invoice ) {
			$user = get_userdata( (int) $invoice['user_id'] );
			echo '<tr><td>' . esc_html( (string) $invoice['number'] ) . '</td><td>' . esc_html( (string) $invoice['issued_on'] ) . '</td><td>' . esc_html( $user ? $user->user_email : '' ) . '</td><td>' . esc_html( (string) ( $invoice['order_number'] ?? '' ) ) . '</td></tr>';
		}
		echo '</tbody></table></div>';
	}

	/** The Declarations of performance page. */
	public function render_dops(): void {
		$this->guard();
		echo '<div class="wrap kabelshop-documents"><h1>' . esc_html__( 'Declarations of performance', 'kabelshop' ) . '</h1>';
		$this->notices();
		echo '<p>' . esc_html__( 'Declarations of performance under Regulation (EU) No 305/2011 (cables: EN 50575), one PDF per product and optionally per batch. Each invoice lists the declarations of the products it contains.', 'kabelshop' ) . '</p>';
		echo '<form method="post" enctype="multipart/form-data" action="' . esc_url( admin_url( 'admin-post.php' ) ) . '">';
		wp_nonce_field( 'kabelshop_dop_upload' );
		echo '<input type="hidden" name="action" value="kabelshop_dop_upload"><table class="form-table" role="presentation">';
		echo '<tr><th scope="row"><label for="ks-dop-product">' . esc_html__( 'Product', 'kabelshop' ) . '</label></th><td><select id="ks-dop-product" name="product_id" required>';
		foreach ( get_posts( array( 'post_type' => 'kabelshop_cable', 'numberposts' => 500, 'orderby' => 'title', 'order' => 'ASC', 'post_status' => 'publish' ) ) as $product ) {
			echo '<option value="' . esc_attr( (string) $product->ID ) . '">' . esc_html( get_the_title( $product ) ) . '</option>';
		}
		echo '</select></td></tr>';
		$this->field( 'ks-dop-batch', 'batch', __( 'Batch (optional)', 'kabelshop' ), 'text', false );
		$this->field( 'ks-dop-number', 'number', __( 'DoP number', 'kabelshop' ), 'text', true );
		$this->field( 'ks-dop-file', 'file', __( 'DoP PDF', 'kabelshop' ), 'file', true );
		echo '</table>';
		submit_button( __( 'Upload declaration', 'kabelshop' ) );
		echo '</form><h2>' . esc_html__( 'Latest declarations', 'kabelshop' ) . '</h2><table class="widefat striped"><thead><tr><th scope="col">' . esc_html__( 'DoP number', 'kabelshop' ) . '</th><th scope="col">' . esc_html__( 'Product', 'kabelshop' ) . '</th><th scope="col">' . esc_html__( 'Batch (optional)', 'kabelshop' ) . '</th></tr></thead><tbody>';
		foreach ( ( new DopRepository() )->latest( 100 ) as $dop ) {
			echo '<tr><td>' . esc_html( (string) $dop['number'] ) . '</td><td>' . esc_html( (string) $dop['product_name'] ) . '</td><td>' . esc_html( (string) $dop['batch'] ) . '</td></tr>';
		}
		echo '</tbody></table></div>';
	}

	/** The Document lookups page. */
	public function render_lookups(): void {
		$this->guard();
		echo '<div class="wrap kabelshop-documents"><h1>' . esc_html__( 'Document lookups', 'kabelshop' ) . '</h1><p>' . esc_html__( 'Every public document search, newest first. Addresses are stored as a hash: equal hashes mean the same visitor address.', 'kabelshop' ) . '</p>';
		echo '<table class="widefat striped"><thead><tr><th scope="col">' . esc_html__( 'Time (UTC)', 'kabelshop' ) . '</th><th scope="col">' . esc_html__( 'Number tried', 'kabelshop' ) . '</th><th scope="col">' . esc_html__( 'Found', 'kabelshop' ) . '</th><th scope="col">' . esc_html__( 'Visitor (hash)', 'kabelshop' ) . '</th></tr></thead><tbody>';
		foreach ( LookupLog::latest( 200 ) as $row ) {
			echo '<tr><td>' . esc_html( $row['created_at'] ) . '</td><td>' . esc_html( $row['number_tried'] ) . '</td><td>' . ( '1' === (string) $row['found'] ? esc_html__( 'Yes', 'kabelshop' ) : esc_html__( 'No', 'kabelshop' ) ) . '</td><td><code>' . esc_html( substr( $row['ip_hash'], 0, 12 ) ) . '</code></td></tr>';
		}
		echo '</tbody></table></div>';
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
		$bytes = $this->uploaded_bytes( 'file' );
		$user  = get_user_by( 'email', $email );
		$valid = \DateTimeImmutable::createFromFormat( '!Y-m-d', $date );
		$error = '';
		if ( ! preg_match( InvoiceImporter::NUMBER_RULE, $number ) ) {
			$error = __( 'the invoice number is missing or has characters other than letters, digits, . / _ -', 'kabelshop' );
		} elseif ( null !== ( new InvoiceRepository() )->find_by_number( $number ) ) {
			$error = __( 'an invoice with this number exists already', 'kabelshop' );
		} elseif ( ! $user ) {
			$error = __( 'no customer has this e-mail address', 'kabelshop' );
		} elseif ( ! $valid || $valid->format( 'Y-m-d' ) !== $date ) {
			$error = __( 'the date must be a real date written YYYY-MM-DD', 'kabelshop' );
		} elseif ( ! PrivateFiles::is_pdf( $bytes ) ) {
			$error = __( 'the file is not a PDF', 'kabelshop' );
		}
		$order_id = null;
		if ( '' === $error && '' !== $order ) {
			global $wpdb;
			$orders = OrderTable::name();
			// phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- table name from code.
			$found = $wpdb->get_var( $wpdb->prepare( "SELECT id FROM {$orders} WHERE number = %s AND user_id = %d", $order, (int) $user->ID ) );
			if ( null === $found ) {
				$error = __( 'this customer has no order with this number', 'kabelshop' );
			}
			$order_id = null === $found ? null : (int) $found;
		}
		if ( '' !== $error ) {
			$this->finish( self::INVOICES, array( $error ), array() );
		}
		$control = ControlCode::generate();
		( new InvoiceRepository() )->create(
			array(
				'user_id'      => (int) $user->ID,
				'order_id'     => $order_id,
				'number'       => $number,
				'issued_on'    => $date,
				'control_hash' => ControlCode::hash( $control ),
				'file'         => PrivateFiles::store( 'invoices', $bytes ),
			)
		);
		$this->finish(
			self::INVOICES,
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
		// phpcs:ignore WordPress.Security.NonceVerification.Missing -- checked above.
		$zip = isset( $_FILES['zip']['tmp_name'] ) && is_uploaded_file( (string) $_FILES['zip']['tmp_name'] ) ? (string) $_FILES['zip']['tmp_name'] : '';
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
		$this->finish( self::INVOICES, $result['errors'], $result['imported'] );
	}

	/** Handles a DoP upload. */
	public function upload_dop(): void {
		$this->guard();
		check_admin_referer( 'kabelshop_dop_upload' );
		// phpcs:disable WordPress.Security.NonceVerification.Missing -- checked above.
		$product = absint( $_POST['product_id'] ?? 0 );
		$batch   = sanitize_text_field( wp_unslash( (string) ( $_POST['batch'] ?? '' ) ) );
		$number  = strtoupper( sanitize_text_field( wp_unslash( (string) ( $_POST['number'] ?? '' ) ) ) );
		// phpcs:enable
		$bytes = $this->uploaded_bytes( 'file' );
		$error = '';
		if ( 'kabelshop_cable' !== get_post_type( $product ) ) {
			$error = __( 'Choose a product.', 'kabelshop' );
		} elseif ( ! preg_match( InvoiceImporter::NUMBER_RULE, $number ) || mb_strlen( $batch ) > 40 ) {
			$error = __( 'the DoP number is missing or has characters other than letters, digits, . / _ -', 'kabelshop' );
		} elseif ( null !== ( new DopRepository() )->find_by_number( $number ) ) {
			$error = __( 'a declaration with this number exists already', 'kabelshop' );
		} elseif ( ! PrivateFiles::is_pdf( $bytes ) ) {
			$error = __( 'the file is not a PDF', 'kabelshop' );
		}
		if ( '' !== $error ) {
			$this->finish( self::DOPS, array( $error ), array() );
		}
		$control = ControlCode::generate();
		( new DopRepository() )->create(
			array(
				'product_id'   => $product,
				'batch'        => '' === $batch ? null : $batch,
				'number'       => $number,
				'control_hash' => ControlCode::hash( $control ),
				'file'         => PrivateFiles::store( 'dops', $bytes ),
			)
		);
		$this->finish(
			self::DOPS,
			array(),
			array(
				array(
					'number'  => $number,
					'control' => $control,
				),
			)
		);
	}

	/** Saves the closing time. */
	public function save_settings(): void {
		$this->guard();
		check_admin_referer( 'kabelshop_documents_settings' );
		// phpcs:ignore WordPress.Security.NonceVerification.Missing -- checked above.
		$time = sanitize_text_field( wp_unslash( (string) ( $_POST['closing_time'] ?? '' ) ) );
		$ok   = DocumentSettings::set_closing_time( substr( $time, 0, 5 ) );
		$this->finish( self::INVOICES, $ok ? array() : array( __( 'The closing time must be written HH:MM.', 'kabelshop' ) ), array() );
	}

	/** Stops users without the capability. */
	private function guard(): void {
		if ( ! current_user_can( self::CAPABILITY ) ) {
			wp_die( esc_html__( 'Your account is not allowed to do this.', 'kabelshop' ), 403 );
		}
	}

	/**
	 * Prints one form row.
	 *
	 * @param string $id       Element id.
	 * @param string $name     Field name.
	 * @param string $label    Translated label.
	 * @param string $type     Input type.
	 * @param bool   $required Required.
	 */
	private function field( string $id, string $name, string $label, string $type, bool $required ): void {
		$accept = 'file' === $type ? ( 'zip' === $name ? ' accept=".zip,application/zip"' : ' accept="application/pdf"' ) : '';
		echo '<tr><th scope="row"><label for="' . esc_attr( $id ) . '">' . esc_html( $label ) . '</label></th><td><input id="' . esc_attr( $id ) . '" name="' . esc_attr( $name ) . '" type="' . esc_attr( $type ) . '"' . ( $required ? ' required' : '' ) . $accept . ( 'file' === $type ? '' : ' class="regular-text"' ) . '></td></tr>'; // phpcs:ignore WordPress.Security.EscapeOutput -- $accept is a constant string.
	}

	/**
	 * Bytes of an uploaded file, '' when none.
	 *
	 * @param string $name Field name.
	 */
	private function uploaded_bytes( string $name ): string {
		// phpcs:ignore WordPress.Security.NonceVerification.Missing -- callers check the nonce.
		$tmp = isset( $_FILES[ $name ]['tmp_name'] ) ? (string) $_FILES[ $name ]['tmp_name'] : '';
		return '' !== $tmp && is_uploaded_file( $tmp ) ? (string) file_get_contents( $tmp ) : ''; // phpcs:ignore WordPress.WP.AlternativeFunctions -- uploaded temp file.
	}

	/**
	 * Keeps the result for one display and returns to the page.
	 *
	 * @param string                                         $page     Page slug.
	 * @param list<string>                                   $errors   Errors.
	 * @param list<array{number: string, control: string}> $imported Saved documents with their plain control codes.
	 */
	private function finish( string $page, array $errors, array $imported ): never {
		set_transient(
			'kabelshop_documents_result_' . get_current_user_id(),
			array(
				'errors'   => $errors,
				'imported' => $imported,
			),
			5 * MINUTE_IN_SECONDS
		);
		wp_safe_redirect( admin_url( 'admin.php?page=' . $page ) );
		exit;
	}

	/** Prints (once) the result of the last form. */
	private function notices(): void {
		$key    = 'kabelshop_documents_result_' . get_current_user_id();
		$result = get_transient( $key );
		if ( ! is_array( $result ) ) {
			return;
		}
		delete_transient( $key );
		if ( $result['errors'] ) {
			echo '<div class="notice notice-error" role="alert"><p>' . esc_html__( 'Nothing was saved. Correct these problems and try again:', 'kabelshop' ) . '</p><ul>';
			foreach ( $result['errors'] as $error ) {
				echo '<li>' . esc_html( $error ) . '</li>';
			}
			echo '</ul></div>';
			return;
		}
		if ( ! $result['imported'] ) {
			echo '<div class="notice notice-success" role="status"><p>' . esc_html__( 'Saved.', 'kabelshop' ) . '</p></div>';
			return;
		}
		echo '<div class="notice notice-success" role="status"><p>' . esc_html__( 'Saved. Write these control numbers on the documents now: they are stored only as a hash and are shown only this once.', 'kabelshop' ) . '</p><ul>';
		foreach ( $result['imported'] as $row ) {
			echo '<li><strong>' . esc_html( $row['number'] ) . '</strong>: <code>' . esc_html( $row['control'] ) . '</code></li>';
		}
		echo '</ul></div>';
	}
}
