<?php
/**
 * Roles and capabilities.
 *
 * @package Kabelshop
 */

declare( strict_types=1 );

namespace Kabelshop\Tests\Commerce;

use Kabelshop\Accounts\Roles;
use Kabelshop\Tests\TestCase;

/**
 * Approved customers may order with the discount; pending ones may only read; admins manage orders.
 */
final class RolesTest extends TestCase {

	public function test_capabilities_of_each_role(): void {
		$customer = $this->make_customer();
		$pending  = $this->make_customer( false );
		$this->assertTrue( user_can( $customer, Roles::CAP_ORDER ) );
		$this->assertTrue( user_can( $customer, Roles::CAP_DISCOUNT ) );
		$this->assertFalse( user_can( $customer, 'edit_posts' ) );
		$this->assertTrue( user_can( $pending, 'read' ) );
		$this->assertFalse( user_can( $pending, Roles::CAP_ORDER ) );
		$this->assertFalse( user_can( $pending, Roles::CAP_DISCOUNT ) );
		$this->assertTrue( get_role( 'administrator' )->has_cap( Roles::CAP_MANAGE ) );
	}

	public function test_customers_see_no_admin_bar(): void {
		$this->login( $this->make_customer() );
		$this->assertFalse( ( new Roles() )->filter_admin_bar( true ) );
		$admins = get_users( array( 'role' => 'administrator', 'number' => 1, 'fields' => 'ID' ) );
		$this->login( (int) $admins[0] );
		$this->assertTrue( ( new Roles() )->filter_admin_bar( true ) );
	}

	public function test_install_is_repeatable_and_keeps_users(): void {
		$customer = $this->make_customer();
		Roles::install();
		Roles::install();
		$this->assertTrue( user_can( $customer, Roles::CAP_ORDER ) );
		$this->assertSame( Roles::VERSION, get_option( Roles::OPTION ) );
	}

	public function test_demo_customers_are_seeded(): void {
		$approved = get_user_by( 'email', 'kupac@kabelshop.test' );
		$pending  = get_user_by( 'email', 'novi@kabelshop.test' );
		$this->assertNotFalse( $approved );
		$this->assertNotFalse( $pending );
		$this->assertTrue( wp_check_password( 'KupacDemo2026', $approved->user_pass, $approved->ID ) );
		$this->assertTrue( user_can( $approved, Roles::CAP_ORDER ) );
		$this->assertFalse( user_can( $pending, Roles::CAP_ORDER ) );
		$this->assertSame( '1', get_user_meta( $approved->ID, 'kabelshop_contract_terms', true ) );
		$this->assertSame( 'HR', \Kabelshop\Accounts\Addresses::for_user( $approved->ID )['delivery'][0]['country'] );
		$editor = wp_authenticate( 'urednik@kabelshop.test', 'UrednikDemo2026' );
		$this->assertInstanceOf( \WP_User::class, $editor, 'the demo content editor logs in with the printed password' );
		$this->assertTrue( user_can( $editor, 'kabelshop_manage_content' ) );
		$this->assertTrue( user_can( $editor, 'edit_posts' ), 'reaches wp-admin' );
		$this->assertFalse( user_can( $editor, Roles::CAP_MANAGE ), 'no orders' );
		$this->assertFalse( user_can( $editor, 'kabelshop_manage_catalog' ), 'no catalogue or prices' );
		$before = count_users()['total_users'];
		\Kabelshop\Commerce\Seeder::run();
		$this->assertSame( $before, count_users()['total_users'], 'seeding again adds no users' );
	}
}
