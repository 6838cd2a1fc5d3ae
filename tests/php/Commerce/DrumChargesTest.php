<?php
/**
 * Cut fees, drum deposits and the drum type settings (issue 14).
 *
 * @package Kabelshop
 */

declare( strict_types=1 );

namespace Kabelshop\Tests\Commerce;

use Kabelshop\Catalog\Article;
use Kabelshop\Commerce\Drums\DrumSettings;
use Kabelshop\Commerce\Drums\DrumTypes;
use Kabelshop\Commerce\LineCharges;
use Kabelshop\I18n\Locale;
use Kabelshop\Tests\TestCase;

/**
 * LineCharges::for_lines() over drum, ring and unknown-length articles; the cut fee and drum type
 * settings as the wp-admin form sends them.
 */
final class DrumChargesTest extends TestCase {

	use CommerceFixtures;
	use StockFixtures;

	protected function tearDown(): void {
		delete_option( DrumSettings::OPTION_CUT_FEE );
		delete_option( DrumTypes::OPTION );
		parent::tearDown();
	}

	/**
	 * An article value object (no database).
	 *
	 * @param string   $packaging 'drum' | 'ring' | ...
	 * @param int|null $length    Metres per package.
	 * @param string   $drum_type Drum type id.
	 */
	private function article( string $packaging, ?int $length, string $drum_type = '' ): Article {
		return new Article( 1, 'KS-TEST-D', 1, 3, '2.5', '3x2.5', null, null, false, null, $packaging, $length, 5000, true, 1000, null, false, null, false, $drum_type );
	}

	/**
	 * Charges of one line.
	 *
	 * @param Article $article  The article.
	 * @param int     $quantity Metres.
	 * @return list<array<string, int|string>>
	 */
	private function charges( Article $article, int $quantity ): array {
		return LineCharges::for_lines(
			array(
				array(
					'index'      => 3,
					'quantity_m' => $quantity,
					'article'    => $article,
				),
			)
		);
	}

	public function test_a_cut_from_a_drum_costs_one_cut_fee_whole_drums_none(): void {
		$drum = $this->article( 'drum', 500, 'oneway-500' );
		$this->assertSame(
			array(
				array(
					'kind'         => 'cut_fee',
					'line_index'   => 3,
					'article_code' => 'KS-TEST-D',
					'drum_type'    => '',
					'quantity'     => 1,
					'unit_cents'   => 2000,
					'cents'        => 2000,
				),
			),
			$this->charges( $drum, 37 ),
			'37 m from a 500 m one-way drum: one cut at 20.00 EUR (LAPP), no deposit'
		);
		$this->assertSame( array(), $this->charges( $drum, 500 ), 'one whole drum: no cut' );
		$this->assertSame( array(), $this->charges( $drum, 1000 ), 'two whole drums: no cut' );
		$this->assertSame( 1, $this->charges( $drum, 1200 )[0]['quantity'], 'two whole drums and one cut piece: ONE cut' );
		$this->assertSame( 1, $this->charges( $this->article( 'drum', null ), 500 )[0]['quantity'], 'a drum of unknown length is always cut' );
		$this->assertSame( array(), $this->charges( $this->article( 'ring', 100 ), 37 ), 'rings never carry charges' );
	}

	public function test_the_cut_fee_setting_prices_the_cut_and_zero_writes_no_line(): void {
		$this->assertSame( 1550, DrumSettings::sanitize_cut_fee( '15,5' ) );
		update_option( DrumSettings::OPTION_CUT_FEE, 1550 );
		$this->assertSame( 1550, $this->charges( $this->article( 'drum', 500 ), 37 )[0]['cents'] );
		$this->assertSame( 1550, DrumSettings::sanitize_cut_fee( 'twenty' ), 'invalid input keeps the stored fee' );
		$this->assertSame( 1550, DrumSettings::sanitize_cut_fee( '1000.01' ), 'above 1000.00 EUR is refused' );
		update_option( DrumSettings::OPTION_CUT_FEE, 0 );
		$this->assertSame( array(), $this->charges( $this->article( 'drum', 500 ), 37 ), 'free cuts: no line' );
	}

