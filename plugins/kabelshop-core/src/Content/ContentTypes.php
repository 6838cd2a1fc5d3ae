<?php
/**
 * The marketing pages' content types, their fields and the editor's field boxes.
 *
 * @package Kabelshop
 */

declare( strict_types=1 );

namespace Kabelshop\Content;

defined( 'ABSPATH' ) || exit;

use Kabelshop\Accounts\Roles;
use Kabelshop\Service;

/**
 * What editors change on the marketing pages (issue 12: "Nothing an owner would change stays in
 * PHP"), each type written per language (I18n\Translations::TYPES), ordered by menu_order
 * ("Order" under page attributes), shown when published (visibility = publish status):
 * - kabelshop_faq    question (title), answer (content), group (taxonomy kabelshop_faq_group,
 *                    the term name is Croatian, term meta kabelshop_name_en / kabelshop_name_sr);
 * - kabelshop_event  history: year (kabelshop_year), title, text (content), image (featured image);
 * - kabelshop_card   placement (kabelshop_placement: 'home_card' | 'about_slide'), image
 *                    (featured), title, text (content), link (kabelshop_link_url,
 *                    kabelshop_link_label), optional video (kabelshop_video: attachment id, WebM/MP4);
 * - kabelshop_figure value (kabelshop_value, decimal with '.'), decimals (kabelshop_decimals 0..3),
 *                    suffix (kabelshop_suffix), label (title); kabelshop_source 'free_delivery' shows the
 *                    shop's free-delivery threshold (issue 27), 'articles' makes
 *                    the value the live number of catalogue articles (not editable);
 * - kabelshop_job    title, text (content), location (kabelshop_location), closing date
 *                    (kabelshop_closing_date, Y-m-d), open (kabelshop_open, boolean);
 * - kabelshop_person (ContentService) role, e-mail, phone, gallery (kabelshop_gallery: attachment
 *                    ids), photo (featured image).
 * Every field is registered with register_post_meta (type, sanitize callback, show_in_rest,
 * auth_callback = edit_post) and edited in a labelled field box (a classic meta box, which the
 * block editor shows below the content). The types support 'custom-fields' only so that wp/v2
 * carries the meta; the raw "Custom Fields" box is removed. Every capability of these types maps to
 * Roles::CAP_CONTENT (administrators, WordPress editors and the Kabelshop editor).
 * Attachments: WordPress's alt text is the Croatian one; kabelshop_alt_en and kabelshop_alt_sr
 * are edited in the media modal (View\LazyImage prints the current language's).
 */
final class ContentTypes implements Service {

	public const FAQ_TYPE    = 'kabelshop_faq';
	public const FAQ_GROUP   = 'kabelshop_faq_group';
	public const EVENT_TYPE  = 'kabelshop_event';
	public const CARD_TYPE   = 'kabelshop_card';
	public const FIGURE_TYPE = 'kabelshop_figure';
	public const JOB_TYPE    = 'kabelshop_job';

	public const META_YEAR       = 'kabelshop_year';
	public const META_PLACEMENT  = 'kabelshop_placement';
	public const META_LINK_URL   = 'kabelshop_link_url';
	public const META_LINK_LABEL = 'kabelshop_link_label';
	public const META_VIDEO      = 'kabelshop_video';
	public const META_VALUE      = 'kabelshop_value';
	public const META_DECIMALS   = 'kabelshop_decimals';
	public const META_SUFFIX     = 'kabelshop_suffix';
	public const META_SOURCE     = 'kabelshop_source';
	public const META_LOCATION   = 'kabelshop_location';
	public const META_CLOSING    = 'kabelshop_closing_date';
	public const META_OPEN       = 'kabelshop_open';
	public const META_PHONE      = 'kabelshop_phone';
	public const META_GALLERY    = 'kabelshop_gallery';
	/** Term meta of an FAQ group: its English and Serbian names. */
	public const TERM_NAMES = array(
		'en' => 'kabelshop_name_en',
		'sr' => 'kabelshop_name_sr',
	);
	/** Attachment meta: alternative text per language (Croatian is WordPress's _wp_attachment_image_alt). */
	public const ALT_META = array(
		'en' => 'kabelshop_alt_en',
		'sr' => 'kabelshop_alt_sr',
	);

