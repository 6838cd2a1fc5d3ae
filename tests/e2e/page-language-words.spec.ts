/**
 * Issue 27, "Words in the page's language": on Croatian and Serbian pages the buyer read English
 * and English number forms ("Cu/XLPE/PVC 0.6/1 kV unarmoured (N2XY-type)", "steel-wire armoured",
 * "H07RN-F (single core)", "0.6/1 (1.2) kV", "90 C", "mm2", "3x2.5" in the construction modal),
 * "Hrvatski naziv" and "Novosti" on Serbian pages. The catalogue, NYM-J, the unarmoured and the
 * steel-wire armoured types, the supplier products page and the news page, in hr and sr, on the
 * desktop and the phone (both projects): none of the English words is in the text a reader sees
 * (after the islands mounted), the rated voltage is written "0,6/1 kV", and the English page keeps
 * the data's own English.
 */
import { test, expect, type Page } from '@playwright/test';
import { island } from './helpers';

/** English words and number forms a Croatian or Serbian reader saw (the list). */
const ENGLISH = ['unarmoured', 'armoured', 'single core', 'steel-wire', 'mm2', '90 C'];
/** Words of the Croatian pages that a Serbian page must not show. */
const CROATIAN_ON_SERBIAN = ['Novosti', 'Hrvatski naziv'];

/** The types' slugs in Croatian and Serbian words (Catalog\TypeWords::slug()): no English in the URL either. */
const N2XY = 'cu-xlpe-pvc-0-6-1-kv-bez-armature-tip-n2xy';
const N2XRY = 'cu-xlpe-pvc-swa-pvc-0-6-1-kv-armiran-celicnim-zicama-tip-n2xry';

interface Visit {
  name: string;
  path: { hr: string; sr: string };
  /** The island whose text must be there before the page is read. */
  island?: string;
  /** A text with the decimal comma the page must show. */
  comma?: string;
}

const PAGES: Visit[] = [
  { name: 'catalogue', path: { hr: '/katalog/', sr: '/sr/katalog/' }, island: 'catalogue', comma: '0,6/1 kV' },
  { name: 'NYM-J', path: { hr: '/kabel/nym-j/', sr: '/sr/kabl/nym-j/' }, island: 'product-table' },
  { name: 'N2XY (unarmoured)', path: { hr: `/kabel/${N2XY}/`, sr: `/sr/kabl/${N2XY}/` }, island: 'product-table', comma: '0,6/1 (1,2) kV' },
  { name: 'N2XRY (steel-wire armoured)', path: { hr: `/kabel/${N2XRY}/`, sr: `/sr/kabl/${N2XRY}/` }, island: 'product-table', comma: '0,6/1 kV' },
  { name: 'supplier products', path: { hr: '/dobavljaci/', sr: '/sr/dobavljaci/' }, island: 'supplier-products', comma: '0,6/1 kV' },
  { name: 'news', path: { hr: '/novosti/', sr: '/sr/vesti/' } },
];

/** The words of `words` that the page's visible text contains. */
async function found(page: Page, words: string[]): Promise<string[]> {
  const text = await page.locator('body').innerText();
  return words.filter((word) => text.includes(word));
}

for (const visit of PAGES) {
  for (const language of ['hr', 'sr'] as const) {
    test(`${visit.name} (${language}): no English words, the decimal sign is a comma`, async ({ page }) => {
      const answer = await page.goto(visit.path[language]);
      expect(answer?.status()).toBe(200);
      expect(answer?.request().redirectedFrom()?.url(), `${visit.path[language]} is the page's own address`).toBeUndefined();
      if (visit.island) await island(page, visit.island);
      await expect(page.locator('h1')).toBeVisible();
      expect(await found(page, ENGLISH), `English on ${visit.path[language]}`).toEqual([]);
      if (language === 'sr') {
        expect(await found(page, CROATIAN_ON_SERBIAN), `Croatian words on ${visit.path[language]}`).toEqual([]);
      }
      if (visit.comma) {
        await expect(page.locator('main')).toContainText(visit.comma);
        expect(await page.locator('main').innerText()).not.toContain('0.6/1');
      }
    });
  }
}

test('a Serbian product page says what the Croatian name is, in Serbian', async ({ page }) => {
  await page.goto('/sr/kabl/nym-j/');
  await expect(page.locator('.product__hr-name')).toHaveText('Naziv u Hrvatskoj: PP-Y');
  await page.goto('/kabel/nym-j/');
  await expect(page.locator('.product__hr-name')).toHaveText('Hrvatski naziv: PP-Y');
});

test('the construction modal names the size with a decimal comma', async ({ page }) => {
  for (const path of ['/kabel/nym-j/', '/sr/kabl/nym-j/']) {
    await page.goto(path);
    const table = await island(page, 'product-table');
    await table.getByRole('button', { name: 'Konstrukcija i boje žila za NYM-J 3x2,5', exact: true }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Konstrukcija i boje žila: NYM-J 3x2,5' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: /Zatvori/ }).click();
    await expect(dialog).toBeHidden();
  }
});

test('the English page keeps the data as stored, with its units written properly', async ({ page }) => {
  await page.goto('/en/cable/cu-xlpe-pvc-0-6-1-kv-unarmoured-n2xy-type/');
  await expect(page.locator('h1')).toHaveText('Cu/XLPE/PVC 0.6/1 kV unarmoured (N2XY-type)');
  await expect(page.locator('main')).toContainText('0.6/1 (1.2) kV');
  await expect(page.locator('main')).toContainText('90 °C operating');
  expect(await found(page, ['mm2', '90 C'])).toEqual([]);
});
