<?php
/**
 * Staff users with a wp-admin language, for tests of the mails to staff.
 *
 * @package Kabelshop
 */

declare( strict_types=1 );

namespace Kabelshop\Tests\Support;

/**
 * Makes staff: staff_address() creates an administrator whose profile Language (user meta 'locale', what
 * Users > Profile > Language saves) is the given WordPress locale and answers the user's e-mail
 * address; delete_staff() in tearDown() deletes every user it made.
 */
trait MakesStaff {

	/** @var list<int> Staff users made by the test. */
	private array $staff_ids = array();

	/**
	 * A new administrator's e-mail address.
	 *
	 * @param string $locale WordPress locale of their profile, e.g. 'en_US', 'sr_RS', 'hr'; '' for
	 *                       "Site Default".
	 */
	protected function staff_address( string $locale ): string {
		$login = 'staff' . getmypid() . '-' . wp_generate_password( 8, false );
		$id    = wp_insert_user(
			array(
				'user_login' => $login,
				'user_email' => $login . '@example.test',
				'user_pass'  => wp_generate_password( 20 ),
				'role'       => 'administrator',
				'locale'     => $locale,
			)
		);
		$this->assertIsInt( $id, 'staff user could not be created' );
		$this->staff_ids[] = $id;
		return $login . '@example.test';
	}

	/**
	 * Deletes the staff users made by staff_address().
	 */
	protected function delete_staff(): void {
		require_once ABSPATH . 'wp-admin/includes/user.php';
		foreach ( $this->staff_ids as $id ) {
			wp_delete_user( $id );
		}
		$this->staff_ids = array();
	}
}
