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

test('the language switcher changes the page language and it is remembered', async ({ page }) => {
  await page.goto('/?lang=en');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-US');
  await page.goto('/kontakt/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-US');
  await page.goto('/?lang=sr');
  await expect(page.locator('html')).toHaveAttribute('lang', 'sr-RS');
  await page.goto('/?lang=hr');
  await expect(page.locator('html')).toHaveAttribute('lang', 'hr');
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
