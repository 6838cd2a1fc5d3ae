/**
 * Account "Order lists" panel (issue 13; docs/quick-order.md).
 *
 * Props (templates/page-account.php via View\AccountView::order_lists_props()): { lists (the
 *   customer's lists, lines described by today's catalogue), quickOrderUrl, maxLists }.
 * Calls: POST order-lists ("Save cart as list": the lines of lib/cart's cart), POST
 *   order-lists/{id} (rename, edit metres, remove lines), DELETE order-lists/{id} (after a
 *   confirmation), POST cart/quote through components/fillFromQuote ("Order list": today's
 *   prices, the path "Order again" takes; then the side cart opens on the cart).
 * Loads: when the account page's order-lists panel nears the viewport.
 */
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { DemoTag } from '../../components/DemoTag';
import { fillFromQuote } from '../../components/fillFromQuote';
import { parseProps } from '../../components/parseProps';
import { useBusyRun } from '../../components/useBusyRun';
import { FullUnitPrice, PricePair } from '../../components/UnitPrice';
import { useLocale } from '../../components/useLocale';
import { useList } from '../../lib/cart/react';
import { openSideCart } from '../../lib/cart/side-cart';
import { formatMetres } from '../../lib/format';
import { restArg, restLimit } from '../../lib/rest-args';
import { createList, deleteList, orderListSchema, updateList, type OrderList, type OrderListLine } from './api';

const nameArg = restArg('order-lists', 'POST', 'name');

export const propsSchema = z.object({
  lists: z.array(orderListSchema).default([]),
  quickOrderUrl: z.string().default(''),
  maxLists: z.number().int().min(1).default(30),
});

type Props = z.infer<typeof propsSchema>;

const labelOf = (line: OrderListLine): string => [line.name, line.size_label].filter(Boolean).join(' ') || line.article_code;

