<?php
/**
 * Stores and reads inquiries.
 *
 * @package Kabelshop
 */

declare( strict_types=1 );

namespace Kabelshop\Inquiries;

defined( 'ABSPATH' ) || exit;

// phpcs:disable WordPress.Security.EscapeOutput.ExceptionNotEscaped -- exception messages are plain text (REST error JSON, logs); where one is printed, it is escaped there.

use Kabelshop\Accounts\FieldRules;
use Kabelshop\Commerce\CustomerPrice;
use Kabelshop\Commerce\Pricing;
use Kabelshop\Domain\ShopException;
use Kabelshop\Setup\Database;

/**
 * The only code that talks SQL to the inquiry tables (every statement through $wpdb->prepare).
 * create() re-prices the lines from the articles table (Commerce\Pricing::reprice: the browser's
 * prices are never read) and writes the inquiry and its lines in one transaction.
 *
 * Inquiry shape returned by find()/page():
 *   { id: int, user_id: int, company_name, oib, contact_person, email, phone, note, language,
 *     status, staff_note: string, created_at, updated_at: string (UTC 'Y-m-d H:i:s'),
 *     lines?: list<{ line_no: int, article_code, name, size_label, packaging: string,
 *                    quantity_m: int, unit_price_e4: int (full list price per metre, InquiryTable), price_is_demo: bool }> }
 */
final class InquiryRepository {

	/**
	 * Stores a validated inquiry with server prices.
	 *
	 * @param array<string, mixed> $clean    Values from Inquiry::validate(): company_name, oib, contact_person,
	 *                                       email, phone, note (strings) and lines (list of { article_code, quantity_m }).
	 * @param int                  $user_id  Sender (0 for a visitor).
	 * @param string               $language 'hr' | 'en' | 'sr'.
	 * @return int The new inquiry id.
	 * @throws ShopException Invalid (400) kabelshop_inquiry_unknown_articles naming field 'lines' and the
	 *                       unknown article codes; failed (500) kabelshop_inquiry_not_saved when a write
	 *                       fails (nothing kept).
	 */
	public function create( array $clean, int $user_id, string $language ): int {
		global $wpdb;
		$priced = Pricing::reprice( $clean['lines'] );
		if ( $priced['unknown_codes'] ) {
			throw ShopException::field(
				'kabelshop_inquiry_unknown_articles',
				'lines',
				/* translators: %s: comma-separated article codes */
				sprintf( __( 'These articles are no longer in the catalogue: %s. Please remove them from the inquiry list.', 'kabelshop-core' ), implode( ', ', $priced['unknown_codes'] ) )
			);
		}
		$now = current_time( 'mysql', true );
		try {
			$id = Database::transaction(
				static function () use ( $wpdb, $clean, $user_id, $language, $now, $priced ): int {
					$ok = $wpdb->insert(
						InquiryTable::name(),
						array(
							'user_id'        => $user_id,
							'company_name'   => $clean['company_name'],
							'oib'            => $clean['oib'],
							'contact_person' => $clean['contact_person'],
							'email'          => $clean['email'],
							'phone'          => $clean['phone'],
							'note'           => $clean['note'],
							'language'       => $language,
							'status'         => Inquiry::STATUS_NEW,
							'staff_note'     => '',
							'created_at'     => $now,
							'updated_at'     => $now,
						),
						array( '%d', '%s', '%s', '%s', '%s', '%s', '%s', '%s', '%s', '%s', '%s', '%s' )
					);
					if ( false === $ok ) {
						throw new \RuntimeException( 'inquiry not written' );
					}
					$id = (int) $wpdb->insert_id;
					foreach ( $priced['lines'] as $index => $line ) {
						$article = $line['article'];
						$ok      = $wpdb->insert(
							InquiryTable::lines_name(),
							array(
								'inquiry_id'    => $id,
								'line_no'       => $index + 1,
								'article_code'  => $line['article_code'],
								'name'          => mb_substr( Pricing::name_of( $article ), 0, 200 ),
								'size_label'    => mb_substr( $article->size_label, 0, 100 ),
								'packaging'     => $article->packaging,
								'quantity_m'    => $line['quantity_m'],
								// The full list price (base + metal surcharge, CustomerPrice::shown(); issue 27).
								'unit_price_e4' => CustomerPrice::shown( $line['unit_price_e4'], $line['metal_surcharge_e4'] )['full_price_e4'],
								'price_is_demo' => $article->price_is_demo ? 1 : 0,
							),
							array( '%d', '%d', '%s', '%s', '%s', '%s', '%d', '%d', '%d' )
						);
						if ( false === $ok ) {
							throw new \RuntimeException( 'line not written' );
						}
					}
					return $id;
				}
			);
		} catch ( \RuntimeException $e ) {
			do_action( 'kabelshop_inquiry_failed', $e->getMessage() );
			throw new ShopException( 'kabelshop_inquiry_not_saved', FieldRules::message( 'SERVER_ERROR' ), ShopException::FAILED, array(), $e );
		}
		return $id;
	}

