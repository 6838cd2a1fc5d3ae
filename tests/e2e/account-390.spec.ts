/**
 * At 390 px (issue 13: the order page scrolled sideways by 239 px and the account orders list hid
 * its amounts): every account panel and the order page of an order with the B2B fields (PO number,
 * requested delivery date, site contact) have no sideways scrolling (scrollWidth <= clientWidth),
 * the amounts are on screen, and cancelling asks first: with JavaScript a dialog ("Keep the order"
 * keeps it), without JavaScript a confirm step; both really cancel only after "Yes, cancel the order".
 * Runs once, in the phone project (390 x 844). Orders are placed through POST kabelshop/v1/orders
 * as the demo customer, with the page's nonce and XSRF cookie.
 */
import { test, expect, type Page } from '@playwright/test';
import { CUSTOMER, island, login, shot, sql } from './helpers';

test.skip(({ viewport }) => viewport?.width !== 390, 'the phone project (390 px) only');

const PANELS = ['profile', 'addresses', 'orders', 'invoices', 'payment-terms', 'drums', 'wishlist', 'help'];

async function noSidewaysScroll(page: Page, where: string): Promise<void> {
  const size = await page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, client: document.documentElement.clientWidth }));
  expect(size.scroll, `${where}: scrollWidth ${size.scroll} > clientWidth ${size.client}`).toBeLessThanOrEqual(size.client);
}

/** Every element is visible and lies inside the 390 px viewport. */
async function onScreen(page: Page, selector: string, at_least: number): Promise<void> {
  const boxes = await page.locator(selector).evaluateAll((elements) =>
    elements.map((element) => {
      const box = element.getBoundingClientRect();
      return { left: box.left, right: box.right, width: box.width, text: element.textContent?.trim() ?? '' };
    }),
  );
  expect(boxes.length, selector).toBeGreaterThanOrEqual(at_least);
  for (const box of boxes) {
    expect(box.width, `${selector} "${box.text}" has no width`).toBeGreaterThan(0);
    expect(box.left, `${selector} "${box.text}"`).toBeGreaterThanOrEqual(0);
    expect(box.right, `${selector} "${box.text}"`).toBeLessThanOrEqual(390);
  }
}

/** Places an order with long B2B values through the REST route the checkout uses; returns its id and number. */
async function placeOrder(page: Page, po: string): Promise<{ id: number; number: string }> {
  await page.goto('/blagajna/');
  const props = JSON.parse((await page.locator('.island--checkout + script.island-props').textContent()) ?? '{}') as {
    props: { b2b: { earliestDate: string; holidays: string[] } };
  };
  const article = sql("SELECT article_code FROM wp_kabelshop_articles WHERE unit_price_e4 > 0 AND stock_m >= 1000 AND on_request_only = 0 AND packaging = 'drum' LIMIT 1")[0].article_code;
  const result = await page.evaluate(
    async ({ code, po, date }) => {
      const config = JSON.parse(document.getElementById('kabelshop-config')?.textContent ?? '{}') as { restUrl: string; nonce: string };
      const xsrf = decodeURIComponent(document.cookie.split('; ').find((c) => c.startsWith('XSRF-TOKEN='))?.split('=')[1] ?? '');
      const response = await fetch(`${config.restUrl}orders`, {
        method: 'POST',
        credentials: 'same-origin',
        headers: { 'Content-Type': 'application/json', 'X-WP-Nonce': config.nonce, 'X-XSRF-TOKEN': xsrf, 'Idempotency-Key': `e2e-390-${Date.now()}-${Math.random().toString(36).slice(2)}` },
        body: JSON.stringify({
          lines: [{ article_code: code, quantity_m: 100 }],
          note: 'Dostava na gradilište: ulaz iz Ulice Kneza Branimira, rampa 3, javiti se poslovođi.',
          delivery: { method: 'pickup' },
          payment: 'bank_transfer',
          po_number: po,
          requested_delivery_date: date,
          site_contact_name: 'Ivana Horvat-Kovačević',
          site_contact_phone: '+385 91 123 4567',
        }),
      });
      return { status: response.status, body: (await response.json()) as { order?: { id: number; number: string } } };
    },
    { code: article, po, date: props.props.b2b.earliestDate },
  );
  expect(result.status, JSON.stringify(result.body)).toBe(201);
  return result.body.order as { id: number; number: string };
}

