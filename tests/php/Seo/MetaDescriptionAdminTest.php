<?php
/**
 * Editors set the search engine description on the edit screen.
 *
 * @package Kabelshop
 */

declare( strict_types=1 );

namespace Kabelshop\Tests\Seo;

use Kabelshop\Seo\Description;
use Kabelshop\Seo\MetaDescription;
use Kabelshop\Tests\HttpClient;
use Kabelshop\Tests\Support\BrowsesAsUser;
use Kabelshop\Tests\TestCase;

/**
 * An administrator opens a page's edit screen on the served site, finds the description box with
 * its nonce, posts the edit form as the editor does (post.php, action editpost) and the page then
 * carries the text; a user without edit_post for the page cannot set it, over HTTP or by calling
 * the save handler with a valid nonce of their own.
 */
final class MetaDescriptionAdminTest extends TestCase {

	use ReadsHead;
	use BrowsesAsUser;

	/** @var list<int> Posts made by a test. */
	private array $posts = array();

	/** @var list<int> Users made by a test. */
	private array $users = array();

	protected function tearDown(): void {
		unset( $_COOKIE[ LOGGED_IN_COOKIE ], $_POST[ MetaDescription::FIELD ], $_POST[ MetaDescription::NONCE . '_nonce' ] );
		foreach ( $this->posts as $id ) {
			wp_delete_post( $id, true );
		}
		require_once ABSPATH . 'wp-admin/includes/user.php';
		foreach ( $this->users as $id ) {
			wp_delete_user( $id );
		}
		$this->posts = array();
		$this->users = array();
		parent::tearDown();
	}

	/**
	 * Posts a page's edit form as the editor does (post.php, action editpost) with the box's field.
	 *
	 * @param int    $page       Page id.
	 * @param string $edit_nonce The edit form's _wpnonce.
	 * @param string $box_nonce  The description box's nonce.
	 * @param string $text       The description typed.
	 * @return array{status: int, headers: array<string, list<string>>, body: string}
	 */
	private function save_edit_form( int $page, string $edit_nonce, string $box_nonce, string $text ): array {
		return $this->user_request(
			admin_url( 'post.php' ),
			array(
				'action'                          => 'editpost',
				'post_ID'                         => (string) $page,
				'post_type'                       => 'page',
				'_wpnonce'                        => $edit_nonce,
				MetaDescription::NONCE . '_nonce' => $box_nonce,
				MetaDescription::FIELD            => $text,
			)
		);
	}

	/**
	 * Whether the page has a stored description now (the served site wrote it: this process's
	 * meta cache is dropped first).
	 *
	 * @param int $page Page id.
	 */
	private function has_description( int $page ): bool {
		wp_cache_delete( $page, 'post_meta' );
		return metadata_exists( 'post', $page, Description::META_KEY );
	}

	/**
	 * A published page with some content, made by the administrator.
	 */
	private function make_page(): int {
		$id = wp_insert_post(
			array(
				'post_type'    => 'page',
				'post_status'  => 'publish',
				'post_author'  => 1,
				'post_title'   => 'SEO admin test ' . $this->unique(),
				'post_content' => '<p>Sadržaj stranice koji je dovoljno dug da bude zadani opis za tražilice, bez urednikova teksta.</p>',
			),
			true
		);
		$this->assertIsInt( $id );
		$this->posts[] = $id;
		return $id;
	}

	/**
	 * A user with a role.
	 *
	 * @param string $role Role.
	 */
	private function make_user( string $role ): int {
		$login = $this->unique( 'seo' );
		$id    = wp_insert_user(
			array(
				'user_login' => $login,
				'user_email' => $login . '@example.test',
				'user_pass'  => wp_generate_password( 16 ),
				'role'       => $role,
			)
		);
		$this->assertIsInt( $id );
		$this->users[] = $id;
		return $id;
	}

