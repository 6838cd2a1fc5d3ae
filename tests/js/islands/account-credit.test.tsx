/**
 * Account panel "Payment terms" (issue 15): terms, credit limit, open balance and available credit
 * in the page's language, the overdue invoices with their download links and days overdue in words,
 * the contract orders not invoiced yet, and for a customer without contract terms how they pay.
 */
import { screen, within } from '@testing-library/react';
import Island from '../../../src/islands/account-credit';
import { failOnActWarnings, renderIsland } from './render';

failOnActWarnings();

const NAMESPACES = ['payments-credit'];

const props = {
  contract: true,
  terms_days: 30,
  limit_cents: 500000,
  open_balance_cents: 412345,
  available_cents: 87655,
  currency: 'EUR',
  overdue: [
    { id: 7, number: 'R-2026-0007', issued_on: '2026-01-02', due_on: '2026-02-01', open_cents: 125000, days_overdue: 3, download_url: '/wp-json/kabelshop/v1/invoices/7/download?_wpnonce=abc' },
    { id: 8, number: 'R-2026-0008', issued_on: '2026-01-03', due_on: '2026-02-02', open_cents: null, days_overdue: 1, download_url: '/wp-json/kabelshop/v1/invoices/8/download?_wpnonce=abc' },
  ],
  unpaid_orders: [
    { id: 12, number: 'KS-2026-000012', created_at: '2026-02-01T10:00:00+00:00', due_on: '2026-03-03', open_cents: 50000, days_overdue: 0, url: '/narudzba/?order=12' },
    { id: 13, number: 'KS-2026-000013', created_at: '2026-01-01T10:00:00+00:00', due_on: '2026-01-31', open_cents: 10000, days_overdue: 5, url: '/narudzba/?order=13' },
  ],
  contactUrl: '/kontakt/',
};

it('shows terms, limit, open balance and available credit in Croatian', async () => {
  await renderIsland(Island, props, 'hr-HR', NAMESPACES);
  const facts = screen.getByText('Rok plaćanja').closest('dl') as HTMLElement;
  expect(facts).toHaveTextContent('Rok plaćanja30 dana');
  expect(facts).toHaveTextContent('Kreditni limit5.000,00 €');
  expect(facts).toHaveTextContent('Otvoreni saldo4.123,45 €');
  expect(facts).toHaveTextContent('Raspoloživi kredit876,55 €');
});

it('lists the overdue invoices with download links and the days overdue in words', async () => {
  await renderIsland(Island, props, 'hr-HR', NAMESPACES);
  expect(screen.getByRole('heading', { level: 3, name: '2 dospjela neplaćena računa' })).toBeInTheDocument();
  const table = screen.getByRole('table', { name: 'Dospjeli neplaćeni računi' });
  const rows = within(table).getAllByRole('row');
  expect(within(rows[1]).getByRole('link', { name: 'R-2026-0007 (PDF)' })).toHaveAttribute('href', '/wp-json/kabelshop/v1/invoices/7/download?_wpnonce=abc');
  expect(rows[1]).toHaveTextContent('01.02.2026.');
  expect(rows[1]).toHaveTextContent('1.250,00 €');
  expect(within(rows[1]).getByText('Kasni 3 dana').tagName).toBe('STRONG');
  expect(rows[2]).toHaveTextContent('—');
  expect(rows[2]).toHaveTextContent('Kasni 1 dan');
});

it('lists contract orders not invoiced yet, an overdue one named so', async () => {
  await renderIsland(Island, props, 'en-US', NAMESPACES);
  const table = screen.getByRole('table', { name: 'Orders on contract terms not invoiced yet' });
  const rows = within(table).getAllByRole('row');
  expect(within(rows[1]).getByRole('link', { name: 'KS-2026-000012' })).toHaveAttribute('href', '/narudzba/?order=12');
  expect(rows[1]).toHaveTextContent('03/03/2026');
  expect(rows[1]).not.toHaveTextContent('Overdue');
  expect(rows[2]).toHaveTextContent('Overdue by 5 days');
});

it('says "No limit" without a credit limit and when nothing is overdue', async () => {
  await renderIsland(Island, { ...props, limit_cents: null, available_cents: null, overdue: [], unpaid_orders: [] }, 'sr-RS', NAMESPACES);
  expect(screen.getAllByText('Bez limita')).toHaveLength(2);
  expect(screen.getByText('Nema dospelih neplaćenih računa.')).toBeInTheDocument();
  expect(screen.queryByRole('table')).toBeNull();
});

it('tells a customer without contract terms how they pay and where to ask', async () => {
  await renderIsland(Island, { ...props, contract: false, limit_cents: null, available_cents: null, open_balance_cents: 0, overdue: [], unpaid_orders: [] }, 'en-US', NAMESPACES);
  expect(screen.getByText(/You pay your orders by bank transfer or by card/)).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Ask for contract terms' })).toHaveAttribute('href', '/kontakt/');
  expect(screen.queryByText('Credit limit')).toBeNull();
  expect(screen.queryByText(/Open balance/)).toBeNull();
});

it('keeps the server fallback for props that are not a credit answer', async () => {
  const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  const { container } = await renderIsland(Island, { contract: 'yes' }, 'en-US', NAMESPACES);
  expect(container).toBeEmptyDOMElement();
  expect(warn).toHaveBeenCalled();
  warn.mockRestore();
});
