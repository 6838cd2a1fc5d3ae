/**
 * The buyer's journey of the foundation issue, at 1280 px and at 390 px (the two projects):
 * search "3x2,5" -> product -> two articles with quantities -> the side cart shows them with the
 * right total -> checkout as the demo customer -> success page -> the order is stored with the
 * server's prices (even when the browser's stored price was tampered with).
 * Issue 14: the totals carry the metal surcharge (not discounted) and charge lines (a cut from a
 * drum); the figures asserted are computed from the quote answer by Commerce\Totals' rule.
 */
import { test, expect, type Page } from '@playwright/test';
import { CUSTOMER, island, login, placeOrderAndWait, shot, sql } from './helpers';

interface QuoteAnswer {
  discount_percent: number;
  lines: { article_code: string; quantity_m: number; unit_price_e4: number; metal_surcharge_e4?: number }[];
  charges?: { cents: number }[];
  charges_cents?: number;
  net_cents: number;
}

/** Every POST cart/quote answer the page receives, in order. */
function collectQuotes(page: Page): QuoteAnswer[] {
  const answers: QuoteAnswer[] = [];
  page.on('response', (response) => {
    if (/cart(\/|%2F)quote/.test(response.url()) && response.request().method() === 'POST' && response.ok()) {
      void response.json().then((data: QuoteAnswer) => answers.push(data));
    }
  });
  return answers;
}

/**
 * Net cents of a quote by Commerce\Totals' rule (docs/checkout.md): the discount on the full
 * amounts, base and metal surcharge (issue 27, spec section 9), rounded once, plus the charge lines.
 */
function netOf(quote: QuoteAnswer): number {
  const base = quote.lines.reduce((sum, l) => sum + l.quantity_m * l.unit_price_e4, 0);
  const metal = quote.lines.reduce((sum, l) => sum + l.quantity_m * (l.metal_surcharge_e4 ?? 0), 0);
  const charges = (quote.charges ?? []).reduce((sum, c) => sum + c.cents, 0);
  // Issue 27 (spec section 9): the discount is off the full unit price, base + metal surcharge.
  return Math.floor(((base + metal) * (100 - quote.discount_percent) + 5000) / 10000) + charges;
}

function euros(cents: number): RegExp {
  const whole = Math.floor(cents / 100).toLocaleString('en-US');
  return new RegExp(`${whole}\\.${String(cents % 100).padStart(2, '0')}`);
}

