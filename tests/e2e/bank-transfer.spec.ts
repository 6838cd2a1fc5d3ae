/**
 * Issue 15, bank transfer in Croatian practice, as the demo customer pays: an order with bank
 * transfer -> the checkout success page shows "Pay by bank transfer" with the shop's IBAN in
 * groups of four, model HR01 and the order's reference (poziv na broj), the amount and the HUB-3
 * barcode image (loaded: a PNG, wider than high, private to the buyer) -> the order page shows the
 * same -> axe finds nothing on either page. The seed gives the shop the HUB-3 example's IBAN
 * (Payments\Seeder::DEMO_IBAN) while it has none.
 * Issue 26: staff mark part of the amount received in wp-admin -> the Payment box says part paid
 * with what is open, the orders list too -> the buyer's order page asks for the rest (same
 * reference, the open amount, a barcode) -> the rest marked -> paid.
 */
import AxeBuilder from '@axe-core/playwright';
import { test, expect, type Locator, type Page } from '@playwright/test';
import { ADMIN, CUSTOMER, island, login, shot, sql } from './helpers';

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

async function axe(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page }).withTags(TAGS).analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

/** The company IBAN as the seed or staff stored it, without spaces. */
function companyIban(): string {
  const [row] = sql(`SELECT option_value FROM wp_options WHERE option_name = 'kabelshop_company'`);
  const iban = /s:4:"iban";s:\d+:"([^"]*)"/.exec(row?.option_value ?? '')?.[1] ?? '';
  expect(iban, 'the seed sets a demo IBAN').not.toBe('');
  return iban.replace(/\s+/g, '');
}

/** "€1,234.56" as the English pages write cents. */
function euros(cents: number): string {
  return `€${(cents / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
}

/** Checks the block's details and that its barcode image loaded as a private, wide PNG. */
async function expectInstructions(page: Page, block: Locator, order: { reference: string; grossCents: number; iban: string }): Promise<void> {
  await expect(block.getByRole('heading', { name: 'Pay by bank transfer' })).toBeVisible();
  await expect(block.locator('[data-payment-field="iban"]')).toHaveText(order.iban.replace(/(.{4})(?=.)/g, '$1 '));
  await expect(block.locator('[data-payment-field="reference"]')).toHaveText(`HR01 ${order.reference}`);
  await expect(block.locator('[data-payment-field="amount"]')).toHaveText(euros(order.grossCents));
  await expect(block.locator('[data-payment-field="due"]')).toHaveText(/^\d\d\/\d\d\/\d{4}$/);
  await expect(block.getByText('We prepare your order once the payment arrives.')).toBeVisible();
  const image = block.getByRole('img', { name: /HUB-3 payment barcode .* mobile banking app/ });
  await expect(image).toBeVisible();
  await expect.poll(() => image.evaluate((img) => (img as HTMLImageElement).naturalWidth), { message: 'the barcode image loaded' }).toBeGreaterThan(0);
  const size = await image.evaluate((img) => ({ width: (img as HTMLImageElement).naturalWidth, height: (img as HTMLImageElement).naturalHeight }));
  expect(size.width, 'wide like a payment slip barcode').toBeGreaterThan(2 * size.height);
  const answer = await page.request.get((await image.getAttribute('src')) as string);
  expect(answer.status()).toBe(200);
  expect(answer.headers()['content-type']).toBe('image/png');
  expect(answer.headers()['cache-control']).toContain('private');
  const iban = await block.locator('[data-payment-field="iban"]').boundingBox();
  expect(iban?.width ?? 0, 'the IBAN has room to stay on one line').toBeGreaterThan(180);
  expect(iban?.height ?? 99, 'the IBAN is one line').toBeLessThan(40);
  const widths = await page.evaluate(() => ({ page: document.documentElement.scrollWidth, window: window.innerWidth }));
  expect(widths.page, 'nothing widens the page').toBeLessThanOrEqual(widths.window);
}

/** Orders one line by bank transfer as the logged-in demo customer; leaves the page on the checkout's success step. */
async function orderByTransfer(page: Page): Promise<{ checkout: Locator; number: string }> {
  await page.goto('/en/quick-order/');
  await page.evaluate(() => localStorage.removeItem('kabelshop.cart'));
  await page.reload();
  const quick = await island(page, 'quick-order');
  await quick.getByLabel('Order lines').fill('NYY-J 5x16 200m');
  await quick.getByRole('button', { name: 'Check lines' }).click();
  await expect(quick.getByRole('status')).toHaveText('1 found, 0 to choose, 0 not found.');
  await quick.getByRole('button', { name: /^Add 1 line to the cart/ }).click();
  await expect(page.getByRole('dialog', { name: /Cart/ })).toBeVisible();

  await page.goto('/en/checkout/');
  const checkout = await island(page, 'checkout');
  await checkout.getByLabel(/Bank transfer/i).check();
  await checkout.getByRole('button', { name: 'Place order' }).click();
  await expect(checkout.getByText('Thank you for your order!')).toBeVisible();
  const number = (await checkout.innerText()).match(/KS-\d{4}-\d{6}/)?.[0] as string;
  expect(number).toBeTruthy();
  return { checkout, number };
}

test('bank transfer: success page and order page show IBAN, HR01 reference, amount and the HUB-3 barcode', async ({ page }, info) => {
  const iban = companyIban();
  await login(page, CUSTOMER, '/en/quick-order/');
  const { checkout, number } = await orderByTransfer(page);
  const [row] = sql(`SELECT id, payment_method, payment_status, payment_reference, gross_cents FROM wp_kabelshop_orders WHERE number = '${number}'`);
  expect(row).toMatchObject({ payment_method: 'bank_transfer', payment_status: 'awaiting_payment' });
  expect(row.payment_reference).toMatch(/^\d{4}-\d{7}$/);
  const order = { reference: row.payment_reference, grossCents: Number(row.gross_cents), iban };

  const success = checkout.getByRole('region', { name: 'Pay by bank transfer' });
  await expectInstructions(page, success, order);
  await shot(page, info, 'bank-transfer-1-success');
  await axe(page);

  await checkout.getByRole('link', { name: 'Track order' }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Order ${number}` })).toBeVisible();
  const block = page.getByRole('region', { name: 'Pay by bank transfer' });
  await expectInstructions(page, block, order);
  await expect(block.locator('[data-payment-field="description"]')).toHaveText(`Order ${number}`);
  await shot(page, info, 'bank-transfer-2-order-page');
  await axe(page);
});

