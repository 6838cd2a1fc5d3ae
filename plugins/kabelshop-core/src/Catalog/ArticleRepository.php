<?php
/**
 * Reads and writes articles.
 *
 * @package Kabelshop
 */

declare( strict_types=1 );

namespace Kabelshop\Catalog;

defined( 'ABSPATH' ) || exit;

// phpcs:disable WordPress.Security.EscapeOutput.ExceptionNotEscaped -- exception messages are plain text (REST error JSON, logs); where one is printed, it is escaped there.

use Kabelshop\I18n\Translations;
use Kabelshop\Metals\SurchargeTerms;
use Kabelshop\Newsletter\PriceHistory;

/**
 * The only code that talks SQL to {prefix}kabelshop_articles (every statement through
 * $wpdb->prepare). Search is one SQL statement per page: it groups matching articles by product,
 * orders by designation, pages on the server and counts all matching products and articles with
 * window functions, so a page costs one round trip however many articles match (issue
 * "Foundation": <= 50 ms p95 over 10,000 articles; see bench/search.php). Since issue 16 the
 * statements read the search groups (SearchGroups, sizes_sql()) instead of every article's text.
 */
final class ArticleRepository {

	/** Most size labels returned per product in a search row. */
	public const MAX_SIZES = 8;

	/** Columns written by upsert(), with their placeholder. */
	private const COLUMNS = array(
		'article_code'      => '%s',
		'product_id'        => '%d',
		'cores'             => '%d',
		'cross_section_mm2' => '%s',
		'size_label'        => '%s',
		'outer_diameter_mm' => '%s',
		'copper_kg_km'      => '%s',
		'copper_computed'   => '%d',
		'weight_kg_km'      => '%s',
		'packaging'         => '%s',
		'package_length_m'  => '%d',
		'unit_price_e4'     => '%d',
		'price_is_demo'     => '%d',
		'stock_m'           => '%d',
		'search_text'       => '%s',
		'search_own'        => '%s',
	);

	/**
	 * Columns upsert() writes only when $fields has the key (staff settings a CSV may leave out:
	 * a file without the column keeps what staff set in wp-admin).
	 */
	/**
	 * Answers of first_of_size() read ahead by prime_first_of_size(), by the record's post id: the
	 * size asked and the article row (false: the type has no articles). Each is used once.
	 *
	 * @var array<int, array{size: string, row: array<string, mixed>|false}>
	 */
	private static array $first_of_size_primed = array();

	private const OPTIONAL_COLUMNS = array(
		'lead_time_days'     => '%d',
		'on_request_only'    => '%d',
		'aluminium_kg_km'    => '%s',
		'aluminium_computed' => '%d',
		'drum_type'          => '%s',
		'drum_remaining_m'   => '%d',
	);

	/**
	 * Articles by code.
	 *
	 * @param string[] $codes Article codes.
	 * @return array<string, Article> Keyed by article code; unknown codes are absent.
	 */
	public function find_by_codes( array $codes ): array {
		global $wpdb;
		$codes = array_values( array_unique( array_map( 'strval', $codes ) ) );
		if ( ! $codes ) {
			return array();
		}
		$table = ArticleTable::name();
		$in    = implode( ',', array_fill( 0, count( $codes ), '%s' ) );
		// phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared, WordPress.DB.PreparedSQLPlaceholders.UnfinishedPrepare -- table name and the %s list ($in) are ours.
		$rows = (array) $wpdb->get_results( $wpdb->prepare( "SELECT * FROM {$table} WHERE article_code IN ({$in})", $codes ), ARRAY_A );
		$out  = array();
		foreach ( $rows as $row ) {
			$out[ (string) $row['article_code'] ] = Article::from_row( $row );
		}
		return $out;
	}

	/**
	 * Articles of one product, by cores, cross-section, size label and packaging. Articles belong
	 * to the catalogue record (the Croatian version, Translations::original()); any language's
	 * version of the cable type may be asked for.
	 *
	 * @param int $product_id Product post id (any language's version).
	 * @return list<Article>
	 */
	public function for_product( int $product_id ): array {
		global $wpdb;
		$product_id = Translations::original( $product_id );
		$table      = ArticleTable::name();
		// phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- table name from code.
		$rows = (array) $wpdb->get_results( $wpdb->prepare( "SELECT * FROM {$table} WHERE product_id = %d ORDER BY cores, cross_section_mm2, size_label, packaging, article_code", $product_id ), ARRAY_A );
		return array_map( array( Article::class, 'from_row' ), $rows );
	}

	/**
	 * The first article of a product (in for_product() order) whose size label is $size in canonical
	 * form, else its first article; null when it has none. The picture of a catalogue card
	 * (CrossSectionService::card_image()). Two statements on the index product_size (product_id,
	 * cores, cross_section_mm2, size_label) whatever the number of articles: the product's distinct
	 * sizes (a loose index scan), then the first article of the chosen size; never all its articles
	 * (issue 16: a search page of 12 cards read every article of 12 cable types).
	 *
	 * @param int    $product_id Product post id (any language's version).
	 * @param string $size       Canonical size ("3x2.5"), '' for the first article.
	 */
	public function first_of_size( int $product_id, string $size ): ?Article {
		global $wpdb;
		$product_id = Translations::original( $product_id );
		$primed     = self::$first_of_size_primed[ $product_id ] ?? null;
		unset( self::$first_of_size_primed[ $product_id ] );
		if ( null !== $primed && $primed['size'] === $size ) {
			if ( false === $primed['row'] ) {
				return null; // The type has no articles.
			}
			if ( is_array( $primed['row'] ) ) {
				return Article::from_row( $primed['row'] );
			}
		}
		$table = ArticleTable::name();
		// phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- table name from code.
		$sizes = (array) $wpdb->get_results( $wpdb->prepare( "SELECT cores, cross_section_mm2, size_label FROM {$table} WHERE product_id = %d GROUP BY cores, cross_section_mm2, size_label ORDER BY cores, cross_section_mm2, size_label", $product_id ), ARRAY_A );
		if ( ! $sizes ) {
			return null;
		}
		// phpcs:ignore WordPress.DB.PreparedSQL.NotPrepared -- prepared by first_of_size_sql().
		$row = $wpdb->get_row( self::first_of_size_sql( $product_id, self::chosen_size( $sizes, $size ) ), ARRAY_A );
		return is_array( $row ) ? Article::from_row( $row ) : null;
	}

