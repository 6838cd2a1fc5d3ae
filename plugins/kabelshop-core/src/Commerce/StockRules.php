<?php
/**
 * The ordering rules of a cable seller: stock and backorders, articles on request, whole packages.
 *
 * @package Kabelshop
 */

declare( strict_types=1 );

namespace Kabelshop\Commerce;

defined( 'ABSPATH' ) || exit;

// phpcs:disable WordPress.Security.EscapeOutput.ExceptionNotEscaped -- exception messages are plain text (REST error JSON, logs); where one is printed, it is escaped there.

use Kabelshop\Catalog\Article;
use Kabelshop\Catalog\Packaging;
use Kabelshop\Domain\ShopException;
use Kabelshop\I18n\Format;
use Kabelshop\I18n\Locale;
use Kabelshop\Catalog\TypeWords;

/**
 * Checked on every quote (POST cart/quote) and order (POST orders); docs/checkout.md "Ordering rules".
 *
 * - Stock: Article::stock_m is the stock in metres as last imported (null: no figure). A quantity
 *   the stock covers is 'in_stock'; more is accepted as a 'backorder': the metres in stock now go
 *   first, the rest (backorder_m) is expected on today (Europe/Zagreb) + the lead time in working
 *   days (LeadTime): the article's lead_time_days, else the shop's default (ShopSettings). Without
 *   a stock figure the whole quantity counts as backordered (the shop cannot promise it from stock).
 * - On request: an article without a price (unit_price_e4 = 0: the ERP gives none) or with the staff
 *   flag on_request_only is inquired, not ordered: the quote marks the line, an order is refused
 *   with 409 naming the line (lines[i]).
 * - Packages: an article on a ring, reel or box with a package length is sold in whole packages
 *   (quantity a multiple of the length); otherwise 400 naming lines[i].quantity_m. Drum articles
 *   are cut to length: any whole metres.
 */
final class StockRules {

	/** Availability of a line: the stock covers the quantity. */
	public const IN_STOCK = 'in_stock';

	/** Availability of a line: more than in stock (or no stock figure); the rest comes later. */
	public const BACKORDER = 'backorder';

	/** Availability of a line: the article is inquired, not ordered. */
	public const ON_REQUEST = 'on_request';

	/** Longest lead time staff may enter, in working days (about a year). */
	public const MAX_LEAD_TIME_DAYS = 250;

	/**
	 * Whether the article is sold on request only (no price, or the staff flag).
	 *
	 * @param Article $article The article.
	 */
	public static function is_on_request( Article $article ): bool {
		return $article->unit_price_e4 <= 0 || $article->on_request_only;
	}

	/**
	 * What the catalogue, product table and wishlist say before a quantity is known: 'on_request'
	 * (inquired, not ordered), 'in_stock' (some metres in stock; a larger quantity is partly
	 * backordered, which the quote tells per line) or 'backorder' (orderable, nothing in stock or
	 * no figure: delivered after lead_time_days()). The same rules as line().
	 *
	 * @param Article $article The article.
	 * @return string 'in_stock' | 'backorder' | 'on_request'.
	 */
	public static function catalogue_availability( Article $article ): string {
		if ( self::is_on_request( $article ) ) {
			return self::ON_REQUEST;
		}
		return null !== $article->stock_m && $article->stock_m > 0 ? self::IN_STOCK : self::BACKORDER;
	}

	/**
	 * Working days until a backordered quantity of the article arrives.
	 *
	 * @param Article $article The article.
	 */
	public static function lead_time_days( Article $article ): int {
		return $article->lead_time_days ?? ShopSettings::default_lead_time_days();
	}

	/**
	 * Metres per package when the article is sold in whole packages, else null (drums; a ring
	 * without a known length cannot be checked and is sold by the metre).
	 *
	 * @param Article $article The article.
	 */
	public static function package_multiple_m( Article $article ): ?int {
		return Packaging::order_multiple_m( $article->packaging, $article->package_length_m );
	}

	/**
	 * Availability of a quantity of the article.
	 *
	 * @param Article                 $article    The article.
	 * @param int                     $quantity_m Metres wanted (>= 1).
	 * @param \DateTimeImmutable|null $today      Today (LeadTime::today() when null).
	 * @return array{availability: string, on_request: bool, stock_m: int|null, backorder_m: int, expected_date: string|null}
	 *         stock_m: metres in stock now (null: no figure); backorder_m: metres not in stock;
	 *         expected_date: 'Y-m-d' when the backordered rest is expected (null when nothing is backordered).
	 */
	public static function line( Article $article, int $quantity_m, ?\DateTimeImmutable $today = null ): array {
		if ( self::is_on_request( $article ) ) {
			return array(
				'availability'  => self::ON_REQUEST,
				'on_request'    => true,
				'stock_m'       => $article->stock_m,
				'backorder_m'   => 0,
				'expected_date' => null,
			);
		}
		$backorder = max( 0, $quantity_m - max( 0, (int) $article->stock_m ) );
		return array(
			'availability'  => $backorder > 0 ? self::BACKORDER : self::IN_STOCK,
			'on_request'    => false,
			'stock_m'       => $article->stock_m,
			'backorder_m'   => $backorder,
			'expected_date' => $backorder > 0 ? LeadTime::expected_date( self::lead_time_days( $article ), $today ) : null,
		);
	}

