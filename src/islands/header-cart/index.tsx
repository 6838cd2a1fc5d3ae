/**
 * Header cart island (spec: header cart: view items, see totals): a button with the cart's line
 * count that discloses a short list (up to 5 lines: name, size, metres), a button that opens the
 * side cart (the same events src/ui/cart-badge.ts dispatches) and a link to the checkout.
 *
 * Props: { checkoutUrl: string }.
 * Calls: no endpoint; reads lib/cart (useList), so it follows every change, in every tab.
 * Loads: on interaction (pointer or focus on the header cart); the PHP header renders a plain badge
 * until then. Disclosure pattern (not a modal): Escape closes it and returns focus to the button.
 */
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { useList } from '../../lib/cart/react';
import { formatMetres } from '../../lib/format';
import { parseProps } from '../../components/parseProps';
import { useLocale } from '../../components/useLocale';

/** Lines shown in the short list (task brief). */
export const HEADER_CART_LINES = 5;

const propsSchema = z.object({ checkoutUrl: z.string().min(1) });

/** Loads the side cart island and asks it to open a list (same contract as src/ui/cart-badge.ts). */
export function openSideCart(list: 'cart' | 'inquiry'): void {
  document.dispatchEvent(new CustomEvent('kabelshop:load-island', { detail: { island: 'side-cart' } }));
  document.dispatchEvent(new CustomEvent('kabelshop:open-cart', { detail: { list } }));
  (window as Window & { __kabelshopOpenCart?: string }).__kabelshopOpenCart = list;
}

function HeaderCart({ checkoutUrl }: z.infer<typeof propsSchema>) {
  const { t } = useTranslation('cart');
  const locale = useLocale();
  const items = useList('cart');
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return undefined;
    const onPointer = (event: PointerEvent | MouseEvent): void => {
      if (rootRef.current && !rootRef.current.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('mousedown', onPointer);
    return () => document.removeEventListener('mousedown', onPointer);
  }, [open]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>): void => {
    if (event.key === 'Escape' && open) {
      setOpen(false);
      buttonRef.current?.focus();
    }
  };

  const shown = items.slice(0, HEADER_CART_LINES);
  return (
    <div className="ks-header-cart" ref={rootRef} onKeyDown={onKeyDown}>
      <button
        ref={buttonRef}
        type="button"
        className="ks-header-cart__button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((value) => !value)}
      >
        <span className="ks-header-cart__label">{t('header.button')}</span>
        <span className="ks-header-cart__count">{t('header.count', { count: items.length })}</span>
      </button>
      <div id={panelId} className="ks-header-cart__panel" hidden={!open}>
        {items.length === 0 ? (
          <p>{t('empty.cart')}</p>
        ) : (
          <>
            <ul className="ks-header-cart__list">
              {shown.map((item) => (
                <li key={`${item.data.SifraArtikla2}-${item.timestamp}`}>
                  <span className="ks-header-cart__name">{item.data.name ?? item.data.SifraArtikla2}</span>{' '}
                  {item.data.sizeLabel ? <span className="ks-header-cart__size">{item.data.sizeLabel}</span> : null}{' '}
                  <span className="ks-header-cart__qty">{formatMetres(item.quantity, locale)}</span>
                </li>
              ))}
            </ul>
            {items.length > shown.length ? <p className="ks-header-cart__more">{t('header.more', { count: items.length - shown.length })}</p> : null}
          </>
        )}
        <div className="ks-header-cart__actions">
          <button
            type="button"
            className="ks-button"
            onClick={() => {
              setOpen(false);
              openSideCart('cart');
            }}
          >
            {t('header.openCart')}
          </button>
          {items.length > 0 ? (
            <a className="ks-button ks-button--primary" href={checkoutUrl}>
              {t('checkoutLink')}
            </a>
          ) : null}
        </div>
      </div>
    </div>
  );
}

export default function Island({ props }: { props: unknown }) {
  const parsed = parseProps('header-cart', propsSchema, props);
  return parsed ? <HeaderCart {...parsed} /> : null;
}
