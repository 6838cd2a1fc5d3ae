/**
 * Playwright against the served test site (bin/test.sh starts it on 127.0.0.1:8081) in Debian's
 * Chromium (no browser download: executablePath /usr/bin/chromium). Screenshots of every test are
 * kept in test-results/ as artifacts.
 */
import { defineConfig } from '@playwright/test';

export default defineConfig({
  testDir: 'tests/e2e',
  timeout: 90_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  retries: 0,
  outputDir: process.env.KABELSHOP_TEST_RESULTS ?? 'test-results',
  use: {
    baseURL: process.env.KABELSHOP_TEST_URL ?? 'http://127.0.0.1:8081',
    screenshot: 'on',
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-dev-shm-usage',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--disable-quic',
      ],
    },
  },
  projects: [
    { name: 'desktop', use: { viewport: { width: 1280, height: 900 } } },
    // The HTML checker's markup and Lighthouse's SEO audits do not depend on the viewport: desktop only.
    { name: 'phone', testIgnore: /(html|lighthouse-seo|theme-switch)\.spec\.ts/, use: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true } },
  ],
});
