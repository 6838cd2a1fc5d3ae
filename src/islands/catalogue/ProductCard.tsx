/**
 * One product of the result list: designation (linked), name, category, the first sizes and the
 * price from (per metre, marked DEMO where the price is a demo price) or "price on request".
 */
import { useTranslation } from 'react-i18next';
import { DemoTag } from '../../components/DemoTag';
import { Price } from '../../components/Price';
import { useLocale } from '../../components/useLocale';
import { formatSizeLabel } from '../../lib/format';
import type { CatalogueProduct } from './schema';

/** Sizes named on a card; the rest are counted ("+3 more"). */
export const MAX_SIZES_SHOWN = 8;

export function ProductCard({ product }: { product: CatalogueProduct }) {
  const { t } = useTranslation('catalogue');
  const locale = useLocale();
  const sizes = product.sizes ?? [];
  const shown = sizes.slice(0, MAX_SIZES_SHOWN);
  return (
    <li className="ks-card">
      <h3 className="ks-card__title">
        <a href={product.url}>{product.designation}</a>
      </h3>
      {product.hr_name ? <p className="ks-card__name">{product.hr_name}</p> : null}
      {product.category ? <p className="ks-card__category">{product.category.name}</p> : null}
      {shown.length > 0 ? (
        <p className="ks-card__sizes">
          <span className="ks-card__label">{t('card.sizes')}</span>{' '}
          {shown.map((size) => formatSizeLabel(size, locale)).join(', ')}
          {sizes.length > shown.length ? ` ${t('card.moreSizes', { count: sizes.length - shown.length })}` : ''}
        </p>
      ) : null}
      <p className="ks-card__price">
        {product.price_from_e4 !== null && product.price_from_e4 !== undefined ? (
          <>
            <span className="ks-card__label">{t('card.priceFrom')}</span> <Price e4={product.price_from_e4} />
            {t('card.perMetre')}
            {product.price_is_demo ? (
              <>
                {' '}
                <DemoTag />
              </>
            ) : null}
          </>
        ) : (
          t('card.priceOnRequest')
        )}
      </p>
    </li>
  );
}
