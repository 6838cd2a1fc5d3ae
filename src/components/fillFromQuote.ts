/**
 * Puts lines into a lib/cart list at today's prices: POST kabelshop/v1/cart/quote with the codes
 * and metres (the server prices them; nothing the browser holds is trusted), then one lib/cart
 * line per quoted line, with the quote's name, size and packaging. One path for "Order again"
 * (account-orders), quick order and order lists; the caller opens the side cart (openSideCart) and
 * says what happened. More lines than one quote takes (QuoteArgs::MAX_LINES) are quoted in parts.
 * Errors: the ApiError of the quote (e.g. 400 kabelshop_cart_whole_packages); lines of parts
 * quoted before it stay in the list.
 */
import { api } from '../lib/api';
import { addItem, type ListKind } from '../lib/cart/store';
import { restArg, restLimit } from '../lib/rest-args';
import { quoteSchema } from './useQuote';

/** Most lines one POST cart/quote takes, as the route registers it. */
const MAX_LINES = restLimit(restArg('cart/quote', 'POST', 'lines'), 'maxItems');

export interface QuoteRequestLine {
  article_code: string;
  /** Whole metres. */
  quantity_m: number;
}

export interface FillResult {
  /** Lines added to the list. */
  added: number;
  /** Codes the catalogue no longer sells (left out). */
  unknownCodes: string[];
}

export async function fillFromQuote(kind: ListKind, lines: readonly QuoteRequestLine[]): Promise<FillResult> {
  const result: FillResult = { added: 0, unknownCodes: [] };
  for (let start = 0; start < lines.length; start += MAX_LINES) {
    const part = lines.slice(start, start + MAX_LINES).map(({ article_code, quantity_m }) => ({ article_code, quantity_m }));
    const quote = quoteSchema.parse((await api.post<unknown>('cart/quote', { lines: part })).data);
    for (const line of quote.lines) {
      addItem(
        kind,
        {
          Cijena: line.unit_price_e4 / 10_000,
          SifraArtikla2: line.article_code,
          name: line.name ?? undefined,
          sizeLabel: line.size_label ?? undefined,
          packaging: line.packaging ?? undefined,
        },
        line.quantity_m,
      );
    }
    result.added += quote.lines.length;
    result.unknownCodes.push(...quote.unknown_codes.filter((code) => !result.unknownCodes.includes(code)));
  }
  return result;
}
