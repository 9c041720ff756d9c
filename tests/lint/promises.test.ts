// The promise rules read the types (eslint.config.js, the type-checked block): a promise nobody awaits
// or catches loses its error and its order. This lints a few lines as if they were written in the
// store, with the repo's own eslint.config.js, and checks that the rules fire where they should and
// stay quiet where the promise is handled.
import { resolve } from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const ROOT = resolve(import.meta.dirname, '../..');
/** Where the lines are linted as if written: no such file is on disk, so the project service is told to take it. */
const PATH = 'src/store/promises-lint-check.ts';
const eslint = new ESLint({
  cwd: ROOT,
  overrideConfig: {
    languageOptions: { parserOptions: { projectService: { allowDefaultProject: [PATH], defaultProject: 'tsconfig.json' } } },
  },
});

/** A promise-returning function for the lines below to call. */
const SAVE = 'export async function save(): Promise<number> {\n  return 1;\n}\n';

/** The rules of the promise rules that fire for `body`, written in src/store after SAVE. */
async function promiseRules(body: string): Promise<(string | null)[]> {
  const [result] = await eslint.lintText(SAVE + body, { filePath: resolve(ROOT, PATH) });
  expect(result!.messages.filter((m) => m.fatal)).toEqual([]);
  return result!.messages.map((m) => m.ruleId).filter((rule) => rule?.endsWith('-promises'));
}

describe('the promise rules', () => {
  it('refuse a promise left floating', async () => {
    expect(await promiseRules('export function go(): void {\n  save();\n}\n')).toEqual(['@typescript-eslint/no-floating-promises']);
  });

  it('refuse a .then chain with no rejection handler', async () => {
    expect(await promiseRules('export function go(): void {\n  save().then((n) => n + 1);\n}\n')).toEqual([
      '@typescript-eslint/no-floating-promises',
    ]);
  });

  it('refuse an async listener where nothing awaits what it returns', async () => {
    const code = "export function go(): void {\n  window.addEventListener('click', async () => {\n    await save();\n  });\n}\n";
    expect(await promiseRules(code)).toEqual(['@typescript-eslint/no-misused-promises']);
  });

  it('accept a promise awaited, caught, or marked void', async () => {
    const code = [
      'export async function go(): Promise<void> {',
      '  await save();',
      '  save().catch(() => undefined);',
      '  void save();',
      '}',
      '',
    ].join('\n');
    expect(await promiseRules(code)).toEqual([]);
  });
});
