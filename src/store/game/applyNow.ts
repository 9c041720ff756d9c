// One queued action through the engine (the queue, actionQueue.ts, calls it when the referee knows what
// the action needs): the coach may hold it back and ask (house rule `coach`), the engine accepts it or
// refuses it in its words, and an accepted action says what the players are told and what opens or
// closes with it (the end screen, the missed line after a valid knock).
import { applyAction, coachWarning, type Action, type GameState } from '../../engine/index.ts';
import { hasPerson } from '../computerSeats.ts';
import { placeNewPiles } from '../foundationSlots.ts';
import type { ComputerMove, GameStoreState } from '../gameStoreShape.ts';
import { openSteppedLine } from '../steppedLine.ts';
import { refuse, type StoreContext } from './context.ts';
import { loadedThinking } from './computerPolicy.ts';
import { findTryAfter } from './findTryEvents.ts';

/** An action waiting its turn in the queue. */
export interface Queued {
  readonly action: Action;
  /** The coach has asked already: play it without asking again. */
  readonly asked: boolean;
  /** The drawn foundation place an Ace was dropped on. */
  readonly place?: number;
  /** A computer seat's action: the table leaves a trace of it. */
  readonly byComputer?: boolean;
}

/** The log's last sentence: what the engine said of the action just applied. */
const lastSaid = (game: GameState): string => game.log[game.log.length - 1]?.text ?? '';

/** What the players are told after an accepted action, and what opens or closes with it. */
export function consequences({ notice, now }: StoreContext, before: GameState, after: GameState, action: Action): Partial<GameStoreState> {
  const said = lastSaid(after);
  if (after.result !== null) return { notice: notice('info', said), finishedAt: now(), resultsOpen: true, missedLine: null, findTry: null };
  const knock = after.lastKnock;
  if (action.type === 'knock' && knock) {
    // Between two computers the game does not stop for the missed line: the notice tells the knock.
    if (!knock.valid) return { notice: notice('info', said) };
    const shown = hasPerson(after);
    return {
      notice: notice('knock', said),
      missedLine: shown ? openSteppedLine(knock.knocker, knock.fault) : null,
      findTry: shown ? findTryAfter(after, knock) : null,
    };
  }
  // A take-back changes the table without changing hands: the players (and a screen reader) are told what went back.
  if (action.type === 'takeBack') return { notice: notice('info', `${said}.`) };
  const mover = after.position.toMove;
  if (mover !== before.position.toMove) return { notice: notice('turn', `${said}. ${after.names[mover]} to play.`) };
  return { notice: null };
}

/** The trace of a computer seat's accepted action (the knocker's for a knock, else the mover's); `id` numbers it. */
export function computerMoveOf(id: number, before: GameState, after: GameState, action: Action, noticed: boolean): ComputerMove {
  const said = lastSaid(after);
  return {
    id,
    by: action.type === 'knock' || action.type === 'resign' ? action.by : before.position.toMove,
    action,
    before: before.position,
    said,
    // The policy is loaded: the computer acted through it.
    words: loadedThinking()?.computerMoveWords(before, after, action, said) ?? said,
    noticed,
  };
}

/** Applies `queued` to `game` now; true when the engine accepted it. */
export function applyNow(ctx: StoreContext, game: GameState, { action, asked, place, byComputer = false }: Queued): boolean {
  const { get, set, referee } = ctx;
  const warning = !asked && game.rules.coach ? coachWarning(game, action, referee) : null;
  if (warning) {
    set({ coachQuestion: { action, warning, ...(place !== undefined && { place }) }, selected: null, dragging: null, notice: null });
    return false;
  }
  const result = applyAction(game, action, referee);
  if (!result.ok) return refuse(ctx, result.error.message, action, { dragging: null });
  const after = result.value;
  const foundationPlaces = placeNewPiles(
    get().foundationPlaces,
    game.position.foundations.length,
    after.position.foundations.length,
    place,
  );
  const told = consequences(ctx, game, after, action);
  const traced = byComputer ? { computerMove: computerMoveOf(ctx.computerMoveId(), game, after, action, told.notice != null) } : {};
  set({ game: after, foundationPlaces, selected: null, dragging: null, drawOfferBy: null, radar: null, ...told, ...traced });
  ctx.emit({ type: 'acted', action, before: game, after, byComputer });
  return true;
}
