<?php
/**
 * Bulk import of invoices (issue 4).
 *
 * @package Kabelshop
 */

declare( strict_types=1 );

namespace Kabelshop\Tests\Documents;

use Kabelshop\Documents\ControlCode;
use Kabelshop\Documents\DemoPdf;
use Kabelshop\Documents\DocumentSearch;
use Kabelshop\Documents\InvoiceImporter;
use Kabelshop\Documents\InvoiceRepository;
use Kabelshop\Tests\TestCase;

/**
 * A folder or zip with index.csv: one bad line => nothing imported and the line named; a good file
 * => every invoice stored with its customer and order, findable with the returned control code.
 */
final class InvoiceImporterTest extends TestCase {

	use DocumentsFixture;

	/** @var list<string> */
	private array $dirs = array();

	protected function tearDown(): void {
		foreach ( $this->dirs as $dir ) {
			array_map( 'unlink', (array) glob( $dir . '/*' ) );
			rmdir( $dir );
		}
		parent::tearDown();
	}

	/**
	 * A folder with index.csv and the named PDFs.
	 *
	 * @param list<string> $lines CSV lines after the header.
	 * @param list<string> $pdfs  File names to create as PDFs.
	 */
	private function folder( array $lines, array $pdfs ): string {
		$dir = get_temp_dir() . 'ks-import-test-' . bin2hex( random_bytes( 6 ) );
		mkdir( $dir );
		$this->dirs[] = $dir;
		file_put_contents( $dir . '/index.csv', implode( "\n", array_merge( array( implode( ';', InvoiceImporter::HEADER ) ), $lines ) ) . "\n" );
		foreach ( $pdfs as $pdf ) {
			file_put_contents( $dir . '/' . $pdf, DemoPdf::render( array( 'TEST ' . $pdf ) ) );
		}
		file_put_contents( $dir . '/not-a-pdf.pdf', 'hello' );
		return $dir;
	}

	public function test_one_bad_line_imports_nothing_and_names_the_line(): void {
		$user  = $this->make_customer();
		$email = get_userdata( $user )->user_email;
		$good  = strtoupper( $this->unique( 'IMP-' ) );
		$dir   = $this->folder(
			array(
				"$good;$email;;2026-02-03;a.pdf",
				strtoupper( $this->unique( 'IMP-' ) ) . ";nobody-{$good}@example.test;;2026-02-03;a.pdf",
				strtoupper( $this->unique( 'IMP-' ) ) . ";$email;;2026-02-30;a.pdf",
				strtoupper( $this->unique( 'IMP-' ) ) . ";$email;;2026-02-03;not-a-pdf.pdf",
				"$good;$email;;2026-02-03;a.pdf",
			),
			array( 'a.pdf' )
		);
		$result = ( new InvoiceImporter() )->import_folder( $dir );
		$this->assertSame( array(), $result['imported'] );
		$this->assertCount( 4, $result['errors'] );
		$this->assertMatchesRegularExpression( '/^\\D+ 3: /u', $result['errors'][0] );
		$this->assertMatchesRegularExpression( '/^\\D+ 4: /u', $result['errors'][1] );
		$this->assertMatchesRegularExpression( '/^\\D+ 5: /u', $result['errors'][2] );
		$this->assertMatchesRegularExpression( '/^\\D+ 6: /u', $result['errors'][3] );
		$this->assertNull( ( new InvoiceRepository() )->find_by_number( $good ), 'the good line must not be written either' );
	}

	public function test_a_good_zip_imports_every_invoice(): void {
		$product = $this->product();
		$user    = $this->make_customer();
		$email   = get_userdata( $user )->user_email;
		$order   = $this->order_for( $user, $product );
		$one     = strtoupper( $this->unique( 'ZIP-' ) );
		$two     = strtoupper( $this->unique( 'ZIP-' ) );
		$dir     = $this->folder( array( "$one;$email;{$order['number']};2026-02-03;a.pdf", "$two;$email;;2026-02-04;b.pdf" ), array( 'a.pdf', 'b.pdf' ) );
		$zip     = $dir . '/import.zip';
		$archive = new \ZipArchive();
		$this->assertTrue( $archive->open( $zip, \ZipArchive::CREATE ) );
		foreach ( array( 'index.csv', 'a.pdf', 'b.pdf' ) as $name ) {
			$archive->addFile( $dir . '/' . $name, $name );
		}
		$archive->addFromString( '../escape.pdf', '%PDF-1.4 outside' );
		$archive->close();

		$result = ( new InvoiceImporter() )->import_zip( $zip );
		$this->assertSame( array(), $result['errors'] );
		$this->assertSame( array( $one, $two ), array_column( $result['imported'], 'number' ) );
		$this->assertFileDoesNotExist( dirname( get_temp_dir() . 'x' ) . '/escape.pdf' );

		$repo   = new InvoiceRepository();
		$stored = $repo->find_by_number( $one );
		$this->assertSame( $user, $stored['user_id'] );
		$this->assertSame( (int) $order['id'], $stored['order_id'] );
		$this->assertSame( '2026-02-03', $stored['issued_on'] );
		$this->assertNull( $repo->find_by_number( $two )['order_id'] );
		$this->assertSame( ControlCode::hash( $result['imported'][0]['control'] ), $stored['control_hash'] );
		$this->assertNotNull( ( new DocumentSearch() )->find( $one, $result['imported'][0]['control'] ) );

		$again = ( new InvoiceImporter() )->import_zip( $zip );
		$this->assertCount( 2, $again['errors'], 'importing the same file twice is refused line by line' );
	}

	/**
	 * The checks the single upload on the Invoices screen shares with the import, in their order.
	 */
	public function test_check_of_one_invoice(): void {
		$user   = $this->make_customer();
		$email  = get_userdata( $user )->user_email;
		$order  = $this->order_for( $user, $this->product() );
		$number = strtoupper( $this->unique( 'CHK-' ) );
		$this->assertSame(
			array(
				'number'    => $number,
				'user_id'   => $user,
				'order_id'  => (int) $order['id'],
				'issued_on' => '2026-02-03',
			),
			InvoiceImporter::check( $number, $email, (string) $order['number'], '2026-02-03' )
		);
		$this->assertSame( array( 'number', 'user_id', 'order_id', 'issued_on' ), array_keys( (array) InvoiceImporter::check( $number, $email, '', '2026-02-03' ) ) );
		$this->assertNull( InvoiceImporter::check( $number, $email, '', '2026-02-03' )['order_id'] );
		$this->assertSame( __( 'the invoice number is missing or has characters other than letters, digits, . / _ -', 'kabelshop' ), InvoiceImporter::check( 'bad number', $email, '', '2026-02-03' ) );
		$this->assertSame( __( 'this invoice number is listed twice', 'kabelshop' ), InvoiceImporter::check( $number, $email, '', '2026-02-03', array( $number => true ) ) );
		$this->assertSame( __( 'no customer has this e-mail address', 'kabelshop' ), InvoiceImporter::check( $number, 'nobody-' . $email, '', '2026-02-03' ) );
		$this->assertSame( __( 'this customer has no order with this number', 'kabelshop' ), InvoiceImporter::check( $number, $email, 'NO-SUCH-ORDER', '2026-02-30' ) );
		$this->assertSame( __( 'the date must be a real date written YYYY-MM-DD', 'kabelshop' ), InvoiceImporter::check( $number, $email, '', '2026-02-30' ) );
	}
}
