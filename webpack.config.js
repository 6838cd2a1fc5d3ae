/**
 * The theme's front-end build: @wordpress/scripts' webpack configuration, extended (run through
 * `node bin/build.mjs`, which calls `wp-scripts build` and swaps the result into build/).
 *
 * Entries (each written as build/<entry>.js plus build/<entry>.asset.php, the dependencies and content
 * hash version that inc/Assets/Assets.php passes to wp_enqueue_script / wp_enqueue_style):
 * - boot: the one classic script every page loads (src/islands/boot.ts); islands, React, zod, i18next
 *   and the texts are webpack's lazily loaded chunks in build/chunks/<name>-<hash>.js;
 * - theme: the site styles (src/styles/theme.css => build/theme.css);
 * - admin/catalog-import, admin/metal-import: the two wp-admin import pages (src/admin/*.ts).
 *
 * Dependency extraction: React 18 is bundled, never externalised to WordPress 6.1's React 17
 * (wp-element / react / react-dom handles); no other WordPress package is imported today, so the
 * dependency lists stay empty until one is.
 * KABELSHOP_BUILD_DIR: the output folder (bin/build.mjs builds beside build/ and swaps); default build/.
 */
import { createRequire } from 'node:module';
import { basename, dirname, relative, resolve } from 'node:path';
import process from 'node:process';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);
const defaultConfig = require('@wordpress/scripts/config/webpack.config');
const DependencyExtractionWebpackPlugin = require('@wordpress/dependency-extraction-webpack-plugin');

const root = dirname(fileURLToPath(import.meta.url));

/** Requests that stay in the bundle although WordPress has a script for them (its React is 17). */
const BUNDLED = new Set(['react', 'react-dom', 'react-dom/client', 'react/jsx-runtime', 'react/jsx-dev-runtime', '@wordpress/element']);

/**
 * Names each lazily loaded chunk after the module that roots it, for readable file names
 * (build/chunks/<name>-<hash>.js; e2e tests look for chunks/mount-*): the island's folder
 * (`catalogue`), the file (`mount`), `<locale>-<namespace>` for a text file, the package for a vendor
 * chunk of one package (`i18next`), `vendors` for several, else `chunk`. Runs before chunk ids are given, after chunks are split.
 */
class NameLazyChunksPlugin {
  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    compiler.hooks.compilation.tap('KabelshopNameLazyChunks', (compilation) => {
      compilation.hooks.beforeChunkIds.tap('KabelshopNameLazyChunks', (chunks) => {
        for (const chunk of chunks) {
          if (chunk.name || chunk.hasRuntime()) continue;
          const files = [...compilation.chunkGraph.getChunkRootModules(chunk)]
            .map((module) => module.resource ?? module.rootModule?.resource ?? '')
            .filter(Boolean)
            .map((file) => relative(root, file))
            .sort((a, b) => Number(a.includes('node_modules')) - Number(b.includes('node_modules')) || a.localeCompare(b));
          const first = files[0] ?? '';
          const vendor = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(first);
          let name = 'chunk';
          const packages = new Set(files.map((file) => /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(file)?.[1] ?? ''));
          if (vendor && packages.size > 1) {
            name = 'vendors';
          } else if (vendor) {
            name = vendor[1].replace(/^@/, '').replace(/\//g, '-');
          } else if (first.endsWith('.json')) {
            name = `${basename(dirname(first))}-${basename(first, '.json')}`;
          } else if (first) {
            const file = basename(first).replace(/\.[jt]sx?$/, '');
            name = file === 'index' ? basename(dirname(first)) : file;
          }
          chunk.name = name.replace(/[^A-Za-z0-9_-]/g, '_');
        }
      });
    });
  }
}

export default {
  ...defaultConfig,
  entry: {
    boot: './src/islands/boot.ts',
    theme: './src/styles/theme.css',
    'admin/catalog-import': './src/admin/catalog-import.ts',
    'admin/metal-import': './src/admin/metal-import.ts',
  },
  output: {
    ...defaultConfig.output,
    path: resolve(root, process.env.KABELSHOP_BUILD_DIR ?? 'build'),
    filename: '[name].js',
    chunkFilename: 'chunks/[name]-[contenthash:8].js',
    // Chunks are found beside the script that loaded them (document.currentScript), wherever the theme lives.
    publicPath: 'auto',
    // Its own chunk registry (self.webpackChunkkabelshop), apart from any plugin's webpack bundle.
    uniqueName: 'kabelshop',
    clean: true,
  },
  optimization: {
    ...defaultConfig.optimization,
    splitChunks: {
      // Only the lazy chunks are split (webpack's default and vendor groups: React, zod, i18next and
      // shared lib/ code in chunks of their own); the boot entry stays one file.
      chunks: 'async',
      cacheGroups: { style: defaultConfig.optimization.splitChunks.cacheGroups.style },
    },
  },
  performance: { hints: false },
  plugins: [
    ...defaultConfig.plugins.filter((plugin) => !(plugin instanceof DependencyExtractionWebpackPlugin)),
    new NameLazyChunksPlugin(),
    new DependencyExtractionWebpackPlugin({
      requestToExternal: (request) => (BUNDLED.has(request) ? false : undefined),
    }),
  ],
};
