// A whole self-played game, for the bench, the scripts and the tests: the computer player of
// src/engine/selfplay.ts on both sides, judged by a referee that searches here unless one is handed in.
import {
  applyAction,
  chooseAction,
  mulberry32,
  newGame,
  seedFrom,
  type Action,
  type GameState,
  type HouseRules,
  type Referee,
  type SelfPlayOptions,
} from '../engine/index.ts';
import { LocalReferee } from '../engine/search/index.ts';

export interface PlayGameOptions extends SelfPlayOptions {
  /** Seed of the players' random choices (default 0). */
  readonly seed?: number;
  /** Turns after which the game is declared drawn (default 2000). */
  readonly maxTurns?: number;
  /** Turns without a foundation play after which the game is declared drawn: it is stuck (default 150). */
  readonly maxTurnsWithoutProgress?: number;
  readonly rules?: Partial<HouseRules>;
  readonly names?: readonly [string, string];
  /** The referee that judges the game (default: a new one searching here). */
  readonly referee?: Referee;
}

/** A whole game between two computer players: to a win, or a draw when it runs too long or gets stuck. */
export function playGame(dealNumber: number, opts: PlayGameOptions = {}): GameState {
  let state = newGame({ dealNumber, names: opts.names, rules: opts.rules });
  const referee = opts.referee ?? new LocalReferee();
  const random = mulberry32(seedFrom([dealNumber >>> 0, opts.seed ?? 0]));
  const maxTurns = opts.maxTurns ?? 2000;
  const maxIdle = opts.maxTurnsWithoutProgress ?? 150;
  let built = 0;
  let progressTurn = 1;
  while (state.result === null) {
    const foundationCards = state.position.foundations.reduce((n, pile) => n + pile.length, 0);
    if (foundationCards !== built) [built, progressTurn] = [foundationCards, state.turn];
    const stuck = state.turn > maxTurns || state.turn - progressTurn > maxIdle;
    const action: Action = stuck ? { type: 'draw', reason: 'turn-limit' } : chooseAction(state, referee, random, opts);
    const result = applyAction(state, action, referee);
    if (result.ok && action.type === 'move') referee.follow?.(state.position, action.move, result.value.position);
    if (!result.ok)
      throw new Error(`playGame: deal ${dealNumber}, turn ${state.turn}: ${JSON.stringify(action)} refused: ${result.error.message}`);
    state = result.value;
  }
  return state;
}