	/**
	 * The order item columns of a line's availability (OrderTable; the keys the quote and the order answer use too).
	 *
	 * @param array{stock_m: int|null, backorder_m: int, expected_date: string|null} $stock From line().
	 * @return array{stock_m_at_order: int|null, backorder_m: int, expected_date: string|null}
	 */
	public static function item_columns( array $stock ): array {
		return array(
			'stock_m_at_order' => $stock['stock_m'],
			'backorder_m'      => $stock['backorder_m'],
			'expected_date'    => $stock['expected_date'],
		);
	}

	/**
	 * The same columns read back from a stored item (OrderRepository; '' / 0 / null for items stored before they existed).
	 *
	 * @param array<string, mixed> $item Stored order item.
	 * @return array{stock_m_at_order: int|null, backorder_m: int, expected_date: string|null}
	 */
	public static function stored_columns( array $item ): array {
		$stock = $item['stock_m_at_order'] ?? null;
		$date  = $item['expected_date'] ?? null;
		return array(
			'stock_m_at_order' => is_numeric( $stock ) ? (int) $stock : null,
			'backorder_m'      => (int) ( $item['backorder_m'] ?? 0 ),
			'expected_date'    => is_string( $date ) && '' !== $date ? $date : null,
		);
	}

	/**
	 * Refuses quantities that are not whole packages: 400 kabelshop_cart_whole_packages naming the
	 * first bad line's lines[i].quantity_m in data.field, every bad line in data.fields.
	 *
	 * @param list<array{index: int, quantity_m: int, article: Article}> $lines Priced lines (index: position in the request).
	 * @throws ShopException When a line's quantity is not a multiple of its package length.
	 */
	public static function check_packages( array $lines ): void {
		$fields = array();
		foreach ( $lines as $line ) {
			$multiple = self::package_multiple_m( $line['article'] );
			if ( null !== $multiple && 0 !== $line['quantity_m'] % $multiple ) {
				$fields[ "lines[{$line['index']}].quantity_m" ] = self::package_message( $line['article'], $multiple );
			}
		}
		self::refuse( 'kabelshop_cart_whole_packages', $fields, ShopException::INVALID );
	}

	/**
	 * Refuses articles on request in an order: 409 kabelshop_order_on_request naming the first
	 * such line's lines[i] in data.field, every such line in data.fields.
	 *
	 * @param list<array{index: int, article: Article}> $lines Priced lines (index: position in the request).
	 * @throws ShopException When a line's article is on request.
	 */
	public static function check_orderable( array $lines ): void {
		$fields = array();
		foreach ( $lines as $line ) {
			if ( self::is_on_request( $line['article'] ) ) {
				$fields[ "lines[{$line['index']}]" ] = sprintf(
					/* translators: 1: article name and size, e.g. "NYM-J 3x1,5", 2: article code */
					__( '%1$s (%2$s) is sold on request and cannot be ordered online: move it to the inquiry list and ask for a quote.', 'kabelshop-core' ),
					self::article_label( $line['article'] ),
					$line['article']->article_code
				);
			}
		}
		self::refuse( 'kabelshop_order_on_request', $fields, ShopException::CONFLICT );
	}

	/**
	 * "NYM-J 3x1,5 is sold in rings of 100 m: enter 100, 200, 300 … m." in the current language.
	 *
	 * @param Article $article  The article.
	 * @param int     $multiple Metres per package.
	 */
	public static function package_message( Article $article, int $multiple ): string {
		$locale = Locale::bcp47();
		$label  = self::article_label( $article );
		$m      = array_map( static fn( int $n ): string => Format::decimal( (string) ( $n * $multiple ), $locale ), array( 1, 1, 2, 3 ) );
		switch ( $article->packaging ) {
			case 'reel':
				/* translators: 1: article name and size, e.g. "NYM-J 3x1,5", 2: metres per reel, 3-5: the first three multiples */
				$text = __( '%1$s is sold in reels of %2$s m: enter %3$s, %4$s, %5$s … m.', 'kabelshop-core' );
				break;
			case 'box':
				/* translators: 1: article name and size, e.g. "U/UTP Cat.6 4x2x0,5", 2: metres per box, 3-5: the first three multiples */
				$text = __( '%1$s is sold in boxes of %2$s m: enter %3$s, %4$s, %5$s … m.', 'kabelshop-core' );
				break;
			default:
				/* translators: 1: article name and size, e.g. "NYM-J 3x1,5", 2: metres per ring, 3-5: the first three multiples */
				$text = __( '%1$s is sold in rings of %2$s m: enter %3$s, %4$s, %5$s … m.', 'kabelshop-core' );
		}
		return sprintf( $text, $label, $m[0], $m[1], $m[2], $m[3] );
	}

	/**
	 * The article as buyers name it: designation and size in the current language's decimal mark.
	 *
	 * @param Article $article The article.
	 */
	public static function article_label( Article $article ): string {
		$name = TypeWords::shown( Pricing::name_of( $article ) );
		$size = Format::size_label( $article->size_label, Locale::bcp47() );
		return trim( ( '' === $name ? $article->article_code : $name ) . ' ' . $size );
	}

	/**
	 * Throws one refusal for all named fields (nothing when there are none).
	 *
	 * @param string                $code   Error code.
	 * @param array<string, string> $fields Field => message, in line order.
	 * @param string                $kind   ShopException kind.
	 * @throws ShopException When $fields is not empty.
	 */
	private static function refuse( string $code, array $fields, string $kind ): void {
		if ( ! $fields ) {
			return;
		}
		$field = (string) array_key_first( $fields );
		throw new ShopException(
			$code,
			$fields[ $field ],
			$kind,
			array(
				'field'  => $field,
				'fields' => $fields,
			)
		);
	}
}
