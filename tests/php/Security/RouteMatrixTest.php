<?php
/**
 * Route x role matrix and forged writes, over real HTTP, for every route the REST index lists.
 *
 * @package Kabelshop
 */

declare( strict_types=1 );

namespace Kabelshop\Tests\Security;

use Kabelshop\Security\RateLimiter;
use Kabelshop\Tests\TestCase;

/**
 * Issue 9, Tests: every kabelshop/v1 route and method the namespace index lists is called by six
 * people (anonymous, pending registration, customers A and B, editor, administrator) against the
 * site bin/test.sh serves, with real session cookies, real nonces and the XSRF double-submit
 * token (rest_do_request() skips core's cookie authentication, so it cannot test a wrong nonce).
 *
 * - Reads, with valid tokens and with the session cookie alone (no nonce: core treats that as a
 *   visitor): who may not read gets 401/403/404; an owner-bound route answers 404 to everyone but
 *   the owner (and the staff named in 'sees_a'); no answer to anyone but A contains A's e-mail,
 *   company, street, order or invoice number; A's own answer does (so the check can fail).
 * - Forged writes, per person x {no nonce, no XSRF header, wrong XSRF header, another user's
 *   nonce}: 401/403 with a kabelshop_* code, and nothing in the
 *   database changed (StateFingerprint, taken before and after each request).
 * - Writes with valid tokens and an empty JSON object: the people in 'who' pass the permission
 *   check (any answer but 401/403; 400 for the empty body proves it), everyone else gets 401/403;
 *   nothing changes.
 *
 * The table expectations() says who may call what. A route or method the index lists and the
 * table does not (or the other way round) fails test_the_table_covers_every_route_of_the_index(),
 * so a new route is covered the day it is added. How to add one: docs/security.md.
 */
final class RouteMatrixTest extends TestCase {

	use RouteMatrixFixtures;

	private const NS = 'kabelshop/v1';

	/** Everyone. */
	private const ALL = array( 'anonymous', 'pending', 'customer_a', 'customer_b', 'editor', 'admin' );

	/** Logged-in users of any role (capability 'read'). */
	private const LOGGED_IN = array( 'pending', 'customer_a', 'customer_b', 'editor', 'admin' );

	/** Approved business customers (capability kabelshop_place_orders). */
	private const CUSTOMERS = array( 'customer_a', 'customer_b' );

	/** Administrators (kabelshop_manage_catalog, kabelshop_manage_metal_prices, kabelshop_manage_orders). */
	private const ADMIN = array( 'admin' );

	/** Visitors only (registration). */
	private const VISITOR = array( 'anonymous' );

	/** Forged-write variants. */
	private const FORGED = array( 'no_nonce', 'no_xsrf', 'wrong_xsrf', 'other_nonce' );

	/** A cart line whose article does not exist: well formed, so it passes argument validation. */
	private const NO_ARTICLE = array(
		'article_code' => 'NO-SUCH-ARTICLE-MATRIX',
		'quantity_m'   => 1,
	);

	/** Rate-limiter keys (without the IP) the valid calls may count; reset around them. */
	private const LIMITS = array( 'inquiry:ip:', 'register:ip:', 'documents:search:ip:', 'search:ip:', 'contact:ip:', 'application:ip:', 'newsletter:ip:', 'quick-order:ip:', 'metal-surcharge:ip:', 'packaging:ip:' );

	/** @var array{identities: array<string, SiteIdentity>, data: array<string, int|string>}|null Built once per run. */
	private static ?array $world = null;

	/** @var array<string, array<string, mixed>>|null 'METHOD path' => index args, fetched once per run. */
	private static ?array $index = null;

	/** @var array<string, array<string, array<string, string>>> Observed answers: 'METHOD path' => person => variant => summary. */
	private static array $observed = array();

	private SiteClient $site;

