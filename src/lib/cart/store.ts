/**
 * The one store for the cart and the inquiry list (spec sections 3, 4 and 9), shared by every
 * island and every open tab.
 *
 * Stored shape (localStorage 'kabelshop.cart' / 'kabelshop.inquiry'):
 *   { timestamp: ms of the last change, data: CartItem[] }
 *   CartItem = { timestamp: ms when added, quantity: metres, data: { Cijena, SifraArtikla2, ...display } }
 * Rules:
 * - adding always creates a new line with its own timestamp (two cut lengths of one article are
 *   two lines, as a cable buyer orders them);
 * - removal matches article code (SifraArtikla2) plus the line's timestamp;
 * - when the list becomes empty the stored entry is deleted;
 * - reading clears it when it is older than CART_EXPIRY_MS (strictly older: exactly 7 days is kept).
 * Cijena is the unit price per metre in EUR as shown when added; the server re-prices every quote
 * and order (POST kabelshop/v1/cart/quote), so it is never trusted.
 */

/** Spec section 9: cart and inquiry expiry, 7 days in milliseconds. */
export const CART_EXPIRY_MS = 604_800_000;

export type ListKind = 'cart' | 'inquiry';

export interface CartItemData {
  /** Unit price per metre, EUR, up to 4 decimals (display only; the server re-prices). */
  Cijena: number;
  /** Article code. */
  SifraArtikla2: string;
  name?: string;
  sizeLabel?: string;
  packaging?: string;
  productUrl?: string;
}

export interface CartItem {
  timestamp: number;
  /** Metres. */
  quantity: number;
  data: CartItemData;
}

export interface StoredList {
  timestamp: number;
  data: CartItem[];
}

type Listener = () => void;

const STORAGE_KEY: Record<ListKind, string> = { cart: 'kabelshop.cart', inquiry: 'kabelshop.inquiry' };
const EMPTY: readonly CartItem[] = Object.freeze([]);
const listeners = new Set<Listener>();
const snapshots: Partial<Record<ListKind, { raw: string | null; items: readonly CartItem[] }>> = {};
let lastStamp = 0;

/** Clock, replaceable in tests. */
export const clock = { now: (): number => Date.now() };

/** A strictly increasing timestamp, so two lines added in one millisecond stay distinguishable. */
function stamp(): number {
  lastStamp = Math.max(clock.now(), lastStamp + 1);
  return lastStamp;
}

function storage(): Storage | null {
  try {
    return typeof window !== 'undefined' ? window.localStorage : null;
  } catch {
    return null;
  }
}

function isItem(value: unknown): value is CartItem {
  const item = value as CartItem;
  return (
    !!item &&
    typeof item.timestamp === 'number' &&
    typeof item.quantity === 'number' &&
    !!item.data &&
    typeof item.data.SifraArtikla2 === 'string' &&
    typeof item.data.Cijena === 'number'
  );
}

/** Reads a list; clears an expired or unreadable one. */
export function read(kind: ListKind): StoredList | null {
  const store = storage();
  const raw = store?.getItem(STORAGE_KEY[kind]) ?? null;
  if (!raw) return null;
  try {
    const parsed = JSON.parse(raw) as StoredList;
    if (typeof parsed?.timestamp !== 'number' || !Array.isArray(parsed.data)) throw new Error('shape');
    if (clock.now() - parsed.timestamp > CART_EXPIRY_MS) {
      store?.removeItem(STORAGE_KEY[kind]);
      return null;
    }
    return { timestamp: parsed.timestamp, data: parsed.data.filter(isItem) };
  } catch {
    store?.removeItem(STORAGE_KEY[kind]);
    return null;
  }
}

function write(kind: ListKind, items: CartItem[]): void {
  const store = storage();
  if (items.length === 0) store?.removeItem(STORAGE_KEY[kind]);
  else store?.setItem(STORAGE_KEY[kind], JSON.stringify({ timestamp: clock.now(), data: items }));
  emit();
}

function emit(): void {
  listeners.forEach((listener) => listener());
}

/** The items of a list; the same array object while nothing changed (for useSyncExternalStore). */
export function getItems(kind: ListKind): readonly CartItem[] {
  const raw = storage()?.getItem(STORAGE_KEY[kind]) ?? null;
  const cached = snapshots[kind];
  if (cached && cached.raw === raw && (raw === null || clock.now() - (JSON.parse(raw) as StoredList).timestamp <= CART_EXPIRY_MS)) {
    return cached.items;
  }
  const items = read(kind)?.data ?? EMPTY;
  snapshots[kind] = { raw: storage()?.getItem(STORAGE_KEY[kind]) ?? null, items };
  return items;
}

/** Adds a line; quantity in metres, must be a positive whole number. Returns the new line. */
export function addItem(kind: ListKind, data: CartItemData, quantity: number): CartItem {
  if (!Number.isInteger(quantity) || quantity <= 0) throw new RangeError('quantity must be a positive whole number of metres');
  const item: CartItem = { timestamp: stamp(), quantity, data };
  write(kind, [...(read(kind)?.data ?? []), item]);
  return item;
}

/** Removes the line with this article code and line timestamp (spec section 4). */
export function removeItem(kind: ListKind, articleCode: string, timestamp: number): void {
  const items = read(kind)?.data ?? [];
  write(
    kind,
    items.filter((item) => !(item.data.SifraArtikla2 === articleCode && item.timestamp === timestamp)),
  );
}

/** Changes the metres of one line (matched like removal); 0 removes it. */
export function setQuantity(kind: ListKind, articleCode: string, timestamp: number, quantity: number): void {
  if (quantity === 0) {
    removeItem(kind, articleCode, timestamp);
    return;
  }
  if (!Number.isInteger(quantity) || quantity < 0) throw new RangeError('quantity must be a whole number of metres');
  const items = (read(kind)?.data ?? []).map((item) =>
    item.data.SifraArtikla2 === articleCode && item.timestamp === timestamp ? { ...item, quantity } : item,
  );
  write(kind, items);
}

/** Replaces the unit prices with the server's (after a quote), keeping lines and order. */
export function updatePrices(kind: ListKind, priceByCode: Record<string, number>): void {
  const items = read(kind)?.data ?? [];
  if (!items.some((item) => priceByCode[item.data.SifraArtikla2] !== undefined && priceByCode[item.data.SifraArtikla2] !== item.data.Cijena)) return;
  write(
    kind,
    items.map((item) =>
      priceByCode[item.data.SifraArtikla2] === undefined ? item : { ...item, data: { ...item.data, Cijena: priceByCode[item.data.SifraArtikla2] } },
    ),
  );
}

/** Empties a list (deletes its stored entry). */
export function clear(kind: ListKind): void {
  write(kind, []);
}

/** Number of lines in a list. */
export function count(kind: ListKind): number {
  return getItems(kind).length;
}

/** Subscribes to changes from this tab and, through the storage event, from every other tab. */
export function subscribe(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key === null || Object.values(STORAGE_KEY).includes(event.key)) emit();
  });
}
