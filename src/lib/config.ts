/**
 * Page-level configuration every island shares: the REST base URL of kabelshop/v1, the wp_rest
 * nonce (a logged-in user's page only: a visitor's page is cacheable and carries none; lib/api then
 * fetches it from GET session before the first write) and the BCP 47 locale. PHP prints it once per page as
 * <script type="application/json" id="kabelshop-config"> (inc/View/MountPoint.php page_config(),
 * printed by inc/Assets/Assets.php); it is read from there once, on the first getConfig().
 * Afterwards only setConfig() changes it: lib/api stores the fresher nonce each answer carries, and
 * no island mount resets it (island envelopes carry only { island, props }).
 * The wp-admin scripts, which have no such element, set their nonce with setConfig().
 */
export type Locale = 'hr-HR' | 'en-US' | 'sr-RS';

export const LOCALES: readonly Locale[] = ['hr-HR', 'en-US', 'sr-RS'];
/** Spec section 9: fallback locale. */
export const FALLBACK_LOCALE: Locale = 'en-US';

/** Id of the element PHP prints the config into. */
export const CONFIG_ELEMENT_ID = 'kabelshop-config';

export interface PageConfig {
  restUrl: string;
  nonce: string;
  locale: Locale;
}

const DEFAULTS: PageConfig = { restUrl: '/wp-json/kabelshop/v1/', nonce: '', locale: 'hr-HR' };

let current: PageConfig | null = null;

/** Narrows any string to a supported locale, falling back to en-US (spec section 9). */
export function toLocale(value: string | undefined): Locale {
  return (LOCALES as readonly string[]).includes(value ?? '') ? (value as Locale) : FALLBACK_LOCALE;
}

/**
 * The config the page printed, over the defaults; the defaults alone when the element is missing or
 * not a JSON object (a wrongly typed value is ignored field by field).
 */
export function readPageConfig(doc: Document | undefined = typeof document === 'undefined' ? undefined : document): PageConfig {
  const text = doc?.getElementById(CONFIG_ELEMENT_ID)?.textContent;
  if (!text) return { ...DEFAULTS };
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    console.error('[kabelshop] the page config (#kabelshop-config) is not JSON');
    return { ...DEFAULTS };
  }
  const printed = (raw && typeof raw === 'object' ? raw : {}) as Record<string, unknown>;
  return {
    restUrl: typeof printed.restUrl === 'string' && printed.restUrl ? printed.restUrl : DEFAULTS.restUrl,
    nonce: typeof printed.nonce === 'string' ? printed.nonce : DEFAULTS.nonce,
    locale: typeof printed.locale === 'string' ? toLocale(printed.locale) : DEFAULTS.locale,
  };
}

export function getConfig(): PageConfig {
  if (!current) current = readPageConfig();
  return current;
}

export function setConfig(next: Partial<PageConfig>): void {
  current = { ...getConfig(), ...next };
}
