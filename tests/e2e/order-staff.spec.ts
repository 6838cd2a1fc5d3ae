/**
 * What staff need to ship and invoice (issue 13): the demo customer orders (delivery to an address,
 * a note, a PO number); staff open the order in wp-admin and see the address, payment, note and PO
 * number, download the order confirmation PDF and ship an item; the buyer gets the shipping mail and
 * downloads the same PDF from the order page, Croatian letters intact (read back with pdftotext).
 *
 * The order is placed with the request the checkout island sends (POST kabelshop/v1/orders with the
 * page's nonce and XSRF token): the checkout form itself is the lead's cross-cutting journey.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { test, expect, type Download, type Page } from '@playwright/test';
import { ADMIN, CUSTOMER, login, shot, sql } from './helpers';
import { mailTo } from './mail';

/** Text of a downloaded PDF as pdftotext reads it (Debian poppler-utils, installed by bin/setup.sh). */
async function pdfText(download: Download): Promise<string> {
  const path = await download.path();
  expect(readFileSync(path).subarray(0, 5).toString()).toBe('%PDF-');
  return execFileSync('pdftotext', ['-layout', '-enc', 'UTF-8', path, '-']).toString('utf8');
}

/** Places an order from the logged-in customer's page as the checkout island does; returns id and number. */
async function placeOrder(page: Page, code: string, po: string): Promise<{ id: number; number: string }> {
  return page.evaluate(
    async ({ articleCode, poNumber }) => {
      const config = JSON.parse(document.getElementById('kabelshop-config')?.textContent ?? '{}') as { restUrl: string; nonce: string };
      const xsrf = decodeURIComponent(/(?:^|; )XSRF-TOKEN=([^;]*)/.exec(document.cookie)?.[1] ?? '');
      const headers = { 'Content-Type': 'application/json', 'X-WP-Nonce': config.nonce, 'X-XSRF-TOKEN': xsrf, 'X-Kabelshop-Lang': 'hr' };
      const addresses = (await (await fetch(`${config.restUrl}user/addresses`, { headers })).json()) as { delivery: { id: number }[] };
      const response = await fetch(`${config.restUrl}orders`, {
        method: 'POST',
        headers: { ...headers, 'Idempotency-Key': `e2e-staff-${Date.now()}` },
        body: JSON.stringify({
          lines: [{ article_code: articleCode, quantity_m: 100 }],
          note: 'Istovar viličarom, nazvati poslovođu.',
          delivery: { method: 'delivery', address_id: addresses.delivery[0]?.id },
          payment: 'bank_transfer',
          po_number: poNumber,
        }),
      });
      const body = (await response.json()) as { order?: { id: number; number: string }; message?: string };
      if (!body.order) throw new Error(`order not placed: ${response.status} ${body.message ?? ''}`);
      return { id: body.order.id, number: body.order.number };
    },
    { articleCode: code, poNumber: po },
  );
}

test('staff see the whole order, ship an item and print the PDF; the buyer gets the mail and the PDF', async ({ page, browser }, info) => {
  const [article] = sql(
    "SELECT a.article_code FROM wp_kabelshop_articles a WHERE a.unit_price_e4 > 0 AND a.on_request_only = 0 AND a.stock_m >= 100 AND a.packaging = 'drum' ORDER BY a.id LIMIT 1",
  );
  expect(article, 'a drum article with a price and stock').toBeTruthy();
  const po = `PO-${Date.now().toString(36).toUpperCase()}`;
  await login(page, CUSTOMER, '/moj-racun/');
  const order = await placeOrder(page, article.article_code, po);
  const [address] = sql(`SELECT delivery_address FROM wp_kabelshop_orders WHERE id = ${order.id}`);
  const street = (JSON.parse(address.delivery_address) as { street: string }).street;
  expect(sql(`SELECT po_number FROM wp_kabelshop_orders WHERE id = ${order.id}`)[0].po_number).toBe(po);

  // Staff: Kabelshop -> Orders -> the order.
  const staff = await browser.newPage();
  await login(staff, ADMIN, '/wp-admin/');
  const menu = staff.locator('#adminmenu a[href$="page=kabelshop-orders"]').first();
  await staff.goto(`/wp-admin/${(await menu.getAttribute('href')) as string}`);
  await staff.getByRole('link', { name: order.number }).click();
  const details = staff.locator('.ks-order-details');
  await expect(details.locator('[data-field="address"] td')).toContainText(street);
  await expect(details.locator('[data-field="payment"] td')).not.toHaveText('–');
  await expect(details.locator('[data-field="note"] td')).toHaveText('Istovar viličarom, nazvati poslovođu.');
  await expect(details.locator('[data-field="po_number"] td')).toHaveText(po);
  await expect(staff.locator('.ks-order-totals [data-total="gross"]')).toBeVisible();
  await shot(staff, info, 'order-staff-1-details');

  // Staff print the order confirmation.
  const [staffPdf] = await Promise.all([staff.waitForEvent('download'), staff.locator('a[href*="/pdf"]').first().click()]);
  expect(staffPdf.suggestedFilename()).toBe(`${order.number}.pdf`);
  const staffText = await pdfText(staffPdf);
  expect(staffText).toContain(order.number);
  expect(staffText).toContain(street);
  expect(staffText).toContain(po);

  // Ship the item.
  const [item] = sql(`SELECT id FROM wp_kabelshop_order_items WHERE order_id = ${order.id} ORDER BY line_no LIMIT 1`);
  await staff.locator(`#ks-st-${item.id}`).selectOption('shipped');
  await staff.locator('form', { has: staff.locator(`#ks-st-${item.id}`) }).locator('[type="submit"]').click();
  await expect(staff.locator('.notice-success')).toBeVisible();
  await expect(staff.locator(`[data-item-status]`).first()).toHaveAttribute('data-item-status', 'shipped');
  await shot(staff, info, 'order-staff-2-shipped');
  await staff.close();

  // The buyer's shipping mail (the demo customer registered in Croatian).
  const mail = await mailTo(CUSTOMER.login, new RegExp(`${order.number}[\\s\\S]*poslan`));
  expect(mail).toContain(article.article_code);

  // The buyer downloads the PDF from the order page; Croatian letters are letters, not "?".
  await page.goto(`/narudzba/?order=${order.id}`);
  const [buyerPdf] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Potvrda narudžbe (PDF)' }).click()]);
  const text = await pdfText(buyerPdf);
  expect(text).toContain(`Potvrda narudžbe ${order.number}`);
  expect(text).toContain('Istovar viličarom, nazvati poslovođu.');
  expect(text).not.toContain('?');
  await shot(page, info, 'order-staff-3-order-page');
});
