/**
 * The catalogue's data: the filters kept in the page URL (?search=&category=&cores=&cross_section=
 * &cpr=&voltage=&conductor=&hf=&armoured=&screened=&page=) and the answers for them.
 * A change of the filters or the page is a new history entry (history.pushState: back returns to the
 * previous filters, the island follows popstate); a change of the search text alone replaces the
 * entry (typing would otherwise fill the history). GET kabelshop/v1/products/facets with the search
 * and filters (the technical groups' counts follow them) whenever those change, not on paging;
 * GET kabelshop/v1/products?search=&category=&cores=&cross_section=&cpr=…&page=&per_page= on every
 * change (a newer request aborts the older), with the counts from the headers X-WP-Total,
 * X-WP-TotalPages and X-Kabelshop-Articles-Total.
 */
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { api, ApiError } from '../../lib/api';
import { facetsSchema, productSchema, SEARCH_MAX_LENGTH, TECHNICAL_PARAMS, type CatalogueProduct, type Facets, type TechnicalParam } from './schema';

/** The technical filters as URL values ('' = any). */
export type TechnicalFilters = Record<TechnicalParam, string>;

export interface CatalogueFilters {
  search: string;
  category: string;
  cores: string;
  crossSection: string;
  technical: TechnicalFilters;
  page: number;
}

/** No technical filter chosen. */
export function noTechnical(): TechnicalFilters {
  return Object.fromEntries(TECHNICAL_PARAMS.map((param) => [param, ''])) as TechnicalFilters;
}

/** The technical filters of URL parameters (unknown keys dropped, missing ones ''). */
export function technicalFrom(values: Record<string, string | null | undefined>): TechnicalFilters {
  const out = noTechnical();
  for (const param of TECHNICAL_PARAMS) out[param] = values[param] ?? '';
  return out;
}

export interface CatalogueResults {
  products: CatalogueProduct[];
  total: number;
  totalPages: number;
  articles: number;
}

/** Reads the filters from the page URL (so a shared or reloaded search shows the same results). */
export function filtersFromUrl(initialQuery: string): CatalogueFilters {
  const params = new URLSearchParams(window.location.search);
  const page = Number.parseInt(params.get('page') ?? '1', 10);
  return {
    search: (params.get('search') ?? initialQuery).slice(0, SEARCH_MAX_LENGTH),
    category: params.get('category') ?? '',
    cores: params.get('cores') ?? '',
    crossSection: params.get('cross_section') ?? '',
    technical: technicalFrom(Object.fromEntries(TECHNICAL_PARAMS.map((param) => [param, params.get(param)]))),
    page: Number.isFinite(page) && page > 0 ? page : 1,
  };
}

/** The page URL for filters (the other query arguments of the address kept). */
export function urlFor(filters: CatalogueFilters, href: string = window.location.href): string {
  const url = new URL(href);
  const set = (key: string, value: string): void => {
    if (value) url.searchParams.set(key, value);
    else url.searchParams.delete(key);
  };
  set('search', filters.search);
  set('category', filters.category);
  set('cores', filters.cores);
  set('cross_section', filters.crossSection);
  for (const param of TECHNICAL_PARAMS) set(param, filters.technical[param]);
  url.searchParams.delete('page');
  set('page', filters.page > 1 ? String(filters.page) : '');
  return url.toString();
}

/**
 * Puts the filters into the address: a new history entry when a filter or the page changed, the
 * same entry when only the search text did (or nothing: the first render, a popstate).
 */
function syncUrl(filters: CatalogueFilters, first: boolean): void {
  const next = urlFor(filters);
  if (next === window.location.href) return;
  if (first) {
    // The server's checked filters replace what the address had (an invalid value dropped): no new entry.
    window.history.replaceState(window.history.state, '', next);
    return;
  }
  const current = filtersFromUrl('');
  const onlySearch =
    current.category === filters.category &&
    current.cores === filters.cores &&
    current.crossSection === filters.crossSection &&
    current.page === filters.page &&
    TECHNICAL_PARAMS.every((param) => current.technical[param] === filters.technical[param]);
  if (onlySearch) window.history.replaceState(window.history.state, '', next);
  else window.history.pushState(null, '', next);
}

