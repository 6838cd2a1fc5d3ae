<?php
/**
 * Demo text of the terms page ("Uvjeti poslovanja").
 *
 * @package Kabelshop
 */

declare( strict_types=1 );

namespace Kabelshop\Content;

defined( 'ABSPATH' ) || exit;

/**
 * The seeded content of the fixed page 'terms' in hr, en and sr (issue 13: the registration's
 * "I accept the terms" box linked no terms text). Demo content, marked so at the top: it lists
 * what a Croatian B2B cable seller's general terms usually cover (prices net plus VAT, offer
 * validity, payment, delivery and passing of risk, retention of title, complaints, goods cut to
 * length not returnable, jurisdiction) and is to be replaced by the seller's own terms, checked by
 * their lawyer. No figure in it is a promise of this site's company. Editors change the page in
 * wp-admin (Pages); the seed writes it only when the page does not exist yet.
 */
final class DemoTerms {

	/**
	 * Page content (block-less HTML, like the other seeded pages) in a language.
	 *
	 * @param string $code 'hr' | 'en' | 'sr'; anything else gets the Croatian text.
	 */
	public static function content( string $code ): string {
		$text = self::TEXTS[ $code ] ?? self::TEXTS['hr'];
		$html = '<p><strong>' . $text['demo'] . '</strong></p>';
		foreach ( $text['sections'] as $section ) {
			$html .= '<h2>' . $section[0] . '</h2><p>' . $section[1] . '</p>';
		}
		return $html;
	}

