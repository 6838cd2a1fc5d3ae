<?php
/**
 * Data for the site footer.
 *
 * @package Kabelshop
 */

declare( strict_types=1 );

namespace Kabelshop\View;

defined( 'ABSPATH' ) || exit;

use Kabelshop\Content\Company;
use Kabelshop\Content\Pages;

/**
 * Prepares what footer.php prints: the company block (demo details), links, the copyright line
 * and the props of the side cart island (spec section 1: cart side drawer; section 9: 20 % discount
 * for registered business customers). The discount sent here only chooses what the drawer shows;
 * the server computes every price itself.
 */
final class FooterView {

	/** Spec section 9: webshop discount of registered business customers, in percent. */
	public const BUSINESS_DISCOUNT_PERCENT = 20;

	/**
	 * Everything the footer prints.
	 *
	 * @return array{
	 *   company: array<string, string|bool>,
	 *   links: list<array{label: string, url: string, current: bool}>,
	 *   year: string,
	 *   cart_props: array{checkoutUrl: string, inquiryUrl: string, loggedIn: bool, discountPercent: int}
	 * }
	 */
	public static function data(): array {
		$links = array();
		foreach ( MenuView::tree( 'footer' ) as $item ) {
			$links[] = array(
				'label'   => $item['label'],
				'url'     => $item['url'],
				'current' => $item['current'],
			);
		}
		$terms = self::terms_link();
		if ( null !== $terms && ! in_array( $terms['url'], array_column( $links, 'url' ), true ) ) {
			$links[] = $terms;
		}
		return array(
			'company'    => Company::details(),
			'links'      => $links,
			'year'       => wp_date( 'Y' ),
			'cart_props' => self::cart_props(),
		);
	}

	/**
	 * The terms page in the current language (issue 13: the terms a buyer accepts are linked from
	 * every page's footer, besides the registration and the checkout), null while it does not exist.
	 *
	 * @return array{label: string, url: string, current: bool}|null
	 */
	public static function terms_link(): ?array {
		$id = Pages::id( 'terms' );
		if ( $id < 1 ) {
			return null;
		}
		return array(
			'label'   => wp_strip_all_tags( (string) get_the_title( $id ) ),
			'url'     => (string) get_permalink( $id ),
			'current' => is_page( $id ),
		);
	}

	/**
	 * Props of the side cart and header cart islands.
	 *
	 * @return array{checkoutUrl: string, inquiryUrl: string, loggedIn: bool, discountPercent: int}
	 */
	public static function cart_props(): array {
		return array(
			'checkoutUrl'     => Pages::url( 'checkout' ),
			'inquiryUrl'      => Pages::url( 'inquiry' ),
			'loggedIn'        => is_user_logged_in(),
			'discountPercent' => current_user_can( 'kabelshop_business_discount' ) ? self::BUSINESS_DISCOUNT_PERCENT : 0,
		);
	}
}
