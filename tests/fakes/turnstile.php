<?php
/**
 * A local stand-in for Cloudflare Turnstile's siteverify endpoint
 * (https://challenges.cloudflare.com/turnstile/v0/siteverify), speaking the same protocol:
 * POST form fields secret, response, remoteip; JSON answer { success, error-codes, challenge_ts,
 * hostname }. Run: php -S 127.0.0.1:<port> tests/fakes/turnstile.php
 *
 * Behaviour: secret must be 'fake-secret' (else invalid-input-secret); tokens:
 * 'pass' -> success; 'used' -> timeout-or-duplicate; 'boom' -> HTTP 500 internal-error;
 * 'garbage' -> a body that is not JSON; '' -> missing-input-response; anything else ->
 * invalid-input-response. Each request is appended to <sys_get_temp_dir>/turnstile-fake-<port>.log
 * as one JSON line, so tests can see what the client sent.
 */

declare( strict_types=1 );

$port = (int) ( $_SERVER['SERVER_PORT'] ?? 0 );
file_put_contents(
	sys_get_temp_dir() . '/turnstile-fake-' . $port . '.log',
	json_encode( array( 'method' => $_SERVER['REQUEST_METHOD'] ?? '', 'path' => $_SERVER['REQUEST_URI'] ?? '', 'post' => $_POST ) ) . "\n",
	FILE_APPEND
);
header( 'Content-Type: application/json' );
if ( 'POST' !== ( $_SERVER['REQUEST_METHOD'] ?? '' ) || ! str_starts_with( (string) ( $_SERVER['REQUEST_URI'] ?? '' ), '/turnstile/v0/siteverify' ) ) {
	http_response_code( 405 );
	echo json_encode( array( 'success' => false, 'error-codes' => array( 'bad-request' ) ) );
	return;
}
$secret = (string) ( $_POST['secret'] ?? '' );
$token  = (string) ( $_POST['response'] ?? '' );
$fail   = static function ( string $code, int $status = 200 ): void {
	http_response_code( $status );
	echo json_encode( array( 'success' => false, 'error-codes' => array( $code ) ) );
};
if ( '' === $secret ) {
	$fail( 'missing-input-secret' );
} elseif ( 'fake-secret' !== $secret ) {
	$fail( 'invalid-input-secret' );
} elseif ( '' === $token ) {
	$fail( 'missing-input-response' );
} elseif ( 'boom' === $token ) {
	$fail( 'internal-error', 500 );
} elseif ( 'garbage' === $token ) {
	echo '<html>not json</html>';
} elseif ( 'used' === $token ) {
	$fail( 'timeout-or-duplicate' );
} elseif ( 'pass' === $token ) {
	echo json_encode( array( 'success' => true, 'error-codes' => array(), 'challenge_ts' => gmdate( 'c' ), 'hostname' => '127.0.0.1' ) );
} else {
	$fail( 'invalid-input-response' );
}
