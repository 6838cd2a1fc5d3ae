<?php
/**
 * Languages and translations in wp-admin.
 *
 * @package Kabelshop
 */

declare( strict_types=1 );

namespace Kabelshop\I18n;

defined( 'ABSPATH' ) || exit;

// phpcs:disable WordPress.Security.EscapeOutput.ExceptionNotEscaped -- exception messages are plain text (REST error JSON, logs); where one is printed, it is escaped there.

use Kabelshop\Service;
use RuntimeException;
use WP_Post;
use WP_Query;

/**
 * What an editor sees of the Polylang model (issue 11, "Content in three languages"), for every
 * type in Translations::TYPES:
 *
 * - List screens (edit.php?post_type=X): a "Language" column (the code, e.g. "HR", with the name
 *   for screen readers and as a tooltip), one column per language with an "Edit" link to the
 *   translation (its status when not published) or an "Add" link where it is missing, and a
 *   language filter (GET FILTER_ARG, applied as Translations::tax_clause(): Croatian includes posts
 *   without a language).
 * - "Add translation" (admin-post.php?action=ACTION, a GET link with a nonce per post and
 *   language; edit_post on the source and the type's create_posts): a draft copy of the source in
 *   the target language (title, content, excerpt, menu order, parent mapped to its translation,
 *   meta, terms, featured image), linked with the source; then the draft's edit screen. A
 *   translation that exists is opened instead of made twice.
 * - The edit screen's "Language" box: the post's language (changeable to a language the group
 *   has no post in; nonce NONCE, edit_post), its translations with Edit/Add links, and which
 *   languages have no published translation, with what visitors of those languages get instead
 *   (LanguageRouter::post_in() and url_in(): the en-US version, else this post; spec section 1).
 *
 * New posts of these types are Croatian (Translations::default_language()) unless made here.
 */
final class TranslationsAdmin implements Service {

	/** Admin-post action of the "Add" links, and the start of their nonce action. */
	public const ACTION = 'kabelshop_add_translation';

	/** GET argument of the list screens' language filter. */
	public const FILTER_ARG = 'kabelshop_lang';

	/** GET argument that brings the editor back to a notice: 'failed' | 'busy'. */
	public const ERROR_ARG = 'kabelshop_translation_error';

	/** Nonce action of the Language box (its field is NONCE . '_nonce'). */
	public const NONCE = 'kabelshop_language_box';

	/** Form field of the Language box's select. */
	public const FIELD = 'kabelshop_language';

	/** List column of the post's language. */
	public const COLUMN = 'kabelshop_language';

	/** List columns of the translations: COLUMN_PREFIX . 'hr' | 'en' | 'sr'. */
	public const COLUMN_PREFIX = 'kabelshop_translation_';

	/** Meta that belongs to one post, never copied into its translation (with anything starting with '_kabelshop_translation'). */
	private const OWN_META = array( '_edit_lock', '_edit_last', '_wp_old_slug', '_wp_old_date', '_wp_desired_post_slug', '_wp_trash_meta_status', '_wp_trash_meta_time', Translations::META_GROUP );

	/** Seconds after which a lock left by a request that died no longer blocks "Add". */
	private const LOCK_SECONDS = 60;

	/** @var bool True once the list's translation groups were read (Translations::prime()). */
	private bool $primed = false;

	/**
	 * Adds the service's hooks (Kabelshop\Service).
	 */
	public function register(): void {
		foreach ( Translations::TYPES as $type ) {
			add_filter( 'manage_' . $type . '_posts_columns', array( $this, 'columns' ) );
			add_action( 'manage_' . $type . '_posts_custom_column', array( $this, 'cell' ), 10, 2 );
		}
		add_action( 'restrict_manage_posts', array( $this, 'filter_dropdown' ) );
		add_action( 'pre_get_posts', array( $this, 'filter_list' ) );
		add_action( 'admin_post_' . self::ACTION, array( $this, 'handle_add' ) );
		add_action( 'add_meta_boxes', array( $this, 'add_meta_box' ), 10, 2 );
		add_action( 'save_post', array( $this, 'save_language' ), 10, 2 );
		add_action( 'admin_notices', array( $this, 'error_notice' ) );
		add_filter( 'removable_query_args', array( $this, 'removable_args' ) );
	}

