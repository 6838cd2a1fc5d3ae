<?php
/**
 * The compiled translations (languages/<locale>.l10n.php) answer exactly as the MO files do.
 *
 * @package Kabelshop
 */

declare( strict_types=1 );

namespace Kabelshop\Tests\I18n;

use Kabelshop\I18n\CompiledTranslations;
use Kabelshop\I18n\Locale;
use Kabelshop\Tests\TestCase;
use MO;
use Translation_Entry;

/**
 * Issue 16: Locale::load_compiled() loads the array bin/build-mo.php writes instead of parsing the
 * MO. A buyer must read the same words either way: every entry of both languages, every plural
 * form, contexts, untranslated texts, and a domain merged or added to after loading.
 */
final class CompiledTranslationsTest extends TestCase {

	/**
	 * The MO and the compiled file of a locale, as built by bin/build-mo.php (npm run build).
	 *
	 * @param string $locale 'hr' | 'sr_RS'.
	 * @return array{0: MO, 1: CompiledTranslations}
	 */
	private function both( string $locale ): array {
		$dir = get_template_directory() . '/languages/';
		$mo  = new MO();
		$this->assertTrue( $mo->import_from_file( $dir . $locale . '.mo' ), "languages/$locale.mo is built" );
		$this->assertFileExists( $dir . $locale . '.compiled.php', 'bin/build-mo.php writes the compiled file beside the MO' );
		return array( $mo, new CompiledTranslations( include $dir . $locale . '.compiled.php' ) );
	}

	/**
	 * @return array<string, array{string}>
	 */
	public static function locales(): array {
		return array(
			'Croatian' => array( 'hr' ),
			'Serbian'  => array( 'sr_RS' ),
		);
	}

	/**
	 * @dataProvider locales
	 * @param string $locale WordPress locale.
	 */
	public function test_every_entry_reads_as_in_the_mo( string $locale ): void {
		[ $mo, $compiled ] = $this->both( $locale );
		$this->assertGreaterThan( 1000, count( $mo->entries ), 'the whole catalogue is compared' );
		$plurals = 0;
		foreach ( $mo->entries as $entry ) {
			$this->assertSame( $mo->translate( $entry->singular, $entry->context ), $compiled->translate( $entry->singular, $entry->context ), $entry->key() );
			if ( $entry->is_plural ) {
				++$plurals;
				foreach ( array( 0, 1, 2, 4, 5, 11, 21, 22, 25, 101, 112 ) as $count ) {
					$this->assertSame(
						$mo->translate_plural( $entry->singular, $entry->plural, $count, $entry->context ),
						$compiled->translate_plural( $entry->singular, $entry->plural, $count, $entry->context ),
						$entry->key() . " ($count)"
					);
				}
			}
		}
		$this->assertGreaterThan( 0, $plurals, 'plural entries are compared' );
		// A text with no translation reads as itself, in the English plural form by the count.
		$this->assertSame( 'No such text here', $compiled->translate( 'No such text here' ) );
		$this->assertSame( 'one drum', $compiled->translate_plural( 'one drum', '%d drums', 1 ) );
		$this->assertSame( '%d drums', $compiled->translate_plural( 'one drum', '%d drums', 3 ) );
	}

	public function test_merging_and_adding_after_loading_keeps_every_entry(): void {
		[ $mo, $compiled ] = $this->both( 'hr' );
		$merged            = new MO();
		$merged->merge_with( $compiled ); // Core's load_textdomain() does this when a domain is loaded twice.
		$keys = array_keys( $mo->entries );
		$got  = array_keys( $merged->entries );
		sort( $keys );
		sort( $got );
		$this->assertSame( $keys, $got );
		foreach ( $mo->entries as $key => $entry ) {
			$this->assertSame( $entry->translations, $merged->entries[ $key ]->translations, $key );
			$this->assertSame( $entry->plural, $merged->entries[ $key ]->plural, $key );
			$this->assertSame( $entry->context, $merged->entries[ $key ]->context, $key );
		}
		$compiled->add_entry(
			new Translation_Entry(
				array(
					'singular'     => 'Added later',
					'translations' => array( 'Dodano poslije' ),
				)
			)
		);
		$this->assertSame( 'Dodano poslije', $compiled->translate( 'Added later' ) );
		$this->assertSame( $mo->translate( 'Please choose a country from the list.' ), $compiled->translate( 'Please choose a country from the list.' ) );
	}

