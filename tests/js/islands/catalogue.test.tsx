/**
 * Catalogue island: search (250 ms debounce, Enter), filters from facets, the server's cards
 * (card_html, in the answer's order; what a card says is tested with its template in
 * tests/php/View/ProductCardViewTest.php), counts with
 * Croatian plurals, empty text, transport error with retry, pager, URL kept in sync, and text typed
 * into the server-rendered search box before the island mounted (kept, with focus and caret).
 * lib/api is stubbed at the module boundary.
 */
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Island from '../../../src/islands/catalogue';
import { api, ApiError } from '../../../src/lib/api';
import { mountIsland } from '../../../src/islands/mount';
import { mounted } from '../helpers';
import { restArg } from '../../../src/lib/rest-args';
import { failOnActWarnings, ok, renderIsland } from './render';

jest.mock('../../../src/lib/api', () => {
  const actual = jest.requireActual('../../../src/lib/api');
  return { ...actual, api: { get: jest.fn(), post: jest.fn() } };
});

const get = api.get as jest.Mock;

failOnActWarnings();

const product = (id: number, designation: string, demo = true) => ({
  id,
  designation,
  hr_name: `Kabel ${designation}`,
  url: `/proizvod/${id}/`,
  category: { slug: 'energetski', name: 'Energetski kabeli' },
  standard: 'HD 603',
  image: null,
  supplier: 'Elka',
  articles_total: 3,
  price_from_e4: 1870,
  price_from: '0.1870',
  price_is_demo: demo,
  sizes: ['3x1.5', '3x2.5', '5x2.5'], // as the REST API sends them
  sizes_total: 3,
  card_html: `<li class="ks-card"><h3 class="ks-card__title"><a href="/proizvod/${id}/">${designation}</a></h3><p class="ks-card__name">Kabel ${designation}</p></li>`,
});

const facets = { categories: [{ slug: 'energetski', name: 'Energetski kabeli', count: 2 }], cores: [3, 5], cross_sections: ['1.5', '2.5'] };

function answer(products: unknown[], total: number, articles: number, pages = 1) {
  return (path: string) =>
    Promise.resolve(
      path === 'products/facets'
        ? ok(facets)
        : ok(products, { 'X-WP-Total': String(total), 'X-WP-TotalPages': String(pages), 'X-Kabelshop-Articles-Total': String(articles) }),
    );
}

function productCalls() {
  return get.mock.calls.filter(([path]) => path === 'products').map(([, options]) => options.query);
}

beforeEach(() => {
  get.mockReset();
  window.history.replaceState(null, '', '/katalog/');
});

it("lists the server's cards in the answer's order, with plural counts", async () => {
  get.mockImplementation(answer([product(1, 'NYM-J'), product(2, 'NYY-J', false)], 2, 5));
  await renderIsland(Island, { perPage: 12 });
  expect(await screen.findByRole('link', { name: 'NYM-J' })).toHaveAttribute('href', '/proizvod/1/');
  const cards = screen.getAllByRole('listitem');
  expect(cards.map((card) => within(card).getByRole('heading').textContent)).toEqual(['NYM-J', 'NYY-J']);
  expect(within(cards[0]).getByText('Kabel NYM-J')).toBeInTheDocument();
  expect(screen.getByText('pronađene 2 vrste kabela (5 artikala)')).toBeInTheDocument();
  expect(productCalls()[0]).toMatchObject({ per_page: 12, page: 1, search: '' });
  expect(await screen.findByRole('option', { name: '5' })).toBeInTheDocument();
  // Cross-sections in the Croatian decimal mark; the value sent stays the API's.
  expect(screen.getByRole('option', { name: '2,5' })).toHaveValue('2.5');
});

it('shows an answer without cards as the translated error, not an empty list', async () => {
  const bare: Partial<ReturnType<typeof product>> = product(1, 'NYM-J');
  delete bare.card_html;
  get.mockImplementation(answer([bare], 1, 3));
  await renderIsland(Island, { perPage: 12 });
  expect(await screen.findByRole('alert')).toBeInTheDocument();
  expect(screen.queryByRole('link', { name: 'NYM-J' })).toBeNull();
});

it("never sends a search longer than the products route takes (core's English 400 on a Croatian page)", async () => {
  get.mockImplementation(answer([product(1, 'NYM-J')], 1, 3));
  window.history.replaceState(null, '', `/katalog/?search=${'x'.repeat(300)}`);
  await renderIsland(Island, { perPage: 12 });
  const max = restArg('products', 'GET', 'search').maxLength;
  expect(max).toBe(100);
  expect(screen.getByRole('searchbox')).toHaveAttribute('maxLength', String(max));
  expect(productCalls()[0].search).toBe('x'.repeat(100));
});

