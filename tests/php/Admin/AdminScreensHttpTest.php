<?php
/**
 * The wp-admin screens over real HTTP.
 *
 * @package Kabelshop
 */

declare( strict_types=1 );

namespace Kabelshop\Tests\Admin;

use Kabelshop\Admin\AdminPage;
use Kabelshop\Admin\MetalPricesPage;
use Kabelshop\Tests\Support\BrowsesAsUser;
use Kabelshop\Tests\TestCase;

/**
 * Requests every screen from the test site bin/test.sh serves, with the cookies a browser holds
 * after logging in: staff get the screen inside wp-admin with its menu entry, a customer gets 403,
 * and a form posted to admin-post.php comes back (POST-redirect-GET) with its notice shown once.
 */
final class AdminScreensHttpTest extends TestCase {

	use BrowsesAsUser;

	protected function tearDown(): void {
		unset( $_COOKIE[ LOGGED_IN_COOKIE ] );
		parent::tearDown();
	}

	/**
	 * One request with the user's cookies, redirects not followed (BrowsesAsUser::user_request()).
	 *
	 * @param string                     $url  Absolute URL on the served test site.
	 * @param array<string, string>|null $post Form fields for a POST, null for a GET.
	 * @return array{status: int, location: string, body: string}
	 */
	private function request( string $url, ?array $post = null ): array {
		$answer = $this->user_request( $url, $post );
		return array(
			'status'   => $answer['status'],
			'location' => $this->header_values( $answer, 'Location' )[0] ?? '',
			'body'     => $answer['body'],
		);
	}

	public function test_staff_open_every_screen_and_a_customer_is_refused(): void {
		$this->browser_login( 1 );
		foreach ( AdminPagesTest::pages() as $name => $page ) {
			$screen = new $page[0]();
			$answer = $this->request( $screen->url() );
			$this->assertSame( 200, $answer['status'], $name );
			$this->assertStringContainsString( '<div class="wrap', $answer['body'], $name );
			$this->assertStringContainsString( 'id="adminmenu"', $answer['body'], "$name is inside wp-admin" );
			$this->assertMatchesRegularExpression( "#href='[a-z-]+\\.php\\?page=" . preg_quote( $screen->slug(), '#' ) . "'#", $answer['body'], "$name has its menu entry" );
			$this->assertStringNotContainsString( 'Warning:', $answer['body'], $name );
			$this->assertStringNotContainsString( 'Notice:', $answer['body'], $name );
		}
		$customer = $this->make_customer();
		$this->browser_login( $customer );
		foreach ( AdminPagesTest::pages() as $name => $page ) {
			$answer = $this->request( ( new $page[0]() )->url() );
			$this->assertContains( $answer['status'], array( 302, 403 ), "$name refused to a customer" );
			$this->assertStringNotContainsString( '<div class="wrap', $answer['body'], $name );
		}
		require_once ABSPATH . 'wp-admin/includes/user.php';
		wp_delete_user( $customer );
	}

	public function test_a_form_comes_back_with_its_notice_once(): void {
		$this->browser_login( 1 );
		$page   = new MetalPricesPage();
		$answer = $this->request(
			admin_url( 'admin-post.php' ),
			array(
				'action'   => 'kabelshop_metal_day',
				'_wpnonce' => wp_create_nonce( 'kabelshop_metal_day' ),
				'day'      => '1961-07-05',
				'copper'   => '',
			)
		);
		$this->assertSame( 302, $answer['status'] );
		$this->assertStringStartsWith( $page->url( array() ) . '&' . AdminPage::NOTICE_ARG . '=', $answer['location'] );

		$shown = $this->request( $answer['location'] );
		$this->assertSame( 200, $shown['status'] );
		$this->assertMatchesRegularExpression( '#<div class="notice notice-error" role="alert">\s*<p>[^<]+</p>#', $shown['body'], 'nothing entered: an error notice' );
		$this->assertStringNotContainsString( 'notice notice-error" role="alert"', $this->request( $answer['location'] )['body'], 'shown once' );

		$refused = $this->request(
			admin_url( 'admin-post.php' ),
			array(
				'action'   => 'kabelshop_metal_day',
				'_wpnonce' => 'wrong',
				'day'      => '1961-07-05',
				'copper'   => '9000',
			)
		);
		$this->assertSame( 403, $refused['status'], 'a wrong nonce is refused' );
	}
}
