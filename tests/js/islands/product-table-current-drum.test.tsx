/**
 * "Current drum: 320 m left" in the product table (issue 14, docs/drums.md): shown under the
 * packaging of a drum article where staff keep the metres left (drum_remaining_m), nowhere else;
 * a quantity above it stays orderable (it comes from a new drum).
 */
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Island from '../../../src/islands/product-table';
import { getItems } from '../../../src/lib/cart/store';
import { failOnActWarnings, renderIsland } from './render';

failOnActWarnings();

const article = (code: string, size: string, extra: Record<string, unknown> = {}) => ({
  article_code: code,
  size_label: size,
  cores: 3,
  cross_section_mm2: '1.5',
  outer_diameter_mm: null,
  copper_kg_km: null,
  copper_computed: false,
  weight_kg_km: null,
  packaging: 'drum',
  package_length_m: 500,
  unit_price_e4: 5000,
  unit_price: '0.5000',
  price_is_demo: false,
  stock_m: 2320,
  availability: 'in_stock',
  ...extra,
});

const product = (articles: unknown[]) => ({ id: 7, designation: 'NYY-J', url: '/kabel/nyy-j/', construction: 'Cu/PVC/PVC', colour_standard: 'hd308_gnye', articles });

const row = (code: string): HTMLElement => {
  const element = document.getElementById(`article-${code}`);
  if (!element) throw new Error(`no row ${code}`);
  return element;
};

beforeEach(() => localStorage.clear());

it('shows the metres left on the current drum where staff keep them, in the page language', async () => {
  await renderIsland(
    Island,
    product([
      article('NYY315', '3x1.5', { drum_remaining_m: 320 }),
      article('NYY325', '3x2.5', { drum_remaining_m: null }),
      article('NYY3R', '3x4', { packaging: 'ring', package_length_m: 100, drum_remaining_m: 40 }),
      article('NYY36', '3x6', { package_length_m: 1500, drum_remaining_m: 1200 }),
    ]),
    'hr-HR',
    ['catalogue', 'cart', 'wishlist', 'packaging'],
  );
  expect(within(row('NYY315')).getByText('Trenutačni bubanj: još 320 m')).toBeInTheDocument();
  expect(within(row('NYY36')).getByText('Trenutačni bubanj: još 1.200 m')).toBeInTheDocument();
  expect(within(row('NYY325')).queryByText(/Trenutačni bubanj/)).toBeNull();
  // A ring is not on a drum: no line even with a figure.
  expect(within(row('NYY3R')).queryByText(/Trenutačni bubanj/)).toBeNull();
});

it('adds more than the current drum holds to the cart (it comes from a new drum)', async () => {
  const user = userEvent.setup();
  await renderIsland(Island, product([article('NYY315', '3x1.5', { drum_remaining_m: 320 })]), 'en-US', ['catalogue', 'cart', 'wishlist', 'packaging']);
  expect(within(row('NYY315')).getByText('Current drum: 320 m left')).toBeInTheDocument();
  const quantity = within(row('NYY315')).getByRole('spinbutton');
  await user.clear(quantity);
  await user.type(quantity, '450');
  await user.click(within(row('NYY315')).getByRole('button', { name: /cart/i }));
  expect(getItems('cart').map((item) => [item.data.SifraArtikla2, item.quantity])).toEqual([['NYY315', 450]]);
  expect(screen.queryByRole('alert')).toBeNull();
});
