// The raw material of the drills: the states of a seeded self-played game, one per action, so that
// drills are generated from real play, so they show what games really hold, never written by hand.
import {
  applyAction,
  chooseAction,
  mulberry32,
  newGame,
  seedFrom,
  type Action,
  type GameState,
  type Referee,
  type SelfPlayOptions,
} from '../engine/index.ts';
import { LocalReferee } from '../engine/search/index.ts';

/** One moment of a self-played game: the state and the action the computer player chose in it. */
export interface SelfPlayStep {
  readonly state: GameState;
  readonly action: Action;
}

/** A deal number from a drill seed and an attempt, spread over all 32-bit deals. */
export const drillDeal = (seed: number, attempt: number, salt: number): number => seedFrom([seed >>> 0, attempt >>> 0, salt]);

/** The steps of a self-played game from a deal, in order, until it ends or `maxActions` have been made. */
export function* selfPlaySteps(
  dealNumber: number,
  options: SelfPlayOptions & { readonly maxActions?: number; readonly referee?: Referee } = {},
): Generator<SelfPlayStep> {
  let state = newGame({ dealNumber });
  const referee = options.referee ?? new LocalReferee();
  const random = mulberry32(seedFrom([dealNumber >>> 0, 0x5eed]));
  const maxActions = options.maxActions ?? 800;
  for (let i = 0; i < maxActions && state.result === null; i++) {
    const action = chooseAction(state, referee, random, options);
    yield { state, action };
    const next = applyAction(state, action, referee);
    if (next.ok && action.type === 'move') referee.follow?.(state.position, action.move, next.value.position);
    if (!next.ok) throw new Error(`selfPlaySteps: deal ${dealNumber}: ${action.type} refused: ${next.error.message}`);
    state = next.value;
  }
}
