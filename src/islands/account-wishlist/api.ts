/**
 * Wishlist calls (spec: wishlist): GET / POST kabelshop/v1/wishlist, DELETE kabelshop/v1/wishlist/{code}.
 * Every answer is the whole list after the change, with current prices (entry shape:
 * plugins/kabelshop-core/src/Wishlist/WishlistRepository.php).
 */
import { z } from 'zod';
import { api, request } from '../../lib/api';

export const entrySchema = z.object({
  article_code: z.string(),
  name: z.string(),
  size_label: z.string(),
  packaging: z.string(),
  /** Current list price per metre in 1/10000 EUR; null when the article left the catalogue. */
  unit_price_e4: z.number().int().nullable(),
  /** The customer's price per metre after the business discount; null (or absent) without one. */
  your_unit_price_e4: z.number().int().nonnegative().nullable().optional(),
  /** The customer's own full price (base + surcharge less the discount), the server's (issue 27). */
  your_full_price_e4: z.number().int().nonnegative().nullable().optional(),
  metal_surcharge_e4: z.number().int().optional(),
  metal_display: z.enum(['split', 'full']).nullable().optional(),
  /** Metres per package when the article is sold in whole packages; null: any whole metres. */
  order_multiple_m: z.number().int().min(2).nullable().optional(),
  price_is_demo: z.boolean(),
  stock_m: z.number().nullable(),
  availability: z.enum(['in_stock', 'backorder', 'on_request', 'unavailable']),
  lead_time_days: z.number().int().nullable().optional(),
  product_url: z.string(),
  added_at: z.string(),
});

export type WishlistEntry = z.infer<typeof entrySchema>;

const listSchema = z.object({ items: z.array(entrySchema) });

export async function saveToWishlist(articleCode: string): Promise<WishlistEntry[]> {
  const response = await api.post<unknown>('wishlist', { article_code: articleCode });
  return listSchema.parse(response.data).items;
}

export async function removeFromWishlist(articleCode: string): Promise<WishlistEntry[]> {
  const response = await request<unknown>(`wishlist/${encodeURIComponent(articleCode)}`, { method: 'DELETE' });
  return listSchema.parse(response.data).items;
}
