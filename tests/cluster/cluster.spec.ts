/**
 * The production stack across nodes (issue 16): the same flows on node 1 and node 2 alternately,
 * each answer checked for the node that served it. Runs against bin/cluster.sh on the test port
 * (bin/test.sh cluster), on a freshly seeded site.
 */
import { expect, test, type Page } from '@playwright/test';
import { ADMIN, CUSTOMER, orderableDrum, sql } from '../e2e/helpers';
import { openOn, other, redis, servedBy, to, tokens, userTokens, type Node } from './nodes';

/** Logs in through wp-login.php on one node; asserts the login POST was answered by that node. */
async function loginOn(page: Page, node: Node, user: { login: string; password: string }, redirectTo = '/'): Promise<string> {
  await openOn(page, node, `/wp-login.php?redirect_to=${encodeURIComponent(redirectTo)}`);
  await expect(page.locator('#user_login')).toBeFocused();
  await page.locator('#user_login').fill(user.login);
  await page.locator('#user_pass').fill(user.password);
  const post = page.waitForResponse((r) => r.url().includes('wp-login.php') && r.request().method() === 'POST');
  await page.locator('#wp-submit').click();
  servedBy(await post, node);
  await page.waitForLoadState();
  const refused = page.locator('#login_error');
  return (await refused.count()) > 0 && (await refused.isVisible()) ? (await refused.innerText()).trim() : '';
}

test('a login on node 1 is a session on node 2: the account page and a REST call', async ({ page }) => {
  expect(await loginOn(page, 1, CUSTOMER, '/moj-racun/'), 'login accepted').toBe('');
  const account = await openOn(page, 2, '/moj-racun/');
  expect(account?.status()).toBe(200);
  expect(page.url(), 'not sent to the login page').toContain('/moj-racun/');
  await expect(page.locator('body.logged-in')).toBeVisible();
  await expect(page.locator('body')).toContainText('Demo Kupac');

  // REST with the cookie and a nonce handed out by node 2, used on node 1 and on node 2.
  const auth = await userTokens(page.request, 2);
  for (const node of [1, 2] as Node[]) {
    const me = await page.request.get('/wp-json/wp/v2/users/me?context=edit', { headers: { ...to(node), ...auth } });
    servedBy(me, node);
    expect(me.status(), `users/me on node ${node}`).toBe(200);
    expect(((await me.json()) as { email: string }).email).toBe(CUSTOMER.login);
  }
  const session = await page.request.get('/wp-json/kabelshop/v1/session', { headers: { ...to(1), ...auth } });
  servedBy(session, 1);
  expect(((await session.json()) as { logged_in: boolean }).logged_in).toBe(true);
});

test('a checkout retried with the same Idempotency-Key on the other node gives the same order', async ({ page }) => {
  expect(await loginOn(page, 2, CUSTOMER, '/moj-racun/')).toBe('');
  const auth = await userTokens(page.request, 1);
  const article = orderableDrum(200);
  const key = `cluster-${Date.now()}-${Math.random().toString(36).slice(2, 10)}`;
  const body = { lines: [{ article_code: article.article_code, quantity_m: 100 }], delivery: { method: 'pickup' }, payment: 'bank_transfer' };
  const headers = { ...auth, 'Content-Type': 'application/json', 'Idempotency-Key': key, 'X-Kabelshop-Lang': 'en' };

  const first = await page.request.post('/wp-json/kabelshop/v1/orders', { headers: { ...headers, ...to(1) }, data: body });
  servedBy(first, 1);
  expect(first.status(), await first.text()).toBe(201);
  const placed = ((await first.json()) as { order: { id: number; number: string } }).order;

  const again = await page.request.post('/wp-json/kabelshop/v1/orders', { headers: { ...headers, ...to(2) }, data: body });
  servedBy(again, 2);
  expect(again.status(), 'the retry on the other node is the same order, not a new one').toBe(200);
  expect(((await again.json()) as { order: { id: number; number: string } }).order).toMatchObject({ id: placed.id, number: placed.number });

  const changed = await page.request.post('/wp-json/kabelshop/v1/orders', { headers: { ...headers, ...to(2) }, data: { ...body, note: 'different' } });
  servedBy(changed, 2);
  expect(changed.status(), 'the same key with another body').toBe(409);
  expect(sql(`SELECT COUNT(*) AS n FROM wp_kabelshop_orders WHERE idempotency_key = '${key}'`)[0].n, 'one order stored').toBe('1');
});

