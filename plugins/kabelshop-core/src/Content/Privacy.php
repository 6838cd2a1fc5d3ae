<?php
/**
 * The privacy policy page: WordPress's own setting, its translations, its links and who edits it.
 *
 * @package Kabelshop
 */

declare( strict_types=1 );

namespace Kabelshop\Content;

defined( 'ABSPATH' ) || exit;

use Kabelshop\Accounts\Roles;
use Kabelshop\Forms\FormsSettings;
use Kabelshop\I18n\Locale;
use Kabelshop\I18n\Translations;
use Kabelshop\Service;

/**
 * Issue 27 (GDPR art. 13: a person whose data a form collects is told who processes it, why, how
 * long and their rights). The page is WordPress's privacy policy page (option
 * wp_page_for_privacy_policy, Settings -> Privacy; get_privacy_policy_url()); the seeder creates
 * it as the fixed page 'privacy' in hr, en and sr linked as translations (DemoPrivacy's text) and
 * points the option at the Croatian one. link() gives the version in the page's language (the
 * translation of whichever page the option names, so a page staff choose in Settings -> Privacy is
 * followed). Core lets only manage_privacy_options (administrators) edit that page; editors with
 * Roles::CAP_CONTENT may edit it here (map_meta_cap), not delete it nor change the setting.
 * The shortcode [kabelshop_retention form="applications|contact"] prints the retention period in
 * days the forms apply (FormsSettings), so the text follows Kabelshop -> Forms; [kabelshop_seller]
 * prints the seller identification (plugins/kabelshop-core/templates/parts/seller-identification.php, Company data).
 * Linked from the footer and below every form that collects personal data
 * (templates/parts/privacy-note.php) and, for scripts and crawlers, <link rel="privacy-policy">.
 */
final class Privacy implements Service {

	/** Fixed page key (Pages::PAGES). */
	public const PAGE_KEY = 'privacy';

	/**
	 * Adds the service's hooks (Kabelshop\Service).
	 */
	public function register(): void {
		add_filter( 'map_meta_cap', array( self::class, 'map_meta_cap' ), 10, 4 );
		add_action( 'wp_head', array( self::class, 'head_link' ), 5 );
		add_shortcode( 'kabelshop_retention', array( self::class, 'retention_shortcode' ) );
		add_shortcode( 'kabelshop_seller', array( self::class, 'seller_shortcode' ) );
	}

	/**
	 * The privacy page's id in a language: the translation of the page the setting names, else
	 * the fixed page 'privacy' in that language; 0 while there is none.
	 *
	 * @param string|null $code 'hr' | 'en' | 'sr', null for the current language.
	 */
	public static function page_id( ?string $code = null ): int {
		$code    = $code ?? Locale::current();
		$setting = (int) get_option( 'wp_page_for_privacy_policy', 0 );
		if ( $setting > 0 && 'publish' === get_post_status( $setting ) ) {
			$translated = Translations::translation( $setting, $code );
			return $translated > 0 ? $translated : $setting;
		}
		return Pages::id( self::PAGE_KEY, $code );
	}

	/**
	 * The privacy page's link in the current language, null while it does not exist.
	 *
	 * @return array{label: string, url: string, current: bool}|null
	 */
	public static function link(): ?array {
		$id = self::page_id();
		if ( $id < 1 ) {
			return null;
		}
		return array(
			'label'   => wp_strip_all_tags( (string) get_the_title( $id ) ),
			'url'     => (string) get_permalink( $id ),
			'current' => is_page( $id ),
		);
	}

	/**
	 * Points the setting at the Croatian fixed page unless it already names a published page
	 * (the seeder calls it; a page staff chose stays).
	 */
	public static function adopt_setting(): void {
		$setting = (int) get_option( 'wp_page_for_privacy_policy', 0 );
		if ( $setting > 0 && 'publish' === get_post_status( $setting ) ) {
			return;
		}
		$id = Pages::id( self::PAGE_KEY, 'hr' );
		if ( $id > 0 ) {
			update_option( 'wp_page_for_privacy_policy', $id );
		}
	}

	/**
	 * Lets content editors edit (not delete) the privacy page: for the page the setting names core
	 * adds the capabilities of manage_privacy_options (manage_options) to edit_post
	 * (wp-includes/capabilities.php); this filter takes them off again for a user with
	 * Roles::CAP_CONTENT. Other posts, deleting and the setting itself are unchanged.
	 *
	 * @param list<string> $caps    Primitive capabilities core asks.
	 * @param string       $cap     The meta capability.
	 * @param int          $user_id User.
	 * @param array<mixed> $args    Post id first.
	 * @return list<string>
	 */
	public static function map_meta_cap( $caps, $cap, $user_id, $args ): array {
		$caps = array_values( (array) $caps );
		if ( ! in_array( $cap, array( 'edit_post', 'edit_page' ), true ) || ! isset( $args[0] ) ) {
			return $caps;
		}
		$page = (int) get_option( 'wp_page_for_privacy_policy', 0 );
		if ( $page < 1 || (int) $args[0] !== $page ) {
			return $caps;
		}
		$user = get_userdata( (int) $user_id );
		if ( ! $user || ! $user->has_cap( Roles::CAP_CONTENT ) ) {
			return $caps;
		}
		return array_values( array_diff( $caps, array( 'manage_options', 'manage_network', 'manage_privacy_options' ) ) );
	}

	/**
	 * <link rel="privacy-policy"> in the page's language (an IANA link relation).
	 */
	public static function head_link(): void {
		$link = self::link();
		if ( null !== $link ) {
			printf( '<link rel="privacy-policy" href="%s">' . "\n", esc_url( $link['url'] ) );
		}
	}

	/**
	 * [kabelshop_retention form="applications|contact"]: the days the forms keep applications
	 * (with their CVs) or contact messages (Kabelshop -> Forms), as a number.
	 *
	 * @param array<string, string>|string $atts Shortcode attributes.
	 */
	public static function retention_shortcode( $atts ): string {
		$atts = shortcode_atts( array( 'form' => 'applications' ), is_array( $atts ) ? $atts : array() );
		$days = 'contact' === $atts['form'] ? FormsSettings::contact_retention_days() : FormsSettings::retention_days();
		return esc_html( (string) $days );
	}

	/**
	 * [kabelshop_seller]: the seller identification of Kabelshop -> Company data (the controller).
	 */
	public static function seller_shortcode(): string {
		return \Kabelshop\View\Templates::capture( 'parts/seller-identification', array( 'class' => 'seller-id--page' ) );
	}
}
