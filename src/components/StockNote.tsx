/**
 * A cart line's availability as the quote gives it (POST cart/quote; the ordering rules in
 * docs/checkout.md): "In stock"; "120 m in stock, the remaining 380 m expected on 04.12.2026.";
 * "Not in stock: 380 m expected on 04.12.2026."; and for an article on request (no price, or
 * staff sell it on request only) "On request: ask for a quote." with a button that moves the line
 * to the inquiry list (lib/cart) when the caller allows it. Nothing while the line is being quoted.
 */
import { useTranslation } from 'react-i18next';
import { addItem, removeItem, type CartItem } from '../lib/cart/store';
import { formatDate, formatMetres } from '../lib/format';
import { useLocale } from './useLocale';
import type { QuoteLine } from './useQuote';

/** Moves a cart line to the inquiry list: same article and metres, a new line there. */
export function moveToInquiry(item: CartItem): void {
  addItem('inquiry', item.data, item.quantity);
  removeItem('cart', item.data.SifraArtikla2, item.timestamp);
}

export function StockNote({
  line,
  id,
  label,
  onMoveToInquiry,
}: {
  /** The quote's line for the item (null while quoting). */
  line: QuoteLine | null;
  /** Id of the note, for aria-describedby of the quantity field. */
  id?: string;
  /** The article as the line names it, for the button's accessible name. */
  label: string;
  /** Offered for an article on request in the cart. */
  onMoveToInquiry?: () => void;
}) {
  const { t } = useTranslation('cart');
  const locale = useLocale();
  if (!line || line.availability === undefined) return null;
  if (line.on_request) {
    return (
      <p id={id} className="ks-stock ks-stock--on-request">
        {t('stock.onRequest')}{' '}
        {onMoveToInquiry ? (
          <button type="button" className="ks-button ks-button--small ks-stock__move" aria-label={t('stock.moveNamed', { name: label })} onClick={onMoveToInquiry}>
            {t('stock.move')}
          </button>
        ) : null}
      </p>
    );
  }
  const backorder = line.backorder_m ?? 0;
  if (backorder <= 0) {
    return (
      <p id={id} className="ks-stock ks-stock--in">
        {t('stock.inStock')}
      </p>
    );
  }
  const stock = line.stock_m ?? 0;
  const date = line.expected_date ? formatDate(line.expected_date, locale) : '—';
  return (
    <p id={id} className="ks-stock ks-stock--backorder">
      {stock > 0
        ? t('stock.partial', { stock: formatMetres(stock, locale), rest: formatMetres(backorder, locale), date })
        : t('stock.none', { rest: formatMetres(backorder, locale), date })}
    </p>
  );
}
