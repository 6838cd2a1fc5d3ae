/**
 * Issue 29: the shop is the plugin kabelshop-core's; the theme kabelshop only presents it.
 *
 * - Switched to Twenty Twenty-Five in wp-admin (Appearance > Themes), the site shows TT5's pages
 *   while the plugin keeps everything it registers: the REST routes with the card gateway's notify
 *   route, the cable post type and its pages, the wp-admin screens, the capabilities and the cron
 *   jobs' handlers; switching back restores the shop's pages unchanged.
 * - With the plugin deactivated (Plugins), the kabelshop theme says so in wp-admin and shows a
 *   polite 503 page in the visitor's language, never a fatal error; activated again, the shop is back.
 *
 * Whatever happens, afterAll puts the plugin and the theme back (the rest of the suite runs on this
 * site after this file).
 */
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { test, expect, type Page, type APIRequestContext } from '@playwright/test';
import { ADMIN, login, shot, sql } from './helpers';

const ROOT = process.cwd();
const PLUGIN = 'kabelshop-core/kabelshop-core.php';
const CRON_HOOKS = ['kabelshop_payments_expire', 'kabelshop_order_mails', 'kabelshop_purge_applications', 'kabelshop_newsletter_tick'];

/** What WordPress registers for a request of the test site, read in a PHP process of its own. */
function registered(): { theme: string; plugin: boolean; postType: boolean; notifyRoute: boolean; adminCap: boolean; cron: Record<string, boolean> } {
  const wp = process.env.KABELSHOP_WP_DIR ?? join(ROOT, '.wp');
  const code = `
    $_SERVER['HTTP_HOST'] = '127.0.0.1'; $_SERVER['REQUEST_URI'] = '/';
    require ${JSON.stringify(wp + '/wp-load.php')};
    do_action( 'rest_api_init', rest_get_server() );
    $hooks = json_decode( ${JSON.stringify(JSON.stringify(CRON_HOOKS))}, true );
    $cron = array();
    foreach ( $hooks as $hook ) { $cron[ $hook ] = false !== has_action( $hook ); }
    echo wp_json_encode( array(
      'theme' => get_stylesheet(),
      'plugin' => defined( 'KABELSHOP_CORE_DIR' ),
      'postType' => post_type_exists( 'kabelshop_cable' ),
      'notifyRoute' => isset( rest_get_server()->get_routes()['/kabelshop/v1/payments/wspay/notify'] ),
      'adminCap' => get_role( 'administrator' )->has_cap( 'kabelshop_manage_orders' ),
      'cron' => $cron,
    ) );`;
  return JSON.parse(execFileSync('php', ['-d', 'display_errors=stderr', '-r', code], { encoding: 'utf8', env: process.env }));
}

/** Puts the plugin and the kabelshop theme back, whatever a test left. */
function restore(): void {
  sql(`UPDATE wp_options SET option_value = 'kabelshop' WHERE option_name IN ('template', 'stylesheet')`);
  const active = sql(`SELECT option_value FROM wp_options WHERE option_name = 'active_plugins'`)[0]?.option_value ?? '';
  if (!active.includes(PLUGIN)) {
    sql(`UPDATE wp_options SET option_value = 'a:1:{i:0;s:${PLUGIN.length}:"${PLUGIN}";}' WHERE option_name = 'active_plugins'`);
  }
}

/** Activates a theme as staff do: Appearance > Themes, the theme's Activate button. */
async function activateTheme(page: Page, slug: string): Promise<void> {
  await page.goto('/wp-admin/themes.php');
  const theme = page.locator(`.theme[data-slug="${slug}"]`);
  await theme.hover();
  await theme.locator('a.activate').click();
  await expect(page.locator(`.theme.active[data-slug="${slug}"]`)).toBeVisible();
}

/** The server's markup of a page's main element, as a visitor gets it (for comparing before and after). */
async function serverMain(request: APIRequestContext, path: string): Promise<string> {
  const answer = await request.get(path);
  expect(answer.status(), path).toBe(200);
  const html = await answer.text();
  const start = html.indexOf('<main');
  const end = html.indexOf('</main>');
  expect(start, `${path} has a main element`).toBeGreaterThan(0);
  return html.slice(start, end);
}

/**
 * The first cable of the products route that the catalogue stores under an English name: its page,
 * its stored title and its name in Croatian (TypeWords, as the kabelshop theme's heading shows it).
 */
async function firstCable(request: APIRequestContext): Promise<{ url: string; stored: string; title: string }> {
  const answer = await request.get('/wp-json/kabelshop/v1/products?per_page=50');
  expect(answer.status()).toBe(200);
  const products = (await answer.json()) as { id: number; url: string; designation: string }[];
  for (const product of products) {
    const [row] = sql(`SELECT post_title FROM wp_posts WHERE ID = ${Number(product.id)}`);
    if (row?.post_title && row.post_title !== product.designation) return { url: new URL(product.url).pathname, stored: row.post_title, title: product.designation };
  }
  throw new Error('no cable stored under a name that differs in Croatian');
}

