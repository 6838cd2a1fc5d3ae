/**
 * Account orders panel (issue 4, spec: account orders).
 *
 * Props (templates/page-account.php via View\AccountView::orders_props()): { perPage: 1..50,
 *   catalogueUrl: string }.
 * Calls: GET orders (paged; X-WP-TotalPages), GET orders/{id} (detail), POST orders/{id}/cancel,
 *   POST cart/quote ("Order again": today's prices from the server, never the order's old ones).
 * Shows the list (number, date, status, net, gross), then one order: its items, each with the
 * packaging view (status timeline with dates, packages), a link to the order page, "Order again"
 * (components/fillFromQuote: the quoted lines into lib/cart; then opens the side cart the way src/ui/cart-badge.ts does;
 * says which articles are no longer available) and, while can_cancel, "Cancel order", which asks
 * first in a modal ("Cancel order KS-…? This cannot be undone."; components/Modal). The order's
 * B2B fields (PO number, requested delivery date, site contact, R1 invoice data) and its payment state
 * (issue 15, payment_status_label; text in the payments-card namespace) are among its facts.
 * Its prices as placed (Prices: per item base, metal surcharge and full price or the full price with
 * the surcharge named, charge lines, the totals and the index the order froze; issue 14).
 * Below 40em the list's rows are stacked label/value blocks, so the amounts stay in view at 390 px.
 * Loads: when the account page's orders panel nears the viewport. The server-rendered list is the
 * fallback without JavaScript.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { ErrorRetry } from '../../components/ErrorRetry';
import { Modal } from '../../components/Modal';
import { parseProps } from '../../components/parseProps';
import { Price } from '../../components/Price';
import { fillFromQuote } from '../../components/fillFromQuote';
import { useBusyRun } from '../../components/useBusyRun';
import { useLocale } from '../../components/useLocale';
import { ApiError } from '../../lib/api';
import { openSideCart } from '../../lib/cart/side-cart';
import { formatDate } from '../../lib/format';
import { restArg, restLimit } from '../../lib/rest-args';
import { cancelOrder, fetchOrder, fetchOrders, orderPdfUrl, zagrebDay, type Order, type OrderSummary } from './api';
import { Packaging } from './Packaging';
import { Prices } from './Prices';

/** GET orders per_page bounds, as the route registers them. */
const perPageArg = restArg('orders', 'GET', 'per_page');

export const propsSchema = z.object({
  perPage: z.number().int().min(restLimit(perPageArg, 'minimum')).max(restLimit(perPageArg, 'maximum')).default(10),
  catalogueUrl: z.string().default(''),
});

type Props = z.infer<typeof propsSchema>;

const message = (error: unknown, fallback: string): string => (error instanceof ApiError ? error.message : fallback);

