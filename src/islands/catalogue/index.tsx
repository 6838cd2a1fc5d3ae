/**
 * Catalogue island: search, filters, result cards, counts and pager (spec sections 1, 2, 8:
 * product catalogue, search, search results, products counter; 'No results found for your query').
 *
 * Props: { initialQuery?: string, perPage: number (1-100), categories?: [{ slug, name, count? }] }
 *   (categories: the server's first facet list, shown until products/facets answers).
 * Calls: GET kabelshop/v1/products/facets once; GET kabelshop/v1/products?search=&category=&cores=
 *   &cross_section=&page=&per_page= on every committed change (headers X-WP-Total, X-WP-TotalPages,
 *   X-Kabelshop-Articles-Total). Typing waits 250 ms; Enter searches at once. The URL keeps
 *   ?search=&page= (and the filters) in sync with history.replaceState.
 * Loads: when its mount point nears the viewport (catalogue and search pages). Text typed into the
 *   server-rendered search box before that is taken over (value, focus and caret; `fallback` prop).
 */
import { useCallback, useEffect, useId, useMemo, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { api, ApiError } from '../../lib/api';
import { DemoTag } from '../../components/DemoTag';
import { ErrorRetry } from '../../components/ErrorRetry';
import type { FallbackState } from '../../components/fallback';
import { parseProps } from '../../components/parseProps';
import { Price } from '../../components/Price';
import { Spinner } from '../../components/Spinner';
import { useLocale } from '../../components/useLocale';
import { formatDecimal, formatNumber, formatSizeLabel } from '../../lib/format';
import { restArg, restLimit } from '../../lib/rest-args';

/** Debounce of the search box, ms (task brief). */
export const SEARCH_DEBOUNCE_MS = 250;

/** Longest search the products route takes (its maxLength): longer text is cut, never sent for core's English 400. */
export const SEARCH_MAX_LENGTH = restLimit(restArg('products', 'GET', 'search'), 'maxLength');
const perPageArg = restArg('products', 'GET', 'per_page');

const categorySchema = z.object({ slug: z.string(), name: z.string(), count: z.number().int().nonnegative().optional() });

export const propsSchema = z.object({
  initialQuery: z.string().max(SEARCH_MAX_LENGTH).optional(),
  perPage: z.number().int().min(restLimit(perPageArg, 'minimum')).max(restLimit(perPageArg, 'maximum')),
  categories: z.array(categorySchema).optional(),
});

const productSchema = z.object({
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
});

export type CatalogueProduct = z.infer<typeof productSchema>;

const facetsSchema = z.object({
  categories: z.array(categorySchema),
  cores: z.array(z.number()),
  cross_sections: z.array(z.string()),
});

type Facets = z.infer<typeof facetsSchema>;

interface Filters {
  search: string;
  category: string;
  cores: string;
  crossSection: string;
  page: number;
}

interface Results {
  products: CatalogueProduct[];
  total: number;
  totalPages: number;
  articles: number;
}

/** Reads the filters from the page URL (so a shared or reloaded search shows the same results). */
function filtersFromUrl(initialQuery: string): Filters {
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

function syncUrl(filters: Filters): void {
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

const MAX_SIZES_SHOWN = 8;

function ProductCard({ product }: { product: CatalogueProduct }) {
  const { t } = useTranslation('catalogue');
  const locale = useLocale();
  const sizes = product.sizes ?? [];
  const shown = sizes.slice(0, MAX_SIZES_SHOWN);
  return (
    <li className="ks-card">
      <h3 className="ks-card__title">
        <a href={product.url}>{product.designation}</a>
      </h3>
      {product.hr_name ? <p className="ks-card__name">{product.hr_name}</p> : null}
      {product.category ? <p className="ks-card__category">{product.category.name}</p> : null}
      {shown.length > 0 ? (
        <p className="ks-card__sizes">
          <span className="ks-card__label">{t('card.sizes')}</span>{' '}
          {shown.map((size) => formatSizeLabel(size, locale)).join(', ')}
          {sizes.length > shown.length ? ` ${t('card.moreSizes', { count: sizes.length - shown.length })}` : ''}
        </p>
      ) : null}
      <p className="ks-card__price">
        {product.price_from_e4 !== null && product.price_from_e4 !== undefined ? (
          <>
            <span className="ks-card__label">{t('card.priceFrom')}</span> <Price e4={product.price_from_e4} />
            {t('card.perMetre')}
            {product.price_is_demo ? (
              <>
                {' '}
                <DemoTag />
              </>
            ) : null}
          </>
        ) : (
          t('card.priceOnRequest')
        )}
      </p>
    </li>
  );
}

function Pager({ page, totalPages, onPage }: { page: number; totalPages: number; onPage: (page: number) => void }) {
  const { t } = useTranslation('catalogue');
  if (totalPages <= 1) return null;
  const pages: number[] = [];
  for (let p = Math.max(1, page - 2); p <= Math.min(totalPages, page + 2); p += 1) pages.push(p);
  return (
    <nav className="ks-pager" aria-label={t('pager.label')}>
      <button type="button" className="ks-pager__step" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {t('pager.previous')}
      </button>
      <ul className="ks-pager__pages">
        {pages.map((p) => (
          <li key={p}>
            <button
              type="button"
              className="ks-pager__page"
              aria-current={p === page ? 'page' : undefined}
              aria-label={t('pager.page', { page: p })}
              onClick={() => onPage(p)}
            >
              {p}
            </button>
          </li>
        ))}
      </ul>
      <button type="button" className="ks-pager__step" disabled={page >= totalPages} onClick={() => onPage(page + 1)}>
        {t('pager.next')}
      </button>
    </nav>
  );
}

type CatalogueProps = z.infer<typeof propsSchema> & { fallback?: FallbackState };

/** The search the page starts with: the URL's, unless the visitor already typed into the fallback's box. */
function initialFilters(initialQuery: string, fallback: FallbackState | undefined): Filters {
  const filters = filtersFromUrl(initialQuery);
  const typed = fallback?.values.search;
  return typed !== undefined && typed.trim() !== filters.search ? { ...filters, search: typed.trim().slice(0, SEARCH_MAX_LENGTH), page: 1 } : filters;
}

function Catalogue({ perPage, initialQuery = '', categories = [], fallback }: CatalogueProps) {
  const { t } = useTranslation('catalogue');
  const locale = useLocale();
  const ids = { search: useId(), category: useId(), cores: useId(), cross: useId() };
  const [filters, setFilters] = useState<Filters>(() => initialFilters(initialQuery, fallback));
  const [draft, setDraft] = useState(() => (fallback?.values.search !== undefined ? fallback.values.search.slice(0, SEARCH_MAX_LENGTH) : filters.search));
  const searchInput = useRef<HTMLInputElement>(null);
  const [facets, setFacets] = useState<Facets>({ categories, cores: [], cross_sections: [] });
  const [results, setResults] = useState<Results | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [loading, setLoading] = useState(true);
  const [attempt, setAttempt] = useState(0);
  const debounce = useRef<ReturnType<typeof setTimeout> | null>(null);
  const resultsHeading = useRef<HTMLHeadingElement>(null);

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

  useEffect(() => () => {
    if (debounce.current) clearTimeout(debounce.current);
  }, []);

  // The fallback's search box had the focus: the island's box takes it over, caret included.
  useEffect(() => {
    const input = searchInput.current;
    if (!input || fallback?.focused !== 'search') return;
    input.focus();
    if (fallback.selection) input.setSelectionRange(fallback.selection[0], fallback.selection[1]);
    // Only on mount: the fallback exists once.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const commitSearch = useCallback((search: string) => {
    if (debounce.current) clearTimeout(debounce.current);
    setFilters((current) => (current.search === search.trim() ? current : { ...current, search: search.trim(), page: 1 }));
  }, []);

  const onInput = (value: string): void => {
    setDraft(value);
    if (debounce.current) clearTimeout(debounce.current);
    debounce.current = setTimeout(() => commitSearch(value), SEARCH_DEBOUNCE_MS);
  };

  const onSubmit = (event: FormEvent): void => {
    event.preventDefault();
    commitSearch(draft);
  };

  const setFilter = (key: 'category' | 'cores' | 'crossSection', value: string): void =>
    setFilters((current) => ({ ...current, [key]: value, page: 1 }));

  const onPage = (page: number): void => {
    setFilters((current) => ({ ...current, page }));
    resultsHeading.current?.focus();
  };

  const categoryOptions = useMemo(() => (facets.categories.length > 0 ? facets.categories : categories), [facets, categories]);

  return (
    <div className="ks-catalogue">
      <form className="ks-catalogue__search" role="search" onSubmit={onSubmit}>
        <label htmlFor={ids.search}>{t('search.label')}</label>
        <div className="ks-catalogue__search-row">
          <input
            ref={searchInput}
            id={ids.search}
            name="search"
            type="search"
            value={draft}
            maxLength={SEARCH_MAX_LENGTH}
            autoComplete="off"
            placeholder={t('search.placeholder')}
            onChange={(event) => onInput(event.target.value)}
          />
          <button type="submit" className="ks-button ks-button--primary">
            {t('search.submit')}
          </button>
        </div>
      </form>

      <fieldset className="ks-catalogue__filters">
        <legend>{t('filters.legend')}</legend>
        <div className="ks-field">
          <label htmlFor={ids.category}>{t('filters.category')}</label>
          <select id={ids.category} value={filters.category} onChange={(event) => setFilter('category', event.target.value)}>
            <option value="">{t('filters.all')}</option>
            {categoryOptions.map((category) => (
              <option key={category.slug} value={category.slug}>
                {category.count !== undefined ? `${category.name} (${category.count})` : category.name}
              </option>
            ))}
          </select>
        </div>
        <div className="ks-field">
          <label htmlFor={ids.cores}>{t('filters.cores')}</label>
          <select id={ids.cores} value={filters.cores} onChange={(event) => setFilter('cores', event.target.value)}>
            <option value="">{t('filters.all')}</option>
            {facets.cores.map((cores) => (
              <option key={cores} value={String(cores)}>
                {cores}
              </option>
            ))}
          </select>
        </div>
        <div className="ks-field">
          <label htmlFor={ids.cross}>{t('filters.crossSection')}</label>
          <select id={ids.cross} value={filters.crossSection} onChange={(event) => setFilter('crossSection', event.target.value)}>
            <option value="">{t('filters.all')}</option>
            {facets.cross_sections.map((size) => (
              <option key={size} value={size}>
                {formatDecimal(size, locale)}
              </option>
            ))}
          </select>
        </div>
      </fieldset>

      <h2 className="ks-catalogue__heading" ref={resultsHeading} tabIndex={-1}>
        {filters.search ? t('results.headingFor', { query: filters.search }) : t('results.heading')}
      </h2>
      <p className="ks-catalogue__counts" aria-live="polite" aria-atomic="true">
        {results && !loading && !error
          ? `${t('counts.products', { count: results.total, n: formatNumber(results.total, locale) })} · ${t('counts.articles', { count: results.articles, n: formatNumber(results.articles, locale) })}`
          : ''}
      </p>

      {error ? <ErrorRetry message={error} onRetry={() => setAttempt((n) => n + 1)} /> : null}
      {loading ? <Spinner /> : null}
      {!loading && !error && results && results.products.length === 0 ? (
        <p className="ks-catalogue__empty">{t('results.empty')}</p>
      ) : null}
      {!error && results && results.products.length > 0 ? (
        <ul className="ks-catalogue__list" aria-busy={loading}>
          {results.products.map((product) => (
            <ProductCard key={product.id} product={product} />
          ))}
        </ul>
      ) : null}
      {!error && results ? <Pager page={filters.page} totalPages={results.totalPages} onPage={onPage} /> : null}
    </div>
  );
}

export default function Island({ props, fallback }: { props: unknown; fallback?: FallbackState }) {
  const parsed = parseProps('catalogue', propsSchema, props);
  return parsed ? <Catalogue {...parsed} fallback={fallback} /> : null;
}
