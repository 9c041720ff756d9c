// The rooms' import rules (docs/architecture.md §1) are eslint's: this checks that they fire, by linting
// a few lines as if they were written in src/learn and src/engine, with the repo's own eslint.config.js.
import { resolve } from 'node:path';
import { ESLint } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, expect, it } from 'vitest';

const ROOT = resolve(import.meta.dirname, '../..');
// The import rules read no types, and these few lines are in no file the TypeScript project knows.
const eslint = new ESLint({ cwd: ROOT, overrideConfig: tseslint.configs.disableTypeChecked });

/** The messages of the import and global rules for `code` written at `path`. */
async function roomErrors(path: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: resolve(ROOT, path) });
  return result!.messages.filter((m) => m.ruleId === 'no-restricted-imports' || m.ruleId === 'no-restricted-globals').map((m) => m.message);
}

describe('the teaching room, src/learn', () => {
  it('may use the engine through its public API only', async () => {
    expect(await roomErrors('src/learn/x.ts', "import { gameAt } from '../engine/index.ts';\nexport const a = gameAt;\n")).toEqual([]);
    const inside = await roomErrors('src/learn/x.ts', "import { cardLabel } from '../engine/cards.ts';\nimport { Searcher } from '../engine/search/index.ts';\nexport const a = [cardLabel, Searcher];\n");
    expect(inside).toHaveLength(2);
    expect(inside[0]).toMatch(/only through its public API, src\/engine\/index\.ts/);
  });

  it('may not use React, zustand, dnd-kit, the store, the UI or the DOM', async () => {
    const code = [
      "import { useState } from 'react';",
      "import { create } from 'zustand';",
      "import { useDraggable } from '@dnd-kit/core';",
      "import { createGameStore } from '../store/gameStore.ts';",
      "import { App } from '../ui/App.tsx';",
      'export const a = [useState, create, useDraggable, createGameStore, App, window, localStorage];',
    ].join('\n');
    expect(await roomErrors('src/learn/x.ts', code)).toHaveLength(7);
  });
});

describe('the engine', () => {
  it('may not import the teaching room', async () => {
    expect(await roomErrors('src/engine/x.ts', "import { LESSONS } from '../learn/index.ts';\nexport const a = LESSONS;\n")).toEqual([
      expect.stringMatching(/must not import the store, the UI or the teaching room/),
    ]);
  });
});

describe('the patience room, src/patience', () => {
  it('may use the engine\'s pure helpers', async () => {
    expect(await roomErrors('src/patience/x.ts', "import { ok } from '../engine/result.ts';\nexport const a = ok;\n")).toEqual([]);
  });

  it('may not use React, zustand, dnd-kit, the store, the UI, the teaching room or the DOM', async () => {
    const code = [
      "import { useState } from 'react';",
      "import { create } from 'zustand';",
      "import { useDraggable } from '@dnd-kit/core';",
      "import { createGameStore } from '../store/gameStore.ts';",
      "import { App } from '../ui/App.tsx';",
      "import { LESSONS } from '../learn/index.ts';",
      'export const a = [useState, create, useDraggable, createGameStore, App, LESSONS, window, document];',
    ].join('\n');
    const errors = await roomErrors('src/patience/solver/x.ts', code);
    expect(errors).toHaveLength(8);
    expect(errors[0]).toMatch(/patience room must not depend on React/);
  });
});

describe('the scripts', () => {
  it('may import the engine and the patience room, not the store', async () => {
    expect(await roomErrors('scripts/x.ts', "import { solve } from '../src/patience/solver/search.ts';\nexport const a = solve;\n")).toEqual([]);
    expect(await roomErrors('scripts/x.ts', "import { a } from '../src/store/gameStore.ts';\nexport const b = a;\n")).toHaveLength(1);
  });
});