test('the document search rate limit counts the searches of both nodes', async ({ playwright, baseURL }) => {
  const request = await playwright.request.newContext({ baseURL });
  const auth = await tokens(request, 1);
  const statuses: number[] = [];
  // 10 searches per IP in 10 minutes (Rest\Routes\V1\DocumentSearch::RATE_MAX), spread over both nodes.
  for (let i = 0; i < 11; i++) {
    const node: Node = i % 2 === 0 ? 1 : 2;
    const answer = await request.post('/wp-json/kabelshop/v1/documents/search', {
      headers: { ...auth, ...to(node), 'Content-Type': 'application/json' },
      data: { number: `CLUSTER-${i}`, control: 'NOPE0000' },
    });
    servedBy(answer, node);
    statuses.push(answer.status());
  }
  expect(statuses.slice(0, 10), 'ten searches (five on each node) are answered').toEqual(Array(10).fill(404));
  expect(statuses[10], 'the eleventh, on node 1, is over the limit counted on both').toBe(429);
  await request.dispose();
});

test('login throttling counts failed logins on both nodes', async ({ page }) => {
  const editor = { login: 'urednik@kabelshop.test', password: 'UrednikDemo2026' };
  const messages: string[] = [];
  // Five failed logins of one account from one address (Accounts\LoginGate::MAX_PER_ACCOUNT_IP), alternating nodes.
  for (let i = 0; i < 5; i++) {
    const node: Node = i % 2 === 0 ? 1 : 2;
    messages.push(await loginOn(page, node, { login: editor.login, password: `wrong-${i}` }));
  }
  expect(messages.every((m) => m !== ''), 'each wrong password is refused').toBe(true);
  // The right password on node 2 now waits: the count of node 1's failures reached node 2.
  const throttled = await loginOn(page, 2, editor);
  expect(throttled, 'refused although the password is right').not.toBe('');
  expect(throttled, 'with another message than a wrong password').not.toBe(messages[0]);
  expect(throttled).toMatch(/\d/); // "... wait N minutes ..." in the site's language.
  const session = await page.request.get('/wp-json/kabelshop/v1/session', { headers: to(1) });
  expect(((await session.json()) as { logged_in: boolean }).logged_in).toBe(false);
});

test('an anonymous page is a cache HIT the second time; a logged-in page never', async ({ playwright, baseURL, page }) => {
  const anonymous = await playwright.request.newContext({ baseURL });
  const path = `/?cluster-probe=${Date.now()}`; // a key nobody cached yet
  const first = await anonymous.get(path);
  expect(first.status()).toBe(200);
  expect(first.headers()['cache-control']).toContain('public');
  expect(first.headers()['x-kabelshop-cache']).toBe('MISS');
  expect(first.headers()['set-cookie'], 'an anonymous page sets no cookie').toBeUndefined();
  const second = await anonymous.get(path);
  expect(second.headers()['x-kabelshop-cache']).toBe('HIT');
  expect(await second.text()).toBe(await first.text());
  // Compressed for a browser that asks, cached or not; the same page once unpacked.
  const packed = await anonymous.get(path, { headers: { 'Accept-Encoding': 'gzip' } });
  expect(packed.headers()['x-kabelshop-cache']).toBe('HIT');
  expect(packed.headers()['content-encoding'], 'the cached page is sent gzip-compressed').toBe('gzip');
  expect(await packed.text()).toBe(await first.text());
  const sheet = /<noscript><link[^>]+href='([^']+)'/.exec(await first.text())?.[1] ?? /<link[^>]+href='([^']+\/build\/theme\.css[^']*)'/.exec(await first.text())?.[1];
  expect(sheet, 'the page links the theme\'s style sheet').toBeTruthy();
  const css = await anonymous.get(sheet!.replace(/&#038;/g, '&'), { headers: { 'Accept-Encoding': 'gzip' } });
  expect(css.status()).toBe(200);
  expect(css.headers()['content-encoding'], 'theme.css is sent gzip-compressed').toBe('gzip');
  await anonymous.dispose();

  expect(await loginOn(page, 1, CUSTOMER, '/moj-racun/')).toBe('');
  await page.setExtraHTTPHeaders({});
  for (const url of [path, '/moj-racun/', path]) {
    const response = await page.goto(url);
    expect(response?.headers()['x-kabelshop-cache'], `${url} logged in`).toBe('BYPASS');
    expect(response?.headers()['cache-control']).toContain('no-store');
    await expect(page.locator('body.logged-in'), 'the logged-in page, not a cached visitor page').toBeVisible();
  }
});

