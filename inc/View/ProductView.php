<?php
/**
 * Data of the single product page.
 *
 * @package Kabelshop
 */

declare( strict_types=1 );

namespace Kabelshop\View;

defined( 'ABSPATH' ) || exit;

use Kabelshop\Accounts\Roles;
use Kabelshop\Catalog\CrossSectionService;
use Kabelshop\Catalog\Packaging;
use Kabelshop\Catalog\ProductMeta;
use Kabelshop\Catalog\SizeNormalizer;
use Kabelshop\Commerce\CustomerPrice;
use Kabelshop\Commerce\PackagingSuggester;
use Kabelshop\Commerce\Pricing;
use Kabelshop\I18n\Format;
use Kabelshop\I18n\Locale;
use Kabelshop\Metals\SurchargeDisplay;
use Kabelshop\Metals\SurchargeTerms;
use Kabelshop\Rest\Schemas\V1\ProductSchema;
use Kabelshop\Rest\Schemas\V1\QuoteSchema;
use Kabelshop\Seo\CurrentPage;
use WP_Post;

/**
 * Prepares templates/single-kabelshop_cable.php: the product in its REST shape, the props of the
 * product-table island (that shape plus wishlist: whether the visitor may keep a wishlist, i.e.
 * has the order capability Roles::CAP_ORDER), the specification list, and the server-rendered
 * article table that is the island's fallback (so the page works and is crawlable without
 * JavaScript). Numbers are printed in the visitor's format (spec section 9).
 *
 * Issue 13, what the buyer sees in the table:
 * - customer prices: for a buyer with the business discount each article carries
 *   your_unit_price_e4 (Commerce\CustomerPrice: the list price less the discount, rounded half up
 *   to 1/10000 EUR) and the props carry discount_percent, so the island shows "Your price" with the
 *   list price struck through beside it and row totals as the cart will charge them; visitors and
 *   pending customers get null and 0 (no discount figure leaks into their page);
 * - packages: order_multiple_m (Catalog\Packaging::order_multiple_m(): the package length of a
 *   ring, reel or box, null for a drum), the quantity field's minimum and step;
 * - the searched size: `?size=3x2.5` (any spelling) or `?article=<code>` marks the matching rows
 *   (highlighted(): aria-current and class is-current on the server's rows, the island's
 *   `highlight` prop), every row has the id article-<code>, so a link ending in #article-<code>
 *   scrolls to it without script; the island scrolls to the first marked row when it mounts.
 *
 * Picture (issue 14): image is the cable type's photo (featured image) when it has one, else the
 * schematic cross-section drawing (Catalog\CrossSectionService::product_image()) of the searched
 * size's first article, else of its first article, with the drawing's description as alt text;
 * every article of the island's props carries cross_section { url, alt }: its own drawing, shown
 * in the table row and the construction modal.
 *
 * Metal surcharge (issue 14): each article carries metal_surcharge_e4 and full_price_e4
 * (ArticleSchema; your_unit_price_e4 is the customer's BASE price, your_full_price_e4 their full
 * price: the discount is off base + surcharge, issue 27), and the props carry `metal`, today's terms
 * as the quote answers them (QuoteSchema::metal(): enabled, display 'split' | 'full', index per
 * metal). The server's table prints the price the same way as the island ('split': base price,
 * metal surcharge, full price; 'full': the full price with "incl. metal surcharge 0,2720 EUR/m")
 * and names the index once under the table.
 *
 * The data's provenance is for staff (issue 11): the page names the maker in one short line,
 * "Source: <maker>" (ProductMeta source); the staff's data notes (ProductMeta::STAFF_ONLY) are
 * not part of the product's REST shape, so neither this page nor its island can show them.
 */
final class ProductView {