	/**
	 * Who may call what: 'METHOD path' (path below kabelshop/v1, as the index spells it) => rule.
	 *
	 * - who:    people whose request passes the permission check;
	 * - sees_a: people whose answer may contain customer A's data (default: A only);
	 * - shows:  data keys A's own answer must contain (proves the leak check can see them);
	 * - path:   path parameter => data key of A's resource (RouteMatrixFixtures);
	 * - query:  query parameter => data key;
	 * - body:   JSON body of writes (default {}): just the arguments the index marks required, with
	 *           values that pass core's argument validation (which runs before the permission
	 *           check, so without them every request ends in 400 rest_missing_callback_param and
	 *           the token checks are never reached) yet store nothing (an unknown article, no
	 *           Idempotency-Key, a step without its file);
	 * - owner:  true when the path names A's resource: people in 'who' but not in 'sees_a' get 404,
	 *           and A's own write with valid tokens is left to the route's own test (it would
	 *           cancel A's order or delete A's wishlist entry);
	 * - redirects: true for a token-authenticated write that a browser reaches from another site
	 *           (the card gateway's return, issue 15): it answers 303 See Other to every request,
	 *           forged ones included, and only a signed message changes anything, so a forged write
	 *           must answer 303 (or core's 401/403 for a session cookie with a wrong nonce) and
	 *           change nothing.
	 *
	 * @return array<string, array{who: list<string>, sees_a?: list<string>, shows?: list<string>, path?: array<string, string>, query?: array<string, string>, body?: array<string, mixed>, owner?: bool, redirects?: bool}>
	 */
	private static function expectations(): array {
		return array(
			'GET products'                                  => array( 'who' => self::ALL ),
			'GET products/facets'                           => array( 'who' => self::ALL ),
			'GET products/(?P<id>\d+)'                      => array(
				'who'  => self::ALL,
				'path' => array( 'id' => 'product' ),
			),
			// size and length_m: the product's id as both; no article has that size, so 404 after the permission check.
			'GET products/(?P<id>\d+)/packaging-suggestion' => array(
				'who'   => self::ALL,
				'path'  => array( 'id' => 'product' ),
				'query' => array(
					'size'     => 'product',
					'length_m' => 'product',
				),
			),
			'POST admin/catalog-import'                     => array(
				'who'  => self::ADMIN,
				'body' => array( 'step' => 'validate' ),
			),
			'POST cart/quote'                               => array(
				'who'  => self::ALL,
				'body' => array( 'lines' => array( self::NO_ARTICLE ) ),
			),
			// A row total of the product table: any code will do (404 for a fixture that is no article).
			'GET line-price'                                => array(
				'who'   => self::ALL,
				'query' => array(
					'code'       => 'wishlist_a',
					'quantity_m' => 'product',
				),
			),
			'POST orders'                                   => array(
				'who'  => self::CUSTOMERS,
				'body' => array(
					'lines'    => array( self::NO_ARTICLE ),
					'delivery' => array( 'method' => 'pickup' ),
					'payment'  => 'bank_transfer',
				),
			),
			'GET orders'                                    => array(
				'who'   => self::LOGGED_IN,
				'shows' => array( 'order_number_a' ),
			),
			'GET orders/(?P<id>\d+)'                        => array(
				'who'    => self::LOGGED_IN,
				'sees_a' => array( 'customer_a', 'admin' ),
				'shows'  => array( 'order_number_a' ),
				'path'   => array( 'id' => 'order_a' ),
				'owner'  => true,
			),
			'GET orders/(?P<id>\d+)/pdf'                    => array(
				'who'    => self::LOGGED_IN,
				'sees_a' => array( 'customer_a', 'admin' ),
				'path'   => array( 'id' => 'order_a' ),
				'owner'  => true,
			),
			// Issue 15: the HUB-3 barcode of A's bank transfer order (an <img>; 404 as well while no IBAN is set).
			'GET orders/(?P<id>\d+)/hub3\\.png'              => array(
				'who'    => self::LOGGED_IN,
				'sees_a' => array( 'customer_a', 'admin' ),
				'path'   => array( 'id' => 'order_a' ),
				'owner'  => true,
			),
			'POST orders/(?P<id>\d+)/cancel'                => array(
				'who'   => self::LOGGED_IN,
				'path'  => array( 'id' => 'order_a' ),
				'owner' => true,
			),
			// Issue 15: a new card attempt for A's order (A's own call is CardPaymentsTest's: it would start one).
			'POST orders/(?P<id>\d+)/card-payment'          => array(
				'who'   => self::LOGGED_IN,
				'path'  => array( 'id' => 'order_a' ),
				'owner' => true,
			),
			// The buyer's way back from the card gateway: anyone; every answer is 303 to the order page and
			// only a message signed with the shop's secret changes anything (CardPaymentsTest).
			'GET payments/wspay/return'                     => array( 'who' => self::ALL ),
			'POST payments/wspay/return'                    => array(
				'who'       => self::ALL,
				'redirects' => true,
			),
			// Token-authenticated by the gateway's signature: nobody passes without it (403 kabelshop_payment_forged).
			'POST payments/wspay/notify'                    => array( 'who' => array() ),
			'GET user/addresses'                            => array(
				'who'   => self::LOGGED_IN,
				'shows' => array( 'street_a', 'delivery_street_a' ),
			),
			'POST auth/register'                            => array( 'who' => self::VISITOR ),
			'POST user/profile/addresses/update'            => array( 'who' => self::CUSTOMERS ),
			'POST user/profile/addresses/delete'            => array(
				'who'  => self::CUSTOMERS,
				'body' => array( 'address_id' => 999999999 ),
			),
			'GET user/profile'                              => array(
				'who'   => self::CUSTOMERS,
				'shows' => array( 'email_a', 'company_a', 'street_a' ),
			),
			'POST user/profile'                             => array( 'who' => self::CUSTOMERS ),
			'GET user/profile/register'                     => array( 'who' => self::CUSTOMERS ),
			'POST user/profile/register'                    => array( 'who' => self::CUSTOMERS ),
			'GET user/drums'                                => array(
				'who'   => self::CUSTOMERS,
				'shows' => array( 'order_number_a' ),
			),
			// Issue 15: the own payment terms; A's unpaid invoice of 2020 is listed as overdue.
			'GET user/credit'                               => array(
				'who'   => self::CUSTOMERS,
				'shows' => array( 'invoice_number_a' ),
			),
			'POST user/drums/(?P<id>\d+)/collect'           => array(
				'who'   => self::CUSTOMERS,
				'path'  => array( 'id' => 'drum_a' ),
				'owner' => true,
			),
			// A public drawing of catalogue data (image/svg+xml); any article code will do.
			'GET cross-section\\.svg'                      => array(
				'who'   => self::ALL,
				'query' => array( 'code' => 'wishlist_a' ),
			),
			'GET metal-prices'                              => array( 'who' => self::ALL ),
			'GET metal-prices/monthly'                      => array( 'who' => self::ALL ),
			'GET metal-prices/latest'                       => array( 'who' => self::ALL ),
			// metal_kg_km: any number; the product's id is a harmless one.
			'GET metal-surcharge'                           => array(
				'who'   => self::ALL,
				'query' => array( 'metal_kg_km' => 'product' ),
			),
			'POST admin/metal-prices-import'                => array( 'who' => self::ADMIN ),
			'POST inquiries'                                => array( 'who' => self::ALL ),
			'POST newsletter/subscribe'                     => array( 'who' => self::ALL ),
			// Token-authenticated (RFC 8058 one-click unsubscribe): nobody passes without the subscriber's token.
			'POST newsletter/unsubscribe'                   => array(
				'who'  => array(),
				'body' => array(
					'id'    => 999999999,
					'token' => '0000000000000000000000000000000000000000000000000000000000000000',
				),
			),
			'POST forms/contact'                            => array( 'who' => self::ALL ),
			'POST applications'                             => array( 'who' => self::ALL ),
			'GET wishlist'                                  => array(
				'who'   => self::CUSTOMERS,
				'shows' => array( 'wishlist_a' ),
			),
			'POST wishlist'                                 => array(
				'who'  => self::CUSTOMERS,
				'body' => array( 'article_code' => self::NO_ARTICLE['article_code'] ),
			),
			'DELETE wishlist/(?P<article_code>[^/]{1,64})'  => array(
				'who'   => self::CUSTOMERS,
				'path'  => array( 'article_code' => 'wishlist_a' ),
				'owner' => true,
			),
			'GET invoices'                                  => array(
				'who'   => self::LOGGED_IN,
				'shows' => array( 'invoice_number_a' ),
			),
			'GET invoices/(?P<id>\d+)/download'             => array(
				'who'   => self::LOGGED_IN,
				'shows' => array( 'invoice_number_a' ),
				'path'  => array( 'id' => 'invoice_a' ),
				'owner' => true,
			),
			'GET dops/(?P<id>\d+)/download'                 => array(
				'who'   => self::LOGGED_IN,
				'shows' => array( 'dop_number_a' ),
				'path'  => array( 'id' => 'dop_a' ),
				'query' => array( 'invoice' => 'invoice_a' ),
				'owner' => true,
			),
			'POST documents/search'                         => array( 'who' => self::ALL ),
			'GET documents/download'                        => array(
				'who'   => self::ALL,
				'query' => array( 'token' => 'dop_token' ),
			),
			'GET news'                                      => array( 'who' => self::ALL ),
			// Issue 16: the tokens of a visitor's cacheable page come from here.
			'GET session'                                   => array( 'who' => self::ALL ),
			// q: any text of two characters or more; the product's id is a harmless one.
			'GET search'                                    => array(
				'who'   => self::ALL,
				'query' => array( 'q' => 'product' ),
			),
			// Matches nothing, stores nothing.
			'POST quick-order/parse'                        => array(
				'who'  => self::ALL,
				'body' => array( 'text' => self::NO_ARTICLE['article_code'] . ' 1' ),
			),
			'GET order-lists'                               => array(
				'who'   => self::CUSTOMERS,
				'shows' => array( 'order_list_name_a' ),
			),
			// An unknown article: refused with 400 after the permission check, no list stored.
			'POST order-lists'                              => array(
				'who'  => self::CUSTOMERS,
				'body' => array(
					'name'  => 'Matrix',
					'lines' => array( self::NO_ARTICLE ),
				),
			),
			'POST order-lists/(?P<id>[a-f0-9]{12})'         => array(
				'who'   => self::CUSTOMERS,
				'path'  => array( 'id' => 'order_list_a' ),
				'body'  => array( 'name' => 'Matrix renamed' ),
				'owner' => true,
			),
			'DELETE order-lists/(?P<id>[a-f0-9]{12})'       => array(
				'who'   => self::CUSTOMERS,
				'path'  => array( 'id' => 'order_list_a' ),
				'owner' => true,
			),
		);
	}

