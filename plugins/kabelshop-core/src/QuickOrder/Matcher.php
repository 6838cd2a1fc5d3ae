<?php
/**
 * Matches pasted quick-order lines to catalogue articles.
 *
 * @package Kabelshop
 */

declare( strict_types=1 );

namespace Kabelshop\QuickOrder;

defined( 'ABSPATH' ) || exit;

use Kabelshop\Catalog\Article;
use Kabelshop\Catalog\ArticleRepository;
use Kabelshop\Catalog\Packaging;
use Kabelshop\Catalog\SearchQuery;
use Kabelshop\Catalog\SizeNormalizer;
use Kabelshop\Commerce\Pricing;
use Kabelshop\Commerce\StockRules;
use Kabelshop\Commerce\CustomerPrice;
use Kabelshop\Metals\SurchargeTerms;
use Kabelshop\I18n\Format;
use Kabelshop\I18n\LanguageRouter;
use Kabelshop\I18n\Locale;
use Kabelshop\Catalog\TypeWords;

/**
 * Issue 13, quick order (docs/quick-order.md). Each line is read by LineParser (text + quantity)
 * and its text is looked up as the catalogue does it (no second size parser):
 *
 * 1. the whole text as an article code (Pricing::on_sale_by_code, case-insensitive);
 * 2. else the catalogue search (SearchQuery words ANDed over articles.search_text, which holds
 *    designation, Croatian name, compact spellings "ppy", canonical sizes "3x2.5" for "3x2,5",
 *    "3 X 2,5" and "3G2,5", and the code: ArticleRepository::matching_articles()).
 *
 * One article: matched. Several: ambiguous, with up to MAX_CANDIDATES candidates to pick from
 * (e.g. the same type and size on a ring and on a drum, or a size without a type); more than that
 * also says too_many. None: unmatched with a reason: size_not_made (the type exists, that size
 * does not, or no type is made in the size), unknown_type (nothing matches the words). A found
 * article with a bad quantity is unmatched too: no_quantity, bad_quantity (not whole metres
 * 1..100000), whole_packages (rings, reels and boxes are sold in whole packages:
 * StockRules::package_multiple_m()).
 *
 * Prices are the quote's (POST cart/quote), from Commerce\CustomerPrice::shown() (issue 27, one
 * price everywhere): unit_price_e4 the base price per metre, metal_surcharge_e4 today's surcharge,
 * full_price_e4 base + surcharge (the list price the buyer pays), customer_unit_price_e4 the
 * approved customer's own price (the full price less the discount, null otherwise), line_net_cents
 * the line at the full list price and customer_line_net_cents after the discount (the cart's figures
 * for a one-line cart), discount_percent the current user's (Pricing::discount_percent()). Articles on request (StockRules) carry
 * on_request: true and no line price: they go to the inquiry list, not the cart.
 *
 * Line shape (answer of POST kabelshop/v1/quick-order/parse):
 *   { line_no: int (1-based line of the pasted text), input: string, status: 'matched' |
 *     'ambiguous' | 'unmatched', quantity_m: int|null, article?: ArticleShape,
 *     candidates?: list<ArticleShape>, reason?: string, message?: string (translated) }
 * ArticleShape: { article_code, name, size_label (decimal mark of the request's language),
 *   packaging, packaging_label, package_multiple_m: int|null, unit_price_e4, unit_price ("0.1870"),
 *   price_is_demo, on_request, product_url, metal_surcharge_e4, full_price_e4,
 *   customer_unit_price_e4: int|null, line_net_cents: int|null, customer_line_net_cents: int|null }.
 */
final class Matcher {

	/** Most candidates offered for an ambiguous line. */
	public const MAX_CANDIDATES = 10;

	/** Most non-empty lines one request may hold. */
	public const MAX_LINES = 500;

	/**
	 * Found articles per normalised text (this matcher's requests).
	 *
	 * @var array<string, array{articles: list<Article>, more: bool, reason: string|null, message: string|null}>
	 */
	private array $found = array();

