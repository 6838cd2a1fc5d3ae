/**
 * Packaging suggester in the product table (issue 14): the buyer enters metres, the island asks
 * GET products/{id}/packaging-suggestion, reads the cheapest combination out ("3 × Kolut 100 m +
 * 70 m rezano – Bubanj 500 m (naknada za rezanje 20,00 €) = 407,06 €"), announces it, and
 * "Add these to cart" puts one cart line per suggested line; a bad length is refused by the field.
 */
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PackagingSuggester } from '../../../src/islands/product-table/PackagingSuggester';
import { api, ApiError } from '../../../src/lib/api';
import { getItems } from '../../../src/lib/cart/store';
import { ok, renderIsland, settle, failOnActWarnings } from './render';

jest.mock('../../../src/lib/api', () => {
  const actual = jest.requireActual('../../../src/lib/api');
  return { ...actual, api: { get: jest.fn(), post: jest.fn() } };
});

failOnActWarnings();

const get = api.get as jest.Mock;

const answer = {
  length_m: 370,
  size: '3x2.5',
  lines: [
    { article_code: 'NYM325-R', packaging: 'ring', packaging_label: 'Kolut 100 m', package_length_m: 100, count: 3, quantity_m: 300, cut: false, cut_fee_cents: 0, deposit_cents: 0, full_price_e4: 10272, full_price: '1.0272' },
    { article_code: 'NYM325-D', packaging: 'drum', packaging_label: 'Bubanj 500 m', package_length_m: 500, count: 0, quantity_m: 70, cut: true, cut_fee_cents: 2000, deposit_cents: 0, full_price_e4: 11272, full_price: '1.1272' },
  ],
  total_cents: 40706,
  excess_m: 0,
};

function Harness({ props }: { props: unknown }) {
  const p = props as { sizes: string[] };
  return <PackagingSuggester productId={7} designation="NYM-J" url="/proizvod/nym-j/" sizes={p.sizes} />;
}

/** The suggester's polite live region (the table's own role="status" region is for its rows). */
function liveRegion(): HTMLElement {
  const region = document.querySelector<HTMLElement>('.ks-packaging-suggester__status');
  expect(region).toHaveAttribute('aria-live', 'polite');
  return region as HTMLElement;
}

beforeEach(() => {
  localStorage.clear();
  get.mockReset();
});

it('suggests the cheapest packages and a cut for a length, announces it and adds the lines to the cart', async () => {
  get.mockResolvedValue(ok(answer));
  await renderIsland(Harness, { sizes: ['3x2.5', '5x1.5'] }, 'hr-HR', ['packaging', 'cart']);
  const user = userEvent.setup();
  expect(screen.getByRole('heading', { name: 'Trebate određenu duljinu?' })).toBeInTheDocument();
  await user.selectOptions(screen.getByLabelText('Veličina'), '3x2.5');
  await user.type(screen.getByLabelText('Metara 3x2,5'), '370');
  await user.click(screen.getByRole('button', { name: 'Predloži' }));
  await settle();
  expect(get).toHaveBeenCalledWith('products/7/packaging-suggestion', { query: { size: '3x2.5', length_m: 370 } });
  const text = 'Prijedlog: 3 × Kolut 100 m + 70 m rezano – Bubanj 500 m (naknada za rezanje 20,00 €) = 407,06 €';
  expect(screen.getByText(text, { selector: '.ks-packaging-suggester__result p' })).toBeInTheDocument();
  expect(liveRegion()).toHaveTextContent(text);

  await user.click(screen.getByRole('button', { name: 'Dodaj ovo u košaricu' }));
  const items = getItems('cart');
  expect(items.map((item) => [item.data.SifraArtikla2, item.quantity])).toEqual([
    ['NYM325-R', 300],
    ['NYM325-D', 70],
  ]);
  expect(items[1].data.Cijena).toBe(1.1272);
  expect(liveRegion()).toHaveTextContent('U košaricu su dodane 2 stavke.');
});

it('says when no drum can be cut and the length is rounded up to whole packages', async () => {
  get.mockResolvedValue(ok({ ...answer, lines: [{ ...answer.lines[0], count: 4, quantity_m: 400 }], total_cents: 41088, excess_m: 30 }));
  await renderIsland(Harness, { sizes: ['3x2.5'] }, 'en-US', ['packaging', 'cart']);
  const user = userEvent.setup();
  expect(screen.queryByLabelText('Size')).not.toBeInTheDocument();
  await user.type(screen.getByLabelText('Metres of 3x2.5'), '370');
  await user.click(screen.getByRole('button', { name: 'Suggest' }));
  await settle();
  expect(liveRegion()).toHaveTextContent('Suggestion: 4 × Kolut 100 m = €410.88 (400 m, 30 m more than asked: no drum is cut to length)');
});

it('refuses a length outside 1..10,000 m by the field, without asking the server, and shows the server\'s field error', async () => {
  await renderIsland(Harness, { sizes: ['3x2.5'] }, 'en-US', ['packaging', 'cart']);
  const user = userEvent.setup();
  const field = screen.getByLabelText('Metres of 3x2.5');
  await user.type(field, '10001');
  await user.click(screen.getByRole('button', { name: 'Suggest' }));
  expect(get).not.toHaveBeenCalled();
  expect(field).toHaveAttribute('aria-invalid', 'true');
  expect(field).toHaveAccessibleDescription('Metres: enter a whole number from 1 to 10,000 m.');
  expect(screen.queryByRole('button', { name: 'Add these to cart' })).not.toBeInTheDocument();

  get.mockRejectedValue(new ApiError('http', 'Size: no article.', 404, 'kabelshop_packaging_no_articles', { size: 'Size: this cable type has no article of that size that can be ordered online.' }));
  await user.clear(field);
  await user.type(field, '50');
  await user.click(screen.getByRole('button', { name: 'Suggest' }));
  await settle();
  expect(field).toHaveAccessibleDescription('Size: this cable type has no article of that size that can be ordered online.');
  expect(within(document.body).queryByText(/Suggestion:/)).not.toBeInTheDocument();
});