	/**
	 * Data keys that identify customer A wherever they appear (the per-route 'shows' keys are
	 * added for that route: an article code or a DoP number is public elsewhere).
	 */
	private const A_MARKERS = array( 'email_a', 'company_a', 'street_a', 'delivery_street_a', 'order_number_a', 'invoice_number_a', 'order_list_name_a' );

	protected function setUp(): void {
		parent::setUp();
		$site = SiteClient::from_env();
		if ( null === $site ) {
			$this->markTestSkipped( 'KABELSHOP_TEST_URL is not set: run through bash bin/test.sh php, which serves the test site.' );
		}
		$this->site = $site;
		if ( null === self::$world ) {
			self::$world = $this->build_matrix_world();
			self::reset_limits();
		}
	}

	public static function tearDownAfterClass(): void {
		if ( null !== self::$world ) {
			self::reset_limits();
			self::write_report();
		}
		parent::tearDownAfterClass();
	}

	/** Read routes of the table, one data set each. */
	public static function reads(): iterable {
		foreach ( array_keys( self::expectations() ) as $key ) {
			if ( str_starts_with( $key, 'GET ' ) ) {
				yield $key => array( $key );
			}
		}
	}

	/** Write routes of the table, one data set each. */
	public static function writes(): iterable {
		foreach ( array_keys( self::expectations() ) as $key ) {
			if ( ! str_starts_with( $key, 'GET ' ) ) {
				yield $key => array( $key );
			}
		}
	}

