<?php
/**
 * What the view models prepare reaches the page: the login page's views, titles and field errors
 * (View\LoginView), the inquiry form's prefill (View\InquiryView) and the product table's wishlist
 * switch (View\ProductView), as a visitor and as customers see them over HTTP.
 *
 * @package Kabelshop
 */

declare( strict_types=1 );

namespace Kabelshop\Tests\View;

use Kabelshop\Accounts\FieldRules;
use Kabelshop\Accounts\LoginToken;
use Kabelshop\Accounts\Registration;
use Kabelshop\Content\Pages;
use Kabelshop\Tests\Content\RendersTemplates;
use Kabelshop\Tests\HttpClient;
use Kabelshop\Tests\TestCase;

/**
 * Pages fetched from the served test site in English (same database as the test).
 */
final class ViewModelsHttpTest extends TestCase {

	use RendersTemplates;

	protected function setUp(): void {
		parent::setUp();
		$this->in_english();
	}

	/**
	 * The props of the first island of a name on a page.
	 *
	 * @param string $html   Page.
	 * @param string $island Island name.
	 * @return array<string, mixed>
	 */
	private function island_props( string $html, string $island ): array {
		$json = $this->text( $this->xpath( $html ), '//script[@class="island-props"][preceding-sibling::div[1][@data-island="' . $island . '"]]' );
		$this->assertNotSame( '', $json, "the page has the $island island" );
		$envelope = json_decode( $json, true );
		$this->assertIsArray( $envelope );
		return (array) $envelope['props'];
	}

	public function test_login_form_posted_empty_marks_both_fields_and_links_their_errors(): void {
		$browser = new HttpClient();
		$page    = $browser->get( Pages::url( 'login', array(), 'en' ) );
		$this->assertSame( 200, $page['status'] );
		$this->assertStringNotContainsString( 'aria-invalid', $page['body'], 'nothing is marked before a post' );
		$post = $browser->post(
			Pages::url( 'login', array(), 'en' ),
			array(
				'kabelshop_form'  => 'login',
				'_ks_nonce'       => HttpClient::input_value( $page['body'], '_ks_nonce' ),
				LoginToken::FIELD => HttpClient::input_value( $page['body'], LoginToken::FIELD ),
				'redirect_to'     => '',
				'log'             => '',
				'pwd'             => '',
			)
		);
		$this->assertSame( 200, $post['status'] );
		$xpath = $this->xpath( $post['body'] );
		$this->assertSame( 'Log in', $this->text( $xpath, '//h1' ) );
		$this->assertSame( 'Please fill in the marked fields.', $this->text( $xpath, '//p[@class="ks-error"][@role="alert"]' ) );
		foreach ( array( 'log', 'pwd' ) as $field ) {
			$input = $xpath->query( '//form//input[@name="' . $field . '"][@aria-invalid="true"][@aria-describedby="err-' . $field . '"]' );
			$this->assertSame( 1, $input->length, "$field is marked invalid and points to its error" );
			$this->assertSame( FieldRules::message( 'REQUIRED' ), $this->text( $xpath, '//p[@class="ks-field-error"][@id="err-' . $field . '"]' ) );
		}
	}

	/**
	 * @return array<string, array{0: array<string, string>, 1: string, 2: string}>
	 */
	public static function login_views(): array {
		return array(
			'lost password' => array( array( 'action' => 'lostpassword' ), 'Forgot your password?', '//form//input[@name="kabelshop_form"][@value="lostpassword"]' ),
			'expired link'  => array(
				array(
					'action' => 'rp',
					'key'    => 'not-a-key',
					'login'  => 'nobody',
				),
				'This link is no longer valid',
				'//a[contains(@href,"action=lostpassword")][contains(@class,"ks-button")]',
			),
			'password set'  => array( array( 'reset' => 'done' ), 'Log in', '//p[@class="ks-notice"][contains(.,"Your password has been set.")]' ),
			'unknown view'  => array( array( 'action' => 'other' ), 'Log in', '//form//input[@name="kabelshop_form"][@value="login"]' ),
		);
	}

