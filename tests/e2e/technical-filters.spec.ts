/**
 * Issue 14, technical catalogue filters (docs/search.md "Technical filters"), in English.
 *
 * Fixture: the demo data have no CPR classes (not in the sources), so the first test sets them as
 * staff do, in wp-admin's "Cable data" box of the cable type's catalogue record (the Croatian
 * version): NYM-J and NYY-J "Eca", N2XH-J "cca - s1, d1, a1" (stored in its normal form
 * "Cca-s1,d1,a1", filtered by its main class Cca). The flags are the seed's (N2XH-J halogen-free).
 * The later tests use these classes, so the file runs in order (serial); every run of bin/test.sh
 * e2e starts from a freshly seeded site, and setting the same classes again changes nothing.
 *
 * Then: a filter in the address lists only the matching types with each option's count in its
 * label (the counts of products/facets for the same search: every other filter applies, not the
 * option's own group); choosing filters in the island changes the address (a history entry each)
 * and narrows the list; the shared address opened again gives the same list and choices; Back
 * restores the previous filters; without JavaScript the page lists the same types and offers the
 * values as plain links with counts; axe finds no WCAG 2.2 AA violation on the filtered catalogue.
 */
import AxeBuilder from '@axe-core/playwright';
import { test, expect, type Locator, type Page } from '@playwright/test';
import { ADMIN, island, login, shot, sql } from './helpers';

test.describe.configure({ mode: 'serial' });

/** The REST routes answer in the language of this header (I18n\Locale::current(); the islands send it). */
const ENGLISH = { 'X-Kabelshop-Lang': 'en' };

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/** The CPR classes staff set, as typed and as stored (TechnicalFilters::cpr()). */
const CPR = [
  { designation: 'NYM-J', typed: 'Eca', stored: 'Eca' },
  { designation: 'NYY-J', typed: 'eca', stored: 'Eca' },
  { designation: 'N2XH-J', typed: 'cca - s1, d1, a1', stored: 'Cca-s1,d1,a1' },
];

/** The catalogue record (Croatian version) of a cable type: ProductMeta::record_by_designation()'s rule. */
function recordId(designation: string): string {
  const rows = sql(
    `SELECT p.ID FROM wp_posts p WHERE p.post_type = 'kabelshop_cable' AND p.post_title = '${designation.replace(/'/g, "''")}' AND p.post_status = 'publish'
     AND NOT EXISTS (SELECT 1 FROM wp_term_relationships tr
       INNER JOIN wp_term_taxonomy tt ON tt.term_taxonomy_id = tr.term_taxonomy_id AND tt.taxonomy = 'kabelshop_language'
       INNER JOIN wp_terms t ON t.term_id = tt.term_id AND t.slug <> 'hr'
       WHERE tr.object_id = p.ID)
     ORDER BY p.ID LIMIT 1`,
  );
  expect(rows, `the demo catalogue has ${designation}`).toHaveLength(1);
  return rows[0].ID;
}

type Option = { param: string; value: string; label: string; count: number; selected: boolean };
type Group = { key: string; legend: string; type: 'radio' | 'checkbox'; options: Option[] };

/** What the products route answers for a catalogue query: designations of the first page (12, as the catalogue shows) and the total. */
async function expectedList(page: Page, query: string): Promise<{ designations: string[]; total: number }> {
  const response = await page.request.get(`/wp-json/kabelshop/v1/products?per_page=12&${query}`, { headers: ENGLISH });
  expect(response.status()).toBe(200);
  const rows = (await response.json()) as { designation: string }[];
  return { designations: rows.map((row) => row.designation), total: Number(response.headers()['x-wp-total']) };
}

/** The technical filter groups products/facets answers for a catalogue query. */
async function expectedGroups(page: Page, query: string): Promise<Group[]> {
  const response = await page.request.get(`/wp-json/kabelshop/v1/products/facets?${query}`, { headers: ENGLISH });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { technical: Group[] }).technical;
}

/** Issue 27: on a phone the island's filters start folded under their button (desktop: no button): unfold them. */
async function unfold(page: Page): Promise<void> {
  const toggle = page.locator('.island--catalogue .ks-catalogue__filter-toggle');
  if ((await toggle.isVisible()) && (await toggle.getAttribute('aria-expanded')) === 'false') await toggle.click();
  await expect(page.locator('.island--catalogue .ks-catalogue__filters')).toBeVisible();
}

/** The island's result cards (designations). */
function cards(page: Page): Locator {
  return page.locator('.island--catalogue .ks-catalogue__list > li h3 a');
}