	public function test_the_table_covers_every_route_of_the_index(): void {
		$index   = $this->index();
		$table   = self::expectations();
		$missing = array_diff( array_keys( $index ), array_keys( $table ) );
		$stale   = array_diff( array_keys( $table ), array_keys( $index ) );
		$unknown = array();
		foreach ( array_intersect_key( $table, $index ) as $key => $rule ) {
			$given = ( $rule['path'] ?? array() ) + ( $rule['query'] ?? array() ) + ( $rule['body'] ?? array() );
			foreach ( array_keys( $given ) as $param ) {
				if ( ! array_key_exists( $param, $index[ $key ] ) ) {
					$unknown[] = $key . ' has no argument ' . $param . ' (stale row?)';
				}
			}
			foreach ( $index[ $key ] as $param => $schema ) {
				if ( ! empty( $schema['required'] ) && ! array_key_exists( $param, $given ) ) {
					$unknown[] = $key . ' requires ' . $param . ": give it in the row's 'path', 'query' or 'body', or core answers 400 before the permission check";
				}
			}
		}
		$this->assertSame(
			array(),
			array_merge(
				array_map( array( self::class, 'missing_line' ), array_values( $missing ) ),
				array_map( array( self::class, 'stale_line' ), array_values( $stale ) ),
				$unknown
			),
			'RouteMatrixTest::expectations() must name exactly the routes and methods of GET /wp-json/' . self::NS . ' (see docs/security.md)'
		);
		$this->assertGreaterThanOrEqual( 20, count( $index ), 'the index lists the kabelshop routes' );
	}

