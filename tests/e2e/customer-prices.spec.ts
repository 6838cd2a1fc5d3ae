/**
 * What the buyer sees (issue 13): the approved demo customer's own price beside the list price in
 * the catalogue, the product table and the wishlist (visitors: list prices only); the add-to-cart
 * message in view right after the click, with the header count; a size search hit opening the
 * product at that row, marked and scrolled into view (and marked by the server without script).
 * Runs at the desktop and the phone width (playwright.config.ts projects).
 */
import { test, expect, type Page } from '@playwright/test';
import { CUSTOMER, island, login, shot, sql } from './helpers';

/** The demo's NYM-J 3x2,5 article (a ring of 100 m) and its list price. */
function nym325(): { code: string; listE4: number } {
  const [row] = sql(
    "SELECT a.article_code, a.unit_price_e4 FROM wp_kabelshop_articles a JOIN wp_posts p ON p.ID = a.product_id WHERE p.post_title = 'NYM-J' AND a.size_label = '3x2.5' AND a.packaging = 'ring' ORDER BY a.id LIMIT 1",
  );
  expect(row, 'the seed has NYM-J 3x2.5 on rings').toBeDefined();
  return { code: row.article_code, listE4: Number(row.unit_price_e4) };
}

/** The customer's price: 20 % off, rounded half up to 1/10000 EUR (Commerce\CustomerPrice). */
const yours = (listE4: number): number => Math.floor((listE4 * 80 + 50) / 100);

/** "€0.5881" (en-US unit price, 4 decimals). */
const eur4 = (e4: number): string => `€${Math.floor(e4 / 10000)}.${String(e4 % 10000).padStart(4, '0')}`;

/**
 * The "from" price of NYM-J's catalogue card (issue 14): the lowest FULL price per metre (base +
 * metal surcharge) of its priced articles, read from its product page's props; the customer's
 * "from" price is that full price less 20 % (issue 27: the discount is off base + surcharge).
 */
async function nymFrom(page: Page): Promise<{ listE4: number; yoursE4: number }> {
  await page.goto('/kabel/nym-j/?lang=en');
  const envelope = JSON.parse((await page.locator('script.island-props[id^="island-product-table"]').textContent()) ?? '{}') as {
    props: { articles: { unit_price_e4: number; metal_surcharge_e4?: number }[] };
  };
  let best: { listE4: number; yoursE4: number } | null = null;
  for (const article of envelope.props.articles) {
    if (article.unit_price_e4 <= 0) continue;
    const metal = Math.max(-article.unit_price_e4, article.metal_surcharge_e4 ?? 0);
    const full = article.unit_price_e4 + metal;
    if (best === null || full < best.listE4) best = { listE4: full, yoursE4: yours(Math.max(0, full)) };
  }
  expect(best, 'NYM-J has priced articles').not.toBeNull();
  return best as { listE4: number; yoursE4: number };
}

/** The product table's props for an article: its metal surcharge per metre and the display mode (issue 14). */
async function tableTerms(page: Page, code: string): Promise<{ surchargeE4: number; display: 'split' | 'full' | null }> {
  const envelope = JSON.parse((await page.locator('script.island-props[id^="island-product-table"]').textContent()) ?? '{}') as {
    props: { articles: { article_code: string; metal_surcharge_e4?: number }[]; metal?: { enabled: boolean; display: 'split' | 'full' } | null };
  };
  const article = envelope.props.articles.find((a) => a.article_code === code);
  const metal = envelope.props.metal;
  return { surchargeE4: article?.metal_surcharge_e4 ?? 0, display: metal && metal.enabled ? metal.display : null };
}

async function nymCard(page: Page) {
  const card = page.locator('.ks-card').filter({ has: page.getByRole('link', { name: 'NYM-J', exact: true }) }).first();
  await expect(card).toBeVisible();
  return card;
}

