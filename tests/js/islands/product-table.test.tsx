/**
 * Product table island: units in headers, empty values as "not published", computed copper,
 * row total from quantity x unit price, adding to cart / inquiry list through lib/cart, and the
 * construction-table modal (colours per core by standard; Escape closes; focus returns).
 */
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Island from '../../../src/islands/product-table';
import { getItems } from '../../../src/lib/cart/store';
import { renderIsland } from './render';

const article = (code: string, size: string, cores: number, extra: Record<string, unknown> = {}) => ({
  article_code: code,
  size_label: size,
  cores,
  cross_section_mm2: 2.5,
  outer_diameter_mm: '10.40',
  copper_kg_km: '72.00',
  copper_computed: false,
  weight_kg_km: '1165.00',
  packaging: 'ring',
  package_length_m: 100,
  unit_price_e4: 18705,
  unit_price: '1.8705',
  price_is_demo: true,
  stock_m: 1200,
  availability: 'in_stock',
  ...extra,
});

function product(colourStandard: string, articles = [article('NYM325', '3x2,5', 3), article('NYM725', '7x2,5', 7, { outer_diameter_mm: null, copper_computed: true, copper_kg_km: '155.60', availability: 'on_request', packaging: 'drum' })]) {
  return {
    id: 7,
    designation: 'NYM-J',
    hr_name: 'PP-Y',
    url: '/proizvod/nym-j/',
    description_html: '',
    standard: 'VDE 0250',
    construction: 'Cu/PVC/PVC',
    rated_voltage: '300/500 V',
    conductor_class: '1',
    insulation: 'PVC',
    sheath: 'PVC',
    cpr_class: 'Eca',
    supplier: 'Elka',
    source: 'https://example.invalid/',
    colour_standard: colourStandard,
    category: null,
    articles,
  };
}

it('shows the columns with units, published values, em dash for unpublished ones and computed copper', async () => {
  await renderIsland(Island, product('hd308_gnye'));
  for (const header of ['Vanjski promjer (mm)', 'Cu (kg/km)', 'Masa (kg/km)', 'Cijena (EUR/m)', 'Pakiranje', 'Dostupnost']) {
    expect(screen.getByRole('columnheader', { name: header })).toBeInTheDocument();
  }
  const rows = screen.getAllByRole('row');
  const first = rows[1];
  const second = rows[2];
  expect(within(first).getByText('10,40')).toBeInTheDocument();
  expect(within(first).getByText('1.165,00')).toBeInTheDocument();
  expect(within(first).getByText('1,8705 €')).toBeInTheDocument();
  expect(within(first).getByText('demo cijena')).toBeInTheDocument();
  expect(within(first).getByText('kolut 100 m')).toBeInTheDocument();
  expect(within(first).getByText('Na zalihi (1.200 m)')).toBeInTheDocument();
  expect(within(second).getByText('nije objavljeno')).toBeInTheDocument();
  expect(within(second).getByText(/izračunato/)).toBeInTheDocument();
  expect(within(second).getByText(/žile × mm² × 8,89 kg\/km/)).toBeInTheDocument();
  expect(within(second).getByText('Na upit')).toBeInTheDocument();
  expect(within(second).getByText('bubanj 100 m')).toBeInTheDocument();
});

it('computes the row total and adds the line to the cart with the article data', async () => {
  const user = userEvent.setup();
  await renderIsland(Island, product('hd308_gnye'));
  const quantity = screen.getByLabelText('Količina u metrima za NYM-J 3x2,5');
  await user.clear(quantity);
  await user.type(quantity, '100');
  const row = screen.getAllByRole('row')[1];
  expect(within(row).getByText('187,05 €')).toBeInTheDocument();
  await user.click(within(row).getByRole('button', { name: 'Dodaj u košaricu NYM-J 3x2,5' }));
  const items = getItems('cart');
  expect(items).toHaveLength(1);
  expect(items[0]).toMatchObject({
    quantity: 100,
    data: { Cijena: 1.8705, SifraArtikla2: 'NYM325', name: 'NYM-J', sizeLabel: '3x2,5', packaging: 'ring', productUrl: '/proizvod/nym-j/' },
  });
  expect(screen.getByRole('status')).toHaveTextContent('Dodano u košaricu: 100 m NYM-J 3x2,5.');
  await user.click(within(row).getByRole('button', { name: 'Dodaj na listu upita NYM-J 3x2,5' }));
  expect(getItems('inquiry')).toHaveLength(1);
});

