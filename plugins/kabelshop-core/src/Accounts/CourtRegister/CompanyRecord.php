<?php
/**
 * One company as a register records it.
 *
 * @package Kabelshop
 */

declare( strict_types=1 );

namespace Kabelshop\Accounts\CourtRegister;

defined( 'ABSPATH' ) || exit;

/**
 * The register's company name and seat. Fields the register does not give are null and are
 * never used to overwrite the customer's data (the court register's subject details carry no
 * postcode, for example).
 */
final class CompanyRecord {

	/**
	 * @param string      $oib      OIB, 11 digits.
	 * @param string      $mbs      MBS, 9 digits ('' when unknown).
	 * @param string      $name     Company name (tvrtka.ime).
	 * @param string|null $street   Street of the seat.
	 * @param string|null $house_no House number (with any suffix).
	 * @param string|null $city     Settlement of the seat.
	 * @param string|null $zip      Postcode, null when the register gives none.
	 * @param string      $country  ISO country code of the register (HR).
	 */
	public function __construct(
		public readonly string $oib,
		public readonly string $mbs,
		public readonly string $name,
		public readonly ?string $street,
		public readonly ?string $house_no,
		public readonly ?string $city,
		public readonly ?string $zip = null,
		public readonly string $country = 'HR'
	) {
	}

	/**
	 * The profile fields (ProfileData::FIELDS names) this record would change.
	 *
	 * @param array<string, string> $current The customer's profile (ProfileData::read()).
	 * @return array<string, string> Field => register value, only where it differs and the register has a value.
	 */
	public function changes_for( array $current ): array {
		$register = array(
			'companyName' => $this->name,
			'address'     => $this->street,
			'addressNr'   => $this->house_no,
			'city'        => $this->city,
			'postNr'      => $this->zip,
			'country'     => $this->country,
		);
		$changes  = array();
		foreach ( $register as $field => $value ) {
			if ( null !== $value && '' !== trim( $value ) && trim( $value ) !== ( $current[ $field ] ?? '' ) ) {
				$changes[ $field ] = trim( $value );
			}
		}
		return $changes;
	}
}
