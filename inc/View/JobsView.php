<?php
/**
 * Data for the jobs (open applications) page.
 *
 * @package Kabelshop
 */

declare( strict_types=1 );

namespace Kabelshop\View;

defined( 'ABSPATH' ) || exit;

use Kabelshop\Content\Company;
use Kabelshop\Content\Jobs;
use Kabelshop\I18n\Format;
use Kabelshop\I18n\Locale;

/**
 * Prepares the jobs page (spec section 1: open applications): the page's title and content, the
 * steps of the wp-admin company setting in the current language, and the job openings of the
 * current language in their order, closed ones marked (Content\Jobs). open_openings feeds the
 * application form's choice of opening.
 */
final class JobsView {

	/**
	 * Everything the jobs template prints.
	 *
	 * @param \WP_Post|int|null $post The page; null for the queried object.
	 * @return array{title: string, content: string, steps: list<string>,
	 *               openings: list<array{id: int, title: string, text_html: string, location: string, closing_date: string, closing_date_iso: string, is_open: bool}>,
	 *               open_openings: list<array{id: int, title: string}>}
	 *         content and text_html are HTML (wp_kses_post); closing_date in the page language's
	 *         date format (spec section 9), '' when none; the rest plain text.
	 */
	public static function data( $post = null ): array {
		$page     = PageView::data( $post );
		$locale   = Locale::bcp47();
		$openings = array();
		$open     = array();
		foreach ( Jobs::openings() as $job ) {
			$openings[] = array(
				'id'               => $job['id'],
				'title'            => $job['title'],
				'text_html'        => $job['text_html'],
				'location'         => $job['location'],
				'closing_date'     => '' === $job['closing_date_iso'] ? '' : Format::date( $job['closing_date_iso'] . 'T12:00:00', $locale ),
				'closing_date_iso' => $job['closing_date_iso'],
				'is_open'          => $job['is_open'],
			);
			if ( $job['is_open'] ) {
				$open[] = array(
					'id'    => $job['id'],
					'title' => $job['title'],
				);
			}
		}
		return array(
			'title'         => $page['title'],
			'content'       => $page['content'],
			'steps'         => Company::job_steps(),
			'openings'      => $openings,
			'open_openings' => $open,
		);
	}
}
