/**
 * Metal prices island (spec sections 1, 2 and 9: copper and aluminium; views week, month, year
 * and all data; currencies euro and US dollar; table and graph; daily prices and monthly averages;
 * the exchange rate). Numbers and dates per locale (spec section 9) via lib/format.
 *
 * Props: { metal: 'copper'|'aluminium', period: 'week'|'month'|'year'|'all', currency: 'EUR'|'USD' }
 * (the initial choices; the query string's ?metal=&period=&currency=&series=&display= wins, and
 * every change is written back there with history.replaceState: viewFromQuery(), urlWithView()). Calls: GET metal-prices (daily series) and, for monthly averages,
 * GET metal-prices/monthly over the months of the chosen view. Loads: when its mount point nears
 * the viewport. The graph (chart.js) is a separate chunk loaded only when the graph is shown.
 */
import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { ErrorRetry } from '../../components/ErrorRetry';
import { parseProps } from '../../components/parseProps';
import { useLocale } from '../../components/useLocale';
import { api, ApiError } from '../../lib/api';
import type { Locale } from '../../lib/config';
import { formatDate, formatDecimal, formatNumber } from '../../lib/format';
import {
  CURRENCIES,
  dailySchema,
  graphPoints,
  METALS,
  monthlySchema,
  pageCount,
  pageRows,
  PERIODS,
  type Currency,
  type Daily,
  type Day,
  type MetalName,
  type Month,
  type Monthly,
  type Period,
} from './data';

const Graph = lazy(() => import('./Graph'));

export const propsSchema = z.object({
  metal: z.enum(METALS).default('copper'),
  period: z.enum(PERIODS).default('month'),
  currency: z.enum(CURRENCIES).default('EUR'),
});

type Series = 'daily' | 'monthly';
interface Row {
  key: string;
  value: string | null;
  day?: Day;
  month?: Month;
}
type Display = 'table' | 'graph';

/** "2025-08" => "08/2025" (en-US) or "08.2025." (hr-HR, sr-RS), following the date order of spec section 9. */
export function formatMonth(month: string, locale: Locale): string {
  const [year, mm] = month.split('-');
  return locale === 'en-US' ? `${mm}/${year}` : `${mm}.${year}.`;
}

function Choice<T extends string>({ legend, name, options, value, label, onChange }: { legend: string; name: string; options: readonly T[]; value: T; label: (v: T) => string; onChange: (v: T) => void }) {
  return (
    <fieldset className="ks-metals__choice">
      <legend>{legend}</legend>
      {options.map((option) => (
        <label key={option} className={option === value ? 'is-active' : undefined}>
          <input type="radio" name={name} value={option} checked={option === value} onChange={() => onChange(option)} />
          <span>{label(option)}</span>
        </label>
      ))}
    </fieldset>
  );
}

/** The chosen view, kept in the page's query string (issue 27) so a reload or a shared link shows it again. */
export interface View {
  metal: MetalName;
  period: Period;
  currency: Currency;
  series: Series;
  display: Display;
}

const SERIES = ['daily', 'monthly'] as const;
const DISPLAYS = ['table', 'graph'] as const;

function pick<T extends string>(value: string | null, options: readonly T[], fallback: T): T {
  return options.find((option) => option === value) ?? fallback;
}

/** The view named by a query string (?metal=&period=&currency=&series=&display=), unknown values falling back to `initial`. */
export function viewFromQuery(search: string, initial: View): View {
  const query = new URLSearchParams(search);
  return {
    metal: pick(query.get('metal'), METALS, initial.metal),
    period: pick(query.get('period'), PERIODS, initial.period),
    currency: pick(query.get('currency'), CURRENCIES, initial.currency),
    series: pick(query.get('series'), SERIES, initial.series),
    display: pick(query.get('display'), DISPLAYS, initial.display),
  };
}

/**
 * The page's address with the view in its query string: each choice that differs from the page's
 * own (`defaults`) is set, the others removed, so the plain page keeps its plain address (other
 * parameters and the hash kept).
 */
export function urlWithView(href: string, view: View, defaults: View): string {
  const url = new URL(href);
  for (const key of Object.keys(view) as (keyof View)[]) {
    if (view[key] === defaults[key]) url.searchParams.delete(key);
    else url.searchParams.set(key, view[key]);
  }
  return url.toString();
}

