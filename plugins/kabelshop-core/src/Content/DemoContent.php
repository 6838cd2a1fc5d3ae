<?php
/**
 * Seeds the demo content of the marketing pages' content types, with demo images.
 *
 * @package Kabelshop
 */

declare( strict_types=1 );

namespace Kabelshop\Content;

defined( 'ABSPATH' ) || exit;

use Kabelshop\I18n\LanguageRouter;
use Kabelshop\I18n\Translations;

/**
 * Called by Content\Seeder::run() (bin/seed.php, npm start, the test setup). Neutral demo content
 * in hr, en and sr, linked as translations and marked with Seeder::META_SEEDED: the FAQ (the
 * seven answers the theme had in PHP, with their Croatian and Serbian translations, in two
 * groups), history events, home cards, about slides (one with the demo video when the theme
 * ships assets/demo/video/kabelshop-demo.webm), figures (one is the live article count), two job
 * openings (one open, one closed), and photos and galleries for the demo team and images for the
 * demo news (DemoImages: drawn with GD, CC0). Texts that could pass for facts about the company
 * say "Demo". Idempotent: a post is found again by its slug in its language and never created
 * twice; a missing featured image or gallery is added to an existing post, nothing else changes.
 */
final class DemoContent {

	/** Picture sizes: landscape 3:2, slide 2:1, portrait 4:5. */
	private const LANDSCAPE = array( 1200, 800 );
	private const SLIDE     = array( 1600, 800 );
	private const PORTRAIT  = array( 960, 1200 );

	/** Alt text prefix per language (followed by what the picture goes with). */
	private const ALT = array(
		'hr' => 'Demo slika (apstraktni kabeli i presjek kabela): %s',
		'en' => 'Demo picture (abstract cables and a cable cross-section): %s',
		'sr' => 'Demo slika (apstraktni kablovi i presek kabla): %s',
	);

	/**
	 * Runs the seeding.
	 *
	 * @return list<string> Lines for the console.
	 */
	public static function run(): array {
		$lines   = array();
		$lines[] = sprintf( 'content: FAQ (%d new posts)', self::faq() );
		$lines[] = sprintf( 'content: history events (%d new posts)', self::events() );
		$lines[] = sprintf( 'content: home cards and about slides (%d new posts)', self::cards() );
		$lines[] = sprintf( 'content: figures (%d new posts)', self::figures() );
		$lines[] = sprintf( 'content: job openings (%d new posts)', self::jobs() );
		$lines[] = sprintf( 'content: demo images for %d team members and news posts', self::team_and_news_images() );
		return $lines;
	}

	/**
	 * Creates the missing language versions of one item and links them.
	 *
	 * @param string                                                               $type     Post type.
	 * @param string                                                               $slug     Slug (the same in every language).
	 * @param array<string, array{0: string, 1: string, 2?: array<string, mixed>}> $versions Code => [ title, content HTML, meta ].
	 * @param int                                                                  $order    menu_order.
	 * @param int                                                                  $image    Featured image id (0 = none).
	 * @param int                                                                  $group    FAQ group term id (0 = none).
	 * @return int How many posts were created.
	 * @throws \RuntimeException When WordPress refuses to create one (the seed stops).
	 */
	private static function upsert( string $type, string $slug, array $versions, int $order, int $image = 0, int $group = 0 ): int {
		$ids     = array();
		$created = 0;
		foreach ( $versions as $code => $version ) {
			$existing = Seeder::find( $type, $slug, $code );
			if ( $existing > 0 ) {
				$ids[ $code ] = $existing;
				if ( $image > 0 && ! has_post_thumbnail( $ids[ $code ] ) ) {
					set_post_thumbnail( $ids[ $code ], $image );
				}
				continue;
			}
			$id = Translations::insert_in(
				$code,
				array(
					'post_type'    => $type,
					'post_status'  => 'publish',
					'post_name'    => $slug,
					'post_title'   => $version[0],
					'post_content' => $version[1],
					'menu_order'   => $order,
					'meta_input'   => array( Seeder::META_SEEDED => '1' ) + ( $version[2] ?? array() ),
				)
			);
			if ( is_wp_error( $id ) ) {
				throw new \RuntimeException( esc_html( 'cannot create ' . $type . ' ' . $slug . ': ' . $id->get_error_message() ) );
			}
			$ids[ $code ] = (int) $id;
			if ( $image > 0 ) {
				set_post_thumbnail( (int) $id, $image );
			}
			if ( $group > 0 ) {
				wp_set_object_terms( (int) $id, array( $group ), ContentTypes::FAQ_GROUP );
			}
			++$created;
		}
		Translations::link( $ids );
		return $created;
	}

