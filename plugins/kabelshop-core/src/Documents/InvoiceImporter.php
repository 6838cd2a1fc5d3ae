<?php
/**
 * Bulk import of invoice PDFs (issue 4: "a bulk import of a folder or zip with a CSV index").
 *
 * @package Kabelshop
 */

declare( strict_types=1 );

namespace Kabelshop\Documents;

defined( 'ABSPATH' ) || exit;

use Kabelshop\Catalog\Decimal;
use Kabelshop\Commerce\OrderRepository;
use Kabelshop\Commerce\OrderTable;
use Kabelshop\Payments\InvoicePayments;
use Kabelshop\Payments\PaymentStatus;
use Kabelshop\Setup\Database;

/**
 * Reads index.csv (';'-separated, UTF-8, header row number;customer_email;order_number;issued_on;file,
 * optionally followed by the columns due_on and/or gross in any order, issue 15) from a folder or a
 * zip and imports every row:
 * - number: 1-40 of A-Z 0-9 . / _ - (upper-cased), not yet stored and not repeated in the file;
 * - customer_email: an existing user;
 * - order_number: empty, or an order of that customer;
 * - issued_on: a real date YYYY-MM-DD;
 * - file: a file name (no folders) in the same folder/zip whose content starts with %PDF-;
 * - due_on (optional column, may be empty): a real date YYYY-MM-DD, not before issued_on; empty or
 *   no column: issued_on + the customer's payment terms in days (Payments\CreditAccount::terms());
 * - gross (optional column, may be empty): the amount with VAT in euros, decimal comma or point, at
 *   most two decimals; empty or no column: the order's gross (and net) when an order is named (an
 *   invoice of a whole order), else none (the amount is unknown and counts 0 in the open balance).
 * An invoice of an order that is already paid (card, bank transfer received) is stored paid
 * (payment_columns()).
 * All or nothing, like the catalogue import: every line is checked first; one error => nothing is
 * written and the result lists 'Line N: message' errors. Otherwise the files are copied to the
 * private folder and the rows inserted in ONE transaction; a failure removes the copied files.
 * Each imported invoice gets a new control code, returned once in the result for staff.
 */
final class InvoiceImporter {

	public const HEADER      = array( 'number', 'customer_email', 'order_number', 'issued_on', 'file' );
	public const OPTIONAL    = array( 'due_on', 'gross' );
	public const NUMBER_RULE = '/^[A-Z0-9][A-Z0-9.\/_-]{0,39}$/';

	/**
	 * Imports from a zip archive.
	 *
	 * @param string $zip_path Path of the uploaded zip.
	 * @return array{errors: list<string>, imported: list<array{number: string, control: string}>}
	 */
	public function import_zip( string $zip_path ): array {
		$zip = new \ZipArchive();
		if ( true !== $zip->open( $zip_path ) ) {
			return self::failed( __( 'The file is not a readable zip archive.', 'kabelshop-core' ) );
		}
		$dir = get_temp_dir() . 'kabelshop-invoices-' . bin2hex( random_bytes( 8 ) );
		wp_mkdir_p( $dir );
		for ( $i = 0; $i < $zip->numFiles; $i++ ) { // phpcs:ignore WordPress.NamingConventions.ValidVariableName.UsedPropertyNotSnakeCase -- ZipArchive's own property.
			$name = (string) $zip->getNameIndex( $i );
			// Only flat names: a path such as ../x in an archive must never be written (zip slip).
			if ( '' === $name || str_ends_with( $name, '/' ) || basename( $name ) !== $name ) {
				continue;
			}
			file_put_contents( $dir . '/' . $name, (string) $zip->getFromIndex( $i ) ); // phpcs:ignore WordPress.WP.AlternativeFunctions -- temporary folder.
		}
		$zip->close();
		$result = $this->import_folder( $dir );
		foreach ( (array) glob( $dir . '/*' ) as $file ) {
			wp_delete_file( (string) $file );
		}
		rmdir( $dir ); // phpcs:ignore WordPress.WP.AlternativeFunctions -- temporary folder.
		return $result;
	}

