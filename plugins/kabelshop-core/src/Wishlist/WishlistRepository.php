<?php
/**
 * Reads and writes wishlists.
 *
 * @package Kabelshop
 */

declare( strict_types=1 );

namespace Kabelshop\Wishlist;

defined( 'ABSPATH' ) || exit;

// phpcs:disable WordPress.Security.EscapeOutput.ExceptionNotEscaped -- exception messages are plain text (REST error JSON, logs); where one is printed, it is escaped there.

use Kabelshop\Accounts\CustomerLock;
use Kabelshop\Catalog\Packaging;
use Kabelshop\Commerce\CustomerPrice;
use Kabelshop\Commerce\Pricing;
use Kabelshop\Commerce\StockRules;
use Kabelshop\I18n\LanguageRouter;
use Kabelshop\I18n\Locale;
use Kabelshop\Metals\SurchargeSettings;
use Kabelshop\Metals\SurchargeTerms;
use Kabelshop\Catalog\TypeWords;

/**
 * The only code that talks SQL to {prefix}kabelshop_wishlist (spec: wishlist). Every query is
 * limited to one user id, so one customer can never read or remove another's entries.
 *
 * Concurrency (issue 26): one row per entry, so an add or a remove never writes back another
 * entry (INSERT IGNORE on the UNIQUE (user_id, article_code), DELETE of one row); the one
 * read-modify-write is the MAX_ENTRIES check of add(), which runs with its insert under the
 * customer's lock (Accounts\CustomerLock), so parallel adds keep every article and never pass the
 * limit together.
 *
 * Entry shape of items():
 *   { article_code: string, name: string, size_label: string, packaging: string ('' when the
 *     article left the catalogue or its cable type is not published), unit_price_e4: int|null (current list price per metre in
 *     1/10000 EUR, null when the article left the catalogue), your_unit_price_e4: int|null (the
 *     BASE price per metre after the current user's business discount, Commerce\CustomerPrice; null
 *     without a discount or a price), your_full_price_e4: int|null (the customer's own FULL price:
 *     base + surcharge less the discount, issue 27, CustomerPrice::for_current_user()),
 *     metal_surcharge_e4: int (today's metal surcharge per metre, signed, 0 without), metal_display: 'full'|null
 *     (the wishlist shows the full price with the surcharge named when the shop charges one), order_multiple_m: int|null (metres per package when the
 *     article is sold in whole packages, Catalog\Packaging::order_multiple_m()), price_is_demo: bool,
 *     stock_m: int|null (known stock in metres), availability: 'in_stock' | 'backorder' | 'on_request'
 *     (Commerce\StockRules::catalogue_availability()) | 'unavailable', lead_time_days: int|null, product_url: string, added_at: string (UTC 'Y-m-d H:i:s') }
 */
final class WishlistRepository {

	/** Most entries one customer may keep. */
	public const MAX_ENTRIES = 200;

	/**
	 * Adds an article (no duplicate: adding again keeps the first entry).
	 *
	 * @param int    $user_id      Owner.
	 * @param string $article_code Code of an existing article (checked by the caller).
	 * @return bool False when the list is full.
	 * @throws \Kabelshop\Domain\ShopException 503 kabelshop_account_busy (CustomerLock).
	 * @throws \RuntimeException When the insert fails.
	 */
	public function add( int $user_id, string $article_code ): bool {
		global $wpdb;
		$table = WishlistTable::name();
		return CustomerLock::run(
			$user_id,
			function () use ( $wpdb, $table, $user_id, $article_code ): bool {
				if ( $this->count( $user_id ) >= self::MAX_ENTRIES && ! $this->has( $user_id, $article_code ) ) {
					return false;
				}
				// phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- table name.
				if ( false === $wpdb->query( $wpdb->prepare( "INSERT IGNORE INTO {$table} (user_id, article_code, created_at) VALUES (%d, %s, %s)", $user_id, $article_code, current_time( 'mysql', true ) ) ) ) {
					throw new \RuntimeException( 'Wishlist insert failed: ' . $wpdb->last_error );
				}
				return true;
			}
		);
	}

