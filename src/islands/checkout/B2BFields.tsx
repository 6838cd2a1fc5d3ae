/**
 * The checkout's B2B fields (issue 13, "B2B ordering"; the server's rules: Commerce\B2BFields):
 * - DeliveryDetails, in the delivery step: the requested delivery date (a date input limited to
 *   earliest..latest with `min`/`max`; weekends and public holidays cannot be greyed out in a native
 *   date input, so choosing one says why at once) and the site contact (name, phone: optional,
 *   recommended for delivery);
 * - InvoiceDetails, in the payment step: the buyer's PO number (<= 35 characters, with a counter)
 *   and the R1 invoice confirmation showing the profile's company name and OIB; without an OIB in
 *   the profile the buyer is sent to complete it.
 * Error messages are translation keys of lib/validation/checkout (or the server's translated text).
 */
import { useId } from 'react';
import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../lib/format';
import type { CheckoutValues } from '../../lib/validation/checkout';
import { useLocale } from '../../components/useLocale';
import type { Props } from './schema';

type Messages = (key: keyof CheckoutValues) => string;

function FieldError({ id, text }: { id: string; text: string }) {
  return text ? (
    <p id={id} className="ks-field-error">
      {text}
    </p>
  ) : null;
}

/** The translated error of a field: a key of ours with the values it names, or the server's text. */
export function useB2BMessages(errors: FieldErrors<CheckoutValues>, values: { poMax: number; earliest: string; latest: string }): Messages {
  const { t } = useTranslation('checkout');
  const locale = useLocale();
  return (key) => {
    const text = errors[key]?.message;
    if (!text) return '';
    return t(text, {
      max: values.poMax,
      date: formatDate(values.earliest, locale),
      latest: formatDate(values.latest, locale),
      defaultValue: text,
    });
  };
}

export function DeliveryDetails({
  register,
  message,
  earliest,
  latest,
  backordered,
  isDelivery,
}: {
  register: UseFormRegister<CheckoutValues>;
  message: Messages;
  /** 'YYYY-MM-DD': the first day that may be requested now (moves with backordered lines). */
  earliest: string;
  latest: string;
  /** True when a quoted line is partly backordered (the earliest day waits for it). */
  backordered: boolean;
  isDelivery: boolean;
}) {
  const { t } = useTranslation('checkout');
  const locale = useLocale();
  const id = useId();
  const ids = {
    date: `${id}-date`,
    dateHint: `${id}-date-hint`,
    dateError: `${id}-date-error`,
    name: `${id}-name`,
    nameError: `${id}-name-error`,
    phone: `${id}-phone`,
    phoneError: `${id}-phone-error`,
    contactHint: `${id}-contact-hint`,
  };
  const errors = {
    date: message('requested_delivery_date'),
    name: message('site_contact_name'),
    phone: message('site_contact_phone'),
  };
  const described = (...list: (string | false)[]): string => list.filter(Boolean).join(' ');
  return (
    <div className="ks-checkout__b2b">
      <div className="ks-field">
        <label htmlFor={ids.date}>{t('b2b.date')}</label>
        <input
          id={ids.date}
          type="date"
          min={earliest}
          max={latest}
          aria-invalid={errors.date ? true : undefined}
          aria-describedby={described(ids.dateHint, !!errors.date && ids.dateError)}
          {...register('requested_delivery_date')}
        />
        <p id={ids.dateHint} className="ks-hint">
          {t(backordered ? 'b2b.dateHintBackorder' : 'b2b.dateHint', { date: formatDate(earliest, locale) })}
        </p>
        <FieldError id={ids.dateError} text={errors.date} />
      </div>
      <fieldset className="ks-checkout__contact" aria-describedby={ids.contactHint}>
        <legend>{t('b2b.contact')}</legend>
        <p id={ids.contactHint} className="ks-hint">
          {t(isDelivery ? 'b2b.contactHintDelivery' : 'b2b.contactHintPickup')}
        </p>
        <div className="ks-field">
          <label htmlFor={ids.name}>{t('b2b.contactName')}</label>
          <input
            id={ids.name}
            type="text"
            autoComplete="name"
            aria-invalid={errors.name ? true : undefined}
            aria-describedby={errors.name ? ids.nameError : undefined}
            {...register('site_contact_name')}
          />
          <FieldError id={ids.nameError} text={errors.name} />
        </div>
        <div className="ks-field">
          <label htmlFor={ids.phone}>{t('b2b.contactPhone')}</label>
          <input
            id={ids.phone}
            type="tel"
            autoComplete="tel"
            inputMode="tel"
            aria-invalid={errors.phone ? true : undefined}
            aria-describedby={errors.phone ? ids.phoneError : undefined}
            {...register('site_contact_phone')}
          />
          <FieldError id={ids.phoneError} text={errors.phone} />
        </div>
      </fieldset>
    </div>
  );
}

export function InvoiceDetails({
  register,
  message,
  poMax,
  poLength,
  billing,
  profileUrl,
}: {
  register: UseFormRegister<CheckoutValues>;
  message: Messages;
  poMax: number;
  /** Characters typed so far (for the counter). */
  poLength: number;
  billing: Props['b2b']['billing'];
  profileUrl: string;
}) {
  const { t } = useTranslation('checkout');
  const id = useId();
  const ids = { po: `${id}-po`, poCount: `${id}-po-count`, poError: `${id}-po-error`, r1: `${id}-r1`, r1Hint: `${id}-r1-hint`, r1Error: `${id}-r1-error` };
  const errors = { po: message('po_number'), r1: message('r1_invoice') };
  return (
    <div className="ks-checkout__b2b">
      <div className="ks-field">
        <label htmlFor={ids.po}>{t('b2b.po')}</label>
        <input
          id={ids.po}
          type="text"
          autoComplete="off"
          aria-invalid={errors.po ? true : undefined}
          aria-describedby={`${ids.poCount}${errors.po ? ` ${ids.poError}` : ''}`}
          {...register('po_number')}
        />
        <p id={ids.poCount} className={`ks-counter-text${poLength > poMax ? ' ks-counter-text--over' : ''}`}>
          {t('note.counter', { count: poLength, max: poMax })}
        </p>
        <FieldError id={ids.poError} text={errors.po} />
      </div>
      {billing.oib ? (
        <div className="ks-field ks-checkout__r1">
          <label className="ks-checkbox" htmlFor={ids.r1}>
            <input
              id={ids.r1}
              type="checkbox"
              aria-invalid={errors.r1 ? true : undefined}
              aria-describedby={`${ids.r1Hint}${errors.r1 ? ` ${ids.r1Error}` : ''}`}
              {...register('r1_invoice')}
            />
            {t('b2b.r1', { company: billing.company, oib: billing.oib })}
          </label>
          <p id={ids.r1Hint} className="ks-hint">
            {t('b2b.r1Hint')}
          </p>
          <FieldError id={ids.r1Error} text={errors.r1} />
        </div>
      ) : (
        <div className="ks-field ks-checkout__r1" data-r1-missing="">
          <p className="ks-hint">
            {t('b2b.r1Missing')} <a href={profileUrl}>{t('b2b.r1Complete')}</a>
          </p>
          <FieldError id={ids.r1Error} text={errors.r1} />
        </div>
      )}
    </div>
  );
}
