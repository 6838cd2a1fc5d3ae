/**
 * Account orders island (issue 4, account orders): the paged list (number, Zagreb date, status,
 * net, gross), the detail with the packaging view per item (status timeline with dates, packages),
 * "Order again" at the server's current prices (never the order's old ones) and Cancel.
 * lib/api is stubbed at the module boundary; lib/cart is the real store.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import OrdersIsland from '../../../src/islands/account-orders';
import { api, ApiError } from '../../../src/lib/api';
import { clear, getItems } from '../../../src/lib/cart/store';
import { onOpenSideCart } from '../../../src/lib/cart/side-cart';
import { failOnActWarnings, ok, renderIsland } from './render';

jest.mock('../../../src/lib/api', () => {
  const actual = jest.requireActual('../../../src/lib/api');
  return { ...actual, api: { get: jest.fn(), post: jest.fn() } };
});

failOnActWarnings();

const get = api.get as jest.Mock;
const post = api.post as jest.Mock;
const NS = ['orders', 'common'];

const summary = (id: number, overrides = {}) => ({
  id,
  number: `KS-2026-0000${id}`,
  status: 'received',
  status_label: 'Received',
  // 23:30 UTC on 14 March is already 15 March in Zagreb (CET, UTC+1).
  created_at: '2026-03-14T23:30:00+00:00',
  currency: 'EUR',
  net_cents: 123456,
  gross_cents: 154320,
  track_url: `/narudzba/?order=${id}`,
  ...overrides,
});

const item = (id: number, overrides = {}) => ({
  id,
  line_no: id,
  article_code: `ART-${id}`,
  name: 'NYY-J',
  size_label: `3x${id}.5`,
  packaging: 'drum',
  quantity_m: 500,
  unit_price_e4: 18700,
  unit_price: '1.8700',
  line_net_cents: 93500,
  status: 'ordered',
  status_label: 'Ordered',
  packages: [],
  history: [],
  ...overrides,
});

const order = (overrides = {}) => ({
  ...summary(7),
  note: '',
  items: [
    item(1, {
      status: 'shipped',
      status_label: 'Shipped',
      packages: [{ id: 11, packaging: 'drum', packaging_label: 'Drum', package_number: 'D-4711', length_m: 500 }],
      history: [
        // In production was skipped: staff moved the item from ordered straight to packed.
        { status: 'packed', status_label: 'Packed', note: '', at: '2026-03-20T09:00:00+00:00' },
        // 22:30 UTC on 30 March is 31 March in Zagreb (CEST, UTC+2, after the DST change).
        { status: 'shipped', status_label: 'Shipped', note: '', at: '2026-03-30T22:30:00+00:00' },
      ],
    }),
    item(2),
  ],
  can_cancel: false,
  ...overrides,
});

beforeEach(() => {
  get.mockReset();
  post.mockReset();
  clear('cart');
  localStorage.clear();
});

describe('order list', () => {
  it('lists number, Zagreb date, status, net and gross in the locale', async () => {
    get.mockResolvedValue(ok({ orders: [summary(7)] }, { 'X-WP-TotalPages': '1' }));
    await renderIsland(OrdersIsland, { perPage: 10, catalogueUrl: '/katalog/' }, 'hr-HR', NS);
    expect(get).toHaveBeenCalledWith('orders', expect.objectContaining({ query: { page: 1, per_page: 10 } }));
    const row = screen.getByRole('row', { name: /KS-2026-00007/ });
    expect(within(row).getByText('15.03.2026.')).toBeInTheDocument();
    expect(within(row).getByText('Received')).toBeInTheDocument();
    expect(within(row).getByText('1.234,56 €')).toBeInTheDocument();
    expect(within(row).getByText('1.543,20 €')).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'Status' })).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'Neto' })).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'Bruto' })).toBeInTheDocument();
  });

  it('pages through the orders', async () => {
    get.mockResolvedValueOnce(ok({ orders: [summary(7)] }, { 'X-WP-TotalPages': '2' }));
    get.mockResolvedValueOnce(ok({ orders: [summary(3, { number: 'KS-OLD-3' })] }, { 'X-WP-TotalPages': '2' }));
    await renderIsland(OrdersIsland, { perPage: 1, catalogueUrl: '' }, 'en-US', NS);
    expect(screen.getByText('Page 1 of 2')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(screen.getByText('KS-OLD-3')).toBeInTheDocument());
    expect(get).toHaveBeenLastCalledWith('orders', expect.objectContaining({ query: { page: 2, per_page: 1 } }));
    expect(screen.getByRole('button', { name: 'Next page' })).toBeDisabled();
  });

  it('says when there are no orders and links the catalogue', async () => {
    get.mockResolvedValue(ok({ orders: [] }, { 'X-WP-TotalPages': '1' }));
    await renderIsland(OrdersIsland, { perPage: 10, catalogueUrl: '/katalog/' }, 'en-US', NS);
    expect(screen.getByText(/You have no orders yet/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse the catalogue' })).toHaveAttribute('href', '/katalog/');
  });

  it('shows the error with a retry that asks again', async () => {
    get.mockRejectedValueOnce(new ApiError('network', 'No connection.'));
    get.mockResolvedValueOnce(ok({ orders: [summary(7)] }, { 'X-WP-TotalPages': '1' }));
    await renderIsland(OrdersIsland, { perPage: 10, catalogueUrl: '' }, 'en-US', NS);
    expect(screen.getByRole('alert')).toHaveTextContent('No connection.');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(screen.getByText('KS-2026-00007')).toBeInTheDocument());
  });
});

describe('order detail', () => {
  const openOrder = async (detail: ReturnType<typeof order>, locale: 'en-US' | 'hr-HR' = 'en-US') => {
    get.mockImplementation((path: string) =>
      Promise.resolve(path === 'orders' ? ok({ orders: [summary(7)] }, { 'X-WP-TotalPages': '1' }) : ok({ order: detail })),
    );
    await renderIsland(OrdersIsland, { perPage: 10, catalogueUrl: '' }, locale, NS);
    await userEvent.click(screen.getByRole('button', { name: /KS-2026-00007/ }));
    await screen.findByRole('heading', { name: /Order KS-2026-00007|Narudžba KS-2026-00007/ });
  };

  it('shows each item with its status timeline (dates in Zagreb) and its packages', async () => {
    await openOrder(order());
    expect(get).toHaveBeenCalledWith('orders/7', expect.anything());
    const first = screen.getByRole('article', { name: /1\. NYY-J 3x1\.5/ });
    const steps = within(within(first).getByRole('list', { name: 'Status history of NYY-J 3x1.5' })).getAllByRole('listitem');
    expect(steps.map((step) => step.textContent)).toEqual([
      'Ordered 03/15/2026',
      'In production done',
      'Packed 03/20/2026',
      'Shipped 03/31/2026',
      'Delivered not yet',
    ]);
    expect(steps[3]).toHaveAttribute('aria-current', 'step');
    expect(screen.getByText('Status', { selector: 'dt' })).toBeInTheDocument();
    const packages = within(first).getByRole('table', { name: 'Packages of NYY-J 3x1.5' });
    expect(within(packages).getByRole('row', { name: 'Drum D-4711 500 m' })).toBeInTheDocument();
    const second = screen.getByRole('article', { name: /2\. NYY-J 3x2\.5/ });
    expect(within(second).getByText('Not packed yet.')).toBeInTheDocument();
    expect(within(second).getByText(/Status: Ordered/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open the page of order KS-2026-00007' })).toHaveAttribute('href', '/narudzba/?order=7');
    const pdf = new URL(screen.getByRole('link', { name: 'Order confirmation KS-2026-00007 (PDF)' }).getAttribute('href') ?? '');
    expect(pdf.pathname).toBe('/wp-json/kabelshop/v1/orders/7/pdf');
    expect(pdf.searchParams.get('lang')).toBe('en');
    expect(pdf.searchParams.has('_wpnonce')).toBe(true);
    expect(screen.queryByRole('button', { name: 'Cancel order' })).not.toBeInTheDocument();
  });

  it('does not call a delivered item without package rows "not packed yet"', async () => {
    await openOrder(order({ items: [item(1, { status: 'delivered', status_label: 'Delivered' })] }));
    const first = screen.getByRole('article', { name: /1\. NYY-J 3x1\.5/ });
    expect(within(first).queryByText('Not packed yet.')).not.toBeInTheDocument();
    expect(within(first).getByText('No package details were recorded for this item.')).toBeInTheDocument();
  });

  it('goes back to the list with focus on the order that was open', async () => {
    await openOrder(order());
    await userEvent.click(screen.getByRole('button', { name: 'Back to the order list' }));
    await waitFor(() => expect(screen.getByRole('button', { name: /KS-2026-00007/ })).toHaveFocus());
  });

  it('"Order again" fills the cart at the quoted prices, says what is gone and opens the side cart', async () => {
    const opened: string[] = [];
    const unregister = onOpenSideCart((list) => opened.push(list));
    post.mockResolvedValue(
      ok({
        currency: 'EUR',
        discount_percent: 0,
        lines: [
          { article_code: 'ART-1', quantity_m: 500, name: 'NYY-J', size_label: '3x1.5', packaging: 'drum', unit_price_e4: 21234, unit_price: '2.1234', price_is_demo: true, line_net_cents: 106170, availability: 'in_stock' },
        ],
        unknown_codes: ['ART-2'],
        earliest_delivery_date: '2026-12-23',
        subtotal_cents: 106170,
        discount_cents: 0,
        net_cents: 106170,
        delivery_cents: null,
        vat_percent: 25,
        vat_cents: 26543,
        gross_cents: 132713,
      }),
    );
    await openOrder(order());
    const again = screen.getByRole('button', { name: 'Order again' });
    await userEvent.click(again);
    expect(post).toHaveBeenCalledWith('cart/quote', {
      lines: [
        { article_code: 'ART-1', quantity_m: 500 },
        { article_code: 'ART-2', quantity_m: 500 },
      ],
    });
    await waitFor(() => expect(getItems('cart')).toHaveLength(1));
    // Today's price 2.1234 EUR/m from the quote, not the order's 1.8700.
    expect(getItems('cart')[0]).toMatchObject({ quantity: 500, data: { SifraArtikla2: 'ART-1', Cijena: 2.1234, name: 'NYY-J', sizeLabel: '3x1.5' } });
    expect(await screen.findByRole('alert')).toHaveTextContent("1 item was put in your cart at today's prices. These articles are no longer available and were not added: ART-2.");
    expect(opened).toEqual(['cart']);
    unregister();
  });

  it('cancels an order staff have not started and shows the server message', async () => {
    await openOrder(order({ items: [item(1), item(2)], can_cancel: true }));
    post.mockResolvedValue(
      ok({ order: order({ status: 'cancelled', status_label: 'Cancelled', items: [item(1), item(2)], can_cancel: false }), message: 'The order has been canceled.' }),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Cancel order' }));
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Yes, cancel the order' }));
    expect(post).toHaveBeenCalledWith('orders/7/cancel');
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('The order has been canceled.'));
    expect(screen.queryByRole('button', { name: 'Cancel order' })).not.toBeInTheDocument();
    expect(screen.getByText('Cancelled')).toBeInTheDocument();
  });

  it('asks before cancelling; "Keep the order" and Escape send nothing and give the focus back', async () => {
    await openOrder(order({ items: [item(1), item(2)], can_cancel: true }));
    const cancel = screen.getByRole('button', { name: 'Cancel order' });
    await userEvent.click(cancel);
    const dialog = screen.getByRole('dialog', { name: 'Cancel the order?' });
    expect(dialog).toHaveTextContent('Cancel order KS-2026-00007? This cannot be undone.');
    expect(within(dialog).getByRole('button', { name: 'Keep the order' })).toHaveFocus();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Keep the order' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(cancel).toHaveFocus();
    await userEvent.click(cancel);
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(post).not.toHaveBeenCalled();
  });

  it('asks in Croatian with the order number', async () => {
    await openOrder(order({ can_cancel: true }), 'hr-HR');
    await userEvent.click(screen.getByRole('button', { name: 'Otkaži narudžbu' }));
    expect(screen.getByRole('dialog')).toHaveTextContent('Otkazati narudžbu KS-2026-00007? To se ne može poništiti.');
  });

  it('shows the PO number, requested date, site contact and R1 data among the facts', async () => {
    await openOrder(
      order({
        po_number: 'PO-2026/117',
        requested_delivery_date: '2026-03-23',
        site_contact_name: 'Ivo Ivić',
        site_contact_phone: '+385911234567',
        billing_company: 'Elektro d.o.o.',
        billing_oib: '81793146560',
      }),
    );
    expect(screen.getByText('PO number').nextSibling).toHaveTextContent('PO-2026/117');
    expect(screen.getByText('Requested delivery date').nextSibling).toHaveTextContent('03/23/2026');
    expect(screen.getByText('Site contact').nextSibling).toHaveTextContent('Ivo Ivić, +385911234567');
    expect(screen.getByText('R1 invoice to').nextSibling).toHaveTextContent('Elektro d.o.o., OIB 81793146560');
  });

  it('shows the refusal when staff started meanwhile and reloads the order', async () => {
    await openOrder(order({ items: [item(1), item(2)], can_cancel: true }));
    post.mockRejectedValue(new ApiError('http', 'This order can no longer be canceled.', 409, 'kabelshop_order_not_cancellable'));
    get.mockResolvedValue(ok({ order: order({ status: 'in_progress', status_label: 'In progress', can_cancel: false }) }));
    await userEvent.click(screen.getByRole('button', { name: 'Cancel order' }));
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Yes, cancel the order' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This order can no longer be canceled.');
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Cancel order' })).not.toBeInTheDocument());
  });
});
