<?php
/**
 * What staff need to ship and invoice (issue 13): the CSV export and the wp-admin order screen
 * show everything on the order.
 *
 * @package Kabelshop
 */

declare( strict_types=1 );

namespace Kabelshop\Tests\Commerce;

use Kabelshop\Admin\OrdersPage;
use Kabelshop\Commerce\OrderExport;
use Kabelshop\Commerce\OrderTable;
use Kabelshop\Tests\Support\CapturesMail;
use Kabelshop\Tests\TestCase;

/**
 * The CSV is parsed back (str_getcsv with ';') and read by column name; the order screen is
 * rendered as wp-admin renders it and read as text.
 */
final class OrderExportTest extends TestCase {

	use CapturesMail;
	use CommerceFixtures;
	use OrderStaffFixtures;

	protected function setUp(): void {
		parent::setUp();
		$this->capture_mails();
		$this->in_english();
	}

	protected function tearDown(): void {
		$this->stop_capturing_mails();
		unset( $_GET['order'], $_GET['page'] );
		// A current screen makes is_admin() true, which later tests would inherit (as AdminPagesTest undoes it).
		$GLOBALS['current_screen'] = null; // phpcs:ignore WordPress.WP.GlobalVariablesOverride.Prohibited -- undoing set_current_screen().
		unset( $GLOBALS['hook_suffix'] );
		parent::tearDown();
	}

	/**
	 * The customer's CSV rows as column => value.
	 *
	 * @param int $user Customer.
	 * @return list<array<string, string>>
	 */
	private function rows( int $user ): array {
		$csv   = ( new OrderExport() )->csv( array( 'customer' => (string) $user ) );
		$lines = explode( "\r\n", trim( substr( $csv, 3 ) ) );
		$head  = str_getcsv( array_shift( $lines ), ';' );
		return array_map( static fn( string $line ): array => array_combine( $head, str_getcsv( $line, ';' ) ), $lines );
	}

	public function test_the_csv_has_one_row_per_item_with_everything_on_the_order(): void {
		$user  = $this->b2b_buyer();
		$order = $this->b2b_order( $user );
		$rows  = $this->rows( $user );
		$this->assertCount( 2, $rows );
		$first = $rows[0];
		$this->assertSame(
			array(
				'Order number'            => $order['number'],
				'Status'                  => 'Received',
				'Company'                 => self::COMPANY,
				'OIB'                     => '12345678903',
				'Contact person'          => 'Šime Ćosić',
				'E-mail'                  => get_userdata( $user )->user_email,
				'Phone'                   => "'+385911234567",
				'Delivery method'         => 'Delivery',
				'Delivery address'        => 'Testna ulica 1, 31000 Osijek, HR',
				'Payment'                 => 'Bank transfer',
				'Note'                    => 'Dostava na gradilište, istovar viličarom; zvati prije dolaska.',
				'PO number'               => 'NAR-2026/0042',
				'Requested delivery date' => '2030-03-14',
				'Site contact'            => 'Đuro Šarić',
				'Site contact phone'      => "'+385 91 765 4321",
				'Subtotal (EUR)'          => '192,50',
				'Discount (EUR)'          => '-38,50',
				'Net (EUR)'               => '154,00',
				'Delivery (EUR)'          => '15,00',
				'VAT (EUR)'               => '42,25',
				'Gross (EUR)'             => '211,25',
				'Line'                    => '1',
				'Article code'            => $order['items'][0]['article_code'],
				'Quantity (m)'            => '500',
				'Unit price (EUR/m)'      => '0,1870',
				'Line net (EUR)'          => '93,50',
				'Item status'             => 'Ordered',
				'Backorder (m)'           => '300',
				'Expected date'           => '2030-03-10',
			),
			array_intersect_key( $first, array_flip( array( 'Order number', 'Status', 'Company', 'OIB', 'Contact person', 'E-mail', 'Phone', 'Delivery method', 'Delivery address', 'Payment', 'Note', 'PO number', 'Requested delivery date', 'Site contact', 'Site contact phone', 'Subtotal (EUR)', 'Discount (EUR)', 'Net (EUR)', 'Delivery (EUR)', 'VAT (EUR)', 'Gross (EUR)', 'Line', 'Article code', 'Quantity (m)', 'Unit price (EUR/m)', 'Line net (EUR)', 'Item status', 'Backorder (m)', 'Expected date' ) ) )
		);
		$this->assertSame( array( '2', '0', '', '211,25' ), array( $rows[1]['Line'], $rows[1]['Backorder (m)'], $rows[1]['Expected date'], $rows[1]['Gross (EUR)'] ), 'the second item: in stock, the order\'s columns repeated' );
		$this->assertSame(
			array(
				'Payment status'    => 'Awaiting payment',
				'Payment reference' => 'HR01 ' . \Kabelshop\Payments\PaymentReference::for_order_number( $order['number'] ),
				'Paid (EUR)'        => '0,00',
				'Paid on'           => '',
			),
			array_intersect_key( $first, array_flip( array( 'Payment status', 'Payment reference', 'Paid (EUR)', 'Paid on' ) ) ),
			'staff see the payment state and the HR01 reference to match bank statements'
		);
		$this->assertMatchesRegularExpression( '/^\d{4}-\d{2}-\d{2}$/', $first['Payment due'], 'a bank transfer order is due after the days to pay' );
	}

