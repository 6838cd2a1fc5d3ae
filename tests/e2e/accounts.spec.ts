/**
 * Business accounts, part 1 (issue 3): a company registers in four steps -> the thank-you page ->
 * staff approves it in wp-admin (Kabelshop -> Registrations) -> the customer opens the
 * set-password link from the e-mail (read from the development mail catcher) -> sets a password
 * -> logs in on the themed page -> the checkout shows the 20 % business discount. Ends logged in
 * on the checkout page with an article in the cart (part 2 continues from there). Also: a pending
 * registration cannot log in; the registration page passes axe.
 */
import AxeBuilder from '@axe-core/playwright';
import { test, expect, type Page } from '@playwright/test';
import { ADMIN, CUSTOMER, PENDING, island, login, shot, sql } from './helpers';
import { mailTo } from './mail';

/** A valid OIB (ISO 7064 MOD 11,10) from a random 10-digit stem. */
function randomOib(): string {
  const stem = Array.from({ length: 10 }, () => Math.floor(Math.random() * 10)).join('');
  let a = 10;
  for (const char of stem) {
    a = (a + Number(char)) % 10;
    if (a === 0) a = 10;
    a = (a * 2) % 11;
  }
  const check = 11 - a;
  return stem + String(check === 10 ? 0 : check);
}