	/**
	 * Reads what first_of_size() answers for many cable types in two statements instead of two per
	 * type (issue 16, part C3: a result page of 12 cards without photos made 24 statements for its
	 * drawings): the types' distinct sizes in one statement on the index product_size, then the
	 * chosen article of each type by the same statement first_of_size() runs, joined with UNION ALL.
	 * Each primed answer serves the next first_of_size() of its type and size once (so articles
	 * written later in the same request are read again); a type asked with another size is read as
	 * before.
	 *
	 * @param array<int, string> $wanted Product post id (any language's version) => canonical size ('' for the first article).
	 */
	public function prime_first_of_size( array $wanted ): void {
		global $wpdb;
		$by_original = array();
		foreach ( $wanted as $product_id => $size ) {
			$by_original[ Translations::original( (int) $product_id ) ] = (string) $size;
		}
		if ( ! $by_original ) {
			return;
		}
		$table = ArticleTable::name();
		$in    = implode( ',', array_map( 'intval', array_keys( $by_original ) ) );
		// phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- table name from code, ids are integers.
		$rows     = (array) $wpdb->get_results( "SELECT product_id, cores, cross_section_mm2, size_label FROM {$table} WHERE product_id IN ({$in}) GROUP BY product_id, cores, cross_section_mm2, size_label ORDER BY product_id, cores, cross_section_mm2, size_label", ARRAY_A );
		$sizes_of = array();
		foreach ( $rows as $row ) {
			$sizes_of[ (int) $row['product_id'] ][] = array(
				'cores'             => $row['cores'],
				'cross_section_mm2' => $row['cross_section_mm2'],
				'size_label'        => $row['size_label'],
			);
		}
		$parts = array();
		foreach ( $by_original as $product_id => $size ) {
			if ( ! isset( $sizes_of[ $product_id ] ) ) {
				self::$first_of_size_primed[ $product_id ] = array(
					'size' => $size,
					'row'  => false,
				);
				continue;
			}
			$parts[] = '(' . self::first_of_size_sql( $product_id, self::chosen_size( $sizes_of[ $product_id ], $size ) ) . ')';
		}
		if ( ! $parts ) {
			return;
		}
		// phpcs:ignore WordPress.DB.PreparedSQL.NotPrepared -- each part prepared by first_of_size_sql().
		foreach ( (array) $wpdb->get_results( implode( ' UNION ALL ', $parts ), ARRAY_A ) as $row ) {
			self::$first_of_size_primed[ (int) $row['product_id'] ] = array(
				'size' => $by_original[ (int) $row['product_id'] ],
				'row'  => $row,
			);
		}
	}

	/**
	 * The size row first_of_size() draws: the one whose label is the canonical size asked, else the
	 * first by cores, cross-section and label.
	 *
	 * @param non-empty-list<array<string, mixed>> $sizes A type's distinct sizes, in that order.
	 * @param string                               $size  Canonical size, '' for the first.
	 * @return array<string, mixed>
	 */
	private static function chosen_size( array $sizes, string $size ): array {
		if ( '' !== $size ) {
			foreach ( $sizes as $row ) {
				if ( SizeNormalizer::canonical( (string) $row['size_label'] ) === $size ) {
					return $row;
				}
			}
		}
		return $sizes[0];
	}

	/**
	 * The prepared statement of the first article (by packaging and code) of one size of a type.
	 *
	 * @param int                  $product_id The catalogue record's post id.
	 * @param array<string, mixed> $chosen     { cores, cross_section_mm2, size_label } (NULL = unknown).
	 */
	private static function first_of_size_sql( int $product_id, array $chosen ): string {
		global $wpdb;
		$table = ArticleTable::name();
		// A NULL cores or cross-section (unknown) is matched with IS NULL; prepare() would make it ''.
		$where = array( 'product_id = %d', 'size_label = %s' );
		$args  = array( $product_id, (string) $chosen['size_label'] );
		foreach ( array( 'cores', 'cross_section_mm2' ) as $column ) {
			if ( null === $chosen[ $column ] ) {
				$where[] = "{$column} IS NULL";
			} else {
				$where[] = "{$column} = %s";
				$args[]  = (string) $chosen[ $column ];
			}
		}
		$sql = "SELECT * FROM {$table} WHERE " . implode( ' AND ', $where ) . ' ORDER BY packaging, article_code LIMIT 1';
		// phpcs:ignore WordPress.DB.PreparedSQL.NotPrepared -- table name ours; prepared right here.
		return (string) $wpdb->prepare( $sql, $args );
	}

