<?php
/**
 * A customer's named order lists.
 *
 * @package Kabelshop
 */

declare( strict_types=1 );

namespace Kabelshop\OrderLists;

defined( 'ABSPATH' ) || exit;

use Kabelshop\Commerce\Pricing;
use Kabelshop\I18n\Format;
use Kabelshop\I18n\LanguageRouter;
use Kabelshop\I18n\Locale;

/**
 * Issue 13, order lists (docs/quick-order.md): a logged-in customer keeps named lists of article
 * + metres ("Site kit A", "Monthly stock") and puts one into the cart in one click.
 *
 * Storage: one user meta entry (META_KEY) per customer holding all of their lists, not a table.
 * A list is only ever read, changed or deleted by its owner, never queried across customers, and
 * is small (at most MAX_LISTS lists of QuoteArgs::MAX_LINES lines of code + metres); user meta
 * gives ownership by construction (every read starts from the caller's user id, so another
 * customer's list id is simply not found: 404), and the lists go with the user when the account is
 * deleted, with no table, schema version or delete_user hook to keep. The price of that choice:
 * two tabs saving at the same moment can lose one change (last write wins), acceptable for lists
 * a person edits by hand.
 *
 * Stored list: { id: 12 hex characters (random, so ids are not guessable or shared across
 * customers), name: string (1..MAX_NAME characters), lines: list<{ article_code, quantity_m }>,
 * created_at, updated_at: UTC 'Y-m-d H:i:s' }. No prices are stored: the list is priced when it
 * is shown (lines()) and when it is ordered (POST cart/quote, today's prices).
 */
final class OrderListRepository {

	/** User meta key of the lists. */
	public const META_KEY = '_kabelshop_order_lists';

	/** Most lists one customer keeps. */
	public const MAX_LISTS = 30;

	/** Longest list name, characters. */
	public const MAX_NAME = 80;

	/** Pattern of a list id. */
	public const ID_PATTERN = '[a-f0-9]{12}';

	/**
	 * The customer's lists as stored, newest change first.
	 *
	 * @param int $user_id Owner.
	 * @return list<array{id: string, name: string, lines: list<array{article_code: string, quantity_m: int}>, created_at: string, updated_at: string}>
	 */
	public function all( int $user_id ): array {
		$stored = get_user_meta( $user_id, self::META_KEY, true );
		$lists  = array();
		foreach ( is_array( $stored ) ? $stored : array() as $list ) {
			if ( ! is_array( $list ) || ! isset( $list['id'], $list['name'], $list['lines'] ) || ! is_array( $list['lines'] ) ) {
				continue;
			}
			$lines = array();
			foreach ( $list['lines'] as $line ) {
				if ( is_array( $line ) && isset( $line['article_code'], $line['quantity_m'] ) ) {
					$lines[] = array(
						'article_code' => (string) $line['article_code'],
						'quantity_m'   => (int) $line['quantity_m'],
					);
				}
			}
			$lists[] = array(
				'id'         => (string) $list['id'],
				'name'       => (string) $list['name'],
				'lines'      => $lines,
				'created_at' => (string) ( $list['created_at'] ?? '' ),
				'updated_at' => (string) ( $list['updated_at'] ?? '' ),
			);
		}
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
		foreach ( $this->all( $user_id ) as $list ) {
			if ( hash_equals( $list['id'], $id ) ) {
				return $list;
			}
		}
		return null;
	}

	/**
	 * Creates a list.
	 *
	 * @param int                                                $user_id Owner.
	 * @param string                                             $name    Name (checked by the caller).
	 * @param list<array{article_code: string, quantity_m: int}> $lines   Lines (checked by the caller).
	 * @return string|null The new id, null when the customer already has MAX_LISTS lists.
	 */
	public function create( int $user_id, string $name, array $lines ): ?string {
		$lists = $this->all( $user_id );
		if ( count( $lists ) >= self::MAX_LISTS ) {
			return null;
		}
		$now     = current_time( 'mysql', true );
		$id      = bin2hex( random_bytes( 6 ) );
		$lists[] = array(
			'id'         => $id,
			'name'       => $name,
			'lines'      => $lines,
			'created_at' => $now,
			'updated_at' => $now,
		);
		$this->save( $user_id, $lists );
		return $id;
	}

