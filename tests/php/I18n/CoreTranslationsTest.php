<?php
/**
 * WordPress's own translations, installed from Debian's wordpress-l10n (issue 28).
 *
 * @package Kabelshop
 */

declare( strict_types=1 );

namespace Kabelshop\Tests\I18n;

use Kabelshop\Tests\Support\BrowsesAsUser;
use Kabelshop\Tests\TestCase;

/**
 * bin/setup.sh places core's hr and sr_RS translations (bin/core-languages.php) in the WordPress
 * copy: wp-admin offers Hrvatski and Srpski in each user's profile, a staff member who chooses
 * Hrvatski sees WordPress's own screens in Croatian, and Serbian stays in the site's Latin script
 * (core's sr_RS is Cyrillic; it is transliterated when installed), in wp-admin and on /sr/ pages.
 */
final class CoreTranslationsTest extends TestCase {

	use BrowsesAsUser;

	/** @var list<int> Users made by a test. */
	private array $made = array();

	protected function tearDown(): void {
		require_once ABSPATH . 'wp-admin/includes/user.php';
		foreach ( $this->made as $id ) {
			wp_delete_user( $id );
		}
		parent::tearDown();
	}

	/**
	 * A staff member (administrator) whose profile language is $locale.
	 *
	 * @param string $locale hr, sr_RS or '' (the site's).
	 */
	private function staff( string $locale ): int {
		$id = wp_insert_user(
			array(
				'user_login' => $this->unique( 'staff' ),
				'user_email' => $this->unique( 'staff' ) . '@example.test',
				'user_pass'  => wp_generate_password( 16 ),
				'role'       => 'administrator',
				'locale'     => $locale,
			)
		);
		$this->assertIsInt( $id );
		$this->made[] = $id;
		return $id;
	}

	public function test_wordpress_offers_croatian_and_serbian_and_has_its_own_translations_of_them(): void {
		$installed = get_available_languages();
		$this->assertContains( 'hr', $installed );
		$this->assertContains( 'sr_RS', $installed );
		foreach ( array( 'hr.mo', 'admin-hr.mo', 'sr_RS.mo', 'admin-sr_RS.mo' ) as $file ) {
			$this->assertFileExists( WP_LANG_DIR . '/' . $file );
		}
	}

	public function test_every_serbian_core_translation_is_in_latin_script(): void {
		foreach ( glob( WP_LANG_DIR . '/*sr_RS.mo' ) ?: array() as $file ) {
			$mo = new \MO();
			$this->assertTrue( $mo->import_from_file( $file ), $file );
			$this->assertGreaterThan( 100, count( $mo->entries ), basename( $file ) . ' is a real translation' );
			$cyrillic = array();
			foreach ( $mo->entries as $entry ) {
				foreach ( $entry->translations as $text ) {
					if ( preg_match( '/\p{Cyrillic}/u', (string) $text ) ) {
						$cyrillic[] = (string) $text;
					}
				}
			}
			$this->assertSame( array(), array_slice( $cyrillic, 0, 5 ), basename( $file ) . ' has Cyrillic translations' );
		}
		$mo = new \MO();
		$mo->import_from_file( WP_LANG_DIR . '/sr_RS.mo' );
		$this->assertSame( 'Stranica nije pronađena', rtrim( $mo->translate( 'Page not found' ), '.' ), 'core\'s Serbian, transliterated' );
	}

	public function test_a_staff_member_who_chooses_hrvatski_sees_wordpress_own_screens_in_croatian(): void {
		$this->browser_login( $this->staff( 'hr' ) );
		$profile = $this->user_request( $this->site_url() . '/wp-admin/profile.php' );
		$this->assertSame( 200, $profile['status'] );
		$this->assertMatchesRegularExpression( '#<select name="locale" id="locale"#', $profile['body'], 'the profile\'s Language field' );
		$this->assertMatchesRegularExpression( '#<option value="hr" lang="hr"[^>]*>Hrvatski</option>#', $profile['body'], 'named, not "hr"' );
		$this->assertMatchesRegularExpression( '#<option value="" lang="en"[^>]*>English \(United States\)</option>#', $profile['body'] );
		$this->assertMatchesRegularExpression( '#<option value="sr_RS" lang="sr"[^>]*>Srpski jezik</option>#', $profile['body'], 'in the site\'s Latin script' );
		$dashboard = $this->user_request( $this->site_url() . '/wp-admin/' );
		$this->assertSame( 200, $dashboard['status'] );
		$this->assertStringContainsString( 'Nadzorna ploča', $dashboard['body'], 'core\'s own Croatian' );

		$this->browser_login( $this->staff( '' ) );
		$this->assertStringNotContainsString( 'Nadzorna ploča', $this->user_request( $this->site_url() . '/wp-admin/' )['body'], 'staff without a language keep the site\'s admin language (English)' );
	}

	public function test_serbian_wp_admin_and_serbian_pages_have_no_cyrillic_letter(): void {
		$this->browser_login( $this->staff( 'sr_RS' ) );
		$dashboard = $this->user_request( $this->site_url() . '/wp-admin/' );
		$this->assertSame( 200, $dashboard['status'] );
		$this->assertStringContainsString( 'Kontrolna tabla', $dashboard['body'], 'core\'s own Serbian, in Latin script' );
		$this->assertSame( 0, preg_match_all( '/\p{Cyrillic}+/u', $dashboard['body'] ), 'no Cyrillic in the Serbian wp-admin' );

		$this->cookies = array();
		foreach ( array( '/sr/', '/sr/katalog/', '/sr/kontakt/', '/sr/nema-te-stranice/' ) as $path ) {
			$page = $this->http( 'GET', $path );
			$this->assertSame( 0, preg_match_all( '/\p{Cyrillic}+/u', $page['body'] ), "no Cyrillic on {$path}" );
		}
	}

}
