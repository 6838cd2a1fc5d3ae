<?php
/**
 * Questions business buyers of cable ask, with the shop's answers.
 *
 * @package Kabelshop
 */

declare( strict_types=1 );

namespace Kabelshop\Content;

defined( 'ABSPATH' ) || exit;

/**
 * The contact page's FAQ. Each answer states only rules the shop actually has (spec sections 1, 6
 * and 9: 20 % webshop discount for registered business customers, registration confirmed by e-mail
 * within 24 hours, invoices and declarations of performance online, declarations for same-day
 * invoices only after business hours, payment by bank transfer, card or contract terms, cart and
 * inquiry list kept 7 days). Where the spec gives no number (delivery time, drum deposit) the
 * answer names none and refers the buyer to the order confirmation or the sales team.
 */
final class Faq {

	/**
	 * The questions and answers, translated.
	 *
	 * @return list<array{id: string, question: string, answer: string}> Plain text; escape on output.
	 */
	public static function items(): array {
		return array(
			array(
				'id'       => 'delivery',
				'question' => __( 'How long does delivery take?', 'kabelshop' ),
				'answer'   => __( 'The catalogue shows the availability of every article. Articles in stock are prepared for dispatch once we confirm your order; for articles that are not in stock we tell you the expected delivery date before we confirm the order, so you can decide.', 'kabelshop' ),
			),
			array(
				'id'       => 'cutting',
				'question' => __( 'Do you cut cable to length?', 'kabelshop' ),
				'answer'   => __( 'Yes. Cable supplied on drums is cut to the length you order in metres. Rings, reels and boxes are sold in their full package length; the packaging column of the product table shows which packaging an article comes in.', 'kabelshop' ),
			),
			array(
				'id'       => 'drums',
				'question' => __( 'Do I pay a deposit for cable drums?', 'kabelshop' ),
				'answer'   => __( 'When an order is delivered on a returnable drum, any drum deposit is shown as a separate line on the order confirmation and the invoice, and it is credited when the drum comes back undamaged. Ask our sales team about the current drum terms before you order.', 'kabelshop' ),
			),
			array(
				'id'       => 'invoices',
				'question' => __( 'Where can I find my invoices?', 'kabelshop' ),
				'answer'   => __( 'Registered business customers can view and download their invoices in the account area under Invoices. You can pay by bank transfer, by card or on the payment terms of your contract.', 'kabelshop' ),
			),
			array(
				'id'       => 'declarations',
				'question' => __( 'How do I get declarations of performance?', 'kabelshop' ),
				'answer'   => __( 'Declarations of performance are available online: in the account area for registered customers, or for anyone through the document search with the document number and its control number. For invoices issued today, the declarations become available after business hours.', 'kabelshop' ),
			),
			array(
				'id'       => 'discount',
				'question' => __( 'How do I get the business discount?', 'kabelshop' ),
				'answer'   => __( 'Register your company or craft in the webshop. We confirm the registration by e-mail within 24 hours; from then on you get a 20 % webshop discount on every order, and you can follow the packaging of your orders item by item.', 'kabelshop' ),
			),
			array(
				'id'       => 'inquiry',
				'question' => __( 'Can I ask for an offer instead of ordering?', 'kabelshop' ),
				'answer'   => __( 'Yes. Add the articles to the inquiry list instead of the cart and send it to us; the inquiry list works like the cart and keeps its contents for 7 days.', 'kabelshop' ),
			),
		);
	}
}
