// The engine's entry points (docs/architecture.md, "Entry points"): the rules' entry, src/engine/index.ts,
// reaches no module of the search, so the referee's types and verdict helpers, and the page's first
// load, come without it; and the search's entry loads the search.
import { readFileSync } from 'node:fs';
import { dirname, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = resolve(import.meta.dirname, '../..');
/** Every import or re-export that stays in the built code: `import type` and `export type` do not. */
const LOADED = /^(?:import|export)\s+(type\s+)?[^;]*?from\s+'([^']+)'/gm;

/** The repo paths of the modules that loading `entry` loads, `entry` among them. */
function loadedFrom(entry: string): Set<string> {
  const seen = new Set<string>();
  const visit = (path: string) => {
    if (seen.has(path)) return;
    seen.add(path);
    const text = readFileSync(resolve(ROOT, path), 'utf8');
    for (const [, typeOnly, specifier] of text.matchAll(LOADED)) {
      if (!typeOnly && specifier!.startsWith('.')) visit(relative(ROOT, resolve(dirname(resolve(ROOT, path)), specifier!)));
    }
  };
  visit(entry);
  return seen;
}

describe("the engine's entry points", () => {
  it("the rules' entry loads no module of the search, nor the referee or the analyzer over it", () => {
    const loaded = [...loadedFrom('src/engine/index.ts')];
    expect(loaded).toContain('src/engine/verdicts.ts');
    expect(loaded.filter((path) => /^src\/engine\/(search\/|referee\.ts|analysis\.ts)/.test(path))).toEqual([]);
  });

  it("the search's entry loads the search and the referee that uses it", () => {
    const loaded = loadedFrom('src/engine/search/index.ts');
    for (const path of ['src/engine/referee.ts', 'src/engine/analysis.ts', 'src/engine/search/astar.ts']) expect(loaded).toContain(path);
  });
});
