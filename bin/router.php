<?php
/**
 * Router for PHP's built-in server, doing what Apache's WordPress rewrite rules do: real files and
 * folders (wp-admin/, wp-login.php, theme assets) are served as they are, everything else goes to
 * WordPress. The theme folder is this repository, so only its public files are served from it.
 */
$kabelshop_path = rawurldecode( (string) parse_url( $_SERVER['REQUEST_URI'], PHP_URL_PATH ) );
if ( str_contains( $kabelshop_path, '..' )
	|| preg_match( '#/wp-content/themes/kabelshop/(?!(build|assets)/|style\.css$|admin\.css$|screenshot\.png$)#', $kabelshop_path ) ) {
	http_response_code( 404 );
	return true;
}
$kabelshop_file = $_SERVER['DOCUMENT_ROOT'] . $kabelshop_path;
if ( '/' !== $kabelshop_path && ( is_file( $kabelshop_file ) || is_file( rtrim( $kabelshop_file, '/' ) . '/index.php' ) ) ) {
	return false;
}
$_SERVER['SCRIPT_NAME']     = '/index.php';
$_SERVER['SCRIPT_FILENAME'] = $_SERVER['DOCUMENT_ROOT'] . '/index.php';
chdir( $_SERVER['DOCUMENT_ROOT'] );
require $_SERVER['DOCUMENT_ROOT'] . '/index.php';
