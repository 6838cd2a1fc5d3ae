<?php
/**
 * Seeded text of the privacy policy page ("Politika privatnosti").
 *
 * @package Kabelshop
 */

declare( strict_types=1 );

namespace Kabelshop\Content;

defined( 'ABSPATH' ) || exit;

/**
 * The seeded content of the fixed page 'privacy' (Content\Privacy, WordPress's privacy policy
 * page) in hr, en and sr (issue 27). A B2B privacy notice of a Croatian seller under the GDPR
 * (Regulation (EU) 2016/679, art. 13) and the Zakon o provedbi Opće uredbe o zaštiti podataka
 * (NN 42/2018): the controller (the company data of Kabelshop -> Company data, by the shortcode
 * [kabelshop_seller]), what each form of the site collects (registration, checkout and orders,
 * inquiry, contact form, job application with CV, price-list signup), why and on which legal basis,
 * how long it is kept (the forms' retention of Kabelshop -> Forms by [kabelshop_retention],
 * docs/forms.md; accounting records 11 years, Zakon o računovodstvu art. 10), recipients, the
 * rights (art. 15-21, withdrawal art. 7(3)) and the supervisory authority AZOP. The seller-specific
 * facts (processors, the contact for privacy questions) are marked as demo at the top; the text is
 * to be checked by the seller before going live. Editors change it in wp-admin (Pages); the seed
 * writes it only when the page does not exist yet.
 */
final class DemoPrivacy {

	/**
	 * Page content (block-less HTML, like the other seeded pages) in a language.
	 *
	 * @param string $code 'hr' | 'en' | 'sr'; anything else gets the Croatian text.
	 */
	public static function content( string $code ): string {
		$text = self::TEXTS[ $code ] ?? self::TEXTS['hr'];
		$html = '<p><strong>' . $text['demo'] . '</strong></p>';
		foreach ( $text['sections'] as $section ) {
			$html .= '<h2>' . $section[0] . '</h2>';
			foreach ( array_slice( $section, 1 ) as $paragraph ) {
				$html .= str_starts_with( $paragraph, '[' ) ? $paragraph : '<p>' . $paragraph . '</p>';
			}
		}
		return $html;
	}

