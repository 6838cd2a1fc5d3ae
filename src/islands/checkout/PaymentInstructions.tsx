/**
 * How to pay an order just placed (issue 15), under the checkout success message:
 * - a bank transfer awaiting payment (order answer's payment_instructions): "Pay by bank
 *   transfer" with recipient, IBAN in groups of four, amount, model and reference (poziv na broj),
 *   description, pay-by date, the HUB-3 barcode mobile banking apps scan (GET
 *   kabelshop/v1/orders/{id}/hub3.png with the page's language and the wp_rest nonce in the query:
 *   an <img> sends no header) and the note that the order is prepared once the payment arrives;
 * - contract terms: "Payment on contract terms: due <date>";
 * - anything else (a card order shown here): "Payment: <state>".
 * The order page shows the same block from PHP (templates/parts/payment-instructions.php); both use
 * src/styles/payment-instructions.css. Texts: namespace payments-transfer.
 */
import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import { getConfig, type Locale } from '../../lib/config';
import { formatDate, formatMoneyCents } from '../../lib/format';
import { useLocale } from '../../components/useLocale';
import type { Order } from './schema';

/** An IBAN in groups of four, as a payment slip prints it: "HR12 1001 0051 8630 0016 0". */
export function groupIban(iban: string): string {
  return iban
    .replace(/\s+/g, '')
    .toUpperCase()
    .replace(/(.{4})(?=.)/g, '$1 ');
}

const LANG: Record<Locale, string> = { 'hr-HR': 'hr', 'en-US': 'en', 'sr-RS': 'sr' };

/** The barcode image of an order in the page's language (the PNG holds the hub3_payload shown). */
export function barcodeUrl(orderId: number, locale: Locale): string {
  const { restUrl, nonce } = getConfig();
  const base = restUrl.endsWith('/') ? restUrl : `${restUrl}/`;
  const query = new URLSearchParams({ lang: LANG[locale], _wpnonce: nonce });
  return `${base}orders/${orderId}/hub3.png?${query.toString()}`;
}

export function PaymentInstructions({ order }: { order: Order }) {
  const { t } = useTranslation('payments-transfer');
  const locale = useLocale();
  const instructions = order.payment_instructions;
  if (instructions) {
    const { recipient } = instructions;
    const rows: { key: string; label: string; value: string }[] = [
      { key: 'recipient', label: t('recipient'), value: [recipient.name, recipient.street, recipient.place].filter(Boolean).join(', ') },
      { key: 'iban', label: 'IBAN', value: groupIban(instructions.iban) },
      { key: 'amount', label: t('amount'), value: formatMoneyCents(instructions.amount_cents, locale) },
      { key: 'reference', label: t('reference'), value: `${instructions.model} ${instructions.reference}` },
      { key: 'description', label: t('description'), value: instructions.description },
    ];
    if (instructions.due_on) rows.push({ key: 'due', label: t('dueOn'), value: formatDate(instructions.due_on, locale) });
    return (
      <section className="ks-pay-transfer" aria-labelledby="ks-pay-transfer-heading" data-payment="bank_transfer">
        <h3 id="ks-pay-transfer-heading">{t('heading')}</h3>
        <div className="ks-pay-transfer__body">
          <dl className="ks-pay-transfer__details">
            {rows.map((row) => (
              <Fragment key={row.key}>
                <dt>{row.label}</dt>
                <dd data-payment-field={row.key}>{row.value}</dd>
              </Fragment>
            ))}
          </dl>
          <figure className="ks-pay-transfer__barcode">
            <img src={barcodeUrl(order.id, locale)} alt={t('barcodeAlt')} decoding="async" />
            <figcaption>{t('barcodeCaption')}</figcaption>
          </figure>
        </div>
        <p className="ks-pay-transfer__note">{t('note')}</p>
      </section>
    );
  }
  if (order.payment_method === 'contract') {
    return (
      <p className="ks-pay-status" data-payment="contract">
        {order.payment_due_on ? t('contractDue', { date: formatDate(order.payment_due_on, locale) }) : t('contract')}
      </p>
    );
  }
  if (order.payment_status_label) {
    return (
      <p className="ks-pay-status" data-payment={order.payment_method ?? ''}>
        {t('status', { status: order.payment_status_label })}
      </p>
    );
  }
  return null;
}
