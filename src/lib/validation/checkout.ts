/**
 * Checkout form rules, mirroring the orders route's args (POST kabelshop/v1/orders); the server
 * stays the authority and answers 400 naming the field.
 *
 * - note: at most CHECKOUT_NOTE_MAX characters (spec section 5: checkout note maximum 250);
 * - delivery: 'pickup' or the id (digits) of one of the customer's delivery addresses;
 * - payment: 'bank_transfer' | 'card' | 'contract' (spec section 9: transaction, card, contract terms).
 *
 * Messages are translation keys of the checkout namespace; the form translates them with
 * `{ max }` as the interpolation value.
 */
import { z } from 'zod';
import { restArg, restLimit } from '../rest-args';

/** Spec section 5 / 9: checkout note maximum 250 characters (POST orders note maxLength, Checkout::NOTE_MAX_LENGTH). */
export const CHECKOUT_NOTE_MAX = restLimit(restArg('orders', 'POST', 'note'), 'maxLength');

/** POST orders payment enum (PaymentMethods::IDS); a literal list for the PaymentMethod type, tests/js/lib/rest-args.test.ts keeps it equal to the route's. */
export const PAYMENT_METHODS = ['bank_transfer', 'card', 'contract'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/** Builds the schema for a note limit (the page prints noteMaxLength; never above the spec's 250). */
export function checkoutSchema(noteMax: number = CHECKOUT_NOTE_MAX) {
  const max = Math.min(noteMax, CHECKOUT_NOTE_MAX);
  return z.object({
    note: z.string().max(max, { message: 'checkout:errors.noteTooLong' }),
    delivery: z.string().regex(/^(pickup|\d+)$/, { message: 'checkout:errors.deliveryRequired' }),
    payment: z.enum(PAYMENT_METHODS, {
      errorMap: () => ({ message: 'checkout:errors.paymentRequired' }),
    }),
  });
}

export type CheckoutValues = z.infer<ReturnType<typeof checkoutSchema>>;

/** The delivery part of a quote or order body, from the form's delivery choice. */
export function deliveryBody(choice: string): { method: 'pickup' } | { method: 'delivery'; address_id: number } {
  return /^\d+$/.test(choice) ? { method: 'delivery', address_id: Number(choice) } : { method: 'pickup' };
}

/**
 * Maps a server field name from a 400 answer (data.fields) to the form field it belongs to:
 * 'delivery', 'delivery.address_id', 'delivery[method]' => 'delivery'; unknown names => null.
 */
export function formFieldOf(serverField: string): keyof CheckoutValues | 'lines' | null {
  const root = serverField.split(/[.[]/)[0];
  if (root === 'note' || root === 'delivery' || root === 'payment' || root === 'lines') return root;
  if (root === 'address_id') return 'delivery';
  return null;
}
