/**
 * Quick order island (issue 13): paste lines -> the server's matches are shown (matched, ambiguous
 * with candidates, unmatched with the reason) -> pick a candidate -> the ready lines go into the
 * cart at the quoted prices and the side cart opens. Also the CSV/XLSX reader.
 * lib/api is stubbed at the module boundary; lib/cart is the real store.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { strToU8, zipSync } from 'fflate';
import QuickOrderIsland from '../../../src/islands/quick-order';
import { parseCsv, parseXlsx, rowsToText } from '../../../src/islands/quick-order/files';
import { api } from '../../../src/lib/api';
import { onOpenSideCart } from '../../../src/lib/cart/side-cart';
import { clear, getItems } from '../../../src/lib/cart/store';
import { failOnActWarnings, ok, renderIsland } from './render';

jest.mock('../../../src/lib/api', () => {
  const actual = jest.requireActual('../../../src/lib/api');
  return { ...actual, api: { get: jest.fn(), post: jest.fn() } };
});

failOnActWarnings();

const post = api.post as jest.Mock;
const NS = ['quick-order', 'common'];

const article = (code: string, overrides = {}) => ({
  article_code: code,
  name: 'NYY-J',
  size_label: '5x16',
  packaging: 'drum',
  packaging_label: 'Bubanj 500 m',
  package_multiple_m: null,
  unit_price_e4: 66208,
  unit_price: '6.6208',
  price_is_demo: true,
  on_request: false,
  line_net_cents: 132416,
  product_url: '/kabel/nyy-j/',
  ...overrides,
});

const parsed = {
  lines: [
    {
      line_no: 1,
      input: 'NYY-J 5x16 200m',
      status: 'matched',
      quantity_m: 200,
      article: article('KS-NYYJ-5X16-D'),
    },
    {
      line_no: 2,
      input: 'NYM-J 3x1,5 100',
      status: 'ambiguous',
      quantity_m: 100,
      candidates: [
        article('KS-NYMJ-3X1.5-R', {
          name: 'NYM-J',
          size_label: '3x1,5',
          packaging: 'ring',
          packaging_label: 'Kolut 100 m',
          package_multiple_m: 100,
          unit_price_e4: 5000,
        }),
        article('KS-NYMJ-3X1.5-D', {
          name: 'NYM-J',
          size_label: '3x1,5',
          packaging_label: 'Bubanj 500 m',
          unit_price_e4: 4900,
        }),
      ],
    },
    {
      line_no: 4,
      input: 'XYZ 3x2,5 100',
      status: 'unmatched',
      quantity_m: 100,
      reason: 'unknown_type',
      message: 'Ovom retku ne odgovara nijedan tip kabela.',
    },
  ],
  discount_percent: 0,
  counts: { matched: 1, ambiguous: 1, unmatched: 1 },
};

const quoteLine = (code: string, quantity: number, price: number) => ({
  article_code: code,
  quantity_m: quantity,
  name: 'NYM-J',
  size_label: '3x1.5',
  packaging: 'drum',
  unit_price_e4: price,
  unit_price: (price / 10000).toFixed(4),
  price_is_demo: true,
  line_net_cents: Math.round((quantity * price) / 100),
  availability: 'in_stock',
});

const quote = (lines: ReturnType<typeof quoteLine>[]) => ({
  currency: 'EUR',
  discount_percent: 0,
  lines,
  unknown_codes: [],
  earliest_delivery_date: '2026-12-23',
  subtotal_cents: 1,
  discount_cents: 0,
  net_cents: 1,
  delivery_cents: null,
  vat_percent: 25,
  vat_cents: 0,
  gross_cents: 1,
});

beforeEach(() => {
  post.mockReset();
  clear('cart');
  clear('inquiry');
});

describe('quick-order island', () => {
  it('shows each line, takes a picked candidate and fills the cart at the quoted prices', async () => {
    const opened: string[] = [];
    const unregister = onOpenSideCart((list) => opened.push(list));
    post.mockImplementation((path: string) =>
      Promise.resolve(ok(path === 'quick-order/parse' ? parsed : quote([quoteLine('KS-NYYJ-5X16-D', 200, 66300), quoteLine('KS-NYMJ-3X1.5-D', 100, 4950)]))),
    );
    await renderIsland(QuickOrderIsland, { maxLines: 500, maxBytes: 20000 }, 'hr-HR', NS);
    await userEvent.type(screen.getByLabelText('Retci narudžbe'), 'NYY-J 5x16 200m{enter}NYM-J 3x1,5 100{enter}{enter}XYZ 3x2,5 100');
    await userEvent.click(screen.getByRole('button', { name: 'Provjeri retke' }));

    expect(post).toHaveBeenCalledWith('quick-order/parse', { text: 'NYY-J 5x16 200m\nNYM-J 3x1,5 100\n\nXYZ 3x2,5 100' }, expect.anything());
    expect(await screen.findByText('Pronađeno: 1, za odabir: 1, nije pronađeno: 1.')).toBeInTheDocument();
    const line1 = document.querySelector('[data-line-no="1"]') as HTMLElement;
    expect(within(line1).getByRole('link', { name: 'NYY-J 5x16' })).toHaveAttribute('href', '/kabel/nyy-j/');
    expect(line1).toHaveTextContent('KS-NYYJ-5X16-D');
    expect(line1).toHaveTextContent('200 m');
    const line4 = document.querySelector('[data-line-no="4"]') as HTMLElement;
    expect(line4).toHaveTextContent('nije pronađeno');
    expect(line4).toHaveTextContent('Ovom retku ne odgovara nijedan tip kabela.');

    // Only the matched line is ready until the ambiguous one is decided.
    expect(screen.getByRole('button', { name: 'Dodaj 1 redak u košaricu' })).toBeEnabled();
    const group = screen.getByRole('group', {
      name: 'Koji artikl mislite pod „NYM-J 3x1,5 100”?',
    });
    await userEvent.click(within(group).getByRole('radio', { name: /KS-NYMJ-3X1\.5-D/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Dodaj 2 retka u košaricu' }));

    await waitFor(() => expect(getItems('cart')).toHaveLength(2));
    expect(post).toHaveBeenLastCalledWith('cart/quote', {
      lines: [
        { article_code: 'KS-NYYJ-5X16-D', quantity_m: 200 },
        { article_code: 'KS-NYMJ-3X1.5-D', quantity_m: 100 },
      ],
    });
    expect(getItems('cart').map((item) => [item.data.SifraArtikla2, item.quantity, item.data.Cijena])).toEqual([
      ['KS-NYYJ-5X16-D', 200, 6.63],
      ['KS-NYMJ-3X1.5-D', 100, 0.495],
    ]);
    expect(opened).toEqual(['cart']);
    expect(screen.getByRole('status')).toHaveTextContent('2 retka dodana su u košaricu po današnjim cijenama.');
    unregister();
  });

  it('does not take a candidate whose packages the metres do not fill', async () => {
    post.mockResolvedValue(ok({ ...parsed, lines: [{ ...parsed.lines[1], quantity_m: 150 }] }));
    await renderIsland(QuickOrderIsland, {}, 'en-US', NS);
    await userEvent.type(screen.getByLabelText('Order lines'), 'NYM-J 3x1,5 150');
    await userEvent.click(screen.getByRole('button', { name: 'Check lines' }));
    await userEvent.click(await screen.findByRole('radio', { name: /KS-NYMJ-3X1\.5-R/ }));
    expect(screen.getByRole('alert')).toHaveTextContent('Sold in whole packages of 100 m');
    expect(screen.getByRole('button', { name: 'Add 0 lines to the cart' })).toBeDisabled();
  });

  it('labels a line refused for its quantity with that error, not "not found" (issue 27)', async () => {
    const bad = { line_no: 1, input: 'NYM-J 3x2,5 12,5', status: 'unmatched', quantity_m: null, reason: 'bad_quantity', message: 'Quantity must be whole metres.' };
    post.mockResolvedValue(ok({ ...parsed, lines: [bad, parsed.lines[2]], counts: { matched: 0, ambiguous: 0, unmatched: 2 } }));
    await renderIsland(QuickOrderIsland, {}, 'en-US', NS);
    await userEvent.type(screen.getByLabelText('Order lines'), 'NYM-J 3x2,5 12,5');
    await userEvent.click(screen.getByRole('button', { name: 'Check lines' }));
    const line = (await screen.findByText('Quantity must be whole metres.')).closest('li') as HTMLElement;
    expect(line.querySelector('.ks-quick-order__status')).toHaveTextContent('Quantity must be whole metres.');
    expect(line).not.toHaveTextContent('not found');
    expect(line.querySelectorAll('.ks-quick-order__reason')).toHaveLength(0);
    const other = document.querySelector('[data-line-no="4"]') as HTMLElement;
    expect(other.querySelector('.ks-quick-order__status')?.textContent).not.toBe('Ovom retku ne odgovara nijedan tip kabela.');
  }, 60000);

  it('puts an article on request into the inquiry list, not the cart', async () => {
    const opened: string[] = [];
    const unregister = onOpenSideCart((list) => opened.push(list));
    const onRequest = {
      line_no: 1,
      input: 'NYY-J 5x16 200',
      status: 'matched',
      quantity_m: 200,
      article: article('KS-X', { on_request: true, line_net_cents: null }),
    };
    post.mockImplementation((path: string) =>
      Promise.resolve(
        ok(
          path === 'quick-order/parse'
            ? {
                ...parsed,
                lines: [onRequest],
                counts: { matched: 1, ambiguous: 0, unmatched: 0 },
              }
            : quote([quoteLine('KS-X', 200, 0)]),
        ),
      ),
    );
    await renderIsland(QuickOrderIsland, {}, 'en-US', NS);
    await userEvent.type(screen.getByLabelText('Order lines'), 'NYY-J 5x16 200');
    await userEvent.click(screen.getByRole('button', { name: 'Check lines' }));
    expect(await screen.findByText('on request (inquiry only)')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add 0 lines to the cart' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Add 1 line to the inquiry list' }));
    await waitFor(() => expect(getItems('inquiry')).toHaveLength(1));
    expect(getItems('cart')).toHaveLength(0);
    expect(opened).toEqual(['inquiry']);
    unregister();
  });

  it('says why nothing was sent for an empty text', async () => {
    await renderIsland(QuickOrderIsland, {}, 'sr-RS', NS);
    await userEvent.click(screen.getByRole('button', { name: 'Proveri redove' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Nalepite bar jedan red.');
    expect(post).not.toHaveBeenCalled();
  });
});

describe('order files', () => {
  it('reads a Croatian Excel CSV (semicolons, quoted cells, a heading row)', () => {
    const text = rowsToText(parseCsv('Artikl;Količina\r\nNYY-J 5x16;200\r\n"PP-Y 3x2,5";100\r\nKS-NYMJ-3X1.5-R;"1.000"\r\n'));
    expect(text).toBe('NYY-J 5x16\t200\nPP-Y 3x2,5\t100\nKS-NYMJ-3X1.5-R\t1.000');
  });

  it('reads the first sheet of an XLSX file: shared strings, inline strings and numbers', () => {
    const sheet =
      '<?xml version="1.0"?><worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData>' +
      '<row r="1"><c r="A1" t="s"><v>0</v></c><c r="B1" t="s"><v>1</v></c></row>' +
      '<row r="2"><c r="A2" t="s"><v>2</v></c><c r="B2"><v>200</v></c></row>' +
      '<row r="3"><c r="A3" t="inlineStr"><is><t>PP-Y 3x2,5</t></is></c><c r="C3"><v>100</v></c></row>' +
      '</sheetData></worksheet>';
    const strings =
      '<?xml version="1.0"?><sst xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main">' +
      '<si><t>Artikl</t></si><si><t>Količina</t></si><si><r><t>NYY-J </t></r><r><t>5x16</t></r></si></sst>';
    const bytes = zipSync({
      'xl/worksheets/sheet1.xml': strToU8(sheet),
      'xl/sharedStrings.xml': strToU8(strings),
    });
    expect(rowsToText(parseXlsx(bytes))).toBe('NYY-J 5x16\t200\nPP-Y 3x2,5\t100');
  });
});
