<?php
/**
 * Hooks of the price-list mailing.
 *
 * @package Kabelshop
 */

declare( strict_types=1 );

namespace Kabelshop\Newsletter;

defined( 'ABSPATH' ) || exit;

use Kabelshop\I18n\Locale;
use Kabelshop\Service;

/**
 * Wires the price-list mailing into WordPress (docs/newsletter.md):
 * - capabilities: CAP_VIEW (see the subscriber list) for administrators and the 'kabelshop_editor'
 *   role when it exists, CAP_MANAGE (export, delete, preview and send) for administrators only;
 *   added on init whenever a role lacks them (a role that is re-created gets them back);
 * - WP-Cron: CRON_HOOK runs hourly (tick()): on the first working day of a month (Schedule) it
 *   creates the month's mailing once, and every run sends one batch (Mailings::BATCH); while a
 *   mailing has addresses left it schedules the next batch a minute later;
 * - the confirmation and unsubscribe pages (NewsletterPages) and the price-list CSV download
 *   (PriceListCsv) on template_redirect.
 */
final class NewsletterService implements Service {

	public const CAP_VIEW   = 'kabelshop_view_newsletter';
	public const CAP_MANAGE = 'kabelshop_manage_newsletter';

	/** The content editors' role (engineer 1's Accounts\Roles); granted CAP_VIEW here. */
	public const EDITOR_ROLE = 'kabelshop_editor';

	public const CRON_HOOK = 'kabelshop_newsletter_tick';

	/** @var array<string, mixed>|null The page view prepared on template_redirect (for the document title). */
	private ?array $page = null;

	/**
	 * Adds the service's hooks (Kabelshop\Service).
	 */
	public function register(): void {
		add_action( 'init', array( $this, 'grant_caps' ), 3 );
		add_action( 'init', array( $this, 'schedule' ), 20 );
		add_action( self::CRON_HOOK, array( $this, 'tick' ) );
		add_action( 'template_redirect', array( $this, 'maybe_page' ), 1 );
		add_action( 'template_redirect', array( $this, 'maybe_price_list' ), 1 );
	}

	/**
	 * Gives administrators both capabilities and the editor role CAP_VIEW, when they lack them.
	 */
	public function grant_caps(): void {
		$admin = get_role( 'administrator' );
		if ( $admin && ( ! $admin->has_cap( self::CAP_VIEW ) || ! $admin->has_cap( self::CAP_MANAGE ) ) ) {
			$admin->add_cap( self::CAP_VIEW );
			$admin->add_cap( self::CAP_MANAGE );
		}
		$editor = get_role( self::EDITOR_ROLE );
		if ( $editor && ! $editor->has_cap( self::CAP_VIEW ) ) {
			$editor->add_cap( self::CAP_VIEW );
		}
	}

	/**
	 * Schedules the hourly run when it is not scheduled.
	 */
	public function schedule(): void {
		if ( ! wp_next_scheduled( self::CRON_HOOK ) ) {
			wp_schedule_event( time() + 60, 'hourly', self::CRON_HOOK );
		}
	}

	/**
	 * One cron run: the month's mailing when it is due, then one batch.
	 *
	 * @return array{mailing: int, sent: int, failed: int} The batch's counts (Mailings::send_batch()).
	 */
	public function tick(): array {
		$mailings = new Mailings();
		$today    = new \DateTimeImmutable( 'now', wp_timezone() );
		if ( Schedule::is_due( $today ) ) {
			$mailings->create( $today->format( 'Y-m' ), 0 );
		}
		$batch = $mailings->send_batch();
		if ( null !== $mailings->current() ) {
			wp_schedule_single_event( time() + 60, self::CRON_HOOK );
		}
		return $batch;
	}

	/**
	 * Shows the confirmation or unsubscribe page and ends the request (template_redirect).
	 */
	public function maybe_page(): void {
		// phpcs:disable WordPress.Security.NonceVerification -- token-authenticated pages (class comment of NewsletterPages).
		$kind = isset( $_GET[ Links::QUERY_ARG ] ) && is_string( $_GET[ Links::QUERY_ARG ] ) ? sanitize_key( wp_unslash( $_GET[ Links::QUERY_ARG ] ) ) : '';
		if ( '' === $kind ) {
			return;
		}
		$posted = isset( $_SERVER['REQUEST_METHOD'] ) && 'POST' === $_SERVER['REQUEST_METHOD'] && isset( $_POST['kabelshop_newsletter_do'] );
		$query  = array_map( static fn( $value ) => is_string( $value ) ? sanitize_text_field( wp_unslash( $value ) ) : '', $_GET );
		// phpcs:enable
		$view = ( new NewsletterPages() )->view( $kind, $query, $posted );
		if ( null === $view ) {
			return;
		}
		$this->page = $view;
		nocache_headers();
		status_header( 'error' === $view['status'] ? 400 : 200 );
		add_filter( 'wp_robots', 'wp_robots_no_robots' );
		add_filter( 'document_title_parts', array( $this, 'title' ), 20 );
		get_header();
		\Kabelshop\View\Templates::render( 'newsletter-page', $view );
		get_footer();
		exit;
	}

	/**
	 * The page's own title in <title> (filter document_title_parts).
	 *
	 * @param array<string, string> $parts Title parts.
	 * @return array<string, string>
	 */
	public function title( array $parts ): array {
		if ( null !== $this->page ) {
			$parts['title'] = (string) $this->page['title'];
			unset( $parts['tagline'] );
		}
		return $parts;
	}

	/**
	 * Sends the current price list as CSV and ends the request (template_redirect, ?kabelshop_price_list=csv).
	 * Answers 304 when the browser holds the same version (If-None-Match).
	 */
	public function maybe_price_list(): void {
		// phpcs:ignore WordPress.Security.NonceVerification.Recommended -- a public download changes nothing.
		if ( ! isset( $_GET[ PriceListCsv::QUERY_ARG ] ) || 'csv' !== $_GET[ PriceListCsv::QUERY_ARG ] ) {
			return;
		}
		$csv  = PriceListCsv::text();
		$etag = '"' . md5( $csv ) . '"';
		status_header( 200 );
		header( 'Cache-Control: ' . PriceListCsv::cache_control() );
		header( 'ETag: ' . $etag );
		header( 'X-Robots-Tag: noindex' );
		$sent = isset( $_SERVER['HTTP_IF_NONE_MATCH'] ) ? trim( sanitize_text_field( wp_unslash( $_SERVER['HTTP_IF_NONE_MATCH'] ) ) ) : '';
		if ( $sent === $etag ) {
			status_header( 304 );
			exit;
		}
		header( 'Content-Type: text/csv; charset=utf-8' );
		header( 'Content-Disposition: attachment; filename="kabelshop-price-list-' . Locale::current() . '-' . gmdate( 'Y-m-d' ) . '.csv"' );
		header( 'X-Content-Type-Options: nosniff' );
		echo $csv; // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- a CSV download, not HTML.
		exit;
	}
}
