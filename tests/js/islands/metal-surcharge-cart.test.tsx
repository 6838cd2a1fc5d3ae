/**
 * Issue 14 in the side cart and the checkout: each line in the price list's
 * display mode ('split': base, metal surcharge and full price per metre and per line; 'full': the
 * full price with the surcharge named), the cut fee and drum deposit as rows of their own with the
 * quote's labels, the "Metal surcharge" and charges rows in the totals, the index used with its
 * month, and, when an article's weight is unknown, "Delivery cost follows with the confirmation"
 * with the gross total labelled as without delivery. Figures are the quote's (metal-fixtures.ts);
 * an answer without the new keys still shows one price per line (no surcharge, nothing pending).
 * lib/api is stubbed at the module boundary.
 */
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import SideCart from '../../../src/islands/side-cart';
import Checkout from '../../../src/islands/checkout';
import { api } from '../../../src/lib/api';
import { addItem } from '../../../src/lib/cart/store';
import { openSideCart } from '../../../src/lib/cart/side-cart';
import { metalQuote, pendingQuote, metalTerms } from './metal-fixtures';
import { failOnActWarnings, ok, renderIsland } from './render';

failOnActWarnings();

jest.mock('../../../src/lib/api', () => {
  const actual = jest.requireActual('../../../src/lib/api');
  return { ...actual, api: { get: jest.fn(), post: jest.fn() } };
});

const post = api.post as jest.Mock;

function addLines(): void {
  addItem('cart', { Cijena: 1.8705, SifraArtikla2: 'A1', name: 'NYM-J', sizeLabel: '3x2.5', packaging: 'ring' }, 100);
  addItem('cart', { Cijena: 3, SifraArtikla2: 'D1', name: 'NYY-J', sizeLabel: '5x10', packaging: 'drum' }, 37);
}

/** [label, amount] of each totals row. */
function totalsRows(container: HTMLElement): [string, string][] {
  const list = container.querySelector('dl.ks-totals') as HTMLElement;
  return Array.from(list.querySelectorAll('.ks-totals__row')).map((row) => [row.querySelector('dt')?.textContent ?? '', row.querySelector('dd')?.textContent ?? '']);
}

/** The text of each labelled part of a split price ("Base price €1.8705"). */
function splitParts(cell: HTMLElement): string[] {
  return Array.from(cell.querySelectorAll('.ks-metal-price__row')).map((row) => (row.textContent ?? '').replace(/\s+/g, ' ').trim());
}

const sideProps = { checkoutUrl: '/blagajna/', loggedIn: true, discountPercent: 20 };

async function openCart(locale: 'en-US' | 'hr-HR' = 'en-US'): Promise<HTMLElement> {
  await renderIsland(SideCart, sideProps, locale);
  act(() => openSideCart('cart'));
  const dialog = screen.getByRole('dialog');
  await within(dialog).findByText(locale === 'en-US' ? 'Total to pay' : 'Ukupno za platiti');
  return dialog;
}

beforeEach(() => {
  post.mockReset();
  addLines();
});

