<?php
/**
 * The wp-admin screen "Kabelshop -> Metal surcharge".
 *
 * @package Kabelshop
 */

declare( strict_types=1 );

namespace Kabelshop\Tests\Admin;

use Kabelshop\Admin\AdminPage;
use Kabelshop\Admin\MetalSurchargePage;
use Kabelshop\Metals\SurchargeSettings;
use Kabelshop\Metals\SurchargeTerms;
use Kabelshop\Tests\Support\BrowsesAsUser;
use Kabelshop\Tests\TestCase;

/**
 * The form's rules (parse_form()), and over real HTTP: saving with a nonce (POST-redirect-GET and
 * the notice), refusing a bad field (named, nothing saved), a wrong nonce and a customer; the
 * screen shows the index in force per metal with its month and rule, and the stale warning (the
 * demo copper prices end in August 2025, today is later).
 */
final class MetalSurchargePageTest extends TestCase {

	use BrowsesAsUser;

	/** @var mixed The stored settings before the test. */
	private $before;

	protected function setUp(): void {
		parent::setUp();
		$this->before = get_option( SurchargeSettings::OPTION, null );
		$this->in_english();
	}

	protected function tearDown(): void {
		null === $this->before ? delete_option( SurchargeSettings::OPTION ) : update_option( SurchargeSettings::OPTION, $this->before );
		SurchargeTerms::flush();
		unset( $_COOKIE[ LOGGED_IN_COOKIE ] );
		parent::tearDown();
	}

	/**
	 * A complete, valid form.
	 *
	 * @param array<string, string> $changes Fields to change.
	 * @return array<string, string>
	 */
	private static function form( array $changes = array() ): array {
		return $changes + array(
			'enabled'               => '1',
			'index_rule'            => SurchargeSettings::RULE_DAY,
			'credit_negative'       => '1',
			'display'               => SurchargeSettings::DISPLAY_FULL,
			'price_hold_days'       => '30',
			'stale_after_business_days' => '5',
			'base_copper'           => '150,00',
			'procurement_copper'    => '1,5',
			'base_aluminium'        => '0',
			'procurement_aluminium' => '2.00',
		);
	}

	/**
	 * The settings as the served site stored them (this process's option caches forgotten).
	 *
	 * @return array<string, mixed>
	 */
	private static function stored(): array {
		wp_cache_flush();
		return SurchargeSettings::get();
	}

	public function test_a_decimal_comma_or_point_is_read_exactly(): void {
		$parsed = MetalSurchargePage::parse_form( self::form() );
		$this->assertSame( array(), $parsed['errors'] );
		$this->assertSame(
			array(
				'copper'    => array(
					'base_e2'        => 15000,
					'procurement_e2' => 150,
				),
				'aluminium' => array(
					'base_e2'        => 0,
					'procurement_e2' => 200,
				),
			),
			$parsed['values']['metals']
		);
		$this->assertSame( 15000, MetalSurchargePage::parse_form( self::form( array( 'base_copper' => '150.00' ) ) )['values']['metals']['copper']['base_e2'] );
		$this->assertTrue( $parsed['values']['credit_negative'] );
		$this->assertSame( 30, $parsed['values']['price_hold_days'] );
		$this->assertSame( 5, $parsed['values']['stale_after_business_days'] );
		$off = MetalSurchargePage::parse_form( self::form( array( 'enabled' => '' ) ) );
		$this->assertFalse( $off['values']['enabled'], 'an unticked box is off' );
	}

