<?php
/**
 * The wp-admin screen "Kabelshop -> Inquiries".
 *
 * @package Kabelshop
 */

declare( strict_types=1 );

namespace Kabelshop\Admin;

defined( 'ABSPATH' ) || exit;

use Kabelshop\Accounts\Roles;
use Kabelshop\I18n\Format;
use Kabelshop\Inquiries\Inquiry;
use Kabelshop\Inquiries\InquiryListTable;
use Kabelshop\Inquiries\InquiryMailer;
use Kabelshop\Inquiries\InquiryRepository;

/**
 * Lists inquiries (InquiryListTable) and shows one (?inquiry=<id>) with its lines and a form to
 * set the status (new, answered, closed) and an internal note. Capability kabelshop_manage_orders;
 * the status form posts back to the screen with the nonce ACTION, is handled on the load hook and
 * redirects back to the inquiry with a success or error notice.
 * Templates: admin/inquiries (list), admin/inquiry (one inquiry).
 */
final class InquiriesPage extends AdminPage {

	public const SLUG   = 'kabelshop-inquiries';
	public const ACTION = 'kabelshop_inquiry_status';

	/** Menu slug. */
	public function slug(): string {
		return self::SLUG;
	}

	/** Page title. */
	public function title(): string {
		return __( 'Inquiries', 'kabelshop-core' );
	}

	/** Staff who handle orders handle inquiries. */
	public function capability(): string {
		return Roles::CAP_MANAGE;
	}

	/** After the registrations screen (as before the move). */
	protected function priority(): int {
		return 30;
	}

	/**
	 * Saves a status change (POST), then redirects back to the inquiry.
	 */
	public function load(): void {
		if ( ! isset( $_SERVER['REQUEST_METHOD'] ) || 'POST' !== $_SERVER['REQUEST_METHOD'] || ! isset( $_POST['inquiry_id'] ) ) {
			return;
		}
		$this->guard();
		check_admin_referer( self::ACTION );
		$id     = absint( wp_unslash( $_POST['inquiry_id'] ) );
		$status = isset( $_POST['status'] ) ? sanitize_key( wp_unslash( $_POST['status'] ) ) : '';
		$note   = isset( $_POST['staff_note'] ) ? sanitize_textarea_field( wp_unslash( $_POST['staff_note'] ) ) : '';
		$done   = ( new InquiryRepository() )->update_status( $id, $status, $note );
		$back   = $this->url( array( 'inquiry' => $id ) );
		if ( $done ) {
			self::redirect_with_notice( $back, 'success', __( 'The inquiry was updated.', 'kabelshop-core' ) );
		}
		self::redirect_with_notice( $back, 'error', __( 'The inquiry was not updated. Please try again.', 'kabelshop-core' ) );
	}

	/**
	 * The list, or with ?inquiry=<id> the inquiry.
	 *
	 * @return array<string, mixed> List: template, table (prepared InquiryListTable), slug. One:
	 *         template, back (URL), inquiry (InquiryRepository::find() or null), number, locale
	 *         (BCP 47 of the staff member), lines (list of {article_code, article, metres, price,
	 *         demo}), customer (null or {url, name}), statuses (value => label), action (form URL),
	 *         nonce_action.
	 */
	protected function view(): array {
		// phpcs:ignore WordPress.Security.NonceVerification.Recommended -- choosing what to show.
		$id = isset( $_GET['inquiry'] ) ? absint( wp_unslash( $_GET['inquiry'] ) ) : 0;
		if ( $id <= 0 ) {
			$table = new InquiryListTable();
			$table->prepare_items();
			return array(
				'template' => 'inquiries',
				'table'    => $table,
				'slug'     => self::SLUG,
			);
		}
		$inquiry = ( new InquiryRepository() )->find( $id );
		$view    = array(
			'template' => 'inquiry',
			'back'     => $this->url(),
			'inquiry'  => $inquiry,
		);
		if ( null === $inquiry ) {
			return $view;
		}
		$locale = str_replace( '_', '-', get_user_locale() );
		$lines  = array();
		foreach ( $inquiry['lines'] as $line ) {
			$lines[] = array(
				'article_code' => (string) $line['article_code'],
				'article'      => trim( $line['name'] . ' ' . Format::size_label( (string) $line['size_label'], $locale ) ),
				'metres'       => Format::scaled( $line['quantity_m'], 0, $locale ),
				'price'        => Format::unit_price_e4( $line['unit_price_e4'], $locale ),
				'demo'         => (bool) $line['price_is_demo'],
			);
		}
		$statuses = array();
		foreach ( Inquiry::STATUSES as $status ) {
			$statuses[ $status ] = Inquiry::status_label( $status );
		}
		return array_merge(
			$view,
			array(
				'number'       => InquiryMailer::number( $id ),
				'date'         => get_date_from_gmt( $inquiry['created_at'], 'd.m.Y. H:i' ),
				'lines'        => $lines,
				'customer'     => $inquiry['user_id'] > 0 ? array(
					'url'  => (string) get_edit_user_link( $inquiry['user_id'] ),
					'name' => (string) get_the_author_meta( 'display_name', $inquiry['user_id'] ),
				) : null,
				'statuses'     => $statuses,
				'action'       => $this->url( array( 'inquiry' => $id ) ),
				'nonce_action' => self::ACTION,
			)
		);
	}
}