function OrderList({
  orders,
  page,
  pages,
  onPage,
  onOpen,
}: {
  orders: OrderSummary[];
  page: number;
  pages: number;
  onPage: (page: number) => void;
  onOpen: (id: number) => void;
}) {
  const { t } = useTranslation('orders');
  const locale = useLocale();
  return (
    <>
      <div className="ks-orders__scroll" role="region" aria-label={t('listCaption')} tabIndex={0}>
        <table className="ks-orders__table">
          <caption className="ks-sr-only">{t('listCaption')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('number')}</th>
              <th scope="col">{t('date')}</th>
              <th scope="col">{t('status')}</th>
              <th scope="col" className="ks-orders__num">
                {t('net')}
              </th>
              <th scope="col" className="ks-orders__num">
                {t('gross')}
              </th>
            </tr>
          </thead>
          <tbody>
            {orders.map((order) => (
              <tr key={order.id}>
                <th scope="row">
                  <button type="button" className="ks-link-button" data-order-id={order.id} onClick={() => onOpen(order.id)}>
                    <span className="ks-sr-only">{t('openOrder')} </span>
                    {order.number}
                  </button>
                </th>
                <td data-label={t('date')}>{formatDate(zagrebDay(order.created_at), locale)}</td>
                <td data-label={t('status')}>{order.status_label}</td>
                <td className="ks-orders__num" data-label={t('net')}>
                  <Price cents={order.net_cents} />
                </td>
                <td className="ks-orders__num" data-label={t('gross')}>
                  <Price cents={order.gross_cents} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {pages > 1 ? (
        <nav className="ks-orders__pager" aria-label={t('pagesLabel')}>
          <button type="button" className="ks-button ks-button--small" disabled={page <= 1} onClick={() => onPage(page - 1)}>
            {t('previous')}
          </button>
          <span>{t('pageOf', { page, pages })}</span>
          <button type="button" className="ks-button ks-button--small" disabled={page >= pages} onClick={() => onPage(page + 1)}>
            {t('next')}
          </button>
        </nav>
      ) : null}
    </>
  );
}

function OrderDetail({ order, onBack, onChanged }: { order: Order; onBack: () => void; onChanged: (order: Order) => void }) {
  const { t } = useTranslation('orders');
  const locale = useLocale();
  const { busy, status, setStatus, alert, setAlert, run } = useBusyRun(t('failed'));
  const [confirming, setConfirming] = useState(false);
  const keepRef = useRef<HTMLButtonElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    headingRef.current?.focus();
  }, [order.id]);

  const orderAgain = (): Promise<void> =>
    run(async () => {
      // A failed quote shows in the alert line (useBusyRun: the server's message, else "failed").
      const lines = order.items.map((item) => ({ article_code: item.article_code, quantity_m: item.quantity_m }));
      const { added, unknownCodes } = await fillFromQuote('cart', lines);
      const parts: string[] = [];
      if (added > 0) parts.push(t('againDone', { count: added }));
      if (unknownCodes.length > 0) parts.push(t('againUnavailable', { codes: unknownCodes.join(', ') }));
      if (unknownCodes.length > 0) setAlert(parts.join(' '));
      else setStatus(parts.join(' '));
      if (added > 0) openSideCart('cart');
    });

  const cancel = (): Promise<void> => {
    setConfirming(false);
    return run(async () => {
      try {
        const answer = await cancelOrder(order.id);
        onChanged(answer.order);
        setStatus(answer.message);
      } catch (error) {
        setAlert(message(error, t('failed')));
        if (error instanceof ApiError && error.status === 409) {
          try {
            onChanged(await fetchOrder(order.id));
          } catch {
            // The alert already says what happened; the shown order stays as it was.
          }
        }
      }
    });
  };

  return (
    <div className="ks-order">
      <button type="button" className="ks-link-button ks-order__back" onClick={onBack}>
        {t('back')}
      </button>
      <h3 className="ks-order__title" ref={headingRef} tabIndex={-1}>
        {t('orderTitle', { number: order.number })}
      </h3>
      <dl className="ks-order__facts">
        <div>
          <dt>{t('date')}</dt>
          <dd>{formatDate(zagrebDay(order.created_at), locale)}</dd>
        </div>
        <div>
          <dt>{t('status')}</dt>
          <dd>{order.status_label}</dd>
        </div>
        {order.payment_status_label ? (
          <div>
            <dt>{t('payments-card:payment')}</dt>
            <dd data-order-field="payment_status">
              {order.payment_status_label}
              {order.payment_status === 'part_paid' && order.payment_open_cents > 0 ? (
                <>
                  {' · '}
                  {t('payments-card:stillOpen')} <Price cents={order.payment_open_cents} />
                </>
              ) : null}
            </dd>
          </div>
        ) : null}
        <div>
          <dt>{t('net')}</dt>
          <dd>
            <Price cents={order.net_cents} />
          </dd>
        </div>
        <div>
          <dt>{t('gross')}</dt>
          <dd>
            <Price cents={order.gross_cents} />
          </dd>
        </div>
        {order.po_number ? (
          <div>
            <dt>{t('poNumber')}</dt>
            <dd>{order.po_number}</dd>
          </div>
        ) : null}
        {order.requested_delivery_date ? (
          <div>
            <dt>{t('deliveryDate')}</dt>
            <dd>{formatDate(order.requested_delivery_date, locale)}</dd>
          </div>
        ) : null}
        {order.site_contact_name || order.site_contact_phone ? (
          <div>
            <dt>{t('siteContact')}</dt>
            <dd>{[order.site_contact_name, order.site_contact_phone].filter(Boolean).join(', ')}</dd>
          </div>
        ) : null}
        {order.billing_oib ? (
          <div>
            <dt>{t('r1Invoice')}</dt>
            <dd>{t('r1Billing', { company: order.billing_company, oib: order.billing_oib })}</dd>
          </div>
        ) : null}
      </dl>
      <p className="ks-order__status" role="status" aria-live="polite">
        {status}
      </p>
      {alert ? (
        <p className="ks-order__alert" role="alert">
          {alert}
        </p>
      ) : null}
      <div className="ks-order__actions">
        <button type="button" className="ks-button ks-button--primary" disabled={busy} onClick={() => void orderAgain()}>
          {t('orderAgain')}
        </button>
        {order.can_cancel ? (
          <button type="button" className="ks-button" disabled={busy} onClick={() => setConfirming(true)}>
            {t('cancel')}
          </button>
        ) : null}
        <a className="ks-order__page-link" href={order.track_url}>
          {t('orderPage', { number: order.number })}
        </a>
        <a className="ks-order__page-link" href={orderPdfUrl(order.id)} download>
          {t('pdf', { number: order.number })}
        </a>
      </div>
      <Modal open={confirming} onClose={() => setConfirming(false)} title={t('confirmTitle')} closeLabel={t('close')} initialFocus={keepRef}>
        <p>{t('confirmCancel', { number: order.number })}</p>
        <div className="ks-order__confirm-actions">
          <button type="button" className="ks-button ks-button--danger" onClick={() => void cancel()}>
            {t('confirmYes')}
          </button>
          <button type="button" className="ks-button ks-button--secondary" ref={keepRef} onClick={() => setConfirming(false)}>
            {t('keep')}
          </button>
        </div>
      </Modal>
      <Prices order={order} />
      <h4 className="ks-order__items-title">{t('packagingTitle')}</h4>
      {order.items.map((item) => (
        <Packaging key={item.id} item={item} orderedAt={order.created_at} />
      ))}
    </div>
  );
}

export function AccountOrders({ perPage, catalogueUrl }: Props) {
  const { t } = useTranslation('orders');
  const [orders, setOrders] = useState<OrderSummary[] | null>(null);
  const [page, setPage] = useState(1);
  const [pages, setPages] = useState(1);
  const [error, setError] = useState('');
  const [detail, setDetail] = useState<Order | null>(null);
  const [opening, setOpening] = useState<number | null>(null);
  const lastOpened = useRef<number | null>(null);
  const panelRef = useRef<HTMLDivElement>(null);

  const load = useCallback(
    (wanted: number, signal?: AbortSignal) => {
      setError('');
      fetchOrders(wanted, perPage, signal)
        .then((answer) => {
          setOrders(answer.orders);
          setPages(answer.pages);
          setPage(wanted);
        })
        .catch((caught: unknown) => {
          if (caught instanceof ApiError && caught.kind === 'aborted') return;
          setError(message(caught, t('failed')));
        });
    },
    [perPage, t],
  );

  useEffect(() => {
    const controller = new AbortController();
    load(1, controller.signal);
    return () => controller.abort();
  }, [load]);

  const open = (id: number): void => {
    if (opening !== null) return;
    setOpening(id);
    setError('');
    lastOpened.current = id;
    fetchOrder(id)
      .then(setDetail)
      .catch((caught: unknown) => setError(message(caught, t('failed'))))
      .finally(() => setOpening(null));
  };

  const back = (): void => {
    const id = lastOpened.current;
    setDetail(null);
    load(page);
    // Focus returns to the order the customer opened (WCAG 2.4.3 focus order).
    window.setTimeout(() => panelRef.current?.querySelector<HTMLButtonElement>(`[data-order-id="${id}"]`)?.focus(), 0);
  };

  const changed = (order: Order): void => {
    setDetail(order);
    setOrders((list) => list?.map((row) => (row.id === order.id ? { ...row, status: order.status, status_label: order.status_label } : row)) ?? null);
  };

  let body;
  if (detail) body = <OrderDetail order={detail} onBack={back} onChanged={changed} />;
  else if (!orders) body = error ? <ErrorRetry message={error} onRetry={() => load(page)} /> : <p role="status">{t('loading')}</p>;
  else if (orders.length === 0)
    body = (
      <p>
        {t('empty')} {catalogueUrl ? <a href={catalogueUrl}>{t('browse')}</a> : null}
      </p>
    );
  else
    body = (
      <>
        {error ? (
          <p className="ks-order__alert" role="alert">
            {error}
          </p>
        ) : null}
        <OrderList orders={orders} page={page} pages={pages} onPage={(p) => load(p)} onOpen={open} />
      </>
    );

  return (
    <div className="ks-orders" ref={panelRef} aria-busy={opening !== null ? true : undefined}>
      {body}
    </div>
  );
}

export default function Island({ props }: { props: unknown }) {
  const parsed = parseProps('account-orders', propsSchema, props);
  return parsed ? <AccountOrders {...parsed} /> : null;
}
