<?php
/**
 * Route arguments that several routes share.
 *
 * @package Kabelshop
 */

declare( strict_types=1 );

namespace Kabelshop\Rest;

defined( 'ABSPATH' ) || exit;

/**
 * The argument definitions of `id`, `page` and `per_page`, written once for every route of
 * kabelshop/v1 that takes them (core REST controllers' style: type, bounds, validate and sanitize
 * callbacks). bin/rest-docs.php reads them from the registered routes into docs/rest-api.md and
 * src/lib/rest-args.json, so the islands' zod limits follow these too.
 */
final class Args {

	/** Highest page number a list route accepts (a larger one answers 400 naming `page`). */
	public const MAX_PAGE = 10000;

	/**
	 * A required positive integer id taken from the route's path (e.g. `orders/(?P<id>\d+)`).
	 *
	 * @param string $description What the id names, e.g. 'Order id.'.
	 * @return array<string, mixed> Arg definition: integer >= 1, required.
	 */
	public static function id( string $description ): array {
		return array(
			'description'       => $description,
			'type'              => 'integer',
			'minimum'           => 1,
			'required'          => true,
			'validate_callback' => 'rest_validate_request_arg',
			'sanitize_callback' => 'absint',
		);
	}

	/**
	 * A required article code in the query (a query parameter, not a path segment: article codes may
	 * hold "/", which the server refuses encoded in a path), 1..64 characters
	 * (Schemas\V1\QuoteArgs::MAX_CODE, the cart's limit).
	 *
	 * @return array<string, mixed> Arg definition: string, required, sanitised as text.
	 */
	public static function article_code(): array {
		return array(
			'description'       => 'Article code.',
			'type'              => 'string',
			'minLength'         => 1,
			'maxLength'         => Schemas\V1\QuoteArgs::MAX_CODE,
			'required'          => true,
			'validate_callback' => 'rest_validate_request_arg',
			'sanitize_callback' => 'sanitize_text_field',
		);
	}

	/**
	 * An optional language of the answer: hr, en or sr (I18n\Locale::LANGUAGES).
	 *
	 * @param string      $description What the language chooses, e.g. 'Language of the PDF: hr, en or sr (…).'.
	 * @param string|null $default     Default language, or null for none (the route picks).
	 * @return array<string, mixed> Arg definition: one of the language keys.
	 */
	public static function lang( string $description, ?string $default = null ): array {
		$arg = array(
			'description'       => $description,
			'type'              => 'string',
			'enum'              => array_keys( \Kabelshop\I18n\Locale::LANGUAGES ),
			'validate_callback' => 'rest_validate_request_arg',
			'sanitize_callback' => 'sanitize_key',
		);
		return null === $default ? $arg : array( 'default' => $default ) + $arg;
	}

	/**
	 * The 1-based page of a list (default 1).
	 *
	 * @param int $max Highest page accepted (MAX_PAGE unless a route has kept a larger one).
	 * @return array<string, mixed> Arg definition: integer 1..$max, default 1.
	 */
	public static function page( int $max = self::MAX_PAGE ): array {
		return array(
			'description'       => 'Page of results, from 1.',
			'type'              => 'integer',
			'default'           => 1,
			'minimum'           => 1,
			'maximum'           => $max,
			'validate_callback' => 'rest_validate_request_arg',
			'sanitize_callback' => 'absint',
		);
	}

	/**
	 * How many entries one page of a list holds.
	 *
	 * @param int    $max     Largest page size the route allows.
	 * @param int    $default Page size when the request names none.
	 * @param string $entries What the list holds, plural, capitalised (e.g. 'Orders').
	 * @return array<string, mixed> Arg definition: integer 1..$max, default $default.
	 */
	public static function per_page( int $max, int $default, string $entries ): array {
		return array(
			'description'       => sprintf( '%s per page, 1 to %d.', $entries, $max ),
			'type'              => 'integer',
			'default'           => $default,
			'minimum'           => 1,
			'maximum'           => $max,
			'validate_callback' => 'rest_validate_request_arg',
			'sanitize_callback' => 'absint',
		);
	}

	/**
	 * The bot check's token of a visitor's form (Cloudflare Turnstile's cf-turnstile-response,
	 * Security\VisitorWriteGuard::BOT_FIELD), '' when the bot check is off. Checked by
	 * VisitorWriteGuard::admit(), not here, so that the answer can name the field.
	 *
	 * @return array<string, mixed> Arg definition: string up to TurnstileClient::MAX_TOKEN_LENGTH, default ''.
	 */
	public static function bot_token(): array {
		return array(
			'description'       => 'Cloudflare Turnstile token (only when the bot check is on).',
			'type'              => 'string',
			'default'           => '',
			'maxLength'         => \Kabelshop\Security\TurnstileClient::MAX_TOKEN_LENGTH,
			'validate_callback' => 'rest_validate_request_arg',
			'sanitize_callback' => 'sanitize_text_field',
		);
	}
}
