<?php
/**
 * Plugin Name: Kabelshop test sites
 * Description: Placed by bin/setup.sh in the development WordPress; acts only on a TEST database
 * (DB_NAME kabelshop_test or kabelshop_test_<name>, the sites bin/test.sh installs for PHPUnit,
 * Playwright and the cluster stage). There no page or REST request spawns WP-Cron (DISABLE_WP_CRON):
 * a scheduled job (the card payment expiry, the newsletter tick, the order mail queue, the
 * application purge, ...) would otherwise run in a wp-cron.php request of its own in the middle of
 * a test and write tables the test is watching (issue 26: RouteMatrixTest's write detector saw
 * kabelshop_payments_expire's writes during a route call). Tests that need a job call it
 * themselves (CardService::expire(), OrderMailQueue::run(), NewsletterService::tick(), ...) or
 * request /wp-cron.php, which still runs due events. The demo site (npm start, DB kabelshop) and the
 * bench sites keep WP-Cron as WordPress has it.
 */

defined( 'ABSPATH' ) || exit;

if ( defined( 'DB_NAME' ) && 1 === preg_match( '/^kabelshop_test(_[a-z0-9_]+)?$/', (string) DB_NAME ) && ! defined( 'DISABLE_WP_CRON' ) ) {
	define( 'DISABLE_WP_CRON', true );
}
