<?php
/**
 * The wishlist under parallel adds (issue 26).
 *
 * @package Kabelshop
 */

declare( strict_types=1 );

namespace Kabelshop\Tests\Wishlist;

use Kabelshop\Tests\Commerce\CommerceFixtures;
use Kabelshop\Tests\Support\ParallelRequests;
use Kabelshop\Tests\TestCase;
use Kabelshop\Wishlist\WishlistRepository;
use Kabelshop\Wishlist\WishlistTable;

/**
 * Ten "Save to wishlist" clicks at once keep ten articles, and the 200-article limit holds when
 * the last free places are taken by adds that arrive together.
 */
final class WishlistConcurrencyTest extends TestCase {

	use CommerceFixtures;
	use ParallelRequests;

	/**
	 * Ten POST wishlist requests, one per article.
	 *
	 * @param list<string> $codes Article codes.
	 * @return list<array{method: string, route: string, json: array<string, mixed>}>
	 */
	private static function adds( array $codes ): array {
		return array_map(
			static fn( string $code ): array => array(
				'method' => 'POST',
				'route'  => 'kabelshop/v1/wishlist',
				'json'   => array( 'article_code' => $code ),
			),
			$codes
		);
	}

	public function test_ten_parallel_adds_of_ten_articles_keep_ten_items(): void {
		$user  = $this->make_customer();
		$codes = array();
		for ( $i = 0; $i < 10; $i++ ) {
			$codes[] = $this->make_article( 1000 + $i );
		}
		$answers = $this->at_once( $user, self::adds( $codes ) );
		$this->assertSame( array_fill( 0, 10, 200 ), self::statuses( $answers ), (string) wp_json_encode( array_column( $answers, 'raw' ) ) );
		$this->login( $user );
		$this->assertEqualsCanonicalizing( $codes, array_column( ( new WishlistRepository() )->items( $user ), 'article_code' ) );
	}

	public function test_parallel_adds_never_pass_the_limit(): void {
		global $wpdb;
		$user = $this->make_customer();
		// 195 entries written directly (a fixture: the limit counts entries, whatever their article).
		for ( $i = 0; $i < WishlistRepository::MAX_ENTRIES - 5; $i++ ) {
			$wpdb->insert(
				WishlistTable::name(),
				array(
					'user_id'      => $user,
					'article_code' => 'KS-OLD-' . $i,
					'created_at'   => '2026-01-01 00:00:00',
				)
			);
		}
		$codes = array();
		for ( $i = 0; $i < 10; $i++ ) {
			$codes[] = $this->make_article( 1000 + $i );
		}
		$answers = $this->at_once( $user, self::adds( $codes ) );
		$this->assertSame( array( 200, 200, 200, 200, 200, 409, 409, 409, 409, 409 ), self::statuses( $answers ), (string) wp_json_encode( array_column( $answers, 'raw' ) ) );
		foreach ( $answers as $answer ) {
			if ( 409 === $answer['status'] ) {
				$this->assertSame( 'kabelshop_wishlist_full', $answer['body']['code'] ?? '' );
			}
		}
		$this->assertSame( WishlistRepository::MAX_ENTRIES, ( new WishlistRepository() )->count( $user ) );
	}

	public function test_a_deleted_account_takes_its_wishlist_along(): void {
		require_once ABSPATH . 'wp-admin/includes/user.php';
		$user = $this->make_customer();
		$repo = new WishlistRepository();
		$this->assertTrue( $repo->add( $user, $this->make_article( 1000 ) ) );
		$this->assertTrue( wp_delete_user( $user ) );
		$this->assertSame( 0, $repo->count( $user ) );
	}
}
