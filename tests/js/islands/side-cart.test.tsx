/**
 * Side cart island: opens on lib/cart openSideCart() (also a request made before it mounted),
 * cart / inquiry toggle, editable metres, remove with an accessible name, server totals with the
 * discount as "-20 %", price-change note + updatePrices, empty texts, Escape closes.
 * lib/api is stubbed at the module boundary.
 */
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Island from '../../../src/islands/side-cart';
import { api } from '../../../src/lib/api';
import { addItem, getItems } from '../../../src/lib/cart/store';
import { openSideCart } from '../../../src/lib/cart/side-cart';
import { registry } from '../../../src/islands/registry';
import { failOnActWarnings, ok, renderIsland } from './render';

failOnActWarnings();

jest.mock('../../../src/lib/api', () => {
  const actual = jest.requireActual('../../../src/lib/api');
  return { ...actual, api: { get: jest.fn(), post: jest.fn() } };
});

const post = api.post as jest.Mock;
const props = { checkoutUrl: '/blagajna/', loggedIn: true, discountPercent: 20 };

/** The server's quote: prices A1 at 0.2000 EUR/m (the stored one was 0.1870), 20 % off, 25 % VAT. */
function quoteFor(body: { lines: { article_code: string; quantity_m: number }[] }) {
  const lines = body.lines.map((line) => ({
    ...line,
    name: 'NYM-J',
    size_label: '3x2,5',
    packaging: 'ring',
    unit_price_e4: 2000,
    unit_price: '0.2000',
    price_is_demo: true,
    line_net_cents: line.quantity_m * 20,
    availability: 'in_stock',
  }));
  const subtotal = lines.reduce((sum, line) => sum + line.line_net_cents, 0);
  const discount = Math.round(subtotal * 0.2);
  const net = subtotal - discount;
  const vat = Math.round(net * 0.25);
  return {
    currency: 'EUR',
    discount_percent: 20,
    lines,
    unknown_codes: [],
    earliest_delivery_date: '2026-12-23',
    subtotal_cents: subtotal,
    discount_cents: discount,
    net_cents: net,
    delivery_cents: null,
    vat_percent: 25,
    vat_cents: vat,
    gross_cents: net + vat,
  };
}

function open(list: 'cart' | 'inquiry') {
  act(() => {
    openSideCart(list);
  });
}

beforeEach(() => {
  post.mockReset();
  post.mockImplementation((_path: string, body: { lines: { article_code: string; quantity_m: number }[] }) => Promise.resolve(ok(quoteFor(body))));
});

it('opens at mount when the badge asked before the island loaded, and closes on Escape', async () => {
  openSideCart('inquiry');
  const user = userEvent.setup();
  await renderIsland(Island, props);
  const dialog = screen.getByRole('dialog', { name: 'Lista upita' });
  expect(within(dialog).getByText('Lista upita je prazna.')).toBeInTheDocument();
  await user.keyboard('{Escape}');
  expect(screen.queryByRole('dialog')).toBeNull();
});

it('names the packaging in the page language with only the texts its registry entry loads', async () => {
  addItem('cart', { Cijena: 0.187, SifraArtikla2: 'A1', name: 'NYM-J', sizeLabel: '3x2.5', packaging: 'ring' }, 100);
  openSideCart('cart');
  await renderIsland(Island, props, 'sr-RS', registry['side-cart'].namespaces);
  const dialog = screen.getByRole('dialog', { name: 'Korpa' });
  expect(await within(dialog).findByText(/Šifra A1 · kotur/)).toBeInTheDocument();
});

it('lists the cart with server totals, the discount as "-20 %", and reports and stores a changed price', async () => {
  addItem('cart', { Cijena: 0.187, SifraArtikla2: 'A1', name: 'NYM-J', sizeLabel: '3x2.5', packaging: 'ring' }, 100);
  await renderIsland(Island, props);
  open('cart');
  const dialog = screen.getByRole('dialog', { name: 'Košarica' });
  expect(within(dialog).getByText('Šifra A1 · kolut')).toBeInTheDocument();
  // Stored as the catalogue stores it ('3x2.5'), shown with the Croatian decimal comma (issue 13).
  expect(within(dialog).getByText('NYM-J 3x2,5')).toBeInTheDocument();
  expect(within(dialog).queryByText(/3x2\.5/)).toBeNull();
  const gross = await within(dialog).findByText('Ukupno za platiti');
  const totals = gross.closest('dl') as HTMLElement;
  const amounts = Array.from(totals.querySelectorAll('div')).map((row) => [row.querySelector('dt')?.textContent, row.querySelector('dd')?.textContent]);
  expect(amounts).toEqual([
    ['Ukupno prije popusta', '20,00 €'], // 100 m x 0.2000 (the server's price)
    ['Popust (-20 %)', '-4,00 €'],
    ['Neto iznos', '16,00 €'],
    ['PDV 25 %', '4,00 €'],
    ['Ukupno za platiti', '20,00 €'],
  ]);
  expect(within(dialog).getByText('Cijena za NYM-J 3x2,5 promijenjena je s 0,1870 € na 0,2000 € po metru.')).toBeInTheDocument();
  await waitFor(() => expect(getItems('cart')[0].data.Cijena).toBe(0.2));
  expect(post).toHaveBeenCalledWith('cart/quote', { lines: [{ article_code: 'A1', quantity_m: 100 }] }, expect.anything());
  expect(within(dialog).getByRole('link', { name: 'Na blagajnu' })).toHaveAttribute('href', '/blagajna/');
  // The customer's rate in a sentence is "20 %"; only the totals' discount line carries the sign.
  expect(within(dialog).getByText('Vaš popust za poslovne kupce: 20 %')).toBeInTheDocument();
});

