/**
 * Search results island: the server's answer shown without a request, live results DEBOUNCE_MS
 * after the last keystroke (fake timers), Enter at once, a stale request aborted, the address
 * kept in step (?s=), too-short text not sent, grouped results with counts and the catalogue
 * link, the spec's no-results text, keyboard moves between the field and the results, errors
 * with retry, and text typed into the server's field before the island mounted kept.
 * lib/api is stubbed at the module boundary.
 */
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import Island, { DEBOUNCE_MS } from '../../../src/islands/search-results';
import { api, ApiError } from '../../../src/lib/api';
import { i18n } from '../../../src/lib/i18n';
import { useLocale as loadLocale } from '../helpers';
import { failOnActWarnings, ok, renderIsland } from './render';

jest.mock('../../../src/lib/api', () => {
  const actual = jest.requireActual('../../../src/lib/api');
  return { ...actual, api: { get: jest.fn(), post: jest.fn() } };
});

const get = api.get as jest.Mock;

failOnActWarnings();

const item = (title: string, url: string, detail = '', date_iso = '') => ({ title, url, excerpt: `About ${title}`, detail, date_iso });

function answer(query: string, groups: Partial<Record<'products' | 'articles' | 'news' | 'pages', ReturnType<typeof item>[]>>, totals: Partial<Record<string, number>> = {}) {
  const labels = { products: 'Cable types', articles: 'Articles', news: 'News', pages: 'Pages' } as const;
  const list = (Object.keys(labels) as (keyof typeof labels)[]).map((key) => ({
    key,
    label: labels[key],
    total: totals[key] ?? (groups[key] ?? []).length,
    items: groups[key] ?? [],
    more_url: totals[key] ? `/en/catalogue/?search=${query}` : '',
    more_label: totals[key] ? `Show all ${totals[key]} in the catalogue` : '',
  }));
  return { query, lang: 'en', total: list.reduce((sum, group) => sum + group.total, 0), groups: list };
}

const NYM = answer(
  'NYM',
  {
    products: [item('NYM-J', '/en/cable/nym-j/', '8 matching articles')],
    articles: [item('NYM-J 3x1.5', '/en/cable/nym-j/#product-articles', 'Article code 10-0012'), item('NYM-J 3x2.5', '/en/cable/nym-j/#product-articles', 'Article code 10-0013')],
    news: [item('NYM in stock', '/en/news/nym/', '11/21/2026', '2026-11-21T10:00:00+00:00')],
  },
  { articles: 8 },
);

const props = (result: unknown, query = 'NYM') => ({ query, perGroup: 10, minLength: 2, maxLength: 100, result, siteName: 'Kabelshop' });

function searchCalls() {
  return get.mock.calls.filter(([path]) => path === 'search').map(([, options]) => options.query);
}

/** Types into the field as a person would (one input event per character). */
function typeInto(field: HTMLElement, text: string): void {
  for (let i = 1; i <= text.length; i += 1) fireEvent.change(field, { target: { value: text.slice(0, i) } });
}

beforeEach(() => {
  get.mockReset();
  window.history.replaceState(null, '', '/en/?s=NYM');
});

afterEach(() => {
  jest.useRealTimers();
});

it("shows the server's grouped results without a request", async () => {
  await renderIsland(Island, props(NYM), 'en-US', ['search']);
  expect(get).not.toHaveBeenCalled();
  expect(screen.getByRole('status')).toHaveTextContent('10 results for “NYM”');
  const groups = screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
  expect(groups).toEqual(['Cable types (1)', 'Articles (8)', 'News (1)']);
  const articles = screen.getByRole('region', { name: 'Articles (8)' });
  expect(within(articles).getByRole('link', { name: 'NYM-J 3x1.5' })).toHaveAttribute('href', '/en/cable/nym-j/#product-articles');
  expect(within(articles).getByText('Article code 10-0012')).toBeInTheDocument();
  expect(within(articles).getByRole('link', { name: 'Show all 8 in the catalogue' })).toHaveAttribute('href', '/en/catalogue/?search=NYM');
  expect(screen.getByText('11/21/2026').tagName).toBe('TIME');
  expect(screen.getByRole('searchbox', { name: 'Search the site' })).toHaveValue('NYM');
  expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Search results for “NYM”');
});

it('searches DEBOUNCE_MS after the last keystroke, once, and keeps the address in step', async () => {
  jest.useFakeTimers();
  get.mockResolvedValue(ok(answer('nyy', { products: [item('NYY-J', '/en/cable/nyy-j/')] })));
  await renderIsland(Island, props(NYM), 'en-US', ['search']);
  const field = screen.getByRole('searchbox', { name: 'Search the site' });
  fireEvent.change(field, { target: { value: '' } });
  typeInto(field, 'nyy');
  act(() => {
    jest.advanceTimersByTime(DEBOUNCE_MS - 1);
  });
  expect(get).not.toHaveBeenCalled();
  await act(async () => {
    jest.advanceTimersByTime(1);
  });
  expect(searchCalls()).toEqual([{ q: 'nyy', per_group: 10 }]);
  expect(await screen.findByRole('link', { name: 'NYY-J' })).toBeInTheDocument();
  expect(new URLSearchParams(window.location.search).get('s')).toBe('nyy');
  expect(screen.getByRole('status')).toHaveTextContent('1 result for “nyy”');
  // The page's heading and title follow the search shown.
  expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Search results for “nyy”');
  expect(document.title).toBe('Search results for “nyy” – Kabelshop');
});

