<?php
/**
 * Content\Seeder: fixed pages, reading settings, demo news, demo team, menu; idempotent.
 *
 * @package Kabelshop
 */

declare( strict_types=1 );

namespace Kabelshop\Tests\Content;

use Kabelshop\Content\ContentService;
use Kabelshop\Content\Pages;
use Kabelshop\Content\Seeder;
use Kabelshop\I18n\Translations;
use Kabelshop\Tests\TestCase;

final class SeederTest extends TestCase {

	public function test_every_fixed_page_exists_with_its_template(): void {
		foreach ( Pages::PAGES as $key => $page ) {
			$id = Pages::id( $key );
			$this->assertGreaterThan( 0, $id, "page $key ({$page[0]}) missing" );
			$this->assertSame( 'publish', get_post_status( $id ), "page $key not published" );
			$expected = '' === $page[1] ? 'default' : $page[1];
			$this->assertSame( $expected, get_post_meta( $id, '_wp_page_template', true ), "page $key has the wrong template" );
			if ( '' !== $page[1] && ! in_array( $key, array( 'catalogue', 'checkout', 'order', 'suppliers' ), true ) ) {
				$this->assertFileExists( get_template_directory() . '/' . $page[1] );
			}
		}
	}

	public function test_pages_have_croatian_titles(): void {
		$this->assertSame( 'Početna', get_post_field( 'post_title', Pages::id( 'home' ) ) );
		$this->assertSame( 'Otvorene prijave', get_post_field( 'post_title', Pages::id( 'applications' ) ) );
		$this->assertSame( 'Dobavljači', get_post_field( 'post_title', Pages::id( 'suppliers' ) ) );
	}

	public function test_home_is_the_front_page_and_news_the_posts_page(): void {
		$this->assertSame( 'page', get_option( 'show_on_front' ) );
		$this->assertSame( Pages::id( 'home' ), (int) get_option( 'page_on_front' ) );
		$this->assertSame( Pages::id( 'news' ), (int) get_option( 'page_for_posts' ) );
	}

	public function test_demo_news_and_team_are_labelled_as_demo(): void {
		$news = get_posts( array( 'post_type' => 'post', 'meta_key' => Seeder::META_SEEDED, 'posts_per_page' => -1 ) );
		$this->assertCount( 4, $news );
		foreach ( $news as $post ) {
			$this->assertStringContainsString( 'Demo', $post->post_title );
			$this->assertStringContainsString( 'Demo sadržaj', $post->post_content );
		}
		$people = get_posts( array( 'post_type' => ContentService::PERSON_TYPE, 'posts_per_page' => -1 ) );
		$this->assertGreaterThanOrEqual( 6, count( $people ) );
		foreach ( $people as $person ) {
			if ( get_post_meta( $person->ID, Seeder::META_SEEDED, true ) ) {
				$this->assertStringStartsWith( 'Demo osoba', $person->post_title );
				$this->assertStringEndsWith( '.example', (string) get_post_meta( $person->ID, ContentService::META_EMAIL, true ) );
			}
		}
	}

	public function test_primary_menu_is_assigned_with_the_company_dropdown(): void {
		$locations = get_nav_menu_locations();
		$this->assertArrayHasKey( 'primary', $locations );
		$items   = wp_get_nav_menu_items( $locations['primary'] );
		$parents = array_filter( $items, static fn( $item ) => 0 === (int) $item->menu_item_parent );
		$nested  = array_filter( $items, static fn( $item ) => 0 !== (int) $item->menu_item_parent );
		$this->assertCount( 5, $nested, 'about, team, news, open applications and metal prices under "Company"; contact is top-level only (issue 27)' );
		$this->assertGreaterThanOrEqual( 2, count( $parents ) );
	}

	public function test_running_again_changes_no_counts(): void {
		$count = static function (): array {
			global $wpdb;
			$rows = $wpdb->get_results( $wpdb->prepare( "SELECT post_type, COUNT(*) AS n FROM {$wpdb->posts} WHERE post_status <> %s GROUP BY post_type", 'auto-draft' ), ARRAY_A );
			return array_column( $rows, 'n', 'post_type' );
		};
		$before = $count();
		$lines  = Seeder::run();
		$after  = $count();
		Seeder::run();
		$this->assertSame( $before, $after, 'the second run created posts' );
		$this->assertSame( $after, $count(), 'the third run created posts' );
		$this->assertNotEmpty( $lines );
		$this->assertStringContainsString( '(0 new)', $lines[0] );
	}

	public function test_a_deleted_page_is_created_again_with_its_template(): void {
		$id = Pages::id( 'applications', 'hr' );
		wp_delete_post( $id, true );
		Pages::forget();
		$this->assertSame( 'en', Translations::language_of( Pages::id( 'applications', 'hr' ) ), 'meanwhile the English version stands in (the fallback)' );
		Seeder::run();
		Pages::forget();
		$again = Pages::id( 'applications', 'hr' );
		$this->assertNotSame( $id, $again );
		$this->assertSame( 'hr', Translations::language_of( $again ) );
		$this->assertSame( 'templates/page-applications.php', get_post_meta( $again, '_wp_page_template', true ) );
		$group = Translations::group( $again );
		ksort( $group );
		$this->assertSame( array( 'en', 'hr', 'sr' ), array_keys( $group ), 'linked to its translations again' );
	}
}
