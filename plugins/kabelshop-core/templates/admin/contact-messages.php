<?php
/**
 * The wp-admin screen "Kabelshop -> Contact messages": the list (Admin\ContactMessagesPage).
 *
 * $args: notices, table (prepared Forms\ContactListTable), slug.
 *
 * @package Kabelshop
 */

declare( strict_types=1 );

defined( 'ABSPATH' ) || exit;

?>
<div class="wrap">
	<h1><?php esc_html_e( 'Contact messages', 'kabelshop-core' ); ?></h1>
	<?php \Kabelshop\Admin\AdminPage::template( 'notices', $args['notices'] ); ?>
	<?php $args['table']->views(); ?>
	<form method="post">
		<input type="hidden" name="page" value="<?php echo esc_attr( $args['slug'] ); ?>">
		<?php $args['table']->display(); ?>
	</form>
</div>
