// The analyzer CLI (scripts/analyze.ts) against hostile input (docs/limits.md): built once as
// `npm run analyze` builds it, then run as a user would, through a shell where a pipe is involved.
import { spawn, spawnSync } from 'node:child_process';
import { once } from 'node:events';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { testedTool } from './bundle.ts';

const tool = testedTool('analyze');
const { file, run } = tool;

/** The docs/formats.md example on one line: distance 2. */
const EXAMPLE = JSON.stringify({
  format: 'brigadier-position/1',
  toMove: 0,
  players: [
    { deck: ['9D', '2D'], inPlay: '7H', discard: ['KH', '4C'], claw: ['3D', 'JS'] },
    { deck: [], inPlay: null, discard: [], claw: ['8S'] },
  ],
  tableau: [['5H', '9C'], ['KS'], ['KS'], ['KD'], ['QC'], ['QC'], ['2S'], ['3S']],
  foundations: [['AH', '2H', '3H', '4H']],
});

/** The refusal of a position given up on at the limit (its length past that is never read). */
const TOO_LARGE = 'position: too large: more than 65,536 characters, at most 65,536';
const NO_TRACE = /\n\s+at |Error:|node:internal/;
/** Each test starts node on the bundle, some with 50 MB of input: seconds on a busy machine (no timing is asserted). */
const SPAWNS = { timeout: 60_000 };

describe('one position', SPAWNS, () => {
  it('is analyzed: the docs/formats.md example has distance 2', () => {
    const { status, lines, stderr } = run([file('example.json', EXAMPLE)]);
    expect(status).toBe(0);
    expect(JSON.parse(lines[0]!)).toMatchObject({ distance: 2 });
    expect(stderr).toBe('');
  });

  it('with a UTF-8 BOM is accepted, from a file and from standard input', () => {
    const bom = Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(EXAMPLE)]);
    expect(run([file('bom.json', bom)])).toMatchObject({ status: 0, lines: [expect.stringMatching(/^\{"distance":2,/)] });
    expect(run(['-'], '\uFEFF' + EXAMPLE)).toMatchObject({ status: 0, lines: [expect.stringMatching(/^\{"distance":2,/)] });
  });

  it.each([
    ['20 KB of deep nesting', () => '['.repeat(20_000), 'position: nested more than 64 levels deep in arrays and objects'],
    ['"toMove": 1e309', () => EXAMPLE.replace('"toMove":0', '"toMove":1e309'), 'toMove: out of range (must be 0 or 1)'],
    ['an empty file', () => '', 'position: the text is empty'],
  ])('refused (%s): one error line, exit 1, no stack trace', (_, text, error) => {
    const { status, lines, stderr } = run([file('bad.json', text())]);
    expect({ status, lines, stderr }).toEqual({ status: 1, lines: [JSON.stringify({ error })], stderr: '' });
  });

  it('with a 50 MB card string: an error line under 200 characters', () => {
    const huge = EXAMPLE.replace('"5H"', `"${'Q'.repeat(50 * 1024 * 1024)}"`);
    const { status, lines, stderr } = run([file('huge.json', huge)]);
    expect(status).toBe(1);
    expect(lines).toHaveLength(1);
    expect(lines[0]!.length).toBeLessThan(200);
    expect(JSON.parse(lines[0]!).error).toBe(TOO_LARGE);
    expect(stderr).toBe('');
  });

  // Input that never ends is refused once 64 KB have come: the answer proves the rest was never read.
  it.each([
    ['/dev/zero', 'timeout 20 node BUNDLE /dev/zero'],
    ['`yes` on standard input', 'yes | timeout 20 node BUNDLE -'],
    ['a FIFO fed by `yes`', 'rm -f fifo && mkfifo fifo && (yes > fifo 2>/dev/null &) && timeout 20 node BUNDLE fifo'],
  ])('endless (%s): refused as too large, exit 1', (_, command) => {
    const result = spawnSync('bash', ['-c', command.replace('BUNDLE', tool.bundle)], { encoding: 'utf8', cwd: tool.dir });
    expect({ status: result.status, stdout: result.stdout, stderr: result.stderr }).toEqual({
      status: 1,
      stdout: `${JSON.stringify({ error: TOO_LARGE })}\n`,
      stderr: '',
    });
  });

  it('that cannot be read, or wrong usage: a short message, no stack trace', () => {
    expect(run([join(tool.dir, 'missing.json')])).toMatchObject({
      status: 1,
      lines: [expect.stringMatching(/^\{"error":"cannot read .*missing\.json: no such file"\}$/)],
    });
    expect(run([tool.dir]).status).toBe(1);
    const usage = run([]);
    expect(usage.status).toBe(2);
    expect(usage.stderr).toMatch(/^usage: /);
    expect(usage.stderr).not.toMatch(NO_TRACE);
  });
});

