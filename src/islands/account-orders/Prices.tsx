/**
 * The prices of one order as it was placed (issue 14): per item the metres, the price per metre and
 * the line amount in the display mode the order froze (`metal.display` of its terms: 'split' base,
 * metal surcharge and full price; 'full' the full price with the surcharge named), the charge lines
 * (cut fees, drum deposits) as rows of their own below their item, and the totals block
 * (components/Totals: goods, discount, metal surcharge, charges, net, delivery or "follows with the
 * confirmation", VAT, gross) with the index the order used and its date. Nothing is recomputed:
 * every figure is the order answer's (GET orders/{id}), frozen when it was placed.
 */
import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import { displayOf, PerMetre } from '../../components/MetalSurcharge';
import { Price } from '../../components/Price';
import { chargesOf, LineNet, Totals } from '../../components/Totals';
import { useLocale } from '../../components/useLocale';
import { fullPriceE4 } from '../../components/useQuote';
import { formatMetres, formatMoneyCents, formatSizeLabel } from '../../lib/format';
import type { Order } from './api';

export function Prices({ order }: { order: Order }) {
  const { t } = useTranslation('orders');
  const locale = useLocale();
  const display = displayOf(order.metal);
  const totals =
    order.subtotal_cents !== undefined && order.discount_cents !== undefined && order.vat_cents !== undefined
      ? {
          ...order,
          subtotal_cents: order.subtotal_cents,
          discount_cents: order.discount_cents,
          discount_percent: order.discount_percent ?? 0,
          delivery_cents: order.delivery_cents ?? null,
          vat_percent: order.vat_percent ?? 25,
          vat_cents: order.vat_cents,
        }
      : null;
  return (
    <section className="ks-order__prices" aria-labelledby={`ks-order-prices-${order.id}`}>
      <h4 id={`ks-order-prices-${order.id}`} className="ks-order__items-title">
        {t('pricesTitle')}
      </h4>
      <div className="ks-orders__scroll" role="region" aria-label={t('pricesCaption', { number: order.number })} tabIndex={0}>
        <table className="ks-order-prices">
          <caption className="ks-sr-only">{t('pricesCaption', { number: order.number })}</caption>
          <thead>
            <tr>
              <th scope="col">{t('priceArticle')}</th>
              <th scope="col" className="ks-orders__num">
                {t('priceMetres')}
              </th>
              <th scope="col" className="ks-orders__num">
                {t('pricePerMetre')}
              </th>
              <th scope="col" className="ks-orders__num">
                {t('priceTotal')}
              </th>
            </tr>
          </thead>
          <tbody>
            {order.items.map((item, position) => {
              const label = [item.name, item.size_label ? formatSizeLabel(item.size_label, locale) : ''].filter(Boolean).join(' ') || item.article_code;
              return (
                <Fragment key={item.id}>
                  <tr>
                    <th scope="row">
                      {label} <span className="ks-order-item__code">({item.article_code})</span>
                    </th>
                    <td className="ks-orders__num">{formatMetres(item.quantity_m, locale)}</td>
                    <td className="ks-orders__num">
                      <PerMetre display={display} baseE4={item.unit_price_e4} surchargeE4={item.metal_surcharge_e4} fullE4={fullPriceE4(item)} />
                    </td>
                    <td className="ks-orders__num">
                      <LineNet line={item} display={display} />
                    </td>
                  </tr>
                  {/* Charges name their goods line by its position in the order (line_index). */}
                  {chargesOf(order.charges, position).map((charge) => (
                    <tr key={`${charge.kind}-${charge.drum_type}`} className="ks-order-prices__charge">
                      <th scope="row">{charge.label || charge.kind}</th>
                      <td />
                      <td className="ks-orders__num">{t('cart:line.charge', { quantity: charge.quantity, unit: formatMoneyCents(charge.unit_cents, locale) })}</td>
                      <td className="ks-orders__num">
                        <Price cents={charge.cents} />
                      </td>
                    </tr>
                  ))}
                </Fragment>
              );
            })}
          </tbody>
        </table>
      </div>
      {totals ? <Totals quote={totals} showDelivery={order.delivery_cents !== undefined} /> : null}
    </section>
  );
}
