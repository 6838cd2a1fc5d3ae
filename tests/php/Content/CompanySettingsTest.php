<?php
/**
 * Company data in wp-admin (Kabelshop -> Company data): the editor saves it through options.php,
 * IBAN and OIB are validated with errors naming the field in the user's language, customers
 * cannot save, the site reads it (issue 12).
 *
 * @package Kabelshop
 */

declare( strict_types=1 );

namespace Kabelshop\Tests\Content;

use Kabelshop\Accounts\CompanyId;
use Kabelshop\Accounts\Roles;
use Kabelshop\Content\Company;
use Kabelshop\Content\CompanySettings;
use Kabelshop\I18n\LocalizedMail;
use Kabelshop\Seo\StructuredData;
use Kabelshop\Tests\Support\BrowsesAsUser;
use Kabelshop\Tests\TestCase;
use Kabelshop\View\JobsView;

final class CompanySettingsTest extends TestCase {

	use BrowsesAsUser;

	/** A valid IBAN (ISO 13616 example of a Croatian account). */
	private const IBAN = 'HR1210010051863000160';

	/** @var list<int> Users. */
	private array $users = array();

	/** @var mixed The option before the test. */
	private $saved;

	protected function setUp(): void {
		parent::setUp();
		$this->saved = get_option( CompanySettings::OPTION, null );
		delete_option( CompanySettings::OPTION );
	}

	protected function tearDown(): void {
		require_once ABSPATH . 'wp-admin/includes/user.php';
		unset( $_COOKIE[ LOGGED_IN_COOKIE ] );
		foreach ( $this->users as $id ) {
			wp_delete_user( $id );
		}
		if ( null === $this->saved ) {
			delete_option( CompanySettings::OPTION );
		} else {
			update_option( CompanySettings::OPTION, $this->saved );
		}
		$GLOBALS['wp_settings_errors'] = array(); // phpcs:ignore WordPress.WP.GlobalVariablesOverride.Prohibited -- core's list, emptied between tests.
		parent::tearDown();
	}

	/**
	 * A user.
	 *
	 * @param string $role   Role slug.
	 * @param string $locale wp-admin language.
	 */
	private function user( string $role, string $locale ): int {
		$login = $this->unique( 'co' );
		$id    = wp_insert_user(
			array(
				'user_login' => $login,
				'user_email' => $login . '@example.test',
				'user_pass'  => wp_generate_password( 16 ),
				'role'       => $role,
				'locale'     => $locale,
			)
		);
		$this->assertIsInt( $id );
		$this->users[] = $id;
		return $id;
	}

	/**
	 * Forgets the options this process cached (the served site wrote the option).
	 */
	private function forget_options(): void {
		foreach ( array( CompanySettings::OPTION, 'alloptions', 'notoptions' ) as $key ) {
			wp_cache_delete( $key, 'options' );
		}
	}

	/**
	 * The form as the screen posts it.
	 *
	 * @param array<string, string> $fields Option fields.
	 * @return array<string, string>
	 */
	private function form( array $fields ): array {
		$form = array(
			'option_page'      => CompanySettings::GROUP,
			'action'           => 'update',
			'_wpnonce'         => wp_create_nonce( CompanySettings::GROUP . '-options' ),
			'_wp_http_referer' => '/wp-admin/admin.php?page=kabelshop-company',
		);
		foreach ( $fields as $key => $value ) {
			$form[ CompanySettings::OPTION . '[' . $key . ']' ] = $value;
		}
		return $form;
	}

	public function test_iban_and_oib_checks(): void {
		$this->assertTrue( CompanySettings::is_iban( self::IBAN ) );
		$this->assertTrue( CompanySettings::is_iban( 'de89 3704 0044 0532 0130 00' ), 'spaces and lower case' );
		$this->assertFalse( CompanySettings::is_iban( 'HR1210010051863000161' ), 'one digit changed' );
		$this->assertFalse( CompanySettings::is_iban( 'HR12' ), 'too short' );
		$this->assertSame( 'HR12 1001 0051 8630 0016 0', CompanySettings::format_iban( self::IBAN ) );
		$oib = '1234567890' . CompanyId::mod11_10( '1234567890' );
		$this->assertSame( array(), CompanySettings::errors( CompanySettings::normalize( array( 'iban' => self::IBAN, 'oib' => $oib ) ) ) );
		$bad = '1234567890' . ( ( CompanyId::mod11_10( '1234567890' ) + 1 ) % 10 );
		$this->assertSame( array( 'iban', 'oib' ), array_keys( CompanySettings::errors( CompanySettings::normalize( array( 'iban' => 'HR1210010051863000161', 'oib' => $bad ) ) ) ) );
	}

