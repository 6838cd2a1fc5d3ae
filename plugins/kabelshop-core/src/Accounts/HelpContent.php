<?php
/**
 * The account help panel's content.
 *
 * @package Kabelshop
 */

declare( strict_types=1 );

namespace Kabelshop\Accounts;

defined( 'ABSPATH' ) || exit;

use Kabelshop\I18n\Locale;

/**
 * Help text of the account area (spec: account help), edited in wp-admin (HelpService) per
 * language: option kabelshop_account_help = { hr: html, en: html, sr: html }. Every value is
 * sanitised with wp_kses_post when saved and again when shown. A language without saved text
 * shows the default of that language (defaults(): Croatian, English, Serbian Latin ekavian).
 */
final class HelpContent {

	public const OPTION = 'kabelshop_account_help';

	/**
	 * The help HTML for a language, safe to print.
	 *
	 * @param string|null $language 'hr' | 'en' | 'sr', null for the current language.
	 */
	public static function html( ?string $language = null ): string {
		$language = $language ?? Locale::current();
		$saved    = self::saved();
		$html     = isset( $saved[ $language ] ) && '' !== trim( $saved[ $language ] ) ? $saved[ $language ] : ( self::defaults()[ $language ] ?? self::defaults()['hr'] );
		return wp_kses_post( $html );
	}

	/**
	 * The saved texts by language (may be empty).
	 *
	 * @return array<string, string>
	 */
	public static function saved(): array {
		$value = get_option( self::OPTION, array() );
		$out   = array();
		if ( is_array( $value ) ) {
			foreach ( array_keys( self::defaults() ) as $language ) {
				if ( isset( $value[ $language ] ) && is_string( $value[ $language ] ) ) {
					$out[ $language ] = $value[ $language ];
				}
			}
		}
		return $out;
	}

	/**
	 * Saves the texts (each through wp_kses_post; unknown languages are dropped).
	 *
	 * @param array<string, mixed> $texts Language => HTML.
	 */
	public static function save( array $texts ): void {
		update_option( self::OPTION, self::sanitize( $texts ), false );
	}

	/**
	 * Sanitises a texts array for the option.
	 *
	 * @param mixed $texts Language => HTML.
	 * @return array<string, string>
	 */
	public static function sanitize( $texts ): array {
		$clean = array();
		foreach ( array_keys( self::defaults() ) as $language ) {
			$clean[ $language ] = is_array( $texts ) && isset( $texts[ $language ] ) && is_string( $texts[ $language ] ) ? wp_kses_post( $texts[ $language ] ) : '';
		}
		return $clean;
	}

	/**
	 * Default texts, shown until staff save their own (not gettext: each language is a whole text
	 * staff edit as one piece).
	 *
	 * @return array{hr: string, en: string, sr: string}
	 */
	public static function defaults(): array {
		return array(
			'hr' => '<h3>Narudžbe</h3><p>Sve narudžbe vidite u odjeljku <strong>Moje narudžbe</strong>. Narudžbu koju još nismo počeli pripremati možete otkazati sami.</p>'
				. '<h3>Upiti</h3><p>Artikle za koje želite ponudu dodajte na listu upita i pošaljite je. Odgovaramo radnim danom, najčešće isti dan.</p>'
				. '<h3>Lista želja</h3><p>Spremite artikle koje često naručujete i prebacite ih u košaricu s količinom u metrima.</p>'
				. '<h3>Kontakt</h3><p>Za sva pitanja obratite se našoj prodaji putem stranice Kontakt.</p>',
			'en' => '<h3>Orders</h3><p>You find all your orders under <strong>My orders</strong>. You can cancel an order yourself as long as we have not started preparing it.</p>'
				. '<h3>Inquiries</h3><p>Add the articles you want an offer for to the inquiry list and send it. We answer on working days, usually the same day.</p>'
				. '<h3>Wishlist</h3><p>Save the articles you order often and move them to the cart with a length in metres.</p>'
				. '<h3>Contact</h3><p>For any question, please contact our sales team through the Contact page.</p>',
			'sr' => '<h3>Porudžbine</h3><p>Sve porudžbine vidite u odeljku <strong>Moje porudžbine</strong>. Porudžbinu koju još nismo počeli da pripremamo možete sami da otkažete.</p>'
				. '<h3>Upiti</h3><p>Artikle za koje želite ponudu dodajte na listu upita i pošaljite je. Odgovaramo radnim danom, najčešće istog dana.</p>'
				. '<h3>Lista želja</h3><p>Sačuvajte artikle koje često naručujete i prebacite ih u korpu sa količinom u metrima.</p>'
				. '<h3>Kontakt</h3><p>Za sva pitanja obratite se našoj prodaji preko stranice Kontakt.</p>',
		);
	}
}
