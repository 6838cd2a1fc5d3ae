/**
 * Metal prices island: view, currency, metal and series switches call the API with the chosen
 * arguments and the table shows the answer's figures in the locale's format; the table pages
 * newest first; the graph gets the chosen currency's values, downsampled. lib/api is stubbed at
 * the module boundary; chart.js cannot draw in jsdom, so react-chartjs-2's Line is replaced by a
 * probe that prints the data it was given.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Island from '../../../src/islands/metal-prices';
import DailyIsland from '../../../src/islands/daily-metal-prices';
import { downsample, graphPoints, pageRows, PAGE_SIZE } from '../../../src/islands/metal-prices/data';
import { api } from '../../../src/lib/api';
import { ok, renderIsland } from './render';

jest.mock('../../../src/lib/api', () => {
  const actual = jest.requireActual('../../../src/lib/api');
  return { ...actual, api: { get: jest.fn(), post: jest.fn() } };
});
jest.mock('chart.js', () => ({ Chart: { register: jest.fn() }, CategoryScale: {}, LinearScale: {}, PointElement: {}, LineElement: {}, Tooltip: {} }));
jest.mock('react-chartjs-2', () => ({
  Line: ({ data, options }: { data: { labels: string[]; datasets: Array<{ data: number[] }> }; options: { plugins: { tooltip: { callbacks: { label: (item: { parsed: { y: number } }) => string } } } } }) => (
    <pre data-testid="graph-probe">
      {JSON.stringify({ labels: data.labels, values: data.datasets[0].data, tooltip: options.plugins.tooltip.callbacks.label({ parsed: { y: data.datasets[0].data[0] } }) })}
    </pre>
  ),
}));

const get = api.get as jest.Mock;

function day(date: string, usd: string, eur: string, rate = '1.1000', rateDate = date) {
  return { date, usd, eur, rate, rate_date: rateDate, price: eur };
}

function dailyAnswer(query: { metal: string; period: string; currency: string }) {
  const count = { week: 5, month: 22, year: 250, all: 4400 }[query.period] ?? 5;
  const days = Array.from({ length: count }, (_, i) => {
    const d = new Date(Date.UTC(2025, 7, 5) - (count - 1 - i) * 86400000).toISOString().slice(0, 10);
    const usd = `${(query.metal === 'copper' ? 9000 : 2500) + i}.50`;
    const eur = `${(query.metal === 'copper' ? 8000 : 2200) + i}.25`;
    return { ...day(d, usd, eur, '1.1575', i === 1 ? '2025-07-31' : d), price: query.currency === 'USD' ? usd : eur };
  });
  return { metal: query.metal, period: query.period, currency: query.currency, from: days[0].date, to: days[days.length - 1].date, days };
}

beforeEach(() => {
  // The island keeps its view in the address (issue 27): each test starts from a plain one.
  window.history.replaceState(null, '', '/');
  get.mockReset();
  get.mockImplementation((path: string, options: { query: Record<string, string> }) => {
    if (path === 'metal-prices') return Promise.resolve(ok(dailyAnswer(options.query as never)));
    if (path === 'metal-prices/monthly')
      return Promise.resolve(
        ok({
          metal: options.query.metal,
          currency: options.query.currency,
          months: [
            { month: '2025-07', days: 23, usd: '9712.34', eur: '8391.05', average: options.query.currency === 'USD' ? '9712.34' : '8391.05' },
            { month: '2025-08', days: 3, usd: '9600.00', eur: '8300.10', average: options.query.currency === 'USD' ? '9600.00' : '8300.10' },
          ],
        }),
      );
    return Promise.reject(new Error(`unexpected ${path}`));
  });
});

const lastQuery = (path = 'metal-prices') => [...get.mock.calls].reverse().find(([p]) => p === path)?.[1].query;

it('shows the month view in euro, newest first, with the rate and its date, in Croatian format', async () => {
  await renderIsland(Island, { metal: 'copper', period: 'month', currency: 'EUR' }, 'hr-HR', ['metals', 'common']);
  const table = await screen.findByRole('table', { name: /Bakar: LME cijene .* u EUR\/t/ });
  const rows = within(table).getAllByRole('row');
  expect(rows).toHaveLength(21);
  expect(within(rows[1]).getByRole('rowheader')).toHaveTextContent('05.08.2025.');
  expect(rows[1]).toHaveTextContent('8.021,25');
  expect(rows[1]).toHaveTextContent('1,1575');
  expect(lastQuery()).toEqual({ metal: 'copper', period: 'month', currency: 'EUR' });
  expect(screen.getByTestId('metals-latest')).toHaveTextContent('Bakar na dan 05.08.2025.: 8.021,25 EUR/t.');
  // Number columns are right-aligned (ks-num); their headers too, so each heading stands over its figures.
  for (const name of ['Cijena (EUR/t)', 'Tečaj (USD za 1 EUR)']) {
    expect(within(table).getByRole('columnheader', { name })).toHaveClass('ks-num');
  }
  expect(within(table).getByRole('columnheader', { name: 'Datum' })).not.toHaveClass('ks-num');
});

it("shows the server's line of the latest day until its answer comes, then its own in the same element (issue 16: the page's largest text is the server's paint)", async () => {
  let answer: (value: unknown) => void = () => undefined;
  get.mockImplementationOnce(() => new Promise((resolve) => (answer = resolve)));
  const server = document.createElement('div');
  server.innerHTML = '<p class="ks-metals__latest">Bakar na dan 05.08.2025.: 8.021,25 EUR/t. Tečaj: 1,1575 USD za 1 EUR (ESB, 05.08.2025.).</p><dl></dl>';
  const WithServer = ({ props }: { props: unknown }) => <Island props={props} server={server} />;
  await renderIsland(WithServer, { metal: 'copper', period: 'month', currency: 'EUR' }, 'hr-HR', ['metals', 'common']);
  const line = screen.getByTestId('metals-latest');
  expect(line).toHaveTextContent('Bakar na dan 05.08.2025.: 8.021,25 EUR/t. Tečaj: 1,1575 USD za 1 EUR (ESB, 05.08.2025.).');
  expect(screen.getByRole('status')).toHaveTextContent('Učitavanje cijena metala…');
  answer(ok(dailyAnswer({ metal: 'copper', period: 'month', currency: 'EUR' })));
  await screen.findByRole('table');
  // The island's own words for the same day: the same text in the same node (nothing repainted larger).
  expect(screen.getByTestId('metals-latest')).toBe(line);
  expect(line.textContent).toBe('Bakar na dan 05.08.2025.: 8.021,25 EUR/t. Tečaj: 1,1575 USD za 1 EUR (ESB, 05.08.2025.).');
});

it('switches view, currency and metal and shows the new figures (English format)', async () => {
  const user = userEvent.setup();
  await renderIsland(Island, { metal: 'copper', period: 'month', currency: 'EUR' }, 'en-US', ['metals', 'common']);
  await screen.findByRole('table');
  await user.click(screen.getByRole('radio', { name: 'Week' }));
  await waitFor(() => expect(screen.getAllByRole('row')).toHaveLength(6));
  expect(lastQuery()).toEqual({ metal: 'copper', period: 'week', currency: 'EUR' });
  expect(screen.getAllByRole('row')[1]).toHaveTextContent('08/05/2025');
  expect(screen.getAllByRole('row')[1]).toHaveTextContent('8,004.25');

  await user.click(screen.getByRole('radio', { name: 'US dollar (USD)' }));
  await waitFor(() => expect(screen.getAllByRole('row')[1]).toHaveTextContent('9,004.50'));
  expect(screen.getByRole('columnheader', { name: 'Price (USD/t)' })).toBeInTheDocument();
  // The rate of a day without an ECB fixing comes from an earlier day, and the table says which.
  expect(screen.getAllByRole('row')[4]).toHaveTextContent('07/31/2025');

  await user.click(screen.getByRole('radio', { name: 'Aluminium' }));
  await waitFor(() => expect(screen.getAllByRole('row')[1]).toHaveTextContent('2,504.50'));
  expect(lastQuery()).toEqual({ metal: 'aluminium', period: 'week', currency: 'USD' });
});

it('pages a long table and shows monthly averages with trading days', async () => {
  const user = userEvent.setup();
  await renderIsland(Island, { metal: 'copper', period: 'year', currency: 'EUR' }, 'en-US', ['metals', 'common']);
  expect(await screen.findByText('Page 1 of 13')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Older' }));
  expect(screen.getByText('Page 2 of 13')).toBeInTheDocument();
  expect(screen.getAllByRole('row')[1]).toHaveTextContent('8,229.25');

  await user.click(screen.getByRole('radio', { name: 'Monthly averages' }));
  const table = await screen.findByRole('table', { name: 'Copper: monthly averages in EUR/t' });
  const rows = within(table).getAllByRole('row');
  expect(rows[1]).toHaveTextContent('08/2025');
  expect(rows[1]).toHaveTextContent('8,300.10');
  expect(rows[2]).toHaveTextContent('23');
  expect(lastQuery('metal-prices/monthly')).toEqual({ metal: 'copper', currency: 'EUR', from: '2024-11', to: '2025-08' });
});

it('draws the graph from the chosen currency, downsampled for all data', async () => {
  const user = userEvent.setup();
  await renderIsland(Island, { metal: 'copper', period: 'week', currency: 'USD' }, 'en-US', ['metals', 'common']);
  await screen.findByRole('table');
  await user.click(screen.getByRole('radio', { name: 'Graph' }));
  const probe = await screen.findByTestId('graph-probe');
  const week = JSON.parse(probe.textContent ?? '{}');
  expect(week.values).toEqual([9000.5, 9001.5, 9002.5, 9003.5, 9004.5]);
  expect(week.labels[4]).toBe('08/05/2025');
  // The tooltip names the unit (issue 27: a bare number).
  expect(week.tooltip).toMatch(/^9,00[01] USD\/t$/);
  expect(screen.queryByRole('table')).not.toBeInTheDocument();

  await user.click(screen.getByRole('radio', { name: 'All data' }));
  await waitFor(() => expect(JSON.parse(screen.getByTestId('graph-probe').textContent ?? '{}').values).toHaveLength(400));
  const all = JSON.parse(screen.getByTestId('graph-probe').textContent ?? '{}');
  expect(all.values[0]).toBe(9000.5);
  expect(all.values[399]).toBe(9000.5 + 4399);
});

it('keeps the data helpers honest', () => {
  expect(downsample([1, 2, 3], 5)).toEqual([1, 2, 3]);
  expect(downsample(Array.from({ length: 1000 }, (_, i) => i), 10)).toEqual([0, 111, 222, 333, 444, 555, 666, 777, 888, 999]);
  expect(graphPoints([{ key: 'a', value: null }, { key: 'b', value: '1.50' }])).toEqual([{ x: 'b', y: 1.5 }]);
  const rows = Array.from({ length: 45 }, (_, i) => i);
  expect(pageRows(rows, 1)[0]).toBe(44);
  expect(pageRows(rows, 3)).toEqual([4, 3, 2, 1, 0]);
  expect(PAGE_SIZE).toBe(20);
});

it('daily metal prices section shows both metals in EUR and USD', async () => {
  get.mockImplementation(() =>
    Promise.resolve(ok({ copper: day('2025-08-05', '9665.00', '8350.11', '1.1575'), aluminium: day('2024-08-21', '2448.50', '2200.40', '1.1127') })),
  );
  await renderIsland(DailyIsland, { pageUrl: '/cijene-metala/' }, 'hr-HR', ['metals', 'common']);
  expect(await screen.findByText('8.350,11 EUR/t')).toBeInTheDocument();
  expect(screen.getByText('2.448,50 USD/t')).toBeInTheDocument();
  expect(screen.getByText('LME, 21.08.2024.')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: /Sve cijene metala/ })).toHaveAttribute('href', '/cijene-metala/');
});

it('keeps the chosen view in the query string and restores it on load (issue 27)', async () => {
  window.history.replaceState(null, '', '/cijene-metala/?lang=en&metal=aluminium&display=table&currency=USD');
  const user = userEvent.setup();
  await renderIsland(Island, { metal: 'copper', period: 'week', currency: 'EUR' }, 'en-US', ['metals', 'common']);
  expect(screen.getByRole('radio', { name: 'Aluminium' })).toBeChecked();
  expect(screen.getByRole('radio', { name: 'US dollar (USD)' })).toBeChecked();
  await waitFor(() => expect(get).toHaveBeenCalledWith('metal-prices', expect.objectContaining({ query: { metal: 'aluminium', period: 'week', currency: 'USD' } })));
  await user.click(screen.getByRole('radio', { name: 'Graph' }));
  await waitFor(() => expect(new URLSearchParams(window.location.search).get('display')).toBe('graph'));
  const query = new URLSearchParams(window.location.search);
  expect(query.get('lang')).toBe('en');
  expect(query.get('metal')).toBe('aluminium');
  expect(query.has('period')).toBe(false);
});