test('the approved customer sees their price and the list price in the catalogue, the product table and the wishlist', async ({ page }, info) => {
  sql("DELETE w FROM wp_kabelshop_wishlist w JOIN wp_users u ON u.ID = w.user_id WHERE u.user_email = 'kupac@kabelshop.test'");
  await login(page, CUSTOMER, '/kabel/nym-j/?lang=en');
  const from = await nymFrom(page);
  await page.goto('/katalog/?lang=en&search=NYM-J');

  // The server's card, then the island's (card_html of GET products, asked with the customer's nonce).
  for (const stage of ['server', 'island']) {
    if (stage === 'island') await island(page, 'catalogue');
    const price = (await nymCard(page)).locator('.ks-card__price');
    await expect(price, stage).toContainText(`Your price from ${eur4(from.yoursE4)}/m`);
    await expect(price.locator('.ks-list-price'), stage).toHaveText(`List price ${eur4(from.listE4)}/m`);
    await expect(price.locator('s'), stage).toHaveText(eur4(from.listE4));
  }
  await shot(page, info, 'catalogue-customer');

  const { code, listE4 } = nym325();
  await page.goto('/kabel/nym-j/?lang=en');
  const table = await island(page, 'product-table');
  const row = table.locator(`tr[id="article-${code}"]`);
  const priceCell = row.locator('td').filter({ hasText: 'Your price' });
  // Issue 14: the discount comes off the base price only; the metal surcharge is added undiscounted.
  const { surchargeE4, display } = await tableTerms(page, code);
  const fullPair = display === 'split' ? priceCell.locator('.ks-metal-price__fullrow') : priceCell;
  await expect(fullPair).toContainText(`Your price ${eur4(yours(Math.max(0, listE4 + surchargeE4)))}`);
  await expect(fullPair).toContainText(`List price ${eur4(Math.max(0, listE4 + surchargeE4))}`);
  await expect(fullPair.locator('s')).toHaveText(eur4(Math.max(0, listE4 + surchargeE4)));
  if (display === 'split') {
    const base = priceCell.locator('.ks-metal-price__base');
    await expect(base).toContainText(`Your price ${eur4(yours(listE4))}`);
    await expect(base).toContainText(`List price ${eur4(listE4)}`);
    await expect(base.locator('s')).toHaveText(eur4(listE4));
    await expect(priceCell.locator('.ks-metal-price__surcharge')).toContainText(eur4(surchargeE4));
  }
  // Sold in rings of 100 m: the field starts at a ring and the row total is what the cart charges
  // (Commerce\Totals, issue 27: 100 m x (base + surcharge) x 80 %, rounded once), beside the list total.
  const quantity = row.getByLabel(/Quantity in metres for/);
  await expect(quantity).toHaveValue('100');
  await expect(quantity).toHaveAttribute('step', '100');
  await expect(row).toContainText('Sold in rings of 100 m');
  const cents = Math.floor((100 * Math.max(0, listE4 + surchargeE4) * 80 + 5000) / 10000);
  await expect(row.locator('.ks-table__total')).toContainText(`€${Math.floor(cents / 100).toLocaleString('en-US')}.${String(cents % 100).padStart(2, '0')}`);

  await row.getByRole('button', { name: /^Save to wishlist/ }).click();
  await expect(table.locator('.ks-table__feedback')).toContainText('was saved to your wishlist.');
  await page.goto('/moj-racun/?lang=en#wishlist');
  const panel = await island(page, 'account-wishlist');
  const entry = panel.locator('.ks-wishlist__entry').filter({ hasText: code });
  // The wishlist shows the full price (issue 14: base + the undiscounted surcharge) with the surcharge named.
  await expect(entry.locator('.ks-wishlist__price')).toContainText(`Your price ${eur4(yours(Math.max(0, listE4 + surchargeE4)))}`);
  await expect(entry.locator('.ks-wishlist__price')).toContainText(`List price ${eur4(Math.max(0, listE4 + surchargeE4))}`);
  await expect(entry.getByLabel('Metres')).toHaveValue('100');
  await shot(page, info, 'wishlist-customer');
  sql("DELETE w FROM wp_kabelshop_wishlist w JOIN wp_users u ON u.ID = w.user_id WHERE u.user_email = 'kupac@kabelshop.test'");
});

