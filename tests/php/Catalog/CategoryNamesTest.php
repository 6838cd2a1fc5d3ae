<?php
/**
 * Category names per language and the category archive's redirect.
 *
 * @package Kabelshop
 */

declare( strict_types=1 );

namespace Kabelshop\Tests\Catalog;

use Kabelshop\Catalog\Categories;
use Kabelshop\Content\Pages;
use Kabelshop\Tests\HttpClient;
use Kabelshop\Tests\Support\BrowsesAsUser;
use Kabelshop\Tests\TestCase;

/**
 * Issue 11: catalogue staff name a category per language on its wp-admin screen (edit-tags.php, as
 * the browser posts it) and buyers read that name in the catalogue of that language; a customer and
 * a content editor (issue 12: the catalogue is not theirs) cannot;
 * the category archive answers 301 to the catalogue filtered by it, in the same language.
 */
final class CategoryNamesTest extends TestCase {

	use BrowsesAsUser;

	/** @var list<int> Users made by a test. */
	private array $users = array();

	private \WP_Term $term;

	protected function setUp(): void {
		parent::setUp();
		$term = get_term_by( 'slug', 'power-cables', Categories::TAXONOMY );
		$this->assertInstanceOf( \WP_Term::class, $term, 'the seed has the category' );
		$this->term = $term;
	}

	protected function tearDown(): void {
		unset( $_COOKIE[ LOGGED_IN_COOKIE ] );
		foreach ( array( 'hr', 'en', 'sr' ) as $code ) {
			delete_term_meta( $this->term->term_id, Categories::META_NAME . $code );
		}
		require_once ABSPATH . 'wp-admin/includes/user.php';
		foreach ( $this->users as $id ) {
			wp_delete_user( $id );
		}
		parent::tearDown();
	}

	/**
	 * Opens the category's edit screen as a user and posts it with the names typed.
	 *
	 * @param string                $role  Role of the user.
	 * @param array<string, string> $names Language code => name typed.
	 * @return array{screen: int, save: int} HTTP statuses of the screen and of the save.
	 */
	private function edit_as( string $role, array $names ): array {
		$user          = self::factory_user( $role );
		$this->users[] = $user;
		$this->browser_login( $user );
		$screen = $this->user_request( admin_url( 'term.php?taxonomy=' . Categories::TAXONOMY . '&tag_ID=' . $this->term->term_id ) );
		preg_match( '/name="_wpnonce" value="([^"]+)"/', $screen['body'], $core );
		preg_match( '/name="kabelshop_category_names_nonce" value="([^"]+)"/', $screen['body'], $ours );
		$post = array(
			'action'                          => 'editedtag',
			'tag_ID'                          => (string) $this->term->term_id,
			'taxonomy'                        => Categories::TAXONOMY,
			'name'                            => $this->term->name,
			'slug'                            => $this->term->slug,
			'description'                     => '',
			'parent'                          => '-1',
			'_wpnonce'                        => $core[1] ?? wp_create_nonce( 'update-tag_' . $this->term->term_id ),
			'kabelshop_category_names_nonce' => $ours[1] ?? wp_create_nonce( 'kabelshop_category_names' ),
		);
		foreach ( $names as $code => $name ) {
			$post[ 'kabelshop_category_name[' . $code . ']' ] = $name;
		}
		$save = $this->user_request( admin_url( 'edit-tags.php' ), $post );
		wp_cache_delete( $this->term->term_id, 'term_meta' );
		return array(
			'screen' => $screen['status'],
			'save'   => $save['status'],
		);
	}

	/**
	 * A user of a role.
	 *
	 * @param string $role Role.
	 */
	private static function factory_user( string $role ): int {
		return (int) wp_insert_user(
			array(
				'user_login' => 'ks-cat-' . $role . '-' . wp_generate_password( 6, false ),
				'user_email' => 'ks-cat-' . wp_generate_password( 6, false ) . '@example.test',
				'user_pass'  => wp_generate_password(),
				'role'       => $role,
			)
		);
	}

	public function test_catalogue_staff_name_a_category_per_language_and_each_catalogue_shows_its_name(): void {
		// Categories belong to the catalogue (kabelshop_manage_catalog, issue 12): administrators, not content editors.
		$answer = $this->edit_as(
			'administrator',
			array(
				'hr' => 'Energetski kabeli KS',
				'en' => 'Power cables KS',
				'sr' => 'Energetski kablovi KS',
			)
		);
		$this->assertSame( 200, $answer['screen'] );
		$this->assertSame( 302, $answer['save'] );
		$this->assertSame( 'Power cables KS', get_term_meta( $this->term->term_id, Categories::META_NAME . 'en', true ) );
		foreach ( array( 'hr' => 'Energetski kabeli KS', 'en' => 'Power cables KS', 'sr' => 'Energetski kablovi KS' ) as $code => $name ) {
			$page = ( new HttpClient() )->get( Pages::url( 'catalogue', array( 'category' => 'power-cables' ), $code ) );
			$this->assertSame( 200, $page['status'] );
			$this->assertStringContainsString( $name, $page['body'], $code );
		}
		$this->assertStringNotContainsString( 'Power cables KS', ( new HttpClient() )->get( Pages::url( 'catalogue', array( 'category' => 'power-cables' ), 'hr' ) )['body'] );
	}

	public function test_a_customer_or_a_content_editor_cannot_name_a_category(): void {
		foreach ( array( 'kabelshop_customer', 'kabelshop_editor', 'editor' ) as $role ) {
			$this->edit_as( $role, array( 'en' => 'Hacked name' ) );
			$this->assertSame( '', get_term_meta( $this->term->term_id, Categories::META_NAME . 'en', true ), $role );
		}
	}

	public function test_the_category_archive_answers_301_to_the_catalogue_of_its_language(): void {
		foreach ( array( 'hr', 'en', 'sr' ) as $code ) {
			$link   = home_url( array( 'hr' => '/kategorija-kabela/', 'en' => '/en/cable-category/', 'sr' => '/sr/kategorija-kablova/' )[ $code ] . 'power-cables/' );
			$answer = ( new HttpClient() )->get( $link );
			$this->assertSame( 301, $answer['status'], $link );
			$this->assertSame( Pages::url( 'catalogue', array( 'category' => 'power-cables' ), $code ), $answer['headers']['location'][0] ?? '', $link );
		}
	}

	public function test_the_six_category_names_cost_no_query_per_category(): void {
		global $wpdb;
		update_term_meta( $this->term->term_id, Categories::META_NAME . 'hr', 'Energetski kabeli KS' );
		wp_cache_flush();
		$before = (int) $wpdb->num_queries;
		$names  = array_map( array( Categories::class, 'label' ), Categories::slugs() );
		$count  = (int) $wpdb->num_queries - $before;
		$this->assertSame( 'Energetski kabeli KS', $names[ array_search( 'power-cables', Categories::slugs(), true ) ], 'the name staff gave wins' );
		$this->assertNotContains( '', $names );
		// Cold caches. Before: get_term_by() and the name's meta per category (20 queries for six);
		// now the categories with their meta once (4 or 5).
		$this->assertLessThanOrEqual( 6, $count, 'the categories with their names read once' );
	}
}
