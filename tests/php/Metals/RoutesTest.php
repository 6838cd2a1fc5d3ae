<?php
/**
 * The metal price REST routes.
 *
 * @package Kabelshop
 */

declare( strict_types=1 );

namespace Kabelshop\Tests\Metals;

use Kabelshop\Metals\Conversion;
use Kabelshop\Tests\TestCase;

/**
 * Runs against the seeded demo data (data/metals: copper to 2025-08-05, aluminium to 2024-08-21,
 * ECB rates to 2026-04-13).
 */
final class RoutesTest extends TestCase {

	public function test_routes_are_registered(): void {
		$routes = rest_get_server()->get_routes();
		foreach ( array( '/kabelshop/v1/metal-prices', '/kabelshop/v1/metal-prices/monthly', '/kabelshop/v1/metal-prices/latest', '/kabelshop/v1/admin/metal-prices-import' ) as $route ) {
			$this->assertArrayHasKey( $route, $routes );
		}
	}

	public function test_week_view_ends_at_the_latest_copper_day_with_eur_from_that_days_rate(): void {
		$response = $this->rest( 'GET', '/kabelshop/v1/metal-prices', array( 'metal' => 'copper', 'period' => 'week', 'currency' => 'EUR' ), array( 'tokens' => false ) );
		$this->assertSame( 200, $response->get_status() );
		$data = $response->get_data();
		$this->assertSame( '2025-08-05', $data['to'] );
		$last = end( $data['days'] );
		$this->assertSame( '2025-08-05', $last['date'] );
		$this->assertSame( '2025-08-05', $last['rate_date'] );
		$this->assertSame( $last['eur'], $last['price'] );
		$usd  = Conversion::parse( $last['usd'], 2 );
		$rate = Conversion::parse( $last['rate'], 4 );
		$this->assertSame( $last['eur'], Conversion::format( Conversion::eur_e2( (int) $usd, (int) $rate ), 2 ) );
		$this->assertGreaterThanOrEqual( 3, count( $data['days'] ) );
		$this->assertLessThanOrEqual( 7, count( $data['days'] ) );
		$this->assertGreaterThanOrEqual( '2025-07-30', $data['days'][0]['date'] );
		$this->assertStringContainsString( 'public', (string) $response->get_headers()['Cache-Control'] );
	}

	public function test_usd_currency_and_longer_views_return_more_days(): void {
		$counts = array();
		foreach ( array( 'week', 'month', 'year', 'all' ) as $period ) {
			$data              = $this->rest( 'GET', '/kabelshop/v1/metal-prices', array( 'metal' => 'aluminium', 'period' => $period, 'currency' => 'USD' ) )->get_data();
			$counts[ $period ] = count( $data['days'] );
			$this->assertSame( '2024-08-21', $data['to'] );
			$this->assertSame( $data['days'][0]['usd'], $data['days'][0]['price'] );
		}
		$this->assertLessThan( $counts['month'], $counts['week'] );
		$this->assertLessThan( $counts['year'], $counts['month'] );
		$this->assertLessThan( $counts['all'], $counts['year'] );
		$this->assertGreaterThan( 4000, $counts['all'] );
	}

	public function test_a_day_without_an_ecb_rate_uses_the_latest_earlier_one(): void {
		// 2008-03-21 was Good Friday: no ECB fixing, but the LME... the data decides: find any
		// price day whose rate date differs.
		$days  = $this->rest( 'GET', '/kabelshop/v1/metal-prices', array( 'metal' => 'copper', 'period' => 'all' ) )->get_data()['days'];
		$other = array_values( array_filter( $days, static fn( $d ) => $d['rate_date'] !== $d['date'] ) );
		$this->assertNotEmpty( $other, 'the seeded data has LME days without an ECB rate' );
		$this->assertLessThan( $other[0]['date'], $other[0]['rate_date'] );
	}

	public function test_bad_arguments_name_the_field(): void {
		$this->assertFieldError( $this->rest( 'GET', '/kabelshop/v1/metal-prices', array( 'metal' => 'gold' ) ), 'metal' );
		$this->assertFieldError( $this->rest( 'GET', '/kabelshop/v1/metal-prices', array( 'period' => 'decade' ) ), 'period' );
		$this->assertFieldError( $this->rest( 'GET', '/kabelshop/v1/metal-prices', array( 'currency' => 'GBP' ) ), 'currency' );
		$this->assertFieldError( $this->rest( 'GET', '/kabelshop/v1/metal-prices/monthly', array( 'from' => '2024-13' ) ), 'from' );
		$this->assertFieldError( $this->rest( 'GET', '/kabelshop/v1/metal-prices/monthly', array( 'to' => '24-01' ) ), 'to' );
		$this->assertFieldError( $this->rest( 'GET', '/kabelshop/v1/metal-prices/monthly', array( 'from' => '2024-05', 'to' => '2024-01' ) ), 'to' );
		$this->assertFieldError( $this->rest( 'GET', '/kabelshop/v1/metal-prices/monthly', array( 'metal' => 'tin' ) ), 'metal' );
	}

