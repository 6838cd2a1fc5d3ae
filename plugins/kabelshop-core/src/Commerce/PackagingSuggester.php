<?php
/**
 * The packaging suggester: the cheapest way to buy a length of one cable in one size.
 *
 * @package Kabelshop
 */

declare( strict_types=1 );

namespace Kabelshop\Commerce;

defined( 'ABSPATH' ) || exit;

// phpcs:disable WordPress.Security.EscapeOutput.ExceptionNotEscaped -- exception messages are plain text (REST error JSON, logs); where one is printed, it is escaped there.

use Kabelshop\Catalog\Article;
use Kabelshop\Catalog\Packaging;
use Kabelshop\Commerce\Drums\DrumSettings;
use Kabelshop\Commerce\Drums\DrumTypes;
use Kabelshop\Metals\SurchargeTerms;

/**
 * Issue 14, "A packaging suggester": for a wanted length of one article family (one cable type,
 * product_id, in one size, size_label; its articles differ in packaging), the cheapest
 * combination of whole rings/reels/boxes and a cut from a drum (docs/packaging-suggester.md).
 *
 * Options (option()): an article sold in whole packages (Packaging::order_multiple_m(): a ring,
 * reel or box with a length) is a PACKAGE of that length, bought any number of times; every other
 * article (a drum, or a ring without a known length, sold by the metre) is a LENGTH option, of
 * which a suggestion uses at most one line. Articles on request (StockRules::is_on_request) are
 * left out: they cannot be ordered. Stock is not a limit: the shop takes backorders (issue 13), and
 * the quote tells per line what is in stock.
 *
 * Cost of a line, exact in 1/10,000 EUR (e4), as the cart charges it (list prices, before the
 * business discount, delivery and VAT):
 * - goods: metres x full price per metre (base unit_price_e4 + the metal surcharge of today's
 *   terms, SurchargeTerms::current()->per_metre_e4(), never below 0);
 * - a drum line (the rules of LineCharges): the cut fee (DrumSettings::cut_fee_cents(), 20.00 EUR
 *   by default) once when the metres are not whole drums, plus the deposit of a returnable drum
 *   type per drum shipped (ceil(metres / drum length)). A drum article's whole drums are also a
 *   PACKAGE (drum length, deposit, no cut fee), so the suggester can take whole drums plus a cut;
 *   both land in one cart line of that article, which LineCharges charges exactly the same
 *   (q mod L and ceil(q / L) add up).
 *
 * The search: dynamic programming over metres. best[t] = the cheapest set of packages of exactly
 * t metres (unbounded knapsack, O(t x packages)). With a LENGTH option the suggestion is exact:
 * min over t <= W of best[t] + the cheapest LENGTH line of W - t metres. Without one: the least
 * cost over W <= t < W + longest package (more excess would hold a package that can be left
 * out), and among equal costs the least excess. Ties between exact answers go to more metres
 * from packages (fewer cut metres). Bounded: W is 1..MAX_LENGTH_M metres and a package of more
 * than MAX_LENGTH_M metres is not considered, so best[] holds at most 2 x MAX_LENGTH_M entries.
 */
final class PackagingSuggester {

	/** Longest length the suggester plans, in metres (10 km: more is a project for the sales desk). */
	public const MAX_LENGTH_M = 10000;

	/** Option kinds. */
	public const PACKAGE = 'package';
	public const LENGTH  = 'length';

