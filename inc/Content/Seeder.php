<?php
/**
 * Seeds the fixed pages, demo news, demo team members and the primary menu.
 *
 * @package Kabelshop
 */

declare( strict_types=1 );

namespace Kabelshop\Content;

defined( 'ABSPATH' ) || exit;

use Kabelshop\I18n\LanguageRouter;
use Kabelshop\I18n\Translations;
use Kabelshop\View\MenuView;

/**
 * Idempotent (upsert by slug, never duplicate): running it again changes nothing that exists,
 * except that each fixed page's template meta and the reading settings are set again.
 * Seeded texts are Croatian (the site's default language) and say "Demo sadržaj" wherever they
 * would otherwise look like facts about the company (common rule: no invented facts).
 */
final class Seeder {

	public const MENU_NAME = 'Glavni izbornik';
	/** Post meta marking what this seeder created. */
	public const META_SEEDED = '_kabelshop_seeded';

	/**
	 * Runs the seeding.
	 *
	 * @return list<string> Lines for the console.
	 */
	public static function run(): array {
		$lines   = array();
		$created = 0;
		foreach ( Pages::PAGES as $key => $page ) {
			$created += self::upsert_page( $key, $page[1] );
		}
		Pages::forget();
		$lines[] = sprintf( 'content: %d fixed pages in hr, en and sr (%d new)', count( Pages::PAGES ), $created );

		update_option( 'show_on_front', 'page' );
		update_option( 'page_on_front', Pages::id( 'home', 'hr' ) );
		update_option( 'page_for_posts', Pages::id( 'news', 'hr' ) );
		update_option( 'posts_per_page', 6 );
		if ( '' === (string) get_option( 'permalink_structure' ) ) {
			update_option( 'permalink_structure', '/%postname%/' );
		}
		$lines[] = 'content: front page "pocetna", posts page "novosti"';

		$removed = self::remove_install_samples();
		if ( $removed ) {
			$lines[] = sprintf( 'content: removed %d WordPress sample post(s)', $removed );
		}

		$news = 0;
		foreach ( self::news() as $index => $post ) {
			$news += self::upsert_post( 'post', $post, $index ) ? 1 : 0;
		}
		$lines[] = sprintf( 'content: %d demo news posts (%d new)', count( self::news() ), $news );

		$people = 0;
		foreach ( self::people() as $index => $person ) {
			$people += self::upsert_post( ContentService::PERSON_TYPE, $person, $index ) ? 1 : 0;
		}
		$lines[] = sprintf( 'content: %d demo team members (%d new)', count( self::people() ), $people );

		$lines[] = 'content: primary menu ' . ( self::menu() ? 'created' : 'kept' );
		return $lines;
	}

	/** Serbian (Latin) titles of the fixed pages, by key of Pages::PAGES. */
	public const SERBIAN_TITLES = array(
		'home'         => 'Početna',
		'catalogue'    => 'Katalog',
		'checkout'     => 'Plaćanje',
		'order'        => 'Porudžbina',
		'about'        => 'O nama',
		'team'         => 'Tim',
		'contact'      => 'Kontakt',
		'news'         => 'Vesti',
		'applications' => 'Otvorene prijave',
		'suppliers'    => 'Dobavljači',
		'register'     => 'Registracija',
		'login'        => 'Prijava',
		'account'      => 'Moj nalog',
		'metal-prices' => 'Cene metala',
		'documents'    => 'Pretraga dokumenata',
		'inquiry'      => 'Upit',
	);

	/**
	 * Creates a fixed page's Croatian, English and Serbian versions where missing, links them as
	 * translations and sets their template. A Croatian page seeded before languages had their own
	 * pages (found by its slug) is adopted.
	 *
	 * @param string $key      Key of Pages::PAGES.
	 * @param string $template Template file relative to the theme, '' for the default.
	 * @return int How many versions were created.
	 * @throws \RuntimeException When WordPress refuses to create one (the seed stops).
	 */
	private static function upsert_page( string $key, string $template ): int {
		$titles   = array(
			'hr' => PageTitles::CROATIAN[ $key ],
			'en' => Pages::PAGES[ $key ][2],
			'sr' => self::SERBIAN_TITLES[ $key ],
		);
		$slugs    = array( 'hr' => Pages::PAGES[ $key ][0] ) + Pages::SLUGS[ $key ];
		$versions = array();
		$created  = 0;
		foreach ( $titles as $code => $title ) {
			$id = self::fixed_page( $key, $code );
			if ( 0 === $id && 'hr' === $code ) {
				// Only a page without a language: the Serbian version may share the slug.
				$legacy = get_page_by_path( $slugs['hr'] );
				$id     = $legacy && ! wp_get_object_terms( $legacy->ID, Translations::TAXONOMY, array( 'fields' => 'ids' ) ) ? (int) $legacy->ID : 0;
			}
			if ( 0 === $id ) {
				// The language first, so that wp_unique_post_slug() lets the slug repeat across languages.
				LanguageRouter::$inserting = $code;
				try {
					$id = wp_insert_post(
						array(
							'post_type'    => 'page',
							'post_status'  => 'publish',
							'post_name'    => $slugs[ $code ],
							'post_title'   => $title,
							'post_content' => self::page_content( $key, $code ),
							'meta_input'   => array(
								self::META_SEEDED => '1',
								Pages::META_KEY   => $key,
							),
							'tax_input'    => array( Translations::TAXONOMY => array( $code ) ),
						),
						true
					);
				} finally {
					LanguageRouter::$inserting = null;
				}
				if ( is_wp_error( $id ) ) {
					throw new \RuntimeException( esc_html( 'cannot create page ' . $slugs[ $code ] . ': ' . $id->get_error_message() ) );
				}
				++$created;
			}
			update_post_meta( (int) $id, Pages::META_KEY, $key );
			update_post_meta( (int) $id, '_wp_page_template', '' === $template ? 'default' : $template );
			$versions[ $code ] = (int) $id;
		}
		Translations::link( $versions );
		return $created;
	}