it('shows cross-sections with a decimal point in English', async () => {
  get.mockImplementation(answer([product(1, 'NYM-J')], 1, 3));
  await renderIsland(Island, { perPage: 12 }, 'en-US');
  expect(await screen.findByRole('option', { name: '2.5' })).toHaveValue('2.5');
});

it('searches 250 ms after typing stops, sends the filters, and keeps ?search= in the URL', async () => {
  get.mockImplementation(answer([product(1, 'NYM-J')], 1, 3));
  const user = userEvent.setup();
  await renderIsland(Island, { perPage: 12 });
  await screen.findByRole('link', { name: 'NYM-J' });
  await user.type(screen.getByLabelText('Pretraži kabele'), 'nym');
  expect(productCalls()).toHaveLength(1); // not yet: debounced
  await waitFor(() => expect(productCalls()).toHaveLength(2));
  expect(productCalls()[1]).toMatchObject({ search: 'nym', page: 1 });
  expect(window.location.search).toContain('search=nym');
  await user.selectOptions(screen.getByLabelText('Broj žila'), '5');
  await waitFor(() => expect(productCalls().at(-1)).toMatchObject({ search: 'nym', cores: '5' }));
  await waitFor(() => expect(screen.queryByText('Učitavanje…')).toBeNull());
});

it('searches at once on Enter', async () => {
  get.mockImplementation(answer([product(1, 'NYM-J')], 1, 3));
  const user = userEvent.setup();
  await renderIsland(Island, { perPage: 12 });
  await screen.findByRole('link', { name: 'NYM-J' });
  await user.type(screen.getByLabelText('Pretraži kabele'), 'pp00{Enter}');
  expect(productCalls().at(-1)).toMatchObject({ search: 'pp00' });
  expect(await screen.findByRole('link', { name: 'NYM-J' })).toBeInTheDocument();
  await waitFor(() => expect(screen.queryByText('Učitavanje…')).toBeNull());
});

it("shows 'No results found for your query' (translated) and the zero count", async () => {
  get.mockImplementation(answer([], 0, 0));
  await renderIsland(Island, { perPage: 12, initialQuery: 'xyz' });
  expect(await screen.findByText('Nema rezultata za vaš upit')).toBeInTheDocument();
  expect(screen.getByText('pronađeno 0 vrsta kabela (0 artikala)')).toBeInTheDocument();
  expect(productCalls()[0]).toMatchObject({ search: 'xyz' });
});

it('shows a transport error translated, with a retry that asks again', async () => {
  get.mockImplementation((path: string) =>
    path === 'products' ? Promise.reject(new ApiError('network', 'Greška mreže. Provjerite vezu i pokušajte ponovno.')) : Promise.resolve(ok(facets)),
  );
  const user = userEvent.setup();
  await renderIsland(Island, { perPage: 12 });
  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent('Greška mreže');
  get.mockImplementation(answer([product(1, 'NYM-J')], 1, 3));
  await user.click(within(alert).getByRole('button', { name: 'Pokušaj ponovno' }));
  expect(await screen.findByRole('link', { name: 'NYM-J' })).toBeInTheDocument();
});