test.describe('the shop survives its theme (issue 29)', () => {
  test.afterAll(() => restore());

  test('switched to Twenty Twenty-Five, the shop keeps working; switched back, its pages are as before', async ({ page, browser, request }, info) => {
    test.setTimeout(180_000);
    const homeBefore = await serverMain(request, '/');
    const catalogueBefore = await serverMain(request, '/katalog/');
    expect(homeBefore.length, 'the shop\'s home page has content').toBeGreaterThan(1000);
    // A visitor's browser keeps a page for its max-age (60 s): each phase is a new visitor.
    let visitor = await browser.newPage();
    const cable = await firstCable(request);

    await login(page, ADMIN, '/wp-admin/');
    await activateTheme(page, 'twentytwentyfive');
    expect(registered()).toEqual({ theme: 'twentytwentyfive', plugin: true, postType: true, notifyRoute: true, adminCap: true, cron: Object.fromEntries(CRON_HOOKS.map((h) => [h, true])) });

    // The front end is TT5's, without a PHP error.
    await visitor.close();
    visitor = await browser.newPage();
    const home = await visitor.goto('/');
    expect(home?.status()).toBe(200);
    await expect(visitor.locator('body')).toHaveClass(/\bwp-theme-twentytwentyfive\b/);
    expect(await visitor.content()).not.toContain('/themes/kabelshop/');
    expect(await visitor.content()).not.toMatch(/Fatal error|Warning: |Notice: |Deprecated: /);
    await shot(visitor, info, 'home-in-tt5');
    // A cable's page is the plugin's post, shown by TT5's single template, under its name in the
    // page's language (the plugin's the_title filter), not the stored English one.
    const cablePage = await visitor.goto(cable.url);
    expect(cablePage?.status()).toBe(200);
    await expect(visitor.getByRole('heading', { level: 1 })).toHaveText(cable.title);
    expect(cable.title).not.toBe(cable.stored);

    // The REST routes answer, the gateway's notify route included (a forged notification is refused
    // by the route itself, not unknown to WordPress).
    const products = await request.get('/wp-json/kabelshop/v1/products?per_page=2');
    expect(products.status()).toBe(200);
    expect(((await products.json()) as unknown[]).length).toBe(2);
    const notify = await request.post('/wp-json/kabelshop/v1/payments/wspay/notify', { data: {} });
    expect(notify.status()).not.toBe(404);
    expect(((await notify.json()) as { code?: string }).code).not.toBe('rest_no_route');

    // The wp-admin screens: orders with an order, the cables list.
    await page.goto('/wp-admin/admin.php?page=kabelshop-orders');
    await expect(page.locator('.wrap h1').first()).toBeVisible();
    await expect(page.locator('#wpbody-content')).not.toContainText(/not allowed|nije dopušten/i);
    await page.goto('/wp-admin/edit.php?post_type=kabelshop_cable');
    await expect(page.locator('#the-list tr').first()).toBeVisible();
    await shot(page, info, 'admin-cables-in-tt5');

    // Back to the shop's theme: the pages are what they were.
    await activateTheme(page, 'kabelshop');
    await visitor.close();
    visitor = await browser.newPage();
    await visitor.goto('/');
    await expect(visitor.locator('body')).toHaveClass(/\bwp-theme-kabelshop\b/);
    await expect(visitor.locator('.island--catalogue, [data-island]').first()).toBeAttached();
    await visitor.close();
    expect(await serverMain(request, '/'), 'the home page as before').toBe(homeBefore);
    expect(await serverMain(request, '/katalog/'), 'the catalogue as before').toBe(catalogueBefore);
  });

  test('the theme without its plugin says so in wp-admin and shows a polite page, never a fatal error', async ({ page, browser }, info) => {
    await login(page, ADMIN, '/wp-admin/plugins.php');
    await page.goto('/wp-admin/plugins.php');
    await page.locator('tr[data-slug="kabelshop-core"] .deactivate a').click();
    await expect(page.locator('tr[data-slug="kabelshop-core"] .activate a')).toBeVisible();
    // The theme's notice names the plugin and leads to Plugins.
    const notice = page.locator('.notice-error').filter({ hasText: 'Kabelshop Core' });
    await expect(notice).toBeVisible();
    await expect(notice.locator('a[href$="plugins.php"]')).toBeVisible();
    await shot(page, info, 'admin-without-plugin');

    let visitor = await browser.newPage();
    for (const [path, heading] of [
      ['/', 'Trgovina trenutačno nije dostupna'],
      ['/en/', 'The shop is not available at the moment'],
      ['/sr/', 'Prodavnica trenutno nije dostupna'],
    ] as const) {
      const answer = await visitor.goto(path);
      expect(answer?.status(), path).toBe(503);
      expect(answer?.headers()['retry-after'], path).toBe('3600');
      await expect(visitor.getByRole('heading', { level: 1 }), path).toHaveText(heading);
      expect(await visitor.content()).not.toMatch(/Fatal error|Warning: |Notice: /);
    }
    await shot(visitor, info, 'front-without-plugin');

    await page.locator('tr[data-slug="kabelshop-core"] .activate a').click();
    await expect(page.locator('tr[data-slug="kabelshop-core"] .deactivate a')).toBeVisible();
    await visitor.close();
    visitor = await browser.newPage();
    const back = await visitor.goto('/');
    expect(back?.status()).toBe(200);
    await expect(visitor.locator('body')).toHaveClass(/\bwp-theme-kabelshop\b/);
    await visitor.close();
  });
});
