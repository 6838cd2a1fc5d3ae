/**
 * Contract terms with a credit limit (issue 15, part D; docs/payments-credit.md): staff lower the
 * demo customer's credit limit on the customer's wp-admin user screen ("Payment terms"); the
 * customer's order on contract terms is refused with the limit message at the payment choice (focus
 * there, the cart kept, nothing stored); bank transfer goes through; the account's "Payment terms"
 * panel shows the terms, the limit, the open balance and an overdue invoice with its download link.
 * axe (WCAG 2.2 AA rules) checks the staff section, the refused checkout and the panel. The limit
 * and the demo invoice's due date are put back afterwards, so other specs keep the seeded terms.
 */
import AxeBuilder from '@axe-core/playwright';
import { test, expect, type Page } from '@playwright/test';
import { ADMIN, CUSTOMER, island, login, orderableDrum, placeOrderAndWait, shot, sql } from './helpers';

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

async function axe(page: Page, selector: string): Promise<void> {
  const results = await new AxeBuilder({ page }).include(selector).withTags(TAGS).analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

/** The open balance as CreditAccount::open_balance_cents() counts it (unpaid invoices + contract orders not invoiced). */
function openBalanceCents(userId: string): number {
  const [row] = sql(
    `SELECT (SELECT COALESCE(SUM(COALESCE(gross_cents, 0) - paid_cents), 0) FROM wp_kabelshop_invoices WHERE user_id = ${userId} AND paid_at IS NULL)
      + (SELECT COALESCE(SUM(o.gross_cents - o.paid_cents), 0) FROM wp_kabelshop_orders o WHERE o.user_id = ${userId} AND o.payment_method = 'contract'
         AND o.status <> 'cancelled' AND o.payment_status IN ('awaiting_payment', 'failed')
         AND NOT EXISTS (SELECT 1 FROM wp_kabelshop_invoices i WHERE i.order_id = o.id)) AS cents`,
  );
  return Number(row.cents);
}

/** "1.234,56 €" as the Croatian pages write an amount of cents. */
function hrMoney(cents: number): string {
  const euros = Math.floor(cents / 100)
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, '.');
  return `${euros},${String(cents % 100).padStart(2, '0')} €`;
}

