// The rooms' import rules (docs/architecture.md §1) are eslint's: this checks that they fire, by linting
// a few lines as if they were written in each room, with the repo's own eslint.config.js.
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
  it('may use the engine through its public entry points only, and never the tooling', async () => {
    const entries =
      "import { gameAt } from '../engine/index.ts';\nimport { LocalReferee } from '../engine/search/index.ts';\nexport const a = [gameAt, LocalReferee];\n";
    expect(await roomErrors('src/learn/x.ts', entries)).toEqual([]);
    const inside = await roomErrors(
      'src/learn/x.ts',
      "import { cardLabel } from '../engine/cards.ts';\nimport { Searcher } from '../engine/search/searcher.ts';\nimport { randomPosition } from '../tooling/generate.ts';\nexport const a = [cardLabel, Searcher, randomPosition];\n",
    );
    expect(inside).toEqual([
      expect.stringMatching(
        /Outside src\/engine, use it only through its public entry points \(src\/engine\/index\.ts, src\/engine\/search\/index\.ts\)/,
      ),
      expect.stringMatching(/Outside src\/engine/),
      expect.stringMatching(/must not import the tooling/),
    ]);
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
  it("may use the engine's pure helpers, through its public API", async () => {
    expect(await roomErrors('src/patience/x.ts', "import { ok } from '../engine/index.ts';\nexport const a = ok;\n")).toEqual([]);
    expect(await roomErrors('src/patience/solver/x.ts', "import { ok } from '../../engine/result.ts';\nexport const a = ok;\n")).toEqual([
      expect.stringMatching(/Outside src\/engine, use it only through its public entry points/),
    ]);
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
  it('may import the engine, the patience room and the tooling, not the store', async () => {
    const allowed =
      "import { solve } from '../src/patience/index.ts';\nimport { Searcher } from '../src/engine/search/index.ts';\nimport { carelessGame } from '../src/tooling/selfplay-careless.ts';\nexport const a = [solve, Searcher, carelessGame];\n";
    expect(await roomErrors('scripts/x.ts', allowed)).toEqual([]);
    expect(await roomErrors('scripts/x.ts', "import { a } from '../src/store/gameStore.ts';\nexport const b = a;\n")).toHaveLength(1);
  });

  it('reach the engine and the patience room through their entry points only', async () => {
    expect(
      await roomErrors(
        'scripts/x.ts',
        "import { solve } from '../src/patience/solver/search.ts';\nimport { legalMoves } from '../src/engine/moves.ts';\nexport const a = [solve, legalMoves];\n",
      ),
    ).toEqual([
      expect.stringMatching(/Outside src\/patience, use it only through its public entry points \(src\/patience\/index\.ts\)/),
      expect.stringMatching(/Outside src\/engine, use it only through its public entry points/),
    ]);
  });
});

describe('the UI, the store, the bench and the tests of other rooms', () => {
  it('use the engine through its entry points only', async () => {
    const inside =
      "import { legalMoves } from '../engine/moves.ts';\nimport { LocalReferee } from '../engine/referee.ts';\nexport const a = [legalMoves, LocalReferee];\n";
    expect(await roomErrors('src/ui/x.ts', inside)).toHaveLength(2);
    expect(await roomErrors('src/store/x.ts', inside)).toHaveLength(2);
    expect(
      await roomErrors('src/ui/table/x.tsx', "import { legalMoves } from '../../engine/moves.ts';\nexport const a = legalMoves;\n"),
    ).toHaveLength(1);
    expect(
      await roomErrors('src/main.tsx', "import { decodePositionLink } from './engine/link.ts';\nexport const a = decodePositionLink;\n"),
    ).toHaveLength(1);
    expect(
      await roomErrors('bench/page/x.ts', "import { newGame } from '../../src/engine/game.ts';\nexport const a = newGame;\n"),
    ).toHaveLength(1);
    expect(
      await roomErrors('tests/ui/x.test.ts', "import { newGame } from '../../src/engine/game.ts';\nexport const a = newGame;\n"),
    ).toHaveLength(1);
    const entries =
      "import { legalMoves } from '../engine/index.ts';\nimport { LocalReferee } from '../engine/search/index.ts';\nexport const a = [legalMoves, LocalReferee];\n";
    expect(await roomErrors('src/ui/x.ts', entries)).toEqual([]);
  });

  it('the page never imports the tooling', async () => {
    expect(
      await roomErrors('src/ui/x.ts', "import { randomPosition } from '../tooling/generate.ts';\nexport const a = randomPosition;\n"),
    ).toEqual([expect.stringMatching(/must not import the tooling/)]);
  });

  it("the engine's own tests and the tooling may reach inside; other tests may use the engine's test helpers", async () => {
    const board = "import { Board } from '../../src/engine/search/board.ts';\nexport const a = Board;\n";
    expect(await roomErrors('tests/engine/x.test.ts', board)).toEqual([]);
    expect(await roomErrors('tests/exact/x.exact.test.ts', board)).toEqual([]);
    expect(await roomErrors('src/tooling/x.ts', "import { Board } from '../engine/search/board.ts';\nexport const a = Board;\n")).toEqual(
      [],
    );
    expect(
      await roomErrors('tests/ui/x.test.ts', "import { gameFrom } from '../engine/helpers.ts';\nexport const a = gameFrom;\n"),
    ).toEqual([]);
  });
});

describe('every room', () => {
  it('names its exports: no `export *`', async () => {
    const [result] = await eslint.lintText("export * from './cards.ts';\n", { filePath: resolve(ROOT, 'src/engine/x.ts') });
    expect(result!.messages.map((m) => m.message)).toEqual([expect.stringMatching(/Name each export/)]);
  });
});