	/**
	 * Today's surcharge terms (terms()).
	 *
	 * @var SurchargeTerms|null
	 */
	private ?SurchargeTerms $terms = null;

	/**
	 * Matches every non-empty line of a pasted text.
	 *
	 * @param string $text Lines separated by newlines (CR LF too).
	 * @return list<array<string, mixed>> See the class comment; empty lines are left out.
	 */
	public function match_text( string $text ): array {
		$out = array();
		foreach ( self::lines( $text ) as $line_no => $line ) {
			$out[] = $this->match_line( $line, $line_no );
		}
		return $out;
	}

	/**
	 * The non-empty lines of a text, keyed by 1-based line number.
	 *
	 * @param string $text Pasted text.
	 * @return array<int, string>
	 */
	public static function lines( string $text ): array {
		$lines = preg_split( '/\r\n|\r|\n/', $text );
		$out   = array();
		foreach ( is_array( $lines ) ? $lines : array() as $index => $line ) {
			if ( '' !== trim( $line ) ) {
				$out[ $index + 1 ] = $line;
			}
		}
		return $out;
	}

	/**
	 * Matches one line.
	 *
	 * @param string $line    The line as pasted.
	 * @param int    $line_no Its 1-based line number.
	 * @return array<string, mixed> See the class comment.
	 */
	public function match_line( string $line, int $line_no ): array {
		$parsed = LineParser::parse( $line );
		$out    = array(
			'line_no'    => $line_no,
			'input'      => mb_substr( trim( $line ), 0, LineParser::MAX_LINE_LENGTH ),
			'status'     => 'unmatched',
			'quantity_m' => $parsed['quantity'],
		);
		$found  = $this->find( $parsed['text'] );
		if ( ! $found['articles'] ) {
			return $out + array(
				'reason'  => (string) $found['reason'],
				'message' => (string) $found['message'],
			);
		}
		$quantity = $parsed['quantity'];
		if ( count( $found['articles'] ) > 1 ) {
			$out['status']     = 'ambiguous';
			$out['candidates'] = array_map( fn( Article $a ): array => $this->article( $a, $quantity ), $found['articles'] );
			if ( $found['more'] ) {
				$out['reason'] = 'too_many';
				/* translators: %d: number of articles offered. */
				$out['message'] = sprintf( __( 'More articles match this line; the first %d are offered. Add the type or the size to narrow it down.', 'kabelshop-core' ), self::MAX_CANDIDATES );
			}
			return self::with_quantity_problem( $out, $parsed );
		}
		$article        = $found['articles'][0];
		$out['article'] = $this->article( $article, $quantity );
		$problem        = self::with_quantity_problem( $out, $parsed );
		if ( isset( $problem['reason'] ) ) {
			$problem['status'] = 'unmatched';
			return $problem;
		}
		$multiple = StockRules::package_multiple_m( $article );
		if ( null !== $multiple && null !== $quantity && 0 !== $quantity % $multiple ) {
			$lower = intdiv( $quantity, $multiple ) * $multiple;
			return array_merge(
				$out,
				array(
					'reason'  => 'whole_packages',
					'message' => $lower > 0
						/* translators: 1: packaging such as "Ring 100 m", 2: metres below, 3: metres above. */
						? sprintf( __( 'Sold in whole packages (%1$s): order %2$s or %3$s.', 'kabelshop-core' ), Packaging::label( $article->packaging, $multiple ), self::metres( $lower ), self::metres( $lower + $multiple ) )
						/* translators: 1: packaging such as "Ring 100 m", 2: metres of one package. */
						: sprintf( __( 'Sold in whole packages (%1$s): order %2$s or more.', 'kabelshop-core' ), Packaging::label( $article->packaging, $multiple ), self::metres( $multiple ) ),
				)
			);
		}
		$out['status'] = 'matched';
		return $out;
	}

