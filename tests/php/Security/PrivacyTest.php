<?php
/**
 * No URL, feed, sitemap or REST answer names a customer; XML-RPC is off.
 *
 * @package Kabelshop
 */

declare( strict_types=1 );

namespace Kabelshop\Tests\Security;

use Kabelshop\Tests\HttpClient;
use Kabelshop\Tests\TestCase;

/**
 * The worst case: a customer (and a pending registration) who even authored a published post,
 * with a recognisable display name and an e-mail-derived slug. Pages are fetched from the served
 * test site (same database); REST through the real REST server.
 */
final class PrivacyTest extends TestCase {

	/** @var list<int> Posts to delete. */
	private array $posts = array();

	protected function tearDown(): void {
		foreach ( $this->posts as $post ) {
			wp_delete_post( $post, true );
		}
		$this->posts = array();
		parent::tearDown();
	}

	/**
	 * A customer with a contact-person display name and a published post.
	 *
	 * @param bool $approved Approved customer or pending registration.
	 * @return array{id: int, name: string, slug: string, email: string, post: int}
	 */
	private function exposed_customer( bool $approved ): array {
		$id   = $this->make_customer( $approved );
		$name = 'Ivana Kontakt' . wp_rand( 10000, 99999 );
		wp_update_user(
			array(
				'ID'           => $id,
				'display_name' => $name,
				'first_name'   => 'Ivana',
			)
		);
		$user          = get_userdata( $id );
		$post          = wp_insert_post(
			array(
				'post_title'   => 'Privacy probe ' . $id,
				'post_content' => 'Probe.',
				'post_status'  => 'publish',
				'post_author'  => $id,
				'post_type'    => 'post',
			)
		);
		$this->posts[] = $post;
		return array(
			'id'    => $id,
			'name'  => $name,
			'slug'  => $user->user_nicename,
			'email' => $user->user_email,
			'post'  => $post,
		);
	}

	/**
	 * Asserts a response says nothing about the customer.
	 *
	 * @param array{status: int, headers: array<string, list<string>>, body: string} $response Response.
	 * @param array{name: string, slug: string, email: string}                       $who      Customer.
	 * @param string                                                                 $what     What was asked (a URL that holds the slug itself may be echoed, e.g. by the language switch).
	 */
	private function assertNamesNobody( array $response, array $who, string $what ): void {
		$all     = strtolower( $response['body'] . "\n" . implode( "\n", array_merge( ...array_values( $response['headers'] ) ) ) );
		$secrets = array( $who['name'], $who['email'] );
		if ( ! str_contains( $what, $who['slug'] ) ) {
			$secrets[] = $who['slug'];
		}
		foreach ( $secrets as $secret ) {
			$this->assertStringNotContainsString( strtolower( $secret ), $all, $what . ' names the customer' );
		}
	}

	public function test_author_archives_and_their_feeds_of_customers_are_404(): void {
		$browser = new HttpClient();
		foreach ( array( true, false ) as $approved ) {
			$who  = $this->exposed_customer( $approved );
			$urls = array(
				home_url( '/?author=' . $who['id'] ),
				home_url( '/author/' . $who['slug'] . '/' ),
				home_url( '/?author_name=' . $who['slug'] ),
				home_url( '/?author=' . $who['id'] . '&feed=rss2' ),
				home_url( '/author/' . $who['slug'] . '/feed/' ),
			);
			foreach ( $urls as $url ) {
				$response = $browser->get( $url );
				$this->assertSame( 404, $response['status'], $url );
				$this->assertArrayNotHasKey( 'location', $response['headers'], $url . ' redirects' );
				$this->assertNamesNobody( $response, $who, $url );
			}
		}
		$unknown = $browser->get( home_url( '/?author=99999999' ) );
		$this->assertSame( 404, $unknown['status'], 'unknown authors look the same' );
		$staff = $browser->get( home_url( '/?author=1' ) );
		$this->assertNotSame( 404, $staff['status'], 'staff archives are untouched (the test can tell the difference)' );
	}

