<?php
/**
 * The precomputed search text of an article.
 *
 * @package Kabelshop
 */

declare( strict_types=1 );

namespace Kabelshop\Catalog;

defined( 'ABSPATH' ) || exit;

/**
 * Builds articles.search_text: designation, Croatian name, category names (hr, en, sr), the
 * canonical size and the size label's spellings, and the article code, normalised the same way
 * as the query (remove_accents, lower-case, sizes canonical) so that search is case- and
 * diacritic-insensitive and "3G2,5" finds "3x2.5". Compact variants without spaces, hyphens and
 * slashes are added ("pp-y" also as "ppy", "xp 00" as "xp00") so buyers need not guess the
 * punctuation. The text starts and ends with a space so a size can be matched as a whole word.
 */
final class SearchText {

	/**
	 * Query/text normalisation shared by SearchQuery and build().
	 *
	 * @param string $text Any text.
	 */
	public static function normalize( string $text ): string {
		$text = remove_accents( $text );
		$text = SizeNormalizer::normalize_text( $text );
		// ASCII only (the column is ascii_bin): letters remove_accents() cannot fold become spaces.
		$text = (string) preg_replace( '/[^a-z0-9.\-\/+()]+/', ' ', $text );
		return trim( (string) preg_replace( '/\s+/', ' ', $text ) );
	}

	/**
	 * The search text of one article.
	 *
	 * @param string $designation   Product designation, e.g. "NYM-J".
	 * @param string $hr_name       Croatian name, e.g. "PP-Y".
	 * @param string $category_slug Category slug or ''.
	 * @param string $size_label    Size as printed, e.g. "3G2,5".
	 * @param string $article_code  ERP code.
	 */
	public static function build( string $designation, string $hr_name, string $category_slug, string $size_label, string $article_code ): string {
		$parts = array( $designation, $hr_name, Categories::search_words( $category_slug ), $size_label, $article_code );
		$size  = SizeNormalizer::canonical( str_replace( ',', '.', $size_label ) );
		if ( null !== $size ) {
			$parts[] = $size;
		}
		$text    = self::normalize( implode( ' ', $parts ) );
		$compact = array();
		foreach ( array( $designation, $hr_name ) as $name ) {
			$squeezed = (string) preg_replace( '/[\s\-\/]+/', '', self::normalize( $name ) );
			if ( '' !== $squeezed && ! str_contains( ' ' . $text . ' ', ' ' . $squeezed . ' ' ) ) {
				$compact[] = $squeezed;
			}
		}
		return ' ' . trim( $text . ' ' . implode( ' ', $compact ) ) . ' ';
	}

	/**
	 * The article's own token in its search text (issue 16, the search groups of SearchGroups): the
	 * article code as build() wrote it, with a space on each side (" ks-nymj-3x2.5-r "), when it is one
	 * word found whole in $text; '' otherwise. Stored as articles.search_own: the rest of the text
	 * (without this token) is what the articles of a size share, so they can be searched as one group.
	 * The database's trigger checks the value again (SearchGroups::valid_own()), so a wrong one never
	 * makes a wrong answer, only a larger index.
	 *
	 * @param string $text         The article's search_text (build()).
	 * @param string $article_code Its ERP code.
	 */
	public static function own_token( string $text, string $article_code ): string {
		$code = self::normalize( $article_code );
		if ( '' === $code || str_contains( $code, ' ' ) || strlen( $code ) > SearchGroups::OWN_MAX_LENGTH - 2 ) {
			return '';
		}
		return str_contains( $text, ' ' . $code . ' ' ) ? ' ' . $code . ' ' : '';
	}

	/**
	 * SQL LIKE pattern of one query word: a size must match a whole size token (so "3x2.5" does
	 * not find "13x2.5"), any other word matches anywhere (so typing "nym" finds "nym-j").
	 *
	 * @param string $word   A normalised word.
	 * @param string $escaped The word passed through $wpdb->esc_like().
	 */
	public static function like_pattern( string $word, string $escaped ): string {
		return null !== SizeNormalizer::canonical( $word ) ? '% ' . $escaped . ' %' : '%' . $escaped . '%';
	}
}
