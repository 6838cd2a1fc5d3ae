/**
 * Catalogue island, technical filters (issue 14): the groups of products/facets' `technical` as
 * fieldsets with legends, counts in the labels (page's number format), zero-count options disabled,
 * the filters read from the address on load and sent to both routes, a change pushed as a new
 * history entry (?cpr=Cca&hf=1), back (popstate) restoring the earlier filters, and the facets asked
 * again with the new filters. lib/api is stubbed at the module boundary.
 */
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Island from '../../../src/islands/catalogue';
import { urlFor, filtersFromUrl } from '../../../src/islands/catalogue/useCatalogueQuery';
import { api } from '../../../src/lib/api';
import { failOnActWarnings, ok, renderIsland } from './render';

jest.mock('../../../src/lib/api', () => {
  const actual = jest.requireActual('../../../src/lib/api');
  return { ...actual, api: { get: jest.fn(), post: jest.fn() } };
});

const get = api.get as jest.Mock;

failOnActWarnings();

const card = (id: number, designation: string) => ({
  id,
  designation,
  url: `/kabel/${id}/`,
  card_html: `<li class="ks-card"><h3><a href="/kabel/${id}/">${designation}</a></h3></li>`,
});

function technical(hf: number, cca: number) {
  return [
    {
      key: 'cpr',
      legend: 'CPR razred (EN 50575)',
      type: 'radio',
      options: [
        { param: 'cpr', value: 'Cca', label: 'Cca', count: cca, selected: false },
        { param: 'cpr', value: 'Eca', label: 'Eca', count: 0, selected: false },
      ],
    },
    {
      key: 'voltage',
      legend: 'Nazivni napon',
      type: 'radio',
      options: [
        { param: 'voltage', value: '300-500V', label: '300/500 V', count: 1234, selected: false },
        { param: 'voltage', value: '0.6-1kV', label: '0.6/1 kV', count: 7, selected: false },
      ],
    },
    {
      key: 'flags',
      legend: 'Svojstva',
      type: 'checkbox',
      options: [
        { param: 'hf', value: '1', label: 'Bezhalogeni', count: hf, selected: false },
        { param: 'screened', value: '1', label: 'Oklopljeni', count: 0, selected: false },
      ],
    },
  ];
}

function answer(path: string, options: { query?: Record<string, string> }) {
  if (path === 'products/facets') {
    const hf = options.query?.cpr === 'Cca' ? 1 : 2;
    return Promise.resolve(ok({ categories: [], cores: [3], cross_sections: ['2.5'], technical: technical(hf, 3) }));
  }
  return Promise.resolve(ok([card(1, 'N2XH-J')], { 'X-WP-Total': '1', 'X-WP-TotalPages': '1', 'X-Kabelshop-Articles-Total': '4' }));
}

const calls = (path: string) => get.mock.calls.filter(([p]) => p === path).map(([, options]) => options.query);

beforeEach(() => {
  get.mockReset();
  get.mockImplementation(answer);
  window.history.replaceState(null, '', '/katalog/');
});

it('shows each technical group as a fieldset with counts in the labels and zero-count options disabled', async () => {
  await renderIsland(Island, { perPage: 12 });
  await screen.findByRole('link', { name: 'N2XH-J' });
  const cpr = screen.getByRole('group', { name: 'CPR razred (EN 50575)' });
  expect(within(cpr).getByRole('radio', { name: 'Sve' })).toBeChecked();
  expect(within(cpr).getByRole('radio', { name: 'Cca (3)' })).toBeEnabled();
  expect(within(cpr).getByRole('radio', { name: 'Eca (0)' })).toBeDisabled();
  // Counts in the page's number format (hr-HR: 1.234).
  expect(within(screen.getByRole('group', { name: 'Nazivni napon' })).getByRole('radio', { name: '300/500 V (1.234)' })).toBeEnabled();
  const flags = screen.getByRole('group', { name: 'Svojstva' });
  expect(within(flags).getByRole('checkbox', { name: 'Bezhalogeni (2)' })).not.toBeChecked();
  expect(within(flags).getByRole('checkbox', { name: 'Oklopljeni (0)' })).toBeDisabled();
});

