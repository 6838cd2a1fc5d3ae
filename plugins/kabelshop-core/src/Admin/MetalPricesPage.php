<?php
/**
 * The wp-admin screen "Kabelshop -> Metal prices".
 *
 * @package Kabelshop
 */

declare( strict_types=1 );

namespace Kabelshop\Admin;

defined( 'ABSPATH' ) || exit;

use Kabelshop\Assets\Build;
use Kabelshop\Metals\ManualDay;
use Kabelshop\Metals\MetalsService;
use Kabelshop\Metals\PriceRepository;
use Kabelshop\Metals\RatesFetcher;
use Kabelshop\Security\Xsrf;

/**
 * Three forms for staff with kabelshop_manage_metal_prices (administrators), template
 * admin/metal-prices:
 * - CSV import: build/admin/metal-import.js (src/admin/metal-import.ts) sends the file to POST
 *   kabelshop/v1/admin/metal-prices-import, moving a <progress> bar while it uploads, then lists
 *   every bad row by line number (nothing imported) or the counts imported;
 * - a day's prices by hand (admin-post action kabelshop_metal_day, Metals\ManualDay): copper and
 *   aluminium in USD/t and the USD per EUR rate; an empty field leaves the stored value as it is;
 * - the ECB client (admin-post action kabelshop_ecb_settings): on/off (off by default), source
 *   URL, "fetch now", and its log.
 * Writes check a nonce and the capability, then come back with a notice.
 */
final class MetalPricesPage extends AdminPage {

	public const SLUG = 'kabelshop-metal-prices';

	/** Menu slug. */
	public function slug(): string {
		return self::SLUG;
	}

	/** Page title. */
	public function title(): string {
		return __( 'Metal prices', 'kabelshop-core' );
	}

	/** Staff who manage metal prices. */
	public function capability(): string {
		return MetalsService::CAPABILITY;
	}

	/** After the registrations screen (as before the move). */
	protected function priority(): int {
		return 20;
	}

	/** The two form handlers. */
	protected function register_handlers(): void {
		add_action( 'admin_post_kabelshop_metal_day', array( $this, 'save_day' ) );
		add_action( 'admin_post_kabelshop_ecb_settings', array( $this, 'save_ecb' ) );
	}

	/**
	 * The import's REST write needs the XSRF cookie (double submit).
	 */
	public function load(): void {
		( new Xsrf() )->issue();
	}

	/**
	 * Enqueues the import script with its URL, nonce and texts.
	 */
	protected function enqueue(): void {
		Build::plugin()->enqueue_script( 'kabelshop-metal-import', 'admin/metal-import' );
		wp_localize_script(
			'kabelshop-metal-import',
			'kabelshopMetalImport',
			array(
				'url'   => esc_url_raw( rest_url( 'kabelshop/v1/admin/metal-prices-import' ) ),
				'nonce' => wp_create_nonce( 'wp_rest' ),
				'text'  => array(
					'choose'    => __( 'Choose a CSV file first.', 'kabelshop-core' ),
					/* translators: %s: percent uploaded. */
					'uploading' => __( 'Uploading: %s %%', 'kabelshop-core' ),
					'checking'  => __( 'Checking and importing…', 'kabelshop-core' ),
					/* translators: %s: number of problems. */
					'invalid'   => __( 'Nothing was imported: %s problems found. Correct the file and upload it again.', 'kabelshop-core' ),
					/* translators: 1: line number, 2: column name, 3: message. */
					'error'     => __( 'Line %1$s, column %2$s: %3$s', 'kabelshop-core' ),
					/* translators: 1: prices, 2: exchange rates, 3: days without a price. */
					'done'      => __( 'Imported: %1$s prices, %2$s exchange rates (%3$s days without a price skipped).', 'kabelshop-core' ),
					'failed'    => __( 'The import failed. Nothing was saved.', 'kabelshop-core' ),
				),
			)
		);
	}

