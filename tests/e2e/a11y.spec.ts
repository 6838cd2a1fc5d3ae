/**
 * axe (WCAG 2.2 AA rules) with the islands mounted, not only the server fallbacks: the product
 * page with its table, the construction modal and the header cart's short list open, and the
 * checkout as the demo customer. Plus the layout a user notices: at 1280 px the product table's
 * price, quantity, total and buttons are on screen (nothing cut off), no page scrolls sideways at
 * any width, and the header's labels stay on one line.
 */
import AxeBuilder from '@axe-core/playwright';
import { test, expect, type Page } from '@playwright/test';
import { CUSTOMER, island, login, shot } from './helpers';

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

async function axe(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page }).withTags(TAGS).analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

async function noSidewaysScroll(page: Page): Promise<void> {
  const widths = await page.evaluate(() => ({ page: document.documentElement.scrollWidth, window: window.innerWidth }));
  expect(widths.page).toBeLessThanOrEqual(widths.window);
}

async function openProduct(page: Page): Promise<void> {
  await page.goto('/kabel/nym-j/?lang=en');
  const table = await island(page, 'product-table');
  // Bring the table in as the browser does for a link or a keyboard user: below the sticky header
  // (scroll-padding-top). Playwright's own scroll puts the first row under the header, and axe then
  // measures that row's buttons as obscured (target-size).
  await table.evaluate((element) => element.scrollIntoView({ block: 'start' }));
}

test('product page with the table, the construction modal and the header cart passes axe', async ({ page }, info) => {
  await openProduct(page);
  await noSidewaysScroll(page);
  await axe(page);
  await shot(page, info, 'product');

  await page.getByRole('button', { name: /^Construction and core colours of NYM-J/ }).first().click();
  const dialog = page.getByRole('dialog', { name: /^Construction and core colours: NYM-J/ });
  await expect(dialog).toBeVisible();
  await axe(page);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  await page.getByLabel(/Quantity in metres for/).first().fill('100'); // sold in rings of 100 m
  await page.getByRole('button', { name: /^Add to cart/ }).first().click();
  const headerCart = page.locator('.island--header-cart');
  await headerCart.hover();
  await expect(headerCart).toHaveAttribute('aria-busy', 'false');
  await headerCart.getByRole('button', { name: 'Cart: 1 item' }).click();
  await expect(headerCart.getByRole('link', { name: 'Checkout' })).toBeVisible();
  await axe(page);
});

test('product table at 1280 px: every column to the order buttons is on screen; the header stays on one line', async ({ page }, info) => {
  test.skip(info.project.name !== 'desktop', 'desktop width only');
  await openProduct(page);
  const table = page.locator('.island--product-table table');
  const region = page.getByRole('region', { name: /the table scrolls sideways/ });
  await expect(region).toBeVisible();
  const fits = await region.evaluate((element) => element.scrollWidth <= element.clientWidth + 1);
  expect(fits, 'the product table fits 1280 px without scrolling').toBe(true);
  const viewport = page.viewportSize()?.width ?? 1280;
  for (const name of [/^Add to cart/, /^Add to inquiry list/]) {
    const box = await table.getByRole('button', { name }).first().boundingBox();
    expect(box && box.x + box.width).toBeLessThanOrEqual(viewport);
  }
  const total = await table.getByRole('columnheader', { name: 'Total (EUR)' }).boundingBox();
  expect(total && total.x + total.width).toBeLessThanOrEqual(viewport);
  // One text line per navigation label (a wrapped label is twice as high as the others).
  const heights = await page.locator('.site-nav__list > .site-nav__item > :is(a, button)').evaluateAll((items) =>
    items.map((item) => Math.round(item.getBoundingClientRect().height)),
  );
  expect(new Set(heights).size).toBe(1);
  await shot(page, info, 'product-1280');
});

test('product table at 1024 px scrolls inside its region with the size column kept in view', async ({ page }, info) => {
  test.skip(info.project.name !== 'desktop', 'desktop width only');
  await page.setViewportSize({ width: 1024, height: 800 });
  await openProduct(page);
  await noSidewaysScroll(page);
  const region = page.getByRole('region', { name: /the table scrolls sideways/ });
  await region.focus();
  await expect(region).toBeFocused();
  await region.evaluate((element) => element.scrollTo({ left: element.scrollWidth }));
  const first = page.locator('.island--product-table tbody th').first();
  const box = await first.boundingBox();
  const regionBox = await region.boundingBox();
  expect(box && regionBox && Math.abs(box.x - regionBox.x)).toBeLessThanOrEqual(2);
  await shot(page, info, 'product-1024-scrolled');
});

test('checkout with the island mounted passes axe for the demo customer', async ({ page }, info) => {
  await openProduct(page);
  await page.getByLabel(/Quantity in metres for/).first().fill('200'); // sold in rings of 100 m
  await page.getByRole('button', { name: /^Add to cart/ }).first().click();
  await login(page, CUSTOMER, '/blagajna/?lang=en');
  const checkout = await island(page, 'checkout');
  await expect(checkout.getByText('Your business customer discount of 20 % is included.')).toBeVisible();
  await expect(checkout.getByText(/Total to pay/).first()).toBeVisible();
  await noSidewaysScroll(page);
  await axe(page);
  await shot(page, info, 'checkout');
});
