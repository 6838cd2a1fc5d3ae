<?php
/**
 * The wp-admin screen "Kabelshop -> Price-list mailing".
 *
 * @package Kabelshop
 */

declare( strict_types=1 );

namespace Kabelshop\Admin;

defined( 'ABSPATH' ) || exit;

use Kabelshop\I18n\Format;
use Kabelshop\I18n\Locale;
use Kabelshop\I18n\LocalizedMail;
use Kabelshop\Newsletter\ChangeMail;
use Kabelshop\Newsletter\Mailings;
use Kabelshop\Newsletter\NewsletterService;
use Kabelshop\Newsletter\PriceHistory;
use Kabelshop\Newsletter\SubscriberExport;
use Kabelshop\Newsletter\SubscriberListTable;
use Kabelshop\Newsletter\Subscribers;

/**
 * The price-list mailing for staff (docs/newsletter.md). Capability NewsletterService::CAP_VIEW
 * (administrators and content editors) for the subscriber list; CAP_MANAGE (administrators) for
 * the CSV export, deleting a subscriber on request, the change mail's preview per language, "Send
 * now" and the mailing's progress. Every write is an admin-post.php action with its own nonce and a
 * CAP_MANAGE check, ending in a redirect with a notice.
 * Template: admin/newsletter.
 */
final class NewsletterPage extends AdminPage {

	public const SLUG          = 'kabelshop-newsletter';
	public const ACTION_EXPORT = 'kabelshop_newsletter_export';
	public const ACTION_DELETE = 'kabelshop_newsletter_delete';
	public const ACTION_SEND   = 'kabelshop_newsletter_send';

	/** Menu slug. */
	public function slug(): string {
		return self::SLUG;
	}

	/** Page title. */
	public function title(): string {
		return __( 'Price-list mailing', 'kabelshop-core' );
	}

	/** Content editors may see the list; the writes check CAP_MANAGE. */
	public function capability(): string {
		return NewsletterService::CAP_VIEW;
	}

	/** After the inquiries. */
	protected function priority(): int {
		return 32;
	}

	/** The admin-post actions. */
	protected function register_handlers(): void {
		add_action( 'admin_post_' . self::ACTION_EXPORT, array( $this, 'export' ) );
		add_action( 'admin_post_' . self::ACTION_DELETE, array( $this, 'delete' ) );
		add_action( 'admin_post_' . self::ACTION_SEND, array( $this, 'send_now' ) );
	}

	/**
	 * Ends the request with a 403 unless the user may manage the mailing.
	 */
	private function guard_manage(): void {
		if ( ! current_user_can( NewsletterService::CAP_MANAGE ) ) {
			wp_die( esc_html__( 'Your account is not allowed to do this.', 'kabelshop-core' ), '', array( 'response' => 403 ) );
		}
	}

	/**
	 * Sends every subscriber as CSV (admin-post, nonce ACTION_EXPORT).
	 */
	public function export(): void {
		$this->guard_manage();
		check_admin_referer( self::ACTION_EXPORT );
		$csv = SubscriberExport::csv( ( new Subscribers() )->page( '', '', 0 )['rows'] );
		nocache_headers();
		header( 'Content-Type: text/csv; charset=utf-8' );
		header( 'Content-Disposition: attachment; filename="kabelshop-subscribers-' . gmdate( 'Y-m-d' ) . '.csv"' );
		header( 'X-Content-Type-Options: nosniff' );
		echo $csv; // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- a CSV download, not HTML.
		exit;
	}

	/**
	 * Deletes a subscriber on request (admin-post, nonce ACTION_DELETE_<id>).
	 */
	public function delete(): void {
		$this->guard_manage();
		$id = isset( $_POST['subscriber_id'] ) ? absint( wp_unslash( $_POST['subscriber_id'] ) ) : 0;
		check_admin_referer( self::ACTION_DELETE . '_' . $id );
		if ( $id > 0 && ( new Subscribers() )->delete( $id ) ) {
			self::redirect_with_notice( $this->url(), 'success', __( 'The subscriber and their send log were deleted.', 'kabelshop-core' ) );
		}
		self::redirect_with_notice( $this->url(), 'error', __( 'The subscriber was not found.', 'kabelshop-core' ) );
	}

	/**
	 * Starts a mailing now and sends its first batch (admin-post, nonce ACTION_SEND).
	 */
	public function send_now(): void {
		$this->guard_manage();
		check_admin_referer( self::ACTION_SEND );
		$back     = $this->url( array( 'tab' => 'mailing' ) );
		$mailings = new Mailings();
		if ( null !== $mailings->current() ) {
			self::redirect_with_notice( $back, 'warning', __( 'A mailing is being sent already. Its progress is shown below.', 'kabelshop-core' ) );
		}
		$mailing = $mailings->create( null, get_current_user_id() );
		if ( null === $mailing || Mailings::EMPTY === $mailing['status'] ) {
			self::redirect_with_notice( $back, 'warning', __( 'No prices changed since the last mailing: nothing was sent.', 'kabelshop-core' ) );
		}
		( new NewsletterService() )->tick();
		self::redirect_with_notice( $back, 'success', __( 'The mailing was started. The first batch was sent; the rest follows every minute by WP-Cron.', 'kabelshop-core' ) );
	}