	/**
	 * Everything the template prints.
	 *
	 * @param WP_Post $post The product post.
	 * @return array{product: array<string, mixed>, table_props: array<string, mixed>, specs: list<array{label: string, value: string}>, source: string, has_demo_prices: bool, fallback: string, image: array{url: string, alt: string, width: int, height: int, drawing: bool}|null, image_caption: string}
	 *         source: the translated "Source: <maker>" line, '' when no source is set; image: the photo or
	 *         drawing (null: neither); image_caption: "Schematic drawing, not to scale" under a drawing, ''
	 *         under a photo.
	 */
	public static function data( WP_Post $post ): array {
		// The articles as the page's SEO tags read them (CurrentPage::articles(): one query per request).
		$objects = CurrentPage::articles( $post );
		$product = ProductSchema::detail( $post, $objects );
		$specs   = array();
		foreach ( array( 'standard', 'construction', 'rated_voltage', 'conductor_class', 'insulation', 'sheath', 'cpr_class' ) as $field ) {
			if ( '' !== $product[ $field ] ) {
				$specs[] = array(
					'label' => ProductMeta::label( $field ),
					'value' => (string) $product[ $field ],
				);
			}
		}
		if ( null !== $product['category'] ) {
			array_unshift(
				$specs,
				array(
					'label' => __( 'Category', 'kabelshop' ),
					'value' => $product['category']['name'],
				)
			);
		}
		if ( '' !== $product['colour_standard'] ) {
			$specs[] = array(
				'label' => ProductMeta::label( 'colour_standard' ),
				'value' => ProductMeta::colour_standard_label( (string) $product['colour_standard'] ),
			);
		}
		$specs[] = array(
			'label' => ProductMeta::label( 'supplier' ),
			'value' => ProductMeta::supplier_label( (string) $product['supplier'] ),
		);
		$demo    = (bool) array_filter( $product['articles'], static fn( $a ) => $a['price_is_demo'] );
		$source  = trim( (string) $product['source'] );
		// phpcs:disable WordPress.Security.NonceVerification.Recommended -- which rows to mark changes nothing.
		$article = isset( $_GET['article'] ) && is_string( $_GET['article'] ) ? mb_substr( sanitize_text_field( wp_unslash( $_GET['article'] ) ), 0, 64 ) : '';
		$size    = isset( $_GET['size'] ) && is_string( $_GET['size'] ) ? mb_substr( sanitize_text_field( wp_unslash( $_GET['size'] ) ), 0, 32 ) : '';
		// phpcs:enable
		$table = self::priced( $product );
		$marks = self::highlighted( $table['articles'], $article, $size );
		$image = CrossSectionService::product_image( $post, $objects, $marks );
		foreach ( $objects as $i => $object ) {
			$drawing                                  = CrossSectionService::image( $object );
			$table['articles'][ $i ]['cross_section'] = array(
				'url' => $drawing['url'],
				'alt' => $drawing['alt'],
			);
		}
		return array(
			'product'         => $product,
			'table_props'     => $table + array(
				'wishlist'  => current_user_can( Roles::CAP_ORDER ),
				'highlight' => $marks,
			),
			'specs'           => $specs,
			/* translators: %s: who the product data comes from, e.g. a maker's name. */
			'source'          => '' === $source ? '' : sprintf( __( 'Source: %s', 'kabelshop' ), $source ),
			'has_demo_prices' => $demo,
			'fallback'        => self::table( $table, $marks ),
			'image'           => $image,
			'image_caption'   => null !== $image && $image['drawing'] ? __( 'Schematic drawing, not to scale', 'kabelshop' ) : '',
		);
	}

