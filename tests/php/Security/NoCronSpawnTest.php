<?php
/**
 * No request to the served test site starts a WP-Cron run.
 *
 * @package Kabelshop
 */

declare( strict_types=1 );

namespace Kabelshop\Tests\Security;

use Kabelshop\Tests\TestCase;

/**
 * Issue 26, item 8: RouteMatrixTest once saw "an empty body changed wp_kabelshop_order_events,
 * wp_kabelshop_orders, wp_kabelshop_payment_events": a page request of the matrix had spawned
 * wp-cron.php, and the card payment expiry (kabelshop_payments_expire, due five minutes after the
 * install) wrote during the route call. The test sites no longer spawn WP-Cron from requests
 * (bin/mu-plugins/kabelshop-test-site.php: DISABLE_WP_CRON on kabelshop_test* databases).
 *
 * The proof: an event that is due (a probe hook, scheduled in the shared database a minute in the
 * past) survives pages, REST reads and a matrix-like write with valid tokens, and the route
 * matrix's fingerprint stays the same; then a direct request of /wp-cron.php runs it (so the probe
 * can see a run, and tests that need a job can still start one explicitly).
 */
final class NoCronSpawnTest extends TestCase {

	use ServedSiteRequests;

	private const PROBE = 'kabelshop_test_cron_probe';

	protected function setUp(): void {
		parent::setUp();
		if ( null === SiteClient::from_env() ) {
			$this->markTestSkipped( 'KABELSHOP_TEST_URL is not set: run through bash bin/test.sh php, which serves the test site.' );
		}
	}

	protected function tearDown(): void {
		wp_clear_scheduled_hook( self::PROBE );
		parent::tearDown();
	}

	/**
	 * Whether the probe event is still in the cron option as the database holds it now.
	 */
	private static function probe_scheduled(): bool {
		global $wpdb;
		$cron = maybe_unserialize( (string) $wpdb->get_var( "SELECT option_value FROM {$wpdb->options} WHERE option_name = 'cron'" ) );
		foreach ( (array) $cron as $hooks ) {
			if ( is_array( $hooks ) && isset( $hooks[ self::PROBE ] ) ) {
				return true;
			}
		}
		return false;
	}

	/**
	 * Schedules the probe a minute in the past, with no cron lock held.
	 */
	private function schedule_due_probe(): void {
		wp_clear_scheduled_hook( self::PROBE );
		$this->assertTrue( (bool) wp_schedule_single_event( time() - MINUTE_IN_SECONDS, self::PROBE ) );
		delete_transient( 'doing_cron' );
		wp_cache_delete( 'alloptions', 'options' );
		$this->assertTrue( self::probe_scheduled(), 'the due event is stored' );
	}

	public function test_a_due_event_does_not_run_during_requests_and_the_fingerprint_holds(): void {
		$this->schedule_due_probe();
		$customer = SiteIdentity::logged_in( 'customer', $this->make_customer() );
		$site     = new SiteClient( $this->site_url() );
		$before   = StateFingerprint::take();
		foreach ( array( '/', '/katalog/', '/kontakt/', '/prijava/' ) as $page ) {
			$this->assertSame( 200, $this->http( 'GET', $page )['status'], $page );
		}
		$site->send( 'GET', 'kabelshop/v1/metal-prices/latest' );
		$site->send( 'GET', 'kabelshop/v1/session', array(), null, array(), $customer->cookies );
		$xsrf  = bin2hex( random_bytes( 32 ) );
		$write = $site->send(
			'POST',
			'kabelshop/v1/order-lists',
			array(),
			array(),
			array(
				'X-WP-Nonce'   => $customer->nonce,
				'X-XSRF-TOKEN' => $xsrf,
			),
			$customer->cookies + array( 'XSRF-TOKEN' => $xsrf )
		);
		$this->assertSame( 400, $write->status, 'the empty body is refused by the route: ' . $write->summary() );
		// A spawned run is an asynchronous loopback request: give it time to happen if it would.
		sleep( 2 );
		$this->assertSame( array(), StateFingerprint::changed( $before, StateFingerprint::take() ), 'nothing written meanwhile' );
		$this->assertTrue( self::probe_scheduled(), 'no request started a WP-Cron run' );

		$cron = $this->http( 'GET', '/wp-cron.php' );
		$this->assertSame( 200, $cron['status'] );
		$this->assertFalse( self::probe_scheduled(), 'a direct request of wp-cron.php still runs the due event' );
	}
}
