<?php
/**
 * The wp-admin screen "Kabelshop -> Bank statement import".
 *
 * @package Kabelshop
 */

declare( strict_types=1 );

namespace Kabelshop\Admin;

defined( 'ABSPATH' ) || exit;

use Kabelshop\Accounts\Roles;
use Kabelshop\Content\Company;
use Kabelshop\Content\CompanySettingsPage;
use Kabelshop\I18n\Format;
use Kabelshop\I18n\Locale;
use Kabelshop\Payments\BankStatement;
use Kabelshop\Payments\StatementException;
use Kabelshop\Payments\StatementImport;

/**
 * Issue 15: staff upload a bank statement CSV (Payments\BankStatement: date, amount, reference,
 * payer, description) and every credit line whose reference and amount match a bank transfer
 * order awaiting payment becomes that order's payment (Payments\StatementImport; all lines of a
 * file in one transaction, a malformed file changes nothing and the error names the line and
 * column). After the POST-redirect-GET the screen shows a summary notice and a table of every line
 * with its outcome (kept 30 minutes in a transient keyed by the user and a random token in the
 * URL, ?ks_result=, like the notices). The screen also warns while the company IBAN is empty.
 * Registered by Payments\TransferService (not Theme::services()); form: admin-post.php action
 * kabelshop_statement_import with its nonce; capability kabelshop_manage_orders; template
 * admin/bank-statement.
 */
final class BankStatementPage extends AdminPage {

	public const SLUG   = 'kabelshop-bank-statement';
	public const ACTION = 'kabelshop_statement_import';

	/** Query argument of the result table's token. */
	public const RESULT_ARG = 'ks_result';

	/** Prefix of the result transients (followed by user id and token). */
	private const RESULT_KEY = 'kabelshop_statement_result_';

	/** Menu slug. */
	public function slug(): string {
		return self::SLUG;
	}

	/** Page title. */
	public function title(): string {
		return __( 'Bank statement import', 'kabelshop-core' );
	}

	/** Staff who manage orders. */
	public function capability(): string {
		return Roles::CAP_MANAGE;
	}

	/** After orders and drums in the menu. */
	protected function priority(): int {
		return 12;
	}

	/** The upload handler. */
	protected function register_handlers(): void {
		add_action( 'admin_post_' . self::ACTION, array( $this, 'upload' ) );
	}

	/**
	 * The screen's data.
	 *
	 * @return array<string, mixed> template 'bank-statement', form (admin-post URL), action, iban_missing
	 *         (iban_missing()), columns (list of {name, names, text}), result (null or {rows, counts}).
	 */
	protected function view(): array {
		// phpcs:ignore WordPress.Security.NonceVerification.Recommended -- display only; the token is bound to the user.
		$token  = isset( $_GET[ self::RESULT_ARG ] ) ? sanitize_key( wp_unslash( (string) $_GET[ self::RESULT_ARG ] ) ) : '';
		$result = '' !== $token ? get_transient( self::RESULT_KEY . get_current_user_id() . '_' . $token ) : false;
		return array(
			'template'     => 'bank-statement',
			'form'         => admin_url( 'admin-post.php' ),
			'action'       => self::ACTION,
			'iban_missing' => self::iban_missing(),
			'columns'      => self::columns(),
			'result'       => is_array( $result ) ? $result : null,
		);
	}

	/**
	 * The documented columns for the screen.
	 *
	 * @return list<array{name: string, names: string, text: string}>
	 */
	public static function columns(): array {
		$text = array(
			'date'        => __( 'Date the money arrived: YYYY-MM-DD or DD.MM.YYYY.', 'kabelshop-core' ),
			'amount'      => __( 'Amount in euros, decimal comma or point (1234,56 or 1.234,56 or 1234.56); a minus marks an outgoing payment, which is skipped.', 'kabelshop-core' ),
			'reference'   => __( 'The payer\'s reference (poziv na broj), with or without the model: HR01 2026-0001236.', 'kabelshop-core' ),
			'payer'       => __( 'Who paid (may be empty).', 'kabelshop-core' ),
			'description' => __( 'Payment description (may be empty).', 'kabelshop-core' ),
		);
		$out  = array();
		foreach ( BankStatement::COLUMNS as $column => $names ) {
			$out[] = array(
				'name'  => $column,
				'names' => implode( ', ', array_slice( $names, 1 ) ),
				'text'  => $text[ $column ],
			);
		}
		return $out;
	}

	/**
	 * The warning shown while the company IBAN is empty, or null.
	 *
	 * @return array{text: string, link: string, link_text: string}|null
	 */
	public static function iban_missing(): ?array {
		if ( '' !== Company::details()['iban'] ) {
			return null;
		}
		return array(
			'text'      => __( 'The company IBAN is empty: bank transfer orders show no payment instructions and no barcode, and buyers do not know where to pay.', 'kabelshop-core' ),
			'link'      => add_query_arg( 'page', CompanySettingsPage::SLUG, admin_url( 'admin.php' ) ),
			'link_text' => __( 'Enter the IBAN on Kabelshop → Company data', 'kabelshop-core' ),
		);
	}