	/**
	 * The id of a fixed page's version in a language, 0 when missing.
	 *
	 * @param string $key  Key of Pages::PAGES.
	 * @param string $code 'hr' | 'en' | 'sr'.
	 */
	private static function fixed_page( string $key, string $code ): int {
		$ids = get_posts(
			array(
				'post_type'                  => 'page',
				'post_status'                => 'any',
				'posts_per_page'             => 1,
				'fields'                     => 'ids',
				'meta_key'                   => Pages::META_KEY, // phpcs:ignore WordPress.DB.SlowDBQuery.slow_db_query_meta_key -- seeding.
				'meta_value'                 => $key, // phpcs:ignore WordPress.DB.SlowDBQuery.slow_db_query_meta_value -- seeding.
				'tax_query'                  => array( Translations::tax_clause( $code ) ), // phpcs:ignore WordPress.DB.SlowDBQuery.slow_db_query_tax_query -- seeding.
				LanguageRouter::ANY_LANGUAGE => true,
			)
		);
		return $ids ? (int) $ids[0] : 0;
	}

	/**
	 * Creates a post of a type when its slug is missing.
	 *
	 * @param string                                                                                              $type  Post type.
	 * @param array{slug: string, title: string, content: string, excerpt?: string, meta?: array<string, string>} $post  Data.
	 * @param int                                                                                                 $index Position (order and date offset).
	 * @return bool True when created.
	 * @throws \RuntimeException When WordPress refuses to create it (the seed stops).
	 */
	private static function upsert_post( string $type, array $post, int $index ): bool {
		$existing = get_posts(
			array(
				'post_type'      => $type,
				'name'           => $post['slug'],
				'post_status'    => 'any',
				'posts_per_page' => 1,
				'fields'         => 'ids',
			)
		);
		if ( $existing ) {
			return false;
		}
		$id = wp_insert_post(
			array(
				'post_type'     => $type,
				'post_status'   => 'publish',
				'post_name'     => $post['slug'],
				'post_title'    => $post['title'],
				'post_content'  => $post['content'],
				'post_excerpt'  => $post['excerpt'] ?? '',
				'menu_order'    => $index,
				// News dates a week apart, newest first in the seed list.
				'post_date_gmt' => gmdate( 'Y-m-d H:i:s', time() - ( $index * 7 + 1 ) * DAY_IN_SECONDS ),
				'post_date'     => get_date_from_gmt( gmdate( 'Y-m-d H:i:s', time() - ( $index * 7 + 1 ) * DAY_IN_SECONDS ) ),
				'meta_input'    => array( self::META_SEEDED => '1' ) + ( $post['meta'] ?? array() ),
			),
			true
		);
		if ( is_wp_error( $id ) ) {
			throw new \RuntimeException( esc_html( 'cannot create ' . $type . ' ' . $post['slug'] . ': ' . $id->get_error_message() ) );
		}
		return true;
	}

	/**
	 * Deletes WordPress's install samples ("Hello world!", "Sample Page") while they are unchanged:
	 * they would show up as news and pages of a cable shop. Edited ones are kept.
	 *
	 * @return int How many were deleted.
	 */
	private static function remove_install_samples(): int {
		$removed = 0;
		$samples = array(
			array( 'post', 'hello-world', 'wp:paragraph' ),
			array( 'page', 'sample-page', 'wp:paragraph' ),
		);
		foreach ( $samples as $sample ) {
			$found = get_posts(
				array(
					'post_type'      => $sample[0],
					'name'           => $sample[1],
					'post_status'    => 'any',
					'posts_per_page' => 1,
				)
			);
			if ( $found && $found[0]->post_date === $found[0]->post_modified && str_contains( $found[0]->post_content, $sample[2] ) ) {
				wp_delete_post( $found[0]->ID, true );
				++$removed;
			}
		}
		return $removed;
	}

