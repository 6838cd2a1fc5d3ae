/**
 * "Order again" on the order page (issue 27): the buyer opens a delivered order's page (where the
 * mails and the success page lead), clicks "Order again"; the cart gets the lines still sold at
 * today's prices from the server (not the order's), the side cart opens on them, and a line whose
 * article is no longer sold is named in the alert and left out. The removed article is modelled by
 * giving one stored order line a code the catalogue does not have (the catalogue itself is left
 * alone, so parallel tests see it unchanged).
 */
import { test, expect } from '@playwright/test';
import { CUSTOMER, island, login, orderableDrum, placeOrderAndWait, shot, sql } from './helpers';

test('the order page puts a delivered order back into the cart at today\'s prices and names the line no longer sold', async ({ page }, info) => {
  const kept = orderableDrum(1000, 0);
  const gone = orderableDrum(1000, 1);
  await page.goto('/?lang=en');
  await page.evaluate(
    ({ a, b }) => {
      const now = Date.now();
      localStorage.setItem(
        'kabelshop.cart',
        JSON.stringify({
          timestamp: now,
          data: [
            { timestamp: now, quantity: 120, data: { Cijena: 1, SifraArtikla2: a, name: a } },
            { timestamp: now, quantity: 80, data: { Cijena: 1, SifraArtikla2: b, name: b } },
          ],
        }),
      );
    },
    { a: kept.article_code, b: gone.article_code },
  );
  await login(page, CUSTOMER, '/blagajna/?lang=en');
  const checkout = await island(page, 'checkout');
  await checkout.getByLabel('Pick up at our warehouse').check();
  await checkout.getByLabel(/Bank transfer/i).check();
  const number = await placeOrderAndWait(checkout);
  const [order] = sql(`SELECT id FROM wp_kabelshop_orders WHERE number = '${number}'`);
  const goneCode = `GONE-${Date.now().toString(36).toUpperCase()}`;
  sql(`UPDATE wp_kabelshop_orders SET status = 'delivered' WHERE id = ${order.id}`);
  sql(`UPDATE wp_kabelshop_order_items SET article_code = '${goneCode}' WHERE order_id = ${order.id} AND article_code = '${gone.article_code}'`);
  const [goneItem] = sql(`SELECT name, size_label FROM wp_kabelshop_order_items WHERE order_id = ${order.id} AND article_code = '${goneCode}'`);
  await page.evaluate(() => localStorage.removeItem('kabelshop.cart'));

  await page.goto(`/narudzba/?order=${order.id}&lang=en`);
  await expect(page.getByRole('heading', { name: `Order ${number}` })).toBeVisible();
  await expect(page.locator('.order-summary')).toContainText('Delivered');
  const again = await island(page, 'order-again');
  await again.getByRole('button', { name: 'Order again' }).click();

  // One line in, one named as no longer sold.
  const alert = again.getByRole('alert');
  await expect(alert).toContainText("1 item was put in your cart at today's prices.");
  await expect(alert).toContainText('No longer sold, not added:');
  await expect(alert).toContainText(goneItem.name);
  const cart = JSON.parse((await page.evaluate(() => localStorage.getItem('kabelshop.cart'))) ?? '{}') as { data: { quantity: number; data: { SifraArtikla2: string; Cijena: number } }[] };
  expect(cart.data).toHaveLength(1);
  // Today's price from the server, not the 1 EUR/m the browser once held.
  expect(cart.data[0]).toMatchObject({ quantity: 120, data: { SifraArtikla2: kept.article_code, Cijena: Number(kept.unit_price_e4) / 10000 } });
  const side = page.locator('.island--side-cart');
  await expect(side.getByText(kept.article_code).first()).toBeVisible();
  await expect(page.locator('[data-cart-count="cart"]').first()).toHaveText('1');
  await shot(page, info, 'order-again-1-order-page');
});
