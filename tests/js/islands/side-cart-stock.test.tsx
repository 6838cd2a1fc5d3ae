/**
 * Side cart and the ordering rules (issue 13, docs/checkout.md): per line the quote's stock
 * message ("In stock" / "120 m in stock, the remaining 380 m expected on …"), an article on request
 * says "On request: ask for a quote." and moves to the inquiry list, and a refusal naming
 * lines[i].quantity_m (whole rings) stands by that line's metres field, with no stale totals.
 * lib/api is stubbed at the module boundary.
 */
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Island from '../../../src/islands/side-cart';
import { api, ApiError } from '../../../src/lib/api';
import { addItem, getItems } from '../../../src/lib/cart/store';
import { openSideCart } from '../../../src/lib/cart/side-cart';
import { failOnActWarnings, ok, renderIsland } from './render';

failOnActWarnings();

jest.mock('../../../src/lib/api', () => {
  const actual = jest.requireActual('../../../src/lib/api');
  return { ...actual, api: { get: jest.fn(), post: jest.fn() } };
});

const post = api.post as jest.Mock;
const props = { checkoutUrl: '/blagajna/', loggedIn: true, discountPercent: 0 };

type Stock = { availability: string; on_request?: boolean; stock_m?: number | null; backorder_m?: number; expected_date?: string | null; package_multiple_m?: number | null };

/** A quote whose lines carry the given stock figures, by article code. */
function quoteWith(stock: Record<string, Stock>) {
  return (_path: string, body: { lines: { article_code: string; quantity_m: number }[] }) => {
    const lines = body.lines.map((line, index) => ({
      ...line,
      index,
      name: 'NYM-J',
      size_label: '3x1.5',
      packaging: 'drum',
      unit_price_e4: 10000,
      unit_price: '1.0000',
      price_is_demo: true,
      line_net_cents: stock[line.article_code]?.on_request ? 0 : line.quantity_m * 100,
      on_request: false,
      stock_m: 100000,
      backorder_m: 0,
      expected_date: null,
      package_multiple_m: null,
      ...stock[line.article_code],
    }));
    const net = lines.reduce((sum, line) => sum + line.line_net_cents, 0);
    return Promise.resolve(
      ok({ currency: 'EUR', discount_percent: 0, lines, unknown_codes: [], earliest_delivery_date: '2026-12-23', subtotal_cents: net, discount_cents: 0, net_cents: net, delivery_cents: null, vat_percent: 25, vat_cents: net / 4, gross_cents: net * 1.25 }),
    );
  };
}

function open(list: 'cart' | 'inquiry') {
  act(() => {
    openSideCart(list);
  });
}

beforeEach(() => {
  post.mockReset();
});

it('says per line whether it is in stock or when the rest is expected (Croatian date and metres)', async () => {
  post.mockImplementation(
    quoteWith({
      FULL: { availability: 'in_stock', stock_m: 2000 },
      PART: { availability: 'backorder', stock_m: 120, backorder_m: 380, expected_date: '2026-12-04' },
      NONE: { availability: 'backorder', stock_m: null, backorder_m: 1500, expected_date: '2027-01-05' },
    }),
  );
  addItem('cart', { Cijena: 1, SifraArtikla2: 'FULL', name: 'NYM-J', sizeLabel: '3x1,5' }, 100);
  addItem('cart', { Cijena: 1, SifraArtikla2: 'PART', name: 'NYY-J', sizeLabel: '5x16' }, 500);
  addItem('cart', { Cijena: 1, SifraArtikla2: 'NONE', name: 'PP00', sizeLabel: '4x35' }, 1500);
  await renderIsland(Island, props);
  open('cart');
  const dialog = screen.getByRole('dialog', { name: 'Košarica' });
  await within(dialog).findByText('Ukupno za platiti');
  const lines = within(dialog).getAllByRole('listitem');
  expect(within(lines[0]).getByText('Na zalihi')).toBeInTheDocument();
  expect(within(lines[1]).getByText('120 m na zalihi, preostalih 380 m očekujemo 04.12.2026.')).toBeInTheDocument();
  expect(within(lines[2]).getByText('Nije na zalihi: 1.500 m očekujemo 05.01.2027.')).toBeInTheDocument();
  // The note describes the metres field, so a screen reader hears it with the quantity.
  const metres = within(lines[1]).getByLabelText('Metara');
  const note = within(lines[1]).getByText(/očekujemo/);
  expect(metres.getAttribute('aria-describedby')).toContain(note.id);
});

it('shows the whole-package refusal beside the metres of the named line, drops the stale totals, and steps by the ring', async () => {
  post.mockImplementation(quoteWith({ RING: { availability: 'in_stock', package_multiple_m: 100 } }));
  addItem('cart', { Cijena: 1, SifraArtikla2: 'DRUM', name: 'NYY-J', sizeLabel: '3x2.5' }, 37);
  addItem('cart', { Cijena: 1, SifraArtikla2: 'RING', name: 'NYM-J', sizeLabel: '3x1.5' }, 200);
  const user = userEvent.setup();
  await renderIsland(Island, props, 'en-US');
  open('cart');
  await screen.findByText('Total to pay');
  const ringMetres = within(screen.getAllByRole('listitem')[1]).getByLabelText('Metres');
  expect(ringMetres).toHaveAttribute('step', '100');
  const message = 'NYM-J 3x1.5 is sold in rings of 100 m: enter 100, 200, 300 … m.';
  post.mockRejectedValue(new ApiError('http', message, 400, 'kabelshop_cart_whole_packages', { 'lines[1].quantity_m': message }));
  await user.clear(ringMetres);
  await user.type(ringMetres, '250');
  const lines = screen.getAllByRole('listitem');
  const error = await within(lines[1]).findByText(message);
  expect(ringMetres).toHaveAttribute('aria-invalid', 'true');
  expect(ringMetres.getAttribute('aria-describedby')).toContain(error.id);
  expect(within(lines[0]).queryByText(message)).toBeNull();
  expect(within(lines[0]).getByLabelText('Metres')).toHaveAttribute('aria-invalid', 'false');
  expect(screen.queryByText('Total to pay')).toBeNull();
  expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
});

it('says "ask for a quote" for an article on request and moves it to the inquiry list', async () => {
  post.mockImplementation(quoteWith({ ASK: { availability: 'on_request', on_request: true, stock_m: null } }));
  addItem('cart', { Cijena: 1, SifraArtikla2: 'OK1', name: 'NYM-J', sizeLabel: '3x1.5' }, 100);
  addItem('cart', { Cijena: 1, SifraArtikla2: 'ASK', name: 'NA2XS(F)2Y', sizeLabel: '1x240' }, 300);
  const user = userEvent.setup();
  await renderIsland(Island, props, 'en-US');
  open('cart');
  await screen.findByText('Total to pay');
  const asked = screen.getAllByRole('listitem')[1];
  expect(within(asked).getByText(/On request: ask for a quote\./)).toBeInTheDocument();
  expect(within(screen.getAllByRole('listitem')[0]).queryByRole('button', { name: /inquiry list/ })).toBeNull();
  await user.click(within(asked).getByRole('button', { name: 'Move NA2XS(F)2Y 1x240 to the inquiry list' }));
  expect(getItems('cart').map((item) => item.data.SifraArtikla2)).toEqual(['OK1']);
  expect(getItems('inquiry').map((item) => [item.data.SifraArtikla2, item.quantity])).toEqual([['ASK', 300]]);
  expect(screen.getByRole('button', { name: 'Inquiry list (1)' })).toBeInTheDocument();
  await waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(1));
});
