<?php
/**
 * GET and POST kabelshop/v1/user/profile/register.
 *
 * @package Kabelshop
 */

declare( strict_types=1 );

namespace Kabelshop\Rest\Routes\V1;

defined( 'ABSPATH' ) || exit;

// phpcs:disable WordPress.Security.EscapeOutput.ExceptionNotEscaped -- exception messages are plain text (REST error JSON, logs); where one is printed, it is escaped there.

use Kabelshop\Accounts\CompanyId;
use Kabelshop\Accounts\CourtRegister\CompanyRegister;
use Kabelshop\Accounts\CourtRegister\CourtRegisterSettings;
use Kabelshop\Accounts\CourtRegister\CourtRegisterUnavailable;
use Kabelshop\Accounts\ProfileData;
use Kabelshop\Accounts\Registration;
use Kabelshop\Accounts\Roles;
use Kabelshop\Domain\ShopException;
use Kabelshop\Rest\AbstractRoute;
use Kabelshop\Rest\RouteException;
use WP_REST_Request;

/**
 * "Pull the latest data from the register" (spec: the profile update pulls the latest changes from
 * a national register): asks the court register about the customer's stored OIB/MBS.
 *
 * GET  => { changes: { <profile field>: { current, register } } } (empty when nothing differs).
 * POST => applies those changes (company name and headquarters) and answers
 *         { message: 'Data successfully updated.', changes, profile }.
 * Errors: 503 kabelshop_register_not_configured (no credentials in wp-admin),
 *         400 kabelshop_register_no_company_id (field companyId: no OIB/MBS stored),
 *         404 kabelshop_register_not_found, 502 kabelshop_register_unavailable,
 *         409 kabelshop_register_company_taken (field companyId: the register's OIB or MBS for this
 *         company is held by another account; nothing shown or applied),
 *         401/403 as every customer route.
 */
final class RegisterLookup extends AbstractRoute {

	/**
	 * The route's path below kabelshop/v1 (AbstractRoute::get_path()).
	 */
	public function get_path(): string {
		return 'user/profile/register';
	}

	/**
	 * The route's endpoints (AbstractRoute::get_endpoints()).
	 *
	 * @return list<array{methods: string, args: array<string, array<string, mixed>>, handler: string}>
	 */
	public function get_endpoints(): array {
		return array(
			array(
				'methods' => 'GET',
				'args'    => array(),
				'handler' => 'preview',
			),
			array(
				'methods' => 'POST',
				'args'    => array(),
				'handler' => 'apply',
			),
		);
	}

	/**
	 * Approved business customers.
	 *
	 * @param WP_REST_Request $request The request.
	 * @return true|\WP_Error
	 */
	public function permission( WP_REST_Request $request ) {
		return $this->require_capability( Roles::CAP_ORDER );
	}

	/**
	 * What the register would change.
	 *
	 * @param WP_REST_Request $request The request.
	 * @return array{changes: array<string, array{current: string, register: string}>}
	 * @throws RouteException See the class comment.
	 */
	public function preview( WP_REST_Request $request ): array {
		return array( 'changes' => $this->diff( get_current_user_id() ) );
	}

	/**
	 * Applies the register's data.
	 *
	 * @param WP_REST_Request $request The request.
	 * @return array{message: string, changes: array<string, array{current: string, register: string}>, profile: array<string, string>}
	 * @throws RouteException See the class comment.
	 */
	public function apply( WP_REST_Request $request ): array {
		$user_id = get_current_user_id();
		$changes = $this->diff( $user_id );
		if ( $changes ) {
			// The register's fields over the profile as stored now, read and saved under the
			// customer's lock (issue 26): a profile save of another field at the same moment is kept.
			\Kabelshop\Accounts\CustomerLock::run(
				$user_id,
				static function () use ( $user_id, $changes ): void {
					$input = ProfileData::read( $user_id );
					foreach ( $changes as $field => $change ) {
						$input[ $field ] = $change['register'];
					}
					ProfileData::save( $user_id, $input );
				}
			);
		}
		return array(
			'message' => __( 'Data successfully updated.', 'kabelshop-core' ),
			'changes' => $changes,
			'profile' => ProfileData::read( $user_id ),
		);
	}

	/**
	 * Field => { current, register } for every field the register would change.
	 *
	 * @param int $user_id User id.
	 * @return array<string, array{current: string, register: string}>
	 * @throws RouteException See the class comment.
	 */
	private function diff( int $user_id ): array {
		$register = CourtRegisterSettings::client();
		if ( ! $register instanceof CompanyRegister ) {
			throw new RouteException( 'kabelshop_register_not_configured', __( 'The court register is not configured in this shop.', 'kabelshop-core' ), 503 );
		}
		$current = ProfileData::read( $user_id );
		if ( '' === $current['companyId'] ) {
			$this->bad_field( 'kabelshop_register_no_company_id', 'companyId', __( 'Please enter and save your OIB or MBS first.', 'kabelshop-core' ) );
		}
		try {
			$company = $register->lookup( $current['companyId'] );
		} catch ( CourtRegisterUnavailable $e ) {
			// The client's message is technical English: it becomes the logged cause (AbstractRoute::run()).
			throw new ShopException( 'kabelshop_register_unavailable', __( 'The court register cannot be reached right now. Please try again later.', 'kabelshop-core' ), ShopException::UPSTREAM_FAILED, array(), $e );
		}
		if ( null === $company ) {
			throw new RouteException( 'kabelshop_register_not_found', __( 'The court register has no company with this OIB/MBS.', 'kabelshop-core' ), 404 );
		}
		// The register names the company by both numbers. An account that stored one of them must not
		// take over a company whose other number another account holds (an MBS here, its OIB there).
		// The account's own stored number is left to ProfileData's rule (old duplicates keep saving).
		$own = CompanyId::identity( $current['companyId'] );
		foreach ( array( $company->oib, $company->mbs ) as $number ) {
			if ( '' !== $number && CompanyId::identity( $number ) !== $own && Registration::company_id_owner( $number, $user_id ) > 0 ) {
				$message = Registration::company_id_taken();
				throw new RouteException(
					'kabelshop_register_company_taken',
					$message,
					409,
					array(
						'field'  => 'companyId',
						'fields' => array( 'companyId' => $message ),
					)
				);
			}
		}
		$diff = array();
		foreach ( $company->changes_for( $current ) as $field => $value ) {
			$diff[ $field ] = array(
				'current'  => $current[ $field ],
				'register' => $value,
			);
		}
		return $diff;
	}
}
