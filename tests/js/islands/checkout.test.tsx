/**
 * Checkout island: gate for visitors, note limit (spec section 5: 250) with translated message,
 * delivery and payment radio groups, summary from the quote, one POST orders with an
 * Idempotency-Key (no double submit), success page, 400 field errors, transport error + retry
 * with the same key. lib/api is stubbed at the module boundary.
 */
import { screen, waitFor, within } from '@testing-library/react';
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
  discountPercent: 20,
  addresses: {
    headquarters: { street: 'Ilica', house_no: '1', city: 'Zagreb', zip: '10000', country: 'HR' },
    delivery: [{ id: 42, street: 'Savska', house_no: '5', city: 'Zagreb', zip: '10000', country: 'HR', contact_person: 'Ana Horvat', phone: '+385 1 234 567' }],
  },
  delivery: { feeCents: 2500, freeFromCents: 50000 },
  payments: [
    { id: 'bank_transfer', label: 'Virman', available: true, note: null },
    { id: 'card', label: 'Kartica', available: false, note: 'Plaćanje karticom još nije dostupno.' },
    { id: 'contract', label: 'Po ugovoru', available: true, note: null },
  ],
  noteMaxLength: 250,
  ordersUrl: '/moj-racun/narudzbe/',
};

const quote = (deliveryCents: number | null) => ({
  currency: 'EUR',
  discount_percent: 20,
  lines: [{ article_code: 'A1', quantity_m: 100, name: 'NYM-J', size_label: '3x2,5', packaging: 'ring', unit_price_e4: 1870, unit_price: '0.1870', price_is_demo: true, line_net_cents: 1870, availability: 'in_stock' }],
  unknown_codes: [],
  earliest_delivery_date: '2026-12-23',
  subtotal_cents: 1870,
  discount_cents: 374,
  net_cents: 1496,
  delivery_cents: deliveryCents,
  vat_percent: 25,
  vat_cents: 374 + (deliveryCents ? deliveryCents / 4 : 0),
  gross_cents: 1870 + (deliveryCents ? deliveryCents * 1.25 : 0),
});

const order = { order: { id: 9, number: 'KS-2026-00009', status: 'new', gross_cents: 1870, track_url: '/prati/KS-2026-00009/' } };

function orderCalls() {
  return post.mock.calls.filter(([path]) => path === 'orders');
}

beforeEach(() => {
  post.mockReset();
  post.mockImplementation((path: string, body: { delivery?: { method: string } }) =>
    path === 'cart/quote' ? Promise.resolve(ok(quote(body.delivery?.method === 'delivery' ? 2500 : 0))) : Promise.resolve(ok(order, {}, 201)),
  );
  addItem('cart', { Cijena: 0.187, SifraArtikla2: 'A1', name: 'NYM-J', sizeLabel: '3x2.5' }, 100);
});

