// The game record brigadier-game/1: a deal number, the players, the house rules and every accepted
// action. Replaying it gives the identical game (STYLE.md §7). Readers ignore fields they do not know
// and reject a format they do not know; nothing here throws on bad input.
import { applyAction, newGame } from './game.ts';
import type { Position } from './position.ts';
import { positionsToJudge, type Referee } from './verdicts.ts';
import { makeMove, parseMove } from './notation.ts';
import { err, ok, parseJsonText, type Result } from './result.ts';
import { isDealNumber } from './rng.ts';
import { parseSeats, type Seat } from './seats.ts';
import { DEFAULT_HOUSE_RULES, type Action, type DrawReason, type GameState, type HouseRules } from './state.ts';

export const GAME_FORMAT = 'brigadier-game/1';

/** An action as JSON: a card move is FORMAT.md's move with `"type": "move"` beside its fields. */
export type ActionJson =
  | { type: 'move'; card: string; from: string; to: string }
  | { type: 'reveal' | 'discard' | 'pass' | 'takeBack' }
  | { type: 'knock' | 'resign'; by: 0 | 1 }
  | { type: 'draw'; reason?: DrawReason };

/** A whole game as JSON. */
export interface GameRecordJson {
  format: typeof GAME_FORMAT;
  dealNumber: number;
  players: [string, string];
  houseRules: { countFalseKnocks: boolean; knockHorizon: number | null; takeBack: boolean; coach: boolean; knockRadar: boolean };
  actions: ActionJson[];
  /** Who played each seat (issue 14); absent in older records: two people. Older readers ignore it. */
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
    format: GAME_FORMAT,
    dealNumber: state.dealNumber,
    players: [state.names[0], state.names[1]],
    houseRules: {
      countFalseKnocks: state.rules.countFalseKnocks,
      knockHorizon: state.rules.knockHorizon,
      takeBack: state.rules.takeBack,
      coach: state.rules.coach,
      knockRadar: state.rules.knockRadar,
    },
    actions: state.actions.map(actionJson),
    ...(state.seats !== undefined && { seats: [{ ...state.seats[0] }, { ...state.seats[1] }] }),
    ...(state.seed !== undefined && { seed: state.seed }),
  };
}

const isObject = (x: unknown): x is Record<string, unknown> => typeof x === 'object' && x !== null && !Array.isArray(x);
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
    return json.by === 0 || json.by === 1 ? ok({ type, by: json.by }) : err(`${field}.by: must be 0 or 1, not ${JSON.stringify(json.by)}`);
  }
  if (type === 'draw') {
    if (json.reason === undefined) return ok({ type });
    return json.reason === 'agreed' || json.reason === 'turn-limit'
      ? ok({ type, reason: json.reason })
      : err(`${field}.reason: ${JSON.stringify(json.reason)} is not a reason for a draw`);
  }
  return err(`${field}.type: ${JSON.stringify(type)} is not an action`);
}

/** House rules from JSON: a missing object or field takes the default; a wrong value is an error. */
function parseHouseRules(json: unknown): Result<HouseRules> {
  if (json === undefined) return ok(DEFAULT_HOUSE_RULES);
  if (!isObject(json)) return err('houseRules: must be an object');
  const d = DEFAULT_HOUSE_RULES;
  const { countFalseKnocks = d.countFalseKnocks, knockHorizon = d.knockHorizon, takeBack = d.takeBack, coach = d.coach, knockRadar = d.knockRadar } = json;
  if (typeof countFalseKnocks !== 'boolean') return err('houseRules.countFalseKnocks: must be true or false');
  if (knockHorizon !== null && !(Number.isSafeInteger(knockHorizon) && (knockHorizon as number) >= 0)) {
    return err('houseRules.knockHorizon: must be a whole number of moves (0 or more) or null');
  }
  if (typeof takeBack !== 'boolean') return err('houseRules.takeBack: must be true or false');
  if (typeof coach !== 'boolean') return err('houseRules.coach: must be true or false');
  if (typeof knockRadar !== 'boolean') return err('houseRules.knockRadar: must be true or false');
  return ok({ countFalseKnocks, knockHorizon: knockHorizon as number | null, takeBack, coach, knockRadar });
}

/** Reads brigadier-game/1 from parsed JSON; an error names the field and the reason. */
export function parseRecord(json: unknown): Result<GameRecord> {
  if (!isObject(json)) return err('record: must be a JSON object');
  if (json.format !== GAME_FORMAT) {
    return err(
      json.format === undefined
        ? `format: missing (expected "${GAME_FORMAT}")`
        : `format: ${JSON.stringify(json.format)} is not a known format (expected "${GAME_FORMAT}")`,
    );
  }
  if (!isDealNumber(json.dealNumber)) {
    const tooBig = typeof json.dealNumber === 'number' && json.dealNumber > Number.MAX_SAFE_INTEGER;
    return err(`dealNumber: must be a whole number, ${tooBig ? `at most ${Number.MAX_SAFE_INTEGER}` : '0 or more'}, not ${JSON.stringify(json.dealNumber)}`);
  }
  const players = json.players;
  if (!Array.isArray(players) || players.length !== 2) return err('players: must be an array of two names');
  for (const i of [0, 1]) if (typeof players[i] !== 'string') return err(`players[${i}]: must be a name (a string)`);
  const rules = parseHouseRules(json.houseRules);
  if (!rules.ok) return rules;
  if (!Array.isArray(json.actions)) return err('actions: must be an array of actions');
  const actions: Action[] = [];
  for (let i = 0; i < json.actions.length; i++) {
    const action = parseAction(json.actions[i], `actions[${i}]`);
    if (!action.ok) return action;
    actions.push(action.value);
  }
  const seats = json.seats === undefined ? null : parseSeats(json.seats);
  if (seats !== null && !seats.ok) return seats;
  if (json.seed !== undefined && !(Number.isInteger(json.seed) && (json.seed as number) >= 0 && (json.seed as number) <= 0xffffffff)) {
    return err(`seed: must be a whole number from 0 to ${0xffffffff}, not ${JSON.stringify(json.seed)}`);
  }
  return ok({
    dealNumber: json.dealNumber,
    names: [players[0] as string, players[1] as string],
    rules: rules.value,
    actions,
    ...(seats !== null && { seats: seats.value }),
    ...(json.seed !== undefined && { seed: json.seed as number }),
  });
}

/** Reads a record from JSON text; a syntax error is reported, not thrown. */
export function parseRecordText(text: string): Result<GameRecord> {
  return parseJsonText(text, parseRecord);
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
  let state = newGame({ dealNumber: parsed.dealNumber, names: parsed.names, rules: parsed.rules, seats: parsed.seats, seed: parsed.seed });
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
