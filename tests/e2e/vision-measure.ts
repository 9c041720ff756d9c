// What the low-vision browser test measures in the page: axe under the WCAG 2.2 AA tags and best
// practice, the size of every target a mouse aims at, and the focus ring's contrast with whatever lies
// behind it, worked out from computed styles. The functions passed to page.evaluate run in the page
// and so carry their helpers inside them.
import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { expect } from './fixtures.ts';
import { AXE, axeLines } from './harness.ts';

/**
 * The assertions of the low-vision test: with VISION_COLLECT=1 they are soft, so that a failed one is
 * reported and its test goes on to its end, listing all its problems in one run (while working on them).
 */
export const verify = process.env.VISION_COLLECT ? expect.soft : expect;

export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21aa', 'wcag22aa', 'best-practice'];

interface AxeViolations {
  violations: { id: string; impact: string; help: string; nodes: { target: string[] }[] }[];
}

async function axeRun(page: Page, name: string, rules: Record<string, { enabled: boolean }> = {}) {
  // Evaluated, not added as a <script>: the page's Content-Security-Policy refuses inline scripts.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(readFileSync(AXE, 'utf8'));
  const options = { runOnly: { type: 'tag', values: AXE_TAGS }, rules, resultTypes: ['violations'] };
  const result = await page.evaluate(
    (o) => (window as unknown as { axe: { run(on: Document, options: object): Promise<AxeViolations> } }).axe.run(document, o),
    options,
  );
  const lines = axeLines(result);
  verify(lines, `axe found ${lines.length} violation(s) on ${name}`).toEqual([]);
}

/**
 * axe on the page as it is, then again with forced colours on (and off again after). In forced colours
 * the text's colours are the player's own system colours, not the page's, and axe cannot see them:
 * it reads -webkit-text-fill-color, which Chromium still computes to the page's colour (white words
 * drawn black on white were reported as white on white). Its colour-contrast rule is left to the first
 * run; the cards, which keep their own colours in forced colours, are judged there.
 */
export async function axeBothWays(page: Page, name: string) {
  await axeRun(page, name);
  await page.emulateMedia({ forcedColors: 'active' });
  try {
    await axeRun(page, `${name}, in forced colours`, { 'color-contrast': { enabled: false } });
  } finally {
    await page.emulateMedia({ forcedColors: 'none' });
  }
}

/**
 * Every visible control smaller than 24×24 CSS px (WCAG 2.5.8), as lines. A radio or checkbox is
 * judged by its label (the label clicks it), a file input by its label button; a rule
 * number inside a sentence is inline, which the criterion exempts. Runs in the page.
 */
export function smallTargets(): string[] {
  const controls = document.querySelectorAll<HTMLElement>(
    'button, a[href], select, textarea, input, label.file-button, label.check, [role="button"]',
  );
  const small: string[] = [];
  for (const el of controls) {
    if (el.closest('[inert], [aria-hidden="true"]')) continue;
    const style = getComputedStyle(el);
    const r = el.getBoundingClientRect();
    if (r.width === 0 || r.height === 0 || style.visibility === 'hidden') continue;
    if (el.matches('.rule-link') || (el.tagName === 'A' && el.closest('p, li, dd'))) continue;
    const labels = el instanceof HTMLInputElement ? el.labels : null;
    if (el.matches('input[type="file"]') && labels?.length) continue;
    if (el.matches('.visually-hidden')) continue;
    // A radio or a checkbox is clicked through its label too: the label is its target.
    const box = el.matches('input[type="radio"], input[type="checkbox"]') && labels?.[0] ? labels[0].getBoundingClientRect() : r;
    if (box.width < 23.5 || box.height < 23.5) {
      const name = (el.getAttribute('aria-label') ?? el.textContent ?? el.tagName).trim().replace(/\s+/g, ' ').slice(0, 40);
      small.push(`${name || el.tagName}: ${box.width.toFixed(1)}×${box.height.toFixed(1)} px`);
    }
  }
  return small;
}

