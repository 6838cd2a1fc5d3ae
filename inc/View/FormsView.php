<?php
/**
 * Data of the contact form and job application form template parts.
 *
 * @package Kabelshop
 */

declare( strict_types=1 );

namespace Kabelshop\View;

defined( 'ABSPATH' ) || exit;

use Kabelshop\Content\Company;
use Kabelshop\Forms\Application;
use Kabelshop\Forms\ContactMessage;
use Kabelshop\Forms\FormsSettings;
use Kabelshop\Forms\Openings;
use Kabelshop\Security\BotCheckSettings;

/**
 * Prepares what templates/parts/contact-form.php and templates/parts/application-form.php print:
 * the islands' props (the consent sentence exactly as the server will store it, the Turnstile site
 * key) and the fallback's contact address for visitors without JavaScript.
 */
final class FormsView {

	/**
	 * The contact form.
	 *
	 * @return array{props: array{consentText: string, turnstileSiteKey: string}, email: string, limits: array<string, int>}
	 *         Island props, the company e-mail for the fallback, field => maximum characters.
	 */
	public static function contact(): array {
		return array(
			'props'  => array(
				'consentText'      => ContactMessage::consent_text(),
				'turnstileSiteKey' => BotCheckSettings::site_key(),
			),
			'email'  => (string) Company::details()['email'],
			'limits' => ContactMessage::FIELDS,
		);
	}

	/**
	 * The job application form.
	 *
	 * @param mixed $openings List of { id: int, title: string } (the page's openings); ids that do not take
	 *                        applications (Openings::is_open()) are left out.
	 * @param mixed $selected Opening id chosen beforehand (0 = open application).
	 * @return array{props: array{openings: list<array{id: int, title: string}>, selected: int, consentText: string, turnstileSiteKey: string}, email: string}
	 */
	public static function application( $openings, $selected = 0 ): array {
		$list = array();
		foreach ( is_array( $openings ) ? $openings : array() as $opening ) {
			$id = is_array( $opening ) && isset( $opening['id'] ) ? (int) $opening['id'] : 0;
			if ( $id > 0 && Openings::is_open( $id ) ) {
				$list[] = array(
					'id'    => $id,
					'title' => isset( $opening['title'] ) && is_scalar( $opening['title'] ) ? (string) $opening['title'] : Openings::title( $id ),
				);
			}
		}
		return array(
			'props' => array(
				'openings'         => $list,
				'selected'         => is_numeric( $selected ) ? max( 0, (int) $selected ) : 0,
				'consentText'      => Application::consent_text( FormsSettings::retention_days() ),
				'turnstileSiteKey' => BotCheckSettings::site_key(),
			),
			'email' => (string) Company::details()['jobs_email'],
		);
	}
}