	/**
	 * A demo picture with alt texts naming what it goes with.
	 *
	 * @param string                $key    Picture key.
	 * @param array{0: int, 1: int} $size   Width and height.
	 * @param int                   $seed   Palette and shapes.
	 * @param array<string, string> $topics What it goes with, per language.
	 */
	private static function image( string $key, array $size, int $seed, array $topics ): int {
		$alts = array();
		foreach ( self::ALT as $code => $format ) {
			$alts[ $code ] = sprintf( $format, $topics[ $code ] ?? $topics['hr'] );
		}
		return DemoImages::get( $key, $size[0], $size[1], $seed, $alts, 'Demo: ' . $topics['en'] );
	}

	/**
	 * The demo marker of a text, per language.
	 *
	 * @param string $code 'hr' | 'en' | 'sr'.
	 */
	private static function note( string $code ): string {
		return array(
			'hr' => 'Demo sadržaj: primjer koji pokazuje raspored stranice.',
			'en' => 'Demo content: an example that shows the page layout.',
			'sr' => 'Demo sadržaj: primer koji pokazuje raspored stranice.',
		)[ $code ];
	}

	/**
	 * The FAQ: two groups, seven questions.
	 *
	 * @return int Posts created.
	 * @throws \RuntimeException When a group or a post cannot be created (the seed stops).
	 */
	private static function faq(): int {
		$groups = array(
			'order'   => array(
				'hr' => 'Narudžba i isporuka',
				'en' => 'Ordering and delivery',
				'sr' => 'Porudžbina i isporuka',
			),
			'account' => array(
				'hr' => 'Račun, dokumenti i popust',
				'en' => 'Account, documents and discount',
				'sr' => 'Nalog, dokumenti i popust',
			),
		);
		$terms  = array();
		foreach ( $groups as $key => $names ) {
			$term = term_exists( $names['hr'], ContentTypes::FAQ_GROUP );
			if ( ! $term ) {
				$term = wp_insert_term( $names['hr'], ContentTypes::FAQ_GROUP, array( 'slug' => 'demo-' . $key ) );
			}
			if ( is_wp_error( $term ) ) {
				throw new \RuntimeException( esc_html( 'cannot create FAQ group: ' . $term->get_error_message() ) );
			}
			$terms[ $key ] = (int) ( is_array( $term ) ? $term['term_id'] : $term );
			update_term_meta( $terms[ $key ], ContentTypes::TERM_NAMES['en'], $names['en'] );
			update_term_meta( $terms[ $key ], ContentTypes::TERM_NAMES['sr'], $names['sr'] );
		}
		$items   = array(
			'delivery'     => array(
				'group' => 'order',
				'hr'    => array( 'Koliko traje dostava?', 'Katalog prikazuje dostupnost svakog artikla. Artikle na zalihi pripremamo za otpremu čim potvrdimo vašu narudžbu; za artikle koji nisu na zalihi javljamo vam očekivani datum isporuke prije potvrde narudžbe, pa možete odlučiti.' ),
				'en'    => array( 'How long does delivery take?', 'The catalogue shows the availability of every article. Articles in stock are prepared for dispatch once we confirm your order; for articles that are not in stock we tell you the expected delivery date before we confirm the order, so you can decide.' ),
				'sr'    => array( 'Koliko traje isporuka?', 'Katalog prikazuje dostupnost svakog artikla. Artikle na stanju pripremamo za otpremu čim potvrdimo vašu porudžbinu; za artikle koji nisu na stanju javljamo vam očekivani datum isporuke pre potvrde porudžbine, pa možete da odlučite.' ),
			),
			'cutting'      => array(
				'group' => 'order',
				'hr'    => array( 'Režete li kabel na duljinu?', 'Da. Kabel koji se isporučuje na bubnju režemo na duljinu koju naručite u metrima. Koluti, kalemovi i kutije prodaju se u punoj duljini pakiranja; stupac pakiranja u tablici proizvoda pokazuje u kojem se pakiranju artikl isporučuje.' ),
				'en'    => array( 'Do you cut cable to length?', 'Yes. Cable supplied on drums is cut to the length you order in metres. Rings, reels and boxes are sold in their full package length; the packaging column of the product table shows which packaging an article comes in.' ),
				'sr'    => array( 'Da li sečete kabl na dužinu?', 'Da. Kabl koji se isporučuje na dobošu sečemo na dužinu koju poručite u metrima. Koturovi, kalemovi i kutije prodaju se u punoj dužini pakovanja; kolona pakovanja u tabeli proizvoda pokazuje u kom pakovanju se artikal isporučuje.' ),
			),
			'drums'        => array(
				'group' => 'order',
				'hr'    => array( 'Plaćam li polog za kabelske bubnjeve?', 'Kada se narudžba isporučuje na povratnom bubnju, eventualni polog za bubanj prikazan je kao zasebna stavka na potvrdi narudžbe i na računu, a vraća se kada bubanj vratite neoštećen. Prije narudžbe pitajte naš prodajni tim o trenutačnim uvjetima za bubnjeve.' ),
				'en'    => array( 'Do I pay a deposit for cable drums?', 'When an order is delivered on a returnable drum, any drum deposit is shown as a separate line on the order confirmation and the invoice, and it is credited when the drum comes back undamaged. Ask our sales team about the current drum terms before you order.' ),
				'sr'    => array( 'Da li plaćam depozit za kablovske doboše?', 'Kada se porudžbina isporučuje na povratnom dobošu, eventualni depozit za doboš prikazan je kao posebna stavka na potvrdi porudžbine i na računu, a vraća se kada doboš vratite neoštećen. Pre porudžbine pitajte naš prodajni tim o trenutnim uslovima za doboše.' ),
			),
			'invoices'     => array(
				'group' => 'account',
				'hr'    => array( 'Gdje mogu pronaći svoje račune?', 'Registrirani poslovni kupci mogu pregledati i preuzeti svoje račune u korisničkom računu, u odjeljku Računi. Možete platiti virmanom, karticom ili prema uvjetima plaćanja iz ugovora.' ),
				'en'    => array( 'Where can I find my invoices?', 'Registered business customers can view and download their invoices in the account area under Invoices. You can pay by bank transfer, by card or on the payment terms of your contract.' ),
				'sr'    => array( 'Gde mogu da pronađem svoje račune?', 'Registrovani poslovni kupci mogu da pregledaju i preuzmu svoje račune na korisničkom nalogu, u odeljku Računi. Možete da platite virmanom, karticom ili prema uslovima plaćanja iz ugovora.' ),
			),
			'declarations' => array(
				'group' => 'account',
				'hr'    => array( 'Kako mogu dobiti izjave o svojstvima?', 'Izjave o svojstvima dostupne su online: registriranim kupcima u korisničkom računu, a svima putem pretraživanja dokumenata prema broju dokumenta i njegovu kontrolnom broju. Za račune izdane danas izjave postaju dostupne nakon završetka radnog vremena.' ),
				'en'    => array( 'How do I get declarations of performance?', 'Declarations of performance are available online: in the account area for registered customers, or for anyone through the document search with the document number and its control number. For invoices issued today, the declarations become available after business hours.' ),
				'sr'    => array( 'Kako mogu da dobijem izjave o performansama?', 'Izjave o performansama dostupne su onlajn: registrovanim kupcima na korisničkom nalogu, a svima preko pretrage dokumenata prema broju dokumenta i njegovom kontrolnom broju. Za račune izdate danas izjave postaju dostupne posle završetka radnog vremena.' ),
			),
			'discount'     => array(
				'group' => 'account',
				'hr'    => array( 'Kako mogu dobiti poslovni popust?', 'Registrirajte svoju tvrtku ili obrt u web-trgovini. Registraciju potvrđujemo e-poštom u roku od 24 sata; od tada dobivate 20 % popusta u web-trgovini na punu cijenu po metru (s dodatkom za metal) svake narudžbe i možete pratiti pakiranje svojih narudžbi po stavkama.' ),
				'en'    => array( 'How do I get the business discount?', 'Register your company or craft in the webshop. We confirm the registration by e-mail within 24 hours; from then on you get a 20 % webshop discount on the full price per metre (metal surcharge included) of every order, and you can follow the packaging of your orders item by item.' ),
				'sr'    => array( 'Kako mogu da dobijem poslovni popust?', 'Registrujte svoju firmu ili radnju u veb-prodavnici. Registraciju potvrđujemo imejlom u roku od 24 sata; od tada dobijate 20 % popusta u veb-prodavnici na punu cenu po metru (sa dodatkom za metal) svake porudžbine i možete da pratite pakovanje svojih porudžbina po stavkama.' ),
			),
			'inquiry'      => array(
				'group' => 'order',
				'hr'    => array( 'Mogu li zatražiti ponudu umjesto narudžbe?', 'Da. Dodajte artikle na popis upita umjesto u košaricu i pošaljite nam ga; popis upita radi kao košarica i čuva svoj sadržaj 7 dana.' ),
				'en'    => array( 'Can I ask for an offer instead of ordering?', 'Yes. Add the articles to the inquiry list instead of the cart and send it to us; the inquiry list works like the cart and keeps its contents for 7 days.' ),
				'sr'    => array( 'Mogu li da zatražim ponudu umesto porudžbine?', 'Da. Dodajte artikle na listu upita umesto u korpu i pošaljite nam je; lista upita radi kao korpa i čuva svoj sadržaj 7 dana.' ),
			),
		);
		$created = 0;
		$order   = 0;
		foreach ( $items as $key => $item ) {
			$versions = array();
			foreach ( array( 'hr', 'en', 'sr' ) as $code ) {
				$versions[ $code ] = array( $item[ $code ][0], '<!-- wp:paragraph --><p>' . esc_html( $item[ $code ][1] ) . '</p><!-- /wp:paragraph -->' );
			}
			$created += self::upsert( ContentTypes::FAQ_TYPE, 'faq-' . $key, $versions, ++$order, 0, $terms[ $item['group'] ] );
		}
		return $created;
	}

