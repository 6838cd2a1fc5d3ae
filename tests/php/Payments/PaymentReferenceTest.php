<?php
/**
 * The HR01 reference (poziv na broj) and its MOD 11 INI control digit.
 *
 * @package Kabelshop
 */

declare( strict_types=1 );

namespace Kabelshop\Tests\Payments;

use Kabelshop\Payments\PaymentReference;
use Kabelshop\Tests\TestCase;

/**
 * MOD 11 INI (FINA's reference models, model HR01): the digits weighted 2, 3, 4, … from the
 * rightmost, their sum modulo 11 is r, the control digit K = 11 - r, and 0 when r is 0 or 1.
 *
 * KS-2026-000123 -> digits 2026000123; from the right 3×2 + 2×3 + 1×4 + 0×5 + 0×6 + 0×7 + 6×8 +
 * 2×9 + 0×10 + 2×11 = 6 + 6 + 4 + 48 + 18 + 22 = 104; 104 mod 11 = 5; K = 11 - 5 = 6 ->
 * 2026-0001236.
 * KS-2026-000014 -> 4×2 + 1×3 + 6×8 + 2×9 + 2×11 = 8 + 3 + 48 + 18 + 22 = 99; 99 mod 11 = 0 -> K = 0.
 * KS-2026-000006 -> 6×2 + 6×8 + 2×9 + 2×11 = 12 + 48 + 18 + 22 = 100; 100 mod 11 = 1 -> K = 0.
 * 2026000005 -> 5×2 + 88 = 98; 98 mod 11 = 10 -> K = 1.
 */
final class PaymentReferenceTest extends TestCase {

	public function test_mod11ini_worked_examples_including_remainders_0_and_1(): void {
		$this->assertSame( 6, PaymentReference::mod11ini( '2026000123' ) );
		$this->assertSame( 0, PaymentReference::mod11ini( '2026000014' ), 'remainder 0 gives 0' );
		$this->assertSame( 0, PaymentReference::mod11ini( '2026000006' ), 'remainder 1 gives 0 (11 - 1 = 10 is not a digit)' );
		$this->assertSame( 1, PaymentReference::mod11ini( '2026000005' ), 'remainder 10 gives 1' );
		$this->assertSame( 5, PaymentReference::mod11ini( '12345' ), '5×2 + 4×3 + 3×4 + 2×5 + 1×6 = 50, 50 mod 11 = 6' );
	}

	public function test_the_order_number_gives_the_reference_with_its_control_digit(): void {
		$this->assertSame( '2026-0001236', PaymentReference::for_order_number( 'KS-2026-000123' ) );
		$this->assertSame( '2026-0000140', PaymentReference::for_order_number( 'KS-2026-000014' ) );
		$this->assertSame( '2026-0000060', PaymentReference::for_order_number( 'KS-2026-000006' ) );
		$this->assertSame( '', PaymentReference::for_order_number( 'TMP-abc' ), 'the temporary number inside the insert has none' );
	}

	public function test_is_valid_checks_shape_length_and_control_digit(): void {
		$this->assertTrue( PaymentReference::is_valid( '2026-0001236' ) );
		$this->assertTrue( PaymentReference::is_valid( '2026-0000140' ) );
		$this->assertFalse( PaymentReference::is_valid( '2026-0001235' ), 'wrong control digit' );
		$this->assertFalse( PaymentReference::is_valid( '2026 0001236' ), 'parts are joined by hyphens' );
		$this->assertFalse( PaymentReference::is_valid( '1-2-3-4' ), 'at most three parts' );
		$this->assertFalse( PaymentReference::is_valid( '1234567890123-1' ), 'a part has at most 12 digits' );
		$this->assertFalse( PaymentReference::is_valid( '123456789012-123456789012' ), 'at most 22 characters' );
		$this->assertFalse( PaymentReference::is_valid( '6' ), 'a control digit needs something to check' );
	}

	public function test_normalise_drops_the_model_and_spaces(): void {
		$this->assertSame( '2026-0001236', PaymentReference::normalise( 'HR01 2026-0001236' ) );
		$this->assertSame( '2026-0001236', PaymentReference::normalise( 'hr01 2026 - 0001236' ) );
		$this->assertSame( '2026-0001236', PaymentReference::normalise( 'HR012026-0001236' ) );
		$this->assertSame( '2026-0001236', PaymentReference::normalise( ' 2026-0001236 ' ) );
		$this->assertSame( '2026-0001236', PaymentReference::normalise( 'HR01-2026-0001236' ) );
		$this->assertSame( '', PaymentReference::normalise( 'Narudžba 123' ), 'text is no reference' );
		$this->assertSame( '', PaymentReference::normalise( '' ) );
	}

	public function test_parts_that_do_not_fit_the_model_are_refused(): void {
		foreach ( array( array(), array( '1', '2', '3', '4' ), array( '1234567890123' ), array( '12a' ), array( '123456789012' ) ) as $parts ) {
			try {
				PaymentReference::hr01( $parts );
				$this->fail( 'accepted ' . implode( '-', $parts ) );
			} catch ( \InvalidArgumentException $e ) {
				$this->assertNotSame( '', $e->getMessage() );
			}
		}
	}
}
