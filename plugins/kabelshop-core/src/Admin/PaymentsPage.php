<?php
/**
 * The wp-admin screen "Kabelshop -> Payments".
 *
 * @package Kabelshop
 */

declare( strict_types=1 );

namespace Kabelshop\Admin;

defined( 'ABSPATH' ) || exit;

use Kabelshop\Accounts\Roles;
use Kabelshop\Content\Company;
use Kabelshop\Content\CompanySettingsPage;
use Kabelshop\Payments\Gateway\GatewayException;
use Kabelshop\Payments\Gateway\WspayGateway;
use Kabelshop\Payments\GatewayWarnings;
use Kabelshop\Payments\PaymentSettings;

/**
 * The payment settings (issue 15, docs/payments-gateway.md; option PaymentSettings::OPTION),
 * capability manage_options (the gateway's secret key and the shop's payment terms), template
 * admin/payments. Registered by Payments\SettingsService, after "Delivery and payment".
 * - The form (admin-post action ACTION, nonce): card payment on/off, WSPay ShopID, secret key
 *   (a password field that is never filled in: left empty keeps the stored key), WSPayForm URL
 *   and API URL (https://; http:// only for 127.0.0.1 or localhost, the local fake gateway), card
 *   payment expiry in minutes, the HUB-3 purpose code, bank transfer days to pay and the default
 *   contract terms. Every field is checked on its own (parse_form()): a bad one keeps its stored
 *   value and is named in the error notice, the good ones are saved. The option is written with
 *   PaymentSettings::save() (not autoloaded: it holds the secret). options.php (Settings API) is
 *   not used because it would create the option autoloaded and cannot keep an empty secret field.
 * - Warnings: card payment on while the gateway is incomplete (the checkout does not offer it);
 *   the company IBAN empty (no bank transfer instructions; links to Company data).
 * - "Check connection" (admin-post action CHECK_ACTION, nonce): a statusCheck for a random cart id
 *   with the stored settings; the notice says the gateway answered, or gives the transport error.
 */
final class PaymentsPage extends AdminPage {

	public const SLUG = 'kabelshop-payments';

	/** The admin-post action of the settings form. */
	public const ACTION = 'kabelshop_payments_save';

	/** The admin-post action of "Check connection". */
	public const CHECK_ACTION = 'kabelshop_payments_check';

	/** Number fields: key => [ min, max ] (PaymentSettings::normalize() clamps to the same). */
	public const RANGES = array(
		'card_expiry_minutes' => array( 15, 10080 ),
		'transfer_days'       => array( 1, 60 ),
		'default_terms_days'  => array( 1, 180 ),
	);

	/** Menu slug. */
	public function slug(): string {
		return self::SLUG;
	}

	/** Page title. */
	public function title(): string {
		return __( 'Payments', 'kabelshop-core' );
	}

	/** Administrators: the gateway's secret key and the shop's payment terms. */
	public function capability(): string {
		return 'manage_options';
	}

	/**
	 * Right after "Delivery and payment" (priority 9, the menu page): at 10 it runs before the
	 * other priority-10 screens because Payments\SettingsService is booted before them.
	 */
	protected function priority(): int {
		return 10;
	}

	/** The form handlers. */
	protected function register_handlers(): void {
		add_action( 'admin_post_' . self::ACTION, array( $this, 'save' ) );
		add_action( 'admin_post_' . self::CHECK_ACTION, array( $this, 'check' ) );
	}

	/**
	 * Translated field labels, key => label (also the names the errors use).
	 *
	 * @return array<string, string>
	 */
	public static function labels(): array {
		return array(
			'card_enabled'        => __( 'Card payment', 'kabelshop-core' ),
			'shop_id'             => __( 'ShopID', 'kabelshop-core' ),
			'secret_key'          => __( 'Secret key', 'kabelshop-core' ),
			'form_url'            => __( 'WSPayForm URL', 'kabelshop-core' ),
			'api_url'             => __( 'API URL', 'kabelshop-core' ),
			'card_expiry_minutes' => __( 'Unpaid card orders expire after (minutes)', 'kabelshop-core' ),
			'purpose_code'        => __( 'HUB-3 purpose code', 'kabelshop-core' ),
			'transfer_days'       => __( 'Bank transfer: days to pay', 'kabelshop-core' ),
			'default_terms_days'  => __( 'Contract terms: default days to pay', 'kabelshop-core' ),
		);
	}

