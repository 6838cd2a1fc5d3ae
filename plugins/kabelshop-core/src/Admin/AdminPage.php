<?php
/**
 * Base class of the theme's wp-admin screens.
 *
 * @package Kabelshop
 */

declare( strict_types=1 );

namespace Kabelshop\Admin;

defined( 'ABSPATH' ) || exit;

use Kabelshop\Service;
use Kabelshop\View\Templates;

/**
 * One wp-admin screen below the "Kabelshop" menu (issue 10, "wp-admin screens follow one pattern").
 * The base owns what every screen repeats:
 * - menu registration: SLUG, title(), menu_title(), capability(), on admin_menu at priority(); the
 *   first screen to run creates the top-level "Kabelshop" menu (PARENT) with its own capability;
 * - the capability guard: guard() ends the request with a translated 403 (wp_die) for a user
 *   without capability(), before anything is shown or written;
 * - notices after a POST-redirect-GET: a handler calls redirect_with_notice(), which keeps the
 *   notice for 5 minutes in a transient keyed by the user and a random token and puts the token in
 *   the redirect URL (?ks_notice=...); the next render shows it once (so two tabs never take each
 *   other's notice);
 * - enqueueing on its own screen only: enqueue() runs on admin_enqueue_scripts for the hook suffix
 *   add_submenu_page() returned, nowhere else;
 * - rendering: render() guards, then prints plugins/kabelshop-core/templates/admin/<template>.php with the array view()
 *   returns (the template reads it as $args, escapes on output and never queries).
 * A screen that handles its POST on its own load hook overrides load(); screens that post to
 * admin-post.php add those actions in register_handlers().
 */
abstract class AdminPage implements Service {

	/** Slug of the top-level "Kabelshop" menu. */
	public const PARENT = 'kabelshop';

	/** Query argument that carries a queued notice's token after a redirect. */
	public const NOTICE_ARG = 'ks_notice';

	/** Prefix of the notice transients (followed by user id and token). */
	private const NOTICE_KEY = 'kabelshop_admin_notice_';

	/** @var string Hook suffix add_submenu_page() returned ('' before admin_menu). */
	protected string $hook = '';

	/** Menu slug: admin.php?page=<slug>. */
	abstract public function slug(): string;

	/** Translated page title (the <title> and the menu entry unless menu_title() differs). */
	abstract public function title(): string;

	/** Capability a user needs to see the screen and to post its forms. */
	abstract public function capability(): string;

	/**
	 * The template's view model.
	 *
	 * @return array{template: string}&array<string, mixed> 'template' names plugins/kabelshop-core/templates/admin/<template>.php; the rest is the template's data.
	 */
	abstract protected function view(): array;

	/**
	 * Adds the screen's hooks: its menu entry, its enqueue and its form handlers.
	 */
	public function register(): void {
		add_action( 'admin_menu', array( $this, 'add_page' ), $this->priority() );
		add_action( 'admin_enqueue_scripts', array( $this, 'maybe_enqueue' ) );
		$this->register_handlers();
	}

	/**
	 * Position in admin_menu; screens run in priority order, which is the order of the submenu.
	 */
	protected function priority(): int {
		return 10;
	}

	/** Text of the menu entry (may carry markup built from integers, e.g. a count bubble). */
	protected function menu_title(): string {
		return $this->title();
	}

	/** Adds admin-post.php handlers; none by default. */
	protected function register_handlers(): void {
	}

	/**
	 * Adds the screen below the "Kabelshop" menu, creating that menu when no screen did yet.
	 */
	public function add_page(): void {
		global $admin_page_hooks;
		if ( empty( $admin_page_hooks[ self::PARENT ] ) ) {
			add_menu_page( __( 'Kabelshop', 'kabelshop-core' ), __( 'Kabelshop', 'kabelshop-core' ), $this->capability(), self::PARENT, array( $this, 'render' ), 'dashicons-cart', 56 );
		}
		$this->hook = (string) add_submenu_page( self::PARENT, $this->title(), $this->menu_title(), $this->capability(), $this->slug(), array( $this, 'render' ) );
		if ( '' !== $this->hook ) {
			add_action( 'load-' . $this->hook, array( $this, 'load' ) );
		}
	}

	/** Hook suffix of the screen ('' before admin_menu ran or when the user lacks the capability). */
	public function hook(): string {
		return $this->hook;
	}

	/**
	 * Runs on the screen's load hook, before any output: handle a POST here (guard first).
	 */
	public function load(): void {
	}

