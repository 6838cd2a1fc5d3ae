<?php
/**
 * The company data setting: registration, sanitising and validation (IBAN, OIB, e-mails).
 *
 * @package Kabelshop
 */

declare( strict_types=1 );

namespace Kabelshop\Content;

defined( 'ABSPATH' ) || exit;

use Kabelshop\Accounts\CompanyId;
use Kabelshop\Accounts\Roles;
use Kabelshop\Service;

/**
 * The option behind "Kabelshop -> Company data" (CompanySettingsPage): Settings API group GROUP,
 * option OPTION, saved through options.php with its nonce by users with Roles::CAP_CONTENT
 * (filter option_page_capability_<group>; options.php asks manage_options otherwise).
 * Stored shape (normalize()): name, street, postcode, city, phone, email, jobs_email, iban, oib,
 * and (issue 27: what a Croatian company publishes, Zakon o trgovačkim društvima art. 21 and
 * Zakon o elektroničkoj trgovini art. 5) register_court, mbs, share_capital, board, bank
 * (strings, '' = the demo value, Company), hours (rows {days: {hr, en, sr}, opens 'HH:MM',
 * closes 'HH:MM'; both '' = closed}), steps ({hr, en, sr}: the jobs page's steps, one per line).
 * Validation: IBAN by ISO 13616 (country code, two check digits, mod 97 = 1), OIB by ISO 7064
 * MOD 11,10 (Accounts\CompanyId::is_oib), e-mail addresses by is_email(), the MBS (matični broj
 * subjekta of the court register) as 8 or 9 digits (stored with 9: a leading zero added). An invalid value is not
 * saved (the previous one stays) and the screen shows an error naming the field, in the user's
 * wp-admin language.
 */
final class CompanySettings implements Service {

	public const GROUP  = 'kabelshop_company';
	public const OPTION = 'kabelshop_company';

	/** Text fields of the option. */
	public const TEXT_FIELDS = array( 'name', 'street', 'postcode', 'city', 'phone', 'email', 'jobs_email', 'iban', 'oib', 'register_court', 'mbs', 'share_capital', 'board', 'bank' );

	/**
	 * Adds the service's hooks (Kabelshop\Service).
	 */
	public function register(): void {
		add_action( 'admin_init', array( self::class, 'register_setting' ) );
		add_filter( 'option_page_capability_' . self::GROUP, array( self::class, 'capability' ) );
	}

	/**
	 * The capability options.php asks of this group.
	 */
	public static function capability(): string {
		return Roles::CAP_CONTENT;
	}

	/**
	 * Registers the option with its sanitiser.
	 */
	public static function register_setting(): void {
		register_setting(
			self::GROUP,
			self::OPTION,
			array(
				'type'              => 'array',
				'default'           => array(),
				'sanitize_callback' => array( self::class, 'sanitize' ),
				'show_in_rest'      => false,
			)
		);
	}

	/**
	 * Fills the option's shape: every key present, strings trimmed, rows without any day label dropped.
	 *
	 * @param array<string, mixed> $value Stored or posted value.
	 * @return array{name: string, street: string, postcode: string, city: string, phone: string, email: string, jobs_email: string, iban: string, oib: string,
	 *               register_court: string, mbs: string, share_capital: string, board: string, bank: string,
	 *               hours: list<array{days: array<string, string>, opens: string, closes: string}>, steps: array<string, string>}
	 */
	public static function normalize( array $value ): array {
		$out = array();
		foreach ( self::TEXT_FIELDS as $key ) {
			$out[ $key ] = isset( $value[ $key ] ) && is_scalar( $value[ $key ] ) ? sanitize_text_field( (string) $value[ $key ] ) : '';
		}
		$hours = array();
		foreach ( isset( $value['hours'] ) && is_array( $value['hours'] ) ? $value['hours'] : array() as $row ) {
			if ( ! is_array( $row ) ) {
				continue;
			}
			$days = array();
			foreach ( array( 'hr', 'en', 'sr' ) as $code ) {
				$days[ $code ] = isset( $row['days'][ $code ] ) && is_scalar( $row['days'][ $code ] ) ? sanitize_text_field( (string) $row['days'][ $code ] ) : '';
			}
			if ( '' === implode( '', $days ) ) {
				continue;
			}
			$time    = static fn( $t ): string => is_scalar( $t ) && preg_match( '/^([01]?\d|2[0-3]):[0-5]\d$/', trim( (string) $t ) ) ? str_pad( trim( (string) $t ), 5, '0', STR_PAD_LEFT ) : '';
			$hours[] = array(
				'days'   => $days,
				'opens'  => $time( $row['opens'] ?? '' ),
				'closes' => $time( $row['closes'] ?? '' ),
			);
		}
		$out['hours'] = $hours;
		$steps        = array();
		foreach ( array( 'hr', 'en', 'sr' ) as $code ) {
			$steps[ $code ] = isset( $value['steps'][ $code ] ) && is_scalar( $value['steps'][ $code ] ) ? sanitize_textarea_field( (string) $value['steps'][ $code ] ) : '';
		}
		$out['steps'] = $steps;
		return $out;
	}