	/**
	 * Inserts or updates one article by article_code (the unique key), and records its price in the
	 * price history (Newsletter\PriceHistory::record()) when it changed.
	 *
	 * @param array<string, int|string|bool|null> $fields Values for the COLUMNS keys; null is stored as NULL.
	 *                                                    Decimals as strings with a point. OPTIONAL_COLUMNS
	 *                                                    (lead_time_days, on_request_only) are written only
	 *                                                    when given.
	 * @throws \RuntimeException When the database refuses the row or its history row.
	 */
	public function upsert( array $fields ): void {
		global $wpdb;
		$columns = array();
		$values  = array();
		$args    = array();
		$updates = array();
		// The code's word in the search text (the search groups' split, SearchGroups): from the text given.
		$fields['search_own'] = SearchText::own_token( (string) ( $fields['search_text'] ?? '' ), (string) ( $fields['article_code'] ?? '' ) );
		$written              = self::COLUMNS + array_intersect_key( self::OPTIONAL_COLUMNS, $fields );
		foreach ( $written as $column => $placeholder ) {
			$value     = $fields[ $column ] ?? null;
			$columns[] = $column;
			if ( null === $value ) {
				$values[] = 'NULL';
			} else {
				$values[] = $placeholder;
				$args[]   = is_bool( $value ) ? (int) $value : $value;
			}
			if ( 'article_code' !== $column ) {
				$updates[] = "{$column} = VALUES({$column})";
			}
		}
		$table = ArticleTable::name();
		$sql   = "INSERT INTO {$table} (" . implode( ', ', $columns ) . ', updated_at) VALUES (' . implode( ', ', $values ) . ', NOW()) ON DUPLICATE KEY UPDATE ' . implode( ', ', $updates ) . ', updated_at = NOW()';
		// phpcs:ignore WordPress.DB.PreparedSQL.NotPrepared -- prepared right here.
		if ( false === $wpdb->query( $wpdb->prepare( $sql, $args ) ) ) {
			throw new \RuntimeException( 'article upsert failed: ' . $wpdb->last_error );
		}
		// The price history of the monthly change mail: written here, in the caller's transaction
		// (the import's), so no price reaches the catalogue without its history row.
		PriceHistory::record( (string) $fields['article_code'], (int) ( $fields['unit_price_e4'] ?? 0 ), (bool) ( $fields['price_is_demo'] ?? false ) );
	}

	/**
	 * Sets the ordering settings staff keep per article in wp-admin (CatalogService's articles box).
	 *
	 * @param int      $id              Article row id.
	 * @param int|null $lead_time_days  Working days 0..StockRules::MAX_LEAD_TIME_DAYS, null for the shop's default.
	 * @param bool     $on_request_only Sold on request only.
	 * @return bool False when the database refused the change.
	 */
	public function set_ordering( int $id, ?int $lead_time_days, bool $on_request_only ): bool {
		global $wpdb;
		$table = ArticleTable::name();
		// phpcs:disable WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- table name from code.
		$sql = null === $lead_time_days
			? $wpdb->prepare( "UPDATE {$table} SET lead_time_days = NULL, on_request_only = %d WHERE id = %d", (int) $on_request_only, $id )
			: $wpdb->prepare( "UPDATE {$table} SET lead_time_days = %d, on_request_only = %d WHERE id = %d", $lead_time_days, (int) $on_request_only, $id );
		// phpcs:enable
		// phpcs:disable WordPress.Security.EscapeOutput.ExceptionNotEscaped -- as at the head of the file.
		return false !== $wpdb->query( $sql ); // phpcs:ignore WordPress.DB.PreparedSQL.NotPrepared -- prepared above.
	}

	/**
	 * Sets the drum data staff keep per drum article in wp-admin (CatalogService's articles box;
	 * issue 14, docs/drums.md): the drum type and the metres left on the current drum. The caller
	 * checked the values (CatalogService::drum_input()).
	 *
	 * @param int      $id          Article row id.
	 * @param string   $drum_type   Drum type id (Commerce\Drums\DrumTypes), '' for none.
	 * @param int|null $remaining_m Whole metres left on the current drum (1..drum length), null when not kept.
	 * @return bool False when the database refused the change.
	 */
	public function set_drum( int $id, string $drum_type, ?int $remaining_m ): bool {
		global $wpdb;
		$table = ArticleTable::name();
		// phpcs:disable WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- table name from code.
		$sql = null === $remaining_m
			? $wpdb->prepare( "UPDATE {$table} SET drum_type = %s, drum_remaining_m = NULL WHERE id = %d", $drum_type, $id )
			: $wpdb->prepare( "UPDATE {$table} SET drum_type = %s, drum_remaining_m = %d WHERE id = %d", $drum_type, $remaining_m, $id );
		// phpcs:enable
		// phpcs:disable WordPress.Security.EscapeOutput.ExceptionNotEscaped -- as at the head of the file.
		return false !== $wpdb->query( $sql ); // phpcs:ignore WordPress.DB.PreparedSQL.NotPrepared -- prepared above.
	}

	/**
	 * Rebuilds the search text of every article of a product (after its name or category changed).
	 *
	 * @param int $product_id Product post id.
	 */
	public function refresh_search_text( int $product_id ): void {
		global $wpdb;
		$product_id = Translations::original( $product_id );
		$post       = get_post( $product_id );
		if ( ! $post ) {
			return;
		}
		$hr_name  = (string) get_post_meta( $product_id, ProductMeta::key( 'hr_name' ), true );
		$category = self::category_slug( $product_id );
		$table    = ArticleTable::name();
		foreach ( $this->for_product( $product_id ) as $article ) {
			$text = SearchText::build( $post->post_title, $hr_name, $category, $article->size_label, $article->article_code );
			// phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- table name from code.
			$wpdb->query( $wpdb->prepare( "UPDATE {$table} SET search_text = %s, search_own = %s WHERE id = %d", $text, SearchText::own_token( $text, $article->article_code ), $article->id ) );
		}
	}

