<?php
/**
 * The mail about a contact message.
 *
 * @package Kabelshop
 */

declare( strict_types=1 );

namespace Kabelshop\Forms;

defined( 'ABSPATH' ) || exit;

use Kabelshop\Admin\ContactMessagesPage;
use Kabelshop\I18n\LocalizedMail;

/**
 * One plain-text mail with wp_mail() to FormsSettings::contact_recipient(), in the language of the
 * staff member behind that address (LocalizedMail::staff_language(): their wp-admin locale; a
 * shared mailbox gets Croatian), Reply-To the sender, with a link to the message in wp-admin.
 * No copy goes to the sender: a form that mails any address typed into it would relay spam.
 */
final class ContactMailer {

	/**
	 * Sends the notice.
	 *
	 * @param array<string, mixed> $message From ContactRepository::find().
	 * @return bool Whether wp_mail() accepted it (false also when no recipient is known).
	 */
	public function sent( array $message ): bool {
		$to = FormsSettings::contact_recipient();
		if ( '' === $to ) {
			return false;
		}
		return (bool) LocalizedMail::send_in(
			LocalizedMail::staff_language( $to ),
			fn(): bool => $this->to_staff( $to, $message )
		);
	}

	/**
	 * The notice, in the current language.
	 *
	 * @param string               $to      Recipient.
	 * @param array<string, mixed> $message The message.
	 */
	private function to_staff( string $to, array $message ): bool {
		$lines = array(
			__( 'A new message was sent with the contact form:', 'kabelshop-core' ),
			'',
			__( 'Name:', 'kabelshop-core' ) . ' ' . $message['name'],
			__( 'Company:', 'kabelshop-core' ) . ' ' . ( '' !== $message['company'] ? $message['company'] : '-' ),
			__( 'E-mail:', 'kabelshop-core' ) . ' ' . $message['email'],
			__( 'Phone:', 'kabelshop-core' ) . ' ' . ( '' !== $message['phone'] ? $message['phone'] : '-' ),
			'',
			(string) $message['message'],
			'',
			admin_url( 'admin.php?page=' . ContactMessagesPage::SLUG . '&message=' . (int) $message['id'] ),
		);
		return (bool) wp_mail(
			$to,
			/* translators: %s: sender's name */
			sprintf( __( 'Contact form: message from %s', 'kabelshop-core' ), (string) $message['name'] ),
			implode( "\n", $lines ),
			array( 'Reply-To: ' . self::reply_to( (string) $message['name'], (string) $message['email'] ) )
		);
	}

	/**
	 * A Reply-To value: "Name <address>" with the name stripped of characters that would end or
	 * bend the header (line breaks, quotes, angle brackets, commas).
	 *
	 * @param string $name  Sender's name.
	 * @param string $email Sender's address (validated).
	 */
	public static function reply_to( string $name, string $email ): string {
		$name = trim( (string) preg_replace( '/[\r\n"<>,;\\\\]+/', ' ', $name ) );
		return '' === $name ? $email : '"' . $name . '" <' . $email . '>';
	}
}
