/**
 * Page-level configuration the PHP side prints in each island envelope (inc/View/MountPoint.php):
 * the REST base URL of kabelshop/v1, the wp_rest nonce and the BCP 47 locale.
 * boot.ts sets it from the first envelope it reads; lib/api reads it for every call.
 */
export type Locale = 'hr-HR' | 'en-US' | 'sr-RS';

export const LOCALES: readonly Locale[] = ['hr-HR', 'en-US', 'sr-RS'];
/** Spec section 9: fallback locale. */
export const FALLBACK_LOCALE: Locale = 'en-US';

export interface PageConfig {
  restUrl: string;
  nonce: string;
  locale: Locale;
}

let current: PageConfig = { restUrl: '/wp-json/kabelshop/v1/', nonce: '', locale: 'hr-HR' };

export function getConfig(): PageConfig {
  return current;
}

export function setConfig(next: Partial<PageConfig>): void {
  current = { ...current, ...next };
}

/** Narrows any string to a supported locale, falling back to en-US (spec section 9). */
export function toLocale(value: string | undefined): Locale {
  return (LOCALES as readonly string[]).includes(value ?? '') ? (value as Locale) : FALLBACK_LOCALE;
}
