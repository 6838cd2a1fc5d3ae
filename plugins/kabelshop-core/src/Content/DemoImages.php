<?php
/**
 * Demo pictures drawn with GD at seed time and put into the media library.
 *
 * @package Kabelshop
 */

declare( strict_types=1 );

namespace Kabelshop\Content;

defined( 'ABSPATH' ) || exit;

/**
 * Abstract, neutral pictures for the demo content (issue 12: "so every carousel and gallery has
 * content"): a colour gradient, a few cable-like curves, cable cross-sections (a sheath with
 * coloured cores) and the word "Demo". They are drawn by this class, the project's own work,
 * and dedicated to the public domain (CC0 1.0), so they may be reused freely; nothing is
 * downloaded. Each picture is generated once (found again by its key in the attachment meta
 * META_KEY), written as a JPEG into uploads/kabelshop-demo/ (reused when another site drew it
 * already) and registered with
 * wp_generate_attachment_metadata(), so every registered size (and the srcset) exists; another
 * site reuses the sizes as well (metadata()). The
 * alternative text is set in three languages (WordPress's alt = Croatian, ContentTypes::ALT_META).
 */
final class DemoImages {

	/** Attachment meta: the demo picture's key. */
	public const META_KEY = '_kabelshop_demo_image';

	/** Colour schemes: background from, background to, cable colours (the conductor colours of IEC 60446). */
	private const PALETTES = array(
		array( array( 18, 52, 86 ), array( 36, 99, 145 ), array( array( 139, 90, 43 ), array( 30, 30, 30 ), array( 150, 150, 150 ), array( 40, 90, 200 ), array( 60, 160, 60 ) ) ),
		array( array( 40, 44, 52 ), array( 90, 96, 110 ), array( array( 230, 120, 30 ), array( 40, 90, 200 ), array( 220, 200, 40 ), array( 139, 90, 43 ) ) ),
		array( array( 22, 80, 70 ), array( 60, 140, 120 ), array( array( 240, 240, 240 ), array( 30, 30, 30 ), array( 200, 60, 50 ) ) ),
		array( array( 70, 40, 90 ), array( 130, 90, 150 ), array( array( 250, 200, 60 ), array( 60, 160, 60 ), array( 40, 90, 200 ) ) ),
		array( array( 120, 60, 30 ), array( 200, 120, 60 ), array( array( 30, 30, 30 ), array( 240, 240, 240 ), array( 40, 90, 200 ) ) ),
	);

	/** @var array<string, int> Attachment ids by key (this request). */
	private static array $ids = array();

	/**
	 * The attachment id of a demo picture, drawing it the first time.
	 *
	 * @param string               $key    Unique key, e.g. 'card-1'.
	 * @param int                  $width  Width in pixels.
	 * @param int                  $height Height in pixels.
	 * @param int                  $seed   Picks the palette and the shapes.
	 * @param array<string,string> $alts   Alternative text per language ('hr', 'en', 'sr').
	 * @param string               $title  Media library title.
	 * @return int Attachment id.
	 * @throws \RuntimeException When the file or the attachment cannot be written (the seed stops).
	 */
	public static function get( string $key, int $width, int $height, int $seed, array $alts, string $title ): int {
		if ( isset( self::$ids[ $key ] ) ) {
			return self::$ids[ $key ];
		}
		$found = get_posts(
			array(
				'post_type'      => 'attachment',
				'post_status'    => 'inherit',
				'posts_per_page' => 1,
				'fields'         => 'ids',
				'meta_key'       => self::META_KEY, // phpcs:ignore WordPress.DB.SlowDBQuery.slow_db_query_meta_key -- seeding.
				'meta_value'     => $key, // phpcs:ignore WordPress.DB.SlowDBQuery.slow_db_query_meta_value -- seeding.
			)
		);
		if ( $found ) {
			self::$ids[ $key ] = (int) $found[0];
			return self::$ids[ $key ];
		}
		$file = self::path( 'kabelshop-demo-' . $key . '.jpg' );
		if ( ! is_file( $file ) ) {
			// Drawn beside, then moved: sites seeded at the same time (tests) share the uploads folder.
			$part = $file . '.' . getmypid() . '.part';
			self::draw( $part, $width, $height, $seed );
			rename( $part, $file ); // phpcs:ignore WordPress.WP.AlternativeFunctions.rename_rename -- an atomic move within the uploads folder.
		}
		$id = wp_insert_attachment(
			array(
				'post_mime_type' => 'image/jpeg',
				'post_title'     => $title,
				'post_content'   => '',
				'post_excerpt'   => '',
				'post_status'    => 'inherit',
				'meta_input'     => array(
					self::META_KEY               => $key,
					Seeder::META_SEEDED          => '1',
					'_wp_attachment_image_alt'   => $alts['hr'] ?? '',
					ContentTypes::ALT_META['en'] => $alts['en'] ?? '',
					ContentTypes::ALT_META['sr'] => $alts['sr'] ?? '',
				),
			),
			$file,
			0,
			true
		);
		if ( is_wp_error( $id ) ) {
			throw new \RuntimeException( esc_html( 'cannot add demo image ' . $key . ': ' . $id->get_error_message() ) );
		}
		wp_update_attachment_metadata( (int) $id, self::metadata( (int) $id, $file ) );
		self::$ids[ $key ] = (int) $id;
		return (int) $id;
	}

