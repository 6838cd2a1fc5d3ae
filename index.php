<?php
/**
 * Fallback template: lists posts (news) or shows the page content.
 *
 * @package Kabelshop
 */

declare( strict_types=1 );

defined( 'ABSPATH' ) || exit;

get_header();
get_template_part( 'templates/parts/content', is_singular() ? 'single' : 'list' );
get_footer();