	public function test_the_theme_loads_the_compiled_file_and_the_mo_when_it_is_stale(): void {
		$in_croatian = static fn () => Locale::in_language( 'hr', static fn () => array( $GLOBALS['l10n']['kabelshop'] ?? null, __( 'Please choose a country from the list.', 'kabelshop' ) ) );
		if ( Locale::core_compiles() ) {
			$this->markTestSkipped( 'WordPress 6.5+ loads languages/hr.l10n.php itself: test_core_loads_its_own_compiled_file' );
		}
		[ $loaded, $text ] = $in_croatian();
		$this->assertInstanceOf( CompiledTranslations::class, $loaded );
		$this->assertSame( 'Odaberite državu s popisa.', $text );

		// A compiled file older than the MO (an old build beside a new MO) is not used.
		$file = get_template_directory() . '/languages/hr.compiled.php';
		$time = (int) filemtime( $file );
		touch( $file, $time - 3600 );
		clearstatcache();
		try {
			[ $loaded, $text ] = $in_croatian();
		} finally {
			touch( $file, $time );
			clearstatcache();
		}
		$this->assertInstanceOf( MO::class, $loaded );
		$this->assertSame( 'Odaberite državu s popisa.', $text );
	}

	/**
	 * WordPress 6.5 and later: no CompiledTranslations; core reads languages/<locale>.l10n.php (the
	 * format bin/build-mo.php writes for it) and answers as the MO does, plural forms included.
	 */
	public function test_core_loads_its_own_compiled_file(): void {
		if ( ! Locale::core_compiles() ) {
			$this->markTestSkipped( 'WordPress before 6.5 has no WP_Translation_Controller' );
		}
		$mo = new MO();
		$this->assertTrue( $mo->import_from_file( get_template_directory() . '/languages/hr.mo' ) );
		$this->assertFalse( has_filter( 'override_load_textdomain' ), 'the theme leaves loading to core' );
		$files  = array();
		$record = static function ( $file, $domain ) use ( &$files ) {
			if ( 'kabelshop' === $domain ) {
				$files[] = $file;
			}
			return $file;
		};
		add_filter( 'load_translation_file', $record, 99, 2 );
		unload_textdomain( 'kabelshop' ); // So that in_language() loads the Croatian file anew.
		[ $loaded, $texts ] = Locale::in_language(
			'hr',
			static function () use ( $mo ): array {
				$texts = array();
				foreach ( $mo->entries as $entry ) {
					$texts[] = $entry->is_plural
						? array_map( static fn ( int $n ): string => _nx( $entry->singular, (string) $entry->plural, $n, (string) $entry->context, 'kabelshop' ), array( 1, 2, 5, 21 ) )
						: ( null === $entry->context ? __( $entry->singular, 'kabelshop' ) : _x( $entry->singular, $entry->context, 'kabelshop' ) ); // phpcs:ignore WordPress.WP.I18n -- every entry of the catalogue.
				}
				return array( $GLOBALS['l10n']['kabelshop'] ?? null, $texts );
			}
		);
		remove_filter( 'load_translation_file', $record, 99 );
		\Kabelshop\I18n\Locale::load_translations();
		$this->assertInstanceOf( \WP_Translations::class, $loaded );
		$expected = array();
		foreach ( $mo->entries as $entry ) {
			$expected[] = $entry->is_plural
				? array_map( static fn ( int $n ): string => $mo->translate_plural( $entry->singular, $entry->plural, $n, $entry->context ), array( 1, 2, 5, 21 ) )
				: $mo->translate( $entry->singular, $entry->context );
		}
		$this->assertSame( $expected, $texts );
		$this->assertContains( get_template_directory() . '/languages/hr.l10n.php', $files, 'core read the PHP file, not the MO' );
	}
}