	public function test_every_bad_field_is_named(): void {
		$parsed = MetalSurchargePage::parse_form(
			self::form(
				array(
					'base_copper'           => '150,001',
					'procurement_aluminium' => '101',
					'price_hold_days'       => '0',
					'index_rule'            => 'tomorrow',
					'display'               => '',
					'stale_after_business_days' => '31',
				)
			)
		);
		$this->assertCount( 6, $parsed['errors'], implode( "\n", $parsed['errors'] ) );
		$text = implode( "\n", $parsed['errors'] );
		$this->assertStringContainsString( 'Copper, metal base:', $text );
		$this->assertStringContainsString( 'Aluminium, procurement surcharge:', $text );
		$this->assertStringContainsString( 'Price hold:', $text );
		$this->assertStringContainsString( 'Index rule:', $text );
		$this->assertStringContainsString( 'Display:', $text );
		$this->assertStringContainsString( 'Prices stale after: enter a whole number of business days from 1 to 30.', $text );
		$this->assertCount( 1, MetalSurchargePage::parse_form( self::form( array( 'stale_after_business_days' => '' ) ) )['errors'], 'the business days are required' );
		$this->assertCount( 1, MetalSurchargePage::parse_form( self::form( array( 'stale_after_business_days' => '2,5' ) ) )['errors'], 'whole days only' );
		$this->assertCount( 1, MetalSurchargePage::parse_form( self::form( array( 'base_aluminium' => '-1' ) ) )['errors'] );
		$this->assertCount( 1, MetalSurchargePage::parse_form( self::form( array( 'base_copper' => '' ) ) )['errors'], 'empty is not 0' );
	}

	public function test_staff_save_the_form_and_a_bad_field_saves_nothing(): void {
		$this->browser_login( 1 );
		$page   = new MetalSurchargePage();
		$answer = $this->user_request(
			admin_url( 'admin-post.php' ),
			self::form(
				array(
					'action'   => MetalSurchargePage::ACTION,
					'_wpnonce' => wp_create_nonce( MetalSurchargePage::ACTION ),
				)
			)
		);
		$this->assertSame( 302, $answer['status'] );
		$location = $this->header_values( $answer, 'Location' )[0] ?? '';
		$this->assertStringStartsWith( $page->url() . '&' . AdminPage::NOTICE_ARG . '=', $location );
		$saved = self::stored();
		$this->assertSame( SurchargeSettings::RULE_DAY, $saved['index_rule'] );
		$this->assertSame( SurchargeSettings::DISPLAY_FULL, $saved['display'] );
		$this->assertTrue( $saved['credit_negative'] );
		$this->assertSame( 30, $saved['price_hold_days'] );
		$this->assertSame( 5, $saved['stale_after_business_days'] );
		$this->assertSame( 150, $saved['metals']['copper']['procurement_e2'] );
		$shown = $this->user_request( $location );
		$this->assertStringContainsString( 'notice-success', $shown['body'] );

		$bad = $this->user_request(
			admin_url( 'admin-post.php' ),
			self::form(
				array(
					'action'      => MetalSurchargePage::ACTION,
					'_wpnonce'    => wp_create_nonce( MetalSurchargePage::ACTION ),
					'base_copper' => 'abc',
					'index_rule'  => SurchargeSettings::RULE_MONTH,
				)
			)
		);
		$this->assertSame( 302, $bad['status'] );
		$error = $this->user_request( $this->header_values( $bad, 'Location' )[0] ?? '' );
		$this->assertStringContainsString( 'notice-error', $error['body'] );
		$named = \Kabelshop\I18n\Locale::in_language( \Kabelshop\I18n\Locale::admin_language( 1 ), static fn(): array => MetalSurchargePage::parse_form( array( 'base_copper' => 'abc' ) + self::form() )['errors'] );
		$this->assertCount( 1, $named );
		$this->assertStringContainsString( '<li>' . esc_html( $named[0] ) . '</li>', $error['body'], 'the field is named, in the staff member\'s language' );
		$this->assertSame( SurchargeSettings::RULE_DAY, self::stored()['index_rule'], 'nothing of the bad form was saved' );

		$forged = $this->user_request( admin_url( 'admin-post.php' ), self::form( array( 'action' => MetalSurchargePage::ACTION, '_wpnonce' => 'wrong' ) ) );
		$this->assertSame( 403, $forged['status'] );

		$customer = $this->make_customer();
		$this->browser_login( $customer );
		$refused = $this->user_request( admin_url( 'admin-post.php' ), self::form( array( 'action' => MetalSurchargePage::ACTION, '_wpnonce' => wp_create_nonce( MetalSurchargePage::ACTION ) ) ) );
		$this->assertContains( $refused['status'], array( 302, 403 ) );
		$this->assertSame( SurchargeSettings::RULE_DAY, self::stored()['index_rule'] );
		require_once ABSPATH . 'wp-admin/includes/user.php';
		wp_delete_user( $customer );
	}

