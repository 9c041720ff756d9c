// The import codemod (scripts/codemods/engine-imports.mjs) finds nothing to rewrite in the tree as it
// is: every import of the engine's or the patience room's inside from outside goes through an entry,
// and every name the rooms' clients import is in one. Run after a merge, it fixes what this would catch.
import { spawnSync } from 'node:child_process';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = resolve(import.meta.dirname, '../..');

describe('the import codemod', () => {
  it('has nothing to rewrite, and no name an entry lacks', () => {
    const result = spawnSync(process.execPath, ['scripts/codemods/engine-imports.mjs', '--check'], { cwd: ROOT, encoding: 'utf8' });
    expect(result.stderr).toBe('');
    expect(result.stdout).toBe('0 file(s) to rewrite, 0 problem(s)\n');
    expect(result.status).toBe(0);
  });
});