	/**
	 * Creates the primary menu once and assigns it to the 'primary' location.
	 *
	 * @return bool True when created.
	 * @throws \RuntimeException When WordPress refuses to create it (the seed stops).
	 */
	private static function menu(): bool {
		$menu    = wp_get_nav_menu_object( self::MENU_NAME );
		$created = false;
		if ( ! $menu ) {
			$menu_id = wp_create_nav_menu( self::MENU_NAME );
			if ( is_wp_error( $menu_id ) ) {
				throw new \RuntimeException( esc_html( 'cannot create menu: ' . $menu_id->get_error_message() ) );
			}
			$company = wp_update_nav_menu_item(
				$menu_id,
				0,
				array(
					'menu-item-title'   => 'Tvrtka',
					'menu-item-url'     => Pages::url( 'about' ),
					'menu-item-classes' => MenuView::LABEL_CLASS_PREFIX . 'company',
					'menu-item-status'  => 'publish',
				)
			);
			foreach ( array( 'about', 'team', 'news', 'applications', 'contact', 'metal-prices' ) as $key ) {
				self::menu_page_item( (int) $menu_id, $key, (int) $company );
			}
			self::menu_page_item( (int) $menu_id, 'suppliers', 0 );
			self::menu_page_item( (int) $menu_id, 'contact', 0 );
			$created = true;
			$menu    = wp_get_nav_menu_object( $menu_id );
		}
		$locations            = (array) get_theme_mod( 'nav_menu_locations', array() );
		$locations['primary'] = (int) $menu->term_id;
		set_theme_mod( 'nav_menu_locations', $locations );
		return $created;
	}

	/**
	 * Adds a fixed page to a menu (with an empty title, so the page's translated name shows).
	 *
	 * @param int    $menu_id Menu term id.
	 * @param string $key     Key of Pages::PAGES.
	 * @param int    $parent  Parent menu item id, 0 for top level.
	 */
	private static function menu_page_item( int $menu_id, string $key, int $parent ): void {
		wp_update_nav_menu_item(
			$menu_id,
			0,
			array(
				'menu-item-object-id' => Pages::id( $key, 'hr' ),
				'menu-item-object'    => 'page',
				'menu-item-type'      => 'post_type',
				'menu-item-parent-id' => $parent,
				'menu-item-status'    => 'publish',
			)
		);
	}

	/**
	 * Content of a fixed page in a language (the templates add the translated structure around it).
	 *
	 * @param string $key  Key of Pages::PAGES.
	 * @param string $code 'hr' | 'en' | 'sr'.
	 */
	private static function page_content( string $key, string $code ): string {
		$texts = array(
			'hr' => array(
				'demo'         => 'Demo sadržaj.',
				'home'         => 'Kabelshop je web-trgovina i tehnički katalog kabela za tvrtke i obrtnike. Ovaj tekst je primjer i zamjenjuje se stvarnim opisom tvrtke prije objave.',
				'about'        => 'Ovdje tvrtka predstavlja sebe: čime se bavi, za koga radi i kako isporučuje kabele. Tekst i povijest u nastavku su primjeri i zamjenjuju se stvarnim podacima prije objave.</p><p>Prodajemo energetske, instalacijske i signalne kabele tvrtkama i obrtnicima, režemo kabel na duljinu iz bubnja i uz svaku isporuku dajemo izjave o svojstvima.',
				'team'         => 'Ljudi na ovoj stranici su izmišljeni primjeri (imena "Demo osoba"). Stvarni tim dodaje se u administraciji pod "Članovi tima".',
				'contact'      => 'Adresa, telefon i e-pošta na ovoj stranici su primjeri, a ne stvarni podaci.',
				'applications' => 'Rado upoznajemo ljude koji žele raditi u prodaji, skladištu i tehničkoj podršci za kabele, i kada trenutačno nemamo otvoren natječaj.',
			),
			'en' => array(
				'demo'         => 'Demo content.',
				'home'         => 'Kabelshop is the web shop and technical catalogue of cables for companies and sole traders. This text is an example and is replaced by a real description of the company before going live.',
				'about'        => 'Here the company introduces itself: what it does, whom it works for and how it delivers cables. The text and the history below are examples and are replaced by real facts before going live.</p><p>We sell power, installation and signal cables to companies and sole traders, cut cable to length from the drum and hand over declarations of performance with every delivery.',
				'team'         => 'The people on this page are invented examples (named "Demo person"). The real team is added in wp-admin under "Team members".',
				'contact'      => 'The address, phone and e-mail on this page are examples, not real details.',
				'applications' => 'We are glad to meet people who want to work in cable sales, the warehouse or technical support, even when no position is open right now.',
			),
			'sr' => array(
				'demo'         => 'Demo sadržaj.',
				'home'         => 'Kabelshop je veb-prodavnica i tehnički katalog kablova za preduzeća i preduzetnike. Ovaj tekst je primer i zamenjuje se stvarnim opisom preduzeća pre objave.',
				'about'        => 'Ovde se preduzeće predstavlja: čime se bavi, za koga radi i kako isporučuje kablove. Tekst i istorija u nastavku su primeri i zamenjuju se stvarnim podacima pre objave.</p><p>Prodajemo energetske, instalacione i signalne kablove preduzećima i preduzetnicima, sečemo kabl na dužinu sa doboša i uz svaku isporuku dajemo izjave o svojstvima.',
				'team'         => 'Ljudi na ovoj stranici su izmišljeni primeri (imena "Demo osoba"). Stvarni tim se dodaje u administraciji pod "Članovi tima".',
				'contact'      => 'Adresa, telefon i e-pošta na ovoj stranici su primeri, a ne stvarni podaci.',
				'applications' => 'Rado upoznajemo ljude koji žele da rade u prodaji, magacinu i tehničkoj podršci za kablove, i kada trenutno nemamo otvoren konkurs.',
			),
		);
		$text  = $texts[ $code ] ?? $texts['hr'];
		return isset( $text[ $key ] ) ? '<p><strong>' . $text['demo'] . '</strong> ' . $text[ $key ] . '</p>' : '';
	}

