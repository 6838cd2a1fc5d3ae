<?php
/**
 * The content types through wp/v2 (the block editor's API): the editor creates and edits each
 * with its fields, a customer cannot, a visitor reads no drafts and writes nothing (issue 12).
 *
 * @package Kabelshop
 */

declare( strict_types=1 );

namespace Kabelshop\Tests\Content;

use Kabelshop\Accounts\Roles;
use Kabelshop\Content\ContentService;
use Kabelshop\Content\ContentTypes;
use Kabelshop\I18n\Translations;
use Kabelshop\Tests\TestCase;

final class ContentTypesRestTest extends TestCase {

	/** @var list<int> Posts and users this test made. */
	private array $posts = array();
	/** @var list<int> Users. */
	private array $users = array();

	protected function tearDown(): void {
		require_once ABSPATH . 'wp-admin/includes/user.php';
		foreach ( $this->posts as $id ) {
			wp_delete_post( $id, true );
		}
		foreach ( $this->users as $id ) {
			wp_delete_user( $id );
		}
		parent::tearDown();
	}

	/**
	 * Each type with the fields a request sends and what is stored (sanitised).
	 *
	 * @return array<string, array{0: string, 1: array<string, mixed>, 2: array<string, mixed>}>
	 */
	public static function types(): array {
		return array(
			'faq'    => array( ContentTypes::FAQ_TYPE, array(), array() ),
			'event'  => array( ContentTypes::EVENT_TYPE, array( ContentTypes::META_YEAR => ' 1999 ' ), array( ContentTypes::META_YEAR => '1999' ) ),
			'card'   => array(
				ContentTypes::CARD_TYPE,
				array(
					ContentTypes::META_PLACEMENT  => 'about_slide',
					ContentTypes::META_LINK_URL   => '/en/catalogue/',
					ContentTypes::META_LINK_LABEL => 'More <b>here</b>',
				),
				array(
					ContentTypes::META_PLACEMENT  => 'about_slide',
					ContentTypes::META_LINK_URL   => '/en/catalogue/',
					ContentTypes::META_LINK_LABEL => 'More here',
				),
			),
			'figure' => array(
				ContentTypes::FIGURE_TYPE,
				array(
					ContentTypes::META_VALUE    => '1234,5',
					ContentTypes::META_DECIMALS => 1,
					ContentTypes::META_SUFFIX   => '€',
				),
				array(
					ContentTypes::META_VALUE    => '1234.5',
					ContentTypes::META_DECIMALS => 1,
					ContentTypes::META_SUFFIX   => '€',
				),
			),
			'job'    => array(
				ContentTypes::JOB_TYPE,
				array(
					ContentTypes::META_LOCATION => 'Split',
					ContentTypes::META_CLOSING  => '2030-02-30',
					ContentTypes::META_OPEN     => true,
				),
				array(
					ContentTypes::META_LOCATION => 'Split',
					ContentTypes::META_CLOSING  => '',
					ContentTypes::META_OPEN     => true,
				),
			),
			'person' => array(
				ContentService::PERSON_TYPE,
				array(
					ContentService::META_ROLE  => 'Prodaja',
					ContentService::META_EMAIL => 'ana@example.test',
					ContentTypes::META_PHONE   => '+385 1 234 5678',
					ContentTypes::META_GALLERY => array( 5, 0, 5, 7 ),
				),
				array(
					ContentService::META_ROLE  => 'Prodaja',
					ContentService::META_EMAIL => 'ana@example.test',
					ContentTypes::META_PHONE   => '+385 1 234 5678',
					ContentTypes::META_GALLERY => array( 5, 7 ),
				),
			),
		);
	}

