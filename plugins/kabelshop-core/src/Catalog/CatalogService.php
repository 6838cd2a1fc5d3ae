<?php
/**
 * The catalogue: cable types, their categories and their wp-admin screens.
 *
 * @package Kabelshop
 */

declare( strict_types=1 );

namespace Kabelshop\Catalog;

defined( 'ABSPATH' ) || exit;

use Kabelshop\Commerce\Drums\DrumTypes;
use Kabelshop\Commerce\ShopSettings;
use Kabelshop\Commerce\StockRules;
use Kabelshop\I18n\LanguageRouter;
use Kabelshop\I18n\Translations;
use Kabelshop\Content\Pages;
use Kabelshop\Service;
use WP_Post;

/**
 * Registers the post type kabelshop_cable (a cable type; its title is the designation), the
 * taxonomy kabelshop_category, the product meta box (fields of ProductMeta, the staff-only data
 * notes included, saved with a nonce and the edit_post capability, plus the product's articles as
 * a table whose only editable fields are the ordering settings: lead time and "on request only", and
 * for drum articles the drum type and the metres left on the current drum, issue 14), the single
 * product template, the capability kabelshop_manage_catalog for administrators, the
 * list columns (AdminColumns). The import screen is Admin\CatalogImportPage.
 */
final class CatalogService implements Service {

	public const CAPABILITY = 'kabelshop_manage_catalog';

	/**
	 * Most metres left on a current drum when the article's drum length is unknown (the longest
	 * drums of installation cable hold a few thousand metres).
	 */
	public const MAX_DRUM_REMAINING_M = 100000;

	private const NONCE = 'kabelshop_product_meta';

	/**
	 * Adds the service's hooks (Kabelshop\Service).
	 */
	public function register(): void {
		add_action( 'init', array( $this, 'register_types' ) );
		add_action( 'init', array( $this, 'grant_capability' ) );
		add_action( 'add_meta_boxes_' . ProductMeta::POST_TYPE, array( $this, 'add_meta_boxes' ) );
		add_action( 'save_post_' . ProductMeta::POST_TYPE, array( $this, 'save_meta' ), 10, 2 );
		add_action( 'admin_notices', array( $this, 'print_field_errors' ) );
		add_action( 'set_object_terms', array( $this, 'terms_changed' ), 10, 4 );
		add_action( 'admin_init', array( SearchGroups::class, 'check_hourly' ) );
		add_filter( 'request', array( $this, 'catalogue_page_param' ) );
		( new AdminColumns() )->register();
		( new CategoryNames() )->register();
	}

	/**
	 * Registers the post type and the taxonomy.
	 */
	public function register_types(): void {
		register_post_type(
			ProductMeta::POST_TYPE,
			array(
				'labels'       => array(
					'name'          => __( 'Cable types', 'kabelshop-core' ),
					'singular_name' => __( 'Cable type', 'kabelshop-core' ),
					'add_new_item'  => __( 'Add cable type', 'kabelshop-core' ),
					'edit_item'     => __( 'Edit cable type', 'kabelshop-core' ),
					'all_items'     => __( 'All cable types', 'kabelshop-core' ),
					'search_items'  => __( 'Search cable types', 'kabelshop-core' ),
					'not_found'     => __( 'No cable types found.', 'kabelshop-core' ),
				),
				'public'       => true,
				'show_in_rest' => false,
				'has_archive'  => false,
				// Catalogue staff only (issue 12: the content editor role has edit_posts for news but
				// must not change cable types, their articles or prices).
				'map_meta_cap' => true,
				'capabilities' => self::catalogue_caps(),
				'menu_icon'    => 'dashicons-admin-plugins',
				'rewrite'      => array( 'slug' => LanguageRouter::CABLE_BASES['hr'] ),
				'supports'     => array( 'title', 'editor', 'thumbnail', 'excerpt' ),
			)
		);
		register_taxonomy(
			Categories::TAXONOMY,
			ProductMeta::POST_TYPE,
			array(
				'labels'            => array(
					'name'          => __( 'Cable categories', 'kabelshop-core' ),
					'singular_name' => __( 'Cable category', 'kabelshop-core' ),
				),
				'public'            => true,
				'hierarchical'      => true,
				'show_in_rest'      => false,
				'show_admin_column' => true,
				'capabilities'      => array(
					'manage_terms' => self::CAPABILITY,
					'edit_terms'   => self::CAPABILITY,
					'delete_terms' => self::CAPABILITY,
					'assign_terms' => self::CAPABILITY,
				),
				'rewrite'           => array( 'slug' => LanguageRouter::CATEGORY_BASES['hr'] ),
			)
		);
	}

