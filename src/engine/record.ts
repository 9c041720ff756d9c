// The game record brigadier-game/1: a deal number, the players, the house rules and every accepted
// action. Replaying it gives the identical game (docs/architecture.md §7). Readers ignore fields they do not know
// and reject a format they do not know; nothing here throws on bad input.
import { applyAction, newGame } from './game.ts';
import type { Position } from './position.ts';
import { positionsToJudge, type Referee } from './verdicts.ts';
import { badValue, isObject, outOfRange, parseJsonText, quote, type TextLimits } from './json.ts';
import { houseRulesJson, parseHouseRules } from './house-rules.ts';
import { checkPlayerNames } from './names.ts';
import { makeMove, makePosition, parseMove, parsePosition, type PositionJson } from './notation.ts';
import { err, ok, type Result } from './result.ts';
import { isDealNumber } from './rng.ts';
import { parseSeats, type Seat } from './seats.ts';
import { type Action, type DrawReason, type GameState, type HouseRules } from './state.ts';

/** The record of a game from a deal. */
export const GAME_FORMAT = 'brigadier-game/1';
/** The record of a game from a deal or from a position (`start`); /1 is still read, and written for a deal. */
export const GAME_FORMAT_2 = 'brigadier-game/2';
const FORMATS: readonly string[] = [GAME_FORMAT, GAME_FORMAT_2];

/**
 * The most actions a record may hold. A game holds a few hundred, a long one over a thousand (the
 * longest of the bench's 40 self-played games with faults and knocks: 1,151, `npm run bench`); 100,000
 * is over eighty times that, and still loads in about a second (tests/e2e/referee.spec.ts).
 */
export const MAX_RECORD_ACTIONS = 100_000;

/**
 * The largest record file, in characters: 100,000 actions written out with two-space indents take
 * about 8 MB (some 80 characters an action), so 16 MB holds the longest record with room to spare,
 * and refuses a file of hundreds of megabytes before it is parsed.
 */
export const RECORD_TEXT: TextLimits = { what: 'record', maxChars: 16 * 1024 * 1024 };

/** An action as JSON: a card move is docs/formats.md's move with `"type": "move"` beside its fields. */
export type ActionJson =
  | { type: 'move'; card: string; from: string; to: string }
  | { type: 'reveal' | 'discard' | 'pass' | 'takeBack' }
  | { type: 'knock' | 'resign'; by: 0 | 1 }
  | { type: 'draw'; reason?: DrawReason };

/** A whole game as JSON. */
export interface GameRecordJson {
  format: typeof GAME_FORMAT | typeof GAME_FORMAT_2;
  dealNumber: number;
  /** brigadier-game/2: the position the game started from (docs/formats.md), instead of the deal's. */
  start?: PositionJson;
  players: [string, string];
  houseRules: HouseRules;
  actions: ActionJson[];
  /** Who played each seat; absent in older records: two people. Older readers ignore it. */
  seats?: [SeatJson, SeatJson];
  /** The seed of the computer seats' choices, so a resumed game goes on as it would have; absent when none. */
  seed?: number;
}

/** A seat as JSON: `{"kind": "person"}` or `{"kind": "computer", "level": "expert"}`. */
export type SeatJson = { kind: 'person' } | { kind: 'computer'; level: string };

/**
 * A game record read from JSON. A card move names the card by its face (the deck-0 id): which of the
 * two physical cards moved is known only at its turn, and the referee takes the one at the source.
 */
export interface GameRecord {
  readonly dealNumber: number;
  /** The position the game started from, or null for the deal's. */
  readonly start: Position | null;
  readonly names: readonly [string, string];
  readonly rules: HouseRules;
  readonly actions: readonly Action[];
  /** Who played each seat; absent: two people. */
  readonly seats?: readonly [Seat, Seat];
  /** The computer seats' seed, when the record names one. */
  readonly seed?: number;
}