	/**
	 * Imports from a folder on the server.
	 *
	 * @param string $dir Folder holding index.csv and the PDFs.
	 * @return array{errors: list<string>, imported: list<array{number: string, control: string}>}
	 */
	public function import_folder( string $dir ): array {
		$dir   = rtrim( $dir, '/' );
		$index = $dir . '/index.csv';
		if ( ! is_dir( $dir ) || ! is_readable( $index ) ) {
			return self::failed( __( 'The folder has no index.csv file.', 'kabelshop-core' ) );
		}
		$rows    = $this->read_csv( $index );
		$columns = $rows[0] ?? array();
		$extra   = array_slice( $columns, count( self::HEADER ) );
		if ( array_slice( $columns, 0, count( self::HEADER ) ) !== self::HEADER || array_diff( $extra, self::OPTIONAL ) || count( array_unique( $extra ) ) !== count( $extra ) ) {
			/* translators: 1: the expected header line, 2: the optional columns. */
			return self::failed( sprintf( __( 'The first line of index.csv must be: %1$s, optionally followed by %2$s.', 'kabelshop-core' ), implode( ';', self::HEADER ), implode( ';', self::OPTIONAL ) ) );
		}
		$errors  = array();
		$valid   = array();
		$numbers = array();
		foreach ( array_slice( $rows, 1, null, true ) as $index_no => $row ) {
			$line = $index_no + 1;
			if ( array( '' ) === $row ) {
				continue;
			}
			$checked = $this->check_row( $row, $columns, $dir, $numbers );
			if ( is_string( $checked ) ) {
				/* translators: 1: line number in index.csv, 2: problem. */
				$errors[] = sprintf( __( 'Line %1$d: %2$s', 'kabelshop-core' ), $line, $checked );
				continue;
			}
			$numbers[ $checked['number'] ] = true;
			$valid[]                       = $checked;
		}
		if ( ! $errors && ! $valid ) {
			$errors[] = __( 'index.csv lists no invoices.', 'kabelshop-core' );
		}
		return $errors ? array(
			'errors'   => $errors,
			'imported' => array(),
		) : $this->write( $valid );
	}

	/**
	 * Checks one row.
	 *
	 * @param list<string>        $row     Cells.
	 * @param list<string>        $columns The header's column names.
	 * @param string              $dir     Folder of the files.
	 * @param array<string, bool> $numbers Numbers seen earlier in the file.
	 * @return array<string, mixed>|string The row ready to store, or the problem.
	 */
	private function check_row( array $row, array $columns, string $dir, array $numbers ) {
		if ( count( $row ) !== count( $columns ) ) {
			/* translators: %d: expected number of columns. */
			return sprintf( __( 'expected %d columns separated by ;', 'kabelshop-core' ), count( $columns ) );
		}
		$cells = array_combine( $columns, array_map( 'trim', $row ) );
		list( $number, $email, $order_number, $issued_on, $file ) = array_values( array_intersect_key( $cells, array_flip( self::HEADER ) ) );
		$checked = self::check( strtoupper( $number ), $email, $order_number, $issued_on, $numbers );
		if ( is_string( $checked ) ) {
			return $checked;
		}
		$payment = self::payment_columns( $checked['user_id'], $checked['order_id'], $checked['issued_on'], $cells['due_on'] ?? '', $cells['gross'] ?? '' );
		if ( is_string( $payment ) ) {
			return $payment;
		}
		if ( '' === $file || basename( $file ) !== $file || ! is_file( $dir . '/' . $file ) ) {
			return __( 'the PDF file named in the file column is missing', 'kabelshop-core' );
		}
		$bytes = (string) file_get_contents( $dir . '/' . $file ); // phpcs:ignore WordPress.WP.AlternativeFunctions -- local file.
		if ( ! PrivateFiles::is_pdf( $bytes ) ) {
			return __( 'the file is not a PDF', 'kabelshop-core' );
		}
		return $checked + $payment + array( 'bytes' => $bytes );
	}

