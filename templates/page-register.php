<?php
/**
 * Template Name: Registration
 *
 * Business customer registration (spec section 2: a form in steps, step starts at 1; on success a
 * thank-you page links back to the home page). The registration island does the work; the
 * fallback says it needs JavaScript and how else to reach us. Logged-in users are told so.
 *
 * @package Kabelshop
 */

declare( strict_types=1 );

defined( 'ABSPATH' ) || exit;

use Kabelshop\Accounts\Countries;
use Kabelshop\Content\Pages;
use Kabelshop\Security\BotCheckSettings;
use Kabelshop\View\MountPoint;

$kabelshop_props    = array(
	'defaultCountry'   => Countries::DEFAULT,
	'homeUrl'          => \Kabelshop\I18n\Locale::home_url(),
	'loginUrl'         => Pages::url( 'login' ),
	'turnstileSiteKey' => BotCheckSettings::site_key(),
	'termsUrl'         => Pages::url( 'terms' ),
);
$kabelshop_fallback = MountPoint::needs_script( __( 'The registration form needs JavaScript. Please switch it on, or call or e-mail us to register.', 'kabelshop' ) );
get_header();
?>
<div class="container page page--register ks-account-page">
	<?php
	get_template_part(
		'templates/parts/page-header',
		null,
		array(
			'title' => __( 'Register your company', 'kabelshop' ),
			'lead'  => __( 'Registered business customers get a 20 % webshop discount on the full price per metre, metal surcharge included. We confirm registrations within 24 hours.', 'kabelshop' ),
		)
	);
	?>
	<?php if ( is_user_logged_in() ) : ?>
		<p><?php esc_html_e( 'You are logged in. Please log out to register another company.', 'kabelshop' ); ?></p>
	<?php else : ?>
		<?php MountPoint::render( 'registration', $kabelshop_props, $kabelshop_fallback ); ?>
		<?php get_template_part( 'templates/parts/privacy-note' ); // Issue 27. ?>
	<?php endif; ?>
</div>
<?php
get_footer();
