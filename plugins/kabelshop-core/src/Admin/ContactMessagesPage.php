<?php
/**
 * The wp-admin screen "Kabelshop -> Contact messages".
 *
 * @package Kabelshop
 */

declare( strict_types=1 );

namespace Kabelshop\Admin;

defined( 'ABSPATH' ) || exit;

use Kabelshop\Forms\ContactListTable;
use Kabelshop\Forms\ContactMessage;
use Kabelshop\Forms\ContactRepository;
use Kabelshop\Forms\FormsService;

/**
 * Lists contact messages (Forms\ContactListTable: status views, bulk status change) and shows one
 * (?message=<id>) with buttons setting its status (new, answered, archived). Capability
 * FormsService::CAP_CONTACT (administrators and content editors). Both forms post back to the
 * screen and are handled on its load hook (bulk: nonce 'bulk-contact-messages'; one message: nonce
 * ACTION), then redirect with a notice. Templates: admin/contact-messages, admin/contact-message.
 */
final class ContactMessagesPage extends AdminPage {

	public const SLUG   = 'kabelshop-contact-messages';
	public const ACTION = 'kabelshop_contact_status';

	/** Menu slug. */
	public function slug(): string {
		return self::SLUG;
	}

	/** Page title. */
	public function title(): string {
		return __( 'Contact messages', 'kabelshop-core' );
	}

	/** Staff who answer messages (administrators, content editors). */
	public function capability(): string {
		return FormsService::CAP_CONTACT;
	}

	/** After the inquiries. */
	protected function priority(): int {
		return 31;
	}

	/**
	 * Saves a status change (one message or a bulk action), then redirects back.
	 */
	public function load(): void {
		if ( ! isset( $_SERVER['REQUEST_METHOD'] ) || 'POST' !== $_SERVER['REQUEST_METHOD'] ) {
			return;
		}
		$this->guard();
		$repository = new ContactRepository();
		if ( isset( $_POST['message_id'] ) ) {
			check_admin_referer( self::ACTION );
			$id     = absint( wp_unslash( $_POST['message_id'] ) );
			$status = isset( $_POST['status'] ) ? sanitize_key( wp_unslash( $_POST['status'] ) ) : '';
			$done   = $repository->set_status( array( $id ), $status );
			$back   = $this->url( array( 'message' => $id ) );
			if ( 1 === $done ) {
				self::redirect_with_notice( $back, 'success', __( 'The message was updated.', 'kabelshop-core' ) );
			}
			self::redirect_with_notice( $back, 'error', __( 'The message was not updated. Please try again.', 'kabelshop-core' ) );
		}
		check_admin_referer( 'bulk-contact-messages' );
		$action = isset( $_POST['action'] ) ? sanitize_key( wp_unslash( $_POST['action'] ) ) : '-1';
		if ( '-1' === $action && isset( $_POST['action2'] ) ) {
			$action = sanitize_key( wp_unslash( $_POST['action2'] ) );
		}
		$ids    = isset( $_POST['message'] ) ? array_map( 'absint', (array) wp_unslash( $_POST['message'] ) ) : array();
		$status = str_starts_with( $action, ContactListTable::BULK_PREFIX ) ? substr( $action, strlen( ContactListTable::BULK_PREFIX ) ) : '';
		$done   = $repository->set_status( $ids, $status );
		if ( $done > 0 ) {
			/* translators: %d: number of messages */
			self::redirect_with_notice( $this->url(), 'success', sprintf( _n( '%d message was updated.', '%d messages were updated.', $done, 'kabelshop-core' ), $done ) );
		}
		self::redirect_with_notice( $this->url(), 'warning', __( 'Nothing was changed. Choose messages and an action.', 'kabelshop-core' ) );
	}

	/**
	 * The list, or with ?message=<id> the message.
	 *
	 * @return array<string, mixed> List: template, table (prepared), slug. One: template, back,
	 *         message (ContactRepository::find() or null), date, status_label, mail_label, mail_failed,
	 *         statuses (value => label), action (form URL), nonce_action.
	 */
	protected function view(): array {
		// phpcs:ignore WordPress.Security.NonceVerification.Recommended -- choosing what to show.
		$id = isset( $_GET['message'] ) ? absint( wp_unslash( $_GET['message'] ) ) : 0;
		if ( $id <= 0 ) {
			$table = new ContactListTable();
			$table->prepare_items();
			return array(
				'template' => 'contact-messages',
				'table'    => $table,
				'slug'     => self::SLUG,
			);
		}
		$message = ( new ContactRepository() )->find( $id );
		$view    = array(
			'template' => 'contact-message',
			'back'     => $this->url(),
			'message'  => $message,
		);
		if ( null === $message ) {
			return $view;
		}
		$statuses = array();
		foreach ( ContactMessage::STATUSES as $status ) {
			$statuses[ $status ] = ContactMessage::status_label( $status );
		}
		return array_merge(
			$view,
			array(
				'date'         => get_date_from_gmt( (string) $message['created_at'], 'd.m.Y. H:i' ),
				'status_label' => ContactMessage::status_label( (string) $message['status'] ),
				'mail_label'   => ContactMessage::mail_status_label( (string) $message['mail_status'] ),
				'mail_failed'  => ContactMessage::MAIL_FAILED === $message['mail_status'],
				'statuses'     => $statuses,
				'action'       => $this->url( array( 'message' => $id ) ),
				'nonce_action' => self::ACTION,
			)
		);
	}
}
