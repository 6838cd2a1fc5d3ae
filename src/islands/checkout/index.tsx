/**
 * Checkout island (spec: checkout: cart, note, delivery and payment, summary with delivery and VAT
 * lines, success page with a track-order link, order-cancelled message; section 5: note at most 250
 * characters; section 9: payment methods transaction, card, contract terms).
 *
 * Props (printed by the checkout page): { loggedIn, canOrder, loginUrl, registerUrl,
 *   discountPercent, addresses: { headquarters, delivery: [{ id, street, house_no, city, zip,
 *   country, contact_person, phone }] }, delivery: { feeCents, freeFromCents },
 *   payments: [{ id, label, available, note }], noteMaxLength (<= 250), orderUrlBase }.
 * Calls: POST kabelshop/v1/cart/quote { lines, delivery } for the summary and the line totals (re-asked when the
 *   delivery choice changes); POST kabelshop/v1/orders { lines, note, delivery, payment } with an
 *   Idempotency-Key header. One key per checkout attempt: kept for retries after a transport
 *   error (the server may have stored the order) while the body stays the same; replaced when the
 *   body changes (the server answers 409 kabelshop_idempotency_key_reused to a key reused with
 *   another body) and after a 400 (the next submit is a new, corrected attempt).
 * Loads: when its mount point nears the viewport (checkout page).
 * Visitors who may not order (no kabelshop_place_orders capability) see how to log in or register.
 */
