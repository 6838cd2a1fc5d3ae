/**
 * Checkout form rules, mirroring the orders route's args (POST kabelshop/v1/orders); the server
 * stays the authority and answers 400 naming the field.
 *
 * - note: at most CHECKOUT_NOTE_MAX characters (spec section 5: checkout note maximum 250);
 * - delivery: 'pickup' or the id (digits) of one of the customer's delivery addresses;
 * - payment: 'bank_transfer' | 'card' | 'contract' (spec section 9: transaction, card, contract terms);
 * - the B2B fields (Commerce\B2BFields): po_number (optional, at most 35 printable characters),
 *   requested_delivery_date (optional; a working day in the allowed range: ./delivery-date.ts),
 *   site_contact_name / site_contact_phone (optional, both or neither; the phone rule of the
 *   account forms after the spaces are removed), r1_invoice (the buyer confirms the R1 data).
 *
 * Messages are translation keys of the checkout namespace; the form translates them with
 * `{ max }` as the interpolation value.
 */
import { z } from 'zod';
import { restArg, restLimit } from '../rest-args';
import { deliveryDateProblem, type DeliveryDateRules } from './delivery-date';
import { MESSAGE_KEYS, isPhone } from './rules';

/** Spec section 5 / 9: checkout note maximum 250 characters (POST orders note maxLength, Checkout::NOTE_MAX_LENGTH). */
export const CHECKOUT_NOTE_MAX = restLimit(restArg('orders', 'POST', 'note'), 'maxLength');

/** POST orders payment enum (PaymentMethods::IDS); a literal list for the PaymentMethod type, tests/js/lib/rest-args.test.ts keeps it equal to the route's. */
export const PAYMENT_METHODS = ['bank_transfer', 'card', 'contract'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/** POST orders po_number maxLength (B2BFields::PO_MAX_LENGTH, UN/EDIFACT 1154 an..35). */
export const PO_NUMBER_MAX = restLimit(restArg('orders', 'POST', 'po_number'), 'maxLength');
/** POST orders site_contact_name maxLength. */
export const SITE_CONTACT_NAME_MAX = restLimit(restArg('orders', 'POST', 'site_contact_name'), 'maxLength');
/** Printable: no control, format or separator characters but the plain space (B2BFields::po_number()). */
const PRINTABLE = /^(?:[^\p{C}\p{Z}]| )*$/u;

/** The PO number as the server stores it: other spaces made plain, trimmed. */
export function normalisePoNumber(value: string): string {
  return value.replace(/\p{Zs}/gu, ' ').trim();
}

/**
 * Builds the schema for a note limit (the page prints noteMaxLength; never above the spec's 250)
 * and the date rules of the moment (a getter: the earliest day moves when the quote reports a
 * backordered line; null while unknown, then only the server checks the date).
 */
export function checkoutSchema(noteMax: number = CHECKOUT_NOTE_MAX, dateRules: () => DeliveryDateRules | null = () => null) {
  const max = Math.min(noteMax, CHECKOUT_NOTE_MAX);
  return z.object({
    note: z.string().max(max, { message: 'checkout:errors.noteTooLong' }),
    delivery: z.string().regex(/^(pickup|\d+)$/, { message: 'checkout:errors.deliveryRequired' }),
    payment: z.enum(PAYMENT_METHODS, {
      errorMap: () => ({ message: 'checkout:errors.paymentRequired' }),
    }),
    po_number: z
      .string()
      .refine((value) => PRINTABLE.test(normalisePoNumber(value)), {
        message: 'checkout:errors.poInvalid',
      })
      .refine((value) => [...normalisePoNumber(value)].length <= PO_NUMBER_MAX, { message: 'checkout:errors.poTooLong' }),
    requested_delivery_date: z.string().superRefine((value, ctx) => {
      const rules = dateRules();
      const problem = rules ? deliveryDateProblem(value.trim(), rules) : null;
      if (problem)
        ctx.addIssue({
          code: z.ZodIssueCode.custom,
          message: `checkout:errors.date.${problem}`,
        });
    }),
    site_contact_name: z.string().refine((value) => [...value.trim()].length <= SITE_CONTACT_NAME_MAX, {
      message: 'checkout:errors.contactNameTooLong',
    }),
    site_contact_phone: z.string(),
    r1_invoice: z.boolean(),
  });
}

/**
 * The form's schema: checkoutSchema() and the rule across fields, a site contact is a name with a
 * phone (both or neither).
 */
export function checkoutFormSchema(noteMax: number = CHECKOUT_NOTE_MAX, dateRules: () => DeliveryDateRules | null = () => null) {
  return checkoutSchema(noteMax, dateRules).superRefine((values, ctx) => {
    const name = values.site_contact_name.trim();
    const phone = values.site_contact_phone.trim();
    if (name === '' && phone !== '')
      ctx.addIssue({
        code: z.ZodIssueCode.custom,
        path: ['site_contact_name'],
        message: 'checkout:errors.contactNameRequired',
      });
    if (name !== '' && phone === '')
      ctx.addIssue({
        code: z.ZodIssueCode.custom,
        path: ['site_contact_phone'],
        message: 'checkout:errors.contactPhoneRequired',
      });
    if (phone !== '' && !isPhone(phone))
      ctx.addIssue({
        code: z.ZodIssueCode.custom,
        path: ['site_contact_phone'],
        message: MESSAGE_KEYS.PHONE_NOT_VALID,
      });
  });
}

export type CheckoutValues = z.infer<ReturnType<typeof checkoutSchema>>;

/** The delivery part of a quote or order body, from the form's delivery choice. */
export function deliveryBody(choice: string): { method: 'pickup' } | { method: 'delivery'; address_id: number } {
  return /^\d+$/.test(choice) ? { method: 'delivery', address_id: Number(choice) } : { method: 'pickup' };
}

/**
 * Maps a server field name from a 400 answer (data.fields) to the form field it belongs to:
 * 'delivery', 'delivery.address_id', 'delivery[method]' => 'delivery'; the B2B fields by their
 * own names; unknown names => null.
 */
export function formFieldOf(serverField: string): keyof CheckoutValues | 'lines' | null {
  const root = serverField.split(/[.[]/)[0];
  if (root === 'note' || root === 'delivery' || root === 'payment' || root === 'lines') return root;
  if (root === 'po_number' || root === 'requested_delivery_date' || root === 'site_contact_name' || root === 'site_contact_phone' || root === 'r1_invoice')
    return root;
  if (root === 'address_id') return 'delivery';
  return null;
}