test('over the credit limit the contract order is refused at the payment choice, bank transfer goes through, the account shows the terms', async ({ page, browser }, info) => {
  const [customer] = sql(`SELECT ID FROM wp_users WHERE user_email = '${CUSTOMER.login}'`);
  const limitBefore = sql(`SELECT meta_value FROM wp_usermeta WHERE user_id = ${customer.ID} AND meta_key = 'kabelshop_credit_limit_cents'`)[0]?.meta_value;
  const [invoice] = sql(`SELECT id, number, IFNULL(due_on, '') AS due_on FROM wp_kabelshop_invoices WHERE user_id = ${customer.ID} AND paid_at IS NULL ORDER BY issued_on, id LIMIT 1`);
  expect(invoice, 'the demo customer has an unpaid demo invoice').toBeTruthy();
  const contractOrders = (): number => Number(sql(`SELECT COUNT(*) AS n FROM wp_kabelshop_orders WHERE user_id = ${customer.ID} AND payment_method = 'contract'`)[0].n);

  try {
    // Staff: Users -> the demo customer -> Payment terms: a limit of 1,00 EUR.
    // A context of its own (axe needs one): staff and customer are logged in side by side.
    const staffContext = await browser.newContext();
    const staff = await staffContext.newPage();
    await login(staff, ADMIN, `/wp-admin/user-edit.php?user_id=${customer.ID}`);
    await expect(staff.locator('#kabelshop-payment-terms')).toBeVisible();
    await expect(staff.locator('#ks-credit-contract')).toBeChecked();
    await staff.locator('#ks-credit-limit').fill('1,00');
    await axe(staff, '.kabelshop-credit');
    await shot(staff, info, 'credit-1-staff-terms');
    await staff.locator('#submit').click();
    await expect(staff.locator('#message')).toBeVisible();
    await expect(staff.locator('#ks-credit-limit')).toHaveValue(/^1[.,]00$/);
    expect(sql(`SELECT meta_value FROM wp_usermeta WHERE user_id = ${customer.ID} AND meta_key = 'kabelshop_credit_limit_cents'`)[0].meta_value).toBe('100');
    await staffContext.close();

    // The oldest demo invoice is overdue (its due date in the past).
    sql(`UPDATE wp_kabelshop_invoices SET due_on = '2020-02-01' WHERE id = ${invoice.id}`);

    // The customer orders on contract terms: refused at the payment choice, the cart stays.
    const article = orderableDrum();
    await page.goto('/?lang=en');
    // The cart holds today's price, so the checkout shows no price-change notice.
    await page.evaluate(
      ({ code, price }) => {
        const now = Date.now();
        localStorage.setItem('kabelshop.cart', JSON.stringify({ timestamp: now, data: [{ timestamp: now, quantity: 100, data: { Cijena: price, SifraArtikla2: code, name: code } }] }));
      },
      { code: article.article_code, price: Number(article.unit_price_e4) / 10_000 },
    );
    await login(page, CUSTOMER, '/blagajna/?lang=en');
    const checkout = await island(page, 'checkout');
    await checkout.getByLabel('Pick up at our warehouse').check();
    const contract = checkout.getByRole('radio', { name: /^Contract terms/ });
    await expect(contract).toHaveAccessibleName('Contract terms Due in 30 days · available credit €0.00');
    await contract.check();
    const before = contractOrders();
    await checkout.getByRole('button', { name: 'Place order' }).click();
    const payment = checkout.getByRole('group', { name: 'Payment method' });
    await expect(payment.locator('.ks-field-error')).toContainText('exceeds your credit limit');
    await expect(payment).toHaveAccessibleDescription(/exceeds your credit limit: unpaid orders and invoices .* of a limit of €1\.00 leave €0\.00/);
    await expect(checkout.getByRole('radio', { name: /^Bank transfer/ })).toBeFocused();
    await expect(checkout.getByRole('alert')).toHaveText('Form not sent. Please correct the marked fields.');
    await expect(checkout.getByRole('row', { name: new RegExp(article.article_code) }).first()).toBeVisible();
    expect(contractOrders(), 'the refused order was not stored').toBe(before);
    await axe(page, '.island--checkout');
    await shot(page, info, 'credit-2-refused');

    // Bank transfer: the order goes through.
    await checkout.getByRole('radio', { name: /^Bank transfer/ }).check();
    await expect(payment.locator('.ks-field-error')).toHaveCount(0);
    const number = await placeOrderAndWait(checkout);
    expect(sql(`SELECT payment_method FROM wp_kabelshop_orders WHERE number = '${number}'`)[0].payment_method).toBe('bank_transfer');
    await shot(page, info, 'credit-3-bank-transfer');

    // The account's Payment terms panel (Croatian): terms, limit, balance, the overdue invoice.
    await page.goto('/moj-racun/#payment-terms');
    await page.reload();
    await expect(page.locator('#panel-payment-terms')).toBeVisible();
    const panel = await island(page, 'account-credit');
    const facts = panel.locator('dl');
    await expect(facts).toContainText('Rok plaćanja30 dana');
    await expect(facts).toContainText('Kreditni limit1,00 €');
    await expect(facts).toContainText(`Otvoreni saldo${hrMoney(openBalanceCents(customer.ID))}`);
    await expect(facts).toContainText('Raspoloživi kredit0,00 €');
    const overdue = panel.getByRole('table', { name: 'Dospjeli neplaćeni računi' });
    const row = overdue.getByRole('row').filter({ has: page.getByRole('link', { name: `${invoice.number} (PDF)` }) });
    await expect(row).toContainText('01.02.2020.');
    await expect(row.getByText(/^Kasni \d+ dan/)).toBeVisible();
    const href = (await row.getByRole('link').getAttribute('href')) as string;
    const download = await page.request.get(href);
    expect(download.status()).toBe(200);
    expect(download.headers()['content-type']).toContain('application/pdf');
    await axe(page, '#panel-payment-terms');
    await shot(page, info, 'credit-4-account-panel');

    // The invoices panel names the same invoice overdue, in words.
    await page.goto('/moj-racun/#invoices');
    await page.reload();
    const invoices = await island(page, 'account-invoices');
    const item = invoices.getByRole('listitem').filter({ hasText: invoice.number }).first();
    await expect(item).toContainText('PlaćanjeU kašnjenju');
  } finally {
    if (limitBefore === undefined) sql(`DELETE FROM wp_usermeta WHERE user_id = ${customer.ID} AND meta_key = 'kabelshop_credit_limit_cents'`);
    else sql(`UPDATE wp_usermeta SET meta_value = '${limitBefore}' WHERE user_id = ${customer.ID} AND meta_key = 'kabelshop_credit_limit_cents'`);
    sql(`UPDATE wp_kabelshop_invoices SET due_on = ${invoice.due_on ? `'${invoice.due_on}'` : 'NULL'} WHERE id = ${invoice.id}`);
  }
});
