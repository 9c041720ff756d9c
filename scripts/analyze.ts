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
import { err, makeMove, ok, parsePositionText, POSITION_TEXT, tooLarge, tooLargeUnread, type Result } from '../src/engine/index.ts';
import { analyzeWithin, STRANGER_NODES } from '../src/engine/search/index.ts';
import { EXIT, runTool, serve, type Piece } from './input.ts';

const USAGE = 'usage: npm run --silent analyze -- [--jsonl] [--max-nodes N | --no-budget] FILE   (FILE may be - for standard input)';
const MAX = POSITION_TEXT.maxChars;

/** The analysis of one piece of input as a JSON line, or why it was refused (too large: without parsing it). */
function answer(piece: Piece, maxNodes: number): Result<string> {
  if (!piece.whole) return err(tooLargeUnread(POSITION_TEXT));
  if (piece.length > MAX) return err(tooLarge(POSITION_TEXT, piece.length));
  const parsed = parsePositionText(piece.text);
  if (!parsed.ok) return parsed;
  const analysis = analyzeWithin(parsed.value, maxNodes);
  if ('tooHard' in analysis) {
    return err(
      `too hard to decide here: the search would store more than ${maxNodes.toLocaleString('en-US')} states (--no-budget searches on)`,
    );
  }
  const { distance, line, legalMoves, faultFree } = analysis;
  return ok(
    JSON.stringify({ distance, line: line.map(makeMove), legalMoves: legalMoves.map(makeMove), faultFree: faultFree.map(makeMove) }),
  );
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
  return serve(files[0]!, jsonl, MAX, (piece) => answer(piece, maxNodes));
}

runTool('analyze', main);