async function openFirstResult(page: Page): Promise<void> {
  await page.goto('/katalog/?lang=en');
  const catalogue = await island(page, 'catalogue');
  const search = catalogue.getByRole('searchbox', { name: 'Search cables' });
  await search.fill('3x2,5');
  await search.press('Enter');
  await expect(page.getByText(/\d+ cable types?/).first()).toBeVisible();
  const firstResult = page.locator('.island--catalogue a:is([href*="/kabel/"], [href*="/en/cable/"], [href*="/sr/kabl/"])').first();
  await expect(firstResult).toBeVisible();
  await firstResult.click();
  await page.waitForURL(/\/(kabel|en\/cable|sr\/kabl)\//);
}

test('search, add two articles, check the side cart, order as the demo customer', async ({ page }, info) => {
  const quotes = collectQuotes(page);
  await openFirstResult(page);
  await island(page, 'product-table');
  await shot(page, info, '1-product');

  // Two articles that can be ordered (not "On request"), each in a quantity its packaging allows:
  // whole rings/reels/boxes (the field's step), any metres of a drum (issue 13's ordering rules).
  const quantityLabel = /Quantity in metres for/;
  await expect(page.getByLabel(quantityLabel).first()).toBeVisible();
  const rows = page
    .locator('.island--product-table tbody tr')
    .filter({ has: page.getByLabel(quantityLabel) })
    .filter({ hasNotText: 'On request' });
  expect(await rows.count()).toBeGreaterThanOrEqual(2);
  const metres: number[] = [];
  for (const n of [0, 1]) {
    const input = rows.nth(n).getByLabel(quantityLabel);
    const step = Number((await input.getAttribute('step')) ?? '1');
    metres.push(step > 1 ? step : 35);
    await input.fill(String(metres[n]));
    await rows.nth(n).getByRole('button', { name: 'Add to cart' }).click();
  }
  await expect(page.locator('[data-cart-count="cart"]').first()).toHaveText('2');

  // The prices the server holds for the two articles.
  const cart = await page.evaluate(() => JSON.parse(localStorage.getItem('kabelshop.cart') ?? '{"data":[]}'));
  const codes: string[] = cart.data.map((item: { data: { SifraArtikla2: string } }) => item.data.SifraArtikla2);
  expect(codes).toHaveLength(2);
  const priceRows = sql(
    `SELECT article_code, unit_price_e4 FROM wp_kabelshop_articles WHERE article_code IN ('${codes.map((c) => c.replace(/'/g, '')).join("','")}')`,
  );
  const priceByCode = Object.fromEntries(priceRows.map((r) => [r.article_code, Number(r.unit_price_e4)]));
  const lines = [
    { quantity: metres[0], unitPriceE4: priceByCode[codes[0]] },
    { quantity: metres[1], unitPriceE4: priceByCode[codes[1]] },
  ];
  /** The latest quote for these metres, after it has come; its base prices are the database's. */
  const latestQuote = async (discount: number): Promise<QuoteAnswer> => {
    await expect.poll(() => quotes.filter((q) => q.discount_percent === discount && q.lines.length === 2).length, { timeout: 15_000 }).toBeGreaterThan(0);
    const quote = quotes.filter((q) => q.discount_percent === discount && q.lines.length === 2).at(-1) as QuoteAnswer;
    expect(quote.lines.map((l) => [l.article_code, l.quantity_m, l.unit_price_e4])).toEqual(codes.map((code, n) => [code, metres[n], lines[n].unitPriceE4]));
    expect(quote.net_cents, 'net = (base + metal surcharge) less the discount + charges').toBe(netOf(quote));
    return quote;
  };

  // Side cart: both lines and the undiscounted total for a visitor.
  // The header cart (its island loads on the first pointer over it): its short list, then "Open cart".
  const headerCart = page.locator('.island--header-cart');
  await headerCart.hover();
  await expect(headerCart).toHaveAttribute('aria-busy', 'false');
  await headerCart.getByRole('button', { name: 'Cart: 2 items' }).click();
  await expect(headerCart.getByRole('listitem')).toHaveCount(2);
  await headerCart.getByRole('button', { name: 'Open cart' }).click();
  const drawer = page.getByRole('dialog', { name: /Cart/ });
  await expect(drawer).toBeVisible();
  await expect(drawer.getByRole('button', { name: /^Remove .* from the cart$/ })).toHaveCount(2);
  await expect(drawer).toContainText(euros((await latestQuote(0)).net_cents));
  await shot(page, info, '2-side-cart');
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();

  // Tamper with the stored price: the server must ignore it.
  await page.evaluate(() => {
    const stored = JSON.parse(localStorage.getItem('kabelshop.cart') ?? '{}');
    stored.data[0].data.Cijena = 0.0001;
    localStorage.setItem('kabelshop.cart', JSON.stringify(stored));
  });

  await login(page, CUSTOMER, '/blagajna/?lang=en');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await island(page, 'checkout');
  await expect(page.locator('.island--checkout')).toContainText(euros((await latestQuote(20)).net_cents));
  await page.getByLabel('Note for your order (optional)').fill('Please cut to the stated lengths.');
  await page.getByLabel('Pick up at our warehouse').check();
  await page.getByLabel(/Bank transfer/i).check();
  await shot(page, info, '3-checkout');
  // The order is priced like the pickup quote the buyer saw last.
  await expect(page.locator('.island--checkout .ks-totals')).toBeVisible();
  const netWithDiscount = (await latestQuote(20)).net_cents;
  const number = await placeOrderAndWait(page.locator('.island--checkout'));
  const track = page.getByRole('link', { name: 'Track order' });
  await expect(track).toBeVisible();
  await shot(page, info, '4-success');
  await expect(page.locator('[data-cart-count="cart"]').first()).toBeHidden();

  const [order] = sql(`SELECT id, net_cents, discount_percent, gross_cents, note FROM wp_kabelshop_orders WHERE number = '${number}'`);
  expect(Number(order.discount_percent)).toBe(20);
  expect(Number(order.net_cents)).toBe(netWithDiscount);
  expect(order.note).toBe('Please cut to the stated lengths.');
  const items = sql(`SELECT article_code, quantity_m, unit_price_e4 FROM wp_kabelshop_order_items WHERE order_id = ${order.id} ORDER BY line_no`);
  expect(items.map((i) => [i.article_code, Number(i.quantity_m), Number(i.unit_price_e4)])).toEqual([
    [codes[0], metres[0], lines[0].unitPriceE4],
    [codes[1], metres[1], lines[1].unitPriceE4],
  ]);

  await track.click();
  await expect(page.locator('main')).toContainText(number as string);
  await shot(page, info, '5-order');
});

test('a visitor at checkout is told how to log in or register', async ({ page }) => {
  await page.goto('/blagajna/?lang=en');
  await expect(page.getByRole('link', { name: 'Log in' }).first()).toBeVisible();
  await expect(page.getByRole('link', { name: 'Register' }).first()).toBeVisible();
});

test('an empty search says so', async ({ page }) => {
  await page.goto('/katalog/?lang=en');
  const search = (await island(page, 'catalogue')).getByRole('searchbox', { name: 'Search cables' });
  await search.fill('zzqqxx-nothing');
  await search.press('Enter');
  await expect(page.getByText('No results found for your query')).toBeVisible();
});

test('the product page is crawlable: specs and a table of articles without JavaScript', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/katalog/?lang=en&search=3x2,5');
  const link = page.locator('main a:is([href*="/kabel/"], [href*="/en/cable/"], [href*="/sr/kabl/"])').first();
  await expect(link).toBeVisible();
  await link.click();
  await expect(page.locator('h1')).toHaveCount(1);
  await expect(page.locator('main table').first()).toBeVisible();
  await expect(page.locator('main')).toContainText(/demo/i);
  await context.close();
});
