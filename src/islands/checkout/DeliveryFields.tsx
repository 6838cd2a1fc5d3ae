/**
 * The checkout's delivery step: pick-up or one of the customer's delivery addresses (radio group
 * `delivery`: 'pickup' or the address id), the delivery fee rule, and adding an address in place
 * (POST kabelshop/v1/user/profile/addresses/update through components/AddressForm); a new address
 * is selected once its radio button exists.
 */
import { useEffect, useId, useState, type ReactNode } from 'react';
import type { UseFormRegister, UseFormSetValue } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { formatDecimal, formatMoneyCents } from '../../lib/format';
import type { CheckoutValues } from '../../lib/validation/checkout';
import { AddressForm } from '../../components/AddressForm';
import { useLocale } from '../../components/useLocale';
import type { StoredAddress } from '../../lib/validation/address';
import type { Props } from './schema';

/** One line: street and house number, zip and city, country. */
function addressText(address: StoredAddress): string {
  const street = [address.street, address.house_no].filter(Boolean).join(' ');
  const city = [address.zip, address.city].filter(Boolean).join(' ');
  return [street, city, address.country].filter(Boolean).join(', ');
}

export function DeliveryFields({
  register,
  setValue,
  addresses,
  onAddressSaved,
  delivery,
  error,
  children,
}: {
  register: UseFormRegister<CheckoutValues>;
  setValue: UseFormSetValue<CheckoutValues>;
  /** The customer's delivery addresses (kept by the form, so an added one stays while the page lives). */
  addresses: StoredAddress[];
  onAddressSaved: (address: StoredAddress) => void;
  /** Fee and free-delivery threshold, cents. */
  delivery: Props['delivery'];
  /** The translated error of the field, if any. */
  error: string;
  /** More delivery fields after the choice (the requested date and site contact: B2BFields). */
  children?: ReactNode;
}) {
  const { t } = useTranslation('checkout');
  const locale = useLocale();
  const errorId = useId();
  const [adding, setAdding] = useState(false);
  const [selectAddress, setSelectAddress] = useState<string | null>(null);
  // A new address is selected once its radio button exists.
  useEffect(() => {
    if (selectAddress === null) return;
    setValue('delivery', selectAddress, { shouldValidate: true });
    setSelectAddress(null);
  }, [selectAddress, setValue]);

  return (
    <section className="ks-checkout__step" aria-labelledby="ks-step-delivery">
      <h2 id="ks-step-delivery">{t('steps.delivery')}</h2>
      <fieldset className="ks-radio-group" aria-describedby={error ? errorId : undefined}>
        <legend>{t('delivery.legend')}</legend>
        <label className="ks-radio">
          <input type="radio" value="pickup" {...register('delivery')} />
          {t('delivery.pickup')}
        </label>
        {addresses.map((address) => (
          <label className="ks-radio" key={address.id}>
            <input type="radio" value={String(address.id)} {...register('delivery')} />
            {t('delivery.to', { address: addressText(address) })}
            {address.contact_person ? <span className="ks-radio__hint">{address.contact_person}</span> : null}
          </label>
        ))}
        <p className="ks-radio-group__hint">
          {t(delivery.freeFromCents > 0 ? 'delivery.fee' : 'delivery.feeNeverFree', {
            fee: formatMoneyCents(delivery.feeCents, locale),
            free: formatMoneyCents(delivery.freeFromCents, locale),
            upTo: formatDecimal(delivery.upToKg, locale),
            perKg: formatMoneyCents(delivery.perKgCents, locale),
          })}{' '}
          {delivery.fallback === 'per_package'
            ? t('delivery.feeFallbackPackage', { fee: formatMoneyCents(delivery.packageCents, locale) })
            : t('delivery.feeFallbackOrder', { fee: formatMoneyCents(delivery.orderCents, locale) })}
          {delivery.abroadCents > 0 ? <> {t('delivery.feeAbroad', { extra: formatMoneyCents(delivery.abroadCents, locale) })}</> : null}
        </p>
        <div className="ks-checkout__add-address">
          {adding ? (
            <AddressForm
              nested
              context="checkout"
              onSaved={(address) => {
                onAddressSaved({ ...address });
                setSelectAddress(String(address.id));
              }}
              onDone={() => setAdding(false)}
              onCancel={() => setAdding(false)}
            />
          ) : (
            <button type="button" className="ks-button ks-button--secondary" onClick={() => setAdding(true)}>
              {t('account:addresses.add')}
            </button>
          )}
        </div>
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
