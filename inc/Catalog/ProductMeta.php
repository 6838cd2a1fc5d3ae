<?php
/**
 * The fields of a cable type (product post).
 *
 * @package Kabelshop
 */

declare( strict_types=1 );

namespace Kabelshop\Catalog;

defined( 'ABSPATH' ) || exit;

/**
 * A product is a post of type kabelshop_cable: its title is the designation (e.g. "NYM-J"), the
 * other fields are post meta under "_kabelshop_<field>". supplier is 'own' for the shop's own
 * range or a supplier's name; colour_standard names the core colour table (HD 308 S2 with or
 * without green-yellow, DIN 47100) or is ''.
 *
 * Buyers and staff (issue 11): every field but those of STAFF_ONLY may reach a buyer (product
 * page, REST, island props). source is the short attribution the product page prints as
 * "Source: <maker>", no notes or links; data_note is the staff's note on where the data comes
 * from and what is uncertain, with the source URLs: it is edited and shown in wp-admin only and
 * never leaves it (Rest\Schemas\V1\ProductSchema does not read it).
 */
final class ProductMeta {

	public const POST_TYPE = 'kabelshop_cable';

	/** Text fields stored as meta, in display order. */
	public const FIELDS = array(
		'hr_name',
		'standard',
		'construction',
		'rated_voltage',
		'conductor_class',
		'insulation',
		'sheath',
		'cpr_class',
		'supplier',
		'source',
		'colour_standard',
		'data_note',
	);

	/** Fields for staff only: shown in wp-admin, never to buyers (see the class comment). */
	public const STAFF_ONLY = array( 'data_note' );

	public const COLOUR_STANDARDS = array( '', 'hd308_gnye', 'hd308_no_gnye', 'din47100' );

	public const OWN_SUPPLIER = 'own';

	/**
	 * Meta key of a field.
	 *
	 * @param string $field One of FIELDS.
	 */
	public static function key( string $field ): string {
		return '_kabelshop_' . $field;
	}

	/**
	 * All fields of a product ('' where unset).
	 *
	 * @param int $post_id Product post id.
	 * @return array<string, string>
	 */
	public static function get( int $post_id ): array {
		$values = array();
		foreach ( self::FIELDS as $field ) {
			$values[ $field ] = (string) get_post_meta( $post_id, self::key( $field ), true );
		}
		if ( '' === $values['supplier'] ) {
			$values['supplier'] = self::OWN_SUPPLIER;
		}
		return $values;
	}

	/**
	 * Translated label of a field, for the meta box and the product page.
	 *
	 * @param string $field One of FIELDS, or 'designation'.
	 */
	public static function label( string $field ): string {
		$labels = array(
			'designation'     => __( 'Designation', 'kabelshop' ),
			'hr_name'         => __( 'Croatian name', 'kabelshop' ),
			'standard'        => __( 'Standard', 'kabelshop' ),
			'construction'    => __( 'Construction', 'kabelshop' ),
			'rated_voltage'   => __( 'Rated voltage', 'kabelshop' ),
			'conductor_class' => __( 'Conductor', 'kabelshop' ),
			'insulation'      => __( 'Insulation', 'kabelshop' ),
			'sheath'          => __( 'Sheath', 'kabelshop' ),
			'cpr_class'       => __( 'CPR class', 'kabelshop' ),
			'supplier'        => __( 'Supplier', 'kabelshop' ),
			'source'          => __( 'Source', 'kabelshop' ),
			'colour_standard' => __( 'Core colours', 'kabelshop' ),
			'data_note'       => __( 'Data notes (staff only)', 'kabelshop' ),
		);
		return $labels[ $field ] ?? $field;
	}

	/**
	 * Translated name of a core colour standard.
	 *
	 * @param string $standard One of COLOUR_STANDARDS.
	 */
	public static function colour_standard_label( string $standard ): string {
		switch ( $standard ) {
			case 'hd308_gnye':
				return __( 'HD 308 S2, with green-yellow core', 'kabelshop' );
			case 'hd308_no_gnye':
				return __( 'HD 308 S2, without green-yellow core', 'kabelshop' );
			case 'din47100':
				return __( 'DIN 47100 colour code', 'kabelshop' );
		}
		return __( 'Not specified', 'kabelshop' );
	}

	/**
	 * Translated supplier: "Own range" for 'own', else the supplier's name.
	 *
	 * @param string $supplier Stored supplier.
	 */
	public static function supplier_label( string $supplier ): string {
		return ( '' === $supplier || self::OWN_SUPPLIER === $supplier ) ? __( 'Own range', 'kabelshop' ) : $supplier;
	}
}