	/**
	 * Five history events (demo years and milestones).
	 *
	 * @return int Posts created.
	 */
	private static function events(): int {
		$events  = array(
			array(
				'2006',
				array( 'Demo: prvo skladište', 'Demo: the first warehouse', 'Demo: prvi magacin' ),
				array( 'Mala trgovina kabelima otvara prvo skladište.', 'A small cable trade opens its first warehouse.', 'Mala trgovina kablovima otvara prvi magacin.' ),
			),
			array(
				'2011',
				array( 'Demo: rezanje na duljinu', 'Demo: cutting to length', 'Demo: sečenje na dužinu' ),
				array( 'Kabel se za svaku narudžbu reže na duljinu iz bubnja.', 'Cable is cut to length from the drum for every order.', 'Kabl se za svaku porudžbinu seče na dužinu sa doboša.' ),
			),
			array(
				'2016',
				array( 'Demo: tehnički katalog', 'Demo: technical catalogue', 'Demo: tehnički katalog' ),
				array( 'Tablice konstrukcije i boje vodiča objavljene za svaki tip kabela.', 'Construction tables and conductor colours published for every cable type.', 'Tabele konstrukcije i boje provodnika objavljene za svaki tip kabla.' ),
			),
			array(
				'2021',
				array( 'Demo: web-trgovina', 'Demo: the webshop', 'Demo: veb-prodavnica' ),
				array( 'Registrirani poslovni kupci naručuju online uz 20 % popusta.', 'Registered business customers order online with a 20 % discount.', 'Registrovani poslovni kupci naručuju onlajn uz 20 % popusta.' ),
			),
			array(
				'2026',
				array( 'Demo: tri jezika', 'Demo: three languages', 'Demo: tri jezika' ),
				array( 'Stranice na hrvatskom, engleskom i srpskom jeziku.', 'The site in Croatian, English and Serbian.', 'Stranice na hrvatskom, engleskom i srpskom jeziku.' ),
			),
		);
		$created = 0;
		foreach ( $events as $index => $event ) {
			$versions = array();
			foreach ( array( 'hr', 'en', 'sr' ) as $i => $code ) {
				$versions[ $code ] = array(
					$event[1][ $i ],
					'<!-- wp:paragraph --><p>' . esc_html( $event[2][ $i ] . ' ' . self::note( $code ) ) . '</p><!-- /wp:paragraph -->',
					array( ContentTypes::META_YEAR => $event[0] ),
				);
			}
			$image    = self::image( 'event-' . ( $index + 1 ), self::LANDSCAPE, $index, array_combine( array( 'hr', 'en', 'sr' ), $event[1] ) );
			$created += self::upsert( ContentTypes::EVENT_TYPE, 'demo-event-' . ( $index + 1 ), $versions, $index + 1, $image );
		}
		return $created;
	}