	/**
	 * The category slug of a product (its record's), '' when it has none.
	 *
	 * @param int $product_id Product post id (any language's version).
	 */
	public static function category_slug( int $product_id ): string {
		$terms = get_the_terms( Translations::original( $product_id ), Categories::TAXONOMY );
		return ( is_array( $terms ) && $terms ) ? (string) $terms[0]->slug : '';
	}

	/**
	 * The "from" price of a search row (issue 14): the lowest FULL price per metre (base + metal
	 * surcharge, which buyers pay) among the product's priced matching articles. The surcharge is
	 * linear in the metal numbers (SurchargeTerms::margin_e6()), so SQL compares the articles by
	 * base x 10^9 + copper_e2 x X_cu + aluminium_e2 x X_al (exact DECIMAL arithmetic, offset to stay
	 * positive and zero-padded, so MIN() of the text "key|base|copper|aluminium" names the cheapest
	 * article without a sort: search()'s cheapest column); this prices that one article exactly,
	 * with the per-metre rounding.
	 *
	 * @param string         $cheapest "key|base|copper|aluminium" of the cheapest priced article.
	 * @param SurchargeTerms $terms    The current surcharge terms (the ones the key was made with).
	 * @return array{full_e4: int, base_e4: int, metal_e4: int}
	 */
	private static function price_from( string $cheapest, SurchargeTerms $terms ): array {
		$parts = explode( '|', $cheapest ) + array( '', '', '', '' );
		$base  = (int) $parts[1];
		$metal = max( -$base, $terms->per_metre_e4_of( '' === $parts[2] ? null : $parts[2], '' === $parts[3] ? null : $parts[3] ) );
		return array(
			'full_e4'  => $base + $metal,
			'base_e4'  => $base,
			'metal_e4' => $metal,
		);
	}

	/**
	 * One page of products with matching articles, ordered by designation.
	 *
	 * @param SearchQuery $query The search.
	 */
	public function search( SearchQuery $query ): SearchResult {
		global $wpdb;
		list( $sizes, $args ) = $this->sizes_sql( $query, true );
		$offset               = ( max( 1, $query->page ) - 1 ) * $query->per_page;
		$terms                = SurchargeTerms::current();
		// The cheapest priced article of a group of articles of one size and the same metal numbers:
		// the one with the lowest base price (the key below grows with the base when the metals are
		// equal), so MIN() over these groups' keys is MIN() over the articles' keys (price_from()).
		$key = sprintf( '(m.priced_e4 * 1000000000 + COALESCE(m.copper_kg_km, 0) * 100 * %d + COALESCE(m.aluminium_kg_km, 0) * 100 * %d + 100000000000000000000)', $terms->margin_e6( 'copper' ), $terms->margin_e6( 'aluminium' ) );
		// Issue 16: one pass over the articles (a full scan: every search tests each article's text),
		// grouped by size and metal numbers first, so the per-product aggregates, the size list and the
		// "from" price work on a few rows per size instead of every article; the cable type is joined
		// after grouping (no look-up per article). The "from" price comes out of the same pass (it was
		// a second scan of the page's products: at 100,000 articles about half of a search's SQL time).
		$sql    = "SELECT g.product_id, p.post_title AS designation, g.articles, g.price_from_e4, g.price_is_demo, g.sizes, g.sizes_total, g.cheapest,
				COUNT(*) OVER () AS total_products, SUM(g.articles) OVER () AS total_articles
			FROM (
				SELECT s.product_id, SUM(s.articles) AS articles, MIN(s.price_from_e4) AS price_from_e4, MAX(s.price_is_demo) AS price_is_demo,
					GROUP_CONCAT(s.size_label ORDER BY s.cores, s.cross_section_mm2, s.size_label SEPARATOR '\\n') AS sizes,
					COUNT(DISTINCT s.size_label) AS sizes_total, MIN(s.cheapest) AS cheapest
				FROM (
					SELECT m.product_id, m.cores, m.cross_section_mm2, m.size_label, SUM(m.articles) AS articles,
						MIN(m.price_from_e4) AS price_from_e4, MAX(m.price_is_demo) AS price_is_demo,
						MIN(CONCAT(LPAD(CAST({$key} AS DECIMAL(40,2)), 44, '0'), '|', m.priced_e4, '|', COALESCE(m.copper_kg_km, ''), '|', COALESCE(m.aluminium_kg_km, ''))) AS cheapest
					FROM ({$sizes}) m
					GROUP BY m.product_id, m.cores, m.cross_section_mm2, m.size_label
				) s
				GROUP BY s.product_id
			) g
			INNER JOIN {$wpdb->posts} p ON p.ID = g.product_id AND p.post_type = %s AND p.post_status = 'publish'
			ORDER BY p.post_title, g.product_id
			LIMIT %d OFFSET %d";
		$args[] = ProductMeta::POST_TYPE;
		$args[] = $query->per_page;
		$args[] = $offset;
		// phpcs:ignore WordPress.DB.PreparedSQL.NotPrepared -- table names, $sizes and $key (integers) are ours; prepared right here.
		$rows = (array) $wpdb->get_results( $wpdb->prepare( $sql, $args ), ARRAY_A );
		if ( ! $rows ) {
			if ( 1 === $query->page ) {
				return new SearchResult( array(), 0, 0 );
			}
			list( $products, $articles ) = $this->count( $query );
			return new SearchResult( array(), $products, $articles );
		}
		$products = array();
		foreach ( $rows as $row ) {
			$low        = null === $row['cheapest'] ? null : self::price_from( (string) $row['cheapest'], $terms );
			$products[] = array(
				'product_id'          => (int) $row['product_id'],
				'designation'         => (string) $row['designation'],
				'articles'            => (int) $row['articles'],
				'price_from_e4'       => null === $low ? ( null === $row['price_from_e4'] ? null : (int) $row['price_from_e4'] ) : $low['full_e4'],
				'price_from_base_e4'  => null === $low ? ( null === $row['price_from_e4'] ? null : (int) $row['price_from_e4'] ) : $low['base_e4'],
				'price_from_metal_e4' => null === $low ? 0 : $low['metal_e4'],
				'price_is_demo'       => (bool) (int) $row['price_is_demo'],
				'sizes'               => self::sizes( (string) $row['sizes'] ),
				'sizes_total'         => (int) $row['sizes_total'],
			);
		}
		return new SearchResult( $products, (int) $rows[0]['total_products'], (int) $rows[0]['total_articles'] );
	}

