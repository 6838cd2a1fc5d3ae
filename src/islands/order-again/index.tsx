/**
 * "Order again" on the order page (issue 27; templates/page-order.php, mails and the success page
 * lead there): puts the order's lines into the cart at today's prices and says which lines could
 * not be put in.
 *
 * Props (View\OrderView::reorder_props(), the order's owner only): { lines:
 *   [{ article_code, quantity_m (whole metres), name (name and size as the order froze them) }] }.
 * Calls: POST cart/quote with the codes and metres (the server prices them: the order's old prices
 *   are never used; the same route the account list's "Order again" takes through
 *   components/fillFromQuote). Lines the quote does not price (article removed from sale: unknown
 *   codes) and lines of articles now on request only are left out of the cart; both are named in
 *   the alert with the order's names. A refusal (e.g. 400 kabelshop_cart_whole_packages after a
 *   packaging change) shows the server's message and adds nothing. Then the side cart opens.
 * Loads: when the button nears the viewport; the server-rendered fallback is the same button,
 *   disabled (the cart lives in the browser, so there is nothing to do without JavaScript).
 */
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { parseProps } from '../../components/parseProps';
import { quoteSchema } from '../../components/useQuote';
import { useBusyRun } from '../../components/useBusyRun';
import { api } from '../../lib/api';
import { addItem } from '../../lib/cart/store';
import { openSideCart } from '../../lib/cart/side-cart';
import { restArg, restLimit } from '../../lib/rest-args';

/** Most lines one POST cart/quote takes, as the route registers it. */
const MAX_LINES = restLimit(restArg('cart/quote', 'POST', 'lines'), 'maxItems');

export const propsSchema = z.object({
  lines: z.array(
    z.object({
      article_code: z.string().min(1),
      quantity_m: z.number().int().positive(),
      name: z.string(),
    }),
  ),
});

type Props = z.infer<typeof propsSchema>;

export interface AgainResult {
  added: number;
  /** Names (else codes) of lines whose article is no longer sold. */
  removed: string[];
  /** Names of lines whose article is now on request only. */
  onRequest: string[];
}

/** Quotes all lines first, then adds the orderable ones: a refused part adds nothing. */
export async function orderAgain(lines: Props['lines']): Promise<AgainResult> {
  const nameOf = (code: string): string =>
    lines.find((line) => line.article_code.toLowerCase() === code.toLowerCase())?.name || code;
  const quotes = [];
  for (let start = 0; start < lines.length; start += MAX_LINES) {
    const part = lines.slice(start, start + MAX_LINES).map(({ article_code, quantity_m }) => ({ article_code, quantity_m }));
    quotes.push(quoteSchema.parse((await api.post<unknown>('cart/quote', { lines: part })).data));
  }
  const result: AgainResult = { added: 0, removed: [], onRequest: [] };
  for (const quote of quotes) {
    for (const code of quote.unknown_codes) {
      const name = nameOf(code);
      if (!result.removed.includes(name)) result.removed.push(name);
    }
    for (const line of quote.lines) {
      if (line.on_request) {
        result.onRequest.push(nameOf(line.article_code));
        continue;
      }
      addItem(
        'cart',
        {
          Cijena: line.unit_price_e4 / 10_000,
          SifraArtikla2: line.article_code,
          name: line.name ?? undefined,
          sizeLabel: line.size_label ?? undefined,
          packaging: line.packaging ?? undefined,
        },
        line.quantity_m,
      );
      result.added += 1;
    }
  }
  return result;
}

function OrderAgain({ lines }: Props) {
  const { t } = useTranslation('orders');
  const { busy, status, setStatus, alert, setAlert, run } = useBusyRun(t('failed'));

  const onClick = (): Promise<void> =>
    run(async () => {
      const { added, removed, onRequest } = await orderAgain(lines);
      const missing: string[] = [];
      if (removed.length > 0) missing.push(t('againRemoved', { names: removed.join(', ') }));
      if (onRequest.length > 0) missing.push(t('againOnRequest', { names: onRequest.join(', ') }));
      const done = added > 0 ? t('againDone', { count: added }) : t('againNone');
      if (missing.length > 0) setAlert([done, ...missing].join(' '));
      else setStatus(done);
      if (added > 0) openSideCart('cart');
    });

  return (
    <div className="order-again">
      <button type="button" className="button order-again__button" disabled={busy} onClick={() => void onClick()}>
        {t('orderAgain')}
      </button>
      <p className="order-again__status" role="status" aria-live="polite">
        {status}
      </p>
      {alert ? (
        <p className="order-again__alert notice notice--error" role="alert">
          {alert}
        </p>
      ) : null}
    </div>
  );
}

export default function Island({ props }: { props: unknown }) {
  const parsed = parseProps('order-again', propsSchema, props);
  return parsed ? <OrderAgain {...parsed} /> : null;
}
