/**
 * The catalogue filters: category (the facets' list, else the server's first list with counts),
 * cores and cross-section (the facets' values, cross-sections in the page's number format).
 */
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../components/useLocale';
import { formatDecimal } from '../../lib/format';
import type { Facets } from './schema';
import type { CatalogueFilters } from './useCatalogueQuery';

export type FilterKey = 'category' | 'cores' | 'crossSection';

export function Filters({
  filters,
  facets,
  categoryOptions,
  onChange,
}: {
  filters: CatalogueFilters;
  facets: Facets;
  categoryOptions: Facets['categories'];
  onChange: (key: FilterKey, value: string) => void;
}) {
  const { t } = useTranslation('catalogue');
  const locale = useLocale();
  const ids = { category: useId(), cores: useId(), cross: useId() };
  return (
    <fieldset className="ks-catalogue__filters">
      <legend>{t('filters.legend')}</legend>
      <div className="ks-field">
        <label htmlFor={ids.category}>{t('filters.category')}</label>
        <select id={ids.category} value={filters.category} onChange={(event) => onChange('category', event.target.value)}>
          <option value="">{t('filters.all')}</option>
          {categoryOptions.map((category) => (
            <option key={category.slug} value={category.slug}>
              {category.count !== undefined ? `${category.name} (${category.count})` : category.name}
            </option>
          ))}
        </select>
      </div>
      <div className="ks-field">
        <label htmlFor={ids.cores}>{t('filters.cores')}</label>
        <select id={ids.cores} value={filters.cores} onChange={(event) => onChange('cores', event.target.value)}>
          <option value="">{t('filters.all')}</option>
          {facets.cores.map((cores) => (
            <option key={cores} value={String(cores)}>
              {cores}
            </option>
          ))}
        </select>
      </div>
      <div className="ks-field">
        <label htmlFor={ids.cross}>{t('filters.crossSection')}</label>
        <select id={ids.cross} value={filters.crossSection} onChange={(event) => onChange('crossSection', event.target.value)}>
          <option value="">{t('filters.all')}</option>
          {facets.cross_sections.map((size) => (
            <option key={size} value={size}>
              {formatDecimal(size, locale)}
            </option>
          ))}
        </select>
      </div>
    </fieldset>
  );
}
