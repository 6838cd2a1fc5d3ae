/**
 * Inquiry list and wishlist (issue 4: spec shop query and wishlist): a visitor sends the inquiry
 * list and staff mark it answered in wp-admin; a customer saves an article to the wishlist, sees
 * it with its price in the account and moves it to the cart.
 */
import { test, expect } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { ADMIN, CUSTOMER, island, login, sql } from './helpers';

test('a visitor sends two articles as an inquiry; staff see it in wp-admin and mark it answered', async ({ page, browser }) => {
  const company = `E2E Upit ${Date.now()}`;
  await page.goto('/katalog/?lang=en&search=NYM-J');
  // The catalogue island replaces the server's cards when it mounts: click once it has, not a card being replaced.
  await island(page, 'catalogue');
  await page.locator('main a:is([href*="/kabel/"], [href*="/en/cable/"], [href*="/sr/kabl/"])').first().click();
  const table = await island(page, 'product-table');
  await expect(table.getByRole('button', { name: /Save to wishlist/ })).toHaveCount(0);
  const quantities = table.getByLabel(/Quantity in metres for/);
  await quantities.nth(0).fill('200'); // NYM-J rings of 100 m: whole rings
  await table.getByRole('button', { name: /Add to inquiry list/ }).nth(0).click();
  await quantities.nth(1).fill('100');
  await table.getByRole('button', { name: /Add to inquiry list/ }).nth(1).click();

  await page.goto('/upit/?lang=en');
  const form = await island(page, 'shop-query');
  await expect(form.getByRole('table', { name: 'Inquiry list: 2 articles' })).toBeVisible();
  const axe = await new AxeBuilder({ page }).include('.island--shop-query').analyze();
  expect(axe.violations).toEqual([]);
  // Issue 27: the lines can be changed here: the first to 300 m.
  const firstMetres = form.getByLabel(/^Metres for /).first();
  await firstMetres.fill('300');
  await expect(firstMetres).toHaveValue('300');
  await form.getByLabel('Company name').fill(company);
  await form.getByLabel('Contact person').fill('Ana Anić');
  await form.getByLabel('E-mail').fill('ana.e2e@example.test');
  await form.getByLabel('Phone').fill('+38531123456');
  await form.getByLabel(/^Note/).fill('Please quote delivery to Osijek.');
  await form.getByRole('button', { name: 'Send inquiry' }).click();
  await expect(form.getByText('Form successfully sent.')).toBeVisible();
  // Issue 27: the buyer is told the inquiry's number (the one of the receipt mail and of the staff list).
  await expect(form.getByRole('status')).toContainText(/Your inquiry number is UPIT-\d{6}/);
  await expect(form.getByText('The inquiry list is empty.')).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('kabelshop.inquiry'))).toBeNull();

  const [row] = sql(`SELECT id, status, (SELECT COUNT(*) FROM wp_kabelshop_inquiry_lines l WHERE l.inquiry_id = i.id) AS line_count FROM wp_kabelshop_inquiries i WHERE company_name = '${company}'`);
  expect(row).toMatchObject({ status: 'new', line_count: '2' });
  expect(sql(`SELECT quantity_m FROM wp_kabelshop_inquiry_lines WHERE inquiry_id = ${row.id} ORDER BY line_no`).map((l) => l.quantity_m)).toEqual(['300', '100']);

  const staff = await browser.newPage();
  await login(staff, ADMIN, '/wp-admin/admin.php?page=kabelshop-inquiries');
  await staff.getByRole('link', { name: company }).click();
  await expect(staff.getByText('Please quote delivery to Osijek.')).toBeVisible();
  await staff.locator('#ks-inquiry-status').selectOption('answered');
  await staff.locator('#ks-inquiry-note').fill('Offer sent by e-mail.');
  await staff.locator('#submit').click();
  await expect(staff.locator('.notice-success')).toBeVisible();
  await expect(staff.locator('#ks-inquiry-status')).toHaveValue('answered');
  expect(sql(`SELECT status FROM wp_kabelshop_inquiries WHERE id = ${row.id}`)[0].status).toBe('answered');
});

test('a customer saves an article to the wishlist, sees it with its price in the account and moves it to the cart', async ({ page }) => {
  sql("DELETE w FROM wp_kabelshop_wishlist w JOIN wp_users u ON u.ID = w.user_id WHERE u.user_email = 'kupac@kabelshop.test'");
  await login(page, CUSTOMER, '/katalog/?lang=en&search=NYM-J');
  // The catalogue island replaces the server's cards when it mounts: click once it has, not a card being replaced.
  await island(page, 'catalogue');
  await page.locator('main a:is([href*="/kabel/"], [href*="/en/cable/"], [href*="/sr/kabl/"])').first().click();
  const table = await island(page, 'product-table');
  const save = table.getByRole('button', { name: /^Save to wishlist/ }).first();
  const name = ((await save.textContent()) ?? '').replace(/^.*Save to wishlist:\s*/, '').trim();
  await save.click();
  await expect(table.locator('.ks-table__feedback').getByText(`${name} was saved to your wishlist.`)).toBeVisible();
  const [saved] = sql("SELECT w.article_code, a.unit_price_e4 FROM wp_kabelshop_wishlist w JOIN wp_users u ON u.ID = w.user_id JOIN wp_kabelshop_articles a ON a.article_code = w.article_code WHERE u.user_email = 'kupac@kabelshop.test'");
  expect(saved).toBeDefined();
  // Issue 14: the wishlist shows the full list price, base + today's metal surcharge (from the product table's props).
  const props = JSON.parse((await page.locator('script.island-props[id^="island-product-table"]').textContent()) ?? '{}') as {
    props: { articles: { article_code: string; metal_surcharge_e4?: number }[] };
  };
  const surchargeE4 = props.props.articles.find((a) => a.article_code === saved.article_code)?.metal_surcharge_e4 ?? 0;

  await page.goto('/moj-racun/?lang=en#wishlist');
  const panel = await island(page, 'account-wishlist');
  await expect(panel.getByText(saved.article_code)).toBeVisible();
  const fullE4 = Math.max(0, Number(saved.unit_price_e4) + surchargeE4);
  const price = (fullE4 / 10000).toLocaleString('en-US', { minimumFractionDigits: 4, maximumFractionDigits: 4 });
  // The demo customer is approved: the list price is shown, labelled, beside their own price.
  await expect(panel.locator('.ks-list-price').first()).toContainText(price);
  await panel.getByLabel('Metres').first().fill('300'); // a ring article: whole rings of 100 m
  await panel.getByRole('button', { name: /Move to cart/ }).first().click();
  await expect(panel.getByText(/moved to the cart/)).toBeVisible();
  await expect(panel.getByText(/Your wishlist is empty/)).toBeVisible();
  const cart = await page.evaluate(() => JSON.parse(localStorage.getItem('kabelshop.cart') ?? '{"data":[]}'));
  expect(cart.data).toHaveLength(1);
  expect(cart.data[0]).toMatchObject({ quantity: 300, data: { SifraArtikla2: saved.article_code } });
});
