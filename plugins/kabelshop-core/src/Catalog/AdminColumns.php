<?php
/**
 * Columns of the cable type list in wp-admin.
 *
 * @package Kabelshop
 */

declare( strict_types=1 );

namespace Kabelshop\Catalog;

defined( 'ABSPATH' ) || exit;

/**
 * Adds Croatian name, standard, supplier and the number of articles to wp-admin's
 * "Cable types" list, so sales staff find a type by the name buyers use and see at a glance
 * which types have no articles yet (0: the product page has no table to order from).
 * The article counts of all types are read with one grouped query per request.
 */
final class AdminColumns {

	/**
	 * Article counts by product id, filled on first use.
	 *
	 * @var array<int, int>|null
	 */
	private ?array $counts = null;

	/**
	 * Adds its hooks (called from CatalogService::register()).
	 */
	public function register(): void {
		add_filter( 'manage_' . ProductMeta::POST_TYPE . '_posts_columns', array( $this, 'columns' ) );
		add_action( 'manage_' . ProductMeta::POST_TYPE . '_posts_custom_column', array( $this, 'cell' ), 10, 2 );
	}

	/**
	 * The list's columns: ours after the title, the date last.
	 *
	 * @param array<string, string> $columns Column key => heading, as WordPress built them.
	 * @return array<string, string>
	 */
	public function columns( array $columns ): array {
		$out = array();
		foreach ( $columns as $key => $label ) {
			$out[ $key ] = $label;
			if ( 'title' === $key ) {
				$out['kabelshop_hr_name']  = ProductMeta::label( 'hr_name' );
				$out['kabelshop_standard'] = ProductMeta::label( 'standard' );
				$out['kabelshop_supplier'] = ProductMeta::label( 'supplier' );
				$out['kabelshop_articles'] = __( 'Articles', 'kabelshop-core' );
			}
		}
		return $out;
	}

	/**
	 * Prints one cell.
	 *
	 * @param string $column  Column key.
	 * @param int    $post_id Cable type id.
	 */
	public function cell( string $column, int $post_id ): void {
		switch ( $column ) {
			case 'kabelshop_hr_name':
			case 'kabelshop_standard':
				$meta = ProductMeta::get( $post_id );
				$key  = 'kabelshop_hr_name' === $column ? 'hr_name' : 'standard';
				echo '' === $meta[ $key ] ? '&mdash;' : esc_html( $meta[ $key ] );
				break;
			case 'kabelshop_supplier':
				echo esc_html( ProductMeta::supplier_label( ProductMeta::get( $post_id )['supplier'] ) );
				break;
			case 'kabelshop_articles':
				echo esc_html( number_format_i18n( $this->counts()[ $post_id ] ?? 0 ) );
				break;
		}
	}

	/**
	 * Number of articles of every cable type that has any.
	 *
	 * @return array<int, int> Product id => article count.
	 */
	private function counts(): array {
		if ( null === $this->counts ) {
			global $wpdb;
			$table        = ArticleTable::name();
			$rows         = (array) $wpdb->get_results( "SELECT product_id, COUNT(*) AS articles FROM {$table} GROUP BY product_id", ARRAY_A ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- no variables but our table name.
			$this->counts = array();
			foreach ( $rows as $row ) {
				$this->counts[ (int) $row['product_id'] ] = (int) $row['articles'];
			}
		}
		return $this->counts;
	}
}