	/**
	 * The attachment metadata of a demo picture (its registered sizes, for the srcset). Scaling a
	 * picture into every size takes about 0.15 s, 29 pictures about 5 s on every fresh site (each
	 * test run installs one), while the files are shared: the metadata is kept beside the picture
	 * (<file>.json, with a fingerprint of the registered sizes) and reused while the sizes are the
	 * same and every size's file is still there; otherwise wp_generate_attachment_metadata() draws
	 * them again and the file is rewritten.
	 *
	 * @param int    $id   Attachment id.
	 * @param string $file Path of the picture.
	 * @return array<string, mixed>
	 */
	private static function metadata( int $id, string $file ): array {
		$sizes = md5( (string) wp_json_encode( wp_get_registered_image_subsizes() ) );
		$cache = $file . '.json';
		$saved = is_readable( $cache ) ? json_decode( (string) file_get_contents( $cache ), true ) : null; // phpcs:ignore WordPress.WP.AlternativeFunctions.file_get_contents_file_get_contents -- a local file.
		if ( is_array( $saved ) && ( $saved['sizes'] ?? '' ) === $sizes && is_array( $saved['meta'] ?? null ) && is_array( $saved['meta']['sizes'] ?? null ) ) {
			$missing = array_filter( $saved['meta']['sizes'], static fn( $size ): bool => ! is_array( $size ) || ! is_file( dirname( $file ) . '/' . (string) ( $size['file'] ?? '' ) ) );
			if ( ! $missing ) {
				return $saved['meta'];
			}
		}
		require_once ABSPATH . 'wp-admin/includes/image.php';
		$meta = wp_generate_attachment_metadata( $id, $file );
		$part = $cache . '.' . getmypid() . '.part';
		$json = (string) wp_json_encode(
			array(
				'sizes' => $sizes,
				'meta'  => $meta,
			)
		);
		if ( false !== file_put_contents( $part, $json ) ) { // phpcs:ignore WordPress.WP.AlternativeFunctions -- beside the picture, in the uploads folder.
			rename( $part, $cache ); // phpcs:ignore WordPress.WP.AlternativeFunctions.rename_rename -- an atomic move within the uploads folder.
		}
		return $meta;
	}

	/**
	 * The path of a demo file: uploads/kabelshop-demo/<name>, one fixed place, so seeding another
	 * site (each test run installs a fresh one) reuses the files instead of adding copies.
	 *
	 * @param string $name File name.
	 * @throws \RuntimeException When the folder cannot be made.
	 */
	private static function path( string $name ): string {
		$uploads = wp_upload_dir( null, false );
		$dir     = trailingslashit( (string) $uploads['basedir'] ) . 'kabelshop-demo';
		if ( ! wp_mkdir_p( $dir ) ) {
			throw new \RuntimeException( esc_html( 'cannot create ' . $dir ) );
		}
		return $dir . '/' . $name;
	}