	public function test_the_screen_shows_the_index_in_force_and_warns_when_it_is_stale(): void {
		SurchargeSettings::save( SurchargeSettings::defaults() );
		$this->browser_login( 1 );
		$body = $this->user_request( ( new MetalSurchargePage() )->url() )['body'];
		// Copper row: the monthly index of August 2025 (the demo prices end 2025-08-05).
		$this->assertMatchesRegularExpression( '#<tr data-metal="copper">\s*<th scope="row">[^<]+</th>\s*<td>\d+\.\d\d</td>\s*<td>[^<]*2025#', $body );
		$this->assertMatchesRegularExpression( '#kabelshop-stale-index[^>]*><p>\s*[^<]*2025#', $body, 'the stale warning names the month' );
		$this->assertStringContainsString( 'name="base_copper" value="150.00"', $body );
		$this->assertStringContainsString( 'value="' . SurchargeSettings::RULE_MONTH . '" checked', $body );

		// The same warning on another Kabelshop screen.
		$other = $this->user_request( admin_url( 'admin.php?page=kabelshop-orders' ) )['body'];
		$this->assertStringContainsString( 'kabelshop-stale-index', $other );
		$this->assertStringContainsString( 'page=' . MetalSurchargePage::SLUG, $other );
		$this->assertStringContainsString( 'page=kabelshop-metal-prices#kabelshop-metal-import-form', $other, 'the notice links to the CSV import' );
		$this->assertStringContainsString( 'npm run import:metals', $other, 'and says how to import' );
		// The dashboard too (issue 27), but not other WordPress screens.
		$dashboard = $this->user_request( admin_url( 'index.php' ) )['body'];
		$this->assertStringContainsString( 'kabelshop-stale-index', $dashboard );
		$this->assertMatchesRegularExpression( '#(08/05/2025|05\.08\.2025\.)#', $dashboard, 'the notice names the day of the newest copper price' );
		$this->assertStringNotContainsString( 'kabelshop-stale-index', $this->user_request( admin_url( 'edit.php' ) )['body'] );
	}

	public function test_the_warning_sentence_names_metal_month_and_where_to_import(): void {
		$terms    = SurchargeTerms::on( SurchargeSettings::defaults(), new \DateTimeImmutable( '2026-11-24' ) );
		$warnings = \Kabelshop\Metals\SurchargeDisplay::stale_warnings( $terms, 'en-US' );
		$this->assertSame( 'The newest copper price is from 08/05/2025, older than the allowed 3 business days; the metal surcharge (index August 2025) is computed from it.', $warnings['copper'] );
		$this->assertSame( 'The newest aluminium price is from 08/21/2024, older than the allowed 3 business days; the metal surcharge (index August 2024) is computed from it.', $warnings['aluminium'] );
		$one = SurchargeTerms::on( array( 'stale_after_business_days' => 1 ) + SurchargeSettings::defaults(), new \DateTimeImmutable( '2026-11-24' ) );
		$this->assertStringContainsString( 'older than the allowed 1 business day;', \Kabelshop\Metals\SurchargeDisplay::stale_warnings( $one, 'en-US' )['copper'] );
		$fresh = SurchargeTerms::on( SurchargeSettings::defaults(), new \DateTimeImmutable( '2025-08-10' ) );
		$this->assertArrayNotHasKey( 'copper', \Kabelshop\Metals\SurchargeDisplay::stale_warnings( $fresh, 'en-US' ), 'July 2025 is the previous month: not stale' );
		$this->assertSame( 'srpanj 2025.', \Kabelshop\Metals\SurchargeDisplay::date_label( '2025-07', 'hr-HR' ) );
		$this->assertSame( '04.08.2025.', \Kabelshop\Metals\SurchargeDisplay::date_label( '2025-08-04', 'hr-HR' ) );
	}
}
