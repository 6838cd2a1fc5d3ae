/**
 * Product table island: all 13 spec columns with units, a compact row (size label and code, no
 * repeated designation or construction paragraph), colour swatches named for screen readers, a
 * named scrollable region, empty values as "not published", computed copper, row total (the server's,
 * GET line-price), adding to cart / inquiry list through lib/cart, and the construction-table
 * modal (construction text and colours per core by standard; Escape closes; focus returns).
 */
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Island from '../../../src/islands/product-table';
import { api } from '../../../src/lib/api';
import { getItems } from '../../../src/lib/cart/store';
import { failOnActWarnings, ok, renderIsland } from './render';

jest.mock('../../../src/lib/api', () => {
  const actual = jest.requireActual('../../../src/lib/api');
  return { ...actual, api: { get: jest.fn(), post: jest.fn() } };
});

failOnActWarnings();

const get = api.get as jest.Mock;

beforeEach(() => {
  get.mockReset();
  // GET line-price answers only where a test gives the server's figures; otherwise the row waits.
  get.mockImplementation(() => new Promise(() => undefined));
});

/** The server's answer of GET line-price (Rest\Routes\V1\LinePrice) for a typed quantity. */
function linePrice(quantity: number, list: number, yours: number | null = null) {
  return ok({ article_code: 'NYM325', quantity_m: quantity, discount_percent: yours === null ? 0 : 20, line_net_cents: list, customer_line_net_cents: yours });
}

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
  expect(within(first).getByRole('cell', { name: 'kolut 100 m' })).toBeInTheDocument();
  expect(within(first).getByRole('cell', { name: 'Na zalihi 1.200 m' })).toBeInTheDocument();
  expect(within(second).getAllByText('nije objavljeno').length).toBeGreaterThan(0);
  expect(within(second).getByRole('cell', { name: '155,60 (izračunato)' })).toBeInTheDocument();
  expect(screen.getByRole('table')).toHaveAccessibleDescription(/^\* Nazivna masa bakra, izračunata: žile × mm² × 8,89 kg\/km/);
  expect(within(second).getByText('Na upit')).toBeInTheDocument();
  expect(within(second).getByRole('cell', { name: 'bubanj 100 m' })).toBeInTheDocument();
});

it('keeps all 13 spec columns, but a compact row: size and code, not the designation and construction text again', async () => {
  await renderIsland(Island, product('hd308_gnye'), 'en-US');
  const headers = screen.getAllByRole('columnheader').map((header) => header.textContent);
  expect(headers).toEqual([
    'Name',
    'Dimensions (n × mm²)',
    'Construction',
    'Number of cores',
    'Colours',
    'Outer diameter (mm)',
    'Cu (kg/km)',
    'Weight (kg/km)',
    'Packaging',
    'Price (EUR/m)',
    'Availability',
    'Quantity (m)',
    'Total (EUR)',
    'Order',
  ]);
  const row = screen.getAllByRole('row')[1];
  const name = within(row).getByRole('rowheader');
  // Visible: the size label and the article code; the designation is for screen readers only.
  expect(name).toHaveAccessibleName('NYM-J 3x2,5 Code NYM325');
  expect(name.querySelector('.ks-table__size')).toHaveTextContent(/^3x2,5$/);
  expect(name.querySelector('.ks-table__code')).toHaveTextContent('NYM325');
  for (const hidden of Array.from(name.querySelectorAll('.ks-sr-only'))) expect(hidden.textContent).toMatch(/NYM-J|Code/);
  expect(within(row).getByRole('cell', { name: '3 × 2.5' })).toBeInTheDocument();
  // The construction paragraph is not repeated in each row: a compact button opens it.
  expect(within(row).queryByText('Cu/PVC/PVC')).toBeNull();
  expect(within(row).getByRole('button', { name: 'Construction and core colours of NYM-J 3x2,5' })).toHaveTextContent('Details');
  // Numbers are right-aligned (class ks-num: text-align end, tabular figures).
  for (const value of ['10.40', '72.00', '1,165.00', '€1.8705']) {
    expect(within(row).getByText(value).closest('td')).toHaveClass('ks-num');
  }
});

