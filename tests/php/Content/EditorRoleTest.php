<?php
/**
 * The "Kabelshop editor" role: content yes, orders, registrations, catalogue, prices, metal
 * prices, documents and settings no; customers edit no content (issue 12). Requests go to the
 * served site as the user (wp-admin screens and admin-post.php handlers).
 *
 * @package Kabelshop
 */

declare( strict_types=1 );

namespace Kabelshop\Tests\Content;

use Kabelshop\Accounts\Roles;
use Kabelshop\Catalog\CatalogService;
use Kabelshop\Catalog\Categories;
use Kabelshop\Catalog\ProductMeta;
use Kabelshop\Content\ContentService;
use Kabelshop\Content\ContentTypes;
use Kabelshop\Metals\MetalsService;
use Kabelshop\Tests\Support\BrowsesAsUser;
use Kabelshop\Tests\TestCase;

final class EditorRoleTest extends TestCase {

	use BrowsesAsUser;

	/** The content types an editor runs. */
	private const TYPES = array( ContentTypes::FAQ_TYPE, ContentTypes::EVENT_TYPE, ContentTypes::CARD_TYPE, ContentTypes::FIGURE_TYPE, ContentTypes::JOB_TYPE, ContentService::PERSON_TYPE );

	/** @var list<int> Users this test made. */
	private array $users = array();

	protected function tearDown(): void {
		require_once ABSPATH . 'wp-admin/includes/user.php';
		unset( $_COOKIE[ LOGGED_IN_COOKIE ] );
		foreach ( $this->users as $id ) {
			wp_delete_user( $id );
		}
		parent::tearDown();
	}

	/**
	 * A user with a role.
	 *
	 * @param string $role Role slug.
	 */
	private function user( string $role ): int {
		$login = $this->unique( 'ed' );
		$id    = wp_insert_user(
			array(
				'user_login' => $login,
				'user_email' => $login . '@example.test',
				'user_pass'  => wp_generate_password( 16 ),
				'role'       => $role,
				'locale'     => 'en_US',
			)
		);
		$this->assertIsInt( $id );
		$this->users[] = $id;
		return $id;
	}

	public function test_the_role_holds_content_capabilities_only(): void {
		$role = get_role( Roles::EDITOR );
		$this->assertNotNull( $role );
		$this->assertSame( 'Urednik Kabelshopa', Roles::label( Roles::EDITOR ), 'a translated label' );
		$editor = $this->user( Roles::EDITOR );
		foreach ( array( Roles::CAP_CONTENT, 'edit_posts', 'publish_posts', 'edit_pages', 'upload_files', 'manage_categories' ) as $cap ) {
			$this->assertTrue( user_can( $editor, $cap ), $cap );
		}
		foreach ( array( Roles::CAP_MANAGE, Roles::CAP_APPROVE, CatalogService::CAPABILITY, MetalsService::CAPABILITY, 'manage_options', 'edit_users', 'edit_theme_options' ) as $cap ) {
			$this->assertFalse( user_can( $editor, $cap ), $cap );
		}
		$this->assertTrue( get_role( 'administrator' )->has_cap( Roles::CAP_CONTENT ) );
		foreach ( self::TYPES as $type ) {
			$this->assertSame( Roles::CAP_CONTENT, get_post_type_object( $type )->cap->edit_posts, "$type: content capability" );
			$this->assertTrue( get_post_type_object( $type )->show_in_rest, "$type: block editor and REST" );
		}
		$this->assertSame( CatalogService::CAPABILITY, get_post_type_object( ProductMeta::POST_TYPE )->cap->edit_posts, 'the cable type is catalogue staff\'s' );
		$this->assertSame( CatalogService::CAPABILITY, get_taxonomy( Categories::TAXONOMY )->cap->manage_terms );
	}

	public function test_the_editor_edits_each_type_and_a_customer_none(): void {
		$editor   = $this->user( Roles::EDITOR );
		$customer = $this->make_customer();
		$this->users[] = $customer;
		foreach ( self::TYPES as $type ) {
			$post = get_posts(
				array(
					'post_type'      => $type,
					'posts_per_page' => 1,
					'fields'         => 'ids',
					'kabelshop_any_language' => true,
				)
			);
			$this->assertNotEmpty( $post, "$type is seeded" );
			$this->assertTrue( user_can( $editor, 'edit_post', $post[0] ), "editor edits $type" );
			$this->assertTrue( user_can( $editor, 'delete_post', $post[0] ), "editor deletes $type" );
			$this->assertFalse( user_can( $customer, 'edit_post', $post[0] ), "customer cannot edit $type" );
			$this->assertFalse( user_can( $customer, get_post_type_object( $type )->cap->create_posts ), "customer cannot create $type" );
			$this->assertFalse( user_can( 0, 'edit_post', $post[0] ), "visitor cannot edit $type" );
		}
		$cable = get_posts(
			array(
				'post_type'      => ProductMeta::POST_TYPE,
				'posts_per_page' => 1,
				'fields'         => 'ids',
			)
		);
		$this->assertFalse( user_can( $editor, 'edit_post', $cable[0] ), 'the editor cannot edit a cable type (articles, prices)' );
		$this->assertFalse( user_can( $editor, 'delete_post', $cable[0] ) );
		$this->assertTrue( user_can( 1, 'edit_post', $cable[0] ), 'an administrator still can' );
	}

