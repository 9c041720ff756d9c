// `npm run --silent analyze -- [--jsonl] FILE|-` — the analyzer contract of docs/formats.md.
// One position: prints one JSON object (exit 1 when the position is invalid). --jsonl: one result per
// non-blank line, in order; a bad line prints {"error": …} and the batch goes on (exit 0).
import { readFileSync } from 'node:fs';
import { analyze } from '../src/engine/analysis.ts';
import { makeMove, parsePositionText } from '../src/engine/notation.ts';

const USAGE = 'usage: npm run --silent analyze -- [--jsonl] FILE   (FILE may be - for standard input)';

function analyzeText(text: string): { json: string; ok: boolean } {
  const parsed = parsePositionText(text);
  if (!parsed.ok) return { json: JSON.stringify({ error: parsed.error }), ok: false };
  const { distance, line, legalMoves, faultFree } = analyze(parsed.value);
  return {
    json: JSON.stringify({
      distance,
      line: line.map(makeMove),
      legalMoves: legalMoves.map(makeMove),
      faultFree: faultFree.map(makeMove),
    }),
    ok: true,
  };
}

function main(args: readonly string[]): number {
  const jsonl = args.includes('--jsonl');
  const files = args.filter((a) => a !== '--jsonl');
  if (files.length !== 1 || (files[0]!.startsWith('--') && files[0] !== '-')) {
    process.stderr.write(USAGE + '\n');
    return 2;
  }
  const file = files[0]!;
  let text: string;
  try {
    text = readFileSync(file === '-' ? 0 : file, 'utf8');
  } catch (e) {
    const reason = (e as NodeJS.ErrnoException).code === 'ENOENT' ? 'no such file' : (e as Error).message;
    process.stdout.write(JSON.stringify({ error: `cannot read ${file}: ${reason}` }) + '\n');
    return 1;
  }
  if (!jsonl) {
    const result = analyzeText(text);
    process.stdout.write(result.json + '\n');
    return result.ok ? 0 : 1;
  }
  const out: string[] = [];
  for (const line of text.split(/\r?\n/)) {
    if (line.trim() === '') continue;
    out.push(analyzeText(line).json);
  }
  process.stdout.write(out.join('\n') + (out.length ? '\n' : ''));
  return 0;
}

process.exitCode = main(process.argv.slice(2));
