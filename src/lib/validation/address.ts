/**
 * Address form (spec section 3: addressId (-1 = new), phone, contactPerson, address, addressNr,
 * city, postNr, country (default HR)) with the rules of section 5 (address, addressNr, city,
 * postNr, contactPerson and phone required; phone follows the phone pattern). Mirrors
 * plugins/kabelshop-core/src/Accounts/AddressBook.php; the server stays the authority. Messages are i18n keys.
 *
 * The POST body uses the spec's multipart field names (section 7, user/profile/addresses/update):
 * address_id, delivery_street, delivery_house_no, delivery_city, delivery_zip, delivery_country,
 * contact_person, contact_person_phone_number.
 */
import { z } from 'zod';
import { zodResolver } from '@hookform/resolvers/zod';
import type { Resolver } from 'react-hook-form';
import { isCountryCode, DEFAULT_COUNTRY } from '../countries';
import { MESSAGE_KEYS, phoneField, postcodeError, requiredText } from './rules';

/** Longest text field, as AddressBook::MAX_LENGTH. */
export const ADDRESS_MAX_LENGTH = 100;

const text = () => requiredText(1000).max(ADDRESS_MAX_LENGTH, 'account:errors.tooLong');

export const addressSchema = z.object({
  addressId: z.number().int().min(-1),
  address: text(),
  addressNr: text(),
  city: text(),
  postNr: text(),
  country: z
    .string()
    .min(1, MESSAGE_KEYS.REQUIRED)
    .refine((code) => isCountryCode(code), 'account:errors.country'),
  contactPerson: text(),
  phone: phoneField(),
});

export type AddressValues = z.infer<typeof addressSchema>;

const addressSchemaResolver = zodResolver(addressSchema);

/** The schema's rules plus the postcode of the chosen country (postcodeError(); FieldRules::postcode()). */
export const addressResolver: Resolver<AddressValues> = async (values, context, options) => {
  const result = await addressSchemaResolver(values, context, options);
  const postcode = postcodeError(values.postNr ?? '', values.country ?? '');
  if (!postcode || result.errors.postNr) return result;
  return { values: {}, errors: { ...result.errors, postNr: { type: 'custom', message: postcode } } };
};

/**
 * A stored address as the server sends it (plugins/kabelshop-core/src/Accounts/Addresses.php; the headquarters has id 0):
 * the one schema of the islands' props that carry addresses (account addresses, checkout).
 */
export const storedAddressSchema = z.object({
  id: z.number().int(),
  street: z.string().nullable().optional(),
  house_no: z.string().nullable().optional(),
  city: z.string().nullable().optional(),
  zip: z.string().nullable().optional(),
  country: z.string().nullable().optional(),
  contact_person: z.string().nullable().optional(),
  phone: z.string().nullable().optional(),
});

export type StoredAddress = z.infer<typeof storedAddressSchema>;

/** Form field => spec multipart field. */
export const SERVER_FIELDS: Record<keyof AddressValues, string> = {
  addressId: 'address_id',
  address: 'delivery_street',
  addressNr: 'delivery_house_no',
  city: 'delivery_city',
  postNr: 'delivery_zip',
  country: 'delivery_country',
  contactPerson: 'contact_person',
  phone: 'contact_person_phone_number',
};

/** Form values for a stored address, or an empty new one (country HR, spec section 9). */
export function addressValues(stored?: StoredAddress | null): AddressValues {
  return {
    addressId: stored ? stored.id : -1,
    address: stored?.street ?? '',
    addressNr: stored?.house_no ?? '',
    city: stored?.city ?? '',
    postNr: stored?.zip ?? '',
    country: stored?.country || DEFAULT_COUNTRY,
    contactPerson: stored?.contact_person ?? '',
    phone: stored?.phone ?? '',
  };
}

/** The multipart body with the spec's field names. */
export function addressFormData(values: AddressValues): FormData {
  const data = new FormData();
  for (const [field, server] of Object.entries(SERVER_FIELDS) as [keyof AddressValues, string][]) {
    data.append(server, String(values[field]).trim());
  }
  return data;
}

/** The form field a server field name belongs to (400 data.fields), or null. */
export function addressFieldOf(serverField: string): keyof AddressValues | null {
  const found = (Object.entries(SERVER_FIELDS) as [keyof AddressValues, string][]).find(([, server]) => server === serverField);
  return found ? found[0] : null;
}
