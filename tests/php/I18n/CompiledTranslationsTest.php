<?php
/**
 * The theme's compiled translations (languages/<locale>.l10n.php) answer exactly as the MO files do.
 *
 * @package Kabelshop
 */

declare( strict_types=1 );

namespace Kabelshop\Tests\I18n;

use Kabelshop\I18n\Locale;
use Kabelshop\Tests\TestCase;
use MO;

/**
 * Issue 16's saving (no Croatian or Serbian request parses the MO) is core's since WordPress 6.5:
 * bin/build-mo.php writes languages/<locale>.l10n.php in core's format and core loads it in place
 * of the MO (the theme's own CompiledTranslations went with issue 28, when the lowest declared
 * release became 6.8). A buyer must read the same words either way: every entry, every plural form
 * and context.
 */
final class CompiledTranslationsTest extends TestCase {

	/**
	 * Core reads languages/<locale>.l10n.php (the format bin/build-mo.php writes for it) and answers
	 * as the MO does, plural forms included; the plugin adds no loader of its own.
	 */
	public function test_core_loads_its_own_compiled_file(): void {
		$mo = new MO();
		$this->assertTrue( $mo->import_from_file( KABELSHOP_CORE_DIR . '/languages/hr.mo' ) );
		$this->assertFalse( has_filter( 'override_load_textdomain' ), 'the plugin leaves loading to core' );
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
		$this->assertContains( KABELSHOP_CORE_DIR . '/languages/hr.l10n.php', $files, 'core read the PHP file, not the MO' );
	}
}
