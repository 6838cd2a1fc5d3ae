/**
 * No layout shift (issue 16): on the seven pages Lighthouse measures (home, catalogue, a product,
 * metal prices, registration, checkout, contact) and the quick order (issue 27) the cumulative
 * layout shift stays below 0.01, on
 * the desktop and the phone project. An island renders into the box its server-rendered fallback
 * reserved (docs/front-end.md, "No layout shift"), so mounting it moves nothing.
 *
 * A PerformanceObserver('layout-shift', buffered) is installed before the page's own scripts
 * (addInitScript); every shift without recent input counts, with its sources (the elements that
 * moved, their box before and after). Island chunks are held back 400 ms so they arrive after the first
 * paint, as on a phone network. The test waits until every island of the page that loads
 * without interaction has mounted (aria-busy="false", boot.ts), scrolls through the page so the
 * islands lower down mount too, waits for the network to settle, and fails naming what moved.
 * The header's designed shrink on scroll (spec section 4) is excluded as marketing.spec.ts does.
 */
import { expect, test, type Page } from '@playwright/test';
import { CUSTOMER, MEASURED_PAGES, login } from './helpers';

const PAGES = MEASURED_PAGES;

const LIMIT = 0.01;
/** How long each island chunk is held back, ms. */
const CHUNK_DELAY_MS = 400;

interface Shift {
  value: number;
  at: number;
  sources: { node: string; before: string; after: string }[];
}

async function installObserver(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const box = (r: DOMRectReadOnly): string => `${Math.round(r.x)},${Math.round(r.y)} ${Math.round(r.width)}x${Math.round(r.height)}`;
    const describe = (node: Node | null | undefined): string => {
      if (!(node instanceof Element)) return node ? `#${node.nodeName}` : '(removed node)';
      const id = node.id ? `#${node.id}` : '';
      const cls = typeof node.className === 'string' && node.className.trim() ? `.${node.className.trim().split(/\s+/).slice(0, 3).join('.')}` : '';
      const island = node.closest('[data-island]')?.getAttribute('data-island');
      return `${node.tagName.toLowerCase()}${id}${cls}${island ? ` (in island ${island})` : ''}`;
    };
    const shifts: unknown[] = [];
    (window as unknown as { __shifts: unknown[] }).__shifts = shifts;
    type Entry = PerformanceEntry & { value: number; hadRecentInput: boolean; sources: { node?: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[] };
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Entry[]) {
        if (entry.hadRecentInput) continue;
        const inHeader = (s: { node?: Node | null }): boolean => s.node instanceof Element && s.node.closest('.site-header') !== null;
        const headerOnly =
          entry.sources.length > 0 &&
          entry.sources.some(inHeader) &&
          entry.sources.every((s) => inHeader(s) || (s.node instanceof Element && s.node.matches('main#main')));
        if (headerOnly) continue;
        shifts.push({
          value: entry.value,
          at: Math.round(entry.startTime),
          sources: entry.sources.map((s) => ({ node: describe(s.node), before: box(s.previousRect), after: box(s.currentRect) })),
        });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/** Every island that loads without interaction and is not hidden has mounted (or shows its retry, which fails the test). */
async function islandsMounted(page: Page): Promise<void> {
  await expect
    .poll(
      () =>
        page.evaluate(() =>
          [...document.querySelectorAll<HTMLElement>('[data-island]')]
            // An island in a hidden part (an account panel not open) mounts when it is shown.
            .filter((el) => el.dataset.islandLoad !== 'interaction' && el.closest('[hidden]') === null && el.getAttribute('aria-busy') !== 'false')
            .map((el) => `${el.dataset.island} (aria-busy ${el.getAttribute('aria-busy') ?? 'unset'})`),
        ),
      { message: 'islands still not mounted', timeout: 30_000 },
    )
    .toEqual([]);
  const failed = await page.locator('.island-error').count();
  expect(failed, 'an island showed its retry instead of mounting').toBe(0);
}

/** Loads the page as a phone on a slow network would get it, reads through it and fails on CLS >= LIMIT. */
async function measure(page: Page, path: string): Promise<void> {
  await installObserver(page);
  // The island chunks arrive after the first paint, as on a phone network (Lighthouse's slow 4G):
  // a fast local server would otherwise mount them before anything was painted, hiding any shift.
  await page.route('**/build/chunks/**', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, CHUNK_DELAY_MS));
    await route.continue();
  });
  await page.goto(path);
  await page.waitForLoadState('load');
  // Scroll down through the page as a reader does, so islands lower down mount in view.
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  const step = page.viewportSize()?.height ?? 800;
  for (let y = 0; y < height; y += Math.round(step * 0.8)) {
    await page.evaluate((top) => window.scrollTo(0, top), y);
    await page.waitForTimeout(150);
  }
  await islandsMounted(page);
  await page.waitForLoadState('networkidle');
  // React commits and the islands' first REST answers render after mount: let them land.
  await page.waitForTimeout(600);
  const shifts = await page.evaluate(() => (window as unknown as { __shifts: Shift[] }).__shifts);
  const total = shifts.reduce((sum, s) => sum + s.value, 0);
  const report = shifts
    .map((s) => `  ${s.value.toFixed(4)} at ${s.at} ms:\n${s.sources.map((src) => `    ${src.node}: ${src.before} -> ${src.after}`).join('\n')}`)
    .join('\n');
  expect(total, `${path}: CLS ${total.toFixed(4)} >= ${LIMIT}; what moved:\n${report}`).toBeLessThan(LIMIT);
}

for (const { name, path } of PAGES) {
  test(`${name} (${path}): the islands mount without layout shift (CLS < ${LIMIT})`, async ({ page }) => {
    await measure(page, path);
  });
}

// The customer's account, logged in, opened on its first panel and through a link to another
// (issue 27: opened as /moj-racun/#addresses, the profile panel was drawn first and then swapped for
// the addresses when src/ui/account-nav.ts started).
for (const path of ['/moj-racun/', '/moj-racun/#addresses', '/moj-racun/#invoices']) {
  test(`account, logged in (${path}): the panels and islands appear without layout shift (CLS < ${LIMIT})`, async ({ page }) => {
    await login(page, CUSTOMER, '/moj-racun/');
    await page.goto('about:blank');
    await measure(page, path);
  });
}