import { useEffect, useId, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { api, ApiError } from '../../lib/api';
import { useList } from '../../lib/cart/react';
import { clear } from '../../lib/cart/store';
import { formatPercent, formatMetres, formatMoneyCents, toE4 } from '../../lib/format';
import { checkoutSchema, deliveryBody, formFieldOf, CHECKOUT_NOTE_MAX, type CheckoutValues } from '../../lib/validation/checkout';
import { AddressForm } from '../../components/AddressForm';
import { ErrorRetry } from '../../components/ErrorRetry';
import { parseProps } from '../../components/parseProps';
import { Price } from '../../components/Price';
import { Spinner } from '../../components/Spinner';
import { LineNet, PriceChanges, Totals } from '../../components/Totals';
import { useLocale } from '../../components/useLocale';
import { quoteLinesFor, useQuote } from '../../components/useQuote';

const addressSchema = z
  .object({
    id: z.number().int().optional(),
    street: z.string().nullable().optional(),
    house_no: z.string().nullable().optional(),
    city: z.string().nullable().optional(),
    zip: z.string().nullable().optional(),
    country: z.string().nullable().optional(),
    contact_person: z.string().nullable().optional(),
    phone: z.string().nullable().optional(),
  })
  .passthrough();

export const propsSchema = z.object({
  loggedIn: z.boolean(),
  canOrder: z.boolean(),
  loginUrl: z.string(),
  registerUrl: z.string(),
  discountPercent: z.number().min(0).max(100),
  addresses: z
    .object({
      headquarters: addressSchema.nullable().optional(),
      delivery: z.array(addressSchema.extend({ id: z.number().int() })).default([]),
    })
    .default({ delivery: [] }),
  delivery: z.object({ feeCents: z.number().int().nonnegative(), freeFromCents: z.number().int().nonnegative() }),
  payments: z.array(z.object({ id: z.string(), label: z.string(), available: z.boolean(), note: z.string().nullable().optional() })),
  noteMaxLength: z.number().int().min(1).max(CHECKOUT_NOTE_MAX).default(CHECKOUT_NOTE_MAX),
  orderUrlBase: z.string().optional(),
});

type Props = z.infer<typeof propsSchema>;
type Address = z.infer<typeof addressSchema>;

const orderSchema = z.object({
  order: z
    .object({
      id: z.number(),
      number: z.string(),
      status: z.string(),
      gross_cents: z.number().int(),
      track_url: z.string(),
    })
    .passthrough(),
});

type Order = z.infer<typeof orderSchema>['order'];

/** A new Idempotency-Key (UUID v4) for one checkout attempt. */
export function newIdempotencyKey(): string {
  const c = globalThis.crypto;
  if (c && typeof c.randomUUID === 'function') return c.randomUUID();
  const bytes = new Uint8Array(16);
  c.getRandomValues(bytes);
  bytes[6] = (bytes[6] & 0x0f) | 0x40;
  bytes[8] = (bytes[8] & 0x3f) | 0x80;
  const hex = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

function addressText(address: Address): string {
  const street = [address.street, address.house_no].filter(Boolean).join(' ');
  const city = [address.zip, address.city].filter(Boolean).join(' ');
  return [street, city, address.country].filter(Boolean).join(', ');
}

function NotAllowed({ loggedIn, loginUrl, registerUrl }: Pick<Props, 'loggedIn' | 'loginUrl' | 'registerUrl'>) {
  const { t } = useTranslation('checkout');
  return (
    <section className="ks-checkout__gate">
      <h2>{t('gate.title')}</h2>
      {loggedIn ? (
        <p>{t('gate.pending')}</p>
      ) : (
        <>
          <p>{t('gate.visitor')}</p>
          <p className="ks-checkout__gate-links">
            <a className="ks-button ks-button--primary" href={loginUrl}>
              {t('gate.login')}
            </a>
            <a className="ks-button" href={registerUrl}>
              {t('gate.register')}
            </a>
          </p>
        </>
      )}
    </section>
  );
}

function Success({ order, orderUrlBase }: { order: Order; orderUrlBase?: string }) {
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
        {t('success.total')} <Price cents={order.gross_cents} />
      </p>
      <p className="ks-checkout__success-links">
        <a className="ks-button ks-button--primary" href={order.track_url}>
          {t('success.track')}
        </a>
        {orderUrlBase ? (
          <a className="ks-button" href={orderUrlBase}>
            {t('success.orders')}
          </a>
        ) : null}
      </p>
    </section>
  );
}

function CheckoutForm(props: Props) {
  const { t } = useTranslation('checkout');
  const locale = useLocale();
  const items = useList('cart');
  const ids = { note: useId(), noteCount: useId(), noteError: useId(), deliveryError: useId(), paymentError: useId() };
  const firstPayment = props.payments.find((payment) => payment.available)?.id;
  const {
    register,
    handleSubmit,
    watch,
    setError,
    setValue,
    formState: { errors },
  } = useForm<CheckoutValues>({
    resolver: zodResolver(checkoutSchema(props.noteMaxLength)),
    defaultValues: { note: '', delivery: 'pickup', payment: firstPayment as CheckoutValues['payment'] | undefined },
  });
  const note = watch('note') ?? '';
  const deliveryChoice = watch('delivery') ?? 'pickup';
  const { quote, loading, error: quoteError, changes, retry } = useQuote('cart', items, deliveryBody(deliveryChoice));
  const quoteLines = quoteLinesFor(quote, items);
  const [sending, setSending] = useState(false);
  const submitting = useRef(false);
  const idempotencyKey = useRef<string | null>(null);
  const idempotencyBody = useRef<string>('');
  const [submitError, setSubmitError] = useState<{ message: string; retry: boolean } | null>(null);
  const [linesError, setLinesError] = useState<string | null>(null);
  const [order, setOrder] = useState<Order | null>(null);
  const [deliveryAddresses, setDeliveryAddresses] = useState<(Address & { id: number })[]>(props.addresses.delivery);
  const [addingAddress, setAddingAddress] = useState(false);
  const [selectAddress, setSelectAddress] = useState<string | null>(null);
  // A new address is selected once its radio button exists.
  useEffect(() => {
    if (selectAddress === null) return;
    setValue('delivery', selectAddress, { shouldValidate: true });
    setSelectAddress(null);
  }, [selectAddress, setValue]);

  if (order) return <Success order={order} orderUrlBase={props.orderUrlBase} />;
  if (items.length === 0) return <p className="ks-checkout__empty">{t('cart:empty.cart')}</p>;

  const onValid = async (values: CheckoutValues): Promise<void> => {
    if (submitting.current) return;
    submitting.current = true;
    setSending(true);
    setSubmitError(null);
    setLinesError(null);
    const body = {
      lines: items.map((item) => ({ article_code: item.data.SifraArtikla2, quantity_m: item.quantity })),
      note: values.note,
      delivery: deliveryBody(values.delivery),
      payment: values.payment,
    };
    const bodyText = JSON.stringify(body);
    if (!idempotencyKey.current || idempotencyBody.current !== bodyText) {
      idempotencyKey.current = newIdempotencyKey();
      idempotencyBody.current = bodyText;
    }
    try {
      const { data } = await api.post<unknown>('orders', body, { headers: { 'Idempotency-Key': idempotencyKey.current } });
      const parsed = orderSchema.safeParse(data);
      if (!parsed.success) {
        setSubmitError({ message: t('common:transport.invalidAnswer'), retry: true });
        return;
      }
      clear('cart');
      setOrder(parsed.data.order);
    } catch (caught) {
      if (caught instanceof ApiError && caught.kind === 'http' && caught.status === 400) {
        idempotencyKey.current = null;
        let placed = false;
        for (const [field, message] of Object.entries(caught.fields)) {
          const target = formFieldOf(field);
          if (target === 'lines') setLinesError(message);
          else if (target) {
            setError(target, { type: 'server', message }, { shouldFocus: !placed });
            placed = true;
          }
        }
        setSubmitError({ message: caught.message || t('errors.fix'), retry: false });
      } else if (caught instanceof ApiError && caught.kind === 'http' && caught.code === 'kabelshop_idempotency_key_reused') {
        idempotencyKey.current = null;
        setSubmitError({ message: caught.message, retry: true });
      } else if (caught instanceof ApiError && caught.kind === 'http') {
        setSubmitError({ message: caught.message, retry: caught.status >= 500 });
      } else {
        setSubmitError({ message: caught instanceof ApiError ? caught.message : t('common:transport.network'), retry: true });
      }
    } finally {
      submitting.current = false;
      setSending(false);
    }
  };

  const submit = handleSubmit(onValid);
  const message = (text: string | undefined): string => (text ? t(text, { max: props.noteMaxLength, defaultValue: text }) : '');
  const noteMax = props.noteMaxLength;

  return (
    <form className="ks-checkout" noValidate onSubmit={(event) => void submit(event)}>
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
              {items.map((item, index) => (
                <tr key={`${item.data.SifraArtikla2}-${item.timestamp}`}>
                  <th scope="row">
                    {item.data.name ?? item.data.SifraArtikla2} {item.data.sizeLabel ?? ''}
                  </th>
                  <td>{formatMetres(item.quantity, locale)}</td>
                  <td>
                    <Price e4={quoteLines[index]?.unit_price_e4 ?? toE4(item.data.Cijena)} />
                  </td>
                  <td>
                    <LineNet line={quoteLines[index]} />
                  </td>
                </tr>
              ))}
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

      <section className="ks-checkout__step" aria-labelledby="ks-step-note">
        <h2 id="ks-step-note">{t('steps.note')}</h2>
        <div className="ks-field">
          <label htmlFor={ids.note}>{t('note.label')}</label>
          <textarea
            id={ids.note}
            rows={4}
            aria-invalid={errors.note ? true : undefined}
            aria-describedby={`${ids.noteCount}${errors.note ? ` ${ids.noteError}` : ''}`}
            {...register('note')}
          />
          <p id={ids.noteCount} className={`ks-counter-text${note.length > noteMax ? ' ks-counter-text--over' : ''}`}>
            {t('note.counter', { count: note.length, max: noteMax })}
          </p>
          {errors.note ? (
            <p id={ids.noteError} className="ks-field-error">
              {message(errors.note.message)}
            </p>
          ) : null}
        </div>
      </section>

      <section className="ks-checkout__step" aria-labelledby="ks-step-delivery">
        <h2 id="ks-step-delivery">{t('steps.delivery')}</h2>
        <fieldset className="ks-radio-group" aria-describedby={errors.delivery ? ids.deliveryError : undefined}>
          <legend>{t('delivery.legend')}</legend>
          <label className="ks-radio">
            <input type="radio" value="pickup" {...register('delivery')} />
            {t('delivery.pickup')}
          </label>
          {deliveryAddresses.map((address) => (
            <label className="ks-radio" key={address.id}>
              <input type="radio" value={String(address.id)} {...register('delivery')} />
              {t('delivery.to', { address: addressText(address) })}
              {address.contact_person ? <span className="ks-radio__hint">{address.contact_person}</span> : null}
            </label>
          ))}
          <p className="ks-radio-group__hint">
            {t('delivery.fee', {
              fee: formatMoneyCents(props.delivery.feeCents, locale),
              free: formatMoneyCents(props.delivery.freeFromCents, locale),
            })}
          </p>
          <div className="ks-checkout__add-address">
            {addingAddress ? (
              <AddressForm
                nested
                context="checkout"
                onSaved={(address) => {
                  setDeliveryAddresses((list) => [...list.filter((item) => item.id !== address.id), { ...address }]);
                  setSelectAddress(String(address.id));
                }}
                onDone={() => setAddingAddress(false)}
                onCancel={() => setAddingAddress(false)}
              />
            ) : (
              <button type="button" className="ks-button ks-button--secondary" onClick={() => setAddingAddress(true)}>
                {t('account:addresses.add')}
              </button>
            )}
          </div>
          {errors.delivery ? (
            <p id={ids.deliveryError} className="ks-field-error">
              {message(errors.delivery.message)}
            </p>
          ) : null}
        </fieldset>
      </section>

      <section className="ks-checkout__step" aria-labelledby="ks-step-payment">
        <h2 id="ks-step-payment">{t('steps.payment')}</h2>
        <fieldset className="ks-radio-group" aria-describedby={errors.payment ? ids.paymentError : undefined}>
          <legend>{t('payment.legend')}</legend>
          {props.payments.map((payment) => (
            <label className={`ks-radio${payment.available ? '' : ' ks-radio--disabled'}`} key={payment.id}>
              <input type="radio" value={payment.id} disabled={!payment.available} {...register('payment')} />
              {payment.label}
              {payment.note ? <span className="ks-radio__hint">{payment.note}</span> : null}
            </label>
          ))}
          {errors.payment ? (
            <p id={ids.paymentError} className="ks-field-error">
              {message(errors.payment.message)}
            </p>
          ) : null}
        </fieldset>
      </section>

      <section className="ks-checkout__step" aria-labelledby="ks-step-summary">
        <h2 id="ks-step-summary">{t('steps.summary')}</h2>
        {props.discountPercent > 0 ? (
          <p>{t('summary.discount', { percent: formatPercent(props.discountPercent, locale) })}</p>
        ) : null}
        {quoteError ? <ErrorRetry message={quoteError} onRetry={retry} /> : null}
        {loading && !quote ? <Spinner label={t('cart:totals.loading')} /> : null}
        {quote ? (
          <div aria-busy={loading}>
            <Totals quote={quote} showDelivery />
          </div>
        ) : null}
      </section>

      {submitError ? (
        submitError.retry ? (
          <ErrorRetry message={submitError.message} onRetry={() => void submit()} />
        ) : (
          <p className="ks-error" role="alert">
            {submitError.message}
          </p>
        )
      ) : null}
      <button type="submit" className="ks-button ks-button--primary ks-checkout__submit" disabled={sending} aria-disabled={sending}>
        {sending ? t('submit.sending') : t('submit.place')}
      </button>
    </form>
  );
}

function Checkout(props: Props) {
  if (!props.canOrder) return <NotAllowed loggedIn={props.loggedIn} loginUrl={props.loginUrl} registerUrl={props.registerUrl} />;
  return <CheckoutForm {...props} />;
}

export default function Island({ props }: { props: unknown }) {
  const parsed = parseProps('checkout', propsSchema, props);
  return parsed ? <Checkout {...parsed} /> : null;
}