	public const PLACEMENTS = array( 'home_card', 'about_slide' );

	private const NONCE = 'kabelshop_content_fields';

	/**
	 * Adds the service's hooks (Kabelshop\Service).
	 */
	public function register(): void {
		add_action( 'init', array( self::class, 'register_types' ), 5 );
		add_action( 'add_meta_boxes', array( $this, 'add_meta_boxes' ) );
		add_action( 'save_post', array( $this, 'save_fields' ), 10, 2 );
		add_filter( 'attachment_fields_to_edit', array( $this, 'attachment_fields' ), 10, 2 );
		add_filter( 'attachment_fields_to_save', array( $this, 'save_attachment_fields' ), 10, 2 );
		add_action( self::FAQ_GROUP . '_add_form_fields', array( $this, 'render_group_add_fields' ) );
		add_action( self::FAQ_GROUP . '_edit_form_fields', array( $this, 'render_group_edit_fields' ) );
		add_action( 'created_' . self::FAQ_GROUP, array( $this, 'save_group_names' ) );
		add_action( 'edited_' . self::FAQ_GROUP, array( $this, 'save_group_names' ) );
		add_action( 'admin_enqueue_scripts', array( $this, 'enqueue_media_picker' ) );
	}

	/**
	 * The types' primitive capabilities, all Roles::CAP_CONTENT (edit_post, delete_post and
	 * read_post map to these through map_meta_cap).
	 *
	 * @return array<string, string>
	 */
	public static function caps(): array {
		$caps = array_fill_keys( array( 'edit_posts', 'edit_others_posts', 'edit_private_posts', 'edit_published_posts', 'publish_posts', 'read_private_posts', 'delete_posts', 'delete_private_posts', 'delete_published_posts', 'delete_others_posts', 'create_posts' ), Roles::CAP_CONTENT );
		return array( 'read' => 'read' ) + $caps;
	}

	/**
	 * Registers the types, the FAQ group taxonomy and every field.
	 */
	public static function register_types(): void {
		$types = array(
			self::FAQ_TYPE    => array( __( 'FAQ', 'kabelshop-core' ), __( 'Question', 'kabelshop-core' ), __( 'Add question', 'kabelshop-core' ), 'dashicons-editor-help', array( 'title', 'editor', 'page-attributes', 'revisions', 'custom-fields' ) ),
			self::EVENT_TYPE  => array( __( 'History', 'kabelshop-core' ), __( 'History event', 'kabelshop-core' ), __( 'Add history event', 'kabelshop-core' ), 'dashicons-backup', array( 'title', 'editor', 'thumbnail', 'page-attributes', 'revisions', 'custom-fields' ) ),
			self::CARD_TYPE   => array( __( 'Cards and slides', 'kabelshop-core' ), __( 'Card or slide', 'kabelshop-core' ), __( 'Add card or slide', 'kabelshop-core' ), 'dashicons-images-alt2', array( 'title', 'editor', 'thumbnail', 'page-attributes', 'revisions', 'custom-fields' ) ),
			self::FIGURE_TYPE => array( __( 'Figures', 'kabelshop-core' ), __( 'Figure', 'kabelshop-core' ), __( 'Add figure', 'kabelshop-core' ), 'dashicons-chart-bar', array( 'title', 'page-attributes', 'custom-fields' ) ),
			self::JOB_TYPE    => array( __( 'Job openings', 'kabelshop-core' ), __( 'Job opening', 'kabelshop-core' ), __( 'Add job opening', 'kabelshop-core' ), 'dashicons-businessperson', array( 'title', 'editor', 'page-attributes', 'revisions', 'custom-fields' ) ),
		);
		foreach ( $types as $type => $def ) {
			register_post_type(
				$type,
				array(
					'labels'       => array(
						'name'          => $def[0],
						'menu_name'     => $def[0],
						'singular_name' => $def[1],
						'add_new_item'  => $def[2],
					),
					'public'       => false,
					'show_ui'      => true,
					'show_in_rest' => true,
					'map_meta_cap' => true,
					'capabilities' => self::caps(),
					'menu_icon'    => $def[3],
					'supports'     => $def[4],
				)
			);
		}
		register_taxonomy(
			self::FAQ_GROUP,
			self::FAQ_TYPE,
			array(
				'labels'            => array(
					'name'          => __( 'FAQ groups', 'kabelshop-core' ),
					'singular_name' => __( 'FAQ group', 'kabelshop-core' ),
				),
				'public'            => false,
				'show_ui'           => true,
				'show_in_rest'      => true,
				'hierarchical'      => true,
				'show_admin_column' => true,
				'rewrite'           => false,
				'capabilities'      => array(
					'manage_terms' => Roles::CAP_CONTENT,
					'edit_terms'   => Roles::CAP_CONTENT,
					'delete_terms' => Roles::CAP_CONTENT,
					'assign_terms' => Roles::CAP_CONTENT,
				),
			)
		);
		foreach ( self::TERM_NAMES as $key ) {
			register_term_meta(
				self::FAQ_GROUP,
				$key,
				array(
					'type'              => 'string',
					'single'            => true,
					'sanitize_callback' => 'sanitize_text_field',
					'show_in_rest'      => true,
				)
			);
		}
		foreach ( self::fields() as $type => $fields ) {
			foreach ( $fields as $key => $field ) {
				self::register_field( $type, $key, $field );
			}
		}
		foreach ( self::ALT_META as $key ) {
			register_post_meta(
				'attachment',
				$key,
				array(
					'type'              => 'string',
					'single'            => true,
					'sanitize_callback' => 'sanitize_text_field',
					'show_in_rest'      => true,
					'auth_callback'     => array( self::class, 'can_edit' ),
				)
			);
		}
	}

