<?php
/**
 * A customer's named order lists.
 *
 * @package Kabelshop
 */

declare( strict_types=1 );

namespace Kabelshop\OrderLists;

defined( 'ABSPATH' ) || exit;

// phpcs:disable WordPress.Security.EscapeOutput.ExceptionNotEscaped -- exception messages are plain text (REST error JSON, logs); where one is printed, it is escaped there.

use Kabelshop\Accounts\CustomerLock;
use Kabelshop\Commerce\CustomerPrice;
use Kabelshop\Commerce\Pricing;
use Kabelshop\Commerce\StockRules;
use Kabelshop\I18n\Format;
use Kabelshop\I18n\LanguageRouter;
use Kabelshop\I18n\Locale;
use Kabelshop\Metals\SurchargeTerms;
use Kabelshop\Setup\Database;
use Kabelshop\Catalog\TypeWords;

/**
 * Issue 13, order lists (docs/quick-order.md): a logged-in customer keeps named lists of article
 * + metres ("Site kit A", "Monthly stock") and puts one into the cart in one click.
 *
 * Storage (issue 26): table OrderListTable, one row per list; every query names the owner's user
 * id, so another customer's list id is simply not found (404). Until issue 26 the lists were one
 * user meta entry per customer, read, changed and written back whole without a lock: 10 saves at
 * once kept 3. Now no write reads and writes back another list: create() is one INSERT, update()
 * one UPDATE of the one row, delete() one DELETE, each under the customer's lock (an UPDATE beside
 * a create's locking read deadlocked in InnoDB); and the per-customer limit (MAX_LISTS) is checked
 * and the row inserted in one transaction under the customer's lock (Accounts\CustomerLock), so 10
 * parallel creates keep 10 lists and parallel creates cannot pass the 30th together. A deleted
 * account's lists are deleted with it (forget_user(), on deleted_user, Accounts\ProfileService).
 *
 * List: { id: 12 hex characters (random, so ids are not guessable or shared across customers),
 * name: string (1..MAX_NAME characters), lines: list<{ article_code, quantity_m }>, created_at,
 * updated_at: UTC 'Y-m-d H:i:s' }. No prices are stored: the list is priced when it is shown
 * (described()) and when it is ordered (POST cart/quote, today's prices).
 */
final class OrderListRepository {

	/** Most lists one customer keeps. */
	public const MAX_LISTS = 30;

	/** Longest list name, characters. */
	public const MAX_NAME = 80;

	/** Pattern of a list id. */
	public const ID_PATTERN = '[a-f0-9]{12}';

	/**
	 * The customer's lists as stored, newest change first (same second: by name).
	 *
	 * @param int $user_id Owner.
	 * @return list<array{id: string, name: string, lines: list<array{article_code: string, quantity_m: int}>, created_at: string, updated_at: string}>
	 */
	public function all( int $user_id ): array {
		global $wpdb;
		$table = OrderListTable::name();
		// phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- table name from code.
		$rows  = (array) $wpdb->get_results( $wpdb->prepare( "SELECT list_id, name, lines_json, created_at, updated_at FROM {$table} WHERE user_id = %d", $user_id ), ARRAY_A );
		$lists = array_map( array( self::class, 'hydrate' ), $rows );
		usort( $lists, static fn( array $a, array $b ): int => array( $b['updated_at'], $a['name'] ) <=> array( $a['updated_at'], $b['name'] ) );
		return $lists;
	}

	/**
	 * One of the customer's lists, null when the customer has no list with this id (whoever else has).
	 *
	 * @param int    $user_id Owner.
	 * @param string $id      List id.
	 * @return array{id: string, name: string, lines: list<array{article_code: string, quantity_m: int}>, created_at: string, updated_at: string}|null
	 */
	public function find( int $user_id, string $id ): ?array {
		global $wpdb;
		$table = OrderListTable::name();
		// phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- table name from code.
		$row = $wpdb->get_row( $wpdb->prepare( "SELECT list_id, name, lines_json, created_at, updated_at FROM {$table} WHERE user_id = %d AND list_id = %s", $user_id, $id ), ARRAY_A );
		return is_array( $row ) ? self::hydrate( $row ) : null;
	}

	/**
	 * How many lists the customer keeps.
	 *
	 * @param int $user_id Owner.
	 */
	public function count( int $user_id ): int {
		global $wpdb;
		$table = OrderListTable::name();
		// phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- table name from code.
		return (int) $wpdb->get_var( $wpdb->prepare( "SELECT COUNT(*) FROM {$table} WHERE user_id = %d", $user_id ) );
	}

