<?php
/**
 * Response shape of a document found by the public search (issue 4).
 *
 * @package Kabelshop
 */

declare( strict_types=1 );

namespace Kabelshop\Rest\Schemas\V1;

defined( 'ABSPATH' ) || exit;

/**
 * { kind: 'invoice'|'dop', number: string, date: 'Y-m-d' (invoice: issued_on; DoP: created_at's
 * date), product_name: string|null (DoP only), download_url: string (signed, 10 minutes) }.
 * Nothing else is revealed: no customer, no order, no amounts.
 */
final class DocumentSchema {

	/**
	 * The answer.
	 *
	 * @param string               $kind         'invoice' or 'dop'.
	 * @param array<string, mixed> $document     Invoice or DoP row.
	 * @param string               $download_url Signed URL.
	 * @return array<string, mixed>
	 */
	public static function response( string $kind, array $document, string $download_url ): array {
		return array(
			'kind'         => $kind,
			'number'       => (string) $document['number'],
			'date'         => 'invoice' === $kind ? (string) $document['issued_on'] : substr( (string) $document['created_at'], 0, 10 ),
			'product_name' => 'dop' === $kind ? (string) ( $document['product_name'] ?? '' ) : null,
			'download_url' => $download_url,
		);
	}
}
