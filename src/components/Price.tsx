/**
 * Money shown exactly from integers in the island's locale (lib/format, spec section 9):
 * `cents` for totals, `e4` for unit prices per metre (4 decimals). Never wraps inside the amount.
 */
import { formatMoneyCents, formatUnitPriceE4 } from '../lib/format';
import { useLocale } from './useLocale';

export function Price({ cents, e4, className }: { cents?: number; e4?: number; className?: string }) {
  const locale = useLocale();
  const text = e4 !== undefined ? formatUnitPriceE4(e4, locale) : formatMoneyCents(cents ?? 0, locale);
  return <span className={`ks-price${className ? ` ${className}` : ''}`}>{text}</span>;
}