	/**
	 * Creates a list: under the customer's lock, in one transaction, the count of the customer's
	 * rows (locked) and the insert, so no two creates pass the limit together.
	 *
	 * @param int                                                $user_id Owner.
	 * @param string                                             $name    Name (checked by the caller).
	 * @param list<array{article_code: string, quantity_m: int}> $lines   Lines (checked by the caller).
	 * @return string|null The new id, null when the customer already has MAX_LISTS lists.
	 * @throws \Kabelshop\Domain\ShopException 503 kabelshop_account_busy (CustomerLock).
	 * @throws \RuntimeException When the insert fails (nothing is kept).
	 */
	public function create( int $user_id, string $name, array $lines ): ?string {
		global $wpdb;
		$table = OrderListTable::name();
		return CustomerLock::run(
			$user_id,
			static fn(): ?string => Database::transaction(
				static function () use ( $wpdb, $table, $user_id, $name, $lines ): ?string {
					// phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- table name from code.
					$ids = (array) $wpdb->get_col( $wpdb->prepare( "SELECT list_id FROM {$table} WHERE user_id = %d FOR UPDATE", $user_id ) );
					if ( count( $ids ) >= self::MAX_LISTS ) {
						return null;
					}
					do {
						$id = bin2hex( random_bytes( 6 ) );
					} while ( in_array( $id, $ids, true ) );
					$now  = current_time( 'mysql', true );
					$done = $wpdb->insert(
						$table,
						array(
							'user_id'    => $user_id,
							'list_id'    => $id,
							'name'       => $name,
							'lines_json' => (string) wp_json_encode( array_values( $lines ) ),
							'created_at' => $now,
							'updated_at' => $now,
						),
						array( '%d', '%s', '%s', '%s', '%s', '%s' )
					);
					if ( 1 !== $done ) {
						throw new \RuntimeException( 'Order list insert failed: ' . $wpdb->last_error );
					}
					return $id;
				}
			)
		);
	}

	/**
	 * Renames a list and/or replaces its lines: one UPDATE of that row only (another list of the
	 * customer is never read or written back).
	 *
	 * @param int                                                     $user_id Owner.
	 * @param string                                                  $id      List id.
	 * @param string|null                                             $name    New name, null to keep.
	 * @param list<array{article_code: string, quantity_m: int}>|null $lines   New lines, null to keep.
	 * @return bool False when the customer has no such list.
	 * @throws \RuntimeException When the database refuses the write.
	 * @throws \Kabelshop\Domain\ShopException 503 kabelshop_account_busy (CustomerLock).
	 */
	public function update( int $user_id, string $id, ?string $name, ?array $lines ): bool {
		// Under the customer's lock, as create() and delete(): an UPDATE beside a create's
		// SELECT ... FOR UPDATE + INSERT of the same customer's rows deadlocked in InnoDB
		// (OrderListsConcurrencyTest under load: a 500 "Deadlock found"); the lock serialises them.
		return CustomerLock::run( $user_id, fn(): bool => $this->update_row( $user_id, $id, $name, $lines ) );
	}

	/**
	 * The one UPDATE of update() (the caller holds the customer's lock).
	 *
	 * @param int                                                     $user_id Owner.
	 * @param string                                                  $id      List id.
	 * @param string|null                                             $name    New name, null to keep.
	 * @param list<array{article_code: string, quantity_m: int}>|null $lines   New lines, null to keep.
	 * @throws \RuntimeException When the database refuses the write.
	 */
	private function update_row( int $user_id, string $id, ?string $name, ?array $lines ): bool {
		global $wpdb;
		$data = array( 'updated_at' => current_time( 'mysql', true ) );
		if ( null !== $name ) {
			$data['name'] = $name;
		}
		if ( null !== $lines ) {
			$data['lines_json'] = (string) wp_json_encode( array_values( $lines ) );
		}
		$done = $wpdb->update(
			OrderListTable::name(),
			$data,
			array(
				'user_id' => $user_id,
				'list_id' => $id,
			),
			null,
			array( '%d', '%s' )
		);
		if ( false === $done ) {
			throw new \RuntimeException( 'Order list update failed: ' . $wpdb->last_error );
		}
		// 0 rows: no such list, or nothing changed within the same second (still the customer's).
		return $done > 0 || null !== $this->find( $user_id, $id );
	}

	/**
	 * Deletes a list (one DELETE of that row).
	 *
	 * @param int    $user_id Owner.
	 * @param string $id      List id.
	 * @return bool False when the customer has no such list.
	 * @throws \Kabelshop\Domain\ShopException 503 kabelshop_account_busy (CustomerLock).
	 */
	public function delete( int $user_id, string $id ): bool {
		global $wpdb;
		return CustomerLock::run(
			$user_id,
			static fn(): bool => (int) $wpdb->delete(
				OrderListTable::name(),
				array(
					'user_id' => $user_id,
					'list_id' => $id,
				),
				array( '%d', '%s' )
			) > 0
		);
	}