	/**
	 * Four demo news posts, newest first.
	 *
	 * @return list<array{slug: string, title: string, content: string, excerpt: string}>
	 */
	private static function news(): array {
		$note = '<p><em>Demo sadržaj: ova novost je primjer i ne opisuje stvaran događaj.</em></p>';
		return array(
			array(
				'slug'    => 'demo-novost-web-trgovina',
				'title'   => 'Demo novost: web-trgovina za poslovne kupce',
				'excerpt' => 'Primjer novosti: registrirani poslovni kupci naručuju online uz 20 % popusta.',
				'content' => $note . '<p>Registrirani poslovni kupci u web-trgovini dobivaju 20 % popusta, prate pakiranje narudžbe po stavkama te online pregledavaju račune i izjave o svojstvima.</p>',
			),
			array(
				'slug'    => 'demo-novost-cjenik-e-postom',
				'title'   => 'Demo novost: promjene cjenika e-poštom',
				'excerpt' => 'Primjer novosti: prijavite se i primajte mjesečne promjene cjenika kabela.',
				'content' => $note . '<p>Upišite adresu e-pošte u prijavu na popis i jednom mjesečno primajte sve promjene cjenika kabela.</p>',
			),
			array(
				'slug'    => 'demo-novost-cijene-metala',
				'title'   => 'Demo novost: cijene bakra i aluminija',
				'excerpt' => 'Primjer novosti: dnevne i mjesečne cijene metala u tablici i grafu.',
				'content' => $note . '<p>Na stranicama cijena metala pratite cijene bakra i aluminija (LME i EU), tečaj te dnevne i mjesečne prosjeke, u eurima ili dolarima.</p>',
			),
			array(
				'slug'    => 'demo-novost-trazilica-dokumenata',
				'title'   => 'Demo novost: pretraživanje dokumenata',
				'excerpt' => 'Primjer novosti: izjave o svojstvima prema broju dokumenta i kontrolnom broju.',
				'content' => $note . '<p>Izjave o svojstvima pronađite prema broju dokumenta i kontrolnom broju. Za račune izdane istog dana dostupne su nakon završetka radnog vremena.</p>',
			),
		);
	}

	/**
	 * Six demo team members (names are placeholders).
	 *
	 * @return list<array{slug: string, title: string, content: string, excerpt: string, meta: array<string, string>}>
	 */
	private static function people(): array {
		$roles  = array( 'Uprava', 'Prodaja kabela', 'Prodaja kabela', 'Tehnička podrška', 'Skladište i rezanje', 'Računovodstvo' );
		$people = array();
		foreach ( $roles as $index => $role ) {
			$number   = $index + 1;
			$people[] = array(
				'slug'    => 'demo-osoba-' . $number,
				'title'   => 'Demo osoba ' . $number,
				'content' => '',
				'excerpt' => 'Demo sadržaj: izmišljena osoba za prikaz rasporeda stranice.',
				'meta'    => array(
					ContentService::META_ROLE  => $role,
					ContentService::META_EMAIL => 'demo' . $number . '@kabelshop.example',
				),
			);
		}
		return $people;
	}
}
