<?php
/**
 * Data of the account area's "Payment terms" panel.
 *
 * @package Kabelshop
 */

declare( strict_types=1 );

namespace Kabelshop\View;

defined( 'ABSPATH' ) || exit;

use Kabelshop\Content\Pages;
use Kabelshop\I18n\Format;
use Kabelshop\I18n\Locale;
use Kabelshop\Rest\Routes\V1\UserCredit;

/**
 * The "Payment terms" panel (issue 15, contract terms) of templates/page-account.php: the
 * account-credit island's props (GET kabelshop/v1/user/credit's answer, so the island shows the
 * figures without a first request, plus the contact page for customers without contract terms)
 * and, as its fallback without JavaScript, the same figures printed by
 * templates/parts/credit-account.php, formatted for the page's language.
 */
final class CreditView {

	/**
	 * Everything the panel prints.
	 *
	 * @param int $user_id The customer.
	 * @return array{props: array<string, mixed>, contract: bool, terms: string, limit: string, open_balance: string, has_balance: bool, available: string, overdue: list<array{number: string, due_on: string, open: string, days: string, url: string}>, contact_url: string}
	 */
	public static function data( int $user_id ): array {
		$answer  = UserCredit::answer( $user_id );
		$locale  = Locale::bcp47();
		$contact = Pages::url( 'contact' );
		$overdue = array();
		foreach ( $answer['overdue'] as $invoice ) {
			$overdue[] = array(
				'number' => (string) $invoice['number'],
				'due_on' => Format::date( (string) $invoice['due_on'], $locale ),
				'open'   => null === $invoice['open_cents'] ? '—' : Format::money_cents( (int) $invoice['open_cents'], $locale ),
				/* translators: %d: days since the due date */
				'days'   => sprintf( _n( '%d day overdue', '%d days overdue', (int) $invoice['days_overdue'], 'kabelshop' ), (int) $invoice['days_overdue'] ),
				'url'    => (string) $invoice['download_url'],
			);
		}
		return array(
			'props'        => $answer + array( 'contactUrl' => $contact ),
			'contract'     => (bool) $answer['contract'],
			/* translators: %d: number of days */
			'terms'        => sprintf( _n( '%d day', '%d days', (int) $answer['terms_days'], 'kabelshop' ), (int) $answer['terms_days'] ),
			'limit'        => null === $answer['limit_cents'] ? __( 'No limit', 'kabelshop' ) : Format::money_cents( (int) $answer['limit_cents'], $locale ),
			'open_balance' => Format::money_cents( (int) $answer['open_balance_cents'], $locale ),
			'has_balance'  => (int) $answer['open_balance_cents'] > 0,
			'available'    => null === $answer['available_cents'] ? __( 'No limit', 'kabelshop' ) : Format::money_cents( (int) $answer['available_cents'], $locale ),
			'overdue'      => $overdue,
			'contact_url'  => $contact,
		);
	}
}
