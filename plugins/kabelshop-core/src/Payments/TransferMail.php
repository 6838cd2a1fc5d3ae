<?php
/**
 * The HUB-3 barcode inside the order confirmation mail.
 *
 * @package Kabelshop
 */

declare( strict_types=1 );

namespace Kabelshop\Payments;

defined( 'ABSPATH' ) || exit;

use Kabelshop\View\PaymentInstructionsView;

/**
 * The buyer's confirmation of a bank transfer order carries the payment instructions as text
 * (OrderMailer::body(), PaymentInstructionsView::text_lines()) and the HUB-3 barcode as an inline
 * image. The mail is plain text everywhere else, so for this one mail the plain text stays the
 * text part and an HTML alternative is added: the same text, paragraph by paragraph, with the
 * instructions as a table and the barcode after them as <img src="cid:…">, the PNG embedded in a
 * multipart/related part (PHPMailer::addStringEmbeddedImage(); an image a mail client would
 * fetch from the shop could not carry the buyer's login). arm() hooks phpmailer_init for the
 * next wp_mail() only; disarm() removes it whatever happened.
 */
final class TransferMail {

	/** Content-ID of the barcode image (cid:…). */
	public const CID = 'hub3-barcode@kabelshop';

	/** @var self|null The armed mail. */
	private static ?self $armed = null;

	/**
	 * Keeps what the next mail embeds.
	 *
	 * @param array<string, mixed> $instructions PaymentInstructionsView::instructions().
	 * @param list<string>         $lines        Its text lines as the body holds them.
	 * @param string               $png          Barcode PNG.
	 * @param string               $filename     Name of the image part.
	 */
	private function __construct( private array $instructions, private array $lines, private string $png, private string $filename ) {
	}

	/**
	 * Prepares the next wp_mail() (the order's confirmation) to carry the barcode; does nothing for
	 * an order without bank transfer instructions.
	 *
	 * @param array<string, mixed> $order Stored order.
	 */
	public static function arm( array $order ): void {
		self::disarm();
		$instructions = PaymentInstructionsView::instructions( $order );
		if ( null === $instructions ) {
			return;
		}
		$png = Hub3::png( $instructions['payload'] );
		if ( '' === $png ) {
			return;
		}
		self::$armed = new self( $instructions, PaymentInstructionsView::text_lines( $order ), $png, 'hub3-' . sanitize_file_name( (string) $order['number'] ) . '.png' );
		add_action( 'phpmailer_init', array( self::$armed, 'embed' ), 20 );
	}

	/**
	 * Removes the hook (after the mail, sent or not).
	 */
	public static function disarm(): void {
		if ( null !== self::$armed ) {
			remove_action( 'phpmailer_init', array( self::$armed, 'embed' ), 20 );
			self::$armed = null;
		}
	}

	/**
	 * Turns the mail into text + HTML with the embedded barcode (action phpmailer_init, once).
	 *
	 * @param \PHPMailer\PHPMailer\PHPMailer $mailer The mailer wp_mail() filled.
	 */
	public function embed( $mailer ): void {
		self::disarm();
		$text  = (string) $mailer->Body; // phpcs:ignore WordPress.NamingConventions.ValidVariableName.UsedPropertyNotSnakeCase -- PHPMailer's property.
		$block = implode( "\n", $this->lines );
		$at    = '' !== $block ? strpos( $text, $block ) : false;
		if ( false === $at ) {
			return;
		}
		$html = self::paragraphs( substr( $text, 0, $at ) ) . $this->block_html() . self::paragraphs( substr( $text, $at + strlen( $block ) ) );
		$mailer->isHTML( true );
		// phpcs:disable WordPress.NamingConventions.ValidVariableName.UsedPropertyNotSnakeCase -- PHPMailer's properties.
		$mailer->AltBody = $text;
		$mailer->Body    = '<!DOCTYPE html><html><head><meta charset="utf-8"></head><body style="font-family: Arial, sans-serif; font-size: 15px; color: #1b1f24;">' . $html . '</body></html>';
		// phpcs:enable
		$mailer->addStringEmbeddedImage( $this->png, self::CID, $this->filename, 'base64', 'image/png', 'inline' );
	}

	/**
	 * The instructions as HTML: heading, what was received of a part paid order (issue 26), a table
	 * of the details, the barcode, its caption and the note.
	 */
	private function block_html(): string {
		$size = getimagesizefromstring( $this->png );
		$rows = '';
		foreach ( $this->instructions['rows'] as $row ) {
			$rows .= '<tr><th scope="row" style="text-align: left; padding: 2px 16px 2px 0; vertical-align: top;">' . esc_html( $row['label'] ) . '</th><td style="padding: 2px 0;">' . esc_html( $row['value'] ) . '</td></tr>';
		}
		return '<h2 style="font-size: 18px;">' . esc_html( $this->instructions['heading'] ) . '</h2>'
			. ( '' !== (string) ( $this->instructions['part'] ?? '' ) ? '<p>' . esc_html( (string) $this->instructions['part'] ) . '</p>' : '' )
			. '<table role="presentation" style="border-collapse: collapse;">' . $rows . '</table>'
			. '<p><img src="cid:' . esc_attr( self::CID ) . '" alt="' . esc_attr( $this->instructions['barcode_alt'] ) . '"' // phpcs:ignore PluginCheck.CodeAnalysis.ImageFunctions.NonEnqueuedImage -- a mail: the HUB-3 barcode is an inline MIME part (cid:), not a media file.
			. ( is_array( $size ) ? ' width="' . (int) $size[0] . '" height="' . (int) $size[1] . '"' : '' ) . ' style="display: block; padding: 8px; background: #fff;"></p>'
			. '<p>' . esc_html( $this->instructions['barcode_caption'] ) . '</p>'
			. '<p><strong>' . esc_html( $this->instructions['note'] ) . '</strong></p>';
	}

	/**
	 * Plain text as HTML paragraphs (blank lines split them, line breaks kept, links clickable).
	 *
	 * @param string $text Plain text.
	 */
	private static function paragraphs( string $text ): string {
		$html       = '';
		$paragraphs = preg_split( '/\n\s*\n/', trim( $text ) );
		foreach ( false === $paragraphs ? array() : $paragraphs as $paragraph ) {
			if ( '' !== trim( $paragraph ) ) {
				$html .= '<p>' . make_clickable( nl2br( esc_html( $paragraph ), false ) ) . '</p>';
			}
		}
		return $html;
	}
}
