/**
 * The checkout island's data shapes: its props (printed by the checkout page, validated by mount.ts
 * before the island replaces the fallback) and the answer of POST kabelshop/v1/orders it reads.
 */
import { z } from 'zod';
import { storedAddressSchema } from '../../lib/validation/address';
import { CHECKOUT_NOTE_MAX, PO_NUMBER_MAX } from '../../lib/validation/checkout';

export const propsSchema = z.object({
  /** The terms page (issue 13), linked above the order button; opens in a new tab so the form stays. */
  termsUrl: z.string().optional(),
  discountPercent: z.number().min(0).max(100),
  addresses: z
    .object({
      // Shown nowhere in the checkout; accepted with or without its id 0.
      headquarters: storedAddressSchema.partial({ id: true }).nullable().optional(),
      delivery: z.array(storedAddressSchema).default([]),
    })
    .default({ delivery: [] }),
  delivery: z.object({
    feeCents: z.number().int().nonnegative(),
    freeFromCents: z.number().int().nonnegative(),
    upToKg: z.string().default('50'),
    perKgCents: z.number().int().nonnegative().default(30),
    /** Issue 27: staff's rule when an article's weight is unknown, its fees and the extra outside Croatia. */
    fallback: z.enum(['per_order', 'per_package']).default('per_order'),
    orderCents: z.number().int().nonnegative().default(1500),
    packageCents: z.number().int().nonnegative().default(500),
    abroadCents: z.number().int().nonnegative().default(2500),
  }),
  payments: z.array(z.object({ id: z.string(), label: z.string(), available: z.boolean(), note: z.string().nullable().optional() })),
  noteMaxLength: z.number().int().min(1).max(CHECKOUT_NOTE_MAX).default(CHECKOUT_NOTE_MAX),
  ordersUrl: z.string().optional(),
  // The B2B fields (View\CheckoutView::b2b()); absent: no client-side date rules, no R1 data.
  b2b: z
    .object({
      poMaxLength: z.number().int().min(1).max(PO_NUMBER_MAX).default(PO_NUMBER_MAX),
      earliestDate: z.string().regex(/^(\d{4}-\d{2}-\d{2})?$/),
      latestDate: z.string().regex(/^(\d{4}-\d{2}-\d{2})?$/),
      holidays: z.array(z.string()).default([]),
      billing: z.object({ company: z.string(), oib: z.string() }).default({ company: '', oib: '' }),
      profileUrl: z.string().default(''),
    })
    .default({ poMaxLength: PO_NUMBER_MAX, earliestDate: '', latestDate: '', holidays: [], billing: { company: '', oib: '' }, profileUrl: '' }),
  // The buyer's contract terms (View\CheckoutView::credit(), issue 15): days to pay and the credit
  // still available (null: no limit); null or absent for a buyer without contract terms.
  credit: z
    .object({
      termsDays: z.number().int().positive(),
      limitCents: z.number().int().nonnegative().nullable(),
      availableCents: z.number().int().nonnegative().nullable(),
    })
    .nullable()
    .default(null),
});

export type Props = z.infer<typeof propsSchema>;

/**
 * Bank transfer instructions (Payments\PaymentInstructions): hub3_payload is the exact text of the
 * HUB-3 PDF417 barcode; amounts in cents.
 */
export const paymentInstructionsSchema = z.object({
  iban: z.string(),
  amount_cents: z.number().int(),
  currency: z.string(),
  model: z.string(),
  reference: z.string(),
  description: z.string(),
  hub3_payload: z.string(),
  recipient: z.object({ name: z.string(), street: z.string(), place: z.string() }),
  due_on: z.string().nullable(),
});

export type PaymentInstructions = z.infer<typeof paymentInstructionsSchema>;

/** A signed form for the card gateway's hosted page (Payments\Gateway\HostedForm). */
export const hostedFormSchema = z.object({
  action: z.string(),
  method: z.literal('POST'),
  fields: z.record(z.string()),
});

export type HostedForm = z.infer<typeof hostedFormSchema>;

/** The part of the order answer the success page shows. */
export const orderSchema = z.object({
  order: z
    .object({
      id: z.number(),
      number: z.string(),
      status: z.string(),
      gross_cents: z.number().int(),
      /** Issue 14: the delivery cost follows with the confirmation (gross is without delivery). */
      delivery_pending: z.boolean().optional(),
      /** Issue 27: what priced the delivery, in words ('' for pickup or free). */
      delivery_rule_label: z.string().optional(),
      track_url: z.string(),
      /** Issue 15: the payment state and, for a bank transfer awaiting payment, what to pay. */
      payment_method: z.string().optional(),
      payment_status: z.string().optional(),
      payment_status_label: z.string().optional(),
      payment_due_on: z.string().nullable().optional(),
      payment_expires_at: z.string().nullable().optional(),
      payment_instructions: paymentInstructionsSchema.nullable().optional(),
    })
    .passthrough(),
  /** Issue 15: a card order's form for the gateway's payment page (POST orders answers it for card). */
  card_payment: hostedFormSchema.nullable().optional(),
});

export type Order = z.infer<typeof orderSchema>['order'];
