<?php
/**
 * Plugin Name: Kabelshop development environment
 * Description: Placed by bin/setup.sh in the development and test WordPress only. Sends wp_mail()
 * over SMTP to the local mail catcher (bin/mailcatcher.mjs) and, on WordPress 6.1 only, keeps that
 * release's own PHP 8.2 deprecation notices out of pages and logs (STACK.md gotchas 4 and 5).
 */

defined( 'ABSPATH' ) || exit;

if ( defined( 'KABELSHOP_SMTP_PORT' ) && KABELSHOP_SMTP_PORT > 0 ) {
	add_action(
		'phpmailer_init',
		static function ( $phpmailer ): void {
			$phpmailer->isSMTP();
			$phpmailer->Host        = '127.0.0.1';
			$phpmailer->Port        = KABELSHOP_SMTP_PORT;
			$phpmailer->SMTPAuth    = false;
			$phpmailer->SMTPAutoTLS = false;
		}
	);
}

// WordPress 6.1 itself raises PHP 8.2 deprecation notices (STACK.md gotchas 4 and 5): on that line
// only, they are kept out of pages and logs. On 6.2 and later nothing is silenced, so a notice of
// the shop's own code (or a doing_it_wrong) reaches the PHP log, and bin/test.sh's php-log check
// fails the run on it (issue 28).
if ( version_compare( (string) $GLOBALS['wp_version'], '6.2', '<' ) ) {
	error_reporting( error_reporting() & ~E_DEPRECATED & ~E_USER_DEPRECATED );
	add_filter( 'deprecated_function_trigger_error', '__return_false' );
	add_filter( 'deprecated_argument_trigger_error', '__return_false' );
	add_filter( 'deprecated_hook_trigger_error', '__return_false' );
	add_filter( 'doing_it_wrong_trigger_error', '__return_false' );
}
add_filter( 'send_site_admin_email_change_email', '__return_false' );