	/**
	 * The fields of each type: meta key => label, input kind and stored type.
	 * input: text | textarea | url | email | year | decimal | integer | date | checkbox | select |
	 * video | gallery.
	 *
	 * @return array<string, array<string, array{label: string, input: string, type: string, help?: string, options?: array<string, string>}>>
	 */
	public static function fields(): array {
		return array(
			self::EVENT_TYPE            => array(
				self::META_YEAR => array(
					'label' => __( 'Year', 'kabelshop-core' ),
					'input' => 'year',
					'type'  => 'string',
				),
			),
			self::CARD_TYPE             => array(
				self::META_PLACEMENT  => array(
					'label'   => __( 'Placement', 'kabelshop-core' ),
					'input'   => 'select',
					'type'    => 'string',
					'options' => array(
						'home_card'   => __( 'Home page card', 'kabelshop-core' ),
						'about_slide' => __( 'About slide on the home page', 'kabelshop-core' ),
					),
				),
				self::META_LINK_URL   => array(
					'label' => __( 'Link URL', 'kabelshop-core' ),
					'input' => 'url',
					'type'  => 'string',
				),
				self::META_LINK_LABEL => array(
					'label' => __( 'Link label', 'kabelshop-core' ),
					'input' => 'text',
					'type'  => 'string',
				),
				self::META_VIDEO      => array(
					'label' => __( 'Video (WebM or MP4, optional)', 'kabelshop-core' ),
					'input' => 'video',
					'type'  => 'integer',
				),
			),
			self::FIGURE_TYPE           => array(
				self::META_VALUE    => array(
					'label' => __( 'Value', 'kabelshop-core' ),
					'input' => 'decimal',
					'type'  => 'string',
					'help'  => __( 'A number with a point before the decimals, e.g. 1234.5.', 'kabelshop-core' ),
				),
				self::META_DECIMALS => array(
					'label' => __( 'Decimals', 'kabelshop-core' ),
					'input' => 'integer',
					'type'  => 'integer',
				),
				self::META_SUFFIX   => array(
					'label' => __( 'Suffix', 'kabelshop-core' ),
					'input' => 'text',
					'type'  => 'string',
					'help'  => __( 'Shown after the number, e.g. € or %.', 'kabelshop-core' ),
				),
				self::META_SOURCE   => array(
					'label'   => __( 'Source of the value', 'kabelshop-core' ),
					'input'   => 'select',
					'type'    => 'string',
					'options' => array(
						''              => __( 'The value above', 'kabelshop-core' ),
						'articles'      => __( 'Number of articles in the catalogue (live)', 'kabelshop-core' ),
						'free_delivery' => __( 'Net order value from which delivery is free, in euros (live, Kabelshop -> Delivery and payment)', 'kabelshop-core' ),
					),
				),
			),
			self::JOB_TYPE              => array(
				self::META_LOCATION => array(
					'label' => __( 'Location', 'kabelshop-core' ),
					'input' => 'text',
					'type'  => 'string',
				),
				self::META_CLOSING  => array(
					'label' => __( 'Closing date', 'kabelshop-core' ),
					'input' => 'date',
					'type'  => 'string',
				),
				self::META_OPEN     => array(
					'label' => __( 'Open for applications', 'kabelshop-core' ),
					'input' => 'checkbox',
					'type'  => 'boolean',
				),
			),
			ContentService::PERSON_TYPE => array(
				ContentService::META_ROLE  => array(
					'label' => __( 'Job title', 'kabelshop-core' ),
					'input' => 'text',
					'type'  => 'string',
				),
				ContentService::META_EMAIL => array(
					'label' => __( 'E-mail', 'kabelshop-core' ),
					'input' => 'email',
					'type'  => 'string',
				),
				self::META_PHONE           => array(
					'label' => __( 'Phone', 'kabelshop-core' ),
					'input' => 'text',
					'type'  => 'string',
				),
				self::META_GALLERY         => array(
					'label' => __( 'Gallery images', 'kabelshop-core' ),
					'input' => 'gallery',
					'type'  => 'array',
				),
			),
		);
	}

