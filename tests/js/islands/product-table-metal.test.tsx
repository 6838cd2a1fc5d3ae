/**
 * Issue 14 in the product table: the price column per the price list's display mode (the product's
 * `metal` terms): 'split' base price, metal surcharge and full price per metre; 'full' the full
 * price with "incl. metal surcharge 0.2720 EUR/m"; the index named once under the table; the row
 * total at the full price; an approved customer's discount off the full price, base + surcharge
 * (issue 27, spec section 9; the server's your_full_price_e4, UnitPrice). Row totals are the
 * server's: the starting quantity's in the props (article.line), a typed one from GET line-price
 * (stubbed here with the figures Commerce\CustomerPrice::shown() gives; tests/php/Commerce/OnePriceTest).
 */
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import Island from '../../../src/islands/product-table';
import { UnitPrice } from '../../../src/components/UnitPrice';
import { api } from '../../../src/lib/api';
import { i18n } from '../../../src/lib/i18n';
import { useLocale as loadLocale } from '../helpers';
import { metalTerms } from './metal-fixtures';
import { failOnActWarnings, ok, renderIsland } from './render';

jest.mock('../../../src/lib/api', () => {
  const actual = jest.requireActual('../../../src/lib/api');
  return { ...actual, api: { get: jest.fn(), post: jest.fn() } };
});

failOnActWarnings();

const get = api.get as jest.Mock;

beforeEach(() => {
  get.mockReset();
  // No answer unless a test gives one: a row total it did not expect stays "—".
  get.mockImplementation(() => new Promise(() => undefined));
});

const article = (code: string, extra: Record<string, unknown> = {}) => ({
  article_code: code,
  size_label: '3x2.5',
  cores: 3,
  cross_section_mm2: '2.5',
  outer_diameter_mm: '10.40',
  copper_kg_km: '72.00',
  copper_computed: false,
  aluminium_kg_km: null,
  weight_kg_km: '165.00',
  packaging: 'ring',
  package_length_m: 100,
  unit_price_e4: 18705,
  unit_price: '1.8705',
  price_is_demo: false,
  stock_m: 1200,
  availability: 'in_stock',
  lead_time_days: 10,
  metal_surcharge_e4: 2720,
  metal_surcharge: '0.2720',
  full_price_e4: 21425,
  full_price: '2.1425',
  your_unit_price_e4: null,
  order_multiple_m: 100,
  // The server's total of the starting quantity (one ring) at the full price.
  line: { quantity_m: 100, line_net_cents: 21425, customer_line_net_cents: null },
  ...extra,
});

const product = (metal: unknown, extra: Record<string, unknown> = {}) => ({
  id: 7,
  designation: 'NYM-J',
  url: '/kabel/nym-j/',
  construction: 'Cu/PVC/PVC',
  colour_standard: 'hd308_gnye',
  articles: [article('NYM325')],
  discount_percent: 0,
  metal,
  ...extra,
});

function priceCell(): HTMLElement {
  return within(screen.getAllByRole('row')[1]).getAllByRole('cell')[8];
}

function parts(cell: HTMLElement): string[] {
  return Array.from(cell.querySelectorAll('.ks-metal-price__row')).map((row) => (row.textContent ?? '').replace(/\s+/g, ' ').trim());
}

it("'split': base price, metal surcharge and full price per metre, the index under the table, the row total at the full price", async () => {
  await renderIsland(Island, product(metalTerms('split')), 'en-US');
  expect(parts(priceCell())).toEqual(['Base price €1.8705', 'Metal surcharge €0.2720', 'Full price €2.1425']);
  // 100 m (one ring) at the full price 2.1425 EUR/m.
  expect(within(screen.getAllByRole('row')[1]).getAllByRole('cell')[11]).toHaveTextContent('€214.25');
  expect(screen.getByText('Metal surcharge by the copper index 856.40 EUR/100 kg (July 2025 average)')).toHaveClass('ks-product-table__metal');
});

it("'full': the full price with the surcharge it includes named (Croatian); the row total follows the quantity", async () => {
  const user = userEvent.setup();
  await renderIsland(Island, product(metalTerms('full')), 'hr-HR');
  expect(priceCell()).toHaveTextContent(/^2,1425 € uklj\. dodatak za metal 0,2720 EUR\/m$/);
  expect(parts(priceCell())).toEqual([]);
  const quantity = screen.getByLabelText('Količina u metrima za NYM-J 3x2,5');
  await user.clear(quantity);
  get.mockResolvedValue(ok({ article_code: 'NYM325', quantity_m: 300, discount_percent: 0, line_net_cents: 64275, customer_line_net_cents: null }));
  await user.type(quantity, '300');
  const total = within(screen.getAllByRole('row')[1]).getAllByRole('cell')[11];
  await waitFor(() => expect(total).toHaveTextContent('642,75 €'));
  expect(get).toHaveBeenLastCalledWith('line-price', { query: { code: 'NYM325', quantity_m: 300 }, signal: expect.anything() });
  expect(get).toHaveBeenCalledTimes(1); // once, after the last keystroke
  expect(screen.getByText('Dodatak za metal prema indeksu bakra 856,40 EUR/100 kg (prosjek za srpanj 2025.)')).toBeInTheDocument();
});