function actionJson(action: Action): ActionJson {
  switch (action.type) {
    case 'move':
      return { type: 'move', ...makeMove(action.move) };
    case 'knock':
    case 'resign':
      return { type: action.type, by: action.by };
    case 'draw':
      return action.reason === undefined ? { type: 'draw' } : { type: 'draw', reason: action.reason };
    default:
      return { type: action.type };
  }
}

/** The record of a game so far. */
export function makeRecord(state: GameState): GameRecordJson {
  return {
    format: state.start === null ? GAME_FORMAT : GAME_FORMAT_2,
    dealNumber: state.dealNumber,
    ...(state.start === null ? {} : { start: makePosition(state.start) }),
    players: [state.names[0], state.names[1]],
    houseRules: houseRulesJson(state.rules),
    actions: state.actions.map(actionJson),
    ...(state.seats !== undefined && { seats: [{ ...state.seats[0] }, { ...state.seats[1] }] }),
    ...(state.seed !== undefined && { seed: state.seed }),
  };
}

const SIMPLE_ACTIONS = ['reveal', 'discard', 'pass', 'takeBack'] as const;

function parseAction(json: unknown, field: string): Result<Action> {
  if (!isObject(json)) return err(`${field}: must be an object with a type`);
  const type = json.type;
  if (type === 'move') {
    const move = parseMove(json);
    // parseMove names its fields `move.card`, `move.from`, `move.to`: say where in the record instead.
    return move.ok ? ok({ type, move: move.value }) : err(move.error.replace(/^move\./, `${field}.`));
  }
  if ((SIMPLE_ACTIONS as readonly unknown[]).includes(type)) return ok({ type: type as (typeof SIMPLE_ACTIONS)[number] });
  if (type === 'knock' || type === 'resign') {
    return json.by === 0 || json.by === 1 ? ok({ type, by: json.by }) : err(badValue(`${field}.by`, 'must be 0 or 1', json.by));
  }
  if (type === 'draw') {
    if (json.reason === undefined) return ok({ type });
    return json.reason === 'agreed' || json.reason === 'turn-limit'
      ? ok({ type, reason: json.reason })
      : err(`${field}.reason: ${quote(json.reason)} is not a reason for a draw`);
  }
  return err(`${field}.type: ${quote(type)} is not an action`);
}

/** Reads brigadier-game/1 from parsed JSON; an error names the field and the reason. */
export function parseRecord(json: unknown): Result<GameRecord> {
  if (!isObject(json)) return err('record: must be a JSON object');
  if (!FORMATS.includes(json.format as string)) {
    return err(
      json.format === undefined
        ? `format: missing (expected "${GAME_FORMAT}")`
        : `format: ${quote(json.format)} is not a known format (expected "${GAME_FORMAT}" or "${GAME_FORMAT_2}")`,
    );
  }
  let start: Position | null = null;
  if (json.format === GAME_FORMAT_2 && json.start !== undefined) {
    const read = parsePosition(json.start);
    if (!read.ok) return err(`start.${read.error}`);
    start = read.value;
  }
  if (!isDealNumber(json.dealNumber)) {
    // Kept short for the player (the refusal of a loaded file is shown on the table); the limit only when it is the problem.
    const mustBe = outOfRange(json.dealNumber)
      ? `must be a whole number from 0 to ${Number.MAX_SAFE_INTEGER}`
      : 'must be a whole number, 0 or more';
    return err(badValue('dealNumber', mustBe, json.dealNumber));
  }
  const players = json.players;
  if (!Array.isArray(players) || players.length !== 2) return err('players: must be an array of two names');
  // The start screen's rule for names (names.ts), so that an imported game shows what a typed one can.
  const names = checkPlayerNames(players);
  if (!names.ok) return err(`${names.error.player === null ? 'players' : `players[${names.error.player}]`}: ${names.error.problem}`);
  const rules = parseHouseRules(json.houseRules);
  if (!rules.ok) return rules;
  if (!Array.isArray(json.actions)) return err('actions: must be an array of actions');
  if (json.actions.length > MAX_RECORD_ACTIONS)
    return err(`actions: too many (${json.actions.length}; a record holds at most ${MAX_RECORD_ACTIONS})`);
  const actions: Action[] = [];
  for (let i = 0; i < json.actions.length; i++) {
    const action = parseAction(json.actions[i], `actions[${i}]`);
    if (!action.ok) return action;
    actions.push(action.value);
  }
  const seats = json.seats === undefined ? null : parseSeats(json.seats);
  if (seats !== null && !seats.ok) return seats;
  if (json.seed !== undefined && !(Number.isInteger(json.seed) && (json.seed as number) >= 0 && (json.seed as number) <= 0xffffffff)) {
    return err(badValue('seed', `must be a whole number from 0 to ${0xffffffff}`, json.seed));
  }
  return ok({
    dealNumber: json.dealNumber,
    start,
    names: names.value,
    rules: rules.value,
    actions,
    ...(seats !== null && { seats: seats.value }),
    ...(json.seed !== undefined && { seed: json.seed as number }),
  });
}

