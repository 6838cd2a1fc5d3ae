/**
 * Issue 27, "Delivery priced before payment": the approved demo customer puts a small order (one
 * 100 m ring of NYM-J 3x1.5, the first orderable row of its product page: 47,14 EUR at list prices,
 * 37,71 EUR net after the 20 % discount with the shipped demo index; the "43 EUR order";
 * no own-range article has a published weight) in the cart, chooses delivery to the demo address in Split and card payment,
 * and sees in the summary, BEFORE paying, the delivery priced by the shop's fallback rule and named
 * as such ("Delivery €15.00 (per order, weight not known)"), never "follows with the confirmation";
 * the gateway is then asked for the full gross, delivery and its VAT included, and the stored order
 * keeps the rule. Runs on desktop and phone (the checkout is one column on the phone: same steps).
 */
import { test, expect } from '@playwright/test';
import { CUSTOMER, addFirstOrderableRow, island, login, shot, sql } from './helpers';

/** "€15.00" / "€1,234.56" (en-US money) in cents. */
function centsOf(text: string): number {
  const match = text.replace(/\s/g, '').match(/-?€?(\d{1,3}(?:,\d{3})*|\d+)\.(\d{2})/);
  expect(match, `an amount in "${text}"`).toBeTruthy();
  const [, euros, cents] = match as RegExpMatchArray;
  return Number(euros.replace(/,/g, '')) * 100 + Number(cents);
}

test('a 43 EUR order delivered to an address: the summary prices the delivery before card payment and the card is charged it', async ({ page }, info) => {
  await login(page, CUSTOMER, '/kabel/nym-j/?lang=en');
  await page.evaluate(() => localStorage.removeItem('kabelshop.cart'));
  await page.reload();
  await island(page, 'product-table');
  const metres = await addFirstOrderableRow(page);
  expect(metres, 'one whole 100 m ring').toBe(100);

  await page.goto('/en/checkout/');
  const checkout = await island(page, 'checkout');
  await checkout.getByRole('radio', { name: /^Delivery to Demo skladišna ulica 10, 21000 Split/ }).check();
  await checkout.getByRole('radio', { name: /^Card/ }).check();

  // The summary, before the order is placed: net about 43 EUR, delivery priced and named, gross with it.
  const summary = checkout.locator('section[aria-labelledby="ks-step-summary"]');
  const row = (label: string) => summary.locator('.ks-totals__row').filter({ has: page.locator('dt', { hasText: new RegExp(`^${label}$`) }) });
  await expect(row('Delivery').locator('dd')).toHaveText(/^€15\.00\s*\(per order, weight not known\)$/, { timeout: 20_000 });
  await expect(summary).not.toContainText(/follows|without delivery/);
  const net = centsOf(await row('Net total').locator('dd').innerText());
  expect(net, 'a small order, about 40 EUR net, far below the 500 EUR free-delivery threshold').toBeGreaterThan(3500);
  expect(net).toBeLessThan(5000);
  const vat = centsOf(await row('VAT 25 %').locator('dd').innerText());
  expect(vat, 'VAT on goods and delivery').toBe(Math.round(((net + 1500) * 25) / 100));
  const gross = centsOf(await row('Total to pay').locator('dd').innerText());
  expect(gross).toBe(net + 1500 + vat);
  await shot(page, info, 'delivery-1-summary-before-paying');

  await checkout.getByRole('button', { name: 'Place order' }).click();
  await expect(page.getByRole('heading', { name: 'Card payment (test gateway)' })).toBeVisible({ timeout: 30_000 });
  const amount = `${Math.floor(gross / 100)},${String(gross % 100).padStart(2, '0')} EUR`;
  await expect(page.locator('main dl'), 'the card is charged the full gross, delivery included').toContainText(amount);
  await shot(page, info, 'delivery-2-gateway-amount');

  const cart = (await page.locator('main dl').innerText()).match(/KS-\d{4}-\d{6}-1/)?.[0] as string;
  const [stored] = sql(
    `SELECT delivery_method, delivery_cents, delivery_pending, delivery_rule, gross_cents FROM wp_kabelshop_orders WHERE number = '${cart.replace(/-1$/, '')}'`,
  );
  expect(stored.delivery_method).toBe('delivery');
  expect([stored.delivery_cents, stored.delivery_pending, stored.gross_cents]).toEqual(['1500', '0', String(gross)]);
  expect(JSON.parse(stored.delivery_rule)).toEqual({ basis: 'per_order', packages: 0, abroad: false });
});
