/**
 * Lighthouse (mobile, its default simulated throttling: slow 4G, 4x CPU slowdown) on the seven pages
 * issue 16 measures: home, catalogue, a product (NYM-J), metal prices, registration, checkout and
 * contact, of a running site. Prints per page the performance score, CLS, LCP, TBT and FCP, the LCP
 * element (selector, markup, text and the phases of its time), whether it
 * meets the targets (performance 100 and CLS < 0.01), and for a miss the audits Lighthouse blames
 * (those with a savings estimate or a failing score). A figure, not a test: a miss is printed as a
 * miss; the exit code is 0 either way unless Lighthouse could not run.
 *
 * Usage: node bench/lighthouse.mjs [base URL, default http://127.0.0.1:8080]
 * Uses Debian's Chromium (/usr/bin/chromium, CHROME_PATH to change it), one headless instance for
 * all pages, run one after the other (the machine has 2 cores: never in parallel).
 * Server response time: the development site is php -S without a page cache, so the document's TTFB
 * is what that server gives; the production stack (nginx + FastCGI cache) is measured apart.
 */
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

const base = (process.argv[2] ?? 'http://127.0.0.1:8080').replace(/\/$/, '');
const PAGES = [
  ['home', '/'],
  ['catalogue', '/katalog/'],
  ['product NYM-J', '/kabel/nym-j/'],
  ['metal prices', '/cijene-metala/'],
  ['registration', '/registracija/'],
  ['checkout', '/blagajna/'],
  ['contact', '/kontakt/'],
];
const TARGET_SCORE = 100;
const TARGET_CLS = 0.01;

// Lighthouse's default config is the mobile one (Moto G Power emulation, simulated throttling).
const CONFIG = {
  extends: 'lighthouse:default',
  settings: { onlyCategories: ['performance'], disableFullPageScreenshot: true },
};

const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
  logLevel: 'error',
});

/**
 * The LCP element and its phases as one line: Lighthouse 13 reports it in the insight
 * 'lcp-breakdown-insight' (details: a list of the phases table and the node), older versions in the
 * audit 'largest-contentful-paint-element' (a list of the node table and the phases table).
 */
function lcpElement(audits) {
  const lists = [audits['lcp-breakdown-insight'], audits['largest-contentful-paint-element']].map((audit) => audit?.details?.items ?? []);
  let node;
  const phases = [];
  for (const part of lists.flat()) {
    if (part?.type === 'node') node ??= part;
    for (const item of part?.items ?? []) {
      if (item?.node?.type === 'node') node ??= item.node;
      const label = typeof item?.label === 'string' ? item.label : item?.phase;
      const duration = item?.duration ?? item?.timing;
      if (label && typeof duration === 'number') phases.push(`${label} ${Math.round(duration)} ms`);
    }
  }
  if (!node) return '(not reported)';
  const snippet = (node.snippet ?? '').replace(/\s+/g, ' ').slice(0, 160);
  return `${node.selector ?? ''} ${snippet}${node.nodeLabel ? ` "${String(node.nodeLabel).slice(0, 60)}"` : ''}${phases.length ? ` (${[...new Set(phases)].join(', ')})` : ''}`.trim();
}

const ms = (v) => (v === undefined ? '-' : `${Math.round(v)} ms`);
const pad = (s, n) => String(s).padEnd(n);
const rows = [];
let ran = 0;
try {
  for (const [name, path] of PAGES) {
    const url = base + path;
    let lhr;
    try {
      lhr = (await lighthouse(url, { port: chrome.port, logLevel: 'error' }, CONFIG))?.lhr;
    } catch (error) {
      rows.push({ name, path, error: String(error) });
      continue;
    }
    if (!lhr || lhr.runtimeError) {
      rows.push({ name, path, error: lhr?.runtimeError?.message ?? 'no result' });
      continue;
    }
    ran += 1;
    const a = lhr.audits;
    const score = Math.round((lhr.categories.performance?.score ?? 0) * 100);
    const cls = a['cumulative-layout-shift']?.numericValue ?? NaN;
    const row = {
      name,
      path,
      score,
      cls,
      lcp: a['largest-contentful-paint']?.numericValue,
      tbt: a['total-blocking-time']?.numericValue,
      fcp: a['first-contentful-paint']?.numericValue,
      ttfb: a['server-response-time']?.numericValue,
      ok: score >= TARGET_SCORE && cls < TARGET_CLS,
      blamed: [],
    };
    if (!row.ok) {
      for (const ref of lhr.categories.performance.auditRefs) {
        const audit = a[ref.id];
        if (!audit || audit.scoreDisplayMode === 'notApplicable' || audit.scoreDisplayMode === 'informative' || audit.score === null || audit.score >= 0.9) continue;
        const savings = audit.details?.overallSavingsMs ?? audit.numericValue;
        row.blamed.push(`${audit.id} (score ${audit.score}${audit.displayValue ? `, ${audit.displayValue}` : ''})${savings && audit.details?.overallSavingsMs ? ` saves ~${Math.round(savings)} ms` : ''}`);
      }
      for (const item of a['layout-shifts']?.details?.items ?? []) {
        if (item.node?.snippet) row.blamed.push(`layout shift ${item.score?.toFixed?.(4) ?? ''}: ${item.node.snippet.slice(0, 160)}`);
      }
    }
    row.lcpElement = lcpElement(a);
    rows.push(row);
    console.log(
      `${pad(name, 14)} ${pad(path, 16)} performance ${pad(score, 3)}  CLS ${cls.toFixed(3)}  LCP ${pad(ms(row.lcp), 8)} TBT ${pad(ms(row.tbt), 7)} FCP ${pad(ms(row.fcp), 8)} TTFB ${pad(ms(row.ttfb), 7)} ${row.ok ? 'meets target' : `MISS (target: performance ${TARGET_SCORE}, CLS < ${TARGET_CLS})`}`,
    );
    // Which element LCP measured, on every page (also when the target is met): a late island or a
    // chunk of text drawn by script shows here, with the phases of its time (render delay: the
    // element was ready but drawn late, e.g. by script; load: an image's download).
    console.log(`    LCP element: ${row.lcpElement}`);
    for (const line of row.blamed) console.log(`    ${line}`);
  }
} finally {
  chrome.kill();
}
for (const row of rows.filter((r) => r.error)) console.log(`${pad(row.name, 14)} ${pad(row.path, 16)} Lighthouse failed: ${row.error}`);
const met = rows.filter((r) => r.ok).length;
console.log(`Lighthouse mobile: ${met} of ${PAGES.length} pages meet performance ${TARGET_SCORE} and CLS < ${TARGET_CLS}${met < PAGES.length ? ' (MISS)' : ''}`);
console.log('(server response time is that of the site measured: php -S without a page cache in development)');
process.exit(ran === 0 ? 1 : 0);
