/**
 * Issue 11 (Tests): the main pages in all three languages (hr at /, en at /en/, sr at /sr/).
 * - The switcher keeps the page: from every page in every language, the link to each other
 *   language opens the same page (same ks-page-<key>, the same cable type, the same news item) in
 *   that language, with <html lang> of that language.
 * - hreflang: each page lists itself, both other languages and x-default (= en-US, the spec's
 *   fallback); every alternate lists the same set (reciprocal); the canonical URL is the page's own.
 * - Leaks (tests/e2e/leaks.ts): no text of an hr or sr page is an English string of the theme's
 *   catalogue, no page in any language shows a data-provenance note, no hr or sr page shows an
 *   English catalogue value of the data file.
 * - Formats (spec section 9): hr and sr 1.234,56 and 05.08.2025., en 1,234.56 and 08/05/2025, on the
 *   metal prices page (island and footer) and a product page (prices, stock, a line total).
 * The URLs are found as a visitor finds them: the hr home page's header menu, footer and carts,
 * the catalogue's product link, the news list's first item, the login page's registration link;
 * the en and sr URLs are the hr page's switcher links. Only pages that no menu links are named.
 */
import { test, expect, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { Catalogue, collectTexts, designations, findLeaks, provenancePhrases, type Lang, type Leak } from './leaks';
import { expectedNetCents, island } from './helpers';

const BASE = process.env.KABELSHOP_TEST_URL ?? 'http://127.0.0.1:8081';
const LANGS: Lang[] = ['hr', 'en', 'sr'];
const TAG: Record<Lang, string> = { hr: 'hr-HR', en: 'en-US', sr: 'sr-RS' };
/** <html lang>: WordPress prints its locale 'hr' for Croatian (a BCP 47 tag of its own), en-US and sr-RS. */
const HTML_LANG: Record<Lang, RegExp> = { hr: /^hr(-HR)?$/, en: /^en-US$/, sr: /^sr-RS$/ };

const KEYS = [
  'home',
  'catalogue',
  'product',
  'metal-prices',
  'contact',
  'about',
  'team',
  'news',
  'news-item',
  'documents',
  'login',
  'register',
  'inquiry',
  'checkout',
  'not-found',
  'search',
] as const;
type Key = (typeof KEYS)[number];

/** Pages without alternates: a 404 has no translations, search results are not indexed. */
const WITHOUT_ALTERNATES: Key[] = ['not-found', 'search'];

/** The designation of the product page walked (the seeded NYM-J). */
const PRODUCT = 'NYM-J';
const SEARCH = 'kabel';

/**
 * Texts of cable type, news and team content that are not translated yet (the lead is translating
 * that content; issue 11 "Content in three languages"). Each entry names the page, the language
 * and the text (or a part of it) the leak detector reports. The test fails when an entry no longer
 * matches anything, so that the entry is removed once the content is translated.
 */
const PENDING_CONTENT: Array<{ page: Key; lang: Lang; text: string }> = [];

type Urls = Record<Key, Record<Lang, string>>;
let urls: Urls | null = null;

/** A page as the server sends it. */
interface Fetched {
  url: string;
  status: number;
  html: string;
}
const fetched = new Map<string, Promise<Fetched>>();

function decode(value: string): string {
  return value
    .replace(/&#0?38;|&amp;/g, '&')
    .replace(/&quot;/g, '"')
    .replace(/&#8211;/g, '–');
}

/** Attributes of every <name ...> start tag of an HTML text. */
function tags(html: string, name: string): Array<Record<string, string>> {
  return [...html.matchAll(new RegExp(`<${name}\\b([^>]*)>`, 'gi'))].map((m) =>
    Object.fromEntries([...m[1].matchAll(/([\w:-]+)=(?:"([^"]*)"|'([^']*)')/g)].map((a) => [a[1].toLowerCase(), decode(a[2] ?? a[3] ?? '')])),
  );
}

function withoutQuery(url: string): string {
  return url.split(/[?#]/)[0];
}

async function get(request: APIRequestContext, url: string): Promise<Fetched> {
  const absolute = new URL(url, BASE).toString();
  if (!fetched.has(absolute)) {
    fetched.set(
      absolute,
      (async () => {
        const response = await request.get(absolute, { maxRedirects: 0 });
        return { url: absolute, status: response.status(), html: await response.text() };
      })(),
    );
  }
  return fetched.get(absolute) as Promise<Fetched>;
}

/** What the server's HTML says about a page. */
function describe(page: Fetched) {
  const html = page.html;
  const body = (tags(html, 'body')[0]?.class ?? '').split(/\s+/);
  const links = tags(html, 'link');
  const alternates: Record<string, string> = {};
  for (const link of links.filter((l) => l.rel === 'alternate' && l.hreflang)) alternates[link.hreflang] = link.href;
  const switcher: Record<string, string[]> = {};
  for (const a of tags(html, 'a').filter((a) => (a.class ?? '').split(/\s+/).includes('lang-switch__link'))) {
    (switcher[a.hreflang] ??= []).push(a.href);
  }
  const h1 = (html.match(/<h1\b[^>]*>([\s\S]*?)<\/h1>/i)?.[1] ?? '').replace(/<[^>]+>/g, '').trim();
  return {
    status: page.status,
    lang: tags(html, 'html')[0]?.lang ?? '',
    body,
    key: body.find((c) => c.startsWith('ks-page-'))?.slice('ks-page-'.length) ?? null,
    h1: decode(h1),
    alternates,
    canonical: links.find((l) => l.rel === 'canonical')?.href ?? null,
    switcher,
  };
}

/** True when a page is the page `key` (in whatever language): its body class, status or content says so. */
function isPage(key: Key, page: ReturnType<typeof describe>, url: string): boolean {
  switch (key) {
    case 'product':
      return page.status === 200 && page.body.includes('single-kabelshop_cable') && page.h1 === PRODUCT;
    case 'news-item':
      return page.status === 200 && page.body.includes('single-post');
    case 'not-found':
      return page.status === 404 && page.body.includes('error404');
    case 'search':
      return page.status === 200 && page.body.includes('search') && new URL(url).searchParams.get('s') === SEARCH;
    default:
      return page.status === 200 && page.key === key;
  }
}

/** The hr URL of every key, found from the hr home page the way a visitor finds it, and the en and sr URLs from the switcher. */
async function discover(browser: Browser): Promise<Urls> {
  const context = await browser.newContext({ baseURL: BASE });
  const page = await context.newPage();
  const request = context.request;
  const hr: Partial<Record<Key, string>> = {};
  /** Reads which page each link opens (its ks-page-<key>) and keeps the first link of each key. */
  const follow = async (selector: string): Promise<void> => {
    const links = await page.locator(selector).evaluateAll((as) => as.map((a) => (a as HTMLAnchorElement).href));
    for (const href of new Set(links.filter((h) => h.startsWith(BASE) && !h.includes('#')))) {
      const key = describe(await get(request, href)).key as Key | null;
      // The first link of a key, one without a query (the catalogue itself, not a category) first.
      if (key && (KEYS as readonly string[]).includes(key) && (!hr[key] || (new URL(hr[key] as string, BASE).search && !new URL(href).search))) hr[key] = href;
    }
  };
  await page.goto('/', { waitUntil: 'domcontentloaded' });
  // The header menu (the catalogue's "all products", the company submenu, the login link) and the footer.
  await follow('header.site-header a[href], footer.site-footer a[href]');
  // The carts' pages (an empty cart links neither: the header cart's and side cart's settings hold them).
  for (const text of await page.locator('script.island-props').allTextContents()) {
    const data = JSON.parse(text) as { props?: { checkoutUrl?: string; inquiryUrl?: string } };
    hr.checkout ??= data.props?.checkoutUrl;
    hr.inquiry ??= data.props?.inquiryUrl;
  }
  // The product: the home page's catalogue search for its designation, then its card.
  const search = page.locator('main form[role="search"] input[type="search"]');
  await search.fill(PRODUCT);
  await Promise.all([page.waitForURL(/search=/), search.press('Enter')]);
  hr.product = (await page.locator('main a[href]').filter({ hasText: new RegExp(`^\\s*${PRODUCT}\\s*$`) }).first().getAttribute('href')) ?? undefined;
  await page.goto(hr.news ?? '/novosti/', { waitUntil: 'domcontentloaded' });
  hr['news-item'] = (await page.locator('main .news-card__title a').first().getAttribute('href')) ?? undefined;
  await page.goto(hr.login ?? '/prijava/', { waitUntil: 'domcontentloaded' });
  await follow('main a[href]'); // "Register your company"
  // Linked from no menu: the document search (only the account page links it), a missing page, a site search.
  hr.documents ??= '/dokumenti/';
  hr['not-found'] = '/nema-takve-stranice-xyz/';
  hr.search = `/?s=${SEARCH}`;

  const out = {} as Urls;
  for (const key of KEYS) {
    const start = hr[key];
    expect(start, `the hr URL of ${key} was found`).toBeTruthy();
    const found = describe(await get(request, start as string));
    out[key] = { hr: new URL(start as string, BASE).toString(), en: found.switcher[TAG.en]?.[0] ?? '', sr: found.switcher[TAG.sr]?.[0] ?? '' };
  }
  await context.close();
  return out;
}

test.describe('three languages', () => {
  // Languages, links and formats do not depend on the viewport: one project walks them (like html.spec.ts).
  test.skip(({ isMobile }) => isMobile, 'desktop only');

  test.beforeAll(async ({ browser }) => {
    urls ??= await discover(browser);
  });

  for (const key of KEYS) {
    test(`${key}: the switcher keeps the page; hreflang is reciprocal`, async ({ request }) => {
      const pages = (urls as Urls)[key];
      for (const lang of LANGS) {
        const url = pages[lang];
        expect.soft(url, `${key}: the hr page's switcher links to ${lang}`).toBeTruthy();
        if (!url) continue;
        const page = describe(await get(request, url));
        expect.soft(isPage(key, page, url), `${url} is the ${key} page (status ${page.status}, body ${page.body.join(' ')})`).toBe(true);
        expect.soft(page.lang, `<html lang> of ${url}`).toMatch(HTML_LANG[lang]);
        for (const other of LANGS.filter((l) => l !== lang)) {
          const hrefs = page.switcher[TAG[other]] ?? [];
          expect.soft(hrefs.length, `${url}: a switcher link to ${other}`).toBeGreaterThan(0);
          for (const href of new Set(hrefs)) {
            const target = describe(await get(request, href));
            expect.soft(isPage(key, target, href), `${url}: the switcher's ${other} link ${href} opens the ${key} page (status ${target.status}, body ${target.body.join(' ')}, h1 "${target.h1}")`).toBe(true);
            expect.soft(target.lang, `<html lang> of ${href}, the ${other} link of ${url}`).toMatch(HTML_LANG[other]);
            expect.soft(withoutQuery(href), `${url}: the switcher's ${other} link is the ${other} page found from hr`).toBe(withoutQuery(pages[other]));
          }
        }
        if (WITHOUT_ALTERNATES.includes(key)) continue;
        // Own alternate, all three languages and x-default (the fallback, en-US).
        const self = withoutQuery(url);
        expect.soft(page.canonical, `canonical of ${url}`).toBe(self);
        expect.soft(Object.keys(page.alternates).sort(), `hreflang alternates of ${url}`).toEqual([...Object.values(TAG), 'x-default'].sort());
        expect.soft(page.alternates[TAG[lang]], `${url} lists itself as ${TAG[lang]}`).toBe(self);
        expect.soft(page.alternates['x-default'], `${url}: x-default is the en-US page`).toBe(page.alternates[TAG.en]);
        for (const [hreflang, href] of Object.entries(page.alternates)) {
          const alternate = describe(await get(request, href));
          expect.soft(isPage(key, alternate, href), `${url}: its ${hreflang} alternate ${href} is the ${key} page`).toBe(true);
          expect.soft(alternate.alternates, `${href} (the ${hreflang} alternate of ${url}) lists the same alternates`).toEqual(page.alternates);
        }
      }
    });
  }

  // Read once: the catalogue and the phrases come from files.
  let catalogue: Catalogue | null = null;
  let names: Set<string> | null = null;
  const pending = new Set<string>();

  for (const key of KEYS) {
    test(`${key}: hr and sr show no English interface text; no language shows data-provenance notes`, async ({ page }, info) => {
      catalogue ??= new Catalogue();
      names ??= designations();
      expect(catalogue.size, 'the English strings of the theme were read').toBeGreaterThan(500);
      const report: string[] = [];
      for (const lang of LANGS) {
        const url = (urls as Urls)[key][lang];
        if (!url) continue; // the switcher test names it
        await settle(page, url);
        if (key === 'product') await openConstructionDialog(page);
        const texts = await page.evaluate(collectTexts);
        const pageNames = new Set([...(names as Set<string>), ...(await productNames(page))]);
        if (lang === 'en') {
          // The detector sees what it looks for: the English page's interface strings are the catalogue's.
          const known = [...new Set(texts.map((t) => t.text))].filter((t) => catalogue?.has(t));
          expect(known.length, `English interface strings recognised on ${url}`).toBeGreaterThanOrEqual(5);
        }
        for (const leak of findLeaks(texts, lang, catalogue, pageNames)) {
          const allowed = PENDING_CONTENT.find((p) => p.page === key && p.lang === lang && leak.text.includes(p.text));
          if (allowed) {
            pending.add(JSON.stringify(allowed));
            info.annotations.push({ type: 'pending content', description: `${lang} ${url}: ${leak.kind} "${leak.text}"` });
          } else {
            report.push(line(lang, url, leak));
          }
        }
      }
      for (const entry of PENDING_CONTENT.filter((p) => p.page === key)) {
        expect.soft(pending.has(JSON.stringify(entry)), `PENDING_CONTENT entry ${JSON.stringify(entry)} no longer matches a leak: remove it`).toBe(true);
      }
      expect(report, `leaks on the ${key} page:\n${report.join('\n')}`).toEqual([]);
    });
  }

  test('the leak detector reports an English string, a filled-in English pattern and a staff note planted on an hr page', async ({ page }) => {
    catalogue ??= new Catalogue();
    names ??= designations();
    await settle(page, (urls as Urls).contact.hr);
    const note = provenancePhrases().find((p) => p.from.includes('data_note'));
    expect(note, 'a staff note of the data file').toBeTruthy();
    const planted = ['Skip to content', 'Page 3 of 7', `Napomena: ${note?.phrase}.`];
    await page.evaluate((texts) => {
      for (const text of texts) document.querySelector('main')?.insertAdjacentHTML('beforeend', `<p class="planted">${text}</p>`);
    }, planted);
    const leaks = findLeaks(await page.evaluate(collectTexts), 'hr', catalogue, names).filter((l) => l.where === '<p.planted>');
    expect(leaks.map((l) => [l.kind, l.text])).toEqual([
      ['english-interface', planted[0]],
      ['english-interface', planted[1]],
      ['provenance', planted[2]],
    ]);
  });

  test('metal prices: figures and dates per spec section 9 in every language', async ({ page, request }) => {
    const response = await request.get('/?rest_route=/kabelshop/v1/metal-prices&metal=copper&period=week&currency=EUR');
    expect(response.status()).toBe(200);
    const days = ((await response.json()) as { days: Array<{ date: string; price: string | null; rate: string | null; rate_date: string | null }> }).days;
    const newest = days[days.length - 1];
    expect(newest.price, 'the newest copper day has a price').not.toBeNull();
    for (const lang of LANGS) {
      await page.goto((urls as Urls)['metal-prices'][lang]);
      const metals = await island(page, 'metal-prices');
      const row = metals.locator('.ks-metals__table tbody tr').first();
      // The island (Intl in the browser): the newest day's row.
      await expect(row).toHaveText(
        new RegExp(`^\\s*${re(date(newest.date, lang))}\\s+${re(number(newest.price ?? '', lang))}\\s+${re(number(newest.rate ?? '', lang))}\\s+${re(date(newest.rate_date ?? '', lang))}\\s*$`),
        { useInnerText: true },
      );
      // The footer (PHP): the latest copper price with its date.
      const footer = page.locator('.footer-metal-price__list li').first();
      await expect(footer).toContainText(number(newest.price ?? '', lang));
      await expect(footer).toContainText(date(newest.date, lang));
      // 8.294,21 is never 8,294.21 in hr/sr and vice versa.
      await expect(footer).toContainText(lang === 'en' ? /\d,\d{3}\.\d{2}/ : /\d\.\d{3},\d{2}/);
    }
  });

  test('product page: unit price, stock and a line total per spec section 9 in every language', async ({ page }) => {
    for (const lang of LANGS) {
      await page.goto((urls as Urls).product[lang]);
      // The articles as the server handed them to the island: the figures to expect.
      const props = JSON.parse((await page.locator('script.island-props[id^="island-product-table"]').textContent()) ?? '{}') as {
        props: {
          articles: Array<{ article_code: string; unit_price: string; unit_price_e4: number; full_price?: string; full_price_e4?: number; stock_m: number | null; availability: string; package_length_m?: number | null }>;
          metal?: { enabled: boolean; display: string } | null;
        };
      };
      const article = props.props.articles.find((a) => a.availability === 'in_stock' && a.stock_m !== null);
      expect(article, `${PRODUCT} has an article in stock`).toBeTruthy();
      if (!article) continue;
      const table = await island(page, 'product-table');
      const row = table.locator('tr').filter({ hasText: article.article_code });
      // Issue 14: the first price is the base price ('split' display) or the full price ('full').
      const full = props.props.metal?.enabled === true && props.props.metal.display === 'full';
      await expect(row.locator('.ks-price').first()).toHaveText(new RegExp(re(number(full ? (article.full_price ?? '') : article.unit_price, lang))));
      await expect(row.locator('.ks-table__stock')).toHaveText(new RegExp(`^${re(number(String(article.stock_m), lang))}\\s?m$`));
      // A quantity whose total is over a thousand euros: both separators in one figure (1.234,56 / 1,234.56).
      // The row total is at the full price per metre (base + metal surcharge, issue 14).
      const fullE4 = article.full_price_e4 ?? article.unit_price_e4;
      // Whole packages (a ring of 100 m takes 100, 200, …): a line that does not fill them shows no total (issue 27).
      const pack = article.package_length_m && article.package_length_m > 0 ? article.package_length_m : 1;
      const metres = Math.ceil(12_345_600 / fullE4 / pack) * pack;
      await row.locator('input.ks-qty').fill(String(metres));
      const cents = expectedNetCents([{ quantity: metres, unitPriceE4: fullE4 }], 0);
      expect(cents).toBeGreaterThan(100_000);
      const total = number((cents / 100).toFixed(2), lang);
      expect(total).toMatch(lang === 'en' ? /^\d,\d{3}\.\d{2}$/ : /^\d\.\d{3},\d{2}$/);
      await expect(row.locator('.ks-table__total')).toContainText(total);
    }
  });
});

/** Opens a page, loads every island on it at once and waits until none is loading. */
async function settle(page: Page, url: string): Promise<void> {
  const response = await page.goto(url);
  expect(response, url).not.toBeNull();
  await page.evaluate(() => {
    for (const element of Array.from(document.querySelectorAll<HTMLElement>('[data-island]'))) {
      document.dispatchEvent(new CustomEvent('kabelshop:load-island', { detail: { island: element.dataset.island } }));
    }
  });
  await page.waitForFunction(
    () =>
      Array.from(document.querySelectorAll('[data-island]')).every((e) => e.getAttribute('aria-busy') === 'false') &&
      document.querySelector('.ks-spinner, [aria-busy="true"]') === null,
    undefined,
    { timeout: 20_000 },
  );
}

/** The product table's colour dialog of the first article (it names the colour table's reference). */
async function openConstructionDialog(page: Page): Promise<void> {
  const button = page.locator('.ks-table__details').first();
  if ((await button.count()) === 0) return;
  await button.click();
  await expect(page.locator('.ks-construction')).toBeVisible();
}

/** Cable type names a page shows as its own (the h1 of a product page, product card titles). */
async function productNames(page: Page): Promise<string[]> {
  return page.locator('.single-kabelshop_cable main h1, .ks-card__title').allInnerTexts();
}

function line(lang: Lang, url: string, leak: Leak): string {
  return `  [${lang}] ${url} ${leak.where}: ${leak.kind} "${leak.text}" = ${leak.match}`;
}

function re(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** A plain decimal ("8294.21") as spec section 9 writes it: en 8,294.21; hr and sr 8.294,21. */
function number(plain: string, lang: Lang): string {
  const [whole, fraction] = plain.split('.');
  const [thousands, point] = lang === 'en' ? [',', '.'] : ['.', ','];
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, thousands);
  return fraction === undefined ? grouped : `${grouped}${point}${fraction}`;
}

/** An ISO date as spec section 9 writes it: en 08/05/2025; hr and sr 05.08.2025. */
function date(iso: string, lang: Lang): string {
  const [y, m, d] = iso.split('-');
  return lang === 'en' ? `${m}/${d}/${y}` : `${d}.${m}.${y}.`;
}
