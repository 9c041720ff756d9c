// `npm run --silent analyze -- [--jsonl] [--max-nodes N | --no-budget] FILE|-` — the analyzer contract
// of docs/formats.md, hardened against hostile input (the limits and exit codes are in docs/limits.md).
// - Each search stores at most N states (default the stranger's budget, search/budget.ts, which keeps
//   it within about 256 MB): a position that needs more answers {"error":"too hard to decide here: …"}
//   (exit 1 for one position; a batch goes on), never a guess. --no-budget searches with no limit.
// - One position: prints one JSON object; exit 1 when the position is refused.
// - --jsonl: one output line per input line, in order, each written as soon as it is answered. A blank
//   line answers {"error":"line N: empty line"}, so that line N of the output answers line N of the
//   input; a refused line answers {"error":"line N: …"} and the batch goes on (exit 0).
// - Input is read in chunks and never held past the position limit (64 KB) per line, however large.
//   One position stops reading at the limit and is refused at once (a 4 GB file, /dev/zero, `yes`); a
//   batch line past it is refused at once and skipped to its end, however far that is, and the batch
//   goes on after it.
// - Exit 2: wrong usage. Exit 3: the output could not be written (EPIPE when the reader went away, as
//   in `… | head -1`; ENOSPC): the analyzer stops quietly. Exit 70: an internal error, told in one line.
//   No input makes it print a stack trace.
import { createReadStream } from 'node:fs';
import { once } from 'node:events';
import type { Readable } from 'node:stream';
import { analyzeWithin } from '../src/engine/analysis.ts';
import { STRANGER_NODES } from '../src/engine/search/budget.ts';
import { shorten, tooLarge, tooLargeUnread } from '../src/engine/json.ts';
import { makeMove, parsePositionText, POSITION_TEXT } from '../src/engine/notation.ts';
import { err, ok, type Result } from '../src/engine/result.ts';

const USAGE = 'usage: npm run --silent analyze -- [--jsonl] [--max-nodes N | --no-budget] FILE   (FILE may be - for standard input)';
const EXIT = { ok: 0, refused: 1, usage: 2, output: 3, internal: 70 } as const;
const MAX = POSITION_TEXT.maxChars;

const errorLine = (error: string) => JSON.stringify({ error });

/** The output went away (the reader closed the pipe) or the disk is full: stop quietly. */
const isOutputGone = (e: unknown) => ['EPIPE', 'ENOSPC'].includes((e as NodeJS.ErrnoException)?.code ?? '');

/** Writes one line and waits until the system has taken it, so output goes out as it is answered. */
async function writeLine(line: string): Promise<void> {
  if (!process.stdout.write(line + '\n')) await once(process.stdout, 'drain');
}

/**
 * A piece of the input: its text kept up to the limit (plus one character), and how long it is. A piece
 * cut short (`whole: false`) went on past the limit and was answered before its end was read.
 */
interface Piece {
  readonly text: string;
  readonly length: number;
  readonly whole: boolean;
}

/**
 * The input cut into lines (or kept whole), each held only up to MAX + 1 characters: a 50 MB line costs
 * no more memory than a 64 KB one. A piece that passes the limit is given out at once, before its end
 * is read: one position stops reading there; a batch line is then skipped to its end. A "\r" before the
 * "\n" is dropped; an empty end after the last "\n" is not a line.
 */
async function* pieces(input: Readable, byLine: boolean): AsyncGenerator<Piece> {
  input.setEncoding('utf8');
  let text = '';
  let length = 0;
  /** The current line passed the limit and was given out already: the rest of it is skipped. */
  let skipping = false;
  const add = (part: string) => {
    length += part.length;
    if (text.length <= MAX) text += part.slice(0, MAX + 1 - text.length);
  };
  const done = (whole: boolean): Piece => {
    const cr = whole && text.endsWith('\r');
    const piece = { text: cr ? text.slice(0, -1) : text, length: cr ? length - 1 : length, whole };
    text = '';
    length = 0;
    return piece;
  };
  for await (const chunk of input as AsyncIterable<string>) {
    let start = 0;
    for (let nl = byLine ? chunk.indexOf('\n') : -1; nl >= 0; nl = chunk.indexOf('\n', start)) {
      add(chunk.slice(start, nl));
      if (skipping) done(true);
      else yield done(true);
      skipping = false;
      start = nl + 1;
    }
    add(chunk.slice(start));
    if (!skipping && length > MAX + 1) {
      // Past the limit: answered now, whatever follows (a 4 GB file, /dev/zero, `yes`).
      const cut = done(false);
      yield cut;
      if (!byLine) return;
      skipping = true;
      length = cut.length;
    }
  }
  if (!skipping && (!byLine || length > 0)) yield done(true);
}

