/**
 * One cart for every island and every tab; an order that staff have not started can be cancelled
 * by its owner and then shows 'The order has been canceled.' (spec section 8).
 */
import { test, expect, type Locator, type Page } from '@playwright/test';
import { CUSTOMER, island, login, orderableDrum, placeOrderAndWait } from './helpers';

/** The demo customer orders one drum article for pickup by bank transfer; answers the checkout island on its success page. */
async function placePickupOrder(page: Page): Promise<Locator> {
  const article = orderableDrum();
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
  await placeOrderAndWait(checkout);
  return checkout;
}

test('a line added in one tab shows in the header badge of another tab without reloading', async ({ context }) => {
  const shop = await context.newPage();
  const other = await context.newPage();
  await other.goto('/?lang=en');
  await expect(other.locator('[data-cart-count="cart"]').first()).toBeHidden();

  await shop.goto('/katalog/?lang=en&search=NYM-J');
  await island(shop, 'catalogue'); // click a card of the mounted island, not one it is replacing
  await shop.locator('main a:is([href*="/kabel/"], [href*="/en/cable/"], [href*="/sr/kabl/"])').first().click();
  const table = await island(shop, 'product-table');
  await table.getByLabel(/Quantity in metres for/).first().fill('100'); // sold in rings of 100 m
  await table.getByRole('button', { name: 'Add to cart' }).first().click();

  await expect(other.locator('[data-cart-count="cart"]').first()).toHaveText('1');
  await expect(shop.locator('[data-cart-count="cart"]').first()).toHaveText('1');
});

test('the success page\'s "My orders" opens the account\'s order list with the new order (issue 27)', async ({ page }) => {
  const checkout = await placePickupOrder(page);
  const number = (await checkout.getByText('Order number:').locator('strong').textContent()) ?? '';
  expect(number).toMatch(/^KS-\d{4}-\d{6}$/);
  await checkout.getByRole('link', { name: 'My orders' }).click();
  await expect(page).toHaveURL(/#orders$/);
  await expect(page.getByRole('heading', { level: 1, name: 'My account' })).toBeVisible();
  await expect(page.locator('#panel-orders')).toBeVisible();
  await expect(page.locator('#panel-orders')).toContainText(number);
});

test('the owner cancels a received order and sees the cancellation message', async ({ page }) => {
  await placePickupOrder(page);
  await page.getByRole('link', { name: 'Track order' }).click();

  // Cancelling asks first (issue 13): "Cancel order KS-…? This cannot be undone."
  await page.getByRole('link', { name: 'Cancel order' }).click();
  const dialog = page.getByRole('dialog', { name: 'Cancel the order?' });
  await expect(dialog).toContainText(/Cancel order KS-\d{4}-\d{6}\? This cannot be undone\./);
  await dialog.getByRole('button', { name: 'Yes, cancel the order' }).click();
  await expect(page.getByText('The order has been canceled.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Cancel order' })).toHaveCount(0);
  await page.reload();
  await expect(page.getByText('The order has been canceled.')).toBeVisible();
});
