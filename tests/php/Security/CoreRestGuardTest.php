<?php
/**
 * A customer's session cannot change an account (or anything else) through core's REST API.
 *
 * @package Kabelshop
 */

declare( strict_types=1 );

namespace Kabelshop\Tests\Security;

use Kabelshop\Security\CoreRestGuard;
use Kabelshop\Tests\TestCase;
use WP_User;

/**
 * Issue 26, item 5, over real HTTP against the site bin/test.sh serves: requests carry the
 * customer's logged_in cookie and the wp_rest nonce of that session (SiteIdentity), as the shop's
 * islands send them, so core's cookie authentication accepts them and only Security\CoreRestGuard
 * stands between the customer and core's user, comment, media and post routes. Each refusal is
 * checked in the database too (nothing changed), and staff still get what WordPress gives them.
 */
final class CoreRestGuardTest extends TestCase {

	use ServedSiteRequests;

	private SiteClient $site;

	/** @var list<int> Posts and comments' posts to delete. */
	private array $posts = array();

	protected function setUp(): void {
		parent::setUp();
		$site = SiteClient::from_env();
		if ( null === $site ) {
			$this->markTestSkipped( 'KABELSHOP_TEST_URL is not set: run through bash bin/test.sh php, which serves the test site.' );
		}
		$this->site = $site;
	}

	protected function tearDown(): void {
		foreach ( $this->posts as $post ) {
			wp_delete_post( $post, true );
		}
		remove_filter( 'wp_is_application_passwords_available', '__return_true' );
		parent::tearDown();
	}

	/**
	 * Sends a JSON request as someone, with their cookie and nonce.
	 *
	 * @param SiteIdentity              $who    Identity.
	 * @param string                    $method HTTP method.
	 * @param string                    $route  Route, e.g. 'wp/v2/users/me'.
	 * @param array<string, mixed>|null $body   JSON body.
	 * @param array<string, mixed>      $query  Query.
	 */
	private function as( SiteIdentity $who, string $method, string $route, ?array $body = null, array $query = array() ): SiteAnswer {
		return $this->site->send( $method, $route, $query, $body, array( 'X-WP-Nonce' => $who->nonce ), $who->cookies );
	}

	/**
	 * What an account's row and roles are now (fresh from the database).
	 *
	 * @param int $id User.
	 * @return array{email: string, pass: string, roles: list<string>, first_name: string}
	 */
	private static function account( int $id ): array {
		clean_user_cache( $id );
		wp_cache_delete( $id, 'user_meta' );
		$user = get_userdata( $id );
		self::assertInstanceOf( WP_User::class, $user );
		return array(
			'email'      => (string) $user->user_email,
			'pass'       => (string) $user->user_pass,
			'roles'      => array_values( (array) $user->roles ),
			'first_name' => (string) get_user_meta( $id, 'first_name', true ),
		);
	}

	/**
	 * Asserts a refusal by the guard.
	 *
	 * @param SiteAnswer $answer The answer.
	 * @param string     $what   What was tried.
	 */
	private function assertRefused( SiteAnswer $answer, string $what ): void {
		$this->assertSame( 403, $answer->status, $what . ': ' . $answer->summary() . ' ' . substr( $answer->body, 0, 200 ) );
		$this->assertSame( CoreRestGuard::ERROR, $answer->code(), $what );
	}

