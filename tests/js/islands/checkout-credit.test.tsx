/**
 * Checkout, contract terms with a credit limit (issue 15): the contract option says when the order
 * falls due and how much credit is left; a 409 kabelshop_order_credit_limit is shown at the payment
 * choice (focus there, the cart stays) and the buyer orders again with bank transfer under a new
 * Idempotency-Key. lib/api is stubbed at the module boundary.
 */
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Island from '../../../src/islands/checkout';
import { paymentRefusalOf } from '../../../src/islands/checkout/PaymentFields';
import { api, ApiError } from '../../../src/lib/api';
import { addItem, getItems } from '../../../src/lib/cart/store';
import { failOnActWarnings, ok, renderIsland } from './render';

failOnActWarnings();

jest.mock('../../../src/lib/api', () => {
  const actual = jest.requireActual('../../../src/lib/api');
  return { ...actual, api: { get: jest.fn(), post: jest.fn() } };
});

const post = api.post as jest.Mock;
const NAMESPACES = ['catalogue', 'cart', 'checkout', 'payments-credit'];

const props = {
  discountPercent: 20,
  addresses: { headquarters: null, delivery: [] },
  delivery: { feeCents: 2500, freeFromCents: 50000 },
  payments: [
    { id: 'bank_transfer', label: 'Uplata na račun', available: true, note: null },
    { id: 'contract', label: 'Plaćanje po ugovoru', available: true, note: null },
  ],
  noteMaxLength: 250,
  credit: { termsDays: 30, limitCents: 500000, availableCents: 123400 },
};

const quote = {
  currency: 'EUR',
  discount_percent: 20,
  lines: [{ article_code: 'A1', quantity_m: 100, name: 'NYM-J', size_label: '3x2,5', packaging: 'ring', unit_price_e4: 1870, unit_price: '0.1870', price_is_demo: true, line_net_cents: 1870, availability: 'in_stock' }],
  unknown_codes: [],
  earliest_delivery_date: '2026-12-23',
  subtotal_cents: 1870,
  discount_cents: 374,
  net_cents: 1496,
  delivery_cents: 0,
  vat_percent: 25,
  vat_cents: 374,
  gross_cents: 1870,
};

const LIMIT_MESSAGE = 'Ova narudžba (18,70 €) prelazi vaš kreditni limit: neplaćene narudžbe i računi 4.990,00 € uz limit od 5.000,00 € ostavljaju 10,00 €.';

function orderCalls() {
  return post.mock.calls.filter(([path]) => path === 'orders');
}

beforeEach(() => {
  post.mockReset();
  addItem('cart', { Cijena: 0.187, SifraArtikla2: 'A1', name: 'NYM-J', sizeLabel: '3x2.5' }, 100);
});

it('says on the contract option when the order falls due and how much credit is left', async () => {
  post.mockResolvedValue(ok(quote));
  await renderIsland(Island, props, 'hr-HR', NAMESPACES);
  expect(screen.getByRole('radio', { name: /Plaćanje po ugovoru/ })).toHaveAccessibleName('Plaćanje po ugovoru Dospijeće za 30 dana · raspoloživi kredit 1.234,00 €');
  expect(screen.getByRole('radio', { name: 'Uplata na račun' })).toBeInTheDocument();
});

it('names only the due date when there is no credit limit, in English', async () => {
  post.mockResolvedValue(ok(quote));
  await renderIsland(Island, { ...props, payments: props.payments.map((p) => ({ ...p, label: p.id })), credit: { termsDays: 1, limitCents: null, availableCents: null } }, 'en-US', NAMESPACES);
  expect(screen.getByRole('radio', { name: /contract/ })).toHaveAccessibleName('contract Due in 1 day');
});

it('shows nothing more for a buyer without contract terms (no credit props)', async () => {
  post.mockResolvedValue(ok(quote));
  await renderIsland(Island, { ...props, credit: null }, 'hr-HR', NAMESPACES);
  expect(screen.getByRole('radio', { name: 'Plaćanje po ugovoru' })).toBeInTheDocument();
});