	/**
	 * The screen's data.
	 *
	 * @return array<string, mixed> template 'metal-prices', stored (translated sentence with the
	 *         counts of stored prices and rates), form (admin-post URL), settings ({enabled, url} of
	 *         the ECB client), entries (its log, list of {time (site time Y-m-d H:i), ok, message}).
	 */
	protected function view(): array {
		$counts  = ( new PriceRepository() )->counts();
		$entries = array();
		foreach ( RatesFetcher::entries() as $entry ) {
			$entries[] = array(
				'time'    => (string) wp_date( 'Y-m-d H:i', (int) $entry['time'] ),
				'ok'      => 'ok' === $entry['level'],
				'message' => (string) $entry['message'],
			);
		}
		return array(
			'template' => 'metal-prices',
			/* translators: 1: number of stored prices, 2: number of stored exchange rates. */
			'stored'   => sprintf( __( 'Stored: %1$s daily metal prices and %2$s exchange rates.', 'kabelshop-core' ), number_format_i18n( $counts['prices'] ), number_format_i18n( $counts['rates'] ) ),
			'form'     => admin_url( 'admin-post.php' ),
			'settings' => RatesFetcher::settings(),
			'entries'  => $entries,
		);
	}

	/**
	 * Saves a day's prices and rate (admin-post).
	 */
	public function save_day(): void {
		check_admin_referer( 'kabelshop_metal_day' );
		$this->guard();
		$notice = ManualDay::store(
			isset( $_POST['day'] ) ? sanitize_text_field( wp_unslash( $_POST['day'] ) ) : '',
			isset( $_POST['copper'] ) ? sanitize_text_field( wp_unslash( $_POST['copper'] ) ) : '',
			isset( $_POST['aluminium'] ) ? sanitize_text_field( wp_unslash( $_POST['aluminium'] ) ) : '',
			isset( $_POST['rate'] ) ? sanitize_text_field( wp_unslash( $_POST['rate'] ) ) : ''
		);
		$this->finish( $notice );
	}

	/**
	 * Saves the ECB settings, optionally fetching at once (admin-post).
	 */
	public function save_ecb(): void {
		check_admin_referer( 'kabelshop_ecb_settings' );
		$this->guard();
		$url = isset( $_POST['url'] ) ? esc_url_raw( wp_unslash( $_POST['url'] ), array( 'http', 'https' ) ) : '';
		RatesFetcher::save( ! empty( $_POST['enabled'] ), $url );
		$notice = 'saved';
		if ( isset( $_POST['do'] ) && 'fetch' === $_POST['do'] ) {
			$notice = null === ( new RatesFetcher() )->fetch() ? 'fetch_failed' : 'fetched';
		}
		$this->finish( $notice );
	}

	/**
	 * Back to the screen with the notice of a key.
	 *
	 * @param string $key saved | fetched | fetch_failed | bad_day | bad_price | bad_rate | empty | failed.
	 */
	private function finish( string $key ): never {
		self::redirect_with_notice( $this->url(), in_array( $key, array( 'saved', 'fetched' ), true ) ? 'success' : 'error', self::notice_text( $key ) );
	}

	/**
	 * The text of a notice key.
	 *
	 * @param string $key Notice key.
	 */
	public static function notice_text( string $key ): string {
		switch ( $key ) {
			case 'saved':
				return __( 'Saved.', 'kabelshop-core' );
			case 'fetched':
				return __( 'Saved. The ECB rate was fetched and stored.', 'kabelshop-core' );
			case 'fetch_failed':
				return __( 'Saved, but the ECB rate could not be fetched. Nothing was stored; see the log below.', 'kabelshop-core' );
			case 'bad_day':
				return __( 'Nothing was saved: the date is not valid.', 'kabelshop-core' );
			case 'bad_price':
				return __( 'Nothing was saved: a price is not a positive number with at most 2 decimals.', 'kabelshop-core' );
			case 'bad_rate':
				return __( 'Nothing was saved: the rate is not a positive number with at most 4 decimals.', 'kabelshop-core' );
			case 'empty':
				return __( 'Nothing was saved: enter at least one price or the rate.', 'kabelshop-core' );
			default:
				return __( 'The import failed. Nothing was saved.', 'kabelshop-core' );
		}
	}
}
