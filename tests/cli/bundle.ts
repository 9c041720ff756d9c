// Builds a command-line tool for its test the way its npm script builds it (the script's own esbuild
// command), into a folder of the test's own.
import { execSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { expect } from 'vitest';

const ROOT = resolve(import.meta.dirname, '../..');

/** The tool's bundle (`name`.mjs) in a new temporary folder, built by package.json's script `name`. */
export function buildTool(name: string): { dir: string; bundle: string } {
  const script = (JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as { scripts: Record<string, string> }).scripts[name]!;
  const build = script.split(' && ')[0]!;
  expect(build).toMatch(new RegExp(`^esbuild scripts/${name}\\.ts .*--outfile=dist-node/${name}\\.mjs$`));
  const dir = mkdtempSync(join(tmpdir(), `brigadier-${name}-`));
  const bundle = join(dir, `${name}.mjs`);
  execSync(build.replace(`--outfile=dist-node/${name}.mjs`, `--outfile=${bundle}`), {
    cwd: ROOT,
    env: { ...process.env, PATH: `${join(ROOT, 'node_modules/.bin')}:${process.env.PATH}` },
    stdio: 'pipe',
  });
  return { dir, bundle };
}