	/**
	 * Every person reads with valid tokens and with the session cookie alone.
	 *
	 * @dataProvider reads
	 *
	 * @param string $key 'GET path'.
	 */
	public function test_reads_show_each_person_only_what_they_may_see( string $key ): void {
		$rule     = self::rule( $key );
		$failures = array();
		foreach ( self::ALL as $role ) {
			foreach ( array( 'valid', 'cookie_only' ) as $variant ) {
				// A session cookie without X-WP-Nonce is a visitor to core (rest_cookie_check_errors).
				$acts   = 'cookie_only' === $variant ? 'anonymous' : $role;
				$answer = $this->call( $key, $role, $variant );
				$status = $answer->status;
				$fail   = array();
				if ( ! in_array( $acts, $rule['who'], true ) ) {
					if ( ! in_array( $status, array( 401, 403, 404 ), true ) ) {
						$fail[] = 'may not read, expected 401/403/404';
					}
				} elseif ( in_array( $status, array( 0, 401, 403, 429, 500 ), true ) ) {
					$fail[] = 'may read, expected an answer past the permission check';
				} elseif ( ! empty( $rule['owner'] ) && ! in_array( $acts, $rule['sees_a'], true ) && 404 !== $status ) {
					$fail[] = "A's resource, expected 404 as for a missing one";
				}
				$fail = array_merge( $fail, $this->leaks( $answer, $rule, $acts ) );
				if ( 'valid' === $variant && 'customer_a' === $role ) {
					foreach ( $rule['shows'] as $data_key ) {
						if ( ! str_contains( $answer->readable(), (string) self::$world['data'][ $data_key ] ) ) {
							$fail[] = "A's own answer lacks " . $data_key . ' (so the leak check could not see it)';
						}
					}
				}
				foreach ( $fail as $problem ) {
					$failures[] = self::line( $key, $role, $variant, $answer, $problem );
				}
			}
		}
		$this->assertSame( array(), $failures, self::report( $key, $failures ) );
	}

	/**
	 * Every person x {no nonce, no XSRF, wrong XSRF, another user's nonce}: refused, nothing changed.
	 *
	 * @dataProvider writes
	 *
	 * @param string $key 'METHOD path'.
	 */
	public function test_forged_writes_are_refused_and_change_nothing( string $key ): void {
		$rule     = self::rule( $key );
		$failures = array();
		foreach ( self::ALL as $role ) {
			foreach ( self::FORGED as $variant ) {
				$before = StateFingerprint::take();
				$answer = $this->call( $key, $role, $variant );
				$fail   = array();
				if ( $rule['redirects'] ) {
					// Core refuses a session cookie with another user's nonce before any route runs.
					if ( 303 !== $answer->status && ! ( in_array( $answer->status, array( 401, 403 ), true ) && str_starts_with( $answer->code(), 'kabelshop_' ) ) ) {
						$fail[] = 'a token-authenticated return, expected 303 to the order page (or core\'s 401/403 for a wrong nonce), and nothing changed';
					}
				} elseif ( ! in_array( $answer->status, array( 401, 403 ), true ) ) {
					$fail[] = 'forged write, expected 401/403';
				} elseif ( ! str_starts_with( $answer->code(), 'kabelshop_' ) ) {
					$fail[] = 'forged write, expected a kabelshop_* code (core\'s rest_cookie_invalid_nonce is reworded by Rest\\ErrorFunnel)';
				}
				$changed = StateFingerprint::changed( $before, StateFingerprint::take() );
				if ( $changed ) {
					$fail[] = 'changed ' . implode( ', ', $changed );
				}
				$fail = array_merge( $fail, $this->leaks( $answer, $rule, $role ) );
				foreach ( $fail as $problem ) {
					$failures[] = self::line( $key, $role, $variant, $answer, $problem );
				}
			}
		}
		$this->assertSame( array(), $failures, self::report( $key, $failures ) );
	}

