<?php
/**
 * The ECB rates client against a local fake ECB server.
 *
 * @package Kabelshop
 */

declare( strict_types=1 );

namespace Kabelshop\Tests\Metals;

use Kabelshop\Metals\EcbClient;
use Kabelshop\Metals\MetalTables;
use Kabelshop\Metals\PriceCache;
use Kabelshop\Metals\RatesFetcher;
use Kabelshop\Tests\Support\RunsFakeServer;
use Kabelshop\Tests\TestCase;

/**
 * Starts tests/fakes/ecb.php with the PHP built-in server (it speaks the eurofxref-daily.xml format)
 * and fetches through the real client and WordPress HTTP API.
 */
final class EcbClientTest extends TestCase {

	use RunsFakeServer;

	private static int $port = 0;

	public static function setUpBeforeClass(): void {
		self::$port = self::start_fake( 'ecb' );
	}

	public static function tearDownAfterClass(): void {
		self::stop_fake_servers();
	}

	protected function tearDown(): void {
		global $wpdb;
		$wpdb->query( $wpdb->prepare( 'DELETE FROM ' . MetalTables::rates() . ' WHERE day = %s', '2031-02-03' ) ); // phpcs:ignore WordPress.DB.PreparedSQL.NotPrepared
		delete_option( RatesFetcher::OPTION );
		PriceCache::bump();
		parent::tearDown();
	}

	private function url( string $path ): string {
		return 'http://127.0.0.1:' . self::$port . $path;
	}

	private function stored_rate(): ?string {
		global $wpdb;
		$value = $wpdb->get_var( $wpdb->prepare( 'SELECT usd_per_eur FROM ' . MetalTables::rates() . ' WHERE day = %s', '2031-02-03' ) ); // phpcs:ignore WordPress.DB.PreparedSQL.NotPrepared
		return null === $value ? null : (string) $value;
	}

	public function test_the_client_reads_the_usd_rate_and_day(): void {
		$this->assertSame( array( 'day' => '2031-02-03', 'rate_e4' => 10823 ), ( new EcbClient( $this->url( '/ok' ) ) )->latest() );
	}

	public function test_a_good_fetch_is_stored_and_invalidates_the_cache(): void {
		$version = PriceCache::version();
		$rate    = ( new RatesFetcher( new EcbClient( $this->url( '/ok' ) ) ) )->fetch();
		$this->assertSame( 10823, $rate['rate_e4'] );
		$this->assertSame( '1.0823', $this->stored_rate() );
		$this->assertGreaterThan( $version, PriceCache::version() );
	}

	public function test_failures_are_logged_and_nothing_is_stored(): void {
		foreach ( array( '/error', '/broken', '/no-usd' ) as $path ) {
			$version = PriceCache::version();
			$this->assertNull( ( new RatesFetcher( new EcbClient( $this->url( $path ) ) ) )->fetch(), $path );
			$this->assertNull( $this->stored_rate(), $path . ' must store nothing' );
			$this->assertSame( $version, PriceCache::version(), $path . ' must not touch the cache' );
			$this->assertSame( 'error', RatesFetcher::entries()[0]['level'] );
		}
		$this->assertStringContainsString( 'no usable USD rate', RatesFetcher::entries()[0]['message'] );
	}

	public function test_the_cron_run_does_nothing_while_off_and_fetches_when_on(): void {
		( new RatesFetcher( new EcbClient( $this->url( '/ok' ) ) ) )->run();
		$this->assertNull( $this->stored_rate(), 'off by default' );
		RatesFetcher::save( true, $this->url( '/ok' ) );
		$this->assertNotFalse( wp_next_scheduled( RatesFetcher::HOOK ) );
		( new RatesFetcher() )->run();
		$this->assertSame( '1.0823', $this->stored_rate() );
		RatesFetcher::save( false, '' );
		$this->assertFalse( wp_next_scheduled( RatesFetcher::HOOK ) );
	}
}
