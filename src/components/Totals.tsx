/**
 * The totals block of a server quote: net before discount, discount (shown as "-20 %") when above
 * zero, net, delivery (when quoted), VAT with its rate and the gross total. All amounts in cents
 * from POST cart/quote; nothing is computed in the browser.
 */
import { useTranslation } from 'react-i18next';
import { formatDiscountPercent, formatNumber, formatUnitPriceE4 } from '../lib/format';
import type { Quote, QuoteLine } from './useQuote';
import { Price } from './Price';
import { useLocale } from './useLocale';

export function Totals({ quote, showDelivery = false }: { quote: Quote; showDelivery?: boolean }) {
  const { t } = useTranslation('cart');
  const locale = useLocale();
  return (
    <dl className="ks-totals">
      <div className="ks-totals__row">
        <dt>{t('totals.subtotal')}</dt>
        <dd>
          <Price cents={quote.subtotal_cents} />
        </dd>
      </div>
      {quote.discount_cents > 0 ? (
        <div className="ks-totals__row ks-totals__row--discount">
          <dt>{t('totals.discount', { percent: formatDiscountPercent(quote.discount_percent, locale) })}</dt>
          <dd>
            <Price cents={-quote.discount_cents} />
          </dd>
        </div>
      ) : null}
      <div className="ks-totals__row">
        <dt>{t('totals.net')}</dt>
        <dd>
          <Price cents={quote.net_cents} />
        </dd>
      </div>
      {showDelivery ? (
        <div className="ks-totals__row">
          <dt>{t('totals.delivery')}</dt>
          <dd>{quote.delivery_cents === null ? t('totals.deliveryUnknown') : quote.delivery_cents === 0 ? t('totals.deliveryFree') : <Price cents={quote.delivery_cents} />}</dd>
        </div>
      ) : null}
      <div className="ks-totals__row">
        <dt>{t('totals.vat', { percent: formatNumber(quote.vat_percent, locale, 0) })}</dt>
        <dd>
          <Price cents={quote.vat_cents} />
        </dd>
      </div>
      <div className="ks-totals__row ks-totals__row--gross">
        <dt>{t('totals.gross')}</dt>
        <dd>
          <Price cents={quote.gross_cents} />
        </dd>
      </div>
    </dl>
  );
}

/**
 * A line's net total as the server quoted it (line_net_cents), or an ellipsis named "Calculating
 * totals" while no quote for the line's current metres has come (quoteLinesFor() gives null).
 */
export function LineNet({ line }: { line: QuoteLine | null }) {
  const { t } = useTranslation('cart');
  if (line) return <Price cents={line.line_net_cents} />;
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
    <ul className="ks-price-changes" role="status">
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
  );
}
