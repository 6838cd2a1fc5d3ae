#!/usr/bin/env node
/**
 * Builds the front end with @wordpress/scripts (webpack, webpack.config.js) into build/ (git-ignored):
 * - boot.js + boot.asset.php: the one classic script every page loads; islands, React and texts are
 *   webpack's lazy chunks in chunks/<name>-<hash>.js;
 * - theme.css + theme.asset.php: the site styles from src/styles/theme.css;
 * - critical/<page>.css: the first-paint styles of a page kind (src/styles/critical/<page>.css, a
 *   part of theme.css's files in its order), which inc/Assets/Assets.php prints inline in <head> while
 *   theme.css loads without blocking (docs/front-end.md "First paint: critical CSS"). Made here with
 *   the same PostCSS plugins as theme.css (@wordpress/postcss-plugins-preset, cssnano), without the
 *   container query declarations the HTML checker refuses inside <style> (only the metal prices
 *   table uses them, and that page keeps the linked sheet);
 * - admin/catalog-import.js, admin/metal-import.js (+ .asset.php): the wp-admin import pages;
 * - manifest.json: entry name => { file, asset }, for tools and tests (bench, RouterTest); WordPress
 *   reads the *.asset.php files (inc/Assets/Assets.php).
 * Each <entry>.asset.php holds the entry's WordPress script dependencies and a content-hash version.
 * Usage: node bin/build.mjs [--dev] (dev keeps code unminified with source maps).
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, readdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const dev = process.argv.includes('--dev');
// Build beside build/ and swap at the end, so a site being served never sees a half-written build.
const finalDir = join(root, 'build');
const outdir = join(root, `.build-${process.pid}`);
rmSync(outdir, { recursive: true, force: true });
mkdirSync(outdir, { recursive: true });

const run = spawnSync(join(root, 'node_modules/.bin/wp-scripts'), ['build', '--config', 'webpack.config.js'], {
  cwd: root,
  stdio: ['ignore', 'pipe', 'inherit'],
  env: { ...process.env, NODE_ENV: dev ? 'development' : 'production', KABELSHOP_BUILD_DIR: outdir },
  encoding: 'utf8',
});
if (run.status !== 0 || !existsSync(join(outdir, 'boot.asset.php'))) {
  process.stdout.write(run.stdout ?? '');
  rmSync(outdir, { recursive: true, force: true });
  console.error('build failed: build/ left as it was');
  process.exit(1);
}

// webpack writes an empty theme.js for the style entry and wp-scripts a right-to-left copy of it;
// neither is used (the shop's languages are left-to-right).
rmSync(join(outdir, 'theme.js'), { force: true });
rmSync(join(outdir, 'theme.js.map'), { force: true });
rmSync(join(outdir, 'theme-rtl.css'), { force: true });

const manifest = {
  boot: { file: 'boot.js', asset: 'boot.asset.php' },
  theme: { file: 'theme.css', asset: 'theme.asset.php' },
};

/**
 * A PostCSS plugin dropping container queries (container-type/-name, cq* units, @container) from a
 * first-paint sheet: the Nu HTML checker's CSS validator refuses them inside <style> (tests/e2e/html.spec.ts).
 * Only .ks-metals__table-wrap and its caption use them (the metal prices page, which is not printed
 * inline); on the other pages no element matches those rules, so dropping them changes nothing.
 */
const dropContainerQueries = () => ({
  postcssPlugin: 'kabelshop-drop-container-queries',
  AtRule: { container: (rule) => rule.remove() },
  Declaration(decl) {
    if (/^container(-type|-name)?$/i.test(decl.prop) || /\d(cqi|cqw|cqh|cqb|cqmin|cqmax)\b/i.test(decl.value)) decl.remove();
  },
});
dropContainerQueries.postcss = true;

const require = createRequire(import.meta.url);
const postcss = require('postcss');
const cssPlugins = [
  ...require('@wordpress/postcss-plugins-preset'),
  dropContainerQueries,
  require('cssnano')({ preset: ['default', { discardComments: { removeAll: true } }] }),
];
const criticalSrc = join(root, 'src/styles/critical');
mkdirSync(join(outdir, 'critical'), { recursive: true });
for (const file of readdirSync(criticalSrc).filter((name) => name.endsWith('.css') && !name.startsWith('_'))) {
  const from = join(criticalSrc, file);
  const { css } = await postcss(cssPlugins).process(readFileSync(from, 'utf8'), { from, to: join(outdir, 'critical', file) });
  if (/container-(type|name)|@container|\d(cqi|cqw|cqh|cqb|cqmin|cqmax)\b|<\//i.test(css)) {
    rmSync(outdir, { recursive: true, force: true });
    console.error(`build failed: critical/${file} holds a container query or "</" (see dropContainerQueries): build/ left as it was`);
    process.exit(1);
  }
  writeFileSync(join(outdir, 'critical', file), css);
  manifest[`critical/${file.replace(/\.css$/, '')}`] = { file: `critical/${file}` };
}
for (const file of readdirSync(join(outdir, 'admin')).filter((name) => name.endsWith('.js'))) {
  const name = file.replace(/\.js$/, '');
  manifest[`admin/${name}`] = { file: `admin/${file}`, asset: `admin/${name}.asset.php` };
}
writeFileSync(join(outdir, 'manifest.json'), JSON.stringify(manifest, null, 2));
const oldDir = `${finalDir}.old-${process.pid}`;
if (existsSync(finalDir)) renameSync(finalDir, oldDir);
renameSync(outdir, finalDir);
rmSync(oldDir, { recursive: true, force: true });
console.log(`built ${Object.keys(manifest).length} entries and ${readdirSync(join(finalDir, 'chunks')).length} chunks into build/`);
