/**
 * Account wishlist island (spec: wishlist; account panel "Wishlist").
 *
 * Props (templates/page-account.php via inc/View/WishlistView.php): { items: entries with the
 *   current list price per metre (unit_price_e4), the customer's price (your_unit_price_e4, null
 *   without the business discount), the package rule (order_multiple_m) and availability,
 *   discountPercent }.
 * Prices: "Your price" with the list price struck through and labelled beside it for an approved
 * customer (components/UnitPrice), the list price for others. Metres for "Move to cart" start at,
 * step by and must be a multiple of the package length for rings, reels and boxes (the quote's rule).
 * Calls: DELETE kabelshop/v1/wishlist/{code} (remove; also after "Move to cart").
 * "Move to cart" asks for metres (whole metres >= 1), adds a line to lib/cart (kind 'cart'; the
 * server re-prices it at checkout) and removes the article from the wishlist. Articles that left
 * the catalogue can only be removed. Outcomes are announced in a polite status line.
 */
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { ApiError } from '../../lib/api';
import { addItem } from '../../lib/cart/store';
import { formatDecimal, formatMetres, formatSizeLabel } from '../../lib/format';
import { DemoTag } from '../../components/DemoTag';
import { parseProps } from '../../components/parseProps';
import { UnitPrice } from '../../components/UnitPrice';
import { useLocale } from '../../components/useLocale';
import { entrySchema, removeFromWishlist, type WishlistEntry } from './api';

export const propsSchema = z.object({
  items: z.array(entrySchema).default([]),
  discountPercent: z.number().int().min(0).max(100).default(0),
});

function Entry({
  entry,
  busy,
  onMove,
  onRemove,
}: {
  entry: WishlistEntry;
  busy: boolean;
  onMove: (entry: WishlistEntry, metres: number) => void;
  onRemove: (entry: WishlistEntry) => void;
}) {
  const { t } = useTranslation('wishlist');
  const { t: tc } = useTranslation('catalogue');
  const locale = useLocale();
  const qtyId = useId();
  const errorId = useId();
  const hintId = useId();
  const multiple = entry.order_multiple_m ?? null;
  const [quantity, setQuantity] = useState(String(multiple ?? 100));
  const [invalid, setInvalid] = useState(false);
  const metres = /^\d+$/.test(quantity.trim()) ? Number(quantity.trim()) : NaN;
  const valid = Number.isSafeInteger(metres) && metres >= 1 && (multiple === null || metres % multiple === 0);
  const soldIn = multiple === null ? '' : tc(`table.soldIn.${entry.packaging === 'reel' || entry.packaging === 'box' ? entry.packaging : 'ring'}`, { metres: formatMetres(multiple, locale) });
  const error =
    multiple === null
      ? t('metresInvalid')
      : tc('table.quantityPackages', { list: [1, 2, 3].map((n) => formatDecimal(n * multiple, locale)).join(', ') });
  const describedBy = [soldIn ? hintId : '', invalid && !valid ? errorId : ''].filter(Boolean).join(' ') || undefined;
  const label = [entry.name, formatSizeLabel(entry.size_label, locale)].filter(Boolean).join(' ') || entry.article_code;
  const available = entry.availability !== 'unavailable' && entry.unit_price_e4 !== null;

  return (
    <li className="ks-wishlist__entry">
      <div className="ks-wishlist__article">
        {entry.product_url ? <a href={entry.product_url}>{label}</a> : <span>{label}</span>}
        <span className="ks-wishlist__code">
          <span className="ks-sr-only">{t('code')} </span>
          {entry.article_code}
        </span>
      </div>
      <div className="ks-wishlist__price">
        {available && entry.unit_price_e4 !== null ? (
          <>
            <span className="ks-sr-only">{t('pricePerMetre')} </span>
            <UnitPrice listE4={entry.unit_price_e4} yoursE4={entry.your_unit_price_e4} yoursFullE4={entry.your_full_price_e4} surchargeE4={entry.metal_surcharge_e4 ?? 0} display={entry.metal_display ?? null} />
            <span aria-hidden="true"> /m</span>
            {entry.price_is_demo ? (
              <>
                {' '}
                <DemoTag />
              </>
            ) : null}
          </>
        ) : null}
      </div>
      <div className="ks-wishlist__availability">
        {available ? (
          <span className={`ks-availability ks-availability--${entry.availability}`}>
            {tc(`availability.${entry.availability}`, { count: entry.lead_time_days ?? 0 })}
            {entry.availability === 'in_stock' && entry.stock_m !== null ? ` (${formatMetres(entry.stock_m, locale)})` : ''}
          </span>
        ) : (
          <span className="ks-availability ks-availability--unavailable">{t('unavailable')}</span>
        )}
      </div>
      <div className="ks-wishlist__actions">
        {available ? (
          <>
            <label htmlFor={qtyId}>{t('metresFor', { name: label })}</label>
            <input
              id={qtyId}
              className="ks-qty"
              type="number"
              inputMode="numeric"
              min={multiple ?? 1}
              step={multiple ?? 1}
              value={quantity}
              aria-invalid={invalid && !valid ? true : undefined}
              aria-describedby={describedBy}
              onChange={(event) => setQuantity(event.target.value)}
            />
            <button
              type="button"
              className="ks-button ks-button--primary ks-button--small"
              disabled={busy}
              onClick={() => {
                if (!valid) {
                  setInvalid(true);
                  return;
                }
                setInvalid(false);
                onMove(entry, metres);
              }}
            >
              {t('moveToCart')}
              <span className="ks-sr-only"> {label}</span>
            </button>
            {soldIn ? (
              <p id={hintId} className="ks-wishlist__hint">
                {soldIn}
              </p>
            ) : null}
            {invalid && !valid ? (
              <p id={errorId} className="ks-field-error">
                {error}
              </p>
            ) : null}
          </>
        ) : null}
        <button type="button" className="ks-button ks-button--small" disabled={busy} onClick={() => onRemove(entry)}>
          {t('remove')}
          <span className="ks-sr-only"> {label}</span>
        </button>
      </div>
    </li>
  );
}

