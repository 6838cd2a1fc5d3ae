<?php
/**
 * The site's fixed pages.
 *
 * @package Kabelshop
 */

declare( strict_types=1 );

namespace Kabelshop\Content;

defined( 'ABSPATH' ) || exit;

/**
 * Fixed pages by role: key => [ slug, page template (relative to the theme), English title ].
 * Content\Seeder creates them; code links to them with Pages::url( key ), never by hard-coded URL.
 */
final class Pages {

	public const PAGES = array(
		'home'         => array( 'pocetna', 'templates/page-home.php', 'Home' ),
		'catalogue'    => array( 'katalog', 'templates/page-catalogue.php', 'Catalogue' ),
		'checkout'     => array( 'blagajna', 'templates/page-checkout.php', 'Checkout' ),
		'order'        => array( 'narudzba', 'templates/page-order.php', 'Order' ),
		'about'        => array( 'o-nama', 'templates/page-about.php', 'About us' ),
		'team'         => array( 'tim', 'templates/page-team.php', 'Team' ),
		'contact'      => array( 'kontakt', 'templates/page-contact.php', 'Contact' ),
		'news'         => array( 'novosti', '', 'News' ),
		'applications' => array( 'otvorene-prijave', 'templates/page-applications.php', 'Open applications' ),
		'suppliers'    => array( 'dobavljaci', 'templates/page-suppliers.php', 'Supplier products' ),
		'register'     => array( 'registracija', 'templates/page-register.php', 'Registration' ),
		'login'        => array( 'prijava', 'templates/page-login.php', 'Log in' ),
		'account'      => array( 'moj-racun', 'templates/page-account.php', 'My account' ),
		'metal-prices' => array( 'cijene-metala', 'templates/page-metal-prices.php', 'Metal prices' ),
		'documents'    => array( 'dokumenti', 'templates/page-documents.php', 'Document search' ),
		'inquiry'      => array( 'upit', 'templates/page-inquiry.php', 'Inquiry' ),
	);

	/**
	 * Permalink of a fixed page, or the home URL when the page does not exist (yet).
	 *
	 * @param string               $key  A key of PAGES.
	 * @param array<string, mixed> $args Query arguments to add.
	 */
	public static function url( string $key, array $args = array() ): string {
		$page = isset( self::PAGES[ $key ] ) ? get_page_by_path( self::PAGES[ $key ][0] ) : null;
		$url  = $page ? (string) get_permalink( $page ) : home_url( '/' );
		return $args ? add_query_arg( $args, $url ) : $url;
	}

	/**
	 * Page id of a fixed page, 0 when missing.
	 *
	 * @param string $key A key of PAGES.
	 */
	public static function id( string $key ): int {
		$page = isset( self::PAGES[ $key ] ) ? get_page_by_path( self::PAGES[ $key ][0] ) : null;
		return $page ? (int) $page->ID : 0;
	}
}