it('shows core colours as swatches with their names for screen readers', async () => {
  await renderIsland(Island, product('hd308_gnye', [article('NYM525', '5x2,5', 5), article('J20', '20x0,8', 20)]), 'en-US');
  const [first, second] = screen.getAllByRole('row').slice(1);
  const colours = within(first).getByText('Core colours: green-yellow, blue, brown, black, grey').parentElement as HTMLElement;
  expect(colours.querySelectorAll('.ks-swatch[aria-hidden="true"]')).toHaveLength(5);
  // A core count the standard has no row for is "not published", not invented colours.
  expect(within(second).getAllByText('not published').length).toBeGreaterThan(0);
});

it('shows at most 6 swatches and counts the rest for a many-core DIN 47100 cable', async () => {
  await renderIsland(Island, product('din47100', [article('LIYY20', '20x0,5', 20)]), 'en-US');
  const row = screen.getAllByRole('row')[1];
  expect(row.querySelectorAll('.ks-swatch')).toHaveLength(6);
  expect(within(row).getByText('+14')).toHaveAttribute('aria-hidden', 'true');
  expect(within(row).getByText(/^Core colours: white, brown, green, yellow, grey, pink, blue, red, black, violet/)).toBeInTheDocument();
});

it('puts the table in a named, focusable region so it can be scrolled sideways from the keyboard', async () => {
  await renderIsland(Island, product('hd308_gnye'), 'en-US');
  const region = screen.getByRole('region', { name: 'Articles of NYM-J: the table scrolls sideways' });
  expect(region).toHaveAttribute('tabindex', '0');
  expect(region).toContainElement(screen.getByRole('table'));
});

it('computes the row total and adds the line to the cart with the article data', async () => {
  const user = userEvent.setup();
  await renderIsland(Island, product('hd308_gnye'));
  const quantity = screen.getByLabelText('Količina u metrima za NYM-J 3x2,5');
  await user.clear(quantity);
  get.mockResolvedValue(linePrice(100, 18705));
  await user.type(quantity, '100');
  const row = screen.getAllByRole('row')[1];
  expect(await within(row).findByText('187,05 €')).toBeInTheDocument();
  expect(get).toHaveBeenLastCalledWith('line-price', { query: { code: 'NYM325', quantity_m: 100 }, signal: expect.anything() });
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
  const button = screen.getByRole('button', { name: 'Konstrukcija i boje žila za NYM-J 3x2,5' });
  await user.click(button);
  const dialog = screen.getByRole('dialog', { name: 'Konstrukcija i boje žila: NYM-J 3x2,5' });
  expect(dialog).toHaveAttribute('aria-modal', 'true');
  expect(within(dialog).getByText('Cu/PVC/PVC')).toBeInTheDocument();
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
  await user.click(screen.getByRole('button', { name: 'Construction and core colours of NYM-J 7x2,5' }));
  expect(screen.getByRole('dialog')).toHaveTextContent('HD 308 S2 has no colour row for 7 cores.');
});

it('shows DIN 47100 colours in Serbian for a pair cable and two-colour cores with both names', async () => {
  const user = userEvent.setup();
  await renderIsland(Island, product('din47100', [article('LIYCY12', '12x0,25', 12)]), 'sr-RS');
  await user.click(screen.getByRole('button', { name: 'Konstrukcija i boje žila za NYM-J 12x0,25' }));
  const rows = within(screen.getByRole('dialog')).getAllByRole('row').slice(1).map((row) => row.textContent);
  expect(rows.slice(0, 4)).toEqual(['1bela', '2braon', '3zelena', '4žuta']);
  expect(rows[10]).toBe('11siva / roze');
  expect(screen.getByRole('dialog')).toHaveTextContent('DIN 47100');
});

it('keeps a product whose article has no published core count, and says the standard has no row', async () => {
  const user = userEvent.setup();
  await renderIsland(Island, product('hd308_gnye', [article('Y1', '1,5', 1, { cores: null })]), 'en-US');
  expect(screen.getAllByText('not published').length).toBeGreaterThan(0);
  await user.click(screen.getByRole('button', { name: 'Construction and core colours of NYM-J 1,5' }));
  expect(screen.getByRole('dialog')).toHaveTextContent('HD 308 S2 has no colour row for 0 cores.');
});

