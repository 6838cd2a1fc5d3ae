<?php
/**
 * A bank statement file that cannot be imported.
 *
 * @package Kabelshop
 */

declare( strict_types=1 );

namespace Kabelshop\Payments;

defined( 'ABSPATH' ) || exit;

/**
 * Thrown by BankStatement::parse() for a malformed file: its message is translated and names the
 * line (1 = the header row) and the column, so staff can correct the file; nothing was imported.
 */
final class StatementException extends \RuntimeException {

	/** @var int Line of the file (1 = header), 0 for the file as a whole. */
	public int $line_no;

	/** @var string Column name as documented ('date', 'amount', …), '' for a whole line or file. */
	public string $column;

	/**
	 * Builds the error.
	 *
	 * @param string $message Translated message.
	 * @param int    $line_no Line of the file.
	 * @param string $column  Column.
	 */
	public function __construct( string $message, int $line_no = 0, string $column = '' ) {
		parent::__construct( $message );
		$this->line_no = $line_no;
		$this->column  = $column;
	}
}
