<?php
/**
 * The plugin never calls the theme.
 *
 * @package Kabelshop
 */

declare( strict_types=1 );

namespace Kabelshop\Tests\Quality;

use Kabelshop\Tests\Sources;
use Kabelshop\Tests\TestCase;

/**
 * Issue 29's boundary between the two packages (docs/architecture.md): the theme calls the
 * plugin's public services and hooks; the plugin (plugins/kabelshop-core) references no class of the
 * theme (inc/), no theme constant and none of WordPress's functions that read the active theme's
 * files, except View\Templates, whose locate_template() is the one theme override lookup (as
 * WooCommerce's wc_locate_template()). Read from PHP's tokens, so comments that name the theme do
 * not count and names are resolved as PHP resolves them (namespace, use imports).
 */
final class PackageBoundaryTest extends TestCase {

	/** WordPress's functions that read the active theme's folder or URL. */
	private const THEME_FUNCTIONS = array(
		'get_template',
		'get_template_directory',
		'get_template_directory_uri',
		'get_stylesheet',
		'get_stylesheet_directory',
		'get_stylesheet_directory_uri',
		'get_stylesheet_uri',
		'get_template_part',
		'get_theme_file_path',
		'get_theme_file_uri',
		'get_parent_theme_file_path',
		'get_parent_theme_file_uri',
		'locate_template',
		'load_theme_textdomain',
	);

	/** The theme's own constants. */
	private const THEME_CONSTANTS = array( 'KABELSHOP_DIR' );

	/** The plugin's one file that may call locate_template() (relative to the plugin). */
	private const LOCATOR = 'src/View/Templates.php';

	/**
	 * The classes the theme declares (inc/), fully qualified without the leading backslash.
	 *
	 * @return list<string>
	 */
	public static function theme_classes(): array {
		$classes = array();
		foreach ( Sources::theme() as $file ) {
			if ( ! str_contains( $file, '/inc/' ) ) {
				continue;
			}
			$code = (string) file_get_contents( $file );
			if ( preg_match( '/^namespace\s+([A-Za-z0-9_\\\\]+);/m', $code, $ns ) && preg_match( '/^(?:final\s+|abstract\s+)?(?:class|interface|trait|enum)\s+(\w+)/m', $code, $class ) ) {
				$classes[] = $ns[1] . '\\' . $class[1];
			}
		}
		sort( $classes );
		return $classes;
	}

	/**
	 * What a piece of plugin code references of the theme: 'line N: name' entries.
	 *
	 * @param string       $code          PHP source.
	 * @param list<string> $theme_classes theme_classes().
	 * @param bool         $may_locate    Whether locate_template() is allowed (View\Templates).
	 * @return list<string>
	 */
	public static function violations( string $code, array $theme_classes, bool $may_locate = false ): array {
		$tokens    = array_values(
			array_filter(
				token_get_all( $code ),
				static fn( $token ): bool => ! is_array( $token ) || ! in_array( $token[0], array( T_WHITESPACE, T_COMMENT, T_DOC_COMMENT ), true )
			)
		);
		$namespace = '';
		$uses      = array();
		$found     = array();
		$classes   = array_flip( array_map( 'strtolower', $theme_classes ) );
		foreach ( $tokens as $i => $token ) {
			if ( ! is_array( $token ) ) {
				continue;
			}
			$previous = $tokens[ $i - 1 ] ?? null;
			$next     = $tokens[ $i + 1 ] ?? null;
			if ( T_NAMESPACE === $token[0] && is_array( $next ) ) {
				$namespace = ltrim( (string) $next[1], '\\' );
				continue;
			}
			if ( T_USE === $token[0] && is_array( $next ) && in_array( $next[0], array( T_NAME_QUALIFIED, T_NAME_FULLY_QUALIFIED, T_STRING ), true ) && '' !== $namespace && 0 === self::depth( $tokens, $i ) ) {
				$name  = ltrim( (string) $next[1], '\\' );
				$after = $tokens[ $i + 2 ] ?? null;
				$alias = is_array( $after ) && T_AS === $after[0] && is_array( $tokens[ $i + 3 ] ?? null ) ? (string) $tokens[ $i + 3 ][1] : substr( (string) strrchr( '\\' . $name, '\\' ), 1 );
				$uses[ strtolower( $alias ) ] = $name;
				if ( isset( $classes[ strtolower( $name ) ] ) ) {
					$found[] = 'line ' . $token[2] . ': use ' . $name;
				}
				continue;
			}
			if ( in_array( $token[0], array( T_NAME_FULLY_QUALIFIED, T_NAME_QUALIFIED, T_STRING ), true ) ) {
				$text = (string) $token[1];
				if ( is_array( $previous ) && in_array( $previous[0], array( T_USE, T_NAMESPACE, T_FUNCTION, T_CONST, T_AS ), true ) ) {
					continue;
				}
				if ( is_string( $previous ) && '-' === $previous ) {
					continue;
				}
				if ( is_array( $previous ) && in_array( $previous[0], array( T_OBJECT_OPERATOR, T_NULLSAFE_OBJECT_OPERATOR, T_DOUBLE_COLON ), true ) ) {
					continue; // A method, property or class constant name.
				}
				$call = '(' === $next;
				$bare = strtolower( ltrim( $text, '\\' ) );
				if ( $call && in_array( $bare, self::THEME_FUNCTIONS, true ) && ! ( $may_locate && 'locate_template' === $bare ) ) {
					$found[] = 'line ' . $token[2] . ': ' . $bare . '()';
					continue;
				}
				if ( ! $call && T_STRING === $token[0] && in_array( $text, self::THEME_CONSTANTS, true ) ) {
					$found[] = 'line ' . $token[2] . ': ' . $text;
					continue;
				}
				if ( T_NAME_FULLY_QUALIFIED === $token[0] ) {
					$resolved = ltrim( $text, '\\' );
				} else {
					$first    = strtolower( explode( '\\', $text )[0] );
					$rest     = substr( $text, strlen( $first ) );
					$resolved = isset( $uses[ $first ] ) ? $uses[ $first ] . $rest : ( '' === $namespace ? $text : $namespace . '\\' . $text );
				}
				if ( isset( $classes[ strtolower( $resolved ) ] ) ) {
					$found[] = 'line ' . $token[2] . ': ' . $resolved;
				}
			}
		}
		return $found;
	}

