<?php
/**
 * Mails of the drum account.
 *
 * @package Kabelshop
 */

declare( strict_types=1 );

namespace Kabelshop\Commerce\Drums;

defined( 'ABSPATH' ) || exit;

use Kabelshop\Accounts\Addresses;
use Kabelshop\Accounts\Registration;
use Kabelshop\Admin\DrumsPage;
use Kabelshop\Commerce\OrderNotifications;
use Kabelshop\Content\Pages;
use Kabelshop\I18n\Format;
use Kabelshop\I18n\Locale;
use Kabelshop\I18n\LocalizedMail;

/**
 * Plain-text mails (wp_mail(); the sender is the company, Setup\MailSender), each in its
 * recipient's language (LocalizedMail, issue 11):
 * - a buyer asks for a drum to be collected: every address of the order notifications
 *   (OrderNotifications::recipients(), the staff language of each) gets the company, the drum,
 *   its order, the pickup address, the note and the link to Kabelshop -> Drums;
 * - staff mark a drum returned: the buyer (LocalizedMail::language_of()) gets the drum, the order,
 *   the day and the deposit credited.
 * A failed send never undoes the change (it is stored); wp_mail reports it ('wp_mail_failed').
 */
final class DrumMailer {

	/**
	 * The staff mail of a collect request.
	 *
	 * @param array<string, mixed> $drum Drum row (DrumAccount).
	 * @return bool True when wp_mail accepted every message (false also when there is no recipient).
	 */
	public function collect_requested( array $drum ): bool {
		$user       = get_userdata( (int) $drum['user_id'] );
		$recipients = OrderNotifications::recipients();
		$ok         = (bool) $recipients;
		foreach ( $recipients as $to ) {
			$ok = (bool) LocalizedMail::send_in(
				LocalizedMail::staff_language( $to ),
				static function () use ( $to, $drum, $user ): bool {
					$locale  = Locale::bcp47();
					$company = $user ? (string) get_user_meta( $user->ID, Registration::META_COMPANY_NAME, true ) : '';
					$who     = '' !== $company ? $company : ( $user ? $user->user_email : '' );
					$address = is_array( $drum['pickup_address'] ) ? Addresses::one_line( $drum['pickup_address'] ) : '';
					$lines   = array(
						__( 'A customer asks you to collect an empty drum:', 'kabelshop-core' ),
						'',
						__( 'Customer:', 'kabelshop-core' ) . ' ' . $who . ( $user ? ' <' . $user->user_email . '>' : '' ),
						__( 'Drum:', 'kabelshop-core' ) . ' ' . DrumTypes::label_in( (string) $drum['drum_type'], Locale::current() ) . ' (' . $drum['article_code'] . ')',
						__( 'Order:', 'kabelshop-core' ) . ' ' . $drum['order_number'],
						__( 'Held since:', 'kabelshop-core' ) . ' ' . Format::date( (string) $drum['since'], $locale ),
						__( 'Deposit:', 'kabelshop-core' ) . ' ' . Format::money_cents( (int) $drum['deposit_cents'], $locale ),
						__( 'Pickup address:', 'kabelshop-core' ) . ' ' . ( '' !== $address ? $address : __( 'not given', 'kabelshop-core' ) ),
					);
					if ( '' !== (string) $drum['collect_note'] ) {
						$lines[] = __( 'Note:', 'kabelshop-core' ) . ' ' . $drum['collect_note'];
					}
					$lines[] = '';
					$lines[] = __( 'Collection requests in wp-admin:', 'kabelshop-core' ) . ' ' . DrumsPage::list_url( DrumAccount::COLLECT_REQUESTED );
					/* translators: 1: company name or e-mail, 2: order number */
					$subject = sprintf( __( 'Drum collection requested by %1$s (order %2$s)', 'kabelshop-core' ), $who, $drum['order_number'] );
					return wp_mail( $to, $subject, implode( "\n", $lines ) . "\n" );
				}
			) && $ok;
		}
		return $ok;
	}

	/**
	 * The buyer's mail when staff marked a drum returned.
	 *
	 * @param array<string, mixed> $drum Drum row (DrumAccount, status returned).
	 * @return bool True when wp_mail accepted it.
	 */
	public function returned( array $drum ): bool {
		$user = get_userdata( (int) $drum['user_id'] );
		if ( ! $user ) {
			return false;
		}
		return (bool) LocalizedMail::send_in(
			LocalizedMail::language_of( $user->ID ),
			static function () use ( $user, $drum ): bool {
				$locale = Locale::bcp47();
				$label  = DrumTypes::label_in( (string) $drum['drum_type'], Locale::current() );
				$lines  = array(
					/* translators: 1: drum type name, 2: order number */
					sprintf( __( 'We took back the drum %1$s of your order %2$s. Thank you.', 'kabelshop-core' ), $label, $drum['order_number'] ),
					'',
					__( 'Returned on:', 'kabelshop-core' ) . ' ' . Format::date( (string) $drum['returned_on'], $locale ),
					__( 'Deposit credited:', 'kabelshop-core' ) . ' ' . Format::money_cents( (int) $drum['credited_cents'], $locale ),
					'',
					__( 'Your drum account:', 'kabelshop-core' ) . ' ' . Pages::url( 'account' ) . '#drums',
				);
				/* translators: %s: order number */
				$subject = sprintf( __( 'Drum returned, deposit credited (order %s)', 'kabelshop-core' ), $drum['order_number'] );
				return wp_mail( $user->user_email, $subject, implode( "\n", $lines ) . "\n" );
			}
		);
	}
}
