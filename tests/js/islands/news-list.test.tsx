/**
 * News list island: the server's page shown as printed, a pager link loads its page in place
 * (GET news with page and per_page), the address follows (/page/N/, pushState) and back shows the
 * earlier page again without a request, the focus moves to the list's heading, the live region
 * says how many were loaded (Croatian plurals), a failed page shows the error with retry, a
 * modified click is left to the browser, and a newer page aborts an older request.
 * lib/api is stubbed at the module boundary.
 */
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Island, { pageFromUrl, pageUrl } from '../../../src/islands/news-list';
import { api, ApiError } from '../../../src/lib/api';
import { failOnActWarnings, ok, renderIsland, settle } from './render';

jest.mock('../../../src/lib/api', () => {
  const actual = jest.requireActual('../../../src/lib/api');
  return { ...actual, api: { get: jest.fn(), post: jest.fn() } };
});

const get = api.get as jest.Mock;

failOnActWarnings();

const card = (id: number, image = '') => ({
  id,
  title: `News ${id}`,
  url: `/en/news-${id}/`,
  date: '11/21/2026',
  date_iso: '2026-11-21T10:00:00+00:00',
  excerpt: `About ${id}`,
  image_html: image,
  thumb_html: '',
  // As plugins/kabelshop-core/templates/parts/news-card.php prints it (what a card says is tested in PHP: NewsAndSearchRoutesTest).
  card_html: `<article class="news-card">${image ? `<div class="news-card__media">${image}</div>` : ''}<h2 class="news-card__title"><a href="/en/news-${id}/">News ${id}</a></h2><p class="news-card__date"><time datetime="2026-11-21T10:00:00+00:00">11/21/2026</time></p><p class="news-card__excerpt">About ${id}</p></article>`,
});

const BASE = 'http://localhost/en/news/';
// The page's props carry a card as id and card_html only (View\NewsView::island_props()); the answers of GET news the whole card.
const printed = (id: number) => ({ id, card_html: card(id).card_html });
const props = { items: [printed(1), printed(2)], page: 1, totalPages: 3, perPage: 2, baseUrl: BASE };

function newsCalls() {
  return get.mock.calls.filter(([path]) => path === 'news').map(([, options]) => options.query);
}

beforeEach(() => {
  get.mockReset();
  window.history.replaceState(null, '', '/en/news/');
});

it('builds and reads page addresses', () => {
  expect(pageUrl(BASE, 1)).toBe(BASE);
  expect(pageUrl(BASE, 3)).toBe('http://localhost/en/news/page/3/');
  expect(pageUrl('http://localhost/?page_id=5', 2)).toBe('http://localhost/?page_id=5&paged=2');
  expect(pageFromUrl('http://localhost/en/news/page/4/')).toBe(4);
  expect(pageFromUrl('http://localhost/?page_id=5&paged=2')).toBe(2);
  expect(pageFromUrl('http://localhost/en/news/')).toBe(1);
});

it('shows the server page without a request and loads the next page in place, with the address', async () => {
  const user = userEvent.setup();
  get.mockResolvedValue(ok({ items: [card(3), card(4)], total: 6, total_pages: 3 }));
  await renderIsland(Island, props, 'en-US', ['news']);
  expect(screen.getByRole('link', { name: 'News 1' })).toHaveAttribute('href', '/en/news-1/');
  expect(get).not.toHaveBeenCalled();
  const older = screen.getByRole('link', { name: 'Older news' });
  expect(older).toHaveAttribute('href', 'http://localhost/en/news/page/2/');

  await user.click(older);
  expect(await screen.findByRole('link', { name: 'News 3' })).toBeInTheDocument();
  expect(newsCalls()).toEqual([{ page: 2, per_page: 2 }]);
  expect(screen.queryByRole('link', { name: 'News 1' })).toBeNull();
  expect(window.location.pathname).toBe('/en/news/page/2/');
  expect(screen.getByText('2 news items loaded, page 2 of 3')).toBeInTheDocument();
  await waitFor(() => expect(screen.getByRole('heading', { name: 'News, page 2 of 3' })).toHaveFocus());
  expect(screen.getByText('2', { selector: '[aria-hidden="true"]' }).closest('[aria-current="page"]')).not.toBeNull();
  expect(screen.getByRole('link', { name: 'Newer news' })).toHaveAttribute('href', BASE);
});

