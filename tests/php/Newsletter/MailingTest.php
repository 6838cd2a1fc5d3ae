<?php
/**
 * The monthly change mail: batches, the send log, the schedule.
 *
 * @package Kabelshop
 */

declare( strict_types=1 );

namespace Kabelshop\Tests\Newsletter;

use Kabelshop\Newsletter\Mailings;
use Kabelshop\Newsletter\NewsletterTables;
use Kabelshop\Newsletter\Schedule;
use Kabelshop\Newsletter\Subscribers;
use Kabelshop\Tests\Support\CapturesMail;
use Kabelshop\Tests\TestCase;

/**
 * Mailings::send_batch() mails each confirmed subscriber once per mailing in their language, with the
 * List-Unsubscribe headers, never twice to one address even when another run claimed it first; and
 * Schedule finds the first working day (Croatian holidays). Periods lie in 2031 (see PriceHistoryTest).
 */
final class MailingTest extends TestCase {

	use CapturesMail;
	use NewsletterFixtures;

	protected function setUp(): void {
		parent::setUp();
		$this->empty_newsletter_tables();
		$this->capture_mails();
	}

	protected function tearDown(): void {
		$this->stop_capturing_mails();
		$this->empty_newsletter_tables();
		parent::tearDown();
	}

	/**
	 * One price change in February 2031 and a mailing for it.
	 *
	 * @return array{0: array<string, mixed>, 1: string} The mailing and the article code.
	 */
	private function mailing_with_a_change(): array {
		$code = $this->upsert_article( 'NL-MAIL NYM-J', '3x2.5', 6000 );
		$this->set_price( $code, 6300 );
		$this->history_at( $code, array( '2030-12-01 00:00:00', '2031-02-10 00:00:00' ) );
		$mailing = ( new Mailings() )->create( null, 0, '2031-03-01 00:00:00' );
		$this->assertNotNull( $mailing );
		$this->assertSame( Mailings::SENDING, $mailing['status'] );
		$this->assertSame( '2031-02-01 00:00:00', $mailing['changes_since'], 'the first mailing looks one month back' );
		return array( $mailing, $code );
	}

	public function test_each_confirmed_subscriber_gets_one_mail_in_their_language_with_the_headers(): void {
		list( $mailing, $code ) = $this->mailing_with_a_change();
		$en                     = $this->make_subscriber( Subscribers::CONFIRMED, 'en' );
		$hr                     = $this->make_subscriber( Subscribers::CONFIRMED, 'hr' );
		$pending                = $this->make_subscriber( Subscribers::PENDING, 'en' );
		$gone                   = $this->make_subscriber( Subscribers::UNSUBSCRIBED, 'en' );
		$this->mails            = array();

		$batch = ( new Mailings() )->send_batch();
		$this->assertSame( 2, $batch['sent'] );
		$this->assertSame( array( $en['email'], $hr['email'] ), $this->mail_recipients() );
		$this->assertStringContainsString( "{$code}: €0.6000 → €0.6300 per metre (+5.0%)", $this->mail_to( $en['email'] )['message'] );
		$this->assertStringContainsString( "{$code}: 0,6000 € → 0,6300 € po metru (+5,0 %)", $this->mail_to( $hr['email'] )['message'] );
		foreach ( $this->mails as $mail ) {
			$this->assertMatchesRegularExpression( '#^List-Unsubscribe: <https?://\S+newsletter/unsubscribe\?id=\d+&token=[0-9a-f]{64}>$#m', self::headers_of( $mail ) );
			$this->assertStringContainsString( 'List-Unsubscribe-Post: List-Unsubscribe=One-Click', self::headers_of( $mail ) );
			$this->assertStringContainsString( 'kabelshop_newsletter=unsubscribe', (string) $mail['message'] );
		}
		$this->assertNotContains( $pending['email'], $this->mail_recipients() );
		$this->assertNotContains( $gone['email'], $this->mail_recipients() );

		$done = ( new Mailings() )->find( $mailing['id'] );
		$this->assertSame( Mailings::DONE, $done['status'] );
		$this->assertSame( 2, $done['sent'] );
		$this->assertSame( 0, ( new Mailings() )->send_batch()['sent'], 'nothing is left to send' );
	}