	/**
	 * The articles a line's text names.
	 *
	 * @param string $text Article text without the quantity.
	 * @return array{articles: list<Article>, more: bool, reason: string|null, message: string|null}
	 */
	public function find( string $text ): array {
		$key = mb_strtolower( $text );
		if ( ! isset( $this->found[ $key ] ) ) {
			$this->found[ $key ] = $this->lookup( $text );
		}
		return $this->found[ $key ];
	}

	/**
	 * Looks a text up (see find()).
	 *
	 * @param string $text Article text.
	 * @return array{articles: list<Article>, more: bool, reason: string|null, message: string|null}
	 */
	private function lookup( string $text ): array {
		if ( '' !== $text && ! preg_match( '/\s/u', $text ) ) {
			$by_code = Pricing::on_sale_by_code( array( $text ) );
			if ( $by_code ) {
				return array(
					'articles' => array_values( $by_code ),
					'more'     => false,
					'reason'   => null,
					'message'  => null,
				);
			}
		}
		$query = new SearchQuery( $text );
		$words = $query->words();
		if ( ! $words ) {
			return self::none( 'unknown_type', __( 'No cable type or article code found in this line.', 'kabelshop-core' ) );
		}
		$repository = new ArticleRepository();
		$rows       = $repository->matching_articles( $query, self::MAX_CANDIDATES + 1 );
		if ( $rows ) {
			$codes    = array_column( array_slice( $rows, 0, self::MAX_CANDIDATES ), 'article_code' );
			$on_sale  = Pricing::on_sale_by_code( $codes );
			$articles = array();
			foreach ( $codes as $code ) {
				if ( isset( $on_sale[ mb_strtolower( $code ) ] ) ) {
					$articles[] = $on_sale[ mb_strtolower( $code ) ];
				}
			}
			return array(
				'articles' => $articles,
				'more'     => count( $rows ) > self::MAX_CANDIDATES,
				'reason'   => null,
				'message'  => null,
			);
		}
		return $this->why_not( $words );
	}

	/**
	 * Why nothing matched: a size the type is not made in, a size no type is made in, or an
	 * unknown type.
	 *
	 * @param list<string> $words Normalised search words of the line.
	 * @return array{articles: list<Article>, more: bool, reason: string|null, message: string|null}
	 */
	private function why_not( array $words ): array {
		$sizes = array_values( array_filter( $words, static fn( string $word ): bool => null !== SizeNormalizer::canonical( $word ) ) );
		$type  = array_values( array_diff( $words, $sizes ) );
		$label = static fn( string $size ): string => Format::size_label( $size, Locale::bcp47() );
		if ( ! $sizes ) {
			return self::none( 'unknown_type', __( 'No cable type or article code in the catalogue matches this line.', 'kabelshop-core' ) );
		}
		if ( ! $type ) {
			/* translators: %s: cable size such as 5x17. */
			return self::none( 'size_not_made', sprintf( __( 'No cable in the catalogue is made in %s.', 'kabelshop-core' ), implode( ' ', array_map( $label, $sizes ) ) ) );
		}
		$result = ( new ArticleRepository() )->search( new SearchQuery( implode( ' ', $type ), '', null, null, 1, 1 ) );
		if ( ! $result->products ) {
			return self::none( 'unknown_type', __( 'No cable type or article code in the catalogue matches this line.', 'kabelshop-core' ) );
		}
		$product = $result->products[0];
		return self::none(
			'size_not_made',
			sprintf(
				/* translators: 1: cable type such as NYY-J, 2: size asked for, 3: list of the sizes made. */
				__( '%1$s is not made in %2$s. Sizes: %3$s.', 'kabelshop-core' ),
				$product['designation'],
				implode( ' ', array_map( $label, $sizes ) ),
				implode( ', ', array_map( $label, $product['sizes'] ) ) . ( $product['sizes_total'] > count( $product['sizes'] ) ? ' …' : '' )
			)
		);
	}

