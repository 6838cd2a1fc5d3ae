<?php
/**
 * wp-admin page "Kabelshop -> Metal prices".
 *
 * @package Kabelshop
 */

declare( strict_types=1 );

namespace Kabelshop\Metals;

defined( 'ABSPATH' ) || exit;

use Kabelshop\Security\Xsrf;

/**
 * Three forms for staff with kabelshop_manage_metal_prices (administrators):
 * - CSV import: build/admin/metal-import.js (src/admin/metal-import.ts) sends the file to POST
 *   kabelshop/v1/admin/metal-prices-import, moving a <progress> bar while it uploads, then lists
 *   every bad row by line number (nothing imported) or the counts imported;
 * - a day's prices by hand (admin-post action kabelshop_metal_day): copper and aluminium in USD/t
 *   and the USD per EUR rate; an empty field leaves the stored value as it is;
 * - the ECB client: on/off (off by default), source URL, "fetch now", and its log.
 * Writes check a nonce and the capability.
 */
final class AdminPage {

	public const SLUG       = 'kabelshop-metal-prices';
	public const PARENT     = 'kabelshop';
	public const CAPABILITY = 'kabelshop_manage_metal_prices';

	/** @var string Hook suffix of the page. */
	private string $hook = '';

	/**
	 * Adds the hooks.
	 */
	public function register(): void {
		add_action( 'admin_menu', array( $this, 'add_page' ), 20 );
		add_action( 'admin_enqueue_scripts', array( $this, 'enqueue' ) );
		add_action( 'admin_post_kabelshop_metal_day', array( $this, 'save_day' ) );
		add_action( 'admin_post_kabelshop_ecb_settings', array( $this, 'save_ecb' ) );
	}

	/**
	 * Adds the page under the Kabelshop menu (or as its own menu when there is none).
	 */
	public function add_page(): void {
		global $admin_page_hooks;
		if ( empty( $admin_page_hooks[ self::PARENT ] ) ) {
			$this->hook = (string) add_menu_page( __( 'Metal prices', 'kabelshop' ), __( 'Metal prices', 'kabelshop' ), self::CAPABILITY, self::SLUG, array( $this, 'render' ), 'dashicons-chart-line', 59 );
		} else {
			$this->hook = (string) add_submenu_page( self::PARENT, __( 'Metal prices', 'kabelshop' ), __( 'Metal prices', 'kabelshop' ), self::CAPABILITY, self::SLUG, array( $this, 'render' ) );
		}
		add_action( 'load-' . $this->hook, array( $this, 'issue_xsrf' ) );
	}

	/**
	 * The import's REST write needs the XSRF cookie (double submit).
	 */
	public function issue_xsrf(): void {
		( new Xsrf() )->issue();
	}

	/**
	 * Enqueues the import script on this page only.
	 *
	 * @param string $hook Current admin page hook.
	 */
	public function enqueue( string $hook ): void {
		if ( '' === $this->hook || $hook !== $this->hook ) {
			return;
		}
		\Kabelshop\Assets\Assets::enqueue_script( 'kabelshop-metal-import', 'admin/metal-import' );
		wp_localize_script(
			'kabelshop-metal-import',
			'kabelshopMetalImport',
			array(
				'url'  => esc_url_raw( rest_url( 'kabelshop/v1/admin/metal-prices-import' ) ),
				'nonce' => wp_create_nonce( 'wp_rest' ),
				'text' => array(
					'choose'    => __( 'Choose a CSV file first.', 'kabelshop' ),
					/* translators: %s: percent uploaded. */
					'uploading' => __( 'Uploading: %s %%', 'kabelshop' ),
					'checking'  => __( 'Checking and importing…', 'kabelshop' ),
					/* translators: %s: number of problems. */
					'invalid'   => __( 'Nothing was imported: %s problems found. Correct the file and upload it again.', 'kabelshop' ),
					/* translators: 1: line number, 2: column name, 3: message. */
					'error'     => __( 'Line %1$s, column %2$s: %3$s', 'kabelshop' ),
					/* translators: 1: prices, 2: exchange rates, 3: days without a price. */
					'done'      => __( 'Imported: %1$s prices, %2$s exchange rates (%3$s days without a price skipped).', 'kabelshop' ),
					'failed'    => __( 'The import failed. Nothing was saved.', 'kabelshop' ),
				),
			)
		);
	}