	/**
	 * The view model.
	 *
	 * @return array<string, mixed> template, tab ('subscribers' | 'mailing'), tabs (key => {label, url}),
	 *         can_manage; subscribers: table, slug, search, export {action, nonce_action};
	 *         mailing: language, languages (code => {label, url}), preview {subject, body, changes},
	 *         send {action, nonce_action}, current (progress of the sending mailing or null), history (rows).
	 */
	protected function view(): array {
		$can_manage = current_user_can( NewsletterService::CAP_MANAGE );
		// phpcs:ignore WordPress.Security.NonceVerification.Recommended -- choosing what to show.
		$tab  = $can_manage && isset( $_GET['tab'] ) && 'mailing' === $_GET['tab'] ? 'mailing' : 'subscribers';
		$view = array(
			'template'   => 'newsletter',
			'tab'        => $tab,
			'can_manage' => $can_manage,
			'tabs'       => $can_manage ? array(
				'subscribers' => array(
					'label' => __( 'Subscribers', 'kabelshop-core' ),
					'url'   => $this->url(),
				),
				'mailing'     => array(
					'label' => __( 'Change mail', 'kabelshop-core' ),
					'url'   => $this->url( array( 'tab' => 'mailing' ) ),
				),
			) : array(),
		);
		if ( 'subscribers' === $tab ) {
			$table = new SubscriberListTable( $can_manage );
			$table->prepare_items();
			return array_merge(
				$view,
				array(
					'table'  => $table,
					'slug'   => self::SLUG,
					'export' => array(
						'action'       => admin_url( 'admin-post.php' ),
						'name'         => self::ACTION_EXPORT,
						'nonce_action' => self::ACTION_EXPORT,
					),
				)
			);
		}
		return array_merge( $view, $this->mailing_view() );
	}

	/**
	 * The change mail tab's data.
	 *
	 * @return array<string, mixed> See view().
	 */
	private function mailing_view(): array {
		// phpcs:ignore WordPress.Security.NonceVerification.Recommended -- choosing what to show.
		$language  = isset( $_GET['preview'] ) ? Locale::code_of( sanitize_key( wp_unslash( $_GET['preview'] ) ) ) : Locale::DEFAULT;
		$mailings  = new Mailings();
		$until     = gmdate( 'Y-m-d H:i:s' );
		$since     = $mailings->next_since( $until );
		$changes   = PriceHistory::changes( $since, $until );
		$preview   = LocalizedMail::send_in( $language, static fn(): array => ChangeMail::build( $changes, $since, $until, null ) );
		$languages = array();
		foreach ( Locale::LANGUAGES as $code => $names ) {
			$languages[ $code ] = array(
				'label' => $names[1],
				'url'   => $this->url(
					array(
						'tab'     => 'mailing',
						'preview' => $code,
					)
				),
			);
		}
		$locale  = str_replace( '_', '-', get_user_locale() );
		$history = array();
		foreach ( $mailings->latest() as $mailing ) {
			$history[] = array(
				'created'  => get_date_from_gmt( $mailing['created_at'], 'd.m.Y. H:i' ),
				'kind'     => null === $mailing['month_key'] ? __( 'Send now', 'kabelshop-core' ) : __( 'Monthly', 'kabelshop-core' ),
				'status'   => self::status_label( $mailing['status'] ),
				'changes'  => Format::scaled( $mailing['changes'], 0, $locale ),
				'sent'     => Format::scaled( $mailing['sent'], 0, $locale ),
				'failed'   => Format::scaled( $mailing['failed'], 0, $locale ),
				'waiting'  => Format::scaled( $mailing['waiting'], 0, $locale ),
				'progress' => self::progress( $mailing ),
			);
		}
		$current = $mailings->current();
		return array(
			'language'  => $language,
			'languages' => $languages,
			'preview'   => array(
				'subject' => $preview['subject'],
				'body'    => $preview['body'],
				'changes' => count( $changes ),
			),
			'confirmed' => ( new Subscribers() )->counts()[ Subscribers::CONFIRMED ],
			'send'      => array(
				'action'       => admin_url( 'admin-post.php' ),
				'name'         => self::ACTION_SEND,
				'nonce_action' => self::ACTION_SEND,
				'busy'         => null !== $current,
			),
			'current'   => null === $current ? null : array(
				'progress' => self::progress( $current ),
				/* translators: 1: mails sent, 2: mails in all */
				'text'     => sprintf( __( 'Mails sent: %1$d of %2$d', 'kabelshop-core' ), $current['sent'] + $current['failed'], $current['sent'] + $current['failed'] + $current['waiting'] ),
			),
			'history'   => $history,
		);
	}

	/**
	 * Percent of a mailing's addresses done (0..100, whole).
	 *
	 * @param array<string, mixed> $mailing Mailings::find().
	 */
	private static function progress( array $mailing ): int {
		$done  = (int) $mailing['sent'] + (int) $mailing['failed'];
		$total = $done + (int) $mailing['waiting'];
		return 0 === $total ? 100 : intdiv( $done * 100, $total );
	}

	/**
	 * Translated mailing status.
	 *
	 * @param string $status Mailings::SENDING | DONE | EMPTY.
	 */
	private static function status_label( string $status ): string {
		return match ( $status ) {
			Mailings::SENDING => __( 'Sending', 'kabelshop-core' ),
			Mailings::DONE    => __( 'Sent', 'kabelshop-core' ),
			default           => __( 'No changes', 'kabelshop-core' ),
		};
	}
}