	public function test_a_customer_cannot_change_email_password_or_roles_through_users_me_or_their_id(): void {
		$id     = $this->make_customer();
		$who    = SiteIdentity::logged_in( 'customer', $id );
		$before = self::account( $id );
		$tries  = array(
			'email'      => array( 'email' => $this->unique( 'taken-over' ) . '@example.test' ),
			'password'   => array( 'password' => 'New-Password-Without-The-Old-1' ),
			'roles'      => array( 'roles' => array( 'administrator' ) ),
			'first_name' => array( 'first_name' => 'Changed' ),
		);
		foreach ( array( 'wp/v2/users/me', 'wp/v2/users/' . $id ) as $route ) {
			foreach ( $tries as $field => $body ) {
				$this->assertRefused( $this->as( $who, 'POST', $route, $body ), 'POST ' . $route . ' ' . $field );
				$this->assertRefused( $this->as( $who, 'PUT', $route, $body ), 'PUT ' . $route . ' ' . $field );
			}
			// Core's method override (?_method=) is a write too.
			$this->assertRefused( $this->as( $who, 'GET', $route, null, array( '_method' => 'POST' ) + $tries['email'] ), 'GET ' . $route . '?_method=POST' );
			$this->assertRefused( $this->as( $who, 'DELETE', $route, null, array( 'force' => 'true', 'reassign' => '1' ) ), 'DELETE ' . $route );
		}
		$this->assertSame( $before, self::account( $id ), 'e-mail, password hash, roles and name unchanged' );

		// Their own account still reads (nothing there they may not see).
		$me = $this->as( $who, 'GET', 'wp/v2/users/me', null, array( 'context' => 'edit' ) );
		$this->assertSame( 200, $me->status, $me->summary() );
		$this->assertSame( $before['email'], $me->json()['email'] ?? null );
	}

	public function test_a_pending_registration_is_refused_the_same_way(): void {
		$id     = $this->make_customer( false );
		$who    = SiteIdentity::logged_in( 'pending', $id );
		$before = self::account( $id );
		$this->assertRefused( $this->as( $who, 'POST', 'wp/v2/users/me', array( 'email' => $this->unique( 'p' ) . '@example.test' ) ), 'pending e-mail' );
		$this->assertRefused( $this->as( $who, 'POST', 'wp/v2/users/me', array( 'password' => 'Pending-New-Password-1' ) ), 'pending password' );
		$this->assertSame( $before, self::account( $id ) );
	}

	public function test_staff_keep_what_wordpress_gives_them(): void {
		$editor = (int) wp_insert_user(
			array(
				'user_login' => $this->unique( 'guard-editor' ),
				'user_email' => $this->unique( 'guard-editor' ) . '@example.test',
				'user_pass'  => wp_generate_password( 20 ),
				'role'       => 'editor',
			)
		);
		$own = $this->as( SiteIdentity::logged_in( 'editor', $editor ), 'POST', 'wp/v2/users/me', array( 'first_name' => 'Urednica' ) );
		$this->assertSame( 200, $own->status, $own->summary() );
		$this->assertSame( 'Urednica', $own->json()['first_name'] ?? null, substr( $own->body, 0, 300 ) );
		$this->assertSame( 'Urednica', self::account( $editor )['first_name'] );

		$customer = $this->make_customer();
		$admin    = $this->as( SiteIdentity::logged_in( 'admin', 1 ), 'POST', 'wp/v2/users/' . $customer, array( 'email' => $this->unique( 'by-admin' ) . '@example.test' ) );
		$this->assertSame( 200, $admin->status, 'an administrator may edit users: ' . $admin->summary() );
		$this->assertStringStartsWith( 'by-admin', self::account( $customer )['email'] );
	}

	public function test_a_customer_gets_no_application_password(): void {
		$id  = $this->make_customer();
		$who = SiteIdentity::logged_in( 'customer', $id );
		$this->assertRefused( $this->as( $who, 'POST', 'wp/v2/users/me/application-passwords', array( 'name' => 'forever' ) ), 'create' );
		$this->assertRefused( $this->as( $who, 'POST', 'wp/v2/users/' . $id . '/application-passwords', array( 'name' => 'forever' ) ), 'create by id' );
		$this->assertRefused( $this->as( $who, 'GET', 'wp/v2/users/me/application-passwords' ), 'list' );
		$this->assertRefused( $this->as( $who, 'GET', 'wp/v2/users/me/application-passwords/introspect' ), 'introspect' );
		$this->assertSame( array(), \WP_Application_Passwords::get_user_application_passwords( $id ), 'none stored' );

		// Where WordPress offers them (HTTPS), a customer's stay off, staff keep theirs.
		add_filter( 'wp_is_application_passwords_available', '__return_true' );
		$this->assertFalse( wp_is_application_passwords_available_for_user( $id ) );
		$this->assertTrue( wp_is_application_passwords_available_for_user( 1 ) );
	}