	/**
	 * The suggestion for a family of articles and a length, with today's prices and drum terms.
	 *
	 * @param list<Article> $articles The family (same product_id and size_label; others are ignored by the caller).
	 * @param int           $length_m Wanted metres, 1..MAX_LENGTH_M.
	 * @return array{length_m: int, lines: list<array{article_code: string, packaging: string, package_length_m: int|null, count: int, quantity_m: int, cut: bool, cut_fee_cents: int, deposit_cents: int, full_price_e4: int}>, total_cents: int, excess_m: int}|null
	 *         Null when no article of the family can be ordered.
	 * @throws \InvalidArgumentException For a length outside 1..MAX_LENGTH_M.
	 */
	public static function for_articles( array $articles, int $length_m ): ?array {
		$terms   = SurchargeTerms::current();
		$cut_fee = DrumSettings::cut_fee_cents();
		$options = array();
		foreach ( $articles as $article ) {
			if ( StockRules::is_on_request( $article ) ) {
				continue;
			}
			$price_e4 = max( 0, $article->unit_price_e4 + $terms->per_metre_e4( $article ) );
			$multiple = Packaging::order_multiple_m( $article->packaging, $article->package_length_m );
			if ( null !== $multiple ) {
				$options[] = self::option( $article->article_code, $article->packaging, self::PACKAGE, $multiple, $price_e4, 0, 0 );
				continue;
			}
			$is_drum   = 'drum' === $article->packaging;
			$type      = $is_drum && '' !== $article->drum_type ? DrumTypes::find( $article->drum_type ) : null;
			$deposit   = null !== $type && $type['returnable'] ? $type['deposit_cents'] : 0;
			$length    = null !== $article->package_length_m && $article->package_length_m > 0 ? $article->package_length_m : null;
			$options[] = self::option( $article->article_code, $article->packaging, self::LENGTH, $is_drum ? $length : null, $price_e4, $is_drum ? $cut_fee : 0, $is_drum ? $deposit : 0 );
			if ( $is_drum && null !== $length ) {
				$options[] = self::option( $article->article_code, $article->packaging, self::PACKAGE, $length, $price_e4, 0, $deposit );
			}
		}
		return self::suggest( $options, $length_m );
	}

	/**
	 * One option of the search.
	 *
	 * @param string   $article_code  Article code.
	 * @param string   $packaging     'ring' | 'reel' | 'box' | 'drum'.
	 * @param string   $kind          self::PACKAGE (whole packages of $length_m) | self::LENGTH (any metres).
	 * @param int|null $length_m      Package length; for a LENGTH option the drum length (null: unknown, or not a drum).
	 * @param int      $price_e4      Full price per metre, 1/10,000 EUR (>= 0).
	 * @param int      $cut_fee_cents Fee per cut of a LENGTH line whose metres are not whole drums (0: none).
	 * @param int      $deposit_cents Deposit per drum shipped (0: none or one-way).
	 * @return array{article_code: string, packaging: string, kind: string, length_m: int|null, price_e4: int, cut_fee_cents: int, deposit_cents: int}
	 */
	public static function option( string $article_code, string $packaging, string $kind, ?int $length_m, int $price_e4, int $cut_fee_cents, int $deposit_cents ): array {
		return array(
			'article_code'  => $article_code,
			'packaging'     => $packaging,
			'kind'          => $kind,
			'length_m'      => $length_m,
			'price_e4'      => max( 0, $price_e4 ),
			'cut_fee_cents' => max( 0, $cut_fee_cents ),
			'deposit_cents' => max( 0, $deposit_cents ),
		);
	}

