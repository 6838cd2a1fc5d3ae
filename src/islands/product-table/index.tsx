/**
 * Product table island (spec: product detail; product table columns in section 3: name,
 * dimensions, construction, number of cores, colours, diameter, Cu, weight, packaging, price,
 * availability, quantity, total).
 *
 * Props: the GET kabelshop/v1/products/{id} object (printed by the product page):
 *   { id, designation, hr_name, url, construction, colour_standard, articles: [{ article_code,
 *     size_label, cores, cross_section_mm2, outer_diameter_mm|null, copper_kg_km|null, copper_computed,
 *     weight_kg_km|null, packaging, package_length_m|null, unit_price_e4, unit_price, price_is_demo,
 *     stock_m|null, availability }], ... }.
 * Calls: no endpoint; adds lines to lib/cart (cart or inquiry list), which the server re-prices.
 * Loads: when its mount point nears the viewport (product pages).
 * A table on wide screens, one card per article under 700 px (CSS). Copper marked "computed" is
 * nominal copper: cores x mm2 x 8.89 kg/km (copper density 8.89 kg/dm3).
 */
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { addItem, type ListKind } from '../../lib/cart/store';
import { formatDecimal, formatMetres, lineTotalCents } from '../../lib/format';
import { DemoTag } from '../../components/DemoTag';
import { NotPublished } from '../../components/NotPublished';
import { parseProps } from '../../components/parseProps';
import { Price } from '../../components/Price';
import { useLocale } from '../../components/useLocale';
import { ConstructionModal } from './ConstructionModal';

/** Measures arrive as decimal strings ("13.00") or null (not published); numbers are accepted too. */
const decimal = z.union([z.string().regex(/^-?\d+(\.\d+)?$/), z.number()]).nullable();

const articleSchema = z.object({
  article_code: z.string().min(1),
  size_label: z.string(),
  cores: z.number().int().min(0).nullable(),
  cross_section_mm2: z.union([z.number(), z.string()]).nullable().optional(),
  outer_diameter_mm: decimal,
  copper_kg_km: decimal,
  copper_computed: z.boolean(),
  weight_kg_km: decimal,
  packaging: z.enum(['ring', 'reel', 'box', 'drum']),
  package_length_m: z.number().nullable(),
  unit_price_e4: z.number().int().nonnegative(),
  unit_price: z.string(),
  price_is_demo: z.boolean(),
  stock_m: z.number().nullable(),
  availability: z.enum(['in_stock', 'on_request']),
});

export const productSchema = z.object({
  id: z.number(),
  designation: z.string(),
  hr_name: z.string().nullable().optional(),
  url: z.string(),
  construction: z.string().nullable().optional(),
  colour_standard: z.enum(['hd308_gnye', 'hd308_no_gnye', 'din47100', '']).catch(''),
  articles: z.array(articleSchema),
});

type Product = z.infer<typeof productSchema>;
type Article = z.infer<typeof articleSchema>;

function Value({ value, locale }: { value: string | number | null; locale: ReturnType<typeof useLocale> }) {
  return value === null ? <NotPublished /> : <>{formatDecimal(value, locale)}</>;
}

