/**
 * Profile update form (spec section 3: email, companyId, companyName, phone, userName, address,
 * addressNr, city, postNr, country, passwordOld, passwordNew, passwordConfirm) with the rules of
 * section 5: the registration's rules for email, phone, companyId, companyName, userName, address,
 * addressNr, city, postNr; the old password is required when a new one is given; the new one is
 * required when the old or the confirmation is filled and follows the password pattern; the
 * confirmation is required with a new password and must equal it ('Passwords must match').
 * Mirrors plugins/kabelshop-core/src/Accounts/ProfileData.php and ProfilePassword.php (the server also checks the OIB/MB
 * check digit and that the old password is the current one). Messages are i18n keys.
 */
import { z } from 'zod';
import { isCountryCode } from '../countries';
import { restArg, restLimit } from '../rest-args';
import { emailField, MESSAGE_KEYS, PASSWORD_PATTERN, phoneField, requiredText } from './rules';

/** Longest text field, as ProfileData::MAX_LENGTH (a domain rule below the route's transport cap). */
export const PROFILE_MAX_LENGTH = 100;

/** Longest password and e-mail the route takes (POST user/profile maxLength): longer would meet core's English 400. */
export const PASSWORD_MAX_LENGTH = restLimit(restArg('user/profile', 'POST', 'passwordNew'), 'maxLength');
export const EMAIL_MAX_LENGTH = restLimit(restArg('user/profile', 'POST', 'email'), 'maxLength');

const password = () => z.string().max(PASSWORD_MAX_LENGTH, 'account:errors.tooLong');

const text = () => requiredText(1000).max(PROFILE_MAX_LENGTH, 'account:errors.tooLong');

export const PROFILE_FIELDS = ['email', 'companyId', 'companyName', 'phone', 'userName', 'address', 'addressNr', 'city', 'postNr', 'country'] as const;
export const PASSWORD_FIELDS = ['passwordOld', 'passwordNew', 'passwordConfirm'] as const;

/** Field rules without the password rules (which depend on each other: passwordErrors()). */
export const profileSchema = z.object({
  email: emailField().pipe(z.string().max(EMAIL_MAX_LENGTH, 'account:errors.tooLong')),
  companyId: text(),
  companyName: text(),
  phone: phoneField(),
  userName: text(),
  address: text(),
  addressNr: text(),
  city: text(),
  postNr: text(),
  country: z
    .string()
    .min(1, MESSAGE_KEYS.REQUIRED)
    .refine((code) => isCountryCode(code), 'account:errors.country'),
  passwordOld: password(),
  passwordNew: password(),
  passwordConfirm: password(),
});

/** The length limit a field's 'account:errors.tooLong' message names. */
export function maxLengthOf(field: keyof ProfileValues): number {
  if (field === 'email') return EMAIL_MAX_LENGTH;
  return (PASSWORD_FIELDS as readonly string[]).includes(field) ? PASSWORD_MAX_LENGTH : PROFILE_MAX_LENGTH;
}

type PasswordValues = { passwordOld: string; passwordNew: string; passwordConfirm: string };

/** The password rules of spec section 5: field => message key (empty when fine or nothing asked). */
export function passwordErrors({ passwordOld: old, passwordNew: next, passwordConfirm: confirm }: PasswordValues): Partial<Record<keyof PasswordValues, string>> {
  const errors: Partial<Record<keyof PasswordValues, string>> = {};
  if (old === '' && next === '' && confirm === '') return errors;
  if (next === '') errors.passwordNew = MESSAGE_KEYS.REQUIRED;
  else if (!PASSWORD_PATTERN.test(next)) errors.passwordNew = MESSAGE_KEYS.PASSWORD_NOT_VALID;
  if (old === '') errors.passwordOld = MESSAGE_KEYS.REQUIRED;
  if (next !== '') {
    if (confirm === '') errors.passwordConfirm = MESSAGE_KEYS.REQUIRED;
    else if (confirm !== next) errors.passwordConfirm = MESSAGE_KEYS.PASSWORD_NOT_MATCH;
  }
  return errors;
}

/** Every rule: field => message key of the first problem; empty when the form may be sent. */
export function validateProfile(values: ProfileValues): Partial<Record<keyof ProfileValues, string>> {
  const errors: Partial<Record<keyof ProfileValues, string>> = {};
  const parsed = profileSchema.safeParse(values);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = issue.path[0] as keyof ProfileValues;
      if (!errors[field]) errors[field] = issue.message;
    }
  }
  return { ...errors, ...passwordErrors(values) };
}

export type ProfileValues = z.infer<typeof profileSchema>;
export type ProfileData = Omit<ProfileValues, (typeof PASSWORD_FIELDS)[number]>;

/** The multipart body (field names as in the form; POST kabelshop/v1/user/profile). */
export function profileFormData(values: ProfileValues): FormData {
  const data = new FormData();
  for (const field of PROFILE_FIELDS) data.append(field, values[field].trim());
  for (const field of PASSWORD_FIELDS) data.append(field, values[field]);
  return data;
}

/** True when the customer wants to change the password. */
export function wantsPasswordChange(values: Pick<ProfileValues, (typeof PASSWORD_FIELDS)[number]>): boolean {
  return values.passwordOld !== '' || values.passwordNew !== '' || values.passwordConfirm !== '';
}
