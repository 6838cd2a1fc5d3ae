/**
 * lib/cart totals, spec section 9: total = sum of quantity x unit price x (100 - discount) / 100,
 * with 2 decimals; computed exactly in ten-thousandths of a euro.
 */
import { netE4, subtotalCents, toE4, totalCents } from '../../../src/lib/cart/totals';

const line = (quantity: number, price: number) => ({ quantity, data: { Cijena: price, SifraArtikla2: 'A' } });

describe('totals', () => {
  it('3 m x 0.1875 EUR at 20 %: 0.5625 x 0.8 = 0.45 exactly', () => {
    expect(netE4([line(3, 0.1875)])).toBe(5625);
    expect(totalCents([line(3, 0.1875)], 20)).toBe(45);
    expect(subtotalCents([line(3, 0.1875)])).toBe(56);
  });

  it('rounds half up only at the end: 1 m x 0.0125 at 0 % = 0.0125 => 0.01; 5 m => 0.0625 => 0.06', () => {
    expect(totalCents([line(1, 0.0125)], 0)).toBe(1);
    expect(totalCents([line(5, 0.0125)], 0)).toBe(6);
    expect(totalCents([line(2, 0.0125)], 0)).toBe(3);
  });

  it('has no binary float drift (0.1 + 0.2 style prices)', () => {
    expect(toE4(0.1 + 0.2)).toBe(3000);
    expect(totalCents([line(1, 0.1), line(1, 0.2)], 0)).toBe(30);
  });

  it('sums many lines exactly: 100 x 1 m at 0.1870 with 20 % = 14.96', () => {
    expect(totalCents(Array.from({ length: 100 }, () => line(1, 0.187)), 20)).toBe(1496);
  });
});
