/**
 * The drum account (issue 14, Faber's drum account; docs/drums.md): the demo customer orders 100 m
 * of a drum article on a returnable drum (one drum shipped, one deposit), sees the drum with its
 * deposit in the account's Drum account panel, "not delivered yet" until the order's line is
 * delivered, then asks "Drum empty, please collect" with a note;
 * staff (admin) see the request with the note on Kabelshop -> Drums and mark the drum returned; the
 * buyer's panel then shows it returned with the deposit credited, and the buyer got the Croatian
 * mail. axe (WCAG 2.2 AA rules) checks the panel with the collection form open and after the request.
 *
 * The order is placed with the request the checkout island sends (POST kabelshop/v1/orders with the
 * page's nonce and XSRF token), as order-staff.spec.ts does: the checkout form is the lead's journey.
 */
import AxeBuilder from '@axe-core/playwright';
import { test, expect, type Page } from '@playwright/test';
import { ADMIN, CUSTOMER, island, login, shot, sql } from './helpers';
import { mailTo } from './mail';

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

async function axePanel(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page }).include('#panel-drums').withTags(TAGS).analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

/** "45,00" for 4500 cents: the figure as the Croatian account shows it (the currency sign aside). */
const hrAmount = (cents: number): string => `${Math.floor(cents / 100)},${String(cents % 100).padStart(2, '0')}`;

interface Placed {
  id: number;
  number: string;
  deposits: { article_code: string; drum_type: string; quantity: number; unit_cents: number }[];
}

/** Places an order of `metres` of one article from the logged-in customer's page as the checkout island does. */
async function placeOrder(page: Page, code: string, metres: number): Promise<Placed> {
  return page.evaluate(
    async ({ articleCode, quantity }) => {
      const config = JSON.parse(document.getElementById('kabelshop-config')?.textContent ?? '{}') as { restUrl: string; nonce: string };
      const xsrf = decodeURIComponent(/(?:^|; )XSRF-TOKEN=([^;]*)/.exec(document.cookie)?.[1] ?? '');
      const headers = { 'Content-Type': 'application/json', 'X-WP-Nonce': config.nonce, 'X-XSRF-TOKEN': xsrf, 'X-Kabelshop-Lang': 'hr' };
      const response = await fetch(`${config.restUrl}orders`, {
        method: 'POST',
        headers: { ...headers, 'Idempotency-Key': `e2e-drum-${Date.now()}-${Math.random().toString(36).slice(2)}` },
        body: JSON.stringify({ lines: [{ article_code: articleCode, quantity_m: quantity }], delivery: { method: 'pickup' }, payment: 'bank_transfer' }),
      });
      const body = (await response.json()) as {
        order?: { id: number; number: string; charges?: { kind: string; article_code: string; drum_type: string; quantity: number; unit_cents: number }[] };
        message?: string;
      };
      if (!body.order) throw new Error(`order not placed: ${response.status} ${body.message ?? ''}`);
      return { id: body.order.id, number: body.order.number, deposits: (body.order.charges ?? []).filter((charge) => charge.kind === 'drum_deposit') };
    },
    { articleCode: code, quantity: metres },
  );
}

