<?php
/**
 * The price history and the change mail's contents.
 *
 * @package Kabelshop
 */

declare( strict_types=1 );

namespace Kabelshop\Tests\Newsletter;

use Kabelshop\Catalog\CsvImporter;
use Kabelshop\I18n\LocalizedMail;
use Kabelshop\Newsletter\ChangeMail;
use Kabelshop\Newsletter\PriceHistory;
use Kabelshop\Tests\TestCase;

/**
 * Every price written through ArticleRepository::upsert() (import, seed) lands in the history; the
 * change mail lists the articles whose price changed in a period with old and new price per metre
 * and the change in percent, in the recipient's language and number format (spec section 9).
 * Periods lie in 2031 so that the seeded catalogue's history is outside them.
 */
final class PriceHistoryTest extends TestCase {

	use NewsletterFixtures;

	public function test_a_price_is_recorded_when_it_changes_and_only_then(): void {
		$code = $this->upsert_article( 'NL-HISTORY NYM-J', '3x1.5', 4200 );
		$this->set_price( $code, 4200 );
		$this->set_price( $code, 4410 );
		$this->set_price( $code, 4410 );
		$this->assertSame( array( 4200, 4410 ), array_column( PriceHistory::of( $code ), 'unit_price_e4' ) );
	}

	public function test_the_catalogue_import_records_a_changed_price(): void {
		$code  = strtoupper( $this->unique( 'KS-NL-IMP-' ) );
		$row   = static fn( string $price ): array => array(
			array(
				'line'   => 2,
				'values' => array(
					'article_code'         => $code,
					'designation'          => 'NL-IMPORT ' . $code,
					'category'             => 'installation-cables',
					'size_label'           => '3x1.5',
					'packaging'            => 'ring',
					'package_length_m'     => '100',
					'unit_price_eur_per_m' => $price,
				),
			),
		);
		$first = ( new CsvImporter() )->import_rows( $row( '0.4200' ) );
		$this->assertTrue( $first->ok(), wp_json_encode( $first->errors ) );
		$again = ( new CsvImporter() )->import_rows( $row( '0.4200' ) );
		$this->assertTrue( $again->ok() );
		$second = ( new CsvImporter() )->import_rows( $row( '0.4410' ) );
		$this->assertTrue( $second->ok() );
		$this->assertSame( array( 4200, 4410 ), array_column( PriceHistory::of( $code ), 'unit_price_e4' ) );
	}

	public function test_change_in_percent_is_exact_and_rounded_half_away_from_zero(): void {
		$this->assertSame( 50, PriceHistory::change_permille( 4200, 4410 ) );
		$this->assertSame( -50, PriceHistory::change_permille( 4410, 4190 ) );
		$this->assertSame( 1, PriceHistory::change_permille( 20000, 20010 ), '0.05 % rounds up to 0.1 %' );
		$this->assertSame( 0, PriceHistory::change_permille( 20000, 20009 ) );
		$this->assertSame( 333, PriceHistory::change_permille( 3, 4 ) );
		$this->assertSame( -1, PriceHistory::change_permille( 20000, 19990 ), '-0.05 % rounds to -0.1 %' );
	}

	/**
	 * A known history in 2031: A rose 4200 -> 4410 (+5.0 %), B fell 123456 -> 117283 (-5.0 %) and
	 * then nothing, C changed and came back (no change), D is new in the period (no change), E changed
	 * after the period, F went from a price to none ("on request", 0: no change to mail).
	 *
	 * @return array{0: string, 1: string, 2: string, 3: string, 4: string, 5: string} Codes A..E and the designation prefix.
	 */
	private function known_history(): array {
		$name = strtoupper( $this->unique( 'NL' ) );
		$a    = $this->upsert_article( $name . ' NYM-J', '3x1.5', 4200 );
		$this->set_price( $a, 4410 );
		$this->history_at( $a, array( '2031-01-01 00:00:00', '2031-02-10 08:00:00' ) );
		$b = $this->upsert_article( $name . ' NYM-J', '5x16', 123456 );
		$this->set_price( $b, 117283 );
		$this->history_at( $b, array( '2030-12-01 00:00:00', '2031-02-11 08:00:00' ) );
		$c = $this->upsert_article( $name . ' PP00', '3x2.5', 5000 );
		$this->set_price( $c, 5500 );
		$this->set_price( $c, 5000 );
		$this->history_at( $c, array( '2031-01-01 00:00:00', '2031-02-05 00:00:00', '2031-02-20 00:00:00' ) );
		$d = $this->upsert_article( $name . ' PP00', '5x2.5', 9000 );
		$this->history_at( $d, array( '2031-02-15 00:00:00' ) );
		$e = $this->upsert_article( $name . ' PP00', '4x4', 7000 );
		$this->set_price( $e, 7700 );
		$this->history_at( $e, array( '2031-01-01 00:00:00', '2031-03-05 00:00:00' ) );
		$f = $this->upsert_article( $name . ' PP00', '5x4', 8000 );
		$this->set_price( $f, 0 );
		$this->history_at( $f, array( '2031-01-01 00:00:00', '2031-02-12 00:00:00' ) );
		return array( $a, $b, $c, $d, $e, $name );
	}

