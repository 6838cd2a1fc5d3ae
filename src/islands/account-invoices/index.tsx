/**
 * Account invoices panel (issue 4, spec: account invoices): the customer's own invoices (number,
 * date, order, total, due date and payment status: paid / open / overdue, issue 15; download) and
 * under each the declarations of performance of its products. The status is a word ("Overdue" in
 * bold), not a colour alone.
 * A DoP of an invoice dated today is available only after the closing time (Europe/Zagreb); until
 * then the panel says from when, instead of a link. Downloads are plain links to the REST routes
 * carrying the wp_rest nonce (_wpnonce) that the server put in each URL.
 *
 * Props: { closingTime: 'HH:MM', searchUrl: string }. Calls: GET invoices (paged, 20 a page).
 * Loads: when the account page's invoices panel nears the viewport.
 */
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { ErrorRetry } from '../../components/ErrorRetry';
import { parseProps } from '../../components/parseProps';
import { useLocale } from '../../components/useLocale';
import { api, ApiError } from '../../lib/api';
import { formatDate, formatMoneyCents } from '../../lib/format';

export const propsSchema = z.object({ closingTime: z.string(), searchUrl: z.string() });

export const dopSchema = z.object({
  id: z.number(),
  number: z.string(),
  product_name: z.string(),
  batch: z.string().nullable(),
  available: z.boolean(),
  available_at: z.string(),
  download_url: z.string().nullable(),
});

export const invoiceSchema = z.object({
  id: z.number(),
  number: z.string(),
  issued_on: z.string(),
  order_number: z.string().nullable(),
  net_cents: z.number().nullable(),
  gross_cents: z.number().nullable(),
  currency: z.string(),
  download_url: z.string(),
  // Issue 15 (Payments\InvoicePayments): optional so an answer without them still shows the list.
  due_on: z.string().optional(),
  paid_at: z.string().nullable().optional(),
  open_cents: z.number().nullable().optional(),
  status: z.enum(['paid', 'open', 'overdue']).optional(),
  dops: z.array(dopSchema),
});

const answerSchema = z.object({ invoices: z.array(invoiceSchema) });

export type Invoice = z.infer<typeof invoiceSchema>;
export type Dop = z.infer<typeof dopSchema>;

/** The wall-clock date and time of an ISO 8601 moment as written in its own offset (Zagreb time). */
export function zagrebParts(iso: string): { date: string; time: string } {
  return { date: iso.slice(0, 10), time: iso.slice(11, 16) };
}

function DopLine({ dop }: { dop: Dop }) {
  const { t } = useTranslation('documents');
  const locale = useLocale();
  const label = dop.batch ? t('dopLabelBatch', { number: dop.number, product: dop.product_name, batch: dop.batch }) : t('dopLabel', { number: dop.number, product: dop.product_name });
  if (dop.available && dop.download_url) {
    return (
      <li>
        <a href={dop.download_url} download>
          {label}
        </a>
      </li>
    );
  }
  const at = zagrebParts(dop.available_at);
  return (
    <li>
      <span>{label}</span> <span className="ks-invoices__pending">{t('dopAvailableFrom', { date: formatDate(at.date, locale), time: at.time })}</span>
    </li>
  );
}

/** Due date and payment status of an invoice (issue 15): a word for every state, overdue in bold. */
function PaymentFacts({ invoice }: { invoice: Invoice }) {
  const { t } = useTranslation('payments-credit');
  const locale = useLocale();
  if (!invoice.status) return null;
  const status = t(`invoiceStatus.${invoice.status}`);
  return (
    <>
      {invoice.due_on ? (
        <div>
          <dt>{t('dueOn')}</dt>
          <dd>{formatDate(invoice.due_on, locale)}</dd>
        </div>
      ) : null}
      <div>
        <dt>{t('invoiceStatus.label')}</dt>
        <dd className={`ks-invoices__status ks-invoices__status--${invoice.status}`}>
          {invoice.status === 'overdue' ? <strong>{status}</strong> : status}
          {invoice.status !== 'paid' && invoice.open_cents !== null && invoice.open_cents !== undefined && invoice.open_cents !== invoice.gross_cents
            ? ` (${t('openAmount')}: ${formatMoneyCents(invoice.open_cents, locale)})`
            : null}
        </dd>
      </div>
    </>
  );
}

