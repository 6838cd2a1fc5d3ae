<?php
/**
 * Core's REST API and comments are for staff: a customer's session cannot change an account there.
 *
 * @package Kabelshop
 */

declare( strict_types=1 );

namespace Kabelshop\Security;

defined( 'ABSPATH' ) || exit;

use Kabelshop\Accounts\Roles;
use Kabelshop\Rest\AbstractRoute;
use WP_Error;
use WP_REST_Request;
use WP_User;

/**
 * Issue 26, item 5: WordPress lets every logged-in user edit themselves through core's REST API
 * (map_meta_cap gives edit_user on one's own id), so a customer's session could POST
 * wp/v2/users/me (or wp/v2/users/<own id>) and change the login e-mail at once, set a new password
 * without the old one and create an application password: a stolen session became a permanent
 * takeover, past the shop's own rules (Accounts\EmailChange confirms a new address,
 * Accounts\ProfilePassword asks for the old password, Accounts\LoginGate throttles logins).
 *
 * For a logged-in user who is not staff (Accounts\Roles::is_staff(): approved customers and
 * pending registrations), on rest_request_before_callbacks (after the route is matched, before
 * its permission callback; it runs for each request of batch/v1 too):
 * - every write (any method but GET, HEAD, OPTIONS, after core's _method / X-HTTP-Method-Override)
 *   to a route outside kabelshop/v1 answers 403 kabelshop_core_route_forbidden: users/me,
 *   users/<id>, comments, media, posts, pages, the content types, terms, settings, batch/v1, …
 *   The shop's customers change their data only through kabelshop/v1 (profile, password, e-mail
 *   change, addresses), whose rules apply;
 * - every request to users/<id|me>/application-passwords (reads too) answers the same 403, and
 *   wp_is_application_passwords_available_for_user is false for them, so an application password
 *   a customer made before cannot log in either (it would bypass LoginGate's throttling and the
 *   pending/rejected status check).
 * Reads stay as core and Security\Privacy decide (a customer's own users/me, also with
 * context=edit, shows only their own account). Visitors are left to core (401 on every write).
 * Staff keep everything WordPress gives them.
 *
 * Comments: the shop shows no comments and has no comment form, so comments_open is false for
 * everyone but staff: wp-comments-post.php and POST wp/v2/comments refuse (core's
 * comment_closed / rest_comment_closed), and no moderation mail carries a stranger's links.
 * Registered by Privacy::register(). The route-by-route list: docs/security.md.
 */
final class CoreRestGuard {

	/** Error code of a refused request. */
	public const ERROR = 'kabelshop_core_route_forbidden';

	/**
	 * Registers the hooks.
	 */
	public function register(): void {
		add_filter( 'rest_request_before_callbacks', array( $this, 'guard' ), 5, 3 );
		add_filter( 'wp_is_application_passwords_available_for_user', array( $this, 'application_passwords_for' ), 10, 2 );
		add_filter( 'comments_open', array( $this, 'comments_open' ), 10, 2 );
	}

	/**
	 * Refuses a non-staff user's write to core's routes and any call of the application-password
	 * routes (filter rest_request_before_callbacks).
	 *
	 * @param mixed                $response Result so far (null to go on, or core's argument error).
	 * @param array<string, mixed> $handler  The matched endpoint.
	 * @param mixed                $request  The request.
	 * @return mixed The 403 error, or $response unchanged.
	 */
	public function guard( $response, $handler, $request ) {
		if ( ! $request instanceof WP_REST_Request ) {
			return $response;
		}
		$user = get_current_user_id();
		if ( $user <= 0 || Roles::is_staff( $user ) ) {
			return $response;
		}
		return self::refuses( $request->get_method(), $request->get_route() ) ? self::error() : $response;
	}

	/**
	 * True when a non-staff user's request with this method to this route is refused.
	 *
	 * @param string $method HTTP method (upper case, as WP_REST_Request::get_method()).
	 * @param string $route  The route, e.g. '/wp/v2/users/me'.
	 */
	public static function refuses( string $method, string $route ): bool {
		$route = strtolower( rtrim( $route, '/' ) );
		if ( 1 === preg_match( '#^/wp/v2/users/[^/]+/application-passwords(/|$)#', $route ) ) {
			return true;
		}
		$own = '/' . AbstractRoute::NAMESPACE;
		if ( $route === $own || str_starts_with( $route, $own . '/' ) ) {
			return false;
		}
		return ! in_array( strtoupper( $method ), array( 'GET', 'HEAD', 'OPTIONS' ), true );
	}

	/**
	 * The 403 answer.
	 */
	public static function error(): WP_Error {
		return new WP_Error(
			self::ERROR,
			__( 'This function is for shop staff only. Please change your data on your account page.', 'kabelshop-core' ),
			array( 'status' => 403 )
		);
	}

	/**
	 * Application passwords only for staff (filter wp_is_application_passwords_available_for_user).
	 *
	 * @param bool    $available Whether WordPress would allow them.
	 * @param WP_User $user      The user.
	 */
	public function application_passwords_for( $available, $user ): bool {
		return (bool) $available && $user instanceof WP_User && Roles::is_staff( $user->ID );
	}

	/**
	 * Comments are closed to everyone but staff (filter comments_open).
	 *
	 * @param bool $open    Whether WordPress would take comments on the post.
	 * @param int  $post_id Post id.
	 */
	public function comments_open( $open, $post_id = 0 ): bool {
		return (bool) $open && Roles::is_staff( get_current_user_id() );
	}
}
