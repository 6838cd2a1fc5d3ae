<?php
/**
 * GET kabelshop/v1/search (issue 12: site search across products, articles, news and pages).
 *
 * @package Kabelshop
 */

declare( strict_types=1 );

namespace Kabelshop\Rest\Routes\V1;

defined( 'ABSPATH' ) || exit;

// phpcs:disable WordPress.Security.EscapeOutput.ExceptionNotEscaped -- exception messages are plain text (REST error JSON, logs); where one is printed, it is escaped there.

use Kabelshop\I18n\Locale;
use Kabelshop\Rest\AbstractRoute;
use Kabelshop\Rest\Args;
use Kabelshop\Rest\RouteException;
use Kabelshop\Search\GroupedSearch;
use Kabelshop\Security\RateLimiter;
use WP_REST_Request;
use WP_REST_Response;

/**
 * Public, read-only. Query: q (the search text, 2..100 characters after trimming; required),
 * lang ('hr' | 'en' | 'sr'; default the request's language, the X-Kabelshop-Lang header), per_group
 * (hits per group, 1..20, default 5). Answers Search\GroupedSearch::run(): { query, lang, total,
 * groups: [ { key: products|articles|news|pages, label, total, items: [ { title, url, excerpt,
 * detail, date_iso } ], more_url, more_label } ] }, texts and links in the language asked for,
 * with header X-WP-Total (all hits).
 *
 * Errors: 400 kabelshop_invalid_param / kabelshop_missing_param naming q, lang or per_group (the
 * args' limits, translated by Rest\ErrorFunnel), 400 kabelshop_search_too_short naming q for text
 * that is shorter than 2 characters once trimmed; 429 kabelshop_search_rate_limited (Retry-After)
 * after RATE_MAX searches per RATE_WINDOW seconds from one IP. The search runs four LIKE queries
 * (articles' search text, posts' title and content): live results as one types are a request
 * per pause, so a person stays far below the limit while a script walking the catalogue does not.
 */
final class Search extends AbstractRoute {

	public const RATE_MAX    = 120;
	public const RATE_WINDOW = 60;

	/** Hits per group when the request names none. */
	public const DEFAULT_PER_GROUP = 5;

	/**
	 * The route's path below kabelshop/v1 (AbstractRoute::get_path()).
	 */
	public function get_path(): string {
		return 'search';
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
					'q'         => array(
						'description'       => 'Search text: words, a cable designation, a size (3x2,5) or an article code.',
						'type'              => 'string',
						'required'          => true,
						'minLength'         => GroupedSearch::MIN_LENGTH,
						'maxLength'         => GroupedSearch::MAX_LENGTH,
						'validate_callback' => 'rest_validate_request_arg',
						'sanitize_callback' => 'sanitize_text_field',
					),
					'lang'      => Args::lang( 'Language of the results: hr, en or sr (default: the request\'s).' ),
					'per_group' => array(
						'description'       => sprintf( 'Hits per group, 1 to %d.', GroupedSearch::MAX_PER_GROUP ),
						'type'              => 'integer',
						'default'           => self::DEFAULT_PER_GROUP,
						'minimum'           => 1,
						'maximum'           => GroupedSearch::MAX_PER_GROUP,
						'validate_callback' => 'rest_validate_request_arg',
						'sanitize_callback' => 'absint',
					),
				),
				'handler' => 'search',
			),
		);
	}

	/**
	 * The site search is public.
	 *
	 * @param WP_REST_Request $request The request.
	 */
	public function permission( WP_REST_Request $request ): bool {
		return true;
	}

	/**
	 * Runs the search.
	 *
	 * @param WP_REST_Request $request The request.
	 * @throws RouteException 400 text too short, 429 rate limit.
	 */
	public function search( WP_REST_Request $request ): WP_REST_Response {
		$text = GroupedSearch::normalize( (string) $request->get_param( 'q' ) );
		if ( mb_strlen( $text ) < GroupedSearch::MIN_LENGTH ) {
			/* translators: %d: least number of characters. */
			$this->bad_field( 'kabelshop_search_too_short', 'q', sprintf( __( 'Search: please enter at least %d characters.', 'kabelshop-core' ), GroupedSearch::MIN_LENGTH ) );
		}
		$key = 'search:ip:' . RateLimiter::client_ip();
		if ( ! RateLimiter::limit( $key, self::RATE_MAX, self::RATE_WINDOW ) ) {
			throw new RouteException( 'kabelshop_search_rate_limited', __( 'Too many searches. Please wait a minute and try again.', 'kabelshop-core' ), 429, array( 'retry_after' => RateLimiter::retry_after( $key ) ) );
		}
		$lang     = (string) $request->get_param( 'lang' );
		$per      = (int) $request->get_param( 'per_group' );
		$run      = static fn(): array => GroupedSearch::run( $text, $per );
		$result   = ( '' === $lang || Locale::current() === $lang ) ? $run() : Locale::in_language( $lang, $run );
		$response = new WP_REST_Response( $result, 200 );
		$response->header( 'X-WP-Total', (string) $result['total'] );
		return $response;
	}
}