function AccountInvoices({ closingTime, searchUrl }: z.infer<typeof propsSchema>) {
  const { t } = useTranslation('documents');
  const locale = useLocale();
  const [invoices, setInvoices] = useState<Invoice[] | null>(null);
  const [error, setError] = useState('');
  const [page, setPage] = useState(1);
  const [pages, setPages] = useState(1);

  const load = useCallback((wanted: number, signal?: AbortSignal) => {
    setError('');
    api
      .get<unknown>('invoices', { query: { page: wanted, per_page: 20 }, signal })
      .then((answer) => {
        setInvoices(answerSchema.parse(answer.data).invoices);
        setPages(Math.max(1, Number(answer.headers.get('X-WP-TotalPages') ?? '1') || 1));
        setPage(wanted);
      })
      .catch((e: unknown) => {
        if (e instanceof ApiError && e.kind === 'aborted') return;
        setError(e instanceof ApiError ? e.message : t('loadError'));
      });
  }, [t]);

  useEffect(() => {
    const controller = new AbortController();
    load(1, controller.signal);
    return () => controller.abort();
  }, [load]);

  if (error) return <ErrorRetry message={error} onRetry={() => load(page)} />;
  if (!invoices) return <p role="status">{t('loading')}</p>;
  if (invoices.length === 0) return <p>{t('empty')}</p>;
  return (
    <div className="ks-invoices">
      <p className="ks-invoices__hint">{t('dopRule', { time: closingTime })}</p>
      <ul className="ks-invoices__list">
        {invoices.map((invoice) => (
          <li key={invoice.id} className="ks-invoices__item">
            <dl className="ks-invoices__facts">
              <div>
                <dt>{t('number')}</dt>
                <dd>{invoice.number}</dd>
              </div>
              <div>
                <dt>{t('date')}</dt>
                <dd>{formatDate(invoice.issued_on, locale)}</dd>
              </div>
              <div>
                <dt>{t('order')}</dt>
                <dd>{invoice.order_number ?? '—'}</dd>
              </div>
              <div>
                <dt>{t('total')}</dt>
                <dd>{invoice.gross_cents === null ? '—' : formatMoneyCents(invoice.gross_cents, locale)}</dd>
              </div>
              <PaymentFacts invoice={invoice} />
            </dl>
            <a className="ks-button" href={invoice.download_url} download>
              {t('download', { number: invoice.number })}
            </a>
            {invoice.dops.length > 0 && (
              <div className="ks-invoices__dops">
                <h3>{t('dopsHeading')}</h3>
                <ul>
                  {invoice.dops.map((dop) => (
                    <DopLine key={dop.id} dop={dop} />
                  ))}
                </ul>
              </div>
            )}
          </li>
        ))}
      </ul>
      {pages > 1 && (
        <nav className="ks-invoices__pager" aria-label={t('pages')}>
          <button type="button" className="ks-button" disabled={page <= 1} onClick={() => load(page - 1)}>
            {t('previous')}
          </button>
          <span>{t('pageOf', { page, pages })}</span>
          <button type="button" className="ks-button" disabled={page >= pages} onClick={() => load(page + 1)}>
            {t('next')}
          </button>
        </nav>
      )}
      <p>
        <a href={searchUrl}>{t('searchLink')}</a>
      </p>
    </div>
  );
}

export default function Island({ props }: { props: unknown }) {
  const parsed = parseProps('account-invoices', propsSchema, props);
  return parsed ? <AccountInvoices {...parsed} /> : null;
}