	public function test_the_editor_opens_the_content_screens_with_labelled_fields(): void {
		$this->browser_login( $this->user( Roles::EDITOR ) );
		foreach ( array_merge( self::TYPES, array( 'post', 'page' ) ) as $type ) {
			$this->assertSame( 200, $this->user_request( admin_url( 'edit.php?post_type=' . $type ) )['status'], "list of $type" );
		}
		$this->assertSame( 200, $this->user_request( admin_url( 'upload.php' ) )['status'], 'media library' );
		$this->assertSame( 200, $this->user_request( admin_url( 'edit-tags.php?taxonomy=' . ContentTypes::FAQ_GROUP . '&post_type=' . ContentTypes::FAQ_TYPE ) )['status'], 'FAQ groups' );
		$job = $this->user_request( admin_url( 'post-new.php?post_type=' . ContentTypes::JOB_TYPE ) );
		$this->assertSame( 200, $job['status'] );
		$this->assertStringContainsString( '<label for="ks-field-kabelshop_closing_date">Closing date</label>', $job['body'] );
		$this->assertStringContainsString( 'name="kabelshop_fields[kabelshop_open]"', $job['body'] );
		$person = $this->user_request( admin_url( 'post-new.php?post_type=' . ContentService::PERSON_TYPE ) );
		$this->assertStringContainsString( '<label for="ks-field-kabelshop_role">Job title</label>', $person['body'] );
		$this->assertStringContainsString( '<label for="ks-field-kabelshop_gallery">Gallery images</label>', $person['body'] );
		$this->assertStringNotContainsString( 'id="postcustom"', $person['body'], 'no raw custom fields panel' );
		$company = $this->user_request( admin_url( 'admin.php?page=kabelshop-company' ) );
		$this->assertSame( 200, $company['status'] );
		$this->assertStringContainsString( 'name="kabelshop_company[iban]"', $company['body'] );
	}

	public function test_the_editor_cannot_open_or_save_staff_screens(): void {
		$this->browser_login( $this->user( Roles::EDITOR ) );
		$screens = array(
			'admin.php?page=kabelshop',                            // Delivery and payment.
			'admin.php?page=kabelshop-orders',
			'admin.php?page=kabelshop-registrations',
			'admin.php?page=kabelshop-import',
			'admin.php?page=kabelshop-metal-prices',
			'admin.php?page=kabelshop-invoices',
			'admin.php?page=kabelshop-dops',
			'admin.php?page=kabelshop-document-lookups',
			'admin.php?page=kabelshop-inquiries',
			'edit.php?post_type=' . ProductMeta::POST_TYPE,
			'post-new.php?post_type=' . ProductMeta::POST_TYPE,
			'edit-tags.php?taxonomy=' . Categories::TAXONOMY . '&post_type=' . ProductMeta::POST_TYPE,
			'options-general.php',
		);
		foreach ( $screens as $screen ) {
			$this->assertSame( 403, $this->user_request( admin_url( $screen ) )['status'], $screen );
		}
		$cable = get_posts(
			array(
				'post_type'      => ProductMeta::POST_TYPE,
				'posts_per_page' => 1,
				'fields'         => 'ids',
			)
		);
		$edit = $this->user_request( admin_url( 'post.php?post=' . $cable[0] . '&action=edit' ) );
		$this->assertNotSame( 200, $edit['status'], 'a cable type\'s edit screen' );
		$this->assertStringContainsString( 'Sorry, you are not allowed to edit this item.', $edit['body'] );
		$title = get_the_title( $cable[0] );
		$save  = $this->user_request(
			admin_url( 'post.php' ),
			array(
				'action'     => 'editpost',
				'post_ID'    => (string) $cable[0],
				'post_title' => 'Changed by an editor',
				'_wpnonce'   => wp_create_nonce( 'update-post_' . $cable[0] ),
			)
		);
		$this->assertNotSame( 302, $save['status'] );
		clean_post_cache( $cable[0] );
		$this->assertSame( $title, get_the_title( $cable[0] ), 'the cable type is unchanged' );

		$metal = $this->user_request(
			admin_url( 'admin-post.php' ),
			array(
				'action'   => 'kabelshop_metal_day',
				'_wpnonce' => wp_create_nonce( 'kabelshop_metal_day' ),
				'day'      => '2026-01-05',
				'copper'   => '9000',
			)
		);
		$this->assertSame( 403, $metal['status'], 'saving a metal price' );
		$order = $this->user_request(
			admin_url( 'admin-post.php' ),
			array(
				'action'   => 'kabelshop_order_staff',
				'order_id' => '1',
			)
		);
		$this->assertSame( 403, $order['status'], 'changing an order' );
	}

	public function test_a_customer_never_reaches_the_content_screens(): void {
		$customer      = $this->make_customer();
		$this->users[] = $customer;
		$this->browser_login( $customer );
		foreach ( array( 'edit.php?post_type=' . ContentTypes::FAQ_TYPE, 'post-new.php?post_type=' . ContentTypes::CARD_TYPE, 'admin.php?page=kabelshop-company' ) as $screen ) {
			// WordPress refuses a screen the user cannot access (403) before the theme's admin_init
			// redirect of customers (Accounts\Roles) runs.
			$answer = $this->user_request( admin_url( $screen ) );
			$this->assertSame( 403, $answer['status'], $screen );
			$this->assertStringNotContainsString( 'kabelshop_fields[', $answer['body'] );
			$this->assertStringNotContainsString( 'kabelshop_company[', $answer['body'] );
		}
	}
}