test('the buyer asks for an empty drum to be collected, staff mark it returned, the deposit is credited', async ({ page, browser }, info) => {
  // A drum article on a returnable drum: the demo drum types wood-* are the returnable ones
  // (Commerce\Drums\DrumTypes::defaults(); the one-way type is oneway-500), set by the demo seed.
  const [article] = sql(
    "SELECT article_code, drum_type, package_length_m FROM wp_kabelshop_articles WHERE packaging = 'drum' AND drum_type LIKE 'wood-%' AND unit_price_e4 > 0 AND on_request_only = 0 AND stock_m >= 100 AND package_length_m >= 100 ORDER BY id LIMIT 1",
  );
  expect(article, 'a demo drum article on a returnable drum, with a price and stock').toBeTruthy();

  await login(page, CUSTOMER, '/moj-racun/');
  const order = await placeOrder(page, article.article_code, 100);
  // 100 m of a drum of at least 100 m: one drum shipped, one deposit of the drum type's amount.
  expect(order.deposits).toHaveLength(1);
  expect(order.deposits[0]).toMatchObject({ article_code: article.article_code, drum_type: article.drum_type, quantity: 1 });
  const deposit = order.deposits[0].unit_cents;
  expect(deposit).toBeGreaterThan(0);

  // The account's Drum account panel lists the drum with its order and deposit (a reload: the
  // order was placed from this page, and going to its #drums only scrolls).
  await page.goto('/moj-racun/#drums');
  await page.reload();
  await expect(page.locator('#panel-drums')).toBeVisible();
  const panel = await island(page, 'account-drums');
  const drum = panel.getByRole('listitem').filter({ has: page.getByRole('link', { name: order.number }) });
  await expect(drum).toHaveCount(1);
  await expect(drum.getByText(article.article_code)).toBeVisible();
  await expect(drum.getByText(new RegExp(`${hrAmount(deposit)}\\s*€`))).toBeVisible();
  // Issue 26: the order is not shipped yet, so the drum is not with the buyer: "not delivered yet",
  // and no "Drum empty" button (the route refuses it too: tests/php/Commerce/DrumAccountTest.php).
  await expect(drum.getByText('Još nije isporučen')).toBeVisible();
  await expect(drum.getByRole('button', { name: /Bubanj je prazan/ })).toHaveCount(0);

  // Staff ship and deliver the order's line (as Kabelshop -> Orders does: the item's status).
  sql(`UPDATE wp_kabelshop_order_items SET status = 'delivered' WHERE order_id = ${order.id}`);
  await page.reload();
  await island(page, 'account-drums');
  await expect(drum.getByText('Kod kupca')).toBeVisible();
  await shot(page, info, 'drum-account-1-held');

  // "Drum empty, please collect" with a note.
  const note = `Bubanj stoji iza hale B, radnim danom 7–15 h (${order.number}).`;
  await drum.getByRole('button', { name: /Bubanj je prazan, molimo preuzmite ga/ }).click();
  const form = drum.getByRole('form');
  await expect(form.getByLabel('Adresa preuzimanja')).toBeFocused();
  await form.getByLabel('Napomena za vozača (nije obavezno)').fill(note);
  await axePanel(page);
  await form.getByRole('button', { name: 'Zatraži preuzimanje' }).click();
  await expect(panel.getByRole('status')).toContainText(`narudžba ${order.number}`);
  await expect(drum.getByText(`Napomena: ${note}`)).toBeVisible();
  await expect(drum.getByText(/Preuzimanje zatraženo/)).toBeVisible();
  await expect(drum.getByRole('button', { name: /Bubanj je prazan/ })).toHaveCount(0);
  await axePanel(page);
  await shot(page, info, 'drum-account-2-requested');

  // Staff: Kabelshop -> Drums lists the request with the note; Mark returned. At a desk (1280 px) in
  // both projects: on a 390 px phone the screen's table is wider than the page and its last column
  // (Mark returned) lies under the others (a layout issue of plugins/kabelshop-core/templates/admin/drums.php, not this flow).
  const staffContext = await browser.newContext({ viewport: { width: 1280, height: 900 }, isMobile: false, hasTouch: false });
  const staff = await staffContext.newPage();
  await login(staff, ADMIN, '/wp-admin/');
  const menu = staff.locator('#adminmenu a[href$="page=kabelshop-drums"]').first();
  await expect(menu).toContainText('Drums');
  await staff.goto(`/wp-admin/${(await menu.getAttribute('href')) as string}`);
  const row = staff.locator('tr[data-drum]').filter({ has: staff.getByRole('link', { name: order.number }) });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('Collection requested');
  await expect(row).toContainText(`Note: ${note}`);
  await shot(staff, info, 'drum-account-3-staff');
  await row.getByRole('button', { name: /Mark returned/ }).click();
  await expect(staff.locator('.notice-success')).toContainText('The drum is marked returned and its deposit credited. The customer got a mail.');
  await expect(staff.locator('tr[data-drum]').filter({ has: staff.getByRole('link', { name: order.number }) }).getByRole('button', { name: /Mark returned/ })).toHaveCount(0);
  await staffContext.close();

  // The buyer's account shows the drum returned with the deposit credited, and the buyer got the mail.
  await page.reload();
  const after = await island(page, 'account-drums');
  const returned = after.getByRole('listitem').filter({ has: page.getByRole('link', { name: order.number }) });
  await expect(returned.getByText(new RegExp(`^Vraćen .*, jamčevina od ${hrAmount(deposit)}\\s*€ odobrena$`))).toBeVisible();
  await expect(returned.getByRole('button')).toHaveCount(0);
  await axePanel(page);
  await shot(page, info, 'drum-account-4-returned');
  const mail = await mailTo(CUSTOMER.login, new RegExp(`Preuzeli smo bubanj [^\\n]* iz vaše narudžbe ${order.number}`));
  expect(mail).toContain(`Odobrena jamčevina: ${hrAmount(deposit)}`);
});
