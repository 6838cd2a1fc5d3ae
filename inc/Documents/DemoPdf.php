<?php
/**
 * Small valid demo PDFs (issue 4 demo seed).
 *
 * @package Kabelshop
 */

declare( strict_types=1 );

namespace Kabelshop\Documents;

defined( 'ABSPATH' ) || exit;

/**
 * Writes a hand-made PDF 1.4 (ISO 32000-1 structure: catalog, pages, one page, one content stream,
 * Helvetica, a correct xref table) with a few ASCII text lines. Used only for demo documents, whose
 * first line always says DEMO, so they are never mistaken for real invoices or declarations.
 */
final class DemoPdf {

	/**
	 * The PDF bytes.
	 *
	 * @param list<string> $lines Text lines (non-ASCII characters are replaced by '?').
	 * @return string PDF starting with '%PDF-1.4'.
	 */
	public static function render( array $lines ): string {
		$text = "BT /F1 14 Tf 56 780 Td 18 TL\n";
		foreach ( $lines as $line ) {
			$ascii = (string) preg_replace( '/[^\x20-\x7E]/', '?', $line );
			$text .= '(' . strtr(
				$ascii,
				array(
					'\\' => '\\\\',
					'('  => '\\(',
					')'  => '\\)',
				)
			) . ") Tj T*\n";
		}
		$text   .= 'ET';
		$objects = array(
			'<< /Type /Catalog /Pages 2 0 R >>',
			'<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
			'<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>',
			'<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
			'<< /Length ' . strlen( $text ) . " >>\nstream\n" . $text . "\nendstream",
		);
		$pdf     = "%PDF-1.4\n";
		$offsets = array();
		foreach ( $objects as $index => $object ) {
			$offsets[] = strlen( $pdf );
			$pdf      .= ( $index + 1 ) . " 0 obj\n" . $object . "\nendobj\n";
		}
		$xref = strlen( $pdf );
		$pdf .= "xref\n0 " . ( count( $objects ) + 1 ) . "\n0000000000 65535 f \n";
		foreach ( $offsets as $offset ) {
			$pdf .= sprintf( "%010d 00000 n \n", $offset );
		}
		$pdf .= 'trailer << /Size ' . ( count( $objects ) + 1 ) . " /Root 1 0 R >>\nstartxref\n" . $xref . "\n%%EOF\n";
		return $pdf;
	}
}
