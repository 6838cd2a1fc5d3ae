<?php
/**
 * Data of the catalogue and supplier pages.
 *
 * @package Kabelshop
 */

declare( strict_types=1 );

namespace Kabelshop\View;

defined( 'ABSPATH' ) || exit;

use Kabelshop\Catalog\ArticleRepository;
use Kabelshop\Catalog\Categories;
use Kabelshop\Catalog\ProductMeta;
use Kabelshop\Catalog\SearchQuery;
use Kabelshop\Catalog\SizeNormalizer;
use Kabelshop\Catalog\TechnicalFilters;
use Kabelshop\Content\Pages;
use Kabelshop\I18n\Format;
use Kabelshop\I18n\LanguageRouter;
use Kabelshop\Catalog\TypeWords;
use Kabelshop\I18n\Locale;
use Kabelshop\I18n\Translations;
use Kabelshop\Rest\Routes\V1\Products;
use Kabelshop\Rest\Routes\V1\ProductsFacets;

/**
 * Prepares templates/page-catalogue.php (a server-rendered first page of search results for the
 * ?search=, ?category=, ?cores=, ?cross_section= and ?page= of the URL, which is the catalogue
 * island's fallback, plus the totals of the counter above it) and templates/page-suppliers.php
 * (products whose supplier is not the shop's own range). Same search as GET kabelshop/v1/products,
 * with the filters checked by that route's rules (filters()), so a crawler or a visitor without
 * JavaScript gets the page the island would show for the same URL.
 */
final class CatalogueView {

	public const PER_PAGE = 12;

	/** The catalogue page's template (Content\Pages). */
	public const TEMPLATE = 'templates/page-catalogue.php';

	/** The filters of the URL, in the order the form shows them. */
	public const FILTERS = array( 'category', 'cores', 'cross_section' );

	/**
	 * The technical filters of the URL (issue 14, TechnicalFilters::PARAMS), shown as groups of
	 * links with counts (technical_groups) rather than selects.
	 */
	public const TECHNICAL = TechnicalFilters::PARAMS;

	/** A filters array with nothing chosen (the shape filters() returns). */
	public const NO_FILTERS = array(
		'category'      => '',
		'cores'         => null,
		'cross_section' => null,
		'cpr'           => '',
		'voltage'       => '',
		'conductor'     => null,
		'hf'            => false,
		'armoured'      => false,
		'screened'      => false,
	);