it('goes back to the earlier page on popstate, from memory', async () => {
  const user = userEvent.setup();
  get.mockResolvedValue(ok({ items: [card(3), card(4)], total: 6, total_pages: 3 }));
  await renderIsland(Island, props, 'en-US', ['news']);
  await user.click(screen.getByRole('link', { name: 'Page 2' }));
  await screen.findByRole('link', { name: 'News 3' });

  window.history.back();
  await waitFor(() => expect(window.location.pathname).toBe('/en/news/'));
  await act(async () => {
    window.dispatchEvent(new PopStateEvent('popstate'));
  });
  expect(await screen.findByRole('link', { name: 'News 1' })).toBeInTheDocument();
  expect(newsCalls()).toHaveLength(1); // page 1 came from memory
});

it('announces in Croatian with the right plural', async () => {
  const user = userEvent.setup();
  get.mockResolvedValue(ok({ items: [card(3), card(4), card(5)], total: 5, total_pages: 2 }));
  await renderIsland(Island, { ...props, totalPages: 2 }, 'hr-HR', ['news']);
  await user.click(screen.getByRole('link', { name: 'Starije novosti' }));
  expect(await screen.findByText('Učitane su 3 novosti, stranica 2 od 2')).toBeInTheDocument();
});

it('shows an error with retry when a page fails', async () => {
  const user = userEvent.setup();
  get.mockRejectedValueOnce(new ApiError('network', 'Network error'));
  await renderIsland(Island, props, 'en-US', ['news']);
  await user.click(screen.getByRole('link', { name: 'Older news' }));
  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent('Network error');
  get.mockResolvedValue(ok({ items: [card(3)], total: 5, total_pages: 3 }));
  await user.click(screen.getByRole('button', { name: 'Try again' }));
  expect(await screen.findByRole('link', { name: 'News 3' })).toBeInTheDocument();
});

it('leaves a ctrl-click to the browser (new tab)', async () => {
  await renderIsland(Island, props, 'en-US', ['news']);
  const older = screen.getByRole('link', { name: 'Older news' });
  let preventedByIsland: boolean | null = null;
  // Runs after the island's handler (React listens on its root, inside the document); jsdom cannot navigate.
  const stop = (event: Event): void => {
    preventedByIsland = event.defaultPrevented;
    event.preventDefault();
  };
  document.addEventListener('click', stop);
  older.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, ctrlKey: true, button: 0 }));
  document.removeEventListener('click', stop);
  await settle();
  expect(preventedByIsland).toBe(false); // the browser opens the link itself (a new tab)
  expect(get).not.toHaveBeenCalled();
  expect(window.location.pathname).toBe('/en/news/');
});

it('aborts an older page request when a newer page is asked for; its late answer is dropped', async () => {
  const signals: AbortSignal[] = [];
  let answerPage2: (value: unknown) => void = () => undefined;
  get.mockImplementation((_path: string, options: { signal: AbortSignal; query: { page: number } }) => {
    signals.push(options.signal);
    if (options.query.page === 2) return new Promise((resolve) => (answerPage2 = resolve));
    return Promise.resolve(ok({ items: [card(9)], total: 6, total_pages: 3 }));
  });
  await renderIsland(Island, props, 'en-US', ['news']);
  fireEvent.click(screen.getByRole('link', { name: 'Page 2' }));
  await settle();
  fireEvent.click(screen.getByRole('link', { name: 'Page 3' }));
  expect(await screen.findByRole('link', { name: 'News 9' })).toBeInTheDocument();
  expect(signals[0].aborted).toBe(true);
  await act(async () => {
    answerPage2(ok({ items: [card(7)], total: 6, total_pages: 3 }));
  });
  expect(screen.queryByRole('link', { name: 'News 7' })).toBeNull();
  expect(screen.getByRole('link', { name: 'News 9' })).toBeInTheDocument();
  expect(window.location.pathname).toBe('/en/news/page/3/');
});

it('hands lazy images of new cards to the lazy-media module', async () => {
  const user = userEvent.setup();
  const lazy = '<img src="data:image/gif;base64,R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7" data-src="/uploads/n3.jpg" width="768" height="480" alt="Cable drum" class="ks-lazy news-card__image">';
  get.mockResolvedValue(ok({ items: [card(3, lazy)], total: 5, total_pages: 3 }));
  await renderIsland(Island, props, 'en-US', ['news']);
  await user.click(screen.getByRole('link', { name: 'Older news' }));
  const image = await screen.findByRole('img', { name: 'Cable drum' });
  // jsdom has no IntersectionObserver: lazy-media fills the image at once.
  await waitFor(() => expect(image).toHaveAttribute('src', '/uploads/n3.jpg'));
});

it('keeps the fallback for bad props', async () => {
  const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  const { container } = await renderIsland(Island, { items: 'nope' }, 'en-US', ['news']);
  expect(container).toBeEmptyDOMElement();
  warn.mockRestore();
});