/** The island shows each group of the facets answer as a fieldset, every option with its count in its label, checked and disabled as the answer says. */
async function expectFilterLabels(page: Page, groups: Group[]): Promise<void> {
  const catalogue = page.locator('.island--catalogue');
  for (const group of groups) {
    const fieldset = catalogue.getByRole('group', { name: group.legend, exact: true });
    await expect(fieldset).toBeVisible();
    for (const option of group.options) {
      const name = `${option.label} (${option.count})`;
      const input = fieldset.getByRole(group.type, { name, exact: true });
      await expect(input, `${group.legend}: "${name}"`).toBeVisible();
      if (option.selected) await expect(input).toBeChecked();
      else await expect(input).not.toBeChecked();
      if (option.count === 0 && !option.selected) await expect(input).toBeDisabled();
      else await expect(input).toBeEnabled();
    }
  }
}

/** The page's query parameters other than lang, sorted, e.g. "cpr=Cca&hf=1". */
function filtersOf(url: string): string {
  const params = new URL(url).searchParams;
  params.delete('lang');
  params.sort();
  return params.toString();
}

async function axe(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page }).withTags(TAGS).analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

test('staff set a CPR class in the "Cable data" box; it is stored in its normal form', async ({ page }, info) => {
  // wp-admin's toolbar shows the user's Gravatar: the test machine has no internet, and a request
  // hanging there held the edit screen's load event past the test's time limit.
  await page.route(/gravatar\.com\//, (route) => route.abort());
  await login(page, ADMIN, '/wp-admin/');
  for (const { designation, typed, stored } of CPR) {
    const id = recordId(designation);
    await page.goto(`/wp-admin/post.php?post=${id}&action=edit`, { waitUntil: 'domcontentloaded' });
    const field = page.locator('#kabelshop-cpr-class');
    await field.fill(typed);
    await page.locator('#publish').click();
    await page.waitForURL(/[?&]message=\d+/, { waitUntil: 'domcontentloaded' });
    await expect(page.locator('.notice-error[role="alert"]'), 'no field was refused').toHaveCount(0);
    await expect(field, `${designation}: the class as stored`).toHaveValue(stored);
  }
  await shot(page, info, 'cable-data-cpr');
  const saved = sql(
    `SELECT p.post_title, m.meta_value FROM wp_postmeta m JOIN wp_posts p ON p.ID = m.post_id WHERE m.meta_key = '_kabelshop_cpr_class' AND m.meta_value <> '' ORDER BY p.post_title`,
  );
  expect(saved).toEqual(
    CPR.map(({ designation, stored }) => ({ post_title: designation, meta_value: stored })).sort((a, b) => a.post_title.localeCompare(b.post_title)),
  );
});

test('a filter in the address lists only the matching types, with the counts in the filter labels', async ({ page }, info) => {
  // CPR class Eca: the two types set to Eca; the CPR group counts without its own filter (Cca 1,
  // Eca 2), the other groups within Eca (N2XH-J is the only halogen-free type and it is Cca: 0).
  await page.goto('/katalog/?lang=en&cpr=Eca');
  await island(page, 'catalogue');
  await unfold(page);
  const eca = await expectedList(page, 'cpr=Eca');
  expect([...eca.designations].sort()).toEqual(['NYM-J', 'NYY-J']);
  await expect(cards(page)).toHaveText(eca.designations);
  await expect(page.locator('.island--catalogue .ks-catalogue__counts')).toHaveText(/^\s*2 cable types found \(\d+ articles\)\s*$/);
  const cpr = page.locator('.island--catalogue').getByRole('group', { name: 'CPR class (EN 50575)', exact: true });
  await expect(cpr.getByRole('radio', { name: 'Eca (2)', exact: true })).toBeChecked();
  await expect(cpr.getByRole('radio', { name: 'Cca (1)', exact: true })).not.toBeChecked();
  await expect(cpr.getByRole('radio', { name: 'All', exact: true })).not.toBeChecked();
  const properties = page.locator('.island--catalogue').getByRole('group', { name: 'Properties', exact: true });
  await expect(properties.getByRole('checkbox', { name: 'Halogen-free (0)', exact: true })).toBeDisabled();
  await expectFilterLabels(page, await expectedGroups(page, 'cpr=Eca'));
  await shot(page, info, 'cpr-eca');

  // Halogen-free: the seed's one halogen-free type; Eca is now the option without types.
  await page.goto('/katalog/?lang=en&hf=1');
  await island(page, 'catalogue');
  await unfold(page);
  const hf = await expectedList(page, 'hf=1');
  expect(hf.designations).toEqual(['N2XH-J']);
  await expect(cards(page)).toHaveText(hf.designations);
  await expect(properties.getByRole('checkbox', { name: 'Halogen-free (1)', exact: true })).toBeChecked();
  await expect(cpr.getByRole('radio', { name: 'Cca (1)', exact: true })).toBeEnabled();
  await expect(cpr.getByRole('radio', { name: 'Eca (0)', exact: true })).toBeDisabled();
  await expectFilterLabels(page, await expectedGroups(page, 'hf=1'));

  // Two groups at once: rated voltage 0.6/1 kV and Eca.
  await page.goto('/katalog/?lang=en&voltage=0.6-1kV&cpr=Eca');
  await island(page, 'catalogue');
  await unfold(page);
  const both = await expectedList(page, 'voltage=0.6-1kV&cpr=Eca');
  expect(both.designations).toEqual(['NYY-J']);
  await expect(cards(page)).toHaveText(both.designations);
  await expectFilterLabels(page, await expectedGroups(page, 'voltage=0.6-1kV&cpr=Eca'));
});

test('choosing filters changes the address and narrows the list; the shared address and Back give the same filters', async ({ page, browser }, info) => {
  await page.goto('/katalog/?lang=en');
  const catalogue = await island(page, 'catalogue');
  await unfold(page);
  const all = await expectedList(page, '');
  await expect(cards(page)).toHaveText(all.designations);
  const cpr = catalogue.getByRole('group', { name: 'CPR class (EN 50575)', exact: true });
  const properties = catalogue.getByRole('group', { name: 'Properties', exact: true });
  await expect(cpr.getByRole('radio', { name: 'All', exact: true })).toBeChecked();

  await cpr.getByRole('radio', { name: 'Eca (2)', exact: true }).check();
  await expect.poll(() => filtersOf(page.url())).toBe('cpr=Eca');
  const eca = await expectedList(page, 'cpr=Eca');
  await expect(cards(page)).toHaveText(eca.designations);
  expect(eca.total).toBeLessThan(all.total);

  await cpr.getByRole('radio', { name: 'Cca (1)', exact: true }).check();
  await expect.poll(() => filtersOf(page.url())).toBe('cpr=Cca');
  await expect(cards(page)).toHaveText(['N2XH-J']);
  await properties.getByRole('checkbox', { name: 'Halogen-free (1)', exact: true }).check();
  await expect.poll(() => filtersOf(page.url())).toBe('cpr=Cca&hf=1');
  await expect(cards(page)).toHaveText(['N2XH-J']);
  await expectFilterLabels(page, await expectedGroups(page, 'cpr=Cca&hf=1'));
  await shot(page, info, 'chosen-cca-hf');
  const shared = page.url();

  // Reloaded, and opened by someone else: the same list and the same choices.
  await page.reload();
  await island(page, 'catalogue');
  await unfold(page);
  await expect(cards(page)).toHaveText(['N2XH-J']);
  await expect(cpr.getByRole('radio', { name: 'Cca (1)', exact: true })).toBeChecked();
  await expect(properties.getByRole('checkbox', { name: 'Halogen-free (1)', exact: true })).toBeChecked();
  const context = await browser.newContext();
  const other = await context.newPage();
  await other.goto(shared);
  await island(other, 'catalogue');
  await unfold(other);
  await expect(cards(other)).toHaveText(['N2XH-J']);
  await expect(other.locator('.island--catalogue').getByRole('group', { name: 'Properties', exact: true }).getByRole('checkbox', { name: 'Halogen-free (1)', exact: true })).toBeChecked();
  await context.close();

  // Back: one step per choice.
  await page.goBack();
  await expect.poll(() => filtersOf(page.url())).toBe('cpr=Cca');
  await expect(properties.getByRole('checkbox', { name: /^Halogen-free \(\d+\)$/ })).not.toBeChecked();
  await expect(cpr.getByRole('radio', { name: 'Cca (1)', exact: true })).toBeChecked();
  await page.goBack();
  await expect.poll(() => filtersOf(page.url())).toBe('cpr=Eca');
  await expect(cards(page)).toHaveText(eca.designations);
  await expect(cpr.getByRole('radio', { name: 'Eca (2)', exact: true })).toBeChecked();
  await page.goBack();
  await expect.poll(() => filtersOf(page.url())).toBe('');
  await expect(cards(page)).toHaveText(all.designations);
  await expect(cpr.getByRole('radio', { name: 'All', exact: true })).toBeChecked();
});

test('without JavaScript: the same types, and the filter values as plain links with counts', async ({ page, browser }, info) => {
  await page.goto('/katalog/?lang=en&cpr=Eca');
  await island(page, 'catalogue');
  await unfold(page);
  const eca = await expectedList(page, 'cpr=Eca');
  await expect(cards(page)).toHaveText(eca.designations);

  const context = await browser.newContext({ javaScriptEnabled: false });
  const plain = await context.newPage();
  await plain.goto('/katalog/?lang=en&cpr=Eca');
  const plainCards = plain.locator('main .ks-catalogue__list > li h3 a');
  await expect(plainCards, 'the same types as with JavaScript').toHaveText(await cards(page).allInnerTexts());
  await expect(plain.getByRole('heading', { level: 1 })).toHaveText('CPR class (EN 50575): Eca – Cable catalogue');
  await expect(plain.locator('main .ks-catalogue__counts')).toHaveText(/^\s*2 cable types found \(\d+ articles\)\s*$/);

  const nav = plain.getByRole('navigation', { name: 'Technical filters' });
  const cpr = nav.getByRole('group', { name: 'CPR class (EN 50575)', exact: true });
  await expect(cpr.getByRole('link')).toHaveText(['All', 'Cca (1)', 'Eca (2)']);
  await expect(cpr.getByRole('link', { name: 'Eca (2)', exact: true })).toHaveAttribute('aria-current', 'true');
  // A value no listed type has is text, not a link.
  const properties = nav.getByRole('group', { name: 'Properties', exact: true });
  await expect(properties.getByText('Halogen-free (0)', { exact: true })).toBeVisible();
  await expect(properties.getByRole('link', { name: /^Halogen-free/ })).toHaveCount(0);
  // The server's labels and counts are those the island shows for the same address.
  for (const group of await expectedGroups(page, 'cpr=Eca')) {
    const links = nav.getByRole('group', { name: group.legend, exact: true });
    for (const option of group.options) {
      const name = `${option.label} (${option.count})`;
      await expect(option.count === 0 && !option.selected ? links.getByText(name, { exact: true }) : links.getByRole('link', { name, exact: true })).toBeVisible();
    }
  }
  await shot(plain, info, 'no-script-cpr-eca');

  // A plain link: another page of the catalogue, in English, with that filter.
  const cca = cpr.getByRole('link', { name: 'Cca (1)', exact: true });
  expect(filtersOf(new URL((await cca.getAttribute('href')) ?? '', plain.url()).toString())).toBe('cpr=Cca');
  await cca.click();
  await expect.poll(() => filtersOf(plain.url())).toBe('cpr=Cca');
  await expect(plainCards).toHaveText(['N2XH-J']);
  await expect(plain.getByRole('heading', { level: 1 })).toHaveText('CPR class (EN 50575): Cca – Cable catalogue');
  await expect(nav.getByRole('group', { name: 'CPR class (EN 50575)', exact: true }).getByRole('link', { name: 'Cca (1)', exact: true })).toHaveAttribute('aria-current', 'true');
  // "All" takes the filter away again.
  await cpr.getByRole('link', { name: 'All', exact: true }).click();
  await expect.poll(() => filtersOf(plain.url())).toBe('');
  await expect(plainCards).toHaveText((await expectedList(page, '')).designations);
  await context.close();
});

test('the filtered catalogue passes axe, with the island and as served without JavaScript', async ({ page, browser }, info) => {
  await page.goto('/katalog/?lang=en&cpr=Eca');
  await island(page, 'catalogue');
  await unfold(page);
  await expect(cards(page)).toHaveText((await expectedList(page, 'cpr=Eca')).designations);
  await expect(page.locator('.island--catalogue').getByRole('checkbox', { name: 'Halogen-free (0)', exact: true })).toBeDisabled();
  await axe(page);
  await shot(page, info, 'axe-cpr-eca');

  // The page as served without script: axe runs in the page, so a context with JavaScript off
  // cannot run it (its evaluate never returns). Instead the served document is given to the
  // browser without its executable scripts (inline and external; the JSON data blocks stay), so
  // the islands never mount and the server's markup is what axe checks.
  const context = await browser.newContext();
  const plain = await context.newPage();
  await plain.route(/\/katalog\//, async (route) => {
    if (route.request().resourceType() !== 'document') return route.continue();
    const response = await route.fetch();
    const body = (await response.text()).replace(/<script\b(?![^>]*type="application\/(?:ld\+)?json")[^>]*>[\s\S]*?<\/script>/g, '');
    return route.fulfill({ response, body });
  });
  await plain.goto('/katalog/?lang=en&cpr=Eca');
  await expect(plain.getByRole('navigation', { name: 'Technical filters' })).toBeVisible();
  await expect(plain.locator('main .ks-catalogue__list > li h3 a')).toHaveText((await expectedList(page, 'cpr=Eca')).designations);
  await expect(plain.locator('.island--catalogue')).not.toHaveAttribute('aria-busy', 'false');
  await axe(plain);
  await shot(plain, info, 'axe-no-script-cpr-eca');
  await context.close();
});
