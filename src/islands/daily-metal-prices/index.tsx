/**
 * Daily metal prices section (spec section 2: "daily metal prices"): the latest LME cash-settlement
 * price of copper and aluminium in EUR and USD per tonne, its date and the ECB rate used. PHP prints
 * the same figures for first paint (templates/parts/daily-metal-prices.php); the island refreshes
 * them from the API, so a cached page still shows the newest import.
 *
 * Issue 27: a metal whose newest price the server marks stale (older than the business days staff
 * allow) gets a notice naming its date and the allowance, under the prices.
 *
 * Props: { pageUrl: string } (the metal prices page). Calls: GET metal-prices/latest.
 * Loads: when its mount point nears the viewport.
 */
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { parseProps } from '../../components/parseProps';
import { useLocale } from '../../components/useLocale';
import { api } from '../../lib/api';
import { formatDate, formatDecimal } from '../../lib/format';
import { daySchema, METALS } from '../metal-prices/data';

export const propsSchema = z.object({ pageUrl: z.string() });
const latestSchema = z.object({
  copper: daySchema.nullable(),
  aluminium: daySchema.nullable(),
  stale_after_business_days: z.number().int().default(3),
});

function DailyMetalPrices({ pageUrl }: z.infer<typeof propsSchema>) {
  const { t } = useTranslation('metals');
  const locale = useLocale();
  const [latest, setLatest] = useState<z.infer<typeof latestSchema> | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    const controller = new AbortController();
    api
      .get<unknown>('metal-prices/latest', { signal: controller.signal })
      .then((answer) => setLatest(latestSchema.parse(answer.data)))
      .catch(() => setFailed(true));
    return () => controller.abort();
  }, []);

  if (failed) return <p>{t('error')}</p>;
  if (!latest) return <p role="status">{t('loading')}</p>;
  return (
    <div className="ks-daily-metals">
      <dl className="ks-daily-metals__list">
        {METALS.map((metal) => {
          const day = latest[metal];
          return (
            <div key={metal} className="ks-daily-metals__item">
              <dt>{t(`metal.${metal}`)}</dt>
              {day ? (
                <dd>
                  <span className="ks-daily-metals__eur">{day.eur ? `${formatDecimal(day.eur, locale)} ${t('unit', { currency: 'EUR' })}` : '—'}</span>
                  <span className="ks-daily-metals__usd">{`${formatDecimal(day.usd, locale)} ${t('unit', { currency: 'USD' })}`}</span>
                  <span className="ks-daily-metals__date">{t('lmeOn', { date: formatDate(day.date, locale) })}</span>
                </dd>
              ) : (
                <dd>{t('empty')}</dd>
              )}
            </div>
          );
        })}
      </dl>
      {METALS.some((metal) => latest[metal]?.stale) ? (
        <div className="ks-notice ks-notice--warning ks-metal-stale" role="note">
          {METALS.flatMap((metal) => {
            const day = latest[metal];
            return day?.stale
              ? [<p key={metal}>{t(`staleNotice.${metal}`, { date: formatDate(day.date, locale), count: latest.stale_after_business_days })}</p>]
              : [];
          })}
        </div>
      ) : null}
      <p>
        <a href={pageUrl}>{t('more')}</a>
      </p>
    </div>
  );
}

export default function Island({ props }: { props: unknown }) {
  const parsed = parseProps('daily-metal-prices', propsSchema, props);
  return parsed ? <DailyMetalPrices {...parsed} /> : null;
}