	public function test_monthly_averages_with_day_counts(): void {
		$response = $this->rest( 'GET', '/kabelshop/v1/metal-prices/monthly', array( 'metal' => 'copper', 'currency' => 'USD', 'from' => '2024-01', 'to' => '2024-03' ) );
		$this->assertSame( 200, $response->get_status() );
		$months = $response->get_data()['months'];
		$this->assertSame( array( '2024-01', '2024-02', '2024-03' ), array_column( $months, 'month' ) );
		$days = $this->rest( 'GET', '/kabelshop/v1/metal-prices', array( 'metal' => 'copper', 'period' => 'all' ) )->get_data()['days'];
		$jan  = array_values( array_filter( $days, static fn( $d ) => str_starts_with( $d['date'], '2024-01' ) ) );
		$this->assertSame( count( $jan ), $months[0]['days'] );
		$sum = array_sum( array_map( static fn( $d ) => Conversion::parse( $d['usd'], 2 ), $jan ) );
		$this->assertSame( Conversion::format( Conversion::div_round( $sum, count( $jan ) ), 2 ), $months[0]['average'] );
		$this->assertSame( $months[0]['usd'], $months[0]['average'] );
		$this->assertNotNull( $months[0]['eur'] );
	}

	public function test_latest_names_both_metals(): void {
		$response = $this->rest( 'GET', '/kabelshop/v1/metal-prices/latest' );
		$data     = $response->get_data();
		$this->assertSame( '2025-08-05', $data['copper']['date'] );
		$this->assertSame( '2024-08-21', $data['aluminium']['date'] );
		$this->assertStringContainsString( 'max-age', (string) $response->get_headers()['Cache-Control'] );
	}

	public function test_over_http_the_answer_is_public_without_a_nonce(): void {
		$response = wp_remote_get( (string) getenv( 'KABELSHOP_SITE_URL' ) . '/?rest_route=/kabelshop/v1/metal-prices/latest', array( 'timeout' => 20 ) );
		$this->assertSame( 200, wp_remote_retrieve_response_code( $response ) );
		$this->assertStringContainsString( 'public', (string) wp_remote_retrieve_header( $response, 'cache-control' ) );
		$this->assertSame( '', (string) wp_remote_retrieve_header( $response, 'x-wp-nonce' ) );
		$this->assertSame( array(), wp_remote_retrieve_cookies( $response ), 'a shared cache must not keep a Set-Cookie (XSRF-TOKEN)' );
		$this->assertSame( '2025-08-05', json_decode( (string) wp_remote_retrieve_body( $response ), true )['copper']['date'] );

		// The session route hands out the XSRF cookie (an island that only talks to the API asks it
		// before its first write); other private answers do not (Security\Xsrf::issue_on_rest()).
		$names    = static fn( $answer ) => array_map( static fn( $cookie ) => $cookie->name, wp_remote_retrieve_cookies( $answer ) );
		$session  = wp_remote_get( (string) getenv( 'KABELSHOP_SITE_URL' ) . '/?rest_route=/kabelshop/v1/session', array( 'timeout' => 20 ) );
		$products = wp_remote_get( (string) getenv( 'KABELSHOP_SITE_URL' ) . '/?rest_route=/kabelshop/v1/products', array( 'timeout' => 20 ) );
		$this->assertSame( 200, wp_remote_retrieve_response_code( $products ) );
		$this->assertContains( 'XSRF-TOKEN', $names( $session ) );
		$this->assertNotContains( 'XSRF-TOKEN', $names( $products ) );
	}

	public function test_import_route_needs_the_capability_and_tokens(): void {
		$csv = "date,cu_cash_settlement_usd_t\n1962-01-02,5000\n";
		$this->assertSame( 401, $this->rest( 'POST', '/kabelshop/v1/admin/metal-prices-import', array( 'csv' => $csv ) )->get_status() );
		$this->login( $this->make_customer() );
		$this->assertSame( 403, $this->rest( 'POST', '/kabelshop/v1/admin/metal-prices-import', array( 'csv' => $csv ) )->get_status() );
		$admin = (int) get_user_by( 'login', 'admin' )->ID;
		$this->login( $admin );
		$this->assertSame( 403, $this->rest( 'POST', '/kabelshop/v1/admin/metal-prices-import', array( 'csv' => $csv ), array( 'xsrf' => false ) )->get_status() );
		$this->assertFieldError( $this->rest( 'POST', '/kabelshop/v1/admin/metal-prices-import', array() ), 'file' );
		$bad = $this->rest( 'POST', '/kabelshop/v1/admin/metal-prices-import', array( 'csv' => "date,cu_cash_settlement_usd_t\n1962-01-02,abc\n" ) );
		$this->assertSame( 200, $bad->get_status() );
		$this->assertFalse( $bad->get_data()['ok'] );
		$this->assertSame( 2, $bad->get_data()['errors'][0]['line'] );
		$good = $this->rest( 'POST', '/kabelshop/v1/admin/metal-prices-import', array( 'csv' => $csv ) );
		$this->assertTrue( $good->get_data()['ok'] );
		$this->assertSame( 1, $good->get_data()['prices'] );
		global $wpdb;
		$wpdb->query( $wpdb->prepare( 'DELETE FROM ' . \Kabelshop\Metals\MetalTables::prices() . ' WHERE day < %s', '1999-01-01' ) ); // phpcs:ignore WordPress.DB.PreparedSQL.NotPrepared
		\Kabelshop\Metals\PriceCache::bump();
	}
}
