<?php
/**
 * Order lists under parallel writes, their table and the move out of user meta (issue 26).
 *
 * @package Kabelshop
 */

declare( strict_types=1 );

namespace Kabelshop\Tests\OrderLists;

use Kabelshop\OrderLists\OrderListRepository;
use Kabelshop\OrderLists\OrderListTable;
use Kabelshop\Tests\Commerce\CommerceFixtures;
use Kabelshop\Tests\Support\ParallelRequests;
use Kabelshop\Tests\TestCase;

/**
 * Issue 26: 10 creates at once all answered 201 and 3 lists were kept (the lists were one user
 * meta entry, read, changed and written back without a lock). Now every answer that says 201 or
 * 200 is a list that is kept, the 30-list limit holds under parallel creates, and the lists of
 * the old meta entry move into the table with their ids.
 */
final class OrderListsConcurrencyTest extends TestCase {

	use CommerceFixtures;
	use ParallelRequests;

	private const ROUTE = 'kabelshop/v1/order-lists';

	/**
	 * One line of $code.
	 *
	 * @param string $code     Article code.
	 * @param int    $quantity Metres.
	 * @return list<array{article_code: string, quantity_m: int}>
	 */
	private static function line( string $code, int $quantity = 10 ): array {
		return array(
			array(
				'article_code' => $code,
				'quantity_m'   => $quantity,
			),
		);
	}

	public function test_ten_parallel_creates_keep_ten_lists(): void {
		$user     = $this->make_customer();
		$code     = $this->make_article( 1000 );
		$requests = array();
		for ( $i = 1; $i <= 10; $i++ ) {
			$requests[] = array(
				'method' => 'POST',
				'route'  => self::ROUTE,
				'json'   => array(
					'name'  => 'Gradilište ' . $i,
					'lines' => self::line( $code, $i * 10 ),
				),
			);
		}
		$answers = $this->at_once( $user, $requests );

		$this->assertSame( array_fill( 0, 10, 201 ), self::statuses( $answers ), (string) wp_json_encode( array_column( $answers, 'raw' ) ) );
		$ids = array_column( array_column( $answers, 'body' ), 'id' );
		$this->assertCount( 10, array_unique( $ids ), 'ten different ids' );
		$lists = ( new OrderListRepository() )->all( $user );
		$this->assertCount( 10, $lists, 'every 201 is a list that is kept' );
		$this->assertEqualsCanonicalizing( $ids, array_column( $lists, 'id' ) );
		foreach ( $lists as $list ) {
			$number = (int) substr( $list['name'], strlen( 'Gradilište ' ) );
			$this->assertSame( self::line( $code, $number * 10 ), $list['lines'], 'each list kept its own lines' );
		}
	}

	public function test_parallel_creates_never_pass_the_limit(): void {
		$user = $this->make_customer();
		$code = $this->make_article( 1000 );
		$repo = new OrderListRepository();
		for ( $i = 0; $i < OrderListRepository::MAX_LISTS - 5; $i++ ) {
			$this->assertNotNull( $repo->create( $user, 'Stara ' . $i, self::line( $code ) ) );
		}
		$requests = array();
		for ( $i = 1; $i <= 10; $i++ ) {
			$requests[] = array(
				'method' => 'POST',
				'route'  => self::ROUTE,
				'json'   => array(
					'name'  => 'Nova ' . $i,
					'lines' => self::line( $code ),
				),
			);
		}
		$answers = $this->at_once( $user, $requests );

		$this->assertSame( array( 201, 201, 201, 201, 201, 409, 409, 409, 409, 409 ), self::statuses( $answers ), (string) wp_json_encode( array_column( $answers, 'raw' ) ) );
		foreach ( $answers as $answer ) {
			if ( 409 === $answer['status'] ) {
				$this->assertSame( 'kabelshop_order_list_full', $answer['body']['code'] ?? '' );
				$this->assertSame( 'Već imate 30 popisa za narudžbu. Najprije obrišite jedan.', $answer['body']['message'] ?? '', 'translated' );
			}
		}
		$this->assertSame( OrderListRepository::MAX_LISTS, $repo->count( $user ), 'the 31st list is refused, also when they arrive together' );
		$this->assertNotNull( $repo->find( $user, (string) $answers[ array_search( 201, array_column( $answers, 'status' ), true ) ]['body']['id'] ) );
	}

