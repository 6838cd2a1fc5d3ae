/**
 * Issue 14's cable pricing through the real pages, as the demo customer (approved, 20 % off the
 * base price) buys it: a drum article cut to 37 m in the product table -> the side cart and the
 * checkout show the cut fee as its own line and the metal surcharge -> the order stores the index
 * it was priced with, the surcharge per metre and the cut fee -> the order confirmation PDF names
 * them.
 *
 * The expected surcharge is computed here from the article's copper number and the index the order
 * froze, with LAPP's formula (docs/metal-surcharge.md), independently of the server's code.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { test, expect } from '@playwright/test';
import { CUSTOMER, island, login, shot, sql } from './helpers';

/** LAPP T17 per metre in 1/10,000 EUR: kg/km x (index x (1 + p) - base) / 100 / 1000, rounded half up. */
function surchargeE4(metalE2: number, indexE2: number, baseE2: number, procurementE2: number): number {
  const exact = BigInt(metalE2) * (BigInt(indexE2) * BigInt(10000 + procurementE2) - BigInt(baseE2) * 10000n);
  if (exact <= 0n) return 0;
  return Number((2n * exact + 1000000000n) / 2000000000n);
}

test('a drum cut to 37 m: cut fee and metal surcharge from the product table to the order and its PDF', async ({ page }, info) => {
  const [article] = sql(
    `SELECT a.article_code, a.copper_kg_km, a.unit_price_e4, p.post_name FROM wp_kabelshop_articles a
     INNER JOIN wp_posts p ON p.ID = a.product_id AND p.post_status = 'publish'
     WHERE a.packaging = 'drum' AND a.unit_price_e4 > 0 AND a.on_request_only = 0 AND a.stock_m >= 37
       AND a.package_length_m > 37 AND a.copper_kg_km IS NOT NULL ORDER BY a.id LIMIT 1`,
  );
  expect(article, 'a priced drum article with a copper number').toBeTruthy();
  const code = article.article_code;

  await login(page, CUSTOMER, `/kabel/${article.post_name}/?lang=en&article=${encodeURIComponent(code)}`);
  await page.evaluate(() => localStorage.removeItem('kabelshop.cart'));
  await page.reload();
  const table = await island(page, 'product-table');
  const row = table.locator('tbody tr[aria-current="true"]');
  await expect(row).toContainText(code);
  await expect(row).toContainText('Metal surcharge');
  await row.getByLabel(/Quantity in metres for/).fill('37');
  await row.getByRole('button', { name: /^Add to cart/ }).click();
  await table.getByRole('button', { name: 'Open cart' }).click();

  const drawer = page.getByRole('dialog', { name: /Cart/ });
  await expect(drawer).toBeVisible();
  await expect(drawer.getByText(`Cut fee (${code})`)).toBeVisible();
  await expect(drawer.getByText('Metal surcharge').first()).toBeVisible();
  await shot(page, info, 'drum-cut-1-side-cart');

  // Checkout: pickup, bank transfer; the cut fee is its own line.
  await page.goto('/en/checkout/');
  const checkout = await island(page, 'checkout');
  await expect(checkout.getByText(`Cut fee (${code})`)).toBeVisible();
  await expect(checkout.getByText('Cut fees and drum deposits')).toBeVisible();
  await checkout.getByLabel('Pick up at our warehouse').check();
  await checkout.getByLabel(/Bank transfer/i).check();
  await shot(page, info, 'drum-cut-2-checkout');
  await checkout.getByRole('button', { name: 'Place order' }).click();
  await expect(checkout.getByText('Thank you for your order!')).toBeVisible();
  const number = (await checkout.innerText()).match(/KS-\d{4}-\d{6}/)?.[0] as string;
  expect(number).toBeTruthy();

  // What the order froze: the copper index with its date, the surcharge per metre, the cut fee.
  const [order] = sql(`SELECT id, metal_terms, charges, charges_cents, metal_cents FROM wp_kabelshop_orders WHERE number = '${number}'`);
  const terms = JSON.parse(order.metal_terms) as {
    enabled: boolean;
    metals: { copper: { index_e2: number; index_date: string; base_e2: number; procurement_e2: number } };
  };
  expect(terms.enabled).toBe(true);
  const copper = terms.metals.copper;
  expect(copper.index_e2).toBeGreaterThan(0);
  expect(copper.index_date).toMatch(/^\d{4}-\d{2}(-\d{2})?$/);
  const [item] = sql(`SELECT quantity_m, unit_price_e4, metal_surcharge_e4, line_metal_e4 FROM wp_kabelshop_order_items WHERE order_id = ${order.id}`);
  const metalE2 = Math.round(Number(article.copper_kg_km) * 100);
  const expectedE4 = surchargeE4(metalE2, copper.index_e2, copper.base_e2, copper.procurement_e2);
  expect(Number(item.quantity_m)).toBe(37);
  expect(Number(item.unit_price_e4)).toBe(Number(article.unit_price_e4));
  expect(Number(item.metal_surcharge_e4)).toBe(expectedE4);
  expect(Number(item.line_metal_e4)).toBe(37 * expectedE4);
  const charges = JSON.parse(order.charges) as { kind: string; quantity: number; cents: number; article_code: string }[];
  const cut = charges.find((charge) => charge.kind === 'cut_fee');
  expect(cut).toMatchObject({ quantity: 1, article_code: code });
  expect(cut?.cents).toBeGreaterThan(0);

  // The order confirmation PDF names the cut fee, the surcharge and the index used.
  await page.goto(`/en/order/?order=${order.id}`);
  await expect(page.locator('main')).toContainText(`Cut fee (${code})`);
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Order confirmation (PDF)' }).click()]);
  const path = await download.path();
  expect(readFileSync(path).subarray(0, 5).toString()).toBe('%PDF-');
  const text = execFileSync('pdftotext', ['-layout', '-enc', 'UTF-8', path, '-']).toString('utf8').replace(/\s+/g, ' ');
  expect(text).toContain(number);
  expect(text).toContain(`Cut fee (${code})`);
  expect(text).toMatch(/Metal surcharge/i);
  const index = (copper.index_e2 / 100).toFixed(2);
  expect(text).toContain(index);
  await shot(page, info, 'drum-cut-3-order-page');
});