	/**
	 * The catalogue page.
	 *
	 * The keys prev_url and next_url are the neighbouring result pages of this URL with its search
	 * and filters ('' when none); products are the result page's cards (ProductCardView::card(),
	 * printed by plugins/kabelshop-core/templates/parts/product-card.php like the island's later pages); heading is the
	 * page's <h1> (heading()); filter_fields are the no-JavaScript form's selects, with the labels
	 * and options of the island's Filters (src/islands/catalogue/Filters.tsx): name (the URL
	 * argument), id, label and options { value, label, selected } ("All" first, value '');
	 * island_filters and island_facets are what the island starts from (filters() as the island
	 * keeps them, and the cores and cross-sections it offers until products/facets answers).
	 * technical_groups are the technical filters (issue 14) as groups of plain links with counts
	 * (technical_groups()), technical_hidden the chosen ones as hidden fields of the form, so a
	 * search keeps them; island_technical the groups (TechnicalFilters::groups()) the island shows
	 * until products/facets answers.
	 *
	 * @return array{search: string, page: int, pages: int, prev_url: string, next_url: string, products: list<array<string, mixed>>, total_products: int, total_articles: int, all_products: int, all_articles: int, categories: list<array{slug: string, name: string, count: int}>, products_url_base: string, heading: string, filters: array<string, mixed>, filter_fields: list<array{name: string, id: string, label: string, options: list<array{value: string, label: string, selected: bool}>}>, technical_groups: list<array<string, mixed>>, technical_hidden: array<string, string>, island_filters: array{category: string, cores: string, crossSection: string, technical: array<string, string>}, island_technical: list<array<string, mixed>>, island_facets: array{cores: list<int>, crossSections: list<string>}}
	 */
	public static function catalogue(): array {
		// phpcs:disable WordPress.Security.NonceVerification.Recommended -- a search changes nothing.
		$search = isset( $_GET['search'] ) && is_string( $_GET['search'] ) ? mb_substr( sanitize_text_field( wp_unslash( $_GET['search'] ) ), 0, 100 ) : '';
		$page   = isset( $_GET['page'] ) && is_string( $_GET['page'] ) ? max( 1, min( 10000, absint( $_GET['page'] ) ) ) : 1;
		// phpcs:enable
		$filters                             = self::request_filters();
		$repository                          = new ArticleRepository();
		$query                               = self::query( $search, $filters, $page );
		$result                              = $repository->search( $query );
		$groups                              = TechnicalFilters::groups( $repository->technical_facets( $query ), $query );
		list( $all_products, $all_articles ) = $repository->count( new SearchQuery() );
		$pages                               = (int) ceil( $result->total_products / self::PER_PAGE );
		$categories                          = ProductsFacets::categories();
		$facets                              = $repository->facets();
		$size                                = ProductCardView::size_of_search( $search, $filters['cores'], $filters['cross_section'] );
		return array(
			'search'            => $search,
			'page'              => $page,
			'pages'             => $pages,
			'prev_url'          => $page > 1 ? self::page_url( $search, $filters, $page - 1 ) : '',
			'next_url'          => $page < $pages ? self::page_url( $search, $filters, $page + 1 ) : '',
			'products'          => array_map(
				static fn( array $summary ): array => ProductCardView::card( $summary, $size ),
				Products::summaries( $result->products )
			),
			'total_products'    => $result->total_products,
			'total_articles'    => $result->total_articles,
			'all_products'      => $all_products,
			'all_articles'      => $all_articles,
			'categories'        => $categories,
			'products_url_base' => esc_url_raw( rest_url( 'kabelshop/v1/products' ) ),
			'heading'           => self::heading( $filters['category'], self::technical_label( $filters ) ),
			'filters'           => $filters,
			'filter_fields'     => self::filter_fields( $filters, $categories, $facets ),
			'technical_groups'  => self::technical_groups( $groups, $search, $filters ),
			'technical_hidden'  => self::technical_hidden( $filters ),
			'island_filters'    => array(
				'category'     => $filters['category'],
				'cores'        => null === $filters['cores'] ? '' : (string) $filters['cores'],
				'crossSection' => (string) $filters['cross_section'],
				'technical'    => self::technical_values( $filters ),
			),
			'island_technical'  => $groups,
			'island_facets'     => array(
				'cores'         => $facets['cores'],
				'crossSections' => $facets['cross_sections'],
			),
		);
	}

