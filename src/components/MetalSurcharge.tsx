/**
 * The metal surcharge as the buyer reads it (issue 14; the agreed quote answer, docs/checkout.md):
 * the terms block the quote, the order and the product page carry (`metal`), the charge lines (cut
 * fees, drum deposits), a unit price and a line amount in the display mode of the price list, and
 * the one sentence that names the index used ("Metal surcharge by the copper index 856.40 EUR/100 kg
 * (July 2025 average)").
 *
 * Display modes (SurchargeSettings display): 'split' shows base price, metal surcharge and full
 * price; 'full' shows the full price with "incl. metal surcharge 0.2720 EUR/m". Without terms, or
 * with the surcharge off, a price is shown as before (one figure). Nothing here computes a total:
 * amounts are the server's (line_base_cents, line_metal_cents, line_net_cents); the only sum is a
 * price per metre, base + surcharge, where an answer predates full_price_e4.
 * Texts: cart namespace, `metal.*`.
 */
import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import type { Locale } from '../lib/config';
import { formatDate, formatDecimal, formatScaled } from '../lib/format';
import { Price } from './Price';
import { useLocale } from './useLocale';

export const METALS = ['copper', 'aluminium'] as const;
export type MetalName = (typeof METALS)[number];

const metalIndexSchema = z.object({
  /** "856.40" EUR/100 kg, null: no prices stored for the metal. */
  index_eur_100kg: z.string().nullable().default(null),
  /** 'YYYY-MM' (previous month's average) or 'Y-m-d' (previous trading day). */
  index_date: z.string().nullable().default(null),
  base_eur_100kg: z.string().nullable().optional(),
  procurement_pct: z.string().nullable().optional(),
  /** The server's verdict (issue 27): the newest price is older than staff allow. */
  stale: z.boolean().default(false),
  /** 'Y-m-d' of the newest price of the metal; null in orders stored before issue 27. */
  price_date: z.string().nullable().default(null),
  price_age_business_days: z.number().int().nullable().default(null),
});

/** The `metal` block of a quote, an order (frozen terms) or the product page's props. */
export const metalTermsSchema = z.object({
  enabled: z.boolean(),
  display: z.enum(['split', 'full']).catch('split'),
  rule: z.string().default('previous_month_average'),
  rule_label: z.string().optional(),
  price_hold_days: z.number().int().optional(),
  /** Business days (Mon-Fri) the newest price may be old (wp-admin, Metal surcharge). */
  stale_after_business_days: z.number().int().default(3),
  metals: z.record(z.string(), metalIndexSchema).default({}),
});

export type MetalTerms = z.infer<typeof metalTermsSchema>;

/** A charge line (Commerce\LineCharges + its translated label). */
export const chargeSchema = z.object({
  kind: z.string(),
  label: z.string().default(''),
  line_index: z.number().int().default(-1),
  article_code: z.string().default(''),
  drum_type: z.string().default(''),
  quantity: z.number().int().default(1),
  unit_cents: z.number().int().default(0),
  cents: z.number().int(),
});

export type Charge = z.infer<typeof chargeSchema>;

/** 'split' | 'full' when prices carry a surcharge, null when they do not (terms absent or off). */
export function displayOf(terms: MetalTerms | null | undefined): 'split' | 'full' | null {
  return terms && terms.enabled ? terms.display : null;
}

/** "0.2720 EUR" style amount for a sentence: the number in the locale's marks, then the unit. */
function amountE4(e4: number, locale: Locale): string {
  return formatScaled(e4, 4, locale);
}

