import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build as esbuild } from 'esbuild';
import type { Plugin } from 'vite';
import { configDefaults, defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';

/** The exhaustive cross-checks against the reference search: minutes, so not in the everyday loop. */
const EXACT = 'tests/**/*.exact.test.ts';

/**
 * The Content-Security-Policy (docs/limits.md): the page runs only its own scripts and styles, with no
 * inline script and no eval. Checked in Chromium by the E2E, which fails on any violation.
 * - style-src needs no 'unsafe-inline': React sets `style` props through the CSSOM, which CSP does not
 *   govern, and the build puts every stylesheet in a file.
 * - media-src blob:: the knock sound is a WAV rendered in the page and played from a blob: URL (src/ui/sound.ts).
 * - img-src data: blob:: images the page may make itself; worker-src 'self': the referee's and the drills' workers are files of the build.
 * - object-src, base-uri and form-action 'none': no plugins, no <base>, and no form ever submits (each
 *   handles its submit event).
 */
const CSP = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self' data: blob:",
  "media-src 'self' blob:",
  "worker-src 'self'",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'none'",
  "form-action 'none'",
].join('; ');

/**
 * The policy as a <meta> tag in the built index.html. Only in the build: the dev server injects an
 * inline script (React refresh) and inline styles (hot CSS), which the policy would block.
 */
const cspMeta = (): Plugin => ({
  name: 'brigadier-csp-meta',
  apply: 'build',
  transformIndexHtml: () => [{ tag: 'meta', attrs: { 'http-equiv': 'Content-Security-Policy', content: CSP }, injectTo: 'head-prepend' }],
});

/**
 * The start screen drawn into the built index.html (src/prerender.tsx), so that the first screen paints
 * with the HTML and its stylesheet instead of after the scripts (docs/measurements.md, "The first load
 * near the floor"); main.tsx hydrates it. Node runs the page's own components, bundled by esbuild with
 * their stylesheets left out (the build links those). Before the service worker's precache is made, so
 * the worker keeps this index.html.
 */
const prerenderStartScreen = (): Plugin => ({
  name: 'brigadier-prerender',
  apply: 'build',
  transformIndexHtml: {
    order: 'pre',
    async handler(html) {
      const outfile = resolve('dist-node/prerender.mjs');
      await esbuild({
        entryPoints: ['src/prerender.tsx'],
        bundle: true,
        platform: 'node',
        format: 'esm',
        packages: 'external',
        jsx: 'automatic',
        loader: { '.css': 'empty' },
        outfile,
        logLevel: 'warning',
      });
      const { prerenderedRoot, ROOT_ID } = (await import(
        `${pathToFileURL(outfile).href}?${Date.now()}`
      )) as typeof import('./src/prerender.tsx');
      const empty = `<div id="${ROOT_ID}"></div>`;
      if (!html.includes(empty)) throw new Error(`index.html has no ${empty} to draw the start screen into`);
      const root = prerenderedRoot();
      // A `style` prop drawn as HTML is an inline style, which the policy (CSP above) blocks: the start screen must set none.
      if (/\sstyle="/.test(root)) throw new Error('the start screen drawn into index.html has a style attribute, which the CSP blocks');
      return html.replace(empty, root);
    },
  },
});

/**
 * The pure rooms (src/engine, src/patience: lint keeps React, the DOM and globals out) have no side
 * effects at load, and the bundler is told so. Their public entry points re-export many modules; without
 * this, a module that only a lazy screen or a worker uses would be reached from the first load through
 * an entry and land in its chunk (docs/architecture.md §1, "Entry points").
 */
const PURE_ROOMS = /\/src\/(engine|patience)\//;
const treeshake = { moduleSideEffects: (id: string) => !PURE_ROOMS.test(id) };

export default defineConfig({
  plugins: [
    react(),
    cspMeta(),
    prerenderStartScreen(),
    // Installable and offline (a phone at a table may have no network): a manifest with the app's own
    // icons, and a Workbox service worker that precaches the whole build (every lazy screen too), so
    // after one visit the game starts and deals with no network. A new build waits until the player takes
    // it (src/ui/pwa).
    VitePWA({
      registerType: 'prompt',
      injectRegister: false,
      includeAssets: ['favicon.svg', 'icon.svg'],
      manifest: {
        name: 'Brigadier',
        short_name: 'Brigadier',
        description: 'The two-player patience game with the knock, for two people at one screen.',
        start_url: '.',
        scope: '.',
        display: 'standalone',
        background_color: '#1d5a3c',
        theme_color: '#1d5a3c',
        icons: [
          { src: 'icon-192.png', sizes: '192x192', type: 'image/png' },
          { src: 'icon-512.png', sizes: '512x512', type: 'image/png' },
          { src: 'icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
          { src: 'icon.svg', sizes: 'any', type: 'image/svg+xml' },
        ],
      },
      workbox: {
        globPatterns: ['**/*.{js,css,html,svg,png,webmanifest}'],
        navigateFallback: 'index.html',
        cleanupOutdatedCaches: true,
      },
    }),
  ],
  // Every module the page's entry reaches statically goes in one chunk: without this group the bundler
  // splits each module the first load shares with a lazy screen into a chunk of its own, and every such
  // chunk costs wrapping and a request (docs/measurements.md, "Brigade on the page: the first load").
  // No modulepreload polyfill in the entry script: a browser without modulepreload (Safari before 17) skips
  // the link, which only fetches ahead, and loads each script when it is imported.
  build: {
    modulePreload: { polyfill: false },
    rolldownOptions: { treeshake, output: { codeSplitting: { groups: [{ name: 'first', tags: ['$initial'] }] } } },
  },
  worker: { rolldownOptions: { treeshake } },
  server: { host: '127.0.0.1', port: 5173 },
  // The same policy as a header from `vite preview`, with frame-ancestors, which a <meta> tag cannot carry:
  // no other site may frame the game.
  preview: { host: '127.0.0.1', port: 4173, headers: { 'Content-Security-Policy': `${CSP}; frame-ancestors 'none'` } },
  test: {
    globals: true,
    environment: 'node',
    setupFiles: ['tests/setup.ts'],
    // One test file per core. Vitest's default leaves one core to itself, which on a 2-core machine
    // runs the files one at a time (figures in docs/measurements.md, "The unit suite's speed").
    maxWorkers: '100%',
    // `npm test` runs the project "unit" (the quick loop), `npm run test:exact` the project "exact";
    // a plain `npx vitest run` and `npm run test:all` run both.
    // A timeout is there to stop a test that hangs, never to judge the machine's speed: a busy CI machine
    // runs the course walk or a property test several times slower than a quiet one.
    projects: [
      {
        extends: true,
        // The quick loop keeps under a minute on a 2-core machine (docs/measurements.md) by loading each
        // module once per worker thread instead of once per file: worker threads rather than forked
        // processes, and no fresh module graph per file. Each file still gets its own environment (a new
        // jsdom for the page tests), and every store, library and referee is made per test, so no file
        // leans on another: the suite passes with its files in any order (`--sequence.shuffle.files`).
        test: {
          name: 'unit',
          include: ['tests/**/*.test.{ts,tsx}'],
          exclude: [...configDefaults.exclude, EXACT],
          testTimeout: 60_000,
          pool: 'threads',
          isolate: false,
        },
      },
      // Each exhaustive check takes up to half a minute on a quiet 2-core machine.
      { extends: true, test: { name: 'exact', include: [EXACT], testTimeout: 900_000 } },
    ],
  },
});
