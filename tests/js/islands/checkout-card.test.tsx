/**
 * Checkout island, card payment (issue 15): when the POST orders answer carries card_payment (the
 * signed form of the first attempt at the card gateway), the island says where the buyer is going
 * and posts a real form of hidden fields to the gateway on mount, with a visible button that does
 * the same; a card answer without card_payment (the attempt could not be started) shows the usual
 * success page. lib/api is stubbed at the module boundary.
 */
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Island from '../../../src/islands/checkout';
import { api } from '../../../src/lib/api';
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
  addresses: { headquarters: { street: 'Ilica', house_no: '1', city: 'Zagreb', zip: '10000', country: 'HR' }, delivery: [] },
  delivery: { feeCents: 2500, freeFromCents: 50000 },
  payments: [
    { id: 'card', label: 'Kartica', available: true, note: null },
    { id: 'bank_transfer', label: 'Virman', available: true, note: null },
  ],
  noteMaxLength: 250,
  ordersUrl: '/moj-racun/narudzbe/',
};

const quote = {
  currency: 'EUR',
  discount_percent: 0,
  lines: [{ article_code: 'A1', quantity_m: 100, name: 'NYM-J', size_label: '3x2,5', packaging: 'ring', unit_price_e4: 1870, unit_price: '0.1870', price_is_demo: true, line_net_cents: 1870, availability: 'in_stock' }],
  unknown_codes: [],
  earliest_delivery_date: '2026-12-23',
  subtotal_cents: 1870,
  discount_cents: 0,
  net_cents: 1870,
  delivery_cents: 0,
  vat_percent: 25,
  vat_cents: 468,
  gross_cents: 2338,
};

const order = { id: 9, number: 'KS-2026-000009', status: 'received', gross_cents: 2338, track_url: '/narudzba/?order=9', payment_method: 'card', payment_status: 'awaiting_payment' };

const cardPayment = {
  action: 'http://127.0.0.1:9081/authorization.aspx',
  method: 'POST',
  fields: { ShopID: 'KABELSHOP-DEMO', ShoppingCartID: 'KS-2026-000009-1', TotalAmount: '23,38', Signature: 'abc123', ReturnURL: 'http://shop.test/return?result=success' },
};

let submit: jest.SpyInstance;

beforeEach(() => {
  window.localStorage.clear();
  post.mockReset();
  submit = jest.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(() => undefined);
  addItem('cart', { Cijena: 0.187, SifraArtikla2: 'A1', name: 'NYM-J', sizeLabel: '3x2.5' }, 100);
});

afterEach(() => submit.mockRestore());

it('posts the signed form of the first card attempt to the gateway as soon as the order is placed', async () => {
  post.mockImplementation((path: string) => Promise.resolve(path === 'cart/quote' ? ok(quote) : ok({ order, card_payment: cardPayment }, {}, 201)));
  const user = userEvent.setup();
  await renderIsland(Island, props, 'hr-HR', ['catalogue', 'cart', 'checkout', 'payments-card']);
  await user.click(screen.getByRole('radio', { name: 'Kartica' }));
  await user.click(screen.getByRole('button', { name: 'Pošalji narudžbu' }));
  expect(await screen.findByRole('heading', { name: 'Prelazite na stranicu za plaćanje karticom…' })).toBeInTheDocument();
  const button = screen.getByRole('button', { name: 'Nastavi na stranicu za plaćanje karticom' });
  const form = button.closest('form') as HTMLFormElement;
  expect(form).toHaveAttribute('method', 'post');
  expect(form).toHaveAttribute('action', cardPayment.action);
  const hidden = Object.fromEntries([...form.querySelectorAll('input[type=hidden]')].map((input) => [(input as HTMLInputElement).name, (input as HTMLInputElement).value]));
  expect(hidden).toEqual(cardPayment.fields);
  expect(submit).toHaveBeenCalledTimes(1);
  expect(submit.mock.instances[0]).toBe(form);
  expect(screen.getByText('Vaša narudžba KS-2026-000009 je zaprimljena i čeka plaćanje karticom.')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Platite kasnije sa stranice narudžbe' })).toHaveAttribute('href', '/narudzba/?order=9');
  expect(screen.queryByRole('heading', { name: 'Hvala na narudžbi!' })).toBeNull();
  expect(getItems('cart')).toHaveLength(0);
});

it('shows the success page, and posts nothing, when a card order comes back without card_payment', async () => {
  post.mockImplementation((path: string) => Promise.resolve(path === 'cart/quote' ? ok(quote) : ok({ order }, {}, 201)));
  const user = userEvent.setup();
  await renderIsland(Island, props, 'en-US', ['catalogue', 'cart', 'checkout', 'payments-card']);
  await user.click(screen.getByRole('radio', { name: 'Kartica' }));
  await user.click(screen.getByRole('button', { name: 'Place order' }));
  expect(await screen.findByText('KS-2026-000009')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Continue to the card payment page' })).toBeNull();
  expect(submit).not.toHaveBeenCalled();
});
