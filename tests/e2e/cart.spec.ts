/**
 * One cart for every island and every tab; an order that staff have not started can be cancelled
 * by its owner and then shows 'The order has been canceled.' (spec section 8).
 */
import { test, expect } from '@playwright/test';
import { CUSTOMER, island, login, sql } from './helpers';

test('a line added in one tab shows in the header badge of another tab without reloading', async ({ context }) => {
  const shop = await context.newPage();
  const other = await context.newPage();
  await other.goto('/?lang=en');
  await expect(other.locator('[data-cart-count="cart"]').first()).toBeHidden();

  await shop.goto('/katalog/?lang=en&search=NYM-J');
  await shop.locator('main a:is([href*="/kabel/"], [href*="/en/cable/"], [href*="/sr/kabl/"])').first().click();
  const table = await island(shop, 'product-table');
  await table.getByLabel(/Quantity in metres for/).first().fill('100'); // sold in rings of 100 m
  await table.getByRole('button', { name: 'Add to cart' }).first().click();

  await expect(other.locator('[data-cart-count="cart"]').first()).toHaveText('1');
  await expect(shop.locator('[data-cart-count="cart"]').first()).toHaveText('1');
});

test('the owner cancels a received order and sees the cancellation message', async ({ page }) => {
  const [article] = sql('SELECT article_code, unit_price_e4 FROM wp_kabelshop_articles ORDER BY id LIMIT 1');
  await page.goto('/?lang=en');
  await page.evaluate((code) => {
    const now = Date.now();
    localStorage.setItem(
      'kabelshop.cart',
      JSON.stringify({ timestamp: now, data: [{ timestamp: now, quantity: 10, data: { Cijena: 1, SifraArtikla2: code, name: code } }] }),
    );
  }, article.article_code);
  await login(page, CUSTOMER, '/blagajna/?lang=en');
  const checkout = await island(page, 'checkout');
  await checkout.getByLabel('Pick up at our warehouse').check();
  await checkout.getByLabel(/Bank transfer/i).check();
  await checkout.getByRole('button', { name: 'Place order' }).click();
  await page.getByRole('link', { name: 'Track order' }).click();

  await page.getByRole('button', { name: 'Cancel order' }).click();
  await expect(page.getByText('The order has been canceled.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Cancel order' })).toHaveCount(0);
  await page.reload();
  await expect(page.getByText('The order has been canceled.')).toBeVisible();
});
