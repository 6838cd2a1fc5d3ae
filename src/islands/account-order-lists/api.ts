/**
 * The order-list routes (plugins/kabelshop-core/src/Rest/Routes/V1/OrderLists.php, OrderList.php; shapes in
 * plugins/kabelshop-core/src/OrderLists/OrderListRepository.php::described()), parsed with zod.
 */
import { z } from 'zod';
import { api, request } from '../../lib/api';
import type { QuoteRequestLine } from '../../components/fillFromQuote';

export const listLineSchema = z.object({
  article_code: z.string(),
  quantity_m: z.number().int(),
  name: z.string(),
  size_label: z.string(),
  packaging: z.string(),
  unit_price_e4: z.number().int().nullable(),
  /** Issue 27 (CustomerPrice::shown()): the surcharge, the full list price, the customer's own price and the line totals. */
  metal_surcharge_e4: z.number().int().default(0),
  full_price_e4: z.number().int().nullable().default(null),
  customer_unit_price_e4: z.number().int().nullable().default(null),
  line_net_cents: z.number().int().nullable().default(null),
  customer_line_net_cents: z.number().int().nullable().default(null),
  price_is_demo: z.boolean(),
  available: z.boolean(),
  product_url: z.string(),
});

export const orderListSchema = z.object({
  id: z.string(),
  name: z.string(),
  updated_at: z.string(),
  lines: z.array(listLineSchema),
});

const listsSchema = z.object({ lists: z.array(orderListSchema) });

export type OrderList = z.infer<typeof orderListSchema>;
export type OrderListLine = z.infer<typeof listLineSchema>;

export async function createList(name: string, lines: QuoteRequestLine[]): Promise<OrderList[]> {
  return listsSchema.parse((await api.post<unknown>('order-lists', { name, lines })).data).lists;
}

export async function updateList(id: string, change: { name?: string; lines?: QuoteRequestLine[] }): Promise<OrderList[]> {
  return listsSchema.parse((await api.post<unknown>(`order-lists/${encodeURIComponent(id)}`, change)).data).lists;
}

export async function deleteList(id: string): Promise<OrderList[]> {
  return listsSchema.parse(
    (
      await request<unknown>(`order-lists/${encodeURIComponent(id)}`, {
        method: 'DELETE',
      })
    ).data,
  ).lists;
}
