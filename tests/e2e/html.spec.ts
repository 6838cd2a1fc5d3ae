/**
 * The HTML the server prints is valid: every page a visitor or the demo customer reaches, in all
 * three languages, through the Nu HTML Checker (npm vnu-jar: the checker behind
 * validator.w3.org/nu, run on Debian's Java). Invalid markup is what renders differently from one
 * browser to another and what screen readers stumble on; axe does not look for it.
 * One JVM run checks every page (a few seconds); each page is then its own test listing its errors.
 * Only errors fail: the "info" notes about WordPress core's self-closing <link/> tags do not.
 * Markup does not depend on the viewport, so this runs in the desktop project only (playwright.config.ts).
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { CUSTOMER, login, sql } from './helpers';

const VNU_JAR = join(process.cwd(), 'node_modules', 'vnu-jar', 'build', 'dist', 'vnu.jar');

/** Visitor pages; /kabel/PRODUCT/ and ORDER are the seeded NYM-J page and the demo customer's first order. */
const PUBLIC = ['/', '/katalog/', '/katalog/?search=3x2%2C5', '/katalog/?search=nema-takvog-kabela', '/kabel/PRODUCT/', '/o-nama/', '/tim/', '/kontakt/',
  '/novosti/', '/otvorene-prijave/', '/dobavljaci/', '/registracija/', '/prijava/', '/upit/', '/brza-narudzba/', '/cijene-metala/', '/dokumenti/', '/blagajna/', '/nema-te-stranice/',
  '/katalog/?category=power-cables&cores=3', '/?s=NYM', '/?s=nema-takvog-kabela', '/?s='];
const CUSTOMER_PAGES = ['/moj-racun/', '/blagajna/', '/narudzba/?order=ORDER'];
const LANGS = ['hr', 'en', 'sr'];

interface Page { name: string; path: string; customer: boolean }
interface Message { type: string; message: string; lastLine?: number; extract?: string; url?: string }

const PAGES: Page[] = LANGS.flatMap((lang) => [
  ...PUBLIC.map((path) => ({ name: `${lang} ${path}`, path, customer: false })),
  ...CUSTOMER_PAGES.map((path) => ({ name: `${lang} ${path} as the customer`, path, customer: true })),
]);

const errors = new Map<string, string[]>();

function withLang(path: string, lang: string): string {
  return `${path}${path.includes('?') ? '&' : '?'}lang=${lang}`;
}

test.beforeAll(async ({ browser, baseURL }, info) => {
  const dir = join(info.project.outputDir, 'html-pages');
  mkdirSync(dir, { recursive: true });
  const product = sql("SELECT post_name FROM wp_posts WHERE post_type = 'kabelshop_cable' AND post_status = 'publish' AND post_title = 'NYM-J'")[0].post_name;
  const order = sql("SELECT o.id FROM wp_kabelshop_orders o JOIN wp_users u ON u.ID = o.user_id WHERE u.user_email = 'kupac@kabelshop.test' ORDER BY o.id LIMIT 1")[0].id;
  const resolve = (path: string): string => path.replace('PRODUCT', product).replace('ORDER', order);

  const visitor = await browser.newContext({ baseURL });
  const customer = await browser.newContext({ baseURL });
  await login(await customer.newPage(), CUSTOMER, '/moj-racun/');

  const files = new Map<string, string>();
  for (const page of PAGES) {
    const lang = page.name.slice(0, 2);
    const response = await (page.customer ? customer : visitor).request.get(withLang(resolve(page.path), lang));
    const expected = page.path === '/nema-te-stranice/' ? 404 : 200;
    if (response.status() !== expected) {
      errors.set(page.name, [`HTTP ${response.status()}, expected ${expected}`]);
      continue;
    }
    const file = join(dir, page.name.replace(/[^a-z0-9]+/gi, '_') + '.html');
    writeFileSync(file, await response.text());
    files.set(`file:${file}`, page.name);
  }
  await visitor.close();
  await customer.close();

  // vnu writes its JSON report to stderr; --exit-zero-always: the report, not the exit code, decides.
  const run = spawnSync('java', ['-jar', VNU_JAR, '--format', 'json', '--exit-zero-always', ...[...files.keys()].map((url) => url.slice(5))], {
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  const report = JSON.parse(run.stderr || '{"messages":[]}') as { messages: Message[] };
  expect(run.status, run.stderr.slice(0, 500)).toBe(0);
  for (const name of files.values()) errors.set(name, errors.get(name) ?? []);
  for (const message of report.messages) {
    if (message.type !== 'error') continue;
    const name = files.get(message.url ?? '') ?? 'unknown page';
    errors.set(name, [...(errors.get(name) ?? []), `line ${message.lastLine}: ${message.message} ${(message.extract ?? '').trim()}`]);
  }
});

for (const page of PAGES) {
  test(`${page.name} is valid HTML`, () => {
    expect(errors.has(page.name), 'the page was fetched and checked').toBe(true);
    expect(errors.get(page.name)).toEqual([]);
  });
}
