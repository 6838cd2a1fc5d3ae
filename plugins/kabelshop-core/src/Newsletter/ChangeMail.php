<?php
/**
 * The monthly price-list change mail's text.
 *
 * @package Kabelshop
 */

declare( strict_types=1 );

namespace Kabelshop\Newsletter;

defined( 'ABSPATH' ) || exit;

use Kabelshop\Catalog\Packaging;
use Kabelshop\Content\Pages;
use Kabelshop\I18n\Format;
use Kabelshop\I18n\Locale;

/**
 * Builds the change mail in the current language (call it inside LocalizedMail::send_in(), or with
 * Locale forced, as the wp-admin preview does): the articles of PriceHistory::changes(), grouped by
 * cable type (designation), each with size, packaging, article code, old and new net price per metre
 * and the change in percent (PriceHistory::change_permille(): exact integers), numbers in the
 * language's format (spec section 9: en 1,234.5678; hr/sr 1.234,5678; dates en m/d/Y, hr/sr d.m.Y.).
 */
final class ChangeMail {

	/**
	 * Subject and plain-text body.
	 *
	 * @param list<array<string, mixed>> $changes    PriceHistory::changes() rows.
	 * @param string                     $since      UTC 'Y-m-d H:i:s': start of the period.
	 * @param string                     $until      UTC 'Y-m-d H:i:s': end of the period.
	 * @param array<string, mixed>|null  $subscriber Subscribers::shape() for the unsubscribe link (null in the preview).
	 * @return array{subject: string, body: string}
	 */
	public static function build( array $changes, string $since, string $until, ?array $subscriber ): array {
		$locale = Locale::bcp47();
		$from   = Format::date( get_date_from_gmt( $since, 'Y-m-d' ), $locale );
		$to     = Format::date( get_date_from_gmt( $until, 'Y-m-d' ), $locale );
		$lines  = array(
			/* translators: 1: start date, 2: end date */
			sprintf( __( 'These cable prices per metre (net, without VAT) changed between %1$s and %2$s:', 'kabelshop-core' ), $from, $to ),
		);
		$demo   = false;
		$group  = null;
		foreach ( $changes as $change ) {
			if ( $group !== $change['designation'] ) {
				$group   = $change['designation'];
				$lines[] = '';
				$lines[] = $group;
			}
			$demo    = $demo || $change['is_demo'];
			$lines[] = '  ' . self::line( $change, $locale );
		}
		if ( $demo ) {
			$lines[] = '';
			$lines[] = __( 'Prices marked "demo price" are demonstration data, not offers.', 'kabelshop-core' );
		}
		$lines[] = '';
		$lines[] = __( 'The whole catalogue with current prices:', 'kabelshop-core' ) . ' ' . Pages::url( 'catalogue' );
		$lines[] = '';
		$lines[] = '-- ';
		$lines[] = __( 'You receive this mail because you subscribed to the Kabelshop price-list mailing.', 'kabelshop-core' );
		if ( null !== $subscriber ) {
			$lines[] = __( 'Unsubscribe:', 'kabelshop-core' ) . ' ' . Links::unsubscribe_page( $subscriber );
		}
		return array(
			/* translators: %s: date the period ends */
			'subject' => sprintf( __( 'Cable price-list changes until %s', 'kabelshop-core' ), $to ),
			'body'    => implode( "\n", $lines ),
		);
	}

	/**
	 * One article's line: "3x1,5 · Prsten 100 m · KS-NYMJ-3x1.5-R: 0,4200 € → 0,4410 € (+5,0 %)".
	 *
	 * @param array<string, mixed> $change PriceHistory::changes() row.
	 * @param string               $locale BCP 47 locale.
	 */
	public static function line( array $change, string $locale ): string {
		$parts = array_filter(
			array(
				'' !== $change['size_label'] ? Format::size_label( (string) $change['size_label'], $locale ) : '',
				Packaging::label( (string) $change['packaging'], $change['package_length_m'] ),
				(string) $change['article_code'],
			)
		);
		return sprintf(
			/* translators: 1: article (size, packaging, code), 2: old price per metre, 3: new price per metre, 4: change in percent */
			__( '%1$s: %2$s → %3$s per metre (%4$s)', 'kabelshop-core' ),
			implode( ' · ', $parts ),
			Format::unit_price_e4_eur( (int) $change['old_e4'], $locale ),
			Format::unit_price_e4_eur( (int) $change['new_e4'], $locale ),
			self::percent( PriceHistory::change_permille( (int) $change['old_e4'], (int) $change['new_e4'] ), $locale )
		) . ( $change['is_demo'] ? ' (' . __( 'demo price', 'kabelshop-core' ) . ')' : '' );
	}

	/**
	 * A change in tenths of a percent with its sign: en "+5.0%", hr/sr "+5,0 %".
	 *
	 * @param int    $tenths Tenths of a percent.
	 * @param string $locale BCP 47 locale.
	 */
	public static function percent( int $tenths, string $locale ): string {
		$number = ( $tenths > 0 ? '+' : '' ) . Format::scaled( $tenths, 1, $locale );
		return Format::is_english( $locale ) ? $number . '%' : $number . ' %';
	}
}