	/**
	 * The cable type's primitive capabilities, all kabelshop_manage_catalog (the meta capabilities
	 * edit_post, delete_post and read_post map to these through map_meta_cap).
	 *
	 * @return array<string, string>
	 */
	public static function catalogue_caps(): array {
		$caps = array_fill_keys( array( 'edit_posts', 'edit_others_posts', 'edit_private_posts', 'edit_published_posts', 'publish_posts', 'read_private_posts', 'delete_posts', 'delete_private_posts', 'delete_published_posts', 'delete_others_posts', 'create_posts' ), self::CAPABILITY );
		return array( 'read' => 'read' ) + $caps;
	}

	/**
	 * Gives administrators kabelshop_manage_catalog once (stored in the roles option).
	 */
	public function grant_capability(): void {
		$role = get_role( 'administrator' );
		if ( $role && ! $role->has_cap( self::CAPABILITY ) ) {
			$role->add_cap( self::CAPABILITY );
		}
	}

	/**
	 * Adds the fields box and the articles box.
	 */
	public function add_meta_boxes(): void {
		add_meta_box( 'kabelshop-product-fields', __( 'Cable data', 'kabelshop-core' ), array( $this, 'render_fields_box' ), ProductMeta::POST_TYPE, 'normal', 'high' );
		add_meta_box( 'kabelshop-product-articles', __( 'Articles', 'kabelshop-core' ), array( $this, 'render_articles_box' ), ProductMeta::POST_TYPE, 'normal', 'default' );
	}

	/**
	 * Prints the fields form.
	 *
	 * @param WP_Post $post The product.
	 */
	public function render_fields_box( WP_Post $post ): void {
		wp_nonce_field( self::NONCE, self::NONCE . '_nonce' );
		$values = ProductMeta::get( $post->ID );
		$record = Translations::original( $post->ID );
		if ( $record !== $post->ID ) {
			echo '<p class="description">' . wp_kses(
				sprintf(
					/* translators: %s: link to the Croatian version of the cable type */
					__( 'This is a translation: only the words are edited here. The data of the cable type (Croatian name, CPR class, supplier, source, core colours, articles) belong to its %s and are shown in every language.', 'kabelshop-core' ),
					'<a href="' . esc_url( (string) get_edit_post_link( $record ) ) . '">' . esc_html__( 'Croatian version', 'kabelshop-core' ) . '</a>'
				),
				array( 'a' => array( 'href' => true ) )
			) . '</p>';
		}
		echo '<table class="form-table" role="presentation"><tbody>';
		foreach ( ProductMeta::FIELDS as $field ) {
			$id = 'kabelshop-' . str_replace( '_', '-', $field );
			if ( $record !== $post->ID && ! in_array( $field, ProductMeta::TRANSLATED, true ) ) {
				if ( ! in_array( $field, ProductMeta::STAFF_ONLY, true ) ) {
					$shown = 'colour_standard' === $field ? ProductMeta::colour_standard_label( $values[ $field ] ) : $values[ $field ];
					echo '<tr><th scope="row">' . esc_html( ProductMeta::label( $field ) ) . '</th><td>' . esc_html( $shown ) . '</td></tr>';
				}
				continue;
			}
			echo '<tr><th scope="row"><label for="' . esc_attr( $id ) . '">' . esc_html( ProductMeta::label( $field ) ) . '</label></th><td>';
			if ( 'colour_standard' === $field ) {
				echo '<select id="' . esc_attr( $id ) . '" name="kabelshop[' . esc_attr( $field ) . ']">';
				foreach ( ProductMeta::COLOUR_STANDARDS as $standard ) {
					echo '<option value="' . esc_attr( $standard ) . '"' . selected( $values[ $field ], $standard, false ) . '>' . esc_html( ProductMeta::colour_standard_label( $standard ) ) . '</option>';
				}
				echo '</select>';
			} elseif ( 'data_note' === $field ) {
				echo '<textarea class="large-text" rows="8" id="' . esc_attr( $id ) . '" name="kabelshop[' . esc_attr( $field ) . ']" aria-describedby="' . esc_attr( $id ) . '-hint">' . esc_textarea( $values[ $field ] ) . '</textarea>';
				echo '<p class="description" id="' . esc_attr( $id ) . '-hint">' . esc_html__( 'Where the data comes from and what is uncertain, with the source links. Staff only: never shown to buyers.', 'kabelshop-core' ) . '</p>';
			} else {
				echo '<input type="text" class="regular-text" id="' . esc_attr( $id ) . '" name="kabelshop[' . esc_attr( $field ) . ']" value="' . esc_attr( $values[ $field ] ) . '">';
			}
			if ( 'supplier' === $field ) {
				echo '<p class="description">' . esc_html__( 'Enter "own" for the shop\'s own range, otherwise the supplier\'s name.', 'kabelshop-core' ) . '</p>';
			}
			if ( 'cpr_class' === $field ) {
				echo '<p class="description">' . esc_html__( 'EN 50575 class from the maker\'s declaration of performance, e.g. Cca-s1,d1,a1 or Eca; empty when none is declared. It is also a catalogue filter.', 'kabelshop-core' ) . '</p>';
			}
			if ( 'source' === $field ) {
				echo '<p class="description">' . esc_html__( 'Shown to buyers on the product page as "Source: …": the maker\'s name only. Notes and links go into the data notes below.', 'kabelshop-core' ) . '</p>';
			}
			echo '</td></tr>';
		}
		self::render_filter_fields( $post, $record !== $post->ID );
		echo '</tbody></table>';
	}

