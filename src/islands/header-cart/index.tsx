/**
 * Header cart island (spec: header cart: view items, see totals): the header's cart icon with the
 * line count badge; hovering or focusing it shows a short list (up to 5 lines: name, size, metres)
 * that leaves with the pointer (300 ms) or the focus, a click (or tap) keeps it open; in it a button
 * that opens the side cart (the same events src/ui/cart-badge.ts dispatches) and a link to the checkout.
 *
 * Props: { checkoutUrl: string }.
 * Calls: no endpoint; reads lib/cart (useList), so it follows every change, in every tab.
 * Loads: on interaction (pointer or focus on the header cart); the PHP header renders a plain badge
 * until then. Disclosure pattern (not a modal): Escape closes it and returns focus to the button.
 */
import { useEffect, useId, useRef, useState, type FocusEvent, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { useList } from '../../lib/cart/react';
import { openSideCart } from '../../lib/cart/side-cart';
import { formatMetres, formatSizeLabel } from '../../lib/format';
import type { FallbackState } from '../../components/fallback';
import { parseProps } from '../../components/parseProps';
import { useLocale } from '../../components/useLocale';

/** Lines shown in the short list (task brief). */
export const HEADER_CART_LINES = 5;

export const propsSchema = z.object({ checkoutUrl: z.string().min(1) });

/** How long the list stays after the pointer leaves, ms (same grace as the header dropdowns, spec section 4). */
export const CLOSE_DELAY_MS = 300;

/** closed | shown by hover or focus (a preview that leaves with the pointer) | opened by a click (stays). */
type OpenState = 'closed' | 'preview' | 'pinned';

function CartIcon() {
  return (
    <svg className="icon" viewBox="0 0 24 24" width="24" height="24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false">
      <path d="M3 4h2.5l2.2 11h10.6L21 7H6.6" />
      <circle cx="9.5" cy="19" r="1.5" />
      <circle cx="17" cy="19" r="1.5" />
    </svg>
  );
}

function HeaderCart({ checkoutUrl, fallback }: z.infer<typeof propsSchema> & { fallback?: FallbackState }) {
  const { t } = useTranslation('cart');
  const locale = useLocale();
  const items = useList('cart');
  const [state, setState] = useState<OpenState>('closed');
  const open = state !== 'closed';
  const panelId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const closeTimer = useRef<ReturnType<typeof setTimeout> | null>(null);

  const cancelClose = (): void => {
    if (closeTimer.current) clearTimeout(closeTimer.current);
    closeTimer.current = null;
  };

  useEffect(() => {
    if (!open) return undefined;
    const onPointer = (event: PointerEvent | MouseEvent): void => {
      if (rootRef.current && !rootRef.current.contains(event.target as Node)) setState('closed');
    };
    document.addEventListener('mousedown', onPointer);
    return () => document.removeEventListener('mousedown', onPointer);
  }, [open]);

  useEffect(() => cancelClose, []);

  // The island mounts on the first pointer or focus on the plain badge; a keyboard user who was on
  // it keeps the focus (now on this button), which shows the list like a fresh focus would.
  useEffect(() => {
    if (fallback?.hadFocus) buttonRef.current?.focus();
    // The pointer that loaded the island is still over it: no new pointerenter will come.
    else if (rootRef.current?.parentElement?.matches(':hover')) setState('preview');
    // Only on mount.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>): void => {
    if (event.key === 'Escape' && open) {
      setState('closed');
      buttonRef.current?.focus();
    }
  };

  // Mouse (not pointer) events: Chromium re-targets a resting mouse onto the new markup with mouse
  // events only. A tap also ends in a click, which pins the list.
  const onMouseEnter = (): void => {
    cancelClose();
    setState((current) => (current === 'closed' ? 'preview' : current));
  };

  const onMouseLeave = (): void => {
    cancelClose();
    closeTimer.current = setTimeout(() => {
      // Replacing the fallback under a resting pointer can report a leave that did not happen.
      if (rootRef.current?.matches(':hover')) return;
      setState((current) => (current === 'preview' ? 'closed' : current));
    }, CLOSE_DELAY_MS);
  };

  const onBlur = (event: FocusEvent<HTMLDivElement>): void => {
    if (!rootRef.current?.contains(event.relatedTarget as Node | null)) setState('closed');
  };

  const shown = items.slice(0, HEADER_CART_LINES);
  return (
    <div
      className="ks-header-cart"
      ref={rootRef}
      onKeyDown={onKeyDown}
      onMouseEnter={onMouseEnter}
      onMouseLeave={onMouseLeave}
      onBlur={onBlur}
    >
      <button
        ref={buttonRef}
        type="button"
        className="icon-button cart-button ks-header-cart__button"
        aria-expanded={open}
        aria-controls={panelId}
        onFocus={() => setState((current) => (current === 'closed' ? 'preview' : current))}
        onClick={() => setState((current) => (current === 'pinned' ? 'closed' : 'pinned'))}
      >
        <CartIcon />
        <span className="ks-sr-only">
          {t('header.button')}: {t('header.count', { count: items.length })}
        </span>
        <span className="cart-button__count" data-cart-count="cart" hidden={items.length === 0} aria-hidden="true">
          {items.length}
        </span>
      </button>
      <div id={panelId} className="ks-header-cart__panel" hidden={!open}>
        <p className="ks-header-cart__title">
          {t('header.button')} <span className="ks-header-cart__count">({t('header.count', { count: items.length })})</span>
        </p>
        {items.length === 0 ? (
          <p className="ks-header-cart__empty">{t('empty.cart')}</p>
        ) : (
          <>
            <ul className="ks-header-cart__list">
              {shown.map((item) => (
                <li key={`${item.data.SifraArtikla2}-${item.timestamp}`}>
                  <span className="ks-header-cart__name">
                    {item.data.name ?? item.data.SifraArtikla2}
                    {item.data.sizeLabel ? <span className="ks-header-cart__size"> {formatSizeLabel(item.data.sizeLabel, locale)}</span> : null}
                  </span>
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
            className="ks-button ks-button--small"
            onClick={() => {
              setState('closed');
              openSideCart('cart');
            }}
          >
            {t('header.openCart')}
          </button>
          {items.length > 0 ? (
            <a className="ks-button ks-button--primary ks-button--small" href={checkoutUrl}>
              {t('checkoutLink')}
            </a>
          ) : null}
        </div>
      </div>
    </div>
  );
}

export default function Island({ props, fallback }: { props: unknown; fallback?: FallbackState }) {
  const parsed = parseProps('header-cart', propsSchema, props);
  return parsed ? <HeaderCart {...parsed} fallback={fallback} /> : null;
}
