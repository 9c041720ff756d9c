// The planners' one way to play an action: the engine applies it, and a refusal stops the planner with
// its reason (a plan the engine refuses would only fail later, in the browser, with less to say).
import { applyAction, type Action, type GameState, type Referee } from '../../src/engine/index.ts';

/** Applies actions for `planner` with `referee`, throwing the engine's words when one is refused. */
export function mustApply(planner: string, referee: Referee): (state: GameState, action: Action) => GameState {
  return (state, action) => {
    const next = applyAction(state, action, referee);
    if (!next.ok) throw new Error(`${planner}: ${JSON.stringify(action)} refused: ${next.error.message}`);
    return next.value;
  };
}
