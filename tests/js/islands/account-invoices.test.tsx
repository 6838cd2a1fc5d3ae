/**
 * Account invoices panel: lists the invoices the API returns with the locale's date and money
 * format, a download link per invoice, DoP links when available and "Available from <date> at
 * <time>" (Zagreb wall time from the ISO offset) when not; an empty list and a failed load say so.
 * lib/api is stubbed at the module boundary.
 */
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Island from '../../../src/islands/account-invoices';
import { api, ApiError } from '../../../src/lib/api';
import { failOnActWarnings, ok, renderIsland, settle } from './render';

jest.mock('../../../src/lib/api', () => {
  const actual = jest.requireActual('../../../src/lib/api');
  return { ...actual, api: { get: jest.fn(), post: jest.fn() } };
});

const get = api.get as jest.Mock;
const props = { closingTime: '16:00', searchUrl: '/dokumenti/' };

const invoice = (over: Record<string, unknown> = {}) => ({
  id: 7,
  number: 'KS-R-2026-0007',
  issued_on: '2026-03-29',
  order_number: 'KS-2026-000012',
  net_cents: 100000,
  gross_cents: 125000,
  currency: 'EUR',
  download_url: '/wp-json/kabelshop/v1/invoices/7/download?_wpnonce=abc',
  dops: [
    { id: 3, number: 'DOP-NYM-1', product_name: 'NYM-J', batch: null, available: true, available_at: '2026-03-29T16:00:00+02:00', download_url: '/wp-json/kabelshop/v1/dops/3/download?invoice=7&_wpnonce=abc' },
    { id: 4, number: 'DOP-H07-2', product_name: 'H07RN-F', batch: 'B12', available: false, available_at: '2026-03-29T16:00:00+02:00', download_url: null },
  ],
  ...over,
});

failOnActWarnings();

beforeEach(() => get.mockReset());

it('shows invoices in Croatian format with downloads and DoP availability', async () => {
  get.mockResolvedValue(ok({ invoices: [invoice()] }, { 'X-WP-TotalPages': '1' }));
  await renderIsland(Island, props, 'hr-HR', ['documents', 'common']);
  expect(get).toHaveBeenCalledWith('invoices', expect.objectContaining({ query: { page: 1, per_page: 20 } }));
  expect(screen.getByText('KS-R-2026-0007')).toBeInTheDocument();
  expect(screen.getByText('29.03.2026.')).toBeInTheDocument();
  expect(screen.getByText('KS-2026-000012')).toBeInTheDocument();
  expect(screen.getByText(/1\.250,00/)).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Preuzmi KS-R-2026-0007 (PDF)' })).toHaveAttribute('href', '/wp-json/kabelshop/v1/invoices/7/download?_wpnonce=abc');
  expect(screen.getByRole('link', { name: 'DOP-NYM-1: NYM-J' })).toHaveAttribute('href', expect.stringContaining('dops/3/download?invoice=7'));
  expect(screen.queryByRole('link', { name: /DOP-H07-2/ })).toBeNull();
  expect(screen.getByText('DOP-H07-2: H07RN-F, serija B12')).toBeInTheDocument();
  expect(screen.getByText('Dostupno od 29.03.2026. u 16:00')).toBeInTheDocument();
  expect(screen.getByText(/dostupne su od 16:00/)).toBeInTheDocument();
});

it('uses the US format in English', async () => {
  get.mockResolvedValue(ok({ invoices: [invoice()] }));
  await renderIsland(Island, props, 'en-US', ['documents', 'common']);
  expect(screen.getByText('03/29/2026')).toBeInTheDocument();
  expect(screen.getByText(/1,250\.00/)).toBeInTheDocument();
  expect(screen.getByText('Available from 03/29/2026 at 16:00')).toBeInTheDocument();
});

it('says when there are no invoices', async () => {
  get.mockResolvedValue(ok({ invoices: [] }));
  await renderIsland(Island, props, 'sr-RS', ['documents', 'common']);
  expect(screen.getByText('Još nemate račune.')).toBeInTheDocument();
});

it('shows the error with a retry that loads again', async () => {
  get.mockRejectedValueOnce(new ApiError('http', 'Server down', 500));
  get.mockResolvedValueOnce(ok({ invoices: [invoice()] }));
  await renderIsland(Island, props, 'en-US', ['documents', 'common']);
  expect(screen.getByRole('alert')).toHaveTextContent('Server down');
  await userEvent.click(screen.getByRole('button'));
  await settle();
  expect(screen.getByText('KS-R-2026-0007')).toBeInTheDocument();
});

it('shows each invoice’s due date and payment status in words, overdue in bold (issue 15)', async () => {
  get.mockResolvedValue(
    ok({
      invoices: [
        invoice({ id: 1, number: 'R-1', due_on: '2026-04-28', paid_at: null, open_cents: 125000, status: 'overdue', dops: [] }),
        invoice({ id: 2, number: 'R-2', due_on: '2026-05-28', paid_at: null, open_cents: 25000, status: 'open', dops: [] }),
        invoice({ id: 3, number: 'R-3', due_on: '2026-05-28', paid_at: '2026-05-02T08:00:00+00:00', open_cents: 0, status: 'paid', dops: [] }),
      ],
    }),
  );
  await renderIsland(Island, props, 'hr-HR', ['documents', 'common', 'payments-credit']);
  const items = screen.getAllByRole('listitem');
  expect(items[0]).toHaveTextContent('Dospijeće28.04.2026.');
  expect(items[0]).toHaveTextContent('PlaćanjeU kašnjenju');
  expect(items[0].querySelector('strong')).toHaveTextContent('U kašnjenju');
  // Partly paid: the open amount is named.
  expect(items[1]).toHaveTextContent('PlaćanjeOtvoreno (Otvoreni iznos: 250,00 €)');
  expect(items[2]).toHaveTextContent('PlaćanjePlaćeno');
  expect(items[2]).not.toHaveTextContent('Otvoreni iznos');
});

it('still lists an invoice of an answer without the payment fields', async () => {
  get.mockResolvedValue(ok({ invoices: [invoice({ dops: [] })] }));
  await renderIsland(Island, props, 'en-US', ['documents', 'common', 'payments-credit']);
  expect(screen.getByText('KS-R-2026-0007')).toBeInTheDocument();
  expect(screen.queryByText('Due date')).toBeNull();
});
