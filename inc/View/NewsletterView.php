<?php
/**
 * The price-list signup section's data.
 *
 * @package Kabelshop
 */

declare( strict_types=1 );

namespace Kabelshop\View;

defined( 'ABSPATH' ) || exit;

use Kabelshop\Content\Pages;
use Kabelshop\Newsletter\PriceListCsv;
use Kabelshop\Newsletter\Signup;
use Kabelshop\Security\BotCheckSettings;

/**
 * Texts and island props of templates/parts/newsletter-signup.php (spec: mailing list signup: title,
 * headline about wanting to receive all cable price-list changes, e-mail field, "Or" separator).
 * The section may be printed twice on one page (home page and footer), so each call gets its own
 * heading id.
 */
final class NewsletterView {

	/** @var int Sections printed on this page. */
	private static int $count = 0;

	/**
	 * The section's data.
	 *
	 * @return array{id: string, title: string, headline: string, or: string, price_list_url: string, price_list_label: string, catalogue_url: string, catalogue_label: string, no_script: string,
	 *   email_label: string, subscribe_label: string, consent_text: string,
	 *   props: array{consentText: string, priceListUrl: string, catalogueUrl: string, turnstileSiteKey: string}}
	 */
	public static function section(): array {
		++self::$count;
		$catalogue = Pages::url( 'catalogue' );
		return array(
			'id'               => 'ks-newsletter-' . self::$count,
			'title'            => __( 'Price-list mailing', 'kabelshop' ),
			'headline'         => __( 'Want to receive all cable price-list changes? Leave your e-mail address and we will send you the changed prices once a month.', 'kabelshop' ),
			'or'               => __( 'Or', 'kabelshop' ),
			'price_list_url'   => PriceListCsv::url(),
			'price_list_label' => __( 'Download the current price list (CSV)', 'kabelshop' ),
			'catalogue_url'    => $catalogue,
			'catalogue_label'  => __( 'Browse the catalogue with current prices', 'kabelshop' ),
			'no_script'        => __( 'The signup form needs JavaScript. Please enable JavaScript in your browser and reload the page.', 'kabelshop' ),
			// The fallback form has the island's fields and size (no layout shift when it mounts on the first interaction).
			'email_label'      => __( 'E-mail', 'kabelshop' ),
			'subscribe_label'  => __( 'Subscribe', 'kabelshop' ),
			'consent_text'     => Signup::consent_text(),
			'props'            => array(
				'consentText'      => Signup::consent_text(),
				'priceListUrl'     => PriceListCsv::url(),
				'catalogueUrl'     => $catalogue,
				'turnstileSiteKey' => BotCheckSettings::site_key(),
			),
		);
	}
}
