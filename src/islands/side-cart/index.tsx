/**
 * Side cart island (spec: side cart; cart drawer: view items, remove items, see totals; the inquiry
 * list has the same shape; section 8 texts 'The cart is empty' / 'The inquiry list is empty.').
 *
 * Props: { checkoutUrl: string, loggedIn: boolean, discountPercent: number (0-100) }.
 * Calls: POST kabelshop/v1/cart/quote { lines } for the list shown (line totals, net, discount, VAT, gross are
 *   the server's); a changed server price is reported and stored with lib/cart updatePrices().
 *   Per line the quote's availability (StockNote: in stock / partly, with the expected date / on
 *   request with "Move to the inquiry list") and, beside the metres, the server's refusal naming the
 *   line (400 lines[i].quantity_m: whole rings, reels, boxes); the metres step by the package length.
 *   Issue 14: per line the prices in the price list's display mode (quote `metal.display`: 'split'
 *   base, metal surcharge and full price per metre and per line; 'full' the full price with the
 *   surcharge named), the quote's charge lines (cut fees, drum deposits) as rows of their own below
 *   their line, and in the totals the metal surcharge, the charges and the index used.
 * Loads: on interaction: lib/cart openSideCart(list) (header cart buttons, header cart, order again)
 *   loads it and opens it on that list; it registers its opener with onOpenSideCart() at mount.
 * The drawer is a modal dialog (focus trap, Escape, close button, focus returns); after "Remove"
 * the focus moves to the next line's remove button or the drawer (focusAfterRemove()).
 */
