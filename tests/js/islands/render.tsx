/**
 * Renders an island as mount.ts does: texts of a locale loaded into the shared i18next instance,
 * wrapped in I18nextProvider, the island's default export given { props }.
 */
import { render, type RenderResult } from '@testing-library/react';
import type { ComponentType } from 'react';
import { I18nextProvider } from 'react-i18next';
import type { Locale } from '../../../src/lib/config';
import { i18n } from '../../../src/lib/i18n';
import { useLocale as loadLocale } from '../helpers';

export async function renderIsland(
  Island: ComponentType<{ props: unknown }>,
  props: unknown,
  locale: Locale = 'hr-HR',
  namespaces: readonly string[] = ['catalogue', 'cart', 'checkout'],
): Promise<RenderResult> {
  await loadLocale(locale, namespaces);
  return render(
    <I18nextProvider i18n={i18n}>
      <Island props={props} />
    </I18nextProvider>,
  );
}

/** A minimal ApiResponse as lib/api returns it. */
export function ok<T>(data: T, headers: Record<string, string> = {}, status = 200) {
  return { data, status, headers: new Headers(headers) };
}
