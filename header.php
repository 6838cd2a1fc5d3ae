<?php
/**
 * Site header: document head, skip link, logo, main navigation (product mega-dropdown and menu
 * dropdowns), search toggle, language switcher, login link or profile menu, the options side
 * menu's button (the panel is in footer.php; src/ui/options-menu.ts), cart and inquiry
 * buttons. Spec sections 2 and 4. Behaviour (open/close, Escape, 300 ms mouse-leave delay,
 * mobile menu, shrink on scroll) is src/ui/header.ts; without script the dropdowns open on hover
 * and focus (CSS) and the mobile menu stays expanded.
 *
 * @package Kabelshop
 */

declare( strict_types=1 );

defined( 'ABSPATH' ) || exit;

use Kabelshop\Content\Icons;
use Kabelshop\View\HeaderView;
use Kabelshop\View\MountPoint;

$kabelshop_header = HeaderView::data();
?><!doctype html>
<html <?php language_attributes(); ?>>
<head>
<meta charset="<?php bloginfo( 'charset' ); ?>">
<meta name="viewport" content="width=device-width, initial-scale=1">
<?php wp_print_inline_script_tag( "document.documentElement.classList.add('ks-js');" ); ?>
<link rel="icon" href="<?php echo esc_url( get_template_directory_uri() . '/assets/favicon.svg' ); ?>" type="image/svg+xml">
<?php wp_head(); ?>
</head>
<body <?php body_class(); ?>>
<?php wp_body_open(); ?>
<a class="skip-link" href="#main"><?php esc_html_e( 'Skip to content', 'kabelshop' ); ?></a>
<header class="site-header" data-site-header>
	<div class="container site-header__bar">
		<a class="site-logo" href="<?php echo esc_url( $kabelshop_header['home_url'] ); ?>" rel="home">
			<?php Icons::render( 'cable', 'site-logo__mark' ); ?>
			<span class="site-logo__text">Kabelshop</span>
			<span class="sr-only"><?php esc_html_e( 'home page', 'kabelshop' ); ?></span>
		</a>

		<button type="button" class="icon-button site-header__menu-toggle" data-menu-toggle aria-expanded="false" aria-controls="site-nav">
			<?php Icons::render( 'menu', 'icon--open' ); ?>
			<?php Icons::render( 'close', 'icon--close' ); ?>
			<span class="icon-button__text"><?php esc_html_e( 'Menu', 'kabelshop' ); ?></span>
		</button>

		<nav class="site-nav" id="site-nav" aria-label="<?php esc_attr_e( 'Main menu', 'kabelshop' ); ?>" data-site-nav>
			<ul class="site-nav__list">
				<li class="site-nav__item site-nav__item--mega" data-dropdown>
					<button type="button" class="site-nav__trigger" aria-expanded="false" aria-controls="ks-nav-products">
						<?php esc_html_e( 'Products', 'kabelshop' ); ?><?php Icons::render( 'chevron', 'site-nav__chevron' ); ?>
					</button>
					<div class="site-nav__panel site-nav__panel--mega" id="ks-nav-products">
						<?php if ( $kabelshop_header['categories'] ) : ?>
							<ul class="mega-menu">
								<?php foreach ( $kabelshop_header['categories'] as $kabelshop_category ) : ?>
									<li><a class="mega-menu__link" href="<?php echo esc_url( $kabelshop_category['url'] ); ?>"><?php echo esc_html( $kabelshop_category['name'] ); ?></a></li>
								<?php endforeach; ?>
							</ul>
						<?php endif; ?>
						<a class="mega-menu__all" href="<?php echo esc_url( $kabelshop_header['catalogue_url'] ); ?>"><?php esc_html_e( 'All products', 'kabelshop' ); ?><?php Icons::render( 'arrow' ); ?></a>
					</div>
				</li>
				<?php foreach ( $kabelshop_header['menu'] as $kabelshop_index => $kabelshop_item ) : ?>
					<?php if ( $kabelshop_item['children'] ) : ?>
						<li class="site-nav__item" data-dropdown>
							<button type="button" class="site-nav__trigger" aria-expanded="false" aria-controls="<?php echo esc_attr( 'ks-nav-' . $kabelshop_index ); ?>">
								<?php echo esc_html( $kabelshop_item['label'] ); ?><?php Icons::render( 'chevron', 'site-nav__chevron' ); ?>
							</button>
							<ul class="site-nav__panel site-nav__submenu" id="<?php echo esc_attr( 'ks-nav-' . $kabelshop_index ); ?>">
								<?php foreach ( $kabelshop_item['children'] as $kabelshop_child ) : ?>
									<li><a class="site-nav__sublink" href="<?php echo esc_url( $kabelshop_child['url'] ); ?>"<?php echo $kabelshop_child['current'] ? ' aria-current="page"' : ''; ?>><?php echo esc_html( $kabelshop_child['label'] ); ?></a></li>
								<?php endforeach; ?>
							</ul>
						</li>
					<?php else : ?>
						<li class="site-nav__item">
							<a class="site-nav__link" href="<?php echo esc_url( $kabelshop_item['url'] ); ?>"<?php echo $kabelshop_item['current'] ? ' aria-current="page"' : ''; ?>><?php echo esc_html( $kabelshop_item['label'] ); ?></a>
						</li>
					<?php endif; ?>
				<?php endforeach; ?>
			</ul>

			<div class="site-nav__extra">
				<ul class="lang-switch" aria-label="<?php esc_attr_e( 'Language', 'kabelshop' ); ?>">
					<?php foreach ( $kabelshop_header['languages'] as $kabelshop_language ) : ?>
						<li>
							<a class="lang-switch__link" href="<?php echo esc_url( $kabelshop_language['url'] ); ?>" lang="<?php echo esc_attr( $kabelshop_language['lang'] ); ?>" hreflang="<?php echo esc_attr( $kabelshop_language['lang'] ); ?>"<?php echo $kabelshop_language['current'] ? ' aria-current="true"' : ''; ?>>
								<span class="lang-switch__code"><?php echo esc_html( strtoupper( $kabelshop_language['code'] ) ); ?></span>
								<span class="sr-only"><?php echo esc_html( $kabelshop_language['name'] ); ?></span>
							</a>
						</li>
					<?php endforeach; ?>
				</ul>

				<?php if ( null === $kabelshop_header['user'] ) : ?>
					<a class="site-nav__login" href="<?php echo esc_url( $kabelshop_header['login_url'] ); ?>">
						<?php Icons::render( 'user' ); ?><span><?php esc_html_e( 'Log in', 'kabelshop' ); ?></span>
					</a>
				<?php else : ?>
					<div class="site-nav__item account-menu" data-dropdown>
						<button type="button" class="site-nav__trigger account-menu__trigger" aria-expanded="false" aria-controls="ks-nav-account">
							<?php Icons::render( 'user' ); ?>
							<span class="account-menu__name"><?php echo esc_html( $kabelshop_header['user']['name'] ); ?></span>
							<span class="sr-only"><?php esc_html_e( 'Account menu', 'kabelshop' ); ?></span>
							<?php Icons::render( 'chevron', 'site-nav__chevron' ); ?>
						</button>
						<ul class="site-nav__panel site-nav__submenu account-menu__panel" id="ks-nav-account">
							<li><a class="site-nav__sublink" href="<?php echo esc_url( $kabelshop_header['user']['account_url'] ); ?>"><?php esc_html_e( 'My account', 'kabelshop' ); ?></a></li>
							<li><a class="site-nav__sublink" href="<?php echo esc_url( $kabelshop_header['user']['profile_url'] ); ?>"><?php esc_html_e( 'Profile', 'kabelshop' ); ?></a></li>
							<li><a class="site-nav__sublink" href="<?php echo esc_url( $kabelshop_header['user']['addresses_url'] ); ?>"><?php esc_html_e( 'Addresses', 'kabelshop' ); ?></a></li>
							<li><a class="site-nav__sublink" href="<?php echo esc_url( $kabelshop_header['user']['orders_url'] ); ?>"><?php esc_html_e( 'My orders', 'kabelshop' ); ?></a></li>
							<?php foreach ( $kabelshop_header['user']['more'] as $kabelshop_link ) : ?>
								<li><a class="site-nav__sublink" href="<?php echo esc_url( $kabelshop_link['url'] ); ?>"><?php echo esc_html( $kabelshop_link['label'] ); ?></a></li>
							<?php endforeach; ?>
							<li><a class="site-nav__sublink" href="<?php echo esc_url( $kabelshop_header['user']['logout_url'] ); ?>"><?php esc_html_e( 'Log out', 'kabelshop' ); ?></a></li>
						</ul>
					</div>
				<?php endif; ?>
			</div>
		</nav>

		<div class="site-header__tools">
			<button type="button" class="icon-button ks-options-toggle" data-ks-options-toggle aria-expanded="false" aria-controls="ks-options" aria-haspopup="dialog">
				<svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false"><path d="M4 7h10M18 7h2M4 17h2M10 17h10" stroke="currentColor" stroke-width="2" stroke-linecap="round"/><circle cx="16" cy="7" r="2" fill="none" stroke="currentColor" stroke-width="2"/><circle cx="8" cy="17" r="2" fill="none" stroke="currentColor" stroke-width="2"/></svg>
				<span class="sr-only"><?php esc_html_e( 'Options', 'kabelshop' ); ?></span>
			</button>
			<button type="button" class="icon-button" data-search-toggle aria-expanded="false" aria-controls="site-search">
				<?php Icons::render( 'search' ); ?><span class="sr-only"><?php esc_html_e( 'Search', 'kabelshop' ); ?></span>
			</button>
			<button type="button" class="icon-button cart-button" data-open-cart="inquiry" aria-label="<?php esc_attr_e( 'Open the inquiry list', 'kabelshop' ); ?>">
				<?php Icons::render( 'inquiry' ); ?><span class="cart-button__count" data-cart-count="inquiry" hidden>0</span>
			</button>
			<?php
			// The plain badge button is the first paint (and the no-script cart); the header-cart island replaces it on first pointer or focus.
			ob_start();
			?>
			<button type="button" class="icon-button cart-button" data-open-cart="cart" aria-label="<?php esc_attr_e( 'Open the cart', 'kabelshop' ); ?>">
				<?php Icons::render( 'cart' ); ?><span class="cart-button__count" data-cart-count="cart" hidden>0</span>
			</button>
			<?php MountPoint::render( 'header-cart', array( 'checkoutUrl' => $kabelshop_header['checkout_url'] ), (string) ob_get_clean(), 'interaction' ); ?>
		</div>
	</div>

	<div class="site-search" id="site-search" data-site-search>
		<div class="container">
			<?php
			get_template_part(
				'templates/parts/search-form',
				null,
				array(
					'id'     => 'site-search-input',
					'action' => $kabelshop_header['search_url'],
					'hidden' => $kabelshop_header['search_hidden'],
					'value'  => $kabelshop_header['search_value'],
					'class'  => 'search-form--header',
					'name'   => 's',
					'label'  => __( 'Search the site', 'kabelshop' ),
				)
			);
			?>
		</div>
	</div>
</header>
<main id="main" class="site-main" tabindex="-1">
<?php if ( null !== $kabelshop_header['untranslated'] ) : ?>
	<div class="container">
		<p class="ks-notice ks-notice--untranslated" role="note" lang="<?php echo esc_attr( $kabelshop_header['untranslated']['lang'] ); ?>"><?php echo esc_html( $kabelshop_header['untranslated']['text'] ); ?></p>
	</div>
<?php endif; ?>
