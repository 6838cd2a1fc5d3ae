/**
 * Test helpers: load the texts of a locale into the shared i18next instance, as mount.ts does.
 */
import { setConfig, type Locale } from '../../src/lib/config';
import { loadNamespaces } from '../../src/lib/i18n';

export async function useLocale(locale: Locale, namespaces: readonly string[] = []): Promise<void> {
  setConfig({ locale });
  await loadNamespaces(locale, namespaces);
}