	public function test_changes_of_a_period_are_the_articles_whose_price_changed(): void {
		list( $a, $b, , , , $name ) = $this->known_history();
		$changes                    = self::only( PriceHistory::changes( '2031-02-01 00:00:00', '2031-03-01 00:00:00' ), $name );
		$this->assertSame( array( $a, $b ), array_column( $changes, 'article_code' ) );
		$this->assertSame( array( 4200, 123456 ), array_column( $changes, 'old_e4' ) );
		$this->assertSame( array( 4410, 117283 ), array_column( $changes, 'new_e4' ) );
	}

	public function test_the_change_mail_in_english_croatian_and_serbian(): void {
		list( $a, $b, , , , $name ) = $this->known_history();
		$changes                    = self::only( PriceHistory::changes( '2031-02-01 00:00:00', '2031-03-01 00:00:00' ), $name );
		$subscriber    = array(
			'id'       => 7,
			'email'    => 'reader@example.test',
			'language' => 'en',
		);
		$build         = static fn( string $language ): array => LocalizedMail::send_in( $language, static fn(): array => ChangeMail::build( $changes, '2031-02-01 00:00:00', '2031-03-01 00:00:00', array( 'language' => $language ) + $subscriber ) );

		$en = $build( 'en' );
		$this->assertStringContainsString( 'Cable price-list changes until', $en['subject'] );
		$this->assertStringContainsString( 'changed between 02/01/2031 and 03/01/2031', $en['body'] );
		$this->assertStringContainsString( "3x1.5 · Ring 100 m · {$a}: €0.4200 → €0.4410 per metre (+5.0%)", $en['body'] );
		$this->assertStringContainsString( "5x16 · Ring 100 m · {$b}: €12.3456 → €11.7283 per metre (-5.0%)", $en['body'] );
		$this->assertStringContainsString( 'kabelshop_newsletter=unsubscribe', $en['body'] );
		$this->assertLessThan( strpos( $en['body'], $b ), strpos( $en['body'], $a ), 'sizes in catalogue order within the type' );
		$this->assertSame( 1, substr_count( $en['body'], $name . ' NYM-J' ), 'one heading per cable type' );
		$this->assertStringContainsString( "\n\n" . $name . " NYM-J\n  3x1.5", $en['body'] );

		$hr = $build( 'hr' );
		$this->assertStringContainsString( '01.02.2031.', $hr['body'] );
		$this->assertStringContainsString( "3x1,5 · Kolut 100 m · {$a}: 0,4200 € → 0,4410 €", $hr['body'] );
		$this->assertStringContainsString( '(+5,0 %)', $hr['body'] );
		$this->assertStringContainsString( '12,3456 € → 11,7283 €', $hr['body'] );
		$this->assertStringContainsString( '(-5,0 %)', $hr['body'] );
		$this->assertStringNotContainsString( 'per metre', $hr['body'] );

		$sr = $build( 'sr' );
		$this->assertStringContainsString( '0,4200 € → 0,4410 €', $sr['body'] );
		$this->assertStringContainsString( '(+5,0 %)', $sr['body'] );
		$this->assertStringNotContainsString( 'per metre', $sr['body'] );
		$this->assertNotSame( $hr['subject'], $sr['subject'] );
	}

	/**
	 * The changes of this test's cable types (other tests of the run write 2031 prices too).
	 *
	 * @param list<array<string, mixed>> $changes PriceHistory::changes().
	 * @param string                     $name    Designation prefix.
	 * @return list<array<string, mixed>>
	 */
	private static function only( array $changes, string $name ): array {
		return array_values( array_filter( $changes, static fn( array $change ): bool => str_starts_with( $change['designation'], $name . ' ' ) ) );
	}
}
