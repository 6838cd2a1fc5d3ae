#!/usr/bin/env node
/**
 * Builds the front end with esbuild into build/ (git-ignored):
 * - boot-<hash>.js: the one ES module every page loads; islands, React and texts are split into
 *   chunks/ and imported lazily;
 * - theme-<hash>.css: the site styles from src/styles/theme.css;
 * - manifest.json: entry name => hashed file, read by inc/Assets/Assets.php.
 * Usage: node bin/build.mjs [--dev] (dev keeps code unminified with source maps).
 */
import { build } from 'esbuild';
import { existsSync, mkdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const dev = process.argv.includes('--dev');
// Build beside build/ and swap at the end, so a site being served never sees a half-written build.
const finalDir = join(root, 'build');
const outdir = join(root, `.build-${process.pid}`);
rmSync(outdir, { recursive: true, force: true });
mkdirSync(outdir, { recursive: true });

const result = await build({
  absWorkingDir: root,
  entryPoints: { boot: 'src/islands/boot.ts', theme: 'src/styles/theme.css' },
  bundle: true,
  splitting: true,
  format: 'esm',
  target: ['es2020', 'chrome100', 'firefox100', 'safari15'],
  outdir,
  entryNames: '[name]-[hash]',
  chunkNames: 'chunks/[name]-[hash]',
  assetNames: 'assets/[name]-[hash]',
  minify: !dev,
  sourcemap: dev,
  metafile: true,
  legalComments: 'linked',
  define: { 'process.env.NODE_ENV': JSON.stringify(dev ? 'development' : 'production') },
  loader: { '.svg': 'file', '.woff2': 'file', '.png': 'file' },
  logLevel: 'warning',
});

const entries = { 'src/islands/boot.ts': 'boot', 'src/styles/theme.css': 'theme' };
const manifest = {};
for (const [file, meta] of Object.entries(result.metafile.outputs)) {
  const name = entries[meta.entryPoint];
  if (name && !file.endsWith('.map')) manifest[name] = { file: file.replace(/^\.build-\d+\//, '') };
}
writeFileSync(join(outdir, 'manifest.json'), JSON.stringify(manifest, null, 2));
writeFileSync(join(outdir, 'meta.json'), JSON.stringify(result.metafile));
const oldDir = `${finalDir}.old-${process.pid}`;
if (existsSync(finalDir)) renameSync(finalDir, oldDir);
renameSync(outdir, finalDir);
rmSync(oldDir, { recursive: true, force: true });
console.log(`built ${Object.keys(result.metafile.outputs).length} files into build/`);