describe('--jsonl', SPAWNS, () => {
  it('answers every line, in order, one output line per input line, blanks and hostile lines included', () => {
    const input = [
      EXAMPLE,
      '',
      '['.repeat(20_000),
      EXAMPLE.replace('"toMove":0', '"toMove":1e309'),
      '   ',
      `{"format": "${'x'.repeat(1000)}"}`,
      EXAMPLE.replace('"toMove":0', '"toMove":1'),
      EXAMPLE + '\r',
    ];
    const { status, lines, stderr } = run(['--jsonl', file('batch.jsonl', input.join('\n') + '\n')]);
    expect(status).toBe(0);
    expect(stderr).toBe('');
    expect(lines).toHaveLength(input.length);
    const out = lines.map((line) => JSON.parse(line) as { distance?: number | null; error?: string });
    expect(out[0]).toMatchObject({ distance: 2 });
    expect(out[1]).toEqual({ error: 'line 2: empty line' });
    expect(out[2]).toEqual({ error: 'line 3: position: nested more than 64 levels deep in arrays and objects' });
    expect(out[3]).toEqual({ error: 'line 4: toMove: out of range (must be 0 or 1)' });
    expect(out[4]).toEqual({ error: 'line 5: empty line' });
    expect(out[5]!.error).toMatch(/^line 6: format: "x{60}…" is not a known format/);
    expect(out[6]).toHaveProperty('distance');
    expect(out[7]).toMatchObject({ distance: 2 });
  });

  it('a 50 MB line among good ones gets a short error line, and the good ones their answers', () => {
    const huge = EXAMPLE.replace('"5H"', `"${'Q'.repeat(50 * 1024 * 1024)}"`);
    const { status, lines } = run(['--jsonl', file('huge.jsonl', [EXAMPLE, huge, EXAMPLE].join('\n'))]);
    expect(status).toBe(0);
    expect(lines).toHaveLength(3);
    expect(lines[1]!.length).toBeLessThan(200);
    expect(lines[1]).toMatch(/^\{"error":"line 2: position: too large: /);
    expect([lines[0], lines[2]].map((line) => JSON.parse(line!).distance)).toEqual([2, 2]);
  });

  it('an endless line (/dev/zero) is refused as soon as it passes the limit, while it is still coming', async () => {
    const child = spawn(process.execPath, [tool.bundle, '--jsonl', '/dev/zero'], { stdio: ['ignore', 'pipe', 'pipe'] });
    child.stdout.setEncoding('utf8');
    let out = '';
    while (!out.includes('\n')) out += String((await once(child.stdout, 'data'))[0]);
    child.kill();
    expect(out).toBe(`${JSON.stringify({ error: `line 1: ${TOO_LARGE}` })}\n`);
  });

  it('endless lines (`yes`) are answered one by one as they come: the stream goes on', () => {
    const result = spawnSync('bash', ['-c', `yes | timeout 20 node ${tool.bundle} --jsonl - | head -3`], { encoding: 'utf8' });
    expect(
      result.stdout
        .split('\n')
        .slice(0, 3)
        .map((line) => JSON.parse(line).error),
    ).toEqual([1, 2, 3].map((n) => expect.stringMatching(new RegExp(`^line ${n}: not valid JSON`))));
  });

  it('writes each answer as it goes: the first comes out before the second line is sent', async () => {
    const child = spawn(process.execPath, [tool.bundle, '--jsonl', '-'], { stdio: ['pipe', 'pipe', 'pipe'] });
    child.stdout.setEncoding('utf8');
    let out = '';
    child.stdout.on('data', (data: string) => (out += data));
    const lines = async (n: number) => {
      while (out.split('\n').length - 1 < n) await once(child.stdout, 'data');
    };
    child.stdin.write(`${EXAMPLE}\n`);
    await lines(1);
    child.stdin.write('\n');
    await lines(2);
    child.stdin.end('[[[\n');
    const [code] = await once(child, 'close');
    expect(out.split('\n')).toEqual([
      expect.stringMatching(/^\{"distance":2,/),
      '{"error":"line 2: empty line"}',
      expect.stringMatching(/^\{"error":"line 3: not valid JSON/),
      '',
    ]);
    expect(code).toBe(0);
  });

  it('reads standard input ("-")', () => {
    expect(run(['--jsonl', '-'], `${EXAMPLE}\n\n`).lines).toEqual([
      expect.stringMatching(/^\{"distance":2,/),
      '{"error":"line 2: empty line"}',
    ]);
  });
});

describe('the node budget (search/budget.ts): a table too hard to decide here', SPAWNS, () => {
  const TOO_HARD = 'too hard to decide here: the search would store more than 3 states (--no-budget searches on)';

  it('one position: an error line, exit 1, never a guess; --no-budget answers it', () => {
    const example = file('hard.json', EXAMPLE);
    expect(run(['--max-nodes', '3', example])).toEqual({ status: 1, lines: [JSON.stringify({ error: TOO_HARD })], stderr: '' });
    expect(JSON.parse(run(['--no-budget', example]).lines[0]!)).toMatchObject({ distance: 2 });
    expect(JSON.parse(run([example]).lines[0]!)).toMatchObject({ distance: 2 });
  });

  it('a batch: that line answers its error and the batch goes on, exit 0', () => {
    const start = JSON.stringify({ ...JSON.parse(EXAMPLE), tableau: [['5H'], [], [], [], [], [], [], []] });
    const { status, lines } = run(['--jsonl', '--max-nodes', '3', file('batch.jsonl', `${EXAMPLE}\n${start}\n`)]);
    expect(status).toBe(0);
    expect(lines[0]).toBe(JSON.stringify({ error: `line 1: ${TOO_HARD}` }));
    expect(JSON.parse(lines[1]!)).toMatchObject({ distance: 0 });
  });

  it('a budget that is not a whole number, or both options: the usage, exit 2', () => {
    const example = file('example.json', EXAMPLE);
    for (const args of [
      ['--max-nodes', 'lots', example],
      ['--max-nodes', '10', '--no-budget', example],
    ]) {
      const { status, stderr } = run(args);
      expect(status).toBe(2);
      expect(stderr).toMatch(/^usage: /);
    }
  });
});

describe('when the output goes away', SPAWNS, () => {
  const shell = (command: string) => spawnSync('bash', ['-c', command], { encoding: 'utf8', cwd: tool.dir });

  it('`| head -1`: the first answer, then a quiet stop with exit 3 (EPIPE), no stack trace', () => {
    // 3,000 answers are far more than a pipe holds, so the analyzer is still writing when head leaves.
    file('many.jsonl', `${EXAMPLE}\n`.repeat(3000));
    const result = shell(`node ${tool.bundle} --jsonl many.jsonl | head -1; echo "exit=\${PIPESTATUS[0]}" >&2`);
    expect(result.stdout).toMatch(/^\{"distance":2,[^\n]*\n$/);
    expect(result.stderr).toBe('exit=3\n');
  });

  it('a full disk (/dev/full, ENOSPC): exit 3, no stack trace', () => {
    file('one.json', EXAMPLE);
    for (const args of ['one.json', '--jsonl many.jsonl']) {
      const result = shell(`node ${tool.bundle} ${args} > /dev/full`);
      expect(result.status).toBe(3);
      expect(result.stderr).toBe('');
    }
  });
});
