<?php
/**
 * Plugin Name: Kabelshop shared storage
 * Description: Puts uploads in KABELSHOP_UPLOADS_DIR (served at KABELSHOP_UPLOADS_URL) when wp-config.php defines it.
 *
 * A must-use plugin (wp-content/mu-plugins/; bin/setup.sh links it into .wp/). On a cluster every
 * node must see the same uploads (media, the demo pictures) and the same private files: the private
 * folder is KABELSHOP_PRIVATE_DIR (Documents\PrivateFiles), the uploads folder this constant. Core's
 * UPLOADS constant is relative to ABSPATH and cannot name a mount such as /srv/kabelshop/uploads, so
 * this filter replaces the folder and, when KABELSHOP_UPLOADS_URL is set, its URL (else the URL stays
 * WordPress's wp-content/uploads, for a shared folder mounted at that place). Without the constant
 * it does nothing. docs/deploy.md.
 *
 * @package Kabelshop
 */

declare( strict_types=1 );

defined( 'ABSPATH' ) || exit;

if ( defined( 'KABELSHOP_UPLOADS_DIR' ) && '' !== (string) constant( 'KABELSHOP_UPLOADS_DIR' ) ) {
	add_filter(
		'upload_dir',
		/**
		 * The uploads folder and URL moved to the shared storage; the year/month sub-folder kept.
		 *
		 * @param array{path: string, url: string, subdir: string, basedir: string, baseurl: string, error: string|false} $uploads Core's answer.
		 * @return array{path: string, url: string, subdir: string, basedir: string, baseurl: string, error: string|false}
		 */
		static function ( array $uploads ): array {
			$uploads['basedir'] = (string) constant( 'KABELSHOP_UPLOADS_DIR' );
			$uploads['path']    = $uploads['basedir'] . $uploads['subdir'];
			$url                = defined( 'KABELSHOP_UPLOADS_URL' ) ? (string) constant( 'KABELSHOP_UPLOADS_URL' ) : '';
			if ( '' !== $url ) {
				$uploads['baseurl'] = $url;
				$uploads['url']     = $url . $uploads['subdir'];
			}
			return $uploads;
		}
	);
}
