/**
 * Checkout island (spec: checkout: cart, note, delivery and payment, summary with delivery and VAT
 * lines, success page with a track-order link, order-cancelled message; section 5: note at most 250
 * characters; section 9: payment methods transaction, card, contract terms).
 *
 * Props (printed by the checkout page, for who may order only): { discountPercent, addresses: { headquarters, delivery: [{ id, street, house_no, city, zip,
 *   country, contact_person, phone }] }, delivery: { feeCents, freeFromCents },
 *   payments: [{ id, label, available, note }], noteMaxLength (<= 250), ordersUrl,
 *   b2b: { poMaxLength, earliestDate, latestDate, holidays, billing: { company, oib }, profileUrl } }.
 * Calls: POST kabelshop/v1/cart/quote { lines, delivery } for the summary and the line totals (re-asked when the
 *   delivery choice changes); POST kabelshop/v1/orders { lines, note, delivery, payment, po_number,
 *   requested_delivery_date, site_contact_name, site_contact_phone, r1_invoice } with an
 *   Idempotency-Key header. One key per checkout attempt: kept for retries after a transport
 *   error (the server may have stored the order) while the body stays the same; replaced when the
 *   body changes (the server answers 409 kabelshop_idempotency_key_reused to a key reused with
 *   another body) and after a 400 (the next submit is a new, corrected attempt). Refusals naming a
 *   line (400 lines[i].quantity_m: whole packages; 409 kabelshop_order_on_request lines[i]) are
 *   shown on that line (CartLines), as are the quote's. A 409 kabelshop_order_credit_limit (an
 *   order on contract terms over the credit limit, issue 15) is shown at the payment choice
 *   (PaymentFields), the cart stays, and the next submit uses a new key (the refusal stored nothing).
 * Loads: when its mount point nears the viewport (checkout page).
 * Visitors and pending customers get no island: the page prints the server's gate instead
 * (View\CheckoutView::gate(): how to log in or register, or to wait for approval).
 * Parts: schema.ts (props and order answer), CartLines, DeliveryFields, PaymentFields, Summary (the
 * steps), B2BFields (date and site contact in the delivery step, PO number and R1 invoice in the
 * payment step), Success, CardRedirect (issue 15: a card order's answer carries
 * card_payment, the signed form of its first attempt at the card gateway, which CardRedirect posts
 * at once instead of showing Success); this file keeps the form state and the order submission.
 * The requested date's earliest day is the page's (next working day) or, when the quote reports a
 * backordered line, the working day after its expected_date (lib/validation/delivery-date).
 */
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { api, ApiError } from '../../lib/api';
import { useList } from '../../lib/cart/react';
import { clear } from '../../lib/cart/store';
import type { StoredAddress } from '../../lib/validation/address';
import { checkoutFormSchema, deliveryBody, formFieldOf, type CheckoutValues } from '../../lib/validation/checkout';
import { type DeliveryDateRules } from '../../lib/validation/delivery-date';
import { ErrorRetry } from '../../components/ErrorRetry';
import { parseProps } from '../../components/parseProps';
import { displayOf } from '../../components/MetalSurcharge';
import { lineErrorsOf, quoteLinesFor, useQuote } from '../../components/useQuote';
import { DeliveryDetails, InvoiceDetails, useB2BMessages } from './B2BFields';
import { CardRedirect } from './CardRedirect';
import { CartLines } from './CartLines';
import { DeliveryFields } from './DeliveryFields';
import { newIdempotencyKey } from './idempotency';
import { PaymentFields, paymentRefusalOf } from './PaymentFields';
import { orderSchema, propsSchema, type HostedForm, type Order, type Props } from './schema';
import { Success } from './Success';
import { Summary } from './Summary';

export { propsSchema } from './schema';
export { newIdempotencyKey } from './idempotency';

