<?php
/**
 * The theme's composition root.
 *
 * @package Kabelshop
 */

declare( strict_types=1 );

namespace Kabelshop;

defined( 'ABSPATH' ) || exit;

/**
 * Boots the theme's presentation: an explicit, ordered list of services, each registering its own
 * hooks. The shop engine is the kabelshop-core plugin (Kabelshop\Plugin, booted before this on
 * setup_theme); functions.php boots this only when the plugin runs.
 */
final class Theme {

	/**
	 * Service classes in boot order. Each implements Service.
	 *
	 * @return list<class-string<Service>>
	 */
	public static function services(): array {
		return array(
			Setup\ThemeSupport::class,
			Assets\Assets::class,
			Http\SpeculativeLoading::class,
			View\DocumentTitle::class,
		);
	}

	/**
	 * Instantiates and registers every service once.
	 */
	public static function boot(): void {
		static $booted = false;
		if ( $booted ) {
			return;
		}
		$booted = true;
		foreach ( self::services() as $class ) {
			( new $class() )->register();
		}
	}
}
