/**
 * Quick order and order lists (issue 13, docs/quick-order.md), in the browser against the seeded
 * catalogue: a visitor pastes three lines as buyers write them, sees each match and puts them into
 * the cart (the side cart shows them); the demo customer saves the cart as an order list in the
 * account and later orders the list in one click.
 */
import { test, expect, type Page } from '@playwright/test';
import { CUSTOMER, island, login, shot } from './helpers';

const CODES = ['KS-NYYJ-5X16-D', 'KS-NYMJ-3X2.5-R', 'KS-NYMJ-3X1.5-R'];

/** The cart's stored lines: [code, metres]. */
async function cartLines(page: Page): Promise<[string, number][]> {
  const raw = await page.evaluate(() => localStorage.getItem('kabelshop.cart'));
  const stored = JSON.parse(raw ?? '{"data":[]}') as { data: { quantity: number; data: { SifraArtikla2: string } }[] };
  return stored.data.map((item) => [item.data.SifraArtikla2, item.quantity]);
}

test('a visitor pastes three lines, sees the matches and puts them into the cart', async ({ page }, info) => {
  await page.goto('/en/quick-order/');
  await expect(page.getByRole('heading', { level: 1, name: 'Quick order' })).toBeVisible();
  const quick = await island(page, 'quick-order');
  await quick.getByLabel('Order lines').fill('NYY-J 5x16 200m\nPP-Y 3x2,5 100\nKS-NYMJ-3X1.5-R 200 m');
  await quick.getByRole('button', { name: 'Check lines' }).click();

  await expect(quick.getByRole('status')).toHaveText('3 found, 0 to choose, 0 not found.');
  for (const [index, code] of CODES.entries()) {
    const line = quick.locator(`[data-line-no="${index + 1}"]`);
    await expect(line).toHaveAttribute('data-status', 'matched');
    await expect(line).toContainText(code);
  }
  await expect(quick.locator('[data-line-no="2"]')).toContainText('NYM-J 3x2.5');
  await shot(page, info, 'quick-order-1-matches');

  await quick.getByRole('button', { name: 'Add 3 lines to the cart' }).click();
  await expect(quick.getByRole('status')).toHaveText("3 lines were put in your cart at today's prices.");
  expect(await cartLines(page)).toEqual([
    [CODES[0], 200],
    [CODES[1], 100],
    [CODES[2], 200],
  ]);
  const sideCart = page.locator('.island--side-cart');
  for (const code of CODES) await expect(sideCart.getByText(code).first()).toBeVisible();
  await shot(page, info, 'quick-order-2-side-cart');
});

test('the demo customer saves the cart as an order list and orders the list', async ({ page }, info) => {
  const name = `E2E site kit ${info.project.name} ${Date.now()}`;
  await login(page, CUSTOMER, '/en/my-account/');
  await page.evaluate((code) => {
    localStorage.setItem('kabelshop.cart', JSON.stringify({ timestamp: Date.now(), data: [{ timestamp: Date.now(), quantity: 300, data: { Cijena: 1, SifraArtikla2: code } }] }));
  }, CODES[0]);
  await page.goto('/en/my-account/#order-lists');
  const panel = await island(page, 'account-order-lists');
  await panel.getByLabel('List name').fill(name);
  await panel.getByRole('button', { name: 'Save cart as list (1 line)' }).click();
  await expect(panel.getByRole('status')).toHaveText(`The list “${name}” was saved.`);
  const card = panel.locator('li.ks-order-list', { has: page.getByRole('heading', { name }) });
  await expect(card).toContainText(CODES[0]);
  await expect(card).toContainText('300 m');

  // Another day: the cart is empty, the list goes in with one click at today's price.
  await page.evaluate(() => localStorage.removeItem('kabelshop.cart'));
  await page.reload();
  const again = await island(page, 'account-order-lists');
  const saved = again.locator('li.ks-order-list', { has: page.getByRole('heading', { name }) });
  await saved.getByRole('button', { name: `Order list ${name}` }).click();
  await expect(again.getByRole('status')).toHaveText(`1 line of “${name}” was put in your cart at today's prices.`);
  expect(await cartLines(page)).toEqual([[CODES[0], 300]]);
  await expect(page.locator('.island--side-cart').getByText(CODES[0]).first()).toBeVisible();
  await shot(page, info, 'order-lists-1-ordered');

  // Tidy up: the list is deleted after the confirmation.
  await page.keyboard.press('Escape');
  page.once('dialog', (dialog) => void dialog.accept());
  await saved.getByRole('button', { name: `Delete ${name}` }).click();
  await expect(again.getByRole('status')).toHaveText(`The list “${name}” was deleted.`);
});
