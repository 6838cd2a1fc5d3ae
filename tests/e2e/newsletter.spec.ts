/**
 * Price-list mailing (issue 12): a visitor signs up on the English home page, the confirmation mail
 * arrives in the catcher in English, its link opens a page that asks (a GET changes nothing) and the
 * button confirms; the unsubscribe link of the mail opens a page whose button unsubscribes. axe on
 * the signup island and on both pages; the price list (CSV) the section offers after "Or".
 */
import { test, expect, type Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { island, sql } from './helpers';
import { mailTo } from './mail';

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

async function axe(page: Page, include?: string): Promise<void> {
  const builder = new AxeBuilder({ page }).withTags(TAGS);
  const results = await (include ? builder.include(include) : builder).analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

function status(email: string): string {
  return sql(`SELECT status FROM wp_kabelshop_newsletter_subscribers WHERE email = '${email}'`)[0]?.status ?? '';
}

test('signup -> confirmation mail -> confirm -> subscribed -> unsubscribe link -> unsubscribed', async ({ page }) => {
  const email = `nl.e2e.${Date.now()}@example.test`;
  await page.goto('/en/');
  const signup = await island(page, 'newsletter-signup');
  await expect(signup.getByText('Or', { exact: true })).toBeVisible();
  await axe(page, '.island--newsletter-signup');
  const csv = await page.request.get((await signup.getByRole('link', { name: 'Download the current price list (CSV)' }).getAttribute('href')) ?? '');
  expect(csv.headers()['content-type']).toContain('text/csv');
  expect(await csv.text()).toMatch(/^\uFEFF"Article code",Designation,Size,Packaging,"Base price per metre \(EUR\)","Metal surcharge per metre \(EUR\)","Full price per metre \(EUR\)"/);
  await signup.getByRole('textbox', { name: 'E-mail' }).fill(email);
  await signup.getByRole('button', { name: 'Subscribe' }).click();
  await expect(signup.getByText('Please agree to receive the price-list mails.')).toBeVisible();
  await signup.getByLabel(/^I agree that Kabelshop sends me the changes of the cable price list/).check();
  await signup.getByRole('button', { name: 'Subscribe' }).click();
  await expect(signup.getByText('Please confirm your address')).toBeVisible();
  await expect(signup.getByText(new RegExp(`confirmation link to ${email.replace(/\./g, '\\.')}`))).toBeVisible();
  expect(status(email)).toBe('pending');

  const mail = await mailTo(email, /kabelshop_newsletter=confirm/);
  expect(mail).toContain('Please confirm with this link (valid for 7 days):');
  const confirm = /(https?:\/\/\S+kabelshop_newsletter=confirm\S+)/.exec(mail)?.[1] ?? '';
  const unsubscribe = /(https?:\/\/\S+kabelshop_newsletter=unsubscribe\S+)/.exec(mail)?.[1] ?? '';
  expect(confirm).toContain('/en/');

  await page.goto(confirm);
  await expect(page.getByRole('heading', { level: 1, name: 'Confirm your subscription' })).toBeVisible();
  expect(status(email)).toBe('pending');
  await axe(page);
  await page.getByRole('button', { name: 'Confirm subscription' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Subscription confirmed' })).toBeVisible();
  await expect(page.getByText('Your e-mail address has been added to the mailing list.')).toBeVisible();
  expect(status(email)).toBe('confirmed');

  await page.goto(unsubscribe);
  await expect(page.getByRole('heading', { level: 1, name: 'Unsubscribe from the price-list mailing' })).toBeVisible();
  await axe(page);
  expect(status(email)).toBe('confirmed');
  await page.getByRole('button', { name: 'Unsubscribe' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'You have been unsubscribed' })).toBeVisible();
  await expect(page.getByText(`${email} will receive no more price-list mails from us.`)).toBeVisible();
  expect(status(email)).toBe('unsubscribed');
});

test('a signup pressed before the island loaded is not lost: no reload, the address and consent are sent (issue 27)', async ({ page }) => {
  const email = `nl.early.${Date.now()}@example.test`;
  // The island chunks are held back, so the server's form is what the visitor uses.
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/build/chunks/**', async (route) => {
    await held;
    await route.continue();
  });
  // The load event waits for chunks already requested (held here): the document is enough.
  await page.goto('/en/', { waitUntil: 'domcontentloaded' });
  await page.evaluate(() => ((window as Window & { notReloaded?: boolean }).notReloaded = true));
  const mount = page.locator('[data-island="newsletter-signup"]').first();
  await mount.getByLabel('E-mail', { exact: true }).fill(email);
  await mount.getByRole('checkbox').check();
  await mount.getByRole('button', { name: 'Subscribe' }).click();
  await expect(mount).toHaveAttribute('aria-busy', 'true');
  release();
  await expect(mount.getByText(`We have sent a confirmation link to ${email}`, { exact: false })).toBeVisible({ timeout: 15_000 });
  expect(await page.evaluate(() => (window as Window & { notReloaded?: boolean }).notReloaded)).toBe(true);
  await expect.poll(() => status(email)).toBe('pending');
});