	/**
	 * Handles the upload (admin-post.php): guard, nonce, import, redirect back with the result.
	 */
	public function upload(): void {
		$this->guard();
		check_admin_referer( self::ACTION );
		// phpcs:ignore WordPress.Security.NonceVerification.Missing, WordPress.Security.ValidatedSanitizedInput -- nonce checked above; a path PHP wrote itself, accepted only when is_uploaded_file() confirms it.
		$tmp     = isset( $_FILES['statement']['tmp_name'] ) ? (string) $_FILES['statement']['tmp_name'] : '';
		$bytes   = '' !== $tmp && is_uploaded_file( $tmp ) ? (string) file_get_contents( $tmp ) : null; // phpcs:ignore WordPress.WP.AlternativeFunctions -- the uploaded statement in PHP's temp folder (is_uploaded_file checked).
		$outcome = null === $bytes
			? array(
				'type'  => 'error',
				'text'  => __( 'Choose a bank statement file (CSV) first.', 'kabelshop-core' ),
				'items' => array(),
				'rows'  => null,
			)
			: $this->handle( $bytes, get_current_user_id() );
		$url     = $this->url();
		if ( null !== $outcome['rows'] ) {
			$token = strtolower( wp_generate_password( 12, false ) );
			set_transient( self::RESULT_KEY . get_current_user_id() . '_' . $token, $outcome['rows'], 30 * MINUTE_IN_SECONDS );
			$url = add_query_arg( self::RESULT_ARG, $token, $url );
		}
		self::redirect_with_notice( $url, $outcome['type'], $outcome['text'], $outcome['items'] );
	}

	/**
	 * Imports a statement file and says what happened, in the current language.
	 *
	 * @param string $bytes   File contents.
	 * @param int    $user_id Staff member.
	 * @return array{type: string, text: string, items: list<string>, rows: array{rows: list<array<string, string|int>>, counts: array<string, int>}|null}
	 *         type 'success' | 'error'; rows: null when nothing was imported (malformed file), else the result table:
	 *         rows of { line, date, amount, reference, payer, order_number, order_url, outcome, message } and counts per outcome.
	 */
	public function handle( string $bytes, int $user_id ): array {
		try {
			$lines = BankStatement::parse( $bytes );
		} catch ( StatementException $e ) {
			$where = $e->getMessage();
			if ( $e->line_no > 0 && '' !== $e->column ) {
				/* translators: 1: line of the file, 2: column name, 3: what is wrong */
				$where = sprintf( __( 'Line %1$d, column %2$s: %3$s', 'kabelshop-core' ), $e->line_no, $e->column, $e->getMessage() );
			} elseif ( $e->line_no > 0 ) {
				/* translators: 1: line of the file, 2: what is wrong */
				$where = sprintf( __( 'Line %1$d: %2$s', 'kabelshop-core' ), $e->line_no, $e->getMessage() );
			}
			return array(
				'type'  => 'error',
				'text'  => __( 'Nothing was imported. Correct the file and upload it again:', 'kabelshop-core' ),
				'items' => array( $where ),
				'rows'  => null,
			);
		}
		try {
			$results = ( new StatementImport() )->import( $lines, $user_id );
		} catch ( \RuntimeException $e ) {
			return array(
				'type'  => 'error',
				'text'  => __( 'The import failed. Nothing was recorded; please try again.', 'kabelshop-core' ),
				'items' => array(),
				'rows'  => null,
			);
		}
		return array(
			'type'  => 'success',
			'text'  => __( 'Bank statement imported.', 'kabelshop-core' ),
			'items' => self::summary( $results ),
			'rows'  => self::table( $results ),
		);
	}

	/**
	 * One summary line per outcome that occurred.
	 *
	 * @param list<array<string, mixed>> $results StatementImport::import().
	 * @return list<string>
	 */
	private static function summary( array $results ): array {
		$labels = array(
			StatementImport::PAID         => __( 'Payments recorded', 'kabelshop-core' ),
			StatementImport::PART_PAID    => __( 'Part payments recorded', 'kabelshop-core' ),
			StatementImport::OVERPAID     => __( 'Payments recorded, order overpaid', 'kabelshop-core' ),
			StatementImport::UNMATCHED    => __( 'No matching order', 'kabelshop-core' ),
			StatementImport::NOT_AWAITING => __( 'Order not awaiting payment', 'kabelshop-core' ),
			StatementImport::RECORDED     => __( 'Already recorded', 'kabelshop-core' ),
			StatementImport::DEBIT        => __( 'Outgoing payments skipped', 'kabelshop-core' ),
		);
		$counts = array_count_values( array_column( $results, 'outcome' ) );
		$out    = array();
		foreach ( $labels as $outcome => $label ) {
			if ( ! empty( $counts[ $outcome ] ) ) {
				$out[] = $label . ': ' . $counts[ $outcome ];
			}
		}
		return $out;
	}

	/**
	 * The result table, formatted for the staff member's language.
	 *
	 * @param list<array<string, mixed>> $results StatementImport::import().
	 * @return array{rows: list<array<string, string|int>>, counts: array<string, int>}
	 */
	private static function table( array $results ): array {
		$locale = Locale::bcp47();
		$rows   = array();
		foreach ( $results as $result ) {
			$rows[] = array(
				'line'         => (int) $result['line'],
				'date'         => Format::date( (string) $result['date'], $locale ),
				'amount'       => Format::money_cents( (int) $result['amount_cents'], $locale ),
				'reference'    => (string) $result['reference'],
				'payer'        => (string) $result['payer'],
				'order_number' => (string) $result['order_number'],
				'order_url'    => (int) $result['order_id'] > 0 ? OrdersPage::order_url( (int) $result['order_id'] ) : '',
				'outcome'      => (string) $result['outcome'],
				'message'      => (string) $result['message'],
			);
		}
		return array(
			'rows'   => $rows,
			'counts' => array_count_values( array_column( $results, 'outcome' ) ),
		);
	}
}
