<?php
/**
 * Translated names of the fixed pages.
 *
 * @package Kabelshop
 */

declare( strict_types=1 );

namespace Kabelshop\Content;

defined( 'ABSPATH' ) || exit;

/**
 * The fixed pages of Pages::PAGES are stored with Croatian titles (Content\Seeder); visitors
 * reading English or Serbian see these translated names instead (spec section 1: three languages).
 * A title an editor changed in wp-admin is kept as written.
 */
final class PageTitles {

	/** Croatian titles the seeder stores, by key of Pages::PAGES. */
	public const CROATIAN = array(
		'home'         => 'Početna',
		'catalogue'    => 'Katalog',
		'checkout'     => 'Blagajna',
		'order'        => 'Narudžba',
		'about'        => 'O nama',
		'team'         => 'Tim',
		'contact'      => 'Kontakt',
		'news'         => 'Novosti',
		'applications' => 'Otvorene prijave',
		'suppliers'    => 'Dobavljači',
		'register'     => 'Registracija',
		'login'        => 'Prijava',
		'account'      => 'Moj račun',
		'metal-prices' => 'Cijene metala',
		'documents'    => 'Pretraga dokumenata',
		'inquiry'      => 'Upit',
		'quick-order'  => 'Brza narudžba',
		'terms'        => 'Uvjeti poslovanja',
		'privacy'      => 'Politika privatnosti',
	);

	/**
	 * The translated name of a fixed page in the current language.
	 *
	 * @param string $key A key of Pages::PAGES.
	 * @return string Translated name; '' for an unknown key.
	 */
	public static function get( string $key ): string {
		switch ( $key ) {
			case 'home':
				return __( 'Home', 'kabelshop-core' );
			case 'catalogue':
				return __( 'Catalogue', 'kabelshop-core' );
			case 'checkout':
				return __( 'Checkout', 'kabelshop-core' );
			case 'order':
				return __( 'Order', 'kabelshop-core' );
			case 'about':
				return __( 'About us', 'kabelshop-core' );
			case 'team':
				return __( 'Team', 'kabelshop-core' );
			case 'contact':
				return __( 'Contact', 'kabelshop-core' );
			case 'news':
				return __( 'News', 'kabelshop-core' );
			case 'applications':
				return __( 'Open applications', 'kabelshop-core' );
			case 'suppliers':
				return __( 'Supplier products', 'kabelshop-core' );
			case 'register':
				return __( 'Registration', 'kabelshop-core' );
			case 'login':
				return __( 'Log in', 'kabelshop-core' );
			case 'account':
				return __( 'My account', 'kabelshop-core' );
			case 'metal-prices':
				return __( 'Metal prices', 'kabelshop-core' );
			case 'documents':
				return __( 'Document search', 'kabelshop-core' );
			case 'inquiry':
				return __( 'Inquiry', 'kabelshop-core' );
			case 'quick-order':
				return __( 'Quick order', 'kabelshop-core' );
			case 'terms':
				return __( 'Terms and conditions', 'kabelshop-core' );
			case 'privacy':
				return __( 'Privacy policy', 'kabelshop-core' );
		}
		return '';
	}

	/**
	 * The title to show for a stored page title: the translated name when the page is a fixed page
	 * whose title is still the seeded Croatian one, else the stored title unchanged.
	 *
	 * @param string $stored  Stored post title.
	 * @param int    $post_id Post id.
	 */
	public static function for_post( string $stored, int $post_id ): string {
		if ( $post_id <= 0 || 'page' !== get_post_type( $post_id ) ) {
			return $stored;
		}
		$slug = (string) get_post_field( 'post_name', $post_id );
		foreach ( Pages::PAGES as $key => $page ) {
			if ( $page[0] === $slug && self::CROATIAN[ $key ] === $stored ) {
				return self::get( $key );
			}
		}
		return $stored;
	}
}
