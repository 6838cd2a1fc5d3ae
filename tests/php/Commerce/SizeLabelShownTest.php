<?php
/**
 * Sizes in the language's decimal mark wherever an order shows them (issue 13).
 *
 * @package Kabelshop
 */

declare( strict_types=1 );

namespace Kabelshop\Tests\Commerce;

use Kabelshop\Tests\TestCase;
use Kabelshop\View\OrderView;

/**
 * The catalogue stores sizes canonically ("3x2.5") and shows "3x2,5" in Croatian and Serbian; the
 * order page showed the stored "3x2.5". Orders keep the canonical label; the page formats it.
 */
final class SizeLabelShownTest extends TestCase {

	use CommerceFixtures;

	/**
	 * Forgets the page's query arguments.
	 */
	protected function tearDown(): void {
		unset( $_GET['order'] );
		parent::tearDown();
	}

	/**
	 * The order page in hr, sr and en.
	 */
	public function test_the_order_page_shows_the_size_in_the_language_mark(): void {
		$user = $this->make_customer();
		$code = $this->make_article( 12345 );
		$this->login( $user );
		$order = $this->rest(
			'POST',
			'/kabelshop/v1/orders',
			$this->order_body(
				array(
					array(
						'article_code' => $code,
						'quantity_m'   => 100,
					),
				)
			),
			$this->with_key()
		)->get_data()['order'];
		$this->assertSame( '3x2.5', $order['items'][0]['size_label'], 'stored and sent canonical' );

		$_GET['order'] = (string) $order['id'];
		foreach ( array(
			'hr' => '3x2,5',
			'sr' => '3x2,5',
			'en' => '3x2.5',
		) as $lang => $shown ) {
			$data = \Kabelshop\I18n\Locale::in_language( $lang, static fn() => OrderView::data() );
			$this->assertSame( $shown, $data['items'][0]['size_label'] ?? null, $lang );
		}
	}
}
