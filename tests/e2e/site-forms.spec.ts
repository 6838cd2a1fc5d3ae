/**
 * Contact form and job application (issue 12, Forms): a visitor sends the contact form, it is
 * stored and the mail arrives in the catcher; a visitor applies with a PDF, the upload is stored
 * and listed in wp-admin for the administrator. axe on both forms with the islands mounted.
 */
import { test, expect } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { ADMIN, island, login, sql } from './helpers';
import { mailTo } from './mail';

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
const PDF = Buffer.from('%PDF-1.4\n1 0 obj\n<< /Type /Catalog /Pages 2 0 R >>\nendobj\n2 0 obj\n<< /Type /Pages /Kids [] /Count 0 >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n');

/** Sets a wp_options value on the test database (the settings screen's options). */
function setOption(name: string, value: string): void {
  sql(`DELETE FROM wp_options WHERE option_name = '${name}'`);
  sql(`INSERT INTO wp_options (option_name, option_value, autoload) VALUES ('${name}', '${value}', 'yes')`);
}

test('the contact form is stored and mailed to the recipient set in wp-admin', async ({ page }) => {
  const recipient = `contact-desk-${Date.now()}@example.test`;
  setOption('kabelshop_forms_contact_recipient', recipient);
  sql("DELETE FROM wp_options WHERE option_name LIKE 'kabelshop_rl_%'");
  const name = `E2E Kontakt ${Date.now()}`;
  await page.goto('/en/contact/');
  const form = await island(page, 'contact-form');
  const axe = await new AxeBuilder({ page }).withTags(TAGS).include('.island--contact-form').analyze();
  expect(axe.violations).toEqual([]);

  await form.getByRole('button', { name: 'Send message' }).click();
  await expect(form.getByText('This field is required')).toHaveCount(3);
  await form.getByLabel('Name and surname', { exact: true }).fill(name);
  await form.getByLabel(/^Company/).fill('Elektro E2E d.o.o.');
  await form.getByLabel('E-mail', { exact: true }).fill('ivana.e2e@example.test');
  await form.getByLabel('Message', { exact: true }).fill('Do you cut NYY-J 5x16 to 37 m?');
  await form.getByRole('checkbox').check();
  await form.getByRole('button', { name: 'Send message' }).click();
  await expect(form.getByText('Form successfully sent.')).toBeVisible();
  await expect(form.getByLabel('Name and surname', { exact: true })).toHaveValue('');

  const [row] = sql(`SELECT id, status, mail_status, language FROM wp_kabelshop_contact_messages WHERE name = '${name}'`);
  expect(row).toMatchObject({ status: 'new', mail_status: 'sent', language: 'en' });
  const mail = await mailTo(recipient, /NYY-J 5x16 to 37 m/);
  expect(mail).toContain(name);
  expect(mail).toContain(`page=kabelshop-contact-messages&message=${row.id}`);
});

test('an application with a PDF is stored and listed in wp-admin, where the administrator downloads the CV', async ({ page, browser }) => {
  sql("DELETE FROM wp_options WHERE option_name LIKE 'kabelshop_rl_%'");
  const name = `E2E Prijava ${Date.now()}`;
  await page.goto('/en/open-applications/');
  const form = await island(page, 'application-form');
  const axe = await new AxeBuilder({ page }).withTags(TAGS).include('.island--application-form').analyze();
  expect(axe.violations).toEqual([]);

  await form.getByLabel('Opening', { exact: true }).selectOption('0');
  await form.getByLabel('Name and surname', { exact: true }).fill(name);
  await form.getByLabel('E-mail', { exact: true }).fill('petra.e2e@example.test');
  await form.getByLabel('Phone', { exact: true }).fill('+38591555123');
  await form.getByLabel(/^Cover note/).fill('I would like to join the warehouse team.');
  await form.getByLabel('CV (PDF or DOCX)', { exact: true }).setInputFiles({ name: 'Petra CV.pdf', mimeType: 'application/pdf', buffer: PDF });
  await form.getByRole('checkbox').check();
  await form.getByRole('button', { name: 'Send application' }).click();
  await expect(form.getByText('Form successfully sent.')).toBeVisible({ timeout: 30_000 });

  const [row] = sql(`SELECT id, cv_type, cv_name, mail_status FROM wp_kabelshop_applications WHERE name = '${name}'`);
  expect(row).toMatchObject({ cv_type: 'pdf', cv_name: 'Petra-CV.pdf', mail_status: 'sent' });

  // Staff work in wp-admin on a desktop; at phone width the list table folds the CV column away.
  const staff = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  await login(staff, ADMIN, '/wp-admin/admin.php?page=kabelshop-applications');
  await expect(staff.getByRole('link', { name })).toBeVisible();
  const download = staff.waitForEvent('download');
  await staff.getByRole('link', { name: 'Petra-CV.pdf' }).first().click();
  expect((await download).suggestedFilename()).toBe('Petra-CV.pdf');
  await staff.close();
});
