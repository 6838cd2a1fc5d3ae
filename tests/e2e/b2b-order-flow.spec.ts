/**
 * Issue 13's whole B2B path through the real pages, as a buyer and the sales desk do it:
 * the demo customer pastes two lines on the quick order page -> the side cart -> the checkout with a
 * delivery address, a PO number, a site contact and a note -> staff open the order in wp-admin and
 * see the address, payment, note and PO number -> staff ship an item -> the buyer gets the mail,
 * which names the order, the PO number is on the buyer's order page.
 */
import { test, expect } from '@playwright/test';
import { ADMIN, CUSTOMER, island, login, shot, sql } from './helpers';
import { mailTo } from './mail';

test('quick order -> cart -> order with PO number -> staff see it and ship -> the buyer gets the mail', async ({ page, browser }, info) => {
  const po = `PO-${info.project.name.toUpperCase()}-${Date.now().toString(36).toUpperCase()}`;
  const note = 'Istovar viličarom, javiti se poslovođi.';

  // Quick order, as buyers write lines (a drum cut to 200 m, one ring of 100 m).
  await login(page, CUSTOMER, '/en/quick-order/');
  await page.evaluate(() => localStorage.removeItem('kabelshop.cart'));
  await page.reload();
  const quick = await island(page, 'quick-order');
  await quick.getByLabel('Order lines').fill('NYY-J 5x16 200m\nPP-Y 3x2,5 100');
  await quick.getByRole('button', { name: 'Check lines' }).click();
  await expect(quick.getByRole('status')).toHaveText('2 found, 0 to choose, 0 not found.');
  await quick.getByRole('button', { name: 'Add 2 lines to the cart' }).click();
  const drawer = page.getByRole('dialog', { name: /Cart/ });
  await expect(drawer).toBeVisible();
  await expect(drawer.getByText('KS-NYYJ-5X16-D').first()).toBeVisible();
  await expect(drawer.getByText('KS-NYMJ-3X2.5-R').first()).toBeVisible();
  await shot(page, info, 'flow-1-side-cart');

  // Checkout: delivery to the demo delivery address, PO number, site contact, note, bank transfer.
  await page.goto('/en/checkout/');
  const checkout = await island(page, 'checkout');
  // On the phone each cell of a line is labelled ("Metres 200 m"), on the desktop the column heading names it.
  await expect(checkout.getByRole('row', { name: /^NYY-J 5x16 In stock (Metres )?200 m/ })).toBeVisible();
  await expect(checkout.getByRole('row', { name: /^NYM-J 3x2\.5 In stock (Metres )?100 m/ })).toBeVisible();
  // The approved customer's own price is labelled in words, not with a text key (issue 27).
  await expect(checkout.getByRole('row', { name: /^NYY-J 5x16/ })).toContainText('Your price');
  await expect(checkout.locator('.ks-checkout__lines')).not.toContainText('prices.');
  await checkout.getByLabel('Note for your order (optional)').fill(note);
  await checkout.getByLabel(/^Delivery to /).first().check();
  const siteContact = checkout.getByRole('group', { name: 'Site contact (optional)' });
  await siteContact.getByLabel('Name').fill('Ivana Horvat');
  await siteContact.getByLabel('Phone').fill('+385 91 123 4567');
  await checkout.getByLabel(/Bank transfer/i).check();
  await checkout.getByLabel('Your PO number (optional)').fill(po);
  await shot(page, info, 'flow-2-checkout');
  await checkout.getByRole('button', { name: 'Place order' }).click();
  await expect(checkout.getByText('Thank you for your order!')).toBeVisible();
  const number = (await checkout.innerText()).match(/KS-\d{4}-\d{6}/)?.[0] as string;
  expect(number).toBeTruthy();

  const [order] = sql(
    `SELECT id, po_number, site_contact_name, site_contact_phone, note, delivery_method, payment_method, delivery_address FROM wp_kabelshop_orders WHERE number = '${number}'`,
  );
  expect(order).toMatchObject({
    po_number: po,
    site_contact_name: 'Ivana Horvat',
    site_contact_phone: '+385911234567',
    note,
    delivery_method: 'delivery',
    payment_method: 'bank_transfer',
  });
  const street = (JSON.parse(order.delivery_address) as { street: string }).street;
  const items = sql(`SELECT id, article_code, quantity_m FROM wp_kabelshop_order_items WHERE order_id = ${order.id} ORDER BY line_no`);
  expect(items.map((item) => [item.article_code, Number(item.quantity_m)])).toEqual([
    ['KS-NYYJ-5X16-D', 200],
    ['KS-NYMJ-3X2.5-R', 100],
  ]);

  // Staff: Kabelshop -> Orders -> the order shows what they need to ship and invoice.
  const staff = await browser.newPage();
  await login(staff, ADMIN, '/wp-admin/');
  const menu = staff.locator('#adminmenu a[href$="page=kabelshop-orders"]').first();
  await staff.goto(`/wp-admin/${(await menu.getAttribute('href')) as string}`);
  await staff.getByRole('link', { name: number }).click();
  const details = staff.locator('.ks-order-details');
  await expect(details.locator('[data-field="address"] td')).toContainText(street);
  await expect(details.locator('[data-field="payment"] td')).toHaveText('Bank transfer');
  await expect(details.locator('[data-field="note"] td')).toHaveText(note);
  await expect(details.locator('[data-field="po_number"] td')).toHaveText(po);
  await expect(details).toContainText('Ivana Horvat');
  await shot(staff, info, 'flow-3-staff-order');

  // Staff ship the drum line.
  await staff.locator(`#ks-st-${items[0].id}`).selectOption('shipped');
  await staff.locator('form', { has: staff.locator(`#ks-st-${items[0].id}`) }).locator('[type="submit"]').click();
  await expect(staff.locator('.notice-success')).toBeVisible();
  await staff.close();

  // The buyer's mail (the demo customer registered in Croatian) names the order and the shipped article.
  const mail = await mailTo(CUSTOMER.login, new RegExp(`${number}[\\s\\S]*poslan`));
  expect(mail).toContain('KS-NYYJ-5X16-D');

  // The buyer's order page shows the PO number and the shipped item.
  await page.goto(`/en/order/?order=${order.id}`);
  await expect(page.locator('[data-order-field="po_number"]')).toHaveText(po);
  await expect(page.locator('main')).toContainText('Shipped');
  await shot(page, info, 'flow-4-order-page');
});