it("shows each line's total as the server quoted it (line_net_cents), none of its own while quoting", async () => {
  addItem('cart', { Cijena: 0.2, SifraArtikla2: 'A1', name: 'NYM-J', sizeLabel: '3x2,5' }, 10);
  let answer: (value: unknown) => void = () => undefined;
  post.mockImplementation(() => new Promise((resolve) => (answer = resolve)));
  await renderIsland(Island, props, 'en-US');
  open('cart');
  const total = document.querySelector('.ks-cart-line__total') as HTMLElement;
  expect(total).toHaveTextContent('Calculating totals');
  expect(total.querySelector('.ks-price')).toBeNull(); // no browser-made 10 m x 0.2000 = €2.00
  await waitFor(() => expect(post).toHaveBeenCalled());
  const quote = quoteFor({ lines: [{ article_code: 'A1', quantity_m: 10 }] });
  quote.lines[0].line_net_cents = 201; // whatever the server rounds to is what the buyer sees
  await act(async () => answer(ok(quote)));
  expect(await screen.findByText('€2.01', { selector: '.ks-cart-line__total .ks-price' })).toBeInTheDocument();
});

it('edits metres (re-quoted), removes a line by its accessible name, and shows the empty text', async () => {
  addItem('cart', { Cijena: 0.2, SifraArtikla2: 'A1', name: 'NYM-J', sizeLabel: '3x2,5' }, 10);
  const user = userEvent.setup();
  await renderIsland(Island, props, 'en-US');
  open('cart');
  await screen.findByText('Total to pay');
  const metres = screen.getByLabelText('Metres');
  await user.clear(metres);
  await user.type(metres, '25');
  expect(getItems('cart')[0].quantity).toBe(25);
  await waitFor(() => expect(post).toHaveBeenLastCalledWith('cart/quote', { lines: [{ article_code: 'A1', quantity_m: 25 }] }, expect.anything()));
  expect(screen.getByText('€5.00', { selector: '.ks-cart-line__total .ks-price' })).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Remove NYM-J 3x2,5 from the cart' }));
  expect(getItems('cart')).toHaveLength(0);
  expect(screen.getByText('The cart is empty')).toBeInTheDocument();
  expect(window.localStorage.getItem('kabelshop.cart')).toBeNull();
});

it('switches between cart and inquiry list with the toggle', async () => {
  addItem('inquiry', { Cijena: 0.2, SifraArtikla2: 'Q1', name: 'LiYCY', sizeLabel: '4x0,25' }, 10);
  const user = userEvent.setup();
  await renderIsland(Island, props, 'en-US');
  open('cart');
  expect(screen.getByText('The cart is empty')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Inquiry list (1)' }));
  expect(screen.getByRole('button', { name: 'Inquiry list (1)' })).toHaveAttribute('aria-pressed', 'true');
  expect(screen.getByRole('button', { name: 'Remove LiYCY 4x0,25 from the inquiry list' })).toBeInTheDocument();
  await screen.findByText('Total to pay');
});

it('after "Remove" the focus goes to the next line, then to the drawer, and Escape still closes it (issue 27)', async () => {
  addItem('cart', { Cijena: 0.2, SifraArtikla2: 'A1', name: 'NYM-J', sizeLabel: '3x2,5' }, 10);
  addItem('cart', { Cijena: 0.3, SifraArtikla2: 'B2', name: 'NYY-J', sizeLabel: '5x16' }, 10);
  const user = userEvent.setup();
  await renderIsland(Island, props, 'en-US');
  open('cart');
  await screen.findByText('Total to pay');
  await user.click(screen.getByRole('button', { name: 'Remove NYM-J 3x2,5 from the cart' }));
  await waitFor(() => expect(screen.getByRole('button', { name: 'Remove NYY-J 5x16 from the cart' })).toHaveFocus());
  await user.keyboard('{Enter}');
  expect(getItems('cart')).toHaveLength(0);
  const dialog = screen.getByRole('dialog');
  await waitFor(() => expect(dialog).toHaveFocus());
  expect(document.activeElement).not.toBe(document.body);
  await user.keyboard('{Escape}');
  expect(screen.queryByRole('dialog')).toBeNull();
});