	/**
	 * A language's name in the editor's language, standing alone (a column, an option).
	 *
	 * @param string $code 'hr' | 'en' | 'sr'.
	 */
	public static function name( string $code ): string {
		return match ( $code ) {
			'en'    => __( 'English', 'kabelshop-core' ),
			'sr'    => __( 'Serbian', 'kabelshop-core' ),
			default => __( 'Croatian', 'kabelshop-core' ),
		};
	}

	/**
	 * A language's name within a sentence (lower case where the language writes it so).
	 *
	 * @param string $code 'hr' | 'en' | 'sr'.
	 */
	public static function name_in_sentence( string $code ): string {
		return match ( $code ) {
			'en'    => _x( 'English', 'language name within a sentence', 'kabelshop-core' ),
			'sr'    => _x( 'Serbian', 'language name within a sentence', 'kabelshop-core' ),
			default => _x( 'Croatian', 'language name within a sentence', 'kabelshop-core' ),
		};
	}

	/**
	 * The language code as shown (e.g. "HR"), its name for screen readers and as a tooltip.
	 *
	 * @param string $code 'hr' | 'en' | 'sr'.
	 * @return string HTML, escaped.
	 */
	private static function code_html( string $code ): string {
		return '<span class="kabelshop-language-code" aria-hidden="true" title="' . esc_attr( self::name( $code ) ) . '">' . esc_html( strtoupper( $code ) ) . '</span><span class="screen-reader-text"> ' . esc_html( self::name( $code ) ) . '</span>';
	}

	/**
	 * The list's columns: the language and one per language after the title.
	 *
	 * @param array<string, string> $columns Column key => heading (HTML), as WordPress built them.
	 * @return array<string, string>
	 */
	public function columns( $columns ): array {
		$ours = array( self::COLUMN => esc_html__( 'Language', 'kabelshop-core' ) );
		foreach ( array_keys( Locale::LANGUAGES ) as $code ) {
			$ours[ self::COLUMN_PREFIX . $code ] = self::code_html( $code );
		}
		$out = array();
		foreach ( (array) $columns as $key => $label ) {
			$out[ (string) $key ] = (string) $label;
			if ( 'title' === $key ) {
				$out += $ours;
			}
		}
		return $out + $ours;
	}

	/**
	 * Prints one cell of our columns.
	 *
	 * @param string $column  Column key.
	 * @param int    $post_id Post id.
	 */
	public function cell( $column, $post_id ): void {
		$column = (string) $column;
		$post   = get_post( (int) $post_id );
		if ( ! $post instanceof WP_Post || ( self::COLUMN !== $column && ! str_starts_with( $column, self::COLUMN_PREFIX ) ) ) {
			return;
		}
		$this->prime();
		if ( self::COLUMN === $column ) {
			echo self::code_html( Translations::language_of( $post->ID ) ); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- escaped in code_html().
			return;
		}
		$code = substr( $column, strlen( self::COLUMN_PREFIX ) );
		if ( isset( Locale::LANGUAGES[ $code ] ) ) {
			echo self::translation_html( $post, $code ); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- escaped in translation_html().
		}
	}

	/**
	 * Reads the translation groups of the list's posts with one query (the first cell).
	 */
	private function prime(): void {
		if ( $this->primed ) {
			return;
		}
		$this->primed = true;
		$posts        = isset( $GLOBALS['wp_query'] ) && $GLOBALS['wp_query'] instanceof WP_Query ? (array) $GLOBALS['wp_query']->posts : array();
		// The hierarchical page list holds id=>parent objects, the others WP_Post: both have ID.
		Translations::prime( array_values( array_map( 'intval', wp_list_pluck( $posts, 'ID' ) ) ) );
	}