it('says when no colour standard is published', async () => {
  const user = userEvent.setup();
  await renderIsland(Island, product('', [article('X1', '3x1,5', 3)]), 'en-US');
  await user.click(screen.getByRole('button', { name: 'Construction and core colours of NYM-J 3x1,5' }));
  expect(screen.getByRole('dialog')).toHaveTextContent('No core colour standard is published for this product.');
});

// Where the colour tables were transcribed from (core-colour-codes.json `source`: web pages with
// their URLs) is staff provenance (issue 11): the modal cites the standard, never those pages.
it.each([
  ['hd308_gnye', '3x2,5', 3, 'HD 308 S2:2001', 'hr-HR'],
  ['hd308_no_gnye', '3x2,5', 3, 'HD 308 S2:2001', 'en-US'],
  ['din47100', '12x0,25', 12, 'DIN 47100', 'sr-RS'],
] as const)('cites %s in the construction modal without where its table was transcribed from', async (standard, size, cores, reference, locale) => {
  const user = userEvent.setup();
  await renderIsland(Island, product(standard, [article('C1', size, cores)]), locale);
  await user.click(screen.getByRole('button', { name: new RegExp(`(boje žila za|core colours of) NYM-J ${size}$`) }));
  const dialog = screen.getByRole('dialog');
  expect(dialog.querySelector('.ks-construction__source')).toHaveTextContent(new RegExp(`^(Izvor|Source): ${reference}$`));
  for (const leak of [/https?:/i, /www\./i, /as reproduced/i, /studylib/i, /fscglobal/i, /kabelkonfektion/i, /wireviz/i, /verify before use/i]) {
    expect(dialog.textContent).not.toMatch(leak);
  }
});

describe('customer prices (issue 13)', () => {
  const customer = (overrides: Record<string, unknown> = {}) => ({
    ...product('hd308_gnye', [article('NYM325', '3x2,5', 3, { your_unit_price_e4: 14964 }), article('NYM725', '7x2,5', 7, { packaging: 'drum', your_unit_price_e4: 14964 })]),
    discount_percent: 20,
    ...overrides,
  });

  it('shows an approved customer "Your price" with the list price struck through and labelled beside it', async () => {
    await renderIsland(Island, customer());
    const row = screen.getAllByRole('row')[1];
    const price = within(row).getByRole('cell', { name: /^Vaša cijena 1,4964/ });
    // What a screen reader reads: both labels, not a bare struck number.
    expect(price).toHaveTextContent('Vaša cijena 1,4964 € Cijena po cjeniku 1,8705 €');
    expect(price.querySelector('s')).toHaveTextContent('1,8705 €');
  });

  it('totals a row as the cart charges it: quantity x list price less 20 %, rounded once, beside the list total', async () => {
    const user = userEvent.setup();
    await renderIsland(Island, customer());
    const row = screen.getAllByRole('row')[1];
    const quantity = within(row).getByLabelText('Količina u metrima za NYM-J 3x2,5');
    await user.clear(quantity);
    // The server's figures: 300 x 1,8705 = 561,15 €, less 20 % = 448,92 € (= 300 x 1,4964 € shown as the unit price), each labelled.
    get.mockResolvedValue(linePrice(300, 56115, 44892));
    await user.type(quantity, '300');
    expect(await within(row).findByRole('cell', { name: 'Vaša cijena 448,92 € Cijena po cjeniku 561,15 €' })).toBeInTheDocument();
  });

  it('shows no row total while the quantity does not fill whole rings (issue 27)', async () => {
    const user = userEvent.setup();
    await renderIsland(Island, customer({ articles: [article('NYM325', '3x2,5', 3, { your_unit_price_e4: 14964, order_multiple_m: 100 })] }));
    const row = screen.getAllByRole('row')[1];
    const quantity = within(row).getByLabelText('Količina u metrima za NYM-J 3x2,5');
    await user.clear(quantity);
    await user.type(quantity, '150');
    await user.click(within(row).getByRole('button', { name: /Dodaj u košaricu/ }));
    expect(within(row).getByText(/^Samo cijela pakiranja/)).toBeInTheDocument();
    expect(row.querySelector('.ks-table__total')).toHaveTextContent(/^—$/);
  });

  it('shows visitors and pending customers the list price only (no discount in the props)', async () => {
    await renderIsland(Island, product('hd308_gnye'), 'en-US');
    const row = screen.getAllByRole('row')[1];
    expect(within(row).queryByText(/Your price|List price/)).not.toBeInTheDocument();
    expect(within(row).getByText('€1.8705')).toBeInTheDocument();
    expect(row.querySelector('s')).toBeNull();
  });

  it('ignores a customer price when the props carry no discount', async () => {
    await renderIsland(Island, customer({ discount_percent: 0 }), 'en-US');
    expect(screen.queryByText('Your price')).not.toBeInTheDocument();
  });
});

