/**
 * Company id checks, mirroring plugins/kabelshop-core/src/Accounts/CompanyId.php (same rules, same test vectors in
 * tests/fixtures); the server stays the authority.
 * - HR: OIB (11 digits, ISO 7064 MOD 11,10 check digit) or MB (8 digits, weights 8..2, mod 11, 11 -> 0, 10 never issued);
 * - RS: PIB (9 digits, ISO 7064 MOD 11,10 over the first 8);
 * - other EU states: the VAT number format of the European Commission's VIES table (prefix optional, EL for Greece);
 * - any other country: 2 to 20 letters and digits.
 */

/** EU VAT formats without the prefix, by ISO 3166-1 alpha-2 code. */
export const EU_VAT_PATTERNS: Record<string, string> = {
  AT: 'U\\d{8}',
  BE: '[01]\\d{9}',
  BG: '\\d{9,10}',
  CY: '\\d{8}[A-Z]',
  CZ: '\\d{8,10}',
  DE: '\\d{9}',
  DK: '\\d{8}',
  EE: '\\d{9}',
  GR: '\\d{9}',
  ES: '[A-Z0-9]\\d{7}[A-Z0-9]',
  FI: '\\d{8}',
  FR: '[A-HJ-NP-Z0-9]{2}\\d{9}',
  HR: '\\d{11}',
  HU: '\\d{8}',
  IE: '(?:\\d{7}[A-W][A-I]?|\\d[A-Z+*]\\d{5}[A-W])',
  IT: '\\d{11}',
  LT: '(?:\\d{9}|\\d{12})',
  LU: '\\d{8}',
  LV: '\\d{11}',
  MT: '\\d{8}',
  NL: '\\d{9}B\\d{2}',
  PL: '\\d{10}',
  PT: '\\d{9}',
  RO: '\\d{2,10}',
  SE: '\\d{12}',
  SI: '\\d{8}',
  SK: '\\d{10}',
};

/** Upper case without the separators people type (spaces, dots, dashes, slashes). */
export function normalizeCompanyId(value: string): string {
  return value.replace(/[\s.\-/]+/gu, '').toUpperCase();
}

/** ISO 7064 MOD 11,10 check digit of a digit string. */
export function mod11_10(digits: string): number {
  let a = 10;
  for (const char of digits) {
    a = (a + Number(char)) % 10;
    if (a === 0) a = 10;
    a = (a * 2) % 11;
  }
  const check = 11 - a;
  return check === 10 ? 0 : check;
}

export function isOib(value: string): boolean {
  return /^\d{11}$/.test(value) && mod11_10(value.slice(0, 10)) === Number(value[10]);
}

export function isCroatianMb(value: string): boolean {
  if (!/^\d{8}$/.test(value)) return false;
  let sum = 0;
  for (let i = 0; i < 7; i++) sum += Number(value[i]) * (8 - i);
  const check = 11 - (sum % 11);
  if (check === 10) return false;
  return (check === 11 ? 0 : check) === Number(value[7]);
}

export function isPib(value: string): boolean {
  return /^\d{9}$/.test(value) && mod11_10(value.slice(0, 8)) === Number(value[8]);
}

export function isEuVat(country: string, value: string): boolean {
  const pattern = EU_VAT_PATTERNS[country];
  if (!pattern) return false;
  const prefix = country === 'GR' ? 'EL' : country;
  const bare = value.startsWith(prefix) ? value.slice(2) : value;
  return new RegExp(`^${pattern}$`).test(bare);
}

/** True when the id is valid for the country. */
export function isValidCompanyId(country: string, raw: string): boolean {
  const code = country.toUpperCase();
  const value = normalizeCompanyId(raw);
  if (code === 'HR') {
    const bare = value.replace(/^HR(?=\d{11}$)/, '');
    return isOib(bare) || isCroatianMb(bare);
  }
  if (code === 'RS') return isPib(value.replace(/^RS(?=\d{9}$)/, ''));
  if (EU_VAT_PATTERNS[code]) return isEuVat(code, value);
  return /^[A-Z0-9]{2,20}$/.test(value);
}
