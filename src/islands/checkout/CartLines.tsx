/**
 * The checkout's first step: the cart lines with metres, unit price (the quote's, else the price
 * stored when added) and the server's line total, the price changes the quote reported, and the
 * server's error about the lines, if any. Per line: its availability from the quote (StockNote:
 * in stock, partly with the expected date, or on request with "Move to the inquiry list") and,
 * beside the metres, a refusal naming that line (whole packages from the quote or the order: 400
 * lines[i].quantity_m; an article on request from the order: 409 lines[i]).
 * Issue 14: prices in the price list's display mode (`display`: 'split' base, metal surcharge and
 * full price per metre and per line; 'full' the full price with the surcharge named; null: one
 * price), and each charge line of the quote (cut fee, drum deposit: translated label, quantity x
 * unit, amount) as a row of its own right below the line it belongs to.
 */
import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import { openSideCart } from '../../lib/cart/side-cart';
import type { CartItem } from '../../lib/cart/store';
import { formatMetres, formatMoneyCents, formatSizeLabel } from '../../lib/format';
import { type Charge } from '../../components/MetalSurcharge';
import { Price } from '../../components/Price';
import { UnitPrice } from '../../components/UnitPrice';
import { moveToInquiry, StockNote } from '../../components/StockNote';
import { chargesOf, LineNet, PriceChanges } from '../../components/Totals';
import { useLocale } from '../../components/useLocale';
import { fullPriceE4, unitPriceE4, type QuoteLine, type QuoteState } from '../../components/useQuote';

export function CartLines({
  items,
  quoteLines,
  changes,
  linesError,
  lineErrors = {},
  display = null,
  charges = [],
}: {
  items: readonly CartItem[];
  /** The quote's line for each item (same order), null while quoting. */
  quoteLines: (QuoteLine | null)[];
  changes: QuoteState['changes'];
  linesError: string | null;
  /** Refusals naming a line: line position => message. */
  lineErrors?: Record<number, string>;
  /** The quote's surcharge display ('split' | 'full'), null when prices carry none. */
  display?: 'split' | 'full' | null;
  /** The quote's charge lines (cut fees, drum deposits). */
  charges?: readonly Charge[];
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
              const line = quoteLines[index];
              return (
                <Fragment key={`${item.data.SifraArtikla2}-${item.timestamp}`}>
                  <tr className={lineError ? 'ks-checkout__line--error' : undefined}>
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
                    <td data-label={t('lines.metres')}>
                      {formatMetres(item.quantity, locale)}
                      {lineError ? (
                        <p className="ks-field-error" role="alert">
                          {lineError}
                        </p>
                      ) : null}
                    </td>
                    <td data-label={t('lines.unitPrice')}>
                      {line ? (
                        <UnitPrice listE4={line.unit_price_e4} yoursFullE4={line.customer_unit_price_e4} surchargeE4={line.metal_surcharge_e4} fullE4={fullPriceE4(line)} display={display} />
                      ) : (
                        <Price e4={unitPriceE4(item, line)} />
                      )}
                    </td>
                    <td data-label={t('lines.total')}>{lineError ? '—' : <LineNet line={line} display={display} />}</td>
                  </tr>
                  {line
                    ? chargesOf(charges, line.index ?? index).map((charge) => (
                        <tr key={`${charge.kind}-${charge.drum_type}`} className="ks-checkout__charge">
                          <th scope="row">{charge.label || charge.kind}</th>
                          <td className="ks-checkout__empty" />
                          <td data-label={t('lines.unitPrice')}>{t('cart:line.charge', { quantity: charge.quantity, unit: formatMoneyCents(charge.unit_cents, locale) })}</td>
                          <td data-label={t('lines.total')}>
                            <Price cents={charge.cents} />
                          </td>
                        </tr>
                      ))
                    : null}
                </Fragment>
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
