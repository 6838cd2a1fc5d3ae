<?php
/**
 * Issue 27: the seller identification (register court, MBS, share capital, board, bank besides OIB
 * and IBAN) is saved on Kabelshop -> Company data with the MBS checked, and is printed in the
 * footer, on the contact page and on the order PDF, which also names the buyer's address and OIB;
 * the privacy policy page is WordPress's setting, in three languages, editable by editors.
 *
 * @package Kabelshop
 */

declare( strict_types=1 );

namespace Kabelshop\Tests\Content;

use Kabelshop\Accounts\Addresses;
use Kabelshop\Accounts\CompanyId;
use Kabelshop\Accounts\Roles;
use Kabelshop\Commerce\OrderPdf;
use Kabelshop\Content\Company;
use Kabelshop\Content\CompanySettings;
use Kabelshop\Content\Pages;
use Kabelshop\Content\Privacy;
use Kabelshop\I18n\LocalizedMail;
use Kabelshop\I18n\Translations;
use Kabelshop\Tests\Commerce\CommerceFixtures;
use Kabelshop\Tests\Commerce\OrderStaffFixtures;
use Kabelshop\Tests\Support\CapturesMail;
use Kabelshop\Tests\TestCase;

final class SellerIdentificationTest extends TestCase {

	use CapturesMail;
	use CommerceFixtures;
	use OrderStaffFixtures;
	use RendersTemplates;

	/** @var mixed The option before the test. */
	private $saved;

	protected function setUp(): void {
		parent::setUp();
		$this->saved = get_option( CompanySettings::OPTION, null );
		delete_option( CompanySettings::OPTION );
		$this->capture_mails();
	}

	protected function tearDown(): void {
		$this->stop_capturing_mails();
		if ( null === $this->saved ) {
			delete_option( CompanySettings::OPTION );
		} else {
			update_option( CompanySettings::OPTION, $this->saved );
		}
		$GLOBALS['wp_settings_errors'] = array(); // phpcs:ignore WordPress.WP.GlobalVariablesOverride.Prohibited -- core's list, emptied between tests.
		parent::tearDown();
	}

	/** A valid OIB (ISO 7064 MOD 11,10). */
	private function oib(): string {
		return '1234567890' . CompanyId::mod11_10( '1234567890' );
	}

	/**
	 * The company data of a seller, saved as the screen saves them.
	 */
	private function save_seller(): void {
		update_option(
			CompanySettings::OPTION,
			CompanySettings::sanitize(
				array(
					'name'           => 'Kabeli Jug d.o.o.',
					'street'         => 'Savska cesta 41',
					'postcode'       => '10000',
					'city'           => 'Zagreb',
					'email'          => 'prodaja@kabeli-jug.test',
					'iban'           => 'HR1210010051863000160',
					'oib'            => $this->oib(),
					'register_court' => 'Trgovački sud u Zagrebu',
					'mbs'            => '80123456',
					'share_capital'  => '20.000,00 EUR, uplaćen u cijelosti',
					'board'          => 'Ana Šimić, direktorica',
					'bank'           => 'Zagrebačka banka d.d.',
				)
			)
		);
	}

	public function test_the_new_fields_are_saved_and_a_bad_mbs_is_refused_naming_the_field(): void {
		$this->save_seller();
		$stored = Company::stored();
		$this->assertSame( '080123456', $stored['mbs'], 'an 8-digit MBS gets its leading zero' );
		$this->assertSame( array( 'Trgovački sud u Zagrebu', '20.000,00 EUR, uplaćen u cijelosti', 'Ana Šimić, direktorica', 'Zagrebačka banka d.d.' ), array( $stored['register_court'], $stored['share_capital'], $stored['board'], $stored['bank'] ) );

		$new = CompanySettings::sanitize( array_merge( $stored, array( 'mbs' => '12-34' ) ) );
		$this->assertSame( '080123456', $new['mbs'], 'the previous MBS stays' );
		$this->assertSame( array( 'MBS nije ispravan: matični broj subjekta ima 8 ili 9 znamenki. Zadržana je prethodna vrijednost.' ), array_column( get_settings_errors( CompanySettings::OPTION ), 'message' ) );
		$english = LocalizedMail::send_in( 'en', static fn(): array => CompanySettings::errors( CompanySettings::normalize( array( 'mbs' => '1234567890' ) ) ) );
		$this->assertStringStartsWith( 'MBS is not valid', $english['mbs'] );
		$this->assertTrue( CompanySettings::is_mbs( '080 123 456' ) );
		$this->assertFalse( CompanySettings::is_mbs( '1234567' ) );
	}

	public function test_the_identification_lists_every_field_and_marks_missing_ones_as_demo(): void {
		$demo = Company::identification();
		$this->assertTrue( $demo['demo'] );
		$rows = array_column( $demo['rows'], 'value', 'key' );
		$this->assertSame( array( 'name', 'seat', 'register_court', 'mbs', 'oib', 'share_capital', 'board', 'bank', 'iban' ), array_keys( $rows ) );
		$this->assertSame( 'još nije upisano (demo)', $rows['oib'], 'no invented OIB' );
		$this->assertSame( 'još nije upisano (demo)', $rows['mbs'] );

		$this->save_seller();
		$seller = Company::identification();
		$this->assertFalse( $seller['demo'], 'every field entered: no demo note' );
		$rows = array_column( $seller['rows'], 'value', 'key' );
		$this->assertSame( 'Savska cesta 41, 10000 Zagreb', $rows['seat'] );
		$this->assertSame( $this->oib(), $rows['oib'] );
		$this->assertSame( 'HR12 1001 0051 8630 0016 0', $rows['iban'] );
		$labels = LocalizedMail::send_in( 'sr', static fn(): array => array_column( Company::identification()['rows'], 'label', 'key' ) );
		$this->assertSame( array( 'Sedište', 'Osnovni kapital' ), array( $labels['seat'], $labels['share_capital'] ) );
	}

