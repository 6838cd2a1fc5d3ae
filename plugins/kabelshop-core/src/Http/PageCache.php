<?php
/**
 * Cache headers of front-end pages: public for visitors, private for users.
 *
 * @package Kabelshop
 */

declare( strict_types=1 );

namespace Kabelshop\Http;

defined( 'ABSPATH' ) || exit;

use Kabelshop\Service;

/**
 * Issue 16: an anonymous visitor's page is the same for everyone, so any cache may keep it.
 *
 * On template_redirect (late, after every handler that redirects or answers on its own), a GET or
 * HEAD page for a visitor who is not logged in answers
 *   Cache-Control: public, max-age=BROWSER_SECONDS   (browsers and any shared cache)
 *   X-Accel-Expires: SHARED_SECONDS                  (how long nginx's FastCGI cache keeps it; nginx
 *                                                     strips the header; PagePurger purges it sooner)
 * unless
 * - someone already sent Cache-Control (WordPress's nocache_headers() for a 404, the login POST,
 *   a download): that answer keeps its own;
 * - a handler declared the page private with keep_private() because its markup holds something
 *   of this visitor (the login forms carry the visitor's anti-forgery token; a newsletter
 *   confirmation page is one subscriber's): Cache-Control PRIVATE;
 * - a user is logged in (prices, nonce and name are theirs): WordPress sends its no-cache headers
 *   ("no-cache, must-revalidate, max-age=0, no-store, private" since 6.3); nothing is added here.
 * Such pages carry no nonce and set no cookie: the islands fetch both from GET kabelshop/v1/session
 * before their first write (Security\Xsrf, src/lib/api). A page cache in front (nginx, deploy/)
 * must still bypass requests with a wordpress_logged_in_* cookie, and never stores an answer that
 * sets a cookie.
 *
 * Every answer of a node also names the node (X-Kabelshop-Node, env KABELSHOP_NODE of its php-fpm
 * pool) when one is set, so the cluster tests can tell which node served a request.
 */
final class PageCache implements Service {

	/** Browser (and shared cache) lifetime of a visitor's page, in seconds. */
	public const BROWSER_SECONDS = 60;

	/** How long the page cache in front may keep a visitor's page, in seconds (purged sooner on change). */
	public const SHARED_SECONDS = 3600;

	/** Cache-Control of a visitor's page (with max-age appended). */
	public const PUBLIC = 'public';

	/** Cache-Control of a page that holds something of this visitor. */
	public const PRIVATE = 'private, no-store, max-age=0';

	/**
	 * Why the current page must stay private ('' while it may be public).
	 *
	 * @var string
	 */
	private static string $private_because = '';

	/**
	 * Output buffer level of the cacheable page's buffer (0: none).
	 *
	 * @var int
	 */
	private static int $buffer_level = 0;

	/**
	 * Adds the service's hooks (Kabelshop\Service).
	 */
	public function register(): void {
		add_action( 'template_redirect', array( $this, 'send' ), 1000 );
		add_filter( 'nocache_headers', array( $this, 'withdraw' ) );
		add_action( 'init', array( $this, 'name_node' ), 0 );
	}

	/**
	 * Declares the current page private (its markup holds something of this visitor). Call it
	 * before template_redirect priority 1000.
	 *
	 * @param string $because Why (kept for tests and debugging).
	 */
	public static function keep_private( string $because ): void {
		self::$private_because = '' === $because ? 'private' : $because;
	}

	/**
	 * Why the page is private, '' when it is not (yet) declared private.
	 */
	public static function private_because(): string {
		return self::$private_because;
	}

	/**
	 * Forgets the declaration (tests that render several pages in one process).
	 */
	public static function reset(): void {
		self::$private_because = '';
	}

	/**
	 * The Cache-Control (and X-Accel-Expires) headers a page answers, or an empty list when the
	 * page keeps what WordPress sends (logged-in users, non-GET requests, a Cache-Control already sent).
	 *
	 * @param string               $method    The request method.
	 * @param bool                 $logged_in Whether a user is logged in.
	 * @param array<string, mixed> $sent      Headers already set (lower-case name => value).
	 * @return array<string, string> Header name => value.
	 */
	public static function headers_for( string $method, bool $logged_in, array $sent ): array {
		if ( ! in_array( strtoupper( $method ), array( 'GET', 'HEAD' ), true ) || $logged_in || isset( $sent['cache-control'] ) ) {
			return array();
		}
		if ( '' !== self::$private_because || isset( $sent['set-cookie'] ) ) {
			return array( 'Cache-Control' => self::PRIVATE );
		}
		return array(
			'Cache-Control'   => self::PUBLIC . ', max-age=' . self::BROWSER_SECONDS,
			'X-Accel-Expires' => (string) self::SHARED_SECONDS,
		);
	}

