/**
 * Playwright against the local cluster (bin/cluster.sh: nginx, PHP-FPM nodes 1 and 2, Redis) that
 * bin/test.sh's `cluster` stage starts on the test port, in Debian's Chromium. The specs in
 * tests/cluster/ run the same flows on node 1 and node 2 alternately (header X-Kabelshop-Node).
 * One worker, files in name order: purge.spec.ts (the page cache purge) comes last.
 */
import { defineConfig } from '@playwright/test';

export default defineConfig({
  testDir: 'tests/cluster',
  timeout: 90_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  retries: 0,
  outputDir: `${process.env.KABELSHOP_TEST_RESULTS ?? 'test-results'}/cluster`,
  use: {
    baseURL: process.env.KABELSHOP_TEST_URL ?? 'http://127.0.0.1:8081',
    screenshot: 'on',
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic'],
    },
  },
  projects: [{ name: 'cluster', use: { viewport: { width: 1280, height: 900 } } }],
});
