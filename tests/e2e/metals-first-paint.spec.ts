/**
 * Metal prices page, issue 16 (LCP): the server prints the island's first state in its fallback
 * (controls, and the line of the latest day, the page's largest text) in the island's words, so the
 * line is painted with the page and the island takes it over unchanged. In hr, en and sr: the
 * fallback's line and controls (island chunks held back, so the fallback is what is on screen) equal
 * the island's once it mounted; without script the controls are not shown, the line is.
 */
import { test, expect } from "@playwright/test";
import { island } from "./helpers";

const PAGES = [
  ["hr", "/cijene-metala/"],
  ["en", "/en/metal-prices/"],
  ["sr", "/sr/cene-metala/"],
] as const;

for (const [lang, path] of PAGES) {
  test(`${lang}: the fallback's line of the latest day and controls are the island's first state`, async ({
    page,
  }) => {
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/chunks\/metal-prices-[^/]*\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(path, { waitUntil: "domcontentloaded" });
    const mount = page.locator(".island--metal-prices");
    const line = mount.locator("p.ks-metals__latest");
    await expect(line).toBeVisible();
    const serverLine = (await line.textContent())?.trim() ?? "";
    expect(serverLine).toMatch(/\d/);
    const serverControls = await mount
      .locator(".ks-metals__controls")
      .innerText();
    // Its place on the page (not in the viewport: mounting scrolls the island into view).
    const place = () =>
      line.evaluate((el) => {
        const r = el.getBoundingClientRect();
        return [r.left, r.top + window.scrollY, r.width, r.height].map(
          Math.round,
        );
      });
    const box = await place();
    release();
    await island(page, "metal-prices");
    await expect(mount.locator(".ks-metals__table")).toBeVisible();
    await expect(mount.locator(".ks-metals--server")).toHaveCount(0);
    expect((await line.textContent())?.trim()).toBe(serverLine);
    expect(await mount.locator(".ks-metals__controls").innerText()).toBe(
      serverControls,
    );
    expect(await place()).toEqual(box);
  });
}

test.describe("without script", () => {
  test.use({ javaScriptEnabled: false });
  test("the line is shown, the controls (which only work in the island) are not", async ({
    page,
  }) => {
    await page.goto("/en/metal-prices/");
    await expect(page.locator("p.ks-metals__latest")).toContainText(
      "Copper on ",
    );
    await expect(page.locator(".ks-metals__controls")).toBeHidden();
    await expect(page.locator(".ks-daily-metals__list")).toBeVisible();
  });
});