	/**
	 * The catalogue filters of a URL's query: category (a category slug), cores and cross_section,
	 * checked by the rules of GET kabelshop/v1/products (Products::args(): the same schema
	 * validation, then the same sanitising). A value that route would answer with 400 is ignored
	 * here: the page then shows every value of that filter, as for a missing one.
	 *
	 * @param array<string, mixed> $query Query arguments, unslashed (e.g. wp_unslash( $_GET )).
	 * @return array{category: string, cores: int|null, cross_section: string|null, cpr: string, voltage: string, conductor: int|null, hf: bool, armoured: bool, screened: bool}
	 *         category '' for all; cross_section canonical ("2.5" for "2,5" or "2.50"), null for any;
	 *         the technical filters (TECHNICAL): cpr the EN 50575 main class, voltage in its normal
	 *         form ("0.6/1 kV"), conductor the IEC 60228 class; '' / null / false for any.
	 */
	public static function filters( array $query ): array {
		$args  = Products::args();
		$valid = array();
		foreach ( self::FILTERS as $name ) {
			$value = $query[ $name ] ?? null;
			if ( ! is_string( $value ) || '' === $value || is_wp_error( rest_validate_value_from_schema( $value, $args[ $name ], $name ) ) ) {
				continue;
			}
			$valid[ $name ] = call_user_func( $args[ $name ]['sanitize_callback'], $value );
		}
		foreach ( self::TECHNICAL as $name ) {
			$value = $query[ $name ] ?? null;
			if ( ! is_string( $value ) || '' === $value || is_wp_error( rest_validate_value_from_schema( $value, $args[ $name ], $name ) ) ) {
				continue;
			}
			$valid[ $name ] = call_user_func( $args[ $name ]['sanitize_callback'], $value );
		}
		$voltage = isset( $valid['voltage'] ) ? TechnicalFilters::voltage_of_slug( (string) $valid['voltage'] ) : null;
		return array(
			'category'      => (string) ( $valid['category'] ?? '' ),
			'cores'         => isset( $valid['cores'] ) ? (int) $valid['cores'] : null,
			'cross_section' => isset( $valid['cross_section'] ) ? SizeNormalizer::decimal( (string) $valid['cross_section'] ) : null,
			'cpr'           => (string) ( $valid['cpr'] ?? '' ),
			'voltage'       => (string) $voltage,
			'conductor'     => isset( $valid['conductor'] ) ? (int) $valid['conductor'] : null,
			'hf'            => 1 === (int) ( $valid['hf'] ?? 0 ),
			'armoured'      => 1 === (int) ( $valid['armoured'] ?? 0 ),
			'screened'      => 1 === (int) ( $valid['screened'] ?? 0 ),
		);
	}

	/**
	 * The search of a page of the catalogue.
	 *
	 * @param string               $search  Search text.
	 * @param array<string, mixed> $filters filters().
	 * @param int                  $page    Result page.
	 */
	public static function query( string $search, array $filters, int $page = 1 ): SearchQuery {
		return new SearchQuery( $search, (string) $filters['category'], $filters['cores'], $filters['cross_section'], $page, self::PER_PAGE, (string) $filters['cpr'], (string) $filters['voltage'], $filters['conductor'], (bool) $filters['hf'], (bool) $filters['armoured'], (bool) $filters['screened'] );
	}

	/**
	 * The URL arguments of a search and its filters, in a fixed order (search, category, cores,
	 * cross_section, then TECHNICAL), chosen values only; page from 2.
	 *
	 * @param string               $search  Search text.
	 * @param array<string, mixed> $filters filters().
	 * @param int                  $page    Result page.
	 * @return array<string, string>
	 */
	public static function url_args( string $search, array $filters, int $page = 1 ): array {
		$args = array(
			'search'        => $search,
			'category'      => (string) $filters['category'],
			'cores'         => null === $filters['cores'] ? '' : (string) $filters['cores'],
			'cross_section' => (string) $filters['cross_section'],
		);
		$args = array_merge( $args, self::technical_values( $filters ) );
		if ( $page > 1 ) {
			$args['page'] = (string) $page;
		}
		return array_map( 'rawurlencode', array_filter( $args, static fn( string $value ): bool => '' !== $value ) );
	}

	/**
	 * The chosen technical filters as URL values ('' = any): cpr "Cca", voltage "0.6-1kV",
	 * conductor "5", hf / armoured / screened "1".
	 *
	 * @param array<string, mixed> $filters filters().
	 * @return array<string, string>
	 */
	public static function technical_values( array $filters ): array {
		return array(
			'cpr'       => (string) $filters['cpr'],
			'voltage'   => '' === $filters['voltage'] ? '' : TechnicalFilters::voltage_slug( (string) $filters['voltage'] ),
			'conductor' => null === $filters['conductor'] ? '' : (string) $filters['conductor'],
			'hf'        => $filters['hf'] ? '1' : '',
			'armoured'  => $filters['armoured'] ? '1' : '',
			'screened'  => $filters['screened'] ? '1' : '',
		);
	}

	/**
	 * How many technical filter values are chosen.
	 *
	 * @param array<string, mixed> $filters filters().
	 */
	public static function technical_count( array $filters ): int {
		return count( array_filter( self::technical_values( $filters ), static fn( string $value ): bool => '' !== $value ) );
	}

