/**
 * One price, everywhere (issue 27, "A test compares one article's price on every surface"): the
 * approved demo customer's own full price per metre of NYM-J 3x2,5 (base + metal surcharge, less
 * 20 %) and the list full price beside it are the same figures, from the server, in the product
 * table, the side cart, the checkout's cart, the quick order and the CSV price list. The figures
 * are read once from the server's product answer (full_price_e4, your_full_price_e4), never
 * computed here; each surface must print exactly those. English pages (one number format).
 */
import { test, expect } from '@playwright/test';
import { CUSTOMER, island, login, sql } from './helpers';

/** "€0.5566": en-US, 4 decimals. */
const eur4 = (e4: number): string => `€${Math.floor(e4 / 10000)}.${String(e4 % 10000).padStart(4, '0')}`;

test('the customer own price and the list price of one article are the same on every surface', async ({ page }) => {
  const [row] = sql(
    "SELECT a.article_code FROM wp_kabelshop_articles a JOIN wp_posts p ON p.ID = a.product_id WHERE p.post_title = 'NYM-J' AND a.size_label = '3x2.5' AND a.packaging = 'ring' ORDER BY a.id LIMIT 1",
  );
  expect(row, 'the seed has NYM-J 3x2.5 on rings').toBeDefined();
  const code = row.article_code;
  await login(page, CUSTOMER, '/kabel/nym-j/?lang=en');
  await page.evaluate(() => localStorage.removeItem('kabelshop.cart'));

  // The server's figures for this customer (the product table's props are the products answer).
  await page.goto('/kabel/nym-j/?lang=en');
  const envelope = JSON.parse((await page.locator('script.island-props[id^="island-product-table"]').textContent()) ?? '{}') as {
    props: { articles: { article_code: string; full_price_e4: number; your_full_price_e4?: number | null }[] };
  };
  const article = envelope.props.articles.find((a) => a.article_code === code);
  expect(article?.your_full_price_e4, 'an approved customer has an own full price').toBeGreaterThan(0);
  const list = eur4(article!.full_price_e4);
  const own = eur4(article!.your_full_price_e4 as number);
  expect(own).not.toBe(list);

  // Product table.
  const table = await island(page, 'product-table');
  const tableRow = table.locator(`tr[id="article-${code}"]`);
  await expect(tableRow).toContainText(`Your price ${own}`);
  await expect(tableRow).toContainText(`List price ${list}`);

  // Side cart, right after adding one ring.
  await tableRow.getByRole('button', { name: /^Add to cart/ }).click();
  await table.getByRole('button', { name: 'Open cart' }).click();
  const drawer = page.getByRole('dialog', { name: /Cart/ });
  await expect(drawer).toBeVisible();
  const drawerLine = drawer.locator('li, tr').filter({ hasText: code }).first();
  await expect(drawerLine).toContainText(own);
  await expect(drawerLine).toContainText(list);

  // Checkout's cart.
  await page.goto('/blagajna/?lang=en');
  const checkout = await island(page, 'checkout');
  const checkoutRow = checkout.getByRole('row', { name: /^NYM-J 3x2\.5/ });
  await expect(checkoutRow).toContainText(`Your price ${own}`);
  await expect(checkoutRow).toContainText(`List price ${list}`);

  // Quick order.
  await page.goto('/en/quick-order/');
  const quick = await island(page, 'quick-order');
  await quick.getByLabel('Order lines').fill(`${code} 100`);
  await quick.getByRole('button', { name: 'Check lines' }).click();
  const quickLine = quick.locator('[data-line-no="1"]');
  await expect(quickLine).toHaveAttribute('data-status', 'matched');
  await expect(quickLine).toContainText(own);
  await expect(quickLine).toContainText(list);

  // The CSV price list, downloaded with the customer's cookie (English: decimal point).
  const signupLink = page.locator('a[href*="kabelshop_price_list=csv"]').first();
  const href = (await signupLink.getAttribute('href')) ?? '/en/?kabelshop_price_list=csv';
  const csv = await (await page.request.get(href)).text();
  const csvRow = csv.split('\n').find((line) => line.startsWith(`${code},`));
  expect(csvRow, 'the article is in the price list').toBeDefined();
  const cells = (csvRow as string).split(',');
  expect(cells).toContain(list.slice(1));
  expect(cells).toContain(own.slice(1));
  await page.evaluate(() => localStorage.removeItem('kabelshop.cart'));
});