	/**
	 * Registers one field with its sanitiser.
	 *
	 * @param string                                                                             $type  Post type.
	 * @param string                                                                             $key   Meta key.
	 * @param array{label: string, input: string, type: string, options?: array<string, string>} $field Definition.
	 */
	private static function register_field( string $type, string $key, array $field ): void {
		$args = array(
			'type'              => $field['type'],
			'single'            => true,
			'description'       => $field['label'],
			'sanitize_callback' => static fn( $value ) => self::sanitize( $field, $value ),
			'show_in_rest'      => true,
			'auth_callback'     => array( self::class, 'can_edit' ),
		);
		if ( 'gallery' === $field['input'] ) {
			$args['default']      = array();
			$args['show_in_rest'] = array(
				'schema' => array(
					'type'  => 'array',
					'items' => array( 'type' => 'integer' ),
				),
			);
		} elseif ( 'boolean' === $field['type'] ) {
			$args['default'] = false;
		}
		register_post_meta( $type, $key, $args );
	}

	/**
	 * Who may write a field (register_post_meta auth_callback): whoever may edit the post.
	 *
	 * @param bool   $allowed  WordPress's decision so far.
	 * @param string $meta_key Meta key.
	 * @param int    $post_id  Post id.
	 */
	public static function can_edit( $allowed, $meta_key = '', $post_id = 0 ): bool {
		return current_user_can( 'edit_post', (int) $post_id );
	}

	/**
	 * A field's value as stored.
	 *
	 * @param array{label: string, input: string, type: string, options?: array<string, string>} $field Definition.
	 * @param mixed                                                                              $value Raw value.
	 * @return mixed string, int, bool or list<int> by the field's type.
	 */
	public static function sanitize( array $field, $value ) {
		switch ( $field['input'] ) {
			case 'gallery':
				$ids = is_array( $value ) ? $value : preg_split( '/[\s,]+/', (string) $value );
				return array_values( array_unique( array_filter( array_map( 'absint', false === $ids ? array() : $ids ) ) ) );
			case 'checkbox':
				return (bool) rest_sanitize_boolean( is_scalar( $value ) ? $value : false );
			case 'integer':
				return min( 3, absint( is_scalar( $value ) ? $value : 0 ) );
			case 'video':
				return absint( is_scalar( $value ) ? $value : 0 );
			case 'url':
				return esc_url_raw( trim( is_scalar( $value ) ? (string) $value : '' ) );
			case 'email':
				return sanitize_email( is_scalar( $value ) ? (string) $value : '' );
			case 'decimal':
				$text = str_replace( ',', '.', trim( is_scalar( $value ) ? (string) $value : '' ) );
				return 1 === preg_match( '/^\d{1,15}(\.\d{1,6})?$/', $text ) ? $text : '';
			case 'date':
				$text = trim( is_scalar( $value ) ? (string) $value : '' );
				return 1 === preg_match( '/^\d{4}-\d{2}-\d{2}$/', $text ) && checkdate( (int) substr( $text, 5, 2 ), (int) substr( $text, 8, 2 ), (int) substr( $text, 0, 4 ) ) ? $text : '';
			case 'select':
				$text = is_scalar( $value ) ? (string) $value : '';
				return isset( $field['options'][ $text ] ) ? $text : (string) array_key_first( $field['options'] ?? array( '' => '' ) );
			case 'textarea':
				return sanitize_textarea_field( is_scalar( $value ) ? (string) $value : '' );
			default:
				return sanitize_text_field( is_scalar( $value ) ? (string) $value : '' );
		}
	}