/** An amount as wp-admin writes it in English ("€1,234.56") or Croatian/Serbian ("1.234,56 €"). */
function inAnyLanguage(cents: number): RegExp {
  const local = (cents / 100).toLocaleString('de-DE', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  const escape = (text: string): string => text.replace(/[.$]/g, '\\$&');
  return new RegExp(`^(${escape(euros(cents))}|${escape(local)} €)$`);
}

/** Cents as staff type them with a decimal comma: 6215 -> "62,15". */
function typed(cents: number): string {
  return `${Math.floor(cents / 100)},${String(cents % 100).padStart(2, '0')}`;
}

test('part payment: staff mark part of the amount received, the buyer\'s order page asks for the rest', async ({ page, browser }, info) => {
  await login(page, CUSTOMER, '/en/quick-order/');
  const { checkout, number } = await orderByTransfer(page);
  await checkout.getByRole('link', { name: 'Track order' }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Order ${number}` })).toBeVisible();
  const orderUrl = page.url();
  const [row] = sql(`SELECT id, payment_reference, gross_cents FROM wp_kabelshop_orders WHERE number = '${number}'`);
  const gross = Number(row.gross_cents);
  const part = Math.floor(gross / 2);
  const open = gross - part;

  // Staff: Kabelshop -> Orders -> the order -> Mark payment received with part of the amount.
  const staff = await browser.newPage();
  await login(staff, ADMIN, '/wp-admin/');
  const menu = staff.locator('#adminmenu a[href$="page=kabelshop-orders"]').first();
  await staff.goto(`/wp-admin/${(await menu.getAttribute('href')) as string}`);
  await staff.getByRole('link', { name: number }).click();
  const amount = staff.locator('#ks-payment-amount');
  await expect(amount, 'the form offers what is open').toHaveValue(typed(gross));
  await amount.fill(typed(part));
  await staff.locator('form.ks-payment-mark [type="submit"]').click();
  await expect(staff.locator('.notice-success')).toBeVisible();
  const status = staff.locator('.ks-payment-details tr[data-payment="status"] td');
  await expect(status).toHaveText(/^(Part paid|Djelomično plaćeno|Delimično plaćeno)$/);
  const stillOpen = staff.locator('.ks-payment-details tr[data-payment="open"] td');
  await expect(stillOpen, 'in the staff member\'s language').toHaveText(inAnyLanguage(open));
  await expect(staff.locator('#ks-payment-amount'), 'more can be marked: the rest is offered').toHaveValue(typed(open));
  await expect(staff.locator('form.ks-payment-record-refund')).toBeVisible();
  expect(sql(`SELECT payment_status, paid_cents FROM wp_kabelshop_orders WHERE id = ${row.id}`)[0]).toMatchObject({ payment_status: 'part_paid', paid_cents: String(part) });
  await shot(staff, info, 'bank-transfer-3-staff-part-paid');

  // The buyer's order page: part paid, what was received and what is open; the rest's instructions.
  await page.goto(orderUrl);
  await expect(page.locator('[data-order-field="payment_status"]')).toHaveText('Part paid');
  const block = page.getByRole('region', { name: 'Pay the rest by bank transfer' });
  await expect(block.locator('[data-payment="part_paid"]')).toHaveText(`We have received ${euros(part)} of ${euros(gross)}; ${euros(open)} is still open.`);
  await expect(block.locator('[data-payment-field="amount"]')).toHaveText(euros(open));
  await expect(block.locator('[data-payment-field="reference"]')).toHaveText(`HR01 ${row.payment_reference}`);
  const image = block.getByRole('img', { name: /HUB-3 payment barcode/ });
  await expect.poll(() => image.evaluate((img) => (img as HTMLImageElement).naturalWidth), { message: 'the barcode of the open amount loaded' }).toBeGreaterThan(0);
  await shot(page, info, 'bank-transfer-4-order-page-part-paid');
  await axe(page);

  // Staff mark the rest: paid, no more instructions.
  await staff.locator('form.ks-payment-mark [type="submit"]').click();
  await expect(staff.locator('.notice-success')).toBeVisible();
  await expect(staff.locator('.ks-payment-details tr[data-payment="status"] td')).toHaveText(/^(Paid|Plaćeno)$/);
  await staff.close();
  await page.goto(orderUrl);
  await expect(page.locator('[data-order-field="payment_status"]')).toHaveText('Paid');
  await expect(page.getByRole('region', { name: /by bank transfer/ })).toHaveCount(0);
  await expect(page.locator('[data-payment="paid"]')).toContainText('Paid on');
});