	public function test_parallel_edits_of_one_list_and_new_lists_lose_no_list(): void {
		$user   = $this->make_customer();
		$repo   = new OrderListRepository();
		$codes  = array();
		for ( $i = 0; $i <= 10; $i++ ) {
			$codes[ $i ] = $this->make_article( 1000 + $i );
		}
		$edited = (string) $repo->create( $user, 'Mjesečna zaliha', self::line( $codes[0] ) );
		$other  = (string) $repo->create( $user, 'Hala B', self::line( $codes[0], 50 ) );
		$before = $repo->find( $user, $other );

		$requests = array();
		for ( $i = 1; $i <= 10; $i++ ) {
			// Each save renames the list and gives it its own article, as a person editing in one tab
			// of ten; five more tabs save the cart as a new list at the same moment.
			$requests[] = array(
				'method' => 'POST',
				'route'  => self::ROUTE . '/' . $edited,
				'json'   => array(
					'name'  => 'Izmjena ' . $i,
					'lines' => self::line( $codes[ $i ], $i * 10 ),
				),
			);
			if ( $i <= 5 ) {
				$requests[] = array(
					'method' => 'POST',
					'route'  => self::ROUTE,
					'json'   => array(
						'name'  => 'Košarica ' . $i,
						'lines' => self::line( $codes[ $i ] ),
					),
				);
			}
		}
		$answers = $this->at_once( $user, $requests );

		$this->assertSame( array_merge( array_fill( 0, 10, 200 ), array_fill( 0, 5, 201 ) ), self::statuses( $answers ), (string) wp_json_encode( array_column( $answers, 'raw' ) ) );
		$lists = $repo->all( $user );
		$this->assertCount( 7, $lists, 'the two lists and the five new ones: none lost' );
		$this->assertEqualsCanonicalizing( array( 'Košarica 1', 'Košarica 2', 'Košarica 3', 'Košarica 4', 'Košarica 5' ), array_values( array_filter( array_column( $lists, 'name' ), static fn( string $name ): bool => str_starts_with( $name, 'Košarica' ) ) ) );
		$list = $repo->find( $user, $edited );
		$this->assertNotNull( $list );
		$this->assertMatchesRegularExpression( '/^Izmjena (\d+)$/', $list['name'] );
		$number = (int) substr( $list['name'], strlen( 'Izmjena ' ) );
		$this->assertSame( self::line( $codes[ $number ], $number * 10 ), $list['lines'], 'name and lines of the same save: one consistent list' );
		$this->assertSame( $before, $repo->find( $user, $other ), 'the list nobody edited is unchanged' );
	}

