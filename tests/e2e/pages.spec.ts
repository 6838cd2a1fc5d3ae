/**
 * Every page a visitor reaches renders in all three languages with one h1 and a main landmark,
 * and axe (WCAG 2.2 AA rules) finds nothing on it.
 */
import { test, expect } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';

const PAGES = ['/', '/katalog/', '/o-nama/', '/tim/', '/kontakt/', '/novosti/', '/otvorene-prijave/', '/dobavljaci/'];

for (const path of PAGES) {
  test(`page ${path} renders with one h1 and passes axe`, async ({ page }) => {
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    await expect(page.locator('main#main')).toHaveCount(1);
    await expect(page.locator('h1')).toHaveCount(1);
    await page.waitForLoadState('networkidle');
    const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']).analyze();
    expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  });
}

test('the language switcher leads to the same page in the other language, at its own URL', async ({ page }) => {
  await page.goto('/kontakt/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'hr');
  const switcher = page.locator('.lang-switch');
  // Followed by its href: on a phone the switcher sits in the closed menu.
  await page.goto((await switcher.locator('a[hreflang="en-US"]').first().getAttribute('href')) ?? '');
  await expect(page).toHaveURL(/\/en\/contact\/$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-US');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Contact');
  // The language is the URL's: a Croatian URL opened afterwards is Croatian again.
  await page.goto('/o-nama/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'hr');
  await page.goto((await switcher.locator('a[hreflang="sr-RS"]').first().getAttribute('href')) ?? '');
  await expect(page).toHaveURL(/\/sr\/o-nama\/$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'sr-RS');
  // An old ?lang= link moves to the language's URL.
  await page.goto('/kontakt/?lang=sr');
  await expect(page).toHaveURL(/\/sr\/kontakt\/$/);
});

test('a marketing page loads no React before the visitor interacts', async ({ page }) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(request.url());
  });
  await page.goto('/');
  await page.waitForLoadState('networkidle');
  expect(scripts.some((url) => /\/build\/boot\.js/.test(url))).toBe(true);
  expect(scripts.filter((url) => /\/chunks\/mount-/.test(url))).toEqual([]);
});