	/**
	 * A post's translation in a language, for a list cell or the Language box: "Edit" (with its
	 * status when not published) when it exists, "Add" when it does not and the user may add it,
	 * a dash for the post's own language.
	 *
	 * @param WP_Post $post The post.
	 * @param string  $code 'hr' | 'en' | 'sr'.
	 * @return string HTML, escaped.
	 */
	private static function translation_html( WP_Post $post, string $code ): string {
		if ( Translations::language_of( $post->ID ) === $code ) {
			return '<span aria-hidden="true">&mdash;</span><span class="screen-reader-text">' . esc_html__( 'this item', 'kabelshop-core' ) . '</span>';
		}
		$id = Translations::group( $post->ID )[ $code ] ?? 0;
		if ( $id > 0 ) {
			$status = (string) get_post_status( $id );
			$title  = wp_strip_all_tags( get_the_title( $id ) );
			if ( ! current_user_can( 'edit_post', $id ) ) {
				return '<span class="kabelshop-translation-status">' . esc_html( self::status_label( $status ) ) . '</span>';
			}
			/* translators: 1: language name within a sentence (e.g. English), 2: title of the translation. */
			$label = sprintf( __( 'Edit the %1$s translation: “%2$s”', 'kabelshop-core' ), self::name_in_sentence( $code ), $title );
			$html  = '<a class="kabelshop-translation-edit" href="' . esc_url( (string) get_edit_post_link( $id, 'raw' ) ) . '"><span aria-hidden="true">' . esc_html__( 'Edit', 'kabelshop-core' ) . '</span><span class="screen-reader-text">' . esc_html( $label ) . '</span></a>';
			if ( 'publish' !== $status ) {
				$html .= ' <span class="kabelshop-translation-status">(' . esc_html( self::status_label( $status ) ) . ')</span>';
			}
			return $html;
		}
		$url = self::add_url( $post, $code );
		if ( '' === $url ) {
			return '<span class="kabelshop-translation-missing">' . esc_html__( 'Missing', 'kabelshop-core' ) . '</span>';
		}
		/* translators: 1: language name within a sentence (e.g. English), 2: title of the post to translate. */
		$label = sprintf( __( 'Add the %1$s translation: “%2$s”', 'kabelshop-core' ), self::name_in_sentence( $code ), wp_strip_all_tags( get_the_title( $post ) ) );
		return '<a class="kabelshop-translation-add" href="' . esc_url( $url ) . '"><span aria-hidden="true">' . esc_html__( 'Add', 'kabelshop-core' ) . '</span><span class="screen-reader-text">' . esc_html( $label ) . '</span></a>';
	}

	/**
	 * A post status as an editor reads it.
	 *
	 * @param string $status Post status.
	 */
	private static function status_label( string $status ): string {
		return match ( $status ) {
			'publish' => _x( 'Published', 'post status', 'kabelshop-core' ),
			'draft'   => _x( 'Draft', 'post status', 'kabelshop-core' ),
			'pending' => _x( 'Pending review', 'post status', 'kabelshop-core' ),
			'future'  => _x( 'Scheduled', 'post status', 'kabelshop-core' ),
			'private' => _x( 'Private', 'post status', 'kabelshop-core' ),
			default   => $status,
		};
	}

	/**
	 * The "Add translation" link (raw URL) of a post and language, '' when the current user may not add it
	 * or the post was never saved (an auto-draft has nothing to translate) or is in the trash.
	 *
	 * @param WP_Post $post The post to translate.
	 * @param string  $code 'hr' | 'en' | 'sr'.
	 */
	public static function add_url( WP_Post $post, string $code ): string {
		if ( in_array( $post->post_status, array( 'auto-draft', 'trash' ), true ) || ! self::may_translate( $post ) ) {
			return '';
		}
		return add_query_arg(
			array(
				'action'   => self::ACTION,
				'post'     => $post->ID,
				'lang'     => $code,
				'_wpnonce' => wp_create_nonce( self::nonce_action( $post->ID, $code ) ),
			),
			admin_url( 'admin-post.php' )
		);
	}

	/**
	 * The nonce action of one "Add" link.
	 *
	 * @param int    $post_id Post to translate.
	 * @param string $code    Target language.
	 */
	private static function nonce_action( int $post_id, string $code ): string {
		return self::ACTION . '_' . $post_id . '_' . $code;
	}