	public function test_a_customer_cannot_comment_upload_publish_or_change_settings(): void {
		global $wpdb;
		$id            = $this->make_customer();
		$who           = SiteIdentity::logged_in( 'customer', $id );
		$post          = (int) wp_insert_post(
			array(
				'post_title'     => 'Guard probe ' . $this->unique(),
				'post_status'    => 'publish',
				'post_type'      => 'post',
				'comment_status' => 'open',
			)
		);
		$this->posts[] = $post;
		$counts        = static fn(): array => array(
			'comments'    => (int) $wpdb->get_var( $wpdb->prepare( "SELECT COUNT(*) FROM {$wpdb->comments} WHERE comment_post_ID = %d", $post ) ),
			'attachments' => (int) $wpdb->get_var( $wpdb->prepare( "SELECT COUNT(*) FROM {$wpdb->posts} WHERE post_type = 'attachment' AND post_author = %d", $id ) ),
			'posts'       => (int) $wpdb->get_var( $wpdb->prepare( "SELECT COUNT(*) FROM {$wpdb->posts} WHERE post_author = %d", $id ) ),
			'blogname'    => (string) $wpdb->get_var( "SELECT option_value FROM {$wpdb->options} WHERE option_name = 'blogname'" ),
		);
		$before        = $counts();

		$this->assertRefused(
			$this->as(
				$who,
				'POST',
				'wp/v2/comments',
				array(
					'post'    => $post,
					'content' => 'Cheap cables at https://spam.example/',
				)
			),
			'comment'
		);
		$png    = (string) base64_decode( 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=' ); // phpcs:ignore WordPress.PHP.DiscouragedPHPFunctions.obfuscation_base64_decode -- a 1x1 PNG.
		$upload = $this->http(
			'POST',
			(string) wp_parse_url( $this->site->url( 'wp/v2/media' ), PHP_URL_PATH ),
			array(
				'X-WP-Nonce'          => $who->nonce,
				'Content-Type'        => 'image/png',
				'Content-Disposition' => 'attachment; filename="probe.png"',
			),
			$png,
			$who->cookies
		);
		$this->assertSame( 403, $upload['status'], 'media upload' );
		$this->assertRefused( $this->as( $who, 'POST', 'wp/v2/posts', array( 'title' => 'Mine' ) ), 'post' );
		$this->assertRefused( $this->as( $who, 'POST', 'wp/v2/pages', array( 'title' => 'Mine' ) ), 'page' );
		$this->assertRefused( $this->as( $who, 'POST', 'wp/v2/settings', array( 'title' => 'Taken' ) ), 'settings' );
		$this->assertRefused(
			$this->as(
				$who,
				'POST',
				'batch/v1',
				array(
					'requests' => array(
						array(
							'method' => 'POST',
							'path'   => '/wp/v2/users/me',
							'body'   => array( 'email' => 'batch@example.test' ),
						),
					),
				)
			),
			'batch'
		);

		// wp-comments-post.php, the form's own endpoint: comments are closed to everyone but staff.
		foreach ( array( array(), $who->cookies ) as $cookies ) {
			$form = $this->http(
				'POST',
				'/wp-comments-post.php',
				array( 'Content-Type' => 'application/x-www-form-urlencoded' ),
				http_build_query(
					array(
						'comment_post_ID' => $post,
						'comment'         => 'Cheap cables at https://spam.example/',
						'author'          => 'Spammer',
						'email'           => 'spam@example.test',
					)
				),
				$cookies
			);
			$this->assertSame( 403, $form['status'], 'wp-comments-post.php' );
		}
		$this->assertSame( $before, $counts(), 'no comment, attachment, post or setting written' );
	}
}