function CheckoutForm(props: Props) {
  const { t } = useTranslation('checkout');
  const items = useList('cart');
  const ids = { note: useId(), noteCount: useId(), noteError: useId() };
  const firstPayment = props.payments.find((payment) => payment.available)?.id;
  // Read by the schema at validation time: the earliest day moves when the quote changes.
  const dateRules = useRef<DeliveryDateRules | null>(null);
  const resolver = useMemo(() => zodResolver(checkoutFormSchema(props.noteMaxLength, () => dateRules.current)), [props.noteMaxLength]);
  const {
    register,
    handleSubmit,
    watch,
    setError,
    setValue,
    formState: { errors },
  } = useForm<CheckoutValues>({
    resolver,
    defaultValues: {
      note: '',
      delivery: 'pickup',
      payment: firstPayment as CheckoutValues['payment'] | undefined,
      po_number: '',
      requested_delivery_date: '',
      site_contact_name: '',
      site_contact_phone: '',
      r1_invoice: false,
    },
  });
  const note = watch('note') ?? '';
  const deliveryChoice = watch('delivery') ?? 'pickup';
  const quote = useQuote('cart', items, deliveryBody(deliveryChoice));
  const quoteLines = quoteLinesFor(quote.quote, items);
  const b2b = props.b2b;
  // The server's day: the next working day, later when a line is backordered (the quote's), the page's until it comes.
  const earliest = b2b.earliestDate ? (quote.quote?.earliest_delivery_date ?? b2b.earliestDate) : '';
  dateRules.current = earliest && b2b.latestDate ? { earliest, latest: b2b.latestDate, holidays: b2b.holidays } : null;
  const b2bMessage = useB2BMessages(errors, { poMax: b2b.poMaxLength, earliest, latest: b2b.latestDate });
  const poLength = [...(watch('po_number') ?? '')].length;
  const [sending, setSending] = useState(false);
  const submitting = useRef(false);
  const idempotencyKey = useRef<string | null>(null);
  const idempotencyBody = useRef<string>('');
  const [submitError, setSubmitError] = useState<{ message: string; retry: boolean } | null>(null);
  const [linesError, setLinesError] = useState<string | null>(null);
  // The order's refusals naming a line (400 lines[i].quantity_m, 409 lines[i] on request), by line
  // position: cleared when the cart changes, since positions shift.
  const [orderLineErrors, setOrderLineErrors] = useState<Record<number, string>>({});
  useEffect(() => setOrderLineErrors({}), [items]);
  const [order, setOrder] = useState<Order | null>(null);
  const [cardPayment, setCardPayment] = useState<HostedForm | null>(null);
  const [deliveryAddresses, setDeliveryAddresses] = useState<StoredAddress[]>(props.addresses.delivery);

  if (order && cardPayment) return <CardRedirect order={order} form={cardPayment} />;
  if (order) return <Success order={order} ordersUrl={props.ordersUrl} />;
  if (items.length === 0) return <p className="ks-checkout__empty">{t('cart:empty.cart')}</p>;

  const onValid = async (values: CheckoutValues): Promise<void> => {
    if (submitting.current) return;
    submitting.current = true;
    setSending(true);
    setSubmitError(null);
    setLinesError(null);
    setOrderLineErrors({});
    const body = {
      lines: items.map((item) => ({ article_code: item.data.SifraArtikla2, quantity_m: item.quantity })),
      note: values.note,
      delivery: deliveryBody(values.delivery),
      payment: values.payment,
      // The B2B fields only when given: an order without them sends the body it always sent.
      ...Object.fromEntries(
        Object.entries({
          po_number: values.po_number.trim(),
          requested_delivery_date: values.requested_delivery_date.trim(),
          site_contact_name: values.site_contact_name.trim(),
          site_contact_phone: values.site_contact_phone.trim(),
          r1_invoice: values.r1_invoice,
        }).filter(([, value]) => value !== '' && value !== false),
      ),
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
      setCardPayment(parsed.data.card_payment ?? null);
      setOrder(parsed.data.order);
    } catch (caught) {
      if (caught instanceof ApiError && caught.kind === 'http' && caught.status === 400) {
        idempotencyKey.current = null;
        let placed = false;
        setOrderLineErrors(lineErrorsOf(caught.fields));
        for (const [field, message] of Object.entries(caught.fields)) {
          const target = formFieldOf(field);
          if (target === 'lines' && field === 'lines') setLinesError(message);
          else if (target === 'lines') continue;
          else if (target) {
            setError(target, { type: 'server', message }, { shouldFocus: !placed });
            placed = true;
          }
        }
        setSubmitError({ message: caught.message || t('errors.fix'), retry: false });
      } else if (caught instanceof ApiError && caught.kind === 'http' && caught.code === 'kabelshop_order_on_request') {
        // Articles on request are inquired, not ordered: the lines say which (409 lines[i]).
        idempotencyKey.current = null;
        setOrderLineErrors(lineErrorsOf(caught.fields));
        setSubmitError({ message: caught.message, retry: false });
      } else if (paymentRefusalOf(caught) !== null) {
        // 409 kabelshop_order_credit_limit (issue 15): nothing was stored and the cart stays; the
        // message stands at the payment choice, which gets focus, and the next submit (another
        // method, or the same after paying) is a new attempt with a new key.
        idempotencyKey.current = null;
        setError('payment', { type: 'server', message: paymentRefusalOf(caught) ?? '' }, { shouldFocus: true });
        setSubmitError({ message: t('errors.fix'), retry: false });
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
      <CartLines
        items={items}
        quoteLines={quoteLines}
        changes={quote.changes}
        linesError={linesError}
        lineErrors={{ ...quote.lineErrors, ...orderLineErrors }}
        display={displayOf(quote.quote?.metal)}
        charges={quote.quote?.charges}
      />

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

      <DeliveryFields
        register={register}
        setValue={setValue}
        addresses={deliveryAddresses}
        onAddressSaved={(address) => setDeliveryAddresses((list) => [...list.filter((item) => item.id !== address.id), address])}
        delivery={props.delivery}
        error={message(errors.delivery?.message)}
      >
        <DeliveryDetails
          register={register}
          message={b2bMessage}
          earliest={earliest}
          latest={b2b.latestDate}
          backordered={earliest !== '' && earliest !== b2b.earliestDate}
          isDelivery={deliveryChoice !== 'pickup'}
        />
      </DeliveryFields>

      <PaymentFields register={register} payments={props.payments} credit={props.credit} error={message(errors.payment?.message)}>
        <InvoiceDetails
          register={register}
          message={b2bMessage}
          poMax={b2b.poMaxLength}
          poLength={poLength}
          billing={b2b.billing}
          profileUrl={b2b.profileUrl}
        />
      </PaymentFields>

      <Summary discountPercent={props.discountPercent} quote={quote} />

      {submitError ? (
        submitError.retry ? (
          <ErrorRetry message={submitError.message} onRetry={() => void submit()} />
        ) : (
          <p className="ks-error" role="alert">
            {submitError.message}
          </p>
        )
      ) : null}
      {props.termsUrl ? (
        <p className="ks-checkout__terms">
          {t('submit.termsBefore')}{' '}
          <a href={props.termsUrl} target="_blank" rel="noopener">
            {t('submit.termsLink')}
          </a>
        </p>
      ) : null}
      <button type="submit" className="ks-button ks-button--primary ks-checkout__submit" disabled={sending} aria-disabled={sending}>
        {sending ? t('submit.sending') : t('submit.place')}
      </button>
    </form>
  );
}

export default function Island({ props }: { props: unknown }) {
  const parsed = parseProps('checkout', propsSchema, props);
  return parsed ? <CheckoutForm {...parsed} /> : null;
}
