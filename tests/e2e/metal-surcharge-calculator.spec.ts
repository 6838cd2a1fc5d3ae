/**
 * Metal surcharge calculator on the metal prices page (issue 14): LAPP's worked example
 * 23.8 kg/km at index 194.29 EUR/100 kg over a 150 EUR/100 kg base with 0 % procurement gives
 * 10.54 EUR/km (and 1.05 EUR/100 m); with the index left empty the calculator names today's
 * index with its date and rule and uses it, giving what the route answers; a bad metal number is
 * named under its field; axe finds nothing, in English and Croatian.
 */
import { test, expect } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { island, shot } from './helpers';

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

function english(decimal: string): string {
  const [whole, fraction] = decimal.split('.');
  return `${whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}.${fraction}`;
}

test('the worked example gives 10.54 EUR/km and an empty index uses today\'s, named with its date', async ({ page }, info) => {
  await page.goto('/en/metal-prices/');
  const calc = await island(page, 'metal-surcharge-calculator');
  await calc.getByLabel('Metal number (kg/km)').fill('23.8');
  await calc.getByLabel('Metal base (EUR/100 kg)').fill('150');
  await calc.getByLabel('Procurement surcharge (%)').fill('0');
  await calc.getByLabel('Index (EUR/100 kg)').fill('194.29');
  await calc.getByRole('button', { name: 'Calculate' }).click();
  await expect(calc.getByTestId('surcharge-km')).toHaveText('10.54 EUR/km');
  await expect(calc.getByTestId('surcharge-100m')).toHaveText('1.05 EUR/100 m');
  await expect(calc.getByText('With the index you entered, 194.29 EUR/100 kg.')).toBeVisible();
  await shot(page, info, 'metal-surcharge-calculator');

  // Today's index: the field's hint names it with its month and rule (the demo copper prices end in August 2025).
  const todays = await page.request.get('/?rest_route=/kabelshop/v1/metal-surcharge&metal=copper&metal_kg_km=23.8&base_eur_100kg=150&procurement_pct=0');
  expect(todays.status()).toBe(200);
  const answer = (await todays.json()) as { index_eur_100kg: string; index_date: string; rule: string; surcharge_eur_km: string };
  expect(answer.index_date).toBe('2025-08');
  const index = calc.getByLabel('Index (EUR/100 kg)');
  await expect(index).toHaveAttribute('placeholder', english(answer.index_eur_100kg));
  await expect(calc.getByText(new RegExp(`today's index: ${english(answer.index_eur_100kg).replace('.', '\\.')} EUR/100 kg \\(August 2025`))).toBeVisible();
  await expect(calc.getByText(/Average LME cash price of the previous month, in EUR/).first()).toBeVisible();
  await index.fill('');
  await calc.getByRole('button', { name: 'Calculate' }).click();
  await expect(calc.getByTestId('surcharge-km')).toHaveText(`${english(answer.surcharge_eur_km)} EUR/km`);
  await expect(calc.locator('.ks-surcharge-calc__used')).toContainText(`today's index ${english(answer.index_eur_100kg)} EUR/100 kg (August 2025`);

  // A bad metal number is named under its field, and nothing is shown as a result.
  await calc.getByLabel('Metal number (kg/km)').fill('23.805');
  await calc.getByRole('button', { name: 'Calculate' }).click();
  await expect(calc.getByLabel('Metal number (kg/km)')).toHaveAttribute('aria-invalid', 'true');
  await expect(calc.locator('.ks-field-error')).toContainText('metal number in kg/km');

  const results = await new AxeBuilder({ page }).include('.ks-surcharge').withTags(TAGS).analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
});

test('the Croatian calculator takes a decimal comma and passes axe', async ({ page }) => {
  await page.goto('/cijene-metala/');
  const calc = await island(page, 'metal-surcharge-calculator');
  await calc.getByLabel('Metalni broj (kg/km)').fill('23,8');
  await calc.getByLabel('Metalna osnovica (EUR/100 kg)').fill('150');
  await calc.getByLabel('Nabavni dodatak (%)').fill('0');
  await calc.getByLabel('Indeks (EUR/100 kg)').fill('194,29');
  await calc.getByRole('button', { name: 'Izračunaj' }).click();
  await expect(calc.getByTestId('surcharge-km')).toHaveText('10,54 EUR/km');
  await expect(calc.getByText(/kolovoz 2025/).first()).toBeVisible();
  const results = await new AxeBuilder({ page }).withTags(TAGS).analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
});
