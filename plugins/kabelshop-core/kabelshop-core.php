<?php
/**
 * Plugin Name:       Kabelshop Core
 * Plugin URI:        https://kabelshop.test/
 * Description:       The Kabelshop shop engine: the cable catalogue and its tables, cart, checkout, card and bank-transfer payments, orders, documents (invoices, DoPs), metal prices, accounts, forms, newsletter, mails, cron jobs, wp-admin screens, the language model and SEO. Any theme can present it; the kabelshop theme does.
 * Version:           0.1.0
 * Requires at least: 6.8
 * Requires PHP:      8.2
 * Author:            Kabelshop
 * License:           GPL-2.0-or-later
 * License URI:       https://www.gnu.org/licenses/gpl-2.0.html
 * Text Domain:       kabelshop-core
 * Domain Path:       /languages
 *
 * @package Kabelshop
 */

declare( strict_types=1 );

defined( 'ABSPATH' ) || exit;

/** The plugin's version (asset versions, the schema's upgrade check). */
define( 'KABELSHOP_VERSION', '0.1.0' );
/** This file (plugins_url()). */
define( 'KABELSHOP_CORE_FILE', __FILE__ );
/** The plugin's folder, without a trailing slash: src/, templates/, languages/, data/, build/. */
define( 'KABELSHOP_CORE_DIR', __DIR__ );

if ( ! is_readable( __DIR__ . '/vendor/autoload.php' ) ) {
	// The engine cannot run without its classes: say so in wp-admin instead of failing on the first
	// missing class. The theme shows its own notice when the engine is not there.
	add_action(
		'admin_notices',
		static function (): void {
			echo '<div class="notice notice-error"><p>' . esc_html__( 'Kabelshop Core: run "composer install" (npm start does it) before activating the plugin.', 'kabelshop-core' ) . '</p></div>';
		}
	);
	return;
}
require_once __DIR__ . '/vendor/autoload.php';

// The services register their hooks when the active theme's functions.php used to run them (before
// after_setup_theme), whichever theme is active: switching the theme keeps the shop's routes, post
// types, capabilities, cron jobs and mails (issue 29). Tables and roles install themselves on init
// (Setup\Schema, Accounts\Roles), so activation needs no hook of its own.
add_action( 'setup_theme', array( \Kabelshop\Plugin::class, 'boot' ), 0 );
