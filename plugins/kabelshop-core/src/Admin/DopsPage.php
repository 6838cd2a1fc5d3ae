<?php
/**
 * The wp-admin screen "Kabelshop -> Declarations of performance".
 *
 * @package Kabelshop
 */

declare( strict_types=1 );

namespace Kabelshop\Admin;

defined( 'ABSPATH' ) || exit;

use Kabelshop\I18n\Locale;
use Kabelshop\I18n\Translations;
use Kabelshop\Documents\ControlCode;
use Kabelshop\Documents\DopRepository;
use Kabelshop\Documents\InvoiceImporter;
use Kabelshop\Documents\PrivateFiles;

/**
 * Latest declarations of performance (DoP) and the upload of one PDF per product, optionally per
 * batch (admin-post action and nonce kabelshop_dop_upload). Template: admin/dops.
 */
final class DopsPage extends DocumentScreen {

	public const SLUG = 'kabelshop-dops';

	/** Menu slug. */
	public function slug(): string {
		return self::SLUG;
	}

	/** Page title. */
	public function title(): string {
		return __( 'Declarations of performance', 'kabelshop-core' );
	}

	/** The upload handler. */
	protected function register_handlers(): void {
		add_action( 'admin_post_kabelshop_dop_upload', array( $this, 'upload_dop' ) );
	}

	/**
	 * The screen's data.
	 *
	 * @return array<string, mixed> template 'dops', form (admin-post URL), products (published
	 *         cables by title, id => title, at most 500), dops (the latest 100 as list of {number,
	 *         product, batch}).
	 */
	protected function view(): array {
		$products = array();
		foreach ( get_posts(
			array(
				'post_type'   => 'kabelshop_cable',
				'numberposts' => 500, // phpcs:ignore WordPress.WP.PostsPerPage.posts_per_page_numberposts -- the whole cable range in one select, as before the move (the catalogue has a few hundred types).
				'orderby'     => 'title',
				'order'       => 'ASC',
				'post_status' => 'publish',
				// The catalogue records only (DoPs belong to them), not their English and Serbian versions.
				'tax_query'   => array( Translations::tax_clause( Locale::DEFAULT ) ), // phpcs:ignore WordPress.DB.SlowDBQuery.slow_db_query_tax_query -- one admin select.
			)
		) as $product ) {
			$products[ $product->ID ] = get_the_title( $product );
		}
		$dops = array();
		foreach ( ( new DopRepository() )->latest( 100 ) as $dop ) {
			$dops[] = array(
				'number'  => (string) $dop['number'],
				'product' => (string) $dop['product_name'],
				'batch'   => (string) $dop['batch'],
			);
		}
		return array(
			'template' => 'dops',
			'form'     => admin_url( 'admin-post.php' ),
			'products' => $products,
			'dops'     => $dops,
		);
	}

	/** Handles a DoP upload. */
	public function upload_dop(): void {
		$this->guard();
		check_admin_referer( 'kabelshop_dop_upload' );
		// phpcs:disable WordPress.Security.NonceVerification.Missing -- checked above.
		$product = absint( $_POST['product_id'] ?? 0 );
		$batch   = sanitize_text_field( wp_unslash( (string) ( $_POST['batch'] ?? '' ) ) );
		$number  = strtoupper( sanitize_text_field( wp_unslash( (string) ( $_POST['number'] ?? '' ) ) ) );
		// phpcs:enable
		$bytes = self::uploaded_bytes( 'file' );
		$error = '';
		if ( 'kabelshop_cable' !== get_post_type( $product ) ) {
			$error = __( 'Choose a product.', 'kabelshop-core' );
		} elseif ( ! preg_match( InvoiceImporter::NUMBER_RULE, $number ) || mb_strlen( $batch ) > 40 ) {
			$error = __( 'the DoP number is missing or has characters other than letters, digits, . / _ -', 'kabelshop-core' );
		} elseif ( null !== ( new DopRepository() )->find_by_number( $number ) ) {
			$error = __( 'a declaration with this number exists already', 'kabelshop-core' );
		} elseif ( ! PrivateFiles::is_pdf( $bytes ) ) {
			$error = __( 'the file is not a PDF', 'kabelshop-core' );
		}
		if ( '' !== $error ) {
			$this->finish( array( $error ), array() );
		}
		$control = ControlCode::generate();
		( new DopRepository() )->create(
			array(
				'product_id'   => $product,
				'batch'        => '' === $batch ? null : $batch,
				'number'       => $number,
				'control_hash' => ControlCode::hash( $control ),
				'file'         => PrivateFiles::store( 'dops', $bytes ),
			)
		);
		$this->finish(
			array(),
			array(
				array(
					'number'  => $number,
					'control' => $control,
				),
			)
		);
	}
}