	/**
	 * Whether the current user may add translations of a post: edit_post on it and the type's
	 * create_posts capability.
	 *
	 * @param WP_Post $post The post.
	 */
	private static function may_translate( WP_Post $post ): bool {
		$type = get_post_type_object( $post->post_type );
		return null !== $type && current_user_can( 'edit_post', $post->ID ) && current_user_can( (string) $type->cap->create_posts );
	}

	/**
	 * The list's language filter (restrict_manage_posts).
	 *
	 * @param string $post_type Post type of the list.
	 */
	public function filter_dropdown( $post_type ): void {
		if ( ! Translations::is_translated_type( (string) $post_type ) ) {
			return;
		}
		$current = self::filter_language();
		echo '<label class="screen-reader-text" for="kabelshop-filter-language">' . esc_html__( 'Filter by language', 'kabelshop-core' ) . '</label>';
		echo '<select name="' . esc_attr( self::FILTER_ARG ) . '" id="kabelshop-filter-language">';
		echo '<option value="">' . esc_html__( 'All languages', 'kabelshop-core' ) . '</option>';
		foreach ( array_keys( Locale::LANGUAGES ) as $code ) {
			echo '<option value="' . esc_attr( $code ) . '"' . selected( $current, $code, false ) . '>' . esc_html( self::name( $code ) ) . '</option>';
		}
		echo '</select>';
	}

	/**
	 * The language chosen in the list's filter, '' for all.
	 *
	 * @return string '' | 'hr' | 'en' | 'sr'
	 */
	private static function filter_language(): string {
		// phpcs:ignore WordPress.Security.NonceVerification.Recommended -- a list filter changes no data.
		$code = isset( $_GET[ self::FILTER_ARG ] ) ? sanitize_key( wp_unslash( (string) $_GET[ self::FILTER_ARG ] ) ) : '';
		return isset( Locale::LANGUAGES[ $code ] ) ? $code : '';
	}

	/**
	 * Applies the language filter to the list screen's main query (LanguageRouter::filter_query()
	 * leaves wp-admin alone), beside any other filter of the list (status, search, category).
	 *
	 * @param WP_Query $query The query.
	 */
	public function filter_list( WP_Query $query ): void {
		global $pagenow;
		if ( ! is_admin() || 'edit.php' !== $pagenow || ! $query->is_main_query() ) {
			return;
		}
		$code  = self::filter_language();
		$types = array_filter( (array) $query->get( 'post_type' ) );
		if ( '' === $code || ! $types || array_diff( $types, Translations::TYPES ) ) {
			return;
		}
		$tax   = $query->get( 'tax_query' );
		$tax   = is_array( $tax ) ? $tax : array();
		$tax[] = Translations::tax_clause( $code );
		$query->set( 'tax_query', $tax );
	}

	/**
	 * Handles an "Add" link (admin-post.php, GET): checks the nonce, the post and language and the
	 * user's capabilities (403 / 400 pages), then opens the new draft's edit screen, or the
	 * existing translation's; on failure goes back with an error notice.
	 */
	public function handle_add(): void {
		// phpcs:disable WordPress.Security.NonceVerification.Recommended -- the nonce is verified right below.
		$source = isset( $_GET['post'] ) ? absint( $_GET['post'] ) : 0;
		$code   = isset( $_GET['lang'] ) ? sanitize_key( wp_unslash( (string) $_GET['lang'] ) ) : '';
		$nonce  = isset( $_GET['_wpnonce'] ) ? sanitize_text_field( wp_unslash( (string) $_GET['_wpnonce'] ) ) : '';
		// phpcs:enable
		// phpcs:disable WordPress.Security.EscapeOutput.ExceptionNotEscaped -- as at the head of the file.
		if ( ! wp_verify_nonce( $nonce, self::nonce_action( $source, $code ) ) ) {
			wp_die(
				esc_html__( 'The link has expired. Go back and try again.', 'kabelshop-core' ),
				'',
				array(
					'response'  => 403,
					'back_link' => true,
				)
			);
		}
		$post = get_post( $source );
		if ( ! $post instanceof WP_Post || in_array( $post->post_status, array( 'auto-draft', 'trash' ), true ) || ! Translations::is_translated_type( $post->post_type ) || ! isset( Locale::LANGUAGES[ $code ] ) || Translations::language_of( $post->ID ) === $code ) {
			wp_die(
				esc_html__( 'This item cannot be translated into that language.', 'kabelshop-core' ),
				'',
				array(
					'response'  => 400,
					'back_link' => true,
				)
			);
		}
		if ( ! self::may_translate( $post ) ) {
			wp_die(
				esc_html__( 'You may not add translations of this item.', 'kabelshop-core' ),
				'',
				array(
					'response'  => 403,
					'back_link' => true,
				)
			);
		}
		try {
			$id = self::create( $post, $code );
		} catch ( RuntimeException $e ) {
			$back = (string) wp_get_referer();
			$back = '' !== $back ? $back : admin_url( 'edit.php?post_type=' . $post->post_type );
			wp_safe_redirect( add_query_arg( self::ERROR_ARG, 'busy' === $e->getMessage() ? 'busy' : 'failed', $back ) );
			exit;
		}
		wp_safe_redirect( (string) get_edit_post_link( $id, 'raw' ) );
		exit;
	}

