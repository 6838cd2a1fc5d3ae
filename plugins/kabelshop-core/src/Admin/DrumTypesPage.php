<?php
/**
 * The wp-admin screen "Kabelshop -> Drum types and cut fee".
 *
 * @package Kabelshop
 */

declare( strict_types=1 );

namespace Kabelshop\Admin;

defined( 'ABSPATH' ) || exit;

use Kabelshop\Catalog\Decimal;
use Kabelshop\Commerce\Drums\DrumSettings;
use Kabelshop\Commerce\Drums\DrumTypes;

/**
 * The cut fee per cut from a drum and the drum types (issue 14; capability manage_options). The
 * form posts to options.php (Settings API, group DrumSettings::GROUP; DrumSettings and DrumTypes
 * register and check the options: an invalid form keeps what was stored and says why). Each drum
 * type is a row: id, name in Croatian, English and Serbian, returnable, deposit (EUR), empty weight
 * (kg), demo values, remove; two empty rows add types. Template: admin/drum-types.
 */
final class DrumTypesPage extends AdminPage {

	public const SLUG = 'kabelshop-drum-types';

	/** Empty rows offered for new drum types. */
	private const NEW_ROWS = 2;

	/** Menu slug. */
	public function slug(): string {
		return self::SLUG;
	}

	/** Page title. */
	public function title(): string {
		return __( 'Drum types and cut fee', 'kabelshop-core' );
	}

	/** Administrators set shop terms. */
	public function capability(): string {
		return 'manage_options';
	}

	/** After the orders and drums screens (same priority, booted after them). */
	protected function priority(): int {
		return 11;
	}

	/**
	 * The screen's data.
	 *
	 * @return array<string, mixed> template 'drum-types', group, cut_fee ({option, euros}), option
	 *         (the drum types' option name), rows (list of {id, name_hr, name_en, name_sr, returnable,
	 *         deposit (EUR text), weight_kg (text), demo, used (articles using it), new}).
	 */
	protected function view(): array {
		$used = DrumTypes::articles_per_type();
		$rows = array();
		foreach ( DrumTypes::stored() as $type ) {
			$rows[] = array(
				'id'         => $type['id'],
				'name_hr'    => $type['names']['hr'],
				'name_en'    => $type['names']['en'],
				'name_sr'    => $type['names']['sr'],
				'returnable' => $type['returnable'],
				'deposit'    => $type['returnable'] ? Decimal::format( $type['deposit_cents'], 2 ) : '',
				'weight_kg'  => Decimal::trimmed( $type['weight_g'], 3 ),
				'demo'       => $type['demo'],
				'used'       => $used[ $type['id'] ] ?? 0,
				'new'        => false,
			);
		}
		for ( $i = 0; $i < self::NEW_ROWS; $i++ ) {
			$rows[] = array(
				'id'         => '',
				'name_hr'    => '',
				'name_en'    => '',
				'name_sr'    => '',
				'returnable' => true,
				'deposit'    => '',
				'weight_kg'  => '',
				'demo'       => false,
				'used'       => 0,
				'new'        => true,
			);
		}
		return array(
			'template' => 'drum-types',
			'group'    => DrumSettings::GROUP,
			'cut_fee'  => array(
				'option' => DrumSettings::OPTION_CUT_FEE,
				'euros'  => Decimal::format( DrumSettings::cut_fee_cents(), 2 ),
			),
			'option'   => DrumTypes::OPTION,
			'rows'     => $rows,
		);
	}
}
