/**
 * The one way to open the side cart (the side-cart island, src/islands/side-cart) on a list, from
 * the header's cart buttons (src/ui/cart-badge.ts), the header cart island and "order again" in the
 * account's orders.
 *
 * The side cart is loaded on interaction, so the first request usually comes before it exists:
 * openSideCart() then keeps the list as pending and asks boot.ts to load the island (document event
 * 'kabelshop:load-island' {island:'side-cart'}); when the island mounts it registers its opener with
 * onOpenSideCart(), which serves the pending request at once. Later requests call the opener directly.
 * The state is this module's, shared by the boot script and every island chunk (one webpack runtime),
 * so no window global is needed.
 */
import type { ListKind } from './store';

/** The island that shows the lists (a key of src/islands/registry.ts). */
export const SIDE_CART_ISLAND = 'side-cart';
/** The document event boot.ts listens to for loading an island now. */
export const LOAD_ISLAND_EVENT = 'kabelshop:load-island';

type Opener = (list: ListKind) => void;

let opener: Opener | null = null;
let pending: ListKind | null = null;

/** Opens the side cart on a list (the cart unless told), loading the island first when needed. */
export function openSideCart(list: ListKind = 'cart'): void {
  if (opener) {
    opener(list);
    return;
  }
  pending = list;
  if (typeof document !== 'undefined') {
    document.dispatchEvent(new CustomEvent(LOAD_ISLAND_EVENT, { detail: { island: SIDE_CART_ISLAND } }));
  }
}

/**
 * For the side cart island only: how it opens. A request made before it mounted is served at once.
 * Returns the function that unregisters it (on unmount).
 */
export function onOpenSideCart(open: Opener): () => void {
  opener = open;
  if (pending) {
    const list = pending;
    pending = null;
    open(list);
  }
  return () => {
    if (opener === open) opener = null;
  };
}