	/**
	 * Adds the field box to each type with fields.
	 */
	public function add_meta_boxes(): void {
		foreach ( array_keys( self::fields() ) as $type ) {
			add_meta_box( 'kabelshop-content-fields', __( 'Details', 'kabelshop-core' ), array( $this, 'render_box' ), $type, 'normal', 'high' );
		}
		foreach ( array_merge( array_keys( self::fields() ), array( self::FAQ_TYPE ) ) as $type ) {
			// 'custom-fields' support puts the meta into the REST API (the block editor's); the raw
			// "Custom Fields" box it would add is removed: the labelled box above edits the fields.
			remove_meta_box( 'postcustom', $type, 'normal' );
		}
	}

	/**
	 * Prints the labelled fields of a post's type.
	 *
	 * @param \WP_Post $post The post being edited.
	 */
	public function render_box( \WP_Post $post ): void {
		wp_nonce_field( self::NONCE, self::NONCE );
		echo '<table class="form-table" role="presentation"><tbody>';
		foreach ( self::fields()[ $post->post_type ] ?? array() as $key => $field ) {
			$value = get_post_meta( $post->ID, $key, true );
			$id    = 'ks-field-' . $key;
			echo '<tr><th scope="row"><label for="' . esc_attr( $id ) . '">' . esc_html( $field['label'] ) . '</label></th><td>';
			self::render_input( $id, $key, $field, $value );
			if ( isset( $field['help'] ) ) {
				echo '<p class="description">' . esc_html( $field['help'] ) . '</p>';
			}
			echo '</td></tr>';
		}
		echo '</tbody></table>';
	}

	/**
	 * Prints one input.
	 *
	 * @param string                                                                             $id    Element id.
	 * @param string                                                                             $key   Meta key (the field's name).
	 * @param array{label: string, input: string, type: string, options?: array<string, string>} $field Definition.
	 * @param mixed                                                                              $value Stored value.
	 */
	private static function render_input( string $id, string $key, array $field, $value ): void {
		$name = 'kabelshop_fields[' . $key . ']';
		switch ( $field['input'] ) {
			case 'select':
				echo '<select id="' . esc_attr( $id ) . '" name="' . esc_attr( $name ) . '">';
				foreach ( $field['options'] ?? array() as $option => $label ) {
					echo '<option value="' . esc_attr( (string) $option ) . '"' . selected( (string) $value, (string) $option, false ) . '>' . esc_html( $label ) . '</option>';
				}
				echo '</select>';
				return;
			case 'checkbox':
				echo '<input type="hidden" name="' . esc_attr( $name ) . '" value="0"><input type="checkbox" id="' . esc_attr( $id ) . '" name="' . esc_attr( $name ) . '" value="1"' . checked( (bool) $value, true, false ) . '>';
				return;
			case 'gallery':
			case 'video':
				$text = is_array( $value ) ? implode( ',', array_map( 'intval', $value ) ) : ( (int) $value > 0 ? (string) (int) $value : '' );
				echo '<input type="text" class="regular-text" id="' . esc_attr( $id ) . '" name="' . esc_attr( $name ) . '" value="' . esc_attr( $text ) . '" inputmode="numeric" aria-describedby="' . esc_attr( $id . '-help' ) . '"> ';
				echo '<button type="button" class="button" data-ks-media="' . esc_attr( $id ) . '" data-ks-multiple="' . ( 'gallery' === $field['input'] ? '1' : '0' ) . '" data-ks-kind="' . ( 'gallery' === $field['input'] ? 'image' : 'video' ) . '">' . esc_html__( 'Choose from the media library', 'kabelshop-core' ) . '</button>';
				echo '<p class="description" id="' . esc_attr( $id . '-help' ) . '">' . esc_html( 'gallery' === $field['input'] ? __( 'Media library ids, separated by commas, in the order shown.', 'kabelshop-core' ) : __( 'Media library id of the video; empty for none.', 'kabelshop-core' ) ) . '</p>';
				return;
			case 'textarea':
				echo '<textarea class="large-text" rows="3" id="' . esc_attr( $id ) . '" name="' . esc_attr( $name ) . '">' . esc_textarea( (string) $value ) . '</textarea>';
				return;
		}
		$types = array(
			'url'     => 'url',
			'email'   => 'email',
			'date'    => 'date',
			'integer' => 'number',
		);
		$text  = is_scalar( $value ) ? (string) $value : '';
		$extra = 'integer' === $field['input'] ? ' min="0" max="3" step="1"' : ( 'decimal' === $field['input'] ? ' inputmode="decimal" pattern="\d+([.,]\d+)?"' : '' );
		printf(
			'<input type="%s" class="regular-text" id="%s" name="%s" value="%s"%s>',
			esc_attr( $types[ $field['input'] ] ?? 'text' ),
			esc_attr( $id ),
			esc_attr( $name ),
			esc_attr( $text ),
			$extra // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- fixed attribute strings above.
		);
	}