	/**
	 * Sanitises and validates a posted setting (register_setting sanitize_callback). Invalid
	 * fields keep their stored value and add a settings error naming the field.
	 *
	 * @param mixed $value Posted value.
	 * @return array<string, mixed> The value to store.
	 */
	public static function sanitize( $value ): array {
		$new      = self::normalize( is_array( $value ) ? wp_unslash( $value ) : array() );
		$previous = get_option( self::OPTION, array() );
		$previous = self::normalize( is_array( $previous ) ? $previous : array() );
		if ( ! function_exists( 'add_settings_error' ) ) {
			require_once ABSPATH . 'wp-admin/includes/template.php';
		}
		foreach ( self::errors( $new ) as $field => $message ) {
			$new[ $field ] = $previous[ $field ];
			add_settings_error( self::OPTION, 'kabelshop-company-' . $field, $message, 'error' );
		}
		if ( '' !== $new['iban'] ) {
			$new['iban'] = self::format_iban( $new['iban'] );
		}
		if ( '' !== $new['oib'] ) {
			$new['oib'] = CompanyId::normalize( $new['oib'] );
		}
		if ( '' !== $new['mbs'] ) {
			$new['mbs'] = self::normalize_mbs( $new['mbs'] );
		}
		return $new;
	}

	/**
	 * Validation errors of a normalised value, field => translated message naming the field.
	 *
	 * @param array<string, mixed> $value normalize() output.
	 * @return array<string, string>
	 */
	public static function errors( array $value ): array {
		$errors = array();
		if ( '' !== $value['iban'] && ! self::is_iban( (string) $value['iban'] ) ) {
			$errors['iban'] = __( 'IBAN is not valid: check the number (its check digits do not match). The previous value was kept.', 'kabelshop-core' );
		}
		if ( '' !== $value['oib'] && ! CompanyId::is_oib( CompanyId::normalize( (string) $value['oib'] ) ) ) {
			$errors['oib'] = __( 'OIB is not valid: it has 11 digits and the last one is a check digit. The previous value was kept.', 'kabelshop-core' );
		}
		if ( '' !== $value['mbs'] && ! self::is_mbs( (string) $value['mbs'] ) ) {
			$errors['mbs'] = __( 'MBS is not valid: the court register number has 8 or 9 digits. The previous value was kept.', 'kabelshop-core' );
		}
		foreach ( array(
			'email'      => __( 'E-mail is not a valid e-mail address. The previous value was kept.', 'kabelshop-core' ),
			'jobs_email' => __( 'E-mail for job applications is not a valid e-mail address. The previous value was kept.', 'kabelshop-core' ),
		) as $key => $message ) {
			if ( '' !== $value[ $key ] && ! is_email( (string) $value[ $key ] ) ) {
				$errors[ $key ] = $message;
			}
		}
		return $errors;
	}

	/**
	 * True for a valid IBAN (ISO 13616): two letters, two check digits, 11 to 30 letters or digits;
	 * the number with its first four characters moved to the end and letters as 10..35 is 1 mod 97.
	 * Spaces are ignored.
	 *
	 * @param string $iban IBAN as typed.
	 */
	public static function is_iban( string $iban ): bool {
		$iban = strtoupper( (string) preg_replace( '/\s+/', '', $iban ) );
		if ( 1 !== preg_match( '/^[A-Z]{2}\d{2}[A-Z0-9]{11,30}$/', $iban ) ) {
			return false;
		}
		$moved     = substr( $iban, 4 ) . substr( $iban, 0, 4 );
		$remainder = 0;
		foreach ( str_split( $moved ) as $char ) {
			$digits = ctype_alpha( $char ) ? (string) ( ord( $char ) - 55 ) : $char;
			foreach ( str_split( $digits ) as $digit ) {
				$remainder = ( $remainder * 10 + (int) $digit ) % 97;
			}
		}
		return 1 === $remainder;
	}

	/**
	 * True for an MBS (matični broj subjekta upisa, the court register number of sudreg.pravosudje.hr):
	 * 8 or 9 digits once spaces are removed (older numbers are written without the leading zero).
	 *
	 * @param string $mbs MBS as typed.
	 */
	public static function is_mbs( string $mbs ): bool {
		return 1 === preg_match( '/^\d{8,9}$/', (string) preg_replace( '/\s+/', '', $mbs ) );
	}

	/**
	 * A valid MBS with 9 digits ("80123456" => "080123456"), as the court register prints it.
	 *
	 * @param string $mbs Valid MBS.
	 */
	public static function normalize_mbs( string $mbs ): string {
		return str_pad( (string) preg_replace( '/\s+/', '', $mbs ), 9, '0', STR_PAD_LEFT );
	}

	/**
	 * An IBAN in groups of four ("HR12 1001 0051 8630 0016 0").
	 *
	 * @param string $iban Valid IBAN.
	 */
	public static function format_iban( string $iban ): string {
		return trim( chunk_split( strtoupper( (string) preg_replace( '/\s+/', '', $iban ) ), 4, ' ' ) );
	}
}