	/**
	 * Deletes all lists of a user (action deleted_user: the lists leave with the account).
	 *
	 * @param int $user_id The deleted user.
	 * @return int Lists deleted.
	 */
	public function forget_user( int $user_id ): int {
		global $wpdb;
		return (int) $wpdb->delete( OrderListTable::name(), array( 'user_id' => $user_id ), array( '%d' ) );
	}

	/**
	 * The lists for the customer's screen: each with its lines described by today's catalogue.
	 *
	 * @param int $user_id Owner.
	 * @return list<array{id: string, name: string, updated_at: string, lines: list<array<string, mixed>>}>
	 *         Line: { article_code, quantity_m, name, size_label (the request language's decimal
	 *         mark), packaging, unit_price_e4: int|null (base), price_is_demo, available: bool (false when
	 *         the article left the catalogue), product_url, and the prices of CustomerPrice::shown()
	 *         (issue 27, one price everywhere): metal_surcharge_e4, full_price_e4: int|null,
	 *         customer_unit_price_e4: int|null, line_net_cents and customer_line_net_cents: int|null
	 *         (null for a line that cannot be ordered so: on request or not whole packages) }.
	 */
	public function described( int $user_id ): array {
		$lists = $this->all( $user_id );
		$codes = array();
		foreach ( $lists as $list ) {
			$codes = array_merge( $codes, array_column( $list['lines'], 'article_code' ) );
		}
		$articles = Pricing::on_sale_by_code( $codes );
		$locale   = Locale::bcp47();
		$terms    = SurchargeTerms::current();
		$out      = array();
		foreach ( $lists as $list ) {
			$lines = array();
			foreach ( $list['lines'] as $line ) {
				$article  = $articles[ mb_strtolower( $line['article_code'] ) ] ?? null;
				$multiple = $article ? StockRules::package_multiple_m( $article ) : null;
				$prices   = $article ? CustomerPrice::shown( $article->unit_price_e4, Pricing::metal_surcharge_e4( $article, $terms ), StockRules::is_on_request( $article ) || ( null !== $multiple && 0 !== (int) $line['quantity_m'] % $multiple ) ? null : (int) $line['quantity_m'] ) : null;
				$lines[]  = array(
					'article_code'            => $line['article_code'],
					'quantity_m'              => $line['quantity_m'],
					'name'                    => $article ? TypeWords::shown( Pricing::name_of( $article ) ) : '',
					'size_label'              => $article ? Format::size_label( $article->size_label, $locale ) : '',
					'packaging'               => $article ? $article->packaging : '',
					'unit_price_e4'           => $article ? $article->unit_price_e4 : null,
					'price_is_demo'           => $article ? $article->price_is_demo : false,
					'metal_surcharge_e4'      => $prices ? $prices['metal_surcharge_e4'] : 0,
					'full_price_e4'           => $prices ? $prices['full_price_e4'] : null,
					'customer_unit_price_e4'  => $prices ? $prices['customer_unit_price_e4'] : null,
					'line_net_cents'          => $prices ? $prices['line_net_cents'] : null,
					'customer_line_net_cents' => $prices ? $prices['customer_line_net_cents'] : null,
					'available'               => null !== $article,
					'product_url'             => $article && $article->product_id > 0 ? (string) get_permalink( LanguageRouter::post_in( $article->product_id, Locale::current() ) ) : '',
				);
			}
			$out[] = array(
				'id'         => $list['id'],
				'name'       => $list['name'],
				'updated_at' => $list['updated_at'],
				'lines'      => $lines,
			);
		}
		return $out;
	}

	/**
	 * A row as a list (lines decoded; a line that is not { article_code, quantity_m } is left out).
	 *
	 * @param array<string, mixed> $row Row of OrderListTable.
	 * @return array{id: string, name: string, lines: list<array{article_code: string, quantity_m: int}>, created_at: string, updated_at: string}
	 */
	private static function hydrate( array $row ): array {
		$decoded = json_decode( (string) $row['lines_json'], true );
		$lines   = array();
		foreach ( is_array( $decoded ) ? $decoded : array() as $line ) {
			if ( is_array( $line ) && isset( $line['article_code'], $line['quantity_m'] ) ) {
				$lines[] = array(
					'article_code' => (string) $line['article_code'],
					'quantity_m'   => (int) $line['quantity_m'],
				);
			}
		}
		return array(
			'id'         => (string) $row['list_id'],
			'name'       => (string) $row['name'],
			'lines'      => $lines,
			'created_at' => (string) $row['created_at'],
			'updated_at' => (string) $row['updated_at'],
		);
	}
}
