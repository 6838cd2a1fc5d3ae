/**
 * Account wishlist island (spec: wishlist): entries with current price and availability, move to
 * the cart with metres (rule and no double request), remove, and the product table's save button
 * shown only to customers. lib/api is stubbed at the module boundary.
 */
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import WishlistIsland from '../../../src/islands/account-wishlist';
import ProductTableIsland from '../../../src/islands/product-table';
import { api, request } from '../../../src/lib/api';
import { clear, getItems } from '../../../src/lib/cart/store';
import { ok, renderIsland } from './render';

jest.mock('../../../src/lib/api', () => {
  const actual = jest.requireActual('../../../src/lib/api');
  return { ...actual, api: { get: jest.fn(), post: jest.fn() }, request: jest.fn() };
});

const post = api.post as jest.Mock;
const del = request as jest.Mock;
const NS = ['wishlist', 'catalogue', 'cart'];

const entry = (code: string, overrides = {}) => ({
  article_code: code,
  name: 'NYM-J',
  size_label: '3x2.5',
  packaging: 'ring',
  unit_price_e4: 12345,
  price_is_demo: true,
  stock_m: 500,
  availability: 'in_stock',
  product_url: '/kabel/nym-j/',
  added_at: '2026-01-01 10:00:00',
  ...overrides,
});

beforeEach(() => {
  post.mockReset();
  del.mockReset();
  clear('cart');
  localStorage.clear();
});

describe('wishlist panel', () => {
  it('says when the list is empty', async () => {
    await renderIsland(WishlistIsland, { items: [], discountPercent: 20 }, 'en-US', NS);
    expect(screen.getByText(/Your wishlist is empty/)).toBeInTheDocument();
  });

  it('shows the current price in the locale and the availability', async () => {
    await renderIsland(WishlistIsland, { items: [entry('A-1'), entry('B-2', { availability: 'unavailable', unit_price_e4: null })], discountPercent: 0 }, 'hr-HR', NS);
    expect(screen.getByRole('list', { name: 'Lista želja, 2 artikla' })).toBeInTheDocument();
    expect(screen.getByText('1,2345 €')).toBeInTheDocument();
    expect(screen.getByText('Više nije u katalogu')).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: /Premjesti u košaricu/ })).toHaveLength(1);
  });

  it('moves an entry to the cart with the metres, once, and removes it from the wishlist', async () => {
    let resolve: (value: unknown) => void = () => undefined;
    del.mockReturnValue(new Promise((r) => (resolve = r)));
    await renderIsland(WishlistIsland, { items: [entry('A-1')], discountPercent: 0 }, 'en-US', NS);
    const metres = screen.getByLabelText('Metres');
    await userEvent.clear(metres);
    await userEvent.type(metres, '250');
    const move = screen.getByRole('button', { name: 'Move to cart NYM-J 3x2.5' });
    await userEvent.click(move);
    await userEvent.click(move);
    expect(del).toHaveBeenCalledTimes(1);
    expect(del).toHaveBeenCalledWith('wishlist/A-1', { method: 'DELETE' });
    expect(getItems('cart')).toHaveLength(1);
    expect(getItems('cart')[0]).toMatchObject({ quantity: 250, data: { SifraArtikla2: 'A-1', Cijena: 1.2345 } });
    resolve(ok({ items: [] }));
    await waitFor(() => expect(screen.getByText(/moved to the cart/)).toBeInTheDocument());
    expect(screen.getByText(/Your wishlist is empty/)).toBeInTheDocument();
  });

  it('refuses metres that are not whole metres >= 1', async () => {
    await renderIsland(WishlistIsland, { items: [entry('A-1')], discountPercent: 0 }, 'en-US', NS);
    const metres = screen.getByLabelText('Metres');
    await userEvent.clear(metres);
    await userEvent.click(screen.getByRole('button', { name: 'Move to cart NYM-J 3x2.5' }));
    expect(screen.getByText('Please enter whole metres, at least 1.')).toBeInTheDocument();
    expect(del).not.toHaveBeenCalled();
    expect(getItems('cart')).toEqual([]);
  });

  it('shows an approved customer their price with the list price struck through and labelled', async () => {
    await renderIsland(WishlistIsland, { items: [entry('A-1', { your_unit_price_e4: 9876 })], discountPercent: 20 }, 'hr-HR', NS);
    const price = document.querySelector('.ks-wishlist__price') as HTMLElement;
    expect(price).toHaveTextContent('Vaša cijena 0,9876 € Cijena po cjeniku 1,2345 €');
    expect(price.querySelector('s')).toHaveTextContent('1,2345 €');
  });

  it('with a metal surcharge shows the full prices (issue 27): the server\'s own full price (full less 20 %), and the surcharge named', async () => {
    await renderIsland(
      WishlistIsland,
      { items: [entry('A-1', { your_unit_price_e4: 9876, your_full_price_e4: 12052, metal_surcharge_e4: 2720, metal_display: 'full' })], discountPercent: 20 },
      'en-US',
      NS,
    );
    const price = document.querySelector('.ks-wishlist__price') as HTMLElement;
    // List 1.2345 + 0.2720 = 1.5065; the customer's 1.5065 x 0.8 = 1.2052 (the server's figure).
    expect(price).toHaveTextContent('Your price €1.2052');
    expect(price).toHaveTextContent('List price €1.5065');
    expect(price.querySelector('s')).toHaveTextContent('€1.5065');
    expect(price).toHaveTextContent(/metal surcharge €?0\.2720/i);
  });

  it('shows the list price only when the entry has no customer price', async () => {
    await renderIsland(WishlistIsland, { items: [entry('A-1', { your_unit_price_e4: null })], discountPercent: 0 }, 'en-US', NS);
    const price = document.querySelector('.ks-wishlist__price') as HTMLElement;
    expect(price).toHaveTextContent('€1.2345');
    expect(price).not.toHaveTextContent(/Your price|List price/);
    expect(price.querySelector('s')).toBeNull();
  });

  it('starts a ring at its package length, steps by it and refuses a part of a ring', async () => {
    await renderIsland(WishlistIsland, { items: [entry('A-1', { order_multiple_m: 100 })], discountPercent: 0 }, 'en-US', NS);
    const metres = screen.getByLabelText('Metres');
    expect(metres).toHaveValue(100);
    expect(metres).toHaveAttribute('min', '100');
    expect(metres).toHaveAttribute('step', '100');
    expect(metres).toHaveAccessibleDescription('Sold in rings of 100 m');
    await userEvent.clear(metres);
    await userEvent.type(metres, '150');
    await userEvent.click(screen.getByRole('button', { name: 'Move to cart NYM-J 3x2.5' }));
    expect(getItems('cart')).toEqual([]);
    expect(del).not.toHaveBeenCalled();
    expect(metres).toHaveAccessibleDescription('Sold in rings of 100 m Whole packages only: enter 100, 200, 300 … m.');
  });

  it('removes an entry', async () => {
    del.mockResolvedValue(ok({ items: [entry('B-2')] }));
    await renderIsland(WishlistIsland, { items: [entry('A-1', { name: 'Alpha' }), entry('B-2')], discountPercent: 0 }, 'en-US', NS);
    await userEvent.click(screen.getByRole('button', { name: 'Remove Alpha 3x2.5' }));
    await waitFor(() => expect(screen.getByText('Alpha 3x2.5 was removed from your wishlist.')).toBeInTheDocument());
    expect(screen.queryByRole('link', { name: 'Alpha 3x2.5' })).not.toBeInTheDocument();
  });
});

