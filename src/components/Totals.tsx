/**
 * The totals block of a server quote (or of an order, which carries the same keys): goods before
 * discount, the metal surcharge, then the discount (shown as "-20 %") when above zero, named as off
 * the goods and the metal surcharge (issue 27: the discount is off the full price, spec section 9;
 * the charges are not discounted), the cut fees and drum deposits, net, delivery (when quoted, with
 * the server's words for the rule that priced it: "15,00 € (po narudžbi, masa nije poznata)",
 * issue 27; "follows with the confirmation" only for orders stored before issue 27 with an unknown
 * weight, whose gross total is labelled as without delivery), VAT with its rate and the gross
 * total; below it the index the surcharge used.
 * All amounts in cents from POST cart/quote or the order; nothing is computed in the browser.
 */
import { useTranslation } from 'react-i18next';
import { formatDiscountPercent, formatNumber, formatUnitPriceE4 } from '../lib/format';
import { LineAmounts, MetalIndexNote, displayOf, type Charge, type MetalTerms } from './MetalSurcharge';
import { lineBaseCents, type Quote, type QuoteLine } from './useQuote';
import { Price } from './Price';
import { PricePair } from './UnitPrice';
import { useLocale } from './useLocale';

/** The figures Totals shows: a quote's, or an order's (same keys; the issue 14 ones may be absent). */
export type TotalsFigures = Pick<
  Quote,
  'subtotal_cents' | 'discount_cents' | 'discount_percent' | 'net_cents' | 'delivery_cents' | 'vat_percent' | 'vat_cents' | 'gross_cents'
> & {
  metal_cents?: number;
  charges_cents?: number;
  charges?: Charge[];
  delivery_pending?: boolean;
  /** Issue 27: the rule that priced the delivery, in the page's language ('' or absent: none). */
  delivery_rule_label?: string;
  metal?: MetalTerms | null;
  lines?: readonly { metals?: string[] }[];
};

/** The metals the quote's articles contain (the index note names only those); undefined when the answer does not say. */
function metalsInQuote(quote: TotalsFigures): string[] | undefined {
  const lines = quote.lines ?? [];
  if (!lines.some((line) => line.metals !== undefined)) return undefined;
  return [...new Set(lines.flatMap((line) => line.metals ?? []))];
}

export function Totals({ quote, showDelivery = false }: { quote: TotalsFigures; showDelivery?: boolean }) {
  const { t } = useTranslation('cart');
  const locale = useLocale();
  const metalCents = quote.metal_cents ?? 0;
  const chargesCents = quote.charges_cents ?? 0;
  const surcharged = displayOf(quote.metal) !== null || metalCents !== 0;
  const pending = quote.delivery_pending === true;
  return (
    <>
      <dl className="ks-totals">
        <div className="ks-totals__row">
          <dt>{t(surcharged ? 'totals.subtotalBase' : 'totals.subtotal')}</dt>
          <dd>
            <Price cents={quote.subtotal_cents} />
          </dd>
        </div>
        {surcharged ? (
          <div className="ks-totals__row ks-totals__row--metal">
            <dt>{t('totals.metal')}</dt>
            <dd>
              <Price cents={metalCents} />
            </dd>
          </div>
        ) : null}
        {quote.discount_cents > 0 ? (
          <div className="ks-totals__row ks-totals__row--discount">
            <dt>{t(surcharged ? 'totals.discountFull' : 'totals.discount', { percent: formatDiscountPercent(quote.discount_percent, locale) })}</dt>
            <dd>
              <Price cents={-quote.discount_cents} />
            </dd>
          </div>
        ) : null}
        {chargesCents !== 0 || (quote.charges ?? []).length > 0 ? (
          <div className="ks-totals__row ks-totals__row--charges">
            <dt>{t('totals.charges')}</dt>
            <dd>
              <Price cents={chargesCents} />
            </dd>
          </div>
        ) : null}
        <div className="ks-totals__row">
          <dt>{t('totals.net')}</dt>
          <dd>
            <Price cents={quote.net_cents} />
          </dd>
        </div>
        {showDelivery || pending ? (
          <div className={`ks-totals__row${pending ? ' ks-totals__row--pending' : ''}`}>
            <dt>{t('totals.delivery')}</dt>
            <dd>
              {pending ? (
                t('totals.deliveryPending')
              ) : quote.delivery_cents === null ? (
                t('totals.deliveryUnknown')
              ) : quote.delivery_cents === 0 ? (
                t('totals.deliveryFree')
              ) : (
                <>
                  <Price cents={quote.delivery_cents} />
                  {quote.delivery_rule_label ? <span className="ks-totals__rule"> ({quote.delivery_rule_label})</span> : null}
                </>
              )}
            </dd>
          </div>
        ) : null}
        <div className="ks-totals__row">
          <dt>{t('totals.vat', { percent: formatNumber(quote.vat_percent, locale, 0) })}</dt>
          <dd>
            <Price cents={quote.vat_cents} />
          </dd>
        </div>
        <div className="ks-totals__row ks-totals__row--gross">
          <dt>{t(pending ? 'totals.grossWithoutDelivery' : 'totals.gross')}</dt>
          <dd>
            <Price cents={quote.gross_cents} />
          </dd>
        </div>
      </dl>
      <MetalIndexNote terms={quote.metal} only={metalsInQuote(quote)} />
    </>
  );
}

