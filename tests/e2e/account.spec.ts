/**
 * Account area (issue 3, part 2) as the demo customer, at 1280 px and 390 px: open the account
 * area, switch panels (select on the phone, links on the desktop; 600 ms wait), edit profile data,
 * change the password (the demo password is restored afterwards), add and change a delivery address in the profile, then in
 * checkout add a delivery address ('Address successfully added.'), select it and order with it.
 * What the server stored is read from the test database. axe finds nothing on the account page.
 */
import AxeBuilder from '@axe-core/playwright';
import { test, expect, type Page } from '@playwright/test';
import { CUSTOMER, addFirstOrderableRow, island, login, placeOrderAndWait, shot, sql } from './helpers';

const NEW_PASSWORD = 'Kupac2026Novo';

/**
 * Whatever a test did to the demo customer's password, the next test logs in with the demo one:
 * WordPress accepts an MD5 hash and re-hashes it at the next login.
 */
test.afterEach(() => {
  sql(`UPDATE wp_users SET user_pass = MD5('${CUSTOMER.password}') WHERE user_email = '${CUSTOMER.login}'`);
});

async function openPanel(page: Page, label: string, key: string): Promise<void> {
  const select = page.getByLabel('Account section', { exact: true });
  if (await select.isVisible()) await select.selectOption(key);
  else await page.getByRole('navigation', { name: 'Account sections' }).getByRole('link', { name: label }).click();
  await expect(page.locator(`#panel-${key}`)).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`#${key}$`));
}

async function closeModal(page: Page, text: string | RegExp): Promise<void> {
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText(text);
  await dialog.getByRole('button', { name: 'OK' }).click();
  await expect(dialog).toBeHidden();
}

