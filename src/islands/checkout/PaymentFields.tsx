/**
 * The checkout's payment step: the payment methods the page offers (spec section 9: transaction,
 * card, contract terms), unavailable ones disabled with their note. The contract-terms option of a
 * buyer with contract terms says when an order falls due and, under a credit limit, how much
 * credit is left ("Due in 30 days · available credit 1.234,00 €"; props.credit, issue 15).
 *
 * A refusal naming the field 'payment' (400 payment unavailable, 409 kabelshop_order_credit_limit:
 * the order does not fit under the credit limit) is shown here, under the choices, linked to the
 * group (aria-describedby); the form moves focus to the first choice, so the message is read with
 * it. paymentRefusalOf() tells the island which answers those are.
 */
import { useId, type ReactNode } from 'react';
import type { UseFormRegister } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../components/useLocale';
import { ApiError } from '../../lib/api';
import { formatMoneyCents } from '../../lib/format';
import type { CheckoutValues } from '../../lib/validation/checkout';
import type { Props } from './schema';

/**
 * The message of an order refusal that concerns the payment choice, or null: the server's 409
 * kabelshop_order_credit_limit (data.field 'payment'; nothing was stored, so the cart stays and the
 * buyer may choose bank transfer or card and order again with a new Idempotency-Key).
 */
export function paymentRefusalOf(caught: unknown): string | null {
  if (!(caught instanceof ApiError) || caught.kind !== 'http' || caught.status !== 409) return null;
  if (caught.code !== 'kabelshop_order_credit_limit' && !('payment' in caught.fields)) return null;
  return caught.fields.payment ?? caught.message;
}

/** "Due in 30 days · available credit 1.234,00 €" for the contract option (no credit part without a limit). */
function ContractHint({ credit }: { credit: NonNullable<Props['credit']> }) {
  const { t } = useTranslation('payments-credit');
  const locale = useLocale();
  const parts = [t('checkout.due', { count: credit.termsDays })];
  if (credit.availableCents !== null) parts.push(t('checkout.available', { amount: formatMoneyCents(credit.availableCents, locale) }));
  return <span className="ks-radio__hint">{parts.join(' · ')}</span>;
}

export function PaymentFields({
  register,
  payments,
  credit = null,
  error,
  children,
}: {
  register: UseFormRegister<CheckoutValues>;
  payments: Props['payments'];
  /** The buyer's contract terms (null: none). */
  credit?: Props['credit'];
  /** The translated error of the field, if any. */
  error: string;
  /** More invoicing fields after the methods (PO number, R1 invoice: B2BFields). */
  children?: ReactNode;
}) {
  const { t } = useTranslation('checkout');
  const errorId = useId();
  return (
    <section className="ks-checkout__step" aria-labelledby="ks-step-payment">
      <h2 id="ks-step-payment">{t('steps.payment')}</h2>
      <fieldset className="ks-radio-group" aria-describedby={error ? errorId : undefined}>
        <legend>{t('payment.legend')}</legend>
        {payments.map((payment) => (
          <label className={`ks-radio${payment.available ? '' : ' ks-radio--disabled'}`} key={payment.id}>
            <input type="radio" value={payment.id} disabled={!payment.available} {...register('payment')} />
            {payment.label}
            {payment.note ? <span className="ks-radio__hint">{payment.note}</span> : null}
            {payment.id === 'contract' && payment.available && credit ? <ContractHint credit={credit} /> : null}
          </label>
        ))}
        {error ? (
          <p id={errorId} className="ks-field-error">
            {error}
          </p>
        ) : null}
      </fieldset>
      {children}
    </section>
  );
}
