/**
 * Header cart island: count, short list of up to 5 lines, open side cart event, checkout link,
 * Escape closes and returns focus; follows lib/cart changes.
 */
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Island from '../../../src/islands/header-cart';
import { addItem } from '../../../src/lib/cart/store';
import { failOnActWarnings, renderIsland } from './render';

failOnActWarnings();

const add = (code: string, metres: number) =>
  addItem('cart', { Cijena: 0.5, SifraArtikla2: code, name: `Kabel ${code}`, sizeLabel: '3x1,5' }, metres);

it('shows the count and, when opened, up to 5 lines with name, size and metres', async () => {
  for (let i = 1; i <= 6; i += 1) add(`A${i}`, i * 1000);
  const user = userEvent.setup();
  await renderIsland(Island, { checkoutUrl: '/blagajna/' });
  const button = screen.getByRole('button', { name: /Košarica/ });
  expect(button).toHaveTextContent('6 stavki');
  expect(button).toHaveAttribute('aria-expanded', 'false');
  await user.click(button);
  expect(button).toHaveAttribute('aria-expanded', 'true');
  const items = screen.getAllByRole('listitem');
  expect(items).toHaveLength(5);
  expect(items[0]).toHaveTextContent('Kabel A1 3x1,5 1.000 m');
  expect(screen.getByText('i još 1 stavka')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Na blagajnu' })).toHaveAttribute('href', '/blagajna/');
  await user.keyboard('{Escape}');
  expect(button).toHaveAttribute('aria-expanded', 'false');
  expect(button).toHaveFocus();
});

it('follows the cart store and opens the side cart through its events', async () => {
  const user = userEvent.setup();
  await renderIsland(Island, { checkoutUrl: '/blagajna/' }, 'en-US');
  const button = screen.getByRole('button', { name: /Cart/ });
  expect(button).toHaveTextContent('empty');
  act(() => {
    add('B1', 50);
  });
  expect(button).toHaveTextContent('1 item');
  const events: string[] = [];
  const onLoad = (e: Event) => events.push(`load:${(e as CustomEvent).detail.island}`);
  const onOpen = (e: Event) => events.push(`open:${(e as CustomEvent).detail.list}`);
  document.addEventListener('kabelshop:load-island', onLoad);
  document.addEventListener('kabelshop:open-cart', onOpen);
  await user.click(button);
  await user.click(screen.getByRole('button', { name: 'Open cart' }));
  document.removeEventListener('kabelshop:load-island', onLoad);
  document.removeEventListener('kabelshop:open-cart', onOpen);
  expect(events).toEqual(['load:side-cart', 'open:cart']);
});

it("says 'The cart is empty' when opened with no lines", async () => {
  const user = userEvent.setup();
  await renderIsland(Island, { checkoutUrl: '/checkout/' }, 'en-US');
  await user.click(screen.getByRole('button', { name: /Cart/ }));
  expect(screen.getByText('The cart is empty')).toBeInTheDocument();
  expect(screen.queryByRole('link', { name: 'Checkout' })).toBeNull();
});