	/**
	 * Prints the technical filter keys of the cable type (ProductMeta::FILTER_FIELDS; rules in
	 * TechnicalFilters): the rated voltage U0/U, the IEC 60228 conductor classes and the three flags.
	 * Editable on the catalogue record; a translation shows them.
	 *
	 * @param WP_Post $post        The product.
	 * @param bool    $translation Whether the post is a translation (read-only values).
	 */
	private static function render_filter_fields( WP_Post $post, bool $translation ): void {
		$record = Translations::original( $post->ID );
		$meta   = static fn( string $field ): string => (string) get_post_meta( $record, ProductMeta::key( $field ), true );
		$chosen = TechnicalFilters::conductor_classes( $meta( 'conductor_classes' ) );
		if ( $translation ) {
			$flags = array_filter( ProductMeta::FLAG_FIELDS, static fn( string $field ): bool => '1' === $meta( $field ) );
			echo '<tr><th scope="row">' . esc_html( ProductMeta::label( 'voltage_rating' ) ) . '</th><td>' . esc_html( $meta( 'voltage_rating' ) ) . '</td></tr>';
			echo '<tr><th scope="row">' . esc_html( ProductMeta::label( 'conductor_classes' ) ) . '</th><td>' . esc_html( implode( ', ', array_map( array( TechnicalFilters::class, 'conductor_label' ), $chosen ) ) ) . '</td></tr>';
			echo '<tr><th scope="row">' . esc_html( TechnicalFilters::legend( 'flags' ) ) . '</th><td>' . esc_html( implode( ', ', array_map( array( ProductMeta::class, 'label' ), $flags ) ) ) . '</td></tr>';
			return;
		}
		echo '<tr><th scope="row"><label for="kabelshop-voltage-rating">' . esc_html( ProductMeta::label( 'voltage_rating' ) ) . '</label></th><td>'
			. '<input type="text" class="regular-text" id="kabelshop-voltage-rating" name="kabelshop[voltage_rating]" value="' . esc_attr( $meta( 'voltage_rating' ) ) . '" aria-describedby="kabelshop-voltage-rating-hint">'
			. '<p class="description" id="kabelshop-voltage-rating-hint">' . esc_html__( 'The catalogue\'s voltage filter: U0/U as 300/500 V, 450/750 V or 0.6/1 kV; empty = the type is not in that filter.', 'kabelshop-core' ) . '</p></td></tr>';
		echo '<tr><th scope="row">' . esc_html( ProductMeta::label( 'conductor_classes' ) ) . '</th><td><fieldset><legend class="screen-reader-text">' . esc_html( ProductMeta::label( 'conductor_classes' ) ) . '</legend>';
		echo '<input type="hidden" name="kabelshop[filters_present]" value="1">';
		foreach ( TechnicalFilters::CONDUCTOR_CLASSES as $class ) {
			echo '<label><input type="checkbox" name="kabelshop[conductor_classes][]" value="' . esc_attr( (string) $class ) . '"' . checked( in_array( $class, $chosen, true ), true, false ) . '> ' . esc_html( TechnicalFilters::conductor_label( $class ) ) . '</label><br>';
		}
		echo '</fieldset></td></tr>';
		echo '<tr><th scope="row">' . esc_html( TechnicalFilters::legend( 'flags' ) ) . '</th><td><fieldset><legend class="screen-reader-text">' . esc_html( TechnicalFilters::legend( 'flags' ) ) . '</legend>';
		foreach ( ProductMeta::FLAG_FIELDS as $field ) {
			echo '<label><input type="checkbox" id="kabelshop-' . esc_attr( str_replace( '_', '-', $field ) ) . '" name="kabelshop[' . esc_attr( $field ) . ']" value="1"' . checked( $meta( $field ), '1', false ) . '> ' . esc_html( ProductMeta::label( $field ) ) . '</label><br>';
		}
		echo '<p class="description">' . esc_html__( 'Tick only what the cable type\'s data state; these are catalogue filters.', 'kabelshop-core' ) . '</p></fieldset></td></tr>';
	}