	/**
	 * The payment columns of a new invoice (issue 15; from a line of index.csv or the single upload):
	 * its due date, amounts and, for an order already paid, the payment.
	 *
	 * @param int      $user_id   Customer.
	 * @param int|null $order_id  Its order, if any.
	 * @param string   $issued_on Invoice date, 'Y-m-d' (checked).
	 * @param string   $due_on    Due date 'Y-m-d', '' for issued_on + the customer's terms days.
	 * @param string   $gross     Amount with VAT in euros ("1250,00"), '' for the order's gross (or none).
	 * @return array{due_on: string, gross_cents: int|null, net_cents: int|null, paid_at: string|null, paid_cents: int}|string The columns, or the problem.
	 */
	public static function payment_columns( int $user_id, ?int $order_id, string $issued_on, string $due_on, string $gross ) {
		$due_on = trim( $due_on );
		if ( '' === $due_on ) {
			$due_on = InvoicePayments::due_from( $issued_on, $user_id );
		} else {
			$date = \DateTimeImmutable::createFromFormat( '!Y-m-d', $due_on );
			if ( ! $date || $date->format( 'Y-m-d' ) !== $due_on || $due_on < $issued_on ) {
				return __( 'the due date must be a real date written YYYY-MM-DD, not before the invoice date', 'kabelshop-core' );
			}
		}
		$order       = null === $order_id ? null : ( new OrderRepository() )->find( $order_id );
		$gross       = (string) preg_replace( '/[\s\x{00A0}\x{202F}]+/u', '', $gross );
		$gross_cents = null;
		$net_cents   = null;
		if ( '' !== $gross ) {
			$gross_cents = Decimal::parse( $gross, 2 );
			if ( null === $gross_cents ) {
				return __( 'the amount must be in euros with at most two decimals, e.g. 1250,00', 'kabelshop-core' );
			}
		} elseif ( null !== $order ) {
			$gross_cents = (int) $order['gross_cents'];
			$net_cents   = (int) $order['net_cents'];
		}
		$paid = null !== $order && PaymentStatus::PAID === (string) ( $order['payment_status'] ?? '' );
		return array(
			'due_on'      => $due_on,
			'gross_cents' => $gross_cents,
			'net_cents'   => $net_cents,
			'paid_at'     => $paid ? ( (string) ( $order['paid_at'] ?? '' ) !== '' ? (string) $order['paid_at'] : gmdate( 'Y-m-d H:i:s' ) ) : null,
			'paid_cents'  => $paid ? (int) $gross_cents : 0,
		);
	}

	/**
	 * Checks the fields of one invoice, from a line of index.csv or from the single upload on the
	 * Invoices screen (Admin\InvoicesPage), in this order: number, not listed twice, not stored yet,
	 * customer, order, date.
	 *
	 * @param string              $number       Invoice number, upper-cased.
	 * @param string              $email        Customer e-mail.
	 * @param string              $order_number Order number, '' for none.
	 * @param string              $issued_on    Date as YYYY-MM-DD.
	 * @param array<string, bool> $numbers      Numbers seen earlier in the same file.
	 * @return array{number: string, user_id: int, order_id: int|null, issued_on: string}|string The fields ready to store, or the problem.
	 */
	public static function check( string $number, string $email, string $order_number, string $issued_on, array $numbers = array() ) {
		global $wpdb;
		if ( ! preg_match( self::NUMBER_RULE, $number ) ) {
			return __( 'the invoice number is missing or has characters other than letters, digits, . / _ -', 'kabelshop-core' );
		}
		if ( isset( $numbers[ $number ] ) ) {
			return __( 'this invoice number is listed twice', 'kabelshop-core' );
		}
		if ( null !== ( new InvoiceRepository() )->find_by_number( $number ) ) {
			return __( 'an invoice with this number exists already', 'kabelshop-core' );
		}
		$user = get_user_by( 'email', $email );
		if ( ! $user ) {
			return __( 'no customer has this e-mail address', 'kabelshop-core' );
		}
		$order_id = null;
		if ( '' !== $order_number ) {
			$orders = OrderTable::name();
			// phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- table name from code.
			$order_id = $wpdb->get_var( $wpdb->prepare( "SELECT id FROM {$orders} WHERE number = %s AND user_id = %d", $order_number, (int) $user->ID ) );
			if ( null === $order_id ) {
				return __( 'this customer has no order with this number', 'kabelshop-core' );
			}
		}
		$date = \DateTimeImmutable::createFromFormat( '!Y-m-d', $issued_on );
		if ( ! $date || $date->format( 'Y-m-d' ) !== $issued_on ) {
			return __( 'the date must be a real date written YYYY-MM-DD', 'kabelshop-core' );
		}
		return array(
			'number'    => $number,
			'user_id'   => (int) $user->ID,
			'order_id'  => null === $order_id ? null : (int) $order_id,
			'issued_on' => $issued_on,
		);
	}

