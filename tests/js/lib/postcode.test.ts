/**
 * Croatian postcodes have five digits (issue 27), in the browser as on the server (FieldRules::postcode()):
 * postcodeError(), the address form's resolver and the registration's resolver.
 */
import { postcodeError } from '../../../src/lib/validation/rules';
import { addressResolver, type AddressValues } from '../../../src/lib/validation/address';
import { registrationResolver } from '../../../src/islands/registration';
import { EMPTY_VALUES, type RegistrationValues } from '../../../src/lib/validation/registration';

const options = { shouldUseNativeValidation: false, fields: {} } as const;

describe('postcode', () => {
  it.each(['ABCDE', '1000', '100000', '10 000', '00000'])('refuses %s for Croatia', (postcode) => {
    expect(postcodeError(postcode, 'HR')).toBe('forms:POSTCODE_NOT_VALID');
  });

  it('accepts five digits for Croatia and leaves other countries and the empty field alone', () => {
    expect(postcodeError(' 10000 ', 'hr')).toBeNull();
    expect(postcodeError('SW1A 1AA', 'GB')).toBeNull();
    expect(postcodeError('', 'HR')).toBeNull();
  });

  it('the address form names the postcode for Croatia only', async () => {
    const values: AddressValues = { addressId: -1, address: 'Ilica', addressNr: '1', city: 'Zagreb', postNr: 'ABCDE', country: 'HR', contactPerson: 'Ivana', phone: '091 123 4567' };
    expect((await addressResolver(values, undefined, options)).errors.postNr?.message).toBe('forms:POSTCODE_NOT_VALID');
    expect((await addressResolver({ ...values, postNr: '10000' }, undefined, options)).errors).toEqual({});
    expect((await addressResolver({ ...values, country: 'AT' }, undefined, options)).errors.postNr).toBeUndefined();
  });

  it('the registration names the postcode', async () => {
    const values = { ...EMPTY_VALUES, country: 'HR', postNr: 'ABCDE' } as RegistrationValues;
    expect((await registrationResolver(values, undefined, options)).errors.postNr?.message).toBe('forms:POSTCODE_NOT_VALID');
    expect((await registrationResolver({ ...values, postNr: '10000' }, undefined, options)).errors.postNr).toBeUndefined();
  });
});