	public function test_errors_name_the_field_in_the_language_and_keep_the_old_value(): void {
		$oib = '1234567890' . CompanyId::mod11_10( '1234567890' );
		update_option( CompanySettings::OPTION, array( 'iban' => 'HR12 1001 0051 8630 0016 0', 'oib' => $oib ) );
		$new = CompanySettings::sanitize( array( 'name' => 'Nova d.o.o.', 'iban' => 'HR1210010051863000161', 'oib' => '12345678901' ) );
		$this->assertSame( 'Nova d.o.o.', $new['name'], 'valid fields are saved' );
		$this->assertSame( 'HR12 1001 0051 8630 0016 0', $new['iban'], 'the previous IBAN stays' );
		$this->assertSame( $oib, $new['oib'], 'the previous OIB stays' );
		$messages = array_column( get_settings_errors( CompanySettings::OPTION ), 'message' );
		$this->assertSame( array( 'IBAN nije ispravan: provjerite broj (kontrolne znamenke se ne podudaraju). Zadržana je prethodna vrijednost.', 'OIB nije ispravan: ima 11 znamenki, a zadnja je kontrolna. Zadržana je prethodna vrijednost.' ), $messages );

		$english = LocalizedMail::send_in( 'en', static fn(): array => CompanySettings::errors( CompanySettings::normalize( array( 'oib' => '1' ) ) ) );
		$this->assertStringStartsWith( 'OIB is not valid', $english['oib'] );
		$serbian = LocalizedMail::send_in( 'sr', static fn(): array => CompanySettings::errors( CompanySettings::normalize( array( 'iban' => 'X' ) ) ) );
		$this->assertStringStartsWith( 'IBAN nije ispravan: proverite broj', $serbian['iban'] );
	}

	public function test_the_editor_saves_through_options_php_and_the_site_shows_it(): void {
		$this->browser_login( $this->user( Roles::EDITOR, 'hr' ) );
		$oib    = '1234567890' . CompanyId::mod11_10( '1234567890' );
		$answer = $this->user_request(
			admin_url( 'options.php' ),
			$this->form(
				array(
					'name'                => 'Primjer d.o.o.',
					'street'              => 'Primjerna 5',
					'phone'               => '+385 1 555 0101',
					'email'               => 'info@primjer.example',
					'iban'                => 'hr12 1001 0051 8630 0016 0',
					'oib'                 => $oib,
					'hours][0][days][hr'  => 'Pon – pet',
					'hours][0][days][en'  => 'Mon – Fri',
					'hours][0][opens'     => '8:00',
					'hours][0][closes'    => '16:00',
					'hours][1][days][hr'  => 'Subota',
					'steps][en'           => "First step\n\nSecond step",
				)
			)
		);
		$this->assertSame( 302, $answer['status'] );
		$this->forget_options();
		$stored = Company::stored();
		$this->assertSame( array( 'Primjer d.o.o.', 'HR12 1001 0051 8630 0016 0', $oib ), array( $stored['name'], $stored['iban'], $stored['oib'] ) );
		$this->assertSame( '08:00', $stored['hours'][0]['opens'] );

		$details = Company::details();
		$this->assertSame( array( 'Primjer d.o.o.', 'Primjerna 5', '10000', 'tel:+38515550101' ), array( $details['name'], $details['street'], $details['postcode'], $details['phone_href'] ), 'an empty postcode keeps the demo value' );
		$this->assertSame(
			array(
				array(
					'days'  => 'Pon – pet',
					'hours' => '08:00–16:00',
				),
				array(
					'days'  => 'Subota',
					'hours' => 'Zatvoreno',
				),
			),
			Company::opening_hours()
		);
		$english = LocalizedMail::send_in( 'en', static fn(): array => array( Company::opening_hours()[0]['days'], JobsView::data()['steps'] ) );
		$this->assertSame( array( 'Mon – Fri', array( 'First step', 'Second step' ) ), $english );
		$this->assertSame( 'Primjer d.o.o.', StructuredData::organization()['name'], 'search engines get it too' );
		$this->assertSame( 'HR' . $oib, StructuredData::organization()['vatID'] ?? '' );

		$page = $this->user_request( admin_url( 'admin.php?page=kabelshop-company' ) );
		$this->assertStringContainsString( 'value="Primjer d.o.o."', $page['body'] );
	}

	public function test_an_invalid_oib_is_refused_with_a_croatian_error_on_the_screen(): void {
		$this->browser_login( $this->user( Roles::EDITOR, 'hr' ) );
		$answer = $this->user_request( admin_url( 'options.php' ), $this->form( array( 'oib' => '12345678900' ) ) );
		$this->assertSame( 302, $answer['status'] );
		$this->forget_options();
		$this->assertSame( '', Company::stored()['oib'] );
		$location = $this->header_values( $answer, 'Location' )[0] ?? '';
		$this->assertStringContainsString( 'admin.php?page=kabelshop-company&settings-updated=true', $location, 'back to the screen' );
		$page = $this->user_request( admin_url( 'admin.php?page=kabelshop-company&settings-updated=true' ) );
		$this->assertStringContainsString( 'OIB nije ispravan', $page['body'] );
	}

	public function test_a_customer_and_a_visitor_cannot_save(): void {
		$this->browser_login( $this->make_customer() );
		$this->users[] = get_current_user_id();
		$this->user_request( admin_url( 'options.php' ), $this->form( array( 'name' => 'Kupac d.o.o.' ) ) );
		$this->cookies = array();
		$this->user_request( admin_url( 'options.php' ), $this->form( array( 'name' => 'Posjetitelj d.o.o.' ) ) );
		$this->forget_options();
		$this->assertSame( '', Company::stored()['name'] );
		$this->assertSame( Company::NAME, Company::details()['name'] );
		$this->assertSame( Roles::CAP_CONTENT, CompanySettings::capability() );
	}
}