	public function test_footer_and_contact_page_print_the_identification(): void {
		$this->save_seller();
		foreach ( array( 'home', 'contact' ) as $key ) {
			$html = $this->fetch( Pages::url( $key, array(), 'hr' ), 'hr' );
			$text = (string) preg_replace( '/\s+/u', ' ', html_entity_decode( wp_strip_all_tags( $html ) ) );
			foreach ( array( 'Upisano u sudski registar Trgovački sud u Zagrebu', 'MBS 080123456', 'OIB ' . $this->oib(), 'Temeljni kapital 20.000,00 EUR, uplaćen u cijelosti', 'Uprava Ana Šimić, direktorica', 'Banka Zagrebačka banka d.d.', 'IBAN HR12 1001 0051 8630 0016 0' ) as $expected ) {
				$this->assertStringContainsString( $expected, $text, $key );
			}
			$this->assertStringNotContainsString( 'podaci iz sudskog registra su primjeri', $text, 'no demo note once entered' );
		}
		$contact = $this->fetch( Pages::url( 'contact', array(), 'hr' ), 'hr' );
		$this->assertSame( 2, substr_count( $contact, 'data-seller-identification' ), 'the contact page and its footer' );
	}

	public function test_the_order_pdf_names_the_seller_identification_and_the_buyer_address_and_oib(): void {
		$this->save_seller();
		$buyer = $this->b2b_buyer();
		update_user_meta(
			$buyer,
			Addresses::META_HEADQUARTERS,
			array(
				'street'   => 'Vukovarska ulica',
				'house_no' => '12',
				'zip'      => '21000',
				'city'     => 'Split',
				'country'  => 'HR',
			)
		);
		$order = $this->b2b_order( $buyer );
		$this->assertNotSame( '', trim( (string) shell_exec( 'command -v pdftotext' ) ), 'pdftotext (poppler-utils) is needed' );
		$file = (string) tempnam( sys_get_temp_dir(), 'ks-pdf' );
		file_put_contents( $file, OrderPdf::render_in( $order, 'hr' ) );
		$text = (string) shell_exec( 'pdftotext -enc UTF-8 ' . escapeshellarg( $file ) . ' - 2>&1' );
		unlink( $file );
		$text = (string) preg_replace( '/\s+/u', ' ', $text );
		foreach ( array( 'Kabeli Jug d.o.o.', 'OIB: ' . $this->oib(), 'MBS: 080123456', 'Upisano u sudski registar: Trgovački sud u Zagrebu', 'Temeljni kapital: 20.000,00 EUR, uplaćen u cijelosti', 'Uprava: Ana Šimić, direktorica', 'Banka: Zagrebačka banka d.d.', 'IBAN: HR12 1001 0051 8630 0016 0' ) as $seller ) {
			$this->assertStringContainsString( $seller, $text, 'seller' );
		}
		$this->assertStringContainsString( 'Vukovarska ulica 12, 21000 Split, HR', $text, 'the buyer\'s address' );
		$this->assertStringContainsString( '12345678903', $text, 'the buyer\'s OIB' );
	}

	public function test_the_privacy_page_is_the_wordpress_setting_in_three_languages_and_editors_edit_it(): void {
		$hr = (int) get_option( 'wp_page_for_privacy_policy' );
		$this->assertGreaterThan( 0, $hr, 'the seed sets Settings -> Privacy' );
		$this->assertSame( 'publish', get_post_status( $hr ) );
		$this->assertSame( get_permalink( $hr ), get_privacy_policy_url() );
		$this->assertSame( 'hr', Translations::language_of( $hr ) );
		foreach ( array(
			'en' => 'Privacy policy',
			'sr' => 'Politika privatnosti',
		) as $code => $title ) {
			$id = Translations::translation( $hr, $code );
			$this->assertGreaterThan( 0, $id, $code );
			$this->assertSame( $id, Privacy::page_id( $code ) );
			$this->assertSame( $title, get_the_title( $id ) );
		}
		$content = (string) get_post_field( 'post_content', $hr );
		foreach ( array( 'AZOP', 'Selska cesta 136', 'NN 42/2018', '[kabelshop_retention form="applications"]', '[kabelshop_retention form="contact"]', 'životopis' ) as $needle ) {
			$this->assertStringContainsString( $needle, $content );
		}
		$this->assertStringContainsString( 'nakon 180 dana', do_shortcode( $content ), 'the forms\' retention (Kabelshop -> Forms default)' );

		$editor = (int) wp_insert_user(
			array(
				'user_login' => $this->unique( 'ed' ),
				'user_pass'  => wp_generate_password( 16 ),
				'role'       => Roles::EDITOR,
			)
		);
		$this->assertTrue( user_can( $editor, 'edit_post', $hr ), 'an editor edits the privacy page' );
		$this->assertFalse( user_can( $editor, 'delete_post', $hr ), 'but does not delete it' );
		$this->assertFalse( user_can( $editor, 'manage_privacy_options' ), 'nor change the setting' );
		$this->assertFalse( user_can( $this->make_customer(), 'edit_post', $hr ) );
		require_once ABSPATH . 'wp-admin/includes/user.php';
		wp_delete_user( $editor );
	}
}