	/**
	 * @dataProvider login_views
	 * @param array<string, string> $query Query arguments.
	 * @param string                $title The page's h1.
	 * @param string                $node  XPath of a node only that view has.
	 */
	public function test_the_query_string_chooses_the_login_view( array $query, string $title, string $node ): void {
		$xpath = $this->xpath( $this->fetch( Pages::url( 'login', $query ), 'en' ) );
		$this->assertSame( $title, $this->text( $xpath, '//h1' ) );
		$this->assertSame( 1, $xpath->query( $node )->length, $node );
	}

	public function test_the_inquiry_form_is_prefilled_from_the_customers_account_only(): void {
		$user = $this->make_customer( true );
		update_user_meta( $user, Registration::META_COMPANY_NAME, 'Prefill d.o.o.' );
		update_user_meta( $user, Registration::META_COMPANY_ID, '94577403194' );
		update_user_meta( $user, Registration::META_CONTACT_PERSON, 'Ana Anić' );
		update_user_meta( $user, Registration::META_PHONE, '+385 1 2345 678' );

		$props = $this->island_props( $this->fetch( Pages::url( 'inquiry', array(), 'en' ), 'en', $user ), 'shop-query' );
		$this->assertSame(
			array(
				'company_name'   => 'Prefill d.o.o.',
				'oib'            => '94577403194',
				'contact_person' => 'Ana Anić',
				'email'          => get_userdata( $user )->user_email,
				'phone'          => '+385 1 2345 678',
			),
			$props['prefill']
		);
		$this->assertSame( Pages::url( 'catalogue', array(), 'en' ), $props['catalogueUrl'] );

		$visitor = $this->island_props( $this->fetch( Pages::url( 'inquiry', array(), 'en' ), 'en' ), 'shop-query' );
		$this->assertSame( array( '', '', '', '', '' ), array_values( $visitor['prefill'] ), 'a visitor gets empty fields' );
	}

	public function test_only_a_customer_who_may_order_gets_the_wishlist_on_the_product_table(): void {
		$product = get_posts(
			array(
				'post_type'      => 'kabelshop_cable',
				'post_status'    => 'publish',
				'posts_per_page' => 1,
			)
		);
		$this->assertNotEmpty( $product, 'the seed has products' );
		$url = (string) get_permalink( $product[0] );
		$this->assertTrue( $this->island_props( $this->fetch( $url, 'en', $this->make_customer( true ) ), 'product-table' )['wishlist'], 'approved customer' );
		$this->assertFalse( $this->island_props( $this->fetch( $url, 'en', $this->make_customer( false ) ), 'product-table' )['wishlist'], 'pending registration' );
		$visitor = $this->island_props( $this->fetch( $url, 'en' ), 'product-table' );
		$this->assertFalse( $visitor['wishlist'], 'visitor' );
		$this->assertSame( $product[0]->ID, $visitor['id'], 'the props are the product' );
	}

	public function test_catalogue_pager_links_keep_the_search_and_step_one_page(): void {
		$first = $this->xpath( $this->fetch( Pages::url( 'catalogue', array( 'search' => 'kabel' ), 'en' ), 'en' ) );
		$this->assertSame( 0, $first->query( '//nav[@class="pager"]/a[@rel="prev"]' )->length, 'no previous page on page 1' );
		$next = $first->query( '//nav[@class="pager"]/a[@rel="next"]' );
		$this->assertSame( 1, $next->length, 'the seed has more than one page of cables' );
		$href = (string) $next->item( 0 )->getAttribute( 'href' );
		$this->assertStringContainsString( 'search=kabel', $href );
		$this->assertStringContainsString( 'page=2', $href );

		$origin = (string) preg_replace( '#^(https?://[^/]+).*$#', '$1', home_url( '/' ) );
		$second = $this->xpath( $this->fetch( str_starts_with( $href, '/' ) ? $origin . $href : $href, 'en' ) );
		$prev   = $second->query( '//nav[@class="pager"]/a[@rel="prev"]' );
		$this->assertSame( 1, $prev->length );
		$this->assertStringContainsString( 'page=1', (string) $prev->item( 0 )->getAttribute( 'href' ) );
		$this->assertStringContainsString( 'search=kabel', (string) $prev->item( 0 )->getAttribute( 'href' ) );
	}
}