	/**
	 * Renames a list and/or replaces its lines.
	 *
	 * @param int                                                     $user_id Owner.
	 * @param string                                                  $id      List id.
	 * @param string|null                                             $name    New name, null to keep.
	 * @param list<array{article_code: string, quantity_m: int}>|null $lines   New lines, null to keep.
	 * @return bool False when the customer has no such list.
	 */
	public function update( int $user_id, string $id, ?string $name, ?array $lines ): bool {
		$lists = $this->all( $user_id );
		foreach ( $lists as $index => $list ) {
			if ( hash_equals( $list['id'], $id ) ) {
				$lists[ $index ]['name']       = $name ?? $list['name'];
				$lists[ $index ]['lines']      = $lines ?? $list['lines'];
				$lists[ $index ]['updated_at'] = current_time( 'mysql', true );
				$this->save( $user_id, $lists );
				return true;
			}
		}
		return false;
	}

	/**
	 * Deletes a list.
	 *
	 * @param int    $user_id Owner.
	 * @param string $id      List id.
	 * @return bool False when the customer has no such list.
	 */
	public function delete( int $user_id, string $id ): bool {
		$lists = $this->all( $user_id );
		$kept  = array_values( array_filter( $lists, static fn( array $list ): bool => ! hash_equals( $list['id'], $id ) ) );
		if ( count( $kept ) === count( $lists ) ) {
			return false;
		}
		$this->save( $user_id, $kept );
		return true;
	}

	/**
	 * The lists for the customer's screen: each with its lines described by today's catalogue.
	 *
	 * @param int $user_id Owner.
	 * @return list<array{id: string, name: string, updated_at: string, lines: list<array<string, mixed>>}>
	 *         Line: { article_code, quantity_m, name, size_label (the request language's decimal
	 *         mark), packaging, unit_price_e4: int|null, price_is_demo, available: bool (false when
	 *         the article left the catalogue), product_url }.
	 */
	public function described( int $user_id ): array {
		$lists = $this->all( $user_id );
		$codes = array();
		foreach ( $lists as $list ) {
			$codes = array_merge( $codes, array_column( $list['lines'], 'article_code' ) );
		}
		$articles = Pricing::on_sale_by_code( $codes );
		$locale   = Locale::bcp47();
		$out      = array();
		foreach ( $lists as $list ) {
			$lines = array();
			foreach ( $list['lines'] as $line ) {
				$article = $articles[ mb_strtolower( $line['article_code'] ) ] ?? null;
				$lines[] = array(
					'article_code'  => $line['article_code'],
					'quantity_m'    => $line['quantity_m'],
					'name'          => $article ? Pricing::name_of( $article ) : '',
					'size_label'    => $article ? Format::size_label( $article->size_label, $locale ) : '',
					'packaging'     => $article ? $article->packaging : '',
					'unit_price_e4' => $article ? $article->unit_price_e4 : null,
					'price_is_demo' => $article ? $article->price_is_demo : false,
					'available'     => null !== $article,
					'product_url'   => $article && $article->product_id > 0 ? (string) get_permalink( LanguageRouter::post_in( $article->product_id, Locale::current() ) ) : '',
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
	 * Writes the lists.
	 *
	 * @param int                        $user_id Owner.
	 * @param list<array<string, mixed>> $lists   All of the customer's lists.
	 */
	private function save( int $user_id, array $lists ): void {
		if ( ! $lists ) {
			delete_user_meta( $user_id, self::META_KEY );
			return;
		}
		update_user_meta( $user_id, self::META_KEY, array_values( $lists ) );
	}
}