	/**
	 * Saves the technical filter keys of a catalogue record (the caller checked the nonce and
	 * edit_post). A CPR class or voltage that is not valid keeps the stored value and comes back as
	 * a translated error naming the field.
	 *
	 * @param int                 $post_id Cable type (the catalogue record).
	 * @param array<mixed, mixed> $input   The box's kabelshop[] values.
	 * @return list<string> Translated errors.
	 */
	public static function save_filter_fields( int $post_id, array $input ): array {
		$errors = array();
		if ( isset( $input['cpr_class'] ) ) {
			$text = sanitize_text_field( (string) $input['cpr_class'] );
			$cpr  = TechnicalFilters::cpr( $text );
			if ( null === $cpr ) {
				$errors[] = TechnicalFilters::cpr_error( $text );
			} else {
				update_post_meta( $post_id, ProductMeta::key( 'cpr_class' ), $cpr );
			}
		}
		if ( empty( $input['filters_present'] ) ) {
			return $errors;
		}
		$text    = sanitize_text_field( (string) ( $input['voltage_rating'] ?? '' ) );
		$voltage = TechnicalFilters::voltage( $text );
		if ( null === $voltage ) {
			$errors[] = TechnicalFilters::voltage_error( $text );
		} else {
			update_post_meta( $post_id, ProductMeta::key( 'voltage_rating' ), $voltage );
		}
		$classes = isset( $input['conductor_classes'] ) && is_array( $input['conductor_classes'] ) ? array_map( 'strval', $input['conductor_classes'] ) : array();
		$stored  = TechnicalFilters::conductor_store( array_values( $classes ) );
		if ( null === $stored ) {
			$errors[] = TechnicalFilters::conductor_error( implode( ', ', array_map( 'sanitize_text_field', $classes ) ) );
		} else {
			update_post_meta( $post_id, ProductMeta::key( 'conductor_classes' ), $stored );
		}
		foreach ( ProductMeta::FLAG_FIELDS as $field ) {
			update_post_meta( $post_id, ProductMeta::key( $field ), empty( $input[ $field ] ) ? '' : '1' );
		}
		return $errors;
	}

	/**
	 * Prints, once, the errors of the last save of the cable type being edited (kept for a minute
	 * per user and post: save_post redirects before anything is shown).
	 */
	public function print_field_errors(): void {
		$screen = function_exists( 'get_current_screen' ) ? get_current_screen() : null;
		$post   = get_post();
		if ( ! $screen || 'post' !== $screen->base || ! $post instanceof WP_Post || ProductMeta::POST_TYPE !== $post->post_type ) {
			return;
		}
		$key    = self::errors_key( $post->ID );
		$errors = get_transient( $key );
		if ( ! is_array( $errors ) || ! $errors ) {
			return;
		}
		delete_transient( $key );
		echo '<div class="notice notice-error" role="alert"><p>' . esc_html__( 'Some cable data were not saved:', 'kabelshop-core' ) . '</p><ul>';
		foreach ( $errors as $error ) {
			echo '<li>' . esc_html( (string) $error ) . '</li>';
		}
		echo '</ul></div>';
	}

	/**
	 * The transient that carries a save's errors to the next screen.
	 *
	 * @param int $post_id Cable type.
	 */
	private static function errors_key( int $post_id ): string {
		return 'kabelshop_product_errors_' . get_current_user_id() . '_' . $post_id;
	}

