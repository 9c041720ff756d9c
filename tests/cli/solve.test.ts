// The Brigade solver's CLI (scripts/solve.ts) against its contract (docs/patience.md) and hostile input
// (docs/limits.md): built once as `npm run solve` builds it, then run as a user would.
import { spawn, spawnSync } from 'node:child_process';
import { once } from 'node:events';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { testedTool } from './bundle.ts';
import { dealBrigade, makePatiencePosition, parsePatienceMove, parsePatiencePosition } from '../../src/patience/index.ts';
import { solutionProblem } from '../patience/solution.ts';

const tool = testedTool('solve');
const { file, run } = tool;

/** A table one move from the win: every card home but the K♠, alone on pile 0. */
const NEARLY = (() => {
  const json = makePatiencePosition({
    ...dealBrigade(1),
    tableau: [[], [], [], [], [], [], []],
    reserve: Array.from({ length: 13 }, () => []),
    foundations: [12, 13, 13, 13],
  });
  json.tableau[0] = ['KS'];
  return JSON.stringify(json);
})();
/**
 * A table nothing can win: every foundation at 8, its 9 buried, Jacks and Kings on top (a Jack wants a
 * Queen, a King an empty pile), no pile free, no reserve card, and the grace move off.
 */
const STUCK = JSON.stringify({
  ...makePatiencePosition({
    ...dealBrigade(1, 'off'),
    tableau: [],
    reserve: Array.from({ length: 13 }, () => []),
    foundations: [8, 8, 8, 8],
  }),
  tableau: [
    ['9S', 'TS', 'JS'],
    ['9H', 'TH', 'JH'],
    ['9D', 'TD', 'JD'],
    ['9C', 'TC', 'JC'],
    ['QS', 'KS'],
    ['QH', 'KH'],
    ['QD', 'QC', 'KC', 'KD'],
  ],
});

const TOO_LARGE = 'position: too large: more than 65,536 characters, at most 65,536';
const SPAWNS = { timeout: 60_000 };

describe('the contract', SPAWNS, () => {
  it('a position: winnable, with a solution that wins from the position it prints', () => {
    const { status, lines, stderr } = run([file('nearly.json', NEARLY)]);
    expect({ status, stderr }).toEqual({ status: 0, stderr: '' });
    const answer = JSON.parse(lines[0]!);
    expect(Object.keys(answer)).toEqual(['winnable', 'solution', 'position', 'nodes', 'ms']);
    expect(answer).toMatchObject({ winnable: true, solution: [{ card: 'KS', to: 'foundation' }], position: JSON.parse(NEARLY) });
    expect(typeof answer.ms).toBe('number');
  });

  it('--deal N: the deal itself is the position, and the solution replays with the rules', () => {
    const { status, lines } = run(['--deal', '3', '--grace', 'up']);
    expect(status).toBe(0);
    const answer = JSON.parse(lines[0]!);
    expect(answer.position).toEqual(makePatiencePosition(dealBrigade(3, 'up')));
    const position = parsePatiencePosition(answer.position);
    expect(position.ok).toBe(true);
    if (!position.ok) return;
    if (answer.winnable) {
      const moves = (answer.solution as unknown[]).map((m) => parsePatienceMove(m)).map((m) => (m.ok ? m.value : null)!);
      expect(solutionProblem(position.value, moves)).toBeNull();
    } else expect(Object.keys(answer)).toEqual(['winnable', 'position', 'nodes', 'ms']);
  });

  it('not winnable: no solution field, exit 0', () => {
    const { status, lines } = run([file('stuck.json', STUCK)]);
    expect(status).toBe(0);
    expect(Object.keys(JSON.parse(lines[0]!))).toEqual(['winnable', 'position', 'nodes', 'ms']);
    expect(JSON.parse(lines[0]!).winnable).toBe(false);
  });

  it('a search past its cap: "too big", exit 1, never a verdict', () => {
    expect(run(['--deal', '4', '--max-states', '20'])).toEqual({
      status: 1,
      lines: [
        JSON.stringify({ error: 'too big to decide here: the search would store more than 20 tables (--max-states raises the cap)' }),
      ],
      stderr: '',
    });
  });

  it('a bad position: one error line naming the field, exit 1', () => {
    const bad = NEARLY.replace('"KS"', '"1OH"');
    expect(run(['-'], bad)).toEqual({ status: 1, lines: [JSON.stringify({ error: 'tableau[0][0]: "1OH" is not a card' })], stderr: '' });
    expect(run([file('empty.json', '')])).toEqual({
      status: 1,
      lines: [JSON.stringify({ error: 'position: the text is empty' })],
      stderr: '',
    });
  });

  it('wrong usage: the usage on standard error, exit 2', () => {
    for (const args of [
      [],
      ['--deal'],
      ['--deal', 'x'],
      ['--deal', '-1'],
      ['--deal', '3', '--grace', 'down'],
      ['a.json', '--grace', 'up'],
      ['--max-states', '0', 'a.json'],
      ['a', 'b'],
    ]) {
      const { status, stderr, lines } = run(args);
      expect({ args, status, lines }).toEqual({ args, status: 2, lines: [] });
      expect(stderr).toMatch(/^usage: /);
    }
  });

  it('a file that cannot be read: a short error line', () => {
    expect(run([join(tool.dir, 'missing.json')])).toMatchObject({
      status: 1,
      lines: [expect.stringMatching(/^\{"error":"cannot read .*missing\.json: no such file"\}$/)],
    });
  });
});