	/**
	 * Sends the page's cache headers (template_redirect, priority 1000).
	 */
	public function send(): void {
		if ( headers_sent() || is_admin() || wp_doing_ajax() || ( defined( 'REST_REQUEST' ) && REST_REQUEST ) || is_preview() ) {
			return;
		}
		$method  = isset( $_SERVER['REQUEST_METHOD'] ) ? sanitize_text_field( wp_unslash( (string) $_SERVER['REQUEST_METHOD'] ) ) : 'GET';
		$headers = self::headers_for( $method, is_user_logged_in(), self::sent_headers() );
		foreach ( $headers as $name => $value ) {
			header( $name . ': ' . $value );
		}
		// Not for HEAD: WordPress prints no body then (exit_on_http_head), and 0 would be a lie.
		if ( isset( $headers['X-Accel-Expires'] ) && 'GET' === strtoupper( $method ) && ob_start() ) {
			// A cacheable page is sent whole with its Content-Length: the cache in front stores and
			// serves it like a file instead of in chunks (bench/cluster.sh measures the difference).
			self::$buffer_level = ob_get_level();
			add_action( 'shutdown', array( $this, 'finish' ), 0 );
		}
	}

	/**
	 * Sends the buffered page with its Content-Length (shutdown, before WordPress flushes every
	 * buffer at priority 1). WordPress 6.9+ buffers a classic theme's template itself (its "template
	 * enhancement" buffer, opened after ours at wp_before_include_template, meant to be flushed at
	 * shutdown): that one is ended first, so its finished output lands in ours. Leaves the buffers
	 * alone when any other nested one is still open.
	 */
	public function finish(): void {
		if ( 0 === self::$buffer_level ) {
			return;
		}
		while ( ob_get_level() > self::$buffer_level ) {
			$status = ob_get_status();
			if ( 'wp_finalize_template_enhancement_output_buffer' !== ( $status['name'] ?? '' ) || ! ob_end_flush() ) {
				break;
			}
		}
		if ( ob_get_level() !== self::$buffer_level ) {
			return;
		}
		self::$buffer_level = 0;
		$length             = ob_get_length();
		// Not when PHP compresses this answer itself (zlib.output_compression on the development server,
		// bin/lib.sh serve(), for a browser that accepts gzip): the length would be the uncompressed
		// one, and PHP turns compression off for an answer that sets one. Behind nginx (production)
		// PHP does not compress; nginx gzips the whole cached page.
		if ( false !== $length && ! headers_sent() && ! in_array( 'zlib output compression', ob_list_handlers(), true ) ) {
			header( 'Content-Length: ' . $length );
		}
		ob_end_flush();
	}

	/**
	 * Filter nocache_headers: a page that calls nocache_headers() after send() (a template that
	 * answers "not found" to a visitor) must not keep X-Accel-Expires, which nginx would obey over
	 * its Cache-Control: no-cache.
	 *
	 * @param array<string, string>|mixed $headers The no-cache headers.
	 * @return array<string, string>|mixed
	 */
	public function withdraw( $headers ) {
		if ( ! headers_sent() ) {
			header_remove( 'X-Accel-Expires' );
		}
		return $headers;
	}

	/**
	 * Headers PHP will send so far (lower-case name => value; the last of a repeated name).
	 *
	 * @return array<string, string>
	 */
	private static function sent_headers(): array {
		$sent = array();
		foreach ( headers_list() as $line ) {
			$parts = explode( ':', $line, 2 );
			if ( 2 === count( $parts ) ) {
				$sent[ strtolower( trim( $parts[0] ) ) ] = trim( $parts[1] );
			}
		}
		return $sent;
	}

	/**
	 * X-Kabelshop-Node: the name of the node that answers (env KABELSHOP_NODE), on every answer.
	 */
	public function name_node(): void {
		$node = (string) getenv( 'KABELSHOP_NODE' );
		if ( '' !== $node && ! headers_sent() && preg_match( '/^[A-Za-z0-9._-]{1,32}$/', $node ) ) {
			header( 'X-Kabelshop-Node: ' . $node );
		}
	}
}
