<?php
/**
 * The wp-admin screen "Kabelshop -> Job applications": the list (Admin\ApplicationsPage).
 *
 * $args: notices, table (prepared Forms\ApplicationListTable), retention (days).
 *
 * @package Kabelshop
 */

declare( strict_types=1 );

defined( 'ABSPATH' ) || exit;

?>
<div class="wrap">
	<h1><?php esc_html_e( 'Job applications', 'kabelshop-core' ); ?></h1>
	<?php \Kabelshop\Admin\AdminPage::template( 'notices', $args['notices'] ); ?>
	<p>
		<?php
		/* translators: %d: number of days */
		echo esc_html( sprintf( _n( 'Applications and their CVs are deleted automatically %d day after they were sent (Kabelshop -> Forms).', 'Applications and their CVs are deleted automatically %d days after they were sent (Kabelshop -> Forms).', $args['retention'], 'kabelshop-core' ), $args['retention'] ) );
		?>
	</p>
	<?php $args['table']->display(); ?>
</div>