describe('input limits', SPAWNS, () => {
  it('a 50 MB card string: refused at 64 KB, an error line under 200 characters', () => {
    const huge = NEARLY.replace('"KS"', `"${'Q'.repeat(50 * 1024 * 1024)}"`);
    const { status, lines } = run([file('huge.json', huge)]);
    expect(status).toBe(1);
    expect(lines).toEqual([JSON.stringify({ error: TOO_LARGE })]);
  });

  it('endless input (`yes` on standard input, /dev/zero) is refused as too large, at once', () => {
    for (const command of [`yes | timeout 20 node ${tool.bundle} -`, `timeout 20 node ${tool.bundle} /dev/zero`]) {
      const result = spawnSync('bash', ['-c', command], { encoding: 'utf8' });
      expect({ status: result.status, stdout: result.stdout }).toEqual({ status: 1, stdout: `${JSON.stringify({ error: TOO_LARGE })}\n` });
    }
  });

  it('--jsonl: one answer a line, in order; bad and blank lines answer errors and the batch goes on', () => {
    const huge = NEARLY.replace('"KS"', `"${'Q'.repeat(100_000)}"`);
    const input = [NEARLY, '', '{', huge, NEARLY + '\r'].join('\n') + '\n';
    const { status, lines } = run(['--jsonl', file('batch.jsonl', input)]);
    expect(status).toBe(0);
    expect(lines.map((line) => JSON.parse(line))).toEqual([
      expect.objectContaining({ winnable: true }),
      { error: 'line 2: empty line' },
      { error: expect.stringMatching(/^line 3: not valid JSON/) },
      { error: expect.stringMatching(/^line 4: position: too large: /) },
      expect.objectContaining({ winnable: true }),
    ]);
  });

  it('--jsonl: each answer is written as it is decided, before the next line comes', async () => {
    const child = spawn(process.execPath, [tool.bundle, '--jsonl', '-'], { stdio: ['pipe', 'pipe', 'pipe'] });
    child.stdout.setEncoding('utf8');
    let out = '';
    child.stdout.on('data', (data: string) => (out += data));
    child.stdin.write(`${NEARLY}\n`);
    while (!out.includes('\n')) await once(child.stdout, 'data');
    child.stdin.end('[[[\n');
    const [code] = await once(child, 'close');
    expect(out.split('\n')).toEqual([
      expect.stringMatching(/^\{"winnable":true,/),
      expect.stringMatching(/^\{"error":"line 2: not valid JSON/),
      '',
    ]);
    expect(code).toBe(0);
  });

  it('endless lines (`yes | solve --jsonl -`) are answered one by one as they come', () => {
    const result = spawnSync('bash', ['-c', `yes | timeout 20 node ${tool.bundle} --jsonl - | head -3`], { encoding: 'utf8' });
    expect(
      result.stdout
        .split('\n')
        .slice(0, 3)
        .map((line) => JSON.parse(line).error),
    ).toEqual([1, 2, 3].map((n) => expect.stringMatching(new RegExp(`^line ${n}: not valid JSON`))));
  });

  it('`| head -1` ends it quietly with exit 3', () => {
    file('many.jsonl', `${NEARLY}\n`.repeat(3000));
    const result = spawnSync('bash', ['-c', `node ${tool.bundle} --jsonl many.jsonl | head -1; echo "exit=\${PIPESTATUS[0]}" >&2`], {
      encoding: 'utf8',
      cwd: tool.dir,
    });
    expect(result.stdout).toMatch(/^\{"winnable":true,[^\n]*\n$/);
    expect(result.stderr).toBe('exit=3\n');
  });
});