test('a visitor sees list prices only', async ({ page }) => {
  const { code, listE4 } = nym325();
  const from = await nymFrom(page);
  await page.goto('/katalog/?lang=en&search=NYM-J');
  await island(page, 'catalogue');
  const price = (await nymCard(page)).locator('.ks-card__price');
  await expect(price).toContainText(`from ${eur4(from.listE4)}/m`);
  await expect(price).not.toContainText('Your price');
  await page.goto('/kabel/nym-j/?lang=en');
  const table = await island(page, 'product-table');
  const { surchargeE4, display } = await tableTerms(page, code);
  await expect(table.locator(`tr[id="article-${code}"]`)).toContainText(eur4(display === 'full' ? listE4 + surchargeE4 : listE4));
  await expect(table).not.toContainText('Your price');
  // No discount figure in the page at all: the island's props carry none.
  const props = (await page.locator('script.island-props[id^="island-product-table"]').textContent()) ?? '';
  expect(props).toContain('"discount_percent":0');
  expect(props).not.toMatch(/"your_unit_price_e4":\d/);
});

test('the add-to-cart message shows by the pressed button, in view, and the header count follows', async ({ page }, info) => {
  const { code } = nym325();
  await page.goto('/kabel/nym-j/?lang=en');
  const table = await island(page, 'product-table');
  const row = table.locator(`tr[id="article-${code}"]`);
  await row.scrollIntoViewIfNeeded();
  await row.getByRole('button', { name: /^Add to cart/ }).click();
  const feedback = table.locator('.ks-table__feedback');
  await expect(feedback).toContainText('Added 100 m of NYM-J 3x2.5 to the cart.');
  await expect(feedback.locator('.ks-table__feedback-box')).toBeInViewport();
  // Right below the row whose button was pressed.
  await expect(row.locator('xpath=following-sibling::tr[1]')).toHaveClass(/ks-table__feedback/);
  await expect(table.getByRole('status')).toHaveText('Added 100 m of NYM-J 3x2.5 to the cart.');
  await expect(page.locator('[data-cart-count="cart"]').first()).toHaveText('1');
  await shot(page, info, 'add-feedback');

  // Half a ring is refused by the field.
  const quantity = row.getByLabel(/Quantity in metres for/);
  await quantity.fill('150');
  await row.getByRole('button', { name: /^Add to cart/ }).click();
  await expect(quantity).toHaveAttribute('aria-invalid', 'true');
  await expect(quantity).toHaveAccessibleDescription('Sold in rings of 100 m Whole packages only: enter 100, 200, 300 … m.');
  await expect(page.locator('[data-cart-count="cart"]').first()).toHaveText('1');
});

test('a size search hit opens the product with that row marked and in view', async ({ page, browser }, info) => {
  const { code } = nym325();
  await page.goto('/en/?s=' + encodeURIComponent('NYM-J 3x2,5'));
  const results = await island(page, 'search-results');
  const hit = results.getByRole('region', { name: /^Articles/ }).getByRole('link', { name: 'NYM-J 3x2.5' }).first();
  await expect(hit).toHaveAttribute('href', new RegExp(`\\?article=${code.replace(/\./g, '\\.')}#article-${code.replace(/\./g, '\\.')}$`));
  await hit.click();
  const row = page.locator(`tr[id="article-${code}"]`);
  await island(page, 'product-table');
  await expect(row).toHaveAttribute('aria-current', 'true');
  await expect(row).toBeInViewport();
  await expect(page.locator('tr[aria-current="true"]')).toHaveCount(1);
  await shot(page, info, 'size-hit');

  // A size in a catalogue card is a quick link to the same rows.
  await page.goto('/katalog/?lang=en&search=NYM-J');
  await island(page, 'catalogue');
  await (await nymCard(page)).getByRole('link', { name: 'NYM-J 3x2.5' }).click();
  await expect(page).toHaveURL(/\?size=3x2\.5#product-articles$/);
  await island(page, 'product-table');
  await expect(page.locator(`tr[id="article-${code}"]`)).toHaveAttribute('aria-current', 'true');
  await expect(page.locator(`tr[id="article-${code}"]`)).toBeInViewport();

  // Without script the server's table carries the mark.
  const context = await browser.newContext({ javaScriptEnabled: false });
  const plain = await context.newPage();
  await plain.goto('/kabel/nym-j/?size=3x2,5#product-articles');
  await expect(plain.locator(`tr[id="article-${code}"]`)).toHaveAttribute('aria-current', 'true');
  await expect(plain.locator(`tr[id="article-${code}"]`)).toHaveClass(/is-current/);
  await context.close();
});