	/**
	 * Four home cards and three about slides (the first with the demo video).
	 *
	 * @return int Posts created.
	 */
	private static function cards(): int {
		$cards   = array(
			array(
				'home_card',
				'catalogue',
				array( 'Tehnički katalog', 'Technical catalogue', 'Tehnički katalog' ),
				array( 'Tablice konstrukcije, boje vodiča i cijene po metru za svaki tip kabela.', 'Construction tables, conductor colours and prices per metre for every cable type.', 'Tabele konstrukcije, boje provodnika i cene po metru za svaki tip kabla.' ),
				array( 'Otvori katalog', 'Open the catalogue', 'Otvori katalog' ),
			),
			array(
				'home_card',
				'metal-prices',
				array( 'Cijene metala', 'Metal prices', 'Cene metala' ),
				array( 'Dnevne cijene bakra i aluminija s tečajem.', 'Daily copper and aluminium prices with the exchange rate.', 'Dnevne cene bakra i aluminijuma sa kursom.' ),
				array( 'Pogledaj cijene', 'See the prices', 'Pogledaj cene' ),
			),
			array(
				'home_card',
				'documents',
				array( 'Izjave o svojstvima', 'Declarations of performance', 'Izjave o svojstvima' ),
				array( 'Pronađite izjavu prema broju dokumenta i kontrolnom broju.', 'Find a declaration by document number and control number.', 'Pronađite izjavu prema broju dokumenta i kontrolnom broju.' ),
				array( 'Pretraži dokumente', 'Search documents', 'Pretraži dokumente' ),
			),
			array(
				'home_card',
				'applications',
				array( 'Radite s nama', 'Work with us', 'Radite sa nama' ),
				array( 'Otvorena radna mjesta u prodaji, skladištu i tehničkoj podršci.', 'Open positions in sales, the warehouse and technical support.', 'Otvorena radna mesta u prodaji, magacinu i tehničkoj podršci.' ),
				array( 'Otvorena radna mjesta', 'Open positions', 'Otvorena radna mesta' ),
			),
			array(
				'about_slide',
				'about',
				array( 'Kabel po mjeri', 'Cable cut to measure', 'Kabl po meri' ),
				array( 'Režemo kabel iz bubnja na duljinu koju naručite.', 'We cut cable from the drum to the length you order.', 'Sečemo kabl sa doboša na dužinu koju naručite.' ),
				array( 'O nama', 'About us', 'O nama' ),
			),
			array(
				'about_slide',
				'documents',
				array( 'Isporuka s dokumentima', 'Delivered with documents', 'Isporuka sa dokumentima' ),
				array( 'Uz svaku isporuku izjave o svojstvima, i online.', 'Declarations of performance with every delivery, also online.', 'Uz svaku isporuku izjave o svojstvima, i onlajn.' ),
				array( 'Pretraži dokumente', 'Search documents', 'Pretraži dokumente' ),
			),
			array(
				'about_slide',
				'team',
				array( 'Tim koji poznaje kabele', 'A team that knows cable', 'Tim koji poznaje kablove' ),
				array( 'Prodaja, skladište i tehnička podrška na jednom mjestu.', 'Sales, warehouse and technical support in one place.', 'Prodaja, magacin i tehnička podrška na jednom mestu.' ),
				array( 'Upoznajte tim', 'Meet the team', 'Upoznajte tim' ),
			),
		);
		$video   = DemoImages::video(
			array(
				'hr' => 'Demo video: kabel',
				'en' => 'Demo video: cable',
				'sr' => 'Demo video: kabl',
			)
		);
		$created = 0;
		$order   = array(
			'home_card'   => 0,
			'about_slide' => 0,
		);
		foreach ( $cards as $index => $card ) {
			$slide    = 'about_slide' === $card[0];
			$position = ++$order[ $card[0] ];
			$versions = array();
			foreach ( array( 'hr', 'en', 'sr' ) as $i => $code ) {
				$meta = array(
					ContentTypes::META_PLACEMENT  => $card[0],
					ContentTypes::META_LINK_URL   => wp_make_link_relative( Pages::url( $card[1], array(), $code ) ),
					ContentTypes::META_LINK_LABEL => $card[4][ $i ],
				);
				if ( $slide && 1 === $position && $video > 0 ) {
					$meta[ ContentTypes::META_VIDEO ] = $video;
				}
				$versions[ $code ] = array( $card[2][ $i ], '<!-- wp:paragraph --><p>' . esc_html( $card[3][ $i ] ) . '</p><!-- /wp:paragraph -->', $meta );
			}
			$image    = self::image( ( $slide ? 'slide-' : 'card-' ) . $position, $slide ? self::SLIDE : self::LANDSCAPE, $index + 1, array_combine( array( 'hr', 'en', 'sr' ), $card[2] ) );
			$created += self::upsert( ContentTypes::CARD_TYPE, 'demo-' . ( $slide ? 'slide-' : 'card-' ) . $position, $versions, $position, $image );
		}
		return $created;
	}