function MetalPrices({ serverLatest, serverStale = '', ...initial }: z.infer<typeof propsSchema> & { serverLatest: string; serverStale?: string }) {
  const { t } = useTranslation('metals');
  const locale = useLocale();
  const defaults: View = { metal: initial.metal, period: initial.period, currency: initial.currency, series: 'daily', display: 'table' };
  const [start] = useState<View>(() => viewFromQuery(window.location.search, defaults));
  const [metal, setMetal] = useState<MetalName>(start.metal);
  const [period, setPeriod] = useState<Period>(start.period);
  const [currency, setCurrency] = useState<Currency>(start.currency);
  const [series, setSeries] = useState<Series>(start.series);
  const [display, setDisplay] = useState<Display>(start.display);
  useEffect(() => {
    const next = urlWithView(window.location.href, { metal, period, currency, series, display }, defaults);
    if (next !== window.location.href) window.history.replaceState(window.history.state, '', next);
    // defaults are the props', fixed for the island's life.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [metal, period, currency, series, display]);
  const [page, setPage] = useState(1);
  const [daily, setDaily] = useState<Daily | null>(null);
  const [monthly, setMonthly] = useState<Monthly | null>(null);
  const [error, setError] = useState('');
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    const controller = new AbortController();
    setError('');
    (async () => {
      const answer = await api.get<unknown>('metal-prices', { query: { metal, period, currency }, signal: controller.signal });
      const parsed = dailySchema.parse(answer.data);
      let months: Monthly | null = null;
      if (series === 'monthly') {
        const query = { metal, currency, from: parsed.from ? parsed.from.slice(0, 7) : undefined, to: parsed.to ? parsed.to.slice(0, 7) : undefined };
        months = monthlySchema.parse((await api.get<unknown>('metal-prices/monthly', { query, signal: controller.signal })).data);
      }
      setDaily(parsed);
      setMonthly(months);
      setPage(1);
    })().catch((e: unknown) => {
      if (e instanceof ApiError && e.kind === 'aborted') return;
      setError(e instanceof ApiError ? e.message : t('error'));
    });
    return () => controller.abort();
  }, [metal, period, currency, series, attempt, t]);

  const rows = useMemo<Row[]>(() => {
    if (series === 'monthly') return (monthly?.months ?? []).map((m) => ({ key: m.month, value: m.average, month: m }));
    return (daily?.days ?? []).map((d) => ({ key: d.date, value: d.price, day: d }));
  }, [series, daily, monthly]);
  const pages = pageCount(rows.length);
  const shown = pageRows(rows, Math.min(page, pages));
  const unit = t('unit', { currency });
  const money = (value: string | null) => (value === null ? '—' : formatDecimal(value, locale));
  const latest = daily?.days[daily.days.length - 1];
  const metalName = t(`metal.${metal}`);
  const title = series === 'monthly' ? t('monthlyTitle', { metal: metalName, unit }) : t('dailyTitle', { metal: metalName, unit });
  const latestLine =
    daily && latest
      ? [
          t('latest', { metal: metalName, date: formatDate(latest.date, locale), price: money(latest.price), unit }),
          latest.rate && latest.rate_date ? t('rate', { rate: formatDecimal(latest.rate, locale), date: formatDate(latest.rate_date, locale) }) : '',
        ]
          .filter(Boolean)
          .join(' ')
      : daily || metal !== initial.metal || currency !== initial.currency
        ? ''
        : serverLatest;
  const label = (x: string) => (series === 'monthly' ? formatMonth(x, locale) : formatDate(x, locale));

  return (
    <div className="ks-metals">
      <div className="ks-metals__controls">
        <Choice legend={t('metalLegend')} name="ks-metal" options={METALS} value={metal} label={(v) => t(`metal.${v}`)} onChange={setMetal} />
        <Choice legend={t('periodLegend')} name="ks-period" options={PERIODS} value={period} label={(v) => t(`period.${v}`)} onChange={setPeriod} />
        <Choice legend={t('currencyLegend')} name="ks-currency" options={CURRENCIES} value={currency} label={(v) => t(`currency.${v}`)} onChange={setCurrency} />
        <Choice legend={t('seriesLegend')} name="ks-series" options={SERIES} value={series} label={(v) => t(`series.${v}`)} onChange={setSeries} />
        <Choice legend={t('displayLegend')} name="ks-display" options={DISPLAYS} value={display} label={(v) => t(`display.${v}`)} onChange={setDisplay} />
      </div>

      {/* Until the first answer: the server's line of the latest day (the same words and figures,
          MetalPricesView::first_state()), in the same element, so the page's largest text is the
          server's paint and does not move (issue 16). */}
      {latestLine ? (
        <p className="ks-metals__latest" data-testid="metals-latest">
          {latestLine}
        </p>
      ) : null}
      {daily && latest && daily.stale && daily.to ? (
        <div className="ks-notice ks-notice--warning ks-metal-stale" role="note" data-testid="metals-stale">
          <p>{t(`staleNotice.${metal}`, { date: formatDate(daily.to, locale), count: daily.stale_after_business_days })}</p>
        </div>
      ) : !daily && serverStale && metal === initial.metal ? (
        // Until the first answer: the server's notice of the same metal (its first state,
        // MetalPricesView::first_state()), so the box does not grow when the answer comes.
        <div className="ks-notice ks-notice--warning ks-metal-stale" role="note" data-testid="metals-stale">
          <p>{serverStale}</p>
        </div>
      ) : null}
      {error ? <ErrorRetry message={error} onRetry={() => setAttempt((n) => n + 1)} /> : null}
      {!error && !daily ? <p role="status">{t('loading')}</p> : null}

      {daily && !latest ? <p>{t('empty')}</p> : null}

      {daily && latest && display === 'graph' ? (
        <Suspense fallback={<p role="status">{t('loading')}</p>}>
          <Graph points={graphPoints(rows)} label={title} formatX={label} formatY={(y) => formatNumber(y, locale, 0)} unit={unit} />
        </Suspense>
      ) : null}

      {daily && latest && display === 'table' ? (
        <>
          <div className="ks-metals__table-wrap" role="region" aria-label={title} tabIndex={0}>
            <table className="ks-metals__table">
              <caption>{title}</caption>
              <thead>
                {series === 'monthly' ? (
                  <tr>
                    <th scope="col">{t('col.month')}</th>
                    <th scope="col" className="ks-num">{t('col.average', { unit })}</th>
                    <th scope="col" className="ks-num">{t('col.days')}</th>
                  </tr>
                ) : (
                  <tr>
                    <th scope="col">{t('col.date')}</th>
                    <th scope="col" className="ks-num">{t('col.price', { unit })}</th>
                    <th scope="col" className="ks-num">{t('col.rate')}</th>
                    <th scope="col">{t('col.rateDate')}</th>
                  </tr>
                )}
              </thead>
              <tbody>
                {shown.map((row) =>
                  row.month ? (
                    <tr key={row.key}>
                      <th scope="row">{formatMonth(row.month.month, locale)}</th>
                      <td className="ks-num">{money(row.month.average)}</td>
                      <td className="ks-num">{formatNumber(row.month.days, locale)}</td>
                    </tr>
                  ) : row.day ? (
                    <tr key={row.key}>
                      <th scope="row">{formatDate(row.day.date, locale)}</th>
                      <td className="ks-num">{money(row.day.price)}</td>
                      <td className="ks-num">{row.day.rate ? formatDecimal(row.day.rate, locale) : '—'}</td>
                      <td>{row.day.rate_date ? formatDate(row.day.rate_date, locale) : '—'}</td>
                    </tr>
                  ) : null,
                )}
              </tbody>
            </table>
          </div>
          {pages > 1 ? (
            <nav className="ks-metals__pager" aria-label={t('pager')}>
              <button type="button" className="ks-button" disabled={page <= 1} onClick={() => setPage(page - 1)}>
                {t('newer')}
              </button>
              <span>{t('page', { page: formatNumber(Math.min(page, pages), locale), pages: formatNumber(pages, locale) })}</span>
              <button type="button" className="ks-button" disabled={page >= pages} onClick={() => setPage(page + 1)}>
                {t('older')}
              </button>
            </nav>
          ) : null}
        </>
      ) : null}
    </div>
  );
}

export default function Island({ props, server }: { props: unknown; server?: HTMLElement }) {
  const parsed = parseProps('metal-prices', propsSchema, props);
  const serverLatest = server?.querySelector('.ks-metals__latest')?.textContent?.trim() ?? '';
  const serverStale = server?.querySelector('.ks-metals__latest + .ks-metal-stale')?.textContent?.trim() ?? '';
  return parsed ? <MetalPrices {...parsed} serverLatest={serverLatest} serverStale={serverStale} /> : null;
}
