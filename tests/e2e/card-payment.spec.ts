/**
 * Issue 15, card payment through the local fake WSPay gateway (bin/fake-wspay.mjs, run by
 * bin/test.sh beside the test site): the demo customer orders with card, the checkout posts the
 * signed form to the gateway's page, and the buyer pays (the order page says paid), is declined
 * (the order page says so and "Pay by card" starts a new attempt that pays), or goes back without
 * paying (the order still waits, until when). axe on each state of the order page. Issue 26: a
 * second tab while the first attempt is open says so ("Start a new card payment anyway"); both
 * paid, the buyer sees the overpayment and staff see "paid twice" and refund the extra payment.
 */
import AxeBuilder from '@axe-core/playwright';
import { test, expect, type Page } from '@playwright/test';
import { ADMIN, CUSTOMER, island, login, shot, sql } from './helpers';

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
const APPROVED = '4111 1111 1111 1111';
const DECLINED = '4000 0000 0000 0002';

async function axe(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page }).withTags(TAGS).analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

/** Logs in, orders one ring by card and lands on the fake gateway's payment page; answers the order number. */
async function orderByCard(page: Page): Promise<string> {
  await login(page, CUSTOMER, '/en/quick-order/');
  await page.evaluate(() => localStorage.removeItem('kabelshop.cart'));
  await page.reload();
  const quick = await island(page, 'quick-order');
  await quick.getByLabel('Order lines').fill('PP-Y 3x2,5 100');
  await quick.getByRole('button', { name: 'Check lines' }).click();
  await expect(quick.getByRole('status')).toHaveText('1 found, 0 to choose, 0 not found.');
  await quick.getByRole('button', { name: 'Add 1 line to the cart' }).click();
  // The side cart opens once the line is in the cart (stored in the browser).
  await expect(page.getByRole('dialog', { name: /Cart/ }).getByText('KS-NYMJ-3X2.5-R').first()).toBeVisible();
  await page.goto('/en/checkout/');
  const checkout = await island(page, 'checkout');
  await checkout.getByLabel('Pick up at our warehouse').check();
  await checkout.getByRole('radio', { name: /^Card/ }).check();
  await checkout.getByRole('button', { name: 'Place order' }).click();
  // The island says where the buyer goes and posts the signed form at once.
  await expect(page.getByRole('heading', { name: 'Card payment (test gateway)' })).toBeVisible({ timeout: 20_000 });
  const cart = (await page.locator('main dl').innerText()).match(/KS-\d{4}-\d{6}-1/)?.[0] as string;
  expect(cart, 'the first attempt of the new order').toBeTruthy();
  return cart.replace(/-1$/, '');
}

/** Pays on the fake gateway's page with a card number. */
async function pay(page: Page, card: string): Promise<void> {
  await page.getByLabel('Card number').fill(card);
  await page.getByRole('button', { name: 'Pay' }).click();
}

function stored(number: string): Record<string, string> {
  const [row] = sql(`SELECT id, status, payment_status, payment_attempt, paid_cents, gross_cents, gateway_order_id FROM wp_kabelshop_orders WHERE number = '${number}'`);
  return row;
}

test('paying by card: the gateway approves and the order page says paid', async ({ page }, info) => {
  const number = await orderByCard(page);
  await expect(page.getByText('Amount')).toBeVisible();
  await shot(page, info, 'card-1-gateway');
  await pay(page, APPROVED);
  await expect(page).toHaveURL(/\/en\/[^?]*\?order=\d+&payment=paid/);
  await expect(page.getByRole('status').filter({ hasText: 'Thank you: your card payment was received.' })).toBeVisible();
  await expect(page.locator('[data-order-field="payment_status"]')).toHaveText('Paid');
  await expect(page.getByRole('button', { name: 'Pay by card' })).toHaveCount(0);
  const row = stored(number);
  expect(row.payment_status).toBe('paid');
  expect(row.paid_cents).toBe(row.gross_cents);
  expect(row.gateway_order_id).not.toBe('');
  await shot(page, info, 'card-2-paid');
  await axe(page);
});

test('a declined card: the order page says so, and "Pay by card" tries again and pays', async ({ page }, info) => {
  const number = await orderByCard(page);
  await pay(page, DECLINED);
  await expect(page).toHaveURL(/payment=failed/);
  await expect(page.getByRole('alert').filter({ hasText: 'The card payment was declined. You can try the card again, pay by bank transfer instead, or contact us.' })).toBeVisible();
  await expect(page.locator('[data-order-field="payment_status"]')).toHaveText('Payment failed');
  expect(stored(number).payment_status).toBe('failed');
  await expect(page.getByRole('button', { name: 'Pay by bank transfer instead' })).toBeVisible();
  await shot(page, info, 'card-3-declined');
  await axe(page);

  await page.getByRole('button', { name: 'Pay by card' }).click();
  await expect(page.getByRole('heading', { name: 'Card payment (test gateway)' })).toBeVisible();
  await expect(page.locator('main dl')).toContainText(`${number}-2`);
  await pay(page, APPROVED);
  await expect(page.getByRole('status').filter({ hasText: 'Thank you: your card payment was received.' })).toBeVisible();
  const row = stored(number);
  expect([row.payment_status, row.payment_attempt]).toEqual(['paid', '2']);
});

