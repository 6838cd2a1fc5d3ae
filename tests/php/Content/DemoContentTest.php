<?php
/**
 * The seeded demo content of issue 12: every type in three languages, linked, marked as demo,
 * with demo images in the media library (all sizes, alt texts in three languages); seeding
 * twice creates nothing twice.
 *
 * @package Kabelshop
 */

declare( strict_types=1 );

namespace Kabelshop\Tests\Content;

use Kabelshop\Content\ContentService;
use Kabelshop\Content\ContentTypes;
use Kabelshop\Content\DemoImages;
use Kabelshop\Content\Seeder;
use Kabelshop\I18n\LanguageRouter;
use Kabelshop\I18n\Translations;
use Kabelshop\Tests\TestCase;

final class DemoContentTest extends TestCase {

	/**
	 * How many posts of a type (any language, any status).
	 *
	 * @param string $type Post type.
	 */
	private function posts_of( string $type ): int {
		return count(
			get_posts(
				array(
					'post_type'                  => $type,
					'post_status'                => 'any',
					'posts_per_page'             => -1,
					'fields'                     => 'ids',
					LanguageRouter::ANY_LANGUAGE => true,
				)
			)
		);
	}

	public function test_every_type_is_seeded_in_three_linked_languages(): void {
		$expected = array(
			ContentTypes::FAQ_TYPE    => 7,
			ContentTypes::EVENT_TYPE  => 5,
			ContentTypes::CARD_TYPE   => 7,
			ContentTypes::FIGURE_TYPE => 4,
			ContentTypes::JOB_TYPE    => 2,
		);
		foreach ( $expected as $type => $items ) {
			$posts = get_posts(
				array(
					'post_type'                  => $type,
					'posts_per_page'             => -1,
					'meta_key'                   => Seeder::META_SEEDED, // phpcs:ignore WordPress.DB.SlowDBQuery.slow_db_query_meta_key -- test.
					LanguageRouter::ANY_LANGUAGE => true,
				)
			);
			$this->assertCount( $items * 3, $posts, $type );
			foreach ( $posts as $post ) {
				$this->assertSame( array( 'en', 'hr', 'sr' ), self::sorted_keys( Translations::group( $post->ID ) ), "$type {$post->post_name}: linked in three languages" );
			}
		}
		$cards = get_posts(
			array(
				'post_type'      => ContentTypes::CARD_TYPE,
				'posts_per_page' => -1,
				'meta_key'       => ContentTypes::META_PLACEMENT, // phpcs:ignore WordPress.DB.SlowDBQuery.slow_db_query_meta_key -- test.
				'meta_value'     => 'home_card', // phpcs:ignore WordPress.DB.SlowDBQuery.slow_db_query_meta_value -- test.
				'tax_query'      => array( Translations::tax_clause( 'hr' ) ), // phpcs:ignore WordPress.DB.SlowDBQuery.slow_db_query_tax_query -- test.
			)
		);
		$this->assertGreaterThanOrEqual( 4, count( $cards ), '4+ home cards' );
	}

	/**
	 * Keys, sorted.
	 *
	 * @param array<string, int> $group Translation group.
	 * @return list<string>
	 */
	private static function sorted_keys( array $group ): array {
		$keys = array_keys( $group );
		sort( $keys );
		return $keys;
	}