	/**
	 * Prints the product's articles (they come from the ERP import) with the two ordering settings
	 * staff keep here (Commerce\StockRules): the lead time in working days (empty = the shop's
	 * default, Kabelshop -> Delivery and payment) and "on request only"; for drum articles (issue 14,
	 * docs/drums.md) the drum type (DrumTypes::all() or none) and the metres left on the current drum
	 * (empty = not kept; the product table shows "Current drum: 320 m left"). The two drum columns
	 * appear only when the cable type has a drum article. Editable on the catalogue record (the
	 * Croatian version) only; a translation shows them.
	 *
	 * @param WP_Post $post The product.
	 */
	public function render_articles_box( WP_Post $post ): void {
		$articles = ( new ArticleRepository() )->for_product( $post->ID );
		if ( ! $articles ) {
			echo '<p>' . esc_html__( 'No articles yet. Articles come from the catalogue import.', 'kabelshop-core' ) . '</p>';
			return;
		}
		$editable = Translations::original( $post->ID ) === $post->ID;
		$default  = ShopSettings::default_lead_time_days();
		echo '<p class="description">' . esc_html(
			sprintf(
				/* translators: %d: the shop's default lead time in working days */
				__( 'Lead time: working days until a quantity that is not in stock arrives; empty = the shop\'s default (%d). "On request only": buyers cannot order the article, they ask for a quote through the inquiry list (an article without a price is always on request).', 'kabelshop-core' ),
				$default
			)
		) . '</p>';
		$drums = array() !== array_filter( $articles, static fn( Article $a ): bool => 'drum' === $a->packaging );
		$types = $drums ? DrumTypes::all() : array();
		if ( $drums ) {
			echo '<p class="description">' . esc_html__( 'Drum type: the drum a drum article ships on; a returnable type adds its deposit per drum to the order (Kabelshop -> Drum types and cut fee). Metres left on the current drum: whole metres, at most the drum length; shown in the product table as "Current drum: 320 m left"; empty = not kept, not shown. A larger quantity is still orderable: it comes from a new drum.', 'kabelshop-core' ) . '</p>';
		}
		echo '<table class="widefat striped"><caption class="screen-reader-text">' . esc_html__( 'Articles of this cable type', 'kabelshop-core' ) . '</caption><thead><tr>';
		$headers = array(
			__( 'Article code', 'kabelshop-core' ),
			__( 'Size', 'kabelshop-core' ),
			__( 'Packaging', 'kabelshop-core' ),
			__( 'Unit price (EUR/m)', 'kabelshop-core' ),
			__( 'Stock (m)', 'kabelshop-core' ),
			__( 'Lead time (working days)', 'kabelshop-core' ),
			__( 'On request only', 'kabelshop-core' ),
		);
		if ( $drums ) {
			$headers[] = __( 'Drum type', 'kabelshop-core' );
			$headers[] = __( 'Metres left on the current drum', 'kabelshop-core' );
		}
		foreach ( $headers as $header ) {
			echo '<th scope="col">' . esc_html( $header ) . '</th>';
		}
		echo '</tr></thead><tbody>';
		foreach ( $articles as $article ) {
			$name = 'kabelshop_articles[' . $article->id . ']';
			echo '<tr><td>' . esc_html( $article->article_code ) . '</td><td>' . esc_html( $article->size_label ) . '</td><td>'
				. esc_html( Packaging::label( $article->packaging, $article->package_length_m ) ) . '</td><td>'
				. esc_html( Decimal::format( $article->unit_price_e4, 4 ) . ( $article->price_is_demo ? ' ' . __( '(demo price)', 'kabelshop-core' ) : '' ) ) . '</td><td>'
				. esc_html( null === $article->stock_m ? __( 'No figure', 'kabelshop-core' ) : (string) $article->stock_m ) . '</td><td>';
			if ( $editable ) {
				/* translators: %s: article code */
				$lead_label = sprintf( __( 'Lead time of %s in working days', 'kabelshop-core' ), $article->article_code );
				/* translators: %s: article code */
				$flag_label = sprintf( __( '%s on request only', 'kabelshop-core' ), $article->article_code );
				echo '<input type="hidden" name="' . esc_attr( $name . '[present]' ) . '" value="1">'
					. '<input type="number" class="small-text" min="1" max="' . esc_attr( (string) StockRules::MAX_LEAD_TIME_DAYS ) . '" step="1" name="' . esc_attr( $name . '[lead_time_days]' ) . '" value="' . esc_attr( null === $article->lead_time_days ? '' : (string) $article->lead_time_days ) . '" placeholder="' . esc_attr( (string) $default ) . '" aria-label="' . esc_attr( $lead_label ) . '"></td><td>'
					. '<input type="checkbox" name="' . esc_attr( $name . '[on_request_only]' ) . '" value="1"' . checked( $article->on_request_only, true, false ) . ' aria-label="' . esc_attr( $flag_label ) . '">';
			} else {
				echo esc_html( null === $article->lead_time_days ? '' : (string) $article->lead_time_days ) . '</td><td>' . esc_html( $article->on_request_only ? __( 'Yes', 'kabelshop-core' ) : '' );
			}
			if ( $drums ) {
				echo '</td><td>';
				self::render_drum_cells( $article, $name, $types, $editable );
			}
			echo '</td></tr>';
		}
		echo '</tbody></table>';
	}

