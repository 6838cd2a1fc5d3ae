/**
 * Account "Order lists" island (issue 13): save the cart as a named list, order a list (today's
 * quoted prices into the cart, side cart opens), delete after a confirmation.
 * lib/api is stubbed at the module boundary; lib/cart is the real store.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import OrderListsIsland from '../../../src/islands/account-order-lists';
import { api, request } from '../../../src/lib/api';
import { onOpenSideCart } from '../../../src/lib/cart/side-cart';
import { addItem, clear, getItems } from '../../../src/lib/cart/store';
import { failOnActWarnings, ok, renderIsland } from './render';

jest.mock('../../../src/lib/api', () => {
  const actual = jest.requireActual('../../../src/lib/api');
  return {
    ...actual,
    api: { get: jest.fn(), post: jest.fn() },
    request: jest.fn(),
  };
});

failOnActWarnings();

const post = api.post as jest.Mock;
const del = request as jest.Mock;
const NS = ['order-lists', 'common'];

const line = (code: string, quantity: number) => ({
  article_code: code,
  quantity_m: quantity,
  name: 'NYY-J',
  size_label: '5x16',
  packaging: 'drum',
  unit_price_e4: 66208,
  price_is_demo: true,
  available: true,
  product_url: '/en/cable/nyy-j/',
});
const list = {
  id: 'abcdef012345',
  name: 'Site kit A',
  updated_at: '2026-11-20 10:00:00',
  lines: [line('KS-NYYJ-5X16-D', 200), line('KS-NYMJ-3X2.5-R', 100)],
};

beforeEach(() => {
  post.mockReset();
  del.mockReset();
  clear('cart');
});

describe('account-order-lists island', () => {
  it('saves the cart as a named list', async () => {
    addItem('cart', { Cijena: 6.6208, SifraArtikla2: 'KS-NYYJ-5X16-D' }, 200);
    post.mockResolvedValue(ok({ id: list.id, lists: [list] }, {}, 201));
    await renderIsland(OrderListsIsland, { lists: [] }, 'en-US', NS);
    expect(screen.getByText('You have no order lists yet.')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('List name'), 'Site kit A');
    await userEvent.click(screen.getByRole('button', { name: 'Save cart as list (1 line)' }));
    expect(post).toHaveBeenCalledWith('order-lists', {
      name: 'Site kit A',
      lines: [{ article_code: 'KS-NYYJ-5X16-D', quantity_m: 200 }],
    });
    expect(await screen.findByRole('heading', { name: 'Site kit A' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('The list “Site kit A” was saved.');
  });

  it("orders a list at today's quoted prices and opens the side cart", async () => {
    const opened: string[] = [];
    const unregister = onOpenSideCart((kind) => opened.push(kind));
    post.mockResolvedValue(
      ok({
        currency: 'EUR',
        discount_percent: 20,
        lines: [
          {
            article_code: 'KS-NYYJ-5X16-D',
            quantity_m: 200,
            name: 'NYY-J',
            size_label: '5x16',
            packaging: 'drum',
            unit_price_e4: 70000,
            unit_price: '7.0000',
            line_net_cents: 140000,
          },
        ],
        unknown_codes: ['KS-NYMJ-3X2.5-R'],
        earliest_delivery_date: '2026-12-23',
        subtotal_cents: 140000,
        discount_cents: 28000,
        net_cents: 112000,
        delivery_cents: null,
        vat_percent: 25,
        vat_cents: 28000,
        gross_cents: 140000,
      }),
    );
    await renderIsland(OrderListsIsland, { lists: [list] }, 'hr-HR', NS);
    await userEvent.click(screen.getByRole('button', { name: 'Naruči popis Site kit A' }));
    await waitFor(() => expect(getItems('cart')).toHaveLength(1));
    expect(post).toHaveBeenCalledWith('cart/quote', {
      lines: [
        { article_code: 'KS-NYYJ-5X16-D', quantity_m: 200 },
        { article_code: 'KS-NYMJ-3X2.5-R', quantity_m: 100 },
      ],
    });
    expect(getItems('cart')[0].data.Cijena).toBe(7);
    expect(opened).toEqual(['cart']);
    expect(screen.getByRole('alert')).toHaveTextContent('Više nije u katalogu: KS-NYMJ-3X2.5-R.');
    unregister();
  });

  it('edits the metres of a line and deletes a list only after confirming', async () => {
    post.mockResolvedValue(ok({ lists: [{ ...list, lines: [line('KS-NYYJ-5X16-D', 300)] }] }));
    await renderIsland(OrderListsIsland, { lists: [list] }, 'en-US', NS);
    await userEvent.click(screen.getByRole('button', { name: 'Edit Site kit A' }));
    const metres = screen.getByLabelText('Metres of NYY-J 5x16 (KS-NYYJ-5X16-D)') as HTMLInputElement;
    await userEvent.clear(metres);
    await userEvent.type(metres, '300');
    await userEvent.click(
      screen.getByRole('button', {
        name: 'Remove NYY-J 5x16 (KS-NYMJ-3X2.5-R)',
      }),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(post).toHaveBeenCalledWith('order-lists/abcdef012345', {
      name: 'Site kit A',
      lines: [{ article_code: 'KS-NYYJ-5X16-D', quantity_m: 300 }],
    });
    const card = (await screen.findByRole('heading', { name: 'Site kit A' })).closest('li') as HTMLElement;
    expect(within(card).getByText('1 article')).toBeInTheDocument();

    const confirm = jest.spyOn(window, 'confirm').mockReturnValueOnce(false).mockReturnValueOnce(true);
    await userEvent.click(screen.getByRole('button', { name: 'Delete Site kit A' }));
    expect(del).not.toHaveBeenCalled();
    del.mockResolvedValue(ok({ lists: [] }));
    await userEvent.click(screen.getByRole('button', { name: 'Delete Site kit A' }));
    expect(confirm).toHaveBeenLastCalledWith('Delete the list “Site kit A”? This cannot be undone.');
    expect(del).toHaveBeenCalledWith('order-lists/abcdef012345', {
      method: 'DELETE',
    });
    expect(await screen.findByText('You have no order lists yet.')).toBeInTheDocument();
    confirm.mockRestore();
  });
});