it('reads the technical filters from the address and sends them to products and products/facets', async () => {
  window.history.replaceState(null, '', '/katalog/?cpr=Cca&voltage=0.6-1kV&hf=1');
  await renderIsland(Island, { perPage: 12 });
  await screen.findByRole('link', { name: 'N2XH-J' });
  expect(calls('products')[0]).toMatchObject({ cpr: 'Cca', voltage: '0.6-1kV', hf: '1', conductor: '', page: 1 });
  expect(calls('products/facets')[0]).toMatchObject({ cpr: 'Cca', voltage: '0.6-1kV', hf: '1' });
  expect(screen.getByRole('radio', { name: 'Cca (3)' })).toBeChecked();
  expect(screen.getByRole('radio', { name: '0.6/1 kV (7)' })).toBeChecked();
  await waitFor(() => expect(screen.getByRole('checkbox', { name: 'Bezhalogeni (1)' })).toBeChecked());
});

it('starts from the filters the server checked, not an invalid value of the address', async () => {
  window.history.replaceState(null, '', '/katalog/?cpr=Xca&hf=1');
  await renderIsland(Island, {
    perPage: 12,
    initialFilters: { category: '', cores: '', crossSection: '', technical: { cpr: '', voltage: '', conductor: '', hf: '1', armoured: '', screened: '' } },
    technical: technical(2, 3),
  });
  await screen.findByRole('link', { name: 'N2XH-J' });
  expect(calls('products')[0]).toMatchObject({ cpr: '', hf: '1' });
  expect(new URLSearchParams(window.location.search).get('cpr')).toBeNull();
  expect(window.location.search).toBe('?hf=1');
});

it('pushes a chosen filter into the address as a new history entry, and back shows the earlier filters', async () => {
  const user = userEvent.setup();
  const push = jest.spyOn(window.history, 'pushState');
  await renderIsland(Island, { perPage: 12 });
  await screen.findByRole('link', { name: 'N2XH-J' });
  expect(push).not.toHaveBeenCalled();
  await user.click(screen.getByRole('radio', { name: 'Cca (3)' }));
  await waitFor(() => expect(calls('products').at(-1)).toMatchObject({ cpr: 'Cca', page: 1 }));
  expect(window.location.search).toBe('?cpr=Cca');
  // The facets follow the filters: the flags' count is the one for Cca.
  await waitFor(() => expect(screen.getByRole('checkbox', { name: 'Bezhalogeni (1)' })).toBeEnabled());
  await user.click(screen.getByRole('checkbox', { name: 'Bezhalogeni (1)' }));
  await waitFor(() => expect(window.location.search).toBe('?cpr=Cca&hf=1'));
  expect(push).toHaveBeenCalledTimes(2);
  expect(calls('products').at(-1)).toMatchObject({ cpr: 'Cca', hf: '1' });
  // Back: the browser restores the previous address and fires popstate.
  await act(async () => {
    window.history.replaceState(null, '', '/katalog/?cpr=Cca');
    window.dispatchEvent(new PopStateEvent('popstate'));
  });
  await waitFor(() => expect(calls('products').at(-1)).toMatchObject({ cpr: 'Cca', hf: '' }));
  expect(screen.getByRole('checkbox', { name: /Bezhalogeni/ })).not.toBeChecked();
  expect(push).toHaveBeenCalledTimes(2); // going back adds no entry
  push.mockRestore();
});

it('round-trips the filters through the address', () => {
  window.history.replaceState(null, '', '/katalog/?x=keep');
  const filters = {
    search: 'nym 3x2,5',
    category: 'power-cables',
    cores: '3',
    crossSection: '2.5',
    technical: { cpr: 'B2ca', voltage: '0.6-1kV', conductor: '5', hf: '1', armoured: '1', screened: '' },
    page: 2,
  };
  const url = new URL(urlFor(filters));
  expect(url.searchParams.get('x')).toBe('keep');
  expect(url.searchParams.get('screened')).toBeNull();
  window.history.replaceState(null, '', url.pathname + url.search);
  expect(filtersFromUrl('')).toEqual(filters);
});