	public function test_an_administrator_sets_the_description_on_the_edit_screen(): void {
		$page = $this->make_page();
		$this->browser_login( 1 );
		$screen = $this->user_request( admin_url( 'post.php?post=' . $page . '&action=edit' ) );
		$this->assertSame( 200, $screen['status'] );
		$this->assertStringContainsString( 'id="kabelshop-seo-description"', $screen['body'], 'the box is on the edit screen' );
		$this->assertStringContainsString( 'name="' . MetaDescription::FIELD . '"', $screen['body'] );
		$this->assertStringContainsString( 'maxlength="160"', $screen['body'] );
		$this->assertStringContainsString( 'Sadržaj stranice koji je dovoljno dug', $screen['body'], 'the box shows the default' );
		$box_nonce  = HttpClient::input_value( $screen['body'], MetaDescription::NONCE . '_nonce' );
		$edit_nonce = HttpClient::input_value( $screen['body'], '_wpnonce' );
		$this->assertNotSame( '', $box_nonce );
		$this->assertNotSame( '', $edit_nonce );

		$text  = 'Kabeli za gradilišta: rezanje po mjeri i isporuka sutradan. ' . str_repeat( 'Dugačak tekst. ', 12 );
		$saved = $this->save_edit_form( $page, $edit_nonce, $box_nonce, $text );
		$this->assertSame( 302, $saved['status'], 'the edit form is saved and redirects' );
		$this->assertTrue( $this->has_description( $page ) );
		$stored = (string) get_post_meta( $page, Description::META_KEY, true );
		$this->assertSame( Description::MAX_LENGTH, mb_strlen( $stored ), 'cut to 160 characters' );
		$this->assertStringStartsWith( 'Kabeli za gradilišta: rezanje po mjeri i isporuka sutradan.', $stored );
		$this->assertSame( 'publish', get_post_status( $page ), 'the page itself is unchanged' );
		$this->assertStringContainsString( 'Sadržaj stranice', (string) get_post_field( 'post_content', $page ) );

		$head = $this->head( (string) get_permalink( $page ) );
		$this->assertSame( array( $stored ), $head['descriptions'] );

		$cleared = $this->save_edit_form( $page, $edit_nonce, $box_nonce, '  ' );
		$this->assertSame( 302, $cleared['status'] );
		$this->assertFalse( $this->has_description( $page ), 'an empty box removes the description' );
		$this->assertSame( array( 'Sadržaj stranice koji je dovoljno dug da bude zadani opis za tražilice, bez urednikova teksta.' ), $this->head( (string) get_permalink( $page ) )['descriptions'] );
	}

	public function test_a_wrong_box_nonce_saves_nothing(): void {
		$page = $this->make_page();
		$this->browser_login( 1 );
		$saved = $this->save_edit_form( $page, wp_create_nonce( 'update-post_' . $page ), 'wrong', 'Bez valjanog tokena.' );
		$this->assertSame( 302, $saved['status'], 'the post itself is saved' );
		$this->assertFalse( $this->has_description( $page ) );
	}

	public function test_a_user_who_may_not_edit_the_page_cannot_set_it(): void {
		$page = $this->make_page();
		foreach ( array( 'author', 'kabelshop_customer' ) as $role ) {
			$user = $this->make_user( $role );
			$this->browser_login( $user );
			$answer = $this->save_edit_form( $page, wp_create_nonce( 'update-post_' . $page ), wp_create_nonce( MetaDescription::NONCE ), 'Opis koji ' . $role . ' ne smije postaviti.' );
			$location = $this->header_values( $answer, 'Location' )[0] ?? '';
			$this->assertStringNotContainsString( 'message=', $location, "$role: not saved (a customer is sent out of wp-admin, an author refused)" );
			$this->assertNotSame( 200, $answer['status'], "$role: refused" );
			$this->assertFalse( $this->has_description( $page ), "$role: nothing stored over HTTP" );

			// The box's own check, without core's screen in front of it: an author editing the page's save hook.
			$_POST[ MetaDescription::NONCE . '_nonce' ] = wp_create_nonce( MetaDescription::NONCE );
			$_POST[ MetaDescription::FIELD ]            = 'Opis koji ' . $role . ' ne smije postaviti.';
			( new MetaDescription() )->save( $page, get_post( $page ) );
			$this->assertFalse( $this->has_description( $page ), "$role: the save handler checks edit_post" );
		}

		$this->browser_login( 1 );
		$_POST[ MetaDescription::NONCE . '_nonce' ] = wp_create_nonce( MetaDescription::NONCE );
		$_POST[ MetaDescription::FIELD ]            = 'Opis administratora.';
		( new MetaDescription() )->save( $page, get_post( $page ) );
		$this->assertSame( 'Opis administratora.', get_post_meta( $page, Description::META_KEY, true ), 'the same call saves for someone who may edit the page' );
	}
}
