/**
 * Test helpers: load the texts of a locale into the shared i18next instance, as mount.ts does.
 */
import { setConfig, type Locale } from '../../src/lib/config';
import { loadNamespaces } from '../../src/lib/i18n';
import { act } from '@testing-library/react';

export async function useLocale(locale: Locale, namespaces: readonly string[] = []): Promise<void> {
  setConfig({ locale });
  await loadNamespaces(locale, namespaces);
}

/**
 * Runs a mount (boot.ts start() or mount.ts mountIsland()) as the browser runs it, outside React's
 * act(): mountIsland() resolves only after the island's first commit, which it renders as a
 * transition (React's scheduler, slice by slice); inside act() React holds that work until act's
 * callback has resolved, so awaiting the mount there never ends. Then flushes the effects the commit
 * scheduled, inside act.
 */
export async function mounted<T>(mount: () => Promise<T>): Promise<T> {
  const scope = globalThis as typeof globalThis & { IS_REACT_ACT_ENVIRONMENT?: boolean };
  const before = scope.IS_REACT_ACT_ENVIRONMENT;
  scope.IS_REACT_ACT_ENVIRONMENT = false;
  let result: T;
  try {
    result = await mount();
  } finally {
    scope.IS_REACT_ACT_ENVIRONMENT = before;
  }
  await act(async () => undefined);
  return result;
}
