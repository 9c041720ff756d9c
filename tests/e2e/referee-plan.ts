// What the referee's browser test (referee.spec.ts) needs from the engine: the link of
// the slowest table known (tests/fixtures/slow-position.json: a "none" that takes seconds to prove),
// and two legal records, one of about 1,000 actions played by careless players and one of 100,000.
import { readFileSync } from 'node:fs';
import {
  applyAction,
  availableActions,
  distanceNow,
  encodePositionLink,
  isFoundationPlay,
  legalMoves,
  makeRecord,
  mulberry32,
  newGame,
  parsePosition,
  type Action,
  type GameState,
} from '../../src/engine/index.ts';
import { LocalReferee } from '../../src/engine/search/index.ts';

const referee = new LocalReferee();

/** One action, the record and log gathered by the caller (a long game is not copied at every step). */
function step(state: GameState, action: Action, actions: Action[]): GameState | null {
  const next = applyAction({ ...state, actions: [], log: [] }, action, referee);
  if (!next.ok) return null;
  actions.push(...next.value.actions);
  return next.value;
}

/** Careless players: a uniformly random legal action, a knock now and then, until `count` actions. */
function carelessGame(dealNumber: number, count: number): { state: GameState; actions: Action[] } {
  const random = mulberry32(dealNumber);
  let state = newGame({ dealNumber });
  const actions: Action[] = [];
  while (actions.length < count && state.result === null) {
    const available = availableActions(state);
    const options: Action[] = legalMoves(state.position).map((move) => ({ type: 'move', move }));
    if (available.reveal) options.push({ type: 'reveal' });
    if (available.discard) options.push({ type: 'discard' });
    if (available.pass) options.push({ type: 'pass' });
    if (available.knockBy !== null && random() < 0.05) options.push({ type: 'knock', by: available.knockBy });
    state = step(state, options[Math.floor(random() * options.length)]!, actions) ?? state;
  }
  return { state: { ...state, actions }, actions };
}

/**
 * 100,000 actions: at a table where no foundation play can be reached, one card goes to another pile
 * and is taken back (house rule), again and again — a record a replay must walk action by action.
 */
function longRecord(count: number) {
  for (let deal = 1; ; deal++) {
    const start = newGame({ dealNumber: deal, rules: { takeBack: true } });
    if (distanceNow(start, referee) !== null) continue;
    const move = legalMoves(start.position).find((m) => !isFoundationPlay(m) && m.from.startsWith('tableau'));
    if (!move) continue;
    const actions: Action[] = [];
    let state: GameState = start;
    while (actions.length < count) {
      state = step(state, { type: 'move', move }, actions)!;
      state = step(state, { type: 'takeBack' }, actions)!;
    }
    return makeRecord({ ...state, actions });
  }
}

/** The first careless game from deal 11 on that lasts 1,000 actions. */
function thousandActions() {
  for (let deal = 11; ; deal++) {
    const game = carelessGame(deal, 1000);
    if (game.actions.length === 1000) return game;
  }
}

export function refereePlan() {
  const slow = parsePosition(JSON.parse(readFileSync('tests/fixtures/slow-position.json', 'utf8')));
  if (!slow.ok) throw new Error(slow.error);
  return { slowLink: encodePositionLink(slow.value), thousand: makeRecord(thousandActions().state), long: longRecord(100_000) };
}
