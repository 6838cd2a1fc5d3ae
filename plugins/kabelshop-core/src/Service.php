<?php
/**
 * Contract of a theme service.
 *
 * @package Kabelshop
 */

declare( strict_types=1 );

namespace Kabelshop;

defined( 'ABSPATH' ) || exit;

/**
 * A service registers its WordPress hooks as [ $this, 'method' ] callbacks, never closures,
 * so tests and integrators can remove them.
 */
interface Service {

	/**
	 * Adds the service's actions and filters.
	 */
	public function register(): void;
}