	/**
	 * Saves the field box (nonce and edit_post checked; autosaves and revisions skipped).
	 *
	 * @param int      $post_id Post id.
	 * @param \WP_Post $post    The post.
	 */
	public function save_fields( $post_id, $post ): void {
		$fields = self::fields()[ $post->post_type ] ?? array();
		$nonce  = isset( $_POST[ self::NONCE ] ) ? sanitize_text_field( wp_unslash( (string) $_POST[ self::NONCE ] ) ) : '';
		if ( ! $fields || '' === $nonce || ! wp_verify_nonce( $nonce, self::NONCE ) || ( defined( 'DOING_AUTOSAVE' ) && DOING_AUTOSAVE ) || wp_is_post_revision( (int) $post_id ) || ! current_user_can( 'edit_post', (int) $post_id ) ) {
			return;
		}
		$input = isset( $_POST['kabelshop_fields'] ) && is_array( $_POST['kabelshop_fields'] ) ? wp_unslash( $_POST['kabelshop_fields'] ) : array(); // phpcs:ignore WordPress.Security.ValidatedSanitizedInput.InputNotSanitized -- each value passes its field's sanitiser (update_post_meta -> sanitize_meta).
		foreach ( $fields as $key => $field ) {
			if ( array_key_exists( $key, $input ) ) {
				update_post_meta( (int) $post_id, $key, self::sanitize( $field, $input[ $key ] ) );
			}
		}
	}

	/**
	 * The English and Serbian alt text fields of an image in the media modal and on its edit screen.
	 *
	 * @param array<string, array<string, mixed>> $fields WordPress's fields.
	 * @param \WP_Post                            $post   The attachment.
	 * @return array<string, array<string, mixed>>
	 */
	public function attachment_fields( $fields, $post ): array {
		if ( ! $post instanceof \WP_Post || ! wp_attachment_is_image( $post ) ) {
			return (array) $fields;
		}
		$labels = array(
			'en' => __( 'Alt text (English)', 'kabelshop-core' ),
			'sr' => __( 'Alt text (Serbian)', 'kabelshop-core' ),
		);
		foreach ( self::ALT_META as $code => $key ) {
			$fields[ $key ] = array(
				'label' => $labels[ $code ],
				'input' => 'text',
				'value' => (string) get_post_meta( $post->ID, $key, true ),
				'helps' => __( 'The Alternative Text field above is the Croatian one.', 'kabelshop-core' ),
			);
		}
		return (array) $fields;
	}

