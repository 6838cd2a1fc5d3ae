/**
 * Account panel "Payment terms" (issue 15, contract terms).
 *
 * Props (templates/page-account.php via inc/View/CreditView.php): the answer of GET
 *   kabelshop/v1/user/credit (schema.ts: contract, terms_days, limit_cents|null,
 *   open_balance_cents, available_cents|null, overdue invoices, contract orders not invoiced yet)
 *   and contactUrl (where to ask for contract terms).
 * Calls: none; the server prints the figures of the moment the page was made.
 * Loads: when the account page's payment terms panel nears the viewport.
 * A customer on contract terms sees the terms in days, the credit limit, the open balance and the
 * credit still available, then the overdue invoices (each a download link, the open amount, the
 * due date and how many days overdue, in words, not only in colour) and the contract orders not
 * invoiced yet with their due date. A customer without contract terms reads how they pay (bank
 * transfer or card) and that contract terms are available on request.
 */
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { parseProps } from '../../components/parseProps';
import { useLocale } from '../../components/useLocale';
import { formatDate, formatMoneyCents } from '../../lib/format';
import { creditSchema, type OverdueInvoice, type UnpaidOrder } from './schema';

export const propsSchema = creditSchema.extend({ contactUrl: z.string().default('') });

type Props = z.infer<typeof propsSchema>;

function OverdueList({ invoices }: { invoices: OverdueInvoice[] }) {
  const { t } = useTranslation('payments-credit');
  const locale = useLocale();
  return (
    <table className="ks-credit__table ks-credit__table--overdue">
      <caption className="sr-only">{t('overdueCaption')}</caption>
      <thead>
        <tr>
          <th scope="col">{t('invoice')}</th>
          <th scope="col">{t('dueOn')}</th>
          <th scope="col">{t('openAmount')}</th>
          <th scope="col">{t('status')}</th>
        </tr>
      </thead>
      <tbody>
        {invoices.map((invoice) => (
          <tr key={invoice.id}>
            <th scope="row">
              <a href={invoice.download_url} download>
                {t('downloadInvoice', { number: invoice.number })}
              </a>
            </th>
            <td>{formatDate(invoice.due_on, locale)}</td>
            <td className="ks-credit__num">{invoice.open_cents === null ? '—' : formatMoneyCents(invoice.open_cents, locale)}</td>
            <td>
              <strong className="ks-credit__overdue">{t('daysOverdue', { count: invoice.days_overdue })}</strong>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function UnbilledList({ orders }: { orders: UnpaidOrder[] }) {
  const { t } = useTranslation('payments-credit');
  const locale = useLocale();
  return (
    <table className="ks-credit__table">
      <caption className="sr-only">{t('unbilledCaption')}</caption>
      <thead>
        <tr>
          <th scope="col">{t('order')}</th>
          <th scope="col">{t('dueOn')}</th>
          <th scope="col">{t('openAmount')}</th>
        </tr>
      </thead>
      <tbody>
        {orders.map((order) => (
          <tr key={order.id}>
            <th scope="row">
              <a href={order.url}>{order.number}</a>
            </th>
            <td>
              {order.due_on ? formatDate(order.due_on, locale) : '—'}
              {order.days_overdue > 0 ? (
                <>
                  {' '}
                  <strong className="ks-credit__overdue">{t('daysOverdue', { count: order.days_overdue })}</strong>
                </>
              ) : null}
            </td>
            <td className="ks-credit__num">{formatMoneyCents(order.open_cents, locale)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

export function AccountCredit(props: Props) {
  const { t } = useTranslation('payments-credit');
  const locale = useLocale();
  const money = (cents: number | null): string => (cents === null ? t('noLimit') : formatMoneyCents(cents, locale));
  return (
    <div className="ks-credit">
      {props.contract ? (
        <dl className="ks-credit__facts">
          <div>
            <dt>{t('terms')}</dt>
            <dd>{t('termsDays', { count: props.terms_days })}</dd>
          </div>
          <div>
            <dt>{t('limit')}</dt>
            <dd>{money(props.limit_cents)}</dd>
          </div>
          <div>
            <dt>{t('openBalance')}</dt>
            <dd>{formatMoneyCents(props.open_balance_cents, locale)}</dd>
          </div>
          <div>
            <dt>{t('available')}</dt>
            <dd>{money(props.available_cents)}</dd>
          </div>
        </dl>
      ) : (
        <>
          <p>
            {t('noContract')}{' '}
            {props.contactUrl ? <a href={props.contactUrl}>{t('askContract')}</a> : null}
          </p>
          {props.open_balance_cents > 0 ? <p>{t('openBalanceLine', { amount: formatMoneyCents(props.open_balance_cents, locale) })}</p> : null}
        </>
      )}
      {props.overdue.length > 0 ? (
        <section className="ks-credit__section" aria-labelledby="ks-credit-overdue">
          <h3 id="ks-credit-overdue">{t('overdueHeading', { count: props.overdue.length })}</h3>
          <p>{t('overdueHint')}</p>
          <OverdueList invoices={props.overdue} />
        </section>
      ) : props.contract ? (
        <p>{t('noOverdue')}</p>
      ) : null}
      {props.unpaid_orders.length > 0 ? (
        <section className="ks-credit__section" aria-labelledby="ks-credit-unbilled">
          <h3 id="ks-credit-unbilled">{t('unbilledHeading')}</h3>
          <UnbilledList orders={props.unpaid_orders} />
        </section>
      ) : null}
    </div>
  );
}

export default function Island({ props }: { props: unknown }) {
  const parsed = parseProps('account-credit', propsSchema, props);
  return parsed ? <AccountCredit {...parsed} /> : null;
}
