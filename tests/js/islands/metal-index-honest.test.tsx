/**
 * Issue 27, "Metal index honest": when the server marks the newest price of a metal stale (older
 * than the business days staff allow), every place that shows the metal surcharge or the daily
 * price says so, with the price's date and the allowance, in the page's language: the product
 * table, the side cart (Totals: also the checkout and the account's order), the daily metal prices
 * and the metal prices page. The verdict is the answer's (stale, price_date,
 * stale_after_business_days); the browser's clock plays no part, so a fresh answer shows nothing
 * whatever today is. lib/api is stubbed at the module boundary.
 */
import { act, screen, within } from '@testing-library/react';
import ProductTable from '../../../src/islands/product-table';
import SideCart from '../../../src/islands/side-cart';
import DailyIsland from '../../../src/islands/daily-metal-prices';
import MetalPrices from '../../../src/islands/metal-prices';
import { api } from '../../../src/lib/api';
import { addItem } from '../../../src/lib/cart/store';
import { openSideCart } from '../../../src/lib/cart/side-cart';
import { metalQuote, metalTerms } from './metal-fixtures';
import { ok, renderIsland } from './render';

jest.mock('../../../src/lib/api', () => {
  const actual = jest.requireActual('../../../src/lib/api');
  return { ...actual, api: { get: jest.fn(), post: jest.fn() } };
});

const get = api.get as jest.Mock;
const post = api.post as jest.Mock;

/** The shipped demo rows on 01.12.2026: both metals stale, 3 business days allowed. */
const staleTerms = (allowed = 3) =>
  metalTerms('split', {
    stale_after_business_days: allowed,
    metals: {
      copper: { index_eur_100kg: '856.40', index_date: '2025-08', base_eur_100kg: '150.00', procurement_pct: '1.00', stale: true, price_date: '2025-08-05', price_age_business_days: 345 },
      aluminium: { index_eur_100kg: '207.70', index_date: '2024-08', base_eur_100kg: '0.00', procurement_pct: '1.00', stale: true, price_date: '2024-08-21', price_age_business_days: 594 },
    },
  });

const freshTerms = () =>
  metalTerms('split', {
    metals: {
      copper: { index_eur_100kg: '856.40', index_date: '2025-07', base_eur_100kg: '150.00', procurement_pct: '1.00', stale: false, price_date: '2025-08-05', price_age_business_days: 1 },
    },
  });

const article = {
  article_code: 'NYM325',
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
};

const product = (metal: unknown) => ({
  id: 7,
  designation: 'NYM-J',
  url: '/kabel/nym-j/',
  construction: 'Cu/PVC/PVC',
  colour_standard: 'hd308_gnye',
  articles: [article],
  discount_percent: 0,
  metal,
});

beforeEach(() => {
  get.mockReset();
  post.mockReset();
  window.history.replaceState(null, '', '/');
});

describe('product table', () => {
  it('names the index month beside the surcharge and, stale, the copper price date and the allowance (Croatian); aluminium, not in the cable, is not named', async () => {
    await renderIsland(ProductTable, product(staleTerms()), 'hr-HR');
    expect(screen.getByText('Dodatak za metal prema indeksu bakra 856,40 EUR/100 kg (prosjek za kolovoz 2025., posljednji s cijenama)')).toBeInTheDocument();
    const notice = screen.getByRole('note');
    expect(notice).toHaveTextContent('Cijena bakra je od 05.08.2025. i starija je od dopuštenih 3 radna dana; dodatak za metal izračunat je po njoj.');
    expect(notice).not.toHaveTextContent(/aluminij/);
  });

  it('says nothing when the server says the price is fresh', async () => {
    await renderIsland(ProductTable, product(freshTerms()), 'en-US');
    expect(screen.getByText('Metal surcharge by the copper index 856.40 EUR/100 kg (July 2025 average)')).toBeInTheDocument();
    expect(screen.queryByRole('note')).toBeNull();
    expect(screen.queryByText(/older than the allowed/)).toBeNull();
  });

  it('follows the allowance in the words of the number (English and Serbian, one day)', async () => {
    await renderIsland(ProductTable, product(staleTerms(1)), 'en-US');
    expect(screen.getByRole('note')).toHaveTextContent('The copper price is from 08/05/2025, older than the allowed 1 business day; the metal surcharge is computed from it.');
  });
});

describe('side cart (Totals: also the checkout and the account order)', () => {
  it('shows the stale notice under the index, in Serbian', async () => {
    addItem('cart', { Cijena: 1.8705, SifraArtikla2: 'A1', name: 'NYM-J', sizeLabel: '3x2.5', packaging: 'ring' }, 100);
    const quote = metalQuote('split', { metal: staleTerms(5) }) as { lines: Record<string, unknown>[] };
    post.mockResolvedValue(ok({ ...quote, lines: quote.lines.map((line) => ({ ...line, metals: ['copper'] })) }));
    await renderIsland(SideCart, { checkoutUrl: '/blagajna/', loggedIn: true, discountPercent: 20 }, 'sr-RS');
    act(() => openSideCart('cart'));
    const dialog = screen.getByRole('dialog');
    const notice = await within(dialog).findByRole('note');
    expect(notice).toHaveTextContent('Cena bakra je od 05.08.2025. i starija je od dozvoljenih 5 radnih dana; dodatak za metal izračunat je po njoj.');
    expect(within(dialog).queryByText(/aluminijum/)).toBeNull();
  });
});

describe('daily metal prices and the metal prices page', () => {
  const day = (date: string, stale: boolean) => ({ date, usd: '9665.00', eur: '8350.11', rate: '1.1575', rate_date: date, price: '8350.11', price_age_business_days: stale ? 345 : 0, stale });

  it('the daily section names each stale metal with its date (English); a fresh one is not named', async () => {
    get.mockResolvedValue(ok({ copper: day('2025-08-05', false), aluminium: day('2024-08-21', true), stale_after_business_days: 3 }));
    await renderIsland(DailyIsland, { pageUrl: '/metal-prices/' }, 'en-US', ['metals', 'common']);
    const notice = await screen.findByRole('note');
    expect(notice).toHaveTextContent('The aluminium price is from 08/21/2024, older than the allowed 3 business days: newer prices have not been imported yet.');
    expect(notice).not.toHaveTextContent(/copper/);
    expect(screen.getByText('LME, 08/05/2025')).toBeInTheDocument();
  });

  it('the daily section says nothing when both are fresh', async () => {
    get.mockResolvedValue(ok({ copper: day('2025-08-05', false), aluminium: day('2025-08-05', false), stale_after_business_days: 3 }));
    await renderIsland(DailyIsland, { pageUrl: '/cijene-metala/' }, 'hr-HR', ['metals', 'common']);
    expect(await screen.findAllByText('LME, 05.08.2025.')).toHaveLength(2);
    expect(screen.queryByRole('note')).toBeNull();
  });

  it('the metal prices page names the newest day as stale (Croatian)', async () => {
    get.mockImplementation((path: string) =>
      path === 'metal-prices'
        ? Promise.resolve(ok({ metal: 'copper', period: 'month', currency: 'EUR', from: '2025-08-05', to: '2025-08-05', days: [day('2025-08-05', true)], stale: true, price_age_business_days: 345, stale_after_business_days: 3 }))
        : Promise.reject(new Error(path)),
    );
    await renderIsland(MetalPrices, {}, 'hr-HR', ['metals', 'common']);
    expect(await screen.findByTestId('metals-stale')).toHaveTextContent('Cijena bakra je od 05.08.2025. i starija je od dopuštenih 3 radna dana: novije cijene još nisu uvezene.');
  });
});