	/**
	 * The first matching articles of a search, one row per article (the site search's "articles"
	 * group, GET kabelshop/v1/search), ordered as the product pages list them: designation, then
	 * cores, cross-section and size. The same WHERE clause as search(), so the total is
	 * search()'s total_articles.
	 *
	 * @param SearchQuery $query The search (its page and per_page are ignored).
	 * @param int         $limit Rows wanted, 1..100.
	 * @return list<array{article_code: string, product_id: int, size_label: string, designation: string}>
	 */
	public function matching_articles( SearchQuery $query, int $limit ): array {
		global $wpdb;
		$limit                = max( 1, min( 100, $limit ) );
		list( $where, $args ) = $this->where( $query );
		if ( SearchGroups::ready() ) {
			// Issue 16: the first cable types (in this order) that hold $limit matching articles, from
			// the search groups; their articles are then read with the same statement as without them.
			$ids = $this->first_products( $query, $limit );
			if ( ! $ids ) {
				return array();
			}
			$where .= ' AND a.product_id IN (' . implode( ',', array_fill( 0, count( $ids ), '%d' ) ) . ')';
			$args   = array_merge( $args, $ids );
		}
		$table  = ArticleTable::name();
		$sql    = "SELECT a.article_code, a.product_id, a.size_label, p.post_title AS designation
			FROM {$table} a
			INNER JOIN {$wpdb->posts} p ON p.ID = a.product_id
			WHERE {$where}
			ORDER BY p.post_title, a.product_id, a.cores, a.cross_section_mm2, a.size_label, a.article_code
			LIMIT %d";
		$args[] = $limit;
		// phpcs:ignore WordPress.DB.PreparedSQL.NotPrepared -- prepared right here.
		$rows = (array) $wpdb->get_results( $wpdb->prepare( $sql, $args ), ARRAY_A );
		return array_map(
			static fn( array $row ): array => array(
				'article_code' => (string) $row['article_code'],
				'product_id'   => (int) $row['product_id'],
				'size_label'   => (string) $row['size_label'],
				'designation'  => (string) $row['designation'],
			),
			$rows
		);
	}

	/**
	 * The published cable types with matching articles in matching_articles()' order (designation,
	 * post id), as many as hold $limit matching articles (all when fewer match): their articles are
	 * the first $limit matches, since a type's articles follow each other in that order.
	 *
	 * @param SearchQuery $query The search.
	 * @param int         $limit Articles wanted.
	 * @return list<int> Post ids.
	 */
	private function first_products( SearchQuery $query, int $limit ): array {
		global $wpdb;
		list( $sizes, $args ) = $this->sizes_sql( $query, true );
		$args[]               = ProductMeta::POST_TYPE;
		$sql                  = "SELECT m.product_id, SUM(m.articles) AS articles FROM ({$sizes}) m
			INNER JOIN {$wpdb->posts} p ON p.ID = m.product_id AND p.post_type = %s AND p.post_status = 'publish'
			GROUP BY m.product_id, p.post_title
			ORDER BY p.post_title, m.product_id";
		$ids                  = array();
		$held                 = 0;
		// phpcs:ignore WordPress.DB.PreparedSQL.NotPrepared -- table names and $sizes are ours; prepared right here.
		foreach ( (array) $wpdb->get_results( $wpdb->prepare( $sql, $args ), ARRAY_A ) as $row ) {
			$ids[] = (int) $row['product_id'];
			$held += (int) $row['articles'];
			if ( $held >= $limit ) {
				break;
			}
		}
		return $ids;
	}

	/**
	 * Totals of a search without its rows: [ products, articles ].
	 *
	 * @param SearchQuery $query The search.
	 * @return array{0: int, 1: int}
	 */
	public function count( SearchQuery $query ): array {
		global $wpdb;
		list( $sizes, $args ) = $this->sizes_sql( $query, true );
		$args[]               = ProductMeta::POST_TYPE;
		$sql                  = "SELECT COUNT(DISTINCT m.product_id) AS products, SUM(m.articles) AS articles FROM ({$sizes}) m INNER JOIN {$wpdb->posts} p ON p.ID = m.product_id WHERE p.post_type = %s AND p.post_status = 'publish'";
		// phpcs:ignore WordPress.DB.PreparedSQL.NotPrepared -- prepared right here.
		$row = (array) $wpdb->get_row( $wpdb->prepare( $sql, $args ), ARRAY_A );
		return array( (int) ( $row['products'] ?? 0 ), (int) ( $row['articles'] ?? 0 ) );
	}

