<?php
/**
 * Account help content.
 *
 * @package Kabelshop
 */

declare( strict_types=1 );

namespace Kabelshop\Tests\Accounts;

use Kabelshop\Accounts\HelpContent;
use Kabelshop\Tests\TestCase;

/**
 * Help text edited in wp-admin per language (spec: account help): saved, shown in the visitor's
 * language, escaped, and falling back to the default text.
 */
final class HelpContentTest extends TestCase {

	protected function tearDown(): void {
		delete_option( HelpContent::OPTION );
		parent::tearDown();
	}

	public function test_saved_text_is_shown_per_language_and_unsafe_markup_removed(): void {
		HelpContent::save(
			array(
				'hr' => '<p>Pomoć <strong>HR</strong></p><script>alert(1)</script>',
				'en' => '<p onclick="steal()">Help EN</p><a href="javascript:alert(1)">x</a>',
				'xx' => '<p>ignored</p>',
			)
		);
		$this->assertSame( '<p>Pomoć <strong>HR</strong></p>alert(1)', HelpContent::html( 'hr' ) );
		$en = HelpContent::html( 'en' );
		$this->assertStringContainsString( 'Help EN', $en );
		$this->assertStringNotContainsString( 'onclick', $en );
		$this->assertStringNotContainsString( 'javascript:', $en );
		$this->assertArrayNotHasKey( 'xx', (array) get_option( HelpContent::OPTION ) );
		$this->assertStringContainsString( 'Porudžbine', HelpContent::html( 'sr' ), 'empty Serbian falls back to the default' );
	}

	public function test_defaults_exist_in_three_languages(): void {
		delete_option( HelpContent::OPTION );
		$this->assertStringContainsString( 'Narudžbe', HelpContent::html( 'hr' ) );
		$this->assertStringContainsString( 'Orders', HelpContent::html( 'en' ) );
		$this->assertStringContainsString( 'odeljku', HelpContent::html( 'sr' ), 'Serbian ekavian Latin' );
	}

	public function test_the_settings_api_sanitises_what_staff_post(): void {
		$this->assertSame( array( 'hr' => '<b>ok</b>', 'en' => '', 'sr' => '' ), HelpContent::sanitize( array( 'hr' => '<b>ok</b><iframe src="x"></iframe>' ) ) );
		$this->assertSame( array( 'hr' => '', 'en' => '', 'sr' => '' ), HelpContent::sanitize( 'not an array' ) );
	}
}