it('blocks a note over 250 characters with a translated message and sends nothing', async () => {
  const user = userEvent.setup();
  await renderIsland(Island, props);
  const note = screen.getByLabelText('Napomena uz narudžbu (neobavezno)');
  await user.click(note);
  await user.paste('x'.repeat(251));
  expect(screen.getByText('251 od 250 znakova')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Pošalji narudžbu' }));
  expect(await screen.findByText('Napomena smije imati najviše 250 znakova.')).toBeInTheDocument();
  expect(note).toHaveAttribute('aria-invalid', 'true');
  expect(orderCalls()).toHaveLength(0);
});

it('offers pickup and the delivery addresses, disables unavailable payments with their note, and re-quotes with the delivery', async () => {
  const user = userEvent.setup();
  await renderIsland(Island, props);
  expect(screen.getByRole('radio', { name: /Kartica/ })).toBeDisabled();
  expect(screen.getByText('Plaćanje karticom još nije dostupno.')).toBeInTheDocument();
  await screen.findByText('besplatno');
  await user.click(screen.getByRole('radio', { name: /Dostava na adresu Savska 5, 10000 Zagreb, HR/ }));
  await waitFor(() =>
    expect(post).toHaveBeenLastCalledWith('cart/quote', { lines: [{ article_code: 'A1', quantity_m: 100 }], delivery: { method: 'delivery', address_id: 42 } }, expect.anything()),
  );
  const row = (await screen.findByText('25,00 €')).closest('div') as HTMLElement;
  expect(within(row).getByText('Dostava')).toBeInTheDocument();
  expect(screen.getByText('PDV 25 %')).toBeInTheDocument();
  // The lines scroll in their own focusable region (at 320 px they widened the whole page).
  const region = screen.getByRole('region', { name: 'Artikli u vašoj narudžbi' });
  expect(region).toHaveAttribute('tabindex', '0');
  expect(within(region).getByRole('table', { name: 'Artikli u vašoj narudžbi' })).toBeInTheDocument();
});

it('places one order with an Idempotency-Key even on a double click, then clears the cart and shows the success page', async () => {
  let release: (value: unknown) => void = () => undefined;
  post.mockImplementation((path: string) =>
    path === 'cart/quote' ? Promise.resolve(ok(quote(0))) : new Promise((resolve) => { release = resolve; }),
  );
  const user = userEvent.setup();
  await renderIsland(Island, props);
  await user.type(screen.getByLabelText('Napomena uz narudžbu (neobavezno)'), 'Dostava do 10 h');
  await user.click(screen.getByRole('radio', { name: 'Po ugovoru' }));
  const button = screen.getByRole('button', { name: 'Pošalji narudžbu' });
  await user.dblClick(button);
  await waitFor(() => expect(orderCalls()).toHaveLength(1));
  expect(screen.getByRole('button', { name: 'Slanje narudžbe…' })).toBeDisabled();
  await user.click(screen.getByRole('button', { name: 'Slanje narudžbe…' }));
  expect(orderCalls()).toHaveLength(1);
  const [, body, options] = orderCalls()[0];
  expect(body).toEqual({ lines: [{ article_code: 'A1', quantity_m: 100 }], note: 'Dostava do 10 h', delivery: { method: 'pickup' }, payment: 'contract' });
  expect(options.headers['Idempotency-Key']).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  release(ok(order, {}, 201));
  expect(await screen.findByRole('heading', { name: 'Hvala na narudžbi!' })).toHaveFocus();
  expect(screen.getByText('KS-2026-00009')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Prati narudžbu' })).toHaveAttribute('href', '/prati/KS-2026-00009/');
  expect(getItems('cart')).toHaveLength(0);
});

it('shows the server field errors of a 400 next to the fields', async () => {
  post.mockImplementation((path: string) =>
    path === 'cart/quote'
      ? Promise.resolve(ok(quote(0)))
      : Promise.reject(new ApiError('http', 'Provjerite označena polja.', 400, 'kabelshop_orders_bad_field', { payment: 'Ovaj način plaćanja nije dostupan.' })),
  );
  const user = userEvent.setup();
  await renderIsland(Island, props);
  await user.click(screen.getByRole('button', { name: 'Pošalji narudžbu' }));
  expect(await screen.findByText('Ovaj način plaćanja nije dostupan.')).toBeInTheDocument();
  expect(screen.getByRole('group', { name: 'Način plaćanja' })).toHaveAccessibleDescription('Ovaj način plaćanja nije dostupan.');
  expect(screen.getByRole('alert')).toHaveTextContent('Provjerite označena polja.');
  expect(getItems('cart')).toHaveLength(1);
});

it('shows a transport error with a retry that reuses the same Idempotency-Key', async () => {
  let fail = true;
  post.mockImplementation((path: string) => {
    if (path === 'cart/quote') return Promise.resolve(ok(quote(0)));
    if (fail) return Promise.reject(new ApiError('timeout', 'Isteklo je vrijeme čekanja od 30000 ms.'));
    return Promise.resolve(ok(order, {}, 201));
  });
  const user = userEvent.setup();
  await renderIsland(Island, props);
  await user.click(screen.getByRole('button', { name: 'Pošalji narudžbu' }));
  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent('Isteklo je vrijeme čekanja od 30000 ms.');
  fail = false;
  await user.click(within(alert).getByRole('button', { name: 'Pokušaj ponovno' }));
  expect(await screen.findByText('KS-2026-00009')).toBeInTheDocument();
  const keys = orderCalls().map(([, , options]) => options.headers['Idempotency-Key']);
  expect(keys).toHaveLength(2);
  expect(keys[0]).toBe(keys[1]);
});

it('makes a new Idempotency-Key when the order changes after a transport error (the server refuses a key reused with another body)', async () => {
  let fail = true;
  post.mockImplementation((path: string) => {
    if (path === 'cart/quote') return Promise.resolve(ok(quote(0)));
    if (fail) return Promise.reject(new ApiError('network', 'Nema veze s poslužiteljem.'));
    return Promise.resolve(ok(order, {}, 201));
  });
  const user = userEvent.setup();
  await renderIsland(Island, props);
  await user.click(screen.getByRole('button', { name: 'Pošalji narudžbu' }));
  await screen.findByRole('alert');
  fail = false;
  await user.type(screen.getByLabelText('Napomena uz narudžbu (neobavezno)'), 'Dostava do 10 h');
  await user.click(screen.getByRole('button', { name: 'Pošalji narudžbu' }));
  expect(await screen.findByText('KS-2026-00009')).toBeInTheDocument();
  const calls = orderCalls();
  expect(calls).toHaveLength(2);
  expect(calls[1][1].note).toBe('Dostava do 10 h');
  expect(calls[1][2].headers['Idempotency-Key']).not.toBe(calls[0][2].headers['Idempotency-Key']);
});

it("says 'The cart is empty' with no lines", async () => {
  window.localStorage.clear();
  await renderIsland(Island, props, 'en-US');
  expect(screen.getByText('The cart is empty')).toBeInTheDocument();
});

it.each([
  ['hr-HR', 'Uključen je vaš popust za poslovne kupce od 20 %.'],
  ['en-US', 'Your business customer discount of 20 % is included.'],
  ['sr-RS', 'Uključen je vaš popust za poslovne kupce od 20 %.'],
] as const)('names the business discount as a plain rate in %s, not "-20 %"', async (locale, text) => {
  await renderIsland(Island, props, locale);
  expect(await screen.findByText(text)).toBeInTheDocument();
  expect(screen.queryByText(/(popust za poslovne kupce|business customer discount).*-\s?20/)).toBeNull();
});
