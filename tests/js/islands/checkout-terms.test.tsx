/**
 * Checkout: the terms the buyer accepts by ordering are linked above the order button and open in
 * a new tab, so the filled-in checkout stays (issue 13). lib/api is stubbed at the module boundary.
 */
import { screen } from '@testing-library/react';
import Island from '../../../src/islands/checkout';
import { api } from '../../../src/lib/api';
import { addItem } from '../../../src/lib/cart/store';
import { ok, renderIsland } from './render';

jest.mock('../../../src/lib/api', () => {
  const actual = jest.requireActual('../../../src/lib/api');
  return { ...actual, api: { get: jest.fn(), post: jest.fn() } };
});

const post = api.post as jest.Mock;

const props = {
  termsUrl: '/uvjeti-poslovanja/',
  discountPercent: 20,
  addresses: { headquarters: null, delivery: [] },
  delivery: { feeCents: 1500, freeFromCents: 50000 },
  payments: [{ id: 'bank_transfer', label: 'Virman', available: true, note: null }],
  noteMaxLength: 250,
  ordersUrl: '/narudzba/',
};

beforeEach(() => {
  post.mockReset();
  post.mockResolvedValue(
    ok({
      currency: 'EUR',
      discount_percent: 20,
      lines: [{ article_code: 'A1', quantity_m: 100, name: 'NYM-J', size_label: '3x2.5', packaging: 'ring', unit_price_e4: 1870, unit_price: '0.1870', price_is_demo: true, line_net_cents: 1870, availability: 'in_stock' }],
      unknown_codes: [],
      earliest_delivery_date: '2026-12-23',
      subtotal_cents: 1870,
      discount_cents: 374,
      net_cents: 1496,
      delivery_cents: 0,
      vat_percent: 25,
      vat_cents: 374,
      gross_cents: 1870,
    }),
  );
  addItem('cart', { Cijena: 0.187, SifraArtikla2: 'A1', name: 'NYM-J', sizeLabel: '3x2.5' }, 100);
});

it('links the terms page in a new tab above the order button, in Croatian', async () => {
  await renderIsland(Island, props);
  const link = await screen.findByRole('link', { name: 'uvjete poslovanja (otvara se u novoj kartici)' });
  expect(link).toHaveAttribute('href', '/uvjeti-poslovanja/');
  expect(link).toHaveAttribute('target', '_blank');
  expect(link.closest('p')).toHaveTextContent('Slanjem narudžbe prihvaćate naše uvjete poslovanja');
});

it('shows no terms sentence when the page gives no terms page', async () => {
  await renderIsland(Island, { ...props, termsUrl: undefined }, 'en-US');
  expect(await screen.findByRole('button', { name: 'Place order' })).toBeInTheDocument();
  expect(screen.queryByText(/By placing the order/)).toBeNull();
});

it('states the delivery rule by weight (issue 14) and the rule staff set for an unknown weight (issue 27)', async () => {
  await renderIsland(Island, { ...props, delivery: { feeCents: 1500, freeFromCents: 50000, upToKg: '50', perKgCents: 30 } }, 'en-US');
  expect(
    await screen.findByText(
      'Delivery costs €15.00 up to 50 kg, above that €0.30 per kg; free for orders from €500.00 net. Where an article’s weight is not known, delivery costs €15.00 per order. Delivery outside Croatia costs €25.00 more.',
      { normalizer: (text) => text.replace(/\s+/g, ' ').replace(/'/g, '’').trim() },
    ),
  ).toBeInTheDocument();
  expect(screen.queryByText(/follows with the order confirmation/)).toBeNull();
});

it('states the per-package fallback in Croatian, without an extra abroad when staff set none', async () => {
  await renderIsland(Island, {
    ...props,
    delivery: { feeCents: 1500, freeFromCents: 50000, upToKg: '50', perKgCents: 30, fallback: 'per_package', packageCents: 450, abroadCents: 0 },
  });
  expect(await screen.findByText(/Kad masa artikla nije poznata, dostava stoji 4,50 € po pakiranju \(kolut, kalem, kutija ili bubanj\)\./)).toBeInTheDocument();
  expect(screen.queryByText(/izvan Hrvatske/)).toBeNull();
});

it('leaves out free delivery when the shop never delivers free (threshold 0), in Croatian', async () => {
  await renderIsland(Island, { ...props, delivery: { feeCents: 1500, freeFromCents: 0, upToKg: '50', perKgCents: 30 } });
  expect(await screen.findByText(/Dostava stoji 15,00 € do 50 kg, iznad toga 0,30 € po kg\./)).toBeInTheDocument();
  expect(screen.queryByText(/besplatna/)).toBeNull();
});
