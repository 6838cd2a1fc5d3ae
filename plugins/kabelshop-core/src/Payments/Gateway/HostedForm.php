<?php
/**
 * A signed form for the gateway's hosted payment page.
 *
 * @package Kabelshop
 */

declare( strict_types=1 );

namespace Kabelshop\Payments\Gateway;

defined( 'ABSPATH' ) || exit;

/**
 * The browser POSTs fields to action (an auto-submitted form); JSON shape to_array():
 * { action: string, method: 'POST', fields: { name: value } }.
 */
final class HostedForm {

	/**
	 * @param string                $action URL of the gateway's payment page.
	 * @param array<string, string> $fields Signed form fields.
	 */
	public function __construct( public readonly string $action, public readonly array $fields ) {
	}

	/**
	 * The form as the REST answer carries it.
	 *
	 * @return array{action: string, method: string, fields: array<string, string>}
	 */
	public function to_array(): array {
		return array(
			'action' => $this->action,
			'method' => 'POST',
			'fields' => $this->fields,
		);
	}
}