	/**
	 * The name of the one technical filter chosen, for the heading and title ("Halogen-free",
	 * "CPR class (EN 50575): Cca", "Rated voltage: 0.6/1 kV"); '' when none or several are chosen.
	 *
	 * @param array<string, mixed> $filters filters().
	 */
	public static function technical_label( array $filters ): string {
		if ( 1 !== self::technical_count( $filters ) ) {
			return '';
		}
		foreach ( TechnicalFilters::FLAGS as $param => $field ) {
			if ( $filters[ $param ] ) {
				return TechnicalFilters::flag_label( $param );
			}
		}
		if ( '' !== $filters['cpr'] ) {
			$group = 'cpr';
			$value = (string) $filters['cpr'];
		} elseif ( '' !== $filters['voltage'] ) {
			$group = 'voltage';
			$value = (string) $filters['voltage'];
		} else {
			$group = 'conductor';
			$value = TechnicalFilters::conductor_label( (int) $filters['conductor'] );
		}
		/* translators: 1: name of a catalogue filter, e.g. Rated voltage; 2: its value, e.g. 0.6/1 kV */
		return sprintf( __( '%1$s: %2$s', 'kabelshop-core' ), TechnicalFilters::legend( $group ), $value );
	}

	/**
	 * The technical filter groups as plain links for the page without JavaScript and for crawlers:
	 * each option links to this search with the option chosen (a radio group's "All" without the
	 * group's value; a chosen flag links to the search without it), keeping the search and the
	 * other filters, from result page 1. An option no cable type of the search has (count 0) is
	 * printed as text without a link, unless it is chosen.
	 *
	 * @param list<array{key: string, legend: string, type: string, options: list<array{param: string, value: string, label: string, count: int, selected: bool}>}> $groups  TechnicalFilters::groups().
	 * @param string                                                                                                                                                $search  Search text.
	 * @param array<string, mixed>                                                                                                                                  $filters filters().
	 * @return list<array{key: string, legend: string, options: list<array{label: string, url: string, selected: bool}>}>
	 */
	private static function technical_groups( array $groups, string $search, array $filters ): array {
		$values = self::technical_values( $filters );
		$out    = array();
		foreach ( $groups as $group ) {
			$options = array();
			if ( 'radio' === $group['type'] ) {
				$param     = $group['options'][0]['param'];
				$options[] = array(
					'label'    => _x( 'All', 'catalogue filter: any value', 'kabelshop-core' ),
					'url'      => self::technical_url( $search, $filters, $param, '' ),
					'selected' => '' === $values[ $param ],
				);
			}
			foreach ( $group['options'] as $option ) {
				$value     = 'radio' === $group['type'] || ! $option['selected'] ? $option['value'] : '';
				$options[] = array(
					'label'    => $option['label'] . ' (' . self::number( $option['count'] ) . ')',
					'url'      => 0 === $option['count'] && ! $option['selected'] ? '' : self::technical_url( $search, $filters, $option['param'], $value ),
					'selected' => $option['selected'],
				);
			}
			$out[] = array(
				'key'     => $group['key'],
				'legend'  => $group['legend'],
				'options' => $options,
			);
		}
		return $out;
	}

	/**
	 * The catalogue URL of this search with one technical filter set to a value ('' = removed).
	 *
	 * @param string               $search  Search text.
	 * @param array<string, mixed> $filters filters().
	 * @param string               $param   A TECHNICAL parameter.
	 * @param string               $value   Its URL value.
	 */
	private static function technical_url( string $search, array $filters, string $param, string $value ): string {
		$args           = self::url_args( $search, $filters );
		$args[ $param ] = rawurlencode( $value );
		$ordered        = array();
		foreach ( array_merge( array( 'search' ), self::FILTERS, self::TECHNICAL ) as $name ) {
			if ( isset( $args[ $name ] ) && '' !== $args[ $name ] ) {
				$ordered[ $name ] = $args[ $name ];
			}
		}
		return Pages::url( 'catalogue', $ordered );
	}

