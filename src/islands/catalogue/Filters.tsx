/**
 * The catalogue filters: category (the facets' list, else the server's first list with counts),
 * cores and cross-section (the facets' values, cross-sections in the page's number format), and the
 * technical filters (issue 14): one fieldset with its legend per group of products/facets'
 * `technical` (CPR class, rated voltage, conductor class: radio buttons with "All"; halogen-free,
 * armoured, screened: checkboxes), each option's count of cable types in its label in the page's
 * number format; an option with count 0 is disabled unless it is chosen (so it can be cleared).
 * Groups the server leaves out (no cable type has a CPR class) are not shown.
 * Issue 27: below 700 px the filters fold under a disclosure button (aria-expanded), folded at
 * first like the server's copy (templates/page-catalogue.php); the island keeps the state while
 * the buyer filters and searches.
 */
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../components/useLocale';
import { formatDecimal, formatNumber } from '../../lib/format';
import type { Facets, TechnicalGroup, TechnicalParam } from './schema';
import type { CatalogueFilters } from './useCatalogueQuery';

export type FilterKey = 'category' | 'cores' | 'crossSection';

export function Filters({
  filters,
  facets,
  categoryOptions,
  onChange,
  onTechnical,
  open,
  onToggle,
}: {
  filters: CatalogueFilters;
  facets: Facets;
  categoryOptions: Facets['categories'];
  onChange: (key: FilterKey, value: string) => void;
  onTechnical: (param: TechnicalParam, value: string) => void;
  /** Issue 27: unfolded on a phone (the button shows only below 700 px; wider, the filters always show). */
  open: boolean;
  onToggle: () => void;
}) {
  const { t } = useTranslation('catalogue');
  const locale = useLocale();
  const ids = { category: useId(), cores: useId(), cross: useId(), panel: useId() };
  return (
    <>
      <button type="button" className="ks-button ks-catalogue__filter-toggle" aria-expanded={open} aria-controls={ids.panel} onClick={onToggle}>
        {t('filters.toggle')}
      </button>
      <fieldset className={`ks-catalogue__filters${open ? '' : ' is-collapsed'}`} id={ids.panel}>
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
        {(facets.technical ?? []).map((group) => (
          <TechnicalFieldset key={group.key} group={group} filters={filters} onTechnical={onTechnical} />
        ))}
      </fieldset>
    </>
  );
}

function TechnicalFieldset({
  group,
  filters,
  onTechnical,
}: {
  group: TechnicalGroup;
  filters: CatalogueFilters;
  onTechnical: (param: TechnicalParam, value: string) => void;
}) {
  const { t } = useTranslation('catalogue');
  const locale = useLocale();
  const name = useId();
  if (group.options.length === 0) return null;
  const label = (text: string, count: number): string => `${text} (${formatNumber(count, locale)})`;
  if (group.type === 'checkbox') {
    return (
      <fieldset className="ks-catalogue__tech" data-group={group.key}>
        <legend>{group.legend}</legend>
        {group.options.map((option) => {
          const checked = filters.technical[option.param] === option.value;
          return (
            <label key={option.param} className="ks-check">
              <input
                type="checkbox"
                name={option.param}
                value={option.value}
                checked={checked}
                disabled={option.count === 0 && !checked}
                onChange={(event) => onTechnical(option.param, event.target.checked ? option.value : '')}
              />{' '}
              {label(option.label, option.count)}
            </label>
          );
        })}
      </fieldset>
    );
  }
  const param = group.options[0].param;
  const current = filters.technical[param];
  return (
    <fieldset className="ks-catalogue__tech" data-group={group.key}>
      <legend>{group.legend}</legend>
      <label className="ks-check">
        <input type="radio" name={name} value="" checked={current === ''} onChange={() => onTechnical(param, '')} /> {t('filters.all')}
      </label>
      {group.options.map((option) => {
        const checked = current === option.value;
        return (
          <label key={option.value} className="ks-check">
            <input
              type="radio"
              name={name}
              value={option.value}
              checked={checked}
              disabled={option.count === 0 && !checked}
              onChange={() => onTechnical(param, option.value)}
            />{' '}
            {label(option.label, option.count)}
          </label>
        );
      })}
    </fieldset>
  );
}