function Editor({
  list,
  busy,
  onSave,
  onCancel,
}: {
  list: OrderList;
  busy: boolean;
  onSave: (name: string, lines: { article_code: string; quantity_m: number }[]) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation('order-lists');
  const nameId = useId();
  const [name, setName] = useState(list.name);
  const [metres, setMetres] = useState<Record<string, string>>(() =>
    Object.fromEntries(list.lines.map((line, index) => [`${index}`, String(line.quantity_m)])),
  );
  const [removed, setRemoved] = useState<Set<number>>(new Set());
  const [error, setError] = useState('');
  const save = (): void => {
    const kept = list.lines.map((line, index) => ({ line, index })).filter(({ index }) => !removed.has(index));
    if (name.trim() === '') return setError(t('nameMissing'));
    if (kept.length === 0) return setError(t('noLines'));
    const lines = kept.map(({ line, index }) => ({
      article_code: line.article_code,
      quantity_m: /^\d+$/.test(metres[index].trim()) ? Number(metres[index].trim()) : 0,
    }));
    if (lines.some((line) => line.quantity_m < 1)) return setError(t('metresInvalid'));
    setError('');
    onSave(name.trim(), lines);
  };
  return (
    <form
      className="ks-order-list__editor"
      onSubmit={(event) => {
        event.preventDefault();
        save();
      }}
    >
      <label htmlFor={nameId}>{t('nameLabel')}</label>
      <input id={nameId} type="text" value={name} maxLength={restLimit(nameArg, 'maxLength')} onChange={(event) => setName(event.target.value)} />
      <ul className="ks-order-list__lines">
        {list.lines.map((line, index) =>
          removed.has(index) ? null : (
            <li key={`${line.article_code}-${index}`}>
              <label>
                {t('metresFor', {
                  name: `${labelOf(line)} (${line.article_code})`,
                })}{' '}
                <input
                  className="ks-qty"
                  type="number"
                  inputMode="numeric"
                  min={1}
                  step={1}
                  value={metres[index]}
                  onChange={(event) =>
                    setMetres((old) => ({
                      ...old,
                      [index]: event.target.value,
                    }))
                  }
                />
              </label>{' '}
              <button type="button" className="ks-button ks-button--small" onClick={() => setRemoved((old) => new Set(old).add(index))}>
                {t('removeLine', {
                  name: `${labelOf(line)} (${line.article_code})`,
                })}
              </button>
            </li>
          ),
        )}
      </ul>
      {error ? (
        <p className="ks-field-error" role="alert">
          {error}
        </p>
      ) : null}
      <button type="submit" className="ks-button ks-button--primary ks-button--small" disabled={busy}>
        {t('saveChanges')}
      </button>{' '}
      <button type="button" className="ks-button ks-button--small" onClick={onCancel}>
        {t('cancel')}
      </button>
    </form>
  );
}

function ListCard({
  list,
  busy,
  editing,
  onOrder,
  onEdit,
  onDelete,
  onSave,
  onCancel,
}: {
  list: OrderList;
  busy: boolean;
  editing: boolean;
  onOrder: () => void;
  onEdit: () => void;
  onDelete: () => void;
  onSave: (name: string, lines: { article_code: string; quantity_m: number }[]) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation('order-lists');
  const locale = useLocale();
  const headingId = useId();
  return (
    <li className="ks-order-list" aria-labelledby={headingId} data-order-list={list.id}>
      <h3 id={headingId} className="ks-order-list__name">
        {list.name}
      </h3>
      <p className="ks-order-list__count">{t('lines', { count: list.lines.length })}</p>
      {editing ? (
        <Editor list={list} busy={busy} onSave={onSave} onCancel={onCancel} />
      ) : (
        <>
          <ul className="ks-order-list__lines">
            {list.lines.map((line, index) => (
              <li key={`${line.article_code}-${index}`}>
                {formatMetres(line.quantity_m, locale)} · {line.product_url ? <a href={line.product_url}>{labelOf(line)}</a> : <span>{labelOf(line)}</span>}{' '}
                <span className="ks-order-list__code">({line.article_code})</span>
                {line.available && line.unit_price_e4 !== null ? (
                  <>
                    {' · '}
                    <FullUnitPrice
                      baseE4={line.unit_price_e4}
                      surchargeE4={line.metal_surcharge_e4}
                      fullE4={line.full_price_e4 ?? line.unit_price_e4}
                      yoursFullE4={line.customer_unit_price_e4}
                    />
                    <span aria-hidden="true"> /m</span>
                    {line.line_net_cents !== null ? (
                      <>
                        {' · '}
                        <span className="ks-order-list__total">
                          <PricePair cents listE4={line.line_net_cents} yoursE4={line.customer_line_net_cents} />
                        </span>
                      </>
                    ) : null}
                    {line.price_is_demo ? (
                      <>
                        {' '}
                        <DemoTag />
                      </>
                    ) : null}
                  </>
                ) : (
                  <span className="ks-order-list__gone"> · {t('gone')}</span>
                )}
              </li>
            ))}
          </ul>
          <div className="ks-order-list__actions">
            <button type="button" className="ks-button ks-button--primary ks-button--small" disabled={busy} onClick={onOrder}>
              {t('orderList')}
              <span className="ks-sr-only"> {list.name}</span>
            </button>{' '}
            <button type="button" className="ks-button ks-button--small" disabled={busy} onClick={onEdit}>
              {t('edit')}
              <span className="ks-sr-only"> {list.name}</span>
            </button>{' '}
            <button type="button" className="ks-button ks-button--small" disabled={busy} onClick={onDelete}>
              {t('delete')}
              <span className="ks-sr-only"> {list.name}</span>
            </button>
          </div>
        </>
      )}
    </li>
  );
}

export function AccountOrderLists({ lists: initial, quickOrderUrl, maxLists }: Props) {
  const { t } = useTranslation('order-lists');
  const nameId = useId();
  const cart = useList('cart');
  const [lists, setLists] = useState<OrderList[]>(initial);
  const [name, setName] = useState('');
  const [editing, setEditing] = useState<string | null>(null);
  const { busy, status, setStatus, alert, setAlert, run } = useBusyRun(t('failed'));


  const saveCart = (): Promise<void> =>
    run(async () => {
      if (cart.length === 0) return setAlert(t('cartEmpty'));
      if (name.trim() === '') return setAlert(t('nameMissing'));
      const lines = cart.map((item) => ({
        article_code: item.data.SifraArtikla2,
        quantity_m: item.quantity,
      }));
      setLists(await createList(name.trim(), lines));
      setStatus(t('saved', { name: name.trim() }));
      setName('');
    });

  const order = (list: OrderList): Promise<void> =>
    run(async () => {
      const { added, unknownCodes } = await fillFromQuote(
        'cart',
        list.lines.map((line) => ({
          article_code: line.article_code,
          quantity_m: line.quantity_m,
        })),
      );
      const parts = [t('ordered', { count: added, name: list.name })];
      if (unknownCodes.length > 0) parts.push(t('unavailable', { codes: unknownCodes.join(', ') }));
      if (unknownCodes.length > 0) setAlert(parts.join(' '));
      else setStatus(parts.join(' '));
      if (added > 0) openSideCart('cart');
    });

  const save = (list: OrderList, newName: string, lines: { article_code: string; quantity_m: number }[]): Promise<void> =>
    run(async () => {
      setLists(await updateList(list.id, { name: newName, lines }));
      setEditing(null);
      setStatus(t('saved', { name: newName }));
    });

  const remove = (list: OrderList): void => {
    if (!window.confirm(t('confirmDelete', { name: list.name }))) return;
    void run(async () => {
      setLists(await deleteList(list.id));
      setStatus(t('deleted', { name: list.name }));
    });
  };

  return (
    <div className="ks-order-lists">
      <p className="ks-order-lists__intro">
        {t('intro')} {quickOrderUrl ? <a href={quickOrderUrl}>{t('quickOrder')}</a> : null}
      </p>
      <form
        className="ks-order-lists__save"
        onSubmit={(event) => {
          event.preventDefault();
          void saveCart();
        }}
      >
        <h3>{t('saveTitle')}</h3>
        <label htmlFor={nameId}>{t('nameLabel')}</label>{' '}
        <input
          id={nameId}
          type="text"
          value={name}
          maxLength={restLimit(nameArg, 'maxLength')}
          placeholder={t('namePlaceholder')}
          onChange={(event) => setName(event.target.value)}
        />{' '}
        <button type="submit" className="ks-button ks-button--primary ks-button--small" disabled={busy || lists.length >= maxLists}>
          {t('saveCart', { count: cart.length })}
        </button>
      </form>
      <p className="ks-order-lists__status" role="status" aria-live="polite">
        {status}
      </p>
      {alert ? (
        <p className="ks-order-lists__alert" role="alert">
          {alert}
        </p>
      ) : null}
      {lists.length === 0 ? (
        <p className="ks-order-lists__empty">{t('empty')}</p>
      ) : (
        <ul className="ks-order-lists__list" aria-label={t('listsLabel')}>
          {lists.map((list) => (
            <ListCard
              key={list.id}
              list={list}
              busy={busy}
              editing={editing === list.id}
              onOrder={() => void order(list)}
              onEdit={() => setEditing(list.id)}
              onDelete={() => remove(list)}
              onSave={(newName, lines) => void save(list, newName, lines)}
              onCancel={() => setEditing(null)}
            />
          ))}
        </ul>
      )}
    </div>
  );
}

export default function Island({ props }: { props: unknown }) {
  const parsed = parseProps('account-order-lists', propsSchema, props);
  return parsed ? <AccountOrderLists {...parsed} /> : null;
}
