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
 * Helvetica, a correct xref table) with a few text lines. Used only for demo documents, whose
 * first line always says DEMO, so they are never mistaken for real invoices or declarations.
 *
 * Croatian and Serbian letters (issue 27: the demo documents are in hr, en and sr): the font uses
 * WinAnsiEncoding (ISO 32000-1 Annex D) with the letters it lacks placed at 128-137 by a
 * /Differences array (Ccaron ccaron Cacute cacute Dcroat dcroat, glyphs of the standard Helvetica's
 * Latin character set); š, ž, Š, Ž, °, ², – are WinAnsi's own. Any other character becomes '?'.
 */
final class DemoPdf {

	/** Character => the byte the font's encoding draws it with. */
	private const BYTES = array(
		'Č' => "\x80",
		'č' => "\x81",
		'Ć' => "\x82",
		'ć' => "\x83",
		'Đ' => "\x84",
		'đ' => "\x85",
		'Š' => "\x8A",
		'š' => "\x9A",
		'Ž' => "\x8E",
		'ž' => "\x9E",
		'°' => "\xB0",
		'²' => "\xB2",
		'–' => "\x96",
	);

	/**
	 * The PDF bytes.
	 *
	 * @param list<string> $lines Text lines (UTF-8; characters the font cannot draw are replaced by '?').
	 * @return string PDF starting with '%PDF-1.4'.
	 */
	public static function render( array $lines ): string {
		$text = "BT /F1 14 Tf 56 780 Td 18 TL\n";
		foreach ( $lines as $line ) {
			$ascii = self::encode( $line );
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
			'<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding << /Type /Encoding /BaseEncoding /WinAnsiEncoding /Differences [128 /Ccaron /ccaron /Cacute /cacute /Dcroat /dcroat] >> >>',
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

	/**
	 * A line in the font's encoding (see the class comment).
	 *
	 * @param string $line UTF-8 text.
	 * @return string Bytes: printable ASCII and the encoding's bytes of BYTES.
	 */
	public static function encode( string $line ): string {
		$out = '';
		foreach ( (array) preg_split( '//u', $line, -1, PREG_SPLIT_NO_EMPTY ) as $char ) {
			$char = (string) $char;
			if ( isset( self::BYTES[ $char ] ) ) {
				$out .= self::BYTES[ $char ];
			} else {
				$out .= 1 === preg_match( '/^[\x20-\x7E]$/', $char ) ? $char : '?';
			}
		}
		return $out;
	}
}
