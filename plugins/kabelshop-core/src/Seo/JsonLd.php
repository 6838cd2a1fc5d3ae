<?php
/**
 * Schema.org nodes as arrays.
 *
 * @package Kabelshop
 */

declare( strict_types=1 );

namespace Kabelshop\Seo;

defined( 'ABSPATH' ) || exit;

use Kabelshop\Catalog\Article;
use Kabelshop\Catalog\Decimal;

/**
 * Builds the schema.org nodes (schema.org vocabulary; Google's structured data guidelines for
 * Organization, Product, BreadcrumbList and Article) from values the caller has read: no query
 * here, so each node can be checked without a page. StructuredData puts them in one @graph.
 *
 * Prices: an article's unit_price_e4 is its net list price per metre in ten-thousandths of a euro;
 * an offer's price is that number with a decimal point and 4 decimals ("0.4951", Decimal::format),
 * never a float (STYLE.md "Money"). Demo prices are the catalogue's prices like any other (the
 * product page prints them as such), so they are offered here too.
 */
final class JsonLd {

	/** Availability (schema.org) of an article in stock, and of one "on request" (ordered for the buyer). */
	public const IN_STOCK   = 'https://schema.org/InStock';
	public const BACK_ORDER = 'https://schema.org/BackOrder';

	/**
	 * The Organization node of the company.
	 *
	 * @param array{name: string, street: string, postcode: string, city: string, phone: string, email: string, oib: string} $company Company data (Content\Company).
	 * @param string                                                                                                         $url      Home page URL.
	 * @param string                                                                                                         $logo     Logo URL, '' for none.
	 * @return array<string, mixed> vatID is "HR" + OIB (the Croatian VAT number, EU VIES format) when the OIB is known.
	 */
	public static function organization( array $company, string $url, string $logo ): array {
		$node = array(
			'@type'     => 'Organization',
			'@id'       => self::organization_id( $url ),
			'name'      => $company['name'],
			'url'       => $url,
			'address'   => array(
				'@type'           => 'PostalAddress',
				'streetAddress'   => $company['street'],
				'postalCode'      => $company['postcode'],
				'addressLocality' => $company['city'],
				'addressCountry'  => 'HR',
			),
			'telephone' => $company['phone'],
			'email'     => $company['email'],
		);
		if ( '' !== $logo ) {
			$node['logo'] = $logo;
		}
		if ( '' !== $company['oib'] ) {
			$node['vatID'] = 'HR' . $company['oib'];
		}
		return $node;
	}

	/**
	 * The @id of the Organization node (other nodes refer to it).
	 *
	 * @param string $home_url Home page URL.
	 */
	public static function organization_id( string $home_url ): string {
		return rtrim( $home_url, '/' ) . '/#organization';
	}

	/**
	 * The Product node of a cable type. There is no sku: a cable type is sold as many articles
	 * (sizes and packagings), which the AggregateOffer sums up.
	 *
	 * @param array{url: string, name: string, alternate_name: string, description: string, category: string, image: string, maker: string} $product  The product's values ('' where unknown; maker is a supplier's name, '' for the shop's own range).
	 * @param list<Article>                                                                                                                 $articles Its articles.
	 * @param string                                                                                                                        $org_id   @id of the seller (organization_id()).
	 * @return array<string, mixed>
	 */
	public static function product( array $product, array $articles, string $org_id ): array {
		$node     = array(
			'@type' => 'Product',
			'@id'   => $product['url'] . '#product',
			'name'  => $product['name'],
			'url'   => $product['url'],
		);
		$optional = array(
			'alternateName' => $product['alternate_name'],
			'description'   => $product['description'],
			'category'      => $product['category'],
			'image'         => $product['image'],
		);
		foreach ( $optional as $key => $value ) {
			if ( '' !== $value ) {
				$node[ $key ] = $value;
			}
		}
		if ( '' !== $product['maker'] ) {
			$node['brand']        = array(
				'@type' => 'Brand',
				'name'  => $product['maker'],
			);
			$node['manufacturer'] = array(
				'@type' => 'Organization',
				'name'  => $product['maker'],
			);
		}
		$offer = self::aggregate_offer( $articles, $product['url'], $org_id );
		if ( null !== $offer ) {
			$node['offers'] = $offer;
		}
		return $node;
	}