it('pages with the server total and keeps ?page= in the URL', async () => {
  get.mockImplementation(answer([product(1, 'NYM-J')], 30, 90, 3));
  const user = userEvent.setup();
  await renderIsland(Island, { perPage: 12 }, 'en-US');
  await screen.findByRole('link', { name: 'NYM-J' });
  expect(screen.getByText('30 cable types found (90 articles)')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Page 2' }));
  await waitFor(() => expect(productCalls().at(-1)).toMatchObject({ page: 2 }));
  expect(window.location.search).toContain('page=2');
  await waitFor(() => expect(screen.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page'));
});

it('renders nothing and warns for bad props', async () => {
  const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  const { container } = await renderIsland(Island, { perPage: 'many' });
  await act(async () => undefined);
  expect(container).toBeEmptyDOMElement();
  expect(warn).toHaveBeenCalled();
  warn.mockRestore();
});

it('takes over what was typed into the server-rendered search box before it mounted, with the focus and caret', async () => {
  get.mockImplementation(answer([product(1, 'NYM-J')], 1, 3));
  const envelope = { island: 'catalogue', props: { perPage: 12, initialQuery: '' } };
  document.body.innerHTML =
    '<div id="island-catalogue-1" data-island="catalogue"><form role="search"><label for="fallback-search">Traži</label>' +
    '<input id="fallback-search" type="search" name="search" value=""></form><p>server list</p></div>' +
    `<script type="application/json" id="island-catalogue-1-props">${JSON.stringify(envelope)}</script>`;
  const typed = document.getElementById('fallback-search') as HTMLInputElement;
  typed.focus();
  typed.value = 'nym 3x';
  typed.setSelectionRange(3, 3);
  await mounted(() => mountIsland(document.getElementById('island-catalogue-1') as HTMLElement, (module) => module));
  const search = await screen.findByRole('searchbox', { name: 'Pretraži kabele' });
  expect(search).toHaveValue('nym 3x');
  expect(search).toHaveFocus();
  expect((search as HTMLInputElement).selectionStart).toBe(3);
  expect(screen.queryByText('server list')).toBeNull();
  await waitFor(() => expect(productCalls()[0]).toMatchObject({ search: 'nym 3x', page: 1 }));
  document.body.innerHTML = '';
});

it('keeps the URL search when nothing was typed into the fallback and does not steal the focus', async () => {
  get.mockImplementation(answer([product(1, 'NYM-J')], 1, 3));
  window.history.replaceState(null, '', '/katalog/?search=nyy');
  await renderIsland(Island, { perPage: 12 });
  const search = await screen.findByRole('searchbox', { name: 'Pretraži kabele' });
  expect(search).toHaveValue('nyy');
  expect(search).not.toHaveFocus();
  expect(productCalls()[0]).toMatchObject({ search: 'nyy' });
});

// The server page (View\CatalogueView) checks the URL's filters by the products route's rules and
// prints the results for the valid ones; the island must start from the same filters, or it would
// ask for an invalid ?category= (a 400) or show other results than the page it replaces.
it('starts with the filters the server page was rendered for, not the invalid ones of the URL', async () => {
  get.mockImplementation((path: string) =>
    path === 'products/facets' ? new Promise(() => undefined) : answer([product(1, 'NYM-J')], 13, 40, 2)(path),
  );
  window.history.replaceState(null, '', '/katalog/?category=nepostoji&cores=3&cross_section=2,5&page=2');
  await renderIsland(Island, {
    perPage: 12,
    initialFilters: { category: '', cores: '3', crossSection: '2.5' },
    categories: facets.categories,
    cores: [3, 5],
    crossSections: ['1.5', '2.5'],
  });
  await screen.findByRole('link', { name: 'NYM-J' });
  expect(productCalls()).toHaveLength(1);
  expect(productCalls()[0]).toMatchObject({ search: '', category: '', cores: '3', cross_section: '2.5', page: 2 });
  // The server's facets fill the selects before products/facets answers (here: never).
  expect(screen.getByLabelText('Kategorija')).toHaveValue('');
  expect(screen.getByLabelText('Broj žila')).toHaveValue('3');
  expect(screen.getByLabelText('Presjek (mm²)')).toHaveValue('2.5');
  expect(screen.getByRole('option', { name: '2,5' })).toHaveProperty('selected', true);
  const url = new URLSearchParams(window.location.search);
  expect(url.get('category')).toBeNull();
  expect([url.get('cores'), url.get('cross_section'), url.get('page')]).toEqual(['3', '2.5', '2']);
});

it('takes over a filter chosen in the server-rendered form before it mounted', async () => {
  get.mockImplementation(answer([product(1, 'NYM-J')], 1, 3));
  window.history.replaceState(null, '', '/katalog/?page=3');
  const envelope = { island: 'catalogue', props: { perPage: 12, initialQuery: '', initialFilters: { category: '', cores: '', crossSection: '' } } };
  document.body.innerHTML =
    '<div id="island-catalogue-2" data-island="catalogue"><form role="search"><input type="search" name="search" value="">' +
    '<select name="category"><option value="">Sve</option><option value="energetski">Energetski kabeli (2)</option></select>' +
    '<select name="cores"><option value="">Sve</option></select><select name="cross_section"><option value="">Sve</option></select></form></div>' +
    `<script type="application/json" id="island-catalogue-2-props">${JSON.stringify(envelope)}</script>`;
  (document.querySelector('select[name="category"]') as HTMLSelectElement).value = 'energetski';
  await mounted(() => mountIsland(document.getElementById('island-catalogue-2') as HTMLElement, (module) => module));
  await screen.findByRole('link', { name: 'NYM-J' });
  expect(productCalls()[0]).toMatchObject({ category: 'energetski', cores: '', cross_section: '', page: 1 });
  expect(screen.getByLabelText('Kategorija')).toHaveValue('energetski');
  document.body.innerHTML = '';
});
