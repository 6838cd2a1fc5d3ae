<?php
/**
 * Response shape of a drum of the drum account.
 *
 * @package Kabelshop
 */

declare( strict_types=1 );

namespace Kabelshop\Rest\Schemas\V1;

defined( 'ABSPATH' ) || exit;

use Kabelshop\Accounts\Addresses;
use Kabelshop\Catalog\Decimal;
use Kabelshop\Commerce\Drums\DrumAccount;
use Kabelshop\Commerce\Drums\DrumTypes;
use Kabelshop\Content\Pages;
use Kabelshop\I18n\Locale;

/**
 * The one place that turns a drum account row (Commerce\Drums\DrumAccount) into its JSON:
 * { id, order_number, order_url, article_code, drum_type (id), drum_label (name in the request's
 *   language), deposit_cents (int, EUR cents), deposit ("45.00", EUR), deposit_demo (bool: a demo
 *   deposit), since ("Y-m-d", the order's day), status ("held" | "collect_requested" | "returned"),
 *   status_label (translated; a held drum not delivered yet: "Not delivered yet"), delivered (bool:
 *   its order line or order is shipped or delivered, DrumAccount row 'delivered'), can_request
 *   (bool: held and delivered, so "Drum empty, please collect" is offered; issue 26),
 *   collect_requested_at ("Y-m-dTH:i:sZ", UTC | null), collect_note, pickup_address (one line, '' none),
 *   returned_on ("Y-m-d" | null), credited_cents (int) }.
 * The island formats dates and money in the page's language.
 */
final class DrumSchema {

	/**
	 * The drum's JSON shape.
	 *
	 * @param array<string, mixed> $drum Drum row.
	 * @return array<string, mixed>
	 */
	public static function prepare( array $drum ): array {
		$status    = (string) $drum['status'];
		$delivered = (bool) ( $drum['delivered'] ?? true );
		return array(
			'id'                   => (int) $drum['id'],
			'order_number'         => (string) $drum['order_number'],
			'order_url'            => Pages::url( 'order', array( 'order' => (int) $drum['order_id'] ) ),
			'article_code'         => (string) $drum['article_code'],
			'drum_type'            => (string) $drum['drum_type'],
			'drum_label'           => DrumTypes::label_in( (string) $drum['drum_type'], Locale::current() ),
			'deposit_cents'        => (int) $drum['deposit_cents'],
			'deposit'              => Decimal::format( max( 0, (int) $drum['deposit_cents'] ), 2 ),
			'deposit_demo'         => DrumTypes::is_demo( (string) $drum['drum_type'] ),
			'since'                => (string) $drum['since'],
			'status'               => $status,
			'status_label'         => DrumAccount::status_label( $status, $delivered ),
			'delivered'            => $delivered,
			'can_request'          => DrumAccount::HELD === $status && $delivered,
			'collect_requested_at' => null === $drum['collect_requested_at'] ? null : str_replace( ' ', 'T', (string) $drum['collect_requested_at'] ) . 'Z',
			'collect_note'         => (string) $drum['collect_note'],
			'pickup_address'       => is_array( $drum['pickup_address'] ) ? Addresses::one_line( $drum['pickup_address'] ) : '',
			'returned_on'          => null === $drum['returned_on'] ? null : (string) $drum['returned_on'],
			'credited_cents'       => (int) $drum['credited_cents'],
		);
	}
}