	public function test_a_returnable_drum_adds_one_deposit_per_drum_shipped(): void {
		$drum = $this->article( 'drum', 500, 'wood-800' );
		$one  = $this->charges( $drum, 37 );
		$this->assertSame( array( 'cut_fee', 'drum_deposit' ), array_column( $one, 'kind' ), 'the cut fee first, then the deposit' );
		$this->assertSame( array( 1, 4500, 4500, 'wood-800' ), array( $one[1]['quantity'], $one[1]['unit_cents'], $one[1]['cents'], $one[1]['drum_type'] ) );
		$three = $this->charges( $drum, 1200 );
		$this->assertSame( array( 3, 13500 ), array( $three[1]['quantity'], $three[1]['cents'] ), '1,200 m = ceil(1200 / 500) = 3 drums' );
		$two = $this->charges( $drum, 1000 );
		$this->assertSame( array( 'drum_deposit' ), array_column( $two, 'kind' ), 'whole drums: a deposit, no cut' );
		$this->assertSame( 2, $two[0]['quantity'] );
		$this->assertSame( array( 'cut_fee' ), array_column( $this->charges( $this->article( 'drum', 500, 'no-such-drum' ), 37 ), 'kind' ), 'unknown drum type: no deposit' );
		$this->assertSame( 13500 + 2000, LineCharges::total_cents( $three ) );
	}

	public function test_charge_labels_are_translated(): void {
		$deposit = $this->charges( $this->article( 'drum', 500, 'wood-800' ), 37 )[1];
		$this->assertSame( 'Drum deposit: Wooden drum Ø 800 mm (KS-TEST-D)', Locale::in_language( 'en', static fn(): string => LineCharges::label( $deposit ) ) );
		$this->assertSame( 'Jamčevina za bubanj: Drveni bubanj Ø 800 mm (KS-TEST-D)', Locale::in_language( 'hr', static fn(): string => LineCharges::label( $deposit ) ) );
		$this->assertSame( 'Naknada za rezanje (KS-TEST-D)', Locale::in_language( 'hr', static fn(): string => LineCharges::label( array( 'kind' => 'cut_fee', 'article_code' => 'KS-TEST-D' ) ) ) );
		$this->assertSame( 'Kaucija za doboš: Drveni doboš Ø 800 mm (KS-TEST-D)', Locale::in_language( 'sr', static fn(): string => LineCharges::label( $deposit ) ) );
	}

	public function test_drum_types_answer_the_agreed_shape_in_the_current_language(): void {
		$this->assertSame(
			array(
				'id'            => 'wood-1000',
				'label'         => 'Wooden drum Ø 1000 mm',
				'returnable'    => true,
				'deposit_cents' => 7500,
				'weight_g'      => 58000,
			),
			Locale::in_language( 'en', static fn(): ?array => DrumTypes::find( 'wood-1000' ) )
		);
		$this->assertSame( 0, DrumTypes::find( 'oneway-500' )['deposit_cents'] ?? null );
		$this->assertFalse( DrumTypes::find( 'oneway-500' )['returnable'] ?? true );
		$this->assertNull( DrumTypes::find( 'no-such-drum' ) );
		$this->assertSame( array( 'oneway-500', 'wood-630', 'wood-800', 'wood-1000', 'wood-1200' ), array_keys( DrumTypes::all() ) );
		$this->assertTrue( DrumTypes::is_demo( 'wood-800' ), 'the seeded deposits are marked demo' );
	}

