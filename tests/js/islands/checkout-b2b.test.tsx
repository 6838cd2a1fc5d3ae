/**
 * Checkout island, the B2B fields (issue 13): requested delivery date (min/max from the page,
 * weekend / holiday / too early refused with a clear message before anything is sent, the earliest
 * day moving with a backordered quote line), site contact (both or neither, phone rule), PO number
 * (35 characters), R1 invoice box with the profile's company and OIB (or the profile link), the
 * fields in the order body, and a server 400 shown at its field. lib/api is stubbed.
 */
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Island from '../../../src/islands/checkout';
import { api, ApiError } from '../../../src/lib/api';
import { addItem, clear } from '../../../src/lib/cart/store';
import { failOnActWarnings, ok, renderIsland } from './render';

failOnActWarnings();

jest.mock('../../../src/lib/api', () => {
  const actual = jest.requireActual('../../../src/lib/api');
  return { ...actual, api: { get: jest.fn(), post: jest.fn() } };
});

const post = api.post as jest.Mock;
const NS = ['cart', 'checkout', 'account', 'forms'];

// Today is Tuesday 22 December 2026: 25 and 26 December are holidays, the earliest day is the 23rd.
const props = {
  discountPercent: 20,
  addresses: { headquarters: null, delivery: [] },
  delivery: { feeCents: 1500, freeFromCents: 50000 },
  payments: [{ id: 'bank_transfer', label: 'Bank transfer', available: true, note: null }],
  noteMaxLength: 250,
  ordersUrl: '/moj-racun/',
  b2b: {
    poMaxLength: 35,
    earliestDate: '2026-12-23',
    latestDate: '2027-12-22',
    holidays: ['2026-12-25', '2027-01-01', '2027-01-06'],
    billing: { company: 'Elektro Test d.o.o.', oib: '81793146560' },
    profileUrl: '/moj-racun/#profile',
  },
};

// earliest: the server's earliest_delivery_date for these lines (Commerce\B2BFields::earliest()).
const quote = (expectedDate: string | null, earliest: string) => ({
  currency: 'EUR',
  discount_percent: 20,
  lines: [
    {
      article_code: 'A1',
      quantity_m: 300,
      name: 'NYM-J',
      size_label: '3x2,5',
      packaging: 'drum',
      unit_price_e4: 1870,
      unit_price: '0.1870',
      price_is_demo: true,
      line_net_cents: 5610,
      availability: expectedDate ? 'backorder' : 'in_stock',
      stock_m: expectedDate ? 100 : 1000,
      backorder_m: expectedDate ? 200 : 0,
      expected_date: expectedDate,
    },
  ],
  unknown_codes: [],
  earliest_delivery_date: earliest,
  subtotal_cents: 5610,
  discount_cents: 1122,
  net_cents: 4488,
  delivery_cents: 0,
  vat_percent: 25,
  vat_cents: 1122,
  gross_cents: 5610,
});

const placed = { order: { id: 9, number: 'KS-2026-000009', status: 'received', gross_cents: 5610, track_url: '/narudzba/?order=9' } };

function answer(expectedDate: string | null = null, earliest = '2026-12-23'): void {
  post.mockImplementation((path: string) => Promise.resolve(path === 'cart/quote' ? ok(quote(expectedDate, earliest)) : ok(placed, {}, 201)));
}

function orderCalls() {
  return post.mock.calls.filter(([path]) => path === 'orders');
}

const dateInput = (): HTMLInputElement => screen.getByLabelText('Requested delivery date (optional)');
const setDate = (value: string): void => {
  fireEvent.change(dateInput(), { target: { value } });
};
const place = async (): Promise<void> => {
  await userEvent.click(screen.getByRole('button', { name: 'Place order' }));
};

beforeEach(() => {
  post.mockReset();
  clear('cart');
  answer();
  addItem('cart', { Cijena: 0.187, SifraArtikla2: 'A1', name: 'NYM-J', sizeLabel: '3x2,5' }, 300);
});

it('lets the date input pick only from the earliest working day to a year ahead', async () => {
  await renderIsland(Island, props, 'en-US', NS);
  await waitFor(() => expect(post).toHaveBeenCalledWith('cart/quote', expect.anything(), expect.anything()));
  expect(dateInput()).toHaveAttribute('type', 'date');
  expect(dateInput()).toHaveAttribute('min', '2026-12-23');
  expect(dateInput()).toHaveAttribute('max', '2027-12-22');
  expect(dateInput()).toHaveAccessibleDescription(/Working days only .* the earliest is 12\/23\/2026/);
});

