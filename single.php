<?php
/**
 * A news post.
 *
 * @package Kabelshop
 */

declare( strict_types=1 );

defined( 'ABSPATH' ) || exit;

get_header();
get_template_part( 'templates/parts/content', 'single' );
get_footer();
