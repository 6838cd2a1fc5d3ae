/**
 * Account orders island, issue 15: the order detail names the payment state (payment_status_label
 * of GET orders/{id}) among its facts, in the page's language; an answer without it shows no line;
 * issue 26: a part paid order names what is still open (payment_open_cents).
 */
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import OrdersIsland from '../../../src/islands/account-orders';
import { api } from '../../../src/lib/api';
import { failOnActWarnings, ok, renderIsland } from './render';

jest.mock('../../../src/lib/api', () => {
  const actual = jest.requireActual('../../../src/lib/api');
  return { ...actual, api: { get: jest.fn(), post: jest.fn() } };
});

failOnActWarnings();

const get = api.get as jest.Mock;
const NS = ['orders', 'common', 'payments-card'];

const summary = {
  id: 7,
  number: 'KS-2026-000007',
  status: 'received',
  status_label: 'Zaprimljena',
  created_at: '2026-03-14T10:00:00+00:00',
  currency: 'EUR',
  net_cents: 10000,
  gross_cents: 12500,
  track_url: '/narudzba/?order=7',
};

async function open(detail: Record<string, unknown>): Promise<void> {
  get.mockImplementation((path: string) =>
    Promise.resolve(path === 'orders' ? ok({ orders: [summary] }, { 'X-WP-TotalPages': '1' }) : ok({ order: { ...summary, items: [], can_cancel: false, ...detail } })),
  );
  await renderIsland(OrdersIsland, { perPage: 10, catalogueUrl: '' }, 'hr-HR', NS);
  await userEvent.click(screen.getByRole('button', { name: /KS-2026-000007/ }));
  await screen.findByRole('heading', { name: /Narudžba KS-2026-000007/ });
}

beforeEach(() => get.mockReset());

it('names the payment state among the order facts', async () => {
  await open({ payment_status: 'failed', payment_status_label: 'Plaćanje nije uspjelo' });
  const term = screen.getByText('Plaćanje', { selector: 'dt' });
  expect(term.nextElementSibling).toHaveTextContent('Plaćanje nije uspjelo');
});

it('shows no payment line for an answer without the payment state', async () => {
  await open({});
  expect(screen.queryByText('Plaćanje', { selector: 'dt' })).toBeNull();
});

it('says what is still open of a part paid order (issue 26)', async () => {
  await open({ payment_status: 'part_paid', payment_status_label: 'Djelomično plaćeno', paid_cents: 10000, payment_open_cents: 2500 });
  const term = screen.getByText('Plaćanje', { selector: 'dt' });
  expect(term.nextElementSibling).toHaveTextContent(/^Djelomično plaćeno · Još otvoreno 25,00\s€$/);
});

it('names no open amount once the order is paid', async () => {
  await open({ payment_status: 'paid', payment_status_label: 'Plaćeno', paid_cents: 12500, payment_open_cents: 0 });
  expect(screen.getByText('Plaćanje', { selector: 'dt' }).nextElementSibling).toHaveTextContent(/^Plaćeno$/);
});
