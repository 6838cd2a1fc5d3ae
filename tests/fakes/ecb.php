<?php
/**
 * A local stand-in for https://www.ecb.europa.eu/stats/eurofxref/eurofxref-daily.xml, speaking the
 * same document format (gesmes envelope, Cube/Cube[@time]/Cube[@currency][@rate]).
 * Paths: /ok (USD 1.0823 on 2031-02-03), /no-usd (no USD rate), /broken (not XML), /error (HTTP 500),
 * /slow (answers after 15 s, longer than the client's time-out).
 * Run: php -S 127.0.0.1:PORT tests/fakes/ecb.php
 */
$kabelshop_path = (string) parse_url( (string) ( $_SERVER['REQUEST_URI'] ?? '/' ), PHP_URL_PATH );
$kabelshop_usd  = '<Cube currency="USD" rate="1.0823"/>';
if ( '/error' === $kabelshop_path ) {
	http_response_code( 500 );
	echo 'Internal Server Error';
	return;
}
if ( '/slow' === $kabelshop_path ) {
	sleep( 15 );
}
if ( '/broken' === $kabelshop_path ) {
	header( 'Content-Type: text/xml' );
	echo '<gesmes:Envelope><Cube><Cube time="2031-02-03">';
	return;
}
if ( '/no-usd' === $kabelshop_path ) {
	$kabelshop_usd = '';
}
header( 'Content-Type: text/xml' );
echo '<?xml version="1.0" encoding="UTF-8"?>
<gesmes:Envelope xmlns:gesmes="http://www.gesmes.org/xml/2002-08-01" xmlns="http://www.ecb.int/vocabulary/2002-08-01/eurofxref">
	<gesmes:subject>Reference rates</gesmes:subject>
	<gesmes:Sender><gesmes:name>European Central Bank</gesmes:name></gesmes:Sender>
	<Cube>
		<Cube time="2031-02-03">
			' . $kabelshop_usd . '
			<Cube currency="JPY" rate="161.42"/>
			<Cube currency="GBP" rate="0.85210"/>
		</Cube>
	</Cube>
</gesmes:Envelope>';
