<?php
/**
 * Drum articles' staff data (issue 14): drum type and metres left on the current drum, set in the
 * cable type's Articles box.
 *
 * @package Kabelshop
 */

declare( strict_types=1 );

namespace Kabelshop\Tests\Commerce;

use Kabelshop\Catalog\ArticleRepository;
use Kabelshop\Catalog\CatalogService;
use Kabelshop\Commerce\Drums\DrumTypes;
use Kabelshop\Tests\TestCase;

/**
 * CatalogService's articles box (select of DrumTypes::all(), metres field, save with errors naming
 * the article and the field, nonce and capability), ArticleRepository::set_drum(). The product
 * table's line: tests/php/View/CurrentDrumTableTest.php.
 */
final class DrumArticlesTest extends TestCase {

	use StockFixtures;

	protected function tearDown(): void {
		unset( $_POST['kabelshop_product_meta_nonce'], $_POST['kabelshop_articles'] );
		// The test database is not rolled back: a drum type outside the list left on an article
		// would make DrumTypes::sanitize() refuse every later save (DrumChargesTest).
		global $wpdb;
		$table = \Kabelshop\Catalog\ArticleTable::name();
		// phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared, WordPress.DB.DirectDatabaseQuery -- table name from code.
		$wpdb->query( $wpdb->prepare( "UPDATE {$table} SET drum_type = '' WHERE drum_type IN (%s, %s)", 'old-steel', 'steel-9000' ) );
		parent::tearDown();
	}

	/**
	 * The stored article of a code.
	 *
	 * @param string $code Article code.
	 */
	private function stored( string $code ): \Kabelshop\Catalog\Article {
		return ( new ArticleRepository() )->find_by_codes( array( $code ) )[ $code ];
	}

	/**
	 * Saves one article row of the box; returns the errors.
	 *
	 * @param string               $code Article code.
	 * @param array<string, mixed> $row  Drum fields.
	 * @return list<string>
	 */
	private function save( string $code, array $row ): array {
		$article = $this->stored( $code );
		return CatalogService::save_article_ordering( $article->product_id, array( $article->id => array( 'present' => '1' ) + $row ) );
	}

	public function test_staff_set_drum_type_and_metres_left_empty_clears_them(): void {
		$code = $this->stock_article( array( 'package_length_m' => 500 ) );
		$this->assertSame(
			array(),
			$this->save(
				$code,
				array(
					'drum_type'        => 'wood-800',
					'drum_remaining_m' => ' 320 ',
				)
			)
		);
		$article = $this->stored( $code );
		$this->assertSame( array( 'wood-800', 320 ), array( $article->drum_type, $article->drum_remaining_m ) );
		$this->assertSame(
			array(),
			$this->save(
				$code,
				array(
					'drum_type'        => 'wood-800',
					'drum_remaining_m' => '500',
				)
			),
			'a full drum: the drum length is allowed'
		);
		$this->assertSame( 500, $this->stored( $code )->drum_remaining_m );
		$this->assertSame(
			array(),
			$this->save(
				$code,
				array(
					'drum_type'        => '',
					'drum_remaining_m' => '',
				)
			)
		);
		$article = $this->stored( $code );
		$this->assertSame( array( '', null ), array( $article->drum_type, $article->drum_remaining_m ), 'none and not kept' );
	}

	public function test_bad_input_keeps_the_stored_values_and_names_article_and_field(): void {
		$this->in_english();
		$code = $this->stock_article( array( 'package_length_m' => 500 ) );
		$this->save(
			$code,
			array(
				'drum_type'        => 'wood-630',
				'drum_remaining_m' => '320',
			)
		);
		foreach ( array( '-5', '12.5', '0', 'abc', '3e2' ) as $bad ) {
			$errors = $this->save(
				$code,
				array(
					'drum_type'        => 'wood-630',
					'drum_remaining_m' => $bad,
				)
			);
			$this->assertSame( array( "Article {$code}, metres left on the current drum: enter whole metres from 1 to 500, or leave the field empty when you do not keep the figure." ), $errors, $bad );
			$this->assertSame( 320, $this->stored( $code )->drum_remaining_m, $bad . ' keeps the stored figure' );
		}
		$errors = $this->save(
			$code,
			array(
				'drum_type'        => 'wood-630',
				'drum_remaining_m' => '501',
			)
		);
		$this->assertSame( array( "Article {$code}, metres left on the current drum: 501 m is more than the drum holds (500 m). Enter what is left on the drum in use; a larger order is cut from a new drum." ), $errors );
		$errors = $this->save(
			$code,
			array(
				'drum_type'        => 'steel-9000',
				'drum_remaining_m' => '200',
			)
		);
		$this->assertSame( array( "Article {$code}, drum type: choose one of the drum types (Kabelshop -> Drum types and cut fee) or none." ), $errors );
		$article = $this->stored( $code );
		$this->assertSame( array( 'wood-630', 200 ), array( $article->drum_type, $article->drum_remaining_m ), 'each field on its own: the good metres are saved, the unknown type is not' );
	}