describe('whole packages (issue 13)', () => {
  const packaged = () =>
    product('hd308_gnye', [
      article('NYM325', '3x2,5', 3, { order_multiple_m: 100 }),
      article('NYM725', '7x2,5', 7, { packaging: 'drum', package_length_m: 500, order_multiple_m: null }),
      article('CAT6', '4x2x0,5', 8, { packaging: 'box', package_length_m: 305, order_multiple_m: 305 }),
    ]);

  it('steps a ring by its length and says so; a drum takes any metres', async () => {
    await renderIsland(Island, packaged(), 'en-US');
    const ring = screen.getByLabelText('Quantity in metres for NYM-J 3x2,5');
    expect(ring).toHaveValue(100);
    expect(ring).toHaveAttribute('min', '100');
    expect(ring).toHaveAttribute('step', '100');
    expect(ring).toHaveAccessibleDescription('Sold in rings of 100 m');
    const box = screen.getByLabelText('Quantity in metres for NYM-J 4x2x0,5');
    expect(box).toHaveAttribute('step', '305');
    expect(box).toHaveAccessibleDescription('Sold in boxes of 305 m');
    const drum = screen.getByLabelText('Quantity in metres for NYM-J 7x2,5');
    expect(drum).toHaveValue(1);
    expect(drum).toHaveAttribute('step', '1');
    expect(drum).not.toHaveAccessibleDescription();
  });

  it('refuses a part of a ring by the field, in the words of the quote, and adds a whole number of rings', async () => {
    const user = userEvent.setup();
    await renderIsland(Island, packaged(), 'en-US');
    const ring = screen.getByLabelText('Quantity in metres for NYM-J 3x2,5');
    await user.clear(ring);
    await user.type(ring, '150');
    await user.click(screen.getByRole('button', { name: 'Add to cart NYM-J 3x2,5' }));
    expect(getItems('cart')).toHaveLength(0);
    expect(ring).toHaveAttribute('aria-invalid', 'true');
    expect(ring).toHaveAccessibleDescription('Sold in rings of 100 m Whole packages only: enter 100, 200, 300 … m.');
    await user.clear(ring);
    await user.type(ring, '200');
    await user.click(screen.getByRole('button', { name: 'Add to cart NYM-J 3x2,5' }));
    expect(getItems('cart')[0]).toMatchObject({ quantity: 200, data: { SifraArtikla2: 'NYM325' } });
    expect(ring).toHaveAttribute('aria-invalid', 'false');
    const drum = screen.getByLabelText('Quantity in metres for NYM-J 7x2,5');
    await user.clear(drum);
    await user.type(drum, '37');
    await user.click(screen.getByRole('button', { name: 'Add to cart NYM-J 7x2,5' }));
    expect(getItems('cart')[1]).toMatchObject({ quantity: 37, data: { SifraArtikla2: 'NYM725' } });
  });
});

