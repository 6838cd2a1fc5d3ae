/**
 * Shapes of the metal price answers (plugins/kabelshop-core/src/Metals/PriceQuery.php) and the pure helpers the island
 * and its tests share: the table page, the graph's downsampled points.
 * Amounts are decimal strings ("6990.50"), so the table prints the server's digits exactly; only
 * the graph turns them into numbers.
 */
import { z } from 'zod';

/** The metal-prices routes' metal, period and currency enums (Metal::METALS, PERIODS, CURRENCIES), literal for the types; tests/js/lib/rest-args.test.ts keeps them equal to the routes'. */
export const METALS = ['copper', 'aluminium'] as const;
export const PERIODS = ['week', 'month', 'year', 'all'] as const;
export const CURRENCIES = ['EUR', 'USD'] as const;
export type MetalName = (typeof METALS)[number];
export type Period = (typeof PERIODS)[number];
export type Currency = (typeof CURRENCIES)[number];

const decimal = z.string().regex(/^\d+\.\d+$/);

export const daySchema = z.object({
  date: z.string(),
  usd: decimal,
  eur: decimal.nullable(),
  rate: decimal.nullable(),
  rate_date: z.string().nullable(),
  price: decimal.nullable(),
  /** Only in metal-prices/latest (issue 27): the server's age of the day and its verdict. */
  price_age_business_days: z.number().int().nullable().optional(),
  stale: z.boolean().optional(),
});
export type Day = z.infer<typeof daySchema>;

export const dailySchema = z.object({
  metal: z.enum(METALS),
  period: z.enum(PERIODS),
  currency: z.enum(CURRENCIES),
  from: z.string().nullable(),
  to: z.string().nullable(),
  days: z.array(daySchema),
  /** Issue 27, the server's: `to` (the newest price) is older than stale_after_business_days. */
  stale: z.boolean().default(false),
  price_age_business_days: z.number().int().nullable().default(null),
  stale_after_business_days: z.number().int().default(3),
});
export type Daily = z.infer<typeof dailySchema>;

export const monthSchema = z.object({
  month: z.string(),
  days: z.number().int(),
  usd: decimal,
  eur: decimal.nullable(),
  average: decimal.nullable(),
});
export type Month = z.infer<typeof monthSchema>;

export const monthlySchema = z.object({
  metal: z.enum(METALS),
  currency: z.enum(CURRENCIES),
  months: z.array(monthSchema),
});
export type Monthly = z.infer<typeof monthlySchema>;

/** Rows per table page. */
export const PAGE_SIZE = 20;
/** Most points the graph draws; longer series are downsampled (bench: the "all" view stays responsive). */
export const MAX_POINTS = 400;

/** Newest first, one page of PAGE_SIZE rows (page from 1). */
export function pageRows<T>(rows: readonly T[], page: number): T[] {
  const newestFirst = [...rows].reverse();
  return newestFirst.slice((page - 1) * PAGE_SIZE, page * PAGE_SIZE);
}

export function pageCount(rows: number): number {
  return Math.max(1, Math.ceil(rows / PAGE_SIZE));
}

/**
 * Evenly spaced points, always keeping the first and the last, at most `max` of them.
 * Points whose value is null (no EUR price before the first ECB rate) are left out.
 */
export function downsample<T>(points: readonly T[], max = MAX_POINTS): T[] {
  if (points.length <= max) return [...points];
  const out: T[] = [];
  const step = (points.length - 1) / (max - 1);
  for (let i = 0; i < max; i += 1) out.push(points[Math.round(i * step)]);
  return out;
}

export interface GraphPoint {
  x: string;
  y: number;
}

/** The graph's points: ascending by date, value in the chosen currency, downsampled. */
export function graphPoints(rows: ReadonlyArray<{ key: string; value: string | null }>, max = MAX_POINTS): GraphPoint[] {
  const points = rows.filter((r) => r.value !== null).map((r) => ({ x: r.key, y: Number(r.value) }));
  return downsample(points, max);
}
