<?php
/**
 * The terms page and its links (issue 13).
 *
 * @package Kabelshop
 */

declare( strict_types=1 );

namespace Kabelshop\Tests\Content;

use Kabelshop\Content\Pages;
use Kabelshop\I18n\Locale;
use Kabelshop\Tests\HttpClient;
use Kabelshop\Tests\TestCase;
use Kabelshop\View\CheckoutView;
use Kabelshop\View\FooterView;

/**
 * The registration's "I accept the terms" box linked no terms text. The seed now creates the
 * fixed page 'terms' in hr, en and sr with demo text marked as such (Content\DemoTerms), an
 * ordinary page editors change in wp-admin; the registration, the checkout and every footer link it.
 */
final class TermsPageTest extends TestCase {

	/**
	 * The page in three languages, linked as translations, with the demo note and the usual sections.
	 */
	public function test_the_seed_creates_the_terms_page_in_three_languages_marked_demo(): void {
		$expected = array(
			'hr' => array( 'uvjeti-poslovanja', 'Demo sadržaj', 'Pridržaj prava vlasništva', 'rezana po mjeri' ),
			'en' => array( 'terms-and-conditions', 'Demo content', 'Retention of title', 'cut to length' ),
			'sr' => array( 'uslovi-poslovanja', 'Demo sadržaj', 'Zadržavanje prava svojine', 'sečena po meri' ),
		);
		foreach ( $expected as $code => $words ) {
			$id = Pages::id( 'terms', $code );
			$this->assertGreaterThan( 0, $id, $code );
			$post = get_post( $id );
			$this->assertSame( 'publish', $post->post_status, $code );
			$this->assertSame( $words[0], $post->post_name, $code );
			foreach ( array_slice( $words, 1 ) as $word ) {
				$this->assertStringContainsString( $word, $post->post_content, $code );
			}
			$this->assertStringContainsString( $words[0], Pages::url( 'terms', array(), $code ), $code );
			$editor = get_user_by( 'email', \Kabelshop\Commerce\Seeder::EDITOR_EMAIL );
			$this->assertTrue( user_can( $editor, 'edit_post', $id ), 'the content editor changes it in wp-admin: ' . $code );
		}
	}

	/**
	 * Registration page, checkout props and the footer link to the page of their language.
	 */
	public function test_registration_checkout_and_footer_link_it(): void {
		$url = Locale::in_language( 'hr', static fn() => Pages::url( 'terms' ) );
		$this->assertStringContainsString( '/uvjeti-poslovanja/', $url );
		$this->assertSame( $url, Locale::in_language( 'hr', static fn() => CheckoutView::props()['termsUrl'] ) );
		$footer = Locale::in_language( 'hr', static fn() => FooterView::data()['links'] );
		$this->assertContains( $url, array_column( $footer, 'url' ) );
		$en = Locale::in_language( 'en', static fn() => FooterView::terms_link() );
		$this->assertSame( 'Terms and conditions', $en['label'] );
		$this->assertStringContainsString( '/en/terms-and-conditions/', $en['url'] );

		$register = ( new HttpClient() )->get( Pages::url( 'register', array(), 'hr' ) );
		$this->assertStringContainsString( '"termsUrl"', $register['body'] );
		$this->assertStringContainsString( 'uvjeti-poslovanja', $register['body'] );
		$terms = ( new HttpClient() )->get( $url );
		$this->assertSame( 200, $terms['status'] );
		$this->assertStringContainsString( 'Uvjeti poslovanja', $terms['body'] );
		$this->assertStringContainsString( 'Demo sadržaj', $terms['body'] );
	}
}
