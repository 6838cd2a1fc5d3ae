<?php
/**
 * Every wp-admin screen of the theme follows one pattern (issue 10).
 *
 * @package Kabelshop
 */

declare( strict_types=1 );

namespace Kabelshop\Tests\Admin;

use Kabelshop\Admin\AdminPage;
use Kabelshop\Admin\BankStatementPage;
use Kabelshop\Admin\CourtRegisterPage;
use Kabelshop\Admin\InquiriesPage;
use Kabelshop\Admin\OrdersPage;
use Kabelshop\Admin\PaymentsPage;
use Kabelshop\Payments\SettingsService;
use Kabelshop\Payments\TransferService;
use Kabelshop\Plugin;
use Kabelshop\Tests\TestCase;

/**
 * Finds every class in the plugin's src/Admin/ and checks: it extends AdminPage, Plugin boots it, it declares a
 * capability WordPress knows, a user with the capability sees its screen (plugins/kabelshop-core/templates/admin/) with no
 * PHP notice or warning from the theme, and a customer without it gets a 403 and no screen.
 */
final class AdminPagesTest extends TestCase {

	/** Screens a service of Plugin boots in its register() instead of Plugin itself: screen => service. */
	private const BOOTED_BY = array(
		PaymentsPage::class      => SettingsService::class,
		BankStatementPage::class => TransferService::class,
	);

	/** @var list<string> Errors PHP raised in theme files while rendering. */
	private array $errors = array();

	protected function setUp(): void {
		parent::setUp();
		$this->in_english();
		require_once ABSPATH . 'wp-admin/includes/admin.php';
		add_filter( 'wp_die_handler', array( $this, 'die_handler_name' ) );
	}

	protected function tearDown(): void {
		remove_filter( 'wp_die_handler', array( $this, 'die_handler_name' ) );
		unset( $_GET['order'], $_GET['inquiry'], $_GET[ AdminPage::NOTICE_ARG ] );
		// A current screen makes is_admin() true, which later tests would inherit (user locale, admin-only code).
		$GLOBALS['current_screen'] = null; // phpcs:ignore WordPress.WP.GlobalVariablesOverride.Prohibited -- undoing set_current_screen().
		unset( $GLOBALS['hook_suffix'] );
		parent::tearDown();
	}

	/**
	 * Filter wp_die_handler: answers with die_handler().
	 *
	 * @return callable
	 */
	public function die_handler_name(): callable {
		return array( $this, 'die_handler' );
	}

	/**
	 * wp_die() replacement: throws, so the test sees the status instead of the process ending.
	 *
	 * @param string|\WP_Error     $message Message.
	 * @param string|int           $title   Title or status.
	 * @param array<string, mixed> $args    Arguments (response: the status).
	 * @throws \RuntimeException Always, with the status as code.
	 */
	public function die_handler( $message, $title = '', $args = array() ): void {
		$status = is_int( $title ) ? $title : (int) ( $args['response'] ?? 500 );
		throw new \RuntimeException( is_string( $message ) ? $message : 'wp_die', $status ); // phpcs:ignore WordPress.Security.EscapeOutput.ExceptionNotEscaped -- test only.
	}

	/**
	 * Every class file in plugins/kabelshop-core/src/Admin/ that is a concrete screen.
	 *
	 * @return array<string, array{0: class-string<AdminPage>}>
	 */
	public static function pages(): array {
		$pages = array();
		foreach ( glob( \Kabelshop\Tests\Sources::root() . '/' . \Kabelshop\Tests\Sources::PLUGIN . '/src/Admin/*.php' ) as $file ) {
			$class = 'Kabelshop\\Admin\\' . basename( $file, '.php' );
			if ( ( new \ReflectionClass( $class ) )->isAbstract() ) {
				continue;
			}
			$pages[ basename( $file, '.php' ) ] = array( $class );
		}
		return $pages;
	}

	public function test_the_admin_folder_holds_the_screens_named_in_the_issue(): void {
		$this->assertSame(
			array( 'AccountHelpPage', 'ApplicationsPage', 'BankStatementPage', 'BotCheckPage', 'CatalogImportPage', 'ContactMessagesPage', 'CourtRegisterPage', 'DeliveryPage', 'DocumentLookupsPage', 'DopsPage', 'DrumTypesPage', 'DrumsPage', 'FormsSettingsPage', 'InquiriesPage', 'InvoicesPage', 'MetalPricesPage', 'MetalSurchargePage', 'NewsletterPage', 'OrdersPage', 'PaymentsPage', 'RegistrationsPage' ),
			array_keys( self::pages() )
		);
	}

	/**
	 * Renders a screen as a user.
	 *
	 * @param AdminPage $page    Screen.
	 * @param int       $user_id User.
	 * @return string Its HTML.
	 */
	private function render( AdminPage $page, int $user_id ): string {
		$this->login( $user_id );
		do_action( 'admin_menu' );
		$GLOBALS['hook_suffix'] = $page->hook(); // phpcs:ignore WordPress.WP.GlobalVariablesOverride.Prohibited -- what wp-admin/admin.php sets.
		set_current_screen( '' !== $page->hook() ? $page->hook() : 'dashboard' );
		$theme        = realpath( get_template_directory() );
		$this->errors = array();
		set_error_handler( // phpcs:ignore WordPress.PHP.DevelopmentFunctions.prevent_path_disclosure_error_reporting
			function ( int $level, string $message, string $file, int $line ) use ( $theme ): bool {
				if ( str_starts_with( (string) realpath( $file ), (string) $theme ) ) {
					$this->errors[] = basename( $file ) . ":$line $message";
				}
				return false;
			}
		);
		ob_start();
		try {
			$page->render();
		} finally {
			$html = (string) ob_get_clean();
			restore_error_handler();
		}
		return $html;
	}

