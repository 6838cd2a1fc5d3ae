<?php
/**
 * Records the mails a test makes WordPress send.
 *
 * @package Kabelshop
 */

declare( strict_types=1 );

namespace Kabelshop\Tests\Support;

/**
 * Mail capture for integration tests: capture_mails() hooks the 'wp_mail' filter, which sees every
 * wp_mail() call with its final arguments; each is recorded in $this->mails and still goes on to
 * the test site's mail catcher (bin/mailcatcher.mjs), as in production. Call capture_mails() in
 * setUp() and stop_capturing_mails() in tearDown().
 */
trait CapturesMail {

	/** @var list<array<string, mixed>> wp_mail() arguments (to, subject, message, headers, attachments), in sending order. */
	protected array $mails = array();

	/**
	 * Starts recording with an empty list.
	 */
	protected function capture_mails(): void {
		$this->mails = array();
		add_filter( 'wp_mail', array( $this, 'capture_mail' ) );
	}

	/**
	 * Stops recording (the list is kept for the test to read).
	 */
	protected function stop_capturing_mails(): void {
		remove_filter( 'wp_mail', array( $this, 'capture_mail' ) );
	}

	/**
	 * Records one mail and lets it go on unchanged (filter wp_mail).
	 *
	 * @param array<string, mixed> $mail wp_mail arguments.
	 * @return array<string, mixed>
	 */
	public function capture_mail( array $mail ): array {
		$this->mails[] = $mail;
		return $mail;
	}

	/**
	 * The recipients of the recorded mails, in sending order.
	 *
	 * @return list<string>
	 */
	protected function mail_recipients(): array {
		return array_map( static fn( array $mail ): string => is_array( $mail['to'] ) ? implode( ',', $mail['to'] ) : (string) $mail['to'], $this->mails );
	}

	/**
	 * The one recorded mail to an address; fails the test when there is none or more than one.
	 *
	 * @param string $address Recipient.
	 * @return array<string, mixed> wp_mail arguments.
	 */
	protected function mail_to( string $address ): array {
		$found = array_values( array_filter( $this->mails, static fn( array $mail ): bool => $address === $mail['to'] ) );
		\PHPUnit\Framework\Assert::assertCount( 1, $found, 'one mail to ' . $address );
		return $found[0];
	}
}
