/**
 * Header cart island: count badge and accessible name, short list of up to 5 lines shown on hover
 * (300 ms grace), focus and click, open side cart event, checkout link, Escape closes and returns
 * focus, focus kept from the plain badge it replaces; follows lib/cart changes.
 */
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Island from '../../../src/islands/header-cart';
import { addItem } from '../../../src/lib/cart/store';
import { onOpenSideCart } from '../../../src/lib/cart/side-cart';
import { failOnActWarnings, renderIsland } from './render';

failOnActWarnings();

const add = (code: string, metres: number) =>
  addItem('cart', { Cijena: 0.5, SifraArtikla2: code, name: `Kabel ${code}`, sizeLabel: '3x1.5' }, metres);

it('shows the count and, when opened, up to 5 lines with name, size and metres', async () => {
  for (let i = 1; i <= 6; i += 1) add(`A${i}`, i * 1000);
  const user = userEvent.setup();
  await renderIsland(Island, { checkoutUrl: '/blagajna/' });
  const button = screen.getByRole('button', { name: 'Košarica: 6 stavki' });
  expect(button.querySelector('[data-cart-count="cart"]')).toHaveTextContent('6');
  expect(button).toHaveAttribute('aria-expanded', 'false');
  await user.click(button);
  expect(button).toHaveAttribute('aria-expanded', 'true');
  const items = screen.getAllByRole('listitem');
  expect(items).toHaveLength(5);
  expect(items[0]).toHaveTextContent('Kabel A1 3x1,51.000 m'); // stored '3x1.5', Croatian decimal comma (issue 13)
  expect(screen.getByText('i još 1 stavka')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Na blagajnu' })).toHaveAttribute('href', '/blagajna/');
  await user.keyboard('{Escape}');
  expect(button).toHaveAttribute('aria-expanded', 'false');
  expect(button).toHaveFocus();
});

it('shows the list on hover and hides it 300 ms after the pointer leaves; a click keeps it open', async () => {
  add('H1', 25);
  const user = userEvent.setup();
  await renderIsland(Island, { checkoutUrl: '/checkout/' }, 'en-US');
  const button = screen.getByRole('button', { name: 'Cart: 1 item' });
  await user.hover(button);
  expect(button).toHaveAttribute('aria-expanded', 'true');
  expect(screen.getByRole('listitem')).toHaveTextContent('Kabel H1 3x1.525 m'); // en-US keeps the point
  await user.unhover(button);
  expect(button).toHaveAttribute('aria-expanded', 'true'); // grace period
  await waitFor(() => expect(button).toHaveAttribute('aria-expanded', 'false'));
  await user.hover(button);
  await user.click(button);
  await user.unhover(button);
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 400));
  });
  expect(button).toHaveAttribute('aria-expanded', 'true');
});

it('shows the list while the keyboard focus is on it and closes when the focus leaves', async () => {
  add('K1', 10);
  const user = userEvent.setup();
  await renderIsland(Island, { checkoutUrl: '/checkout/' }, 'en-US');
  const after = document.createElement('button');
  after.textContent = 'after';
  document.body.append(after);
  await user.tab();
  const button = screen.getByRole('button', { name: 'Cart: 1 item' });
  expect(button).toHaveFocus();
  expect(button).toHaveAttribute('aria-expanded', 'true');
  await user.tab();
  expect(screen.getByRole('button', { name: 'Open cart' })).toHaveFocus();
  await user.tab();
  expect(screen.getByRole('link', { name: 'Checkout' })).toHaveFocus();
  await user.tab();
  expect(after).toHaveFocus();
  expect(button).toHaveAttribute('aria-expanded', 'false');
  after.remove();
});

it('keeps the focus of a keyboard user who was on the plain badge when the island mounted, and steals none otherwise', async () => {
  const hadFocus = { values: {}, focused: null, selection: null, hadFocus: true };
  const WithFocus = ({ props }: { props: unknown }) => <Island props={props} fallback={hadFocus} />;
  const { unmount } = await renderIsland(WithFocus, { checkoutUrl: '/checkout/' }, 'en-US');
  expect(screen.getByRole('button', { name: 'Cart: empty' })).toHaveFocus();
  unmount();
  const NoFocus = ({ props }: { props: unknown }) => <Island props={props} fallback={{ ...hadFocus, hadFocus: false }} />;
  await renderIsland(NoFocus, { checkoutUrl: '/checkout/' }, 'en-US');
  expect(screen.getByRole('button', { name: 'Cart: empty' })).not.toHaveFocus();
  expect(screen.getByRole('button', { name: 'Cart: empty' })).toHaveAttribute('aria-expanded', 'false');
});

it('follows the cart store and opens the side cart through its events', async () => {
  const user = userEvent.setup();
  await renderIsland(Island, { checkoutUrl: '/blagajna/' }, 'en-US');
  const button = screen.getByRole('button', { name: 'Cart: empty' });
  expect(button.querySelector('[data-cart-count="cart"]')).not.toBeVisible();
  act(() => {
    add('B1', 50);
  });
  expect(button).toHaveAccessibleName('Cart: 1 item');
  expect(button.querySelector('[data-cart-count="cart"]')).toHaveTextContent('1');
  const events: string[] = [];
  const onLoad = (e: Event) => events.push(`load:${(e as CustomEvent).detail.island}`);
  document.addEventListener('kabelshop:load-island', onLoad);
  await user.click(button);
  await user.click(screen.getByRole('button', { name: 'Open cart' }));
  document.removeEventListener('kabelshop:load-island', onLoad);
  // The side cart is not there yet: it is loaded, and opens on the cart list when it mounts.
  const unregister = onOpenSideCart((list) => events.push(`open:${list}`));
  unregister();
  expect(events).toEqual(['load:side-cart', 'open:cart']);
});

it("says 'The cart is empty' when opened with no lines", async () => {
  const user = userEvent.setup();
  await renderIsland(Island, { checkoutUrl: '/checkout/' }, 'en-US');
  await user.click(screen.getByRole('button', { name: /Cart/ }));
  expect(screen.getByText('The cart is empty')).toBeInTheDocument();
  expect(screen.queryByRole('link', { name: 'Checkout' })).toBeNull();
});