	/**
	 * Four figures: the live article count, the business discount, the languages and the live
	 * free-delivery threshold in euros with decimals (the biggest: it counts up for 1.5 s).
	 *
	 * @return int Posts created.
	 */
	private static function figures(): int {
		$figures = array(
			array( 'articles', '', 0, '', 'articles', array( 'artikala u katalogu', 'articles in the catalogue', 'artikala u katalogu' ) ),
			array( 'discount', '20', 0, '%', '', array( 'popusta u web-trgovini za registrirane poslovne kupce', 'webshop discount for registered business customers', 'popusta u veb-prodavnici za registrovane poslovne kupce' ) ),
			array( 'languages', '3', 0, '', '', array( 'jezika: hrvatski, engleski i srpski', 'languages: Croatian, English and Serbian', 'jezika: hrvatski, engleski i srpski' ) ),
			// Issue 27: the live free-delivery threshold (was a "demo amount in euros" that meant nothing to a buyer).
			array( 'amount', '', 2, '€', 'free_delivery', array( 'narudžbe od tog neto iznosa dostavljamo besplatno', 'orders of this net value or more are delivered free', 'porudžbine od tog neto iznosa isporučujemo besplatno' ) ),
		);
		$created = 0;
		foreach ( $figures as $index => $figure ) {
			$versions = array();
			foreach ( array( 'hr', 'en', 'sr' ) as $i => $code ) {
				$versions[ $code ] = array(
					$figure[5][ $i ],
					'',
					array(
						ContentTypes::META_VALUE    => $figure[1],
						ContentTypes::META_DECIMALS => $figure[2],
						ContentTypes::META_SUFFIX   => $figure[3],
						ContentTypes::META_SOURCE   => $figure[4],
					),
				);
			}
			$created += self::upsert( ContentTypes::FIGURE_TYPE, 'demo-figure-' . $figure[0], $versions, $index + 1 );
		}
		return $created;
	}

