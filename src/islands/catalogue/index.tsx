/**
 * Catalogue island: search, filters, result cards, counts and pager (spec sections 1, 2, 8:
 * product catalogue, search, search results, products counter; 'No results found for your query').
 *
 * Props: { initialQuery?: string, initialFilters?: { category, cores, crossSection, technical? } (strings, '' =
 *   any; technical: { cpr, voltage, conductor, hf, armoured, screened } as URL values), perPage: number
 *   (1-100), categories?: [{ slug, name, count? }], cores?: number[], crossSections?: string[],
 *   technical?: TechnicalGroup[] } (initialFilters: the filters the server rendered the page for, the
 *   URL's values checked by the products route's rules, invalid ones dropped, so the island starts
 *   with the same results as the server page; categories, cores, crossSections, technical: the server's
 *   facets, shown until products/facets answers).
 * Calls: GET kabelshop/v1/products/facets with the search and filters (technical counts) on every
 *   change of them; GET kabelshop/v1/products?search=&category=&cores=&cross_section=&cpr=&voltage=
 *   &conductor=&hf=&armoured=&screened=&page=&per_page= on every committed change (headers X-WP-Total,
 *   X-WP-TotalPages, X-Kabelshop-Articles-Total). Typing waits 250 ms; Enter searches at once. The URL
 *   keeps the search, filters and page (history.pushState for a filter or page, replaceState for the
 *   text); back and forward show the filters of the address (popstate).
 * Loads: when its mount point nears the viewport (catalogue and search pages). Text typed into the
 *   server-rendered search box before that is taken over (value, focus and caret; `fallback` prop).
 * Parts: schema.ts (props and answers), useCatalogueQuery.ts (URL and requests), Filters, Pager;
 * this file keeps the search box and puts the parts together. The result cards are the server's:
 * each product of the answer carries `card_html` from the one card template
 * (plugins/kabelshop-core/templates/parts/product-card.php, which also prints the page's first results), so a card looks
 * and reads the same before and after the island takes over.
 */
