/**
 * A unit price per metre as the buyer sees it (issue 13, customer prices; issue 14, metal surcharge;
 * issue 27, one price everywhere). Without a customer price: the list price. With one (an approved
 * customer's price after the business discount, from the server: Commerce\CustomerPrice):
 * "Your price 0,1496 €" and beside it the list price, struck through and labelled "List price", so
 * a screen reader says "Your price … List price …" rather than two bare numbers.
 *
 * The discount is off the FULL unit price, base + metal surcharge (spec section 9, docs/decisions.md
 * "Discount"). The browser computes no price: the customer's full price is the server's
 * (`yoursFullE4`: your_full_price_e4 of the product and wishlist answers, customer_unit_price_e4
 * of a quote line); without it no own full price is shown. 'split' shows base (pair with the
 * customer's base price), metal surcharge and full price (pair); 'full' the full price (pair) with
 * "incl. metal surcharge …". Texts: catalogue namespace `prices.*`, cart namespace `metal.*`.
 */
import { useTranslation } from 'react-i18next';
import { PerMetre } from './MetalSurcharge';
import { Price } from './Price';

/** The list price, or the customer's price with the list price struck and labelled beside it (per metre, or a line's cents). */
export function PricePair({ listE4, yoursE4, cents = false }: { listE4: number; yoursE4: number | null; cents?: boolean }) {
  const { t } = useTranslation('catalogue');
  const price = (value: number, className?: string) => (cents ? <Price cents={value} className={className} /> : <Price e4={value} className={className} />);
  if (yoursE4 === null) return price(listE4);
  return (
    <span className="ks-price-pair">
      <span className="ks-price-pair__yours">
        <span className="ks-price-pair__label">{t('prices.yours')}</span> {price(yoursE4, 'ks-price--yours')}
      </span>{' '}
      <span className="ks-list-price">
        <span className="ks-list-price__label">{t('prices.list')}</span> <s>{price(listE4)}</s>
      </span>
    </span>
  );
}

export function UnitPrice({
  listE4,
  yoursE4,
  yoursFullE4,
  surchargeE4 = 0,
  fullE4,
  display = null,
}: {
  /** The list (base) price per metre. */
  listE4: number;
  /** The customer's base price per metre after the discount; null/undefined without one. */
  yoursE4?: number | null;
  /** The customer's full price per metre after the discount (the server's); null/undefined without one. */
  yoursFullE4?: number | null;
  /** The metal surcharge per metre (signed). */
  surchargeE4?: number;
  /** The list full price per metre as the server gave it (else base + surcharge, never below 0). */
  fullE4?: number;
  /** The surcharge display; null: the base price is the price (no surcharge shown). */
  display?: 'split' | 'full' | null;
}) {
  const yours = yoursE4 ?? null;
  const yoursFull = yoursFullE4 ?? null;
  if (display === null) return <PricePair listE4={listE4} yoursE4={yoursFull ?? yours} />;
  return (
    <PerMetre
      display={display}
      baseE4={listE4}
      surchargeE4={surchargeE4}
      fullE4={fullE4 ?? Math.max(0, listE4 + surchargeE4)}
      render={(e4) => <PricePair listE4={e4} yoursE4={yours} />}
      renderFull={(e4) => <PricePair listE4={e4} yoursE4={yoursFull} />}
    />
  );
}

/**
 * The full price per metre of a server answer (quick order, order lists: CustomerPrice::shown()):
 * the full list price (base + surcharge) with the surcharge it includes named, and the customer's
 * own full price beside it when the server sent one.
 */
export function FullUnitPrice({
  baseE4,
  surchargeE4,
  fullE4,
  yoursFullE4,
}: {
  baseE4: number;
  surchargeE4: number;
  fullE4: number;
  yoursFullE4: number | null;
}) {
  return <UnitPrice listE4={baseE4} yoursFullE4={yoursFullE4} yoursE4={yoursFullE4} surchargeE4={surchargeE4} fullE4={fullE4} display={surchargeE4 === 0 ? null : 'full'} />;
}