	/**
	 * Prints the page.
	 */
	public function render(): void {
		if ( ! current_user_can( self::CAPABILITY ) ) {
			wp_die( esc_html__( 'Your account is not allowed to do this.', 'kabelshop' ), 403 );
		}
		$counts   = ( new PriceRepository() )->counts();
		$settings = RatesFetcher::settings();
		$notice   = isset( $_GET['kabelshop_notice'] ) ? sanitize_key( wp_unslash( $_GET['kabelshop_notice'] ) ) : ''; // phpcs:ignore WordPress.Security.NonceVerification.Recommended -- display only.
		?>
		<div class="wrap kabelshop-metals">
			<h1><?php esc_html_e( 'Metal prices', 'kabelshop' ); ?></h1>
			<?php if ( '' !== $notice ) : ?>
				<div class="notice <?php echo esc_attr( 'saved' === $notice || 'fetched' === $notice ? 'notice-success' : 'notice-error' ); ?>"><p><?php echo esc_html( self::notice( $notice ) ); ?></p></div>
			<?php endif; ?>
			<p>
				<?php
				/* translators: 1: number of stored prices, 2: number of stored exchange rates. */
				echo esc_html( sprintf( __( 'Stored: %1$s daily metal prices and %2$s exchange rates.', 'kabelshop' ), number_format_i18n( $counts['prices'] ), number_format_i18n( $counts['rates'] ) ) );
				?>
			</p>

			<h2><?php esc_html_e( 'Import a CSV file', 'kabelshop' ); ?></h2>
			<p><?php esc_html_e( 'Formats (header row decides): date,cu_cash_settlement_usd_t (LME copper); date,al_cash_settlement_usd_t (LME aluminium); date,usd_per_eur (ECB rates); date,metal,price,currency (metal copper or aluminium, price in USD per tonne, currency USD). Dates as YYYY-MM-DD, decimals with a point. Every row is checked first; if any row is wrong, nothing is imported. Existing days are updated, so importing a file twice changes nothing.', 'kabelshop' ); ?></p>
			<form id="kabelshop-metal-import-form">
				<p>
					<label for="kabelshop-metal-import-file"><?php esc_html_e( 'Price or rate file (CSV)', 'kabelshop' ); ?></label><br>
					<input type="file" id="kabelshop-metal-import-file" name="file" accept=".csv,text/csv" required>
				</p>
				<p><button type="submit" class="button button-primary"><?php esc_html_e( 'Check and import', 'kabelshop' ); ?></button></p>
			</form>
			<p>
				<label for="kabelshop-metal-import-progress"><?php esc_html_e( 'Progress', 'kabelshop' ); ?></label><br>
				<progress id="kabelshop-metal-import-progress" max="100" value="0">0 %</progress>
			</p>
			<p id="kabelshop-metal-import-status" role="status" aria-live="polite"></p>
			<ul id="kabelshop-metal-import-errors"></ul>

			<h2><?php esc_html_e( 'Enter or correct a day', 'kabelshop' ); ?></h2>
			<form method="post" action="<?php echo esc_url( admin_url( 'admin-post.php' ) ); ?>">
				<input type="hidden" name="action" value="kabelshop_metal_day">
				<?php wp_nonce_field( 'kabelshop_metal_day' ); ?>
				<table class="form-table" role="presentation"><tbody>
					<tr><th scope="row"><label for="kabelshop-metal-day"><?php esc_html_e( 'Date', 'kabelshop' ); ?></label></th>
						<td><input type="date" id="kabelshop-metal-day" name="day" required></td></tr>
					<tr><th scope="row"><label for="kabelshop-metal-copper"><?php esc_html_e( 'Copper, LME cash settlement (USD per tonne)', 'kabelshop' ); ?></label></th>
						<td><input type="text" inputmode="decimal" id="kabelshop-metal-copper" name="copper" pattern="[0-9]+([.][0-9]{1,2})?"></td></tr>
					<tr><th scope="row"><label for="kabelshop-metal-aluminium"><?php esc_html_e( 'Aluminium, LME cash settlement (USD per tonne)', 'kabelshop' ); ?></label></th>
						<td><input type="text" inputmode="decimal" id="kabelshop-metal-aluminium" name="aluminium" pattern="[0-9]+([.][0-9]{1,2})?"></td></tr>
					<tr><th scope="row"><label for="kabelshop-metal-rate"><?php esc_html_e( 'ECB rate (USD per 1 EUR)', 'kabelshop' ); ?></label></th>
						<td><input type="text" inputmode="decimal" id="kabelshop-metal-rate" name="rate" pattern="[0-9]+([.][0-9]{1,4})?"></td></tr>
				</tbody></table>
				<p class="description"><?php esc_html_e( 'An empty field leaves the stored value unchanged. Decimals with a point.', 'kabelshop' ); ?></p>
				<p><button type="submit" class="button button-primary"><?php esc_html_e( 'Save the day', 'kabelshop' ); ?></button></p>
			</form>

			<h2><?php esc_html_e( 'ECB exchange rates', 'kabelshop' ); ?></h2>
			<form method="post" action="<?php echo esc_url( admin_url( 'admin-post.php' ) ); ?>">
				<input type="hidden" name="action" value="kabelshop_ecb_settings">
				<?php wp_nonce_field( 'kabelshop_ecb_settings' ); ?>
				<p><label><input type="checkbox" name="enabled" value="1"<?php checked( $settings['enabled'] ); ?>> <?php esc_html_e( 'Fetch the ECB reference rate every day (WP-Cron)', 'kabelshop' ); ?></label></p>
				<p><label for="kabelshop-ecb-url"><?php esc_html_e( 'Source (eurofxref-daily.xml)', 'kabelshop' ); ?></label><br>
					<input type="url" class="large-text" id="kabelshop-ecb-url" name="url" value="<?php echo esc_attr( $settings['url'] ); ?>"></p>
				<p>
					<button type="submit" class="button button-primary" name="do" value="save"><?php esc_html_e( 'Save', 'kabelshop' ); ?></button>
					<button type="submit" class="button" name="do" value="fetch"><?php esc_html_e( 'Save and fetch now', 'kabelshop' ); ?></button>
				</p>
			</form>
			<?php $entries = RatesFetcher::entries(); ?>
			<?php if ( $entries ) : ?>
				<table class="widefat striped"><caption><?php esc_html_e( 'Latest fetches', 'kabelshop' ); ?></caption>
					<thead><tr><th scope="col"><?php esc_html_e( 'Time', 'kabelshop' ); ?></th><th scope="col"><?php esc_html_e( 'Result', 'kabelshop' ); ?></th></tr></thead>
					<tbody>
					<?php foreach ( $entries as $entry ) : ?>
						<tr><td><?php echo esc_html( wp_date( 'Y-m-d H:i', (int) $entry['time'] ) ); ?></td><td><?php echo esc_html( ( 'ok' === $entry['level'] ? '✓ ' : '✗ ' ) . $entry['message'] ); ?></td></tr>
					<?php endforeach; ?>
					</tbody>
				</table>
			<?php endif; ?>
		</div>
		<?php
	}

