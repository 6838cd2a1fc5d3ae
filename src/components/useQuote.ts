/**
 * Server totals for a list from lib/cart: POST kabelshop/v1/cart/quote { lines: [{ article_code,
 * quantity_m }], delivery? } (the server prices every line; the browser's prices are display only).
 * Re-quotes 300 ms after the lines (codes and metres) or the delivery choice change.
 *
 * When the server's unit price of a line differs from the stored one, it records the change
 * ("Price changed from X to Y") and stores the server prices with lib/cart updatePrices().
 * Errors: `error` holds the translated ApiError message; `retry()` asks again. A refusal that names
 * lines (400 kabelshop_cart_whole_packages: `lines[i].quantity_m`) goes to `lineErrors` (line
 * position => message) instead, for the line's quantity field, and no stale totals stay shown.
 * Each quote line carries the ordering rules' figures (docs/checkout.md): availability, on_request,
 * stock_m, backorder_m, expected_date, package_multiple_m.
 *
 * Issue 14 (the agreed quote answer): unit_price_e4 is the BASE price per metre; each line adds
 * metal_surcharge_e4 (signed), full_price_e4, line_base_cents, line_metal_cents and line_net_cents
 * (= base + metal of the line, before discount), customer_unit_price_e4 (full price after the
 * discount, approved customers; null otherwise); the quote adds metal_cents, charges (cut fees, drum
 * deposits with their translated label), charges_cents, weight_g, delivery_pending and the `metal`
 * terms (display mode, index per metal). An answer without these keys (a server before issue 14)
 * reads as no surcharge, no charges and delivery not pending: missing amounts are 0.
 */
import { useEffect, useMemo, useState } from 'react';
import { z } from 'zod';
import { api, ApiError } from '../lib/api';
import { t } from '../lib/i18n';
import { updatePrices, type CartItem, type ListKind } from '../lib/cart/store';
import { formatSizeLabel, toE4 } from '../lib/format';
import { chargeSchema, metalTermsSchema } from './MetalSurcharge';
import { useLocale } from './useLocale';

export const QUOTE_DEBOUNCE_MS = 300;

/** What priced a delivery (QuoteSchema::delivery_rule(), issue 27). */
export const deliveryRuleSchema = z.object({
  basis: z.string(),
  packages: z.number().int().default(0),
  abroad: z.boolean().default(false),
});

export const quoteSchema = z.object({
  currency: z.string(),
  discount_percent: z.number(),
  lines: z.array(
    z.object({
      article_code: z.string(),
      quantity_m: z.number(),
      name: z.string().nullable().optional(),
      size_label: z.string().nullable().optional(),
      packaging: z.string().nullable().optional(),
      unit_price_e4: z.number().int(),
      unit_price: z.string(),
      price_is_demo: z.boolean().optional(),
      line_net_cents: z.number().int(),
      availability: z.string().optional(),
      /** Position of the line in the request (lines[index]). */
      index: z.number().int().optional(),
      on_request: z.boolean().optional(),
      stock_m: z.number().int().nullable().optional(),
      backorder_m: z.number().int().optional(),
      expected_date: z.string().nullable().optional(),
      package_multiple_m: z.number().int().nullable().optional(),
      metal_surcharge_e4: z.number().int().default(0),
      metal_surcharge: z.string().optional(),
      full_price_e4: z.number().int().optional(),
      full_price: z.string().optional(),
      line_base_cents: z.number().int().optional(),
      line_metal_cents: z.number().int().default(0),
      customer_unit_price_e4: z.number().int().nullable().default(null),
      /** The line after the discount (CustomerPrice::line_net_cents(), issue 27); null without a discount. */
      customer_line_net_cents: z.number().int().nullable().default(null),
      /** The metals the article has a metal number for (issue 14); absent in older answers. */
      metals: z.array(z.string()).optional(),
    }),
  ),
  unknown_codes: z.array(z.string()).default([]),
  /** The first day the buyer may ask for delivery or pickup with these lines ('YYYY-MM-DD', Commerce\B2BFields::earliest()). */
  earliest_delivery_date: z.string(),
  subtotal_cents: z.number().int(),
  discount_cents: z.number().int(),
  net_cents: z.number().int(),
  delivery_cents: z.number().int().nullable(),
  vat_percent: z.number(),
  vat_cents: z.number().int(),
  gross_cents: z.number().int(),
  metal_cents: z.number().int().default(0),
  charges: z.array(chargeSchema).default([]),
  charges_cents: z.number().int().default(0),
  weight_g: z.number().int().nullable().default(null),
  delivery_pending: z.boolean().default(false),
  /** Issue 27: what priced the delivery (null without a method) and its words ('' for pickup, free or none). */
  delivery_rule: deliveryRuleSchema.nullable().default(null),
  delivery_rule_label: z.string().default(''),
  metal: metalTermsSchema.nullable().default(null),
});

export type Quote = z.infer<typeof quoteSchema>;
export type DeliveryRule = z.infer<typeof deliveryRuleSchema>;
export type QuoteLine = Quote['lines'][number];

/**
 * The server's line for each cart line (its unit_price_e4 and line_net_cents are what the lines
 * show: the browser computes no line totals of its own). The quote lists one line per line sent,
 * in order, leaving out unknown codes; lines are matched by article code (case-insensitive, as
 * Pricing looks codes up) in that order. null where the quote has no line for it or was asked
 * for other metres (a re-quote is pending), so no stale figure is shown.
 */
