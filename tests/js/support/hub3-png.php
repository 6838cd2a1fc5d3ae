<?php
/**
 * Prints, as JSON, HUB-3 payloads and the PNG barcodes Payments\Hub3 draws for them (base64), for
 * tests/js/lib/hub3-barcode.test.ts, which decodes the images with ZXing's PDF417 reader. Command
 * line only; needs Composer's vendor/ (TCPDF) and GD.
 *
 * @package Kabelshop
 */

declare( strict_types=1 );

if ( 'cli' !== PHP_SAPI ) {
	exit( 1 );
}
define( 'ABSPATH', __DIR__ . '/' ); // Hub3.php's guard; nothing of WordPress is loaded.
require dirname( __DIR__, 3 ) . '/vendor/autoload.php';

use Kabelshop\Payments\Hub3;

$kabelshop_example = Hub3::payload( 'HRK', 12355, require dirname( __DIR__, 2 ) . '/fixtures/hub3-example.php' );
// The longest an order's barcode gets: every field at its limit.
$kabelshop_full = Hub3::payload( 'EUR', 999999999999999, array_map( static fn( int $limit ): string => str_repeat( 'Đ', $limit ), Hub3::LIMITS ) );
$kabelshop_out  = array();
foreach ( array( $kabelshop_example, $kabelshop_full ) as $kabelshop_payload ) {
	$kabelshop_out[] = array(
		'payload' => $kabelshop_payload,
		'png'     => base64_encode( Hub3::png( $kabelshop_payload ) ),
	);
}
echo json_encode( $kabelshop_out, JSON_UNESCAPED_UNICODE );
