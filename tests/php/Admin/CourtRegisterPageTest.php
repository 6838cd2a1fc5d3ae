<?php
/**
 * "Settings -> Court register" on the AdminPage pattern keeps its place, its URL, its option and
 * never prints the stored secret.
 *
 * @package Kabelshop
 */

declare( strict_types=1 );

namespace Kabelshop\Tests\Admin;

use Kabelshop\Accounts\CourtRegister\CourtRegisterSettings;
use Kabelshop\Accounts\CourtRegister\SudregClient;
use Kabelshop\Admin\CourtRegisterPage;
use Kabelshop\Tests\TestCase;

/**
 * Renders the screen in-process as the administrator (user 1), as wp-admin/options-general.php would.
 */
final class CourtRegisterPageTest extends TestCase {

	protected function setUp(): void {
		parent::setUp();
		$this->in_english();
		require_once ABSPATH . 'wp-admin/includes/admin.php';
		$this->login( 1 );
	}

	protected function tearDown(): void {
		delete_option( CourtRegisterSettings::OPTION );
		$GLOBALS['current_screen'] = null; // phpcs:ignore WordPress.WP.GlobalVariablesOverride.Prohibited -- undoing set_current_screen().
		parent::tearDown();
	}

	/**
	 * The screen's HTML.
	 *
	 * @param CourtRegisterPage $page Screen (after admin_menu).
	 */
	private function html( CourtRegisterPage $page ): string {
		set_current_screen( $page->hook() );
		ob_start();
		$page->render();
		return (string) ob_get_clean();
	}

	public function test_the_screen_stays_under_settings_with_its_old_url(): void {
		global $submenu;
		do_action( 'admin_menu' );
		$this->assertContains( CourtRegisterSettings::PAGE, array_column( $submenu['options-general.php'] ?? array(), 2 ), 'Settings -> Court register' );
		$this->assertSame( admin_url( 'options-general.php?page=kabelshop-register' ), menu_page_url( 'kabelshop-register', false ) );
		$this->assertSame( admin_url( 'options-general.php?page=kabelshop-register' ), ( new CourtRegisterPage() )->url() );
	}

	public function test_the_form_shows_the_stored_values_and_never_the_secret(): void {
		update_option(
			CourtRegisterSettings::OPTION,
			array(
				'base_url'      => 'https://register.example/api/javni',
				'token_url'     => '',
				'client_id'     => 'shop-client',
				'client_secret' => 'very-secret-value',
			)
		);
		$page = new CourtRegisterPage();
		$page->add_page();
		$html = $this->html( $page );
		$this->assertStringContainsString( '<h1>Court register</h1>', $html );
		$this->assertStringContainsString( 'name="kabelshop_sudreg[base_url]" value="https://register.example/api/javni"', $html );
		$this->assertStringContainsString( 'name="kabelshop_sudreg[token_url]" value="' . esc_attr( SudregClient::DEFAULT_TOKEN_URL ) . '"', $html, 'an empty token URL shows the default' );
		$this->assertStringContainsString( 'name="kabelshop_sudreg[client_id]" value="shop-client"', $html );
		$this->assertStringContainsString( 'name="kabelshop_sudreg[client_secret]" value=""', $html );
		$this->assertStringNotContainsString( 'very-secret-value', $html );
		$this->assertStringContainsString( 'A secret is stored. Leave empty to keep it.', $html );
		$this->assertStringContainsString( "name='option_page' value='kabelshop-register'", $html, 'posts to the same settings group' );

		delete_option( CourtRegisterSettings::OPTION );
		$this->assertStringContainsString( 'No secret stored.', $this->html( $page ) );
	}
}
