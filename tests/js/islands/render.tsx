/**
 * Renders an island as mount.ts does: texts of a locale loaded into the shared i18next instance,
 * wrapped in I18nextProvider, the island's default export given { props }.
 */
import { act, render, type RenderResult } from '@testing-library/react';
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
  let result: RenderResult | undefined;
  // Async act: the island's first effects (stubbed API answers resolve at once) finish inside it.
  await act(async () => {
    result = render(
      <I18nextProvider i18n={i18n}>
        <Island props={props} />
      </I18nextProvider>,
    );
  });
  return result as RenderResult;
}

/** A minimal ApiResponse as lib/api returns it. */
export function ok<T>(data: T, headers: Record<string, string> = {}, status = 200) {
  return { data, status, headers: new Headers(headers) };
}

/** Lets pending promise callbacks (stubbed API answers) run inside act, so their state updates are flushed. */
export async function settle(): Promise<void> {
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
}

/**
 * Fails a test whose React updates ran outside act(...) ("not wrapped in act" on console.error):
 * such a test asserted before the island had finished, so it could pass for the wrong reason.
 * Call once at the top of a test file.
 */
export function failOnActWarnings(): void {
  let spy: jest.SpyInstance | null = null;
  const warnings: string[] = [];
  beforeEach(() => {
    warnings.length = 0;
    const original = console.error.bind(console);
    spy = jest.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
      const text = args.map(String).join(' ');
      if (text.includes('not wrapped in act')) warnings.push(text.split('\n')[0]);
      else original(...args);
    });
  });
  afterEach(() => {
    spy?.mockRestore();
    expect(warnings).toEqual([]);
  });
}
