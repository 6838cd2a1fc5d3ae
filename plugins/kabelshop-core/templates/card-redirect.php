<?php
/**
 * The page between the shop and the card gateway (Payments\PayByCard): a form of hidden fields
 * posted to the gateway's payment page, submitted on load by one line of script and by its visible
 * button without JavaScript. A whole document (no theme header: the buyer stays on it for a moment).
 * $args: lang (BCP 47), title, note, button, action (gateway URL), method, fields (name => value), form_id.
 *
 * @package Kabelshop
 */

declare( strict_types=1 );

defined( 'ABSPATH' ) || exit;

$kabelshop_form_id = (string) $args['form_id'];
?>
<!doctype html>
<html lang="<?php echo esc_attr( (string) $args['lang'] ); ?>">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title><?php echo esc_html( (string) $args['title'] ); ?></title>
<style>body{font:16px/1.5 system-ui,sans-serif;margin:0;color:#111}main{max-width:36rem;margin:3rem auto;padding:0 1rem}button{font:inherit;padding:.6rem 1.2rem;border-radius:.25rem;border:1px solid #0b4f8a;background:#0b4f8a;color:#fff;cursor:pointer}:focus-visible{outline:3px solid #f59e0b;outline-offset:2px}</style>
</head>
<body>
<main>
	<h1 role="status"><?php echo esc_html( (string) $args['title'] ); ?></h1>
	<form id="<?php echo esc_attr( $kabelshop_form_id ); ?>" method="<?php echo esc_attr( strtolower( (string) $args['method'] ) ); ?>" action="<?php echo esc_url( (string) $args['action'] ); ?>">
		<?php foreach ( (array) $args['fields'] as $kabelshop_name => $kabelshop_value ) : ?>
			<input type="hidden" name="<?php echo esc_attr( (string) $kabelshop_name ); ?>" value="<?php echo esc_attr( (string) $kabelshop_value ); ?>">
		<?php endforeach; ?>
		<p><?php echo esc_html( (string) $args['note'] ); ?></p>
		<button type="submit"><?php echo esc_html( (string) $args['button'] ); ?></button>
	</form>
</main>
<script>document.getElementById(<?php echo wp_json_encode( $kabelshop_form_id ); ?>).submit();</script>
</body>
</html>
