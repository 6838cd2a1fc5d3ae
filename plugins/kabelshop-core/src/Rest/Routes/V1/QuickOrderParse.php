<?php
/**
 * POST kabelshop/v1/quick-order/parse (issue 13, quick order).
 *
 * @package Kabelshop
 */

declare( strict_types=1 );

namespace Kabelshop\Rest\Routes\V1;

defined( 'ABSPATH' ) || exit;

// phpcs:disable WordPress.Security.EscapeOutput.ExceptionNotEscaped -- exception messages are plain text (REST error JSON, logs); where one is printed, it is escaped there.

use Kabelshop\Commerce\Pricing;
use Kabelshop\QuickOrder\Matcher;
use Kabelshop\Rest\AbstractRoute;
use Kabelshop\Rest\RouteException;
use Kabelshop\Security\RateLimiter;
use WP_REST_Request;

/**
 * Matches pasted order lines to articles for anyone (visitors too: the cart and the inquiry list
 * are theirs as well). POST only to carry the body, so the nonce and XSRF checks of AbstractRoute
 * apply. Body { text }: at most MAX_BYTES bytes and Matcher::MAX_LINES non-empty lines (a CSV or
 * XLSX file is read in the browser and sent as such lines, cells joined by tabs).
 *
 * Answer 200 { lines: list<line> (Matcher's shape, one per non-empty line, in order),
 * discount_percent: int (the current user's, applied to the order total as the quote does),
 * counts: { matched, ambiguous, unmatched } }.
 *
 * Errors: 400 kabelshop_invalid_param / kabelshop_missing_param naming text (args);
 * 400 kabelshop_quick_order_too_long naming text (bytes or lines over the limit); 429
 * kabelshop_quick_order_rate_limited (Retry-After) after RATE_MAX requests per RATE_WINDOW seconds
 * from one IP: one request runs up to two catalogue queries per distinct line, so a person
 * checking a list a few times stays far below it while a script walking the catalogue does not.
 */
final class QuickOrderParse extends AbstractRoute {

	public const RATE_MAX    = 30;
	public const RATE_WINDOW = 600;

	/** Largest body text in bytes (20 KB: 500 lines of 40 characters). */
	public const MAX_BYTES = 20000;

	/**
	 * The route's path below kabelshop/v1 (AbstractRoute::get_path()).
	 */
	public function get_path(): string {
		return 'quick-order/parse';
	}

	/**
	 * The route's endpoints (AbstractRoute::get_endpoints()).
	 *
	 * @return list<array{methods: string, args: array<string, array<string, mixed>>, handler: string}>
	 */
	public function get_endpoints(): array {
		return array(
			array(
				'methods' => 'POST',
				'args'    => array(
					'text' => array(
						'description'       => sprintf( 'Order lines, one per line: type and size or article code, then the metres ("NYY-J 5x16 200 m"); cells may be tab-separated. At most %d non-empty lines.', Matcher::MAX_LINES ),
						'type'              => 'string',
						'required'          => true,
						'minLength'         => 1,
						'maxLength'         => self::MAX_BYTES,
						'validate_callback' => 'rest_validate_request_arg',
						'sanitize_callback' => array( self::class, 'sanitize_text' ),
					),
				),
				'handler' => 'parse',
			),
		);
	}

	/**
	 * Keeps line breaks and tabs (sanitize_text_field() would join the lines), drops other control
	 * characters and invalid UTF-8.
	 *
	 * @param mixed $value The text as sent.
	 */
	public static function sanitize_text( $value ): string {
		$text = wp_check_invalid_utf8( is_string( $value ) ? $value : '' );
		return (string) preg_replace( '/[^\P{C}\t\n\r]/u', '', $text );
	}

	/**
	 * Public: anyone may match lines.
	 *
	 * @param WP_REST_Request $request The request.
	 */
	public function permission( WP_REST_Request $request ): bool {
		return true;
	}

	/**
	 * Matches the lines.
	 *
	 * @param WP_REST_Request $request The request.
	 * @return array{lines: list<array<string, mixed>>, discount_percent: int, counts: array{matched: int, ambiguous: int, unmatched: int}}
	 * @throws RouteException 400 too long, 429 rate limit.
	 */
	public function parse( WP_REST_Request $request ): array {
		$text = (string) $request->get_param( 'text' );
		if ( strlen( $text ) > self::MAX_BYTES || count( Matcher::lines( $text ) ) > Matcher::MAX_LINES ) {
			/* translators: 1: most lines, 2: most kilobytes. */
			$this->bad_field( 'kabelshop_quick_order_too_long', 'text', sprintf( __( 'Please send at most %1$d lines (%2$d KB) at once.', 'kabelshop-core' ), Matcher::MAX_LINES, (int) ( self::MAX_BYTES / 1000 ) ) );
		}
		$key = 'quick-order:ip:' . RateLimiter::client_ip();
		if ( ! RateLimiter::limit( $key, self::RATE_MAX, self::RATE_WINDOW ) ) {
			throw new RouteException( 'kabelshop_quick_order_rate_limited', __( 'Too many quick-order checks. Please wait a few minutes and try again.', 'kabelshop-core' ), 429, array( 'retry_after' => RateLimiter::retry_after( $key ) ) );
		}
		$lines  = ( new Matcher() )->match_text( $text );
		$counts = array(
			'matched'   => 0,
			'ambiguous' => 0,
			'unmatched' => 0,
		);
		foreach ( $lines as $line ) {
			++$counts[ $line['status'] ];
		}
		return array(
			'lines'            => $lines,
			'discount_percent' => Pricing::discount_percent(),
			'counts'           => $counts,
		);
	}
}
