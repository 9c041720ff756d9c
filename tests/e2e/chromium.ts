// The browser every E2E check drives: Debian's chromium (never a downloaded one), with the flags that
// keep it off the closed internet. Read by playwright.config.ts and by scripts that drive the page themselves (css-snapshot.mjs).
export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