	/**
	 * admin-post: saves a day's prices and rate.
	 */
	public function save_day(): void {
		check_admin_referer( 'kabelshop_metal_day' );
		if ( ! current_user_can( self::CAPABILITY ) ) {
			wp_die( esc_html__( 'Your account is not allowed to do this.', 'kabelshop' ), 403 );
		}
		$notice = self::store_day(
			isset( $_POST['day'] ) ? sanitize_text_field( wp_unslash( $_POST['day'] ) ) : '',
			isset( $_POST['copper'] ) ? sanitize_text_field( wp_unslash( $_POST['copper'] ) ) : '',
			isset( $_POST['aluminium'] ) ? sanitize_text_field( wp_unslash( $_POST['aluminium'] ) ) : '',
			isset( $_POST['rate'] ) ? sanitize_text_field( wp_unslash( $_POST['rate'] ) ) : ''
		);
		wp_safe_redirect( add_query_arg( 'kabelshop_notice', $notice, admin_url( 'admin.php?page=' . self::SLUG ) ) );
		exit;
	}

	/**
	 * Checks and stores one day (all or nothing).
	 *
	 * @param string $day       Y-m-d.
	 * @param string $copper    USD/t or ''.
	 * @param string $aluminium USD/t or ''.
	 * @param string $rate      USD per EUR or ''.
	 * @return string Notice key: saved | bad_day | bad_price | bad_rate | empty | failed.
	 */
	public static function store_day( string $day, string $copper, string $aluminium, string $rate ): string {
		if ( ! CsvImporter::valid_day( $day ) ) {
			return 'bad_day';
		}
		$prices = array();
		foreach ( array( 'copper' => $copper, 'aluminium' => $aluminium ) as $metal => $text ) {
			if ( '' === $text ) {
				continue;
			}
			$usd = Conversion::parse( $text, 2 );
			if ( null === $usd || 0 === $usd || $usd > CsvImporter::MAX_USD_E2 ) {
				return 'bad_price';
			}
			$prices[] = array( 'metal' => $metal, 'day' => $day, 'usd_e2' => $usd );
		}
		$rates = array();
		if ( '' !== $rate ) {
			$rate_e4 = Conversion::parse( $rate, 4 );
			if ( null === $rate_e4 || 0 === $rate_e4 || $rate_e4 > CsvImporter::MAX_RATE ) {
				return 'bad_rate';
			}
			$rates[] = array( 'day' => $day, 'rate_e4' => $rate_e4 );
		}
		if ( ! $prices && ! $rates ) {
			return 'empty';
		}
		global $wpdb;
		$repo = new PriceRepository();
		$wpdb->query( 'START TRANSACTION' );
		try {
			$repo->upsert_prices( $prices, 'manual' );
			$repo->upsert_rates( $rates, 'manual' );
			$wpdb->query( 'COMMIT' );
		} catch ( \RuntimeException $e ) {
			$wpdb->query( 'ROLLBACK' );
			return 'failed';
		}
		PriceCache::bump();
		return 'saved';
	}

