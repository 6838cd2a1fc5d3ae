/**
 * Legal pages (issue 27): every form that collects personal data (contact, job application,
 * registration, inquiry, checkout, the price-list signup) links the privacy policy in the page's
 * language next to it, the footer links it and prints the seller identification (register court,
 * MBS, OIB, share capital, board, bank, IBAN), and the link opens WordPress's privacy policy page
 * in that language, naming the supervisory authority. Visitor pages in hr, en and sr.
 */
import { test, expect } from '@playwright/test';

const LANGUAGES = [
  { code: 'hr', title: 'Politika privatnosti', labels: ['Upisano u sudski registar', 'MBS', 'OIB', 'Temeljni kapital', 'Uprava', 'Banka', 'IBAN'] },
  { code: 'en', title: 'Privacy policy', labels: ['Registered at', 'MBS', 'OIB', 'Share capital', 'Management board', 'Bank', 'IBAN'] },
  { code: 'sr', title: 'Politika privatnosti', labels: ['Upisano u sudski registar', 'MBS', 'OIB', 'Osnovni kapital', 'Uprava', 'Banka', 'IBAN'] },
] as const;

/** Pages with a form that collects personal data (Croatian slugs; ?lang= leads to the language's page). */
const FORM_PAGES = ['/kontakt/', '/otvorene-prijave/', '/registracija/', '/upit/', '/blagajna/'] as const;

for (const language of LANGUAGES) {
  test(`privacy policy beside every form and the seller identification in the footer (${language.code})`, async ({ page }) => {
    let privacyUrl = '';
    for (const path of FORM_PAGES) {
      await page.goto(`${path}?lang=${language.code}`);
      // The form's own note (in main), then the price-list signup's below it.
      const note = page.locator('main .privacy-note').first();
      await expect(note, path).toBeVisible();
      const link = note.getByRole('link', { name: language.title });
      await expect(link, path).toBeVisible();
      const href = (await link.getAttribute('href')) as string;
      privacyUrl ||= href;
      expect(href, `${path}: the same page in every form of a language`).toBe(privacyUrl);
      if (path === '/kontakt/') {
        // The price-list signup below the page (not under checkout and order pages) has its own.
        await expect(page.locator('#price-list-signup .privacy-note').getByRole('link', { name: language.title })).toHaveAttribute('href', privacyUrl);
      }
    }

    // The footer: the link and the identification with every label in the page's language.
    const footer = page.locator('footer.site-footer');
    await expect(footer.getByRole('link', { name: language.title })).toHaveAttribute('href', privacyUrl);
    const identification = footer.locator('[data-seller-identification]');
    for (const label of language.labels) {
      await expect(identification.locator('dt', { hasText: new RegExp(`^${label}$`) })).toHaveCount(1);
    }
    await expect(identification.locator('[data-field="register_court"] dd')).toHaveText('Trgovački sud u Zagrebu');

    // The policy itself: WordPress's privacy page in this language, naming AZOP and the forms' retention in days.
    await page.goto(privacyUrl);
    await expect(page.locator('html')).toHaveAttribute('lang', new RegExp(`^${language.code}`));
    await expect(page.getByRole('heading', { level: 1, name: language.title })).toBeVisible();
    await expect(page.locator('main')).toContainText('AZOP');
    await expect(page.locator('main')).toContainText(/180/);
    await expect(page.locator('main')).not.toContainText('[kabelshop_');
    await expect(page.locator('head link[rel="privacy-policy"]')).toHaveAttribute('href', privacyUrl);
  });
}