	/**
	 * Saves the alt text fields (WordPress checked edit_post before the filter runs).
	 *
	 * @param array<string, mixed> $post       Post data being saved.
	 * @param array<string, mixed> $attachment The fields as sent.
	 * @return array<string, mixed>
	 */
	public function save_attachment_fields( $post, $attachment ): array {
		$id = (int) ( $post['ID'] ?? 0 );
		if ( $id > 0 && current_user_can( 'edit_post', $id ) ) {
			foreach ( self::ALT_META as $key ) {
				if ( isset( $attachment[ $key ] ) && is_scalar( $attachment[ $key ] ) ) {
					update_post_meta( $id, $key, sanitize_text_field( (string) $attachment[ $key ] ) );
				}
			}
		}
		return (array) $post;
	}

	/**
	 * The English and Serbian name fields on the "Add FAQ group" form.
	 */
	public function render_group_add_fields(): void {
		wp_nonce_field( self::NONCE, self::NONCE );
		foreach ( self::group_labels() as $code => $label ) {
			echo '<div class="form-field"><label for="ks-group-' . esc_attr( $code ) . '">' . esc_html( $label ) . '</label><input type="text" id="ks-group-' . esc_attr( $code ) . '" name="' . esc_attr( self::TERM_NAMES[ $code ] ) . '" value=""></div>';
		}
	}

	/**
	 * The English and Serbian name fields on the "Edit FAQ group" screen.
	 *
	 * @param \WP_Term $term The group.
	 */
	public function render_group_edit_fields( $term ): void {
		wp_nonce_field( self::NONCE, self::NONCE );
		foreach ( self::group_labels() as $code => $label ) {
			echo '<tr class="form-field"><th scope="row"><label for="ks-group-' . esc_attr( $code ) . '">' . esc_html( $label ) . '</label></th><td><input type="text" id="ks-group-' . esc_attr( $code ) . '" name="' . esc_attr( self::TERM_NAMES[ $code ] ) . '" value="' . esc_attr( (string) get_term_meta( (int) $term->term_id, self::TERM_NAMES[ $code ], true ) ) . '"></td></tr>';
		}
	}

	/**
	 * Labels of the group name fields.
	 *
	 * @return array<string, string>
	 */
	private static function group_labels(): array {
		return array(
			'en' => __( 'Name (English)', 'kabelshop-core' ),
			'sr' => __( 'Name (Serbian)', 'kabelshop-core' ),
		);
	}

	/**
	 * Saves the English and Serbian names of an FAQ group (nonce and edit_term checked).
	 *
	 * @param int $term_id Term id.
	 */
	public function save_group_names( $term_id ): void {
		$nonce = isset( $_POST[ self::NONCE ] ) ? sanitize_text_field( wp_unslash( (string) $_POST[ self::NONCE ] ) ) : '';
		if ( '' === $nonce || ! wp_verify_nonce( $nonce, self::NONCE ) || ! current_user_can( 'edit_term', (int) $term_id ) ) {
			return;
		}
		foreach ( self::TERM_NAMES as $key ) {
			if ( isset( $_POST[ $key ] ) ) {
				update_term_meta( (int) $term_id, $key, sanitize_text_field( wp_unslash( (string) $_POST[ $key ] ) ) );
			}
		}
	}

	/**
	 * The media library picker of the gallery and video fields (on the edit screens of the types).
	 *
	 * @param string $hook Screen hook suffix.
	 */
	public function enqueue_media_picker( string $hook ): void {
		if ( ! in_array( $hook, array( 'post.php', 'post-new.php' ), true ) ) {
			return;
		}
		$screen = get_current_screen();
		if ( null === $screen || ! isset( self::fields()[ $screen->post_type ] ) ) {
			return;
		}
		wp_enqueue_media();
		wp_add_inline_script(
			'media-editor',
			"document.addEventListener('click',function(e){var b=e.target.closest&&e.target.closest('[data-ks-media]');if(!b||!window.wp||!wp.media){return;}e.preventDefault();var input=document.getElementById(b.getAttribute('data-ks-media'));var multiple=b.getAttribute('data-ks-multiple')==='1';var frame=wp.media({multiple:multiple?'add':false,library:{type:b.getAttribute('data-ks-kind')}});frame.on('select',function(){var ids=frame.state().get('selection').map(function(a){return a.id;});input.value=multiple?(input.value?input.value+',':'')+ids.join(','):(ids[0]||'');input.dispatchEvent(new Event('change',{bubbles:true}));});frame.open();});"
		);
	}
}
