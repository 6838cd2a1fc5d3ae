<?php
/**
 * The price-list mailing's confirmation or unsubscribe page (Newsletter\NewsletterPages prepares
 * $args: title, message, status 'ask' | 'done' | 'error', button, hidden (name => value), action,
 * home, home_label). Printed between the site's header and footer by NewsletterService. The
 * kabelshop theme's override of the plugin's templates/newsletter-page.php (View\Templates): the
 * same page with the theme's page header and breadcrumbs.
 *
 * @package Kabelshop
 */

declare( strict_types=1 );

defined( 'ABSPATH' ) || exit;

$kabelshop_status = (string) ( $args['status'] ?? 'error' );
?>
<div class="container page page--newsletter">
	<?php
	get_template_part(
		'templates/parts/page-header',
		null,
		array( 'title' => (string) ( $args['title'] ?? '' ) )
	);
	?>
	<div class="ks-newsletter-page ks-newsletter-page--<?php echo esc_attr( $kabelshop_status ); ?>" role="<?php echo 'ask' === $kabelshop_status ? 'region' : 'status'; ?>" aria-label="<?php echo esc_attr( (string) ( $args['title'] ?? '' ) ); ?>">
		<p class="ks-notice <?php echo 'error' === $kabelshop_status ? 'ks-notice--error' : ( 'done' === $kabelshop_status ? 'ks-notice--success' : '' ); ?>"><?php echo esc_html( (string) ( $args['message'] ?? '' ) ); ?></p>
		<?php if ( 'ask' === $kabelshop_status ) : ?>
			<form method="post" action="<?php echo esc_url( (string) $args['action'] ); ?>">
				<?php foreach ( (array) ( $args['hidden'] ?? array() ) as $kabelshop_name => $kabelshop_value ) : ?>
					<input type="hidden" name="<?php echo esc_attr( (string) $kabelshop_name ); ?>" value="<?php echo esc_attr( (string) $kabelshop_value ); ?>">
				<?php endforeach; ?>
				<button type="submit" class="ks-button ks-button--primary"><?php echo esc_html( (string) $args['button'] ); ?></button>
			</form>
		<?php endif; ?>
		<p><a href="<?php echo esc_url( (string) ( $args['home'] ?? '' ) ); ?>"><?php echo esc_html( (string) ( $args['home_label'] ?? '' ) ); ?></a></p>
	</div>
</div>
