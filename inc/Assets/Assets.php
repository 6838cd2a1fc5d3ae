<?php
/**
 * Front-end assets from the @wordpress/scripts build.
 *
 * @package Kabelshop
 */

declare( strict_types=1 );

namespace Kabelshop\Assets;

defined( 'ABSPATH' ) || exit;

use Kabelshop\Catalog\ProductMeta;
use Kabelshop\Content\Pages;
use Kabelshop\Service;
use Kabelshop\View\MountPoint;

/**
 * Enqueues build/theme.css (handle `kabelshop`) and build/boot.js (handle `kabelshop-boot`) (Build) through
 * wp_enqueue_style / wp_enqueue_script, with the dependencies and content-hash version of their
 * build/<entry>.asset.php (written by @wordpress/scripts' dependency extraction, bin/build.mjs), so an
 * integrator can dequeue or filter them like any WordPress asset. The boot script is the only
 * JavaScript every page loads; islands and React come as webpack's lazily loaded chunks.
 *
 * The boot script is a classic script in the footer with core's "defer" loading strategy
 * (wp_register_script()'s 'strategy', WordPress 6.3; issue 28 replaced the theme's own
 * script_loader_tag filter that printed the attribute): deferred, the browser fetches it at low
 * priority instead of beside the document and the first paint does not wait on it. It is not a
 * script module (wp_register_script_module(), 6.5): webpack's own lazy chunk loading is the classic
 * kind (it finds the chunks beside the script through document.currentScript, which a module does
 * not have). The plugin's wp-admin screens enqueue their entries through Build::plugin() without one.
 *
 * The islands' page config (REST base, wp_rest nonce, locale: View\MountPoint::page_config()) is
 * printed once per page, in the footer before the scripts, as a JSON data block that
 * src/lib/config.ts reads once.
 *
 * First paint (issue 16, docs/front-end.md "First paint: critical CSS"): on the pages of CRITICAL
 * the styles their server-rendered markup uses (build/critical/<kind>.css, bin/build.mjs) are printed
 * inline where the theme's <link> was, and the link itself is added by script after the first
 * contentful paint, without blocking (a <noscript> copy for visitors without script).
 * The full sheet repeats the inline rules in the same order, so it changes nothing on screen when it
 * arrives; islands mount once it applies (src/islands/mount.ts). Other pages link the sheet as before.
 */
final class Assets implements Service {

	/** Handle of the boot script. */
	public const BOOT = 'kabelshop-boot';

	/** Handle of the theme style sheet. */
	public const STYLE = 'kabelshop';

	/**
	 * First-paint style sheet (build/critical/<kind>.css) by page role (Content\Pages::PAGES keys;
	 * 'product' is a cable's page). The metal prices page is not here: its table's container query
	 * may not stand in an inline <style> (the HTML checker refuses it), so it links the sheet.
	 */
	public const CRITICAL = array(
		'home'        => 'core',
		'contact'     => 'core',
		'catalogue'   => 'catalogue',
		'checkout'    => 'checkout',
		'register'    => 'registration',
		'product'     => 'product',
		'account'     => 'account',
		'quick-order' => 'quick-order',
		'order'       => 'order',
	);

	/**
	 * Adds the service's hooks (Kabelshop\Service).
	 */
	public function register(): void {
		add_action( 'wp_enqueue_scripts', array( $this, 'enqueue' ) );
		add_action( 'wp_enqueue_scripts', array( $this, 'dequeue_core_extras' ), 100 );
		add_filter( 'style_loader_tag', array( $this, 'style_tag' ), 10, 2 );
		// Before wp_print_footer_scripts (priority 20), so the config is in the DOM when the boot script runs.
		add_action( 'wp_footer', array( $this, 'print_config' ), 5 );
	}

	/**
	 * Prints the islands' page config once, when the boot script is enqueued (an integrator who
	 * dequeued it gets neither).
	 */
	public function print_config(): void {
		if ( ! wp_script_is( self::BOOT, 'enqueued' ) ) {
			return;
		}
		echo MountPoint::config_html(); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- JSON with HTML-special characters hex-escaped, id escaped.
	}

	/**
	 * The build as the theme serves it (its build/ folder and URL; Kabelshop\Assets\Build of the plugin).
	 */
	public static function build(): Build {
		return new Build( get_template_directory() . '/build', get_template_directory_uri() . '/build' );
	}

	/**
	 * Enqueues the theme style sheet and the boot script.
	 */
	public function enqueue(): void {
		$build = self::build();
		$style = $build->asset( 'theme' );
		if ( null !== $style ) {
			wp_enqueue_style( self::STYLE, $build->url( 'theme.css' ), array(), $style['version'] );
		}
		$build->enqueue_script( self::BOOT, 'boot', 'defer' );
	}

