<?php
/**
 * The theme's translations read from a PHP file that OPcache keeps compiled.
 *
 * @package Kabelshop
 */

declare( strict_types=1 );

namespace Kabelshop\I18n;

defined( 'ABSPATH' ) || exit;

use Gettext_Translations;
use Translation_Entry;

/**
 * Issue 16: reading languages/hr.mo cost 0.75 ms of PHP on every Croatian request (excimer: MO's
 * import builds one Translation_Entry per string), a twentieth of a catalogue search. WordPress 6.5
 * answers the same cost with .l10n.php files (which bin/build-mo.php writes too, and core loads
 * itself there: Locale::core_compiles()); this is that idea for 6.1 (pinned until issue 28, still supported), used only before 6.5:
 * bin/build-mo.php writes, beside each languages/<locale>.mo, languages/<locale>.compiled.php, a
 * PHP file returning
 *   array{ headers: array<string, string>, messages: array<string, list<string>>,
 *          plurals: array<string, string> }
 * (messages: the MO key, "context\4singular" or "singular", => its translations, one per plural
 * form; plurals: the key of a plural entry => its English plural), and Locale::load_compiled()
 * puts this object into $l10n in place of an MO. OPcache keeps the returned array in shared
 * memory, so loading costs next to nothing.
 *
 * Answers exactly as MO does (tests/php/I18n/CompiledTranslationsTest.php compares every entry of
 * both languages): translate() and translate_plural() read the array; the plural form comes from
 * the Plural-Forms header (Gettext_Translations, as MO). Code that reads $entries (merge_with(),
 * wp_get_jed_locale_data()) gets Translation_Entry objects built on first read, after which every
 * call goes through the parent class, so an entry added or merged in is answered too.
 */
final class CompiledTranslations extends Gettext_Translations {

	/** @var array<string, list<string>> MO key => translations (one per plural form). */
	private array $messages;

	/** @var array<string, string> MO key of a plural entry => its English plural. */
	private array $plurals;

	/** @var bool Whether $entries was built (then the parent class answers). */
	private bool $built = false;

	/**
	 * Takes what a languages/<locale>.compiled.php file returns.
	 *
	 * @param array $compiled The file's array (shape above).
	 * @phpstan-param array{headers: array<string, string>, messages: array<string, list<string>>, plurals: array<string, string>} $compiled
	 */
	public function __construct( array $compiled ) {
		unset( $this->entries ); // Built by __get() when something reads it.
		$this->messages = $compiled['messages'];
		$this->plurals  = $compiled['plurals'];
		$this->set_headers( $compiled['headers'] );
	}

	/**
	 * Builds $entries (Translation_Entry objects keyed as MO keys them) on first read; the property
	 * is then a plain one again.
	 *
	 * @param string $name Property name.
	 * @return mixed
	 */
	public function &__get( $name ) {
		if ( 'entries' !== $name ) {
			$null = null;
			return $null;
		}
		$entries = array();
		foreach ( $this->messages as $key => $translations ) {
			$parts           = explode( "\4", (string) $key, 2 );
			$entries[ $key ] = new Translation_Entry(
				array(
					'context'      => 2 === count( $parts ) ? $parts[0] : null,
					'singular'     => end( $parts ),
					'plural'       => $this->plurals[ $key ] ?? null,
					'translations' => $translations,
				)
			);
		}
		$this->entries = $entries;
		$this->built   = true;
		return $this->entries;
	}

	/**
	 * The translation of $singular, or $singular itself (Translations::translate()).
	 *
	 * @param string      $singular The English text.
	 * @param string|null $context  Its context (_x()), if any.
	 * @return string
	 */
	public function translate( $singular, $context = null ) {
		if ( $this->built ) {
			return parent::translate( $singular, $context );
		}
		$translations = $this->messages[ self::key( $singular, $context ) ] ?? null;
		return null === $translations ? $singular : $translations[0];
	}

	/**
	 * The plural form of $singular for $count (Translations::translate_plural()): the language's
	 * form when translated, else $singular for 1 and $plural otherwise.
	 *
	 * @param string      $singular The English singular.
	 * @param string      $plural   The English plural.
	 * @param int         $count    The number the text is about.
	 * @param string|null $context  Its context (_nx()), if any.
	 * @return string
	 */
	public function translate_plural( $singular, $plural, $count, $context = null ) {
		if ( $this->built ) {
			return parent::translate_plural( $singular, $plural, $count, $context );
		}
		$translations = $this->messages[ self::key( $singular, $context ) ] ?? null;
		$index        = $this->select_plural_form( $count );
		if ( null !== $translations && 0 <= $index && $index < $this->get_plural_forms_count() && isset( $translations[ $index ] ) ) {
			return $translations[ $index ];
		}
		return 1 == $count ? $singular : $plural; // phpcs:ignore WordPress.PHP.StrictComparisons.LooseComparison, Universal.Operators.StrictComparisons.LooseEqual -- as core's Translations::translate_plural() (a count may come as a string).
	}

	/**
	 * The index of the plural form for $count, from the Plural-Forms header (as MO does).
	 *
	 * @param int $count The number the text is about.
	 * @return int
	 */
	public function select_plural_form( $count ) {
		return $this->gettext_select_plural_form( $count );
	}

	/**
	 * How many plural forms the language has (Plural-Forms nplurals, as MO does).
	 *
	 * @return int
	 */
	public function get_plural_forms_count() {
		return $this->_nplurals;
	}

	/**
	 * The key MO files use (Translation_Entry::key()): "context\4singular", line ends as \n.
	 *
	 * @param string|null $singular The English text.
	 * @param string|null $context  Its context.
	 */
	public static function key( ?string $singular, ?string $context ): string {
		$key = ! $context ? (string) $singular : $context . "\4" . $singular;
		return str_contains( $key, "\r" ) ? str_replace( array( "\r\n", "\r" ), "\n", $key ) : $key;
	}
}
