/**
 * After a card order (issue 15): the order answer's card_payment is the signed form of the first
 * attempt at the card gateway (Payments\CardPayments). This part says where the buyer is going and
 * posts that form, a real <form method="post"> of hidden fields, as soon as it mounts; its visible
 * button does the same if the browser did not follow (or the buyer came back with the Back button).
 * No card data passes through the shop: the buyer types it on the gateway's page.
 */
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { HostedForm, Order } from './schema';

export function CardRedirect({ order, form }: { order: Order; form: HostedForm }) {
  const { t } = useTranslation('payments-card');
  const ref = useRef<HTMLFormElement>(null);
  useEffect(() => {
    ref.current?.submit();
  }, []);
  return (
    <section className="ks-checkout__card-redirect" aria-labelledby="ks-card-redirect">
      <h2 id="ks-card-redirect">{t('redirect.title')}</h2>
      <p>{t('redirect.order', { number: order.number })}</p>
      <form ref={ref} method={form.method.toLowerCase()} action={form.action}>
        {Object.entries(form.fields).map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
        <p>{t('redirect.note')}</p>
        <button type="submit" className="ks-button ks-button--primary">
          {t('redirect.button')}
        </button>
      </form>
      <p>
        <a href={order.track_url}>{t('redirect.later')}</a>
      </p>
    </section>
  );
}