	/**
	 * The chosen technical filters as hidden fields of the search form (name => value).
	 *
	 * @param array<string, mixed> $filters filters().
	 * @return array<string, string>
	 */
	private static function technical_hidden( array $filters ): array {
		return array_filter( self::technical_values( $filters ), static fn( string $value ): bool => '' !== $value );
	}

	/**
	 * The search text of the current request (?search=, at most 100 characters, sanitised).
	 */
	public static function request_search(): string {
		// phpcs:ignore WordPress.Security.NonceVerification.Recommended -- a search changes nothing.
		return isset( $_GET['search'] ) && is_string( $_GET['search'] ) ? mb_substr( sanitize_text_field( wp_unslash( $_GET['search'] ) ), 0, 100 ) : '';
	}

	/**
	 * The filters of the current request (filters() of $_GET).
	 *
	 * @return array{category: string, cores: int|null, cross_section: string|null, cpr: string, voltage: string, conductor: int|null, hf: bool, armoured: bool, screened: bool}
	 */
	public static function request_filters(): array {
		// phpcs:ignore WordPress.Security.NonceVerification.Recommended -- filters change nothing; every value is validated by filters().
		return self::filters( wp_unslash( $_GET ) );
	}

	/**
	 * The catalogue's heading and title: "Cable catalogue", or with a category chosen
	 * "<category> – Cable catalogue" (e.g. "Instalacijski kabeli – Katalog kabela"), with one
	 * technical filter chosen "<filter> – Cable catalogue" ("Halogen-free – Cable catalogue",
	 * "Rated voltage: 0.6/1 kV – Cable catalogue"; technical_label()).
	 *
	 * @param string $category  Category slug, '' for all.
	 * @param string $technical technical_label(), '' for none.
	 */
	public static function heading( string $category, string $technical = '' ): string {
		$name = '' === $category ? '' : Categories::label( $category );
		if ( '' !== $technical ) {
			$name = '' === $name ? $technical : $name . ', ' . $technical;
		}
		if ( '' === $name ) {
			return __( 'Cable catalogue', 'kabelshop-core' );
		}
		/* translators: %s: name of a cable category, e.g. Installation cables. */
		return sprintf( __( '%s – Cable catalogue', 'kabelshop-core' ), $name );
	}

	/**
	 * The selects of the no-JavaScript filter form, labelled and filled like the island's Filters:
	 * categories with their product counts, cores, cross-sections in the visitor's number format.
	 *
	 * @param array<string, mixed>                                  $filters    Chosen filters (filters()).
	 * @param list<array{slug: string, name: string, count: int}>   $categories ProductsFacets::categories().
	 * @param array{cores: list<int>, cross_sections: list<string>} $facets     ArticleRepository::facets().
	 * @return list<array{name: string, id: string, label: string, options: list<array{value: string, label: string, selected: bool}>}>
	 */
	private static function filter_fields( array $filters, array $categories, array $facets ): array {
		$locale  = Locale::bcp47();
		$options = array(
			'category'      => array(),
			'cores'         => array(),
			'cross_section' => array(),
		);
		foreach ( $categories as $category ) {
			$options['category'][ $category['slug'] ] = $category['name'] . ' (' . self::number( $category['count'] ) . ')';
		}
		foreach ( $facets['cores'] as $cores ) {
			$options['cores'][ (string) $cores ] = (string) $cores;
		}
		foreach ( $facets['cross_sections'] as $cross ) {
			$options['cross_section'][ $cross ] = Format::decimal( $cross, $locale );
		}
		$labels = array(
			'category'      => __( 'Category', 'kabelshop-core' ),
			'cores'         => __( 'Number of cores', 'kabelshop-core' ),
			'cross_section' => __( 'Cross-section (mm²)', 'kabelshop-core' ),
		);
		$chosen = array(
			'category'      => $filters['category'],
			'cores'         => null === $filters['cores'] ? '' : (string) $filters['cores'],
			'cross_section' => (string) $filters['cross_section'],
		);
		$fields = array();
		foreach ( self::FILTERS as $name ) {
			$list = array(
				array(
					'value'    => '',
					'label'    => _x( 'All', 'catalogue filter: any value', 'kabelshop-core' ),
					'selected' => '' === $chosen[ $name ],
				),
			);
			foreach ( $options[ $name ] as $value => $label ) {
				$list[] = array(
					'value'    => (string) $value,
					'label'    => $label,
					'selected' => (string) $value === $chosen[ $name ],
				);
			}
			$fields[] = array(
				'name'    => $name,
				'id'      => 'catalogue-filter-' . str_replace( '_', '-', $name ),
				'label'   => $labels[ $name ],
				'options' => $list,
			);
		}
		return $fields;
	}

