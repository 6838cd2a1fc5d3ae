/**
 * What the two wp-admin import pages share: their settings printed by wp_localize_script, the
 * printf-style formatting of the translated texts PHP sends, and the message a failed call shows.
 */
import { ApiError } from '../lib/api';
import { setConfig } from '../lib/config';

/** Settings every import page prints: the route URL (rest_url()), the wp_rest nonce and its texts. */
export interface ImportSettings<Texts> {
  url: string;
  nonce: string;
  text: Texts & { failed: string };
}

/** One bad CSV row as the import routes list it (line number in the file, column name, message). */
export interface RowError {
  line: number;
  field?: string;
  message: string;
}

/**
 * Reads the page's settings and hands the nonce to lib/api (which sends it, the XSRF-TOKEN cookie
 * and a fresher nonce from each answer on every call).
 *
 * @param name Name of the window global wp_localize_script printed.
 * @return The settings, or null on any other page.
 */
export function settings<Texts>(name: string): ImportSettings<Texts> | null {
  const found = (window as unknown as Record<string, ImportSettings<Texts> | undefined>)[name];
  if (!found || typeof found.url !== 'string') return null;
  setConfig({ nonce: found.nonce });
  return found;
}

/**
 * Fills WordPress's printf placeholders: `%s` in order, `%1$s` by position, `%%` as a percent sign.
 *
 * @param text   A translated text from PHP.
 * @param values The values, in placeholder order.
 */
export function format(text: string, values: ReadonlyArray<string | number>): string {
  let next = 0;
  return text.replace(/%(?:(\d+)\$)?s|%%/g, (match, position?: string) => {
    if ('%%' === match) return '%';
    const index = position ? Number(position) - 1 : next++;
    return String(values[index] ?? '');
  });
}

/**
 * The text a failed call shows: the server's own translated message for an answer with an error
 * code (a bad file, no permission, a conflict), else the page's "import failed" text (network,
 * time-out, a server error without a message; lib/api's transport texts are not loaded in wp-admin).
 */
export function failure(error: unknown, failed: string): string {
  return error instanceof ApiError && 'http' === error.kind && '' !== error.code && '' !== error.message ? error.message : failed;
}

/**
 * Writes one list item per bad row into the list.
 *
 * @param list   The page's error list.
 * @param errors The rows.
 * @param text   The "Line %1$s, column %2$s: %3$s" text.
 */
export function showErrors(list: HTMLElement, errors: readonly RowError[], text: string): void {
  list.textContent = '';
  for (const error of errors) {
    const item = document.createElement('li');
    item.textContent = format(text, [error.line, error.field || '-', error.message]);
    list.appendChild(item);
  }
}