/** The month or day an index stands for: "July 2025" / "srpanj 2025." or a date. */
export function indexDateLabel(date: string, locale: Locale): string {
  const month = /^(\d{4})-(\d{2})$/.exec(date);
  if (!month) return formatDate(date, locale);
  const when = new Date(Date.UTC(Number(month[1]), Number(month[2]) - 1, 1, 12));
  return new Intl.DateTimeFormat(locale === 'sr-RS' ? 'sr-Latn-RS' : locale, {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(when);
}

/**
 * "Metal surcharge by the copper index 856.40 EUR/100 kg (July 2025 average)", one clause per
 * metal that has an index (only `only` when given: the metals the shown articles contain), with
 * "index of the previous trading day 04.08.2025" wording for the daily rule and "latest with
 * prices" when the index is stale, followed by MetalStaleNotice for the metals whose newest price
 * is too old. Nothing when the surcharge is off or no metal has an index.
 */
export function MetalIndexNote({
  terms,
  only,
  className = 'ks-metal-note',
}: {
  terms: MetalTerms | null | undefined;
  only?: readonly string[];
  className?: string;
}) {
  const { t } = useTranslation('cart');
  const locale = useLocale();
  if (!terms || !terms.enabled) return null;
  const clauses = METALS.filter((metal) => !only || only.includes(metal)).flatMap((metal) => {
    const index = terms.metals[metal];
    if (!index || index.index_eur_100kg === null || index.index_date === null) return [];
    const daily = /^\d{4}-\d{2}-\d{2}$/.test(index.index_date);
    const when = t(daily ? 'metal.whenDay' : 'metal.whenMonth', {
      date: indexDateLabel(index.index_date, locale),
    });
    return [
      t(`metal.indexOf.${metal}`, {
        value: formatDecimal(index.index_eur_100kg, locale),
        when: index.stale ? t('metal.stale', { when }) : when,
      }),
    ];
  });
  if (clauses.length === 0) return null;
  return (
    <>
      <p className={className}>{t('metal.note', { indices: clauses.join(t('metal.and')) })}</p>
      <MetalStaleNotice terms={terms} only={only} />
    </>
  );
}

/**
 * The stale-price notice (issue 27): one sentence per metal (only `only` when given) whose newest
 * price the server marked stale and whose date it gave: "Cijena bakra je od 05.08.2025. i starija
 * je od dopuštenih 3 radna dana; dodatak za metal izračunat je po njoj." The server decides
 * (stale, price_date, stale_after_business_days of the terms), never the browser's clock. Nothing
 * when the surcharge is off or no metal is stale.
 */
export function MetalStaleNotice({ terms, only }: { terms: MetalTerms | null | undefined; only?: readonly string[] }) {
  const { t } = useTranslation('cart');
  const locale = useLocale();
  if (!terms || !terms.enabled) return null;
  const sentences = METALS.filter((metal) => !only || only.includes(metal)).flatMap((metal) => {
    const index = terms.metals[metal];
    if (!index || !index.stale || index.price_date === null || index.index_eur_100kg === null) return [];
    return [
      t(`metal.staleNotice.${metal}`, {
        date: formatDate(index.price_date, locale),
        count: terms.stale_after_business_days,
      }),
    ];
  });
  if (sentences.length === 0) return null;
  return (
    <div className="ks-notice ks-notice--warning ks-metal-stale" role="note">
      {sentences.map((sentence) => (
        <p key={sentence}>{sentence}</p>
      ))}
    </div>
  );
}

/**
 * A price per metre in the display mode: 'split' => base, surcharge and full price, each labelled;
 * 'full' => the full price and "incl. metal surcharge 0.2720 EUR/m"; null => the base price alone
 * (no surcharge applies). `render` draws a price pair (list/yours) where the caller has one.
 */
export function PerMetre({
  display,
  baseE4,
  surchargeE4,
  fullE4,
  render = (e4) => <Price e4={e4} />,
  renderFull,
}: {
  display: 'split' | 'full' | null;
  baseE4: number;
  surchargeE4: number;
  fullE4: number;
  render?: (e4: number) => ReactElement;
  /** How the full price is drawn (default: as `render`), e.g. the customer's full price pair. */
  renderFull?: (e4: number) => ReactElement;
}) {
  const { t } = useTranslation('cart');
  const locale = useLocale();
  const full = renderFull ?? render;
  if (display === null) return render(baseE4);
  if (display === 'full') {
    return (
      <span className="ks-metal-price ks-metal-price--full">
        <span className="ks-metal-price__full">{full(fullE4)}</span>{' '}
        <span className="ks-metal-price__incl">{t('metal.inclPerMetre', { amount: amountE4(surchargeE4, locale) })}</span>
      </span>
    );
  }
  return (
    <span className="ks-metal-price ks-metal-price--split">
      <span className="ks-metal-price__row ks-metal-price__base">
        <span className="ks-metal-price__label">{t('metal.base')}</span> {render(baseE4)}
      </span>{' '}
      <span className="ks-metal-price__row ks-metal-price__surcharge">
        <span className="ks-metal-price__label">{t('metal.surcharge')}</span> <Price e4={surchargeE4} />
      </span>{' '}
      <span className="ks-metal-price__row ks-metal-price__fullrow">
        <span className="ks-metal-price__label">{t('metal.full')}</span> {full(fullE4)}
      </span>
    </span>
  );
}

/**
 * A line's amounts in the display mode (the server's cents): 'split' => base, metal surcharge and
 * total; 'full' => the total with "incl. metal surcharge 27.20 EUR"; null => the total alone.
 */
export function LineAmounts({
  display,
  baseCents,
  metalCents,
  totalCents,
}: {
  display: 'split' | 'full' | null;
  baseCents: number;
  metalCents: number;
  totalCents: number;
}) {
  const { t } = useTranslation('cart');
  const locale = useLocale();
  if (display === null) return <Price cents={totalCents} />;
  if (display === 'full') {
    return (
      <span className="ks-metal-price ks-metal-price--full">
        <span className="ks-metal-price__full">
          <Price cents={totalCents} />
        </span>{' '}
        <span className="ks-metal-price__incl">{t('metal.inclLine', { amount: formatScaled(metalCents, 2, locale) })}</span>
      </span>
    );
  }
  return (
    <span className="ks-metal-price ks-metal-price--split">
      <span className="ks-metal-price__row ks-metal-price__base">
        <span className="ks-metal-price__label">{t('metal.base')}</span> <Price cents={baseCents} />
      </span>{' '}
      <span className="ks-metal-price__row ks-metal-price__surcharge">
        <span className="ks-metal-price__label">{t('metal.surcharge')}</span> <Price cents={metalCents} />
      </span>{' '}
      <span className="ks-metal-price__row ks-metal-price__fullrow">
        <span className="ks-metal-price__label">{t('metal.lineTotal')}</span> <Price cents={totalCents} />
      </span>
    </span>
  );
}