	/**
	 * The current URL with another result page, keeping the search and the valid filters
	 * (unescaped; print with esc_url). Invalid filter values of the URL are left out.
	 *
	 * @param string               $search  Search text.
	 * @param array<string, mixed> $filters Chosen filters (filters()).
	 * @param int                  $page    Result page, 1-based.
	 */
	private static function page_url( string $search, array $filters, int $page ): string {
		$args = array(
			'search'        => '' === $search ? false : rawurlencode( $search ),
			'category'      => '' === $filters['category'] ? false : $filters['category'],
			'cores'         => null === $filters['cores'] ? false : (string) $filters['cores'],
			'cross_section' => null === $filters['cross_section'] ? false : $filters['cross_section'],
		);
		foreach ( self::technical_values( $filters ) as $name => $value ) {
			$args[ $name ] = '' === $value ? false : rawurlencode( $value );
		}
		$args['page'] = $page;
		return add_query_arg( $args );
	}

	/**
	 * Published products whose supplier is not the shop's own range, by designation:
	 * list of { id, designation (in the page's language, Catalog\TypeWords), hr_name, url, supplier }.
	 *
	 * @return list<array{id: int, designation: string, hr_name: string, url: string, supplier: string}>
	 */
	public static function supplier_products(): array {
		$posts = get_posts(
			array(
				'post_type'                  => ProductMeta::POST_TYPE,
				'post_status'                => 'publish',
				'posts_per_page'             => 500, // phpcs:ignore WordPress.WP.PostsPerPage.posts_per_page_posts_per_page -- every product of the catalogue in one list; the seed has a few dozen.
				'orderby'                    => 'title',
				'order'                      => 'ASC',
				// The records (Croatian versions) hold the supplier; each is shown in the current language.
				'tax_query'                  => array( Translations::tax_clause( Locale::DEFAULT ) ), // phpcs:ignore WordPress.DB.SlowDBQuery.slow_db_query_tax_query -- idem.
				LanguageRouter::ANY_LANGUAGE => true,
				'meta_query'                 => array( // phpcs:ignore WordPress.DB.SlowDBQuery.slow_db_query_meta_query -- a few hundred posts at most.
					array(
						'key'     => ProductMeta::key( 'supplier' ),
						'value'   => array( '', ProductMeta::OWN_SUPPLIER ),
						'compare' => 'NOT IN',
					),
				),
			)
		);
		$out   = array();
		foreach ( $posts as $post ) {
			$meta  = ProductMeta::get( $post->ID );
			$shown = ProductMeta::shown( $post );
			$out[] = array(
				'id'          => $post->ID,
				// The maker's type name in the page's language ("0,6/1 kV bez armature (tip N2XY)" in hr / sr, issue 27).
				'designation' => TypeWords::localise( $shown->post_title, Locale::current() ),
				'hr_name'     => $meta['hr_name'],
				'url'         => (string) get_permalink( $shown ),
				'supplier'    => $meta['supplier'],
			);
		}
		return $out;
	}

	/**
	 * A count in the visitor's number format ("1.234" in hr-HR / sr-RS, "1,234" in en-US).
	 *
	 * @param int $count Count.
	 */
	public static function number( int $count ): string {
		return Format::scaled( $count, 0, Locale::bcp47() );
	}
}