	/**
	 * admin-post: saves the ECB settings, optionally fetching at once.
	 */
	public function save_ecb(): void {
		check_admin_referer( 'kabelshop_ecb_settings' );
		if ( ! current_user_can( self::CAPABILITY ) ) {
			wp_die( esc_html__( 'Your account is not allowed to do this.', 'kabelshop' ), 403 );
		}
		$url = isset( $_POST['url'] ) ? esc_url_raw( wp_unslash( $_POST['url'] ), array( 'http', 'https' ) ) : '';
		RatesFetcher::save( ! empty( $_POST['enabled'] ), $url );
		$notice = 'saved';
		if ( isset( $_POST['do'] ) && 'fetch' === $_POST['do'] ) {
			$notice = null === ( new RatesFetcher() )->fetch() ? 'fetch_failed' : 'fetched';
		}
		wp_safe_redirect( add_query_arg( 'kabelshop_notice', $notice, admin_url( 'admin.php?page=' . self::SLUG ) ) );
		exit;
	}

	/**
	 * The text of a notice key.
	 *
	 * @param string $key Notice key.
	 */
	private static function notice( string $key ): string {
		switch ( $key ) {
			case 'saved':
				return __( 'Saved.', 'kabelshop' );
			case 'fetched':
				return __( 'Saved. The ECB rate was fetched and stored.', 'kabelshop' );
			case 'fetch_failed':
				return __( 'Saved, but the ECB rate could not be fetched. Nothing was stored; see the log below.', 'kabelshop' );
			case 'bad_day':
				return __( 'Nothing was saved: the date is not valid.', 'kabelshop' );
			case 'bad_price':
				return __( 'Nothing was saved: a price is not a positive number with at most 2 decimals.', 'kabelshop' );
			case 'bad_rate':
				return __( 'Nothing was saved: the rate is not a positive number with at most 4 decimals.', 'kabelshop' );
			case 'empty':
				return __( 'Nothing was saved: enter at least one price or the rate.', 'kabelshop' );
			default:
				return __( 'The import failed. Nothing was saved.', 'kabelshop' );
		}
	}
}
