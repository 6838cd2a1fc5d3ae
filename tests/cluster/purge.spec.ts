/**
 * The page cache is purged when a price changes (issue 16, the contract of Http\PagePurger: PHP sends
 * GET {KABELSHOP_PAGE_CACHE_PURGE}/_purge{path} to nginx, deploy/nginx/kabelshop-locations.conf).
 * Last of the cluster specs (file order): it imports prices through wp-admin on node 1 and reads the
 * product page as a visitor through the cache.
 */
import { expect, test } from '@playwright/test';
import { ADMIN, sql } from '../e2e/helpers';
import { openOn } from './nodes';

const HEADER =
  'article_code;designation;hr_name;category;cores;cross_section_mm2;size_label;outer_diameter_mm;copper_kg_km;weight_kg_km;packaging;package_length_m;unit_price_eur_per_m;stock_m;standard;rated_voltage;conductor_class;insulation;sheath;cpr_class;supplier;source';

test('a price change through the catalogue import refreshes the cached product page', async ({ page, playwright, baseURL }) => {
  const code = `CLUSTER-${Date.now()}`;
  const row = (price: string): string => `${code};NYM-J;PP-Y;installation-cables;4;2,5;4x2,5;;;;ring;100;${price};1200;;;;;;;own;`;
  const importCsv = async (price: string): Promise<void> => {
    await openOn(page, 1, '/wp-admin/admin.php?page=kabelshop-import');
    await page.locator('#kabelshop-import-file').setInputFiles({ name: 'prices.csv', mimeType: 'text/csv', buffer: Buffer.from(`${HEADER}\n${row(price)}\n`, 'utf8') });
    await page.getByRole('button', { name: 'Check and import' }).click();
    await expect(page.locator('#kabelshop-import-progress')).toHaveAttribute('value', '100', { timeout: 30_000 });
    await expect(page.locator('#kabelshop-import-errors li')).toHaveCount(0);
  };

  await openOn(page, 1, '/wp-login.php');
  await page.locator('#user_login').fill(ADMIN.login);
  await page.locator('#user_pass').fill(ADMIN.password);
  await page.locator('#wp-submit').click();
  await page.waitForURL((url) => !url.pathname.includes('wp-login.php'));
  await importCsv('1,2345');
  const [product] = sql(`SELECT p.post_name FROM wp_kabelshop_articles a JOIN wp_posts p ON p.ID = a.product_id WHERE a.article_code = '${code}'`);
  expect(product, 'the imported article belongs to a cable type').toBeTruthy();
  const path = `/kabel/${product.post_name}/`;

  const visitor = await playwright.request.newContext({ baseURL });
  await visitor.get(path);
  const cached = await visitor.get(path);
  expect(cached.headers()['x-kabelshop-cache'], 'the visitor\'s product page is served from the cache').toBe('HIT');
  const before = await cached.text();
  expect(before).toContain(code);

  await importCsv('9,8765');
  // PagePurger sends the purges after the import's answer (fastcgi_finish_request), so they may land
  // a few milliseconds after the page shows 100 %: the visitor's page is fresh within a second or two.
  let html = before;
  await expect
    .poll(
      async () => {
        const after = await visitor.get(path);
        html = await after.text();
        return after.headers()['x-kabelshop-cache'];
      },
      { message: 'the import purged the page: rendered again, not a HIT', timeout: 5_000, intervals: [100, 200, 500] },
    )
    .not.toBe('HIT');
  expect(html).not.toBe(before);
  expect(html, 'the new price').toMatch(/9,8[78]/);
  expect((await visitor.get(path)).headers()['x-kabelshop-cache']).toBe('HIT');
  await visitor.dispose();
});
