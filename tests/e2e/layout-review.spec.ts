/**
 * Layout and wording defects a buyer saw in review, at both projects' widths (1280 px, 390 px):
 * panels that left the screen, and numbers in the wrong locale's marks.
 */
import { test, expect } from '@playwright/test';
import { island } from './helpers';

test('the header cart list stays inside the screen', async ({ page }) => {
  await page.goto('/katalog/?lang=hr&search=NYM-J');
  await island(page, 'catalogue'); // click a card of the mounted island, not one it is replacing
  await page.locator('main a:is([href*="/kabel/"], [href*="/en/cable/"], [href*="/sr/kabl/"])').first().click();
  const table = await island(page, 'product-table');
  await table.getByLabel(/Količina u metrima za/).first().fill('100'); // sold in rings of 100 m
  await table.getByRole('button', { name: 'U košaricu' }).first().click();
  await page.keyboard.press('Escape');
  await page.evaluate(() => window.scrollTo(0, 0));

  // The header cart mounts on first focus or pointer; the click then opens its list.
  await page.locator('.island--header-cart button').first().focus();
  await expect(page.locator('.island--header-cart').first()).toHaveAttribute('aria-busy', 'false');
  await page.locator('.ks-header-cart__button').first().click();
  const panel = page.locator('.ks-header-cart__panel').first();
  await expect(panel).toBeVisible();
  const box = await panel.boundingBox();
  const width = page.viewportSize()?.width ?? 0;
  expect(box).not.toBeNull();
  expect(box!.x).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width).toBeLessThanOrEqual(width);
});

test('the metal price table title stays readable when the table scrolls sideways', async ({ page }) => {
  await page.goto('/cijene-metala/?lang=hr');
  const table = await island(page, 'metal-prices');
  const caption = table.locator('caption');
  await expect(caption).toContainText('Bakar: LME cijene');
  const box = await caption.boundingBox();
  const width = page.viewportSize()?.width ?? 0;
  expect(box).not.toBeNull();
  expect(box!.x).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width).toBeLessThanOrEqual(width);
});

for (const path of ['/katalog/', '/kabel/nym-j/', '/dobavljaci/']) {
  test(`the page title of ${path} has room under the header`, async ({ page }) => {
    await page.goto(`${path}?lang=hr`);
    const header = await page.locator('.site-header').boundingBox();
    const title = await page.locator('main h1').first().boundingBox();
    expect(header).not.toBeNull();
    expect(title).not.toBeNull();
    expect(title!.y - (header!.y + header!.height)).toBeGreaterThanOrEqual(24);
  });
}

test('category tiles on the English home page hold their longest word', async ({ page }) => {
  await page.goto('/?lang=en');
  // The label's text boxes (a Range) against the tile's inner right edge: overflowing text in a
  // flex row does not show in scrollWidth.
  const overflow = await page.locator('.tile').evaluateAll((tiles) =>
    tiles
      .filter((tile) => {
        const inner = tile.getBoundingClientRect().right - parseFloat(getComputedStyle(tile).paddingRight);
        const range = document.createRange();
        range.selectNodeContents(tile);
        return [...range.getClientRects()].some((rect) => rect.right > inner + 0.5);
      })
      .map((tile) => (tile as HTMLElement).innerText.trim()),
  );
  expect(overflow).toEqual([]);
});

test('the core colour table in the construction modal is a table at every width', async ({ page }) => {
  await page.goto('/kabel/nym-j/?lang=en');
  const table = await island(page, 'product-table');
  await table.locator('.ks-table__details').first().click();
  const dialog = page.getByRole('dialog');
  const colours = dialog.getByRole('table');
  await expect(colours).toBeVisible();
  // Below 700 px the product table turns its own rows into cards; the modal's rows stay rows.
  const displays = await colours.locator('tr').evaluateAll((rows) => rows.map((row) => getComputedStyle(row).display));
  expect(new Set(displays)).toEqual(new Set(['table-row']));
  await expect(colours.getByRole('columnheader', { name: 'Colour' })).toBeVisible();
});

test('the product table caption uses the full width when rows are cards', async ({ page }) => {
  await page.goto('/kabel/nym-j/?lang=hr');
  const table = await island(page, 'product-table');
  const caption = await table.locator('caption').first().boundingBox();
  const width = await table.boundingBox();
  expect(caption).not.toBeNull();
  // It shrank to its longest word (three lines for "Artikli proizvoda NYM-J") at 390 px.
  expect(caption!.width).toBeGreaterThan(width!.width * 0.8);
});

test('a mouse click on a header menu opens it (hovering had opened it and the click closed it)', async ({ page, isMobile }) => {
  test.skip(isMobile, 'desktop header dropdowns');
  await page.goto('/?lang=en');
  const trigger = page.locator('.site-nav__trigger').filter({ hasText: 'Company' });
  await trigger.click();
  await expect(trigger).toHaveAttribute('aria-expanded', 'true');
  await expect(page.locator(`#${await trigger.getAttribute('aria-controls')}`)).toBeVisible();
});
