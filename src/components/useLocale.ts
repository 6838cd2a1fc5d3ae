/**
 * The island's locale (hr-HR, en-US or sr-RS) from the i18next instance mount.ts provides, so
 * formatting follows the same language as the texts. Falls back to en-US (spec section 9).
 */
import { useTranslation } from 'react-i18next';
import { toLocale, type Locale } from '../lib/config';

export function useLocale(): Locale {
  const { i18n } = useTranslation();
  return toLocale(i18n.language);
}
