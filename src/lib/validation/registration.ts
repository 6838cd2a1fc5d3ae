/**
 * Registration form rules (spec sections 3, 5, 8), mirroring plugins/kabelshop-core/src/Accounts/Registration.php; the
 * server stays the authority. Form fields use the spec's form names (section 3); toFormData() maps
 * them to the multipart field names of POST auth/register (section 7) and FIELD_OF maps a server
 * field name back. Messages are i18n keys ('forms:REQUIRED', ...).
 */
import { z } from 'zod';
import { restArg, restLimit } from '../rest-args';
import { isValidCompanyId } from './company-id';
import { emailField, MESSAGE_KEYS, phoneField, requiredText } from './rules';

/** The form's steps (spec section 2: the form is filled in steps; step starts at 1). */
export const STEPS = [
  { id: 1, name: 'company', fields: ['country', 'companyType', 'companyId', 'companyName'] },
  { id: 2, name: 'contact', fields: ['email', 'phone', 'contactPerson'] },
  { id: 3, name: 'address', fields: ['address', 'addressNr', 'city', 'postNr'] },
  { id: 4, name: 'terms', fields: ['terms'] },
] as const;

export type FormField = (typeof STEPS)[number]['fields'][number];

export const registrationSchema = z.object({
    country: z.string().regex(/^[A-Z]{2}$/, MESSAGE_KEYS.REQUIRED),
    companyType: z.enum(['1', '2'], { errorMap: () => ({ message: MESSAGE_KEYS.REQUIRED }) }),
    // The check digits (companyIdError) refuse a long id too; the bound keeps the schema within the route's.
    companyId: z.string().trim().min(1, MESSAGE_KEYS.REQUIRED).max(restLimit(restArg('auth/register', 'POST', 'oib'), 'maxLength'), MESSAGE_KEYS.CODE_NOT_VALID),
    companyName: requiredText(150),
    email: emailField().pipe(z.string().max(100)),
    phone: phoneField(),
    contactPerson: requiredText(100),
    address: requiredText(100),
    addressNr: requiredText(20),
    city: requiredText(100),
    postNr: requiredText(20),
    terms: z.literal(true, { errorMap: () => ({ message: MESSAGE_KEYS.TERMS_NOT_ACCEPTED }) }),
});

/**
 * CODE_NOT_VALID when the company id does not fit the country, null otherwise. Separate from the
 * schema because it depends on two fields and must work while other steps are still empty
 * (a zod object refinement only runs once every field passes).
 */
export function companyIdError(country: string, companyId: string): string | null {
  if (companyId.trim() === '') return null;
  return isValidCompanyId(country, companyId) ? null : MESSAGE_KEYS.CODE_NOT_VALID;
}

export type RegistrationValues = z.infer<typeof registrationSchema>;

export const EMPTY_VALUES = {
  country: 'HR',
  companyType: '1' as '1' | '2',
  companyId: '',
  companyName: '',
  email: '',
  phone: '',
  contactPerson: '',
  address: '',
  addressNr: '',
  city: '',
  postNr: '',
  terms: false,
};

/** Server (multipart) field name => form field. */
export const FIELD_OF: Record<string, FormField> = {
  email: 'email',
  country: 'country',
  subject_type: 'companyType',
  oib: 'companyId',
  phone_number: 'phone',
  contact_person: 'contactPerson',
  company_street: 'address',
  company_houseNO: 'addressNr',
  company_city: 'city',
  company_zip: 'postNr',
  company_name: 'companyName',
  terms: 'terms',
};

/** The step (1-4) a form field is on. */
export function stepOf(field: FormField): number {
  return STEPS.find((step) => (step.fields as readonly string[]).includes(field))?.id ?? 1;
}

/** The multipart body of POST auth/register (spec section 7 names; subject_type 'Company' when companyType is '1'). */
export function toFormData(values: RegistrationValues, turnstileToken?: string): FormData {
  const data = new FormData();
  data.append('email', values.email.trim());
  data.append('country', values.country);
  data.append('subject_type', values.companyType === '1' ? 'Company' : 'Craft');
  data.append('oib', values.companyId.trim());
  data.append('phone_number', values.phone.trim());
  data.append('contact_person', values.contactPerson.trim());
  data.append('company_street', values.address.trim());
  data.append('company_houseNO', values.addressNr.trim());
  data.append('company_city', values.city.trim());
  data.append('company_zip', values.postNr.trim());
  data.append('company_name', values.companyName.trim());
  data.append('terms', values.terms ? '1' : '0');
  if (turnstileToken) data.append('cf-turnstile-response', turnstileToken);
  return data;
}