/**
 * Focuses every visible focusable element in turn (the page must be in keyboard mode: a Tab pressed
 * first) and measures its ring: the outline (the dark band) and the first box shadow (the light band),
 * against every colour that can lie behind the element (its ancestors' backgrounds, composited; each
 * stop of a gradient). Returns { problems, least, count }: `least` is the lowest, over all elements and
 * backgrounds, of the better of the two bands' contrasts. Runs in the page.
 */
export function focusRings(selector: string): { problems: string[]; least: number; count: number } {
  type Colour = number[];
  const parse = (text: string | undefined): Colour | null => {
    const m = /rgba?\(([\d.]+)[, ]+([\d.]+)[, ]+([\d.]+)(?:[,/ ]+([\d.]+))?\)/.exec(text ?? '');
    return m ? [Number(m[1]), Number(m[2]), Number(m[3]), m[4] === undefined ? 1 : Number(m[4])] : null;
  };
  const colours = (text: string | undefined) => [...(text ?? '').matchAll(/rgba?\([^)]*\)/g)].map((m) => parse(m[0]));
  const over = (top: Colour, under: Colour): Colour => {
    const a = top[3]!;
    return [0, 1, 2].map((i) => top[i]! * a + under[i]! * (1 - a)).concat(1);
  };
  const luminance = ([r, g, b]: Colour) => {
    const c = [r!, g!, b!].map((v) => v / 255).map((v) => (v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4));
    return 0.2126 * c[0]! + 0.7152 * c[1]! + 0.0722 * c[2]!;
  };
  const contrast = (x: Colour, y: Colour) => {
    const [a, b] = [luminance(x), luminance(y)].sort((p, q) => q - p);
    return (a! + 0.05) / (b! + 0.05);
  };
  /** Every colour that may show behind `el`: its ancestors' layers composited from the canvas up. */
  const behind = (el: Element) => {
    const chain: Element[] = [];
    for (let node = el.parentElement; node; node = node.parentElement) chain.unshift(node);
    let under: Colour[] = [[255, 255, 255, 1]];
    for (const node of chain) {
      const style = getComputedStyle(node);
      const layers = [...colours(style.backgroundImage), parse(style.backgroundColor)].filter((c): c is Colour => c !== null && c[3]! > 0);
      if (layers.length === 0) continue;
      under = layers.flatMap((layer) => under.map((u) => over(layer, u)));
      under = under.filter((c, i) => under.findIndex((d) => d.every((v, j) => Math.abs(v - c[j]!) < 1)) === i).slice(0, 12);
    }
    return under;
  };
  const problems: string[] = [];
  let least = Infinity;
  let count = 0;
  for (const el of document.querySelectorAll<HTMLElement>(selector)) {
    const r = el.getBoundingClientRect();
    if (r.width === 0 || r.height === 0 || getComputedStyle(el).visibility === 'hidden' || el.closest('[inert]')) continue;
    el.focus({ preventScroll: true });
    if (document.activeElement !== el) continue;
    const name = (el.getAttribute('aria-label') ?? el.textContent ?? el.tagName).trim().replace(/\s+/g, ' ').slice(0, 40) || el.tagName;
    if (!el.matches(':focus-visible')) {
      problems.push(`${name}: focused without a visible ring`);
      continue;
    }
    count++;
    const style = getComputedStyle(el);
    const dark = parse(style.outlineColor);
    const light = colours(style.boxShadow)[0] ?? null;
    if (style.outlineStyle === 'none' || parseFloat(style.outlineWidth) < 2 || !dark) {
      problems.push(`${name}: no outline of 2 px or more (${style.outlineStyle} ${style.outlineWidth})`);
      continue;
    }
    const bands = light ? [dark, light] : [dark];
    if (light && contrast(dark, light) < 3) problems.push(`${name}: the ring's two bands contrast ${contrast(dark, light).toFixed(2)}:1`);
    for (const background of behind(el)) {
      const best = Math.max(...bands.map((band) => contrast(band, background)));
      least = Math.min(least, best);
      if (best < 3) problems.push(`${name}: ring ${best.toFixed(2)}:1 against rgb(${background.slice(0, 3).map(Math.round).join(' ')})`);
    }
  }
  return { problems, least, count };
}