	/**
	 * The cheapest combination (pure: no database, no options).
	 *
	 * @param list<array{article_code: string, packaging: string, kind: string, length_m: int|null, price_e4: int, cut_fee_cents: int, deposit_cents: int}> $options  From option().
	 * @param int                                                                                                                                           $length_m Wanted metres, 1..MAX_LENGTH_M.
	 * @return array{length_m: int, lines: list<array{article_code: string, packaging: string, package_length_m: int|null, count: int, quantity_m: int, cut: bool, cut_fee_cents: int, deposit_cents: int, full_price_e4: int}>, total_cents: int, excess_m: int}|null
	 *         lines: one per article, packages first (longest first), then the cut line; count: whole
	 *         packages or drums in the line (0 for a pure cut), quantity_m: metres of the line, cut:
	 *         the line is cut to length (its metres are not whole drums: one cut fee), cut_fee_cents and
	 *         deposit_cents: the line's charges, full_price_e4: its price per metre; total_cents: the
	 *         lines' goods, cut fees and deposits, rounded half up to cents once; excess_m: metres over
	 *         the wanted length (0 when a LENGTH option exists). Null when there is no option.
	 * @throws \InvalidArgumentException For a length outside 1..MAX_LENGTH_M.
	 */
	public static function suggest( array $options, int $length_m ): ?array {
		if ( $length_m < 1 || $length_m > self::MAX_LENGTH_M ) {
			throw new \InvalidArgumentException( 'The length must be 1..' . self::MAX_LENGTH_M . ' metres.' );
		}
		$packages = array();
		$lengths  = array();
		foreach ( $options as $option ) {
			if ( self::PACKAGE === $option['kind'] ) {
				if ( null !== $option['length_m'] && $option['length_m'] >= 1 && $option['length_m'] <= self::MAX_LENGTH_M ) {
					$packages[] = $option;
				}
			} else {
				$lengths[] = $option;
			}
		}
		if ( ! $packages && ! $lengths ) {
			return null;
		}
		// Longest packages first: among equal costs the knapsack keeps the first found, i.e. fewer packages.
		usort( $packages, static fn( array $a, array $b ): int => array( $b['length_m'], $a['price_e4'] ) <=> array( $a['length_m'], $b['price_e4'] ) );
		$longest             = $packages ? max( array_map( static fn( array $p ): int => (int) $p['length_m'], $packages ) ) : 0;
		$top                 = $lengths ? $length_m : $length_m + $longest - 1;
		list( $best, $last ) = self::knapsack( $packages, $top );

		$choice = null;
		if ( $lengths ) {
			for ( $t = $length_m; $t >= 0; $t-- ) {
				if ( null === $best[ $t ] ) {
					continue;
				}
				$rest = $length_m - $t;
				$pick = null;
				$cost = $best[ $t ];
				if ( $rest > 0 ) {
					foreach ( $lengths as $i => $option ) {
						$line = self::length_cost_e4( $option, $rest );
						if ( null === $pick || $line < $pick[1] ) {
							$pick = array( $i, $line );
						}
					}
					$cost += $pick[1];
				}
				if ( null === $choice || $cost < $choice['cost'] ) {
					$choice = array(
						'cost'  => $cost,
						't'     => $t,
						'cut'   => null === $pick ? null : $pick[0],
						'rest'  => $rest,
						'total' => $length_m,
					);
				}
			}
		} else {
			for ( $t = $length_m; $t <= $top; $t++ ) {
				if ( null !== $best[ $t ] && ( null === $choice || $best[ $t ] < $choice['cost'] ) ) {
					$choice = array(
						'cost'  => $best[ $t ],
						't'     => $t,
						'cut'   => null,
						'rest'  => 0,
						'total' => $t,
					);
				}
			}
		}
		if ( null === $choice ) {
			return null;
		}
		return self::answer( $packages, $lengths, $last, $choice, $length_m );
	}

	/**
	 * Cost of a LENGTH line of some metres in e4: goods, the cut fee when the metres are not whole
	 * drums (LineCharges::cuts()), the deposit per drum shipped (LineCharges::drums()).
	 *
	 * @param array{length_m: int|null, price_e4: int, cut_fee_cents: int, deposit_cents: int} $option   A LENGTH option.
	 * @param int                                                                              $metres   Metres (>= 1).
	 */
	public static function length_cost_e4( array $option, int $metres ): int {
		$drum = $option['length_m'];
		$fees = LineCharges::cuts( $metres, $drum ) * $option['cut_fee_cents'] + ( $option['deposit_cents'] > 0 ? LineCharges::drums( $metres, $drum ) * $option['deposit_cents'] : 0 );
		return $metres * $option['price_e4'] + 100 * $fees;
	}

