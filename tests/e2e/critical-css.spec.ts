/**
 * First paint with the inline first-paint sheet (issue 16, docs/front-end.md "First paint: critical
 * CSS"): on home, catalogue, a product, registration, checkout, contact, quick order and the
 * customer's account and order pages (logged in) the theme's styles the
 * server-rendered page uses are printed inline and build/theme.css is added after the first paint,
 * without blocking it. A visitor must not see the difference: the page drawn with the inline rules
 * alone (theme.css held back) is the same picture as the page once theme.css applies (pixel for
 * pixel, up to one antialiasing step of the rasteriser: pictureDifference()), on the desktop and the
 * phone. Islands and UI modules are kept from starting
 * (window.__kabelshopNoAutoBoot) in both pictures, so what is compared is the server's markup as
 * the first paint shows it; islands mount only once theme.css applies (src/islands/mount.ts,
 * checked below). The metal prices page links theme.css as before (its table's container query
 * cannot stand inline): checked too.
 */
import { expect, test, type BrowserContext, type Page, type TestInfo } from '@playwright/test';
import { PNG } from 'pngjs';
import { CUSTOMER, MEASURED_PAGES, login, sql } from './helpers';

const PAGES = MEASURED_PAGES.filter((page) => page.critical);

const THEME_CSS = /\/build\/theme\.css/;

/**
 * Whether two full-page pictures are the same to the eye: the same size, and no pixel whose colour
 * differs by more than 2 of 255 in a channel. Chromium's rasteriser antialiases a rounded corner
 * one step apart between two paints of the same box (seen: 9 pixels of the account's section select,
 * 96 against 95); a missing or different rule moves, hides or recolours far more than that.
 * @returns A sentence saying how the pictures differ, or null when they do not.
 */
function pictureDifference(first: Buffer, second: Buffer): string | null {
  const a = PNG.sync.read(first);
  const b = PNG.sync.read(second);
  if (a.width !== b.width || a.height !== b.height) return `sizes differ: ${a.width}x${a.height} against ${b.width}x${b.height}`;
  let differing = 0;
  let firstAt = '';
  for (let i = 0; i < a.data.length; i += 4) {
    const far = [0, 1, 2, 3].some((k) => Math.abs((a.data[i + k] ?? 0) - (b.data[i + k] ?? 0)) > 2);
    if (!far) continue;
    if (differing === 0) firstAt = `${(i / 4) % a.width},${Math.floor(i / 4 / a.width)}`;
    differing += 1;
  }
  return differing === 0 ? null : `${differing} pixels differ, the first at ${firstAt}`;
}

/** The whole page's picture once its markup and the given styles are in place (no animations). */
async function picture(page: Page, path: string, holdThemeCss: boolean): Promise<Buffer> {
  await page.addInitScript(() => {
    (window as Window & { __kabelshopNoAutoBoot?: boolean }).__kabelshopNoAutoBoot = true;
  });
  if (holdThemeCss) await page.route(THEME_CSS, (route) => route.abort());
  await page.goto(path, { waitUntil: 'load' });
  // Loaded or (held back) failed: the loader marks both, so an island is never kept waiting.
  await expect(page.locator('#kabelshop-critical-css')).toHaveAttribute('data-full', 'loaded');
  const rules = await page.evaluate(() => {
    try {
      return (document.getElementById('kabelshop-css') as HTMLLinkElement | null)?.sheet?.cssRules.length ?? 0;
    } catch {
      return 0; // A sheet that failed to load has no readable rules.
    }
  });
  expect(rules > 0, holdThemeCss ? 'theme.css held back: none of its rules apply' : 'theme.css applies').toBe(!holdThemeCss);
  // Lazy images (the catalogue's drawings) all loaded first: a full-page picture would start them at random.
  await page.evaluate(async () => {
    const images = [...document.images];
    for (const image of images) image.loading = 'eager';
    const pending = images.filter((image) => !image.complete);
    await Promise.all(
      pending.map(
        (image) =>
          new Promise((resolve) => {
            image.addEventListener('load', resolve, { once: true });
            image.addEventListener('error', resolve, { once: true });
          }),
      ),
    );
    await document.fonts.ready;
  });
  return page.screenshot({ fullPage: true, animations: 'disabled', caret: 'hide' });
}