	/**
	 * Draws the picture and writes it as a JPEG.
	 *
	 * @param string $file   Target path.
	 * @param int    $width  Width.
	 * @param int    $height Height.
	 * @param int    $seed   Palette and shapes.
	 * @throws \RuntimeException When GD cannot draw or write it.
	 */
	public static function draw( string $file, int $width, int $height, int $seed ): void {
		$image = imagecreatetruecolor( $width, $height );
		if ( false === $image ) {
			throw new \RuntimeException( 'GD cannot create an image' );
		}
		$palette = self::PALETTES[ $seed % count( self::PALETTES ) ];
		// Background: a vertical gradient in bands of 4 px.
		for ( $y = 0; $y < $height; $y += 4 ) {
			$t     = $y / max( 1, $height - 1 );
			$color = self::color( $image, self::mix( $palette[0], $palette[1], $t ) );
			imagefilledrectangle( $image, 0, $y, $width - 1, $y + 3, $color );
		}
		// Cables: thick sine-shaped curves across the picture.
		$cables = $palette[2];
		imagesetthickness( $image, max( 6, (int) ( $height / 40 ) ) );
		foreach ( $cables as $i => $rgb ) {
			$color = self::color( $image, $rgb );
			$base  = (int) ( $height * ( 0.25 + 0.5 * $i / max( 1, count( $cables ) - 1 ) ) );
			$amp   = $height * ( 0.06 + 0.03 * ( ( $seed + $i ) % 3 ) );
			$phase = ( $seed * 0.9 ) + $i * 0.7;
			$prev  = null;
			for ( $x = -20; $x <= $width + 20; $x += 16 ) {
				$y = (int) ( $base + $amp * sin( $phase + $x / ( $width / 3.2 ) ) );
				if ( null !== $prev ) {
					imageline( $image, $prev[0], $prev[1], $x, $y, $color );
				}
				$prev = array( $x, $y );
			}
		}
		imagesetthickness( $image, 1 );
		// Cross-section of a cable: sheath, insulation, coloured cores.
		$radius = (int) ( min( $width, $height ) * 0.18 );
		$cx     = (int) ( $width * ( 0.72 + 0.08 * ( $seed % 2 ) ) );
		$cy     = (int) ( $height * 0.5 );
		imagefilledellipse( $image, $cx, $cy, $radius * 2, $radius * 2, self::color( $image, array( 35, 35, 35 ) ) );
		imagefilledellipse( $image, $cx, $cy, (int) ( $radius * 1.7 ), (int) ( $radius * 1.7 ), self::color( $image, array( 225, 225, 220 ) ) );
		$cores = count( $cables );
		foreach ( $cables as $i => $rgb ) {
			$angle = 2 * M_PI * $i / $cores;
			$x     = (int) ( $cx + $radius * 0.45 * cos( $angle ) );
			$y     = (int) ( $cy + $radius * 0.45 * sin( $angle ) );
			imagefilledellipse( $image, $x, $y, (int) ( $radius * 0.55 ), (int) ( $radius * 0.55 ), self::color( $image, $rgb ) );
			imagefilledellipse( $image, $x, $y, (int) ( $radius * 0.3 ), (int) ( $radius * 0.3 ), self::color( $image, array( 200, 120, 50 ) ) );
		}
		self::stamp( $image, $width, $height );
		if ( ! imagejpeg( $image, $file, 82 ) ) {
			throw new \RuntimeException( esc_html( 'GD cannot write ' . $file ) );
		}
		imagedestroy( $image );
	}

