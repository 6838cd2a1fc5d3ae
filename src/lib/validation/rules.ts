/**
 * Field rules of spec section 5 with the message keys of section 8, for the account forms.
 * Mirrors inc/Accounts/FieldRules.php (same patterns, same texts in languages/js/<locale>/forms.json);
 * the server stays the authority. Messages are i18n keys ('forms:REQUIRED'), translated where shown.
 */
import { z } from 'zod';

/** Spec section 5: 6 to 14 characters of digits, plus, minus and slash. */
export const PHONE_PATTERN = /^[0-9+\-/]{6,14}$/;
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
  SERVER_ERROR: 'forms:SERVER_ERROR',
} as const;

/** A required text field (trimmed). */
export const requiredText = (max = 200) => z.string().trim().min(1, MESSAGE_KEYS.REQUIRED).max(max);

/** Required e-mail. */
export const emailField = () => z.string().trim().min(1, MESSAGE_KEYS.REQUIRED).regex(EMAIL_PATTERN, MESSAGE_KEYS.EMAIL_NOT_VALID);

/** Required phone. */
export const phoneField = () => z.string().trim().min(1, MESSAGE_KEYS.REQUIRED).regex(PHONE_PATTERN, MESSAGE_KEYS.PHONE_NOT_VALID);

/** A password that follows the pattern. */
export const passwordField = () => z.string().regex(PASSWORD_PATTERN, MESSAGE_KEYS.PASSWORD_NOT_VALID);
