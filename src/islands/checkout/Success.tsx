/**
 * The success page after an order (spec: success page with a track-order link, order-cancelled
 * message); its heading takes the focus so a screen reader announces the outcome. While the
 * delivery cost follows with the confirmation (issue 14, delivery_pending), the total says it is
 * without delivery. Issue 15: how to pay comes next (PaymentInstructions: the bank transfer block with
 * the HUB-3 barcode, or the contract terms' due date, or the payment state).
 */
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Price } from '../../components/Price';
import { PaymentInstructions } from './PaymentInstructions';
import type { Order } from './schema';

export function Success({ order, ordersUrl }: { order: Order; ordersUrl?: string }) {
  const { t } = useTranslation('checkout');
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const cancelled = order.status === 'cancelled' || order.status === 'canceled';
  return (
    <section className="ks-checkout__success" aria-labelledby="ks-checkout-success">
      <h2 id="ks-checkout-success" ref={heading} tabIndex={-1}>
        {cancelled ? t('success.cancelled') : t('success.title')}
      </h2>
      {!cancelled ? <p>{t('success.message')}</p> : null}
      <p>
        {t('success.number')} <strong>{order.number}</strong>
      </p>
      <p>
        {t(order.delivery_pending === true ? 'success.totalWithoutDelivery' : 'success.total')} <Price cents={order.gross_cents} />
      </p>
      {!cancelled ? <PaymentInstructions order={order} /> : null}
      <p className="ks-checkout__success-links">
        <a className="ks-button ks-button--primary" href={order.track_url}>
          {t('success.track')}
        </a>
        {ordersUrl ? (
          <a className="ks-button" href={ordersUrl}>
            {t('success.orders')}
          </a>
        ) : null}
      </p>
    </section>
  );
}
