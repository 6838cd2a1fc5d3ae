/**
 * Island texts through i18next (spec sections 1 and 9: hr-HR default, en-US, sr-RS Latin; fallback en-US).
 *
 * Texts live in languages/js/<locale>/<namespace>.json, one namespace per area (common, catalogue,
 * cart, ...). Each is its own lazily loaded chunk: an island awaits loadNamespaces() before it mounts,
 * so only the current language's texts are downloaded. Plurals use i18next's Intl.PluralRules
 * suffixes (_one, _few, _other for Croatian and Serbian) plus _zero for a count of 0, which gives
 * the spec's Croatian forms: zero; one (ends in 1 except 11); few (ends in 2-4 except 12-14); many.
 */
import i18next, { type TOptions } from 'i18next';
import { FALLBACK_LOCALE, type Locale } from '../config';

export const i18n = i18next.createInstance();

let initialised: Promise<unknown> | null = null;
const loaded = new Set<string>();

/** Loads one namespace file of one locale (a separate chunk per file). */
async function loadResource(locale: Locale, ns: string): Promise<Record<string, unknown>> {
  const module = (await import(`../../../languages/js/${locale}/${ns}.json`)) as { default?: Record<string, unknown> };
  return (module.default ?? module) as Record<string, unknown>;
}

/**
 * Initialises i18next for a locale once and loads the namespaces (plus 'common') of that locale
 * only. Every key exists in every locale (tests/js/i18n-parity.test.ts fails otherwise), so the
 * fallback locale's files are not downloaded beside the page's own: on a Croatian or Serbian page
 * that halved the translation requests of each island (issue 27, Lighthouse on slow 4G). en-US stays
 * the fallback language: a page in another language is served in en-US (spec section 1).
 */
export async function loadNamespaces(locale: Locale, namespaces: readonly string[]): Promise<void> {
  if (!initialised) {
    initialised = i18n.init({
      lng: locale,
      fallbackLng: FALLBACK_LOCALE,
      ns: [],
      defaultNS: 'common',
      interpolation: { escapeValue: false },
      resources: {},
      returnNull: false,
    });
  }
  await initialised;
  const wanted = Array.from(new Set(['common', ...namespaces]));
  await Promise.all(
    wanted
      .filter((ns) => !loaded.has(`${locale}/${ns}`))
      .map(async (ns) => {
        i18n.addResourceBundle(locale, ns, await loadResource(locale, ns), true, true);
        loaded.add(`${locale}/${ns}`);
      }),
  );
  if (i18n.language !== locale) await i18n.changeLanguage(locale);
}

/** Translates a key ('ns:key.path'); returns the key itself before its namespace is loaded. */
export function t(key: string, options?: TOptions): string {
  return i18n.t(key, options ?? {}) as string;
}
