<?php
/**
 * What an uploaded CV really is.
 *
 * @package Kabelshop
 */

declare( strict_types=1 );

namespace Kabelshop\Forms;

defined( 'ABSPATH' ) || exit;

/**
 * Decides by content, never by the file name or the browser's type, whether a file is a CV the shop
 * accepts (issue 12, Forms: PDF or DOCX, at most MAX_BYTES):
 * - PDF: starts with '%PDF-' (ISO 32000-1, 7.5.2) and libmagic (finfo) calls it application/pdf;
 * - DOCX: libmagic calls it a ZIP or an OOXML word-processing document, ZipArchive opens it and its
 *   entries include '[Content_Types].xml' and 'word/document.xml' (ISO/IEC 29500-2 package with a
 *   WordprocessingML main part). The archive is only listed, never extracted.
 * Anything else (a renamed .exe, a .doc, an image, an empty file) is refused with a translated
 * message for the field 'cv'.
 */
final class CvFile {

	/** 5 MB (5 x 1024 x 1024 bytes). */
	public const MAX_BYTES = 5242880;

	public const TYPE_PDF  = 'pdf';
	public const TYPE_DOCX = 'docx';

	/** Content-Type of each accepted type, for downloads. */
	public const MIME = array(
		self::TYPE_PDF  => 'application/pdf',
		self::TYPE_DOCX => 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
	);

	/**
	 * Checks a file on disk.
	 *
	 * @param string $path Absolute path (an upload's tmp_name).
	 * @return array{type: string, bytes: int}|string The type and size, or the translated reason it is refused.
	 */
	public static function check( string $path ) {
		$bytes = is_file( $path ) ? (int) filesize( $path ) : 0;
		if ( $bytes <= 0 ) {
			return __( 'Please attach your CV as a PDF or DOCX file.', 'kabelshop-core' );
		}
		if ( $bytes > self::MAX_BYTES ) {
			return self::too_big();
		}
		$mime = (string) ( new \finfo( FILEINFO_MIME_TYPE ) )->file( $path );
		$head = (string) file_get_contents( $path, false, null, 0, 5 ); // phpcs:ignore WordPress.WP.AlternativeFunctions -- reads the first bytes of a local upload.
		if ( '%PDF-' === $head && 'application/pdf' === $mime ) {
			return array(
				'type'  => self::TYPE_PDF,
				'bytes' => $bytes,
			);
		}
		if ( in_array( $mime, array( 'application/zip', self::MIME[ self::TYPE_DOCX ] ), true ) && self::is_docx( $path ) ) {
			return array(
				'type'  => self::TYPE_DOCX,
				'bytes' => $bytes,
			);
		}
		return __( 'The CV must be a PDF or DOCX file. This file is neither.', 'kabelshop-core' );
	}

	/**
	 * The translated "too large" message (also for uploads PHP itself cut off).
	 */
	public static function too_big(): string {
		return __( 'The CV is larger than 5 MB. Please send a smaller file.', 'kabelshop-core' );
	}

	/**
	 * Whether a ZIP file is a WordprocessingML package.
	 *
	 * @param string $path Absolute path.
	 */
	private static function is_docx( string $path ): bool {
		$zip = new \ZipArchive();
		if ( true !== $zip->open( $path, \ZipArchive::RDONLY ) ) {
			return false;
		}
		$ok = false !== $zip->locateName( 'word/document.xml' ) && false !== $zip->locateName( '[Content_Types].xml' );
		$zip->close();
		return $ok;
	}
}
