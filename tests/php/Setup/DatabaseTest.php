<?php
/**
 * Database::transaction(): all or nothing, nested calls join the outer transaction.
 *
 * @package Kabelshop
 */

declare( strict_types=1 );

namespace Kabelshop\Tests\Setup;

use Kabelshop\Setup\Database;
use Kabelshop\Tests\TestCase;

/**
 * Writes rows into wp_options (InnoDB) straight through $wpdb (no option cache) and checks what
 * a later reader of the table sees.
 */
final class DatabaseTest extends TestCase {

	/** @var list<string> Option names written by the test. */
	private array $names = array();

	protected function tearDown(): void {
		global $wpdb;
		foreach ( $this->names as $name ) {
			$wpdb->delete( $wpdb->options, array( 'option_name' => $name ) );
		}
		parent::tearDown();
	}

	public function test_work_that_returns_is_committed_and_its_value_returned(): void {
		global $wpdb;
		$name   = $this->option_name();
		$result = Database::transaction( fn() => $this->insert( $name ) );
		// A ROLLBACK now undoes nothing: the row was committed.
		$wpdb->query( 'ROLLBACK' );
		$this->assertSame( 'inserted ' . $name, $result );
		$this->assertTrue( $this->exists( $name ) );
		$this->assertFalse( Database::in_transaction() );
	}

	public function test_work_that_throws_leaves_no_row_and_the_same_exception_reaches_the_caller(): void {
		$name   = $this->option_name();
		$thrown = new \DomainException( 'refused' );
		try {
			Database::transaction(
				function () use ( $name, $thrown ): void {
					$this->insert( $name );
					$this->assertTrue( $this->exists( $name ), 'the row exists inside the transaction' );
					throw $thrown;
				}
			);
			$this->fail( 'transaction() swallowed the exception' );
		} catch ( \DomainException $e ) {
			$this->assertSame( $thrown, $e );
		}
		$this->assertFalse( $this->exists( $name ) );
		$this->assertFalse( Database::in_transaction() );
	}

	public function test_an_error_that_is_no_exception_rolls_back_too(): void {
		$name = $this->option_name();
		try {
			Database::transaction(
				function () use ( $name ): void {
					$this->insert( $name );
					throw new \TypeError( 'bug' );
				}
			);
		} catch ( \TypeError $e ) {
			$this->assertSame( 'bug', $e->getMessage() );
		}
		$this->assertFalse( $this->exists( $name ) );
	}

	public function test_a_nested_call_joins_the_outer_transaction_and_commits_nothing_itself(): void {
		$outer = $this->option_name();
		$inner = $this->option_name();
		try {
			Database::transaction(
				function () use ( $outer, $inner ): void {
					$this->insert( $outer );
					$value = Database::transaction( fn() => $this->insert( $inner ) );
					$this->assertSame( 'inserted ' . $inner, $value );
					$this->assertTrue( Database::in_transaction(), 'the outer transaction is still open after the inner call' );
					throw new \RuntimeException( 'outer fails after the inner call returned' );
				}
			);
		} catch ( \RuntimeException $e ) {
			$this->assertSame( 'outer fails after the inner call returned', $e->getMessage() );
		}
		$this->assertFalse( $this->exists( $outer ) );
		$this->assertFalse( $this->exists( $inner ), 'the inner call committed on its own' );
	}

	public function test_a_nested_call_that_throws_rolls_back_the_outer_writes(): void {
		$outer = $this->option_name();
		$inner = $this->option_name();
		try {
			Database::transaction(
				function () use ( $outer, $inner ): void {
					$this->insert( $outer );
					Database::transaction(
						function () use ( $inner ): void {
							$this->insert( $inner );
							throw new \RuntimeException( 'inner' );
						}
					);
				}
			);
		} catch ( \RuntimeException $e ) {
			$this->assertSame( 'inner', $e->getMessage() );
		}
		$this->assertFalse( $this->exists( $outer ) );
		$this->assertFalse( $this->exists( $inner ) );
		$this->assertFalse( Database::in_transaction() );
	}

	public function test_nested_calls_that_succeed_are_committed_once_by_the_outer_call(): void {
		global $wpdb;
		$outer = $this->option_name();
		$inner = $this->option_name();
		Database::transaction(
			function () use ( $outer, $inner ): void {
				$this->insert( $outer );
				Database::transaction( fn() => $this->insert( $inner ) );
			}
		);
		$wpdb->query( 'ROLLBACK' );
		$this->assertTrue( $this->exists( $outer ) );
		$this->assertTrue( $this->exists( $inner ) );
	}

	/**
	 * A fresh option name, removed in tearDown().
	 */
	private function option_name(): string {
		$name          = 'kabelshop_tx_' . str_replace( '-', '_', $this->unique( 'n' ) );
		$this->names[] = $name;
		return $name;
	}

	/**
	 * Inserts one option row.
	 *
	 * @param string $name Option name.
	 */
	private function insert( string $name ): string {
		global $wpdb;
		$this->assertSame( 1, $wpdb->insert( $wpdb->options, array( 'option_name' => $name, 'option_value' => 'x', 'autoload' => 'no' ) ) );
		return 'inserted ' . $name;
	}

	/**
	 * Whether the option row is in the table.
	 *
	 * @param string $name Option name.
	 */
	private function exists( string $name ): bool {
		global $wpdb;
		return null !== $wpdb->get_var( $wpdb->prepare( "SELECT option_id FROM {$wpdb->options} WHERE option_name = %s", $name ) );
	}
}