	/**
	 * @dataProvider pages
	 *
	 * @param class-string<AdminPage> $class Screen class.
	 */
	public function test_a_screen_extends_the_base_is_booted_and_shows_its_template_to_staff_only( string $class ): void {
		$page = new $class();
		$this->assertInstanceOf( AdminPage::class, $page );
		$this->assertContains( self::BOOTED_BY[ $class ] ?? $class, Plugin::services(), 'the plugin boots it (or the service that registers it)' );
		$this->assertNotSame( '', $page->capability() );
		$this->assertTrue( get_role( 'administrator' )->has_cap( $page->capability() ), 'administrators hold ' . $page->capability() );
		$this->assertMatchesRegularExpression( '/^kabelshop(-[a-z-]+)?$/', $page->slug() );

		$html = $this->render( $page, 1 );
		$this->assertSame( array(), $this->errors, 'no PHP notice or warning from the theme' );
		$this->assertStringContainsString( '<div class="wrap', $html );
		$this->assertStringContainsString( '<h1>', $html );
		$parent = $page instanceof CourtRegisterPage ? CourtRegisterPage::PARENT_FILE : 'admin.php';
		$this->assertStringContainsString( $parent . '?page=' . $page->slug(), menu_page_url( $page->slug(), false ), 'the menu entry keeps its URL (the court register stays under Settings)' );

		$customer = $this->make_customer();
		try {
			$this->render( $page, $customer );
			$this->fail( 'a customer sees the screen' );
		} catch ( \RuntimeException $e ) {
			$this->assertSame( 403, $e->getCode() );
			$this->assertSame( 'Your account is not allowed to do this.', $e->getMessage() );
		}
		wp_delete_user( $customer );
	}

	public function test_the_menu_keeps_its_entries_slugs_and_order(): void {
		$this->login( 1 );
		global $submenu, $admin_page_hooks;
		$submenu          = array(); // phpcs:ignore WordPress.WP.GlobalVariablesOverride.Prohibited -- a fresh menu, as on a new request.
		$admin_page_hooks = array(); // phpcs:ignore WordPress.WP.GlobalVariablesOverride.Prohibited -- same.
		do_action( 'admin_menu' );
		$slugs = array_values( array_intersect( array_column( $submenu[ AdminPage::PARENT ] ?? array(), 2 ), array_map( static fn( array $page ): string => ( new $page[0]() )->slug(), self::pages() ) ) );
		$this->assertSame(
			array( 'kabelshop', 'kabelshop-payments', 'kabelshop-import', 'kabelshop-orders', 'kabelshop-drums', 'kabelshop-drum-types', 'kabelshop-bank-statement', 'kabelshop-registrations', 'kabelshop-metal-prices', 'kabelshop-metal-surcharge', 'kabelshop-bot-check', 'kabelshop-inquiries', 'kabelshop-invoices', 'kabelshop-dops', 'kabelshop-document-lookups', 'kabelshop-contact-messages', 'kabelshop-applications', 'kabelshop-newsletter', 'kabelshop-forms', 'kabelshop-account-help' ),
			$slugs,
			'the screens in the order staff know (Delivery and payment first: it is the menu page itself)'
		);
	}

	public function test_the_detail_views_of_orders_and_inquiries_render_without_notices(): void {
		$_GET['order'] = '999999999';
		$html          = $this->render( new OrdersPage(), 1 );
		$this->assertSame( array(), $this->errors );
		$this->assertStringContainsString( 'Order not found', $html );
		$_GET['inquiry'] = '999999999';
		$html            = $this->render( new InquiriesPage(), 1 );
		$this->assertSame( array(), $this->errors );
		$this->assertStringContainsString( 'This inquiry does not exist.', $html );
	}

	public function test_a_queued_notice_is_shown_once_to_the_user_who_queued_it(): void {
		$this->login( 1 );
		$page = new OrdersPage();
		$url  = AdminPage::queue_notice( $page->url(), 'error', 'Check <the> entries', array( 'line 2: bad' ), array( array( 'label' => 'R-1', 'code' => 'ABC' ) ) );
		wp_parse_str( (string) wp_parse_url( $url, PHP_URL_QUERY ), $query );
		$this->assertSame( OrdersPage::SLUG, $query['page'] );
		$_GET[ AdminPage::NOTICE_ARG ] = $query[ AdminPage::NOTICE_ARG ];

		$other = $this->make_customer();
		$this->login( $other );
		$this->assertSame( array(), AdminPage::take_notices(), 'another user cannot read it' );
		wp_delete_user( $other );

		$html = $this->render( $page, 1 );
		$this->assertStringContainsString( '<div class="notice notice-error" role="alert">', $html );
		$this->assertStringContainsString( 'Check &lt;the&gt; entries', $html, 'escaped' );
		$this->assertStringContainsString( '<li>line 2: bad</li>', $html );
		$this->assertStringContainsString( '<li><strong>R-1</strong>: <code>ABC</code></li>', $html );
		$this->assertStringNotContainsString( 'notice-error', $this->render( $page, 1 ), 'shown once' );
	}
}