	/**
	 * The translation of a post in a language: the one its group has, else a new draft copy.
	 * All or nothing: a copy that cannot be completed is deleted before anything links to it.
	 * Two requests for the same translation at once (a double click) make one: the second waits
	 * for no one and fails with 'busy' while the first holds the lock.
	 *
	 * @param WP_Post $source The post to translate (its type in Translations::TYPES).
	 * @param string  $code   Target language, not the source's.
	 * @return int Post id of the translation.
	 * @throws RuntimeException Message 'failed' (not created, nothing changed) or 'busy'.
	 */
	public static function create( WP_Post $source, string $code ): int {
		Translations::forget();
		$existing = Translations::group( $source->ID )[ $code ] ?? 0;
		if ( $existing > 0 ) {
			return $existing;
		}
		$lock = self::lock_name( $source, $code );
		if ( ! self::lock( $lock ) ) {
			throw new RuntimeException( 'busy' );
		}
		try {
			Translations::forget();
			$existing = Translations::group( $source->ID )[ $code ] ?? 0;
			return $existing > 0 ? $existing : self::copy( $source, $code );
		} finally {
			delete_option( $lock );
		}
	}

	/**
	 * The option name of the lock on making a translation group's post in a language.
	 *
	 * @param WP_Post $source The post to translate.
	 * @param string  $code   Target language.
	 */
	public static function lock_name( WP_Post $source, string $code ): string {
		$group = (string) get_post_meta( $source->ID, Translations::META_GROUP, true );
		return 'kabelshop_translating_' . md5( ( '' !== $group ? $group : (string) $source->ID ) . ':' . $code );
	}

	/**
	 * Takes a lock: a row in the options table that only one request can insert (WP_Upgrader's
	 * create_lock() pattern); a lock older than LOCK_SECONDS is taken over.
	 *
	 * @param string $name Option name of the lock.
	 */
	private static function lock( string $name ): bool {
		global $wpdb;
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching -- INSERT IGNORE is the atomic step a lock needs; add_option() updates an existing row.
		if ( $wpdb->query( $wpdb->prepare( "INSERT IGNORE INTO {$wpdb->options} ( option_name, option_value, autoload ) VALUES ( %s, %s, 'no' )", $name, (string) time() ) ) ) {
			return true;
		}
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching -- the lock's own row, never cached.
		$since = (int) $wpdb->get_var( $wpdb->prepare( "SELECT option_value FROM {$wpdb->options} WHERE option_name = %s", $name ) );
		if ( $since > time() - self::LOCK_SECONDS ) {
			return false;
		}
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching -- take over a stale lock only if no one else did meanwhile.
		return 1 === (int) $wpdb->query( $wpdb->prepare( "UPDATE {$wpdb->options} SET option_value = %s WHERE option_name = %s AND option_value = %s", (string) time(), $name, (string) $since ) );
	}