	public function test_feeds_sitemaps_links_and_oembed_do_not_name_a_customer(): void {
		$who     = $this->exposed_customer( true );
		$browser = new HttpClient();
		$feed    = $browser->get( home_url( '/?feed=rss2' ) );
		$this->assertSame( 200, $feed['status'] );
		$this->assertStringContainsString( 'Privacy probe ' . $who['id'], $feed['body'], 'the probe post is in the feed' );
		$this->assertNamesNobody( $feed, $who, 'the RSS feed' );
		$this->assertNamesNobody( $browser->get( home_url( '/?feed=atom' ) ), $who, 'the Atom feed' );
		$this->assertNamesNobody( $browser->get( get_permalink( $who['post'] ) ), $who, 'the post page' );

		$this->assertSame( 404, $browser->get( home_url( '/wp-sitemap-users-1.xml' ) )['status'] );
		$index = $browser->get( home_url( '/wp-sitemap.xml' ) );
		$this->assertStringNotContainsString( 'wp-sitemap-users', $index['body'] );

		$this->assertSame( home_url( '/' ), get_author_posts_url( $who['id'] ) );
		$oembed = get_oembed_response_data( get_post( $who['post'] ), 600 );
		$this->assertSame( get_bloginfo( 'name' ), $oembed['author_name'] );
		$this->assertSame( home_url( '/' ), $oembed['author_url'] );
		$embed = $browser->get( add_query_arg( 'url', rawurlencode( get_permalink( $who['post'] ) ), home_url( '/?rest_route=/oembed/1.0/embed' ) ) );
		$this->assertNamesNobody( $embed, $who, 'the oEmbed answer' );
	}

	public function test_rest_users_never_name_a_customer_to_others(): void {
		$who   = $this->exposed_customer( true );
		$other = $this->make_customer( true );
		foreach ( array( 0, $other ) as $viewer ) {
			$this->login( $viewer );
			$list = $this->rest( 'GET', '/wp/v2/users', array( 'per_page' => 100 ) );
			$this->assertNotContains( $who['id'], array_column( (array) $list->get_data(), 'id' ), "listed to user $viewer" );
			$this->assertStringNotContainsString( $who['name'], (string) wp_json_encode( $list->get_data() ) );
			$one = $this->rest( 'GET', '/wp/v2/users/' . $who['id'] );
			$this->assertSame( 404, $one->get_status(), "shown to user $viewer" );
			$this->assertStringNotContainsString( $who['name'], (string) wp_json_encode( $one->get_data() ) );
			$found = $this->rest( 'GET', '/wp/v2/users', array( 'search' => $who['slug'] ) );
			$this->assertSame( array(), array_column( (array) $found->get_data(), 'id' ), "found by search as user $viewer" );
		}
		$this->assertSame( 404, $this->rest( 'GET', '/wp/v2/users/99999999' )->get_status(), 'an unknown id looks the same' );
		$this->login( $who['id'] );
		$this->assertSame( 200, $this->rest( 'GET', '/wp/v2/users/' . $who['id'] )->get_status(), 'the customer sees their own' );
		$this->login( 1 );
		$this->assertSame( 200, $this->rest( 'GET', '/wp/v2/users/' . $who['id'] )->get_status(), 'the administrator sees everyone' );
		$this->assertSame( 200, $this->rest( 'GET', '/wp/v2/users/1' )->get_status(), 'staff stay public as authors' );
	}

	public function test_xml_rpc_is_off_and_not_announced(): void {
		require_once ABSPATH . WPINC . '/class-IXR.php';
		require_once ABSPATH . WPINC . '/class-wp-xmlrpc-server.php';
		$this->assertFalse( apply_filters( 'xmlrpc_enabled', true ) );
		$server = new \wp_xmlrpc_server();
		$this->assertSame( array(), $server->methods, 'no method, pingback.ping and system.multicall included' );
		$id       = $this->make_customer( true );
		$password = 'Xmlrpc' . wp_rand( 100000, 999999 ) . 'Pass';
		wp_set_password( $password, $id );
		$this->assertFalse( $server->login( get_userdata( $id )->user_login, $password ), 'the right password is refused' );
		$this->assertSame( 405, $server->error->code );

		$browser = new HttpClient();
		$call    = '<?xml version="1.0"?><methodCall><methodName>wp.getUsersBlogs</methodName><params><param><value><string>'
			. esc_html( get_userdata( $id )->user_login ) . '</string></value></param><param><value><string>' . $password . '</string></value></param></params></methodCall>';
		$answer  = $browser->request( 'POST', site_url( 'xmlrpc.php' ), array(), $call );
		$this->assertStringNotContainsString( 'blogid', $answer['body'], 'XML-RPC logged the customer in' );
		$this->assertStringNotContainsString( 'isAdmin', $answer['body'] );

		$home = $browser->get( home_url( '/' ) );
		$this->assertArrayNotHasKey( 'x-pingback', $home['headers'] );
		$this->assertStringNotContainsString( 'EditURI', $home['body'], 'RSD link' );
		$this->assertStringNotContainsString( 'wlwmanifest', $home['body'] );
		$this->assertStringNotContainsString( 'xmlrpc.php', $home['body'] );
	}
}
