/**
 * Checkout and the ordering rules (issue 13, docs/checkout.md): the lines say in stock / when the
 * rest is expected; an order refused with 409 kabelshop_order_on_request names the line, whose
 * row shows the message and offers "Move to the inquiry list"; a quote refusing part of a ring
 * (400 lines[i].quantity_m) shows its message in that line's row. lib/api is stubbed.
 */
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Island from '../../../src/islands/checkout';
import { api, ApiError } from '../../../src/lib/api';
import { addItem, getItems } from '../../../src/lib/cart/store';
import { failOnActWarnings, ok, renderIsland } from './render';

failOnActWarnings();

jest.mock('../../../src/lib/api', () => {
  const actual = jest.requireActual('../../../src/lib/api');
  return { ...actual, api: { get: jest.fn(), post: jest.fn() } };
});

const post = api.post as jest.Mock;

const props = {
  discountPercent: 0,
  addresses: { delivery: [] },
  delivery: { feeCents: 1500, freeFromCents: 50000 },
  payments: [{ id: 'bank_transfer', label: 'Bank transfer', available: true, note: null }],
  noteMaxLength: 250,
};

const line = (index: number, code: string, quantity: number, extra: Record<string, unknown>) => ({
  index,
  article_code: code,
  quantity_m: quantity,
  name: 'NYM-J',
  size_label: '3x1.5',
  packaging: 'drum',
  unit_price_e4: 10000,
  unit_price: '1.0000',
  price_is_demo: true,
  line_net_cents: quantity * 100,
  on_request: false,
  stock_m: 5000,
  backorder_m: 0,
  expected_date: null,
  package_multiple_m: null,
  availability: 'in_stock',
  ...extra,
});

const quote = {
  currency: 'EUR',
  discount_percent: 0,
  lines: [
    line(0, 'PART', 500, { availability: 'backorder', stock_m: 120, backorder_m: 380, expected_date: '2026-12-04' }),
    line(1, 'ASK', 100, { availability: 'on_request', on_request: true, line_net_cents: 0 }),
  ],
  unknown_codes: [],
  earliest_delivery_date: '2026-12-23',
  subtotal_cents: 50000,
  discount_cents: 0,
  net_cents: 50000,
  delivery_cents: 0,
  vat_percent: 25,
  vat_cents: 12500,
  gross_cents: 62500,
};

beforeEach(() => {
  post.mockReset();
  addItem('cart', { Cijena: 1, SifraArtikla2: 'PART', name: 'NYY-J', sizeLabel: '5x16' }, 500);
  addItem('cart', { Cijena: 1, SifraArtikla2: 'ASK', name: 'NA2XS(F)2Y', sizeLabel: '1x240' }, 100);
});

it('shows the stock of each line and, on the 409 for an article on request, the message in that row', async () => {
  const message = 'NA2XS(F)2Y 1x240 (ASK) is sold on request and cannot be ordered online: move it to the inquiry list and ask for a quote.';
  post.mockImplementation((path: string) =>
    path === 'cart/quote' ? Promise.resolve(ok(quote)) : Promise.reject(new ApiError('http', message, 409, 'kabelshop_order_on_request', { 'lines[1]': message })),
  );
  const user = userEvent.setup();
  await renderIsland(Island, props, 'en-US');
  const rows = screen.getAllByRole('row').slice(1);
  expect(await within(rows[0]).findByText('120 m in stock, the remaining 380 m expected on 12/04/2026')).toBeInTheDocument();
  expect(within(rows[1]).getByText(/On request: ask for a quote\./)).toBeInTheDocument();
  await user.click(screen.getByRole('radio', { name: /Bank transfer/ }));
  await user.click(screen.getByRole('button', { name: 'Place order' }));
  const inRow = await within(rows[1]).findByRole('alert');
  expect(inRow).toHaveTextContent(message);
  expect(within(rows[0]).queryByRole('alert')).toBeNull();
  expect(getItems('cart')).toHaveLength(2);
  await user.click(within(rows[1]).getByRole('button', { name: 'Move NA2XS(F)2Y 1x240 to the inquiry list' }));
  expect(getItems('cart').map((item) => item.data.SifraArtikla2)).toEqual(['PART']);
  expect(getItems('inquiry').map((item) => [item.data.SifraArtikla2, item.quantity])).toEqual([['ASK', 100]]);
  expect(screen.queryByText(message, { selector: '.ks-field-error' })).toBeNull();
});

it('shows the whole-package refusal of the quote in the named row (Croatian)', async () => {
  const message = 'NYM-J 3x1,5 prodaje se u kolutima od 100 m: unesite 100, 200, 300 … m.';
  post.mockImplementation((path: string) =>
    path === 'cart/quote' ? Promise.reject(new ApiError('http', message, 400, 'kabelshop_cart_whole_packages', { 'lines[0].quantity_m': message })) : Promise.resolve(ok({})),
  );
  await renderIsland(Island, props);
  const rows = screen.getAllByRole('row').slice(1);
  expect(await within(rows[0]).findByText(message)).toBeInTheDocument();
  expect(within(rows[1]).queryByText(message)).toBeNull();
  expect(screen.queryByText('Ukupno za platiti')).toBeNull();
});