	/**
	 * Brace depth at a token (a `use` inside a closure or class body is not an import).
	 *
	 * @param list<mixed> $tokens Tokens.
	 * @param int         $until  Index.
	 */
	private static function depth( array $tokens, int $until ): int {
		$depth = 0;
		for ( $i = 0; $i < $until; $i++ ) {
			$text   = is_array( $tokens[ $i ] ) ? (string) $tokens[ $i ][1] : (string) $tokens[ $i ];
			$depth += '{' === $text || ( is_array( $tokens[ $i ] ) && in_array( $tokens[ $i ][0], array( T_CURLY_OPEN, T_DOLLAR_OPEN_CURLY_BRACES ), true ) ) ? 1 : ( '}' === $text ? -1 : 0 );
		}
		return $depth;
	}

	public function test_the_theme_declares_only_presentation_classes(): void {
		$classes = self::theme_classes();
		$this->assertContains( 'Kabelshop\\View\\HeaderView', $classes );
		$this->assertContains( 'Kabelshop\\Theme', $classes );
		$this->assertNotContains( 'Kabelshop\\Rest\\RestRegistrar', $classes, 'REST routes are the plugin\'s' );
		$this->assertFileDoesNotExist( Sources::root() . '/inc/Rest', 'no engine folder is left in the theme' );
		$this->assertFileDoesNotExist( Sources::root() . '/inc/Payments' );
	}

	public function test_the_plugin_references_nothing_of_the_theme(): void {
		$classes = self::theme_classes();
		$plugin  = Sources::root() . '/' . Sources::PLUGIN . '/';
		$files   = Sources::plugin();
		$this->assertGreaterThan( 300, count( $files ), 'the plugin\'s sources are all read' );
		$found = array();
		foreach ( $files as $file ) {
			$relative = substr( $file, strlen( $plugin ) );
			foreach ( self::violations( (string) file_get_contents( $file ), $classes, self::LOCATOR === $relative ) as $violation ) {
				$found[] = $relative . ' ' . $violation;
			}
		}
		$this->assertSame( array(), $found, 'the plugin calls the theme (issue 29: the theme calls the plugin, never the other way round)' );
	}

	public function test_the_check_sees_each_kind_of_reference(): void {
		$theme = array( 'Kabelshop\\View\\HeaderView', 'Kabelshop\\Setup\\ThemeSupport' );
		$code  = "<?php\nnamespace Kabelshop\\View;\nuse Kabelshop\\Setup\\ThemeSupport as Support;\n"
			. "// HeaderView::x() in a comment does not count.\n"
			. "\$a = HeaderView::data();\n"
			. "\$b = new Support();\n"
			. "\$c = \\Kabelshop\\View\\HeaderView::class;\n"
			. "\$d = get_template_directory() . '/x';\n"
			. "\$e = locate_template( 'x.php' );\n"
			. "\$f = KABELSHOP_DIR;\n"
			. "\$g = \$obj->get_template_directory();\n"
			. "\$h = ProductCardView::html( array() );\n";
		$this->assertSame(
			array(
				'line 3: use Kabelshop\\Setup\\ThemeSupport',
				'line 5: Kabelshop\\View\\HeaderView',
				'line 6: Kabelshop\\Setup\\ThemeSupport',
				'line 7: Kabelshop\\View\\HeaderView',
				'line 8: get_template_directory()',
				'line 9: locate_template()',
				'line 10: KABELSHOP_DIR',
			),
			self::violations( $code, $theme )
		);
		$this->assertSame( array(), self::violations( "<?php\n\$e = locate_template( 'x.php' );\n", $theme, true ), 'the locator may look into the theme' );
	}
}