	public function test_demo_images_exist_in_every_size_with_alt_texts_and_are_used(): void {
		$images = get_posts(
			array(
				'post_type'      => 'attachment',
				'post_status'    => 'inherit',
				'posts_per_page' => -1,
				'meta_key'       => DemoImages::META_KEY, // phpcs:ignore WordPress.DB.SlowDBQuery.slow_db_query_meta_key -- test.
				'post_mime_type' => 'image/jpeg',
			)
		);
		$this->assertGreaterThanOrEqual( 20, count( $images ) );
		foreach ( $images as $image ) {
			$meta = wp_get_attachment_metadata( $image->ID );
			$this->assertIsArray( $meta );
			$this->assertFileExists( (string) get_attached_file( $image->ID ) );
			$this->assertNotEmpty( $meta['sizes'], 'sub-sizes for the srcset' );
			$this->assertStringStartsWith( 'Demo slika', (string) get_post_meta( $image->ID, '_wp_attachment_image_alt', true ) );
			$this->assertStringStartsWith( 'Demo picture', (string) get_post_meta( $image->ID, ContentTypes::ALT_META['en'], true ) );
			$this->assertStringStartsWith( 'Demo slika', (string) get_post_meta( $image->ID, ContentTypes::ALT_META['sr'], true ) );
		}
		$card = $images[0]->ID;
		$this->assertNotSame( '', (string) wp_get_attachment_image_srcset( $card, 'large' ) );

		foreach ( array( 'post', ContentService::PERSON_TYPE, ContentTypes::EVENT_TYPE, ContentTypes::CARD_TYPE ) as $type ) {
			$posts = get_posts(
				array(
					'post_type'                  => $type,
					'posts_per_page'             => -1,
					'meta_key'                   => Seeder::META_SEEDED, // phpcs:ignore WordPress.DB.SlowDBQuery.slow_db_query_meta_key -- test.
					LanguageRouter::ANY_LANGUAGE => true,
				)
			);
			foreach ( $posts as $post ) {
				$this->assertTrue( has_post_thumbnail( $post ), "$type {$post->post_name} has an image" );
			}
		}
	}

	public function test_another_site_reuses_the_sizes_of_a_demo_picture(): void {
		$alts  = array(
			'hr' => 'Demo slika: test',
			'en' => 'Demo picture: test',
			'sr' => 'Demo slika: test',
		);
		$first = DemoImages::get( 'test-reuse', 600, 400, 1, $alts, 'Demo: test' );
		$meta  = wp_get_attachment_metadata( $first );
		$this->assertIsArray( $meta );
		$this->assertNotEmpty( $meta['sizes'] );
		$dir   = dirname( (string) get_attached_file( $first ) );
		$files = array_map( static fn( array $size ): string => $dir . '/' . $size['file'], $meta['sizes'] );
		foreach ( $files as $file ) {
			touch( $file, time() - 3600 );
		}
		// Another site: the same shared file, an attachment of its own.
		update_post_meta( $first, DemoImages::META_KEY, 'test-reuse-other-site' );
		DemoImages::forget();
		$second = DemoImages::get( 'test-reuse', 600, 400, 1, $alts, 'Demo: test' );
		try {
			$this->assertNotSame( $first, $second );
			$this->assertSame( $meta['sizes'], wp_get_attachment_metadata( $second )['sizes'] ?? null, 'the same sizes for the srcset' );
			clearstatcache();
			foreach ( $files as $file ) {
				$this->assertLessThan( time() - 60, filemtime( $file ), basename( $file ) . ' was reused, not scaled again' );
			}
		} finally {
			wp_delete_attachment( $second, true );
			wp_delete_attachment( $first, true );
			DemoImages::forget();
			foreach ( (array) glob( $dir . '/kabelshop-demo-test-reuse*' ) as $left ) {
				unlink( $left );
			}
		}
	}

	public function test_seeding_twice_creates_nothing_twice(): void {
		$types  = array( ContentTypes::FAQ_TYPE, ContentTypes::EVENT_TYPE, ContentTypes::CARD_TYPE, ContentTypes::FIGURE_TYPE, ContentTypes::JOB_TYPE, ContentService::PERSON_TYPE, 'post', 'page', 'attachment' );
		$before = array_map( array( $this, 'posts_of' ), $types );
		$terms  = (int) wp_count_terms( array( 'taxonomy' => ContentTypes::FAQ_GROUP, 'hide_empty' => false ) );
		DemoImages::forget();
		$start = microtime( true );
		Seeder::run();
		$this->assertLessThan( 10.0, microtime( true ) - $start, 'a second seeding is quick' );
		$this->assertSame( $before, array_map( array( $this, 'posts_of' ), $types ) );
		$this->assertSame( $terms, (int) wp_count_terms( array( 'taxonomy' => ContentTypes::FAQ_GROUP, 'hide_empty' => false ) ) );
	}
}