export function AccountWishlist({ items: initial }: z.infer<typeof propsSchema>) {
  const { t } = useTranslation('wishlist');
  const locale = useLocale();
  const [items, setItems] = useState<WishlistEntry[]>(initial);
  const [status, setStatus] = useState('');
  const [busy, setBusy] = useState(false);
  const busyRef = useRef(false);

  const run = async (action: () => Promise<WishlistEntry[]>, success: string): Promise<boolean> => {
    if (busyRef.current) return false;
    busyRef.current = true;
    setBusy(true);
    try {
      setItems(await action());
      setStatus(success);
      return true;
    } catch (error) {
      setStatus(error instanceof ApiError && error.kind === 'http' ? error.message : t('failed'));
      return false;
    } finally {
      busyRef.current = false;
      setBusy(false);
    }
  };

  const move = (entry: WishlistEntry, metres: number): void => {
    if (busyRef.current || entry.unit_price_e4 === null) return;
    const label = [entry.name, formatSizeLabel(entry.size_label, locale)].filter(Boolean).join(' ') || entry.article_code;
    addItem(
      'cart',
      {
        Cijena: entry.unit_price_e4 / 10000,
        SifraArtikla2: entry.article_code,
        name: entry.name,
        sizeLabel: entry.size_label,
        packaging: entry.packaging,
        productUrl: entry.product_url,
      },
      metres,
    );
    void run(() => removeFromWishlist(entry.article_code), t('moved', { name: label, metres: formatMetres(metres, locale) }));
  };

  const remove = (entry: WishlistEntry): void => {
    const label = [entry.name, formatSizeLabel(entry.size_label, locale)].filter(Boolean).join(' ') || entry.article_code;
    void run(() => removeFromWishlist(entry.article_code), t('removed', { name: label }));
  };

  return (
    <div className="ks-wishlist">
      {items.length === 0 ? (
        <p className="ks-wishlist__empty">{t('empty')}</p>
      ) : (
        <ul className="ks-wishlist__list" aria-label={t('listLabel', { count: items.length })}>
          {items.map((entry) => (
            <Entry key={entry.article_code} entry={entry} busy={busy} onMove={move} onRemove={remove} />
          ))}
        </ul>
      )}
      <p className="ks-wishlist__status" role="status" aria-live="polite">
        {status}
      </p>
    </div>
  );
}

export default function Island({ props }: { props: unknown }) {
  const parsed = parseProps('account-wishlist', propsSchema, props);
  return parsed ? <AccountWishlist {...parsed} /> : null;
}
