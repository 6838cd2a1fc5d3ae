<?php
/**
 * The site names no customer.
 *
 * @package Kabelshop
 */

declare( strict_types=1 );

namespace Kabelshop\Security;

defined( 'ABSPATH' ) || exit;

use Kabelshop\Service;
use WP_Error;
use WP_REST_Request;
use WP_User;

/**
 * Customer accounts (every user who cannot edit_posts: approved customers and pending or rejected
 * registrations) are not public: their logins and slugs are derived from e-mail addresses and
 * their display names are contact persons (issue 9; GDPR art. 5(1)(c), data minimisation).
 * WordPress would list them through author archives; this service closes every such way:
 * - author archives (/?author=N, /author/<slug>/, ?author_name=, and their feeds) of a customer
 *   are 404 like an unknown author, decided on template_redirect at priority 0, before
 *   redirect_canonical() could answer /?author=N with a redirect naming the slug;
 * - author links (author_link) of a customer point to the home page; the_author and oEmbed's
 *   author_name / author_url of a customer's post name the shop instead (feeds' dc:creator too);
 * - the users sitemap provider (wp-sitemap-users-*.xml) is off: author archives are not content;
 * - REST wp/v2/users lists only staff to whoever cannot list_users, and wp/v2/users/<id> of a
 *   customer answers 404 rest_user_invalid_id (as for an unknown id) to everyone except that
 *   customer and those who can list_users.
 * Also registers XmlRpcOff (XML-RPC takes account passwords and announces itself) and CoreRestGuard
 * (core's REST writes, application passwords and comments are for staff only) and QueryShape (a
 * page's query values are strings: no array reaches code that expects a string).
 */
final class Privacy implements Service {

	/** Capability that makes a user staff, whose author data may be public. */
	public const STAFF_CAP = 'edit_posts';

	/**
	 * Adds the service's hooks (Kabelshop\Service).
	 */
	public function register(): void {
		add_action( 'template_redirect', array( $this, 'hide_customer_archives' ), 0 );
		add_filter( 'author_link', array( $this, 'filter_author_link' ), 10, 2 );
		add_filter( 'the_author', array( $this, 'filter_the_author' ) );
		add_filter( 'oembed_response_data', array( $this, 'filter_oembed' ), 10, 2 );
		add_filter( 'wp_sitemaps_add_provider', array( $this, 'filter_sitemap_provider' ), 10, 2 );
		add_filter( 'rest_user_query', array( $this, 'filter_rest_user_query' ) );
		add_filter( 'rest_request_before_callbacks', array( $this, 'guard_rest_user' ), 10, 3 );
		( new XmlRpcOff() )->register();
		( new CoreRestGuard() )->register();
		( new QueryShape() )->register();
	}

	/**
	 * True when the user exists and is staff (may edit posts).
	 *
	 * @param int $user_id User id.
	 */
	public static function is_staff( int $user_id ): bool {
		return $user_id > 0 && user_can( $user_id, self::STAFF_CAP );
	}

	/**
	 * Makes a customer's author archive (and its feed) a 404.
	 */
	public function hide_customer_archives(): void {
		global $wp_query;
		if ( ! is_author() ) {
			return;
		}
		$author = get_queried_object();
		$id     = $author instanceof WP_User ? $author->ID : (int) get_query_var( 'author' );
		if ( self::is_staff( $id ) ) {
			return;
		}
		$wp_query->set_404();
		status_header( 404 );
		nocache_headers();
	}

	/**
	 * A customer's author link is the home page.
	 *
	 * @param string $link      The author archive URL.
	 * @param int    $author_id User id.
	 */
	public function filter_author_link( $link, $author_id ): string {
		return self::is_staff( (int) $author_id ) ? (string) $link : home_url( '/' );
	}

	/**
	 * The author name of a customer's post is the shop's name (on the site and in feeds; wp-admin
	 * keeps the real name).
	 *
	 * @param string|null $name Display name.
	 */
	public function filter_the_author( $name ): string {
		$post = get_post();
		if ( ! is_admin() && $post && ! self::is_staff( (int) $post->post_author ) ) {
			return (string) get_bloginfo( 'name' );
		}
		return (string) $name;
	}

	/**
	 * The oEmbed data of a customer's post names the shop (as WordPress does for a post without author).
	 *
	 * @param array<string, mixed> $data oEmbed response data.
	 * @param \WP_Post             $post The post.
	 * @return array<string, mixed>
	 */
	public function filter_oembed( $data, $post ): array {
		$data = (array) $data;
		if ( $post instanceof \WP_Post && ! self::is_staff( (int) $post->post_author ) ) {
			$data['author_name'] = get_bloginfo( 'name' );
			$data['author_url']  = home_url( '/' );
		}
		return $data;
	}

	/**
	 * Drops the users sitemap provider.
	 *
	 * @param mixed  $provider The provider (WP_Sitemaps_Provider) or false.
	 * @param string $name     Provider name ('posts', 'taxonomies', 'users').
	 * @return mixed
	 */
	public function filter_sitemap_provider( $provider, $name ) {
		return 'users' === $name ? false : $provider;
	}

	/**
	 * REST user lists: staff only, unless the current user may list users.
	 *
	 * @param array<string, mixed> $args WP_User_Query arguments.
	 * @return array<string, mixed>
	 */
	public function filter_rest_user_query( $args ): array {
		$args = (array) $args;
		if ( ! current_user_can( 'list_users' ) ) {
			$args['capability'] = self::STAFF_CAP;
		}
		return $args;
	}

	/**
	 * REST wp/v2/users/<id> of a customer: 404 unless it is the customer or someone who may list users.
	 *
	 * @param mixed                $response Result so far (null to go on).
	 * @param array<string, mixed> $handler Route handler.
	 * @param WP_REST_Request      $request  Request.
	 * @return mixed
	 */
	public function guard_rest_user( $response, $handler, $request ) {
		if ( null !== $response || ! $request instanceof WP_REST_Request || ! preg_match( '#^/wp/v2/users/(\d+)$#', $request->get_route(), $m ) ) {
			return $response;
		}
		$id = (int) $m[1];
		if ( self::is_staff( $id ) || get_current_user_id() === $id || current_user_can( 'list_users' ) ) {
			return $response;
		}
		return new WP_Error( 'rest_user_invalid_id', __( 'Invalid user ID.' ), array( 'status' => 404 ) ); // phpcs:ignore WordPress.WP.I18n.MissingArgDomain -- core's own message, as for an unknown id.
	}
}