	/**
	 * Every person writes an empty JSON object with valid tokens: the people in 'who' get past the
	 * permission check, the others get 401/403; an owner-bound route answers 404 to non-owners;
	 * nothing changes.
	 *
	 * @dataProvider writes
	 *
	 * @param string $key 'METHOD path'.
	 */
	public function test_valid_tokens_reach_the_route_for_exactly_the_allowed_people( string $key ): void {
		$rule     = self::rule( $key );
		$failures = array();
		foreach ( self::ALL as $role ) {
			if ( ! empty( $rule['owner'] ) && 'customer_a' === $role ) {
				continue;
			}
			self::reset_limits();
			$before = StateFingerprint::take();
			$answer = $this->call( $key, $role, 'valid' );
			$fail   = array();
			if ( ! in_array( $role, $rule['who'], true ) ) {
				if ( ! in_array( $answer->status, array( 401, 403 ), true ) || ! str_starts_with( $answer->code(), 'kabelshop_' ) ) {
					$fail[] = 'may not write, expected 401/403 with a kabelshop_* code';
				}
			} elseif ( in_array( $answer->status, array( 0, 401, 403, 429, 500 ), true ) ) {
				$fail[] = 'may write, expected an answer past the permission check (400 for the empty body)';
			} elseif ( ! empty( $rule['owner'] ) && ! in_array( $role, $rule['sees_a'], true ) && 404 !== $answer->status ) {
				$fail[] = "A's resource, expected 404 as for a missing one";
			}
			$changed = StateFingerprint::changed( $before, StateFingerprint::take() );
			if ( $changed ) {
				$fail[] = 'an empty body changed ' . implode( ', ', $changed );
			}
			$fail = array_merge( $fail, $this->leaks( $answer, $rule, $role ) );
			foreach ( $fail as $problem ) {
				$failures[] = self::line( $key, $role, 'valid', $answer, $problem );
			}
		}
		self::reset_limits();
		$this->assertSame( array(), $failures, self::report( $key, $failures ) );
	}

	/**
	 * The rule of a table row with its defaults.
	 *
	 * @param string $key 'METHOD path'.
	 * @return array{who: list<string>, sees_a: list<string>, shows: list<string>, path: array<string, string>, query: array<string, string>, body: array<string, mixed>, owner: bool, redirects: bool}
	 */
	private static function rule( string $key ): array {
		return self::expectations()[ $key ] + array(
			'sees_a'    => array( 'customer_a' ),
			'shows'     => array(),
			'path'      => array(),
			'query'     => array(),
			'body'      => array(),
			'owner'     => false,
			'redirects' => false,
		);
	}