	/**
	 * One inquiry with its lines, or null.
	 *
	 * @param int $id Inquiry id.
	 * @return array<string, mixed>|null See the class comment.
	 */
	public function find( int $id ): ?array {
		global $wpdb;
		$table = InquiryTable::name();
		$row   = $wpdb->get_row( $wpdb->prepare( "SELECT * FROM {$table} WHERE id = %d", $id ), ARRAY_A ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- table name.
		if ( ! is_array( $row ) ) {
			return null;
		}
		$inquiry          = self::shape( $row );
		$lines_table      = InquiryTable::lines_name();
		$rows             = (array) $wpdb->get_results( $wpdb->prepare( "SELECT * FROM {$lines_table} WHERE inquiry_id = %d ORDER BY line_no", $id ), ARRAY_A ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- table name.
		$inquiry['lines'] = array();
		foreach ( $rows as $line ) {
			$inquiry['lines'][] = array(
				'line_no'       => (int) $line['line_no'],
				'article_code'  => (string) $line['article_code'],
				'name'          => (string) $line['name'],
				'size_label'    => (string) $line['size_label'],
				'packaging'     => (string) $line['packaging'],
				'quantity_m'    => (int) $line['quantity_m'],
				'unit_price_e4' => (int) $line['unit_price_e4'],
				'price_is_demo' => '1' === (string) $line['price_is_demo'],
			);
		}
		return $inquiry;
	}

	/**
	 * A page of inquiries, newest first, with their line counts.
	 *
	 * @param string $status   One of Inquiry::STATUSES, or '' for all.
	 * @param int    $page     1-based page.
	 * @param int    $per_page Rows per page (1..200).
	 * @return array{rows: list<array<string, mixed>>, total: int} Rows also carry line_count: int.
	 */
	public function page( string $status, int $page, int $per_page ): array {
		global $wpdb;
		$table    = InquiryTable::name();
		$lines    = InquiryTable::lines_name();
		$per_page = max( 1, min( 200, $per_page ) );
		$offset   = ( max( 1, $page ) - 1 ) * $per_page;
		$where    = in_array( $status, Inquiry::STATUSES, true ) ? $wpdb->prepare( 'WHERE i.status = %s', $status ) : '';
		// phpcs:disable WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- table names and a prepared WHERE.
		$rows  = (array) $wpdb->get_results( $wpdb->prepare( "SELECT i.*, (SELECT COUNT(*) FROM {$lines} l WHERE l.inquiry_id = i.id) AS line_count FROM {$table} i {$where} ORDER BY i.created_at DESC, i.id DESC LIMIT %d OFFSET %d", $per_page, $offset ), ARRAY_A );
		$total = (int) $wpdb->get_var( "SELECT COUNT(*) FROM {$table} i {$where}" );
		// phpcs:enable
		// phpcs:disable WordPress.Security.EscapeOutput.ExceptionNotEscaped -- as at the head of the file.
		$out = array();
		foreach ( $rows as $row ) {
			$item               = self::shape( $row );
			$item['line_count'] = (int) $row['line_count'];
			$out[]              = $item;
		}
		return array(
			'rows'  => $out,
			'total' => $total,
		);
	}

	/**
	 * Changes the status and the staff note.
	 *
	 * @param int    $id         Inquiry id.
	 * @param string $status     One of Inquiry::STATUSES.
	 * @param string $staff_note Internal note (plain text, <= 2000 characters kept).
	 * @return bool False for an unknown status or inquiry.
	 */
	public function update_status( int $id, string $status, string $staff_note ): bool {
		global $wpdb;
		if ( ! in_array( $status, Inquiry::STATUSES, true ) || null === $this->find( $id ) ) {
			return false;
		}
		$done = $wpdb->update(
			InquiryTable::name(),
			array(
				'status'     => $status,
				'staff_note' => mb_substr( $staff_note, 0, 2000 ),
				'updated_at' => current_time( 'mysql', true ),
			),
			array( 'id' => $id ),
			array( '%s', '%s', '%s' ),
			array( '%d' )
		);
		return false !== $done;
	}

	/**
	 * Typed inquiry row.
	 *
	 * @param array<string, string|null> $row Database row.
	 * @return array<string, mixed>
	 */
	private static function shape( array $row ): array {
		return array(
			'id'             => (int) $row['id'],
			'user_id'        => (int) $row['user_id'],
			'company_name'   => (string) $row['company_name'],
			'oib'            => (string) $row['oib'],
			'contact_person' => (string) $row['contact_person'],
			'email'          => (string) $row['email'],
			'phone'          => (string) $row['phone'],
			'note'           => (string) $row['note'],
			'language'       => (string) $row['language'],
			'status'         => (string) $row['status'],
			'staff_note'     => (string) $row['staff_note'],
			'created_at'     => (string) $row['created_at'],
			'updated_at'     => (string) $row['updated_at'],
		);
	}
}