it('shows the credit limit refusal at the payment choice, keeps the cart and orders again by bank transfer with a new key', async () => {
  post.mockImplementation((path: string, body: { payment?: string }) => {
    if (path === 'cart/quote') return Promise.resolve(ok(quote));
    if (body.payment === 'contract') {
      return Promise.reject(new ApiError('http', LIMIT_MESSAGE, 409, 'kabelshop_order_credit_limit', { payment: LIMIT_MESSAGE }));
    }
    return Promise.resolve(ok({ order: { id: 9, number: 'KS-2026-000009', status: 'received', gross_cents: 1870, track_url: '/prati/' } }, {}, 201));
  });
  const user = userEvent.setup();
  await renderIsland(Island, props, 'hr-HR', NAMESPACES);
  await user.click(screen.getByRole('radio', { name: /Plaćanje po ugovoru/ }));
  await user.click(screen.getByRole('button', { name: 'Pošalji narudžbu' }));

  const group = screen.getByRole('group', { name: 'Način plaćanja' });
  await waitFor(() => expect(group).toHaveAccessibleDescription(LIMIT_MESSAGE));
  // Focus moves to the payment choice (its first method), so the message is read with it.
  expect(screen.getByRole('radio', { name: 'Uplata na račun' })).toHaveFocus();
  expect(screen.getByRole('alert')).toHaveTextContent('Obrazac nije poslan. Ispravite označena polja.');
  expect(getItems('cart')).toHaveLength(1);

  await user.click(screen.getByRole('radio', { name: 'Uplata na račun' }));
  await waitFor(() => expect(screen.queryByText(LIMIT_MESSAGE)).toBeNull());
  await user.click(screen.getByRole('button', { name: 'Pošalji narudžbu' }));
  expect(await screen.findByText('KS-2026-000009')).toBeInTheDocument();
  const calls = orderCalls();
  expect(calls.map(([, body]) => body.payment)).toEqual(['contract', 'bank_transfer']);
  expect(calls[1][2].headers['Idempotency-Key']).not.toBe(calls[0][2].headers['Idempotency-Key']);
  expect(getItems('cart')).toHaveLength(0);
});

it('starts a new key even when the buyer sends the same order again after a credit limit refusal', async () => {
  post.mockImplementation((path: string) =>
    path === 'cart/quote' ? Promise.resolve(ok(quote)) : Promise.reject(new ApiError('http', LIMIT_MESSAGE, 409, 'kabelshop_order_credit_limit', { payment: LIMIT_MESSAGE })),
  );
  const user = userEvent.setup();
  await renderIsland(Island, props, 'hr-HR', NAMESPACES);
  await user.click(screen.getByRole('radio', { name: /Plaćanje po ugovoru/ }));
  await user.click(screen.getByRole('button', { name: 'Pošalji narudžbu' }));
  await screen.findByText(LIMIT_MESSAGE);
  await user.click(screen.getByRole('button', { name: 'Pošalji narudžbu' }));
  await waitFor(() => expect(orderCalls()).toHaveLength(2));
  expect(orderCalls()[1][2].headers['Idempotency-Key']).not.toBe(orderCalls()[0][2].headers['Idempotency-Key']);
});

it('recognises only refusals of the payment choice', () => {
  expect(paymentRefusalOf(new ApiError('http', 'm', 409, 'kabelshop_order_credit_limit', { payment: 'limit' }))).toBe('limit');
  expect(paymentRefusalOf(new ApiError('http', 'm', 409, 'kabelshop_order_on_request', { 'lines[0]': 'x' }))).toBeNull();
  expect(paymentRefusalOf(new ApiError('http', 'm', 400, 'kabelshop_order_payment_unavailable', { payment: 'x' }))).toBeNull();
  expect(paymentRefusalOf(new ApiError('network', 'm'))).toBeNull();
  expect(paymentRefusalOf(new Error('x'))).toBeNull();
});
