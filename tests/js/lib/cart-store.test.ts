/**
 * lib/cart store: spec sections 3, 4 and 9 (7-day expiry, removal by article code + timestamp,
 * empty list deletes the stored cart, one truth across tabs).
 */
import {
  addItem,
  CART_EXPIRY_MS,
  clock,
  getItems,
  read,
  removeItem,
  setQuantity,
  subscribe,
  updatePrices,
} from '../../../src/lib/cart/store';

const realNow = clock.now;
const data = (code: string, price = 0.187) => ({ Cijena: price, SifraArtikla2: code, name: 'NYM-J', sizeLabel: '3x2,5' });

afterEach(() => {
  clock.now = realNow;
});

describe('expiry (604800000 ms)', () => {
  it('keeps a cart exactly 7 days old and clears it 1 ms later', () => {
    const start = 1_800_000_000_000;
    clock.now = () => start;
    addItem('cart', data('A1'), 10);
    clock.now = () => start + CART_EXPIRY_MS;
    expect(read('cart')?.data).toHaveLength(1);
    clock.now = () => start + CART_EXPIRY_MS + 1;
    expect(read('cart')).toBeNull();
    expect(window.localStorage.getItem('kabelshop.cart')).toBeNull();
  });

  it('getItems shows nothing for an expired list', () => {
    const start = 1_800_000_000_000;
    clock.now = () => start;
    addItem('inquiry', data('B1'), 5);
    expect(getItems('inquiry')).toHaveLength(1);
    clock.now = () => start + CART_EXPIRY_MS + 1;
    expect(getItems('inquiry')).toHaveLength(0);
  });
});

describe('lines', () => {
  it('removes only the line with the same article code and timestamp', () => {
    const first = addItem('cart', data('A1'), 50);
    const second = addItem('cart', data('A1'), 50);
    const other = addItem('cart', data('C3'), 10);
    removeItem('cart', 'A1', other.timestamp); // right timestamp of another code: nothing removed
    expect(getItems('cart')).toHaveLength(3);
    removeItem('cart', 'A1', first.timestamp);
    expect(getItems('cart').map((item) => item.timestamp)).toEqual([second.timestamp, other.timestamp]);
  });

  it('deletes the stored entry when the list becomes empty', () => {
    const line = addItem('cart', data('A1'), 1);
    expect(window.localStorage.getItem('kabelshop.cart')).not.toBeNull();
    removeItem('cart', 'A1', line.timestamp);
    expect(window.localStorage.getItem('kabelshop.cart')).toBeNull();
  });

  it('setQuantity 0 removes the line; fractional metres are refused', () => {
    const line = addItem('cart', data('A1'), 3);
    expect(() => setQuantity('cart', 'A1', line.timestamp, 2.5)).toThrow(RangeError);
    setQuantity('cart', 'A1', line.timestamp, 0);
    expect(getItems('cart')).toHaveLength(0);
  });

  it('updatePrices replaces the stored unit price with the server one', () => {
    addItem('cart', data('A1', 0.187), 3);
    updatePrices('cart', { A1: 0.2 });
    expect(getItems('cart')[0].data.Cijena).toBe(0.2);
  });

  it('keeps cart and inquiry list apart', () => {
    addItem('cart', data('A1'), 3);
    expect(getItems('inquiry')).toHaveLength(0);
  });
});

describe('subscribers', () => {
  it('are told about a change made in another tab (storage event)', () => {
    const seen: number[] = [];
    const unsubscribe = subscribe(() => seen.push(getItems('cart').length));
    window.localStorage.setItem(
      'kabelshop.cart',
      JSON.stringify({ timestamp: Date.now(), data: [{ timestamp: 1, quantity: 7, data: data('X9') }] }),
    );
    window.dispatchEvent(new StorageEvent('storage', { key: 'kabelshop.cart' }));
    unsubscribe();
    expect(seen).toEqual([1]);
    expect(getItems('cart')[0].quantity).toBe(7);
  });

  it('ignore storage events of unrelated keys', () => {
    const listener = jest.fn();
    const unsubscribe = subscribe(listener);
    window.dispatchEvent(new StorageEvent('storage', { key: 'something.else' }));
    unsubscribe();
    expect(listener).not.toHaveBeenCalled();
  });
});
