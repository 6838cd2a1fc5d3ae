<?php
/**
 * Fetches the daily ECB rate by WP-Cron.
 *
 * @package Kabelshop
 */

declare( strict_types=1 );

namespace Kabelshop\Metals;

defined( 'ABSPATH' ) || exit;

use Kabelshop\Setup\Database;

/**
 * The settings (option kabelshop_ecb: enabled, url; off by default, set in wp-admin on the metal
 * prices page), the daily WP-Cron event HOOK while enabled, and one fetch: a good answer is
 * upserted into the rates table (source 'ecb') and invalidates the price cache; a failure is
 * logged (error_log and the last LOG_SIZE entries in option kabelshop_ecb_log, shown in wp-admin)
 * and nothing is cached or stored.
 */
final class RatesFetcher {

	public const OPTION   = 'kabelshop_ecb';
	public const LOG      = 'kabelshop_ecb_log';
	public const HOOK     = 'kabelshop_metals_fetch_ecb';
	public const LOG_SIZE = 20;

	/**
	 * Creates a fetcher.
	 *
	 * @param RatesClient|null $client Client; default an EcbClient on the configured URL.
	 */
	public function __construct( private ?RatesClient $client = null ) {
	}

	/**
	 * The settings.
	 *
	 * @return array{enabled: bool, url: string}
	 */
	public static function settings(): array {
		$stored = (array) get_option( self::OPTION, array() );
		$url    = isset( $stored['url'] ) && is_string( $stored['url'] ) && '' !== $stored['url'] ? $stored['url'] : EcbClient::DEFAULT_URL;
		return array(
			'enabled' => ! empty( $stored['enabled'] ),
			'url'     => $url,
		);
	}

	/**
	 * Saves the settings and (un)schedules the daily event.
	 *
	 * @param bool   $enabled Fetch daily.
	 * @param string $url     Source URL (http or https).
	 */
	public static function save( bool $enabled, string $url ): void {
		update_option(
			self::OPTION,
			array(
				'enabled' => $enabled,
				'url'     => '' === $url ? EcbClient::DEFAULT_URL : $url,
			),
			false
		);
		self::schedule();
	}

	/**
	 * Keeps the cron event in line with the settings (daily, after the ECB's 16:00 CET publication).
	 */
	public static function schedule(): void {
		$next = wp_next_scheduled( self::HOOK );
		if ( self::settings()['enabled'] && ! $next ) {
			$start = ( new \DateTimeImmutable( 'today 16:30', new \DateTimeZone( 'Europe/Berlin' ) ) )->getTimestamp();
			wp_schedule_event( $start < time() ? $start + DAY_IN_SECONDS : $start, 'daily', self::HOOK );
		} elseif ( ! self::settings()['enabled'] && $next ) {
			wp_clear_scheduled_hook( self::HOOK );
		}
	}

	/**
	 * Cron callback: fetches when enabled.
	 */
	public function run(): void {
		if ( self::settings()['enabled'] ) {
			$this->fetch();
		}
	}

	/**
	 * Fetches once and stores a good rate.
	 *
	 * @return array{day: string, rate_e4: int}|null The stored rate, or null after a logged failure.
	 */
	public function fetch(): ?array {
		$client = $this->client ?? new EcbClient( self::settings()['url'] );
		try {
			$rate = $client->latest();
		} catch ( RatesException $e ) {
			self::log( 'error', $e->getMessage() );
			return null;
		}
		try {
			Database::transaction(
				static function () use ( $rate ): void {
					( new PriceRepository() )->upsert_rates( array( $rate ), 'ecb' );
				}
			);
		} catch ( \RuntimeException $e ) {
			self::log( 'error', $e->getMessage() );
			return null;
		}
		PriceCache::bump();
		self::log( 'ok', sprintf( 'ECB rate of %s stored: %s USD per EUR', $rate['day'], Conversion::format( $rate['rate_e4'], 4 ) ) );
		return $rate;
	}

	/**
	 * The log, newest first.
	 *
	 * @return list<array{time: int, level: string, message: string}>
	 */
	public static function entries(): array {
		return array_values( (array) get_option( self::LOG, array() ) );
	}

	/**
	 * Adds a log entry (and writes errors to the PHP error log).
	 *
	 * @param string $level   'ok' | 'error'.
	 * @param string $message English message.
	 */
	private static function log( string $level, string $message ): void {
		if ( 'error' === $level ) {
			error_log( 'kabelshop ECB rates: ' . $message ); // phpcs:ignore WordPress.PHP.DevelopmentFunctions.error_log_error_log -- the failure must reach the server log.
		}
		$entries = self::entries();
		array_unshift(
			$entries,
			array(
				'time'    => time(),
				'level'   => $level,
				'message' => $message,
			)
		);
		update_option( self::LOG, array_slice( $entries, 0, self::LOG_SIZE ), false );
	}
}