	/**
	 * Two job openings: one open (closing in 90 days from the first seeding), one closed.
	 *
	 * @return int Posts created.
	 */
	private static function jobs(): int {
		$jobs    = array(
			array(
				'sales',
				true,
				wp_date( 'Y-m-d', time() + 90 * DAY_IN_SECONDS ),
				array( 'Demo: savjetnik za prodaju kabela', 'Demo: cable sales advisor', 'Demo: savetnik za prodaju kablova' ),
				array( 'Savjetujete poslovne kupce pri izboru kabela i pripremate ponude.', 'You advise business customers on choosing cable and prepare offers.', 'Savetujete poslovne kupce pri izboru kablova i pripremate ponude.' ),
			),
			array(
				'warehouse',
				false,
				wp_date( 'Y-m-d', time() - 30 * DAY_IN_SECONDS ),
				array( 'Demo: skladište i rezanje kabela', 'Demo: warehouse and cable cutting', 'Demo: magacin i sečenje kablova' ),
				array( 'Pripremate narudžbe, režete kabel na duljinu i pakirate isporuke.', 'You prepare orders, cut cable to length and pack deliveries.', 'Pripremate porudžbine, sečete kabl na dužinu i pakujete isporuke.' ),
			),
		);
		$places  = array(
			'hr' => 'Zagreb (demo)',
			'en' => 'Zagreb (demo)',
			'sr' => 'Zagreb (demo)',
		);
		$created = 0;
		foreach ( $jobs as $index => $job ) {
			$versions = array();
			foreach ( array( 'hr', 'en', 'sr' ) as $i => $code ) {
				$versions[ $code ] = array(
					$job[3][ $i ],
					'<!-- wp:paragraph --><p><em>' . esc_html( self::note( $code ) ) . '</em></p><!-- /wp:paragraph --><!-- wp:paragraph --><p>' . esc_html( $job[4][ $i ] ) . '</p><!-- /wp:paragraph -->',
					array(
						ContentTypes::META_LOCATION => $places[ $code ],
						ContentTypes::META_CLOSING  => $job[2],
						ContentTypes::META_OPEN     => $job[1],
					),
				);
			}
			$created += self::upsert( ContentTypes::JOB_TYPE, 'demo-job-' . $job[0], $versions, $index + 1 );
		}
		return $created;
	}

