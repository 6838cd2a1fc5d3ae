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
		$call  = '/\b(__|_e|esc_html__|esc_html_e|esc_attr__|esc_attr_e|_x|_ex|esc_html_x|esc_attr_x|_n|_nx)\(\s*' . $quote . '(?:\s*,\s*' . $quote . ')?/';
		foreach ( $files as $file ) {
			$lines = file( $file );
			foreach ( $lines as $number => $line ) {
				if ( ! str_contains( $line, "'kabelshop'" ) ) {
					continue;
				}
				if ( preg_match_all( $call, $line, $matches, PREG_SET_ORDER ) ) {
					foreach ( $matches as $match ) {
						$where = basename( $file ) . ':' . ( $number + 1 );
						$msgid = stripcslashes( $match[2] );
						// _x() and friends: the second argument is the context (msgctxt), part of the key.
						if ( str_ends_with( $match[1], 'x' ) && '_nx' !== $match[1] && isset( $match[3] ) ) {
							$found[ self::key( stripcslashes( $match[3] ), $msgid ) ] = $where;
							continue;
						}
						$found[ $msgid ] = $where;
						if ( str_starts_with( $match[1], '_n' ) && isset( $match[3] ) && '' !== $match[3] ) {
							$found[ stripcslashes( $match[3] ) ] = $where . ' (plural)';
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
					$out[ self::key( $entry->context, $entry->singular ) ] = true;
					if ( $entry->is_plural ) {
						$out[ $entry->plural ] = true;
					}
				}
			}
		}
		return $out;
	}

	/**
	 * Lookup key of a msgid: "context\x04msgid" as in a .mo file, or the msgid alone.
	 *
	 * @param string|null $context msgctxt or null.
	 * @param string      $msgid   msgid.
	 */
	private static function key( ?string $context, string $msgid ): string {
		return null === $context || '' === $context ? $msgid : $context . "\x04" . $msgid;
	}

	/**
	 * A locale's .po files are merged into one .mo (bin/build-mo.php), so a msgid that two files
	 * translate differently would show either text depending on file order. Words that need two
	 * translations (an order's status vs an item's) carry a context instead.
	 *
	 * @return array<string, list<string>> key => "file: translation" for every key with two texts.
	 */
	private function conflicts( string $locale ): array {
		require_once ABSPATH . WPINC . '/pomo/po.php';
		$seen = array();
		foreach ( glob( dirname( __DIR__, 3 ) . '/languages/po/' . $locale . '/*.po' ) as $file ) {
			$po = new \PO();
			$po->import_from_file( $file );
			foreach ( $po->entries as $entry ) {
				$seen[ self::key( $entry->context, $entry->singular ) ][ implode( ' | ', $entry->translations ) ][] = basename( $file );
			}
		}
		$out = array();
		foreach ( $seen as $key => $texts ) {
			if ( count( $texts ) > 1 ) {
				foreach ( $texts as $text => $files ) {
					$out[ $key ][] = implode( ', ', $files ) . ': ' . $text;
				}
			}
		}
		return $out;
	}

	public function test_no_string_is_translated_two_ways(): void {
		$this->assertSame( array(), $this->conflicts( 'hr' ), 'msgids with two Croatian translations' );
		$this->assertSame( array(), $this->conflicts( 'sr_RS' ), 'msgids with two Serbian translations' );
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
		\Kabelshop\I18n\Locale::load_translations();
		$text  = __( 'Please log in first.', 'kabelshop' );
		$order = \Kabelshop\Commerce\OrderStatus::label( 'shipped' );
		$item  = \Kabelshop\Commerce\OrderItemStatus::label( 'shipped' );
		restore_previous_locale();
		$this->assertSame( 'Najprije se prijavite.', $text );
		// "narudžba" is feminine, an item's status is said of "stavka"/"pakiranje" in the neuter.
		$this->assertSame( 'Poslana', $order );
		$this->assertSame( 'Poslano', $item );
	}
}