	/**
	 * Distinct cores and cross-sections of published articles, for the filter UI.
	 *
	 * @return array{cores: list<int>, cross_sections: list<string>} Cross-sections as canonical decimals ("2.5").
	 */
	public function facets(): array {
		global $wpdb;
		// The search groups hold every article's cores and cross-section (a few hundred rows to read).
		$table = SearchGroups::ready() ? SearchGroups::name() : ArticleTable::name();
		$join  = "INNER JOIN {$wpdb->posts} p ON p.ID = a.product_id AND p.post_type = %s AND p.post_status = 'publish'";
		// phpcs:disable WordPress.DB.PreparedSQL.InterpolatedNotPrepared, WordPress.DB.PreparedSQLPlaceholders.UnfinishedPrepare -- table name ours; the %s sits in $join.
		$cores    = $wpdb->get_col( $wpdb->prepare( "SELECT DISTINCT a.cores FROM {$table} a {$join} WHERE a.cores IS NOT NULL ORDER BY a.cores", ProductMeta::POST_TYPE ) );
		$sections = $wpdb->get_col( $wpdb->prepare( "SELECT DISTINCT a.cross_section_mm2 FROM {$table} a {$join} WHERE a.cross_section_mm2 IS NOT NULL ORDER BY a.cross_section_mm2", ProductMeta::POST_TYPE ) );
		// phpcs:enable
		// phpcs:disable WordPress.Security.EscapeOutput.ExceptionNotEscaped -- as at the head of the file.
		return array(
			'cores'          => array_map( 'intval', $cores ),
			'cross_sections' => array_map( array( SizeNormalizer::class, 'decimal' ), array_map( 'strval', $sections ) ),
		);
	}

	/**
	 * The technical filter keys of every published cable type (catalogue records), keyed by post id:
	 * one query on the post meta of the FILTER_FIELDS and cpr_class, cached in the object cache until
	 * a post or its meta changes (core's posts last_changed), so a search with technical filters adds
	 * at most one small query to a request.
	 *
	 * @return array<int, array{cpr: string, voltage: string, conductor: list<int>, halogen_free: bool, armoured: bool, screened: bool}>
	 *         cpr is the EN 50575 main class ("Cca"), '' for none.
	 */
	public function technical_index(): array {
		global $wpdb;
		$key   = 'technical_index:' . wp_cache_get_last_changed( 'posts' );
		$index = wp_cache_get( $key, 'kabelshop_catalog' );
		if ( is_array( $index ) ) {
			return $index;
		}
		$fields = array_merge( array( 'cpr_class' ), ProductMeta::FILTER_FIELDS );
		$keys   = array_map( array( ProductMeta::class, 'key' ), $fields );
		$in     = implode( ',', array_fill( 0, count( $keys ), '%s' ) );
		// phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared, WordPress.DB.PreparedSQLPlaceholders.UnfinishedPrepare -- the %s list ($in) is ours.
		$rows  = (array) $wpdb->get_results( $wpdb->prepare( "SELECT pm.post_id, pm.meta_key, pm.meta_value FROM {$wpdb->postmeta} pm INNER JOIN {$wpdb->posts} p ON p.ID = pm.post_id AND p.post_type = %s AND p.post_status = 'publish' WHERE pm.meta_key IN ({$in}) AND pm.meta_value <> ''", array_merge( array( ProductMeta::POST_TYPE ), $keys ) ), ARRAY_A );
		$index = array();
		foreach ( $rows as $row ) {
			$id = (int) $row['post_id'];
			if ( ! isset( $index[ $id ] ) ) {
				$index[ $id ] = array(
					'cpr'          => '',
					'voltage'      => '',
					'conductor'    => array(),
					'halogen_free' => false,
					'armoured'     => false,
					'screened'     => false,
				);
			}
			$value = (string) $row['meta_value'];
			switch ( substr( (string) $row['meta_key'], strlen( ProductMeta::key( '' ) ) ) ) {
				case 'cpr_class':
					$index[ $id ]['cpr'] = TechnicalFilters::cpr_main( (string) TechnicalFilters::cpr( $value ) );
					break;
				case 'voltage_rating':
					$index[ $id ]['voltage'] = $value;
					break;
				case 'conductor_classes':
					$index[ $id ]['conductor'] = TechnicalFilters::conductor_classes( $value );
					break;
				case 'halogen_free':
				case 'armoured':
				case 'screened':
					$index[ $id ][ substr( (string) $row['meta_key'], strlen( ProductMeta::key( '' ) ) ) ] = '1' === $value;
					break;
			}
		}
		wp_cache_set( $key, $index, 'kabelshop_catalog' );
		return $index;
	}