	/**
	 * Calls enqueue() on this screen only (action admin_enqueue_scripts).
	 *
	 * @param string $hook Hook suffix of the current screen.
	 */
	public function maybe_enqueue( string $hook ): void {
		if ( '' !== $this->hook && $hook === $this->hook ) {
			$this->enqueue();
		}
	}

	/** Enqueues the screen's scripts and styles; none by default. */
	protected function enqueue(): void {
	}

	/**
	 * Ends the request with a translated 403 page unless the current user has capability().
	 */
	public function guard(): void {
		if ( ! current_user_can( $this->capability() ) ) {
			wp_die( esc_html__( 'Your account is not allowed to do this.', 'kabelshop-core' ), '', array( 'response' => 403 ) );
		}
	}

	/**
	 * Prints the screen: guard, then the template of view() with the queued notices.
	 */
	public function render(): void {
		$this->guard();
		$view            = $this->view();
		$view['notices'] = self::take_notices();
		self::template( $view['template'], $view );
	}

	/**
	 * URL of the screen.
	 *
	 * @param array<string, string|int> $args Extra query arguments.
	 */
	public function url( array $args = array() ): string {
		return add_query_arg( array_merge( array( 'page' => $this->slug() ), $args ), admin_url( 'admin.php' ) );
	}

	/**
	 * Prints plugins/kabelshop-core/templates/admin/<name>.php (the plugin's, or a theme's override: View\Templates) with
	 * $args = $view.
	 *
	 * @param string               $name Template name below plugins/kabelshop-core/templates/admin/, without .php.
	 * @param array<string, mixed> $view Its data.
	 * @throws \InvalidArgumentException When the template does not exist (a programming error).
	 */
	public static function template( string $name, array $view ): void {
		$file = preg_match( '/^[a-z0-9-]+$/', $name ) ? Templates::locate( 'admin/' . $name ) : '';
		if ( '' === $file || ! is_file( $file ) ) {
			throw new \InvalidArgumentException( 'No admin template ' . esc_html( $name ) );
		}
		load_template( $file, false, $view );
	}

	/**
	 * Keeps a notice for the next screen the current user sees, redirects there and ends the request.
	 *
	 * @param string                                   $url   Where to go (a screen URL).
	 * @param string                                   $type  'success' | 'error' | 'warning' (the notice-<type> class).
	 * @param string                                   $text  Translated text.
	 * @param list<string>                             $items Translated list lines under the text (e.g. every error of a form).
	 * @param list<array{label: string, code: string}> $codes Values shown as "<strong>label</strong>: <code>code</code>" (e.g. new control numbers).
	 */
	public static function redirect_with_notice( string $url, string $type, string $text, array $items = array(), array $codes = array() ): never {
		wp_safe_redirect( self::queue_notice( $url, $type, $text, $items, $codes ) );
		exit;
	}

	/**
	 * Keeps a notice and returns the URL that shows it (for tests and for redirect_with_notice()).
	 *
	 * @param string                                   $url   Screen URL.
	 * @param string                                   $type  'success' | 'error' | 'warning'.
	 * @param string                                   $text  Translated text.
	 * @param list<string>                             $items Translated list lines.
	 * @param list<array{label: string, code: string}> $codes Label/code pairs.
	 */
	public static function queue_notice( string $url, string $type, string $text, array $items = array(), array $codes = array() ): string {
		$token = strtolower( wp_generate_password( 12, false ) );
		set_transient(
			self::NOTICE_KEY . get_current_user_id() . '_' . $token,
			array(
				'type'  => in_array( $type, array( 'success', 'error', 'warning' ), true ) ? $type : 'error',
				'text'  => $text,
				'items' => $items,
				'codes' => $codes,
			),
			5 * MINUTE_IN_SECONDS
		);
		return add_query_arg( self::NOTICE_ARG, $token, $url );
	}

	/**
	 * The notice the current URL's token names, deleted as it is read (shown once).
	 *
	 * @return list<array{type: string, text: string, items: list<string>, codes: list<array{label: string, code: string}>}>
	 */
	public static function take_notices(): array {
		// phpcs:ignore WordPress.Security.NonceVerification.Recommended -- display only; the token is bound to the user.
		$token = isset( $_GET[ self::NOTICE_ARG ] ) ? sanitize_key( wp_unslash( (string) $_GET[ self::NOTICE_ARG ] ) ) : '';
		if ( '' === $token ) {
			return array();
		}
		$key    = self::NOTICE_KEY . get_current_user_id() . '_' . $token;
		$notice = get_transient( $key );
		delete_transient( $key );
		return is_array( $notice ) ? array( $notice ) : array();
	}
}
