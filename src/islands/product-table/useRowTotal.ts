/**
 * A product-table row's total from the server (issue 27, "one price, everywhere"): the figures the
 * cart will charge, never a copy of the pricing rule in the browser.
 *
 * - For the quantity the row starts with, View\ProductView sends the total in the props
 *   (article.line: { quantity_m, line_net_cents, customer_line_net_cents }, cents, net of VAT).
 * - For any other quantity the buyer types, GET kabelshop/v1/line-price?code=&quantity_m=
 *   (Rest\Routes\V1\LinePrice, Commerce\CustomerPrice::shown(): quantity x (base + metal surcharge)
 *   x (100 - discount) / 100, rounded once) QUOTE_DEBOUNCE_MS after the last keystroke; a newer
 *   quantity aborts the older request.
 *
 * Returns the total for exactly `metres` (null while it is being asked, when the quantity cannot be
 * ordered (metres null), or when the server refused or could not answer: the row then shows "—")
 * and `pending` (a request for this quantity is on its way).
 */
import { useEffect, useState } from 'react';
import { z } from 'zod';
import { api } from '../../lib/api';
import { QUOTE_DEBOUNCE_MS } from '../../components/useQuote';

export const rowTotalSchema = z.object({
  quantity_m: z.number().int(),
  line_net_cents: z.number().int().nullable(),
  customer_line_net_cents: z.number().int().nullable(),
});

export type RowTotal = z.infer<typeof rowTotalSchema>;

export function useRowTotal(code: string, metres: number | null, initial: RowTotal | undefined): { total: RowTotal | null; pending: boolean } {
  const [asked, setAsked] = useState<RowTotal | null>(null);
  const [pending, setPending] = useState(false);
  const known = metres !== null && initial !== undefined && initial.quantity_m === metres;

  useEffect(() => {
    if (metres === null || known) {
      setPending(false);
      return undefined;
    }
    const controller = new AbortController();
    setPending(true);
    const timer = setTimeout(() => {
      api
        .get<unknown>('line-price', { query: { code, quantity_m: metres }, signal: controller.signal })
        .then(({ data }) => {
          setAsked(rowTotalSchema.parse(data));
          setPending(false);
        })
        .catch(() => {
          if (controller.signal.aborted) return;
          setAsked(null);
          setPending(false);
        });
    }, QUOTE_DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [code, metres, known]);

  if (metres === null) return { total: null, pending: false };
  if (known) return { total: initial, pending: false };
  return { total: asked !== null && asked.quantity_m === metres ? asked : null, pending };
}
