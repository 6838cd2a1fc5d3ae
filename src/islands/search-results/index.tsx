/**
 * Search results island (spec section 2: "search", "search results"; section 8: 'No results found
 * for your query'; issue 12): the site search of the results page, live as one types.
 *
 * Props: { query (the search the page was printed for, '' for none), perGroup (1-20), minLength,
 *   maxLength (the route's limits on q), result (the server's answer for query, the same shape as
 *   GET kabelshop/v1/search, or null), siteName (the end of the document title) }.
 * Calls: GET kabelshop/v1/search?q=&per_group= (the language is the page's: lib/api's
 *   X-Kabelshop-Lang) DEBOUNCE_MS after the last keystroke, at once on Enter; a newer search
 *   aborts the one under way, so a slow old answer never replaces a newer one.
 * Loads: when its mount point nears the viewport (the results page, search.php). The server's
 *   heading, form and grouped results are the fallback (complete without script); text typed into
 *   the server's field before the island mounted is kept, with focus and caret (`fallback` prop).
 *   The page's one <h1> and the document title follow the search shown ("Search results for “…”").
 * Behaviour: the address keeps ?s= in step (history.replaceState), so reload and sharing show the
 *   same search. Results come grouped by kind (cable types, articles, news, pages) with counts and
 *   the group's link to the catalogue. Keyboard: the down arrow moves from the field to the first
 *   result, up and down move between results, Escape goes back to the field. A polite live region
 *   says "Searching…", the count, or the no-results text.
 */
