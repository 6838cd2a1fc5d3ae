<?php
/**
 * The about page's history timeline (demo milestones).
 *
 * @package Kabelshop
 */

declare( strict_types=1 );

namespace Kabelshop\Content;

defined( 'ABSPATH' ) || exit;

/**
 * The milestones shown as an ordered list on the about page. They are placeholders that show the
 * layout, not the company's real history, and the page labels them as demo content (common rule:
 * no invented facts presented as real). The real milestones replace these before launch.
 */
final class Timeline {

	/**
	 * Milestones, oldest first.
	 *
	 * @return list<array{label: string, title: string, text: string}> Plain text; escape on output.
	 */
	public static function items(): array {
		return array(
			array(
				'label' => __( 'Step 1', 'kabelshop' ),
				'title' => __( 'The beginning', 'kabelshop' ),
				'text'  => __( 'Demo milestone: a small cable trade opens its first warehouse.', 'kabelshop' ),
			),
			array(
				'label' => __( 'Step 2', 'kabelshop' ),
				'title' => __( 'Cutting service', 'kabelshop' ),
				'text'  => __( 'Demo milestone: cable cut to length from the drum for every order.', 'kabelshop' ),
			),
			array(
				'label' => __( 'Step 3', 'kabelshop' ),
				'title' => __( 'Technical catalogue', 'kabelshop' ),
				'text'  => __( 'Demo milestone: construction tables and conductor colours published for every cable type.', 'kabelshop' ),
			),
			array(
				'label' => __( 'Step 4', 'kabelshop' ),
				'title' => __( 'Webshop for companies', 'kabelshop' ),
				'text'  => __( 'Demo milestone: registered business customers order online with a 20 % discount.', 'kabelshop' ),
			),
		);
	}
}