	/**
	 * A user with a role.
	 *
	 * @param string $role Role slug.
	 */
	private function user( string $role ): int {
		$login = $this->unique( 'rest' );
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

	/**
	 * @dataProvider types
	 *
	 * @param string               $type   Post type.
	 * @param array<string, mixed> $meta   Fields sent.
	 * @param array<string, mixed> $stored Fields expected.
	 */
	public function test_the_editor_creates_and_edits_the_type_with_its_fields( string $type, array $meta, array $stored ): void {
		$this->login( $this->user( Roles::EDITOR ) );
		$created = $this->rest(
			'POST',
			'/wp/v2/' . $type,
			array(
				'title'      => 'Urednik ' . $type,
				'status'     => 'publish',
				'menu_order' => 7,
				'meta'       => $meta,
			)
		);
		$this->assertSame( 201, $created->get_status(), wp_json_encode( $created->get_data() ) );
		$id            = (int) $created->get_data()['id'];
		$this->posts[] = $id;
		foreach ( $stored as $key => $value ) {
			$this->assertSame( $value, $created->get_data()['meta'][ $key ], "$type $key" );
		}
		$this->assertSame( 7, get_post_field( 'menu_order', $id ) );
		$this->assertSame( 'hr', Translations::language_of( $id ), 'a new post is Croatian until translated' );

		$edited = $this->rest( 'POST', '/wp/v2/' . $type . '/' . $id, array( 'title' => 'Uređeno' ) );
		$this->assertSame( 200, $edited->get_status() );
		$this->assertSame( 'Uređeno', get_post_field( 'post_title', $id ) );

		$this->login( $this->make_customer() );
		$this->users[] = get_current_user_id();
		$this->assertSame( 403, $this->rest( 'POST', '/wp/v2/' . $type, array( 'title' => 'Kupac' ) )->get_status(), 'a customer cannot create' );
		$this->assertSame( 403, $this->rest( 'POST', '/wp/v2/' . $type . '/' . $id, array( 'title' => 'Kupac' ) )->get_status(), 'a customer cannot edit' );
		$this->assertSame( 'Uređeno', get_post_field( 'post_title', $id ) );

		$this->logout();
		$this->assertSame( 401, $this->rest( 'POST', '/wp/v2/' . $type, array( 'title' => 'Posjetitelj' ) )->get_status(), 'a visitor cannot create' );
		$this->assertSame( 401, $this->rest( 'DELETE', '/wp/v2/' . $type . '/' . $id )->get_status(), 'a visitor cannot delete' );
		$this->assertSame( 'publish', get_post_status( $id ) );
	}

	/**
	 * @dataProvider types
	 *
	 * @param string $type Post type.
	 */
	public function test_a_visitor_reads_no_drafts( string $type ): void {
		$draft         = wp_insert_post(
			array(
				'post_type'   => $type,
				'post_status' => 'draft',
				'post_title'  => 'Skica ' . $type,
			)
		);
		$this->posts[] = (int) $draft;
		$this->logout();
		$this->assertSame( 401, $this->rest( 'GET', '/wp/v2/' . $type . '/' . $draft )->get_status() );
		$this->assertSame( 400, $this->rest( 'GET', '/wp/v2/' . $type, array( 'status' => 'draft' ) )->get_status() );
		$list = $this->rest( 'GET', '/wp/v2/' . $type, array( 'per_page' => 100 ) );
		$this->assertNotContains( (int) $draft, array_column( $list->get_data(), 'id' ) );

		$this->login( $this->make_customer() );
		$this->users[] = get_current_user_id();
		$this->assertSame( 403, $this->rest( 'GET', '/wp/v2/' . $type . '/' . $draft )->get_status(), 'nor does a customer' );
	}

	public function test_a_customer_cannot_write_a_field_of_a_published_post(): void {
		$posts = get_posts(
			array(
				'post_type'      => ContentTypes::FIGURE_TYPE,
				'posts_per_page' => 1,
				'fields'         => 'ids',
			)
		);
		$value = get_post_meta( $posts[0], ContentTypes::META_VALUE, true );
		$this->login( $this->make_customer() );
		$this->users[] = get_current_user_id();
		$answer        = $this->rest( 'POST', '/wp/v2/' . ContentTypes::FIGURE_TYPE . '/' . $posts[0], array( 'meta' => array( ContentTypes::META_VALUE => '1' ) ) );
		$this->assertSame( 403, $answer->get_status() );
		$this->assertSame( $value, get_post_meta( $posts[0], ContentTypes::META_VALUE, true ) );
	}
}
