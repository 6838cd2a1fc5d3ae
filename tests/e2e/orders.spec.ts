/**
 * Orders after checkout (issue 4, account orders): the demo customer orders; staff in wp-admin
 * (Kabelshop -> Orders -> the order) add a drum with its number and length to the item and move it
 * to "shipped"; the customer sees that item's packaging and status in the account orders panel
 * and on the order page, the shipping mail was sent, and "Order again" fills the cart at today's
 * price.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { test, expect, type Page } from '@playwright/test';
import { ADMIN, CUSTOMER, island, login, orderableDrum, placeOrderAndWait, shot, sql } from './helpers';

const MAIL_DIR = process.env.KABELSHOP_MAIL_DIR ?? '.run/mail';

/** Decoded text of the mails (quoted-printable soft breaks and escapes undone). */
function mails(): string[] {
  let names: string[] = [];
  try {
    names = readdirSync(MAIL_DIR).filter((name) => name.endsWith('.eml'));
  } catch {
    return [];
  }
  return names.map((name) =>
    readFileSync(join(MAIL_DIR, name), 'utf8')
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
  );
}

async function placeOrder(page: Page, code: string, metres: number): Promise<string> {
  await page.goto('/?lang=en');
  await page.evaluate(
    ({ code: articleCode, metres: quantity }) => {
      const now = Date.now();
      // A stale browser price: the server prices the order anyway.
      localStorage.setItem(
        'kabelshop.cart',
        JSON.stringify({ timestamp: now, data: [{ timestamp: now, quantity, data: { Cijena: 0.0001, SifraArtikla2: articleCode, name: articleCode } }] }),
      );
    },
    { code, metres },
  );
  await login(page, CUSTOMER, '/blagajna/?lang=en');
  const checkout = await island(page, 'checkout');
  await checkout.getByLabel('Pick up at our warehouse').check();
  await checkout.getByLabel(/Bank transfer/i).check();
  return placeOrderAndWait(checkout);
}

test('staff pack and ship an item in wp-admin; the customer sees its packaging, gets the mail and orders again', async ({ page, browser }, info) => {
  const article = orderableDrum();
  const number = await placeOrder(page, article.article_code, 250);
  const [item] = sql(
    `SELECT i.id FROM wp_kabelshop_order_items i JOIN wp_kabelshop_orders o ON o.id = i.order_id WHERE o.number = '${number}'`,
  );
  const drum = `D-${Date.now().toString(36).toUpperCase()}`;

  // Staff: Kabelshop -> Orders -> the order; add a drum package, then move the item to shipped.
  const staff = await browser.newPage();
  await login(staff, ADMIN, '/wp-admin/');
  // The Kabelshop -> Orders menu entry (its submenu opens only on hover, so follow its link).
  const menu = staff.locator('#adminmenu a[href$="page=kabelshop-orders"]').first();
  await staff.goto(`/wp-admin/${(await menu.getAttribute('href')) as string}`);
  await staff.getByRole('link', { name: number }).click();
  await staff.locator(`#ks-pk-${item.id}`).selectOption('drum');
  await staff.locator(`#ks-pn-${item.id}`).fill(drum);
  await staff.locator(`#ks-pl-${item.id}`).fill('250');
  await staff.locator('form', { has: staff.locator(`#ks-pn-${item.id}`) }).locator('[type="submit"]').click();
  await expect(staff.locator('.notice-success')).toBeVisible();
  await expect(staff.getByRole('cell', { name: drum, exact: true })).toBeVisible();
  await staff.locator(`#ks-st-${item.id}`).selectOption('shipped');
  await staff.locator('form', { has: staff.locator(`#ks-st-${item.id}`) }).locator('[type="submit"]').click();
  await expect(staff.locator('.notice-success')).toBeVisible();
  await expect(staff.locator('[data-item-status]')).toHaveAttribute('data-item-status', 'shipped');
  await shot(staff, info, 'orders-1-admin-shipped');
  await staff.close();
  expect(sql(`SELECT status, (SELECT COUNT(*) FROM wp_kabelshop_order_packages p WHERE p.order_item_id = i.id AND p.package_number = '${drum}' AND p.length_m = 250) AS drums FROM wp_kabelshop_order_items i WHERE i.id = ${item.id}`)[0]).toEqual({
    status: 'shipped',
    drums: '1',
  });

  // The shipping mail names the order and the drum.
  await expect.poll(() => mails().some((text) => text.includes(number) && text.includes(drum)), { timeout: 15_000 }).toBe(true);

  // The customer: account orders panel -> the order -> packaging of the item.
  await page.goto('/moj-racun/?lang=en#orders');
  const panel = await island(page, 'account-orders');
  const row = panel.getByRole('row', { name: new RegExp(number) });
  await expect(row).toContainText('Shipped');
  await row.getByRole('button', { name: new RegExp(number) }).click();
  await expect(panel.getByRole('heading', { name: `Order ${number}` })).toBeFocused();
  const entry = panel.getByRole('article').first();
  await expect(entry).toContainText('Status: Shipped');
  const shipped = entry.getByRole('listitem').filter({ hasText: 'Shipped' });
  await expect(shipped).toHaveAttribute('aria-current', 'step');
  await expect(shipped).toContainText(/\d{2}\/\d{2}\/\d{4}/);
  await expect(entry.getByRole('listitem').filter({ hasText: 'Delivered' })).toContainText('not yet');
  await expect(entry.getByRole('row', { name: `Drum ${drum} 250 m` })).toBeVisible();
  await expect(panel.getByRole('button', { name: 'Cancel order' })).toHaveCount(0);
  await expect(page.getByText(/returned an object|\{\{/)).toHaveCount(0);
  expect((await new AxeBuilder({ page }).include('.island--account-orders').analyze()).violations).toEqual([]);
  await shot(page, info, 'orders-2-account-packaging');

  // "Order again": the cart gets the line at today's price from the server.
  expect(await page.evaluate(() => localStorage.getItem('kabelshop.cart'))).toBeNull();
  await panel.getByRole('button', { name: 'Order again' }).click();
  await expect(panel.getByRole('status')).toHaveText("1 item was put in your cart at today's prices.");
  const cart = JSON.parse((await page.evaluate(() => localStorage.getItem('kabelshop.cart'))) ?? '{}') as { data: { quantity: number; data: { SifraArtikla2: string; Cijena: number } }[] };
  expect(cart.data).toHaveLength(1);
  expect(cart.data[0]).toMatchObject({ quantity: 250, data: { SifraArtikla2: article.article_code, Cijena: Number(article.unit_price_e4) / 10000 } });
  await expect(page.locator('[data-cart-count="cart"]').first()).toHaveText('1');
  await expect(page.locator('.island--side-cart').getByText(article.article_code).first()).toBeVisible();
  await shot(page, info, 'orders-3-order-again');

  // The order page shows the same packaging.
  await page.keyboard.press('Escape');
  await page.goto((await panel.getByRole('link', { name: `Open the page of order ${number}` }).getAttribute('href')) as string);
  const packaging = page.locator(`.order-packaging__item[data-order-item="1"]`);
  await expect(packaging.getByRole('heading', { level: 3 })).toContainText('Shipped');
  await expect(packaging.getByRole('row', { name: new RegExp(`Drum ${drum} 250`) })).toBeVisible();
});
