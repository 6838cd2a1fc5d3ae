<?php
/**
 * CV files for the application tests.
 *
 * @package Kabelshop
 */

declare( strict_types=1 );

namespace Kabelshop\Tests\Forms;

/**
 * Writes small real files into the system temp folder: a minimal PDF, a minimal DOCX (an OOXML
 * package with [Content_Types].xml, _rels/.rels and word/document.xml, built with ZipArchive), a
 * Windows executable renamed .pdf, a ZIP that is not a DOCX, and a PDF of a given size.
 * remove_cv_files() in tearDown() deletes them.
 */
trait MakesCvFiles {

	/** @var list<string> Files written. */
	private array $cv_files = array();

	/**
	 * A new temp file with these bytes and this name ending.
	 *
	 * @param string $bytes  Content.
	 * @param string $suffix E.g. '.pdf'.
	 */
	private function cv_file( string $bytes, string $suffix ): string {
		$path = sys_get_temp_dir() . '/ks-cv-' . bin2hex( random_bytes( 6 ) ) . $suffix;
		file_put_contents( $path, $bytes ); // phpcs:ignore WordPress.WP.AlternativeFunctions -- test fixture.
		$this->cv_files[] = $path;
		return $path;
	}

	/** A minimal valid PDF (ISO 32000 header, catalog, trailer). */
	private function pdf(): string {
		return $this->cv_file( "%PDF-1.4\n1 0 obj\n<< /Type /Catalog /Pages 2 0 R >>\nendobj\n2 0 obj\n<< /Type /Pages /Kids [] /Count 0 >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n", '.pdf' );
	}

	/**
	 * A PDF of exactly $bytes bytes (header, then padding in a comment).
	 *
	 * @param int $bytes Size.
	 */
	private function pdf_of_size( int $bytes ): string {
		$head = "%PDF-1.4\n%";
		return $this->cv_file( $head . str_repeat( 'x', $bytes - strlen( $head ) ), '.pdf' );
	}

	/** A minimal DOCX. */
	private function docx(): string {
		$path = $this->cv_file( '', '.docx' );
		unlink( $path ); // phpcs:ignore WordPress.WP.AlternativeFunctions -- ZipArchive creates it.
		$zip = new \ZipArchive();
		$zip->open( $path, \ZipArchive::CREATE );
		$zip->addFromString( '[Content_Types].xml', '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>' );
		$zip->addFromString( '_rels/.rels', '<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>' );
		$zip->addFromString( 'word/document.xml', '<?xml version="1.0" encoding="UTF-8"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body><w:p><w:r><w:t>Curriculum vitae</w:t></w:r></w:p></w:body></w:document>' );
		$zip->close();
		return $path;
	}

	/** A Windows executable (MZ header, PE stub text) named .pdf. */
	private function exe_named_pdf(): string {
		return $this->cv_file( "MZ\x90\x00\x03\x00\x00\x00\x04\x00\x00\x00\xff\xff\x00\x00" . str_repeat( "\0", 48 ) . 'This program cannot be run in DOS mode.' . str_repeat( "\0", 200 ), '.pdf' );
	}

	/** A ZIP without word/document.xml, named .docx. */
	private function zip_named_docx(): string {
		$path = $this->cv_file( '', '.docx' );
		unlink( $path ); // phpcs:ignore WordPress.WP.AlternativeFunctions -- ZipArchive creates it.
		$zip = new \ZipArchive();
		$zip->open( $path, \ZipArchive::CREATE );
		$zip->addFromString( 'readme.txt', 'not a document' );
		$zip->close();
		return $path;
	}

	/** Deletes the files written. */
	private function remove_cv_files(): void {
		foreach ( $this->cv_files as $path ) {
			if ( is_file( $path ) ) {
				unlink( $path ); // phpcs:ignore WordPress.WP.AlternativeFunctions -- test fixture.
			}
		}
		$this->cv_files = array();
	}
}
