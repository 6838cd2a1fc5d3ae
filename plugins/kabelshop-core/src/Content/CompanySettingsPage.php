<?php
/**
 * The wp-admin screen "Kabelshop -> Company data".
 *
 * @package Kabelshop
 */

declare( strict_types=1 );

namespace Kabelshop\Content;

defined( 'ABSPATH' ) || exit;

use Kabelshop\Accounts\Roles;
use Kabelshop\Admin\AdminPage;

/**
 * Company name, address, phone, e-mails, opening hours (rows with day labels in three languages),
 * IBAN, OIB and the jobs page's steps in three languages (issue 12). Capability
 * kabelshop_manage_content (administrators and the Kabelshop editor). The form posts to
 * options.php (Settings API: group and option of CompanySettings, its nonce, its sanitiser and
 * validation; errors come back through settings_errors()). Template: admin/company-settings.
 * Kept in plugins/kabelshop-core/src/Content (not plugins/kabelshop-core/src/Admin) with the other content code.
 */
final class CompanySettingsPage extends AdminPage {

	public const SLUG = 'kabelshop-company';

	/** Empty opening-hours rows offered below the stored ones. */
	private const EMPTY_ROWS = 2;

	/** Menu slug. */
	public function slug(): string {
		return self::SLUG;
	}

	/** Page title. */
	public function title(): string {
		return __( 'Company data', 'kabelshop-core' );
	}

	/** Content editors and administrators. */
	public function capability(): string {
		return Roles::CAP_CONTENT;
	}

	/** After the other screens. */
	protected function priority(): int {
		return 45;
	}

	/**
	 * The screen's data.
	 *
	 * @return array<string, mixed> template 'company-settings', group, option, fields (list of
	 *         {key, label, type, value, help}), hours (rows as stored plus empty ones),
	 *         languages (code => label), steps (code => text).
	 */
	protected function view(): array {
		$stored  = Company::stored();
		$details = Company::details();
		$labels  = array(
			'name'           => array( __( 'Company name', 'kabelshop-core' ), 'text', '' ),
			'street'         => array( __( 'Street and number', 'kabelshop-core' ), 'text', '' ),
			'postcode'       => array( __( 'Postcode', 'kabelshop-core' ), 'text', '' ),
			'city'           => array( __( 'City', 'kabelshop-core' ), 'text', '' ),
			'phone'          => array( __( 'Phone', 'kabelshop-core' ), 'tel', '' ),
			'email'          => array( __( 'E-mail', 'kabelshop-core' ), 'email', '' ),
			'jobs_email'     => array( __( 'E-mail for job applications', 'kabelshop-core' ), 'email', '' ),
			'iban'           => array( __( 'IBAN', 'kabelshop-core' ), 'text', __( 'Checked with the IBAN check digits (mod 97).', 'kabelshop-core' ) ),
			'oib'            => array( __( 'OIB', 'kabelshop-core' ), 'text', __( '11 digits; the last one is checked (ISO 7064 MOD 11,10).', 'kabelshop-core' ) ),
			// Issue 27: the seller identification of the footer, the contact page and the order PDF.
			'register_court' => array( __( 'Register court', 'kabelshop-core' ), 'text', __( 'The commercial court keeping the company in the court register, e.g. Trgovački sud u Zagrebu.', 'kabelshop-core' ) ),
			'mbs'            => array( __( 'MBS (court register number)', 'kabelshop-core' ), 'text', __( '8 or 9 digits, as in the court register.', 'kabelshop-core' ) ),
			'share_capital'  => array( __( 'Share capital', 'kabelshop-core' ), 'text', __( 'As registered and whether paid in full, e.g. 2.500,00 EUR, uplaćen u cijelosti.', 'kabelshop-core' ) ),
			'board'          => array( __( 'Members of the management board', 'kabelshop-core' ), 'text', __( 'Names and roles, separated by commas.', 'kabelshop-core' ) ),
			'bank'           => array( __( 'Bank', 'kabelshop-core' ), 'text', __( 'The bank keeping the account of the IBAN.', 'kabelshop-core' ) ),
		);
		$fields = array();
		foreach ( $labels as $key => $label ) {
			$fields[] = array(
				'key'   => $key,
				'label' => $label[0],
				'type'  => $label[1],
				'help'  => $label[2],
				'value' => '' !== $stored[ $key ] ? $stored[ $key ] : (string) ( $details[ $key ] ?? '' ),
			);
		}
		$hours = $stored['hours'];
		if ( ! $hours ) {
			$hours = self::demo_hours();
		}
		for ( $i = 0; $i < self::EMPTY_ROWS; $i++ ) {
			$hours[] = array(
				'days'   => array(
					'hr' => '',
					'en' => '',
					'sr' => '',
				),
				'opens'  => '',
				'closes' => '',
			);
		}
		return array(
			'template'  => 'company-settings',
			'group'     => CompanySettings::GROUP,
			'option'    => CompanySettings::OPTION,
			'fields'    => $fields,
			'hours'     => $hours,
			'languages' => array(
				'hr' => __( 'Croatian', 'kabelshop-core' ),
				'en' => __( 'English', 'kabelshop-core' ),
				'sr' => __( 'Serbian', 'kabelshop-core' ),
			),
			'steps'     => $stored['steps'],
		);
	}

	/**
	 * The demo opening hours as rows of the form (what the site shows while none are saved).
	 *
	 * @return list<array{days: array<string, string>, opens: string, closes: string}>
	 */
	private static function demo_hours(): array {
		return array(
			array(
				'days'   => array(
					'hr' => 'Ponedjeljak – petak',
					'en' => 'Monday to Friday',
					'sr' => 'Ponedeljak – petak',
				),
				'opens'  => '07:00',
				'closes' => '15:00',
			),
			array(
				'days'   => array(
					'hr' => 'Subota',
					'en' => 'Saturday',
					'sr' => 'Subota',
				),
				'opens'  => '',
				'closes' => '',
			),
			array(
				'days'   => array(
					'hr' => 'Nedjelja i blagdani',
					'en' => 'Sunday and public holidays',
					'sr' => 'Nedelja i praznici',
				),
				'opens'  => '',
				'closes' => '',
			),
		);
	}
}
