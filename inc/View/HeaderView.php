<?php
/**
 * Data for the site header.
 *
 * @package Kabelshop
 */

declare( strict_types=1 );

namespace Kabelshop\View;

defined( 'ABSPATH' ) || exit;

use Kabelshop\Catalog\Categories;
use Kabelshop\Content\Pages;
use Kabelshop\I18n\LanguageRouter;
use Kabelshop\I18n\Locale;

/**
 * Prepares what header.php prints (spec sections 2 and 4: desktop header with a product
 * mega-dropdown, a plain dropdown, a search toggle and a profile dropdown; login link for
 * visitors; language switcher for hr-HR, en-US, sr-RS).
 */
final class HeaderView {

	public const CATEGORY_TAXONOMY = 'kabelshop_category';
	/** Most top-level categories shown in the mega-dropdown. */
	public const MAX_CATEGORIES = 24;

	/**
	 * Everything the header prints.
	 *
	 * @return array{
	 *   home_url: string,
	 *   catalogue_url: string,
	 *   checkout_url: string,
	 *   categories: list<array{name: string, url: string}>,
	 *   menu: list<array{label: string, url: string, current: bool, children: list<array{label: string, url: string, current: bool}>}>,
	 *   search_url: string,
	 *   search_hidden: array<string, string>,
	 *   search_value: string,
	 *   languages: list<array{code: string, name: string, lang: string, url: string, current: bool}>,
	 *   user: array{name: string, account_url: string, profile_url: string, addresses_url: string, orders_url: string, more: list<array{url: string, label: string}>, logout_url: string}|null,
	 *   login_url: string,
	 *   untranslated: array{text: string, lang: string}|null
	 * }
	 */
	public static function data(): array {
		// The search toggle's form is the site search (?s= on the language's home: search.php, View\SearchView),
		// which finds cable types, articles, news and pages.
		$search_url = Locale::home_url();
		return array(
			'home_url'      => Locale::home_url(),
			'catalogue_url' => Pages::url( 'catalogue' ),
			'checkout_url'  => Pages::url( 'checkout' ),
			'categories'    => self::categories(),
			'menu'          => MenuView::tree( 'primary' ),
			'search_url'    => $search_url,
			'search_hidden' => array_diff_key( self::query_args( $search_url ), array( 's' => true ) ),
			'search_value'  => mb_substr( trim( (string) get_search_query( false ) ), 0, 100 ),
			'languages'     => self::languages(),
			'user'          => self::user(),
			'login_url'     => wp_login_url( self::current_url() ),
			'untranslated'  => self::untranslated(),
		);
	}

	/**
	 * The note on a page reached from the language switcher where the page has no translation in
	 * the language asked for (?untranslated=<code>, LanguageRouter::url_in()): written in that
	 * language, saying the page is shown in this one. Null otherwise.
	 *
	 * @return array{text: string, lang: string}|null
	 */
	public static function untranslated(): ?array {
		// phpcs:ignore WordPress.Security.NonceVerification.Recommended -- a note only.
		$asked = isset( $_GET[ LanguageRouter::UNTRANSLATED_ARG ] ) ? sanitize_key( wp_unslash( (string) $_GET[ LanguageRouter::UNTRANSLATED_ARG ] ) ) : '';
		$shown = Locale::current();
		if ( ! isset( Locale::LANGUAGES[ $asked ] ) || $asked === $shown ) {
			return null;
		}
		$name = Locale::LANGUAGES[ $shown ][2];
		return array(
			/* translators: %s: name of the language the page is shown in, in that language (e.g. English). */
			'text' => Locale::in_language( $asked, static fn(): string => sprintf( __( 'This page is not available in your language yet. It is shown in %s.', 'kabelshop' ), $name ) ),
			'lang' => Locale::LANGUAGES[ $asked ][1],
		);
	}

