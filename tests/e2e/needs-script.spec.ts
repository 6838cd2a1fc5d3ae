/**
 * Issue 27: an island whose fallback has nothing to show without script (quick order, inquiry,
 * registration, documents, account forms) says "needs JavaScript" only to browsers without script
 * (View\MountPoint::needs_script()). With script the visitor sees a neutral "Loading…" in the same
 * box until the island mounts, and the message again when the island cannot start (under the
 * retry). Quick order in hr, en and sr; the registration page without script.
 */
import { test, expect } from "@playwright/test";
import { island } from "./helpers";

const PAGES = [
  ["hr", "/brza-narudzba/", "Učitavanje…", "Za brzu narudžbu potreban je JavaScript"],
  ["en", "/en/quick-order/", "Loading…", "Quick order needs JavaScript"],
  ["sr", "/sr/brza-porudzbina/", "Učitavanje…", "Za brzu porudžbinu potreban je JavaScript"],
] as const;

for (const [lang, path, loading, message] of PAGES) {
  test(`${lang}: with script the fallback says "${loading}" until the island mounts, never "needs JavaScript"`, async ({
    page,
  }) => {
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/chunks\/quick-order-[^/]*\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(path, { waitUntil: "domcontentloaded" });
    const mount = page.locator(".island--quick-order");
    await expect(mount.getByText(loading, { exact: true })).toBeVisible();
    await expect(mount.getByText(message)).toBeHidden();
    release();
    await island(page, "quick-order");
    await expect(mount.locator(".ks-needs-js")).toHaveCount(0);
    await expect(page.getByText(message)).toHaveCount(0);
  });

  test(`${lang}: when the island cannot start, the message is back under the retry`, async ({
    page,
  }) => {
    await page.route(/\/chunks\/quick-order-[^/]*\.js$/, (route) =>
      route.abort(),
    );
    await page.goto(path);
    const mount = page.locator(".island--quick-order");
    await expect(mount.locator(".island-error")).toBeVisible();
    await expect(mount.getByText(message)).toBeVisible();
    await expect(mount.getByText(loading, { exact: true })).toBeHidden();
  });
}

test.describe("without script", () => {
  test.use({ javaScriptEnabled: false });
  test("the registration page says the form needs JavaScript and how else to register, no Loading…", async ({
    page,
  }) => {
    await page.goto("/en/registration/");
    await expect(
      page.getByText(
        "The registration form needs JavaScript. Please switch it on, or call or e-mail us to register.",
      ),
    ).toBeVisible();
    await expect(page.getByText("Loading…", { exact: true })).toBeHidden();
  });
});
