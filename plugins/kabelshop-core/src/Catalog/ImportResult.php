<?php
/**
 * Outcome of a catalogue import (value object).
 *
 * @package Kabelshop
 */

declare( strict_types=1 );

namespace Kabelshop\Catalog;

defined( 'ABSPATH' ) || exit;

/**
 * Either errors (nothing was written) or the counts of what was written.
 * Each error: { line: int (1 = header row), field: string (CSV column), message: string (translated) }.
 */
final class ImportResult {

	/**
	 * @param list<array{line: int, field: string, message: string}> $errors Every bad row/field; empty on success.
	 * @param int                                                    $rows             Data rows read.
	 * @param int                                                    $products_created New product posts.
	 * @param int                                                    $products_updated Existing product posts updated.
	 * @param int                                                    $articles_created New articles.
	 * @param int                                                    $articles_updated Existing articles updated.
	 */
	public function __construct(
		public readonly array $errors,
		public readonly int $rows = 0,
		public readonly int $products_created = 0,
		public readonly int $products_updated = 0,
		public readonly int $articles_created = 0,
		public readonly int $articles_updated = 0,
	) {}

	/**
	 * True when the import was written.
	 */
	public function ok(): bool {
		return ! $this->errors;
	}

	/**
	 * Translated one-line summary of a successful import.
	 */
	public function summary(): string {
		return sprintf(
			/* translators: 1: data rows, 2: new products, 3: updated products, 4: new articles, 5: updated articles. */
			__( 'Imported %1$d rows: %2$d new and %3$d updated cable types, %4$d new and %5$d updated articles.', 'kabelshop-core' ),
			$this->rows,
			$this->products_created,
			$this->products_updated,
			$this->articles_created,
			$this->articles_updated
		);
	}
}
