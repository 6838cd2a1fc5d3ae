/**
 * The checkout's first step: the cart lines with metres, unit price (the quote's, else the price
 * stored when added) and the server's line total, the price changes the quote reported, and the
 * server's error about the lines, if any.
 */
import { useTranslation } from 'react-i18next';
import type { CartItem } from '../../lib/cart/store';
import { formatMetres } from '../../lib/format';
import { Price } from '../../components/Price';
import { LineNet, PriceChanges } from '../../components/Totals';
import { useLocale } from '../../components/useLocale';
import { unitPriceE4, type QuoteLine, type QuoteState } from '../../components/useQuote';

export function CartLines({
  items,
  quoteLines,
  changes,
  linesError,
}: {
  items: readonly CartItem[];
  /** The quote's line for each item (same order), null while quoting. */
  quoteLines: (QuoteLine | null)[];
  changes: QuoteState['changes'];
  linesError: string | null;
}) {
  const { t } = useTranslation('checkout');
  const locale = useLocale();
  return (
    <section className="ks-checkout__step" aria-labelledby="ks-step-cart">
      <h2 id="ks-step-cart">{t('steps.cart')}</h2>
      {/* Scrolls inside its own box at 320 px instead of widening the page. */}
      <div className="ks-checkout__lines-scroll" role="region" aria-label={t('lines.caption')} tabIndex={0}>
        <table className="ks-checkout__lines">
          <caption className="ks-sr-only">{t('lines.caption')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('lines.article')}</th>
              <th scope="col">{t('lines.metres')}</th>
              <th scope="col">{t('lines.unitPrice')}</th>
              <th scope="col">{t('lines.total')}</th>
            </tr>
          </thead>
          <tbody>
            {items.map((item, index) => (
              <tr key={`${item.data.SifraArtikla2}-${item.timestamp}`}>
                <th scope="row">
                  {item.data.name ?? item.data.SifraArtikla2} {item.data.sizeLabel ?? ''}
                </th>
                <td>{formatMetres(item.quantity, locale)}</td>
                <td>
                  <Price e4={unitPriceE4(item, quoteLines[index])} />
                </td>
                <td>
                  <LineNet line={quoteLines[index]} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <PriceChanges changes={changes} />
      {linesError ? (
        <p className="ks-field-error" role="alert">
          {linesError}
        </p>
      ) : null}
    </section>
  );
}