/** The analysis of one piece of input as a JSON line, or why it was refused (too large: without parsing it). */
function answer(piece: Piece, maxNodes: number): Result<string> {
  if (!piece.whole) return err(tooLargeUnread(POSITION_TEXT));
  if (piece.length > MAX) return err(tooLarge(POSITION_TEXT, piece.length));
  const parsed = parsePositionText(piece.text);
  if (!parsed.ok) return parsed;
  const analysis = analyzeWithin(parsed.value, maxNodes);
  if ('tooHard' in analysis) {
    return err(`too hard to decide here: the search would store more than ${maxNodes.toLocaleString('en-US')} states (--no-budget searches on)`);
  }
  const { distance, line, legalMoves, faultFree } = analysis;
  return ok(JSON.stringify({ distance, line: line.map(makeMove), legalMoves: legalMoves.map(makeMove), faultFree: faultFree.map(makeMove) }));
}

async function main(args: readonly string[]): Promise<number> {
  const rest = [...args];
  const take = (flag: string) => {
    const at = rest.indexOf(flag);
    return at >= 0 ? rest.splice(at, flag === '--max-nodes' ? 2 : 1) : null;
  };
  const jsonl = take('--jsonl') !== null;
  const noBudget = take('--no-budget') !== null;
  const budgetGiven = take('--max-nodes');
  const maxNodes = noBudget ? Infinity : budgetGiven ? Number(budgetGiven[1]) : STRANGER_NODES;
  const files = rest;
  const badBudget = !(Number.isSafeInteger(maxNodes) && maxNodes >= 0) && maxNodes !== Infinity;
  if (badBudget || (noBudget && budgetGiven) || files.length !== 1 || (files[0]!.startsWith('--') && files[0] !== '-')) {
    process.stderr.write(USAGE + '\n');
    return EXIT.usage;
  }
  const file = files[0]!;
  const input = file === '-' ? process.stdin : createReadStream(file);
  let lineNumber = 0;
  try {
    for await (const piece of pieces(input, jsonl)) {
      lineNumber++;
      if (!jsonl) {
        const result = answer(piece, maxNodes);
        await writeLine(result.ok ? result.value : errorLine(result.error));
        return result.ok ? EXIT.ok : EXIT.refused;
      }
      const result = piece.text.trim() === '' ? err('empty line') : answer(piece, maxNodes);
      await writeLine(result.ok ? result.value : errorLine(`line ${lineNumber}: ${result.error}`));
    }
  } catch (e) {
    if (isOutputGone(e)) return EXIT.output;
    const code = (e as NodeJS.ErrnoException).code;
    if (typeof code !== 'string') throw e;
    // The input could not be read (no such file, a directory, …): said as an error line, not a trace.
    const reason = code === 'ENOENT' ? 'no such file' : shorten((e as Error).message, 120);
    await writeLine(errorLine(`cannot read ${shorten(file, 60)}: ${reason}`));
    return EXIT.refused;
  }
  return EXIT.ok;
}

/** The last resort: one short line on standard error, never a stack trace, and a code that says which. */
function fail(e: unknown): void {
  if (isOutputGone(e)) process.exit(EXIT.output);
  process.stderr.write(`analyze: internal error: ${shorten(String((e as Error)?.message ?? e), 200)}\n`);
  process.exit(EXIT.internal);
}

// A pipe closed by its reader is reported here, not by write(): end quietly either way.
process.stdout.on('error', fail);
process.on('uncaughtException', fail);
process.on('unhandledRejection', fail);
main(process.argv.slice(2)).then((code) => (process.exitCode = code), fail);
