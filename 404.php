<?php
/**
 * Page not found: a way on (catalogue search, home page).
 *
 * @package Kabelshop
 */

declare( strict_types=1 );

defined( 'ABSPATH' ) || exit;

use Kabelshop\Content\Pages;
use Kabelshop\View\HeaderView;

$kabelshop_catalogue = Pages::url( 'catalogue' );
get_header();
?>
<div class="container page-main">
	<?php
	get_template_part(
		'templates/parts/page-header',
		null,
		array(
			'title' => __( 'Page not found', 'kabelshop' ),
			'lead'  => __( 'The page you are looking for does not exist or has moved. Search the catalogue or go to the home page.', 'kabelshop' ),
		)
	);
	get_template_part(
		'templates/parts/search-form',
		null,
		array(
			'id'     => 'not-found-search',
			'action' => $kabelshop_catalogue,
			'hidden' => HeaderView::query_args( $kabelshop_catalogue ),
		)
	);
	?>
	<p><a class="button button--secondary" href="<?php echo esc_url( \Kabelshop\I18n\Locale::home_url() ); ?>"><?php esc_html_e( 'Go to the home page', 'kabelshop' ); ?></a></p>
</div>
<?php
get_footer();
