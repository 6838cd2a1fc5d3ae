/**
 * The country list of the forms (spec section 3: static, about 250 entries with a name and a
 * two-letter code; default HR / Croatia). Source: data/countries/countries.csv (ISO 3166-1 with
 * English, Croatian and Serbian Latin names; see its README), converted to countries.json.
 */
import type { Locale } from '../config';
import { collator as localeCollator } from '../format';
import rows from './countries.json';

export interface Country {
  code: string;
  name: string;
}

/** Spec section 9: the default country is Croatia. */
export const DEFAULT_COUNTRY = 'HR';

interface Row {
  code: string;
  en: string;
  hr: string;
  sr: string;
}

/** All countries with names in the locale's language, sorted by that name. */
export function countries(locale: Locale): Country[] {
  const key = locale === 'hr-HR' ? 'hr' : locale === 'sr-RS' ? 'sr' : 'en';
  const collator = localeCollator(locale);
  return (rows as Row[]).map((row) => ({ code: row.code, name: row[key] })).sort((a, b) => collator.compare(a.name, b.name));
}

/** True for a two-letter code in the list. */
export function isCountryCode(code: string): boolean {
  return (rows as Row[]).some((row) => row.code === code);
}