test('nginx denies private folders, dot files, theme and plugin sources and the drop-ins', async ({ request }) => {
  for (const path of [
    '/.git/config',
    '/.private/',
    '/.run/mysql.sock',
    '/.env',
    '/wp-content/themes/kabelshop/inc/Theme.php',
    '/wp-content/themes/kabelshop/composer.json',
    '/wp-content/themes/kabelshop/data/catalogue/cable_catalogue.csv',
    '/wp-content/object-cache.php',
    '/wp-content/mu-plugins/kabelshop-storage.php',
    '/wp-config.php',
    '/xmlrpc.php',
    '/readme.html',
    '/wp-content/themes/kabelshop/%2e%2e/%2e%2e/%2e%2e/.git/config',
    // The plugin (issue 29): its sources, templates, vendor/ and data/ are nobody's business by URL.
    '/wp-content/plugins/kabelshop-core/src/Plugin.php',
    '/wp-content/plugins/kabelshop-core/readme.txt',
    '/wp-content/plugins/kabelshop-core/vendor/composer/installed.json',
    '/wp-content/plugins/kabelshop-core/data/catalogue/cable_catalogue.csv',
  ]) {
    const answer = await request.get(path, { maxRedirects: 0 });
    expect([400, 403, 404], `${path} is refused (got ${answer.status()})`).toContain(answer.status());
    expect(await answer.text()).not.toMatch(/<\?php|\[core\]|DB_PASSWORD|define\(/);
  }
  expect((await request.get('/wp-content/themes/kabelshop/style.css')).status(), 'public theme files still served').toBe(200);
  expect((await request.get('/wp-content/plugins/kabelshop-core/admin.css')).status(), 'the plugin\'s wp-admin sheet still served').toBe(200);
});

test('the object cache is the shared Redis: an option saved on node 1 is read at once on node 2', async ({ page }) => {
  const db = process.env.KABELSHOP_DB_NAME ?? 'kabelshop_test';
  // Node 2 reads (and caches in Redis) the options before the change.
  await openOn(page, 2, '/en/');
  const before = await page.title();
  expect(redis('EXISTS', `${db}:wp_:1:options:alloptions`), "node 2 cached the site's options in Redis").toBe('1');

  expect(await loginOn(page, 1, ADMIN, '/wp-admin/options-general.php')).toBe('');
  await openOn(page, 1, '/wp-admin/options-general.php');
  const original = await page.locator('#blogname').inputValue();
  const renamed = `${original} ${Date.now()}`;
  try {
    await page.locator('#blogname').fill(renamed);
    const saved = page.waitForResponse((r) => r.url().includes('options.php') && r.request().method() === 'POST');
    await page.locator('#submit').click();
    servedBy(await saved, 1);
    await page.waitForLoadState();

    // Node 2 (a visitor's request there, page cache bypassed by the node header) shows the new name at
    // once: its cached options in Redis were updated by node 1's write, not left stale.
    const visitor = await page.context().browser()!.newPage();
    await openOn(visitor, 2, '/en/');
    expect(await visitor.title()).toContain(renamed);
    expect(before).not.toContain(renamed);
    await visitor.close();
    // Transients live in Redis, not in the options table, on a site with a persistent object cache.
    expect(Number(redis('EVAL', "return #redis.call('KEYS', ARGV[1])", '0', `${db}:wp_:*`))).toBeGreaterThan(20);
  } finally {
    await openOn(page, other(2), '/wp-admin/options-general.php');
    await page.locator('#blogname').fill(original);
    await page.locator('#submit').click();
    await page.waitForLoadState();
  }
});