	/**
	 * Counts of the technical filters for a search (the usual faceted-search rule): each filter's
	 * counts are the cable types that match the search with every other filter applied but not its
	 * own, so a visitor sees what choosing another value of that filter would give. Values are those
	 * some published cable type has (whatever the search); a value no matching type has counts 0.
	 * A flag is null when no published type has it (the filter is then not offered).
	 *
	 * @param SearchQuery $query The search (page and per_page ignored).
	 * @return array{cpr: array<string, int>, voltage: array<string, int>, conductor: array<int, int>, hf: int|null, armoured: int|null, screened: int|null}
	 *         cpr by main class in EN 50575 order, voltage by normal form (ascending U, then U0),
	 *         conductor by class ascending; counts are cable types.
	 */
	public function technical_facets( SearchQuery $query ): array {
		global $wpdb;
		$index                = $this->technical_index();
		list( $sizes, $args ) = $this->sizes_sql( $query, false );
		$args[]               = ProductMeta::POST_TYPE;
		$sql                  = "SELECT DISTINCT m.product_id FROM ({$sizes}) m INNER JOIN {$wpdb->posts} p ON p.ID = m.product_id WHERE p.post_type = %s AND p.post_status = 'publish'";
		// phpcs:ignore WordPress.DB.PreparedSQL.NotPrepared -- prepared right here.
		$ids     = array_map( 'intval', (array) $wpdb->get_col( $wpdb->prepare( $sql, $args ) ) );
		$matched = array_intersect_key( $index, array_flip( $ids ) );
		$out     = array(
			'cpr'       => array(),
			'voltage'   => array(),
			'conductor' => array(),
			'hf'        => null,
			'armoured'  => null,
			'screened'  => null,
		);
		foreach ( $index as $keys ) {
			if ( '' !== $keys['cpr'] ) {
				$out['cpr'][ $keys['cpr'] ] = 0;
			}
			if ( '' !== $keys['voltage'] ) {
				$out['voltage'][ $keys['voltage'] ] = 0;
			}
			foreach ( $keys['conductor'] as $class ) {
				$out['conductor'][ $class ] = 0;
			}
			foreach ( TechnicalFilters::FLAGS as $param => $field ) {
				if ( $keys[ $field ] ) {
					$out[ $param ] = 0;
				}
			}
		}
		$others = array();
		foreach ( TechnicalFilters::PARAMS as $param ) {
			$others[ $param ] = $query->without( $param );
		}
		foreach ( $matched as $keys ) {
			if ( '' !== $keys['cpr'] && $others['cpr']->admits( $keys ) ) {
				++$out['cpr'][ $keys['cpr'] ];
			}
			if ( '' !== $keys['voltage'] && $others['voltage']->admits( $keys ) ) {
				++$out['voltage'][ $keys['voltage'] ];
			}
			if ( $others['conductor']->admits( $keys ) ) {
				foreach ( $keys['conductor'] as $class ) {
					++$out['conductor'][ $class ];
				}
			}
			foreach ( TechnicalFilters::FLAGS as $param => $field ) {
				if ( $keys[ $field ] && $others[ $param ]->admits( $keys ) ) {
					$out[ $param ] = (int) $out[ $param ] + 1;
				}
			}
		}
		$order = array_flip( TechnicalFilters::CPR_CLASSES );
		uksort( $out['cpr'], static fn( $a, $b ): int => ( $order[ $a ] ?? 99 ) <=> ( $order[ $b ] ?? 99 ) );
		uksort( $out['voltage'], array( TechnicalFilters::class, 'compare_voltages' ) );
		ksort( $out['conductor'] );
		return $out;
	}

	/**
	 * SQL of the matching articles of every cable type (published or not: callers join the posts),
	 * grouped by size and metal numbers or finer, with its arguments: rows of { product_id, cores,
	 * cross_section_mm2, size_label, copper_kg_km, aluminium_kg_km, articles (count), price_from_e4
	 * (lowest price), price_is_demo (0/1), priced_e4 (lowest non-zero price, NULL for none) }. Sums,
	 * minima and maxima over these rows per type or size are those over the matching articles.
	 *
	 * Issue 16: while the search groups are ready (SearchGroups), the groups whose rest matches
	 * every word (a few hundred rows, whatever the number of articles), plus the articles that match
	 * only through their code (the index search_own, then their whole text); otherwise one pass over
	 * every article's text, grouped.
	 *
	 * @param SearchQuery $query     The search (page and per_page ignored).
	 * @param bool        $technical Apply the technical filters (false: the facets' candidates).
	 * @return array{0: string, 1: list<int|string>}
	 */
	private function sizes_sql( SearchQuery $query, bool $technical ): array {
		global $wpdb;
		$table = ArticleTable::name();
		if ( ! SearchGroups::ready() ) {
			list( $where, $args ) = $this->where( $query, $technical, false );
			return array(
				"SELECT a.product_id, a.cores, a.cross_section_mm2, a.size_label, a.copper_kg_km, a.aluminium_kg_km, COUNT(*) AS articles,
					MIN(a.unit_price_e4) AS price_from_e4, MAX(a.price_is_demo) AS price_is_demo, MIN(NULLIF(a.unit_price_e4, 0)) AS priced_e4
				FROM {$table} a IGNORE INDEX (product_id, product_article)
				WHERE {$where}
				GROUP BY a.product_id, a.cores, a.cross_section_mm2, a.size_label, a.copper_kg_km, a.aluminium_kg_km",
				$args,
			);
		}
		$patterns = array();
		foreach ( $query->words() as $word ) {
			$patterns[] = SearchText::like_pattern( $word, $wpdb->esc_like( $word ) );
		}
		$like                 = static fn( string $column, string $glue ): string => implode( $glue, array_fill( 0, count( $patterns ), "{$column} LIKE %s" ) );
		list( $where, $args ) = $this->filters( $query, $technical, 'g' );
		if ( $patterns ) {
			$where[] = $like( 'g.search_rest', ' AND ' );
			$args    = array_merge( $args, $patterns );
		}
		$sql = 'SELECT g.product_id, g.cores, g.cross_section_mm2, g.size_label, g.copper_kg_km, g.aluminium_kg_km, g.articles,
				g.price_min_e4 AS price_from_e4, IF(g.demo_articles > 0, 1, 0) AS price_is_demo, g.priced_min_e4 AS priced_e4
			FROM ' . SearchGroups::name() . ' g WHERE ' . implode( ' AND ', $where );
		if ( ! $patterns ) {
			return array( $sql, $args );
		}
		// The articles whose text matches every word while their rest does not: some word is in
		// their code (search_own), so the narrow index of the codes finds every one of them.
		list( $filters, $filter_args ) = $this->filters( $query, $technical, 'a' );
		$rest                          = SearchGroups::rest_sql( 'a' );
		// search_own is one word between two spaces, so a size's '% 3x2.5 %' matches it iff it is
		// ' 3x2.5 ': an equality the index looks up (a search of sizes only reads no index scan).
		$own      = array();
		$own_args = array();
		foreach ( $query->words() as $i => $word ) {
			$size       = null !== SizeNormalizer::canonical( $word );
			$own[]      = $size ? 'a.search_own = %s' : 'a.search_own LIKE %s';
			$own_args[] = $size ? ' ' . $word . ' ' : $patterns[ $i ];
		}
		$sql .= " UNION ALL
			SELECT a.product_id, a.cores, a.cross_section_mm2, a.size_label, a.copper_kg_km, a.aluminium_kg_km, 1,
				a.unit_price_e4, a.price_is_demo, NULLIF(a.unit_price_e4, 0)
			FROM {$table} a FORCE INDEX (search_own)
			WHERE a.search_own <> '' AND (" . implode( ' OR ', $own ) . ') AND ' . $like( 'a.search_text', ' AND ' )
			. " AND NOT ({$rest} LIKE %s" . str_repeat( " AND {$rest} LIKE %s", count( $patterns ) - 1 ) . ') AND ' . implode( ' AND ', $filters );
		return array( $sql, array_merge( $args, $own_args, $patterns, $patterns, $filter_args ) );
	}

	/**
	 * The conditions of a search other than its words, on the row alias $alias (an article or a
	 * search group: both have product_id, cores and cross_section_mm2), with their arguments.
	 *
	 * @param SearchQuery $query     The search.
	 * @param bool        $technical Apply the technical filters.
	 * @param string      $alias     'a' or 'g'.
	 * @return array{0: non-empty-list<string>, 1: list<int|string>}
	 */
	private function filters( SearchQuery $query, bool $technical, string $alias ): array {
		global $wpdb;
		$where = array( '1 = 1' );
		$args  = array();
		if ( $technical && $query->has_technical() ) {
			$ids = array_keys( array_filter( $this->technical_index(), array( $query, 'admits' ) ) );
			if ( ! $ids ) {
				$where[] = '1 = 0';
			} else {
				$where[] = "{$alias}.product_id IN (" . implode( ',', array_fill( 0, count( $ids ), '%d' ) ) . ')';
				$args    = array_merge( $args, $ids );
			}
		}
		if ( null !== $query->cores ) {
			$where[] = "{$alias}.cores = %d";
			$args[]  = $query->cores;
		}
		if ( null !== $query->cross_section_mm2 ) {
			$where[] = "{$alias}.cross_section_mm2 = %s";
			$args[]  = SizeNormalizer::decimal( $query->cross_section_mm2 );
		}
		if ( '' !== $query->category ) {
			$where[] = "EXISTS (SELECT 1 FROM {$wpdb->term_relationships} tr
				INNER JOIN {$wpdb->term_taxonomy} tt ON tt.term_taxonomy_id = tr.term_taxonomy_id AND tt.taxonomy = %s
				INNER JOIN {$wpdb->terms} t ON t.term_id = tt.term_id AND t.slug = %s
				WHERE tr.object_id = {$alias}.product_id)";
			$args[]  = Categories::TAXONOMY;
			$args[]  = $query->category;
		}
		return array( $where, $args );
	}