test('account pages and the order page fit 390 px with the amounts on screen', async ({ page }, info) => {
  await login(page, CUSTOMER, '/moj-racun/');
  const order = await placeOrder(page, 'PO-2026/00117-GRADILISTE-SPLIT-XL');

  for (const panel of PANELS) {
    await page.goto(`/moj-racun/#${panel}`);
    await expect(page.locator(`#panel-${panel}`)).toBeVisible();
    // Measure the panel as the buyer reads it: its islands mounted with their styles, not the
    // fallback of a page still loading (a loaded machine measured the drums list unstyled).
    for (const name of await page.locator(`#panel-${panel} .island[data-island]`).evaluateAll((els) => els.map((el) => (el as HTMLElement).dataset.island ?? ''))) {
      await island(page, name);
    }
    if (panel === 'orders') {
      const list = await island(page, 'account-orders');
      await expect(list.getByRole('button', { name: new RegExp(order.number) })).toBeVisible();
      // Net and gross of every listed order are on screen, not behind a sideways scroll.
      await onScreen(page, '.island--account-orders .ks-orders__table td.ks-orders__num .ks-price', 2);
      await noSidewaysScroll(page, `#${panel}`);
      await shot(page, info, 'orders-list-390');
      await list.getByRole('button', { name: new RegExp(order.number) }).click();
      await expect(list.getByText('PO-2026/00117-GRADILISTE-SPLIT-XL')).toBeVisible();
      await onScreen(page, '.island--account-orders .ks-order__facts .ks-price', 2);
    }
    await noSidewaysScroll(page, `#${panel}`);
  }

  await page.goto(`/narudzba/?order=${order.id}`);
  await expect(page.getByRole('heading', { level: 1, name: new RegExp(order.number) })).toBeVisible();
  await expect(page.locator('[data-order-field="po_number"]')).toHaveText('PO-2026/00117-GRADILISTE-SPLIT-XL');
  await expect(page.locator('[data-order-field="site_contact"]')).toHaveText('Ivana Horvat-Kovačević, +385911234567');
  await expect(page.locator('[data-order-field="requested_delivery_date"] time')).toHaveAttribute('datetime', /^\d{4}-\d{2}-\d{2}$/);
  await noSidewaysScroll(page, 'order page');
  await onScreen(page, '.order-items td.num', 3);
  await onScreen(page, '.order-totals td.num', 4);
  await shot(page, info, 'order-page-390');

  // With JavaScript the cancel link opens a dialog; "Keep the order" keeps it.
  await page.getByRole('link', { name: 'Otkaži narudžbu' }).click();
  const dialog = page.getByRole('dialog', { name: 'Otkazati narudžbu?' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText(`Otkazati narudžbu ${order.number}? To se ne može poništiti.`);
  await noSidewaysScroll(page, 'order page with the dialog');
  await shot(page, info, 'order-cancel-dialog-390');
  await dialog.getByRole('button', { name: 'Zadrži narudžbu' }).click();
  await expect(dialog).toBeHidden();
  expect(sql(`SELECT status FROM wp_kabelshop_orders WHERE id = ${order.id}`)[0].status).toBe('received');
  await page.getByRole('link', { name: 'Otkaži narudžbu' }).click();
  await dialog.getByRole('button', { name: 'Da, otkaži narudžbu' }).click();
  await expect(page.locator('.notice--success')).toBeVisible();
  expect(sql(`SELECT status FROM wp_kabelshop_orders WHERE id = ${order.id}`)[0].status).toBe('cancelled');
});

test('without JavaScript cancelling goes through a confirm step', async ({ browser, page }, info) => {
  await login(page, CUSTOMER, '/moj-racun/');
  const order = await placeOrder(page, 'PO-NOJS-1');
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 390, height: 844 }, storageState: await page.context().storageState() });
  const plain = await context.newPage();
  await plain.goto(`/narudzba/?order=${order.id}`);
  await plain.getByRole('link', { name: 'Otkaži narudžbu' }).click();
  await expect(plain).toHaveURL(/confirm_cancel=1/);
  await expect(plain.getByText(`Otkazati narudžbu ${order.number}? To se ne može poništiti.`)).toBeVisible();
  await noSidewaysScroll(plain, 'confirm step');
  await shot(plain, info, 'order-cancel-confirm-step-390');
  await plain.getByRole('link', { name: 'Zadrži narudžbu' }).click();
  await expect(plain).not.toHaveURL(/confirm_cancel/);
  expect(sql(`SELECT status FROM wp_kabelshop_orders WHERE id = ${order.id}`)[0].status).toBe('received');
  await plain.getByRole('link', { name: 'Otkaži narudžbu' }).click();
  await plain.getByRole('button', { name: 'Da, otkaži narudžbu' }).click();
  await expect(plain.locator('.notice--success')).toBeVisible();
  expect(sql(`SELECT status FROM wp_kabelshop_orders WHERE id = ${order.id}`)[0].status).toBe('cancelled');
  await context.close();
});
