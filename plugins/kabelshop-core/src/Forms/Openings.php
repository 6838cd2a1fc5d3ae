<?php
/**
 * Job openings an application may name.
 *
 * @package Kabelshop
 */

declare( strict_types=1 );

namespace Kabelshop\Forms;

defined( 'ABSPATH' ) || exit;

use Kabelshop\Content\ContentTypes;
use Kabelshop\Content\Jobs;

/**
 * The job openings (post type POST_TYPE, written in wp-admin by editors: plugins/kabelshop-core/src/Content) as far as
 * applications need them. Whether an opening takes applications is Content\Jobs::is_open(): a
 * published opening whose "Open for applications" box (META_OPEN) is ticked and whose closing date
 * (META_CLOSING, Y-m-d), when set, is today or later. Id 0 is the open application.
 */
final class Openings {

	public const POST_TYPE    = ContentTypes::JOB_TYPE;
	public const META_OPEN    = ContentTypes::META_OPEN;
	public const META_CLOSING = ContentTypes::META_CLOSING;

	/**
	 * Whether applications to this opening are accepted (0, the open application, always is).
	 *
	 * @param int $id Post id or 0.
	 */
	public static function is_open( int $id ): bool {
		return 0 === $id || ( $id > 0 && Jobs::is_open( $id ) );
	}

	/**
	 * Title of an opening as the applicant saw it; for 0 the translated "Open application".
	 *
	 * @param int $id Post id or 0.
	 */
	public static function title( int $id ): string {
		if ( 0 === $id ) {
			return __( 'Open application', 'kabelshop-core' );
		}
		return mb_substr( html_entity_decode( (string) get_the_title( $id ), ENT_QUOTES, 'UTF-8' ), 0, 200 );
	}
}
