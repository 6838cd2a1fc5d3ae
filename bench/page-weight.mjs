#!/usr/bin/env node
/**
 * Measures the JavaScript each page really loads in Chromium before the visitor scrolls or opens
 * anything, gzip-compressed (level 9, as a server would send it), and the warm time to first byte.
 * Budgets (issue "Foundation"): marketing pages (home, news) <= 35 KB gzip; pages whose main content
 * is an island (catalogue, product) <= 150 KB gzip; warm TTFB of catalogue and product <= 100 ms.
 * Usage: node bench/page-weight.mjs [BASE_URL]   (default http://127.0.0.1:8080; run `npm start` first)
 * Prints a table; exit 0 always (figures, not a test).
 */
import { chromium } from '@playwright/test';
import { gzipSync } from 'node:zlib';

const base = process.argv[2] ?? 'http://127.0.0.1:8080';
const productUrl = await fetch(`${base}/wp-json/kabelshop/v1/products?per_page=1`).then((r) => r.json()).then((list) => list[0]?.url).catch(() => null);
const pages = [
  ['home', `${base}/`, 35],
  ['news', `${base}/novosti/`, 35],
  ['catalogue', `${base}/katalog/`, 150],
  ['product', productUrl, 150],
];

const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
});

async function ttfb(url, runs = 20) {
  const times = [];
  await fetch(url);
  for (let i = 0; i < runs; i += 1) {
    const start = performance.now();
    const response = await fetch(url);
    const reader = response.body.getReader();
    await reader.read();
    times.push(performance.now() - start);
    await reader.cancel();
  }
  times.sort((a, b) => a - b);
  return { p50: times[Math.floor(runs * 0.5)], p95: times[Math.floor(runs * 0.95) - 1] };
}

console.log('page        JS files  JS gzip KB  budget KB  TTFB p50 ms  TTFB p95 ms');
for (const [name, url, budget] of pages) {
  if (!url) {
    console.log(`${name.padEnd(10)} (no URL)`);
    continue;
  }
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  const scripts = new Map();
  page.on('response', async (response) => {
    if (response.request().resourceType() === 'script') {
      try {
        scripts.set(response.url(), gzipSync(await response.body(), { level: 9 }).length);
      } catch {
        /* a body that is gone does not count */
      }
    }
  });
  await page.goto(url, { waitUntil: 'networkidle' });
  await page.waitForTimeout(500);
  const total = [...scripts.values()].reduce((a, b) => a + b, 0) / 1024;
  const t = await ttfb(url);
  console.log(
    `${name.padEnd(10)} ${String(scripts.size).padStart(9)} ${total.toFixed(1).padStart(11)} ${String(budget).padStart(10)} ${t.p50.toFixed(1).padStart(12)} ${t.p95.toFixed(1).padStart(12)}${total > budget ? '  OVER BUDGET' : ''}`,
  );
  await context.close();
}
await browser.close();