	public function test_without_an_r1_snapshot_company_and_oib_come_from_the_profile_and_pickup_has_no_address(): void {
		global $wpdb;
		$user  = $this->b2b_buyer();
		$order = $this->b2b_order(
			$user,
			array(
				'billing_company' => '',
				'billing_oib'     => '',
				'po_number'       => '',
			)
		);
		$wpdb->update( OrderTable::name(), array( 'delivery_method' => 'pickup' ), array( 'id' => $order['id'] ) );
		update_user_meta( $user, \Kabelshop\Accounts\Registration::META_COMPANY_NAME, 'Novo Ime j.d.o.o.' );
		$row = $this->rows( $user )[0];
		$this->assertSame( array( 'Novo Ime j.d.o.o.', '12345678903', '', 'Pickup', '' ), array( $row['Company'], $row['OIB'], $row['PO number'], $row['Delivery method'], $row['Delivery address'] ) );

		$wpdb->update( OrderTable::name(), array( 'billing_company' => 'Staro Ime d.o.o.', 'billing_oib' => '12345678903' ), array( 'id' => $order['id'] ) );
		$this->assertSame( 'Staro Ime d.o.o.', $this->rows( $user )[0]['Company'], 'the R1 snapshot wins over a later profile change' );
	}

	public function test_the_order_screen_shows_buyer_delivery_payment_note_po_backorder_and_totals(): void {
		$user  = $this->b2b_buyer();
		$order = $this->b2b_order( $user );
		require_once ABSPATH . 'wp-admin/includes/admin.php';
		$this->login( $this->staff_id() );
		do_action( 'admin_menu' );
		$page                   = new OrdersPage();
		$GLOBALS['hook_suffix'] = $page->hook(); // phpcs:ignore WordPress.WP.GlobalVariablesOverride.Prohibited -- what wp-admin/admin.php sets.
		set_current_screen( $page->hook() );
		$_GET['order'] = (string) $order['id'];
		ob_start();
		$page->render();
		$html = (string) ob_get_clean();
		$text = html_entity_decode( (string) preg_replace( '/\s+/', ' ', wp_strip_all_tags( str_replace( array( '</td>', '</th>' ), array( ' </td>', ' </th>' ), $html ) ) ), ENT_QUOTES );

		foreach ( array(
			'Company ' . self::COMPANY,
			'OIB 12345678903 (R1 invoice)',
			'Contact person Šime Ćosić',
			'Phone +385911234567',
			'Delivery address Testna ulica 1, 31000 Osijek, HR',
			'Payment Bank transfer',
			"Buyer's note Dostava na gradilište, istovar viličarom; zvati prije dolaska.",
			'PO number NAR-2026/0042',
			'Requested delivery date 03/14/2030',
			'Site contact Đuro Šarić, +385 91 765 4321',
			'300 m not in stock when ordered, expected on 03/10/2030.',
			'Discount 20 % -€38.50',
			'VAT 25 % €42.25',
			'Total €211.25',
			'Cancel order ' . $order['number'] . '? This cannot be undone.',
		) as $expected ) {
			$this->assertStringContainsString( $expected, $text );
		}
		$this->assertStringContainsString( esc_url( rest_url( 'kabelshop/v1/orders/' . $order['id'] . '/pdf' ) ), $html, 'the PDF button' );
		$this->assertStringContainsString( 'name="reason"', $html );
	}
}