	/**
	 * Deletes all entries of a user (action deleted_user, Accounts\ProfileService).
	 *
	 * @param int $user_id The deleted user.
	 * @return int Entries deleted.
	 */
	public function forget_user( int $user_id ): int {
		global $wpdb;
		return (int) $wpdb->delete( WishlistTable::name(), array( 'user_id' => $user_id ), array( '%d' ) );
	}

	/**
	 * Removes an article from one user's list.
	 *
	 * @param int    $user_id      Owner.
	 * @param string $article_code Article code.
	 * @return bool True when an entry of this user was removed.
	 */
	public function remove( int $user_id, string $article_code ): bool {
		global $wpdb;
		return (int) $wpdb->delete(
			WishlistTable::name(),
			array(
				'user_id'      => $user_id,
				'article_code' => $article_code,
			),
			array( '%d', '%s' )
		) > 0;
	}

	/**
	 * Whether the user saved this article.
	 *
	 * @param int    $user_id      Owner.
	 * @param string $article_code Article code.
	 */
	public function has( int $user_id, string $article_code ): bool {
		global $wpdb;
		$table = WishlistTable::name();
		// phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- table name.
		return (int) $wpdb->get_var( $wpdb->prepare( "SELECT COUNT(*) FROM {$table} WHERE user_id = %d AND article_code = %s", $user_id, $article_code ) ) > 0;
	}

	/**
	 * Number of entries of a user.
	 *
	 * @param int $user_id Owner.
	 */
	public function count( int $user_id ): int {
		global $wpdb;
		$table = WishlistTable::name();
		// phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- table name.
		return (int) $wpdb->get_var( $wpdb->prepare( "SELECT COUNT(*) FROM {$table} WHERE user_id = %d", $user_id ) );
	}

	/**
	 * The user's entries, newest first, with current price and availability.
	 *
	 * @param int $user_id Owner.
	 * @return list<array<string, mixed>> See the class comment.
	 */
	public function items( int $user_id ): array {
		global $wpdb;
		$table = WishlistTable::name();
		// phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- table name.
		$rows = (array) $wpdb->get_results( $wpdb->prepare( "SELECT article_code, created_at FROM {$table} WHERE user_id = %d ORDER BY created_at DESC, id DESC", $user_id ), ARRAY_A );
		if ( ! $rows ) {
			return array();
		}
		$articles = Pricing::on_sale_by_code( array_column( $rows, 'article_code' ) );
		$items    = array();
		$terms    = SurchargeTerms::current();
		foreach ( $rows as $row ) {
			$code    = (string) $row['article_code'];
			$article = $articles[ mb_strtolower( $code ) ] ?? null;
			$items[] = array(
				'article_code'       => $code,
				'name'               => $article ? TypeWords::shown( Pricing::name_of( $article ) ) : '',
				'size_label'         => $article ? $article->size_label : '',
				'packaging'          => $article ? $article->packaging : '',
				'unit_price_e4'      => $article ? $article->unit_price_e4 : null,
				'your_unit_price_e4' => $article ? CustomerPrice::for_current_user( $article->unit_price_e4 ) : null,
				'your_full_price_e4' => $article ? CustomerPrice::for_current_user( $article->unit_price_e4, Pricing::metal_surcharge_e4( $article, $terms ) ) : null,
				'metal_surcharge_e4' => $article ? Pricing::metal_surcharge_e4( $article, $terms ) : 0,
				'metal_display'      => $terms->enabled ? SurchargeSettings::DISPLAY_FULL : null,
				'order_multiple_m'   => $article ? Packaging::order_multiple_m( $article->packaging, $article->package_length_m ) : null,
				'price_is_demo'      => $article ? $article->price_is_demo : false,
				'stock_m'            => $article ? $article->stock_m : null,
				'availability'       => $article ? StockRules::catalogue_availability( $article ) : 'unavailable',
				'lead_time_days'     => $article ? StockRules::lead_time_days( $article ) : null,
				'product_url'        => $article && $article->product_id > 0 ? (string) get_permalink( LanguageRouter::post_in( $article->product_id, Locale::current() ) ) : '',
				'added_at'           => (string) $row['created_at'],
			);
		}
		return $items;
	}
}
