/**
 * React binding of lib/cart: every island reads the lists through useSyncExternalStore, so the
 * header cart, side cart and checkout show one truth, in every tab.
 */
import { useSyncExternalStore } from 'react';
import { getItems, subscribe, type CartItem, type ListKind } from './store';

export function useList(kind: ListKind): readonly CartItem[] {
  return useSyncExternalStore(
    subscribe,
    () => getItems(kind),
    () => getItems(kind),
  );
}