import { Fragment, useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { useList } from '../../lib/cart/react';
import { onOpenSideCart } from '../../lib/cart/side-cart';
import { removeItem, setQuantity, type CartItem, type ListKind } from '../../lib/cart/store';
import { formatMoneyCents, formatPercent, formatSizeLabel } from '../../lib/format';
import { ErrorRetry } from '../../components/ErrorRetry';
import { Modal } from '../../components/Modal';
import { parseProps } from '../../components/parseProps';
import { Price } from '../../components/Price';
import { UnitPrice } from '../../components/UnitPrice';
import { Spinner } from '../../components/Spinner';
import { moveToInquiry, StockNote } from '../../components/StockNote';
import { displayOf, type Charge } from '../../components/MetalSurcharge';
import { chargesOf, LineNet, PriceChanges, Totals } from '../../components/Totals';
import { useLocale } from '../../components/useLocale';
import { fullPriceE4, quoteLinesFor, unitPriceE4, useQuote, type QuoteLine } from '../../components/useQuote';

export const propsSchema = z.object({
  checkoutUrl: z.string().min(1),
  /** Page where the inquiry list is sent (shop-query island). */
  inquiryUrl: z.string().default(''),
  loggedIn: z.boolean(),
  discountPercent: z.number().min(0).max(100),
});

/**
 * Where the focus goes once a line's remove button has removed it (issue 27: it fell to <body>, and
 * Escape, heard by the drawer, no longer closed it): the next line's remove button, else the
 * previous line's, else the drawer itself (labelled by its heading).
 */
export function focusAfterRemove(button: HTMLElement): HTMLElement | null {
  const list = button.closest('ul');
  const buttons = list ? Array.from(list.querySelectorAll<HTMLElement>('.ks-cart-line__remove')) : [];
  const at = buttons.indexOf(button);
  return buttons[at + 1] ?? buttons[at - 1] ?? button.closest<HTMLElement>('[role="dialog"]');
}

/**
 * One editable line: name, size, packaging, metres, unit price, the server's line total (`line`, null
 * while quoting), remove. `display`: the price list's surcharge display (null: no surcharge shown).
 */
export function CartLine({
  kind,
  item,
  line,
  lineError,
  display = null,
}: {
  kind: ListKind;
  item: CartItem;
  line: QuoteLine | null;
  lineError?: string;
  display?: 'split' | 'full' | null;
}) {
  const { t } = useTranslation('cart');
  const locale = useLocale();
  const qtyId = useId();
  const errorId = useId();
  const stockId = useId();
  const [draft, setDraft] = useState(String(item.quantity));
  const label = `${item.data.name ?? item.data.SifraArtikla2}${item.data.sizeLabel ? ` ${formatSizeLabel(item.data.sizeLabel, locale)}` : ''}`;
  const invalid = !/^\d+$/.test(draft.trim()) || Number(draft) < 1;
  const fieldError = invalid ? t('line.metresInvalid') : lineError;
  const step = line?.package_multiple_m ?? 1;
  const unitE4 = unitPriceE4(item, line);

  useEffect(() => setDraft(String(item.quantity)), [item.quantity]);

  const onChange = (value: string): void => {
    setDraft(value);
    if (/^\d+$/.test(value.trim()) && Number(value) >= 1 && Number(value) !== item.quantity) {
      setQuantity(kind, item.data.SifraArtikla2, item.timestamp, Number(value));
    }
  };

  return (
    <li className="ks-cart-line">
      <p className="ks-cart-line__name">
        {item.data.productUrl ? <a href={item.data.productUrl}>{label}</a> : label}
      </p>
      <p className="ks-cart-line__meta">
        {t('line.code', { code: item.data.SifraArtikla2 })}
        {item.data.packaging ? ` · ${t(`catalogue:packaging.${item.data.packaging}`, { defaultValue: item.data.packaging })}` : ''}
      </p>
      <div className="ks-cart-line__row">
        <div className="ks-cart-line__qty">
          <label htmlFor={qtyId}>{t('line.metres')}</label>
          <input
            id={qtyId}
            className="ks-qty"
            type="number"
            inputMode="numeric"
            min={step}
            step={step}
            value={draft}
            aria-invalid={Boolean(fieldError)}
            aria-describedby={[fieldError ? errorId : '', line?.availability ? stockId : ''].filter(Boolean).join(' ') || undefined}
            onChange={(event) => onChange(event.target.value)}
          />
          {fieldError ? (
            <span id={errorId} className="ks-field-error" role={invalid ? undefined : 'alert'}>
              {fieldError}
            </span>
          ) : null}
        </div>
        <p className="ks-cart-line__unit">
          <span className="ks-cart-line__label">{t('line.unitPrice')}</span>{' '}
          {line ? <UnitPrice listE4={line.unit_price_e4} yoursFullE4={line.customer_unit_price_e4} surchargeE4={line.metal_surcharge_e4} fullE4={fullPriceE4(line)} display={display} /> : <Price e4={unitE4} />}
        </p>
        <p className="ks-cart-line__total">
          <span className="ks-cart-line__label">{t('line.total')}</span> {lineError ? '—' : <LineNet line={line} display={display} />}
        </p>
        <button
          type="button"
          className="ks-button ks-button--small ks-cart-line__remove"
          aria-label={t(kind === 'cart' ? 'line.removeFromCart' : 'line.removeFromInquiry', { name: label })}
          onClick={(event) => {
            const after = focusAfterRemove(event.currentTarget);
            removeItem(kind, item.data.SifraArtikla2, item.timestamp);
            window.setTimeout(() => after?.focus(), 0);
          }}
        >
          {t('line.remove')}
        </button>
      </div>
      <StockNote line={line} id={stockId} label={label} onMoveToInquiry={kind === 'cart' ? () => moveToInquiry(item) : undefined} />
    </li>
  );
}

/** A charge line of the quote (cut fee, drum deposit): its translated label, quantity x unit and amount. */
export function ChargeLine({ charge }: { charge: Charge }) {
  const { t } = useTranslation('cart');
  const locale = useLocale();
  return (
    <li className="ks-cart-line ks-cart-line--charge">
      <p className="ks-cart-line__name">{charge.label || charge.kind}</p>
      <div className="ks-cart-line__row">
        <p className="ks-cart-line__unit">{t('line.charge', { quantity: charge.quantity, unit: formatMoneyCents(charge.unit_cents, locale) })}</p>
        <p className="ks-cart-line__total">
          <span className="ks-cart-line__label">{t('line.total')}</span> <Price cents={charge.cents} />
        </p>
      </div>
    </li>
  );
}

function ListPanel({ kind }: { kind: ListKind }) {
  const { t } = useTranslation('cart');
  const items = useList(kind);
  const { quote, loading, error, changes, lineErrors, retry } = useQuote(kind, items);
  const lines = quoteLinesFor(quote, items);
  const display = displayOf(quote?.metal);
  if (items.length === 0) return <p className="ks-side-cart__empty">{t(kind === 'cart' ? 'empty.cart' : 'empty.inquiry')}</p>;
  return (
    <>
      <ul className="ks-side-cart__lines">
        {items.map((item, index) => (
          <Fragment key={`${item.data.SifraArtikla2}-${item.timestamp}`}>
            <CartLine kind={kind} item={item} line={lines[index]} lineError={lineErrors[index]} display={display} />
            {/* A charge belongs to the line it was quoted for (line_index = the request's position). */}
            {lines[index]
              ? chargesOf(quote?.charges, lines[index]?.index ?? index).map((charge) => <ChargeLine key={`${charge.kind}-${charge.drum_type}`} charge={charge} />)
              : null}
          </Fragment>
        ))}
      </ul>
      <PriceChanges changes={changes} />
      {quote && quote.unknown_codes.length > 0 ? (
        <p className="ks-side-cart__unknown" role="status">
          {t('unknownCodes', { codes: quote.unknown_codes.join(', ') })}
        </p>
      ) : null}
      {error ? <ErrorRetry message={error} onRetry={retry} /> : null}
      {loading && !quote ? <Spinner label={t('totals.loading')} /> : null}
      {quote ? (
        <div aria-busy={loading}>
          <Totals quote={quote} />
        </div>
      ) : null}
    </>
  );
}

function SideCart({ checkoutUrl, inquiryUrl, loggedIn, discountPercent }: z.infer<typeof propsSchema>) {
  const { t } = useTranslation('cart');
  const locale = useLocale();
  const [open, setOpen] = useState(false);
  const [list, setList] = useState<ListKind>('cart');
  const cartItems = useList('cart');
  const inquiryItems = useList('inquiry');

  useEffect(
    () =>
      onOpenSideCart((next) => {
        setList(next);
        setOpen(true);
      }),
    [],
  );

  return (
    <Modal
      open={open}
      onClose={() => setOpen(false)}
      variant="drawer"
      closeLabel={t('side.close')}
      title={t(list === 'cart' ? 'side.titleCart' : 'side.titleInquiry')}
      className="ks-side-cart"
    >
      <div className="ks-side-cart__toggle" role="group" aria-label={t('side.chooseList')}>
        <button type="button" className="ks-toggle" aria-pressed={list === 'cart'} onClick={() => setList('cart')}>
          {t('side.tabCart', { count: cartItems.length })}
        </button>
        <button type="button" className="ks-toggle" aria-pressed={list === 'inquiry'} onClick={() => setList('inquiry')}>
          {t('side.tabInquiry', { count: inquiryItems.length })}
        </button>
      </div>
      {loggedIn && discountPercent > 0 ? (
        <p className="ks-side-cart__discount">{t('side.yourDiscount', { percent: formatPercent(discountPercent, locale) })}</p>
      ) : null}
      <ListPanel key={list} kind={list} />
      {list === 'cart' && cartItems.length > 0 ? (
        <a className="ks-button ks-button--primary ks-side-cart__checkout" href={checkoutUrl}>
          {t('checkoutLink')}
        </a>
      ) : null}
      {list === 'inquiry' && inquiryItems.length > 0 && inquiryUrl ? (
        <a className="ks-button ks-button--primary ks-side-cart__checkout" href={inquiryUrl}>
          {t('inquiryLink')}
        </a>
      ) : null}
    </Modal>
  );
}

export default function Island({ props }: { props: unknown }) {
  const parsed = parseProps('side-cart', propsSchema, props);
  return parsed ? <SideCart {...parsed} /> : null;
}