	public function test_batches_never_send_twice_to_one_address(): void {
		global $wpdb;
		list( $mailing ) = $this->mailing_with_a_change();
		$subscribers     = array();
		for ( $i = 0; $i < 5; $i++ ) {
			$subscribers[] = $this->make_subscriber( Subscribers::CONFIRMED, 'en' );
		}
		// Another cron run claimed the third address a moment ago and is sending to it.
		$wpdb->insert(
			NewsletterTables::sends(),
			array(
				'mailing_id'    => $mailing['id'],
				'subscriber_id' => $subscribers[2]['id'],
				'email'         => $subscribers[2]['email'],
				'status'        => 'sending',
				'sent_at'       => gmdate( 'Y-m-d H:i:s' ),
			)
		);
		$this->mails = array();
		$mailings    = new Mailings();
		$first       = $mailings->send_batch( 2 );
		$this->assertSame( 2, $first['sent'] );
		$this->assertSame( Mailings::SENDING, $mailings->find( $mailing['id'] )['status'] );
		$progress = $mailings->find( $mailing['id'] );
		$this->assertSame( array( 3, 2 ), array( $progress['sent'], $progress['waiting'] ), 'progress counts the claimed address as done' );
		$mailings->send_batch( 2 );
		$mailings->send_batch( 2 );

		$recipients = $this->mail_recipients();
		$this->assertCount( 4, $recipients );
		$this->assertSame( $recipients, array_values( array_unique( $recipients ) ), 'no address twice' );
		$this->assertNotContains( $subscribers[2]['email'], $recipients, 'the address another run claimed' );
		$this->assertSame( Mailings::DONE, $mailings->find( $mailing['id'] )['status'] );
		$log = (int) $wpdb->get_var( $wpdb->prepare( 'SELECT COUNT(*) FROM ' . NewsletterTables::sends() . ' WHERE mailing_id = %d', $mailing['id'] ) ); // phpcs:ignore WordPress.DB.PreparedSQL.NotPrepared
		$this->assertSame( 5, $log, 'one log row per address' );
	}

	public function test_the_next_mailing_starts_where_the_last_one_ended_and_a_month_has_one(): void {
		$this->mailing_with_a_change();
		$mailings = new Mailings();
		$next     = $mailings->create( '2031-04', 0, '2031-04-01 06:00:00' );
		$this->assertNotNull( $next );
		$this->assertSame( '2031-03-01 00:00:00', $next['changes_since'] );
		$this->assertSame( Mailings::EMPTY, $next['status'], 'no change in March: nothing to send' );
		$this->assertNull( $mailings->create( '2031-04', 0, '2031-04-02 06:00:00' ), 'one monthly mailing per month' );
		$this->assertSame( '2031-03-01 00:00:00', $mailings->last_until(), 'an empty mailing does not move the start' );
	}

	public function test_first_working_day_skips_weekends_and_croatian_holidays(): void {
		$this->assertSame( 2, Schedule::first_working_day( 2026, 1 ), '1 January (New Year) is a Thursday' );
		$this->assertSame( 2, Schedule::first_working_day( 2026, 2 ), '1 February is a Sunday' );
		$this->assertSame( 3, Schedule::first_working_day( 2026, 8 ), '1 August is a Saturday' );
		$this->assertSame( 2, Schedule::first_working_day( 2027, 11 ), '1 November (All Saints) is a Monday' );
		$this->assertSame( 2, Schedule::first_working_day( 2024, 4 ), '1 April 2024 is Easter Monday' );
		$this->assertSame( 1, Schedule::first_working_day( 2026, 12 ) );
		$this->assertSame( 3, Schedule::first_working_day( 2028, 1 ), 'Saturday, Sunday, then Monday 3 January' );
		$this->assertTrue( Schedule::is_due( new \DateTimeImmutable( '2026-08-03' ) ) );
		$this->assertFalse( Schedule::is_due( new \DateTimeImmutable( '2026-08-01' ) ) );
		$this->assertFalse( Schedule::is_due( new \DateTimeImmutable( '2026-08-20' ) ) );
	}
}
