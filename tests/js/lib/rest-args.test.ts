/**
 * The islands' zod schemas against the kabelshop/v1 route arguments (src/lib/rest-args.json, which
 * `npm test` regenerates from the registered PHP routes and compares in its rest-docs stage).
 *
 * For every form field that is sent as a route argument: the schema refuses what the route refuses
 * (a value one past the route's maxLength / maximum / below its minimum, a value outside its enum),
 * so a buyer never meets core's untranslated "Invalid parameter(s)". Where the schema mirrors the
 * route exactly (the catalogue search, the checkout note, the enums) the bound is equal too.
 */
import type { ZodTypeAny } from 'zod';
import rules from '../../../src/lib/rest-args.json';
import { restArg, restEnum, restLimit, restPattern, type RestArg } from '../../../src/lib/rest-args';
import { SEARCH_MAX_LENGTH } from '../../../src/islands/catalogue';
import { CONTROL_MAX_LENGTH, NUMBER_MAX_LENGTH } from '../../../src/islands/document-search';
import { CURRENCIES, METALS, PERIODS } from '../../../src/islands/metal-prices/data';
import { inquirySchema } from '../../../src/islands/shop-query';
import { addressSchema, SERVER_FIELDS } from '../../../src/lib/validation/address';
import { checkoutSchema, PAYMENT_METHODS } from '../../../src/lib/validation/checkout';
import { profileSchema } from '../../../src/lib/validation/profile';
import { FIELD_OF, registrationSchema } from '../../../src/lib/validation/registration';

type Mapping = { schema: string; field: string; zod: ZodTypeAny; route: string; method: string; arg: string };

const argOf = (route: string, method: string, arg: string): RestArg | undefined =>
  (rules as unknown as Record<string, Record<string, Record<string, RestArg>>>)[route]?.[method]?.[arg];

/** Form schemas whose fields are sent as route arguments: form field => route argument. */
const mappings: Mapping[] = [
  ...Object.entries(SERVER_FIELDS).map(([field, arg]) => ({
    schema: 'address',
    field,
    zod: addressSchema.shape[field as keyof typeof addressSchema.shape],
    route: 'user/profile/addresses/update',
    method: 'POST',
    arg,
  })),
  ...Object.keys(profileSchema.shape).map((field) => ({
    schema: 'profile',
    field,
    zod: profileSchema.shape[field as keyof typeof profileSchema.shape],
    route: 'user/profile',
    method: 'POST',
    arg: field,
  })),
  ...Object.entries(FIELD_OF)
    .filter(([arg]) => arg !== 'subject_type') // sent as 'Company' / 'Craft' from companyType '1' / '2' (toFormData)
    .map(([arg, field]) => ({
      schema: 'registration',
      field,
      zod: registrationSchema.shape[field],
      route: 'auth/register',
      method: 'POST',
      arg,
    })),
  ...Object.keys(inquirySchema.shape).map((field) => ({
    schema: 'inquiry',
    field,
    zod: inquirySchema.shape[field as keyof typeof inquirySchema.shape],
    route: 'inquiries',
    method: 'POST',
    arg: field,
  })),
  ...(['note', 'payment'] as const).map((field) => ({
    schema: 'checkout',
    field,
    zod: checkoutSchema().shape[field],
    route: 'orders',
    method: 'POST',
    arg: field,
  })),
];

/** A string of `length` characters the field's own shape rules accept apart from its length. */
function text(field: string, length: number): string {
  if (/email/i.test(field)) return `${'a'.repeat(Math.max(1, length - 11))}@example.hr`;
  return 'a'.repeat(length);
}

describe.each(mappings)('$schema: $field => $method $route $arg', ({ field, zod, route, method, arg }) => {
  const rule = argOf(route, method, arg);

  it('names an argument the route registers', () => {
    expect(rule).toBeDefined();
  });

  it('refuses a text one character longer than the route takes', () => {
    if (rule?.maxLength === undefined) return;
    expect(zod.safeParse(text(field, rule.maxLength + 1)).success).toBe(false);
  });

  it('refuses numbers outside the route bounds and values outside its enum', () => {
    if (rule?.minimum !== undefined) expect(zod.safeParse(rule.minimum - 1).success).toBe(false);
    if (rule?.maximum !== undefined && rule.maximum < Number.MAX_SAFE_INTEGER) expect(zod.safeParse(rule.maximum + 1).success).toBe(false);
    if (rule?.enum) expect(zod.safeParse('not-one-of-them').success).toBe(false);
  });
});

it('takes a checkout note exactly as long as the orders route does', () => {
  const max = restLimit(restArg('orders', 'POST', 'note'), 'maxLength');
  const note = checkoutSchema().shape.note;
  expect(note.safeParse('ž'.repeat(max)).success).toBe(true);
  expect(note.safeParse('ž'.repeat(max + 1)).success).toBe(false);
});

it('cuts the catalogue search at the products route maxLength (100: the island allowed 200)', () => {
  expect(SEARCH_MAX_LENGTH).toBe(restArg('products', 'GET', 'search').maxLength);
  expect(SEARCH_MAX_LENGTH).toBe(100);
});

it('bounds the document search fields as the route does', () => {
  expect(NUMBER_MAX_LENGTH).toBe(restArg('documents/search', 'POST', 'number').maxLength);
  expect(CONTROL_MAX_LENGTH).toBe(restArg('documents/search', 'POST', 'control').maxLength);
});

it('offers exactly the payment methods, metals, periods and currencies the routes accept', () => {
  expect([...PAYMENT_METHODS]).toEqual(restEnum(restArg('orders', 'POST', 'payment')));
  expect([...METALS]).toEqual(restEnum(restArg('metal-prices', 'GET', 'metal')));
  expect([...METALS]).toEqual(restEnum(restArg('metal-prices/monthly', 'GET', 'metal')));
  expect([...PERIODS]).toEqual(restEnum(restArg('metal-prices', 'GET', 'period')));
  expect([...CURRENCIES]).toEqual(restEnum(restArg('metal-prices', 'GET', 'currency')));
  expect([...CURRENCIES]).toEqual(restEnum(restArg('metal-prices/monthly', 'GET', 'currency')));
});

it('reads patterns as WordPress applies them and fails loudly for a missing argument or bound', () => {
  const crossSection = restPattern(restArg('products', 'GET', 'cross_section'));
  expect(crossSection.test('2,5')).toBe(true);
  expect(crossSection.test('2,5mm')).toBe(false);
  // @ts-expect-error an argument the route does not register
  expect(() => restArg('products', 'GET', 'colour')).toThrow('has no argument colour');
  expect(() => restLimit(restArg('products', 'GET', 'search'), 'minimum')).toThrow('no minimum');
});