	/**
	 * Sends one request of the matrix.
	 *
	 * Variants: valid (cookie, nonce, XSRF cookie and header); cookie_only (no nonce, no XSRF);
	 * no_nonce (XSRF cookie and header, no X-WP-Nonce); no_xsrf (nonce and XSRF cookie, no header,
	 * as a cross-site form or fetch sends it); wrong_xsrf (header differs from the cookie);
	 * other_nonce (the session of this person with the nonce of another: customer B's for A,
	 * customer A's for everyone else).
	 *
	 * @param string $key     'METHOD path'.
	 * @param string $role    Person.
	 * @param string $variant Variant.
	 */
	private function call( string $key, string $role, string $variant ): SiteAnswer {
		[ $method, $pattern ] = explode( ' ', $key, 2 );
		$rule                 = self::rule( $key );
		$data                 = self::$world['data'];
		$identity             = self::$world['identities'][ $role ];
		$query                = array();
		foreach ( $rule['query'] as $param => $data_key ) {
			$query[ $param ] = $data[ $data_key ];
		}
		$token   = bin2hex( random_bytes( 32 ) );
		$cookies = $identity->cookies;
		$headers = array();
		if ( 'cookie_only' !== $variant ) {
			$cookies['XSRF-TOKEN'] = $token;
			$headers['X-XSRF-TOKEN'] = $token;
			$headers['X-WP-Nonce']   = $identity->nonce;
		}
		if ( 'no_nonce' === $variant ) {
			unset( $headers['X-WP-Nonce'] );
		} elseif ( 'no_xsrf' === $variant ) {
			unset( $headers['X-XSRF-TOKEN'] );
		} elseif ( 'wrong_xsrf' === $variant ) {
			$headers['X-XSRF-TOKEN'] = bin2hex( random_bytes( 32 ) );
		} elseif ( 'other_nonce' === $variant ) {
			$headers['X-WP-Nonce'] = self::$world['identities'][ 'customer_a' === $role ? 'customer_b' : 'customer_a' ]->nonce;
		}
		$answer = $this->site->send(
			$method,
			self::NS . '/' . self::fill( $pattern, $rule['path'], $data ),
			$query,
			'GET' === $method ? null : $rule['body'],
			$headers,
			$cookies
		);
		self::$observed[ $key ][ $role ][ $variant ] = $answer->summary();
		return $answer;
	}

	/**
	 * The path with each (?P<name>...) group replaced by the URL-encoded data value its rule names.
	 *
	 * @param string                    $pattern Path as the index lists it.
	 * @param array<string, string>     $fill    Parameter => data key.
	 * @param array<string, int|string> $data    World data.
	 */
	private static function fill( string $pattern, array $fill, array $data ): string {
		$path = $pattern;
		while ( preg_match( '/\(\?P<(\w+)>(?:[^()]|\([^()]*\))*\)/', $path, $m, PREG_OFFSET_CAPTURE ) ) {
			$name = $m[1][0];
			if ( ! isset( $fill[ $name ], $data[ $fill[ $name ] ] ) ) {
				self::fail( 'No value for the path parameter ' . $name . ' of ' . $pattern . ": add 'path' => array( '" . $name . "' => <data key> ) to its row in expectations()." );
			}
			$path = substr_replace( $path, rawurlencode( (string) $data[ $fill[ $name ] ] ), $m[0][1], strlen( $m[0][0] ) );
		}
		return $path;
	}

	/**
	 * Customer A's identifying values found in an answer to someone who may not see them.
	 *
	 * @param SiteAnswer $answer Answer.
	 * @param array      $rule   Rule (sees_a, shows).
	 * @param string     $acts   The person the site treated the request as.
	 * @return list<string> Problems.
	 */
	private function leaks( SiteAnswer $answer, array $rule, string $acts ): array {
		if ( in_array( $acts, $rule['sees_a'], true ) ) {
			return array();
		}
		$text  = $answer->readable();
		$found = array();
		foreach ( array_unique( array_merge( self::A_MARKERS, $rule['shows'] ) ) as $data_key ) {
			$value = (string) self::$world['data'][ $data_key ];
			if ( '' !== $value && false !== stripos( $text, $value ) ) {
				$found[] = 'LEAK of ' . $data_key . ' (' . $value . ')';
			}
		}
		return $found;
	}

	/**
	 * 'METHOD path' => argument names (path parameters included) of GET /wp-json/kabelshop/v1.
	 *
	 * @return array<string, array<string, mixed>>
	 */
	private function index(): array {
		if ( null === self::$index ) {
			$answer = $this->site->send( 'GET', self::NS );
			$this->assertSame( 200, $answer->status, 'the REST index ' . self::NS . ' answers: ' . substr( $answer->body, 0, 300 ) );
			$routes = (array) ( $answer->json()['routes'] ?? array() );
			$index  = array();
			foreach ( $routes as $route => $info ) {
				$path = ltrim( substr( (string) $route, strlen( '/' . self::NS ) ), '/' );
				if ( '' === $path ) {
					continue; // The namespace index itself (core's, not a kabelshop route).
				}
				foreach ( (array) ( $info['endpoints'] ?? array() ) as $endpoint ) {
					foreach ( (array) ( $endpoint['methods'] ?? array() ) as $method ) {
						if ( 'HEAD' !== $method && 'OPTIONS' !== $method ) {
							$index[ $method . ' ' . $path ] = (array) ( $endpoint['args'] ?? array() );
						}
					}
				}
			}
			ksort( $index );
			self::$index = $index;
		}
		return self::$index;
	}