test('a declined card: "Pay by bank transfer instead" makes it a transfer order with its payment details (issue 27)', async ({ page }) => {
  const number = await orderByCard(page);
  await pay(page, DECLINED);
  await expect(page).toHaveURL(/payment=failed/);
  await page.getByRole('button', { name: 'Pay by bank transfer instead' }).click();
  await expect(page).toHaveURL(/payment=transfer/);
  await expect(page.getByRole('status').filter({ hasText: 'You now pay this order by bank transfer: the payment details are below. Nothing was charged to your card.' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Pay by bank transfer' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Pay by card' })).toHaveCount(0);
  const [row] = sql(`SELECT payment_method, payment_status, payment_expires_at FROM wp_kabelshop_orders WHERE number = '${number}'`);
  expect([row.payment_method, row.payment_status, row.payment_expires_at]).toEqual(['bank_transfer', 'awaiting_payment', 'NULL']);
});

test('back without paying: nothing changes and the order page says until when it waits', async ({ page }, info) => {
  const number = await orderByCard(page);
  await page.getByRole('button', { name: 'Cancel and return to the shop' }).click();
  await expect(page).toHaveURL(/payment=cancelled/);
  await expect(page.getByRole('status').filter({ hasText: /^You left the payment page without paying\. The order waits for payment until \d{2}\/\d{2}\/\d{4} \d{2}:\d{2}; after that it is cancelled\.$/ })).toBeVisible();
  await expect(page.locator('[data-order-field="payment_status"]')).toHaveText('Awaiting payment');
  await expect(page.getByRole('button', { name: 'Pay by card' })).toBeVisible();
  const row = stored(number);
  expect([row.status, row.payment_status]).toEqual(['received', 'awaiting_payment']);
  await shot(page, info, 'card-4-back');
  await axe(page);
});

test('a second attempt while the first is open: the buyer is told, and two payments show "paid twice" to staff', async ({ page, browser }, info) => {
  // Issue 26: the checkout took the buyer to the gateway (attempt 1, not paid yet); a second tab opens the order page.
  const number = await orderByCard(page);
  const { id } = stored(number);
  const second = await page.context().newPage();
  await second.goto(`/en/order/?order=${id}`);
  await expect(second.getByRole('status').filter({ hasText: /^A card payment for this order was started at \d{2}:\d{2}, perhaps in another window or tab, and is not finished yet\./ })).toBeVisible();
  await expect(second.getByRole('button', { name: 'Pay by card' })).toHaveCount(0);
  await shot(second, info, 'card-5-open-attempt');
  await axe(second);
  // The buyer starts a new payment anyway (attempt 2) and pays it; then pays attempt 1 in the first tab too.
  await second.getByRole('button', { name: 'Start a new card payment anyway' }).click();
  await expect(second.getByRole('heading', { name: 'Card payment (test gateway)' })).toBeVisible();
  await expect(second.locator('main dl')).toContainText(`${number}-2`);
  await pay(second, APPROVED);
  await expect(second.getByRole('status').filter({ hasText: 'Thank you: your card payment was received.' })).toBeVisible();
  await pay(page, APPROVED);
  await expect(page).toHaveURL(/payment=paid/);
  await expect
    .poll(() => sql(`SELECT COUNT(*) AS n FROM wp_kabelshop_card_transactions WHERE order_id = ${id}`)[0].n, { timeout: 15_000 })
    .toBe('2');
  // The buyer sees the overpayment on the order page.
  await page.goto(`/en/order/?order=${id}`);
  await expect(page.getByRole('status').filter({ hasText: /^Your card was charged .+ more than this order costs \(the payment was made twice\)\./ })).toBeVisible();

  // Staff: the order screen's Payment box says "paid twice" and offers the refund of the extra payment.
  const staff = await browser.newPage();
  await login(staff, ADMIN, '/wp-admin/');
  const menu = staff.locator('#adminmenu a[href$="page=kabelshop-orders"]').first();
  await staff.goto(`/wp-admin/${(await menu.getAttribute('href')) as string}`);
  await expect(staff.locator('tr', { hasText: number }).first()).toContainText(/paid twice|plaćeno dvaput/);
  await staff.getByRole('link', { name: number }).click();
  await expect(staff.locator('.ks-payment-twice')).toContainText(/Paid twice|Plaćeno dvaput/);
  await expect(staff.locator('.ks-card-charges tbody tr')).toHaveCount(2);
  await expect(staff.locator('.ks-payment-refund-charge')).toHaveCount(1);
  await shot(staff, info, 'card-6-paid-twice');
  await staff.locator('.ks-payment-refund-charge input[name="confirm"]').check();
  await staff.locator('.ks-payment-refund-charge [type="submit"]').click();
  await expect(staff.locator('.notice-success')).toBeVisible();
  await expect(staff.locator('.ks-payment-twice')).toHaveCount(0);
  const row = stored(number);
  expect(row.payment_status).toBe('paid');
  expect(sql(`SELECT state FROM wp_kabelshop_card_transactions WHERE order_id = ${id} ORDER BY id`).map((r) => r.state)).toEqual(['completed', 'refunded']);
  await staff.close();
});