	public function test_the_settings_form_is_checked_row_by_row(): void {
		$good = array(
			'id'         => 'Steel-1400',
			'name_hr'    => 'Čelični bubanj Ø 1400 mm',
			'name_en'    => 'Steel drum Ø 1400 mm',
			'name_sr'    => 'Čelični doboš Ø 1400 mm',
			'returnable' => '1',
			'deposit'    => '250,50',
			'weight_kg'  => '140.5',
		);
		$result = DrumTypes::validate( array( $good, array( 'id' => '', 'name_hr' => '', 'name_en' => '', 'name_sr' => '' ) ) );
		$this->assertSame( array(), $result['errors'] );
		$this->assertCount( 1, $result['types'], 'a blank new row is skipped' );
		$this->assertSame( array( 'steel-1400', 25050, 140500, true ), array( $result['types'][0]['id'], $result['types'][0]['deposit_cents'], $result['types'][0]['weight_g'], $result['types'][0]['returnable'] ) );

		$this->in_english();
		$cases = array(
			'bad id'                  => array( array( 'id' => 'drum 1' ) + $good, 'the id must be' ),
			'a name missing'          => array( array( 'name_sr' => '' ) + $good, 'Croatian, English and Serbian' ),
			'returnable, no deposit'  => array( array( 'deposit' => '' ) + $good, 'needs a deposit' ),
			'deposit with 3 decimals' => array( array( 'deposit' => '1.005' ) + $good, 'needs a deposit' ),
			'one-way with a deposit'  => array( array( 'returnable' => '' ) + $good, 'one-way drum has no deposit' ),
			'no weight'               => array( array( 'weight_kg' => '0' ) + $good, 'weight in kg' ),
		);
		foreach ( $cases as $name => list( $row, $message ) ) {
			$errors = DrumTypes::validate( array( $row ) )['errors'];
			$this->assertCount( 1, $errors, $name );
			$this->assertStringContainsString( $message, $errors[0], $name );
		}
		$twice = DrumTypes::validate( array( $good, $good ) )['errors'];
		$this->assertStringContainsString( 'used twice', implode( ' ', $twice ) );
		$this->assertSame( array(), DrumTypes::validate( array( array( 'remove' => '1', 'id' => 'x y' ) + $good ) )['types'], 'a removed row is left out' );
	}

	public function test_saving_keeps_the_list_when_a_row_is_wrong_or_a_used_type_is_removed(): void {
		$this->in_english();
		$rows = array();
		foreach ( DrumTypes::stored() as $type ) {
			$rows[] = array(
				'id'         => $type['id'],
				'name_hr'    => $type['names']['hr'],
				'name_en'    => $type['names']['en'],
				'name_sr'    => $type['names']['sr'],
				'returnable' => $type['returnable'] ? '1' : '',
				'deposit'    => $type['returnable'] ? (string) ( $type['deposit_cents'] / 100 ) : '',
				'weight_kg'  => (string) ( $type['weight_g'] / 1000 ),
				'demo'       => '1',
			);
		}
		$rows[2]['deposit'] = '60.00';
		update_option( DrumTypes::OPTION, DrumTypes::sanitize( $rows ) );
		$this->assertSame( 6000, DrumTypes::find( 'wood-800' )['deposit_cents'] ?? null, 'the changed deposit is stored' );

		$rows[2]['deposit'] = 'sixty';
		$this->assertSame( DrumTypes::stored(), DrumTypes::sanitize( $rows ), 'an invalid row keeps the stored list' );

		$this->stock_article( array( 'drum_type' => 'wood-1200' ) );
		unset( $rows[4] );
		require_once ABSPATH . 'wp-admin/includes/template.php';
		global $wp_settings_errors;
		$wp_settings_errors = array(); // phpcs:ignore WordPress.WP.GlobalVariablesOverride.Prohibited -- reset before reading the new error.
		$this->assertSame( DrumTypes::stored(), DrumTypes::sanitize( array_values( $rows ) ), 'a drum type articles use is not removed' );
		$this->assertStringContainsString( 'Drum type wood-1200 is set on', (string) ( $wp_settings_errors[0]['message'] ?? '' ) );
	}
}
