/**
 * News list island (spec section 2: "news list"; issue 12): pages through the news without
 * reloading the page.
 *
 * Props: { items: { id, card_html }[] (the page the server printed, View\NewsView::island_props()), page (>= 1),
 *   totalPages (>= 1), perPage (1-50), baseUrl (the news page's address in the page's language) }.
 * Calls: GET kabelshop/v1/news?page=&per_page= (the language is the request's, lib/api's
 *   X-Kabelshop-Lang) for a page not yet seen; a newer request aborts an older one.
 * Loads: when its mount point nears the viewport, on the news page only. The server printed the
 *   same cards and a plain pager before (crawlers, no script); every card, then and here, is
 *   plugins/kabelshop-core/templates/parts/news-card.php's markup (card_html of the props and of the answers: one
 *   renderer), and the island makes the pager's links load in place.
 * Behaviour: a pager link (newer/older, page numbers; real links, so a new tab still works) loads
 *   its page, pushes its address (/page/N/, or ?paged=N without pretty links) with
 *   history.pushState, moves the focus to the list's heading ("News, page 2 of 3") and announces
 *   "10 news items loaded, page 2 of 3" in a polite live region. Back and forward (popstate) show
 *   the page of the address, from memory when it was loaded before. Images are the server's lazy
 *   images (View\LazyImage), handed to ui/lazy-media when they are added.
 */