describe('add-to-cart feedback by the pressed row (issue 13)', () => {
  it('shows the message in a row right below the pressed row, announces it, and moves with the next add', async () => {
    const user = userEvent.setup();
    // NYM725 on a drum, orderable (an article on request has no cart button).
    await renderIsland(Island, product('hd308_gnye', [article('NYM325', '3x2,5', 3), article('NYM725', '7x2,5', 7, { packaging: 'drum' })]), 'en-US');
    await user.click(screen.getByRole('button', { name: 'Add to cart NYM-J 7x2,5' }));
    let rows = screen.getAllByRole('row');
    const pressed = rows.findIndex((row) => row.id === 'article-NYM725');
    expect(rows[pressed + 1]).toHaveTextContent('Added 1 m of NYM-J 7x2,5 to the cart.');
    expect(within(rows[pressed + 1]).getByRole('button', { name: 'Open cart' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Added 1 m of NYM-J 7x2,5 to the cart.');

    await user.click(screen.getByRole('button', { name: 'Add to inquiry list NYM-J 3x2,5' }));
    rows = screen.getAllByRole('row');
    const first = rows.findIndex((row) => row.id === 'article-NYM325');
    expect(rows[first + 1]).toHaveTextContent('Added 1 m of NYM-J 3x2,5 to the inquiry list.');
    expect(within(rows[first + 1]).getByRole('button', { name: 'Open inquiry list' })).toBeInTheDocument();
    expect(screen.queryByText('Added 1 m of NYM-J 7x2,5 to the cart.')).not.toBeInTheDocument();
    expect(screen.getAllByRole('row')).toHaveLength(4);
  });
});

describe('the searched size (issue 13)', () => {
  const scrolled: string[] = [];
  beforeEach(() => {
    scrolled.length = 0;
    Element.prototype.scrollIntoView = function (this: Element) {
      scrolled.push(this.id);
    };
  });
  afterEach(() => {
    window.history.replaceState(null, '', '/');
  });

  it('marks the rows the server named and scrolls the first into view', async () => {
    await renderIsland(Island, { ...product('hd308_gnye'), highlight: ['NYM725'] }, 'en-US');
    const rows = screen.getAllByRole('row');
    expect(rows[2]).toHaveAttribute('aria-current', 'true');
    expect(rows[2]).toHaveClass('is-current');
    expect(rows[1]).not.toHaveAttribute('aria-current');
    expect(scrolled).toEqual(['article-NYM725']);
  });

  it('marks the article an #article-<code> address names', async () => {
    window.history.replaceState(null, '', '/kabel/nym-j/#article-NYM325');
    await renderIsland(Island, { ...product('hd308_gnye'), highlight: ['NYM725'] }, 'en-US');
    const rows = screen.getAllByRole('row');
    expect(rows[1]).toHaveAttribute('aria-current', 'true');
    expect(rows[2]).not.toHaveAttribute('aria-current');
    expect(scrolled).toEqual(['article-NYM325']);
  });

  it('marks nothing and does not scroll without a searched size', async () => {
    await renderIsland(Island, product('hd308_gnye'), 'en-US');
    expect(document.querySelector('[aria-current]')).toBeNull();
    expect(scrolled).toEqual([]);
  });
});

describe('availability before a quantity is known (issue 13)', () => {
  it('says when an orderable article without stock is delivered, with the plural of the language', async () => {
    const rows = [
      article('NYM325', '3x2,5', 3, { stock_m: 0, availability: 'backorder', lead_time_days: 3 }),
      article('NYM525', '5x2,5', 5, { stock_m: null, availability: 'backorder', lead_time_days: 10 }),
    ];
    await renderIsland(Island, product('hd308_gnye', rows));
    const [, first, second] = screen.getAllByRole('row');
    expect(within(first).getByText('Isporuka za 3 radna dana')).toBeInTheDocument();
    expect(within(second).getByText('Isporuka za 10 radnih dana')).toBeInTheDocument();
    expect(screen.queryByText('Na upit')).not.toBeInTheDocument();
  });
});

describe('articles on request (issue 13)', () => {
  it('offers only the inquiry list for an article on request, the cart for the others', async () => {
    await renderIsland(Island, product('hd308_gnye'), 'en-US');
    const [, orderable, onRequest] = screen.getAllByRole('row');
    expect(within(orderable).getByRole('button', { name: /^Add to cart/ })).toBeInTheDocument();
    expect(within(onRequest).queryByRole('button', { name: /^Add to cart/ })).not.toBeInTheDocument();
    expect(within(onRequest).getByRole('button', { name: /^Add to inquiry/ })).toBeInTheDocument();
  });
});
