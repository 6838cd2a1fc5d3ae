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

	/** @var list<string> Calls whose text domain is the other package's, found by used_strings(). */
	private static array $wrong_domain = array();

	/**
	 * msgids used in the code: [ msgid => 'file:line' ], keys "context\x04msgid" for _x() and
	 * friends, plurals under their own key. Read from PHP's tokens (not lines), so a call whose
	 * msgid, context or text domain sits on another line than its name is found as well: each
	 * gettext function followed by "(", its arguments split at top-level commas, literal strings
	 * only, text domain 'kabelshop-core' (the plugin's) or 'kabelshop' (the theme's): one catalogue.
	 *
	 * @return array<string, string>
	 */
	private function used_strings(): array {
		$files = \Kabelshop\Tests\Sources::all();
		// Function => positions of [ msgid, plural, context, domain ] among its arguments.
		$functions = array(
			'__'           => array( 0, null, null, 1 ),
			'_e'           => array( 0, null, null, 1 ),
			'esc_html__'   => array( 0, null, null, 1 ),
			'esc_html_e'   => array( 0, null, null, 1 ),
			'esc_attr__'   => array( 0, null, null, 1 ),
			'esc_attr_e'   => array( 0, null, null, 1 ),
			'_x'           => array( 0, null, 1, 2 ),
			'_ex'          => array( 0, null, 1, 2 ),
			'esc_html_x'   => array( 0, null, 1, 2 ),
			'esc_attr_x'   => array( 0, null, 1, 2 ),
			'_n'           => array( 0, 1, null, 3 ),
			'_nx'          => array( 0, 1, 3, 4 ),
			'_n_noop'      => array( 0, 1, null, 2 ),
			'_nx_noop'     => array( 0, 1, 2, 3 ),
		);
		$found     = array();
		foreach ( $files as $file ) {
			$tokens = array_values(
				array_filter(
					token_get_all( (string) file_get_contents( $file ) ),
					static fn( $token ): bool => ! is_array( $token ) || ! in_array( $token[0], array( T_WHITESPACE, T_COMMENT, T_DOC_COMMENT ), true )
				)
			);
			$count  = count( $tokens );
			for ( $i = 0; $i < $count; $i++ ) {
				$token = $tokens[ $i ];
				$prev  = $tokens[ $i - 1 ] ?? null;
				if ( ! is_array( $token ) || T_STRING !== $token[0] || ! isset( $functions[ $token[1] ] ) || '(' !== ( $tokens[ $i + 1 ] ?? null )
					|| ( is_array( $prev ) && in_array( $prev[0], array( T_FUNCTION, T_OBJECT_OPERATOR, T_DOUBLE_COLON ), true ) ) ) {
					continue;
				}
				$args = self::literal_arguments( $tokens, $i + 2 );
				list( $single, $plural, $context, $domain ) = $functions[ $token[1] ];
				$got = $args[ $domain ] ?? null;
				if ( ! in_array( $got, \Kabelshop\I18n\Locale::DOMAINS, true ) || null === ( $args[ $single ] ?? null ) ) {
					continue;
				}
				$where = basename( $file ) . ':' . $token[2];
				// The plugin's strings in its own domain (its slug), the theme's in the theme's (issue 29).
				if ( ( str_contains( $file, '/' . \Kabelshop\Tests\Sources::PLUGIN . '/' ) ? 'kabelshop-core' : 'kabelshop' ) !== $got ) {
					self::$wrong_domain[] = $where . ' ' . $got;
				}
				$found[ self::key( null === $context ? null : ( $args[ $context ] ?? null ), (string) $args[ $single ] ) ] = $where;
				if ( null !== $plural && null !== ( $args[ $plural ] ?? null ) && '' !== $args[ $plural ] ) {
					$found[ (string) $args[ $plural ] ] = $where . ' (plural)';
				}
			}
		}
		return $found;
	}

	/**
	 * The arguments of a call from the token after its "(": each literal string's value, null for
	 * anything else (a variable, a call, a concatenation).
	 *
	 * @param array<int, mixed> $tokens Tokens without whitespace and comments.
	 * @param int               $at     Index of the first argument's first token.
	 * @return list<string|null>
	 */
	private static function literal_arguments( array $tokens, int $at ): array {
		$args  = array();
		$count = count( $tokens );
		while ( $at < $count ) {
			$first = $tokens[ $at ];
			$next  = $tokens[ $at + 1 ] ?? null;
			if ( is_array( $first ) && T_CONSTANT_ENCAPSED_STRING === $first[0] && ( ',' === $next || ')' === $next ) ) {
				$quoted = $first[1];
				$args[] = "'" === $quoted[0]
					? strtr( substr( $quoted, 1, -1 ), array( "\\'" => "'", '\\\\' => '\\' ) )
					: stripcslashes( substr( $quoted, 1, -1 ) );
				++$at;
			} else {
				$args[] = null;
				for ( $depth = 0; $at < $count; $at++ ) {
					$piece = $tokens[ $at ];
					if ( '(' === $piece || '[' === $piece ) {
						++$depth;
					} elseif ( ')' === $piece || ']' === $piece ) {
						if ( 0 === $depth-- ) {
							break;
						}
					} elseif ( ',' === $piece && 0 === $depth ) {
						break;
					}
				}
			}
			if ( ',' !== ( $tokens[ $at ] ?? null ) ) {
				break;
			}
			++$at;
		}
		return $args;
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

	/**
	 * A translation no code asks for any more (its English text was changed or removed) is dead
	 * weight that reviewers keep reading and translators keep maintaining: every translated msgid
	 * is one the code uses.
	 */
	public function test_no_translation_is_left_that_the_code_no_longer_uses(): void {
		$used = $this->used_strings();
		$this->assertSame( array(), array_keys( array_diff_key( $this->translated( 'hr' ), $used ) ), 'Croatian translations of strings the code no longer uses (languages/po/hr)' );
		$this->assertSame( array(), array_keys( array_diff_key( $this->translated( 'sr_RS' ), $used ) ), 'Serbian translations of strings the code no longer uses (languages/po/sr_RS)' );
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

	public function test_each_package_translates_in_its_own_text_domain(): void {
		self::$wrong_domain = array();
		$this->assertNotEmpty( $this->used_strings() );
		$this->assertSame( array(), self::$wrong_domain, 'the plugin uses kabelshop-core, the theme kabelshop' );
	}
}