	/**
	 * Unbounded knapsack: the cheapest packages of exactly t metres for t = 0..$top.
	 *
	 * @param list<array{length_m: int|null, price_e4: int, deposit_cents: int}> $packages PACKAGE options.
	 * @param int                                                                $top      Longest total to plan.
	 * @return array{0: array<int, int|null>, 1: array<int, int>} Cost in e4 per total (null: not reachable), and the package index taken last.
	 */
	private static function knapsack( array $packages, int $top ): array {
		$best    = array_fill( 0, $top + 1, null );
		$last    = array_fill( 0, $top + 1, -1 );
		$best[0] = 0;
		$unit    = array();
		foreach ( $packages as $i => $package ) {
			$unit[ $i ] = (int) $package['length_m'] * $package['price_e4'] + 100 * $package['deposit_cents'];
		}
		for ( $t = 1; $t <= $top; $t++ ) {
			foreach ( $packages as $i => $package ) {
				$from = $t - (int) $package['length_m'];
				if ( $from < 0 || null === $best[ $from ] ) {
					continue;
				}
				$cost = $best[ $from ] + $unit[ $i ];
				if ( null === $best[ $t ] || $cost < $best[ $t ] ) {
					$best[ $t ] = $cost;
					$last[ $t ] = $i;
				}
			}
		}
		return array( $best, $last );
	}

	/**
	 * The answer of a choice: lines merged per article, totals.
	 *
	 * @param list<array{article_code: string, packaging: string, length_m: int|null, price_e4: int, cut_fee_cents: int, deposit_cents: int}> $packages PACKAGE options (sorted as searched).
	 * @param list<array{article_code: string, packaging: string, length_m: int|null, price_e4: int, cut_fee_cents: int, deposit_cents: int}> $lengths  LENGTH options.
	 * @param array<int, int>                                                                                                                 $last     Package index taken last per total.
	 * @param array{cost: int, t: int, cut: int|null, rest: int, total: int}                                                                  $choice   The choice.
	 * @param int                                                                                                                             $wanted   Wanted metres.
	 * @return array{length_m: int, lines: list<array{article_code: string, packaging: string, package_length_m: int|null, count: int, quantity_m: int, cut: bool, cut_fee_cents: int, deposit_cents: int, full_price_e4: int}>, total_cents: int, excess_m: int}
	 */
	private static function answer( array $packages, array $lengths, array $last, array $choice, int $wanted ): array {
		$counts = array();
		for ( $t = $choice['t']; $t > 0; $t -= (int) $packages[ $last[ $t ] ]['length_m'] ) {
			$counts[ $last[ $t ] ] = ( $counts[ $last[ $t ] ] ?? 0 ) + 1;
		}
		$lines = array();
		foreach ( $packages as $i => $package ) {
			if ( empty( $counts[ $i ] ) ) {
				continue;
			}
			$metres                            = $counts[ $i ] * (int) $package['length_m'];
			$lines[ $package['article_code'] ] = array(
				'article_code'     => $package['article_code'],
				'packaging'        => $package['packaging'],
				'package_length_m' => $package['length_m'],
				'count'            => $counts[ $i ],
				'quantity_m'       => $metres,
				'cut'              => false,
				'cut_fee_cents'    => 0,
				'deposit_cents'    => $counts[ $i ] * $package['deposit_cents'],
				'full_price_e4'    => $package['price_e4'],
			);
		}
		if ( null !== $choice['cut'] ) {
			$option = $lengths[ $choice['cut'] ];
			$rest   = $choice['rest'];
			$code   = $option['article_code'];
			$cuts   = LineCharges::cuts( $rest, $option['length_m'] );
			$drums  = $option['deposit_cents'] > 0 ? LineCharges::drums( $rest, $option['length_m'] ) : 0;
			$line   = $lines[ $code ] ?? array(
				'article_code'     => $code,
				'packaging'        => $option['packaging'],
				'package_length_m' => $option['length_m'],
				'count'            => 0,
				'quantity_m'       => 0,
				'cut'              => false,
				'cut_fee_cents'    => 0,
				'deposit_cents'    => 0,
				'full_price_e4'    => $option['price_e4'],
			);
			unset( $lines[ $code ] );
			$line['quantity_m']    += $rest;
			$line['cut']            = $cuts > 0;
			$line['cut_fee_cents'] += $cuts * $option['cut_fee_cents'];
			$line['deposit_cents'] += $drums * $option['deposit_cents'];
			$lines[ $code ]         = $line;
		}
		return array(
			'length_m'    => $wanted,
			'lines'       => array_values( $lines ),
			'total_cents' => Totals::div_half_up( $choice['cost'], 100 ),
			'excess_m'    => $choice['total'] - $wanted,
		);
	}
}