	/**
	 * Prints the two drum cells' content of an article row (the caller opened the first cell and
	 * closes the second): a select of the drum types and a number field, or their text on a
	 * translation; empty for an article that is not on a drum. A stored type that is no longer in
	 * the list (DrumTypes' sanitize refuses removing a used type, so only stray data) stays
	 * selectable under its id so saving the box does not drop it.
	 *
	 * @param Article                                                                                              $article  The article.
	 * @param string                                                                                               $name     Its form name prefix (kabelshop_articles[id]).
	 * @param array<string, array{id: string, label: string, returnable: bool, deposit_cents: int, weight_g: int}> $types    DrumTypes::all().
	 * @param bool                                                                                                 $editable The catalogue record (not a translation).
	 */
	private static function render_drum_cells( Article $article, string $name, array $types, bool $editable ): void {
		if ( 'drum' !== $article->packaging ) {
			echo '</td><td>';
			return;
		}
		$remaining = null === $article->drum_remaining_m ? '' : (string) $article->drum_remaining_m;
		if ( ! $editable ) {
			echo esc_html( '' === $article->drum_type ? '' : ( $types[ $article->drum_type ]['label'] ?? $article->drum_type ) ) . '</td><td>' . esc_html( $remaining );
			return;
		}
		/* translators: %s: article code */
		$type_label = sprintf( __( 'Drum type of %s', 'kabelshop-core' ), $article->article_code );
		/* translators: %s: article code */
		$left_label = sprintf( __( 'Metres left on the current drum of %s', 'kabelshop-core' ), $article->article_code );
		echo '<select name="' . esc_attr( $name . '[drum_type]' ) . '" aria-label="' . esc_attr( $type_label ) . '"><option value="">' . esc_html__( 'No drum type', 'kabelshop-core' ) . '</option>';
		if ( '' !== $article->drum_type && ! isset( $types[ $article->drum_type ] ) ) {
			/* translators: %s: drum type id */
			echo '<option value="' . esc_attr( $article->drum_type ) . '" selected>' . esc_html( sprintf( __( '%s (not in the drum type list)', 'kabelshop-core' ), $article->drum_type ) ) . '</option>';
		}
		foreach ( $types as $id => $type ) {
			/* translators: %s: drum type name */
			$label = $type['returnable'] ? sprintf( __( '%s (returnable)', 'kabelshop-core' ), $type['label'] ) : sprintf( __( '%s (one-way)', 'kabelshop-core' ), $type['label'] );
			echo '<option value="' . esc_attr( $id ) . '"' . selected( $article->drum_type, $id, false ) . '>' . esc_html( $label ) . '</option>';
		}
		$max = null !== $article->package_length_m && $article->package_length_m > 0 ? $article->package_length_m : self::MAX_DRUM_REMAINING_M;
		echo '</select></td><td><input type="number" class="small-text" min="1" max="' . esc_attr( (string) $max ) . '" step="1" name="' . esc_attr( $name . '[drum_remaining_m]' ) . '" value="' . esc_attr( $remaining ) . '" aria-label="' . esc_attr( $left_label ) . '">';
	}