import { useCallback, useEffect, useId, useMemo, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { ErrorRetry } from '../../components/ErrorRetry';
import type { FallbackState } from '../../components/fallback';
import { parseProps } from '../../components/parseProps';
import { Spinner } from '../../components/Spinner';
import { useLocale } from '../../components/useLocale';
import { formatNumber } from '../../lib/format';
import { Filters, type FilterKey } from './Filters';
import { Pager } from './Pager';
import { propsSchema, SEARCH_MAX_LENGTH } from './schema';
import type { CatalogueProduct, TechnicalParam } from './schema';
import { filtersFromUrl, technicalFrom, useCatalogueQuery, type CatalogueFilters, type CatalogueResults } from './useCatalogueQuery';

export { propsSchema, SEARCH_MAX_LENGTH, type CatalogueProduct } from './schema';

/** Debounce of the search box, ms (task brief). */
export const SEARCH_DEBOUNCE_MS = 250;

type CatalogueProps = z.infer<typeof propsSchema> & { fallback?: FallbackState; server?: HTMLElement };

/**
 * The results the server printed in the fallback (its cards, as the products route's card_html, and
 * the counts from the props), so the island starts with them instead of an empty list: the same box,
 * no layout shift, and no request for what the page already shows. Null when the fallback has no list.
 */
export function serverResults(server: HTMLElement | undefined, totals: CatalogueProps['initialTotals']): CatalogueResults | null {
  const list = server?.querySelector('.ks-catalogue__list');
  if (!list || !totals) return null;
  const products = [...list.children].map((item) => ({ card_html: item.outerHTML }) as CatalogueProduct);
  return { products, total: totals.total, totalPages: totals.totalPages, articles: totals.articles };
}

/**
 * The search the page starts with: the URL's search and page, with the filters the server rendered
 * the page for (the URL's, checked there: an invalid ?category= shows all, on the server and here),
 * unless the visitor already typed into the fallback's box or chose in its filter selects.
 */
export function initialFilters(initialQuery: string, server: CatalogueProps['initialFilters'], fallback: FallbackState | undefined): CatalogueFilters {
  const fromUrl = filtersFromUrl(initialQuery);
  const filters: CatalogueFilters = server
    ? { ...fromUrl, ...server, technical: server.technical ? technicalFrom(server.technical) : fromUrl.technical }
    : fromUrl;
  const values = fallback?.values ?? {};
  const typed = values.search !== undefined && values.search.trim() !== filters.search ? values.search.trim().slice(0, SEARCH_MAX_LENGTH) : null;
  const chosen = {
    category: values.category ?? filters.category,
    cores: values.cores ?? filters.cores,
    crossSection: values.cross_section ?? filters.crossSection,
  };
  const changed = typed !== null || chosen.category !== filters.category || chosen.cores !== filters.cores || chosen.crossSection !== filters.crossSection;
  return changed ? { ...filters, ...chosen, search: typed ?? filters.search, page: 1 } : filters;
}

function Catalogue({ perPage, initialQuery = '', initialFilters: server, categories = [], cores = [], crossSections = [], technical = [], fallback, server: serverHtml, initialTotals }: CatalogueProps) {
  const { t } = useTranslation('catalogue');
  const locale = useLocale();
  const searchId = useId();
  const [filters, setFilters] = useState<CatalogueFilters>(() => initialFilters(initialQuery, server, fallback));
  const [draft, setDraft] = useState(() => (fallback?.values.search !== undefined ? fallback.values.search.slice(0, SEARCH_MAX_LENGTH) : filters.search));
  const searchInput = useRef<HTMLInputElement>(null);
  const debounce = useRef<ReturnType<typeof setTimeout> | null>(null);
  const resultsHeading = useRef<HTMLHeadingElement>(null);
  const [filtersOpen, setFiltersOpen] = useState(false);
  // The server's cards stand for the filters the server rendered (not for a search typed before mount).
  const [first] = useState(() => (JSON.stringify(filters) === JSON.stringify(initialFilters(initialQuery, server, undefined)) ? serverResults(serverHtml, initialTotals) : null));
  const { facets, results, error, loading, retry } = useCatalogueQuery(filters, perPage, { categories, cores, cross_sections: crossSections, technical }, first);

  // Back and forward: the filters of the address (entries this island pushed, so checked values).
  useEffect(() => {
    const onPop = (): void => {
      const next = filtersFromUrl('');
      setFilters(next);
      setDraft(next.search);
    };
    window.addEventListener('popstate', onPop);
    return () => window.removeEventListener('popstate', onPop);
  }, []);

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
    // Issue 27: the results start under the search and the filters (below the fold on a desktop
    // screen): a submitted search brings their heading to the top and reads it out; no smooth
    // scrolling with prefers-reduced-motion.
    const heading = resultsHeading.current;
    if (heading) {
      heading.focus({ preventScroll: true });
      heading.scrollIntoView?.({ block: 'start', behavior: window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ? 'auto' : 'smooth' });
    }
  };

  const setFilter = (key: FilterKey, value: string): void => setFilters((current) => ({ ...current, [key]: value, page: 1 }));

  const setTechnical = (param: TechnicalParam, value: string): void =>
    setFilters((current) => ({ ...current, technical: { ...current.technical, [param]: value }, page: 1 }));

  const onPage = (page: number): void => {
    setFilters((current) => ({ ...current, page }));
    resultsHeading.current?.focus();
  };

  const categoryOptions = useMemo(() => (facets.categories.length > 0 ? facets.categories : categories), [facets, categories]);

  return (
    <div className="ks-catalogue">
      <form className="ks-catalogue__search" role="search" onSubmit={onSubmit}>
        <label htmlFor={searchId}>{t('search.label')}</label>
        <div className="ks-catalogue__search-row">
          <input
            ref={searchInput}
            id={searchId}
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

      <Filters
        filters={filters}
        facets={facets}
        categoryOptions={categoryOptions}
        onChange={setFilter}
        onTechnical={setTechnical}
        open={filtersOpen}
        onToggle={() => setFiltersOpen((value) => !value)}
      />

      <h2 className="ks-catalogue__heading" ref={resultsHeading} tabIndex={-1}>
        {filters.search ? t('results.headingFor', { query: filters.search }) : t('results.heading')}
      </h2>
      <p className="ks-catalogue__counts" aria-live="polite" aria-atomic="true">
        {results && !loading && !error
          ? `${t('counts.found', { count: results.total, n: formatNumber(results.total, locale) })} (${t('counts.articles', { count: results.articles, n: formatNumber(results.articles, locale) })})`
          : ''}
      </p>

      {error ? <ErrorRetry message={error} onRetry={retry} /> : null}
      {loading ? <Spinner /> : null}
      {!loading && !error && results && results.products.length === 0 ? (
        <p className="ks-catalogue__empty">{t('results.empty')}</p>
      ) : null}
      {!error && results && results.products.length > 0 ? (
        <ul
          className="ks-catalogue__list"
          aria-busy={loading}
          // The server's card template escapes every value (View\ProductCardView); nothing here comes from the visitor.
          dangerouslySetInnerHTML={{ __html: results.products.map((product) => product.card_html).join('') }}
        />
      ) : null}
      {!error && results ? <Pager page={filters.page} totalPages={results.totalPages} onPage={onPage} /> : null}
    </div>
  );
}

export default function Island({ props, fallback, server }: { props: unknown; fallback?: FallbackState; server?: HTMLElement }) {
  const parsed = parseProps('catalogue', propsSchema, props);
  return parsed ? <Catalogue {...parsed} fallback={fallback} server={server} /> : null;
}