	/** Texts by language: the demo note and [ heading, paragraph, ... ] per section. */
	private const TEXTS = array(
		'hr' => array(
			'demo'     => 'Demo sadržaj: tvrtka, adresa i podaci iz sudskog registra u nastavku su primjeri dok ih prodavatelj ne upiše (Kabelshop, Podaci o tvrtki), a popis izvršitelja obrade je primjer. Prodavatelj tekst prije objave provjerava sa svojim savjetnikom za zaštitu podataka.',
			'sections' => array(
				array( '1. Tko obrađuje vaše podatke', 'Voditelj obrade osobnih podataka koje unosite na ovim stranicama je prodavatelj:', '[kabelshop_seller]', 'Obrađujemo ih prema Općoj uredbi o zaštiti podataka (Uredba (EU) 2016/679, GDPR) i Zakonu o provedbi Opće uredbe o zaštiti podataka (NN 42/2018). Za sva pitanja o vašim podacima pišite na adresu e-pošte iz podataka o tvrtki.' ),
				array( '2. Registracija i korisnički račun', 'Podaci: naziv tvrtke ili obrta, OIB, adresa sjedišta, ime kontakt osobe, e-pošta, telefon, adrese isporuke i lozinka (pohranjena samo kao sažetak). Svrha: odobrenje poslovnog kupca, prijava, narudžbe i računi. Pravna osnova: sklapanje i izvršenje ugovora (čl. 6. st. 1. t. (b) GDPR-a). Rok: dok račun postoji; nakon brisanja računa ostaju samo narudžbe i računi, koje moramo čuvati.' ),
				array( '3. Narudžbe i plaćanje', 'Podaci: stavke narudžbe, adresa isporuke, kontakt na gradilištu, broj narudžbenice, podaci za R1 račun i način plaćanja. Karticu unosite na stranici procesora plaćanja; broj kartice ne dolazi do nas. Pravna osnova: izvršenje ugovora i zakonske obveze (čl. 6. st. 1. t. (b) i (c)). Rok: narudžbe, računi i izvodi čuvaju se 11 godina (Zakon o računovodstvu, čl. 10.).' ),
				array( '4. Upit za ponudu', 'Podaci: ime, tvrtka, e-pošta, telefon, napomena i artikli upita. Svrha: izrada i praćenje ponude. Pravna osnova: radnje prije sklapanja ugovora na vaš zahtjev (čl. 6. st. 1. t. (b)). Rok: dok je to potrebno za odgovor i praćenje ponude; ako slijedi narudžba, s narudžbom.' ),
				array( '5. Kontaktni obrazac', 'Podaci: ime, e-pošta, telefon, naziv tvrtke i poruka te privola. Svrha: odgovor na vaše pitanje. Pravna osnova: vaša privola (čl. 6. st. 1. t. (a)). Rok: poruke se automatski brišu nakon [kabelshop_retention form="contact"] dana.' ),
				array( '6. Prijava za posao i životopis', 'Podaci: ime, e-pošta, telefon, poruka, pozicija i životopis (PDF ili DOCX) te privola. Životopis je pohranjen izvan javnog dijela stranice i vide ga samo osobe koje vode zapošljavanje. Pravna osnova: vaša privola (čl. 6. st. 1. t. (a)). Rok: prijava i životopis automatski se brišu nakon [kabelshop_retention form="applications"] dana.' ),
				array( '7. Prijava na promjene cjenika', 'Podaci: adresa e-pošte i zapis privole (vrijeme, IP adresa, jezik i točan tekst privole). Pravna osnova: vaša privola (čl. 6. st. 1. t. (a)). Rok: dok se ne odjavite (poveznica za odjavu je u svakoj poruci); zapis privole čuvamo kao dokaz da je privola dana.' ),
				array( '8. Tehnički podaci', 'Košarica, lista želja i izbor jezika čuvaju se u vašem pregledniku. Kolačić prijave postoji samo dok ste prijavljeni. Obrasci su zaštićeni provjerom protiv botova (Cloudflare Turnstile), koja obrađuje tehničke podatke preglednika. Poslužitelj kratko bilježi IP adrese radi sigurnosti i ograničenja broja zahtjeva.' ),
				array( '9. Primatelji', 'Podatke dijelimo samo koliko je potrebno: s pružateljem smještaja stranice i e-pošte, procesorom kartičnih plaćanja, prijevoznikom (adresa isporuke i kontakt) i knjigovodstvom. Svi su izvršitelji obrade s ugovorom prema čl. 28. GDPR-a. Podatke ne prodajemo.' ),
				array( '10. Vaša prava', 'Imate pravo na pristup podacima, ispravak, brisanje, ograničenje obrade, prenosivost i prigovor (čl. 15. do 21. GDPR-a). Privolu možete povući u svakom trenutku, bez utjecaja na zakonitost obrade prije povlačenja. Odgovaramo u roku od mjesec dana.' ),
				array( '11. Pritužba nadzornom tijelu', 'Ako smatrate da obrada krši propise, možete podnijeti pritužbu Agenciji za zaštitu osobnih podataka (AZOP), Selska cesta 136, 10000 Zagreb, azop@azop.hr, www.azop.hr.' ),
			),
		),
		'en' => array(
			'demo'     => 'Demo content: the company, address and court register data below are examples until the seller enters its own (Kabelshop, Company data), and the list of processors is an example. The seller checks this text with its data protection adviser before going live.',
			'sections' => array(
				array( '1. Who processes your data', 'The controller of the personal data you enter on this site is the seller:', '[kabelshop_seller]', 'We process it under the General Data Protection Regulation (Regulation (EU) 2016/679, GDPR) and the Croatian Act on the Implementation of the GDPR (Zakon o provedbi Opće uredbe o zaštiti podataka, NN 42/2018). For any question about your data write to the e-mail address in the company details.' ),
				array( '2. Registration and customer account', 'Data: company or trade name, OIB, registered address, contact person, e-mail, phone, delivery addresses and the password (stored only as a hash). Purpose: approving the business customer, log-in, orders and invoices. Legal basis: concluding and performing the contract (GDPR art. 6(1)(b)). Kept: while the account exists; after it is deleted only the orders and invoices we must keep remain.' ),
				array( '3. Orders and payment', 'Data: the order lines, delivery address, site contact, PO number, R1 invoice data and the payment method. You enter your card on the card processor\'s page; the card number never reaches us. Legal basis: performing the contract and legal obligations (art. 6(1)(b) and (c)). Kept: orders, invoices and statements for 11 years (Croatian Accounting Act, art. 10).' ),
				array( '4. Inquiry for a quotation', 'Data: name, company, e-mail, phone, note and the articles of the inquiry. Purpose: preparing and following up the quotation. Legal basis: steps before a contract at your request (art. 6(1)(b)). Kept: as long as needed to answer and follow up the quotation; with the order if one follows.' ),
				array( '5. Contact form', 'Data: name, e-mail, phone, company name, the message and your consent. Purpose: answering your question. Legal basis: your consent (art. 6(1)(a)). Kept: messages are deleted automatically after [kabelshop_retention form="contact"] days.' ),
				array( '6. Job application and CV', 'Data: name, e-mail, phone, message, position and CV (PDF or DOCX) and your consent. The CV is stored outside the public part of the site and only the people handling recruitment see it. Legal basis: your consent (art. 6(1)(a)). Kept: the application and CV are deleted automatically after [kabelshop_retention form="applications"] days.' ),
				array( '7. Price-list signup', 'Data: the e-mail address and the record of your consent (time, IP address, language and the exact consent text). Legal basis: your consent (art. 6(1)(a)). Kept: until you unsubscribe (every message has an unsubscribe link); the consent record is kept as proof that consent was given.' ),
				array( '8. Technical data', 'The cart, wishlist and language choice are kept in your browser. The log-in cookie exists only while you are logged in. The forms are protected by a bot check (Cloudflare Turnstile), which processes technical data of the browser. The server briefly records IP addresses for security and request limits.' ),
				array( '9. Recipients', 'We share data only as far as needed: with the site and e-mail hosting provider, the card processor, the carrier (delivery address and contact) and the accountants. All are processors under a contract according to GDPR art. 28. We do not sell data.' ),
				array( '10. Your rights', 'You have the right of access, rectification, erasure, restriction of processing, data portability and objection (GDPR art. 15 to 21). You may withdraw a consent at any time, without affecting the lawfulness of processing before the withdrawal. We answer within one month.' ),
				array( '11. Complaint to the supervisory authority', 'If you believe the processing breaks the rules, you may complain to the Croatian Personal Data Protection Agency (Agencija za zaštitu osobnih podataka, AZOP), Selska cesta 136, 10000 Zagreb, Croatia, azop@azop.hr, www.azop.hr.' ),
			),
		),
		'sr' => array(
			'demo'     => 'Demo sadržaj: preduzeće, adresa i podaci iz sudskog registra u nastavku su primeri dok ih prodavac ne upiše (Kabelshop, Podaci o preduzeću), a spisak obrađivača je primer. Prodavac tekst pre objave proverava sa svojim savetnikom za zaštitu podataka.',
			'sections' => array(
				array( '1. Ko obrađuje vaše podatke', 'Rukovalac podacima o ličnosti koje unosite na ovim stranicama je prodavac:', '[kabelshop_seller]', 'Obrađujemo ih prema Opštoj uredbi o zaštiti podataka (Uredba (EU) 2016/679, GDPR) i hrvatskom Zakonu o sprovođenju Opšte uredbe o zaštiti podataka (Zakon o provedbi Opće uredbe o zaštiti podataka, NN 42/2018). Za sva pitanja o vašim podacima pišite na adresu e-pošte iz podataka o preduzeću.' ),
				array( '2. Registracija i korisnički nalog', 'Podaci: naziv preduzeća ili radnje, OIB, adresa sedišta, ime kontakt osobe, e-pošta, telefon, adrese isporuke i lozinka (sačuvana samo kao heš). Svrha: odobrenje poslovnog kupca, prijava, porudžbine i računi. Pravni osnov: zaključenje i izvršenje ugovora (čl. 6. st. 1. t. (b) GDPR-a). Rok: dok nalog postoji; posle brisanja naloga ostaju samo porudžbine i računi koje moramo da čuvamo.' ),
				array( '3. Porudžbine i plaćanje', 'Podaci: stavke porudžbine, adresa isporuke, kontakt na gradilištu, broj narudžbenice, podaci za R1 račun i način plaćanja. Karticu unosite na stranici procesora plaćanja; broj kartice ne stiže do nas. Pravni osnov: izvršenje ugovora i zakonske obaveze (čl. 6. st. 1. t. (b) i (c)). Rok: porudžbine, računi i izvodi čuvaju se 11 godina (hrvatski Zakon o računovodstvu, čl. 10).' ),
				array( '4. Upit za ponudu', 'Podaci: ime, preduzeće, e-pošta, telefon, napomena i artikli upita. Svrha: izrada i praćenje ponude. Pravni osnov: radnje pre zaključenja ugovora na vaš zahtev (čl. 6. st. 1. t. (b)). Rok: dok je to potrebno za odgovor i praćenje ponude; ako usledi porudžbina, sa porudžbinom.' ),
				array( '5. Kontakt obrazac', 'Podaci: ime, e-pošta, telefon, naziv preduzeća i poruka, kao i pristanak. Svrha: odgovor na vaše pitanje. Pravni osnov: vaš pristanak (čl. 6. st. 1. t. (a)). Rok: poruke se automatski brišu posle [kabelshop_retention form="contact"] dana.' ),
				array( '6. Prijava za posao i biografija', 'Podaci: ime, e-pošta, telefon, poruka, pozicija i biografija (PDF ili DOCX), kao i pristanak. Biografija je sačuvana van javnog dela sajta i vide je samo osobe koje vode zapošljavanje. Pravni osnov: vaš pristanak (čl. 6. st. 1. t. (a)). Rok: prijava i biografija automatski se brišu posle [kabelshop_retention form="applications"] dana.' ),
				array( '7. Prijava na promene cenovnika', 'Podaci: adresa e-pošte i zapis pristanka (vreme, IP adresa, jezik i tačan tekst pristanka). Pravni osnov: vaš pristanak (čl. 6. st. 1. t. (a)). Rok: dok se ne odjavite (veza za odjavu je u svakoj poruci); zapis pristanka čuvamo kao dokaz da je pristanak dat.' ),
				array( '8. Tehnički podaci', 'Korpa, lista želja i izbor jezika čuvaju se u vašem pregledaču. Kolačić prijave postoji samo dok ste prijavljeni. Obrasci su zaštićeni proverom protiv botova (Cloudflare Turnstile), koja obrađuje tehničke podatke pregledača. Server kratko beleži IP adrese radi bezbednosti i ograničenja broja zahteva.' ),
				array( '9. Primaoci', 'Podatke delimo samo koliko je potrebno: sa pružaocem smeštaja sajta i e-pošte, procesorom kartičnih plaćanja, prevoznikom (adresa isporuke i kontakt) i knjigovodstvom. Svi su obrađivači sa ugovorom prema čl. 28. GDPR-a. Podatke ne prodajemo.' ),
				array( '10. Vaša prava', 'Imate pravo na pristup podacima, ispravku, brisanje, ograničenje obrade, prenosivost i prigovor (čl. 15. do 21. GDPR-a). Pristanak možete da povučete u svakom trenutku, bez uticaja na zakonitost obrade pre povlačenja. Odgovaramo u roku od mesec dana.' ),
				array( '11. Pritužba nadzornom organu', 'Ako smatrate da obrada krši propise, možete da podnesete pritužbu hrvatskoj Agenciji za zaštitu podataka o ličnosti (Agencija za zaštitu osobnih podataka, AZOP), Selska cesta 136, 10000 Zagreb, Hrvatska, azop@azop.hr, www.azop.hr.' ),
			),
		),
	);
}
