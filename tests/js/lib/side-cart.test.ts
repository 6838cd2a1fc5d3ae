/**
 * lib/cart openSideCart(): the one way to open the side cart. Before the island exists it asks
 * boot.ts to load it and the island opens on the asked list when it registers; afterwards it opens
 * the mounted island directly, without loading anything again.
 */
import { onOpenSideCart, openSideCart } from '../../../src/lib/cart/side-cart';

it('loads the side cart island, opens it on the list asked before it mounted, then opens it directly', () => {
  const loads: string[] = [];
  const onLoad = (event: Event): void => {
    loads.push((event as CustomEvent<{ island: string }>).detail.island);
  };
  document.addEventListener('kabelshop:load-island', onLoad);
  openSideCart('inquiry');
  expect(loads).toEqual(['side-cart']);

  const opened: string[] = [];
  const unregister = onOpenSideCart((list) => opened.push(list));
  expect(opened).toEqual(['inquiry']);

  openSideCart();
  openSideCart('inquiry');
  expect(opened).toEqual(['inquiry', 'cart', 'inquiry']);
  expect(loads).toEqual(['side-cart']);

  unregister();
  openSideCart('cart');
  expect(opened).toEqual(['inquiry', 'cart', 'inquiry']);
  expect(loads).toEqual(['side-cart', 'side-cart']);
  document.removeEventListener('kabelshop:load-island', onLoad);
});

it('serves a pending request only once', () => {
  const opened: string[] = [];
  onOpenSideCart((list) => opened.push(list))();
  const unregister = onOpenSideCart((list) => opened.push(list));
  expect(opened).toEqual(['cart']);
  unregister();
});