	/**
	 * Checks the drum fields of one drum article's row (pure but for DrumTypes::all()). Rules
	 * (docs/drums.md, "Staff keep the drum data"): drum_type is '' (none), a DrumTypes id, or the
	 * article's stored type (kept even when it left the list); drum_remaining_m is empty (not kept)
	 * or whole metres from 1 to the drum length (package_length_m; MAX_DRUM_REMAINING_M when the
	 * length is unknown): a drum cannot hold more than its length, and a used-up drum is replaced
	 * by a new one (enter its length), so 0 is refused too. A wrong field keeps its stored value.
	 *
	 * @param Article      $article The drum article.
	 * @param array<mixed> $row     Its form row: { drum_type, drum_remaining_m }.
	 * @return array{drum_type: string, remaining_m: int|null, errors: list<string>} errors: translated,
	 *         naming the article code and the field.
	 */
	public static function drum_input( Article $article, array $row ): array {
		$errors = array();
		$type   = is_scalar( $row['drum_type'] ?? null ) ? sanitize_key( (string) $row['drum_type'] ) : '';
		if ( '' !== $type && $type !== $article->drum_type && null === DrumTypes::find( $type ) ) {
			/* translators: %s: article code */
			$errors[] = sprintf( __( 'Article %s, drum type: choose one of the drum types (Kabelshop -> Drum types and cut fee) or none.', 'kabelshop-core' ), $article->article_code );
			$type     = $article->drum_type;
		}
		$text      = is_scalar( $row['drum_remaining_m'] ?? null ) ? trim( (string) $row['drum_remaining_m'] ) : '';
		$length    = null !== $article->package_length_m && $article->package_length_m > 0 ? $article->package_length_m : null;
		$max       = $length ?? self::MAX_DRUM_REMAINING_M;
		$remaining = null;
		if ( '' !== $text ) {
			$remaining = preg_match( '/^\d{1,9}$/', $text ) ? (int) $text : null;
			if ( null !== $remaining && null !== $length && $remaining > $length ) {
				/* translators: 1: article code, 2: metres entered, 3: the drum length in metres */
				$errors[]  = sprintf( __( 'Article %1$s, metres left on the current drum: %2$d m is more than the drum holds (%3$d m). Enter what is left on the drum in use; a larger order is cut from a new drum.', 'kabelshop-core' ), $article->article_code, $remaining, $length );
				$remaining = $article->drum_remaining_m;
			} elseif ( null === $remaining || $remaining < 1 || $remaining > $max ) {
				/* translators: 1: article code, 2: most metres */
				$errors[]  = sprintf( __( 'Article %1$s, metres left on the current drum: enter whole metres from 1 to %2$d, or leave the field empty when you do not keep the figure.', 'kabelshop-core' ), $article->article_code, $max );
				$remaining = $article->drum_remaining_m;
			}
		}
		return array(
			'drum_type'   => $type,
			'remaining_m' => $remaining,
			'errors'      => $errors,
		);
	}

	/**
	 * Saves the articles box's settings of this record's own articles (the caller checked the nonce
	 * and edit_post): the ordering settings (an empty lead time means the shop's default; an
	 * invalid one keeps the stored value) and, for drum articles whose row carries them, the drum
	 * type and the metres left on the current drum (drum_input(); a row without the drum keys
	 * leaves them as they are).
	 *
	 * @param int                 $post_id Cable type (the catalogue record).
	 * @param array<mixed, mixed> $input   kabelshop_articles: article id => { present, lead_time_days, on_request_only, drum_type?, drum_remaining_m? }.
	 * @return list<string> Translated errors of the drum fields (the notice after the save).
	 */
	public static function save_article_ordering( int $post_id, array $input ): array {
		$repository = new ArticleRepository();
		$errors     = array();
		foreach ( $repository->for_product( $post_id ) as $article ) {
			$row = $input[ $article->id ] ?? null;
			if ( ! is_array( $row ) || ! isset( $row['present'] ) ) {
				continue;
			}
			$text = trim( sanitize_text_field( (string) ( $row['lead_time_days'] ?? '' ) ) );
			$days = '' === $text ? null : ( ShopSettings::parse_days( $text ) ?? $article->lead_time_days );
			$repository->set_ordering( $article->id, $days, ! empty( $row['on_request_only'] ) );
			if ( 'drum' === $article->packaging && ( array_key_exists( 'drum_type', $row ) || array_key_exists( 'drum_remaining_m', $row ) ) ) {
				$drum   = self::drum_input( $article, $row + array( 'drum_type' => $article->drum_type ) );
				$errors = array_merge( $errors, $drum['errors'] );
				$repository->set_drum( $article->id, $drum['drum_type'], array_key_exists( 'drum_remaining_m', $row ) ? $drum['remaining_m'] : $article->drum_remaining_m );
			}
		}
		return $errors;
	}