	/**
	 * The AggregateOffer of a product's articles: lowest and highest net price per metre in EUR,
	 * the number of articles, InStock when any article has stock, else BackOrder ("on request").
	 * The unit (metre, UN/CEFACT MTR) and the net price are said in a UnitPriceSpecification.
	 *
	 * @param list<Article> $articles Articles.
	 * @param string        $url      Product URL.
	 * @param string        $org_id   @id of the seller.
	 * @return array<string, mixed>|null Null when there are no articles.
	 */
	public static function aggregate_offer( array $articles, string $url, string $org_id ): ?array {
		if ( ! $articles ) {
			return null;
		}
		$prices   = array_map( static fn( Article $a ): int => $a->unit_price_e4, $articles );
		$in_stock = (bool) array_filter( $articles, static fn( Article $a ): bool => null !== $a->stock_m && $a->stock_m > 0 );
		$low      = Decimal::format( min( $prices ), 4 );
		$high     = Decimal::format( max( $prices ), 4 );
		return array(
			'@type'              => 'AggregateOffer',
			'priceCurrency'      => 'EUR',
			'lowPrice'           => $low,
			'highPrice'          => $high,
			'offerCount'         => count( $articles ),
			'availability'       => $in_stock ? self::IN_STOCK : self::BACK_ORDER,
			'url'                => $url,
			'seller'             => array( '@id' => $org_id ),
			'priceSpecification' => array(
				'@type'                 => 'UnitPriceSpecification',
				'priceCurrency'         => 'EUR',
				'minPrice'              => $low,
				'maxPrice'              => $high,
				'unitCode'              => 'MTR',
				'valueAddedTaxIncluded' => false,
			),
		);
	}

	/**
	 * A BreadcrumbList of named links, first to last.
	 *
	 * @param list<array{name: string, url: string}> $crumbs Crumbs.
	 * @return array<string, mixed>
	 */
	public static function breadcrumbs( array $crumbs ): array {
		$items = array();
		foreach ( array_values( $crumbs ) as $index => $crumb ) {
			$items[] = array(
				'@type'    => 'ListItem',
				'position' => $index + 1,
				'name'     => $crumb['name'],
				'item'     => $crumb['url'],
			);
		}
		return array(
			'@type'           => 'BreadcrumbList',
			'itemListElement' => $items,
		);
	}

	/**
	 * The NewsArticle node of a news post; author and publisher are the company.
	 *
	 * @param array{url: string, headline: string, description: string, published: string, modified: string, image: string} $article Values; dates in ISO 8601 with offset, image '' for none.
	 * @param array<string, mixed>                                                                                          $org     The Organization node (name and url are repeated: Google reads author.name and author.url).
	 * @return array<string, mixed>
	 */
	public static function news_article( array $article, array $org ): array {
		$company = array(
			'@type' => 'Organization',
			'@id'   => $org['@id'],
			'name'  => $org['name'],
			'url'   => $org['url'],
		);
		$node    = array(
			'@type'            => 'NewsArticle',
			'@id'              => $article['url'] . '#article',
			'mainEntityOfPage' => $article['url'],
			'headline'         => mb_substr( $article['headline'], 0, 110 ), // Google shows at most 110 characters of a headline.
			'datePublished'    => $article['published'],
			'dateModified'     => $article['modified'],
			'author'           => $company,
			'publisher'        => $company,
		);
		if ( '' !== $article['description'] ) {
			$node['description'] = $article['description'];
		}
		if ( '' !== $article['image'] ) {
			$node['image'] = array( $article['image'] );
		}
		return $node;
	}
}
