<?php
/**
 * Who gets the staff mails of orders.
 *
 * @package Kabelshop
 */

declare( strict_types=1 );

namespace Kabelshop\Commerce;

defined( 'ABSPATH' ) || exit;

/**
 * The option OPTION ("Order notifications" on Kabelshop -> Delivery and payment, Admin\DeliveryPage,
 * Settings API group ShopSettings::GROUP, capability manage_options): the addresses that get the
 * staff mail of every new order and of an order the buyer cancels (OrderMailer), stored as a list of
 * e-mail addresses. Empty = the site's admin address (Settings > General, option admin_email), as
 * before the setting existed. Each address gets its mail in its own staff language
 * (LocalizedMail::staff_language()).
 */
final class OrderNotifications {

	public const OPTION = 'kabelshop_order_notification_emails';

	/** Most addresses kept (a sales team, not a mailing list). */
	public const MAX = 10;

	/**
	 * Registers the option in the delivery-and-payment group (called by ShopSettings::register_settings()).
	 */
	public static function register(): void {
		register_setting(
			ShopSettings::GROUP,
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
	 * The addresses from the form's text: separated by commas, semicolons, spaces or new lines;
	 * duplicates dropped (case-insensitive), at most MAX.
	 *
	 * @param string $text Submitted text.
	 * @return array{addresses: list<string>, invalid: list<string>} invalid: the parts that are no e-mail address.
	 */
	public static function parse( string $text ): array {
		$addresses = array();
		$invalid   = array();
		$parts     = preg_split( '/[\s,;]+/', $text, -1, PREG_SPLIT_NO_EMPTY );
		foreach ( is_array( $parts ) ? $parts : array() as $part ) {
			$email = sanitize_email( $part );
			if ( '' === $email || ! is_email( $email ) || $email !== $part ) {
				$invalid[] = $part;
				continue;
			}
			$addresses[ strtolower( $email ) ] ??= $email;
		}
		return array(
			'addresses' => array_slice( array_values( $addresses ), 0, self::MAX ),
			'invalid'   => $invalid,
		);
	}

	/**
	 * Sanitize callback: a text (the form) or a list (stored value) to the stored list. A text with
	 * a part that is no address keeps the previous value and adds a settings error naming the part.
	 *
	 * @param mixed $value Submitted text or stored list.
	 * @return list<string>
	 */
	public static function sanitize( $value ): array {
		$text   = is_array( $value ) ? implode( "\n", array_map( 'strval', array_filter( $value, 'is_scalar' ) ) ) : ( is_scalar( $value ) ? (string) $value : '' );
		$parsed = self::parse( $text );
		if ( $parsed['invalid'] ) {
			if ( function_exists( 'add_settings_error' ) ) {
				/* translators: %s: the entries that are not e-mail addresses, comma separated */
				add_settings_error( self::OPTION, self::OPTION . '_invalid', sprintf( __( 'Order notifications: not an e-mail address: %s. The previous addresses were kept.', 'kabelshop-core' ), implode( ', ', $parsed['invalid'] ) ) );
			}
			return self::stored();
		}
		return $parsed['addresses'];
	}

	/**
	 * The stored list (may be empty).
	 *
	 * @return list<string>
	 */
	public static function stored(): array {
		$value = get_option( self::OPTION, array() );
		return is_array( $value ) ? self::parse( implode( "\n", array_map( 'strval', array_filter( $value, 'is_scalar' ) ) ) )['addresses'] : array();
	}

	/**
	 * Who gets the staff mails: the stored list, else the admin address (none when that is empty).
	 *
	 * @return list<string>
	 */
	public static function recipients(): array {
		$stored = self::stored();
		if ( $stored ) {
			return $stored;
		}
		$admin = (string) get_option( 'admin_email' );
		return is_email( $admin ) ? array( $admin ) : array();
	}
}
