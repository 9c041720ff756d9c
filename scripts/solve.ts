// `npm run --silent solve -- FILE | - | --deal N [--grace off|up|both] | --jsonl FILE [--max-states N]`
// — the Brigade solver's contract (docs/patience.md), with the analyzer's care over input
// (docs/limits.md): one JSON answer per position, written as each is decided.
// - An answer: {"winnable": true, "solution": [...], "position": {...}, "nodes": N, "ms": T}, or
//   {"winnable": false, "position": {...}, "nodes": N, "ms": T}; `position` is what was solved (for
//   --deal, the deal), so anyone can replay the solution with their own rules.
// - A bad position answers {"error": "…"} naming the field and the reason; a search that would store
//   more than the cap (--max-states, default MAX_STATES) answers {"error": "too big to decide here: …"},
//   never a guess. Exit 1 for one position; a batch goes on (exit 0).
// - Input limits as `analyze`: one position stops reading at 64 KB; a batch line past it is refused at
//   once and skipped; endless input is answered as it comes. Exit 2: wrong usage; 3: the output went
//   away; 70: an internal error in one line. No input makes it print a stack trace.
import { err, isDealNumber, ok, tooLarge, tooLargeUnread, type Result } from '../src/engine/index.ts';
import {
  dealBrigade,
  GRACE_RULES,
  makePatienceMove,
  makePatiencePosition,
  MAX_STATES,
  parsePatiencePositionText,
  PATIENCE_POSITION_TEXT,
  solve,
  type GraceRule,
  type PatiencePosition,
} from '../src/patience/index.ts';
import { EXIT, runTool, serve, writeLine, type Piece } from './input.ts';

const USAGE = 'usage: npm run --silent solve -- FILE | - | --deal N [--grace off|up|both] | --jsonl FILE   [--max-states N]';
const MAX = PATIENCE_POSITION_TEXT.maxChars;

/** The answer for one position, as one JSON line (the contract's field order). */
function answerFor(position: PatiencePosition, maxStates: number): Result<string> {
  const start = performance.now();
  const result = solve(position, { maxStates });
  const ms = Math.round((performance.now() - start) * 10) / 10;
  if (result.kind === 'too-big') {
    return err(
      `too big to decide here: the search would store more than ${maxStates.toLocaleString('en-US')} tables (--max-states raises the cap)`,
    );
  }
  const json = makePatiencePosition(position);
  return ok(
    JSON.stringify(
      result.kind === 'winnable'
        ? { winnable: true, solution: result.solution.map(makePatienceMove), position: json, nodes: result.nodes, ms }
        : { winnable: false, position: json, nodes: result.nodes, ms },
    ),
  );
}

function answerPiece(piece: Piece, maxStates: number): Result<string> {
  if (!piece.whole) return err(tooLargeUnread(PATIENCE_POSITION_TEXT));
  if (piece.length > MAX) return err(tooLarge(PATIENCE_POSITION_TEXT, piece.length));
  const parsed = parsePatiencePositionText(piece.text);
  return parsed.ok ? answerFor(parsed.value, maxStates) : parsed;
}

interface Options {
  readonly source: { readonly file: string; readonly jsonl: boolean } | { readonly deal: number; readonly grace: GraceRule };
  readonly maxStates: number;
}

/** The options, or null for wrong usage. */
function readOptions(args: readonly string[]): Options | null {
  const rest = [...args];
  const value = (flag: string): string | null | undefined => {
    const at = rest.indexOf(flag);
    if (at < 0) return undefined;
    const [, v] = rest.splice(at, 2);
    return v ?? null;
  };
  const deal = value('--deal');
  const grace = value('--grace');
  const states = value('--max-states');
  const jsonl = value('--jsonl');
  if (deal === null || grace === null || states === null || jsonl === null) return null;
  const maxStates = states === undefined ? MAX_STATES : Number(states);
  if (!(Number.isSafeInteger(maxStates) && maxStates > 0)) return null;
  if (deal !== undefined) {
    const n = Number(deal);
    if (rest.length > 0 || jsonl !== undefined || !/^\d+$/.test(deal) || !isDealNumber(n)) return null;
    if (grace !== undefined && !(GRACE_RULES as readonly string[]).includes(grace)) return null;
    return { source: { deal: n, grace: (grace as GraceRule | undefined) ?? 'up' }, maxStates };
  }
  if (grace !== undefined) return null;
  if (jsonl !== undefined) return rest.length === 0 ? { source: { file: jsonl, jsonl: true }, maxStates } : null;
  if (rest.length !== 1 || (rest[0]!.startsWith('--') && rest[0] !== '-')) return null;
  return { source: { file: rest[0]!, jsonl: false }, maxStates };
}

async function main(args: readonly string[]): Promise<number> {
  const options = readOptions(args);
  if (options === null) {
    process.stderr.write(USAGE + '\n');
    return EXIT.usage;
  }
  const { source, maxStates } = options;
  if ('deal' in source) {
    const result = answerFor(dealBrigade(source.deal, source.grace), maxStates);
    await writeLine(result.ok ? result.value : JSON.stringify({ error: result.error }));
    return result.ok ? EXIT.ok : EXIT.refused;
  }
  return serve(source.file, source.jsonl, MAX, (piece) => answerPiece(piece, maxStates));
}

runTool('solve', main);
