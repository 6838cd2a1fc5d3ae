<?php
/**
 * The price-list mailing in wp-admin.
 *
 * @package Kabelshop
 */

declare( strict_types=1 );

namespace Kabelshop\Tests\Newsletter;

use Kabelshop\Admin\NewsletterPage;
use Kabelshop\Newsletter\NewsletterMailer;
use Kabelshop\Newsletter\NewsletterService;
use Kabelshop\Newsletter\SubscriberExport;
use Kabelshop\Newsletter\Subscribers;
use Kabelshop\Tests\TestCase;

/**
 * Capabilities (content editors see the list, only administrators export, delete and send), the
 * change mail's preview per language, the CSV export, and the List-Unsubscribe headers as PHPMailer
 * sends them (phpmailer_init).
 */
final class NewsletterAdminTest extends TestCase {

	use NewsletterFixtures;

	/** @var bool Whether this test created the editor role (engineer 1's Accounts\Roles may not have yet). */
	private bool $created_role = false;

	/** @var array<int, array{0: string, 1: string}> Custom headers PHPMailer was given. */
	private array $custom_headers = array();

	protected function setUp(): void {
		parent::setUp();
		require_once ABSPATH . 'wp-admin/includes/admin.php';
		if ( ! get_role( NewsletterService::EDITOR_ROLE ) ) {
			add_role( NewsletterService::EDITOR_ROLE, 'Kabelshop editor', array( 'read' => true, 'edit_posts' => true ) );
			$this->created_role = true;
		}
		( new NewsletterService() )->grant_caps();
	}

	protected function tearDown(): void {
		if ( $this->created_role ) {
			remove_role( NewsletterService::EDITOR_ROLE );
		}
		unset( $_GET['tab'], $_GET['preview'] );
		$GLOBALS['current_screen'] = null; // phpcs:ignore WordPress.WP.GlobalVariablesOverride.Prohibited -- undoing set_current_screen().
		unset( $GLOBALS['hook_suffix'] );
		remove_action( 'phpmailer_init', array( $this, 'record_headers' ) );
		parent::tearDown();
	}

	/**
	 * The screen's HTML for a user.
	 *
	 * @param int $user_id User.
	 */
	private function render( int $user_id ): string {
		$this->login( $user_id );
		$page = new NewsletterPage();
		do_action( 'admin_menu' );
		$page->add_page();
		set_current_screen( 'dashboard' );
		ob_start();
		try {
			$page->render();
		} finally {
			$html = (string) ob_get_clean();
		}
		return $html;
	}

	public function test_editors_see_the_list_but_only_administrators_export_delete_and_send(): void {
		$editor = wp_insert_user(
			array(
				'user_login' => $this->unique( 'editor' ),
				'user_email' => $this->unique( 'editor' ) . '@example.test',
				'user_pass'  => wp_generate_password( 16 ),
				'role'       => NewsletterService::EDITOR_ROLE,
			)
		);
		$this->assertIsInt( $editor );
		$this->assertTrue( user_can( $editor, NewsletterService::CAP_VIEW ) );
		$this->assertFalse( user_can( $editor, NewsletterService::CAP_MANAGE ) );
		$this->assertTrue( user_can( 1, NewsletterService::CAP_MANAGE ) );
		$this->assertFalse( user_can( $this->make_customer(), NewsletterService::CAP_VIEW ) );

		$subscriber = $this->make_subscriber( Subscribers::CONFIRMED );
		$_GET['tab'] = 'mailing';
		$html        = $this->render( $editor );
		$this->assertStringContainsString( $subscriber['email'], $html, 'the editor sees the list (and not the mailing tab)' );
		$this->assertStringNotContainsString( NewsletterPage::ACTION_EXPORT, $html );
		$this->assertStringNotContainsString( NewsletterPage::ACTION_DELETE, $html );
		$this->assertStringNotContainsString( NewsletterPage::ACTION_SEND, $html );

		unset( $_GET['tab'] );
		$admin = $this->render( 1 );
		$this->assertStringContainsString( NewsletterPage::ACTION_EXPORT, $admin );
		$this->assertStringContainsString( NewsletterPage::ACTION_DELETE, $admin );
		wp_delete_user( $editor );
	}

	public function test_the_preview_shows_the_change_mail_in_the_chosen_language(): void {
		$_GET['tab']     = 'mailing';
		$_GET['preview'] = 'sr';
		$html            = $this->render( 1 );
		$this->assertStringContainsString( 'Promene cenovnika kablova do', $html );
		$this->assertStringContainsString( NewsletterPage::ACTION_SEND, $html );
		$_GET['preview'] = 'en';
		$this->assertStringContainsString( 'Cable price-list changes until', $this->render( 1 ) );
	}

	public function test_the_csv_export_has_the_consent_record_and_no_formulas(): void {
		$csv = SubscriberExport::csv(
			array(
				array(
					'email'           => 'ana@example.test',
					'status'          => 'confirmed',
					'language'        => 'hr',
					'consent_at'      => '2026-11-20 10:00:00',
					'consent_ip'      => '192.0.2.1',
					'consent_text'    => '=HYPERLINK("http://evil.test")',
					'confirmed_at'    => '2026-11-20 10:05:00',
					'unsubscribed_at' => null,
				),
			)
		);
		$this->assertStringStartsWith( "\xEF\xBB\xBFemail,status,language,consent_at,consent_ip,consent_text,confirmed_at,unsubscribed_at\n", $csv );
		$this->assertStringContainsString( 'ana@example.test,confirmed,hr,"2026-11-20 10:00:00",192.0.2.1,"\'=HYPERLINK(""http://evil.test"")","2026-11-20 10:05:00",', $csv );
	}

	/**
	 * Records PHPMailer's custom headers (action phpmailer_init).
	 *
	 * @param \PHPMailer\PHPMailer\PHPMailer $mailer The mailer.
	 */
	public function record_headers( $mailer ): void {
		$this->custom_headers = $mailer->getCustomHeaders();
	}

	public function test_phpmailer_sends_the_list_unsubscribe_headers(): void {
		add_action( 'phpmailer_init', array( $this, 'record_headers' ) );
		$subscriber = $this->make_subscriber( Subscribers::PENDING, 'en' );
		( new NewsletterMailer() )->confirmation( $subscriber, str_repeat( 'a', 64 ) );
		$headers = array();
		foreach ( $this->custom_headers as $header ) {
			$headers[ $header[0] ] = $header[1];
		}
		$this->assertSame( '<' . rest_url( 'kabelshop/v1/newsletter/unsubscribe' ) . '?id=' . $subscriber['id'] . '&token=' . Subscribers::unsubscribe_token( $subscriber['id'], $subscriber['email'] ) . '>', $headers['List-Unsubscribe'] ?? null );
		$this->assertSame( 'List-Unsubscribe=One-Click', $headers['List-Unsubscribe-Post'] ?? null );
	}
}
