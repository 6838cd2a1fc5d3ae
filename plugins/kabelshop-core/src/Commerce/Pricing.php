<?php
/**
 * Server-side pricing of cart lines.
 *
 * @package Kabelshop
 */

declare( strict_types=1 );

namespace Kabelshop\Commerce;

defined( 'ABSPATH' ) || exit;

use Kabelshop\Accounts\Roles;
use Kabelshop\Catalog\Article;
use Kabelshop\Catalog\ArticleRepository;
use Kabelshop\Catalog\ProductMeta;
use Kabelshop\Metals\SurchargeTerms;

/**
 * Re-prices { article_code, quantity_m } lines from the catalogue database and decides the
 * discount. The browser's prices are never used (a price it sends is not even read). Only
 * articles of published cable types are sold: an article whose product staff unpublished
 * (draft, private, trash) counts as unknown, exactly as the catalogue and product routes hide it.
 * Discount: 20 % (spec section 9) when the current user has kabelshop_business_discount, else 0.
 * Each line carries the metal surcharge per metre of today's terms (issue 14,
 * Metals\SurchargeTerms::current()->per_metre_e4()), clamped so that the full price (base +
 * surcharge) is never below 0 when the shop credits a negative surcharge.
 */
final class Pricing {

	public const BUSINESS_DISCOUNT_PERCENT = 20;

	/**
	 * Discount percent for the current user.
	 */
	public static function discount_percent(): int {
		return current_user_can( Roles::CAP_DISCOUNT ) ? self::BUSINESS_DISCOUNT_PERCENT : 0;
	}

	/**
	 * Prices the lines.
	 *
	 * @param list<array{article_code: string, quantity_m: int}> $lines Lines as the browser sent them (codes trimmed).
	 * @return array{lines: list<array{index: int, article_code: string, quantity_m: int, unit_price_e4: int, metal_surcharge_e4: int, article: Article}>, unknown_codes: list<string>}
	 *         Priced lines in input order (lines with unknown codes left out; index is the line's
	 *         position in $lines, so errors can name lines[index]) and the unknown codes, each once.
	 *         unit_price_e4 is the base price per metre, metal_surcharge_e4 the surcharge per metre
	 *         (signed, >= -unit_price_e4).
	 */
	public static function reprice( array $lines ): array {
		$codes = array();
		foreach ( $lines as $line ) {
			$codes[] = (string) $line['article_code'];
		}
		$articles = self::on_sale_by_code( $codes );
		$priced   = array();
		$unknown  = array();
		$terms    = SurchargeTerms::current();
		foreach ( array_values( $lines ) as $index => $line ) {
			$code = (string) $line['article_code'];
			$key  = mb_strtolower( $code );
			if ( ! isset( $articles[ $key ] ) ) {
				$unknown[ $code ] = true;
				continue;
			}
			$article  = $articles[ $key ];
			$priced[] = array(
				'index'              => $index,
				'article_code'       => $article->article_code,
				'quantity_m'         => (int) $line['quantity_m'],
				'unit_price_e4'      => $article->unit_price_e4,
				'metal_surcharge_e4' => self::metal_surcharge_e4( $article, $terms ),
				'article'            => $article,
			);
		}
		return array(
			'lines'         => $priced,
			'unknown_codes' => array_map( 'strval', array_keys( $unknown ) ),
		);
	}

	/**
	 * The metal surcharge per metre of an article under terms, clamped so that base + surcharge >= 0.
	 *
	 * @param Article        $article The article.
	 * @param SurchargeTerms $terms   The terms (SurchargeTerms::current() for today's prices).
	 * @return int 1/10000 EUR per metre, signed.
	 */
	public static function metal_surcharge_e4( Article $article, SurchargeTerms $terms ): int {
		return max( -$article->unit_price_e4, $terms->per_metre_e4( $article ) );
	}

	/**
	 * The articles of these codes that are on sale (is_on_sale()), keyed by lower-cased code: the
	 * code column's collation compares case-insensitively, and so do lookups in this map. The cable
	 * types are read into the post cache with one query, not one per article.
	 *
	 * @param list<string> $codes Article codes as sent (duplicates allowed).
	 * @return array<string, Article>
	 */
	public static function on_sale_by_code( array $codes ): array {
		$codes = array_values( array_unique( array_filter( array_map( 'strval', $codes ), static fn ( string $code ): bool => '' !== $code ) ) );
		$found = $codes ? ( new ArticleRepository() )->find_by_codes( $codes ) : array();
		_prime_post_caches( array_values( array_unique( array_map( static fn( Article $a ): int => $a->product_id, $found ) ) ), false, false );
		$articles = array();
		foreach ( $found as $article ) {
			if ( self::is_on_sale( $article ) ) {
				$articles[ mb_strtolower( $article->article_code ) ] = $article;
			}
		}
		return $articles;
	}

	/**
	 * Whether an article may be quoted, ordered, inquired or saved: its cable type exists and is
	 * published (the rule of the public catalogue, ArticleRepository::search and the product route).
	 *
	 * @param Article $article The article.
	 */
	public static function is_on_sale( Article $article ): bool {
		return $article->product_id > 0
			&& ProductMeta::POST_TYPE === get_post_type( $article->product_id )
			&& 'publish' === get_post_status( $article->product_id );
	}

	/**
	 * Product name of an article (the cable type's designation), raw text.
	 *
	 * @param Article $article The article.
	 */
	public static function name_of( Article $article ): string {
		return $article->product_id > 0 ? (string) get_post_field( 'post_title', $article->product_id, 'raw' ) : '';
	}
}
