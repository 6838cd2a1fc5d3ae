/**
 * Lighthouse's SEO category scores 100 (issue 11, "SEO a shop needs") on the pages a buyer lands
 * on from a search engine: home, catalogue, a product (NYM-J), metal prices and contact, in
 * Croatian, English and Serbian. Its audits: the page may be indexed (no noindex, HTTP 200), has a
 * title and a meta description, a valid canonical URL that does not point to another language's
 * version, valid hreflang alternates, links with descriptive text and crawlable hrefs, images with
 * alt text, and a valid robots.txt.
 *
 * Lighthouse's node API drives one headless Chromium (chrome-launcher, Debian's /usr/bin/chromium)
 * for all pages, one after the other: each run loads the page with desktop settings and only the
 * SEO audits, a few seconds each. A page below 100 fails with the failing audits and their items.
 * The audits read markup, not layout: desktop project only (playwright.config.ts).
 */
import { expect, test } from '@playwright/test';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { sql } from './helpers';

type Lang = 'hr' | 'en' | 'sr';

/** The pages by language; PRODUCT is NYM-J's page in that language (its hreflang alternate). */
const PAGES: { name: string; paths: Record<Lang, string> }[] = [
  { name: 'home', paths: { hr: '/', en: '/en/', sr: '/sr/' } },
  { name: 'catalogue', paths: { hr: '/katalog/', en: '/en/catalogue/', sr: '/sr/katalog/' } },
  { name: 'product NYM-J', paths: { hr: 'PRODUCT', en: 'PRODUCT', sr: 'PRODUCT' } },
  { name: 'metal prices', paths: { hr: '/cijene-metala/', en: '/en/metal-prices/', sr: '/sr/cene-metala/' } },
  { name: 'contact', paths: { hr: '/kontakt/', en: '/en/contact/', sr: '/sr/kontakt/' } },
];
const LANGS: Lang[] = ['hr', 'en', 'sr'];
const HREFLANG: Record<Lang, string> = { hr: 'hr-HR', en: 'en-US', sr: 'sr-RS' };

/** Lighthouse settings: the desktop preset, SEO only, no screenshots, short waits after load. */
const CONFIG = {
  extends: 'lighthouse:default',
  settings: {
    ...desktopConfig.settings,
    onlyCategories: ['seo'],
    disableFullPageScreenshot: true,
    pauseAfterFcpMs: 0,
    pauseAfterLoadMs: 0,
    // Still long enough for the islands' first REST answers: their links and images are audited too.
    networkQuietThresholdMs: 500,
    cpuQuietThresholdMs: 500,
  },
};

let chrome: chromeLauncher.LaunchedChrome | undefined;
const products = new Map<Lang, string>();
let productProblem = '';

test.beforeAll(async ({ baseURL }) => {
  // The Croatian NYM-J (no language term, or 'hr'): the catalogue record; its page lists the others.
  const rows = sql(
    "SELECT p.post_name FROM wp_posts p WHERE p.post_type = 'kabelshop_cable' AND p.post_status = 'publish' AND p.post_title = 'NYM-J' " +
      "AND p.ID NOT IN (SELECT r.object_id FROM wp_term_relationships r JOIN wp_term_taxonomy tt ON tt.term_taxonomy_id = r.term_taxonomy_id " +
      "JOIN wp_terms t ON t.term_id = tt.term_id WHERE tt.taxonomy = 'kabelshop_language' AND t.slug <> 'hr') ORDER BY p.ID LIMIT 1",
  );
  if (!rows[0]) {
    productProblem = 'no published Croatian NYM-J in the test database';
  } else {
    const hr = `/kabel/${rows[0].post_name}/`;
    const html = await (await fetch(new URL(hr, baseURL))).text();
    products.set('hr', hr);
    for (const lang of ['en', 'sr'] as const) {
      const match = html.match(new RegExp(`<link rel="alternate" hreflang="${HREFLANG[lang]}" href="([^"]+)"`));
      if (match) products.set(lang, new URL(match[1]).pathname);
    }
  }
  chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
    logLevel: 'error',
  });
});

test.afterAll(async () => {
  chrome?.kill();
  chrome = undefined;
});

/** The SEO audits that did not pass, with what Lighthouse says about them and their items. */
function failures(lhr: NonNullable<Awaited<ReturnType<typeof lighthouse>>>['lhr']): string[] {
  const out: string[] = [];
  for (const ref of lhr.categories.seo?.auditRefs ?? []) {
    const audit = lhr.audits[ref.id];
    if (!audit || ref.weight === 0 || audit.score === 1 || audit.scoreDisplayMode === 'notApplicable') continue;
    const details = audit.details as { items?: unknown[] } | undefined;
    const items = (details?.items ?? []).map((item) => `    ${JSON.stringify(item).slice(0, 600)}`);
    out.push([`${audit.id} (score ${audit.score}): ${audit.title}`, audit.explanation ? `    ${audit.explanation}` : '', audit.errorMessage ? `    ${audit.errorMessage}` : '', ...items].filter(Boolean).join('\n'));
  }
  return out;
}

for (const lang of LANGS) {
  for (const page of PAGES) {
    test(`${lang} ${page.name}: Lighthouse SEO 100`, async ({ baseURL }) => {
      let path = page.paths[lang];
      if (path === 'PRODUCT') {
        expect(productProblem, productProblem).toBe('');
        path = products.get(lang) ?? '';
        expect(path, `NYM-J has no ${lang} version: its Croatian page names no hreflang ${HREFLANG[lang]} alternate`).not.toBe('');
      }
      expect(chrome, 'Chromium for Lighthouse').toBeDefined();
      const url = new URL(path, baseURL).href;
      const result = await lighthouse(url, { port: chrome?.port, logLevel: 'error' }, CONFIG);
      expect(result, `Lighthouse gave no result for ${url}`).toBeDefined();
      const lhr = result!.lhr;
      expect(lhr.runtimeError?.message ?? '', `Lighthouse could not audit ${url}`).toBe('');
      const failed = failures(lhr);
      expect(lhr.categories.seo?.score, `${url}: SEO score ${lhr.categories.seo?.score}\n${failed.join('\n')}`).toBe(1);
    });
  }
}
