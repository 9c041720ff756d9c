// Builds a command-line tool for its test the way its npm script builds it (the script's own esbuild
// command), into a folder of the test's own, and runs it as a user would.
import { execSync, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, expect } from 'vitest';

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

/** A tool under test: its bundle and folder, a file written there, and a run whose stdout comes as lines. */
export interface TestedTool {
  readonly dir: string;
  readonly bundle: string;
  file(name: string, text: string | Buffer): string;
  run(args: string[], input?: string): { status: number | null; lines: string[]; stderr: string };
}

/** Builds the tool `name` before the file's tests (removed after them), for a test file's top level. */
export function testedTool(name: string): TestedTool {
  let dir = '';
  let bundle = '';
  beforeAll(() => {
    ({ dir, bundle } = buildTool(name));
  }, 60_000);
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  return {
    get dir() {
      return dir;
    },
    get bundle() {
      return bundle;
    },
    file(fileName, text) {
      const path = join(dir, fileName);
      writeFileSync(path, text);
      return path;
    },
    run(args, input) {
      const result = spawnSync(process.execPath, [bundle, ...args], { input, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
      const lines = result.stdout === '' ? [] : result.stdout.replace(/\n$/, '').split('\n');
      return { status: result.status, lines, stderr: result.stderr };
    },
  };
}
