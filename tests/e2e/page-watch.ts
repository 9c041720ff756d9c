// What a browser context reports to its test, from every page it opens, kept across reloads: each
// Content-Security-Policy violation, each uncaught page error, each console error, and each play() of
// an audio or video element with its outcome (the knock sound). Shared by the fixtures (fixtures.ts)
// so that every test fails on the same things.
import { expect, type BrowserContext } from '@playwright/test';

export interface MediaPlay {
  scheme: string;
  played: boolean;
  error?: string;
}

export interface Watch {
  /** The policy's violations so far, as lines; a test that provokes one on purpose empties it. */
  readonly violations: string[];
  readonly mediaPlays: MediaPlay[];
  /** Uncaught errors and rejections in any page. */
  readonly pageErrors: string[];
  /** console.error lines, but those `tolerate` names. */
  readonly consoleErrors: string[];
  /** A console error this test expects (a refused file said in the console too): not counted. */
  tolerate(pattern: RegExp): void;
  /** Fails, naming them, on any violation, page error or untolerated console error. */
  expectClean(where: string): void;
}

declare global {
  interface Window {
    __e2eReport(kind: 'csp' | 'media', detail: unknown): void;
  }
}

/** Bound into every page of the context before its own scripts. */
function reportFromPage() {
  document.addEventListener('securitypolicyviolation', (e) =>
    window.__e2eReport(
      'csp',
      `${e.effectiveDirective} blocked ${e.blockedURI || 'an inline script or style'} (${e.sourceFile}:${e.lineNumber})`,
    ),
  );
  const play = HTMLMediaElement.prototype.play;
  HTMLMediaElement.prototype.play = function () {
    const scheme = (this.currentSrc || this.src).split(':')[0];
    const playing = play.call(this);
    playing.then(
      () => window.__e2eReport('media', { scheme, played: true }),
      (e: Error) => window.__e2eReport('media', { scheme, played: false, error: `${e.name}: ${e.message}` }),
    );
    return playing;
  };
}

export async function watchContext(context: BrowserContext): Promise<Watch> {
  const tolerated: RegExp[] = [];
  const watch: Watch = {
    violations: [],
    mediaPlays: [],
    pageErrors: [],
    consoleErrors: [],
    tolerate: (pattern) => tolerated.push(pattern),
    expectClean(where) {
      const consoleErrors = watch.consoleErrors.filter((line) => !tolerated.some((p) => p.test(line)));
      expect(watch.violations, `${watch.violations.length} Content-Security-Policy violation(s) (${where})`).toEqual([]);
      expect(watch.pageErrors, `page errors (${where})`).toEqual([]);
      expect(consoleErrors, `console errors (${where})`).toEqual([]);
    },
  };
  await context.exposeBinding('__e2eReport', (_source, kind: string, detail: unknown) => {
    if (kind === 'csp') watch.violations.push(detail as string);
    else watch.mediaPlays.push(detail as MediaPlay);
  });
  await context.addInitScript(reportFromPage);
  context.on('weberror', (e) => watch.pageErrors.push(e.error().stack ?? e.error().message));
  context.on('console', (m) => {
    if (m.type() === 'error') watch.consoleErrors.push(`${m.text()} (${m.location().url})`);
  });
  return watch;
}
