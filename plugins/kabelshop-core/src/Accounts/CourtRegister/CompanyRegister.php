<?php
/**
 * A register of companies that can be asked about one company.
 *
 * @package Kabelshop
 */

declare( strict_types=1 );

namespace Kabelshop\Accounts\CourtRegister;

defined( 'ABSPATH' ) || exit;

/**
 * Looks a company up by its identifier (spec: the profile update pulls the latest changes from a
 * national register). Implemented by SudregClient (Croatian court register open data API).
 */
interface CompanyRegister {

	/**
	 * The register's current record of a company.
	 *
	 * @param string $oib_or_mbs OIB (11 digits) or MBS (9 digits, leading zeros kept).
	 * @return CompanyRecord|null Null when the register has no such company.
	 * @throws CourtRegisterUnavailable When the register cannot be reached or answers with an error.
	 */
	public function lookup( string $oib_or_mbs ): ?CompanyRecord;
}
