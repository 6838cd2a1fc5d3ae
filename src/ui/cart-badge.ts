/**
 * The header's cart and inquiry-list counts ([data-cart-count="cart"|"inquiry"]) and the cart
 * buttons ([data-open-cart]) that load and open the side cart island. Plain DOM, no React, so a
 * marketing page pays for no framework until the visitor opens the cart.
 */
import { openSideCart } from '../lib/cart/side-cart';
import { count, subscribe, type ListKind } from '../lib/cart/store';

export function startCartBadge(root: ParentNode): void {
  const badges = Array.from(root.querySelectorAll<HTMLElement>('[data-cart-count]'));
  const render = (): void => {
    for (const badge of badges) {
      const n = count((badge.dataset.cartCount as ListKind) || 'cart');
      badge.textContent = String(n);
      badge.hidden = n === 0;
    }
  };
  render();
  subscribe(render);
  root.querySelectorAll<HTMLElement>('[data-open-cart]').forEach((button) => {
    button.addEventListener('click', (event) => {
      event.preventDefault();
      openSideCart(button.dataset.openCart === 'inquiry' ? 'inquiry' : 'cart');
    });
  });
}
