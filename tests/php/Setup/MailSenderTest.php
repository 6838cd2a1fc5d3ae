<?php
/**
 * Mails leave as the company, not as "WordPress <wordpress@host>".
 *
 * @package Kabelshop
 */

declare( strict_types=1 );

namespace Kabelshop\Tests\Setup;

use Kabelshop\Content\Company;
use Kabelshop\Tests\TestCase;

/**
 * Sends real mails through wp_mail() and reads the sender PHPMailer was given (phpmailer_init).
 */
final class MailSenderTest extends TestCase {

	/** @var list<array{from: string, name: string}> Senders seen, in order. */
	private array $senders = array();

	protected function setUp(): void {
		parent::setUp();
		$this->senders = array();
		add_action( 'phpmailer_init', array( $this, 'record' ) );
	}

	protected function tearDown(): void {
		remove_action( 'phpmailer_init', array( $this, 'record' ) );
		parent::tearDown();
	}

	/**
	 * Records the sender of a mail about to be sent.
	 *
	 * @param \PHPMailer\PHPMailer\PHPMailer $mailer The mailer.
	 */
	public function record( $mailer ): void {
		$this->senders[] = array(
			'from' => (string) $mailer->From,
			'name' => (string) $mailer->FromName,
		);
	}

	public function test_a_mail_without_a_sender_leaves_as_the_company(): void {
		$company = Company::details();
		wp_mail( 'buyer@example.com', 'Test', 'Body' );
		$this->assertCount( 1, $this->senders );
		$this->assertSame( $company['email'], $this->senders[0]['from'] );
		$this->assertSame( $company['name'], $this->senders[0]['name'] );
		$this->assertStringStartsNotWith( 'wordpress@', $this->senders[0]['from'] );
	}

	public function test_a_mail_with_its_own_sender_keeps_it(): void {
		wp_mail( 'buyer@example.com', 'Test', 'Body', array( 'From: Sales Desk <desk@example.com>' ) );
		$this->assertCount( 1, $this->senders );
		$this->assertSame( 'desk@example.com', $this->senders[0]['from'] );
		$this->assertSame( 'Sales Desk', $this->senders[0]['name'] );
	}
}