describe('side cart', () => {
  it("'split': base, metal surcharge and full price per metre and per line, the charge rows, the metal total and the index", async () => {
    post.mockResolvedValue(ok(metalQuote('split')));
    const dialog = await openCart();
    const [ring, cut, deposit] = [
      dialog.querySelectorAll('.ks-cart-line')[0],
      ...Array.from(dialog.querySelectorAll('.ks-cart-line--charge')),
    ] as HTMLElement[];
    // The customer's own price beside the list price (issue 27), as the quote sends it.
    expect(splitParts(ring.querySelector('.ks-cart-line__unit') as HTMLElement)).toEqual(['Base price €1.8705', 'Metal surcharge €0.2720', 'Full price Your price €1.7684 List price €2.1425']);
    expect(splitParts(ring.querySelector('.ks-cart-line__total') as HTMLElement)).toEqual(['Base price €187.05', 'Metal surcharge €27.20', 'Total €214.25']);
    // The charges are their own rows right below the drum line they belong to, with the quote's labels.
    const order = Array.from(dialog.querySelectorAll('.ks-side-cart__lines > li')).map((li) => li.querySelector('.ks-cart-line__name')?.textContent);
    expect(order).toEqual(['NYM-J 3x2.5', 'NYY-J 5x10', 'Cut fee (D1)', 'Drum deposit: wooden drum 800']);
    expect(cut).toHaveTextContent('1 × €20.00');
    expect(cut.querySelector('.ks-cart-line__total')).toHaveTextContent('€20.00');
    expect(deposit.querySelector('.ks-cart-line__total')).toHaveTextContent('€50.00');
    expect(totalsRows(dialog)).toEqual([
      ['Goods at base prices', '€298.05'],
      ['Metal surcharge', '€45.70'],
      ['Discount (-20 % off goods and metal surcharge)', '-€59.61'],
      ['Cut fees and drum deposits', '€70.00'],
      ['Net total', '€354.14'],
      ['VAT 25 %', '€88.54'],
      ['Total to pay', '€442.68'],
    ]);
    expect(within(dialog).getByText('Metal surcharge by the copper index 856.40 EUR/100 kg (July 2025 average)')).toBeInTheDocument();
  });

  it("'full': the full price and line amount with the surcharge they include named (Croatian)", async () => {
    post.mockResolvedValue(ok(metalQuote('full')));
    const dialog = await openCart('hr-HR');
    const ring = dialog.querySelectorAll('.ks-cart-line')[0] as HTMLElement;
    expect(ring.querySelector('.ks-cart-line__unit')).toHaveTextContent('Cijena po metru Vaša cijena 1,7684 € Cijena po cjeniku 2,1425 € uklj. dodatak za metal 0,2720 EUR/m');
    expect(ring.querySelector('.ks-cart-line__total')).toHaveTextContent('Ukupno 214,25 € uklj. dodatak za metal 27,20 EUR');
    expect(ring.querySelectorAll('.ks-metal-price__row')).toHaveLength(0);
    expect(totalsRows(dialog)[1]).toEqual(['Dodatak za metal', '45,70 €']); // the discount follows it (issue 27)
    expect(within(dialog).getByText('Dodatak za metal prema indeksu bakra 856,40 EUR/100 kg (prosjek za srpanj 2025.)')).toBeInTheDocument();
  });

  it('names a stale index as the latest with prices and the daily rule by its day', async () => {
    const terms = metalTerms('split', {
      rule: 'previous_trading_day',
      metals: { copper: { index_eur_100kg: '912.05', index_date: '2025-08-04', base_eur_100kg: '150.00', procurement_pct: '1.00', stale: true } },
    });
    post.mockResolvedValue(ok(metalQuote('split', { metal: terms })));
    const dialog = await openCart();
    expect(within(dialog).getByText('Metal surcharge by the copper index 912.05 EUR/100 kg (price of 08/04/2025, the latest with prices)')).toBeInTheDocument();
  });

  it('names only the indices of the metals the cart holds (the lines say which metals their articles have)', async () => {
    const terms = metalTerms('split', {
      metals: {
        copper: { index_eur_100kg: '856.40', index_date: '2025-07', base_eur_100kg: '150.00', procurement_pct: '1.00', stale: false },
        aluminium: { index_eur_100kg: '207.70', index_date: '2024-07', base_eur_100kg: '0.00', procurement_pct: '1.00', stale: true },
      },
    });
    const quote = metalQuote('split', { metal: terms }) as { lines: Record<string, unknown>[] };
    post.mockResolvedValue(ok({ ...quote, lines: quote.lines.map((line) => ({ ...line, metals: ['copper'] })) }));
    const dialog = await openCart();
    expect(within(dialog).getByText('Metal surcharge by the copper index 856.40 EUR/100 kg (July 2025 average)')).toBeInTheDocument();
    expect(within(dialog).queryByText(/aluminium index/)).toBeNull();
  });

  it('an answer without the issue 14 keys shows one price per line and no surcharge rows', async () => {
    const old = metalQuote('split');
    post.mockResolvedValue(
      ok({
        ...Object.fromEntries(Object.entries(old).filter(([key]) => !['metal_cents', 'charges', 'charges_cents', 'weight_g', 'delivery_pending', 'metal'].includes(key))),
        lines: old.lines.map(({ index, article_code, quantity_m, name, size_label, packaging, unit_price_e4, unit_price, availability }) => ({
          index,
          article_code,
          quantity_m,
          name,
          size_label,
          packaging,
          unit_price_e4,
          unit_price,
          availability,
          line_net_cents: Math.round((quantity_m * unit_price_e4) / 100),
        })),
      }),
    );
    const dialog = await openCart();
    expect(dialog.querySelector('.ks-metal-price')).toBeNull();
    expect(dialog.querySelectorAll('.ks-cart-line--charge')).toHaveLength(0);
    expect(dialog.querySelectorAll('.ks-cart-line__unit')[0]).toHaveTextContent('Price per metre €1.8705');
    expect(totalsRows(dialog).map(([label]) => label)).toEqual(['Total before discount', 'Discount (-20 %)', 'Net total', 'VAT 25 %', 'Total to pay']);
    expect(dialog.querySelector('.ks-metal-note')).toBeNull();
  });
});

