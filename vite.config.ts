/// <reference types="vitest/config" />
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';

/**
 * The Content-Security-Policy (issue 12): the page runs only its own scripts and styles, with no inline
 * script and no eval. Checked in Chromium by the E2E, which fails on any violation.
 * - style-src needs no 'unsafe-inline': React sets `style` props through the CSSOM, which CSP does not
 *   govern, and the build puts every stylesheet in a file.
 * - media-src blob:: the knock sound is a WAV rendered in the page and played from a blob: URL (src/ui/sound.ts).
 * - img-src data: blob:: images the page may make itself; worker-src 'self': the drills' worker is a file of the build.
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

export default defineConfig({
  plugins: [react(), cspMeta()],
  server: { host: '127.0.0.1', port: 5173 },
  // The same policy as a header from `vite preview`, with frame-ancestors, which a <meta> tag cannot carry:
  // no other site may frame the game.
  preview: { host: '127.0.0.1', port: 4173, headers: { 'Content-Security-Policy': `${CSP}; frame-ancestors 'none'` } },
  test: {
    globals: true,
    include: ['tests/**/*.test.{ts,tsx}'],
    environment: 'node',
    setupFiles: ['tests/setup.ts'],
  },
});