	/**
	 * The product with the current user's prices and the package rule on each article:
	 * discount_percent (0 without the business discount) and per article your_unit_price_e4
	 * (int|null, the customer's base price, CustomerPrice::for_current_user()), your_full_price_e4
	 * (int|null, the customer's own full price: base + surcharge less the discount, issue 27),
	 * order_multiple_m (int|null) and line (the row total of the quantity the table row starts with,
	 * order_multiple_m or 1 m: { quantity_m: int, line_net_cents: int|null, customer_line_net_cents:
	 * int|null }, cents net of VAT, CustomerPrice::shown(); a typed quantity is priced by GET
	 * kabelshop/v1/line-price, issue 27).
	 *
	 * @param array<string, mixed> $product ProductSchema::detail() shape.
	 * @return array<string, mixed> The same shape with those keys added.
	 */
	public static function priced( array $product ): array {
		$product['discount_percent'] = Pricing::discount_percent();
		$product['metal']            = QuoteSchema::metal( SurchargeTerms::current() );
		$product['articles']         = array_map(
			static function ( array $a ): array {
				$multiple = Packaging::order_multiple_m( (string) $a['packaging'], null === $a['package_length_m'] ? null : (int) $a['package_length_m'] );
				$start    = $multiple ?? 1;
				$line     = CustomerPrice::shown( (int) $a['unit_price_e4'], (int) ( $a['metal_surcharge_e4'] ?? 0 ), $start );
				return $a + array(
					'your_unit_price_e4' => CustomerPrice::for_current_user( (int) $a['unit_price_e4'] ),
					'your_full_price_e4' => CustomerPrice::for_current_user( (int) $a['unit_price_e4'], (int) ( $a['metal_surcharge_e4'] ?? 0 ) ),
					'order_multiple_m'   => $multiple,
					'line'               => array(
						'quantity_m'              => $start,
						'line_net_cents'          => $line['line_net_cents'],
						'customer_line_net_cents' => $line['customer_line_net_cents'],
					),
				);
			},
			(array) $product['articles']
		);
		return $product;
	}

	/**
	 * The article codes to mark: the article named by ?article= (codes compare case-insensitively,
	 * as the catalogue's do), else every article of the size named by ?size= in any spelling
	 * ("3x2,5", "3G2.5": SizeNormalizer), else none.
	 *
	 * @param list<array<string, mixed>> $articles ArticleSchema shapes.
	 * @param string                     $article  ?article= value, '' when absent.
	 * @param string                     $size     ?size= value, '' when absent.
	 * @return list<string> Article codes as stored.
	 */
	public static function highlighted( array $articles, string $article, string $size ): array {
		$article = mb_strtolower( trim( $article ) );
		if ( '' !== $article ) {
			foreach ( $articles as $a ) {
				if ( mb_strtolower( (string) $a['article_code'] ) === $article ) {
					return array( (string) $a['article_code'] );
				}
			}
		}
		$wanted = '' === trim( $size ) ? null : SizeNormalizer::canonical( $size );
		if ( null === $wanted ) {
			return array();
		}
		$codes = array();
		foreach ( $articles as $a ) {
			if ( SizeNormalizer::canonical( (string) $a['size_label'] ) === $wanted ) {
				$codes[] = (string) $a['article_code'];
			}
		}
		return $codes;
	}

