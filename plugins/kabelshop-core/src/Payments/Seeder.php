<?php
/**
 * Seeds the payment settings for the local fake gateway, a demo IBAN and the demo customer's terms.
 *
 * @package Kabelshop
 */

declare( strict_types=1 );

namespace Kabelshop\Payments;

defined( 'ABSPATH' ) || exit;

// phpcs:disable WordPress.Security.EscapeOutput.ExceptionNotEscaped -- exception messages are plain text (REST error JSON, logs); where one is printed, it is escaped there.

use Kabelshop\Commerce\Seeder as CommerceSeeder;
use Kabelshop\Content\CompanySettings;

/**
 * Issue 15 (docs/payments-gateway.md). Idempotent; running again writes the same values:
 * - PaymentSettings: card payment on, pointed at the local fake WSPay gateway (bin/fake-wspay.mjs)
 *   on 127.0.0.1:KABELSHOP_GATEWAY_PORT (default 9080; bin/test.sh uses the test site's port + 1000),
 *   shop id SHOP_ID and the secret key KABELSHOP_GATEWAY_SECRET (default DEV_SECRET, the fake's own
 *   development key, the same default as bin/lib.sh). The other settings keep what is stored.
 * - The company IBAN, only while it is empty: DEMO_IBAN, the account of the example in the HUB-3
 *   standard itself (HUB, "Jedinstveni pravilnik ... 2D kod"), not the seller's account; a real
 *   seller sets theirs on Kabelshop → Company data.
 * - The demo customer (Commerce\Seeder::CUSTOMER_EMAIL): contract terms of TERMS_DAYS days and a credit
 *   limit of LIMIT_CENTS.
 */
final class Seeder {

	public const SHOP_ID = 'KABELSHOP-DEMO';

	/** The fake gateway's development key: not a WSPay secret (bin/lib.sh has the same default). */
	public const DEV_SECRET = 'fake-wspay-development-key-not-a-secret';

	public const DEFAULT_GATEWAY_PORT = 9080;

	/** The HUB-3 standard's own example account (not the seller's). */
	public const DEMO_IBAN = 'HR1210010051863000160';

	public const TERMS_DAYS  = '30';
	public const LIMIT_CENTS = '500000';

	/**
	 * Seeds and returns lines to print.
	 *
	 * @return list<string>
	 * @throws \RuntimeException When the demo customer does not exist (Commerce\Seeder runs first).
	 */
	public static function run(): array {
		$port = self::gateway_port();
		$base = 'http://127.0.0.1:' . $port;
		PaymentSettings::save(
			array_merge(
				PaymentSettings::get(),
				array(
					'card_enabled' => true,
					'shop_id'      => self::SHOP_ID,
					'secret_key'   => self::secret(),
					'form_url'     => $base . '/authorization.aspx',
					'api_url'      => $base . '/api/services',
				)
			)
		);
		$lines = array( 'payments: card payment through the local fake WSPay gateway ' . $base . ' (shop ' . self::SHOP_ID . ', development key; bin/fake-wspay.mjs)' );

		$company = get_option( CompanySettings::OPTION, array() );
		$company = is_array( $company ) ? $company : array();
		if ( '' === trim( (string) ( $company['iban'] ?? '' ) ) ) {
			$company['iban'] = CompanySettings::format_iban( self::DEMO_IBAN );
			update_option( CompanySettings::OPTION, CompanySettings::normalize( $company ) );
			$lines[] = 'payments: company IBAN was empty, set to ' . $company['iban'] . ' (the HUB-3 standard\'s example account, not the seller\'s: set the real one on Kabelshop → Company data)';
		}

		$customer = get_user_by( 'email', CommerceSeeder::CUSTOMER_EMAIL );
		if ( ! $customer ) {
			throw new \RuntimeException( 'payments: the demo customer ' . CommerceSeeder::CUSTOMER_EMAIL . ' does not exist (Commerce\\Seeder runs first)' );
		}
		update_user_meta( $customer->ID, CreditAccount::META_TERMS_DAYS, self::TERMS_DAYS );
		update_user_meta( $customer->ID, CreditAccount::META_LIMIT_CENTS, self::LIMIT_CENTS );
		$lines[] = 'payments: ' . CommerceSeeder::CUSTOMER_EMAIL . ' pays on contract terms, ' . self::TERMS_DAYS . ' days, credit limit ' . number_format( (int) self::LIMIT_CENTS / 100, 2 ) . ' EUR';
		return $lines;
	}

	/**
	 * The fake gateway's port: KABELSHOP_GATEWAY_PORT, else DEFAULT_GATEWAY_PORT.
	 */
	public static function gateway_port(): int {
		$port = (int) getenv( 'KABELSHOP_GATEWAY_PORT' );
		return $port > 0 && $port < 65536 ? $port : self::DEFAULT_GATEWAY_PORT;
	}

	/**
	 * The fake gateway's key: KABELSHOP_GATEWAY_SECRET, else DEV_SECRET.
	 */
	public static function secret(): string {
		$secret = (string) getenv( 'KABELSHOP_GATEWAY_SECRET' );
		return '' !== $secret ? $secret : self::DEV_SECRET;
	}
}