	/** Texts by language: the demo note and [ heading, paragraph ] per section. */
	private const TEXTS = array(
		'hr' => array(
			'demo'     => 'Demo sadržaj: ovi opći uvjeti poslovanja su primjer koji pokazuje što takav tekst obično sadrži. Prodavatelj ih prije objave zamjenjuje vlastitim uvjetima, koje je provjerio njegov pravni savjetnik. Iznosi i rokovi u nastavku nisu obveza ove tvrtke.',
			'sections' => array(
				array( '1. Primjena', 'Ovi uvjeti vrijede za prodaju kabela i pribora poslovnim kupcima (trgovačkim društvima i obrtnicima) putem web-trgovine i na temelju ponude. Uvjeti kupca primjenjuju se samo ako ih je prodavatelj pisano prihvatio.' ),
				array( '2. Cijene', 'Cijene su iskazane u eurima po metru ili po pakiranju, bez PDV-a; PDV se obračunava prema važećoj stopi. Cijene kabela ovise o cijeni bakra i aluminija i mogu se mijenjati; vrijedi cijena potvrđena u narudžbi.' ),
				array( '3. Ponude i narudžbe', 'Ponuda vrijedi onoliko dana koliko je u njoj navedeno (primjer: 8 dana). Ugovor je sklopljen kada prodavatelj potvrdi narudžbu. Količine na bubnjevima mogu odstupati od naručenih u uobičajenoj toleranciji, što se navodi u potvrdi.' ),
				array( '4. Plaćanje', 'Plaćanje je unaprijed na račun prodavatelja ili u roku dogovorenom ugovorom (primjer: 30 dana od datuma računa). Kod zakašnjenja prodavatelj obračunava zakonske zatezne kamate i može zadržati daljnje isporuke.' ),
				array( '5. Isporuka i prijelaz rizika', 'Roba se preuzima u skladištu prodavatelja ili isporučuje na adresu kupca. Rizik prelazi na kupca predajom robe kupcu ili prvom prijevozniku. Rokovi isporuke su okvirni, osim ako su pisano ugovoreni kao obvezni.' ),
				array( '6. Pridržaj prava vlasništva', 'Roba ostaje vlasništvo prodavatelja do potpune isplate cijene.' ),
				array( '7. Reklamacije', 'Kupac pregledava robu pri preuzimanju. Vidljive nedostatke i manjkove prijavljuje odmah, a skrivene nedostatke u roku od 8 dana od otkrivanja, pisano, uz broj narudžbe i opis. Bubnjevi se vraćaju prema uvjetima navedenima na računu.' ),
				array( '8. Roba rezana po mjeri', 'Kabel izrezan na duljinu koju je kupac naručio izrađen je po narudžbi kupca i ne može se vratiti niti zamijeniti, osim zbog nedostatka.' ),
				array( '9. Mjerodavno pravo i nadležnost', 'Primjenjuje se pravo Republike Hrvatske. Za sporove je nadležan stvarno nadležni sud u mjestu sjedišta prodavatelja.' ),
			),
		),
		'en' => array(
			'demo'     => 'Demo content: these general terms and conditions are an example that shows what such a text usually covers. The seller replaces them with their own terms, checked by their lawyer, before going live. The amounts and periods below are not commitments of this company.',
			'sections' => array(
				array( '1. Scope', 'These terms apply to sales of cables and accessories to business customers (companies and sole traders) through the web shop and on the basis of a quotation. The buyer\'s own terms apply only where the seller has accepted them in writing.' ),
				array( '2. Prices', 'Prices are in euros per metre or per package, net of VAT; VAT is charged at the rate in force. Cable prices depend on copper and aluminium prices and may change; the price confirmed in the order applies.' ),
				array( '3. Quotations and orders', 'A quotation is valid for the number of days it states (example: 8 days). The contract is made when the seller confirms the order. Quantities on drums may differ from those ordered within the usual tolerance, stated in the confirmation.' ),
				array( '4. Payment', 'Payment is in advance to the seller\'s account or within the period agreed by contract (example: 30 days from the invoice date). For late payment the seller charges statutory default interest and may withhold further deliveries.' ),
				array( '5. Delivery and passing of risk', 'Goods are collected at the seller\'s warehouse or delivered to the buyer\'s address. The risk passes to the buyer when the goods are handed to the buyer or to the first carrier. Delivery dates are estimates unless agreed in writing as binding.' ),
				array( '6. Retention of title', 'The goods remain the seller\'s property until the price has been paid in full.' ),
				array( '7. Complaints', 'The buyer inspects the goods on receipt. Visible defects and shortages are reported at once, hidden defects within 8 days of their discovery, in writing, with the order number and a description. Drums are returned on the terms stated on the invoice.' ),
				array( '8. Goods cut to length', 'Cable cut to the length the buyer ordered is made to the buyer\'s order and cannot be returned or exchanged, except for a defect.' ),
				array( '9. Governing law and jurisdiction', 'The law of the Republic of Croatia applies. Disputes are decided by the competent court at the seller\'s registered seat.' ),
			),
		),
		'sr' => array(
			'demo'     => 'Demo sadržaj: ovi opšti uslovi poslovanja su primer koji pokazuje šta takav tekst obično sadrži. Prodavac ih pre objave zamenjuje sopstvenim uslovima, koje je proverio njegov pravni savetnik. Iznosi i rokovi u nastavku nisu obaveza ovog preduzeća.',
			'sections' => array(
				array( '1. Primena', 'Ovi uslovi važe za prodaju kablova i pribora poslovnim kupcima (privrednim društvima i preduzetnicima) putem veb-prodavnice i na osnovu ponude. Uslovi kupca primenjuju se samo ako ih je prodavac pisano prihvatio.' ),
				array( '2. Cene', 'Cene su iskazane u evrima po metru ili po pakovanju, bez PDV-a; PDV se obračunava po važećoj stopi. Cene kablova zavise od cene bakra i aluminijuma i mogu se menjati; važi cena potvrđena u porudžbini.' ),
				array( '3. Ponude i porudžbine', 'Ponuda važi onoliko dana koliko je u njoj navedeno (primer: 8 dana). Ugovor je zaključen kada prodavac potvrdi porudžbinu. Količine na dobošima mogu odstupati od poručenih u uobičajenoj toleranciji, što se navodi u potvrdi.' ),
				array( '4. Plaćanje', 'Plaćanje je unapred na račun prodavca ili u roku dogovorenom ugovorom (primer: 30 dana od datuma računa). Kod kašnjenja prodavac obračunava zakonsku zateznu kamatu i može zadržati dalje isporuke.' ),
				array( '5. Isporuka i prelaz rizika', 'Roba se preuzima u magacinu prodavca ili isporučuje na adresu kupca. Rizik prelazi na kupca predajom robe kupcu ili prvom prevozniku. Rokovi isporuke su okvirni, osim ako su pisano ugovoreni kao obavezni.' ),
				array( '6. Zadržavanje prava svojine', 'Roba ostaje svojina prodavca do potpune isplate cene.' ),
				array( '7. Reklamacije', 'Kupac pregleda robu pri preuzimanju. Vidljive nedostatke i manjkove prijavljuje odmah, a skrivene nedostatke u roku od 8 dana od otkrivanja, pisano, uz broj porudžbine i opis. Doboši se vraćaju prema uslovima navedenim na računu.' ),
				array( '8. Roba sečena po meri', 'Kabl isečen na dužinu koju je kupac poručio izrađen je po porudžbini kupca i ne može se vratiti niti zameniti, osim zbog nedostatka.' ),
				array( '9. Merodavno pravo i nadležnost', 'Primenjuje se pravo Republike Hrvatske. Za sporove je nadležan stvarno nadležni sud u mestu sedišta prodavca.' ),
			),
		),
	);
}
