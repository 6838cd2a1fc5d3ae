<?php
/**
 * An order reads its settings in one statement (issue 16; issue 28: core's own priming).
 *
 * @package Kabelshop
 */

declare( strict_types=1 );

namespace Kabelshop\Tests\Commerce;

use Kabelshop\Commerce\Checkout;
use Kabelshop\Tests\TestCase;

/**
 * Placing an order reads the shop's settings (delivery, drums, payments, metal surcharge), most of
 * them not autoloaded or not stored at all, which WordPress reads with a statement each. The
 * checkout primes them with core's wp_prime_option_caches() (WordPress 6.4; the theme's own copy,
 * Setup\OptionCache, went at issue 28), so the order's request runs no single-option statement.
 */
final class CheckoutSettingsReadTest extends TestCase {

	use CommerceFixtures;

	/** @var list<string> Statements run while the filter listens. */
	private array $statements = array();

	/**
	 * Filter query: records each statement.
	 *
	 * @param string $sql Statement.
	 */
	public function record( string $sql ): string {
		$this->statements[] = $sql;
		return $sql;
	}

	public function test_an_order_reads_no_setting_with_a_statement_of_its_own(): void {
		$user    = $this->make_customer();
		$article = $this->make_article( 1000 );
		$this->login( $user );
		// As a new request starts: nothing of the options but the autoloaded ones is cached.
		wp_cache_delete( 'notoptions', 'options' );
		foreach ( Checkout::SETTINGS as $name ) {
			wp_cache_delete( $name, 'options' );
		}
		add_filter( 'query', array( $this, 'record' ) );
		try {
			$response = $this->rest( 'POST', '/kabelshop/v1/orders', $this->order_body( array( array( 'article_code' => $article, 'quantity_m' => 10 ) ) ), $this->with_key() );
		} finally {
			remove_filter( 'query', array( $this, 'record' ) );
		}
		$this->assertSame( 201, $response->get_status() );
		$single = array_values(
			array_filter(
				$this->statements,
				static fn( string $sql ): bool => (bool) preg_match( "/SELECT option_value FROM \\S*options\\S* WHERE option_name = '(" . implode( '|', array_map( 'preg_quote', Checkout::SETTINGS ) ) . ")'/", $sql )
			)
		);
		$this->assertSame( array(), $single, 'no setting of the order is read with a statement of its own' );
		$primed = array_filter( $this->statements, static fn( string $sql ): bool => str_contains( $sql, 'WHERE option_name IN' ) && str_contains( $sql, "'" . Checkout::SETTINGS[0] . "'" ) );
		$this->assertCount( 1, $primed, 'one statement read them' );
	}
}
