<?php
/**
 * The sender of every mail the site sends.
 *
 * @package Kabelshop
 */

declare( strict_types=1 );

namespace Kabelshop\Setup;

defined( 'ABSPATH' ) || exit;

use Kabelshop\Content\Company;
use Kabelshop\Service;

/**
 * Mails leave as the company ("Kabelshop <prodaja@…>", from the company data editors keep in
 * wp-admin, Content\Company), not as WordPress's "WordPress <wordpress@host>": a buyer's order
 * confirmation, a registration or a price-list mail must say who sent it, and replies must reach
 * the sales team. A mail that sets its own From (a plugin, a test) keeps it: the filters only
 * replace WordPress's defaults.
 */
final class MailSender implements Service {

	/**
	 * Adds the service's hooks (Kabelshop\Service).
	 */
	public function register(): void {
		add_filter( 'wp_mail_from', array( $this, 'filter_from' ) );
		add_filter( 'wp_mail_from_name', array( $this, 'filter_from_name' ) );
	}

	/**
	 * The company e-mail instead of WordPress's wordpress@<host>.
	 *
	 * @param string $from Address WordPress or the caller chose.
	 */
	public function filter_from( $from ): string {
		$from = (string) $from;
		if ( ! str_starts_with( $from, 'wordpress@' ) ) {
			return $from;
		}
		$company = (string) ( Company::details()['email'] ?? '' );
		return is_email( $company ) ? $company : $from;
	}

	/**
	 * The company name instead of "WordPress".
	 *
	 * @param string $name Name WordPress or the caller chose.
	 */
	public function filter_from_name( $name ): string {
		$name = (string) $name;
		if ( 'WordPress' !== $name ) {
			return $name;
		}
		$company = trim( (string) ( Company::details()['name'] ?? '' ) );
		return '' === $company ? $name : $company;
	}
}
