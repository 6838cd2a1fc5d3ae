<?php
/**
 * Business accounts: registration, approval, login.
 *
 * @package Kabelshop
 */

declare( strict_types=1 );

namespace Kabelshop\Accounts;

defined( 'ABSPATH' ) || exit;

use Kabelshop\Service;

/**
 * Registers the hooks of the account pieces (issue 3, part 1): LoginGate (pending accounts and
 * failed-login slow down), LoginPage (themed login, lost and set password; URL filters),
 * PasswordReset (themed link in the reset mail). The wp-admin queue is Admin\RegistrationsPage.
 * The registration itself is the REST route kabelshop/v1/auth/register (Rest\Routes\V1\AuthRegister).
 */
final class RegistrationService implements Service {

	/**
	 * Adds the service's hooks (Kabelshop\Service).
	 */
	public function register(): void {
		( new LoginGate() )->register();
		( new LoginPage() )->register();
		( new PasswordReset() )->register();
	}
}
