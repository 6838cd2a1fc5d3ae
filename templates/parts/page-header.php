<?php
/**
 * The title block of a page: the page's one <h1>. Arguments ($args): title (string), lead (string, optional).
 *
 * @package Kabelshop
 */

declare( strict_types=1 );

defined( 'ABSPATH' ) || exit;

?>
<header class="page-header">
	<h1 class="page-header__title"><?php echo esc_html( (string) ( $args['title'] ?? '' ) ); ?></h1>
	<?php if ( ! empty( $args['lead'] ) ) : ?>
		<p class="page-header__lead"><?php echo esc_html( (string) $args['lead'] ); ?></p>
	<?php endif; ?>
</header>