	/**
	 * Stores checked rows, all or nothing.
	 *
	 * @param list<array<string, mixed>> $valid Checked rows.
	 * @return array{errors: list<string>, imported: list<array{number: string, control: string}>}
	 */
	private function write( array $valid ): array {
		global $wpdb;
		$stored   = array();
		$imported = array();
		$suppress = $wpdb->suppress_errors( true );
		$repo     = new InvoiceRepository();
		try {
			Database::transaction(
				static function () use ( $valid, $repo, &$stored, &$imported ): void {
					foreach ( $valid as $row ) {
						$file     = PrivateFiles::store( 'invoices', $row['bytes'] );
						$stored[] = $file;
						$control  = ControlCode::generate();
						$repo->create(
							array(
								'user_id'      => $row['user_id'],
								'order_id'     => $row['order_id'],
								'number'       => $row['number'],
								'issued_on'    => $row['issued_on'],
								'control_hash' => ControlCode::hash( $control ),
								'file'         => $file,
								'due_on'       => $row['due_on'],
								'gross_cents'  => $row['gross_cents'],
								'net_cents'    => $row['net_cents'],
								'paid_at'      => $row['paid_at'],
								'paid_cents'   => $row['paid_cents'],
							)
						);
						$imported[] = array(
							'number'  => $row['number'],
							'control' => $control,
						);
					}
				}
			);
		} catch ( \Throwable $e ) {
			$wpdb->suppress_errors( $suppress );
			foreach ( $stored as $file ) {
				PrivateFiles::delete( $file );
			}
			return self::failed( __( 'The import failed. Nothing was saved.', 'kabelshop-core' ) );
		}
		$wpdb->suppress_errors( $suppress );
		return array(
			'errors'   => array(),
			'imported' => $imported,
		);
	}

	/**
	 * Rows of a ';'-separated UTF-8 file (a BOM is dropped).
	 *
	 * @param string $path File.
	 * @return list<list<string>>
	 */
	private function read_csv( string $path ): array {
		$text = (string) file_get_contents( $path ); // phpcs:ignore WordPress.WP.AlternativeFunctions -- local file.
		$text = (string) preg_replace( '/^\xEF\xBB\xBF/', '', $text );
		$rows = array();
		foreach ( preg_split( '/\r\n|\n|\r/', rtrim( $text ) ) as $line ) {
			$rows[] = array_map( 'strval', str_getcsv( $line, ';', '"', '' ) );
		}
		return $rows;
	}

	/**
	 * A result with one general error.
	 *
	 * @param string $message Translated message.
	 * @return array{errors: list<string>, imported: array{}}
	 */
	private static function failed( string $message ): array {
		return array(
			'errors'   => array( $message ),
			'imported' => array(),
		);
	}
}
