<?php
/**
 * Menu trees for the header and the footer.
 *
 * @package Kabelshop
 */

declare( strict_types=1 );

namespace Kabelshop\View;

defined( 'ABSPATH' ) || exit;

use Kabelshop\Content\PageTitles;
use Kabelshop\Content\Pages;
use Kabelshop\I18n\LanguageRouter;
use Kabelshop\I18n\Locale;
use Kabelshop\I18n\Translations;

/**
 * Turns the menu assigned to a location in the current language (location()) into a two-level
 * tree; a language without a menu of its own gets the Croatian menu with each translated page
 * item pointing at that language's version; when none is assigned at all, the
 * default menu built from Content\Pages (spec section 2: a plain company dropdown with about,
 * team, news, open applications and contact). Fixed pages show their translated name (PageTitles);
 * a custom item with the class 'ks-label-company' shows the translated word "Company".
 */
final class MenuView {

	public const LABEL_CLASS_PREFIX = 'ks-label-';

	/**
	 * The menu tree of a location.
	 *
	 * @param string $location 'primary' | 'footer'.
	 * @return list<array{label: string, url: string, current: bool, children: list<array{label: string, url: string, current: bool}>}>
	 */
	public static function tree( string $location ): array {
		$locations = (array) get_nav_menu_locations();
		$menu_id   = (int) ( $locations[ self::location( $location, Locale::current() ) ] ?? 0 );
		$menu_id   = $menu_id > 0 ? $menu_id : (int) ( $locations[ $location ] ?? 0 );
		$items     = $menu_id > 0 ? wp_get_nav_menu_items( $menu_id, array( 'update_post_term_cache' => false ) ) : false;
		if ( ! is_array( $items ) || ! $items ) {
			return 'footer' === $location ? self::default_footer() : self::default_primary();
		}
		$current = (int) get_queried_object_id();
		$nodes   = array();
		$tops    = array();
		Translations::prime(
			array_map(
				static fn( object $item ): int => (int) $item->object_id,
				array_filter( $items, static fn( object $item ): bool => 'post_type' === $item->type && Translations::is_translated_type( (string) $item->object ) )
			)
		);
		foreach ( $items as $item ) {
			self::in_current_language( $item );
			$node                     = array(
				'label'    => self::label( $item ),
				'url'      => self::url( $item ),
				'current'  => 'post_type' === $item->type && (int) $item->object_id === $current,
				'children' => array(),
			);
			$nodes[ (int) $item->ID ] = $node;
			$parent                   = (int) $item->menu_item_parent;
			if ( 0 === $parent ) {
				$tops[] = (int) $item->ID;
			}
		}
		foreach ( $items as $item ) {
			$parent = (int) $item->menu_item_parent;
			if ( $parent > 0 && isset( $nodes[ $parent ] ) ) {
				$child = $nodes[ (int) $item->ID ];
				unset( $child['children'] );
				$nodes[ $parent ]['children'][] = $child;
			}
		}
		$tree = array();
		foreach ( $tops as $id ) {
			$tree[] = $nodes[ $id ];
		}
		return $tree;
	}

	/**
	 * The menu location of a language: the base location for Croatian, '<base>_<code>' for the
	 * others (Setup\ThemeSupport registers them).
	 *
	 * @param string $base 'primary' | 'footer'.
	 * @param string $code 'hr' | 'en' | 'sr'.
	 */
	public static function location( string $base, string $code ): string {
		return Locale::DEFAULT === $code ? $base : $base . '_' . $code;
	}

	/**
	 * Default header menu: the company dropdown, supplier products and contact.
	 *
	 * @return list<array{label: string, url: string, current: bool, children: list<array{label: string, url: string, current: bool}>}>
	 */
	public static function default_primary(): array {
		$children = array();
		// Contact is a top-level item of its own (issue 27: it was in the dropdown as well, "Kontakt" twice).
		foreach ( array( 'about', 'team', 'news', 'applications', 'metal-prices', 'documents' ) as $key ) {
			$children[] = self::page_link( $key );
		}
		return array(
			array(
				'label'    => __( 'Company', 'kabelshop-core' ),
				'url'      => Pages::url( 'about' ),
				'current'  => false,
				'children' => $children,
			),
			self::page_link( 'suppliers' ) + array( 'children' => array() ),
			self::page_link( 'contact' ) + array( 'children' => array() ),
		);
	}

	/**
	 * Default footer links: the company pages and the catalogue, flat.
	 *
	 * @return list<array{label: string, url: string, current: bool, children: array{}}>
	 */
	public static function default_footer(): array {
		$links = array();
		foreach ( array( 'catalogue', 'suppliers', 'about', 'team', 'news', 'applications', 'contact' ) as $key ) {
			$links[] = self::page_link( $key ) + array( 'children' => array() );
		}
		return $links;
	}

	/**
	 * A link to a fixed page.
	 *
	 * @param string $key Key of Pages::PAGES.
	 * @return array{label: string, url: string, current: bool}
	 */
	public static function page_link( string $key ): array {
		$id = Pages::id( $key );
		return array(
			'label'   => PageTitles::get( $key ),
			'url'     => Pages::url( $key ),
			'current' => $id > 0 && ( (int) get_queried_object_id() === $id || ( 'news' === $key && is_home() ) ),
		);
	}

	/**
	 * Points a menu item of a translated page at the current language's version (the fallback
	 * language's when it has none): one menu serves the three languages.
	 *
	 * @param object $item Menu item set up by wp_setup_nav_menu_item().
	 */
	private static function in_current_language( object $item ): void {
		if ( 'post_type' !== $item->type || ! Translations::is_translated_type( (string) $item->object ) ) {
			return;
		}
		$id = LanguageRouter::post_in( (int) $item->object_id, Locale::current() );
		if ( $id === (int) $item->object_id ) {
			return;
		}
		$item->object_id = $id;
		$item->url       = (string) get_permalink( $id );
		if ( '' === trim( (string) $item->post_title ) ) {
			$item->title = get_the_title( $id );
		}
	}

	/**
	 * The label of a menu item.
	 *
	 * @param object $item Menu item set up by wp_setup_nav_menu_item().
	 */
	private static function label( object $item ): string {
		foreach ( (array) $item->classes as $class ) {
			if ( self::LABEL_CLASS_PREFIX . 'company' === $class ) {
				return __( 'Company', 'kabelshop-core' );
			}
		}
		return html_entity_decode( wp_strip_all_tags( (string) $item->title ), ENT_QUOTES, 'UTF-8' );
	}

	/**
	 * The URL of a menu item (the company item follows the about page if its slug changes).
	 *
	 * @param object $item Menu item.
	 */
	private static function url( object $item ): string {
		if ( in_array( self::LABEL_CLASS_PREFIX . 'company', (array) $item->classes, true ) ) {
			return Pages::url( 'about' );
		}
		return (string) $item->url;
	}
}
