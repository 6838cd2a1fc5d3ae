<?php
/**
 * The schema.org JSON-LD of the page.
 *
 * @package Kabelshop
 */

declare( strict_types=1 );

namespace Kabelshop\Seo;

defined( 'ABSPATH' ) || exit;

use Kabelshop\Catalog\ProductMeta;
use Kabelshop\Catalog\TypeWords;
use Kabelshop\Content\Company;
use Kabelshop\Content\PageTitles;
use Kabelshop\Content\Pages;
use Kabelshop\Rest\Schemas\V1\ProductSchema;
use Kabelshop\Service;
use WP_Post;

/**
 * Prints one <script type="application/ld+json"> in wp_head with a @graph of JsonLd nodes,
 * encoded by wp_json_encode (with <, > and & hex-escaped, so no text can close the script):
 * - every page: the Organization (Content\Company: name, address, telephone, e-mail, the OIB as
 *   vatID once the company setting's OIB is filled in; the logo assets/logo.svg);
 * - a product: Product with its AggregateOffer (the articles' net prices per metre in EUR, as the
 *   product page lists them) and BreadcrumbList Home > Catalogue > category > product;
 * - a news post: NewsArticle and BreadcrumbList Home > News > post.
 */
final class StructuredData implements Service {

	/** The plugin's file of the logo named in the Organization (assets/ is the repository's, linked). */
	private const LOGO = 'assets/logo.svg';

	/**
	 * Adds the service's hooks (Kabelshop\Service).
	 */
	public function register(): void {
		add_action( 'wp_head', array( $this, 'print_script' ), 4 );
	}

	/**
	 * The Organization node of the company.
	 *
	 * @return array<string, mixed>
	 */
	public static function organization(): array {
		$logo = is_readable( KABELSHOP_CORE_DIR . '/' . self::LOGO ) ? plugins_url( self::LOGO, KABELSHOP_CORE_FILE ) : '';
		/**
		 * Filters the logo URL of the Organization node ('' for none): a theme may name its own.
		 *
		 * @param string $logo The plugin's assets/logo.svg.
		 */
		$logo    = (string) apply_filters( 'kabelshop_organization_logo_url', $logo );
		$company = Company::details(); // The wp-admin company setting (issue 12), demo values where empty.
		return JsonLd::organization(
			array(
				'name'     => $company['name'],
				'street'   => $company['street'],
				'postcode' => $company['postcode'],
				'city'     => $company['city'],
				'phone'    => $company['phone'],
				'email'    => $company['email'],
				'oib'      => $company['oib'],
			),
			home_url( '/' ),
			$logo
		);
	}

	/**
	 * The nodes of the page being shown.
	 *
	 * @return list<array<string, mixed>>
	 */
	public static function graph(): array {
		$org   = self::organization();
		$graph = array( $org );
		$post  = CurrentPage::post();
		if ( ! $post instanceof WP_Post ) {
			return $graph;
		}
		$kind = CurrentPage::kind();
		$url  = CurrentPage::url();
		if ( CurrentPage::PRODUCT === $kind ) {
			$graph[] = self::product( $post, $url, (string) $org['@id'] );
			$graph[] = JsonLd::breadcrumbs( self::product_crumbs( $post, $url ) );
		} elseif ( CurrentPage::NEWS === $kind ) {
			$image   = CurrentPage::image( $post );
			$graph[] = JsonLd::news_article(
				array(
					'url'         => $url,
					'headline'    => CurrentPage::title(),
					'description' => Description::for_post( $post ),
					'published'   => (string) get_post_time( 'c', false, $post ),
					'modified'    => (string) get_post_modified_time( 'c', false, $post ),
					'image'       => null === $image ? '' : $image['url'],
				),
				$org
			);
			$graph[] = JsonLd::breadcrumbs(
				array(
					self::crumb( 'home' ),
					self::crumb( 'news' ),
					array(
						'name' => CurrentPage::title(),
						'url'  => $url,
					),
				)
			);
		}
		return $graph;
	}

	/**
	 * The Product node of a cable type.
	 *
	 * @param WP_Post $post   The product.
	 * @param string  $url    Its canonical URL.
	 * @param string  $org_id @id of the Organization (the seller).
	 * @return array<string, mixed>
	 */
	private static function product( WP_Post $post, string $url, string $org_id ): array {
		$meta     = ProductMeta::get( $post->ID );
		$category = ProductSchema::category( $post->ID );
		$hr_name  = Description::without_notes( $meta['hr_name'] );
		$image    = CurrentPage::image( $post );
		return JsonLd::product(
			array(
				'url'            => $url,
				'name'           => TypeWords::shown( $post->post_title ),
				'alternate_name' => $hr_name !== $post->post_title ? $hr_name : '',
				'description'    => Description::for_post( $post ),
				'category'       => null === $category ? '' : $category['name'],
				'image'          => null === $image ? '' : $image['url'],
				'maker'          => ProductMeta::OWN_SUPPLIER === $meta['supplier'] ? '' : $meta['supplier'],
			),
			CurrentPage::articles( $post ),
			$org_id
		);
	}

	/**
	 * Home > Catalogue > category (the catalogue filtered by it; left out when the product has
	 * none) > product.
	 *
	 * @param WP_Post $post The product.
	 * @param string  $url  Its canonical URL.
	 * @return list<array{name: string, url: string}>
	 */
	private static function product_crumbs( WP_Post $post, string $url ): array {
		$crumbs   = array( self::crumb( 'home' ), self::crumb( 'catalogue' ) );
		$category = ProductSchema::category( $post->ID );
		if ( null !== $category ) {
			$crumbs[] = array(
				'name' => $category['name'],
				'url'  => CurrentPage::category_url( $category['slug'] ),
			);
		}
		$crumbs[] = array(
			'name' => TypeWords::shown( $post->post_title ),
			'url'  => $url,
		);
		return $crumbs;
	}

	/**
	 * A fixed page as a crumb: its title as visitors read it and its URL.
	 *
	 * @param string $key A key of Pages::PAGES.
	 * @return array{name: string, url: string}
	 */
	private static function crumb( string $key ): array {
		$id = Pages::id( $key );
		return array(
			'name' => $id > 0 ? html_entity_decode( get_the_title( $id ), ENT_QUOTES, 'UTF-8' ) : PageTitles::get( $key ),
			'url'  => Pages::url( $key ),
		);
	}

	/**
	 * Prints the script.
	 */
	public function print_script(): void {
		$json = wp_json_encode(
			array(
				'@context' => 'https://schema.org',
				'@graph'   => self::graph(),
			),
			JSON_HEX_TAG | JSON_HEX_AMP | JSON_UNESCAPED_UNICODE | JSON_UNESCAPED_SLASHES
		);
		if ( ! is_string( $json ) ) {
			return;
		}
		echo '<script type="application/ld+json">' . $json . '</script>' . "\n"; // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- JSON with <, > and & hex-escaped: nothing in it can end the script.
	}
}
