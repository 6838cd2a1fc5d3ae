/**
 * POST kabelshop/v1/quick-order/parse (plugins/kabelshop-core/src/Rest/Routes/V1/QuickOrderParse.php, shapes in
 * plugins/kabelshop-core/src/QuickOrder/Matcher.php), parsed with zod so a changed server shape fails loudly.
 */
import { z } from 'zod';
import { api } from '../../lib/api';

export const articleSchema = z.object({
  article_code: z.string(),
  name: z.string(),
  size_label: z.string(),
  packaging: z.string(),
  packaging_label: z.string(),
  package_multiple_m: z.number().int().nullable(),
  unit_price_e4: z.number().int(),
  unit_price: z.string(),
  price_is_demo: z.boolean(),
  on_request: z.boolean(),
  line_net_cents: z.number().int().nullable(),
  /** Issue 27 (CustomerPrice::shown()): surcharge, full list price, the customer's own price and line total. */
  metal_surcharge_e4: z.number().int().default(0),
  full_price_e4: z.number().int().optional(),
  customer_unit_price_e4: z.number().int().nullable().default(null),
  customer_line_net_cents: z.number().int().nullable().default(null),
  product_url: z.string(),
});

export const lineSchema = z.object({
  line_no: z.number().int(),
  input: z.string(),
  status: z.enum(['matched', 'ambiguous', 'unmatched']),
  quantity_m: z.number().int().nullable(),
  article: articleSchema.optional(),
  candidates: z.array(articleSchema).optional(),
  reason: z.string().optional(),
  message: z.string().optional(),
});

export const parseSchema = z.object({
  lines: z.array(lineSchema),
  discount_percent: z.number().int(),
  counts: z.object({
    matched: z.number().int(),
    ambiguous: z.number().int(),
    unmatched: z.number().int(),
  }),
});

export type MatchedArticle = z.infer<typeof articleSchema>;
export type ParsedLine = z.infer<typeof lineSchema>;
export type ParseAnswer = z.infer<typeof parseSchema>;

export async function parseLines(text: string, signal?: AbortSignal): Promise<ParseAnswer> {
  return parseSchema.parse((await api.post<unknown>('quick-order/parse', { text }, { signal })).data);
}
