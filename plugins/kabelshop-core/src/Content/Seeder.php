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

	/** The company dropdown's label per language (MenuView shows the translated word anyway). */
	private const COMPANY_LABELS = array(
		'hr' => 'Tvrtka',
		'en' => 'Company',
		'sr' => 'Preduzeće',
	);

	/** The primary menu's name per language (each in its own location: MenuView::location()). */
	public const MENU_NAMES = array(
		'hr' => 'Glavni izbornik',
		'en' => 'Main menu',
		'sr' => 'Glavni meni',
	);
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
		// WordPress's own draft "Privacy Policy" (install sample) would take the English slug.
		self::remove_privacy_sample();
		foreach ( Pages::PAGES as $key => $page ) {
			$created += self::upsert_page( $key, $page[1] );
		}
		Pages::forget();
		Privacy::adopt_setting();
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
		foreach ( self::news() as $index => $versions ) {
			$news += self::upsert_translated( 'post', $versions, $index );
		}
		$lines[] = sprintf( 'content: %d demo news posts in hr, en and sr (%d new)', count( self::news() ), $news );

		$people = 0;
		foreach ( self::people() as $index => $versions ) {
			$people += self::upsert_translated( ContentService::PERSON_TYPE, $versions, $index );
		}
		$lines[] = sprintf( 'content: %d demo team members in hr, en and sr (%d new)', count( self::people() ), $people );

		foreach ( array_keys( self::MENU_NAMES ) as $code ) {
			$lines[] = sprintf( 'content: primary menu (%s) ', $code ) . ( self::menu( $code ) ? 'created' : 'kept' );
		}
		// FAQ, history, cards, slides, figures, jobs, demo images (issue 12).
		return array_merge( $lines, DemoContent::run() );
	}

	/** Serbian (Latin) titles of the fixed pages, by key of Pages::PAGES. */
	public const SERBIAN_TITLES = array(
		'home'         => 'Početna',
		'catalogue'    => 'Katalog',
		'checkout'     => 'Kasa', // Issue 13: not 'Plaćanje', the checkout's step 4 (payment).
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
		'quick-order'  => 'Brza porudžbina',
		'terms'        => 'Uslovi poslovanja',
		'privacy'      => 'Politika privatnosti',
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
				// In its language, so that wp_unique_post_slug() lets the slug repeat across languages.
				$id = Translations::insert_in(
					$code,
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
					)
				);
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
	 * The seeded post of a type with a slug in a language (any status), 0 when missing: how the
	 * seeders (this and DemoContent) find again what an earlier run created.
	 *
	 * @param string $type Post type.
	 * @param string $slug Slug (post_name).
	 * @param string $code 'hr' | 'en' | 'sr'.
	 */
	public static function find( string $type, string $slug, string $code ): int {
		$ids = get_posts(
			array(
				'post_type'                  => $type,
				'post_name__in'              => array( $slug ),
				'post_status'                => 'any',
				'posts_per_page'             => 1,
				'fields'                     => 'ids',
				'tax_query'                  => array( Translations::tax_clause( $code ) ), // phpcs:ignore WordPress.DB.SlowDBQuery.slow_db_query_tax_query -- seeding.
				LanguageRouter::ANY_LANGUAGE => true,
			)
		);
		return $ids ? (int) $ids[0] : 0;
	}

	/**
	 * Creates the missing language versions of a post (found by slug within their language; a
	 * Croatian post seeded before languages had their own posts has no language term and is
	 * adopted) and links the versions as translations.
	 *
	 * @param string                                                                                                             $type     Post type.
	 * @param array<string, array{slug: string, title: string, content: string, excerpt?: string, meta?: array<string, string>}> $versions Language code => data.
	 * @param int                                                                                                                $index    Position (order and date offset).
	 * @return int How many versions were created.
	 * @throws \RuntimeException When WordPress refuses to create one (the seed stops).
	 */
	private static function upsert_translated( string $type, array $versions, int $index ): int {
		$ids     = array();
		$created = 0;
		// News dates a week apart, newest first in the seed list; the versions share the date.
		$date_gmt = gmdate( 'Y-m-d H:i:s', time() - ( $index * 7 + 1 ) * DAY_IN_SECONDS );
		foreach ( $versions as $code => $post ) {
			$existing = self::find( $type, $post['slug'], $code );
			if ( $existing > 0 ) {
				$ids[ $code ] = $existing;
				if ( 'publish' === get_post_status( $ids[ $code ] ) ) {
					$date_gmt = (string) get_post_field( 'post_date_gmt', $ids[ $code ] );
				}
				continue;
			}
			$id = Translations::insert_in(
				$code,
				array(
					'post_type'     => $type,
					'post_status'   => 'publish',
					'post_name'     => $post['slug'],
					'post_title'    => $post['title'],
					'post_content'  => $post['content'],
					'post_excerpt'  => $post['excerpt'] ?? '',
					'menu_order'    => $index,
					'post_date_gmt' => $date_gmt,
					'post_date'     => get_date_from_gmt( $date_gmt ),
					'meta_input'    => array( self::META_SEEDED => '1' ) + ( $post['meta'] ?? array() ),
					'tax_input'     => array( Translations::TAXONOMY => array( $code ) ),
				)
			);
			if ( is_wp_error( $id ) ) {
				throw new \RuntimeException( esc_html( 'cannot create ' . $type . ' ' . $post['slug'] . ': ' . $id->get_error_message() ) );
			}
			$ids[ $code ] = (int) $id;
			++$created;
		}
		Translations::link( $ids );
		return $created;
	}

	/**
	 * Deletes WordPress's install draft "Privacy Policy" (slug privacy-policy, not seeded by us)
	 * while unchanged, and the setting pointing at it: the seeded page 'privacy' replaces it (issue 27).
	 */
	private static function remove_privacy_sample(): void {
		$found = get_posts(
			array(
				'post_type'      => 'page',
				'name'           => 'privacy-policy',
				'post_status'    => 'draft',
				'posts_per_page' => 1,
				'meta_key'       => self::META_SEEDED, // phpcs:ignore WordPress.DB.SlowDBQuery.slow_db_query_meta_key -- seeding.
				'meta_compare'   => 'NOT EXISTS',
			)
		);
		if ( $found && $found[0]->post_date === $found[0]->post_modified && str_contains( $found[0]->post_content, 'wp:heading' ) ) {
			if ( (int) get_option( 'wp_page_for_privacy_policy' ) === (int) $found[0]->ID ) {
				delete_option( 'wp_page_for_privacy_policy' );
			}
			wp_delete_post( $found[0]->ID, true );
		}
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
	 * Creates a language's primary menu once (its pages in that language) and assigns it to that
	 * language's location (MenuView::location()).
	 *
	 * @param string $code 'hr' | 'en' | 'sr'.
	 * @return bool True when created.
	 * @throws \RuntimeException When WordPress refuses to create it (the seed stops).
	 */
	private static function menu( string $code ): bool {
		$menu    = wp_get_nav_menu_object( self::MENU_NAMES[ $code ] );
		$created = false;
		if ( ! $menu ) {
			$menu_id = wp_create_nav_menu( self::MENU_NAMES[ $code ] );
			if ( is_wp_error( $menu_id ) ) {
				throw new \RuntimeException( esc_html( 'cannot create menu: ' . $menu_id->get_error_message() ) );
			}
			$company = wp_update_nav_menu_item(
				$menu_id,
				0,
				array(
					'menu-item-title'   => self::COMPANY_LABELS[ $code ],
					'menu-item-url'     => Pages::url( 'about', array(), $code ),
					'menu-item-classes' => MenuView::LABEL_CLASS_PREFIX . 'company',
					'menu-item-status'  => 'publish',
				)
			);
			// Contact is a top-level item below (issue 27: not in the dropdown as well).
			foreach ( array( 'about', 'team', 'news', 'applications', 'metal-prices' ) as $key ) {
				self::menu_page_item( (int) $menu_id, $key, (int) $company, $code );
			}
			self::menu_page_item( (int) $menu_id, 'suppliers', 0, $code );
			self::menu_page_item( (int) $menu_id, 'contact', 0, $code );
			$created = true;
			$menu    = wp_get_nav_menu_object( $menu_id );
		}
		$locations = (array) get_theme_mod( 'nav_menu_locations', array() );
		$locations[ MenuView::location( 'primary', $code ) ] = (int) $menu->term_id;
		set_theme_mod( 'nav_menu_locations', $locations );
		return $created;
	}

	/**
	 * Adds a fixed page to a menu (with an empty title, so the page's translated name shows).
	 *
	 * @param int    $menu_id Menu term id.
	 * @param string $key     Key of Pages::PAGES.
	 * @param int    $parent  Parent menu item id, 0 for top level.
	 * @param string $code    The menu's language: 'hr' | 'en' | 'sr'.
	 */
	private static function menu_page_item( int $menu_id, string $key, int $parent, string $code ): void {
		wp_update_nav_menu_item(
			$menu_id,
			0,
			array(
				'menu-item-object-id' => Pages::id( $key, $code ),
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
		if ( 'terms' === $key ) {
			return DemoTerms::content( $code );
		}
		if ( Privacy::PAGE_KEY === $key ) {
			return DemoPrivacy::content( $code );
		}
		$text = $texts[ $code ] ?? $texts['hr'];
		return isset( $text[ $key ] ) ? '<p><strong>' . $text['demo'] . '</strong> ' . $text[ $key ] . '</p>' : '';
	}

	/**
	 * Four demo news posts, newest first, each in hr, en and sr.
	 *
	 * @return list<array<string, array{slug: string, title: string, content: string, excerpt: string}>>
	 */
	private static function news(): array {
		$notes = array(
			'hr' => '<p><em>Demo sadržaj: ova novost je primjer i ne opisuje stvaran događaj.</em></p>',
			'en' => '<p><em>Demo content: this news item is an example and does not describe a real event.</em></p>',
			'sr' => '<p><em>Demo sadržaj: ova vest je primer i ne opisuje stvaran događaj.</em></p>',
		);
		$items = array(
			array(
				'hr' => array( 'demo-novost-web-trgovina', 'Demo novost: web-trgovina za poslovne kupce', 'Primjer novosti: registrirani poslovni kupci naručuju online uz 20 % popusta.', 'Registrirani poslovni kupci u web-trgovini dobivaju 20 % popusta na punu cijenu po metru (s dodatkom za metal), prate pakiranje narudžbe po stavkama te online pregledavaju račune i izjave o svojstvima.' ),
				'en' => array( 'demo-news-webshop', 'Demo news: a webshop for business customers', 'Example news item: registered business customers order online with a 20 % discount.', 'Registered business customers get a 20 % discount in the webshop on the full price per metre (metal surcharge included), follow the packaging of their orders item by item and view their invoices and declarations of performance online.' ),
				'sr' => array( 'demo-vest-veb-prodavnica', 'Demo vest: veb-prodavnica za poslovne kupce', 'Primer vesti: registrovani poslovni kupci naručuju onlajn uz 20 % popusta.', 'Registrovani poslovni kupci u veb-prodavnici dobijaju 20 % popusta na punu cenu po metru (sa dodatkom za metal), prate pakovanje porudžbine po stavkama i onlajn pregledaju račune i izjave o svojstvima.' ),
			),
			array(
				'hr' => array( 'demo-novost-cjenik-e-postom', 'Demo novost: promjene cjenika e-poštom', 'Primjer novosti: prijavite se i primajte mjesečne promjene cjenika kabela.', 'Upišite adresu e-pošte u prijavu na popis i jednom mjesečno primajte sve promjene cjenika kabela.' ),
				'en' => array( 'demo-news-price-list-by-email', 'Demo news: price list changes by e-mail', 'Example news item: sign up and receive the monthly changes of the cable price list.', 'Enter your e-mail address in the mailing list signup and receive every change of the cable price list once a month.' ),
				'sr' => array( 'demo-vest-cenovnik-e-postom', 'Demo vest: promene cenovnika e-poštom', 'Primer vesti: prijavite se i primajte mesečne promene cenovnika kablova.', 'Upišite adresu e-pošte u prijavu na listu i jednom mesečno primajte sve promene cenovnika kablova.' ),
			),
			array(
				'hr' => array( 'demo-novost-cijene-metala', 'Demo novost: cijene bakra i aluminija', 'Primjer novosti: dnevne i mjesečne cijene metala u tablici i grafu.', 'Na stranicama cijena metala pratite cijene bakra i aluminija (LME i EU), tečaj te dnevne i mjesečne prosjeke, u eurima ili dolarima.' ),
				'en' => array( 'demo-news-metal-prices', 'Demo news: copper and aluminium prices', 'Example news item: daily and monthly metal prices in a table and a graph.', 'On the metal prices pages you follow copper and aluminium prices (LME and EU), the exchange rate and the daily and monthly averages, in euros or dollars.' ),
				'sr' => array( 'demo-vest-cene-metala', 'Demo vest: cene bakra i aluminijuma', 'Primer vesti: dnevne i mesečne cene metala u tabeli i grafikonu.', 'Na stranicama cena metala pratite cene bakra i aluminijuma (LME i EU), kurs i dnevne i mesečne proseke, u evrima ili dolarima.' ),
			),
			array(
				'hr' => array( 'demo-novost-trazilica-dokumenata', 'Demo novost: pretraživanje dokumenata', 'Primjer novosti: izjave o svojstvima prema broju dokumenta i kontrolnom broju.', 'Izjave o svojstvima pronađite prema broju dokumenta i kontrolnom broju. Za račune izdane istog dana dostupne su nakon završetka radnog vremena.' ),
				'en' => array( 'demo-news-document-search', 'Demo news: document search', 'Example news item: declarations of performance by document number and control number.', 'Find declarations of performance by document number and control number. For invoices issued the same day they are available after business hours.' ),
				'sr' => array( 'demo-vest-pretraga-dokumenata', 'Demo vest: pretraga dokumenata', 'Primer vesti: izjave o svojstvima prema broju dokumenta i kontrolnom broju.', 'Izjave o svojstvima pronađite prema broju dokumenta i kontrolnom broju. Za račune izdate istog dana dostupne su posle završetka radnog vremena.' ),
			),
		);
		$news  = array();
		foreach ( $items as $item ) {
			$versions = array();
			foreach ( $item as $code => $text ) {
				$versions[ $code ] = array(
					'slug'    => $text[0],
					'title'   => $text[1],
					'excerpt' => $text[2],
					'content' => $notes[ $code ] . '<p>' . $text[3] . '</p>',
				);
			}
			$news[] = $versions;
		}
		return $news;
	}

	/**
	 * Six demo team members (names are placeholders), each in hr, en and sr.
	 *
	 * @return list<array<string, array{slug: string, title: string, content: string, excerpt: string, meta: array<string, string>}>>
	 */
	private static function people(): array {
		$roles  = array(
			'hr' => array( 'Uprava', 'Prodaja kabela', 'Prodaja kabela', 'Tehnička podrška', 'Skladište i rezanje', 'Računovodstvo' ),
			'en' => array( 'Management', 'Cable sales', 'Cable sales', 'Technical support', 'Warehouse and cutting', 'Accounting' ),
			'sr' => array( 'Uprava', 'Prodaja kablova', 'Prodaja kablova', 'Tehnička podrška', 'Magacin i sečenje', 'Računovodstvo' ),
		);
		$names  = array(
			'hr' => array( 'demo-osoba-', 'Demo osoba ', 'Demo sadržaj: izmišljena osoba za prikaz rasporeda stranice.' ),
			'en' => array( 'demo-person-', 'Demo person ', 'Demo content: an invented person that shows the page layout.' ),
			'sr' => array( 'demo-osoba-', 'Demo osoba ', 'Demo sadržaj: izmišljena osoba za prikaz rasporeda stranice.' ),
		);
		$people = array();
		foreach ( array_keys( $roles['hr'] ) as $index ) {
			$number   = $index + 1;
			$versions = array();
			foreach ( $names as $code => $name ) {
				$versions[ $code ] = array(
					'slug'    => $name[0] . $number,
					'title'   => $name[1] . $number,
					'content' => '',
					'excerpt' => $name[2],
					'meta'    => array(
						ContentService::META_ROLE  => $roles[ $code ][ $index ],
						ContentService::META_EMAIL => 'demo' . $number . '@kabelshop.example',
					),
				);
			}
			$people[] = $versions;
		}
		return $people;
	}
}