it('an approved customer: the discount comes off the full price (base + surcharge), as the server gives it', async () => {
  // Full 2.1425 less 20 % = 1.7140 (the server's your_full_price_e4); base 1.8705 less 20 % = 1.4964.
  await renderIsland(Island, product(metalTerms('split'), { discount_percent: 20, articles: [article('NYM325', { your_unit_price_e4: 14964, your_full_price_e4: 17140, line: { quantity_m: 100, line_net_cents: 21425, customer_line_net_cents: 17140 } })] }), 'en-US');
  expect(parts(priceCell())).toEqual([
    'Base price Your price €1.4964 List price €1.8705',
    'Metal surcharge €0.2720',
    'Full price Your price €1.7140 List price €2.1425',
  ]);
  // The cart's rule for 100 m: round(100 x (18705 + 2720) x 80 / 10000) = 171.40.
  expect(within(screen.getAllByRole('row')[1]).getAllByRole('cell')[11]).toHaveTextContent('€171.40');
});

it('without terms or surcharge the price is the base price alone and no index is named', async () => {
  await renderIsland(Island, product(null, { articles: [article('NYM325', { metal_surcharge_e4: 0, full_price_e4: 18705, line: { quantity_m: 100, line_net_cents: 18705, customer_line_net_cents: null } })] }), 'en-US');
  expect(priceCell()).toHaveTextContent(/^€1\.8705$/);
  expect(document.querySelector('.ks-product-table__metal')).toBeNull();
  expect(within(screen.getAllByRole('row')[1]).getAllByRole('cell')[11]).toHaveTextContent('€187.05');
});

it('with the surcharge turned off in the terms, the base price is the price', async () => {
  await renderIsland(Island, product(metalTerms('split', { enabled: false }), { articles: [article('NYM325', { metal_surcharge_e4: 0, full_price_e4: 18705 })] }), 'en-US');
  expect(priceCell()).toHaveTextContent(/^€1\.8705$/);
  expect(screen.queryByText(/Metal surcharge/)).toBeNull();
});

describe('UnitPrice', () => {
  async function show(node: JSX.Element): Promise<HTMLElement> {
    await loadLocale('en-US', ['catalogue', 'cart']);
    return render(<I18nextProvider i18n={i18n}>{node}</I18nextProvider>).container;
  }

  it("'full' for a customer: their full price is the server's (full less the discount), the list full price struck", async () => {
    const container = await show(<UnitPrice listE4={18705} yoursE4={14964} yoursFullE4={17140} surchargeE4={2720} display="full" />);
    expect(container).toHaveTextContent('Your price €1.7140 List price €2.1425 incl. metal surcharge 0.2720 EUR/m');
    expect(container.querySelector('s')).toHaveTextContent('€2.1425');
  });

  it('a credited (negative) surcharge never takes the full price below 0', async () => {
    const container = await show(<UnitPrice listE4={1000} yoursE4={800} yoursFullE4={80} surchargeE4={-900} display="split" />);
    expect(parts(container)).toEqual(['Base price Your price €0.0800 List price €0.1000', 'Metal surcharge -€0.0900', 'Full price Your price €0.0080 List price €0.0100']);
  });

  it('without the server\'s own full price no own full price is shown (the browser computes none)', async () => {
    const container = await show(<UnitPrice listE4={18705} yoursE4={14964} surchargeE4={2720} display="full" />);
    expect(container).toHaveTextContent(/^€2\.1425 incl\. metal surcharge 0\.2720 EUR\/m$/);
  });
});

it('an aluminium cable type gets an "Al (kg/km)" column with its nominal figure marked computed and explained under the table', async () => {
  await renderIsland(
    Island,
    product(metalTerms('split'), {
      designation: 'NAYY-J',
      articles: [article('NAYY416', { size_label: '4x16', copper_kg_km: null, aluminium_kg_km: '172.80', aluminium_computed: true })],
    }),
    'en-US',
  );
  expect(screen.getByRole('columnheader', { name: 'Al (kg/km)' })).toBeInTheDocument();
  const cell = within(screen.getAllByRole('row')[1]).getAllByRole('cell')[6];
  expect(cell).toHaveTextContent('172.80* (computed)');
  expect(screen.getByText(/Nominal aluminium, computed: cores × mm² × 2\.70 kg\/km/)).toBeInTheDocument();
});

it('a copper cable type has no aluminium column', async () => {
  await renderIsland(Island, product(metalTerms('split')), 'en-US');
  expect(screen.queryByRole('columnheader', { name: 'Al (kg/km)' })).toBeNull();
});