	/**
	 * The screen's data.
	 *
	 * @return array<string, mixed> template 'payments', form (admin-post URL), action, check_action,
	 *         settings (PaymentSettings::get() without secret_key), secret_set (bool), labels
	 *         (key => label), ranges (key => [min, max]), warnings (list of {text, link_url,
	 *         link_text}; link_url '' = no link), gateway_log (gateway_log()), endpoints (list of {name, form, api}: the WSPay
	 *         test and live URLs to copy).
	 */
	protected function view(): array {
		$settings   = PaymentSettings::get();
		$secret_set = '' !== $settings['secret_key'];
		unset( $settings['secret_key'] );
		return array(
			'template'     => 'payments',
			'form'         => admin_url( 'admin-post.php' ),
			'action'       => self::ACTION,
			'check_action' => self::CHECK_ACTION,
			'settings'     => $settings,
			'secret_set'   => $secret_set,
			'labels'       => self::labels(),
			'ranges'       => self::RANGES,
			'warnings'     => self::warnings(),
			'gateway_log'  => self::gateway_log(),
			'endpoints'    => array(
				array(
					'name' => __( 'WSPay test', 'kabelshop-core' ),
					'form' => 'https://formtest.wspay.biz/authorization.aspx',
					'api'  => 'https://test.wspay.biz/api/services',
				),
				array(
					'name' => __( 'WSPay live', 'kabelshop-core' ),
					'form' => 'https://form.wspay.biz/authorization.aspx',
					'api'  => 'https://secure.wspay.biz/api/services',
				),
			),
		);
	}

	/**
	 * The card processor messages the shop refused in the last GatewayWarnings::SHOWN_DAYS days
	 * (issue 26), newest first: those of an order link to its screen; those that named no order
	 * (an unknown ShoppingCartID) are only here.
	 *
	 * @return list<array{date: string, kind: string, order: string, order_url: string, reference: string, message: string}>
	 *         date in the site's time zone ('Y-m-d H:i'); order/order_url '' when none.
	 */
	public static function gateway_log(): array {
		$out = array();
		foreach ( GatewayWarnings::recent( 50 ) as $row ) {
			$out[] = array(
				'date'      => get_date_from_gmt( $row['created_at'], 'Y-m-d H:i' ),
				'kind'      => GatewayWarnings::label( $row['kind'] ),
				'order'     => $row['order_number'],
				'order_url' => '' !== $row['order_number'] ? OrdersPage::order_url( $row['order_id'] ) : '',
				'reference' => trim( $row['cart_id'] . ' ' . $row['gateway_order_id'] ),
				'message'   => $row['message'],
			);
		}
		return $out;
	}

	/**
	 * What is missing for the payment methods to work, as warnings for the screen.
	 *
	 * @return list<array{text: string, link_url: string, link_text: string}>
	 */
	public static function warnings(): array {
		$settings = PaymentSettings::get();
		$warnings = array();
		if ( $settings['card_enabled'] && ! PaymentSettings::card_ready() ) {
			$warnings[] = array(
				'text'      => __( 'Card payment is switched on, but the gateway is not fully set up: ShopID, secret key, WSPayForm URL and API URL are all needed. Until then the checkout does not offer card payment.', 'kabelshop-core' ),
				'link_url'  => '',
				'link_text' => '',
			);
		}
		if ( '' === trim( Company::details()['iban'] ) ) {
			$warnings[] = array(
				'text'      => __( 'The company IBAN is empty: bank transfer orders get no payment instructions and no HUB-3 barcode until it is set.', 'kabelshop-core' ),
				'link_url'  => current_user_can( Roles::CAP_CONTENT ) ? admin_url( 'admin.php?page=' . CompanySettingsPage::SLUG ) : '',
				'link_text' => __( 'Company data', 'kabelshop-core' ),
			);
		}
		return $warnings;
	}

	/**
	 * Reads the posted form field by field: a valid field takes the posted value, an invalid one keeps
	 * the stored value and adds an error naming the field. Pure apart from translation.
	 *
	 * @param array<string, mixed> $post     Posted fields (unslashed): card_enabled ('1' when ticked),
	 *                                       shop_id, secret_key ('' keeps the stored key), form_url,
	 *                                       api_url, card_expiry_minutes, purpose_code, transfer_days,
	 *                                       default_terms_days.
	 * @param array<string, mixed> $previous The stored settings (PaymentSettings::get()).
	 * @return array{values: array<string, mixed>, errors: list<string>} values: PaymentSettings::save() input.
	 */
	public static function parse_form( array $post, array $previous ): array {
		$text   = static fn( string $key ): string => isset( $post[ $key ] ) && is_scalar( $post[ $key ] ) ? trim( (string) $post[ $key ] ) : '';
		$labels = self::labels();
		$values = $previous;
		$errors = array();
		$fail   = static function ( string $key, string $rule ) use ( &$errors, $labels ): void {
			/* translators: 1: field label, 2: what the field accepts. */
			$errors[] = sprintf( __( '%1$s: %2$s The previous value was kept.', 'kabelshop-core' ), $labels[ $key ], $rule );
		};

		$values['card_enabled'] = '1' === $text( 'card_enabled' );

		$shop = $text( 'shop_id' );
		if ( 1 === preg_match( '/^[A-Za-z0-9_.-]{0,64}$/', $shop ) ) {
			$values['shop_id'] = $shop;
		} else {
			$fail( 'shop_id', __( 'use at most 64 letters, digits, dots, dashes or underscores, as WSPay issued it.', 'kabelshop-core' ) );
		}

		$secret = $text( 'secret_key' );
		if ( '' !== $secret ) {
			if ( 1 === preg_match( '/^[\x21-\x7E]{1,255}$/', $secret ) ) {
				$values['secret_key'] = $secret;
			} else {
				$fail( 'secret_key', __( 'use the key as WSPay issued it (at most 255 characters, no spaces).', 'kabelshop-core' ) );
			}
		}

		foreach ( array( 'form_url', 'api_url' ) as $key ) {
			$url = $text( $key );
			if ( '' === $url || self::is_gateway_url( $url ) ) {
				$values[ $key ] = 'api_url' === $key ? untrailingslashit( $url ) : $url;
			} else {
				$fail( $key, __( 'enter a full address beginning with https:// (http:// only for 127.0.0.1 or localhost, the local fake gateway).', 'kabelshop-core' ) );
			}
		}

		foreach ( self::RANGES as $key => $range ) {
			$number = $text( $key );
			if ( ctype_digit( $number ) && (int) $number >= $range[0] && (int) $number <= $range[1] ) {
				$values[ $key ] = (int) $number;
			} else {
				/* translators: 1: smallest number, 2: largest number. */
				$fail( $key, sprintf( __( 'enter a whole number from %1$d to %2$d.', 'kabelshop-core' ), $range[0], $range[1] ) );
			}
		}

		$purpose = strtoupper( $text( 'purpose_code' ) );
		if ( 1 === preg_match( '/^[A-Z]{4}$/', $purpose ) ) {
			$values['purpose_code'] = $purpose;
		} else {
			$fail( 'purpose_code', __( 'enter the four capital letters of an ISO 20022 purpose code, e.g. GDSV (purchase of goods and services).', 'kabelshop-core' ) );
		}

		return array(
			'values' => $values,
			'errors' => $errors,
		);
	}

