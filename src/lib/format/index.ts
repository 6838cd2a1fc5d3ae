/**
 * Number, money and date formatting for the islands (spec section 9):
 * - en-US: decimal point, comma thousands (1,234.56), dates MM/DD/YYYY (11/21/2026);
 * - hr-HR and sr-RS: decimal comma, dot thousands (1.234,56), dates DD.MM.YYYY. (21.11.2026.).
 *
 * Money is formatted from integers (cents, or ten-thousandths of a euro for unit prices per
 * metre) by string arithmetic, never through binary floating point, so the digits are exact.
 * Currency placement (chosen here, used everywhere): en-US "€1,234.56", hr-HR / sr-RS
 * "1.234,56 €" (symbol after the amount, as Croatian price lists print it). Negative amounts
 * carry a leading minus: "-€20.00", "-20,00 €".
 */
import type { Locale } from '../config';

interface Separators {
  group: string;
  decimal: string;
}

/** Spec section 9: English decimal point and comma thousands; others decimal comma, dot thousands. */
export function separators(locale: Locale): Separators {
  return locale === 'en-US' ? { group: ',', decimal: '.' } : { group: '.', decimal: ',' };
}

function groupDigits(digits: string, group: string): string {
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, group);
}

/**
 * Formats an integer that carries `scale` implied decimals, e.g. (187, 4) => "0.0187".
 * @param scaled Integer value (safe integer); throws RangeError otherwise.
 * @param scale Number of implied decimals (0-10).
 */
export function formatScaled(scaled: number, scale: number, locale: Locale): string {
  if (!Number.isSafeInteger(scaled)) throw new RangeError('formatScaled expects a safe integer');
  const { group, decimal } = separators(locale);
  const negative = scaled < 0;
  const digits = String(Math.abs(scaled)).padStart(scale + 1, '0');
  const whole = digits.slice(0, digits.length - scale);
  const fraction = scale > 0 ? digits.slice(digits.length - scale) : '';
  return `${negative ? '-' : ''}${groupDigits(whole, group)}${fraction ? decimal + fraction : ''}`;
}

/**
 * Formats a number with a fixed count of decimals, rounded half away from zero on its decimal
 * representation (1.005 with 2 decimals => "1.01", not the binary "1.00").
 * @param value Any finite number; NaN/Infinity give an em dash.
 * @param decimals 0-10.
 */
export function formatNumber(value: number, locale: Locale, decimals = 0): string {
  if (!Number.isFinite(value)) return '—';
  const magnitude = Math.round(Number(`${Math.abs(value)}e${decimals}`));
  const scaled = value < 0 && magnitude !== 0 ? -magnitude : magnitude;
  return formatScaled(scaled, decimals, locale);
}

function withCurrency(amount: string, locale: Locale): string {
  if (locale === 'en-US') return amount.startsWith('-') ? `-€${amount.slice(1)}` : `€${amount}`;
  return `${amount} €`;
}

/** Integer cents => "€1,234.56" (en-US) or "1.234,56 €" (hr-HR, sr-RS). */
export function formatMoneyCents(cents: number, locale: Locale): string {
  return withCurrency(formatScaled(cents, 2, locale), locale);
}

/** Unit price per metre in integer ten-thousandths of a euro => "€0.1870" / "0,1870 €" (4 decimals). */
export function formatUnitPriceE4(e4: number, locale: Locale): string {
  return withCurrency(formatScaled(e4, 4, locale), locale);
}

/** A percentage without sign, e.g. 20 => "20 %", 12.5 => "12,50 %" (hr-HR): a rate named in a sentence. */
export function formatPercent(percent: number, locale: Locale): string {
  return `${formatNumber(percent, locale, Number.isInteger(percent) ? 0 : 2)} %`;
}

/** Percentage with a sign for a discount line in totals, e.g. 20 => "-20 %" (the spec's style, all locales). */
export function formatDiscountPercent(percent: number, locale: Locale): string {
  return `-${formatPercent(percent, locale)}`;
}

/**
 * ISO date or date-time => "11/21/2026" (en-US) or "21.11.2026." (hr-HR, sr-RS).
 * A date-only string ("2026-11-21") is taken as written (no time-zone shift); a date-time is shown
 * in the browser's time zone. Unreadable input gives an em dash.
 */
export function formatDate(iso: string, locale: Locale): string {
  let year: number;
  let month: number;
  let day: number;
  const dateOnly = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  if (dateOnly) {
    [year, month, day] = [Number(dateOnly[1]), Number(dateOnly[2]), Number(dateOnly[3])];
  } else {
    const date = new Date(iso);
    if (Number.isNaN(date.getTime())) return '—';
    [year, month, day] = [date.getFullYear(), date.getMonth() + 1, date.getDate()];
  }
  const dd = String(day).padStart(2, '0');
  const mm = String(month).padStart(2, '0');
  return locale === 'en-US' ? `${mm}/${dd}/${year}` : `${dd}.${mm}.${year}.`;
}

/** Metres as a whole number with thousands separators, e.g. 1500 => "1,500 m" / "1.500 m". */
export function formatMetres(metres: number, locale: Locale): string {
  return `${formatNumber(metres, locale, 0)} m`;
}

/**
 * A price per metre in EUR as lib/cart stores it (Cijena, up to 4 decimals) => integer
 * ten-thousandths of a euro, the unit the REST API prices in (unit_price_e4): 0.187 => 1870.
 */
export function toE4(eur: number): number {
  return Math.round(eur * 10_000);
}

/**
 * A decimal as the REST API sends measures ("13.00", "2.5"; strings, so no binary float touches
 * them) or a plain number, in the locale's marks, keeping its digits: "1234.50" => "1,234.50" /
 * "1.234,50". Anything else is returned unchanged.
 */
export function formatDecimal(value: string | number, locale: Locale): string {
  const text = typeof value === 'number' ? String(value) : value.trim();
  const match = /^(-?)(\d+)(?:\.(\d+))?$/.exec(text);
  if (!match) return text;
  const { group, decimal } = separators(locale);
  return `${match[1]}${groupDigits(match[2], group)}${match[3] ? decimal + match[3] : ''}`;
}

/**
 * A collator for sorting names in the locale's alphabetical order. Serbian is written here in
 * Latin script, but ICU's plain "sr-RS" is Cyrillic Serbian and puts Latin "Čad" before
 * "Crna Gora" and "Španija" before "Srbija"; "sr-Latn-RS" orders C < Č < Ć < D and S < Š < T.
 */
export function collator(locale: Locale): Intl.Collator {
  return new Intl.Collator(locale === 'sr-RS' ? 'sr-Latn-RS' : locale);
}

/**
 * A size as the catalogue labels it ("3x2.5", "3G1.5", "1x0.75") with the locale's decimal mark:
 * "3x2,5" in hr-HR and sr-RS (as Croatian price lists and the search hint "PP-Y 3x2,5" write it),
 * unchanged in en-US. Only a point between two digits is a decimal point.
 */
export function formatSizeLabel(label: string, locale: Locale): string {
  const { decimal } = separators(locale);
  return decimal === '.' ? label : label.replace(/(\d)\.(?=\d)/g, `$1${decimal}`);
}
