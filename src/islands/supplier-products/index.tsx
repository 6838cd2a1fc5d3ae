/**
 * Supplier products island (spec: supplier products list): the products grouped by supplier,
 * suppliers in alphabetical order (locale-aware), products by designation.
 *
 * Props: { products: [{ id, designation, hr_name, url, supplier }] }.
 * Calls: no endpoint. Loads: when its mount point nears the viewport.
 */
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { collator as localeCollator, formatNumber } from '../../lib/format';
import { parseProps } from '../../components/parseProps';
import { useLocale } from '../../components/useLocale';

export const propsSchema = z.object({
  products: z.array(
    z.object({
      id: z.number(),
      designation: z.string(),
      hr_name: z.string().nullable().optional(),
      url: z.string(),
      supplier: z.string().nullable().optional(),
    }),
  ),
});

type Product = z.infer<typeof propsSchema>['products'][number];

function SupplierProducts({ products }: z.infer<typeof propsSchema>) {
  const { t } = useTranslation('catalogue');
  const locale = useLocale();
  const groups = useMemo(() => {
    const bySupplier = new Map<string, Product[]>();
    for (const product of products) {
      const key = product.supplier?.trim() ?? '';
      bySupplier.set(key, [...(bySupplier.get(key) ?? []), product]);
    }
    const collator = localeCollator(locale);
    return Array.from(bySupplier.entries())
      .sort(([a], [b]) => (a === '' ? 1 : b === '' ? -1 : collator.compare(a, b)))
      .map(([supplier, items]) => ({ supplier, items: [...items].sort((a, b) => collator.compare(a.designation, b.designation)) }));
  }, [products, locale]);

  if (products.length === 0) return <p className="ks-suppliers__empty">{t('suppliers.empty')}</p>;
  return (
    <div className="ks-suppliers">
      {groups.map(({ supplier, items }) => (
        <section key={supplier || '-'} className="ks-suppliers__group" aria-label={supplier || t('suppliers.unknown')}>
          <h3 className="ks-suppliers__name">
            {supplier || t('suppliers.unknown')} <span className="ks-suppliers__count">({t('counts.products', { count: items.length, n: formatNumber(items.length, locale) })})</span>
          </h3>
          <ul className="ks-suppliers__list">
            {items.map((product) => (
              <li key={product.id}>
                <a href={product.url}>{product.designation}</a>
                {product.hr_name ? <span className="ks-suppliers__hr"> — {product.hr_name}</span> : null}
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}

export default function Island({ props }: { props: unknown }) {
  const parsed = parseProps('supplier-products', propsSchema, props);
  return parsed ? <SupplierProducts {...parsed} /> : null;
}
