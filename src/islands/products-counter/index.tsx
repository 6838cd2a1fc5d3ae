/**
 * Products counter island (spec: products counter; catalogue "product and result counts, a label
 * for the number of cable types"): the number of cable types and of articles with plural labels
 * (hr/sr: zero, one, few, other; en: zero, one, other).
 *
 * Props: { products: number, articles: number } (whole numbers, >= 0).
 * Calls: no endpoint. Loads: when its mount point nears the viewport.
 */
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { formatNumber } from '../../lib/format';
import { parseProps } from '../../components/parseProps';
import { useLocale } from '../../components/useLocale';

const propsSchema = z.object({
  products: z.number().int().nonnegative(),
  articles: z.number().int().nonnegative(),
});

function ProductsCounter({ products, articles }: z.infer<typeof propsSchema>) {
  const { t } = useTranslation('catalogue');
  const locale = useLocale();
  return (
    <p className="ks-counter">
      <span className="ks-counter__item">{t('counts.products', { count: products, n: formatNumber(products, locale) })}</span>
      {/* Articles in the whole catalogue, not 'results': above a search the catalogue's own line
          counts the results, and '221 results' over '8 results' read as a contradiction. */}
      <span className="ks-counter__item">{t('counter.articles', { count: articles, n: formatNumber(articles, locale) })}</span>
    </p>
  );
}

export default function Island({ props }: { props: unknown }) {
  const parsed = parseProps('products-counter', propsSchema, props);
  return parsed ? <ProductsCounter {...parsed} /> : null;
}