/**
 * A line's total as the server quoted it (line_net_cents: base + metal surcharge before discount;
 * for an approved customer also customer_line_net_cents, that line after the discount, shown as
 * "Your price … List price …", issue 27),
 * in the display mode (split: base, surcharge and total; full: the total with the surcharge named),
 * or an ellipsis named "Calculating totals" while no quote for the line's current metres has come
 * (quoteLinesFor() gives null).
 */
export function LineNet({
  line,
  display = null,
}: {
  line: (Pick<QuoteLine, 'line_base_cents' | 'line_metal_cents' | 'line_net_cents'> & { customer_line_net_cents?: number | null }) | null;
  display?: 'split' | 'full' | null;
}) {
  const { t } = useTranslation('cart');
  const yours = line?.customer_line_net_cents ?? null;
  if (line && yours !== null && display !== 'split') return <PricePair cents listE4={line.line_net_cents} yoursE4={yours} />;
  if (line && yours !== null) {
    return (
      <>
        <LineAmounts display={display} baseCents={lineBaseCents(line)} metalCents={line.line_metal_cents} totalCents={line.line_net_cents} />{' '}
        <PricePair cents listE4={line.line_net_cents} yoursE4={yours} />
      </>
    );
  }
  if (line) return <LineAmounts display={display} baseCents={lineBaseCents(line)} metalCents={line.line_metal_cents} totalCents={line.line_net_cents} />;
  return (
    <span className="ks-line-net--pending">
      <span aria-hidden="true">…</span>
      <span className="ks-sr-only">{t('totals.loading')}</span>
    </span>
  );
}

export function PriceChanges({ changes }: { changes: { code: string; name: string; fromE4: number; toE4: number }[] }) {
  const { t } = useTranslation('cart');
  const locale = useLocale();
  if (changes.length === 0) return null;
  return (
    // The live region wraps the list: role="status" on the <ul> itself would take its list role
    // away from its <li> items (axe: listitem, aria-allowed-role).
    <div role="status">
      <ul className="ks-price-changes">
      {changes.map((change) => (
        <li key={change.code}>
          {t('priceChanged', {
            name: change.name,
            from: formatUnitPriceE4(change.fromE4, locale),
            to: formatUnitPriceE4(change.toE4, locale),
          })}
        </li>
      ))}
      </ul>
    </div>
  );
}

/**
 * The charge lines (cut fees, drum deposits) of a quote or an order that belong to goods line
 * `lineIndex` (its position in the request: lines[i]), or all when lineIndex is undefined.
 */
export function chargesOf(charges: readonly Charge[] | undefined, lineIndex?: number): Charge[] {
  return (charges ?? []).filter((charge) => lineIndex === undefined || charge.line_index === lineIndex);
}
