/**
 * The catalogue island's data shapes: its props (validated by mount.ts before the island replaces the
 * fallback) and the answers of GET kabelshop/v1/products and products/facets it reads. Limits come
 * from the registered route args (lib/rest-args).
 */
import { z } from 'zod';
import { restArg, restLimit } from '../../lib/rest-args';

/** Longest search the products route takes (its maxLength): longer text is cut, never sent for core's English 400. */
export const SEARCH_MAX_LENGTH = restLimit(restArg('products', 'GET', 'search'), 'maxLength');
const perPageArg = restArg('products', 'GET', 'per_page');

export const categorySchema = z.object({ slug: z.string(), name: z.string(), count: z.number().int().nonnegative().optional() });

/**
 * The filters the server page was rendered for (View\CatalogueView: the URL's ?category=, ?cores=,
 * ?cross_section= checked by the products route's rules, invalid values dropped; '' = any).
 */
export const initialFiltersSchema = z.object({
  category: z.string(),
  cores: z.string(),
  crossSection: z.string(),
  /** The technical filters (issue 14) as URL values, '' = any: cpr, voltage, conductor, hf, armoured, screened. */
  technical: z.record(z.string()).optional(),
});

/** The URL parameters of the technical filters (Catalog\TechnicalFilters::PARAMS), in display order. */
export const TECHNICAL_PARAMS = ['cpr', 'voltage', 'conductor', 'hf', 'armoured', 'screened'] as const;
export type TechnicalParam = (typeof TECHNICAL_PARAMS)[number];

/**
 * One group of technical filters with counts (products/facets' `technical`, Catalog\TechnicalFilters::groups()):
 * radio groups (cpr, voltage, conductor) take one value of one parameter; the flags group is checkboxes, one
 * parameter each (value "1"). count: cable types matching the search with every other filter applied.
 */
export const technicalGroupSchema = z.object({
  key: z.string(),
  legend: z.string(),
  type: z.enum(['radio', 'checkbox']),
  options: z.array(
    z.object({
      param: z.enum(TECHNICAL_PARAMS),
      value: z.string(),
      label: z.string(),
      count: z.number().int().nonnegative(),
      selected: z.boolean(),
    }),
  ),
});

export type TechnicalGroup = z.infer<typeof technicalGroupSchema>;

export const propsSchema = z.object({
  initialQuery: z.string().max(SEARCH_MAX_LENGTH).optional(),
  initialFilters: initialFiltersSchema.optional(),
  perPage: z.number().int().min(restLimit(perPageArg, 'minimum')).max(restLimit(perPageArg, 'maximum')),
  categories: z.array(categorySchema).optional(),
  /** The server's cores and cross-sections (products/facets' values), offered until products/facets answers. */
  cores: z.array(z.number()).optional(),
  crossSections: z.array(z.string()).optional(),
  /** The server's technical filter groups for the page's search, shown until products/facets answers. */
  technical: z.array(technicalGroupSchema).optional(),
  /** The counts of the results the server printed in the fallback (its cards are taken from there). */
  initialTotals: z.object({ total: z.number().int().min(0), totalPages: z.number().int().min(0), articles: z.number().int().min(0) }).optional(),
});

export const productSchema = z.object({
  id: z.number(),
  designation: z.string(),
  hr_name: z.string().nullable().optional(),
  url: z.string(),
  category: z.object({ slug: z.string(), name: z.string() }).nullable().optional(),
  standard: z.string().nullable().optional(),
  image: z.string().nullable().optional(),
  supplier: z.string().nullable().optional(),
  articles_total: z.number().optional(),
  price_from_e4: z.number().int().nullable().optional(),
  price_from: z.string().nullable().optional(),
  price_is_demo: z.boolean().optional(),
  sizes: z.array(z.string()).optional(),
  sizes_total: z.number().int().nonnegative().optional(),
  /** The product's card, rendered by the server's one card template (View\ProductCardView) in the page's language; escaped there. */
  card_html: z.string(),
});

export type CatalogueProduct = z.infer<typeof productSchema>;

export const facetsSchema = z.object({
  categories: z.array(categorySchema),
  cores: z.array(z.number()),
  cross_sections: z.array(z.string()),
  technical: z.array(technicalGroupSchema).optional(),
});

export type Facets = z.infer<typeof facetsSchema>;
