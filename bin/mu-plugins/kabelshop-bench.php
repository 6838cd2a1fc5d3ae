<?php
/**
 * Plugin Name: Kabelshop benchmark sites
 * Description: Placed by bin/setup.sh (and bench/search-http.sh) in the development WordPress; acts
 * only on a BENCH database (DB_NAME starting kabelshop_bench_, built by bench/search-http.sh and
 * bench/checkout.sh). There it makes the cable types visible to core's REST API (show_in_rest), so
 * core's GET /wp/v2/search?subtype=kabelshop_cable can be measured over the same products beside
 * the catalogue search (issue 16). The demo and test sites keep cable types out of core's REST API.
 */

defined( 'ABSPATH' ) || exit;

if ( defined( 'DB_NAME' ) && str_starts_with( (string) DB_NAME, 'kabelshop_bench_' ) ) {
	add_filter(
		'register_post_type_args',
		static function ( array $args, string $post_type ): array {
			if ( 'kabelshop_cable' === $post_type ) {
				$args['show_in_rest'] = true;
			}
			return $args;
		},
		10,
		2
	);
}
