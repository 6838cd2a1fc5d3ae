<?php
/**
 * Size spellings.
 *
 * @package Kabelshop
 */

declare( strict_types=1 );

namespace Kabelshop\Tests\Catalog;

use Kabelshop\Catalog\SizeNormalizer;
use Kabelshop\Tests\TestCase;

/**
 * Every common spelling of a size becomes one token (issue "Foundation", Catalogue).
 */
final class SizeNormalizerTest extends TestCase {

	/**
	 * @return array<string, array{0: string, 1: string|null}>
	 */
	public static function spellings(): array {
		return array(
			'point'          => array( '3x2.5', '3x2.5' ),
			'comma'          => array( '3x2,5', '3x2.5' ),
			'spaces'         => array( '3 x 2.5', '3x2.5' ),
			'capital X'      => array( '3X2,5', '3x2.5' ),
			'G with comma'   => array( '3G2,5', '3x2.5' ),
			'g with point'   => array( '3g2.5', '3x2.5' ),
			'times sign'     => array( '3×2,5', '3x2.5' ),
			'trailing zeros' => array( '5x16.00', '5x16' ),
			'pair size'      => array( '2x2x0,8', '2x2x0.8' ),
			'not a size'     => array( 'xp 00', null ),
			'word'           => array( 'NYM-J', null ),
		);
	}

	/**
	 * @dataProvider spellings
	 */
	public function test_canonical( string $input, ?string $expected ): void {
		$this->assertSame( $expected, SizeNormalizer::canonical( $input ) );
	}

	public function test_sizes_inside_text_are_normalised(): void {
		$this->assertSame( 'nym-j 3x2.5 i 5x1.5', SizeNormalizer::normalize_text( 'NYM-J 3 X 2,5 i 5G1,5' ) );
		$this->assertSame( array( '3x2.5', '13x1.5' ), SizeNormalizer::sizes_in( 'kabel 3G2,5 ili 13x1,5' ) );
	}
}
