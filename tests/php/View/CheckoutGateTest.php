<?php
/**
 * The checkout's first paint is the island's gate in every language (issue 27).
 *
 * @package Kabelshop
 */

declare( strict_types=1 );

namespace Kabelshop\Tests\View;

use Kabelshop\I18n\LocalizedMail;
use Kabelshop\Tests\TestCase;
use Kabelshop\View\CheckoutView;

/**
 * Issue 27: the English checkout's largest paint was the island's log-in gate replacing a different
 * server sentence (LCP 5.3 s). The server fallback is now the gate of islands/checkout/NotAllowed.tsx
 * with the very words of languages/js/<locale>/checkout.json, in hr, en and sr, so the island draws
 * what the server drew; the "needs JavaScript" note is in <noscript>.
 */
final class CheckoutGateTest extends TestCase {

	/**
	 * @return array<string, array{0: string, 1: string}>
	 */
	public static function languages(): array {
		return array(
			'hr' => array( 'hr', 'hr-HR' ),
			'en' => array( 'en', 'en-US' ),
			'sr' => array( 'sr', 'sr-RS' ),
		);
	}

	/**
	 * @dataProvider languages
	 *
	 * @param string $code   Site language code.
	 * @param string $locale The island texts' folder.
	 */
	public function test_the_server_draws_the_islands_gate_with_its_words( string $code, string $locale ): void {
		$texts = json_decode( (string) file_get_contents( get_template_directory() . '/languages/js/' . $locale . '/checkout.json' ), true );
		$gate  = $texts['gate'];
		$props = array(
			'canOrder'    => false,
			'loggedIn'    => false,
			'loginUrl'    => '/wp-login.php',
			'registerUrl' => '/registracija/',
		);
		$html  = LocalizedMail::send_in( $code, static fn(): string => CheckoutView::fallback( $props ) );
		$this->assertStringContainsString( '<section class="ks-checkout__gate"><h2>' . esc_html( $gate['title'] ) . '</h2><p>' . esc_html( $gate['visitor'] ) . '</p>', $html );
		$this->assertStringContainsString( '>' . esc_html( $gate['login'] ) . '</a><a class="ks-button" href="/registracija/">' . esc_html( $gate['register'] ) . '</a>', $html );
		$this->assertMatchesRegularExpression( '#^<noscript><p class="notice">[^<]+</p></noscript><section#', $html, 'the JavaScript note only without script' );

		$pending = LocalizedMail::send_in( $code, static fn(): string => CheckoutView::fallback( array_merge( $props, array( 'loggedIn' => true ) ) ) );
		$this->assertStringContainsString( '<h2>' . esc_html( $gate['title'] ) . '</h2><p>' . esc_html( $gate['pending'] ) . '</p></section>', $pending );
	}

	public function test_who_may_order_gets_no_gate(): void {
		$html = CheckoutView::fallback(
			array(
				'canOrder'    => true,
				'loggedIn'    => true,
				'loginUrl'    => '',
				'registerUrl' => '',
			)
		);
		$this->assertStringNotContainsString( 'ks-checkout__gate', $html );
	}
}
