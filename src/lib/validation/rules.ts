/**
 * Field rules of spec section 5 with the message keys of section 8, for the account forms.
 * Mirrors plugins/kabelshop-core/src/Accounts/FieldRules.php (same patterns, same texts in languages/js/<locale>/forms.json);
 * the server stays the authority. Messages are i18n keys ('forms:REQUIRED'), translated where shown.
 */
import { z } from 'zod';

/**
 * Spec section 5: 6 to 14 characters of digits, plus, minus and slash. Since issue 13 phoneField()
 * applies it to the number without separators (PHONE_NUMBER); kept for code that strips spaces itself.
 */
export const PHONE_PATTERN = /^[0-9+\-/]{6,14}$/;
/** How a phone number may be written: digits, a leading plus, and spaces, '-', '/', '.', '(', ')' between them. */
export const PHONE_WRITTEN = /^\+?[0-9\s()./-]+$/;
/** The number once its separators are gone (phoneDigits()): an optional leading plus, 6 to 14 characters in all. */
export const PHONE_NUMBER = /^(?=.{6,14}$)\+?[0-9]+$/;
/** Country calling codes of the countries whose national numbers start with a trunk 0 (FieldRules::PHONE_CALLING_CODES). */
export const PHONE_CALLING_CODES: Readonly<Record<string, string>> = { HR: '385', SI: '386', BA: '387', RS: '381', ME: '382', MK: '389', AT: '43', DE: '49' };

/**
 * A phone number without the separators it was written with: spaces, '-', '/', '.' and brackets
 * go, an international "00" becomes "+", a "(0)" after the country code goes (FieldRules::phone_digits()).
 */
export function phoneDigits(value: string): string {
  let text = value.trim();
  if (text.startsWith('+') || text.startsWith('00')) text = text.replace(/\(\s*0\s*\)/g, '');
  text = text.replace(/[\s().\-/]+/g, '');
  return text.startsWith('00') ? `+${text.slice(2)}` : text;
}

/** The phone rule (FieldRules::phone()): written with allowed characters, 6 to 14 characters without separators. */
export function isPhone(value: string): boolean {
  const text = value.trim();
  return PHONE_WRITTEN.test(text) && PHONE_NUMBER.test(phoneDigits(text));
}

/**
 * The form the server stores a valid number in (FieldRules::normalise_phone()): "091 123 4567" with
 * country HR => "+385911234567"; national numbers of other countries keep their digits.
 */
export function normalisePhone(value: string, country = 'HR'): string {
  const digits = phoneDigits(value);
  const code = PHONE_CALLING_CODES[country.toUpperCase()];
  return code && /^0[1-9][0-9]*$/.test(digits) ? `+${code}${digits.slice(1)}` : digits;
}
/** Spec section 5: at least 8 characters, one uppercase letter and one digit, letters and digits only. */
export const PASSWORD_PATTERN = /^(?=.*[A-Z])(?=.*\d)[A-Za-z\d]{8,}$/;
/** A standard e-mail shape. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;

export const MESSAGE_KEYS = {
  REQUIRED: 'forms:REQUIRED',
  EMAIL_NOT_VALID: 'forms:EMAIL_NOT_VALID',
  PHONE_NOT_VALID: 'forms:PHONE_NOT_VALID',
  CODE_NOT_VALID: 'forms:CODE_NOT_VALID',
  PASSWORD_NOT_VALID: 'forms:PASSWORD_NOT_VALID',
  PASSWORD_NOT_MATCH: 'forms:PASSWORD_NOT_MATCH',
  TERMS_NOT_ACCEPTED: 'forms:TERMS_NOT_ACCEPTED',
  POSTCODE_NOT_VALID: 'forms:POSTCODE_NOT_VALID',
  SERVER_ERROR: 'forms:SERVER_ERROR',
} as const;

/** Postcode patterns by country (FieldRules::POSTCODE_PATTERNS): Croatia's five digits, 10000-53296. */
export const POSTCODE_PATTERNS: Readonly<Record<string, RegExp>> = { HR: /^[1-5][0-9]{4}$/ };

/**
 * POSTCODE_NOT_VALID when the country has a pattern the trimmed postcode does not match (issue 27:
 * "ABCDE" was accepted for Croatia); null otherwise, an empty one included (the schema's REQUIRED
 * says that). Mirrors FieldRules::postcode().
 */
export function postcodeError(postcode: string, country: string): string | null {
  const value = postcode.trim();
  const pattern = POSTCODE_PATTERNS[country.trim().toUpperCase()];
  return value !== '' && pattern && !pattern.test(value) ? MESSAGE_KEYS.POSTCODE_NOT_VALID : null;
}

/** A required text field (trimmed). */
export const requiredText = (max = 200) => z.string().trim().min(1, MESSAGE_KEYS.REQUIRED).max(max);

/** Required e-mail. */
export const emailField = () => z.string().trim().min(1, MESSAGE_KEYS.REQUIRED).regex(EMAIL_PATTERN, MESSAGE_KEYS.EMAIL_NOT_VALID);

/** Required phone (spaces and the usual separators allowed: isPhone()). */
export const phoneField = () => z.string().trim().min(1, MESSAGE_KEYS.REQUIRED).refine(isPhone, MESSAGE_KEYS.PHONE_NOT_VALID);

/** A password that follows the pattern. */
export const passwordField = () => z.string().regex(PASSWORD_PATTERN, MESSAGE_KEYS.PASSWORD_NOT_VALID);
