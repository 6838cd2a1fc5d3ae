<?php
/**
 * The setting behind the account help panel.
 *
 * @package Kabelshop
 */

declare( strict_types=1 );

namespace Kabelshop\Accounts;

defined( 'ABSPATH' ) || exit;

use Kabelshop\Service;

/**
 * The setting behind the account help panel (spec: account help), edited per language on the
 * screen Admin\AccountHelpPage. Saved through the Settings API into HelpContent::OPTION,
 * sanitised with wp_kses_post (HelpContent::sanitize).
 */
final class HelpService implements Service {

	public const GROUP = 'kabelshop_account_help';

	/**
	 * Adds the service's hooks (Kabelshop\Service).
	 */
	public function register(): void {
		add_action( 'admin_init', array( $this, 'register_setting' ) );
	}

	/**
	 * Registers the option with its sanitiser.
	 */
	public function register_setting(): void {
		register_setting(
			self::GROUP,
			HelpContent::OPTION,
			array(
				'type'              => 'array',
				'default'           => array(),
				'sanitize_callback' => array( HelpContent::class, 'sanitize' ),
				'show_in_rest'      => false,
			)
		);
	}
}
