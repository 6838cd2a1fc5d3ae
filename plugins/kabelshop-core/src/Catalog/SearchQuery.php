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
 * decimal string such as "2.5"), the page (1-based) of per_page products, and the technical filters
 * of the cable type (issue 14, TechnicalFilters): EN 50575 main class (cpr, "Cca"), rated voltage
 * in its normal form (voltage, "0.6/1 kV"), IEC 60228 conductor class (conductor, 1/2/5/6) and the
 * flags halogen-free, armoured, screened (true = only types with the flag; false = any).
 */
final class SearchQuery {

	/**
	 * @param string      $text              Free text as typed.
	 * @param string      $category          Term slug of kabelshop_category, '' for all.
	 * @param int|null    $cores             Number of cores, null for any.
	 * @param string|null $cross_section_mm2 Cross-section in mm2 ("2.5"), null for any.
	 * @param int         $page              Page, from 1.
	 * @param int         $per_page          Products per page, 1..100.
	 * @param string      $cpr               EN 50575 main class (TechnicalFilters::CPR_CLASSES), '' for any.
	 * @param string      $voltage           Rated voltage, normal form ("0.6/1 kV"), '' for any.
	 * @param int|null    $conductor         IEC 60228 conductor class, null for any.
	 * @param bool        $halogen_free      Only halogen-free types.
	 * @param bool        $armoured          Only armoured types.
	 * @param bool        $screened          Only screened types.
	 */
	public function __construct(
		public readonly string $text = '',
		public readonly string $category = '',
		public readonly ?int $cores = null,
		public readonly ?string $cross_section_mm2 = null,
		public readonly int $page = 1,
		public readonly int $per_page = 12,
		public readonly string $cpr = '',
		public readonly string $voltage = '',
		public readonly ?int $conductor = null,
		public readonly bool $halogen_free = false,
		public readonly bool $armoured = false,
		public readonly bool $screened = false,
	) {}

	/**
	 * Whether any technical filter is set.
	 */
	public function has_technical(): bool {
		return '' !== $this->cpr || '' !== $this->voltage || null !== $this->conductor || $this->halogen_free || $this->armoured || $this->screened;
	}

	/**
	 * The same search without one technical filter (for its facet's counts: every other filter
	 * applies, its own does not).
	 *
	 * @param string $param One of TechnicalFilters::PARAMS.
	 */
	public function without( string $param ): self {
		return new self(
			$this->text,
			$this->category,
			$this->cores,
			$this->cross_section_mm2,
			$this->page,
			$this->per_page,
			'cpr' === $param ? '' : $this->cpr,
			'voltage' === $param ? '' : $this->voltage,
			'conductor' === $param ? null : $this->conductor,
			'hf' === $param ? false : $this->halogen_free,
			'armoured' === $param ? false : $this->armoured,
			'screened' === $param ? false : $this->screened
		);
	}

	/**
	 * Whether a cable type's filter keys pass the technical filters.
	 *
	 * @param array{cpr: string, voltage: string, conductor: list<int>, halogen_free: bool, armoured: bool, screened: bool} $keys ProductMeta::technical() (cpr may be the main class).
	 */
	public function admits( array $keys ): bool {
		return ( '' === $this->cpr || TechnicalFilters::cpr_main( $keys['cpr'] ) === $this->cpr )
			&& ( '' === $this->voltage || $keys['voltage'] === $this->voltage )
			&& ( null === $this->conductor || in_array( $this->conductor, $keys['conductor'], true ) )
			&& ( ! $this->halogen_free || $keys['halogen_free'] )
			&& ( ! $this->armoured || $keys['armoured'] )
			&& ( ! $this->screened || $keys['screened'] );
	}

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
