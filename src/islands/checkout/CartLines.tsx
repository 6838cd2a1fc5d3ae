/**
 * The checkout's first step: the cart lines with metres, unit price (the quote's, else the price
 * stored when added) and the server's line total, the price changes the quote reported, and the
 * server's error about the lines, if any. Per line: its availability from the quote (StockNote:
 * in stock, partly with the expected date, or on request with "Move to the inquiry list") and,
 * beside the metres, a refusal naming that line (whole packages from the quote or the order: 400
 * lines[i].quantity_m; an article on request from the order: 409 lines[i]).
 */
import { useTranslation } from 'react-i18next';
import { openSideCart } from '../../lib/cart/side-cart';
import type { CartItem } from '../../lib/cart/store';
import { formatMetres, formatSizeLabel } from '../../lib/format';
import { Price } from '../../components/Price';
import { moveToInquiry, StockNote } from '../../components/StockNote';
import { LineNet, PriceChanges } from '../../components/Totals';
import { useLocale } from '../../components/useLocale';
import { unitPriceE4, type QuoteLine, type QuoteState } from '../../components/useQuote';

export function CartLines({
  items,
  quoteLines,
  changes,
  linesError,
  lineErrors = {},
}: {
  items: readonly CartItem[];
  /** The quote's line for each item (same order), null while quoting. */
  quoteLines: (QuoteLine | null)[];
  changes: QuoteState['changes'];
  linesError: string | null;
  /** Refusals naming a line: line position => message. */
  lineErrors?: Record<number, string>;
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
            {items.map((item, index) => {
              const label = `${item.data.name ?? item.data.SifraArtikla2} ${item.data.sizeLabel ? formatSizeLabel(item.data.sizeLabel, locale) : ''}`.trim();
              const lineError = lineErrors[index];
              return (
                <tr key={`${item.data.SifraArtikla2}-${item.timestamp}`} className={lineError ? 'ks-checkout__line--error' : undefined}>
                  <th scope="row">
                    {label}
                    <StockNote
                      line={quoteLines[index]}
                      label={label}
                      onMoveToInquiry={() => {
                        moveToInquiry(item);
                        openSideCart('inquiry');
                      }}
                    />
                  </th>
                  <td>
                    {formatMetres(item.quantity, locale)}
                    {lineError ? (
                      <p className="ks-field-error" role="alert">
                        {lineError}
                      </p>
                    ) : null}
                  </td>
                  <td>
                    <Price e4={unitPriceE4(item, quoteLines[index])} />
                  </td>
                  <td>{lineError ? '—' : <LineNet line={quoteLines[index]} />}</td>
                </tr>
              );
            })}
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