/** Reads a record from JSON text within RECORD_TEXT's limits; a syntax error is reported, not thrown. */
export function parseRecordText(text: string): Result<GameRecord> {
  return parseJsonText(text, RECORD_TEXT, parseRecord);
}

/** Where a replay may pause: for verdicts it needs before its next action, or to let the page breathe. */
export type ReplayPause = { readonly needs: readonly Position[] } | { readonly done: number };

/** How many actions a replay makes between two progress pauses. */
const PROGRESS_EVERY = 256;

/** A record read from JSON, or the record itself (its deal number checked). */
function readRecord(record: GameRecord | GameRecordJson): Result<GameRecord> {
  if ('format' in record) return parseRecord(record);
  return isDealNumber(record.dealNumber) ? ok(record) : err(`dealNumber: ${record.dealNumber} is not a deal number`);
}

/** The game a record starts from, before its first action: its deal, or the position it was set up at. */
export function recordStart(record: GameRecord): GameState {
  const dealt = newGame({
    dealNumber: record.dealNumber,
    names: record.names,
    rules: record.rules,
    seats: record.seats,
    seed: record.seed,
  });
  return record.start === null ? dealt : { ...dealt, position: record.start, start: record.start };
}

/**
 * The game a record describes, replayed action by action through the referee, pausing before each
 * action that asks the referee something (a knock, a take-back: `positionsToJudge`) and every few
 * hundred actions, so that a driver can wait for a worker's verdicts or yield to the page. An action
 * the referee refuses ends it with an error naming its index and the referee's sentence.
 */
export function* replaying(record: GameRecord | GameRecordJson, referee: Referee): Generator<ReplayPause, Result<GameState>, void> {
  const read = readRecord(record);
  if (!read.ok) return read;
  const parsed = read.value;
  let state = recordStart(parsed);
  // Every accepted action adds one action and one log line: they are gathered here, not copied into a
  // longer array at each step (which would make a long record quadratic).
  const actions: GameState['actions'][number][] = [];
  const log: GameState['log'][number][] = [];
  for (let i = 0; i < parsed.actions.length; i++) {
    const action = parsed.actions[i]!;
    const needs = positionsToJudge(state, action);
    if (needs.length > 0) yield { needs };
    else if (i % PROGRESS_EVERY === PROGRESS_EVERY - 1) yield { done: i };
    const next = applyAction({ ...state, actions: [], log: [] }, action, referee);
    if (!next.ok) return err(`actions[${i}] (${action.type}): ${next.error.message}`);
    state = next.value;
    actions.push(...state.actions);
    log.push(...state.log);
  }
  return ok({ ...state, actions, log });
}

/** The game a record describes, replayed at once (`replaying` without pauses: the referee searches as asked). */
export function replay(record: GameRecord | GameRecordJson, referee: Referee): Result<GameState> {
  const steps = replaying(record, referee);
  for (;;) {
    const step = steps.next();
    if (step.done) return step.value;
  }
}
