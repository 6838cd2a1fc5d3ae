<?php
/**
 * A catalogue search (value object).
 *
 * @package Kabelshop
 */

declare( strict_types=1 );

namespace Kabelshop\Catalog;

defined( 'ABSPATH' ) || exit;

/**
 * What a buyer asked for: free text (designation, Croatian name, size in any spelling, article
 * code; words ANDed), an optional category slug, number of cores and cross-section (mm2, a
 * decimal string such as "2.5"), and the page (1-based) of per_page products.
 */
final class SearchQuery {

	/**
	 * @param string      $text              Free text as typed.
	 * @param string      $category          Term slug of kabelshop_category, '' for all.
	 * @param int|null    $cores             Number of cores, null for any.
	 * @param string|null $cross_section_mm2 Cross-section in mm2 ("2.5"), null for any.
	 * @param int         $page              Page, from 1.
	 * @param int         $per_page          Products per page, 1..100.
	 */
	public function __construct(
		public readonly string $text = '',
		public readonly string $category = '',
		public readonly ?int $cores = null,
		public readonly ?string $cross_section_mm2 = null,
		public readonly int $page = 1,
		public readonly int $per_page = 12,
	) {}

	/**
	 * The search words, normalised like articles.search_text: diacritics removed, lower-case,
	 * sizes canonical ("3 X 2,5" => "3x2.5"). Words are ANDed.
	 *
	 * @return list<string>
	 */
	public function words(): array {
		$text = SearchText::normalize( $this->text );
		return array_values( array_unique( array_filter( explode( ' ', $text ), static fn ( string $word ): bool => '' !== $word ) ) );
	}
}
