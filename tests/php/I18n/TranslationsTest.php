<?php
/**
 * Every PHP string a person reads exists in all three languages.
 *
 * @package Kabelshop
 */

declare( strict_types=1 );

namespace Kabelshop\Tests\I18n;

use Kabelshop\Tests\TestCase;

/**
 * Scans the theme's PHP for gettext calls in the kabelshop text domain and checks that each
 * msgid (and plural) has a non-empty translation in languages/po/hr and languages/po/sr_RS.
 * English is the source language, so en-US needs no file.
 */
final class TranslationsTest extends TestCase {

	/**
	 * msgids used in the code: [ msgid => 'file:line' ].
	 *
	 * @return array<string, string>
	 */
	private function used_strings(): array {
		$root  = dirname( __DIR__, 3 );
		$files = array_merge(
			glob( $root . '/*.php' ),
			$this->php_files( $root . '/inc' ),
			$this->php_files( $root . '/templates' )
		);
		$found = array();
		$quote = "'((?:[^'\\\\]|\\\\.)*)'";
		$call  = '/\b(?:__|_e|esc_html__|esc_html_e|esc_attr__|esc_attr_e|_x|_ex|esc_html_x|esc_attr_x|_n|_nx)\(\s*' . $quote . '(?:\s*,\s*' . $quote . ')?/';
		foreach ( $files as $file ) {
			$lines = file( $file );
			foreach ( $lines as $number => $line ) {
				if ( ! str_contains( $line, "'kabelshop'" ) ) {
					continue;
				}
				if ( preg_match_all( $call, $line, $matches, PREG_SET_ORDER ) ) {
					foreach ( $matches as $match ) {
						$found[ stripcslashes( $match[1] ) ] = basename( $file ) . ':' . ( $number + 1 );
						if ( preg_match( '/\b_n(x)?\(/', $match[0] ) && isset( $match[2] ) && '' !== $match[2] ) {
							$found[ stripcslashes( $match[2] ) ] = basename( $file ) . ':' . ( $number + 1 ) . ' (plural)';
						}
					}
				}
			}
		}
		return $found;
	}

	/**
	 * PHP files below a folder.
	 *
	 * @param string $dir Folder.
	 * @return string[]
	 */
	private function php_files( string $dir ): array {
		if ( ! is_dir( $dir ) ) {
			return array();
		}
		$out = array();
		foreach ( new \RecursiveIteratorIterator( new \RecursiveDirectoryIterator( $dir, \FilesystemIterator::SKIP_DOTS ) ) as $file ) {
			if ( str_ends_with( (string) $file, '.php' ) ) {
				$out[] = (string) $file;
			}
		}
		return $out;
	}

	/**
	 * Translated msgids of a locale: singulars and plurals with all their forms filled.
	 *
	 * @param string $locale 'hr' or 'sr_RS'.
	 * @return array<string, true>
	 */
	private function translated( string $locale ): array {
		require_once ABSPATH . WPINC . '/pomo/po.php';
		$out = array();
		foreach ( glob( dirname( __DIR__, 3 ) . '/languages/po/' . $locale . '/*.po' ) as $file ) {
			$po = new \PO();
			$this->assertTrue( $po->import_from_file( $file ), "cannot parse $file" );
			foreach ( $po->entries as $entry ) {
				$filled = array_filter( $entry->translations, static fn( $t ) => '' !== trim( (string) $t ) );
				$needed = $entry->is_plural ? 3 : 1;
				if ( count( $filled ) >= $needed ) {
					$out[ $entry->singular ] = true;
					if ( $entry->is_plural ) {
						$out[ $entry->plural ] = true;
					}
				}
			}
		}
		return $out;
	}

	public function test_code_uses_strings_at_all(): void {
		$this->assertGreaterThan( 10, count( $this->used_strings() ) );
	}

	public function test_every_string_has_a_croatian_translation(): void {
		$missing = array_diff_key( $this->used_strings(), $this->translated( 'hr' ) );
		$this->assertSame( array(), $missing, 'strings without a Croatian translation (languages/po/hr)' );
	}

	public function test_every_string_has_a_serbian_translation(): void {
		$missing = array_diff_key( $this->used_strings(), $this->translated( 'sr_RS' ) );
		$this->assertSame( array(), $missing, 'strings without a Serbian translation (languages/po/sr_RS)' );
	}

	public function test_serbian_is_latin_script(): void {
		foreach ( glob( dirname( __DIR__, 3 ) . '/languages/po/sr_RS/*.po' ) as $file ) {
			$this->assertDoesNotMatchRegularExpression( '/\p{Cyrillic}/u', (string) file_get_contents( $file ), basename( $file ) . ' contains Cyrillic' );
		}
	}

	public function test_croatian_translation_is_served(): void {
		switch_to_locale( 'hr' );
		load_theme_textdomain( 'kabelshop', get_template_directory() . '/languages' );
		$text = __( 'Please log in first.', 'kabelshop' );
		restore_previous_locale();
		$this->assertSame( 'Najprije se prijavite.', $text );
	}
}
