<?php
/**
 * Mails about a sent inquiry.
 *
 * @package Kabelshop
 */

declare( strict_types=1 );

namespace Kabelshop\Inquiries;

defined( 'ABSPATH' ) || exit;

use Kabelshop\Accounts\AccountMailer;
use Kabelshop\Admin\InquiriesPage;
use Kabelshop\I18n\Format;
use Kabelshop\I18n\Locale;
use Kabelshop\I18n\LocalizedMail;
use Kabelshop\Catalog\TypeWords;

/**
 * Plain-text mails with wp_mail() (spec: shop query): to sales (option kabelshop_sales_email, else
 * the site's admin e-mail) with Reply-To the buyer, in the language of the staff member behind that
 * address (LocalizedMail::staff_language(), issue 11), and a copy to the buyer in the language the
 * buyer used. Prices are the server's list prices per metre (net), demo prices marked as such,
 * followed by how long they hold (PriceHold: price_hold_days from the inquiry's day; the metal
 * surcharge follows the index on the day of order).
 * A failed send does not undo the stored inquiry; wp_mail reports it through 'wp_mail_failed'.
 */
final class InquiryMailer {

	/**
	 * Sends both mails, each built in its recipient's language through LocalizedMail (words and
	 * numbers): the notice to sales in the staff member's wp-admin locale (a mailbox that is no
	 * user's gets Croatian), the copy to the buyer in the language the inquiry was sent in (its
	 * stored language).
	 *
	 * @param array<string, mixed> $inquiry Inquiry from InquiryRepository::find().
	 * @return array{sales: bool, buyer: bool} Whether wp_mail accepted each.
	 */
	public function sent( array $inquiry ): array {
		$sales    = AccountMailer::sales_address();
		$to_sales = '' !== $sales && LocalizedMail::send_in(
			LocalizedMail::staff_language( $sales ),
			fn(): bool => $this->to_sales( $sales, $inquiry )
		);
		$to_buyer = LocalizedMail::send_in(
			(string) ( $inquiry['language'] ?? Locale::current() ),
			fn(): bool => $this->to_buyer( $inquiry )
		);
		return array(
			'sales' => $to_sales,
			'buyer' => $to_buyer,
		);
	}

	/**
	 * The notice to sales, in the current language.
	 *
	 * @param string               $sales   Sales address.
	 * @param array<string, mixed> $inquiry Inquiry from InquiryRepository::find().
	 * @return bool Whether wp_mail accepted it.
	 */
	private function to_sales( string $sales, array $inquiry ): bool {
		$subject = sprintf(
			/* translators: 1: inquiry number, 2: company name */
			__( 'Inquiry %1$s from %2$s', 'kabelshop-core' ),
			self::number( (int) $inquiry['id'] ),
			(string) $inquiry['company_name']
		);
		return (bool) wp_mail(
			$sales,
			$subject,
			implode( "\n", array_merge( array( __( 'A new inquiry was sent from the webshop:', 'kabelshop-core' ), '' ), $this->body( $inquiry ), array( '', admin_url( 'admin.php?page=' . InquiriesPage::SLUG . '&inquiry=' . (int) $inquiry['id'] ) ) ) ),
			array( 'Reply-To: ' . (string) $inquiry['email'] )
		);
	}

	/**
	 * The copy to the buyer, in the current language.
	 *
	 * @param array<string, mixed> $inquiry Inquiry from InquiryRepository::find().
	 * @return bool Whether wp_mail accepted it.
	 */
	private function to_buyer( array $inquiry ): bool {
		if ( self::own_address( $inquiry ) ) {
			$intro = __( 'Thank you for your inquiry. Our sales team will answer you as soon as possible. This is a copy of what you sent:', 'kabelshop-core' );
			$body  = $this->body( $inquiry );
		} else {
			// Anyone may send an inquiry to any address (issue 26): the receipt repeats nothing the
			// sender typed (company, names, phone, note), only the shop's own data, so the form is no
			// relay of a stranger's text from the shop's address.
			$intro = __( 'Thank you for your inquiry. Our sales team will answer you as soon as possible. You asked about these articles:', 'kabelshop-core' );
			$body  = $this->articles( $inquiry );
		}
		return (bool) wp_mail(
			(string) $inquiry['email'],
			/* translators: %s: inquiry number */
			sprintf( __( 'Your inquiry %s was received', 'kabelshop-core' ), self::number( (int) $inquiry['id'] ) ),
			implode( "\n", array_merge( array( $intro, '' ), $body, array( '', home_url( '/' ) ) ) )
		);
	}

