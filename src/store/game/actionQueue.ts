// The one path from an event to the engine: `act` queues an action, and the queue applies the actions in
// the order they came, each once the referee knows what it needs (the coach's verdict, the knock's). An
// action that must wait asks the referee and waits without holding the page; after a moment the table
// says that it is checking.
import { positionsToJudge, type Action, type GameState, type Position } from '../../engine/index.ts';
import { computerSeatRefusal } from '../computerSeats.ts';
import { refuse, type StoreContext } from './context.ts';
import { applyNow, type Queued } from './applyNow.ts';

/** How long an action may wait for the referee before the table says that it is checking (ms). */
export const CHECKING_SIGN_DELAY = 150;

/** How an action came to the queue. */
export interface ActOptions {
  /** The coach has asked already: play it without asking again. */
  readonly asked?: boolean;
  /** A computer seat's action: no person's refusal applies, and the table leaves a trace of it. */
  readonly byComputer?: boolean;
  /** The drawn foundation place an Ace was dropped on. */
  readonly place?: number;
}

export interface ActionQueue {
  /** Applies `action` through the engine (now, or once the referee knows); false when refused or dropped. */
  act(action: Action, options?: ActOptions): boolean;
  /** How many actions wait for the referee. */
  readonly waiting: () => number;
}

/** The teaching aids and the knock need these verdicts before `action` can be applied to `game`. */
export function verdictsFor(game: GameState, { action, asked }: Queued): Position[] {
  const needs = positionsToJudge(game, action);
  const play = action.type === 'move' || action.type === 'reveal' || action.type === 'discard' || action.type === 'pass';
  if (game.rules.coach && !asked && play) needs.push(game.position);
  return needs;
}

/** Two actions the same in every field. */
const sameAction = (a: Action, b: Action): boolean => JSON.stringify(a) === JSON.stringify(b);

/** Whether `action` repeats an intent already heard: a double click while the first waits, or a second knock at once. */
function repeated(queue: readonly Queued[], game: GameState, action: Action, asked: boolean): boolean {
  if (!asked && queue.some((waiting) => sameAction(waiting.action, action))) return true;
  // A knock right after the same player's knock, nothing done between: the same intent again.
  const last = game.actions[game.actions.length - 1];
  return action.type === 'knock' && last?.type === 'knock' && last.by === action.by;
}

export function createActionQueue(ctx: StoreContext): ActionQueue {
  const { get, set, referee, now } = ctx;
  /** Actions heard but not yet applied, oldest first: they wait for the referee, in order. */
  const queue: Queued[] = [];
  let waiting = false;
  let checkingTimer: ReturnType<typeof setTimeout> | undefined;

  /** Applies the waiting actions in order; returns whether the last applied was accepted, or undefined when one still waits. */
  const pump = (): boolean | undefined => {
    let accepted: boolean | undefined;
    while (queue.length > 0) {
      const game = get().game;
      if (!game || get().coachQuestion) {
        queue.length = 0;
        break;
      }
      const missing = verdictsFor(game, queue[0]!).filter((position) => referee.known(position) === undefined);
      if (missing.length > 0) return waitFor(missing);
      accepted = applyNow(ctx, game, queue.shift()!);
    }
    stopChecking();
    return accepted;
  };
  const waitFor = (missing: readonly Position[]): undefined => {
    if (waiting) return;
    waiting = true;
    checkingTimer ??= setTimeout(() => set({ checkingSince: now() - CHECKING_SIGN_DELAY }), CHECKING_SIGN_DELAY);
    void referee.ensure(missing).then(() => {
      waiting = false;
      pump();
    });
  };
  const stopChecking = () => {
    clearTimeout(checkingTimer);
    checkingTimer = undefined;
    if (get().checkingSince !== null) set({ checkingSince: null });
  };
  const act = (action: Action, { asked = false, byComputer = false, place }: ActOptions = {}): boolean => {
    const { game, coachQuestion, readOnly } = get();
    if (!game || coachQuestion || readOnly) return false;
    const refusal = byComputer ? null : computerSeatRefusal(game, action);
    if (refusal !== null) return refuse(ctx, refusal, action, { selected: null, dragging: null });
    if (repeated(queue, game, action, asked)) return false;
    queue.push({ action, asked, place, byComputer });
    return pump() ?? true;
  };
  return { act, waiting: () => queue.length };
}

/** What the event handlers share: the store's context and its one queue of actions. */
export interface EventContext extends StoreContext {
  readonly queue: ActionQueue;
}
