/**
 * Answers of the order routes the account-orders island reads (plugins/kabelshop-core/src/Rest/Schemas/V1/OrderSchema.php),
 * parsed with zod so a changed server shape fails loudly instead of showing wrong data.
 * Amounts are integer cents, unit prices integer ten-thousandths of a euro per metre.
 * Issue 14: an order carries the prices it was placed with (the agreed order answer): per item the
 * base price (unit_price_e4), metal_surcharge_e4, full_price_e4, line_base_cents, line_metal_cents,
 * line_net_cents (base + metal, before discount); metal_cents, charges (cut fees, drum deposits, with
 * their label), charges_cents, delivery_pending and the frozen surcharge terms under `metal`. An
 * order stored before issue 14 (or a server without them) reads as no surcharge and no charges.
 */
import { z } from 'zod';
import { api } from '../../lib/api';
import { getConfig } from '../../lib/config';
import { chargeSchema, metalTermsSchema } from '../../components/MetalSurcharge';
import { deliveryRuleSchema } from '../../components/useQuote';

/** Item statuses in their order (Commerce\OrderItemStatus::ALL). */
export const ITEM_STATUSES = ['ordered', 'in_production', 'packed', 'shipped', 'delivered'] as const;

export const summarySchema = z.object({
  id: z.number().int(),
  number: z.string(),
  status: z.string(),
  status_label: z.string(),
  created_at: z.string(),
  currency: z.string(),
  net_cents: z.number().int(),
  gross_cents: z.number().int(),
  track_url: z.string(),
});

export const packageSchema = z.object({
  id: z.number().int(),
  packaging: z.string(),
  packaging_label: z.string(),
  package_number: z.string(),
  length_m: z.number().int(),
});

export const eventSchema = z.object({
  status: z.string(),
  status_label: z.string(),
  note: z.string(),
  at: z.string(),
});

export const itemSchema = z.object({
  id: z.number().int(),
  line_no: z.number().int(),
  article_code: z.string(),
  name: z.string().nullable(),
  size_label: z.string().nullable(),
  packaging: z.string().nullable(),
  quantity_m: z.number().int(),
  unit_price_e4: z.number().int(),
  line_net_cents: z.number().int(),
  metal_surcharge_e4: z.number().int().default(0),
  full_price_e4: z.number().int().optional(),
  line_base_cents: z.number().int().optional(),
  line_metal_cents: z.number().int().default(0),
  status: z.string(),
  status_label: z.string(),
  packages: z.array(packageSchema),
  history: z.array(eventSchema),
});

export const orderSchema = summarySchema.extend({
  items: z.array(itemSchema),
  can_cancel: z.boolean(),
  // The B2B fields (Commerce\B2BFields): '' / null when the order has none.
  po_number: z.string().default(''),
  requested_delivery_date: z.string().nullable().default(null),
  site_contact_name: z.string().default(''),
  site_contact_phone: z.string().default(''),
  billing_company: z.string().default(''),
  billing_oib: z.string().default(''),
  // The totals as the order was placed (OrderSchema); optional so a shorter answer still shows the rest.
  discount_percent: z.number().optional(),
  subtotal_cents: z.number().int().optional(),
  discount_cents: z.number().int().optional(),
  delivery_cents: z.number().int().nullable().optional(),
  vat_percent: z.number().optional(),
  vat_cents: z.number().int().optional(),
  metal_cents: z.number().int().default(0),
  charges: z.array(chargeSchema).default([]),
  charges_cents: z.number().int().default(0),
  delivery_pending: z.boolean().default(false),
  /** Issue 27: what priced the delivery and its words; null / '' for orders before it. */
  delivery_rule: deliveryRuleSchema.nullable().default(null),
  delivery_rule_label: z.string().default(''),
  metal: metalTermsSchema.nullable().default(null),
  // Issue 15: the payment state's label (OrderSchema::payment()); '' from a server without it.
  payment_status_label: z.string().default(''),
  // Issue 26: 'part_paid' with what is still open (OrderSchema::payment()).
  payment_status: z.string().default(''),
  payment_open_cents: z.number().int().default(0),
});

export type OrderSummary = z.infer<typeof summarySchema>;
export type Order = z.infer<typeof orderSchema>;
export type OrderItem = z.infer<typeof itemSchema>;

/** GET orders?page=&per_page=: one page of the user's orders and the page count (X-WP-TotalPages). */
export async function fetchOrders(page: number, perPage: number, signal?: AbortSignal): Promise<{ orders: OrderSummary[]; pages: number }> {
  const answer = await api.get<unknown>('orders', { query: { page, per_page: perPage }, signal });
  const orders = z.object({ orders: z.array(summarySchema) }).parse(answer.data).orders;
  return { orders, pages: Math.max(1, Number(answer.headers.get('X-WP-TotalPages') ?? '1') || 1) };
}

/** GET orders/{id}: one order with items, packages and history (404 for another customer's). */
export async function fetchOrder(id: number, signal?: AbortSignal): Promise<Order> {
  const answer = await api.get<unknown>(`orders/${id}`, { signal });
  return z.object({ order: orderSchema }).parse(answer.data).order;
}

/** POST orders/{id}/cancel: the cancelled order and the server's message (409 when staff started). */
export async function cancelOrder(id: number): Promise<{ order: Order; message: string }> {
  const answer = await api.post<unknown>(`orders/${id}/cancel`);
  return z.object({ order: orderSchema, message: z.string() }).parse(answer.data);
}

/**
 * Link to the order confirmation PDF (GET orders/{id}/pdf, Rest\Routes\V1\OrderPdfDownload) in the page's
 * language: a plain link the browser downloads, so it carries the wp_rest nonce as _wpnonce (cookie
 * authentication), as the invoice downloads do.
 */
export function orderPdfUrl(id: number): string {
  const { restUrl, nonce, locale } = getConfig();
  const url = new URL(`orders/${id}/pdf`, new URL(restUrl.replace(/\/?$/, '/'), window.location.href));
  url.searchParams.set('lang', locale.slice(0, 2));
  url.searchParams.set('_wpnonce', nonce);
  return url.toString();
}

/** The calendar day of an ISO 8601 moment in Europe/Zagreb (the shop's business time zone) as 'YYYY-MM-DD'. */
export function zagrebDay(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const parts = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Zagreb', year: 'numeric', month: '2-digit', day: '2-digit' }).formatToParts(date);
  const part = (type: string): string => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}`;
}