	/**
	 * Makes the draft copy of a post in a language and links it (create()).
	 *
	 * @param WP_Post $source The post to translate.
	 * @param string  $code   Target language.
	 * @return int The new draft's id.
	 * @throws RuntimeException Message 'failed': nothing was kept.
	 */
	private static function copy( WP_Post $source, string $code ): int {
		$parent = $source->post_parent > 0 ? ( Translations::group( $source->post_parent )[ $code ] ?? 0 ) : 0;
		// Fields are slashed: wp_insert_post() unslashes. The slug is left to WordPress (from the
		// translated title when the draft is published); insert_in() gives the draft its language
		// from the start (Translations::default_language(), LanguageRouter::unique_slug()).
		$id = Translations::insert_in(
			$code,
			array(
				'post_type'      => $source->post_type,
				'post_status'    => 'draft',
				'post_author'    => get_current_user_id(),
				'post_title'     => wp_slash( $source->post_title ),
				'post_content'   => wp_slash( $source->post_content ),
				'post_excerpt'   => wp_slash( $source->post_excerpt ),
				'menu_order'     => $source->menu_order,
				'post_parent'    => $parent,
				'comment_status' => $source->comment_status,
				'ping_status'    => $source->ping_status,
			)
		);
		if ( ! is_int( $id ) || $id <= 0 ) {
			throw new RuntimeException( 'failed' );
		}
		try {
			self::copy_meta( $source->ID, $id );
			self::copy_terms( $source, $id );
			Translations::link(
				array(
					Translations::language_of( $source->ID ) => $source->ID,
					$code => $id,
				)
			);
		} catch ( \Throwable $e ) {
			wp_delete_post( $id, true );
			Translations::forget();
			throw new RuntimeException( 'failed', 0, $e );
		}
		return $id;
	}

	/**
	 * Copies a post's meta (the featured image too) but OWN_META and the translation's own keys.
	 *
	 * @param int $from Source post id.
	 * @param int $to   Translation post id.
	 */
	private static function copy_meta( int $from, int $to ): void {
		foreach ( (array) get_post_meta( $from ) as $key => $values ) {
			$key = (string) $key;
			if ( in_array( $key, self::OWN_META, true ) || str_starts_with( $key, '_kabelshop_translation' ) ) {
				continue;
			}
			// A save hook may have written the key while the draft was inserted: the source's values replace it.
			delete_post_meta( $to, $key );
			foreach ( (array) $values as $value ) {
				add_post_meta( $to, $key, wp_slash( maybe_unserialize( $value ) ) );
			}
		}
	}

	/**
	 * Gives the translation the source's terms of every taxonomy but the language.
	 *
	 * @param WP_Post $source The source post.
	 * @param int     $to     Translation post id.
	 * @throws RuntimeException When terms cannot be read or set.
	 */
	private static function copy_terms( WP_Post $source, int $to ): void {
		foreach ( get_object_taxonomies( $source->post_type ) as $taxonomy ) {
			if ( Translations::TAXONOMY === $taxonomy ) {
				continue;
			}
			$terms = wp_get_object_terms( $source->ID, $taxonomy, array( 'fields' => 'ids' ) );
			if ( is_wp_error( $terms ) || is_wp_error( wp_set_object_terms( $to, array_map( 'intval', $terms ), $taxonomy ) ) ) {
				throw new RuntimeException( 'failed' );
			}
		}
	}

	/**
	 * The notice after a failed "Add" (ERROR_ARG).
	 */
	public function error_notice(): void {
		// phpcs:ignore WordPress.Security.NonceVerification.Recommended -- shows a notice only.
		$error = isset( $_GET[ self::ERROR_ARG ] ) ? sanitize_key( wp_unslash( (string) $_GET[ self::ERROR_ARG ] ) ) : '';
		if ( 'busy' === $error ) {
			$text = __( 'The translation is being created right now. Reload this page in a moment.', 'kabelshop-core' );
		} elseif ( 'failed' === $error ) {
			$text = __( 'The translation could not be created, and nothing was changed. Please try again.', 'kabelshop-core' );
		} else {
			return;
		}
		echo '<div class="notice notice-error"><p>' . esc_html( $text ) . '</p></div>';
	}

	/**
	 * Keeps ERROR_ARG out of the address bar once the notice is shown (removable_query_args).
	 *
	 * @param array<int, string> $args Query arguments WordPress removes.
	 * @return array<int, string>
	 */
	public function removable_args( $args ): array {
		$args   = (array) $args;
		$args[] = self::ERROR_ARG;
		return $args;
	}

