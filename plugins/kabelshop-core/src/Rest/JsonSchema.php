<?php
/**
 * Small builders for the JSON Schemas the routes declare for their answers (issue 29).
 *
 * @package Kabelshop
 */

declare( strict_types=1 );

namespace Kabelshop\Rest;

defined( 'ABSPATH' ) || exit;

/**
 * JSON Schema draft 4 pieces in the subset WordPress validates (rest_validate_value_from_schema():
 * type, also as a list, properties, required as a list, additionalProperties, items, enum, pattern).
 */
final class JsonSchema {

	/**
	 * A closed object: every property required unless listed as optional, no other property allowed.
	 *
	 * @param array<string, array<string, mixed>> $properties Property name => its schema.
	 * @param list<string>                        $optional   Properties an answer may leave out.
	 * @return array{type: string, properties: array<string, array<string, mixed>>, required: list<string>, additionalProperties: false}
	 */
	public static function closed( array $properties, array $optional = array() ): array {
		return array(
			'type'                 => 'object',
			'properties'           => $properties,
			'required'             => array_values( array_diff( array_keys( $properties ), $optional ) ),
			'additionalProperties' => false,
		);
	}

	/**
	 * The schema with null allowed too (its type becomes [type, 'null']).
	 *
	 * @param array<string, mixed> $schema A schema with a single type.
	 * @return array<string, mixed>
	 */
	public static function nullable( array $schema ): array {
		$schema['type'] = array_values( array_unique( array_merge( (array) $schema['type'], array( 'null' ) ) ) );
		return $schema;
	}
}