	/**
	 * Photos, phones and galleries of the seeded team members and featured images of the seeded
	 * news (where missing; Seeder gives a translation group's posts the same menu_order).
	 *
	 * @return int Posts that got something.
	 */
	private static function team_and_news_images(): int {
		$changed = 0;
		$seeded  = static fn( string $type ): array => get_posts(
			array(
				'post_type'                  => $type,
				'post_status'                => 'any',
				'posts_per_page'             => 100,
				'meta_key'                   => Seeder::META_SEEDED, // phpcs:ignore WordPress.DB.SlowDBQuery.slow_db_query_meta_key -- seeding.
				LanguageRouter::ANY_LANGUAGE => true,
			)
		);
		$gallery = array();
		for ( $i = 1; $i <= 6; $i++ ) {
			$gallery[] = self::image(
				'gallery-' . $i,
				self::LANDSCAPE,
				$i + 2,
				array(
					'hr' => 'galerija tima, slika ' . $i,
					'en' => 'team gallery, picture ' . $i,
					'sr' => 'galerija tima, slika ' . $i,
				)
			);
		}
		foreach ( $seeded( ContentService::PERSON_TYPE ) as $person ) {
			$number = (int) $person->menu_order + 1;
			$done   = false;
			if ( ! has_post_thumbnail( $person ) ) {
				$photo = self::image(
					'person-' . $number,
					self::PORTRAIT,
					$number,
					array(
						'hr' => 'Demo osoba ' . $number,
						'en' => 'Demo person ' . $number,
						'sr' => 'Demo osoba ' . $number,
					)
				);
				set_post_thumbnail( $person, $photo );
				$done = true;
			}
			if ( '' === (string) get_post_meta( $person->ID, ContentTypes::META_PHONE, true ) ) {
				update_post_meta( $person->ID, ContentTypes::META_PHONE, '+385 1 000 00' . str_pad( (string) ( 10 + $number ), 2, '0', STR_PAD_LEFT ) );
				$done = true;
			}
			if ( ! get_post_meta( $person->ID, ContentTypes::META_GALLERY, true ) ) {
				$start = ( $number - 1 ) % 6;
				update_post_meta( $person->ID, ContentTypes::META_GALLERY, array( $gallery[ $start ], $gallery[ ( $start + 1 ) % 6 ], $gallery[ ( $start + 2 ) % 6 ] ) );
				$done = true;
			}
			$changed += $done ? 1 : 0;
		}
		foreach ( $seeded( 'post' ) as $news ) {
			if ( has_post_thumbnail( $news ) ) {
				continue;
			}
			$number = (int) $news->menu_order + 1;
			$image  = self::image(
				'news-' . $number,
				self::LANDSCAPE,
				$number + 1,
				array(
					'hr' => 'demo novost ' . $number,
					'en' => 'demo news item ' . $number,
					'sr' => 'demo vest ' . $number,
				)
			);
			set_post_thumbnail( $news, $image );
			++$changed;
		}
		return $changed;
	}
}
