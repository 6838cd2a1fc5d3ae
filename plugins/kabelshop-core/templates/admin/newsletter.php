<?php
/**
 * The wp-admin screen "Kabelshop -> Price-list mailing" (Admin\NewsletterPage).
 *
 * $args: notices, tab ('subscribers' | 'mailing'), tabs (key => {label, url}), can_manage;
 * subscribers: table (prepared Newsletter\SubscriberListTable), slug, export {action, name,
 * nonce_action}; mailing: language, languages (code => {label, url}), preview {subject, body,
 * changes}, confirmed, send {action, name, nonce_action, busy}, current ({progress, text} or null),
 * history (rows of formatted values).
 *
 * @package Kabelshop
 */

declare( strict_types=1 );

defined( 'ABSPATH' ) || exit;

?>
<div class="wrap">
	<h1><?php esc_html_e( 'Price-list mailing', 'kabelshop-core' ); ?></h1>
	<?php \Kabelshop\Admin\AdminPage::template( 'notices', $args['notices'] ); ?>
	<?php if ( $args['tabs'] ) : ?>
		<nav class="nav-tab-wrapper" aria-label="<?php esc_attr_e( 'Price-list mailing', 'kabelshop-core' ); ?>">
			<?php foreach ( $args['tabs'] as $kabelshop_key => $kabelshop_tab ) : ?>
				<a href="<?php echo esc_url( $kabelshop_tab['url'] ); ?>" class="nav-tab<?php echo $kabelshop_key === $args['tab'] ? ' nav-tab-active' : ''; ?>"<?php echo $kabelshop_key === $args['tab'] ? ' aria-current="page"' : ''; ?>><?php echo esc_html( $kabelshop_tab['label'] ); ?></a>
			<?php endforeach; ?>
		</nav>
	<?php endif; ?>

	<?php if ( 'subscribers' === $args['tab'] ) : ?>
		<?php if ( $args['can_manage'] ) : ?>
			<form method="post" action="<?php echo esc_url( $args['export']['action'] ); ?>" class="ks-newsletter-export">
				<input type="hidden" name="action" value="<?php echo esc_attr( $args['export']['name'] ); ?>">
				<?php wp_nonce_field( $args['export']['nonce_action'] ); ?>
				<p><button type="submit" class="button"><?php esc_html_e( 'Export all subscribers (CSV)', 'kabelshop-core' ); ?></button></p>
			</form>
		<?php endif; ?>
		<?php $args['table']->views(); ?>
		<form method="get">
			<input type="hidden" name="page" value="<?php echo esc_attr( $args['slug'] ); ?>">
			<?php $args['table']->search_box( __( 'Search addresses', 'kabelshop-core' ), 'kabelshop-subscriber' ); ?>
			<?php $args['table']->display(); ?>
		</form>
	<?php else : ?>
		<h2><?php esc_html_e( 'Sending', 'kabelshop-core' ); ?></h2>
		<?php if ( null !== $args['current'] ) : ?>
			<p>
				<label for="kabelshop-newsletter-progress"><?php echo esc_html( $args['current']['text'] ); ?></label><br>
				<progress id="kabelshop-newsletter-progress" max="100" value="<?php echo esc_attr( (string) $args['current']['progress'] ); ?>"><?php echo esc_html( $args['current']['progress'] . ' %' ); ?></progress>
			</p>
		<?php endif; ?>
		<p class="description">
			<?php esc_html_e( 'The change mail goes out automatically on the first working day of every month, in batches of 50 addresses per minute, to every confirmed subscriber in their language. Each address gets each mailing at most once.', 'kabelshop-core' ); ?>
		</p>
		<form method="post" action="<?php echo esc_url( $args['send']['action'] ); ?>">
			<input type="hidden" name="action" value="<?php echo esc_attr( $args['send']['name'] ); ?>">
			<?php wp_nonce_field( $args['send']['nonce_action'] ); ?>
			<p>
				<button type="submit" class="button button-primary"<?php disabled( $args['send']['busy'] || 0 === $args['preview']['changes'] ); ?>><?php esc_html_e( 'Send now', 'kabelshop-core' ); ?></button>
				<?php
				/* translators: 1: number of changed prices, 2: number of confirmed subscribers */
				echo esc_html( sprintf( __( 'Changed prices: %1$d. Confirmed subscribers: %2$d.', 'kabelshop-core' ), $args['preview']['changes'], $args['confirmed'] ) );
				?>
			</p>
		</form>

		<h2><?php esc_html_e( 'Preview', 'kabelshop-core' ); ?></h2>
		<p>
			<?php foreach ( $args['languages'] as $kabelshop_code => $kabelshop_language ) : ?>
				<a href="<?php echo esc_url( $kabelshop_language['url'] ); ?>" class="button<?php echo $kabelshop_code === $args['language'] ? ' button-primary' : ''; ?>"<?php echo $kabelshop_code === $args['language'] ? ' aria-current="true"' : ''; ?>><?php echo esc_html( $kabelshop_language['label'] ); ?></a>
			<?php endforeach; ?>
		</p>
		<p><strong><?php esc_html_e( 'Subject:', 'kabelshop-core' ); ?></strong> <span class="ks-newsletter-subject"><?php echo esc_html( $args['preview']['subject'] ); ?></span></p>
		<pre class="ks-newsletter-preview" style="white-space: pre-wrap; background: #fff; padding: 1em; border: 1px solid #c3c4c7; max-height: 40em; overflow: auto;"><?php echo esc_html( $args['preview']['body'] ); ?></pre>

		<h2><?php esc_html_e( 'Mailings', 'kabelshop-core' ); ?></h2>
		<table class="widefat striped">
			<thead>
				<tr>
					<th scope="col"><?php esc_html_e( 'Started', 'kabelshop-core' ); ?></th>
					<th scope="col"><?php esc_html_e( 'Kind', 'kabelshop-core' ); ?></th>
					<th scope="col"><?php esc_html_e( 'Status', 'kabelshop-core' ); ?></th>
					<th scope="col"><?php esc_html_e( 'Changed prices', 'kabelshop-core' ); ?></th>
					<th scope="col"><?php esc_html_e( 'Sent', 'kabelshop-core' ); ?></th>
					<th scope="col"><?php esc_html_e( 'Failed', 'kabelshop-core' ); ?></th>
					<th scope="col"><?php esc_html_e( 'Waiting', 'kabelshop-core' ); ?></th>
				</tr>
			</thead>
			<tbody>
				<?php if ( ! $args['history'] ) : ?>
					<tr><td colspan="7"><?php esc_html_e( 'No mailings yet.', 'kabelshop-core' ); ?></td></tr>
				<?php endif; ?>
				<?php foreach ( $args['history'] as $kabelshop_row ) : ?>
					<tr>
						<td><?php echo esc_html( $kabelshop_row['created'] ); ?></td>
						<td><?php echo esc_html( $kabelshop_row['kind'] ); ?></td>
						<td><?php echo esc_html( $kabelshop_row['status'] ); ?></td>
						<td><?php echo esc_html( $kabelshop_row['changes'] ); ?></td>
						<td><?php echo esc_html( $kabelshop_row['sent'] ); ?></td>
						<td><?php echo esc_html( $kabelshop_row['failed'] ); ?></td>
						<td><?php echo esc_html( $kabelshop_row['waiting'] ); ?></td>
					</tr>
				<?php endforeach; ?>
			</tbody>
		</table>
	<?php endif; ?>
</div>
