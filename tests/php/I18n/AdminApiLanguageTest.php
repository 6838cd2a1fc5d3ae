<?php
/**
 * The block editor's own REST calls answer in the staff member's wp-admin language.
 *
 * @package Kabelshop
 */

declare( strict_types=1 );

namespace Kabelshop\Tests\I18n;

use Kabelshop\Tests\Support\BrowsesAsUser;
use Kabelshop\Tests\TestCase;

/**
 * WordPress's apiFetch adds _locale=user to every call of a wp-admin screen; the islands send
 * X-Kabelshop-Lang instead. Texts of a wp-admin call follow the user's profile Language (an
 * English editor saw the Croatian "Skupine čestih pitanja" as the FAQ group panel's title in the
 * block editor); calls without it keep the request's language (I18n\Locale).
 */
final class AdminApiLanguageTest extends TestCase {

	use BrowsesAsUser;

	private int $user = 0;

	protected function tearDown(): void {
		require_once ABSPATH . 'wp-admin/includes/user.php';
		unset( $_COOKIE[ LOGGED_IN_COOKIE ] );
		if ( $this->user > 0 ) {
			wp_delete_user( $this->user );
		}
		parent::tearDown();
	}

	/**
	 * The FAQ group taxonomy's name as the served site's REST API answers it.
	 *
	 * @param string $query Query string.
	 */
	private function group_name( string $query ): string {
		$answer = $this->user_request( rest_url( 'wp/v2/taxonomies/kabelshop_faq_group' ) . $query );
		$this->assertSame( 200, $answer['status'], $answer['body'] );
		return (string) ( json_decode( $answer['body'], true )['name'] ?? '' );
	}

	public function test_a_wp_admin_call_answers_in_the_users_admin_language_and_others_in_the_requests(): void {
		$this->user = (int) wp_insert_user(
			array(
				'user_login' => 'ks-admin-lang-' . wp_generate_password( 6, false ),
				'user_email' => 'ks-admin-lang-' . wp_generate_password( 6, false ) . '@example.test',
				'user_pass'  => wp_generate_password(),
				'role'       => 'kabelshop_editor',
				'locale'     => 'en_US',
			)
		);
		$this->browser_login( $this->user );
		$this->assertSame( 'FAQ groups', $this->group_name( '?_locale=user' ), 'the English editor in the block editor' );
		$this->assertSame( 'Skupine čestih pitanja', $this->group_name( '' ), 'no _locale: the request language (Croatian)' );
		update_user_meta( $this->user, 'locale', 'sr_RS' );
		$this->assertSame( 'Grupe čestih pitanja', $this->group_name( '?_locale=user' ), 'a Serbian wp-admin' );
	}
}