	/**
	 * An empty find() result with its reason.
	 *
	 * @param string $reason  Reason code.
	 * @param string $message Translated message.
	 * @return array{articles: list<Article>, more: bool, reason: string|null, message: string|null}
	 */
	private static function none( string $reason, string $message ): array {
		return array(
			'articles' => array(),
			'more'     => false,
			'reason'   => $reason,
			'message'  => $message,
		);
	}

	/**
	 * Adds the reason of a missing or refused quantity to a line answer, when there is one.
	 *
	 * @param array<string, mixed>                                                 $out    Line answer so far.
	 * @param array{text: string, quantity: int|null, quantity_error: string|null} $parsed LineParser::parse() result.
	 * @return array<string, mixed>
	 */
	private static function with_quantity_problem( array $out, array $parsed ): array {
		if ( 'bad_quantity' === $parsed['quantity_error'] ) {
			$out['reason'] = 'bad_quantity';
			/* translators: %s: largest quantity in metres. */
			$out['message'] = sprintf( __( 'The quantity must be whole metres from 1 to %s.', 'kabelshop-core' ), self::metres( \Kabelshop\Rest\Schemas\V1\QuoteArgs::MAX_QUANTITY ) );
		} elseif ( null === $parsed['quantity'] ) {
			$out['reason']  = 'no_quantity';
			$out['message'] = __( 'No quantity: write the metres at the end of the line, e.g. "NYY-J 5x16 200 m".', 'kabelshop-core' );
		}
		return $out;
	}

	/**
	 * The answer's shape of an article (see the class comment).
	 *
	 * @param Article  $article    The article.
	 * @param int|null $quantity_m Metres of the line, null when unknown.
	 * @return array<string, mixed>
	 */
	public function article( Article $article, ?int $quantity_m ): array {
		$on_request = StockRules::is_on_request( $article );
		$out        = array(
			'article_code'       => $article->article_code,
			'name'               => TypeWords::shown( Pricing::name_of( $article ) ),
			'size_label'         => Format::size_label( $article->size_label, Locale::bcp47() ),
			'packaging'          => $article->packaging,
			'packaging_label'    => Packaging::label( $article->packaging, $article->package_length_m ),
			'package_multiple_m' => StockRules::package_multiple_m( $article ),
			'unit_price_e4'      => $article->unit_price_e4,
			'unit_price'         => Format::e4_decimal( $article->unit_price_e4 ),
			'price_is_demo'      => $article->price_is_demo,
			'on_request'         => $on_request,
		);
		// No line total for a line that cannot be ordered so (on request, not whole packages): the row
		// shows the error, not an amount (issue 27).
		$multiple  = StockRules::package_multiple_m( $article );
		$orderable = ! $on_request && null !== $quantity_m && ( null === $multiple || 0 === $quantity_m % $multiple );
		$prices    = CustomerPrice::shown( $article->unit_price_e4, Pricing::metal_surcharge_e4( $article, $this->terms() ), $orderable ? $quantity_m : null );
		return $out + array(
			'metal_surcharge_e4'      => $prices['metal_surcharge_e4'],
			'full_price_e4'           => $prices['full_price_e4'],
			'customer_unit_price_e4'  => $prices['customer_unit_price_e4'],
			'line_net_cents'          => $prices['line_net_cents'],
			'customer_line_net_cents' => $prices['customer_line_net_cents'],
			'product_url'             => $article->product_id > 0 ? (string) get_permalink( LanguageRouter::post_in( $article->product_id, Locale::current() ) ) : '',
		);
	}

	/**
	 * Today's surcharge terms, read once per matcher.
	 */
	private function terms(): SurchargeTerms {
		$this->terms = $this->terms ?? SurchargeTerms::current();
		return $this->terms;
	}

	/**
	 * Metres for a message, in the request's number format ("1.000 m").
	 *
	 * @param int $metres Metres.
	 */
	private static function metres( int $metres ): string {
		/* translators: %s: number of metres. */
		return sprintf( __( '%s m', 'kabelshop-core' ), Format::decimal( (string) $metres, Locale::bcp47() ) );
	}
}