	/**
	 * The article table as escaped HTML (caption, column headers with units, row headers). Each row
	 * has the id article-<code>; marked rows carry aria-current="true" and the class is-current. A
	 * customer's price cell reads "Your price 0,1496 List price 0,1870" (the list price struck).
	 *
	 * @param array<string, mixed> $product ProductSchema::detail() shape, priced() for customer prices.
	 * @param list<string>         $marked  Article codes to mark (highlighted()).
	 */
	public static function table( array $product, array $marked = array() ): string {
		if ( ! $product['articles'] ) {
			return '<p>' . esc_html__( 'No articles of this cable type are available yet.', 'kabelshop' ) . '</p>';
		}
		$locale      = Locale::bcp47();
		$metal_terms = is_array( $product['metal'] ?? null ) ? $product['metal'] : QuoteSchema::metal( SurchargeTerms::current() );
		$display     = empty( $metal_terms['enabled'] ) ? '' : (string) $metal_terms['display'];
		$headers     = array(
			__( 'Size', 'kabelshop' ),
			__( 'Article code', 'kabelshop' ),
			__( 'Cores', 'kabelshop' ),
			__( 'Outer diameter (mm)', 'kabelshop' ),
			__( 'Copper (kg/km)', 'kabelshop' ),
		);
		// Aluminium conductors (NAYY-J, NA2XY): their metal number beside copper, only where a type has one.
		$aluminium = array() !== array_filter( $product['articles'], static fn( array $a ): bool => null !== ( $a['aluminium_kg_km'] ?? null ) );
		if ( $aluminium ) {
			$headers[] = __( 'Aluminium (kg/km)', 'kabelshop' );
		}
		$headers = array_merge(
			$headers,
			array(
				__( 'Weight (kg/km)', 'kabelshop' ),
				__( 'Packaging', 'kabelshop' ),
				__( 'Unit price (EUR/m)', 'kabelshop' ),
				__( 'Availability', 'kabelshop' ),
			)
		);
		/* translators: %s: cable designation, e.g. NYM-J. */
		$html = '<div class="ks-product-table__scroll"><table class="ks-table"><caption>' . esc_html( sprintf( __( 'Articles of %s', 'kabelshop' ), (string) $product['designation'] ) ) . '</caption><thead><tr>';
		foreach ( $headers as $header ) {
			$html .= '<th scope="col">' . esc_html( $header ) . '</th>';
		}
		$html .= '</tr></thead><tbody>';
		$none  = __( 'not published', 'kabelshop' );
		foreach ( $product['articles'] as $a ) {
			$number = static fn( ?string $value ): string => null === $value ? $none : Format::decimal( $value, $locale );
			$copper = $number( $a['copper_kg_km'] ) . ( null !== $a['copper_kg_km'] && $a['copper_computed'] ? ' ' . __( '(nominal, computed)', 'kabelshop' ) : '' );
			$alu    = $number( $a['aluminium_kg_km'] ?? null ) . ( null !== ( $a['aluminium_kg_km'] ?? null ) && ! empty( $a['aluminium_computed'] ) ? ' ' . __( '(nominal, computed)', 'kabelshop' ) : '' );
			$demo   = $a['price_is_demo'] ? ' ' . esc_html__( '(demo price)', 'kabelshop' ) : '';
			$yours  = isset( $a['your_unit_price_e4'] ) ? (int) $a['your_unit_price_e4'] : null;
			$price  = self::price_html( (int) $a['unit_price_e4'], $yours, $display ? (int) ( $a['metal_surcharge_e4'] ?? 0 ) : 0, $display, $locale, isset( $a['your_full_price_e4'] ) ? (int) $a['your_full_price_e4'] : null ) . $demo;
			$code   = (string) $a['article_code'];
			$mark   = in_array( $code, $marked, true ) ? ' class="is-current" aria-current="true"' : '';
			$avail  = match ( $a['availability'] ) {
				/* translators: %s: metres in stock. */
				'in_stock'  => sprintf( __( 'In stock (%s m)', 'kabelshop' ), Format::decimal( (string) $a['stock_m'], $locale ) ),
				/* translators: %d: lead time in working days. */
				'backorder' => sprintf( _n( 'Delivery in %d working day', 'Delivery in %d working days', (int) $a['lead_time_days'], 'kabelshop' ), (int) $a['lead_time_days'] ),
				default     => __( 'On request', 'kabelshop' ),
			};
			$html .= '<tr id="' . esc_attr( 'article-' . $code ) . '"' . $mark . '><th scope="row">' . esc_html( Format::size_label( (string) $a['size_label'], $locale ) ) . '</th>'
				. '<td>' . esc_html( (string) $a['article_code'] ) . '</td>'
				. '<td>' . esc_html( null === $a['cores'] ? $none : (string) $a['cores'] ) . '</td>'
				. '<td>' . esc_html( $number( $a['outer_diameter_mm'] ) ) . '</td>'
				. '<td>' . esc_html( $copper ) . '</td>'
				. ( $aluminium ? '<td>' . esc_html( $alu ) . '</td>' : '' )
				. '<td>' . esc_html( $number( $a['weight_kg_km'] ) ) . '</td>'
				. '<td>' . esc_html( Packaging::label( (string) $a['packaging'], $a['package_length_m'] ) ) . self::current_drum_html( $a, $locale ) . '</td>'
				. '<td>' . $price . '</td>'
				. '<td>' . esc_html( $avail ) . '</td></tr>';
		}
		return $html . '</tbody></table></div>'
			. self::legend_html( $product['articles'] )
			. ( $display ? self::index_note( $metal_terms, $product['articles'] ) : '' )
			. self::suggester_html( $product['articles'], $locale );
	}

