// What the long-tasks browser test (long-tasks.spec.ts) needs from the engine: a games
// library file of 2,000 short seeded games, a legal record of 10,000 actions, and a link of 1 MB.
import {
  applyAction,
  availableActions,
  distanceNow,
  isFoundationPlay,
  legalMoves,
  makeRecord,
  mulberry32,
  newGame,
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

/** Careless players without knocks: a uniformly random legal action, `count` actions or to the end. */
function carelessGame(dealNumber: number, count: number) {
  const random = mulberry32(dealNumber);
  let state = newGame({ dealNumber, names: ['Ada', 'Ben'] });
  const actions: Action[] = [];
  while (actions.length < count && state.result === null) {
    const available = availableActions(state);
    const options: Action[] = legalMoves(state.position).map((move) => ({ type: 'move', move }));
    if (available.reveal) options.push({ type: 'reveal' });
    if (available.discard) options.push({ type: 'discard' });
    if (available.pass) options.push({ type: 'pass' });
    state = step(state, options[Math.floor(random() * options.length)]!, actions) ?? state;
  }
  return makeRecord({ ...state, actions });
}

/** `count` actions at a table with no foundation play in reach: one card to another pile and taken back. */
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

export function longTasksPlan(count: number) {
  const games = Array.from({ length: count }, (_, i) => ({
    record: carelessGame(1000 + i, 12 + (i % 29)),
    startedAt: 1_700_000_000_000 + i * 60_000,
    finishedAt: null,
  }));
  return { library: { format: 'brigadier-library/1', games }, long: longRecord(10_000), link: `#p1.${'x'.repeat(1 << 20)}` };
}
