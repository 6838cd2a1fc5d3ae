<?php
/**
 * The fields of a cable type (product post).
 *
 * @package Kabelshop
 */

declare( strict_types=1 );

namespace Kabelshop\Catalog;

defined( 'ABSPATH' ) || exit;

use Kabelshop\I18n\LanguageRouter;
use Kabelshop\I18n\Locale;
use Kabelshop\I18n\Translations;
use WP_Post;

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

	/**
	 * Fields written per language (issue 11): each translation of a cable type keeps its own value.
	 * The other fields are data of the cable type, not words: they are kept on the Croatian post
	 * (the catalogue record, I18n\Translations::original()) and read from it in every language.
	 */
	public const TRANSLATED = array( 'standard', 'construction', 'rated_voltage', 'conductor_class', 'insulation', 'sheath' );

	/** Fields for staff only: shown in wp-admin, never to buyers (see the class comment). */
	public const STAFF_ONLY = array( 'data_note' );

	public const COLOUR_STANDARDS = array( '', 'hd308_gnye', 'hd308_no_gnye', 'din47100' );

	/**
	 * The technical filter keys of a cable type (issue 14; rules in TechnicalFilters), data of the
	 * catalogue record like cpr_class (never translated): voltage_rating the U0/U rating in its normal
	 * form ("0.6/1 kV", '' = not in the voltage filter), conductor_classes the IEC 60228 classes
	 * ("1,2", '' = none stated), and the flags halogen_free, armoured, screened ('1' or '': set only
	 * where the type's data say so). cpr_class (a text field above) is kept in its EN 50575 normal form.
	 */
	public const FILTER_FIELDS = array( 'voltage_rating', 'conductor_classes', 'halogen_free', 'armoured', 'screened' );

	/** The flags among FILTER_FIELDS. */
	public const FLAG_FIELDS = array( 'halogen_free', 'armoured', 'screened' );

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
	 * All fields of a product in its language ('' where unset): the translated fields from the
	 * post itself (from its English, then its Croatian version where it has no value of its own:
	 * spec section 1, fallback en-US), the others from the catalogue record.
	 *
	 * @param int $post_id Product post id (any language's version).
	 * @return array<string, string>
	 */
	public static function get( int $post_id ): array {
		$values   = array();
		$record   = Translations::original( $post_id );
		$fallback = array( $post_id, Translations::group( $post_id )[ Locale::FALLBACK ] ?? 0, $record );
		foreach ( self::FIELDS as $field ) {
			if ( ! in_array( $field, self::TRANSLATED, true ) ) {
				$values[ $field ] = (string) get_post_meta( $record, self::key( $field ), true );
				continue;
			}
			$values[ $field ] = '';
			foreach ( array_filter( $fallback ) as $id ) {
				$values[ $field ] = (string) get_post_meta( $id, self::key( $field ), true );
				if ( '' !== $values[ $field ] ) {
					break;
				}
			}
		}
		if ( '' === $values['supplier'] ) {
			$values['supplier'] = self::OWN_SUPPLIER;
		}
		return $values;
	}

	/**
	 * The technical filter keys of a cable type, from its catalogue record (FILTER_FIELDS).
	 *
	 * @param int $post_id Product post id (any language's version).
	 * @return array{cpr: string, voltage: string, conductor: list<int>, halogen_free: bool, armoured: bool, screened: bool}
	 *         cpr the normal-form class ("Cca-s1,d1,a1", '' none), voltage "0.6/1 kV" or ''.
	 */
	public static function technical( int $post_id ): array {
		$record = Translations::original( $post_id );
		$meta   = static fn( string $field ): string => (string) get_post_meta( $record, self::key( $field ), true );
		return array(
			'cpr'          => (string) TechnicalFilters::cpr( $meta( 'cpr_class' ) ),
			'voltage'      => $meta( 'voltage_rating' ),
			'conductor'    => TechnicalFilters::conductor_classes( $meta( 'conductor_classes' ) ),
			'halogen_free' => '1' === $meta( 'halogen_free' ),
			'armoured'     => '1' === $meta( 'armoured' ),
			'screened'     => '1' === $meta( 'screened' ),
		);
	}

	/**
	 * The catalogue record (Croatian version) of the cable type with a designation, 0 when none.
	 * Translations carry the same title, so the English and Serbian posts are left out.
	 *
	 * @param string $designation Post title, e.g. "NYM-J".
	 */
	public static function record_by_designation( string $designation ): int {
		global $wpdb;
		return (int) $wpdb->get_var(
			$wpdb->prepare(
				"SELECT p.ID FROM {$wpdb->posts} p
				WHERE p.post_type = %s AND p.post_title = %s AND p.post_status <> 'trash'
				AND NOT EXISTS (SELECT 1 FROM {$wpdb->term_relationships} tr
					INNER JOIN {$wpdb->term_taxonomy} tt ON tt.term_taxonomy_id = tr.term_taxonomy_id AND tt.taxonomy = %s
					INNER JOIN {$wpdb->terms} t ON t.term_id = tt.term_id AND t.slug <> %s
					WHERE tr.object_id = p.ID)
				ORDER BY p.ID LIMIT 1",
				self::POST_TYPE,
				$designation,
				Translations::TAXONOMY,
				Locale::DEFAULT
			)
		);
	}

	/**
	 * The version of a cable type to show in the current language: its translation, else the
	 * English one, else the record itself (LanguageRouter::post_in(), spec section 1).
	 *
	 * @param WP_Post $post A product post (any language's version, usually the record).
	 */
	public static function shown( WP_Post $post ): WP_Post {
		$shown = get_post( LanguageRouter::post_in( $post->ID, Locale::current() ) );
		return $shown instanceof WP_Post && 'publish' === $shown->post_status ? $shown : $post;
	}

	/**
	 * Translated label of a field, for the meta box and the product page.
	 *
	 * @param string $field One of FIELDS, or 'designation'.
	 */
	public static function label( string $field ): string {
		$labels = array(
			'designation'       => __( 'Designation', 'kabelshop-core' ),
			'hr_name'           => __( 'Croatian name', 'kabelshop-core' ),
			'standard'          => __( 'Standard', 'kabelshop-core' ),
			'construction'      => __( 'Construction', 'kabelshop-core' ),
			'rated_voltage'     => __( 'Rated voltage', 'kabelshop-core' ),
			'conductor_class'   => __( 'Conductor', 'kabelshop-core' ),
			'insulation'        => __( 'Insulation', 'kabelshop-core' ),
			'sheath'            => __( 'Sheath', 'kabelshop-core' ),
			'cpr_class'         => __( 'CPR class', 'kabelshop-core' ),
			'supplier'          => __( 'Supplier', 'kabelshop-core' ),
			'source'            => __( 'Source', 'kabelshop-core' ),
			'colour_standard'   => __( 'Core colours', 'kabelshop-core' ),
			'data_note'         => __( 'Data notes (staff only)', 'kabelshop-core' ),
			'voltage_rating'    => __( 'Rated voltage U0/U (filter)', 'kabelshop-core' ),
			'conductor_classes' => __( 'Conductor class (IEC 60228)', 'kabelshop-core' ),
			'halogen_free'      => __( 'Halogen-free', 'kabelshop-core' ),
			'armoured'          => __( 'Armoured', 'kabelshop-core' ),
			'screened'          => __( 'Screened', 'kabelshop-core' ),
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
				return __( 'HD 308 S2, with green-yellow core', 'kabelshop-core' );
			case 'hd308_no_gnye':
				return __( 'HD 308 S2, without green-yellow core', 'kabelshop-core' );
			case 'din47100':
				return __( 'DIN 47100 colour code', 'kabelshop-core' );
		}
		return __( 'Not specified', 'kabelshop-core' );
	}

	/**
	 * Translated supplier: "Own range" for 'own', else the supplier's name.
	 *
	 * @param string $supplier Stored supplier.
	 */
	public static function supplier_label( string $supplier ): string {
		return ( '' === $supplier || self::OWN_SUPPLIER === $supplier ) ? __( 'Own range', 'kabelshop-core' ) : $supplier;
	}
}