it.each([
  ['2026-12-27', 'We deliver on working days only: this day is a Saturday or Sunday.'],
  ['2026-12-25', 'We deliver on working days only: this day is a public holiday in Croatia.'],
  ['2026-12-22', 'The earliest possible delivery date is 12/23/2026.'],
  ['2028-01-03', 'The delivery date may be at most one year ahead (until 12/22/2027).'],
])('refuses %s with a clear message and sends no order', async (day, text) => {
  await renderIsland(Island, props, 'en-US', NS);
  setDate(day);
  await place();
  expect(await screen.findByText(text)).toBeInTheDocument();
  expect(dateInput()).toHaveAttribute('aria-invalid', 'true');
  expect(orderCalls()).toHaveLength(0);
});

it('moves the earliest day after a backordered line is expected', async () => {
  // Expected Tuesday 5 January: the rest leaves the next working day, Thursday the 7th (Wednesday the
  // 6th is Epiphany); the server says so in the quote (CartQuoteTest), the picker follows it.
  answer('2027-01-05', '2027-01-07');
  await renderIsland(Island, props, 'en-US', NS);
  await waitFor(() => expect(dateInput()).toHaveAttribute('min', '2027-01-07'));
  expect(dateInput()).toHaveAccessibleDescription(/Part of your order is backordered: the earliest possible day is 01\/07\/2027/);
  setDate('2027-01-05');
  await place();
  expect(await screen.findByText('The earliest possible delivery date is 01/07/2027.')).toBeInTheDocument();
  expect(orderCalls()).toHaveLength(0);
});

it('wants a site contact with both name and a valid phone', async () => {
  const user = userEvent.setup();
  await renderIsland(Island, props, 'en-US', NS);
  await user.type(screen.getByLabelText('Name'), 'Ivo Ivić');
  await place();
  expect(await screen.findByText('Enter the phone number of the site contact.')).toBeInTheDocument();
  await user.type(screen.getByLabelText('Phone'), 'call me');
  await place();
  expect(await screen.findByLabelText('Phone')).toHaveAttribute('aria-invalid', 'true');
  expect(orderCalls()).toHaveLength(0);
});

it('counts the PO number and refuses one over 35 characters', async () => {
  const user = userEvent.setup();
  await renderIsland(Island, props, 'en-US', NS);
  await user.type(screen.getByLabelText('Your PO number (optional)'), 'P'.repeat(36));
  expect(screen.getByText('36 of 35 characters')).toBeInTheDocument();
  await place();
  expect(await screen.findByText('The PO number may have at most 35 characters.')).toBeInTheDocument();
  expect(orderCalls()).toHaveLength(0);
});

it('sends the fields it was given with the order', async () => {
  const user = userEvent.setup();
  await renderIsland(Island, props, 'en-US', NS);
  await user.type(screen.getByLabelText('Your PO number (optional)'), '  PO-2026/117 ');
  setDate('2026-12-28');
  await user.type(screen.getByLabelText('Name'), 'Ivo Ivić');
  await user.type(screen.getByLabelText('Phone'), '+385 91 123 4567');
  const r1 = screen.getByRole('checkbox', { name: 'I want an R1 invoice to Elektro Test d.o.o., OIB 81793146560' });
  expect(r1).not.toBeChecked();
  await user.click(r1);
  await place();
  await waitFor(() => expect(orderCalls()).toHaveLength(1));
  expect(orderCalls()[0][1]).toMatchObject({
    po_number: 'PO-2026/117',
    requested_delivery_date: '2026-12-28',
    site_contact_name: 'Ivo Ivić',
    site_contact_phone: '+385 91 123 4567',
    r1_invoice: true,
  });
  expect(await screen.findByText('KS-2026-000009')).toBeInTheDocument();
});

it('shows a 400 of the server at the field it names', async () => {
  post.mockImplementation((path: string) =>
    path === 'cart/quote'
      ? Promise.resolve(ok(quote(null, '2026-12-23')))
      : Promise.reject(
          new ApiError('http', 'Part of this order is backordered: the earliest possible delivery date is 04.01.2027.', 400, 'kabelshop_order_invalid_delivery_date', {
            requested_delivery_date: 'Part of this order is backordered: the earliest possible delivery date is 04.01.2027.',
          }),
        ),
  );
  await renderIsland(Island, props, 'en-US', NS);
  setDate('2026-12-28');
  await place();
  await waitFor(() => expect(dateInput()).toHaveAttribute('aria-invalid', 'true'));
  expect(dateInput()).toHaveAccessibleDescription(/earliest possible delivery date is 04\.01\.2027/);
});

it('sends a buyer without an OIB to complete the profile instead of offering the R1 box', async () => {
  await renderIsland(Island, { ...props, b2b: { ...props.b2b, billing: { company: 'Elektro Test d.o.o.', oib: '' } } }, 'hr-HR', NS);
  expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
  expect(screen.getByText(/Za R1 račun u profilu treba biti OIB vaše tvrtke/)).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Dopunite profil' })).toHaveAttribute('href', '/moj-racun/#profile');
});
