<?php
/**
 * The home page's count-up figures (kabelshop_figure posts).
 *
 * @package Kabelshop
 */

declare( strict_types=1 );

namespace Kabelshop\Content;

defined( 'ABSPATH' ) || exit;

use Kabelshop\Commerce\ShopSettings;
use Kabelshop\I18n\Format;

/**
 * Reads the published figures of the current language in their order: value (a decimal with a
 * point), decimals, suffix and label (title). A figure whose source is 'articles' shows the live
 * number of catalogue articles instead of a typed value; 'free_delivery' the shop's free-delivery
 * threshold in euros with two decimals (ShopSettings, issue 27: the demo's "demo amount in euros"
 * meant nothing to a buyer), left out when delivery is never free by value. Spec section 9: count-up 1.11 s with dot
 * thousands (hr, sr; English: comma) and a euro suffix, the biggest figure 1.5 s with decimals.
 */
final class Figures {

	/** Count-up duration of a figure (spec section 9: 1.11 s). */
	public const DURATION_MS = 1110;
	/** Count-up duration of the biggest figure (spec section 9: 1.5 s). */
	public const DURATION_BIGGEST_MS = 1500;

	/**
	 * The figures.
	 *
	 * @param int    $article_count Number of catalogue articles (for 'articles' figures).
	 * @param string $locale        BCP 47 locale of the page.
	 * @return list<array{value: string, decimals: int, suffix: string, label: string, text: string, duration_ms: int}>
	 */
	public static function items( int $article_count, string $locale ): array {
		$figures = array();
		foreach ( ContentQuery::published( ContentTypes::FIGURE_TYPE ) as $post ) {
			$source   = (string) get_post_meta( $post->ID, ContentTypes::META_SOURCE, true );
			$articles = 'articles' === $source;
			$decimals = $articles ? 0 : min( 3, max( 0, (int) get_post_meta( $post->ID, ContentTypes::META_DECIMALS, true ) ) );
			$value    = $articles ? (string) $article_count : self::fixed( (string) get_post_meta( $post->ID, ContentTypes::META_VALUE, true ), $decimals );
			if ( 'free_delivery' === $source ) {
				$free = ShopSettings::delivery_rules()->free_from_cents;
				if ( $free <= 0 ) {
					continue; // Never free by value: nothing true to show.
				}
				$decimals = 2;
				$value    = intdiv( $free, 100 ) . '.' . str_pad( (string) ( $free % 100 ), 2, '0', STR_PAD_LEFT );
			}
			$suffix    = (string) get_post_meta( $post->ID, ContentTypes::META_SUFFIX, true );
			$figures[] = array(
				'value'       => $value,
				'decimals'    => $decimals,
				'suffix'      => $suffix,
				'label'       => html_entity_decode( get_the_title( $post ), ENT_QUOTES, 'UTF-8' ),
				'text'        => self::text( $value, $suffix, $locale ),
				'duration_ms' => self::DURATION_MS,
			);
		}
		$biggest = -1;
		foreach ( $figures as $index => $figure ) {
			if ( -1 === $biggest || (float) $figure['value'] > (float) $figures[ $biggest ]['value'] ) {
				$biggest = $index;
			}
		}
		if ( $biggest >= 0 ) {
			$figures[ $biggest ]['duration_ms'] = self::DURATION_BIGGEST_MS;
		}
		return $figures;
	}

	/**
	 * A decimal with exactly $decimals digits after the point ("1234.5", 2 => "1234.50"; cut, not rounded:
	 * the editor types the digits shown). Anything that is not a decimal is "0".
	 *
	 * @param string $value    Decimal with a point.
	 * @param int    $decimals 0..3.
	 */
	public static function fixed( string $value, int $decimals ): string {
		if ( ! preg_match( '/^(\d+)(?:\.(\d+))?$/', $value, $m ) ) {
			$m = array( '0', '0' );
		}
		$whole = ltrim( $m[1], '0' );
		$whole = '' === $whole ? '0' : $whole;
		return $decimals > 0 ? $whole . '.' . substr( str_pad( $m[2] ?? '', $decimals, '0' ), 0, $decimals ) : $whole;
	}

	/**
	 * The final figure as the page shows it: "1.234,5 €" (hr, sr), "1,234.5 €" (en); a percent
	 * sign follows English numbers without a space ("20%").
	 *
	 * @param string $value  Decimal with a point.
	 * @param string $suffix Suffix ('' for none).
	 * @param string $locale BCP 47 locale.
	 */
	public static function text( string $value, string $suffix, string $locale ): string {
		$number = Format::decimal( $value, $locale );
		if ( '' === $suffix ) {
			return $number;
		}
		return $number . ( '%' === $suffix && Format::is_english( $locale ) ? '' : ' ' ) . $suffix;
	}
}
