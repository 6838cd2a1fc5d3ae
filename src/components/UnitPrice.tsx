/**
 * A unit price per metre as the buyer sees it (issue 13, customer prices). Without a customer
 * price: the list price. With one (an approved customer's price after the business discount, the
 * server's `your_unit_price_e4`, Commerce\CustomerPrice): "Your price 0,1496 €" and beside it the
 * list price, struck through and labelled "List price", so a screen reader says "Your price …
 * List price …" rather than two bare numbers (a struck number alone is not announced as such).
 * Texts: catalogue namespace, `prices.*`.
 */
import { useTranslation } from 'react-i18next';
import { Price } from './Price';

export function UnitPrice({ listE4, yoursE4 }: { listE4: number; yoursE4?: number | null }) {
  const { t } = useTranslation('catalogue');
  if (yoursE4 === undefined || yoursE4 === null) return <Price e4={listE4} />;
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

/**
 * Net cents of one line as the cart charges it (Commerce\Totals: quantity x list price x
 * (100 - discount) / 100, rounded half up to the cent once), so a row total never differs from
 * the cart's. quantityM <= 100000 and a list price below 1000 EUR/m keep it a safe integer.
 */
export function lineNetCents(quantityM: number, listE4: number, discountPercent: number): number {
  return Math.floor((quantityM * listE4 * (100 - discountPercent) + 5000) / 10000);
}