	public function test_lists_kept_in_user_meta_move_into_the_table_with_their_ids(): void {
		global $wpdb;
		$user  = $this->make_customer();
		$code  = $this->make_article( 1000 );
		$other = $this->make_customer();
		$old   = array(
			array(
				'id'         => 'a1b2c3d4e5f6',
				'name'       => 'Site kit A',
				'lines'      => array(
					array(
						'article_code' => $code,
						'quantity_m'   => 100,
					),
					array( 'broken' => true ),
				),
				'created_at' => '2026-10-01 08:00:00',
				'updated_at' => '2026-10-02 09:30:00',
			),
			array(
				'id'         => 'not-an-id',
				'name'       => str_repeat( 'Ž', 90 ),
				'lines'      => array(),
				'created_at' => 'yesterday',
			),
			'not a list',
		);
		update_user_meta( $user, OrderListTable::META_KEY, $old );
		update_user_meta(
			$other,
			OrderListTable::META_KEY,
			array(
				array(
					'id'         => 'a1b2c3d4e5f6',
					'name'       => 'Same id, another customer',
					'lines'      => array(),
					'created_at' => '2026-09-01 08:00:00',
					'updated_at' => '2026-09-01 08:00:00',
				),
			)
		);

		$this->assertSame( 3, OrderListTable::migrate() );
		$this->assertSame( 0, OrderListTable::migrate(), 'a second run moves nothing twice' );
		wp_cache_flush();
		$this->assertSame( '', get_user_meta( $user, OrderListTable::META_KEY, true ), 'the meta entry is gone' );
		$this->assertSame( 0, (int) $wpdb->get_var( $wpdb->prepare( "SELECT COUNT(*) FROM {$wpdb->usermeta} WHERE meta_key = %s AND user_id IN (%d, %d)", OrderListTable::META_KEY, $user, $other ) ) );

		$repo = new OrderListRepository();
		$kit  = $repo->find( $user, 'a1b2c3d4e5f6' );
		$this->assertSame(
			array(
				'id'         => 'a1b2c3d4e5f6',
				'name'       => 'Site kit A',
				'lines'      => array(
					array(
						'article_code' => $code,
						'quantity_m'   => 100,
					),
				),
				'created_at' => '2026-10-01 08:00:00',
				'updated_at' => '2026-10-02 09:30:00',
			),
			$kit,
			'id, name, lines and dates kept'
		);
		$this->assertSame( 'Same id, another customer', $repo->find( $other, 'a1b2c3d4e5f6' )['name'] ?? '', 'each customer keeps their own list' );
		$lists = $repo->all( $user );
		$this->assertCount( 2, $lists );
		$renamed = array_values( array_filter( $lists, static fn( array $l ): bool => 'a1b2c3d4e5f6' !== $l['id'] ) )[0];
		$this->assertMatchesRegularExpression( '/^[a-f0-9]{12}$/', $renamed['id'], 'a stored id that was not one gets a new one' );
		$this->assertSame( str_repeat( 'Ž', OrderListRepository::MAX_NAME ), $renamed['name'] );

		// The routes answer the moved lists as before.
		$this->login( $user );
		$answer = $this->rest( 'GET', '/' . self::ROUTE );
		$this->assertSame( 200, $answer->get_status() );
		$shown = array_values( array_filter( $answer->get_data()['lists'], static fn( array $l ): bool => 'a1b2c3d4e5f6' === $l['id'] ) );
		$this->assertCount( 1, $shown );
		$this->assertSame( array( 'Site kit A', $code, 100 ), array( $shown[0]['name'], $shown[0]['lines'][0]['article_code'], $shown[0]['lines'][0]['quantity_m'] ) );
		$this->assertSame( 200, $this->rest( 'POST', '/' . self::ROUTE . '/a1b2c3d4e5f6', array( 'name' => 'Site kit B' ) )->get_status() );
		$this->assertSame( 'Site kit B', $repo->find( $user, 'a1b2c3d4e5f6' )['name'] ?? '' );
	}

	public function test_a_deleted_account_takes_its_lists_along(): void {
		require_once ABSPATH . 'wp-admin/includes/user.php';
		$user = $this->make_customer();
		$keep = $this->make_customer();
		$code = $this->make_article( 1000 );
		$repo = new OrderListRepository();
		$repo->create( $user, 'Odlazi', self::line( $code ) );
		$repo->create( $keep, 'Ostaje', self::line( $code ) );
		$this->assertTrue( wp_delete_user( $user ) );
		$this->assertSame( 0, $repo->count( $user ) );
		$this->assertSame( 1, $repo->count( $keep ), 'another customer\'s lists stay' );
	}

	public function test_an_edit_of_a_list_deleted_meanwhile_answers_404(): void {
		$user = $this->make_customer();
		$code = $this->make_article( 1000 );
		$repo = new OrderListRepository();
		$id   = (string) $repo->create( $user, 'Kratko', self::line( $code ) );
		$this->assertTrue( $repo->delete( $user, $id ) );
		$this->assertFalse( $repo->update( $user, $id, 'Novo', null ), 'no row is written for a list that is gone' );
		$this->assertNull( $repo->find( $user, $id ) );
		$this->assertTrue( $repo->update( $user, (string) $repo->create( $user, 'Isto', self::line( $code ) ), 'Isto', null ), 'saving the same name again is still a success' );
	}
}