import { useCallback, useEffect, useRef, useState, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { ErrorRetry } from '../../components/ErrorRetry';
import { parseProps } from '../../components/parseProps';
import { Spinner } from '../../components/Spinner';
import { useLocale } from '../../components/useLocale';
import { api, ApiError } from '../../lib/api';
import { formatNumber } from '../../lib/format';
import { restArg, restLimit } from '../../lib/rest-args';
import { startLazyMedia } from '../../ui/lazy-media';

const perPageArg = restArg('news', 'GET', 'per_page');

/**
 * What the island reads of a card. The page's props carry only these two; the answers of GET news
 * carry the whole card (title, url, dates, excerpt, image_html, thumb_html too), which zod drops.
 */
export const cardSchema = z.object({
  id: z.number().int(),
  /** The card as plugins/kabelshop-core/templates/parts/news-card.php prints it (escaped there): the one renderer of a news card. */
  card_html: z.string().min(1),
});

export type NewsCard = z.infer<typeof cardSchema>;

export const propsSchema = z.object({
  items: z.array(cardSchema),
  page: z.number().int().min(1),
  totalPages: z.number().int().min(1),
  perPage: z.number().int().min(restLimit(perPageArg, 'minimum')).max(restLimit(perPageArg, 'maximum')),
  baseUrl: z.string().min(1),
});

export const answerSchema = z.object({
  items: z.array(cardSchema),
  total: z.number().int().nonnegative(),
  total_pages: z.number().int().min(1),
});

type NewsListProps = z.infer<typeof propsSchema>;

interface PageData {
  items: NewsCard[];
  totalPages: number;
}

/** The address of page n of the news (page 1 is the news page itself). */
export function pageUrl(baseUrl: string, page: number): string {
  const url = new URL(baseUrl, window.location.href);
  if (page <= 1) {
    url.searchParams.delete('paged');
    return url.toString();
  }
  if (url.search) {
    url.searchParams.set('paged', String(page));
    return url.toString();
  }
  url.pathname = `${url.pathname.replace(/\/?$/, '/')}page/${page}/`;
  return url.toString();
}

/** The page an address shows: /page/N/ or ?paged=N, else 1. */
export function pageFromUrl(href: string = window.location.href): number {
  const url = new URL(href, window.location.href);
  const match = /\/page\/(\d+)\/?$/.exec(url.pathname);
  const page = Number.parseInt(match ? match[1] : url.searchParams.get('paged') ?? '1', 10);
  return Number.isFinite(page) && page > 0 ? page : 1;
}

/** A plain left click: the others (new tab, new window, download) keep the browser's meaning. */
function isPlainClick(event: MouseEvent): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

function NewsList({ items, page: firstPage, totalPages: firstTotal, perPage, baseUrl }: NewsListProps) {
  const { t } = useTranslation('news');
  const locale = useLocale();
  const cache = useRef(new Map<number, PageData>([[firstPage, { items, totalPages: firstTotal }]]));
  const [page, setPage] = useState(firstPage);
  const [data, setData] = useState<PageData>({ items, totalPages: firstTotal });
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const heading = useRef<HTMLHeadingElement>(null);
  const list = useRef<HTMLUListElement>(null);
  const controller = useRef<AbortController | null>(null);
  const moveFocus = useRef(false);

  const show = useCallback(
    (target: number, shown: PageData) => {
      setPage(target);
      setData(shown);
      setLoading(false);
      setError(null);
      const n = shown.items.length;
      setAnnouncement(t('loaded', { count: n, n: formatNumber(n, locale), page: target, pages: shown.totalPages }));
    },
    [t, locale],
  );

  const load = useCallback(
    (target: number) => {
      controller.current?.abort();
      const known = cache.current.get(target);
      if (known) {
        show(target, known);
        return;
      }
      const own = new AbortController();
      controller.current = own;
      setLoading(true);
      setError(null);
      setPage(target);
      api
        .get<unknown>('news', { signal: own.signal, query: { page: target, per_page: perPage } })
        .then(({ data: body }) => {
          // An answer that arrives after a newer page was asked for is dropped, never shown.
          if (own.signal.aborted) return;
          const parsed = answerSchema.parse(body);
          const shown = { items: parsed.items, totalPages: parsed.total_pages };
          cache.current.set(target, shown);
          show(target, shown);
        })
        .catch((caught: unknown) => {
          if (own.signal.aborted) return;
          setLoading(false);
          setError(caught instanceof ApiError ? caught.message : t('common:transport.invalidAnswer'));
        });
    },
    [perPage, show, t],
  );

  // Back and forward: the page of the address.
  useEffect(() => {
    const onPop = (): void => {
      moveFocus.current = true;
      load(pageFromUrl());
    };
    window.addEventListener('popstate', onPop);
    return () => {
      window.removeEventListener('popstate', onPop);
      controller.current?.abort();
    };
  }, [load]);

  // New cards: their lazy images to the lazy-media module; the focus to the heading after a page change.
  useEffect(() => {
    if (list.current) startLazyMedia(list.current);
    if (!loading && moveFocus.current) {
      moveFocus.current = false;
      heading.current?.focus();
    }
  }, [data, loading]);

  const go = (event: MouseEvent<HTMLAnchorElement>, target: number): void => {
    if (!isPlainClick(event)) return;
    event.preventDefault();
    if (target === page && !error) return;
    window.history.pushState({ kabelshopNewsPage: target }, '', pageUrl(baseUrl, target));
    moveFocus.current = true;
    load(target);
  };

  const pages: number[] = [];
  for (let p = Math.max(1, page - 2); p <= Math.min(data.totalPages, page + 2); p += 1) pages.push(p);

  return (
    <div className="ks-news-list">
      <h2 className="ks-news-list__heading sr-only" ref={heading} tabIndex={-1}>
        {t('pageHeading', { page, pages: data.totalPages })}
      </h2>
      <p className="sr-only" aria-live="polite" aria-atomic="true">
        {announcement}
      </p>
      {error ? <ErrorRetry message={error} onRetry={() => load(page)} /> : null}
      {loading ? <Spinner label={t('loading')} /> : null}
      {!loading && !error && data.items.length === 0 ? <p className="ks-news-list__empty">{t('empty')}</p> : null}
      {!error ? (
        <ul className="cards cards--list" ref={list} aria-busy={loading}>
          {data.items.map((card) => (
            // The server's card template escapes every value; its lazy image is filled by ui/lazy-media.
            <li key={card.id} dangerouslySetInnerHTML={{ __html: card.card_html }} />
          ))}
        </ul>
      ) : null}
      {data.totalPages > 1 ? (
        <nav className="pagination" aria-label={t('pages')}>
          <ul className="page-numbers">
            {page > 1 ? (
              <li>
                <a className="prev page-numbers" href={pageUrl(baseUrl, page - 1)} onClick={(event) => go(event, page - 1)}>
                  {t('previous')}
                </a>
              </li>
            ) : null}
            {pages.map((p) => (
              <li key={p}>
                {p === page ? (
                  <span className="page-numbers current" aria-current="page">
                    <span className="sr-only">{t('page', { page: p })}</span>
                    <span aria-hidden="true">{p}</span>
                  </span>
                ) : (
                  <a className="page-numbers" href={pageUrl(baseUrl, p)} aria-label={t('page', { page: p })} onClick={(event) => go(event, p)}>
                    {p}
                  </a>
                )}
              </li>
            ))}
            {page < data.totalPages ? (
              <li>
                <a className="next page-numbers" href={pageUrl(baseUrl, page + 1)} onClick={(event) => go(event, page + 1)}>
                  {t('next')}
                </a>
              </li>
            ) : null}
          </ul>
        </nav>
      ) : null}
    </div>
  );
}

export default function Island({ props }: { props: unknown }) {
  const parsed = parseProps('news-list', propsSchema, props);
  return parsed ? <NewsList {...parsed} /> : null;
}