	/**
	 * The page role whose first-paint sheet this request prints: a key of CRITICAL, '' for none.
	 */
	public static function critical_kind(): string {
		if ( is_singular( ProductMeta::POST_TYPE ) ) {
			return 'product';
		}
		$role = is_page() ? Pages::key_of( (int) get_queried_object_id() ) : '';
		if ( '' === $role && is_front_page() ) {
			$role = 'home';
		}
		return isset( self::CRITICAL[ $role ] ) ? $role : '';
	}

	/**
	 * The first-paint CSS of a page role (build/critical/<file>.css), null when the role has none or
	 * the file is not built (then the sheet is linked as usual).
	 *
	 * @param string $role A key of CRITICAL.
	 */
	public static function critical_css( string $role ): ?string {
		$file = self::CRITICAL[ $role ] ?? '';
		$path = self::build()->path( 'critical/' . $file . '.css' );
		if ( '' === $file || ! is_readable( $path ) ) {
			return null;
		}
		$css = (string) file_get_contents( $path ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_get_contents_file_get_contents -- a local build file.
		// bin/build.mjs refuses a sheet with "</"; kept out here too, so the <style> element cannot end early.
		return '' === $css || str_contains( $css, '</' ) ? null : $css;
	}

	/**
	 * Filter style_loader_tag: on a page with a first-paint sheet, the theme's <link> becomes that
	 * sheet inline, a small script that adds the full sheet's link after the first contentful paint
	 * (media="print" while it loads, so it never holds a paint; "all" once loaded or failed, then
	 * data-full="loaded" on the inline <style> and the event kabelshop:styles, which
	 * src/islands/mount.ts waits for), and a <noscript> link for visitors without script.
	 *
	 * Why after the first paint: a link in the markup is fetched at once, beside the document, and
	 * the first paint (which needs only the inline rules) would share the connection with its 78 KB.
	 *
	 * @param string $tag    The <link> WordPress prints.
	 * @param string $handle Style handle.
	 */
	public function style_tag( string $tag, string $handle ): string {
		if ( self::STYLE !== $handle ) {
			return $tag;
		}
		// Read and change the tag with core's HTML API (WP_HTML_Tag_Processor, 6.2), whatever its quotes and order.
		$link = new \WP_HTML_Tag_Processor( $tag );
		if ( ! $link->next_tag( array( 'tag_name' => 'link' ) ) || 'all' !== $link->get_attribute( 'media' ) || ! is_string( $link->get_attribute( 'href' ) ) ) {
			return $tag;
		}
		$href = (string) $link->get_attribute( 'href' );
		$role = self::critical_kind();
		$css  = '' === $role ? null : self::critical_css( $role );
		if ( null === $css ) {
			return $tag;
		}
		$id = self::STYLE . '-critical-css';
		// The same moment as src/islands/boot.ts afterFirstPaint(): the first contentful paint (Paint
		// Timing); at once without Paint Timing; on the load event in a hidden tab (it paints nothing
		// until shown); at the latest 5 s after this ran.
		$loader = '(function(d){var l=d.createElement("link"),s=d.getElementById(' . wp_json_encode( $id ) . '),added=0,o,'
			. 'done=function(){l.media="all";s.setAttribute("data-full","loaded");d.dispatchEvent(new Event("kabelshop:styles"));},'
			. 'add=function(){if(!added){added=1;if(o)o.disconnect();d.head.appendChild(l);}};'
			. 'l.rel="stylesheet";l.id=' . wp_json_encode( self::STYLE . '-css' ) . ';l.href=' . wp_json_encode( $href ) . ';l.media="print";l.onload=done;l.onerror=done;'
			. 'addEventListener("load",function(){if(d.visibilityState==="hidden")add();});setTimeout(add,5000);'
			. 'if(window.PerformanceObserver&&(PerformanceObserver.supportedEntryTypes||[]).indexOf("paint")>=0){'
			. 'o=new PerformanceObserver(function(list){if(list.getEntriesByName("first-contentful-paint").length)add();});o.observe({type:"paint",buffered:true});'
			. '}else{add();}})(document);';
		$link->remove_attribute( 'id' );
		$fallback = trim( $link->get_updated_html() );
		return "<style id='" . $id . "'>" . $css . "</style>\n" . wp_get_inline_script_tag( $loader ) . '<noscript>' . $fallback . "</noscript>\n";
	}

	/**
	 * Core front-end extras the theme does not use (the emoji script and its styles, the block
	 * library CSS): less to load. The global styles stay: they carry the preset colours and sizes an
	 * editor may pick in a news post, and since WordPress 6.9 a classic theme gets them at wp_footer
	 * (hoisted into the head), not here.
	 */
	public function dequeue_core_extras(): void {
		remove_action( 'wp_head', 'print_emoji_detection_script', 7 );
		remove_action( 'wp_print_styles', 'print_emoji_styles' );
		wp_dequeue_style( 'wp-emoji-styles' );
		wp_dequeue_style( 'wp-block-library' );
		wp_dequeue_style( 'classic-theme-styles' );
	}
}
