<?php
/**
 * The checkout of who may not order is the server's gate, in every language, with no island (issue 27).
 *
 * @package Kabelshop
 */

declare( strict_types=1 );

namespace Kabelshop\Tests\View;

use Kabelshop\Content\Pages;
use Kabelshop\I18n\Locale;
use Kabelshop\Tests\Commerce\CommerceFixtures;
use Kabelshop\Tests\Support\BrowsesAsUser;
use Kabelshop\Tests\TestCase;

/**
 * Issue 27: the English checkout's largest paint was the island's log-in gate replacing a different
 * server sentence (LCP 5.3 s), and a visitor's checkout loaded the checkout chunk only to draw that
 * gate (Lighthouse: TBT 530-580 ms on the Croatian and Serbian checkouts). A visitor and a pending
 * customer now get the gate from the server (View\CheckoutView::gate()) in the page's language and no
 * checkout island; an approved customer gets the island with its no-script note.
 */
final class CheckoutGateTest extends TestCase {

	use BrowsesAsUser;
	use CommerceFixtures;

	/**
	 * Language => [ heading, the visitor's sentence, the pending customer's sentence, log-in link, register link ].
	 *
	 * @return array<string, array{0: string, 1: string, 2: string, 3: string, 4: string, 5: string}>
	 */
	public static function languages(): array {
		return array(
			'hr' => array( 'hr', 'Prijavite se za narudžbu', 'Narudžbe šalju registrirani poslovni kupci.', 'Vaša registracija čeka potvrdu.', 'Prijava', 'Registracija' ),
			'en' => array( 'en', 'Log in to order', 'Orders are placed by registered business customers.', 'Your registration is waiting for confirmation.', 'Log in', 'Register' ),
			'sr' => array( 'sr', 'Prijavite se za porudžbinu', 'Porudžbine šalju registrovani poslovni kupci.', 'Vaša registracija čeka potvrdu.', 'Prijava', 'Registracija' ),
		);
	}

	/**
	 * The checkout page's URL in a language.
	 *
	 * @param string $code hr, en or sr.
	 */
	private function checkout_url( string $code ): string {
		return (string) Locale::in_language( $code, static fn(): string => Pages::url( 'checkout' ) );
	}

	/**
	 * @dataProvider languages
	 *
	 * @param string $code     Site language code.
	 * @param string $title    The gate's heading.
	 * @param string $visitor  The visitor's sentence (its start).
	 * @param string $pending  The pending customer's sentence (its start).
	 * @param string $login    The log-in link.
	 * @param string $register The register link.
	 */
	public function test_who_may_not_order_gets_the_servers_gate_in_the_page_language_and_no_island( string $code, string $title, string $visitor, string $pending, string $login, string $register ): void {
		$page = $this->user_request( $this->checkout_url( $code ) );
		$this->assertSame( 200, $page['status'] );
		$this->assertStringContainsString( '<section class="ks-checkout__gate"><h2>' . esc_html( $title ) . '</h2><p>' . esc_html( $visitor ), $page['body'] );
		$this->assertMatchesRegularExpression( '#class="ks-button ks-button--primary" href="[^"]+">' . preg_quote( esc_html( $login ), '#' ) . '</a><a class="ks-button" href="[^"]+">' . preg_quote( esc_html( $register ), '#' ) . '</a>#', $page['body'] );
		$this->assertStringNotContainsString( 'data-island="checkout"', $page['body'], 'a visitor loads no checkout island' );

		$this->browser_login( $this->make_customer( false ) );
		$page = $this->user_request( $this->checkout_url( $code ) );
		$this->assertStringContainsString( '<h2>' . esc_html( $title ) . '</h2><p>' . esc_html( $pending ), $page['body'], 'a pending customer is told to wait' );
		$this->assertStringNotContainsString( 'data-island="checkout"', $page['body'] );
	}

	public function test_an_approved_customer_gets_the_checkout_island_and_no_gate(): void {
		$this->browser_login( $this->make_customer( true ) );
		$page = $this->user_request( $this->checkout_url( 'hr' ) );
		$this->assertSame( 200, $page['status'] );
		$this->assertStringContainsString( 'data-island="checkout"', $page['body'] );
		$this->assertStringNotContainsString( '<section class="ks-checkout__gate">', $page['body'] );
		$this->assertMatchesRegularExpression( '#<noscript><p class="notice">[^<]+</p></noscript>#', $page['body'], 'the JavaScript note only without script' );
	}
}