	/**
	 * The legend under the table the island prints too ("Nominal copper, computed: cores × mm² × 8.89
	 * kg/km …", and the aluminium one), when an article's metal number is the computed nominal value;
	 * '' otherwise. Same element and class as the island's legend, so the fallback has the island's
	 * height (no layout shift when it mounts, issue 16, docs/front-end.md "No layout shift").
	 *
	 * @param list<array<string, mixed>> $articles ArticleSchema shapes.
	 */
	private static function legend_html( array $articles ): string {
		$copper    = array() !== array_filter( $articles, static fn( array $a ): bool => null !== $a['copper_kg_km'] && ! empty( $a['copper_computed'] ) );
		$aluminium = array() !== array_filter( $articles, static fn( array $a ): bool => null !== ( $a['aluminium_kg_km'] ?? null ) && ! empty( $a['aluminium_computed'] ) );
		$parts     = array();
		if ( $copper ) {
			$parts[] = __( 'Nominal copper, computed: cores × mm² × 8.89 kg/km (copper density 8.89 kg/dm³).', 'kabelshop' );
		}
		if ( $aluminium ) {
			$parts[] = __( 'Nominal aluminium, computed: cores × mm² × 2.70 kg/km (aluminium density 2.70 kg/dm³).', 'kabelshop' );
		}
		return $parts ? '<p class="ks-product-table__legend">' . esc_html( implode( ' ', $parts ) ) . '</p>' : '';
	}

	/**
	 * The packaging suggester's first state ("Need a length?", the size select when the type has
	 * several orderable sizes, the metres field and "Suggest"), in the island's markup and classes
	 * (src/islands/product-table/PackagingSuggester.tsx), so the island renders into the box the
	 * fallback reserved (issue 16). It works only with script (the suggestion comes from the REST
	 * route), so without script it is not displayed (.ks-packaging-suggester--server in
	 * src/styles/islands/product-table.css); '' when no article can be ordered (the island shows none).
	 *
	 * @param list<array<string, mixed>> $articles ArticleSchema shapes.
	 * @param string                     $locale   BCP 47 locale of the page.
	 */
	private static function suggester_html( array $articles, string $locale ): string {
		$sizes = array();
		foreach ( $articles as $a ) {
			if ( 'on_request' !== $a['availability'] ) {
				$sizes[ (string) $a['size_label'] ] = true;
			}
		}
		$sizes = array_keys( $sizes );
		if ( ! $sizes ) {
			return '';
		}
		$html = '<section class="ks-packaging-suggester ks-packaging-suggester--server" aria-labelledby="ks-packaging-server-title">'
			. '<h3 id="ks-packaging-server-title">' . esc_html__( 'Need a length?', 'kabelshop' ) . '</h3>'
			. '<form class="ks-packaging-suggester__form" novalidate>';
		if ( count( $sizes ) > 1 ) {
			$html .= '<p><label for="ks-packaging-server-size">' . esc_html_x( 'Size', 'packaging suggester', 'kabelshop' ) . '</label> <select id="ks-packaging-server-size" name="size">';
			foreach ( $sizes as $size ) {
				$html .= '<option value="' . esc_attr( $size ) . '">' . esc_html( Format::size_label( $size, $locale ) ) . '</option>';
			}
			$html .= '</select></p>';
		}
		/* translators: %s: the size, e.g. 3x2,5. */
		$label = sprintf( __( 'Metres of %s', 'kabelshop' ), Format::size_label( $sizes[0], $locale ) );
		return $html . '<p><label for="ks-packaging-server-metres">' . esc_html( $label ) . '</label> '
			. '<input id="ks-packaging-server-metres" class="ks-qty" type="number" inputmode="numeric" min="1" max="' . (int) PackagingSuggester::MAX_LENGTH_M . '" step="1" name="length_m"> '
			. '<button type="submit" class="ks-button ks-button--small">' . esc_html__( 'Suggest', 'kabelshop' ) . '</button></p>'
			. '</form></section>';
	}