	/**
	 * Adds the Language box to the edit screens of the translated types.
	 *
	 * @param string $post_type Post type of the screen.
	 */
	public function add_meta_box( $post_type ): void {
		if ( Translations::is_translated_type( (string) $post_type ) ) {
			add_meta_box( 'kabelshop-language', __( 'Language', 'kabelshop-core' ), array( $this, 'render_box' ), (string) $post_type, 'side', 'high' );
		}
	}

	/**
	 * Prints the Language box: the post's language (a select; languages the group already has are
	 * disabled), its translations with Edit/Add links and the missing-translations note.
	 *
	 * @param WP_Post $post The post being edited.
	 */
	public function render_box( WP_Post $post ): void {
		Translations::forget();
		$own   = Translations::language_of( $post->ID );
		$group = Translations::group( $post->ID );
		wp_nonce_field( self::NONCE, self::NONCE . '_nonce' );
		echo '<p><label for="kabelshop-language-select">' . esc_html__( 'Language of this version', 'kabelshop-core' ) . '</label><br><select id="kabelshop-language-select" name="' . esc_attr( self::FIELD ) . '">';
		foreach ( array_keys( Locale::LANGUAGES ) as $code ) {
			$taken = isset( $group[ $code ] ) && $group[ $code ] !== $post->ID;
			/* translators: %s: language name (e.g. English). */
			$label = $taken ? sprintf( __( '%s (translation exists)', 'kabelshop-core' ), self::name( $code ) ) : self::name( $code );
			echo '<option value="' . esc_attr( $code ) . '"' . selected( $own, $code, false ) . disabled( $taken, true, false ) . '>' . esc_html( $label ) . '</option>';
		}
		echo '</select></p>';
		echo '<p><strong>' . esc_html__( 'Translations', 'kabelshop-core' ) . '</strong></p><ul class="kabelshop-translations">';
		foreach ( array_keys( Locale::LANGUAGES ) as $code ) {
			if ( $code !== $own ) {
				echo '<li><span class="kabelshop-translation-language">' . esc_html( self::name( $code ) ) . ':</span> ' . self::translation_html( $post, $code ) . '</li>'; // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- escaped in translation_html().
			}
		}
		echo '</ul>';
		if ( 'auto-draft' === $post->post_status ) {
			echo '<p class="description">' . esc_html__( 'Save this item first to add translations.', 'kabelshop-core' ) . '</p>';
		}
		echo '<div class="kabelshop-translations-note">';
		foreach ( self::missing_note( $post ) as $sentence ) {
			echo '<p>' . esc_html( $sentence ) . '</p>';
		}
		echo '</div>';
	}

	/**
	 * The languages a post has no published translation in (visitors of those languages do not
	 * get this post's content in their language).
	 *
	 * @param int $post_id Post id.
	 * @return list<string> Language codes.
	 */
	public static function missing( int $post_id ): array {
		$own = Translations::language_of( $post_id );
		$out = array();
		foreach ( array_keys( Locale::LANGUAGES ) as $code ) {
			if ( $code !== $own && 0 === Translations::translation( $post_id, $code ) ) {
				$out[] = $code;
			}
		}
		return $out;
	}