	/**
	 * Saves the fields (nonce and edit_post checked) and refreshes the articles' search text.
	 *
	 * @param int     $post_id Post id.
	 * @param WP_Post $post    The post.
	 */
	public function save_meta( int $post_id, WP_Post $post ): void {
		$nonce = isset( $_POST[ self::NONCE . '_nonce' ] ) ? sanitize_text_field( wp_unslash( $_POST[ self::NONCE . '_nonce' ] ) ) : '';
		if ( '' === $nonce || ! wp_verify_nonce( $nonce, self::NONCE ) ) {
			return;
		}
		if ( ( defined( 'DOING_AUTOSAVE' ) && DOING_AUTOSAVE ) || wp_is_post_revision( $post_id ) || ! current_user_can( 'edit_post', $post_id ) ) {
			return;
		}
		$input       = isset( $_POST['kabelshop'] ) && is_array( $_POST['kabelshop'] ) ? wp_unslash( $_POST['kabelshop'] ) : array(); // phpcs:ignore WordPress.Security.ValidatedSanitizedInput.InputNotSanitized -- sanitised per field below.
		$translation = Translations::original( $post_id ) !== $post_id;
		foreach ( ProductMeta::FIELDS as $field ) {
			// A translation keeps its words only; the data live on the record (ProductMeta::TRANSLATED).
			// The CPR class is checked and stored by save_filter_fields().
			if ( ! isset( $input[ $field ] ) || 'cpr_class' === $field || ( $translation && ! in_array( $field, ProductMeta::TRANSLATED, true ) ) ) {
				continue;
			}
			$value = in_array( $field, ProductMeta::STAFF_ONLY, true ) ? sanitize_textarea_field( (string) $input[ $field ] ) : sanitize_text_field( (string) $input[ $field ] );
			if ( 'colour_standard' === $field && ! in_array( $value, ProductMeta::COLOUR_STANDARDS, true ) ) {
				$value = '';
			}
			update_post_meta( $post_id, ProductMeta::key( $field ), $value );
		}
		$errors = $translation ? array() : self::save_filter_fields( $post_id, $input );
		if ( ! $translation && isset( $_POST['kabelshop_articles'] ) && is_array( $_POST['kabelshop_articles'] ) ) {
			$errors = array_merge( $errors, self::save_article_ordering( $post_id, wp_unslash( $_POST['kabelshop_articles'] ) ) ); // phpcs:ignore WordPress.Security.ValidatedSanitizedInput.InputNotSanitized -- sanitised per field in save_article_ordering().
		}
		if ( $errors ) {
			set_transient( self::errors_key( $post_id ), $errors, MINUTE_IN_SECONDS );
		}
		( new ArticleRepository() )->refresh_search_text( $post_id );
	}

	/**
	 * A product's category changed: its articles' search text names the category.
	 *
	 * @param int               $object_id Object id.
	 * @param array<int|string> $terms  Terms (ids or slugs, as given to wp_set_object_terms()).
	 * @param array<int>        $tt_ids Term taxonomy ids.
	 * @param string            $taxonomy  Taxonomy.
	 */
	public function terms_changed( $object_id, $terms, $tt_ids, $taxonomy ): void {
		if ( Categories::TAXONOMY !== $taxonomy ) {
			return;
		}
		( new ArticleRepository() )->refresh_search_text( (int) $object_id );
		// The record's category is its translations' too (category archives list each language's posts).
		if ( ProductMeta::POST_TYPE === get_post_type( (int) $object_id ) && Translations::original( (int) $object_id ) === (int) $object_id ) {
			$ids = wp_get_object_terms( (int) $object_id, Categories::TAXONOMY, array( 'fields' => 'ids' ) );
			foreach ( Translations::group( (int) $object_id ) as $member ) {
				if ( $member !== (int) $object_id && is_array( $ids ) ) {
					wp_set_object_terms( $member, array_map( 'intval', $ids ), Categories::TAXONOMY );
				}
			}
		}
	}

	/**
	 * On the catalogue page ?page= is the result page (the catalogue island keeps it in the URL),
	 * not WordPress's page of a split post, which would 404 or redirect (core 5.5+).
	 *
	 * @param array<string, mixed> $vars Query variables.
	 * @return array<string, mixed>
	 */
	public function catalogue_page_param( array $vars ): array {
		$slugs = array_merge( array( Pages::PAGES['catalogue'][0] ), array_values( Pages::SLUGS['catalogue'] ) );
		if ( isset( $vars['pagename'], $vars['page'] ) && in_array( $vars['pagename'], $slugs, true ) ) {
			unset( $vars['page'] );
		}
		return $vars;
	}
}
