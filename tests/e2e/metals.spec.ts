/**
 * Metal prices page: a visitor opens it, switches week / month / year / all and EUR / USD, and the
 * figures in the table change and equal what the API answers (formatted per spec section 9).
 * The graph draws; the footer shows the latest price; axe finds nothing.
 */
import { test, expect, type Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { island, shot } from './helpers';

interface Day {
  date: string;
  price: string | null;
  rate: string | null;
  rate_date: string | null;
}

function english(decimal: string): string {
  const [whole, fraction] = decimal.split('.');
  return `${whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}.${fraction}`;
}

function usDate(iso: string): string {
  const [y, m, d] = iso.split('-');
  return `${m}/${d}/${y}`;
}

async function answerFor(page: Page, query: string): Promise<{ days: Day[] }> {
  const response = await page.request.get(`/?rest_route=/kabelshop/v1/metal-prices&${query}`);
  expect(response.status()).toBe(200);
  return response.json();
}

async function firstRow(page: Page): Promise<string[]> {
  const row = page.locator('.ks-metals__table tbody tr').first();
  return [await row.locator('th').innerText(), ...(await row.locator('td').allInnerTexts())];
}

test('switching views and currencies shows the API figures', async ({ page }, info) => {
  await page.goto('/cijene-metala/?lang=en');
  const metals = await island(page, 'metal-prices');
  await expect(metals.locator('.ks-metals__table')).toBeVisible();
  const counts: Record<string, number> = {};
  const seen: string[] = [];
  for (const currency of ['EUR', 'USD'] as const) {
    await metals.getByRole('radio', { name: currency === 'EUR' ? 'Euro (EUR)' : 'US dollar (USD)' }).check({ force: true });
    for (const period of ['week', 'month', 'year', 'all'] as const) {
      const name = { week: 'Week', month: 'Month', year: 'Year', all: 'All data' }[period];
      await metals.getByRole('radio', { name, exact: true }).check({ force: true });
      await expect(metals.locator('.ks-metals__table caption')).toContainText(`${currency}/t`);
      const api = await answerFor(page, `metal=copper&period=${period}&currency=${currency}`);
      const newest = api.days[api.days.length - 1];
      await expect.poll(() => firstRow(page)).toEqual([usDate(newest.date), english(newest.price ?? ''), english(newest.rate ?? ''), usDate(newest.rate_date ?? '')]);
      const pages = Math.max(1, Math.ceil(api.days.length / 20));
      if (pages > 1) await expect(metals.getByText(`Page 1 of ${pages.toLocaleString('en-US')}`)).toBeVisible();
      counts[`${period}-${currency}`] = api.days.length;
      seen.push((await firstRow(page)).join('|'));
    }
  }
  expect(counts['week-EUR']).toBeLessThan(counts['month-EUR']);
  expect(counts['year-EUR']).toBeLessThan(counts['all-EUR']);
  // EUR and USD figures differ for the same day.
  expect(seen[0]).not.toEqual(seen[4]);
  await shot(page, info, 'metal-prices-table');

  await metals.getByRole('radio', { name: 'Graph' }).check({ force: true });
  await expect(metals.locator('canvas')).toBeVisible();
  await shot(page, info, 'metal-prices-graph');
});

test('monthly averages name their trading days; the footer shows the latest price', async ({ page }) => {
  await page.goto('/cijene-metala/?lang=en');
  const metals = await island(page, 'metal-prices');
  await metals.getByRole('radio', { name: 'Aluminium' }).check({ force: true });
  await metals.getByRole('radio', { name: 'Monthly averages' }).check({ force: true });
  await expect(metals.locator('.ks-metals__table caption')).toHaveText('Aluminium: monthly averages in EUR/t');
  const response = await page.request.get('/?rest_route=/kabelshop/v1/metal-prices/monthly&metal=aluminium&currency=EUR&from=2024-07&to=2024-08');
  const months = (await response.json()).months as Array<{ month: string; days: number; average: string }>;
  const august = months[months.length - 1];
  const row = metals.locator('.ks-metals__table tbody tr').first();
  await expect(row).toContainText('08/2024');
  await expect(row).toContainText(english(august.average));
  await expect(row.locator('td').last()).toHaveText(String(august.days));
  await expect(page.locator('#footer-metal-price')).toContainText('Copper');
  await expect(page.locator('#footer-metal-price')).toContainText('08/05/2025');
});

test('the metal prices page passes axe in Croatian', async ({ page }) => {
  await page.goto('/cijene-metala/');
  await island(page, 'metal-prices');
  await expect(page.locator('.ks-metals__table tbody tr').first()).toBeVisible();
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']).analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
});