/** The query arguments of the search and filters (page and per_page not included). */
function filterQuery(filters: CatalogueFilters): Record<string, string> {
  return {
    search: filters.search,
    category: filters.category,
    cores: filters.cores,
    cross_section: filters.crossSection,
    ...filters.technical,
  };
}

function headerInt(headers: Headers, name: string, fallback: number): number {
  const value = Number.parseInt(headers.get(name) ?? '', 10);
  return Number.isFinite(value) ? value : fallback;
}

export interface CatalogueQuery {
  facets: Facets;
  results: CatalogueResults | null;
  /** The translated error of the last products request, or null. */
  error: string | null;
  loading: boolean;
  /** Asks for the same products again (after an error). */
  retry: () => void;
}

/**
 * Loads the facets once and the products for `filters` (and keeps the URL in step with them).
 *
 * @param filters The committed filters.
 * @param perPage Products per page (1-100, the route's bounds).
 * @param first   The server's facets (categories, cores, cross-sections), used until products/facets answers.
 * @param printed The results the server printed for these first filters (CatalogueView), or null:
 *                shown from the start, and the first products request is not made.
 */
export function useCatalogueQuery(filters: CatalogueFilters, perPage: number, first: Facets, printed: CatalogueResults | null = null): CatalogueQuery {
  const { t } = useTranslation('catalogue');
  const [facets, setFacets] = useState<Facets>(first);
  const [results, setResults] = useState<CatalogueResults | null>(printed);
  const [error, setError] = useState<string | null>(null);
  const [loading, setLoading] = useState(printed === null);
  const skipFirst = useRef(printed !== null);
  const [attempt, setAttempt] = useState(0);

  // The facets of the search and filters (not of the page): one request per change of them.
  const facetKey = JSON.stringify(filterQuery(filters));
  useEffect(() => {
    const controller = new AbortController();
    api
      .get<unknown>('products/facets', { signal: controller.signal, query: JSON.parse(facetKey) as Record<string, string> })
      .then(({ data }) => {
        const parsed = facetsSchema.safeParse(data);
        if (parsed.success) setFacets((current) => ({ ...parsed.data, technical: parsed.data.technical ?? current.technical }));
      })
      .catch(() => undefined); // Filters then keep what they show; the results still load.
    return () => controller.abort();
  }, [facetKey]);

  const synced = useRef(false);
  useEffect(() => {
    syncUrl(filters, !synced.current);
    synced.current = true;
    if (skipFirst.current) {
      skipFirst.current = false;
      return undefined;
    }
    const controller = new AbortController();
    setLoading(true);
    setError(null);
    api
      .get<unknown>('products', {
        signal: controller.signal,
        query: { ...filterQuery(filters), page: filters.page, per_page: perPage },
      })
      .then(({ data, headers }) => {
        const products = z.array(productSchema).parse(data);
        setResults({
          products,
          total: headerInt(headers, 'X-WP-Total', products.length),
          totalPages: headerInt(headers, 'X-WP-TotalPages', 1),
          articles: headerInt(headers, 'X-Kabelshop-Articles-Total', 0),
        });
        setLoading(false);
      })
      .catch((caught: unknown) => {
        if (caught instanceof ApiError && caught.kind === 'aborted' && controller.signal.aborted) return;
        setError(caught instanceof ApiError ? caught.message : t('common:transport.invalidAnswer'));
        setLoading(false);
      });
    return () => controller.abort();
  }, [filters, perPage, attempt, t]);

  return { facets, results, error, loading, retry: () => setAttempt((n) => n + 1) };
}