describe('save to wishlist in the product table', () => {
  const product = (wishlist?: boolean) => ({
    id: 1,
    designation: 'NYM-J',
    url: '/kabel/nym-j/',
    construction: null,
    colour_standard: '',
    ...(wishlist === undefined ? {} : { wishlist }),
    articles: [
      {
        article_code: 'A-1',
        size_label: '3x2.5',
        cores: 3,
        cross_section_mm2: '2.5',
        outer_diameter_mm: null,
        copper_kg_km: null,
        copper_computed: false,
        weight_kg_km: null,
        packaging: 'ring',
        package_length_m: 100,
        unit_price_e4: 12345,
        unit_price: '1.2345',
        price_is_demo: true,
        stock_m: 100,
        availability: 'in_stock',
      },
    ],
  });

  it('is not shown to visitors', async () => {
    await renderIsland(ProductTableIsland, product(), 'en-US', NS);
    expect(screen.queryByRole('button', { name: /Save to wishlist/ })).not.toBeInTheDocument();
  });

  it('saves for a customer and announces it', async () => {
    post.mockResolvedValue(ok({ items: [entry('A-1')] }));
    await renderIsland(ProductTableIsland, product(true), 'en-US', NS);
    await userEvent.click(screen.getByRole('button', { name: 'Save to wishlist: NYM-J 3x2.5' }));
    expect(post).toHaveBeenCalledWith('wishlist', { article_code: 'A-1' });
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('NYM-J 3x2.5 was saved to your wishlist.'));
    // Shown by the row whose star was pressed, not below the table.
    const feedback = screen.getAllByRole('row')[2];
    expect(feedback).toHaveTextContent('NYM-J 3x2.5 was saved to your wishlist.');
    expect(screen.getByRole('button', { name: 'Saved to wishlist: NYM-J 3x2.5' })).toBeInTheDocument();
  });
});