	/**
	 * Whether the inquiry's e-mail is the sender's own account address: only then does the copy
	 * repeat what was typed (issue 26: a visitor, or a customer typing another address, gets a receipt
	 * without the free text).
	 *
	 * @param array<string, mixed> $inquiry Inquiry from InquiryRepository::find() (user_id, email).
	 */
	private static function own_address( array $inquiry ): bool {
		$user = (int) ( $inquiry['user_id'] ?? 0 ) > 0 ? get_userdata( (int) $inquiry['user_id'] ) : false;
		return false !== $user && 0 === strcasecmp( (string) $user->user_email, (string) $inquiry['email'] );
	}

	/**
	 * The inquiry's visible number, e.g. 'UPIT-000042'.
	 *
	 * @param int $id Inquiry id.
	 */
	public static function number( int $id ): string {
		return sprintf( 'UPIT-%06d', $id );
	}

	/**
	 * Lines of the mail body: the sender's details and note, then the articles (the notice to
	 * sales; the buyer's copy when it goes to their own account address).
	 *
	 * @param array<string, mixed> $inquiry Inquiry with lines.
	 * @return list<string>
	 */
	private function body( array $inquiry ): array {
		return array_merge(
			array(
				__( 'Company:', 'kabelshop-core' ) . ' ' . $inquiry['company_name'],
				__( 'OIB/MB:', 'kabelshop-core' ) . ' ' . ( '' !== $inquiry['oib'] ? $inquiry['oib'] : '-' ),
				__( 'Contact person:', 'kabelshop-core' ) . ' ' . $inquiry['contact_person'],
				__( 'E-mail:', 'kabelshop-core' ) . ' ' . $inquiry['email'],
				__( 'Phone:', 'kabelshop-core' ) . ' ' . $inquiry['phone'],
				__( 'Note:', 'kabelshop-core' ) . ' ' . ( '' !== $inquiry['note'] ? $inquiry['note'] : '-' ),
				'',
			),
			$this->articles( $inquiry )
		);
	}

	/**
	 * The articles part of the mails: the catalogue's names, the server's prices and how long they
	 * hold (nothing the sender typed but quantities).
	 *
	 * @param array<string, mixed> $inquiry Inquiry with lines.
	 * @return list<string>
	 */
	private function articles( array $inquiry ): array {
		$locale = Locale::bcp47();
		$lines  = array( __( 'Articles (list price per metre, net):', 'kabelshop-core' ) );
		foreach ( (array) $inquiry['lines'] as $line ) {
			$price   = Format::unit_price_e4( (int) $line['unit_price_e4'], $locale );
			$lines[] = sprintf(
				/* translators: 1: line number, 2: article code, 3: product name and size, 4: metres, 5: price per metre */
				__( '%1$d. %2$s %3$s: %4$s m at %5$s EUR/m', 'kabelshop-core' ),
				(int) $line['line_no'],
				(string) $line['article_code'],
				trim( TypeWords::shown( (string) $line['name'] ) . ' ' . Format::size_label( (string) $line['size_label'], $locale ) ),
				Format::scaled( (int) $line['quantity_m'], 0, $locale ),
				$price
			) . ( $line['price_is_demo'] ? ' (' . __( 'demo price', 'kabelshop-core' ) . ')' : '' );
		}
		$lines[] = '';
		$lines[] = PriceHold::for_inquiry( $inquiry );
		return $lines;
	}
}
