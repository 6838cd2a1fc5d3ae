/**
 * Non-React behaviours of the PHP markup. Each module is imported only when its selector is on
 * the page (10up scaffold pattern); the cart badge is tiny and on every page, so it is static.
 */
import { startCartBadge } from './cart-badge';

export function startUi(root: ParentNode): void {
  startCartBadge(root);
  if (root.querySelector('[data-menu-toggle]')) void import('./header').then((m) => m.startHeader(root));
  if (root.querySelector('[data-account-nav]')) void import('./account-nav').then((m) => m.startAccountNav(root));
}