import { useCallback, useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { ErrorRetry } from '../../components/ErrorRetry';
import type { FallbackState } from '../../components/fallback';
import { parseProps } from '../../components/parseProps';
import { useLocale } from '../../components/useLocale';
import { api, ApiError } from '../../lib/api';
import { formatNumber } from '../../lib/format';
import { restArg, restLimit } from '../../lib/rest-args';

/** Wait after the last keystroke before searching, ms. */
export const DEBOUNCE_MS = 300;

const qArg = restArg('search', 'GET', 'q');
const perGroupArg = restArg('search', 'GET', 'per_group');

export const itemSchema = z.object({
  title: z.string(),
  url: z.string(),
  excerpt: z.string(),
  detail: z.string(),
  date_iso: z.string(),
});

export const groupSchema = z.object({
  key: z.enum(['products', 'articles', 'news', 'pages']),
  label: z.string(),
  total: z.number().int().nonnegative(),
  items: z.array(itemSchema),
  more_url: z.string(),
  more_label: z.string(),
});

export const resultSchema = z.object({
  query: z.string(),
  lang: z.string(),
  total: z.number().int().nonnegative(),
  groups: z.array(groupSchema),
});

export type SearchResult = z.infer<typeof resultSchema>;

export const propsSchema = z.object({
  query: z.string().max(restLimit(qArg, 'maxLength')),
  perGroup: z.number().int().min(restLimit(perGroupArg, 'minimum')).max(restLimit(perGroupArg, 'maximum')),
  minLength: z.number().int().min(1),
  maxLength: z.number().int().min(1),
  result: resultSchema.nullable(),
  /** The site's name, the end of the document title ("Search results for “NYM” – Kabelshop"). */
  siteName: z.string(),
});

type Props = z.infer<typeof propsSchema> & { fallback?: FallbackState };

/** The text as the route takes it: trimmed, inner white space collapsed. */
export function normalize(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

function syncUrl(query: string): void {
  const url = new URL(window.location.href);
  url.searchParams.set('s', query);
  url.searchParams.delete('paged');
  url.pathname = url.pathname.replace(/\/page\/\d+\/?$/, '/');
  window.history.replaceState(window.history.state, '', url.toString());
}

function SearchResults({ query: initialQuery, perGroup, minLength, maxLength, result: initial, siteName, fallback }: Props) {
  const { t } = useTranslation('search');
  const locale = useLocale();
  const inputId = useId();
  const hintId = useId();
  const typed = fallback?.values.s;
  const [draft, setDraft] = useState(() => (typed !== undefined ? typed.slice(0, maxLength) : initialQuery));
  const [query, setQuery] = useState(() => normalize(typed ?? initialQuery));
  const [result, setResult] = useState<SearchResult | null>(initial && initial.query === normalize(typed ?? initialQuery) ? initial : null);
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);
  const input = useRef<HTMLInputElement>(null);
  const results = useRef<HTMLDivElement>(null);
  const debounce = useRef<ReturnType<typeof setTimeout> | null>(null);
  const first = useRef(true);

  // The fallback's field had the focus: this field takes it over, caret included.
  useEffect(() => {
    const field = input.current;
    if (!field || fallback?.focused !== 's') return;
    field.focus();
    if (fallback.selection) field.setSelectionRange(fallback.selection[0], fallback.selection[1]);
    // Only on mount: the fallback exists once.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => () => {
    if (debounce.current) clearTimeout(debounce.current);
  }, []);

  useEffect(() => {
    // The server already answered the search the page was printed for.
    if (first.current) {
      first.current = false;
      if (result || query.length < minLength) return undefined;
    }
    if (query.length < minLength) {
      setResult(null);
      setLoading(false);
      setError(null);
      return undefined;
    }
    syncUrl(query);
    const controller = new AbortController();
    setLoading(true);
    setError(null);
    api
      .get<unknown>('search', { signal: controller.signal, query: { q: query, per_group: perGroup } })
      .then(({ data }) => {
        // An answer that arrives after its search was replaced is dropped, never shown.
        if (controller.signal.aborted) return;
        setResult(resultSchema.parse(data));
        setLoading(false);
      })
      .catch((caught: unknown) => {
        if (controller.signal.aborted) return;
        setLoading(false);
        setError(caught instanceof ApiError ? (caught.fields.q ?? caught.message) : t('common:transport.invalidAnswer'));
      });
    return () => controller.abort();
    // result is read only on the first run (the server's answer); a new one must not search again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [query, perGroup, minLength, attempt, t]);

  const commit = useCallback((text: string) => {
    if (debounce.current) clearTimeout(debounce.current);
    setQuery(normalize(text).slice(0, maxLength));
  }, [maxLength]);

  const onInput = (value: string): void => {
    setDraft(value);
    if (debounce.current) clearTimeout(debounce.current);
    debounce.current = setTimeout(() => commit(value), DEBOUNCE_MS);
  };

  const onSubmit = (event: FormEvent): void => {
    event.preventDefault();
    commit(draft);
  };

  const links = (): HTMLAnchorElement[] => Array.from(results.current?.querySelectorAll<HTMLAnchorElement>('a[data-result]') ?? []);

  const onFieldKey = (event: KeyboardEvent<HTMLInputElement>): void => {
    if (event.key !== 'ArrowDown') return;
    const firstLink = links()[0];
    if (firstLink) {
      event.preventDefault();
      firstLink.focus();
    }
  };

  const onResultsKey = (event: KeyboardEvent<HTMLDivElement>): void => {
    const all = links();
    const index = all.indexOf(document.activeElement as HTMLAnchorElement);
    if (index < 0) return;
    if (event.key === 'ArrowDown' && index < all.length - 1) {
      event.preventDefault();
      all[index + 1].focus();
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      if (index === 0) input.current?.focus();
      else all[index - 1].focus();
    } else if (event.key === 'Escape') {
      event.preventDefault();
      input.current?.focus();
    }
  };

  const heading = query ? t('heading', { query }) : t('headingEmpty');
  useEffect(() => {
    document.title = siteName ? `${heading} – ${siteName}` : heading;
  }, [heading, siteName]);

  const tooShort = query.length > 0 && query.length < minLength;
  let status = '';
  if (loading) status = t('searching');
  else if (tooShort) status = t('tooShort', { min: minLength });
  else if (result && !error) status = t('count', { count: result.total, n: formatNumber(result.total, locale), query: result.query });
  const shown = result ? result.groups.filter((group) => group.items.length > 0) : [];

  return (
    <div className="ks-search-results">
      <header className="page-header">
        <h1 className="page-header__title">{heading}</h1>
      </header>
      <form role="search" className="search-form site-search-results__form" onSubmit={onSubmit}>
        <label className="search-form__label" htmlFor={inputId}>
          {t('label')}
        </label>
        <div className="search-form__row">
          <input
            ref={input}
            id={inputId}
            className="search-form__input"
            type="search"
            name="s"
            value={draft}
            maxLength={maxLength}
            autoComplete="off"
            placeholder={t('placeholder')}
            aria-describedby={hintId}
            onChange={(event) => onInput(event.target.value)}
            onKeyDown={onFieldKey}
          />
          <button className="button search-form__submit" type="submit">
            {t('submit')}
          </button>
        </div>
        <p id={hintId} className="sr-only">
          {t('keyboard')}
        </p>
      </form>
      <p className="site-search-results__count" role="status" aria-live="polite" aria-atomic="true">
        {status}
      </p>
      {error ? <ErrorRetry message={error} onRetry={() => setAttempt((n) => n + 1)} /> : null}
      {result && !error && !tooShort ? (
        // Arrow keys move between the result links inside (each link is focusable itself).
        <div className="site-search-results__groups" ref={results} aria-busy={loading} aria-label={t('results')} role="region" onKeyDown={onResultsKey}>
          {shown.length === 0 ? <p className="site-search-results__empty">{t('empty')}</p> : null}
          {shown.map((group) => (
            <section key={group.key} className="site-search-results__group" aria-labelledby={`${inputId}-${group.key}`}>
              <h2 className="site-search-results__group-title" id={`${inputId}-${group.key}`}>
                {group.label} <span className="site-search-results__group-count">{t('groupCount', { n: formatNumber(group.total, locale) })}</span>
              </h2>
              <ol className="site-search-results__list">
                {group.items.map((item) => (
                  <li key={`${item.url}|${item.title}|${item.detail}`} className="search-result">
                    <h3 className="search-result__title">
                      <a href={item.url} data-result="">
                        {item.title}
                      </a>
                    </h3>
                    {item.detail ? (
                      <p className="search-result__detail">{item.date_iso ? <time dateTime={item.date_iso}>{item.detail}</time> : item.detail}</p>
                    ) : null}
                    {item.excerpt ? <p className="search-result__excerpt">{item.excerpt}</p> : null}
                  </li>
                ))}
              </ol>
              {group.more_url ? (
                <p className="site-search-results__more">
                  <a href={group.more_url}>{group.more_label}</a>
                </p>
              ) : null}
            </section>
          ))}
        </div>
      ) : null}
    </div>
  );
}

export default function Island({ props, fallback }: { props: unknown; fallback?: FallbackState }) {
  const parsed = parseProps('search-results', propsSchema, props);
  return parsed ? <SearchResults {...parsed} fallback={fallback} /> : null;
}
