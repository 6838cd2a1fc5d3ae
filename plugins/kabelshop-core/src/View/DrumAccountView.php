<?php
/**
 * Data of the account area's drum account panel.
 *
 * @package Kabelshop
 */

declare( strict_types=1 );

namespace Kabelshop\View;

defined( 'ABSPATH' ) || exit;

use Kabelshop\Accounts\Addresses;
use Kabelshop\Commerce\Drums\DrumAccount;
use Kabelshop\I18n\Format;
use Kabelshop\I18n\Locale;
use Kabelshop\Rest\Routes\V1\UserDrums;

/**
 * The drum account panel (issue 14, Faber's drum account) of templates/page-account.php: the
 * account-drums island's props (GET kabelshop/v1/user/drums's answer, so the island shows the
 * drums without a first request) and, as its fallback without JavaScript, the list printed by
 * templates/parts/drum-account.php with every value formatted for the page's language.
 */
final class DrumAccountView {

	/**
	 * Everything the panel prints.
	 *
	 * @param int $user_id The customer.
	 * @return array{props: array<string, mixed>, rows: list<array{drum: string, order: string, order_url: string, since: string, deposit: string, status: string}>, held_deposit: string, empty: bool}
	 */
	public static function data( int $user_id ): array {
		$answer = UserDrums::answer( $user_id );
		$locale = Locale::bcp47();
		$rows   = array();
		foreach ( $answer['drums'] as $drum ) {
			$rows[] = array(
				'drum'      => $drum['drum_label'] . ' (' . $drum['article_code'] . ')',
				'order'     => (string) $drum['order_number'],
				'order_url' => (string) $drum['order_url'],
				'since'     => Format::date( (string) $drum['since'], $locale ),
				'deposit'   => Format::money_cents( (int) $drum['deposit_cents'], $locale ) . ( $drum['deposit_demo'] ? ' ' . __( '(demo)', 'kabelshop-core' ) : '' ),
				'status'    => DrumAccount::RETURNED === $drum['status'] && null !== $drum['returned_on']
					/* translators: %s: date */
					? sprintf( __( 'Returned on %s, deposit credited', 'kabelshop-core' ), Format::date( (string) $drum['returned_on'], $locale ) )
					: (string) $drum['status_label'],
			);
		}
		return array(
			'props'        => array(
				'drums'            => $answer['drums'],
				'heldDepositCents' => $answer['held_deposit_cents'],
				'pickupAddresses'  => $answer['pickup_addresses'],
				'noteMax'          => DrumAccount::NOTE_MAX,
			),
			'rows'         => $rows,
			'held_deposit' => Format::money_cents( $answer['held_deposit_cents'], $locale ),
			'empty'        => ! $rows,
		);
	}

	/**
	 * The pickup address choices of a collect request: the company address (id 0) and each
	 * delivery address, as one translated line each.
	 *
	 * @param int $user_id The customer.
	 * @return list<array{id: int, label: string}>
	 */
	public static function pickup_addresses( int $user_id ): array {
		$addresses = Addresses::for_user( $user_id );
		$out       = array();
		if ( null !== $addresses['headquarters'] ) {
			$out[] = array(
				'id'    => 0,
				/* translators: %s: the address on one line */
				'label' => sprintf( __( 'Company address: %s', 'kabelshop-core' ), Addresses::one_line( $addresses['headquarters'] ) ),
			);
		}
		foreach ( $addresses['delivery'] as $address ) {
			$out[] = array(
				'id'    => (int) $address['id'],
				/* translators: %s: the address on one line */
				'label' => sprintf( __( 'Delivery address: %s', 'kabelshop-core' ), Addresses::one_line( $address ) ),
			);
		}
		return $out;
	}
}
