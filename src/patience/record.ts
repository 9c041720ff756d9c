// The record of a Brigade game, brigade-game/1 (docs/patience.md): a deal number or a start position,
// the grace rule, and every action in order, undos and redos included (P6.3). Replaying a record gives
// the same game. Readers ignore fields they do not know and refuse a format they do not know; nothing
// here throws on bad input.
import {
  badValue,
  err,
  isDealNumber,
  isObject,
  ok,
  outOfRange,
  parseJsonText,
  quote,
  type Result,
  type TextLimits,
} from '../engine/index.ts';
import { newPatienceGame, playActions, type PatienceAction, type PatienceGame } from './game.ts';
import {
  makePatienceMove,
  makePatiencePosition,
  parsePatienceMove,
  parsePatiencePosition,
  type PatienceMoveJson,
  type PatiencePositionJson,
} from './notation.ts';
import { GRACE_RULES, type GraceRule, type PatiencePosition } from './position.ts';

export const PATIENCE_GAME_FORMAT = 'brigade-game/1';

/**
 * The most actions a record holds. A game is a hundred-odd moves (the solver's solutions take 60–150);
 * 100,000 is hundreds of times a long game with every undo, and still replays in a second or two.
 */
export const MAX_PATIENCE_ACTIONS = 100_000;

/** The largest record text: 100,000 actions at about 50 characters with indents is 5 MB; 8 MB leaves room. */
export const PATIENCE_RECORD_TEXT: TextLimits = { what: 'record', maxChars: 8 * 1024 * 1024 };

export type PatienceActionJson = ({ type: 'move' } & PatienceMoveJson) | { type: 'undo' | 'redo' };

/** A game as JSON: `deal` or `start`, never both. */
export interface PatienceRecordJson {
  format: typeof PATIENCE_GAME_FORMAT;
  deal?: number;
  start?: PatiencePositionJson;
  grace: GraceRule;
  actions: PatienceActionJson[];
}

/** A record read: where the game started and what was done. */
export interface PatienceRecord {
  readonly from: { readonly dealNumber: number; readonly grace: GraceRule } | { readonly start: PatiencePosition };
  readonly actions: readonly PatienceAction[];
}

const actionJson = (action: PatienceAction): PatienceActionJson =>
  action.type === 'move' ? { type: 'move', ...makePatienceMove(action.move) } : { type: action.type };

/** The record of a game so far. */
export function makePatienceRecord(game: PatienceGame): PatienceRecordJson {
  return {
    format: PATIENCE_GAME_FORMAT,
    ...(game.dealNumber === null ? { start: makePatiencePosition(game.start) } : { deal: game.dealNumber }),
    grace: game.start.grace,
    actions: game.actions.map(actionJson),
  };
}

function parseAction(json: unknown, field: string): Result<PatienceAction> {
  if (!isObject(json)) return err(`${field}: must be an object with a type`);
  if (json.type === 'undo' || json.type === 'redo') return ok({ type: json.type });
  if (json.type !== 'move') return err(`${field}.type: ${quote(json.type)} is not "move", "undo" or "redo"`);
  const move = parsePatienceMove(json, field);
  return move.ok ? ok({ type: 'move', move: move.value }) : move;
}

/** Reads brigade-game/1 from parsed JSON; an error names the field and the reason. */
export function parsePatienceRecord(json: unknown): Result<PatienceRecord> {
  if (!isObject(json)) return err('record: must be a JSON object');
  if (json.format !== PATIENCE_GAME_FORMAT) {
    return err(
      json.format === undefined
        ? `format: missing (expected "${PATIENCE_GAME_FORMAT}")`
        : `format: ${quote(json.format)} is not a known format (expected "${PATIENCE_GAME_FORMAT}")`,
    );
  }
  if (!(GRACE_RULES as readonly unknown[]).includes(json.grace)) {
    return err(
      json.grace === undefined ? 'grace: missing ("off", "up" or "both")' : `grace: ${quote(json.grace)} is not "off", "up" or "both"`,
    );
  }
  const grace = json.grace as GraceRule;
  if ((json.deal === undefined) === (json.start === undefined))
    return err('record: must have either "deal" (a deal number) or "start" (a position), not both');
  let from: PatienceRecord['from'];
  if (json.start !== undefined) {
    const start = parsePatiencePosition(json.start);
    if (!start.ok) return err(`start.${start.error}`);
    if (start.value.grace !== grace)
      return err(`grace: ${quote(grace)}, but the start position is played with ${quote(start.value.grace)}`);
    from = { start: start.value };
  } else {
    if (!isDealNumber(json.deal)) {
      const mustBe = outOfRange(json.deal)
        ? `must be a whole number from 0 to ${Number.MAX_SAFE_INTEGER}`
        : 'must be a whole number, 0 or more';
      return err(badValue('deal', mustBe, json.deal));
    }
    from = { dealNumber: json.deal, grace };
  }
  if (!Array.isArray(json.actions)) return err('actions: must be an array of actions');
  if (json.actions.length > MAX_PATIENCE_ACTIONS)
    return err(`actions: too many (${json.actions.length}; a record holds at most ${MAX_PATIENCE_ACTIONS})`);
  const actions: PatienceAction[] = [];
  for (let i = 0; i < json.actions.length; i++) {
    const action = parseAction(json.actions[i], `actions[${i}]`);
    if (!action.ok) return action;
    actions.push(action.value);
  }
  return ok({ from, actions });
}

/** Reads a record from JSON text within PATIENCE_RECORD_TEXT's limits. */
export function parsePatienceRecordText(text: string): Result<PatienceRecord> {
  return parseJsonText(text, PATIENCE_RECORD_TEXT, parsePatienceRecord);
}

/** The game a record describes, action by action; an action the rules refuse ends it with its index and the reason. */
export function replayPatience(record: PatienceRecord | PatienceRecordJson): Result<PatienceGame> {
  const read = 'format' in record ? parsePatienceRecord(record) : ok(record);
  if (!read.ok) return read;
  const played = playActions(newPatienceGame(read.value.from), read.value.actions);
  if (played.ok) return played;
  const { index, rejection } = played.error;
  return err(`actions[${index}] (${read.value.actions[index]!.type}): ${rejection.message}`);
}
