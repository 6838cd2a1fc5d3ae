<?php
/**
 * Templates print prepared values: they read no user, post or option data, check no capability
 * and define no closures (issue 10, "Layout that shows the architecture"; ../shared/STYLE.md:
 * "Templates never query; a View/* class prepares their data").
 *
 * @package Kabelshop
 */

declare( strict_types=1 );

namespace Kabelshop\Tests\View;

use Kabelshop\Tests\TestCase;

/**
 * Scans every template's tokens for forbidden calls, query objects, $wpdb and closures.
 */
final class TemplatesReadNothingTest extends TestCase {

	/**
	 * Functions a template must not call: data reads and capability checks belong in inc/View.
	 */
	private const FUNCTIONS = array(
		'get_user_meta',
		'get_post_meta',
		'get_option',
		'get_site_option',
		'get_transient',
		'current_user_can',
		'user_can',
		'wp_get_current_user',
		'get_current_user_id',
		'get_user_by',
		'get_users',
		'get_posts',
		'query_posts',
	);

	/** Classes a template must not instantiate (queries). */
	private const CLASSES = array( 'wp_query', 'wp_user_query', 'wp_term_query', 'wp_comment_query' );

	/** Variables a template must not touch (the database object, directly or through $GLOBALS). */
	private const VARIABLES = array( '$wpdb', '$GLOBALS' );

	/**
	 * The theme's template files: templates/ (parts and wp-admin templates included) and the root
	 * template files WordPress loads (everything at the root but functions.php).
	 *
	 * @return list<string> Absolute paths.
	 */
	private static function template_files(): array {
		// The theme's root templates and templates/, the plugin's templates/ (tests/php/Sources.php).
		return array_values( array_filter( \Kabelshop\Tests\Sources::templates(), static fn( string $file ): bool => 'functions.php' !== basename( $file ) ) );
	}

	/**
	 * What a piece of PHP does that a template must not: forbidden calls, query objects, $wpdb and
	 * closures (anonymous functions and arrow functions). Comments and strings are ignored.
	 *
	 * @param string $code PHP source.
	 * @return list<string> Findings as "line N: what".
	 */
	public static function findings( string $code ): array {
		$tokens = array_values(
			array_filter(
				token_get_all( $code ),
				static fn( $t ): bool => ! is_array( $t ) || ! in_array( $t[0], array( T_WHITESPACE, T_COMMENT, T_DOC_COMMENT ), true )
			)
		);
		$found  = array();
		foreach ( $tokens as $i => $token ) {
			if ( ! is_array( $token ) ) {
				continue;
			}
			list( $type, $text, $line ) = $token;
			$next                       = $tokens[ $i + 1 ] ?? null;
			$prev                       = $tokens[ $i - 1 ] ?? null;
			$prev_type                  = is_array( $prev ) ? $prev[0] : $prev;
			$name                       = strtolower( ltrim( $text, '\\' ) );
			if ( T_FN === $type ) {
				$found[] = "line $line: arrow function (fn)";
			} elseif ( T_FUNCTION === $type ) {
				$after = is_array( $next ) ? $next[0] : $next;
				if ( '(' === $after || '&' === $after || T_AMPERSAND_NOT_FOLLOWED_BY_VAR_OR_VARARG === $after ) {
					$found[] = "line $line: closure (function)";
				}
			} elseif ( T_VARIABLE === $type && in_array( $text, self::VARIABLES, true ) ) {
				$found[] = "line $line: $text";
			} elseif ( in_array( $type, array( T_STRING, T_NAME_FULLY_QUALIFIED ), true ) ) {
				if ( T_NEW === $prev_type && in_array( $name, self::CLASSES, true ) ) {
					$found[] = "line $line: new $text";
				} elseif ( '(' === $next && in_array( $name, self::FUNCTIONS, true )
					&& ! in_array( $prev_type, array( T_OBJECT_OPERATOR, T_NULLSAFE_OBJECT_OPERATOR, T_DOUBLE_COLON, T_FUNCTION, T_NEW ), true ) ) {
					$found[] = "line $line: $text()";
				}
			}
		}
		return $found;
	}

	/**
	 * Every template is free of them; a failure names the file, the line and the call.
	 */
	public function test_no_template_reads_data_checks_capabilities_or_defines_closures(): void {
		$files = self::template_files();
		$this->assertGreaterThan( 20, count( $files ), 'the templates were found' );
		$root = dirname( __DIR__, 3 ) . '/';
		$bad  = array();
		foreach ( $files as $file ) {
			foreach ( self::findings( (string) file_get_contents( $file ) ) as $finding ) {
				$bad[] = str_replace( $root, '', $file ) . ' ' . $finding;
			}
		}
		$this->assertSame( array(), $bad, 'templates print what an inc/View class prepared' );
	}

	/**
	 * @return array<string, array{0: string, 1: list<string>}>
	 */
	public static function snippets(): array {
		return array(
			'user meta'           => array( "<?php\n\$a = get_user_meta( 1, 'x', true );", array( 'line 2: get_user_meta()' ) ),
			'capability'          => array( "<?php if ( \\current_user_can( 'x' ) ) {}", array( 'line 1: \\current_user_can()' ) ),
			'option'              => array( "<?php echo esc_html( get_option( 'blogname' ) );", array( 'line 1: get_option()' ) ),
			'closure'             => array( '<?php $f = static function ( array $e ): void {};', array( 'line 1: closure (function)' ) ),
			'arrow function'      => array( '<?php $f = fn ( $e ) => $e;', array( 'line 1: arrow function (fn)' ) ),
			'wpdb'                => array( "<?php global \$wpdb; \$wpdb->get_var( 'SELECT 1' );", array( 'line 1: $wpdb', 'line 1: $wpdb' ) ),
			'query object'        => array( '<?php $q = new WP_Query( array() );', array( 'line 1: new WP_Query' ) ),
			'view model call'     => array( "<?php \$v = \\Kabelshop\\View\\LoginView::data(); echo esc_html( \$v['title'] );", array() ),
			'method of same name' => array( "<?php \$view->get_option( 'x' ); Foo::current_user_can();", array() ),
			'named function'      => array( '<?php function kabelshop_x(): void {}', array() ),
			'in comment, string'  => array( "<?php // get_user_meta( 1 )\necho 'current_user_can( x )';", array() ),
		);
	}

	/**
	 * The scanner itself finds what it is meant to find, and only that.
	 *
	 * @dataProvider snippets
	 * @param string       $code     PHP source.
	 * @param list<string> $expected Findings.
	 */
	public function test_scanner_finds_forbidden_code( string $code, array $expected ): void {
		$this->assertSame( $expected, self::findings( $code ) );
	}
}