test('the demo customer edits profile, password and addresses, then orders to a new address', async ({ page }, info) => {
  const suffix = `${info.project.name}-${Date.now() % 100000}`;
  const customerId = sql(`SELECT ID FROM wp_users WHERE user_email = '${CUSTOMER.login}'`)[0].ID;
  const passwordHash = sql(`SELECT user_pass FROM wp_users WHERE ID = ${customerId}`)[0].user_pass;

  await login(page, CUSTOMER, '/moj-racun/?lang=en');
  await expect(page.getByRole('heading', { level: 1, name: 'My account' })).toBeVisible();
  // The line under the title names the company the buyer is signed in for (server text, issue 27).
  const companyName = sql(`SELECT meta_value FROM wp_usermeta WHERE user_id = ${customerId} AND meta_key = 'kabelshop_company_name'`)[0].meta_value;
  expect(companyName).not.toBe('');
  await expect(page.locator('.page-header__lead')).toHaveText(`You are signed in as ${companyName}: here you keep your company data and addresses, follow your orders and the packaging of each item, and download your invoices and declarations of performance.`);
  const profile = await island(page, 'account-profile');
  await expect(page.locator('[data-account-nav]')).toHaveClass(/account--enhanced/);
  await expect(page.locator('#panel-addresses')).toBeHidden();
  await shot(page, info, '1-account');

  const axe = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']).analyze();
  expect(axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);

  // Panels switch; the hash names the open one.
  await openPanel(page, 'My orders', 'orders');
  await expect(page.locator('#panel-profile')).toBeHidden();
  await openPanel(page, 'Help', 'help');
  await expect(page.locator('#panel-help')).toContainText('Contact us');
  await openPanel(page, 'Profile data', 'profile');

  // Profile data.
  await profile.getByLabel('OIB / MB', { exact: true }).fill('12345679');
  await profile.getByLabel('Company name', { exact: true }).fill(`Demo Elektro d.o.o. ${suffix}`);
  await profile.getByLabel('Phone', { exact: true }).fill('12 34');
  await profile.getByRole('button', { name: 'Save the data' }).click();
  await expect(profile.getByText('Phone number is not valid')).toBeVisible();
  await profile.getByLabel('Phone', { exact: true }).fill('+385100000001');
  await profile.getByRole('button', { name: 'Save the data' }).click();
  await closeModal(page, 'Data successfully updated.');
  expect(sql(`SELECT meta_value FROM wp_usermeta WHERE user_id = ${customerId} AND meta_key = 'kabelshop_company_name'`)[0].meta_value).toBe(
    `Demo Elektro d.o.o. ${suffix}`,
  );

  // Password: a wrong confirmation is caught in the browser; then it is changed.
  await profile.getByLabel('Current password', { exact: true }).fill(CUSTOMER.password);
  await profile.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
  await profile.getByLabel('Repeat the new password', { exact: true }).fill(`${NEW_PASSWORD}x`);
  await profile.getByRole('button', { name: 'Save the data' }).click();
  await expect(profile.getByText('Passwords must match')).toBeVisible();
  await profile.getByLabel('Repeat the new password', { exact: true }).fill(NEW_PASSWORD);
  await profile.getByRole('button', { name: 'Save the data' }).click();
  await closeModal(page, 'Password successfully updated.');
  await shot(page, info, '2-password');
  expect(sql(`SELECT user_pass FROM wp_users WHERE ID = ${customerId}`)[0].user_pass).not.toBe(passwordHash);
  // Still logged in after the change: the login cookie is renewed with the new password.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'My account' })).toBeVisible();
  await island(page, 'account-profile');

  // Addresses in the profile.
  await openPanel(page, 'Addresses', 'addresses');
  const addresses = await island(page, 'account-addresses');
  await expect(addresses.getByRole('heading', { name: 'Headquarters' })).toBeVisible();
  await addresses.getByRole('button', { name: 'Add a delivery address' }).click();
  await addresses.getByLabel('Street', { exact: true }).fill(`Profilna ulica ${suffix}`);
  await addresses.getByLabel('House number', { exact: true }).fill('4');
  await addresses.getByLabel('Postcode', { exact: true }).fill('31000');
  await addresses.getByLabel('City', { exact: true }).fill('Osijek');
  await addresses.getByLabel('Contact person', { exact: true }).fill('Demo Primatelj');
  await addresses.getByLabel('Phone', { exact: true }).fill('+385310000003');
  await addresses.getByRole('button', { name: 'Save the address' }).click();
  await closeModal(page, 'Address successfully added.');
  await addresses.getByRole('button', { name: new RegExp(`Change the address Profilna ulica ${suffix}`) }).click();
  await addresses.getByLabel('City', { exact: true }).fill('Vukovar');
  await addresses.getByLabel('Postcode', { exact: true }).fill('32000');
  await addresses.getByRole('button', { name: 'Save the address' }).click();
  await closeModal(page, 'Address successfully updated.');
  await expect(addresses).toContainText('32000 Vukovar');
  await shot(page, info, '3-addresses');
  const stored = sql(`SELECT meta_value FROM wp_usermeta WHERE user_id = ${customerId} AND meta_key = 'kabelshop_delivery_addresses'`)[0].meta_value;
  expect(stored).toContain(`Profilna ulica ${suffix}`);
  expect(stored).toContain('Vukovar');

  // Checkout: add a delivery address there, select it, order.
  await page.goto('/katalog/?lang=en&search=3x2,5');
  const firstResult = page.locator('.island--catalogue a:is([href*="/kabel/"], [href*="/en/cable/"], [href*="/sr/kabl/"])').first();
  await island(page, 'catalogue');
  await firstResult.click();
  await island(page, 'product-table');
  await addFirstOrderableRow(page);
  await page.goto('/blagajna/?lang=en');
  const checkout = await island(page, 'checkout');
  await checkout.getByRole('button', { name: 'Add a delivery address' }).click();
  await checkout.getByLabel('Street', { exact: true }).fill(`Blagajnička ulica ${suffix}`);
  await checkout.getByLabel('House number', { exact: true }).fill('8');
  await checkout.getByLabel('Postcode', { exact: true }).fill('51000');
  await checkout.getByLabel('City', { exact: true }).fill('Rijeka');
  await checkout.getByLabel('Contact person', { exact: true }).fill('Demo Vozač');
  await checkout.locator('.ks-address-form').getByLabel('Phone', { exact: true }).fill('+385510000004');
  await checkout.getByRole('button', { name: 'Save the address' }).click();
  await closeModal(page, 'Address successfully added.');
  const radio = checkout.getByRole('radio', { name: new RegExp(`Blagajnička ulica ${suffix} 8`) });
  await expect(radio).toBeChecked();
  await checkout.getByLabel(/Bank transfer/i).check();
  await shot(page, info, '4-checkout');
  const number = await placeOrderAndWait(checkout);
  const [order] = sql(`SELECT delivery_address FROM wp_kabelshop_orders WHERE number = '${number}'`);
  expect(order.delivery_address).toContain(`Blagajnička ulica ${suffix}`);
  await shot(page, info, '5-ordered');

  // The order is listed in the account area.
  await page.goto('/moj-racun/?lang=en#orders');
  await expect(page.locator('#panel-orders')).toContainText(number as string);
});