	public function test_unknown_length_caps_at_the_maximum_rows_without_drum_fields_keep_them(): void {
		$this->in_english();
		$code = $this->stock_article( array( 'package_length_m' => null ) );
		$this->assertSame( array(), $this->save( $code, array( 'drum_remaining_m' => '2500' ) ) );
		$this->assertSame( 2500, $this->stored( $code )->drum_remaining_m );
		$this->assertSame( array( "Article {$code}, metres left on the current drum: enter whole metres from 1 to 100000, or leave the field empty when you do not keep the figure." ), $this->save( $code, array( 'drum_remaining_m' => '100001' ) ) );
		// The lead-time-only form of older callers (StockTest) leaves the drum data alone.
		$this->assertSame( array(), $this->save( $code, array( 'lead_time_days' => '9' ) ) );
		$this->assertSame( 2500, $this->stored( $code )->drum_remaining_m );
		// A ring is not on a drum: its row's drum fields are ignored.
		$ring = $this->stock_article(
			array(
				'packaging'        => 'ring',
				'package_length_m' => 100,
			)
		);
		$this->assertSame(
			array(),
			$this->save(
				$ring,
				array(
					'drum_type'        => 'wood-800',
					'drum_remaining_m' => '50',
				)
			)
		);
		$this->assertSame( array( '', null ), array( $this->stored( $ring )->drum_type, $this->stored( $ring )->drum_remaining_m ) );
	}

	public function test_a_type_that_left_the_list_stays_selectable_and_saveable(): void {
		$code = $this->stock_article();
		( new ArticleRepository() )->set_drum( $this->stored( $code )->id, 'old-steel', 100 );
		$this->assertSame(
			array(),
			$this->save(
				$code,
				array(
					'drum_type'        => 'old-steel',
					'drum_remaining_m' => '100',
				)
			)
		);
		$this->assertSame( 'old-steel', $this->stored( $code )->drum_type );
		ob_start();
		( new CatalogService() )->render_articles_box( get_post( $this->stored( $code )->product_id ) );
		$html = (string) ob_get_clean();
		$this->assertMatchesRegularExpression( '/<option value="old-steel" selected>/', $html );
	}

	public function test_the_box_offers_the_drum_types_for_drum_articles_only(): void {
		$this->in_english();
		$code    = $this->stock_article( array( 'package_length_m' => 1000 ) );
		$article = $this->stored( $code );
		( new ArticleRepository() )->set_drum( $article->id, 'wood-1000', 740 );
		ob_start();
		( new CatalogService() )->render_articles_box( get_post( $article->product_id ) );
		$html = (string) ob_get_clean();
		$this->assertStringContainsString( '<th scope="col">Drum type</th><th scope="col">Metres left on the current drum</th>', $html );
		$this->assertStringContainsString( 'name="kabelshop_articles[' . $article->id . '][drum_type]" aria-label="Drum type of ' . $code . '"', $html );
		foreach ( DrumTypes::all() as $id => $type ) {
			$this->assertStringContainsString( '<option value="' . $id . '"', $html );
		}
		$types = DrumTypes::all();
		$this->assertStringContainsString( '<option value="wood-1000" selected=\'selected\'>' . $types['wood-1000']['label'] . ' (returnable)</option>', $html );
		$this->assertStringContainsString( '<option value="oneway-500">' . $types['oneway-500']['label'] . ' (one-way)</option>', $html );
		$this->assertMatchesRegularExpression( '/max="1000" step="1" name="kabelshop_articles\[' . $article->id . '\]\[drum_remaining_m\]" value="740"/', $html );

		$ring = $this->stored(
			$this->stock_article(
				array(
					'packaging'        => 'ring',
					'package_length_m' => 100,
				)
			)
		);
		ob_start();
		( new CatalogService() )->render_articles_box( get_post( $ring->product_id ) );
		$this->assertStringNotContainsString( 'Drum type', (string) ob_get_clean(), 'no drum columns for a cable type without drum articles' );
	}

	public function test_save_meta_checks_nonce_and_capability_and_carries_the_errors_to_the_notice(): void {
		$this->in_english();
		$code     = $this->stock_article( array( 'package_length_m' => 500 ) );
		$article  = $this->stored( $code );
		$post     = get_post( $article->product_id );
		$form     = array(
			$article->id => array(
				'present'          => '1',
				'drum_type'        => 'wood-800',
				'drum_remaining_m' => '900',
			),
		);
		$customer = $this->make_customer();
		$this->login( $customer );
		$_POST['kabelshop_product_meta_nonce'] = wp_create_nonce( 'kabelshop_product_meta' );
		$_POST['kabelshop_articles']           = $form;
		( new CatalogService() )->save_meta( $post->ID, $post );
		$this->assertSame( '', $this->stored( $code )->drum_type, 'a customer cannot edit the cable type' );

		$admin = (int) wp_insert_user(
			array(
				'user_login' => $this->unique( 'drumadmin' ),
				'user_email' => $this->unique( 'drumadmin' ) . '@example.test',
				'user_pass'  => wp_generate_password( 16 ),
				'role'       => 'administrator',
			)
		);
		$this->login( $admin );
		$_POST['kabelshop_product_meta_nonce'] = 'not-a-nonce';
		( new CatalogService() )->save_meta( $post->ID, $post );
		$this->assertSame( '', $this->stored( $code )->drum_type, 'a bad nonce saves nothing' );

		$_POST['kabelshop_product_meta_nonce'] = wp_create_nonce( 'kabelshop_product_meta' );
		( new CatalogService() )->save_meta( $post->ID, $post );
		$article = $this->stored( $code );
		$this->assertSame( array( 'wood-800', null ), array( $article->drum_type, $article->drum_remaining_m ), 'the type is saved, the 900 m on a 500 m drum is not' );
		$errors = get_transient( 'kabelshop_product_errors_' . $admin . '_' . $post->ID );
		$this->assertSame( array( "Article {$code}, metres left on the current drum: 900 m is more than the drum holds (500 m). Enter what is left on the drum in use; a larger order is cut from a new drum." ), $errors );
	}
}
