/**
 * The answer of GET kabelshop/v1/user/credit (plugins/kabelshop-core/src/Rest/Schemas/V1/CreditSchema.php): the
 * customer's contract terms, credit limit, open balance, available credit, overdue invoices and
 * contract orders not invoiced yet. Amounts in euro cents; limit_cents / available_cents null =
 * no limit. Shared by the account-credit island (its props) and the checkout's payment step.
 */
import { z } from 'zod';

export const overdueInvoiceSchema = z.object({
  id: z.number().int(),
  number: z.string(),
  issued_on: z.string(),
  due_on: z.string(),
  open_cents: z.number().int().nullable(),
  days_overdue: z.number().int().nonnegative(),
  download_url: z.string(),
});

export const unpaidOrderSchema = z.object({
  id: z.number().int(),
  number: z.string(),
  created_at: z.string(),
  due_on: z.string().nullable(),
  open_cents: z.number().int(),
  days_overdue: z.number().int().nonnegative(),
  url: z.string(),
});

export const creditSchema = z.object({
  contract: z.boolean(),
  terms_days: z.number().int().positive(),
  limit_cents: z.number().int().nonnegative().nullable(),
  open_balance_cents: z.number().int().nonnegative(),
  available_cents: z.number().int().nonnegative().nullable(),
  currency: z.string().default('EUR'),
  overdue: z.array(overdueInvoiceSchema).default([]),
  unpaid_orders: z.array(unpaidOrderSchema).default([]),
});

export type Credit = z.infer<typeof creditSchema>;
export type OverdueInvoice = z.infer<typeof overdueInvoiceSchema>;
export type UnpaidOrder = z.infer<typeof unpaidOrderSchema>;
