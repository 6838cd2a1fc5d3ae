<?php
/**
 * A local stand-in for the Croatian court register's open data API (sudreg-data.gov.hr), speaking
 * its documented shape:
 * - POST /api/oauth/token, HTTP Basic client_id:client_secret, body grant_type=client_credentials
 *   => 200 { access_token, token_type: "Bearer", expires_in: 21600 }; wrong credentials => 401
 *   { error: "invalid_client" }. Accepted credentials: fake-client / fake-secret.
 * - GET /api/javni/detalji_subjekta?tip_identifikatora=oib|mbs&identifikator=... with
 *   Authorization: Bearer fake-token => 200 subject details { mbs, oib, potpuni_oib,
 *   tvrtka: { ime, naznaka_imena }, sjediste: { ulica, kucni_broj, kucni_podbroj, naziv_naselja } }
 *   for the fictitious subjects below; unknown identifier => 404; missing or wrong token => 401;
 *   identifier 55555555555 => 500.
 * Every token request is counted in the file named by the env KABELSHOP_FAKE_SUDREG_LOG (if set).
 * The companies are invented for tests (names say so); they are not real register data.
 * Run: php -S 127.0.0.1:PORT tests/fakes/sudreg.php
 */
$kabelshop_path = (string) parse_url( (string) ( $_SERVER['REQUEST_URI'] ?? '/' ), PHP_URL_PATH );
header( 'Content-Type: application/json' );

if ( '/api/oauth/token' === $kabelshop_path ) {
	$kabelshop_log = getenv( 'KABELSHOP_FAKE_SUDREG_LOG' );
	if ( $kabelshop_log ) {
		file_put_contents( $kabelshop_log, "token\n", FILE_APPEND );
	}
	$kabelshop_auth = (string) ( $_SERVER['HTTP_AUTHORIZATION'] ?? '' );
	$kabelshop_ok   = 'POST' === $_SERVER['REQUEST_METHOD']
		&& 'Basic ' . base64_encode( 'fake-client:fake-secret' ) === $kabelshop_auth
		&& 'client_credentials' === ( $_POST['grant_type'] ?? '' );
	if ( ! $kabelshop_ok ) {
		http_response_code( 401 );
		echo json_encode( array( 'error' => 'invalid_client' ) );
		return;
	}
	echo json_encode(
		array(
			'access_token' => 'fake-token',
			'token_type'   => 'Bearer',
			'expires_in'   => 21600,
		)
	);
	return;
}

if ( '/api/javni/detalji_subjekta' === $kabelshop_path ) {
	if ( 'Bearer fake-token' !== (string) ( $_SERVER['HTTP_AUTHORIZATION'] ?? '' ) ) {
		http_response_code( 401 );
		echo json_encode( array( 'error' => 'unauthorized' ) );
		return;
	}
	$kabelshop_type = (string) ( $_GET['tip_identifikatora'] ?? '' );
	$kabelshop_id   = (string) ( $_GET['identifikator'] ?? '' );
	if ( '55555555555' === $kabelshop_id ) {
		http_response_code( 500 );
		echo json_encode( array( 'error' => 'internal' ) );
		return;
	}
	$kabelshop_subjects = array(
		// OIB with a leading zero: the API sends oib as an integer and potpuni_oib as the full string.
		'oib:01234567896' => array(
			'mbs'         => 80000001,
			'oib'         => 1234567896,
			'potpuni_oib' => '01234567896',
			'tvrtka'      => array(
				'ime'           => 'TEST REGISTAR KABELI d.o.o. za trgovinu',
				'naznaka_imena' => 'TEST REGISTAR KABELI d.o.o.',
			),
			'sjediste'    => array(
				'ulica'          => 'Testna registarska ulica',
				'kucni_broj'     => 12,
				'kucni_podbroj'  => 'A',
				'naziv_naselja'  => 'Osijek',
				'sifra_zupanije' => 14,
			),
		),
		'mbs:080000001' => null,
	);
	$kabelshop_subjects['mbs:080000001'] = $kabelshop_subjects['oib:01234567896'];
	$kabelshop_key                       = $kabelshop_type . ':' . $kabelshop_id;
	if ( ! isset( $kabelshop_subjects[ $kabelshop_key ] ) ) {
		http_response_code( 404 );
		echo json_encode( array( 'error' => 'not found' ) );
		return;
	}
	echo json_encode( $kabelshop_subjects[ $kabelshop_key ] );
	return;
}

http_response_code( 404 );
echo json_encode( array( 'error' => 'no such path' ) );
