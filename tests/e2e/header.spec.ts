/**
 * The shrinking header (spec section 4: min-width 1261 px, between 30 and 150 px of scroll) must
 * not move the page: stopped anywhere in that range, the scroll position and the header's buttons
 * stay where they are. With scroll anchoring the shrink fed back into the scroll position and the
 * page shook by a pixel every frame (and Playwright could not click the header cart: "not stable").
 */
import { expect, test } from '@playwright/test';

test('a page stopped mid-shrink stays still', async ({ page }) => {
  test.skip(test.info().project.name !== 'desktop', 'the header shrinks only from 1261 px');
  for (const path of ['/kabel/nym-j/?lang=en', '/katalog/?lang=en', '/?lang=en']) {
    await page.goto(path);
    // The page at rest: since issue 16 the full style sheet arrives after the first paint, the UI
    // modules (the header's shrink among them: data-header-ready) start after it and the islands
    // mount once the sheet applies, so a scroll made at once may meet them settling (a header that
    // starts at 31 px shrinks by its first 0.08 px then: the fresh-clone runs caught exactly that).
    await page.waitForFunction(
      () =>
        document.querySelector('[data-header-ready]') !== null &&
        (document.getElementById('kabelshop-critical-css')?.getAttribute('data-full') ?? 'loaded') === 'loaded' &&
        document.querySelector('[data-island][aria-busy="true"]') === null,
    );
    const moving = await page.evaluate(async () => {
      const frame = (): Promise<number> => new Promise((resolve) => requestAnimationFrame(resolve));
      const found: string[] = [];
      for (let y = 31; y < 150; y += 4) {
        window.scrollTo(0, y);
        for (let i = 0; i < 4; i++) await frame();
        const seen = new Set<string>();
        const cart = document.querySelector('.cart-button');
        for (let i = 0; i < 8; i++) {
          await frame();
          seen.add(`${window.scrollY} ${cart?.getBoundingClientRect().top ?? ''}`);
        }
        if (seen.size > 1) found.push(`at ${y}px: ${[...seen].join(' / ')}`);
      }
      return found;
    });
    expect(moving, path).toEqual([]);
  }
});