function Row({ product, article, onAdded }: { product: Product; article: Article; onAdded: (message: string) => void }) {
  const { t } = useTranslation('catalogue');
  const locale = useLocale();
  const qtyId = useId();
  const errorId = useId();
  const [quantity, setQuantity] = useState('1');
  const [invalid, setInvalid] = useState(false);
  const [colours, setColours] = useState(false);
  const metres = /^\d+$/.test(quantity.trim()) ? Number(quantity.trim()) : NaN;
  const valid = Number.isSafeInteger(metres) && metres >= 1;
  const label = `${product.designation} ${article.size_label}`;

  const add = (kind: ListKind): void => {
    if (!valid) {
      setInvalid(true);
      return;
    }
    setInvalid(false);
    addItem(
      kind,
      {
        Cijena: Number(article.unit_price),
        SifraArtikla2: article.article_code,
        name: product.designation,
        sizeLabel: article.size_label,
        packaging: article.packaging,
        productUrl: product.url,
      },
      metres,
    );
    onAdded(t(kind === 'cart' ? 'table.addedToCart' : 'table.addedToInquiry', { metres: formatMetres(metres, locale), name: label }));
  };

  return (
    <tr>
      <th scope="row" data-label={t('table.name')}>
        {product.designation} {article.size_label}
        <span className="ks-table__code">{t('table.code', { code: article.article_code })}</span>
      </th>
      <td data-label={t('table.dimensions')}>{article.size_label}</td>
      <td data-label={t('table.construction')}>{product.construction ? product.construction : <NotPublished />}</td>
      <td data-label={t('table.cores')}>{article.cores ?? <NotPublished />}</td>
      <td data-label={t('table.colours')}>
        <button
          type="button"
          className="ks-button ks-button--small"
          aria-haspopup="dialog"
          aria-label={t('table.showColours', { name: label })}
          onClick={() => setColours(true)}
        >
          {t('table.colourButton')}
        </button>
        <ConstructionModal
          open={colours}
          onClose={() => setColours(false)}
          designation={product.designation}
          sizeLabel={article.size_label}
          cores={article.cores ?? 0}
          standard={product.colour_standard}
        />
      </td>
      <td data-label={t('table.diameter')}>
        <Value value={article.outer_diameter_mm} locale={locale} />
      </td>
      <td data-label={t('table.copper')}>
        <Value value={article.copper_kg_km} locale={locale} />
        {article.copper_kg_km !== null && article.copper_computed ? (
          <span className="ks-table__computed" title={t('table.computedExplained')}>
            {' '}
            ({t('table.computed')}
            <span className="ks-sr-only">: {t('table.computedExplained')}</span>)
          </span>
        ) : null}
      </td>
      <td data-label={t('table.weight')}>
        <Value value={article.weight_kg_km} locale={locale} />
      </td>
      <td data-label={t('table.packaging')}>
        {t(`packaging.${article.packaging}`)}
        {article.package_length_m !== null ? ` ${formatMetres(article.package_length_m, locale)}` : ''}
      </td>
      <td data-label={t('table.price')}>
        <Price e4={article.unit_price_e4} />
        {article.price_is_demo ? (
          <>
            {' '}
            <DemoTag />
          </>
        ) : null}
      </td>
      <td data-label={t('table.availability')}>
        {t(`availability.${article.availability}`)}
        {article.availability === 'in_stock' && article.stock_m !== null ? ` (${formatMetres(article.stock_m, locale)})` : ''}
      </td>
      <td data-label={t('table.quantity')}>
        <label htmlFor={qtyId} className="ks-sr-only">
          {t('table.quantityFor', { name: label })}
        </label>
        <input
          id={qtyId}
          className="ks-qty"
          type="number"
          inputMode="numeric"
          min={1}
          step={1}
          value={quantity}
          aria-invalid={invalid && !valid}
          aria-describedby={invalid && !valid ? errorId : undefined}
          onChange={(event) => setQuantity(event.target.value)}
        />
        {invalid && !valid ? (
          <span id={errorId} className="ks-field-error">
            {t('table.quantityInvalid')}
          </span>
        ) : null}
      </td>
      <td data-label={t('table.total')}>{valid ? <Price cents={lineTotalCents(metres, article.unit_price_e4)} /> : <NotPublished />}</td>
      <td data-label={t('table.actions')} className="ks-table__actions">
        <button type="button" className="ks-button ks-button--primary" onClick={() => add('cart')}>
          {t('table.addToCart')}
          <span className="ks-sr-only"> {label}</span>
        </button>
        <button type="button" className="ks-button" onClick={() => add('inquiry')}>
          {t('table.addToInquiry')}
          <span className="ks-sr-only"> {label}</span>
        </button>
      </td>
    </tr>
  );
}

function ProductTable({ product }: { product: Product }) {
  const { t } = useTranslation('catalogue');
  const [status, setStatus] = useState('');
  if (product.articles.length === 0) return <p>{t('table.noArticles')}</p>;
  return (
    <div className="ks-product-table">
      <div className="ks-product-table__scroll">
        <table className="ks-table">
          <caption>{t('table.caption', { designation: product.designation })}</caption>
          <thead>
            <tr>
              <th scope="col">{t('table.name')}</th>
              <th scope="col">{t('table.dimensions')}</th>
              <th scope="col">{t('table.construction')}</th>
              <th scope="col">{t('table.cores')}</th>
              <th scope="col">{t('table.colours')}</th>
              <th scope="col">{t('table.diameter')}</th>
              <th scope="col">{t('table.copper')}</th>
              <th scope="col">{t('table.weight')}</th>
              <th scope="col">{t('table.packaging')}</th>
              <th scope="col">{t('table.price')}</th>
              <th scope="col">{t('table.availability')}</th>
              <th scope="col">{t('table.quantity')}</th>
              <th scope="col">{t('table.total')}</th>
              <th scope="col">{t('table.actions')}</th>
            </tr>
          </thead>
          <tbody>
            {product.articles.map((article) => (
              <Row key={article.article_code} product={product} article={article} onAdded={setStatus} />
            ))}
          </tbody>
        </table>
      </div>
      <p className="ks-product-table__status" role="status" aria-live="polite">
        {status}
      </p>
    </div>
  );
}

export default function Island({ props }: { props: unknown }) {
  const parsed = parseProps('product-table', productSchema, props);
  return parsed ? <ProductTable product={parsed} /> : null;
}