	/**
	 * "Current drum: 320 m left" under a drum article's packaging, where staff keep the metres left
	 * on the current drum (ArticleSchema drum_remaining_m; issue 14, docs/drums.md); '' otherwise.
	 * A larger quantity is still orderable (it comes from a new drum), so this is information only.
	 *
	 * @param array<string, mixed> $a      ArticleSchema shape.
	 * @param string               $locale BCP 47 locale of the page.
	 */
	private static function current_drum_html( array $a, string $locale ): string {
		$left = $a['drum_remaining_m'] ?? null;
		if ( 'drum' !== $a['packaging'] || ! is_int( $left ) ) {
			return '';
		}
		/* translators: %s: metres left on the drum in use, e.g. 320 */
		return ' <span class="ks-table__stock ks-table__drum">' . esc_html( sprintf( __( 'Current drum: %s m left', 'kabelshop' ), Format::decimal( (string) $left, $locale ) ) ) . '</span>';
	}

	/**
	 * A price cell's HTML: the list price, or the customer's price with the list price struck and
	 * labelled; with a surcharge display 'split' the base price, the metal surcharge and the full
	 * price, each labelled; 'full' the full price with "incl. metal surcharge 0,2720 EUR/m". The
	 * discount is off the full price (CustomerPrice::unit_price_e4()'s rule, issue 27): the
	 * customer's full price is the server's your_full_price_e4, not base + surcharge.
	 *
	 * @param int      $base_e4       List (base) price per metre, 1/10000 EUR.
	 * @param int|null $yours_e4      The customer's base price after the discount; null without one.
	 * @param int      $metal_e4      Metal surcharge per metre (signed).
	 * @param string   $display       'split' | 'full' | '' (no surcharge shown).
	 * @param string   $locale        Locale.
	 * @param int|null $yours_full_e4 The customer's full price after the discount (CustomerPrice::for_current_user( base, surcharge )).
	 */
	private static function price_html( int $base_e4, ?int $yours_e4, int $metal_e4, string $display, string $locale, ?int $yours_full_e4 = null ): string {
		$pair = static function ( int $list_e4, ?int $own_e4 ) use ( $locale ): string {
			$list = esc_html( Format::scaled( $list_e4, 4, $locale ) );
			if ( null === $own_e4 ) {
				return $list;
			}
			return '<span class="ks-price-pair__yours"><span class="ks-price-pair__label">' . esc_html__( 'Your price', 'kabelshop' ) . '</span> ' . esc_html( Format::scaled( $own_e4, 4, $locale ) ) . '</span>'
				. ' <span class="ks-list-price"><span class="ks-list-price__label">' . esc_html__( 'List price', 'kabelshop' ) . '</span> <s>' . $list . '</s></span>';
		};
		if ( '' === $display ) {
			return $pair( $base_e4, $yours_e4 );
		}
		$full      = $pair( max( 0, $base_e4 + $metal_e4 ), null === $yours_e4 ? null : $yours_full_e4 );
		$surcharge = esc_html( Format::scaled( $metal_e4, 4, $locale ) );
		if ( 'full' === $display ) {
			/* translators: %s: metal surcharge per metre, e.g. 0,2720. */
			return $full . ' <span class="ks-metal-price__incl">' . esc_html( sprintf( __( 'incl. metal surcharge %s EUR/m', 'kabelshop' ), Format::scaled( $metal_e4, 4, $locale ) ) ) . '</span>';
		}
		$row = static fn( string $label, string $value ): string => '<span class="ks-metal-price__row"><span class="ks-metal-price__label">' . esc_html( $label ) . '</span> ' . $value . '</span>';
		return '<span class="ks-metal-price ks-metal-price--split">'
			. $row( __( 'Base price', 'kabelshop' ), $pair( $base_e4, $yours_e4 ) ) . ' '
			. $row( __( 'Metal surcharge', 'kabelshop' ), $surcharge ) . ' '
			. $row( __( 'Full price', 'kabelshop' ), $full ) . '</span>';
	}