	/**
	 * WHERE clause and its arguments for a search.
	 *
	 * @param SearchQuery $query     The search.
	 * @param bool        $technical Apply the technical filters (false: the facets' candidates).
	 * @param bool        $posts     Include the conditions on the cable type (p: published, of the
	 *                               post type); false for a statement that checks them after grouping.
	 * @return array{0: string, 1: list<int|string>}
	 */
	private function where( SearchQuery $query, bool $technical = true, bool $posts = true ): array {
		global $wpdb;
		$where = $posts ? array( 'p.post_type = %s', "p.post_status = 'publish'" ) : array( '1 = 1' );
		$args  = $posts ? array( ProductMeta::POST_TYPE ) : array();
		if ( $technical && $query->has_technical() ) {
			// The cable types whose filter keys pass (a few hundred at most), as an id list.
			$ids = array_keys( array_filter( $this->technical_index(), array( $query, 'admits' ) ) );
			if ( ! $ids ) {
				$where[] = '1 = 0';
			} else {
				$where[] = 'a.product_id IN (' . implode( ',', array_fill( 0, count( $ids ), '%d' ) ) . ')';
				$args    = array_merge( $args, $ids );
			}
		}
		foreach ( $query->words() as $word ) {
			$where[] = 'a.search_text LIKE %s';
			$args[]  = SearchText::like_pattern( $word, $wpdb->esc_like( $word ) );
		}
		if ( null !== $query->cores ) {
			$where[] = 'a.cores = %d';
			$args[]  = $query->cores;
		}
		if ( null !== $query->cross_section_mm2 ) {
			$where[] = 'a.cross_section_mm2 = %s';
			$args[]  = SizeNormalizer::decimal( $query->cross_section_mm2 );
		}
		if ( '' !== $query->category ) {
			$where[] = "EXISTS (SELECT 1 FROM {$wpdb->term_relationships} tr
				INNER JOIN {$wpdb->term_taxonomy} tt ON tt.term_taxonomy_id = tr.term_taxonomy_id AND tt.taxonomy = %s
				INNER JOIN {$wpdb->terms} t ON t.term_id = tt.term_id AND t.slug = %s
				WHERE tr.object_id = a.product_id)";
			$args[]  = Categories::TAXONOMY;
			$args[]  = $query->category;
		}
		return array( implode( ' AND ', $where ), $args );
	}

	/**
	 * Distinct size labels from GROUP_CONCAT, at most MAX_SIZES. A label cut by
	 * group_concat_max_len (1024 bytes by default) is dropped.
	 *
	 * @param string $concat Labels joined by newlines.
	 * @return list<string>
	 */
	private static function sizes( string $concat ): array {
		$labels = explode( "\n", $concat );
		if ( strlen( $concat ) >= 1000 ) {
			array_pop( $labels );
		}
		return array_slice( array_values( array_unique( array_filter( $labels, static fn ( string $label ): bool => '' !== $label ) ) ), 0, self::MAX_SIZES );
	}
}