export function quoteLinesFor(quote: Quote | null, items: readonly CartItem[]): (QuoteLine | null)[] {
  if (quote && quote.lines.length > 0 && quote.lines.every((line) => line.index !== undefined)) {
    const byIndex = new Map(quote.lines.map((line) => [line.index as number, line]));
    return items.map((item, index) => {
      const line = byIndex.get(index);
      return line && line.quantity_m === item.quantity && line.article_code.toLowerCase() === item.data.SifraArtikla2.toLowerCase() ? line : null;
    });
  }
  const queues = new Map<string, QuoteLine[]>();
  for (const line of quote?.lines ?? []) {
    const code = line.article_code.toLowerCase();
    queues.set(code, [...(queues.get(code) ?? []), line]);
  }
  return items.map((item) => {
    const line = queues.get(item.data.SifraArtikla2.toLowerCase())?.shift();
    return line && line.quantity_m === item.quantity ? line : null;
  });
}

/** A line's full price per metre: the server's, else base + surcharge (never below 0). */
export function fullPriceE4(line: Pick<QuoteLine, 'unit_price_e4' | 'metal_surcharge_e4' | 'full_price_e4'>): number {
  return line.full_price_e4 ?? Math.max(0, line.unit_price_e4 + line.metal_surcharge_e4);
}

/** A line's base amount in cents: the server's, else its net less its metal amount (an older answer: the net). */
export function lineBaseCents(line: Pick<QuoteLine, 'line_base_cents' | 'line_net_cents' | 'line_metal_cents'>): number {
  return line.line_base_cents ?? line.line_net_cents - line.line_metal_cents;
}

/** The unit price a cart line shows: the quote's, else the price stored when it was added (while quoting). */
export function unitPriceE4(item: CartItem, line: QuoteLine | null): number {
  return line?.unit_price_e4 ?? toE4(item.data.Cijena);
}

export interface PriceChange {
  code: string;
  name: string;
  fromE4: number;
  toE4: number;
}

export type DeliveryChoice = { method: 'pickup' } | { method: 'delivery'; address_id: number };

export interface QuoteState {
  quote: Quote | null;
  loading: boolean;
  error: string | null;
  changes: PriceChange[];
  /** Server refusals naming a line: line position => translated message (e.g. whole packages). */
  lineErrors: Record<number, string>;
  retry: () => void;
}

/** The line refusals of an error: data.fields keys lines[i] or lines[i].quantity_m => { i: message }. */
export function lineErrorsOf(fields: Record<string, string>): Record<number, string> {
  const found: Record<number, string> = {};
  for (const [field, message] of Object.entries(fields)) {
    const match = /^lines\[(\d+)\]/.exec(field);
    if (match && found[Number(match[1])] === undefined) found[Number(match[1])] = message;
  }
  return found;
}

export function useQuote(kind: ListKind, items: readonly CartItem[], delivery?: DeliveryChoice): QuoteState {
  const [quote, setQuote] = useState<Quote | null>(null);
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [changes, setChanges] = useState<PriceChange[]>([]);
  const [lineErrors, setLineErrors] = useState<Record<number, string>>({});
  const [attempt, setAttempt] = useState(0);
  const locale = useLocale();
  const lines = useMemo(
    () => items.map((item) => ({ article_code: item.data.SifraArtikla2, quantity_m: item.quantity })),
    [items],
  );
  const key = JSON.stringify({ lines, delivery });

  useEffect(() => {
    if (lines.length === 0) {
      setQuote(null);
      setLoading(false);
      setError(null);
      setLineErrors({});
      return undefined;
    }
    const controller = new AbortController();
    setLoading(true);
    const timer = setTimeout(() => {
      api
        .post<unknown>('cart/quote', delivery ? { lines, delivery } : { lines }, { signal: controller.signal })
        .then(({ data }) => {
          const parsed = quoteSchema.parse(data);
          const serverE4 = new Map(parsed.lines.map((line) => [line.article_code, line]));
          const found: PriceChange[] = [];
          const seen = new Set<string>();
          for (const item of items) {
            const line = serverE4.get(item.data.SifraArtikla2);
            if (!line || seen.has(item.data.SifraArtikla2)) continue;
            seen.add(item.data.SifraArtikla2);
            const stored = toE4(item.data.Cijena);
            if (stored !== line.unit_price_e4) {
              found.push({ code: line.article_code, name: `${item.data.name ?? line.name ?? line.article_code} ${item.data.sizeLabel ? formatSizeLabel(item.data.sizeLabel, locale) : ''}`.trim(), fromE4: stored, toE4: line.unit_price_e4 });
            }
          }
          setQuote(parsed);
          setError(null);
          setLineErrors({});
          setLoading(false);
          if (found.length > 0) {
            setChanges(found);
            updatePrices(kind, Object.fromEntries(found.map((change) => [change.code, change.toE4 / 10_000])));
          }
        })
        .catch((caught: unknown) => {
          if (controller.signal.aborted) return;
          const named = caught instanceof ApiError && caught.kind === 'http' ? lineErrorsOf(caught.fields) : {};
          if (Object.keys(named).length > 0) {
            setQuote(null);
            setLineErrors(named);
            setError(null);
          } else {
            setError(caught instanceof ApiError ? caught.message : t('common:transport.invalidAnswer'));
          }
          setLoading(false);
        });
    }, QUOTE_DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
    // The key holds lines and delivery; items only matter through them (prices are the server's).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, kind, attempt]);

  return { quote, loading, error, changes, lineErrors, retry: () => setAttempt((n) => n + 1) };
}
