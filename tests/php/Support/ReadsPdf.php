<?php
/**
 * Reads a PDF's text back in tests.
 *
 * @package Kabelshop
 */

declare( strict_types=1 );

namespace Kabelshop\Tests\Support;

/**
 * The text of a generated PDF through poppler's pdftotext (Debian poppler-utils, installed by
 * bin/setup.sh), as OrderPdfTest reads it. For TestCase subclasses.
 */
trait ReadsPdf {

	/**
	 * The text of a PDF (poppler's pdftotext, as OrderPdfTest reads it), spaces collapsed.
	 *
	 * @param string $pdf PDF bytes.
	 */
	private function pdf_text( string $pdf ): string {
		$this->assertNotSame( '', trim( (string) shell_exec( 'command -v pdftotext' ) ), 'pdftotext (poppler-utils) is needed: bin/setup.sh installs it' );
		$file = (string) tempnam( sys_get_temp_dir(), 'ks-pdf' );
		file_put_contents( $file, $pdf );
		$text = (string) shell_exec( 'pdftotext -layout -enc UTF-8 ' . escapeshellarg( $file ) . ' - 2>&1' );
		unlink( $file );
		return (string) preg_replace( '/[ \t]+/', ' ', $text );
	}
}
