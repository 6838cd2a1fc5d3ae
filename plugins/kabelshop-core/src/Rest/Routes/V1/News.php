<?php
/**
 * GET kabelshop/v1/news (issue 12: the news list island).
 *
 * @package Kabelshop
 */

declare( strict_types=1 );

namespace Kabelshop\Rest\Routes\V1;

defined( 'ABSPATH' ) || exit;

use Kabelshop\I18n\Locale;
use Kabelshop\Rest\AbstractRoute;
use Kabelshop\Rest\Args;
use Kabelshop\View\NewsView;
use WP_REST_Request;
use WP_REST_Response;

/**
 * Public, read-only. Query: page (>= 1), per_page (1..50, default the site's "posts per page", as
 * the news page prints), lang ('hr' | 'en' | 'sr'; default the request's language, the
 * X-Kabelshop-Lang header). Answers the published news of that language, newest first
 * (View\NewsView::page()): { items: [ { id, title, url, date_iso, date (spec section 9: en-US
 * MM/DD/YYYY, hr-HR and sr-RS DD.MM.YYYY.), excerpt, image_html, thumb_html, card_html } ],
 * total, total_pages }, with headers X-WP-Total and X-WP-TotalPages. image_html and thumb_html are
 * the featured image as View\LazyImage prints it (escaped HTML, '' without one); card_html is the
 * card as the news page prints it (plugins/kabelshop-core/templates/parts/news-card.php, escaped HTML). A page past the last
 * answers 200 with no items (the totals still say how many there are). Bad arguments: 400
 * kabelshop_invalid_param naming the field (Rest\ErrorFunnel).
 */
final class News extends AbstractRoute {

	/**
	 * The route's path below kabelshop/v1 (AbstractRoute::get_path()).
	 */
	public function get_path(): string {
		return 'news';
	}

	/**
	 * The route's endpoints (AbstractRoute::get_endpoints()).
	 *
	 * @return list<array{methods: string, args: array<string, array<string, mixed>>, handler: string}>
	 */
	public function get_endpoints(): array {
		return array(
			array(
				'methods' => 'GET',
				'args'    => array(
					'page'     => Args::page(),
					'per_page' => Args::per_page( NewsView::MAX_PER_PAGE, max( 1, min( NewsView::MAX_PER_PAGE, (int) get_option( 'posts_per_page', 10 ) ) ), 'News' ),
					'lang'     => Args::lang( 'Language of the news: hr, en or sr (default: the request\'s).' ),
				),
				'handler' => 'list',
			),
		);
	}

	/**
	 * Published news are public.
	 *
	 * @param WP_REST_Request $request The request.
	 */
	public function permission( WP_REST_Request $request ): bool {
		return true;
	}

	/**
	 * One page of news.
	 *
	 * @param WP_REST_Request $request The request.
	 */
	public function list( WP_REST_Request $request ): WP_REST_Response {
		$lang     = (string) $request->get_param( 'lang' );
		$page     = (int) $request->get_param( 'page' );
		$per_page = (int) $request->get_param( 'per_page' );
		$run      = static fn(): array => NewsView::page( $page, $per_page );
		$result   = ( '' === $lang || Locale::current() === $lang ) ? $run() : Locale::in_language( $lang, $run );
		$response = new WP_REST_Response( $result, 200 );
		$response->header( 'X-WP-Total', (string) $result['total'] );
		$response->header( 'X-WP-TotalPages', (string) $result['total_pages'] );
		return $response;
	}
}
