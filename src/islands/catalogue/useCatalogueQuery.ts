/**
 * The catalogue's data: the filters kept in the page URL (?search=&category=&cores=&cross_section=
 * &page=, history.replaceState) and the answers for them. GET kabelshop/v1/products/facets once;
 * GET kabelshop/v1/products?search=&category=&cores=&cross_section=&page=&per_page= on every change of
 * the filters (a newer request aborts the older), with the counts from the headers X-WP-Total,
 * X-WP-TotalPages and X-Kabelshop-Articles-Total.
 */
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { api, ApiError } from '../../lib/api';
import { facetsSchema, productSchema, SEARCH_MAX_LENGTH, type CatalogueProduct, type Facets } from './schema';

export interface CatalogueFilters {
  search: string;
  category: string;
  cores: string;
  crossSection: string;
  page: number;
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
    page: Number.isFinite(page) && page > 0 ? page : 1,
  };
}

function syncUrl(filters: CatalogueFilters): void {
  const url = new URL(window.location.href);
  const set = (key: string, value: string): void => {
    if (value) url.searchParams.set(key, value);
    else url.searchParams.delete(key);
  };
  set('search', filters.search);
  set('category', filters.category);
  set('cores', filters.cores);
  set('cross_section', filters.crossSection);
  set('page', filters.page > 1 ? String(filters.page) : '');
  window.history.replaceState(window.history.state, '', url.toString());
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
 */
export function useCatalogueQuery(filters: CatalogueFilters, perPage: number, first: Facets): CatalogueQuery {
  const { t } = useTranslation('catalogue');
  const [facets, setFacets] = useState<Facets>(first);
  const [results, setResults] = useState<CatalogueResults | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [loading, setLoading] = useState(true);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    const controller = new AbortController();
    api
      .get<unknown>('products/facets', { signal: controller.signal })
      .then(({ data }) => {
        const parsed = facetsSchema.safeParse(data);
        if (parsed.success) setFacets(parsed.data);
      })
      .catch(() => undefined); // Filters then offer the server's first list; the results still load.
    return () => controller.abort();
  }, []);

  useEffect(() => {
    syncUrl(filters);
    const controller = new AbortController();
    setLoading(true);
    setError(null);
    api
      .get<unknown>('products', {
        signal: controller.signal,
        query: {
          search: filters.search,
          category: filters.category,
          cores: filters.cores,
          cross_section: filters.crossSection,
          page: filters.page,
          per_page: perPage,
        },
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