	/**
	 * The word "Demo" in the top left corner: GD's built-in font drawn small, then scaled up.
	 *
	 * @param \GdImage $image  Picture.
	 * @param int      $width  Its width.
	 * @param int      $height Its height.
	 */
	private static function stamp( \GdImage $image, int $width, int $height ): void {
		$small = imagecreatetruecolor( 44, 18 );
		if ( false === $small ) {
			return;
		}
		imagefilledrectangle( $small, 0, 0, 43, 17, self::color( $small, array( 255, 255, 255 ) ) );
		imagestring( $small, 5, 3, 1, 'Demo', self::color( $small, array( 20, 20, 20 ) ) );
		$scale = max( 2, (int) ( $height / 110 ) );
		imagecopyresized( $image, $small, (int) ( $width * 0.04 ), (int) ( $height * 0.06 ), 0, 0, 44 * $scale, 18 * $scale, 44, 18 );
		imagedestroy( $small );
	}

	/**
	 * A colour of a picture.
	 *
	 * @param \GdImage       $image Picture.
	 * @param array<int,int> $rgb   Red, green, blue (0..255).
	 */
	private static function color( \GdImage $image, array $rgb ): int {
		return (int) imagecolorallocate( $image, $rgb[0], $rgb[1], $rgb[2] );
	}

	/**
	 * A colour between two.
	 *
	 * @param array<int,int> $from From.
	 * @param array<int,int> $to   To.
	 * @param float          $t    0..1.
	 * @return array<int,int>
	 */
	private static function mix( array $from, array $to, float $t ): array {
		return array(
			(int) round( $from[0] + ( $to[0] - $from[0] ) * $t ),
			(int) round( $from[1] + ( $to[1] - $from[1] ) * $t ),
			(int) round( $from[2] + ( $to[2] - $from[2] ) * $t ),
		);
	}

	/**
	 * The demo video (assets/demo/video/kabelshop-demo.webm, when the theme ships it) as an
	 * attachment, 0 when the file is missing. Copied into the uploads folder once.
	 *
	 * @param array<string,string> $titles Title per language; the Croatian one is the media title.
	 * @return int Attachment id or 0.
	 * @throws \RuntimeException When the file cannot be copied or registered.
	 */
	public static function video( array $titles ): int {
		$source = KABELSHOP_CORE_DIR . '/assets/demo/video/kabelshop-demo.webm';
		if ( isset( self::$ids['video'] ) ) {
			return self::$ids['video'];
		}
		$found = get_posts(
			array(
				'post_type'      => 'attachment',
				'post_status'    => 'inherit',
				'posts_per_page' => 1,
				'fields'         => 'ids',
				'meta_key'       => self::META_KEY, // phpcs:ignore WordPress.DB.SlowDBQuery.slow_db_query_meta_key -- seeding.
				'meta_value'     => 'video', // phpcs:ignore WordPress.DB.SlowDBQuery.slow_db_query_meta_value -- seeding.
			)
		);
		if ( $found ) {
			self::$ids['video'] = (int) $found[0];
			return self::$ids['video'];
		}
		if ( ! is_readable( $source ) ) {
			return 0;
		}
		$file = self::path( 'kabelshop-demo.webm' );
		if ( ! is_file( $file ) && ! copy( $source, $file ) ) {
			throw new \RuntimeException( 'cannot copy the demo video' );
		}
		$id = wp_insert_attachment(
			array(
				'post_mime_type' => 'video/webm',
				'post_title'     => $titles['hr'] ?? 'Demo video',
				'post_status'    => 'inherit',
				'meta_input'     => array(
					self::META_KEY      => 'video',
					Seeder::META_SEEDED => '1',
				),
			),
			$file,
			0,
			true
		);
		if ( is_wp_error( $id ) ) {
			throw new \RuntimeException( esc_html( 'cannot add the demo video: ' . $id->get_error_message() ) );
		}
		self::$ids['video'] = (int) $id;
		return (int) $id;
	}

	/**
	 * Forgets the ids found in this request (tests that delete attachments).
	 */
	public static function forget(): void {
		self::$ids = array();
	}
}