/** The page drawn with its inline first-paint rules alone is the same picture as with theme.css. */
async function samePicture(context: BrowserContext, path: string, info: TestInfo): Promise<void> {
  const first = await context.newPage();
  const full = await context.newPage();
  try {
    const response = await first.request.get(path);
    const html = await response.text();
    expect(html, 'the first-paint styles are inline').toContain("<style id='kabelshop-critical-css'>");
    expect(html, 'theme.css is not a render-blocking <link> in the markup').not.toMatch(/<link rel='stylesheet' id='kabelshop-css'/);
    expect(html, 'visitors without script get theme.css').toMatch(/<noscript><link rel='stylesheet'\s+href='[^']*\/build\/theme\.css\?ver=[^']*' media='all' \/><\/noscript>/);

    const alone = await picture(first, path, true);
    const withSheet = await picture(full, path, false);
    const difference = pictureDifference(alone, withSheet);
    if (difference !== null) {
      await info.attach('inline rules only', { body: alone, contentType: 'image/png' });
      await info.attach('with theme.css', { body: withSheet, contentType: 'image/png' });
    }
    expect(difference, 'the picture with the inline rules alone is the one with theme.css (both attached when not)').toBeNull();
  } finally {
    await first.close();
    await full.close();
  }
}

for (const { name, path } of PAGES) {
  test(`${name}: the inline first-paint styles draw the page as the full sheet does`, async ({ context }, info) => {
    await samePicture(context, path, info);
  });
}

// The account page is a customer's (visitors are sent to the login page): measured logged in, as
// bench/lighthouse.mjs measures it (issue 27: its render-blocking theme.css cost the page points).
test('account (logged in): the inline first-paint styles draw the page as the full sheet does', async ({ context }, info) => {
  const page = await context.newPage();
  await login(page, CUSTOMER, '/moj-racun/');
  await page.close();
  await samePicture(context, '/moj-racun/', info);
});

// An order's page (the customer's seeded demo order), logged in as bench/lighthouse.mjs measures it.
test('order page (logged in): the inline first-paint styles draw the page as the full sheet does', async ({ context }, info) => {
  const order = sql(`SELECT o.id FROM wp_kabelshop_orders o JOIN wp_users u ON u.ID = o.user_id WHERE u.user_email = '${CUSTOMER.login}' ORDER BY o.id LIMIT 1`)[0];
  expect(order, 'the demo customer has an order').toBeDefined();
  const page = await context.newPage();
  await login(page, CUSTOMER, '/moj-racun/');
  await page.close();
  await samePicture(context, `/narudzba/?order=${order.id}`, info);
});

test('an island mounts only once theme.css applies', async ({ page }) => {
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(THEME_CSS, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/kontakt/', { waitUntil: 'domcontentloaded' });
  const island = page.locator('[data-island="contact-form"]');
  // The form mounts when it comes into view (data-island-load="visible"): on the phone it is below
  // the fold, so it is brought into view, or the wait below would prove nothing.
  await island.scrollIntoViewIfNeeded();
  // The island's chunks have had time to arrive; theme.css has not: the server's form is still there.
  await page.waitForTimeout(1500);
  await expect(island).not.toHaveAttribute('aria-busy', 'false');
  expect(await page.locator('link#kabelshop-css').getAttribute('media')).toBe('print');
  release();
  await expect(island).toHaveAttribute('aria-busy', 'false');
  await expect(page.locator('link#kabelshop-css')).toHaveAttribute('media', 'all');
});

test('the metal prices page links theme.css as before (no inline sheet)', async ({ request }) => {
  const html = await (await request.get('/cijene-metala/')).text();
  expect(html).not.toContain('kabelshop-critical-css');
  expect(html).toMatch(/<link rel='stylesheet' id='kabelshop-css' href='[^']*\/build\/theme\.css\?ver=[^']*' media='all' \/>/);
});
