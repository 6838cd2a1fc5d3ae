<?php
/**
 * Fixtures of the price-list mailing tests.
 *
 * @package Kabelshop
 */

declare( strict_types=1 );

namespace Kabelshop\Tests\Newsletter;

use Kabelshop\Catalog\ArticleRepository;
use Kabelshop\Newsletter\NewsletterTables;
use Kabelshop\Newsletter\Subscribers;

/**
 * Articles written the way the import writes them (ArticleRepository::upsert(), which records the
 * price history), a price history moved to fixed times, and subscribers in a state.
 */
trait NewsletterFixtures {

	/**
	 * A cable type with one article at a price, written through ArticleRepository::upsert().
	 *
	 * @param string $designation Product title.
	 * @param string $size        Size label.
	 * @param int    $price_e4    Price per metre in 1/10000 EUR.
	 * @return string Article code.
	 */
	protected function upsert_article( string $designation, string $size, int $price_e4 ): string {
		$code       = strtoupper( $this->unique( 'KS-NL-' ) );
		$product_id = wp_insert_post(
			array(
				'post_type'   => 'kabelshop_cable',
				'post_status' => 'publish',
				'post_title'  => $designation,
			)
		);
		$this->assertIsInt( $product_id );
		$this->set_price( $code, $price_e4, $product_id, $size );
		return $code;
	}

	/**
	 * Writes an article's price through ArticleRepository::upsert().
	 *
	 * @param string $code       Article code.
	 * @param int    $price_e4   Price.
	 * @param int    $product_id Product (0: keep the article's).
	 * @param string $size       Size label ('' keeps 3x1.5).
	 */
	protected function set_price( string $code, int $price_e4, int $product_id = 0, string $size = '' ): void {
		global $wpdb;
		if ( 0 === $product_id ) {
			$product_id = (int) $wpdb->get_var( $wpdb->prepare( 'SELECT product_id FROM ' . $wpdb->prefix . 'kabelshop_articles WHERE article_code = %s', $code ) ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared
			$size       = (string) $wpdb->get_var( $wpdb->prepare( 'SELECT size_label FROM ' . $wpdb->prefix . 'kabelshop_articles WHERE article_code = %s', $code ) ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared
		}
		( new ArticleRepository() )->upsert(
			array(
				'article_code'     => $code,
				'product_id'       => $product_id,
				'cores'            => 3,
				'size_label'       => '' !== $size ? $size : '3x1.5',
				'packaging'        => 'ring',
				'package_length_m' => 100,
				'unit_price_e4'    => $price_e4,
				'price_is_demo'    => false,
				'copper_computed'  => false,
				'search_text'      => strtolower( $code ),
			)
		);
	}

	/**
	 * Sets the valid_from of an article's history rows, oldest first.
	 *
	 * @param string       $code  Article code.
	 * @param list<string> $times UTC times, one per row.
	 */
	protected function history_at( string $code, array $times ): void {
		global $wpdb;
		$table = NewsletterTables::history();
		$ids   = $wpdb->get_col( $wpdb->prepare( "SELECT id FROM {$table} WHERE article_code = %s ORDER BY id", $code ) ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared
		$this->assertCount( count( $times ), $ids, 'history rows of ' . $code );
		foreach ( $ids as $i => $id ) {
			$wpdb->update( $table, array( 'valid_from' => $times[ $i ] ), array( 'id' => (int) $id ) );
		}
	}

	/**
	 * A subscriber in a status, in a language.
	 *
	 * @param string $status   Subscribers::PENDING | CONFIRMED | UNSUBSCRIBED.
	 * @param string $language 'hr' | 'en' | 'sr'.
	 * @return array<string, mixed> Subscribers::shape().
	 */
	protected function make_subscriber( string $status, string $language = 'hr' ): array {
		global $wpdb;
		$subscribers = new Subscribers();
		$stored      = $subscribers->subscribe( $this->unique( 'sub' ) . '@example.test', $language, '192.0.2.1', 'consent' );
		if ( Subscribers::CONFIRMED === $status ) {
			$subscribers->confirm( (string) $stored['token'] );
		} elseif ( Subscribers::UNSUBSCRIBED === $status ) {
			$subscribers->unsubscribe( $stored['id'] );
		}
		$subscriber = $subscribers->find( $stored['id'] );
		$this->assertNotNull( $subscriber );
		$this->assertSame( $status, $subscriber['status'], (string) $wpdb->last_error );
		return $subscriber;
	}

	/**
	 * Empties the mailing tables (the test site's own database).
	 */
	protected function empty_newsletter_tables(): void {
		global $wpdb;
		foreach ( array( NewsletterTables::sends(), NewsletterTables::mailings(), NewsletterTables::subscribers() ) as $table ) {
			$wpdb->query( "DELETE FROM {$table}" ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared
		}
	}

	/**
	 * The headers of a captured mail as one text.
	 *
	 * @param array<string, mixed> $mail wp_mail arguments.
	 */
	protected static function headers_of( array $mail ): string {
		return implode( "\n", (array) $mail['headers'] );
	}
}
