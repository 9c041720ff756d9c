// `npm run match`: the bundled command line, spawned as a user runs it.
import { spawnSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildSync } from 'esbuild';
import { beforeAll, describe, expect, it } from 'vitest';

let bundle = '';
beforeAll(() => {
  bundle = join(mkdtempSync(join(tmpdir(), 'match-')), 'match.mjs');
  buildSync({ entryPoints: ['scripts/match.ts'], bundle: true, platform: 'node', format: 'esm', logLevel: 'warning', outfile: bundle });
});

const run = (...args: string[]) => spawnSync('node', [bundle, ...args], { encoding: 'utf8', timeout: 120_000 });
const PLAYER_KEYS = ['level', 'wins', 'faults', 'validKnocks', 'falseKnocks', 'missedKnocks'];

describe('npm run match', () => {
  it('prints a table, then the JSON line last; the expert neither faults, nor knocks falsely, nor misses a knock', () => {
    const out = run('--south', 'expert', '--north', 'beginner', '--games', '4', '--seed', '3', '--json');
    expect(out.status).toBe(0);
    const lines = out.stdout.trim().split('\n');
    expect(lines[0]).toMatch(/^match: 4 games, seed 3/);
    const json = JSON.parse(lines.at(-1)!);
    expect(Object.keys(json)).toEqual(['games', 'draws', 'players']);
    expect(Object.keys(json.players)).toEqual(['south', 'north']);
    for (const seat of ['south', 'north']) expect(Object.keys(json.players[seat])).toEqual(PLAYER_KEYS);
    expect(json.games).toBe(4);
    expect(json.players.south).toMatchObject({ level: 'expert', faults: 0, falseKnocks: 0, missedKnocks: 0 });
    expect(json.players.north.level).toBe('beginner');
    expect(json.players.south.wins + json.players.north.wins + json.draws).toBe(4);
    // The expert's knocks are all valid: each found a fault of the beginner.
    expect(json.players.south.validKnocks).toBeGreaterThan(0);
    expect(json.players.south.validKnocks).toBeLessThanOrEqual(json.players.north.faults);
  });

  it('plays the same games from the same seed', () => {
    const a = run('--south', 'casual', '--north', 'expert', '--games', '2', '--seed', '8', '--json');
    const b = run('--south', 'casual', '--north', 'expert', '--games', '2', '--seed', '8', '--json');
    expect(a.stdout.trim().split('\n').at(-1)).toBe(b.stdout.trim().split('\n').at(-1));
  });

  it.each([
    ['no levels', []],
    ['an unknown level', ['--south', 'grandmaster', '--north', 'expert']],
    ['no games', ['--south', 'expert', '--north', 'expert', '--games', '0']],
    ['a seed that is not a number', ['--south', 'expert', '--north', 'expert', '--seed', 'x']],
    ['an unknown option', ['--south', 'expert', '--north', 'expert', '--fast']],
  ])('%s: one line of usage, exit 2, no stack trace', (_name, args) => {
    const out = run(...args);
    expect(out.status).toBe(2);
    expect(out.stdout).toBe('');
    expect(out.stderr.trim().split('\n')).toHaveLength(1);
    expect(out.stderr).toMatch(/^usage: npm run --silent match -- --south LEVEL --north LEVEL/);
  });
});