it('refuses a quantity below 1 or with decimals and adds nothing', async () => {
  const user = userEvent.setup();
  await renderIsland(Island, product('hd308_gnye'), 'en-US');
  const quantity = screen.getByLabelText('Quantity in metres for NYM-J 3x2,5');
  await user.clear(quantity);
  await user.type(quantity, '0');
  await user.click(screen.getByRole('button', { name: 'Add to cart NYM-J 3x2,5' }));
  expect(getItems('cart')).toHaveLength(0);
  expect(quantity).toHaveAttribute('aria-invalid', 'true');
  expect(quantity).toHaveAccessibleDescription('Enter a whole number of metres, at least 1.');
});

it('opens the construction table with HD 308 S2 colours, closes on Escape and returns focus', async () => {
  const user = userEvent.setup();
  await renderIsland(Island, product('hd308_gnye'));
  const button = screen.getByRole('button', { name: 'Boje žila za NYM-J 3x2,5' });
  await user.click(button);
  const dialog = screen.getByRole('dialog', { name: 'Boje žila: NYM-J 3x2,5' });
  expect(dialog).toHaveAttribute('aria-modal', 'true');
  expect(within(dialog).getByText('Standard: HD 308 S2, 3 žile')).toBeInTheDocument();
  const cells = within(dialog).getAllByRole('row').slice(1).map((row) => row.textContent);
  expect(cells).toEqual(['1zeleno-žuta', '2plava', '3smeđa']);
  expect(dialog).toContainElement(document.activeElement as HTMLElement);
  await user.tab();
  await user.tab();
  expect(dialog).toContainElement(document.activeElement as HTMLElement);
  await user.keyboard('{Escape}');
  expect(screen.queryByRole('dialog')).toBeNull();
  expect(button).toHaveFocus();
});

it('says when the standard has no row for the core count', async () => {
  const user = userEvent.setup();
  await renderIsland(Island, product('hd308_no_gnye'), 'en-US');
  await user.click(screen.getByRole('button', { name: 'Core colours of NYM-J 7x2,5' }));
  expect(screen.getByRole('dialog')).toHaveTextContent('HD 308 S2 has no colour row for 7 cores.');
});

it('shows DIN 47100 colours in Serbian for a pair cable and two-colour cores with both names', async () => {
  const user = userEvent.setup();
  await renderIsland(Island, product('din47100', [article('LIYCY12', '12x0,25', 12)]), 'sr-RS');
  await user.click(screen.getByRole('button', { name: 'Boje žila za NYM-J 12x0,25' }));
  const rows = within(screen.getByRole('dialog')).getAllByRole('row').slice(1).map((row) => row.textContent);
  expect(rows.slice(0, 4)).toEqual(['1bela', '2braon', '3zelena', '4žuta']);
  expect(rows[10]).toBe('11siva / roze');
  expect(screen.getByRole('dialog')).toHaveTextContent('DIN 47100');
});

it('keeps a product whose article has no published core count, and says the standard has no row', async () => {
  const user = userEvent.setup();
  await renderIsland(Island, product('hd308_gnye', [article('Y1', '1,5', 1, { cores: null })]), 'en-US');
  expect(screen.getAllByText('not published').length).toBeGreaterThan(0);
  await user.click(screen.getByRole('button', { name: 'Core colours of NYM-J 1,5' }));
  expect(screen.getByRole('dialog')).toHaveTextContent('HD 308 S2 has no colour row for 0 cores.');
});

it('says when no colour standard is published', async () => {
  const user = userEvent.setup();
  await renderIsland(Island, product('', [article('X1', '3x1,5', 3)]), 'en-US');
  await user.click(screen.getByRole('button', { name: 'Core colours of NYM-J 3x1,5' }));
  expect(screen.getByRole('dialog')).toHaveTextContent('No core colour standard is published for this product.');
});
