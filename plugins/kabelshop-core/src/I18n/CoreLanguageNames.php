<?php
/**
 * The names of the installed languages in wp-admin's Language fields (issue 28).
 *
 * @package Kabelshop
 */

declare( strict_types=1 );

namespace Kabelshop\I18n;

defined( 'ABSPATH' ) || exit;

use Kabelshop\Service;

/**
 * WordPress names the languages of its Language fields (Settings > General, each user's profile)
 * from the translations API of api.wordpress.org (translations_api( 'core' ), kept a day in the
 * site transient available_translations). A shop that cannot reach it (or before it answered)
 * shows "hr" and "sr_RS" instead of "Hrvatski" and "Srpski", and asks the API again on every
 * profile page. The site's languages are fixed (hr, en_US, sr_RS; their translations are installed
 * by bin/setup.sh from Debian's wordpress-l10n, bin/core-languages.php), so this answers core's
 * question itself through the 'translations_api' filter, with the API's own shape for the two:
 * language, english_name, native_name (Serbian in the site's Latin script: "Srpski jezik", where
 * the API has the Cyrillic "Српски језик") and iso. Any other type of question (plugins, themes)
 * goes to the API as before.
 */
final class CoreLanguageNames implements Service {

	/**
	 * The site's languages besides English, as translations_api( 'core' ) describes a translation.
	 *
	 * @return list<array{language: string, english_name: string, native_name: string, iso: array<int, string>, version: string, updated: string, package: string}>
	 */
	public static function translations(): array {
		$version = (string) get_bloginfo( 'version' );
		return array(
			array(
				'language'     => 'hr',
				'english_name' => 'Croatian',
				'native_name'  => 'Hrvatski',
				'iso'          => array(
					1 => 'hr',
					2 => 'hrv',
				),
				'version'      => $version,
				'updated'      => '',
				'package'      => '',
			),
			array(
				'language'     => 'sr_RS',
				'english_name' => 'Serbian',
				'native_name'  => 'Srpski jezik',
				'iso'          => array(
					1 => 'sr',
					2 => 'srp',
				),
				'version'      => $version,
				'updated'      => '',
				'package'      => '',
			),
		);
	}

	/**
	 * Adds the service's hooks (Kabelshop\Service).
	 */
	public function register(): void {
		add_filter( 'translations_api', array( $this, 'answer' ), 10, 2 );
	}

	/**
	 * Answers core's question for the core translations, leaves every other to the API.
	 *
	 * @param false|array<string, mixed>|\WP_Error $result Earlier filters' answer (false: none yet).
	 * @param string                               $type   'core', 'plugins' or 'themes'.
	 * @return false|array<string, mixed>|\WP_Error
	 */
	public function answer( $result, $type ) {
		if ( false !== $result || 'core' !== $type ) {
			return $result;
		}
		return array( 'translations' => self::translations() );
	}
}
