/**
 * Issue 27, "Metal index honest": the seeded demo prices are the real shipped rows (copper ends
 * 05.08.2025, aluminium 21.08.2024), so on the test site (today is long after) the server marks
 * both stale. A visitor sees, in Croatian and English, on desktop and phone: the product table's
 * metal surcharge with the index month beside it and the stale notice naming the copper price's
 * day and the business days staff allow; the daily metal prices on the home page and the metal
 * prices page with the same notice. The allowance is read from the API (staff may have changed
 * it), the verdict is the server's (stale in the answer), not this test's clock.
 */
import { test, expect, type Page } from '@playwright/test';
import { island, shot } from './helpers';

interface Latest {
  copper: { date: string; stale: boolean } | null;
  aluminium: { date: string; stale: boolean } | null;
  stale_after_business_days: number;
}

async function latest(page: Page): Promise<Latest> {
  const response = await page.request.get('/?rest_route=/kabelshop/v1/metal-prices/latest');
  expect(response.status()).toBe(200);
  return response.json();
}

const TEXT = {
  hr: {
    index: /Dodatak za metal prema indeksu bakra [\d.,]+ EUR\/100 kg \(prosjek za kolovoz 2025\./,
    surcharge: 'Cijena bakra je od 05.08.2025. i starija je od dopuštenih',
    surchargeEnd: 'dodatak za metal izračunat je po njoj.',
    daily: 'Cijena aluminija je od 21.08.2024. i starija je od dopuštenih',
    dailyEnd: 'novije cijene još nisu uvezene.',
    days: (n: number) => new RegExp(`dopušten\\S* ${n} radn`),
    home: '/',
    prices: '/cijene-metala/',
  },
  en: {
    index: /Metal surcharge by the copper index [\d.,]+ EUR\/100 kg \(August 2025 average/,
    surcharge: 'The copper price is from 08/05/2025, older than the allowed',
    surchargeEnd: 'the metal surcharge is computed from it.',
    daily: 'The aluminium price is from 08/21/2024, older than the allowed',
    dailyEnd: 'newer prices have not been imported yet.',
    days: (n: number) => new RegExp(`allowed ${n} business days?`),
    home: '/?lang=en',
    prices: '/cijene-metala/?lang=en',
  },
} as const;

for (const lang of ['hr', 'en'] as const) {
  test(`${lang}: the index date beside the surcharge and the stale notice on the product table, the daily prices and the metal prices page`, async ({ page }, info) => {
    const answer = await latest(page);
    // The server's verdict on the shipped rows; never invented newer prices.
    expect(answer.copper?.date).toBe('2025-08-05');
    expect(answer.copper?.stale).toBe(true);
    expect(answer.aluminium?.date).toBe('2024-08-21');
    expect(answer.aluminium?.stale).toBe(true);
    const allowed = answer.stale_after_business_days;
    const t = TEXT[lang];

    await page.goto(`/kabel/nym-j/?lang=${lang}`);
    const table = await island(page, 'product-table');
    await expect(table.locator('tbody tr .ks-metal-price__surcharge').first()).toBeVisible();
    const note = table.locator('.ks-product-table__metal');
    await expect(note).toBeVisible();
    await expect(note).toHaveText(t.index);
    const notice = table.locator('.ks-metal-stale');
    await note.scrollIntoViewIfNeeded();
    await expect(notice).toBeVisible();
    await expect(notice).toContainText(t.surcharge);
    await expect(notice).toContainText(t.surchargeEnd);
    await expect(notice).toContainText(t.days(allowed));
    // NYM-J is a copper cable: the aluminium price is not its business.
    await expect(notice).not.toContainText(lang === 'hr' ? 'aluminija' : 'aluminium');
    await shot(page, info, `metal-index-honest-product-${lang}`);

    await page.goto(t.home);
    const daily = await island(page, 'daily-metal-prices');
    const dailyNotice = daily.locator('.ks-metal-stale');
    await expect(dailyNotice).toBeVisible();
    await expect(dailyNotice).toContainText(t.daily);
    await expect(dailyNotice).toContainText(t.dailyEnd);
    await expect(dailyNotice).toContainText(t.days(allowed));
    await shot(page, info, `metal-index-honest-home-${lang}`);

    await page.goto(t.prices);
    const prices = await island(page, 'metal-prices');
    const pricesNotice = prices.getByTestId('metals-stale');
    await expect(pricesNotice).toBeVisible();
    await expect(pricesNotice).toContainText(t.surcharge);
    await expect(pricesNotice).toContainText(t.dailyEnd);
  });
}
