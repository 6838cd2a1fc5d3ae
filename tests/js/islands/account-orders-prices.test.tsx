/**
 * Issue 14 in the account's order detail: the order's own prices as it was placed (GET orders/{id}:
 * the frozen terms under `metal`): per item base, metal surcharge and full price ('split') or the
 * full price with the surcharge named ('full'), the cut fee and drum deposit rows with their labels,
 * the totals with the metal surcharge, and the index the order used; a pending delivery says so.
 * lib/api is stubbed at the module boundary.
 */
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import OrdersIsland from '../../../src/islands/account-orders';
import { registry } from '../../../src/islands/registry';
import { api } from '../../../src/lib/api';
import { metalQuote, metalTerms } from './metal-fixtures';
import { failOnActWarnings, ok, renderIsland } from './render';

jest.mock('../../../src/lib/api', () => {
  const actual = jest.requireActual('../../../src/lib/api');
  return { ...actual, api: { get: jest.fn(), post: jest.fn() } };
});

failOnActWarnings();

const get = api.get as jest.Mock;

/** An order placed from the fixture quote: its items carry the quote's line figures, the terms frozen then. */
function placed(display: 'split' | 'full', overrides: Record<string, unknown> = {}) {
  const quote = metalQuote(display);
  return {
    id: 7,
    number: 'KS-2026-000007',
    status: 'received',
    status_label: 'Received',
    created_at: '2026-11-20T10:00:00+00:00',
    currency: 'EUR',
    note: '',
    can_cancel: false,
    track_url: '/narudzba/?order=7',
    items: quote.lines.map((line, position) => ({
      id: position + 1,
      line_no: position + 1,
      article_code: line.article_code,
      name: line.name,
      size_label: line.size_label,
      packaging: line.packaging,
      quantity_m: line.quantity_m,
      unit_price_e4: line.unit_price_e4,
      unit_price: line.unit_price,
      metal_surcharge_e4: line.metal_surcharge_e4,
      full_price_e4: line.full_price_e4,
      line_base_cents: line.line_base_cents,
      line_metal_cents: line.line_metal_cents,
      line_net_cents: line.line_net_cents,
      status: 'ordered',
      status_label: 'Ordered',
      packages: [],
      history: [],
    })),
    discount_percent: quote.discount_percent,
    subtotal_cents: quote.subtotal_cents,
    discount_cents: quote.discount_cents,
    metal_cents: quote.metal_cents,
    charges: quote.charges,
    charges_cents: quote.charges_cents,
    net_cents: quote.net_cents,
    delivery_cents: quote.delivery_cents,
    delivery_pending: false,
    vat_percent: 25,
    vat_cents: quote.vat_cents,
    gross_cents: quote.gross_cents,
    metal: metalTerms(display, { metals: { copper: { index_eur_100kg: '812.33', index_date: '2025-06', base_eur_100kg: '150.00', procurement_pct: '1.00', stale: false } } }),
    ...overrides,
  };
}

async function openOrder(order: ReturnType<typeof placed>, locale: 'en-US' | 'hr-HR' = 'en-US'): Promise<HTMLElement> {
  get.mockImplementation((path: string) =>
    Promise.resolve(path === 'orders' ? ok({ orders: [order] }, { 'X-WP-TotalPages': '1' }) : ok({ order })),
  );
  await renderIsland(OrdersIsland, { perPage: 10, catalogueUrl: '' }, locale, registry['account-orders'].namespaces);
  await userEvent.click(screen.getByRole('button', { name: /KS-2026-000007/ }));
  return screen.findByRole('table', { name: locale === 'en-US' ? 'Prices of order KS-2026-000007' : 'Cijene narudžbe KS-2026-000007' });
}

const text = (element: Element): string => (element.textContent ?? '').replace(/\s+/g, ' ').trim();

beforeEach(() => get.mockReset());

it("'split': each item's base, surcharge and full price and amounts, the charge rows, the totals and the frozen index", async () => {
  const table = await openOrder(placed('split'));
  const rows = within(table).getAllByRole('row').slice(1);
  expect(rows.map((row) => text(within(row).getByRole('rowheader')))).toEqual(['NYM-J 3x2.5 (A1)', 'NYY-J 5x10 (D1)', 'Cut fee (D1)', 'Drum deposit: wooden drum 800']);
  const ring = within(rows[0]).getAllByRole('cell');
  expect(text(ring[0])).toBe('100 m');
  expect(Array.from(ring[1].querySelectorAll('.ks-metal-price__row')).map(text)).toEqual(['Base price €1.8705', 'Metal surcharge €0.2720', 'Full price €2.1425']);
  expect(Array.from(ring[2].querySelectorAll('.ks-metal-price__row')).map(text)).toEqual(['Base price €187.05', 'Metal surcharge €27.20', 'Total €214.25']);
  expect(within(rows[3]).getAllByRole('cell').map(text)).toEqual(['', '1 × €50.00', '€50.00']);
  const totals = Array.from(document.querySelectorAll('.ks-totals__row')).map((row) => [text(row.querySelector('dt') as Element), text(row.querySelector('dd') as Element)]);
  expect(totals).toEqual([
    ['Goods at base prices', '€298.05'],
    ['Metal surcharge', '€45.70'],
    ['Discount (-20 % off goods and metal surcharge)', '-€59.61'],
    ['Cut fees and drum deposits', '€70.00'],
    ['Net total', '€354.14'],
    ['Delivery', 'free'],
    ['VAT 25 %', '€88.54'],
    ['Total to pay', '€442.68'],
  ]);
  // The index the order was priced with (frozen), not today's.
  expect(screen.getByText('Metal surcharge by the copper index 812.33 EUR/100 kg (June 2025 average)')).toBeInTheDocument();
});

it("'full' in Croatian, with the delivery cost still to follow", async () => {
  const table = await openOrder(placed('full', { delivery_cents: null, delivery_pending: true }), 'hr-HR');
  const drum = within(table).getAllByRole('row')[2];
  expect(within(drum).getAllByRole('cell').map(text)).toEqual(['37 m', '3,5000 € uklj. dodatak za metal 0,5000 EUR/m', '129,50 € uklj. dodatak za metal 18,50 EUR']);
  expect(screen.getByText('Trošak dostave slijedi uz potvrdu narudžbe (masa nije poznata za svaki artikl)')).toBeInTheDocument();
  expect(screen.getByText('Ukupno za platiti bez dostave')).toBeInTheDocument();
});

it('an order placed before the surcharge shows one price per item and no surcharge rows', async () => {
  const order = placed('split', { metal: null, metal_cents: 0, charges: [], charges_cents: 0 });
  order.items = order.items.map((item) => ({ ...item, metal_surcharge_e4: 0, full_price_e4: item.unit_price_e4, line_metal_cents: 0, line_net_cents: item.line_base_cents }));
  const table = await openOrder(order);
  expect(table.querySelector('.ks-metal-price')).toBeNull();
  expect(text(within(table).getAllByRole('row')[1])).toBe('NYM-J 3x2.5 (A1)100 m€1.8705€187.05');
  expect(screen.queryByText('Metal surcharge')).toBeNull();
  expect(document.querySelector('.ks-metal-note')).toBeNull();
});
