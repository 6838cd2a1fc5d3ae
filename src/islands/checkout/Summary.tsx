/**
 * The checkout's summary step: the customer's discount and the server's quote (net, discount,
 * delivery, VAT, gross: POST kabelshop/v1/cart/quote), with a retry when the quote failed.
 */
import { useTranslation } from 'react-i18next';
import { formatPercent } from '../../lib/format';
import { ErrorRetry } from '../../components/ErrorRetry';
import { Spinner } from '../../components/Spinner';
import { Totals } from '../../components/Totals';
import { useLocale } from '../../components/useLocale';
import type { QuoteState } from '../../components/useQuote';

export function Summary({ discountPercent, quote }: { discountPercent: number; quote: QuoteState }) {
  const { t } = useTranslation('checkout');
  const locale = useLocale();
  return (
    <section className="ks-checkout__step" aria-labelledby="ks-step-summary">
      <h2 id="ks-step-summary">{t('steps.summary')}</h2>
      {discountPercent > 0 ? <p>{t('summary.discount', { percent: formatPercent(discountPercent, locale) })}</p> : null}
      {quote.error ? <ErrorRetry message={quote.error} onRetry={quote.retry} /> : null}
      {quote.loading && !quote.quote ? <Spinner label={t('cart:totals.loading')} /> : null}
      {quote.quote ? (
        <div aria-busy={quote.loading}>
          <Totals quote={quote.quote} showDelivery />
        </div>
      ) : null}
    </section>
  );
}
