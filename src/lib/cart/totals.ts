/**
 * Cart totals, spec section 9: total = sum of quantity x unit price, x (100 - discount) / 100,
 * shown with 2 decimals. Exact arithmetic: unit prices are turned into integer ten-thousandths of
 * a euro (4 decimals, as cable price lists carry), lines are summed exactly, and only the final
 * total is rounded to cents, half away from zero. The PHP side (Kabelshop\Commerce\Totals) does
 * the same and is the authority.
 */
import type { CartItem } from './store';

/** EUR with up to 4 decimals => integer ten-thousandths. */
export function toE4(eur: number): number {
  return Math.round(eur * 10_000);
}

/** Sum of quantity x unit price over the lines, in ten-thousandths of a euro (exact). */
export function netE4(items: readonly Pick<CartItem, 'quantity' | 'data'>[]): number {
  return items.reduce((sum, item) => sum + item.quantity * toE4(item.data.Cijena), 0);
}

/** Rounds a non-negative integer division half up. */
function divRound(numerator: number, denominator: number): number {
  return Math.floor((numerator + Math.floor(denominator / 2)) / denominator);
}

/**
 * The discounted total in cents.
 * @param items Cart lines (quantity in metres, Cijena in EUR per metre).
 * @param discountPercent 0-100; 20 for approved business customers (spec section 9).
 */
export function totalCents(items: readonly Pick<CartItem, 'quantity' | 'data'>[], discountPercent: number): number {
  return divRound(netE4(items) * (100 - discountPercent), 100 * 100);
}

/** The undiscounted sum in cents. */
export function subtotalCents(items: readonly Pick<CartItem, 'quantity' | 'data'>[]): number {
  return divRound(netE4(items), 100);
}