	/**
	 * Top-level product categories linking to the catalogue filtered by ?category=slug, named as
	 * the catalogue names them (Catalog\Categories::label(), translated; a term it does not know
	 * keeps its own name) and in the catalogue's order (Categories::slugs(), then by name).
	 *
	 * @return list<array{name: string, url: string}>
	 */
	public static function categories(): array {
		if ( ! taxonomy_exists( self::CATEGORY_TAXONOMY ) ) {
			return array();
		}
		$terms = get_terms(
			array(
				'taxonomy'   => self::CATEGORY_TAXONOMY,
				'hide_empty' => false,
				'parent'     => 0,
				'number'     => self::MAX_CATEGORIES,
				'orderby'    => 'name',
			)
		);
		if ( ! is_array( $terms ) ) {
			return array();
		}
		$order      = array_flip( Categories::slugs() );
		$categories = array();
		foreach ( $terms as $term ) {
			$label        = Categories::label( (string) $term->slug );
			$categories[] = array(
				'name'  => '' !== $label ? $label : (string) $term->name,
				'url'   => Pages::url( 'catalogue', array( 'category' => $term->slug ) ),
				'order' => $order[ $term->slug ] ?? count( $order ),
			);
		}
		usort( $categories, array( self::class, 'compare_categories' ) );
		return array_map( array( self::class, 'without_order' ), $categories );
	}

	/**
	 * Callback of usort(): the catalogue's order, then the name in the current language.
	 *
	 * @param array{name: string, url: string, order: int} $a One category.
	 * @param array{name: string, url: string, order: int} $b Another.
	 */
	public static function compare_categories( array $a, array $b ): int {
		return array( $a['order'], $a['name'] ) <=> array( $b['order'], $b['name'] );
	}

	/**
	 * Callback of array_map(): a category without its sort key.
	 *
	 * @param array{name: string, url: string, order: int} $category Category.
	 * @return array{name: string, url: string}
	 */
	public static function without_order( array $category ): array {
		return array(
			'name' => $category['name'],
			'url'  => $category['url'],
		);
	}

	/**
	 * The language switcher: each language named in its own language, the current one marked.
	 *
	 * @return list<array{code: string, name: string, lang: string, url: string, current: bool}>
	 */
	public static function languages(): array {
		$current   = Locale::current();
		$languages = array();
		foreach ( Locale::LANGUAGES as $code => $language ) {
			$languages[] = array(
				'code'    => $code,
				'name'    => $language[2],
				'lang'    => $language[1],
				'url'     => LanguageRouter::url_in( $code ),
				'current' => $code === $current,
			);
		}
		return $languages;
	}

	/**
	 * The logged-in user's menu data, or null for a visitor.
	 *
	 * The key more: the account panels after My orders (invoices, wishlist, help), so every panel of the
	 * account area is one click from any page.
	 *
	 * @return array{name: string, account_url: string, profile_url: string, addresses_url: string, orders_url: string, more: list<array{url: string, label: string}>, logout_url: string}|null
	 */
	public static function user(): ?array {
		if ( ! is_user_logged_in() ) {
			return null;
		}
		$user = wp_get_current_user();
		return array(
			'name'          => '' !== $user->display_name ? $user->display_name : $user->user_login,
			'account_url'   => Pages::url( 'account' ),
			'profile_url'   => Pages::url( 'account' ) . '#profile',
			'addresses_url' => Pages::url( 'account' ) . '#addresses',
			'orders_url'    => Pages::url( 'account' ) . '#orders',
			'more'          => array_values(
				array_map(
					static fn( array $panel ): array => array(
						'url'   => Pages::url( 'account' ) . '#' . $panel['key'],
						'label' => $panel['label'],
					),
					array_filter( AccountView::panels(), static fn( array $panel ): bool => in_array( $panel['key'], array( 'invoices', 'wishlist', 'help' ), true ) )
				)
			),
			'logout_url'    => wp_logout_url( Locale::home_url() ),
		);
	}

	/**
	 * Query arguments already in a form's action URL: a GET form drops them, so the form repeats
	 * them as hidden fields (e.g. ?page_id=5 without pretty permalinks, ?lang=en).
	 *
	 * @param string $url Action URL.
	 * @return array<string, string>
	 */
	public static function query_args( string $url ): array {
		$query = (string) wp_parse_url( $url, PHP_URL_QUERY );
		$args  = array();
		parse_str( $query, $args );
		$hidden = array();
		foreach ( $args as $name => $value ) {
			if ( is_string( $value ) && 'search' !== $name ) {
				$hidden[ (string) $name ] = $value;
			}
		}
		return $hidden;
	}

	/**
	 * The URL of the page being shown (the login link returns here).
	 */
	public static function current_url(): string {
		$uri = isset( $_SERVER['REQUEST_URI'] ) ? esc_url_raw( wp_unslash( $_SERVER['REQUEST_URI'] ) ) : '/';
		return home_url( $uri );
	}
}
