/**
 * A unit price per metre as the buyer sees it (issue 13, customer prices; issue 14, metal surcharge).
 * Without a customer price: the list price. With one (an approved customer's base price after the
 * business discount, the server's `your_unit_price_e4`, Commerce\CustomerPrice): "Your price 0,1496 €"
 * and beside it the list price, struck through and labelled "List price", so a screen reader says
 * "Your price … List price …" rather than two bare numbers (a struck number alone is not announced
 * as such).
 *
 * With a metal surcharge (`display` 'split' | 'full', SurchargeSettings): the discount applies to
 * the base price only (the agreed rule, docs/checkout.md; cable trade practice), so the customer's
 * full price is their base price plus the undiscounted surcharge, never below 0
 * (customerFullE4(), CustomerPrice::unit_price_e4()'s rule). 'split' shows base (pair), metal
 * surcharge and full price (pair); 'full' the full price (pair) with "incl. metal surcharge …".
 * Texts: catalogue namespace `prices.*`, cart namespace `metal.*`.
 */
import { useTranslation } from 'react-i18next';
import { PerMetre } from './MetalSurcharge';
import { Price } from './Price';

/** The list price, or the customer's price with the list price struck and labelled beside it. */
function PricePair({ listE4, yoursE4 }: { listE4: number; yoursE4: number | null }) {
  const { t } = useTranslation('catalogue');
  if (yoursE4 === null) return <Price e4={listE4} />;
  return (
    <span className="ks-price-pair">
      <span className="ks-price-pair__yours">
        <span className="ks-price-pair__label">{t('prices.yours')}</span> <Price e4={yoursE4} className="ks-price--yours" />
      </span>{' '}
      <span className="ks-list-price">
        <span className="ks-list-price__label">{t('prices.list')}</span>{' '}
        <s>
          <Price e4={listE4} />
        </s>
      </span>
    </span>
  );
}

/** The customer's full price per metre: their (discounted) base price plus the surcharge, never below 0. */
export function customerFullE4(yoursBaseE4: number, surchargeE4: number): number {
  return Math.max(0, yoursBaseE4 + surchargeE4);
}

export function UnitPrice({
  listE4,
  yoursE4,
  surchargeE4 = 0,
  fullE4,
  display = null,
}: {
  /** The list (base) price per metre. */
  listE4: number;
  /** The customer's base price per metre after the discount; null/undefined without one. */
  yoursE4?: number | null;
  /** The metal surcharge per metre (signed). */
  surchargeE4?: number;
  /** The list full price per metre as the server gave it (else base + surcharge, never below 0). */
  fullE4?: number;
  /** The surcharge display; null: the base price is the price (no surcharge shown). */
  display?: 'split' | 'full' | null;
}) {
  const yours = yoursE4 ?? null;
  if (display === null) return <PricePair listE4={listE4} yoursE4={yours} />;
  return (
    <PerMetre
      display={display}
      baseE4={listE4}
      surchargeE4={surchargeE4}
      fullE4={fullE4 ?? Math.max(0, listE4 + surchargeE4)}
      render={(e4) => <PricePair listE4={e4} yoursE4={yours} />}
      renderFull={(e4) => <PricePair listE4={e4} yoursE4={yours === null ? null : customerFullE4(yours, surchargeE4)} />}
    />
  );
}

/**
 * Net cents of one line as the cart charges it (Commerce\Totals, issue 14: quantity x base price x
 * (100 - discount) / 100 plus quantity x metal surcharge, rounded half away from zero to the cent
 * once), so a row total never differs from the cart's. quantityM <= 100000 and prices below
 * 1000 EUR/m keep it a safe integer.
 */
export function lineNetCents(quantityM: number, listE4: number, discountPercent: number, surchargeE4 = 0): number {
  const e6 = quantityM * listE4 * (100 - discountPercent) + quantityM * surchargeE4 * 100;
  const magnitude = Math.floor((Math.abs(e6) + 5000) / 10000);
  return e6 < 0 ? -magnitude : magnitude;
}