async function addOneArticle(page: Page): Promise<void> {
  await page.goto('/katalog/?lang=en');
  const catalogue = await island(page, 'catalogue');
  const search = catalogue.getByRole('searchbox', { name: 'Search cables' });
  await search.fill('3x2,5');
  await search.press('Enter');
  const first = page.locator('.island--catalogue a:is([href*="/kabel/"], [href*="/en/cable/"], [href*="/sr/kabl/"])').first();
  await expect(first).toBeVisible();
  await first.click();
  await page.waitForURL(/\/(kabel|en\/cable|sr\/kabl)\//);
  await island(page, 'product-table');
  await page.getByLabel(/Quantity in metres for/).first().fill('100');
  await page.getByRole('button', { name: 'Add to cart' }).first().click();
  await expect(page.locator('[data-cart-count="cart"]').first()).toHaveText('1');
}

test('register -> approve in wp-admin -> set the password from the mail -> log in -> 20 % at checkout', async ({ page, context }, info) => {
  test.setTimeout(120_000);
  const email = `reg-${Date.now()}-${info.project.name}@example.test`;
  const company = `E2E Elektro ${Date.now()} ${info.project.name}`;

  await page.goto('/registracija/?lang=en');
  const form = await island(page, 'registration');
  await expect(form.getByText('Step 1 of 4')).toBeVisible();
  await form.getByLabel('OIB or MB').fill(randomOib());
  await form.getByLabel('Company name').fill(company);
  await form.getByRole('button', { name: 'Next' }).click();
  await form.getByLabel('E-mail address').fill(email);
  await form.getByLabel('Phone').fill('+385-1/2345678');
  await form.getByLabel('Contact person').fill('Ana E2E');
  await form.getByRole('button', { name: 'Next' }).click();
  await form.getByLabel('Street').fill('Ilica');
  await form.getByLabel('House number').fill('1');
  await form.getByLabel('City').fill('Zagreb');
  await form.getByLabel('Postcode').fill('10000');
  await form.getByRole('button', { name: 'Next' }).click();
  await form.getByRole('button', { name: 'Register' }).click();
  await expect(form.getByText('You must accept the terms of use')).toBeVisible();
  await form.getByLabel('I accept the terms of use').check();
  await shot(page, info, '1-terms');
  await form.getByRole('button', { name: 'Register' }).click();
  await expect(page.getByRole('heading', { name: 'Thank you for registering!' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to the home page' })).toBeVisible();
  await mailTo(email, /within 24 hours/);

  // Pending: cannot log in yet.
  await page.goto('/prijava/?lang=en');
  await page.getByLabel('E-mail address').fill(email);
  await page.getByLabel('Password').fill('Whatever123');
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByRole('alert')).toBeVisible();

  // Staff approves (the bottom bulk selector: wp-admin hides the top one below 782 px).
  await login(page, ADMIN, '/wp-admin/admin.php?page=kabelshop-registrations');
  await page.goto('/wp-admin/admin.php?page=kabelshop-registrations');
  const row = page.locator('tr', { hasText: company });
  await expect(row).toBeVisible();
  await row.locator('input[type="checkbox"]').check();
  await page.locator('#bulk-action-selector-bottom').selectOption('approve');
  // Keyboard: on a phone with many pending rows, core's responsive list table overlaps the bottom Apply button.
  await page.locator('#doaction2').focus();
  await page.keyboard.press('Enter');
  await expect(page.locator('.notice-success')).toBeVisible();
  await expect(page.locator('tr', { hasText: company })).toHaveCount(0);
  await context.clearCookies();

  // The customer sets a password from the mail.
  const mail = await mailTo(email, /action=rp/);
  const link = /(https?:\/\/\S*action=rp\S*)/.exec(mail)?.[1] ?? '';
  expect(link).not.toBe('');
  await page.goto(link.replace(/&amp;/g, '&') + '&lang=en');
  // When the link is refused, say what the database held then (this step has failed now and then
  // under load; the stored key's time and the mail's file name tell a stale mail from a lost key).
  const heading = page.getByRole('heading', { level: 1 });
  await expect(heading).toBeVisible();
  if ((await heading.textContent())?.includes('no longer valid')) {
    const stored = sql(`SELECT user_activation_key, user_registered FROM wp_users WHERE user_email = '${email}'`);
    throw new Error(`set-password link refused: ${link}\nstored: ${JSON.stringify(stored)}\nnow: ${Math.floor(Date.now() / 1000)}`);
  }
  await expect(page.getByRole('heading', { name: 'Set a new password' })).toBeVisible();
  await page.getByLabel('New password', { exact: true }).fill('short');
  await page.getByLabel('Repeat the new password').fill('short');
  await page.getByRole('button', { name: 'Save the password' }).click();
  await expect(page.getByText(/at least 8 characters/i).first()).toBeVisible();
  await page.getByLabel('New password', { exact: true }).fill('Kabel2026Test');
  await page.getByLabel('Repeat the new password').fill('Kabel2026Test');
  await page.getByRole('button', { name: 'Save the password' }).click();
  await expect(page.getByText('Your password has been set. You can log in now.')).toBeVisible();

  // Logs in and comes back to the checkout.
  await addOneArticle(page);
  await page.goto('/prijava/?lang=en&redirect_to=' + encodeURIComponent('/blagajna/?lang=en'));
  await page.getByLabel('E-mail address').fill(email);
  await page.getByLabel('Password').fill('Kabel2026Test');
  await page.getByRole('button', { name: 'Log in' }).click();
  await page.waitForURL(/\/(blagajna|en\/checkout)\//);
  await island(page, 'checkout');
  await expect(page.getByText(/business customer discount of 20/)).toBeVisible();
  await shot(page, info, '2-checkout-discount');
});

test('a pending registration sees the waiting message on the themed login page', async ({ page }) => {
  await page.goto('/prijava/?lang=en');
  await page.getByLabel('E-mail address').fill(PENDING.login);
  await page.getByLabel('Password').fill(PENDING.password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByRole('alert')).toContainText('Your registration is waiting for approval');
});

// CI (stop 29): an island's answer that had been sent before the browser had a token came back
// after wp-login.php had issued one and replaced it; the login form still held the first token and
// the login failed with "Your session has expired". The forms now copy the current cookie on submit.
test('a login whose XSRF cookie changed after the form was shown still logs in (themed page and wp-login.php)', async ({ page, context, baseURL }) => {
  const replaceToken = async (): Promise<void> => {
    const token = Array.from({ length: 64 }, () => '0123456789abcdef'[Math.floor(Math.random() * 16)]).join('');
    await context.addCookies([{ name: 'XSRF-TOKEN', value: token, url: baseURL ?? 'http://127.0.0.1:8081' }]);
  };
  await page.goto('/prijava/?lang=en');
  await replaceToken();
  await page.getByLabel('E-mail address').fill(CUSTOMER.login);
  await page.getByLabel('Password').fill(CUSTOMER.password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByRole('alert')).toHaveCount(0);
  await expect(page.locator('body.logged-in')).toBeVisible();
  await context.clearCookies();
  await page.goto('/wp-login.php');
  await replaceToken();
  await page.locator('#user_login').fill(CUSTOMER.login);
  await page.locator('#user_pass').fill(CUSTOMER.password);
  await page.locator('#wp-submit').click();
  await page.waitForURL((url) => !url.pathname.includes('wp-login.php'));
  await expect(page.locator('#login_error')).toHaveCount(0);
});

test('registration and login pages pass axe', async ({ page }) => {
  for (const path of ['/registracija/?lang=en', '/prijava/?lang=en', '/prijava/?lang=en&action=lostpassword']) {
    await page.goto(path);
    if (path.startsWith('/registracija')) await island(page, 'registration');
    const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']).analyze();
    expect(results.violations.map((v) => `${path}: ${v.id} ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  }
});
