/**
 * e2e helpers: logins of the seeded demo users, a direct look into the test database (to prove
 * what the server stored), and a step screenshot kept in test-results/.
 */
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { expect, type Locator, type Page, type TestInfo } from '@playwright/test';

export const CUSTOMER = { login: 'kupac@kabelshop.test', password: 'KupacDemo2026' };
export const PENDING = { login: 'novi@kabelshop.test', password: 'NoviDemo2026' };
export const ADMIN = { login: 'admin', password: 'Kabelshop-Admin-2026' };

/**
 * The seven pages issue 16 measures (Lighthouse in bench/lighthouse.mjs, layout shift, first paint).
 * `critical`: the page prints its first-paint styles inline (docs/front-end.md "First paint: critical
 * CSS"; the metal prices page draws from its island's first state and has none).
 */
export const MEASURED_PAGES: readonly { name: string; path: string; critical: boolean }[] = [
  { name: 'home', path: '/', critical: true },
  { name: 'catalogue', path: '/katalog/', critical: true },
  { name: 'product NYM-J', path: '/kabel/nym-j/', critical: true },
  { name: 'metal prices', path: '/cijene-metala/', critical: false },
  { name: 'registration', path: '/registracija/', critical: true },
  { name: 'checkout', path: '/blagajna/', critical: true },
  { name: 'contact', path: '/kontakt/', critical: true },
  // Issue 27: the form replaced a one-line fallback (Lighthouse: CLS 0.19 on the phone).
  { name: 'quick order', path: '/brza-narudzba/', critical: true },
];

const ROOT = process.cwd();

/** Runs a SELECT on the test database and returns rows as objects (values as strings). */
export function sql(query: string): Record<string, string>[] {
  const out = execFileSync(
    'mariadb',
    ['--no-defaults', '-S', join(ROOT, '.run', 'mysql.sock'), '-uroot', '--batch', process.env.KABELSHOP_DB_NAME ?? 'kabelshop_test', '-e', query],
    { encoding: 'utf8' },
  );
  const [header, ...lines] = out.trim().split('\n');
  if (!header) return [];
  const names = header.split('\t');
  return lines.map((line) => Object.fromEntries(line.split('\t').map((value, i) => [names[i], value])));
}

/**
 * A priced drum article that can be ordered (not on request) with at least minStockM metres in
 * stock: drums are cut to any length, so a test may order any metres of it (issue 13's ordering
 * rules refuse part rings and articles on request). The n-th such article by id.
 */
export function orderableDrum(minStockM = 1000, n = 0): { article_code: string; unit_price_e4: string } {
  const rows = sql(
    `SELECT article_code, unit_price_e4 FROM wp_kabelshop_articles WHERE unit_price_e4 > 0 AND on_request_only = 0 AND packaging = 'drum' AND stock_m >= ${minStockM} ORDER BY id LIMIT ${n}, 1`,
  );
  expect(rows, 'the demo catalogue has an orderable drum article in stock').toHaveLength(1);
  return rows[0] as { article_code: string; unit_price_e4: string };
}

/**
 * Puts the first article of the open product page that can be ordered (it has a cart button: not
 * "On request") into the cart, in a quantity its packaging allows (whole rings/reels/boxes by the
 * field's step, else `metres` of a drum). Returns the metres added.
 */
export async function addFirstOrderableRow(page: Page, metres = 50): Promise<number> {
  const row = page.locator('.island--product-table tbody tr').filter({ has: page.getByRole('button', { name: /^Add to cart/ }) }).first();
  const quantity = row.getByLabel(/Quantity in metres for/);
  const step = Number((await quantity.getAttribute('step')) ?? '1');
  const added = step > 1 ? step : metres;
  await quantity.fill(String(added));
  await row.getByRole('button', { name: /^Add to cart/ }).click();
  return added;
}

/**
 * Logs in through WordPress's login form and lands on redirectTo. Fills the form only after
 * wp-login.php's own script has moved the focus to the user field (200 ms after load, selecting
 * it): a fill racing that timer typed the password into the user field on a busy machine.
 * A refused login fails at once with wp-login.php's message.
 */
export async function login(page: Page, user: { login: string; password: string }, redirectTo = '/'): Promise<void> {
  await page.goto(`/wp-login.php?redirect_to=${encodeURIComponent(redirectTo)}`);
  await expect(page.locator('#user_login')).toBeFocused();
  await page.locator('#user_login').fill(user.login);
  await page.locator('#user_pass').fill(user.password);
  await page.locator('#wp-submit').click();
  // Either the login lands, or wp-login.php answers with its error box: say what it said.
  const refused = page.locator('#login_error');
  await expect(refused.or(page.locator('#wpadminbar, body:not(.login)')).first()).toBeVisible({ timeout: 30_000 });
  if (await refused.isVisible()) {
    throw new Error(`login of ${user.login} refused: ${(await refused.innerText()).trim()}`);
  }
  await page.waitForURL((url) => !url.pathname.includes('wp-login.php'));
}

/** Saves a full-page screenshot as a named artifact of the test. */
export async function shot(page: Page, info: TestInfo, name: string): Promise<void> {
  const path = info.outputPath(`${name}.png`);
  await page.screenshot({ path, fullPage: true });
  await info.attach(name, { path, contentType: 'image/png' });
}

/** Exact spec section 9 total in cents from quantities (m) and unit prices (ten-thousandths of a euro). */
export function expectedNetCents(lines: { quantity: number; unitPriceE4: number }[], discountPercent: number): number {
  const e4 = lines.reduce((sum, l) => sum + l.quantity * l.unitPriceE4, 0);
  return Math.floor((e4 * (100 - discountPercent) + 5000) / 10000);
}

/** Scrolls an island's mount point into view (islands load as they near the viewport) and waits until it has mounted. */
export async function island(page: Page, name: string): Promise<Locator> {
  const element = page.locator(`.island--${name}`).first();
  await element.scrollIntoViewIfNeeded();
  // An island that loads on the first interaction (MountPoint 'interaction': pointer or focus on it).
  if ((await element.getAttribute('data-island-load')) === 'interaction') await element.dispatchEvent('pointerenter');
  await expect(element).toHaveAttribute('aria-busy', 'false', { timeout: 20_000 });
  return element;
}

/**
 * Clicks "Place order" in the mounted checkout island and waits for its success view ("Order
 * number: KS-YYYY-NNNNNN"). When the checkout answers with a message instead (a refusal, a field's
 * error, the retry box), the test fails with that message, not only with "not found". The wait is
 * 20 s: on php -S the order's answer includes its mails (PDF, HUB-3 barcode, SMTP: Commerce\
 * OrderMailQueue, 'after_response' sends inline where the server cannot end a request early).
 * Returns the order number.
 */
export async function placeOrderAndWait(checkout: Locator): Promise<string> {
  await checkout.getByRole('button', { name: 'Place order' }).click();
  const placed = checkout.getByText('Order number:');
  const refused = checkout.locator('[role="alert"], .ks-field-error').filter({ hasText: /\S/ });
  try {
    await expect(placed).toBeVisible({ timeout: 20_000 });
  } catch (error) {
    const said = (await refused.allInnerTexts()).join(' | ') || '(no message)';
    throw new Error(`the checkout did not place the order; it says: ${said}\n${String(error)}`);
  }
  const number = (await checkout.innerText()).match(/KS-\d{4}-\d{6}/)?.[0];
  expect(number, 'the success view names the order').toBeTruthy();
  return number as string;
}