	/**
	 * The sentence under the table naming the index the surcharge uses, per metal the articles
	 * contain: "Metal surcharge by the copper index 856,40 EUR/100 kg (July 2025 average)" (the day
	 * for the previous-trading-day rule; "the latest with prices" when stale), followed by the
	 * stale-price notice (issue 27, SurchargeDisplay::buyer_stale_notice()). '' when no metal of
	 * the articles has an index.
	 *
	 * @param array<string, mixed>       $terms    QuoteSchema::metal() shape.
	 * @param list<array<string, mixed>> $articles ArticleSchema shapes.
	 */
	private static function index_note( array $terms, array $articles ): string {
		$locale  = Locale::bcp47();
		$clauses = array();
		$stale   = array();
		foreach ( array( 'copper', 'aluminium' ) as $metal ) {
			$has = array() !== array_filter( $articles, static fn( array $a ): bool => (float) ( $a[ $metal . '_kg_km' ] ?? 0 ) > 0 );
			$m   = $terms['metals'][ $metal ] ?? null;
			if ( ! $has || ! is_array( $m ) || null === $m['index_eur_100kg'] || null === $m['index_date'] ) {
				continue;
			}
			$date = SurchargeDisplay::date_label( (string) $m['index_date'], $locale );
			/* translators: %s: month, e.g. "July 2025". */
			$when = 7 === strlen( (string) $m['index_date'] ) ? sprintf( __( '%s average', 'kabelshop' ), $date ) : sprintf( __( 'price of %s', 'kabelshop' ), $date );
			if ( ! empty( $m['stale'] ) ) {
				/* translators: %s: "July 2025 average" or "price of 04.08.2025". */
				$when = sprintf( __( '%s, the latest with prices', 'kabelshop' ), $when );
			}
			// Issue 27: the same stale notice as the island's (MetalStaleNotice), for first paint.
			$sentence = SurchargeDisplay::buyer_stale_notice( $metal, ! empty( $m['stale'] ), isset( $m['price_date'] ) ? (string) $m['price_date'] : null, (int) ( $terms['stale_after_business_days'] ?? 3 ), $locale );
			if ( '' !== $sentence ) {
				$stale[] = $sentence;
			}
			$value     = Format::decimal( (string) $m['index_eur_100kg'], $locale );
			$clauses[] = 'aluminium' === $metal
				/* translators: 1: index in EUR/100 kg, e.g. 856,40; 2: "July 2025 average". */
				? sprintf( __( 'the aluminium index %1$s EUR/100 kg (%2$s)', 'kabelshop' ), $value, $when )
				/* translators: 1: index in EUR/100 kg, e.g. 856,40; 2: "July 2025 average". */
				: sprintf( __( 'the copper index %1$s EUR/100 kg (%2$s)', 'kabelshop' ), $value, $when );
		}
		if ( ! $clauses ) {
			return '';
		}
		/* translators: %s: one or two index clauses, e.g. "the copper index 856,40 EUR/100 kg (July 2025 average)". */
		return '<p class="ks-product-table__metal">' . esc_html( sprintf( __( 'Metal surcharge by %s', 'kabelshop' ), implode( __( ' and ', 'kabelshop' ), $clauses ) ) ) . '</p>'
			. ( $stale ? '<div class="ks-notice ks-notice--warning ks-metal-stale" role="note"><p>' . implode( '</p><p>', array_map( 'esc_html', $stale ) ) . '</p></div>' : '' );
	}
}
