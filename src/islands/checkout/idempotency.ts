/**
 * Idempotency-Key of an order attempt (POST kabelshop/v1/orders; the server answers 409
 * kabelshop_idempotency_key_reused to a key reused with another body). The server keeps a key only
 * with a stored order (Commerce\Checkout: the order row's idempotency_key), so a refusal that wrote
 * nothing (400, 409 on request, 409 over the credit limit) leaves the key unused; the island still
 * starts a new key after such a refusal, since the buyer's next submit is a new attempt.
 */

/** A new Idempotency-Key (UUID v4) for one checkout attempt. */
export function newIdempotencyKey(): string {
  const c = globalThis.crypto;
  if (c && typeof c.randomUUID === 'function') return c.randomUUID();
  const bytes = new Uint8Array(16);
  c.getRandomValues(bytes);
  bytes[6] = (bytes[6] & 0x0f) | 0x40;
  bytes[8] = (bytes[8] & 0x3f) | 0x80;
  const hex = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
