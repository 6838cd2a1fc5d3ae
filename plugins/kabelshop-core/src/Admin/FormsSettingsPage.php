<?php
/**
 * The wp-admin screen "Kabelshop -> Forms".
 *
 * @package Kabelshop
 */

declare( strict_types=1 );

namespace Kabelshop\Admin;

defined( 'ABSPATH' ) || exit;

use Kabelshop\Content\Company;
use Kabelshop\Forms\FormsSettings;

/**
 * The forms' settings (capability manage_options): contact recipient, applications recipient
 * (each empty = the company's address, shown as the placeholder) and the days applications are
 * kept. The form posts to options.php (Settings API group FormsSettings::GROUP, sanitised by
 * FormsSettings). Template: admin/forms-settings.
 */
final class FormsSettingsPage extends AdminPage {

	public const SLUG = 'kabelshop-forms';

	/** Menu slug. */
	public function slug(): string {
		return self::SLUG;
	}

	/** Page title. */
	public function title(): string {
		return __( 'Forms', 'kabelshop-core' );
	}

	/** Administrators decide where personal data goes. */
	public function capability(): string {
		return 'manage_options';
	}

	/** After the job applications. */
	protected function priority(): int {
		return 33;
	}

	/**
	 * The screen's data.
	 *
	 * @return array<string, mixed> template 'forms-settings', group, contact / applications
	 *         ({name, value, default}), contact_retention and retention ({name, value, min, max}).
	 */
	protected function view(): array {
		$company = Company::details();
		return array(
			'template'          => 'forms-settings',
			'group'             => FormsSettings::GROUP,
			'contact'           => array(
				'name'    => FormsSettings::OPTION_CONTACT,
				'value'   => (string) get_option( FormsSettings::OPTION_CONTACT, '' ),
				'default' => (string) $company['email'],
			),
			'applications'      => array(
				'name'    => FormsSettings::OPTION_APPLICATIONS,
				'value'   => (string) get_option( FormsSettings::OPTION_APPLICATIONS, '' ),
				'default' => (string) $company['jobs_email'],
			),
			'contact_retention' => array(
				'name'  => FormsSettings::OPTION_CONTACT_RETENTION,
				'value' => FormsSettings::contact_retention_days(),
				'min'   => FormsSettings::MIN_RETENTION_DAYS,
				'max'   => FormsSettings::MAX_RETENTION_DAYS,
			),
			'retention'         => array(
				'name'  => FormsSettings::OPTION_RETENTION,
				'value' => FormsSettings::retention_days(),
				'min'   => FormsSettings::MIN_RETENTION_DAYS,
				'max'   => FormsSettings::MAX_RETENTION_DAYS,
			),
		);
	}
}
