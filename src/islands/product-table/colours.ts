/**
 * Core colours by standard, from data/catalogue/core-colour-codes.json (a copy of ../shared/data/core_colour_codes.json:
 * HD 308 S2:2001 tables 1-2 for cables with and without a green-yellow core, DIN 47100 for pair/data
 * cables, IEC 60757 letter codes for the colour names).
 *
 * The file's `source` fields say where each table was transcribed from (web pages that reproduce
 * the standards, with their URLs): provenance for staff and docs (data/catalogue/README.md), never
 * shown to buyers (issue 11). The modal names the standard itself (`reference`).
 *
 * colour_standard of a product: 'hd308_gnye' | 'hd308_no_gnye' | 'din47100' | '' (none published).
 */
// The tables live in data/catalogue/ (deployed with the theme) because the server-side cross-section
// drawings (plugins/kabelshop-core/src/Catalog/CrossSectionColours.php) read the same files: one copy of each table.
import data from '../../../data/catalogue/core-colour-codes.json';
import swatches from '../../../data/catalogue/core-colour-swatches.json';

export type ColourStandard = 'hd308_gnye' | 'hd308_no_gnye' | 'din47100' | '';

/** IEC 60757 letter codes used by the tables. */
export const IEC_CODES = Object.keys(data.iec60757_codes) as readonly string[];

/** Screen colour of each IEC 60757 code (core-colour-swatches.json), for the swatch (decoration: the name is always written). */
export const SWATCH: Record<string, string> = swatches.swatches;

export interface CoreColour {
  /** Core number, 1-based, in the standard's order. */
  core: number;
  /** The table's code, e.g. 'GNYE', 'BU', 'GYPK' (DIN 47100 two-colour). */
  code: string;
  /** The single IEC 60757 colours it is made of, e.g. ['GN', 'YE'] or ['GY', 'PK']. */
  parts: string[];
}

/** The standards the tables follow, as the modal cites them: name and edition, no URL (the same in every language). */
export const REFERENCES = {
  hd308: 'HD 308 S2:2001',
  din47100: 'DIN 47100',
} as const;

export interface ColourTable {
  /** Name of the standard shown to the reader. */
  standard: string;
  /** The standard the colours follow, cited for the reader (REFERENCES). */
  reference: string;
  /** The cores, or null when the standard has no row for this core count. */
  cores: CoreColour[] | null;
}

/** Splits a table code into IEC 60757 colours: 'GNYE' => GN, YE; 'WHBNBK' => WH, BN, BK. */
export function splitCode(code: string): string[] {
  return code.match(/.{2}/g) ?? [];
}

function fromList(list: readonly string[] | undefined): CoreColour[] | null {
  return list ? list.map((code, index) => ({ core: index + 1, code, parts: splitCode(code) })) : null;
}

/**
 * The core colours for a core count under a product's colour standard; null for '' (no standard).
 * HD 308 S2 has rows for 3-5 cores with green-yellow and 2-5 without (the 'a' variants "for
 * certain applications only" are not used); DIN 47100 numbers cores 1-60.
 */
export function coreColours(standard: ColourStandard, cores: number): ColourTable | null {
  const key = String(cores);
  switch (standard) {
    case 'hd308_gnye':
      return {
        standard: 'HD 308 S2',
        reference: REFERENCES.hd308,
        cores: fromList((data.hd308s2.with_green_yellow as Record<string, string[]>)[key]),
      };
    case 'hd308_no_gnye':
      return {
        standard: 'HD 308 S2',
        reference: REFERENCES.hd308,
        cores: fromList((data.hd308s2.without_green_yellow as Record<string, string[]>)[key]),
      };
    case 'din47100':
      return {
        standard: 'DIN 47100',
        reference: REFERENCES.din47100,
        cores: cores >= 1 && cores <= data.din47100.sequence.length ? fromList(data.din47100.sequence.slice(0, cores)) : null,
      };
    default:
      return null;
  }
}
