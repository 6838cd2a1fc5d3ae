<?php
/**
 * Data for the contact page.
 *
 * @package Kabelshop
 */

declare( strict_types=1 );

namespace Kabelshop\View;

defined( 'ABSPATH' ) || exit;

use Kabelshop\Content\Company;
use Kabelshop\Content\Faq;

/**
 * Prepares the contact page (spec section 1: contact block with FAQ): the page's title and
 * content, the company data and opening hours of the wp-admin setting (Content\Company) and the
 * FAQ of the current language by group (Content\Faq).
 */
final class ContactView {

	/**
	 * Everything the contact template prints.
	 *
	 * @param \WP_Post|int|null $post The page; null for the queried object.
	 * @return array{title: string, content: string,
	 *               company: array{name: string, street: string, postcode: string, city: string, country: string, phone: string, phone_href: string, email: string, jobs_email: string, iban: string, oib: string, is_demo: bool},
	 *               hours: list<array{days: string, hours: string}>,
	 *               faq_groups: list<array{name: string, items: list<array{id: int, question: string, answer_html: string}>}>}
	 *         content and answer_html are HTML (wp_kses_post); the rest plain text.
	 */
	public static function data( $post = null ): array {
		$page = PageView::data( $post );
		return array(
			'title'      => $page['title'],
			'content'    => $page['content'],
			'company'    => Company::details(),
			'hours'      => Company::opening_hours(),
			'faq_groups' => Faq::groups(),
		);
	}
}