	/**
	 * True for a gateway URL the shop may call: https, or http to the local machine (the fake).
	 *
	 * @param string $url URL as typed.
	 */
	public static function is_gateway_url( string $url ): bool {
		if ( false === filter_var( $url, FILTER_VALIDATE_URL ) || 1 === preg_match( '/\s/', $url ) ) {
			return false;
		}
		$parts  = wp_parse_url( $url );
		$scheme = strtolower( (string) ( $parts['scheme'] ?? '' ) );
		$host   = strtolower( (string) ( $parts['host'] ?? '' ) );
		return '' !== $host && ( 'https' === $scheme || ( 'http' === $scheme && in_array( $host, array( '127.0.0.1', 'localhost' ), true ) ) );
	}

	/**
	 * Saves the form (admin-post): nonce, capability, then field by field.
	 */
	public function save(): void {
		check_admin_referer( self::ACTION );
		$this->guard();
		$parsed = self::parse_form( wp_unslash( $_POST ), PaymentSettings::get() ); // phpcs:ignore WordPress.Security.ValidatedSanitizedInput.InputNotSanitized -- every field is checked against its rule (parse_form()).
		PaymentSettings::save( $parsed['values'] );
		if ( $parsed['errors'] ) {
			self::redirect_with_notice( $this->url(), 'error', __( 'The other settings were saved. These fields kept their previous value:', 'kabelshop-core' ), $parsed['errors'] );
		}
		self::redirect_with_notice( $this->url(), 'success', __( 'Payment settings saved.', 'kabelshop-core' ) );
	}

	/**
	 * "Check connection" (admin-post): nonce, capability, then a statusCheck with the stored settings.
	 */
	public function check(): void {
		check_admin_referer( self::CHECK_ACTION );
		$this->guard();
		$outcome = self::check_connection( WspayGateway::from_settings() );
		self::redirect_with_notice( $this->url(), $outcome['ok'] ? 'success' : 'error', $outcome['text'], array(), $outcome['codes'] );
	}

	/**
	 * Asks the gateway about a cart id that cannot exist (KS-CHECK-<random>).
	 *
	 * @param WspayGateway $gateway The client.
	 * @return array{ok: bool, text: string, codes: list<array{label: string, code: string}>}
	 */
	public static function check_connection( WspayGateway $gateway ): array {
		$settings = PaymentSettings::get();
		if ( '' === $settings['shop_id'] || '' === $settings['secret_key'] || '' === $settings['api_url'] ) {
			return array(
				'ok'    => false,
				'text'  => __( 'Enter the ShopID, the secret key and the API URL first.', 'kabelshop-core' ),
				'codes' => array(),
			);
		}
		$cart = 'KS-CHECK-' . wp_generate_password( 12, false );
		try {
			$gateway->status( $cart );
			return array(
				'ok'    => true,
				'text'  => __( 'The gateway answered.', 'kabelshop-core' ),
				'codes' => array(
					array(
						'label' => __( 'API URL', 'kabelshop-core' ),
						'code'  => $settings['api_url'],
					),
				),
			);
		} catch ( GatewayException $e ) {
			return array(
				'ok'    => false,
				'text'  => GatewayException::TRANSPORT !== $e->kind
					? __( 'The gateway answered, but its signature does not match: check the ShopID and the secret key.', 'kabelshop-core' )
					: __( 'The gateway could not be reached.', 'kabelshop-core' ),
				'codes' => array(
					array(
						'label' => __( 'Gateway error', 'kabelshop-core' ),
						'code'  => $e->getMessage(),
					),
				),
			);
		}
	}
}