it('searches at once on Enter', async () => {
  get.mockResolvedValue(ok(answer('pp00', {})));
  await renderIsland(Island, props(NYM), 'en-US', ['search']);
  const field = screen.getByRole('searchbox', { name: 'Search the site' });
  fireEvent.change(field, { target: { value: 'pp00' } });
  fireEvent.submit(field.closest('form') as HTMLFormElement);
  await waitFor(() => expect(searchCalls()).toEqual([{ q: 'pp00', per_group: 10 }]));
  // The spec's no-results text (section 8).
  expect(await screen.findByText('No results found for your query')).toBeInTheDocument();
  expect(screen.getByRole('status')).toHaveTextContent('No results for “pp00”');
});

it('aborts the request under way when a newer search starts; the old answer never shows', async () => {
  jest.useFakeTimers();
  const pending: { signal: AbortSignal; resolve: (value: unknown) => void }[] = [];
  get.mockImplementation(
    (_path: string, options: { signal: AbortSignal }) =>
      new Promise((resolve) => {
        pending.push({ signal: options.signal, resolve });
      }),
  );
  await renderIsland(Island, props(null, ''), 'en-US', ['search']);
  const field = screen.getByRole('searchbox', { name: 'Search the site' });
  typeInto(field, 'ny');
  await act(async () => {
    jest.advanceTimersByTime(DEBOUNCE_MS);
  });
  expect(screen.getByRole('status')).toHaveTextContent('Searching…');
  typeInto(field, 'nyy-j');
  await act(async () => {
    jest.advanceTimersByTime(DEBOUNCE_MS);
  });
  expect(pending).toHaveLength(2);
  expect(pending[0].signal.aborted).toBe(true);
  expect(pending[1].signal.aborted).toBe(false);
  await act(async () => {
    pending[1].resolve(ok(answer('nyy-j', { products: [item('NYY-J', '/en/cable/nyy-j/')] })));
    pending[0].resolve(ok(answer('ny', { products: [item('OLD', '/old/')] })));
  });
  expect(screen.getByRole('link', { name: 'NYY-J' })).toBeInTheDocument();
  expect(screen.queryByRole('link', { name: 'OLD' })).toBeNull();
});

it('does not send text shorter than two characters, and says why', async () => {
  jest.useFakeTimers();
  await renderIsland(Island, props(NYM), 'hr-HR', ['search']);
  const field = screen.getByRole('searchbox', { name: 'Pretražite stranicu' });
  fireEvent.change(field, { target: { value: ' n ' } });
  await act(async () => {
    jest.advanceTimersByTime(DEBOUNCE_MS);
  });
  expect(get).not.toHaveBeenCalled();
  expect(screen.getByRole('status')).toHaveTextContent('Upišite barem 2 znaka.');
  expect(screen.queryByRole('link', { name: 'NYM-J' })).toBeNull();
});

it('moves between the field and the results with the arrow keys; Escape goes back', async () => {
  await renderIsland(Island, props(NYM), 'en-US', ['search']);
  const field = screen.getByRole('searchbox', { name: 'Search the site' });
  field.focus();
  fireEvent.keyDown(field, { key: 'ArrowDown' });
  expect(screen.getByRole('link', { name: 'NYM-J' })).toHaveFocus();
  fireEvent.keyDown(document.activeElement as Element, { key: 'ArrowDown' });
  expect(screen.getByRole('link', { name: 'NYM-J 3x1.5' })).toHaveFocus();
  fireEvent.keyDown(document.activeElement as Element, { key: 'ArrowUp' });
  expect(screen.getByRole('link', { name: 'NYM-J' })).toHaveFocus();
  fireEvent.keyDown(document.activeElement as Element, { key: 'ArrowUp' });
  expect(field).toHaveFocus();
  fireEvent.keyDown(field, { key: 'ArrowDown' });
  fireEvent.keyDown(document.activeElement as Element, { key: 'Escape' });
  expect(field).toHaveFocus();
});

it('shows a failed search with retry, and the field error of a 400', async () => {
  get.mockRejectedValueOnce(new ApiError('network', 'Network error'));
  await renderIsland(Island, props(null, 'nym'), 'en-US', ['search']);
  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent('Network error');
  get.mockRejectedValueOnce(new ApiError('http', 'Bad request', 400, 'kabelshop_invalid_param', { q: 'Search: at most 100 characters.' }));
  fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
  expect(await screen.findByText('Search: at most 100 characters.')).toBeInTheDocument();
  get.mockResolvedValue(ok(NYM));
  fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
  expect(await screen.findByRole('link', { name: 'NYM-J' })).toBeInTheDocument();
});

it('keeps what was typed into the server field before the island mounted', async () => {
  get.mockResolvedValue(ok(answer('nyy', {})));
  await loadLocale('en-US', ['search']);
  await act(async () => {
    render(
      <I18nextProvider i18n={i18n}>
        <Island props={props(NYM)} fallback={{ values: { s: 'nyy' }, focused: 's', hadFocus: true, selection: [3, 3] }} />
      </I18nextProvider>,
    );
  });
  const field = screen.getByRole('searchbox', { name: 'Search the site' });
  expect(field).toHaveValue('nyy');
  expect(field).toHaveFocus();
  // The server's answer was for "NYM": the typed text is searched instead.
  await waitFor(() => expect(searchCalls()).toEqual([{ q: 'nyy', per_group: 10 }]));
  expect(screen.queryByRole('link', { name: 'NYM-J' })).toBeNull();
});