	/**
	 * Failure line for a route of the index that the table lacks.
	 *
	 * @param string $key 'METHOD path'.
	 */
	private static function missing_line( string $key ): string {
		return 'NOT IN THE TABLE: ' . $key . " (add a row: who may call it, 'path' for its parameters)";
	}

	/**
	 * Failure line for a table row the index does not list.
	 *
	 * @param string $key 'METHOD path'.
	 */
	private static function stale_line( string $key ): string {
		return 'NOT IN THE INDEX: ' . $key . ' (route removed or renamed? update the row)';
	}

	/**
	 * One readable failure line.
	 *
	 * @param string     $key     'METHOD path'.
	 * @param string     $role    Person.
	 * @param string     $variant Variant.
	 * @param SiteAnswer $answer  Answer.
	 * @param string     $problem What is wrong.
	 */
	private static function line( string $key, string $role, string $variant, SiteAnswer $answer, string $problem ): string {
		return sprintf( '%-44s %-11s %-12s %-45s %s', $key, $role, $variant, $answer->summary(), $problem );
	}

	/**
	 * The failure message: the problems, then every answer of the route as a role x variant grid.
	 *
	 * @param string       $key      'METHOD path'.
	 * @param list<string> $failures Failure lines.
	 */
	private static function report( string $key, array $failures ): string {
		if ( ! $failures ) {
			return '';
		}
		$text = sprintf( "%-44s %-11s %-12s %-45s %s\n", 'route', 'person', 'variant', 'answer', 'problem' ) . implode( "\n", $failures ) . "\n\nAll answers of " . $key . ":\n";
		foreach ( self::$observed[ $key ] ?? array() as $role => $variants ) {
			foreach ( $variants as $variant => $summary ) {
				$text .= '  ' . str_pad( $role, 12 ) . str_pad( $variant, 13 ) . $summary . "\n";
			}
		}
		return $text;
	}

	/**
	 * Forgets the rate-limiter counts of 127.0.0.1 that the matrix's calls may add, so the valid
	 * calls of inquiries and registration never meet a 429 and later tests start from zero.
	 */
	private static function reset_limits(): void {
		foreach ( self::LIMITS as $prefix ) {
			RateLimiter::reset( $prefix . '127.0.0.1' );
		}
	}

	/**
	 * Writes every observed answer as a Markdown grid (route x person/variant) to
	 * <KABELSHOP_TEST_RESULTS>/route-matrix.md, for a reviewer.
	 */
	private static function write_report(): void {
		$dir = (string) getenv( 'KABELSHOP_TEST_RESULTS' );
		if ( '' === $dir || ! self::$observed ) {
			return;
		}
		$dir = str_starts_with( $dir, '/' ) ? $dir : dirname( __DIR__, 3 ) . '/' . $dir;
		if ( ! wp_mkdir_p( $dir ) ) {
			return;
		}
		$columns = array_merge( array( 'valid', 'cookie_only' ), self::FORGED );
		$text    = "# Route x person matrix (RouteMatrixTest)\n\nStatus and error code of every request, as the served site answered it";
		$text   .= " (empty: not sent; reads are sent valid and cookie_only, writes valid and forged).\n\n";
		$text   .= '| route | person | ' . implode( ' | ', $columns ) . " |\n|" . str_repeat( '---|', count( $columns ) + 2 ) . "\n";
		ksort( self::$observed );
		foreach ( self::$observed as $key => $people ) {
			foreach ( self::ALL as $role ) {
				$cells = array();
				foreach ( $columns as $column ) {
					$cells[] = $people[ $role ][ $column ] ?? '';
				}
				$text .= '| `' . $key . '` | ' . $role . ' | ' . implode( ' | ', $cells ) . " |\n";
			}
		}
		file_put_contents( $dir . '/route-matrix.md', $text );
	}
}
