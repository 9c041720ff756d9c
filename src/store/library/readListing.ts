// A game's listing read back from IndexedDB, checked before anything shows it. The library is the
// browser's storage: another build, an extension or a damaged disk may have written anything there,
// and one bad entry must not blank the start screen. A listing that is not what entry.ts writes is set
// aside and named, and the rest of the library works.
import { err, isObject, ok, parseSeats, type Result } from '../../engine/index.ts';
import type { GameListing, GameSummary } from './entry.ts';
import { readGameId } from './ids.ts';

const isCount = (x: unknown): x is number => typeof x === 'number' && Number.isInteger(x) && x >= 0;
const isTime = (x: unknown): x is number => typeof x === 'number' && Number.isFinite(x) && x >= 0;
const isPlayer = (x: unknown): x is 0 | 1 => x === 0 || x === 1;
const isPair = (x: unknown, item: (y: unknown) => boolean) => Array.isArray(x) && x.length === 2 && x.every(item);

function summaryProblem(x: unknown): string | null {
  if (x === null) return null;
  if (!isObject(x)) return 'summary: must be an object or null';
  const result = x.result;
  if (!isObject(result)) return 'summary.result: must be an object';
  if (result.kind === 'draw') {
    if (result.reason !== undefined && typeof result.reason !== 'string') return 'summary.result.reason: must be a word';
  } else if (result.kind === 'win' || result.kind === 'resign') {
    if (!isPlayer(result.winner)) return 'summary.result.winner: must be 0 or 1';
  } else return 'summary.result.kind: must be win, resign or draw';
  if (!isPair(x.knocked, isCount)) return 'summary.knocked: must be two counts';
  if (!isPair(x.falseKnocks, isCount)) return 'summary.falseKnocks: must be two counts';
  if (!isPlayer(x.moral) && x.moral !== 'shared') return 'summary.moral: must be 0, 1 or "shared"';
  if (typeof x.coached !== 'boolean') return 'summary.coached: must be true or false';
  return null;
}

/** The listing as entry.ts wrote it, or what is wrong with it (the first problem found). */
export function readListing(x: unknown): Result<GameListing> {
  if (!isObject(x)) return err('not an object');
  if (readGameId(x.id) === null) return err('id: missing');
  if (!isPair(x.names, (n) => typeof n === 'string')) return err('names: must be two names');
  if (!isCount(x.dealNumber)) return err('dealNumber: must be a whole number');
  if (x.fromPosition !== undefined && x.fromPosition !== true) return err('fromPosition: must be true when present');
  if (!isCount(x.turn) || x.turn < 1) return err('turn: must be a whole number from 1');
  if (!isTime(x.updatedAt)) return err('updatedAt: must be a time');
  for (const key of ['startedAt', 'finishedAt'] as const)
    if (x[key] !== null && !isTime(x[key])) return err(`${key}: must be a time or null`);
  if (x.deletedAt !== undefined && !isTime(x.deletedAt)) return err('deletedAt: must be a time when present');
  if (x.seats !== undefined && x.seats !== null && !parseSeats(x.seats).ok) return err('seats: must be two seats or null');
  const problem = summaryProblem(x.summary);
  if (problem !== null) return err(problem);
  return ok(x as unknown as GameListing & { summary: GameSummary | null });
}
