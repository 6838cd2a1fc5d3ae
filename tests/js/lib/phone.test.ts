/**
 * The phone rule of src/lib/validation/rules.ts (issue 13: numbers written with spaces were
 * refused) against the table PHPUnit's PhoneRuleTest reads, so browser and server agree.
 */
import vectors from '../../fixtures/phone_vectors.json';
import { isPhone, normalisePhone, phoneField } from '../../../src/lib/validation/rules';
import { registrationSchema } from '../../../src/lib/validation/registration';

describe('phone rule', () => {
  it.each(vectors.valid)('accepts %s (%s) and stores it as %s', (written, country, stored) => {
    expect(isPhone(written)).toBe(true);
    expect(phoneField().safeParse(written).success).toBe(true);
    expect(normalisePhone(written, country)).toBe(stored);
  });

  it.each(vectors.invalid)('refuses %s', (written) => {
    expect(isPhone(written)).toBe(false);
    const result = phoneField().safeParse(written);
    expect(result.success).toBe(false);
    if (!result.success) expect(result.error.issues[0].message).toBe('forms:PHONE_NOT_VALID');
  });

  it('an empty phone is required, not invalid', () => {
    const result = phoneField().safeParse('  ');
    expect(result.success).toBe(false);
    if (!result.success) expect(result.error.issues[0].message).toBe('forms:REQUIRED');
  });

  it('the registration form takes "+385 91 123 4567"', () => {
    expect(registrationSchema.shape.phone.safeParse('+385 91 123 4567').success).toBe(true);
  });
});