describe('checkout', () => {
  const props = {
    loggedIn: true,
    canOrder: true,
    loginUrl: '/prijava/',
    registerUrl: '/registracija/',
    discountPercent: 20,
    addresses: { delivery: [{ id: 42, street: 'Savska', house_no: '5', city: 'Zagreb', zip: '10000', country: 'HR', contact_person: 'Ana', phone: '+38512345678' }] },
    delivery: { feeCents: 1500, freeFromCents: 50000 },
    payments: [{ id: 'bank_transfer', label: 'Bank transfer', available: true, note: null }],
    noteMaxLength: 250,
  };

  it('shows the split lines, the charge rows below the drum line and, for delivery with an unknown weight, the pending delivery and the gross without delivery', async () => {
    post.mockImplementation((_path: string, body: { delivery?: { method: string } }) =>
      Promise.resolve(ok(body.delivery?.method === 'delivery' ? pendingQuote('split') : metalQuote('split'))),
    );
    const user = userEvent.setup();
    const { container } = await renderIsland(Checkout, props, 'en-US');
    const table = await screen.findByRole('table', { name: 'Articles in your order' });
    await waitFor(() => expect(table.querySelectorAll('.ks-metal-price--split').length).toBeGreaterThan(0));
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getAllByRole('rowheader')[0].textContent)).toEqual([
      expect.stringMatching(/^NYM-J 3x2\.5/),
      expect.stringMatching(/^NYY-J 5x10/),
      'Cut fee (D1)',
      'Drum deposit: wooden drum 800',
    ]);
    const drumCells = within(rows[1]).getAllByRole('cell');
    expect(splitParts(drumCells[1])).toEqual(['Base price €3.0000', 'Metal surcharge €0.5000', 'Full price Your price €2.9000 List price €3.5000']);
    expect(splitParts(drumCells[2])).toEqual(['Base price €111.00', 'Metal surcharge €18.50', 'Total €129.50']);
    expect(within(rows[2]).getAllByRole('cell').map((cell) => cell.textContent)).toEqual(['', '1 × €20.00', '€20.00']);
    expect(totalsRows(container)).toContainEqual(['Delivery', 'free']);
    expect(totalsRows(container)).toContainEqual(['Total to pay', '€442.68']);

    await user.click(screen.getByRole('radio', { name: /Delivery to Savska 5/ }));
    await waitFor(() => expect(totalsRows(container)).toContainEqual(['Delivery', 'Delivery cost follows with the confirmation (weight not known for every article)']));
    expect(totalsRows(container).slice(-1)).toEqual([['Total to pay without delivery', '€442.68']]);
    expect(screen.getByText('Metal surcharge by the copper index 856.40 EUR/100 kg (July 2025 average)')).toBeInTheDocument();
  });

  it('after an order whose delivery cost follows, the success page names the total as without delivery', async () => {
    post.mockImplementation((path: string) =>
      Promise.resolve(
        path === 'cart/quote'
          ? ok(pendingQuote('split'))
          : ok({ order: { id: 9, number: 'KS-2026-000009', status: 'received', gross_cents: 44268, delivery_pending: true, track_url: '/narudzba/?order=9' } }, {}, 201),
      ),
    );
    const user = userEvent.setup();
    await renderIsland(Checkout, props, 'en-US');
    await screen.findByText(/Total to pay without delivery/);
    await user.click(screen.getByRole('radio', { name: /Delivery to Savska 5/ }));
    await user.click(screen.getByRole('radio', { name: /Bank transfer/ }));
    await user.click(screen.getByRole('button', { name: 'Place order' }));
    expect(await screen.findByText('Total to pay without delivery (the delivery cost follows with the confirmation):')).toBeInTheDocument();
    expect(screen.getByText('€442.68')).toBeInTheDocument();
  });

  it("'full': each line's full price with the surcharge named (Serbian)", async () => {
    post.mockResolvedValue(ok(metalQuote('full')));
    await renderIsland(Checkout, props, 'sr-RS');
    const table = await screen.findByRole('table', { name: 'Artikli u vašoj porudžbini' });
    await waitFor(() => expect(table.querySelector('.ks-metal-price--full')).not.toBeNull());
    const ring = within(table).getAllByRole('row')[1];
    const cells = within(ring).getAllByRole('cell');
    expect(cells[1]).toHaveTextContent('2,1425 € uklj. dodatak za metal 0,2720 EUR/m');
    expect(cells[2]).toHaveTextContent('214,25 € uklj. dodatak za metal 27,20 EUR');
    expect(screen.getByText('Dodatak za metal prema indeksu bakra 856,40 EUR/100 kg (prosek za jul 2025.)')).toBeInTheDocument();
  });
});