	/**
	 * What the editor is told about missing translations: which languages, and what the front end
	 * shows their visitors instead. Links through LanguageRouter::post_in() (menus, the front and
	 * posts page, catalogue cards: ProductMeta::shown()) lead to the published en-US version, else
	 * to this post; the language switcher (LanguageRouter::url_in()) opens the same with
	 * ?untranslated=<code>, which prints the header's "not available in your language" note; lists
	 * of a language (LanguageRouter::filter_query()) show only that language's posts. The fallback
	 * is en-US by the spec (section 1).
	 *
	 * @param WP_Post $post The post.
	 * @return list<string> Sentences, translated.
	 */
	public static function missing_note( WP_Post $post ): array {
		$missing = self::missing( $post->ID );
		if ( ! $missing ) {
			return array( __( 'All translations are published.', 'kabelshop-core' ) );
		}
		/* translators: %s: names of languages within a sentence, comma-separated (e.g. English, Serbian). */
		$out = array( sprintf( __( 'Missing in: %s.', 'kabelshop-core' ), implode( ', ', array_map( array( self::class, 'name_in_sentence' ), $missing ) ) ) );
		if ( Translations::translation( $post->ID, Locale::FALLBACK ) > 0 ) {
			$out[] = __( 'Visitors of those languages get the English version instead: menus and catalogue links lead to it, and the language switcher opens it with a note that the page is not available in their language yet.', 'kabelshop-core' );
		} else {
			/* translators: %s: language of this post within a sentence (e.g. Croatian). */
			$out[] = sprintf( __( 'There is no published English version either: menus and catalogue links show visitors of those languages this version (%s), and the language switcher opens it with a note that the page is not available in their language yet.', 'kabelshop-core' ), self::name_in_sentence( Translations::language_of( $post->ID ) ) );
		}
		$out[] = __( 'Lists in those languages (news, team, site search) show only what is published in that language.', 'kabelshop-core' );
		$group = Translations::group( $post->ID );
		foreach ( $missing as $code ) {
			if ( isset( $group[ $code ] ) ) {
				$out[] = __( 'A translation counts for visitors once it is published.', 'kabelshop-core' );
				break;
			}
		}
		return $out;
	}

	/**
	 * Saves the Language box (save_post): nonce of the box, edit_post of the post; autosaves,
	 * revisions and requests without the box (quick edit, the block editor's REST save) change
	 * nothing.
	 *
	 * @param int     $post_id Post id.
	 * @param WP_Post $post    The post.
	 */
	public function save_language( $post_id, $post ): void {
		$nonce = isset( $_POST[ self::NONCE . '_nonce' ] ) ? sanitize_text_field( wp_unslash( (string) $_POST[ self::NONCE . '_nonce' ] ) ) : '';
		if ( '' === $nonce || ! wp_verify_nonce( $nonce, self::NONCE ) || ! isset( $_POST[ self::FIELD ] ) ) {
			return;
		}
		if ( ! $post instanceof WP_Post || ! Translations::is_translated_type( $post->post_type ) || (int) $post_id !== $post->ID ) {
			return;
		}
		if ( ( defined( 'DOING_AUTOSAVE' ) && DOING_AUTOSAVE ) || wp_is_post_revision( $post->ID ) || ! current_user_can( 'edit_post', $post->ID ) ) {
			return;
		}
		self::change_language( $post, sanitize_key( wp_unslash( (string) $_POST[ self::FIELD ] ) ) );
	}

	/**
	 * Moves a post to another language, unless its translation group has a post in that language
	 * already; a published post's slug is then checked within its new language
	 * (LanguageRouter::unique_slug()), so two posts of one language never share a path.
	 *
	 * @param WP_Post $post The post.
	 * @param string  $code 'hr' | 'en' | 'sr'.
	 * @return bool True when the language changed.
	 */
	public static function change_language( WP_Post $post, string $code ): bool {
		Translations::forget();
		if ( ! isset( Locale::LANGUAGES[ $code ] ) || Translations::language_of( $post->ID ) === $code ) {
			return false;
		}
		$taken = Translations::group( $post->ID )[ $code ] ?? 0;
		if ( $taken > 0 && $taken !== $post->ID ) {
			return false;
		}
		Translations::set_language( $post->ID, $code );
		$post = get_post( $post->ID );
		if ( $post instanceof WP_Post && '' !== $post->post_name && ! in_array( $post->post_status, array( 'draft', 'pending', 'auto-draft' ), true ) ) {
			$slug = wp_unique_post_slug( $post->post_name, $post->ID, $post->post_status, $post->post_type, $post->post_parent );
			if ( $slug !== $post->post_name ) {
				global $wpdb;
				// phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery -- the slug alone, inside save_post: wp_update_post() would run save_post again; the cache is cleaned next.
				$wpdb->update( $wpdb->posts, array( 'post_name' => $slug ), array( 'ID' => $post->ID ) );
				clean_post_cache( $post->ID );
			}
		}
		return true;
	}
}
