/**
 * The checkout's payment step: the payment methods the page offers (spec section 9: transaction,
 * card, contract terms), unavailable ones disabled with their note.
 */
import { useId, type ReactNode } from 'react';
import type { UseFormRegister } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { CheckoutValues } from '../../lib/validation/checkout';
import type { Props } from './schema';

export function PaymentFields({
  register,
  payments,
  error,
  children,
}: {
  register: UseFormRegister<CheckoutValues>;
  payments: Props['payments'];
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
