// The events of a turn besides card moves: reveal from the deck (R4.4), discard (R4.6), pass (R4.7),
// knock (R7.1), take back, resign, and a draw offered and answered (R8.2), on a player's word or on the
// stalemate nudge's (house rule `stalemateNudge`, docs/rules.md H2).
import { availableActions, deckRefusal, other, type PlayerIndex } from '../../engine/index.ts';
import { personSeat } from '../computerSeats.ts';
import type { GameStoreEvents } from '../gameStoreShape.ts';
import type { EventContext } from './actionQueue.ts';
import { refuse } from './context.ts';

type TurnEvents = Pick<
  GameStoreEvents,
  | 'deckClicked'
  | 'discardChosen'
  | 'passChosen'
  | 'knockCalled'
  | 'takeBackChosen'
  | 'resigned'
  | 'drawOffered'
  | 'drawAnswered'
  | 'nudgeAnswered'
>;

export function turnEvents(ctx: EventContext): TurnEvents {
  const { get, set, notice, queue } = ctx;
  /** Whether a seat's button is still aimed at the turn in progress (a double click ends a turn once). */
  const aimedAtMover = (by: PlayerIndex | undefined): boolean => by === undefined || get().game?.position.toMove === by;
  return {
    deckClicked(player) {
      const game = get().game;
      if (!game) return;
      const refusal = deckRefusal(game, player);
      if (refusal) refuse(ctx, refusal.message, { type: 'reveal' });
      else queue.act({ type: 'reveal' });
    },
    discardChosen: (by) => void (aimedAtMover(by) && queue.act({ type: 'discard' })),
    passChosen: (by) => void (aimedAtMover(by) && queue.act({ type: 'pass' })),
    knockCalled(by) {
      const game = get().game;
      if (!game) return;
      // At a table with the computer, a knock that names nobody is the person's.
      const knocker = by ?? personSeat(game) ?? availableActions(game).knockBy;
      if (knocker !== null) queue.act({ type: 'knock', by: knocker });
    },
    takeBackChosen: () => void queue.act({ type: 'takeBack' }),
    resigned: (by) => void queue.act({ type: 'resign', by }),
    drawOffered(by) {
      const game = get().game;
      if (!game || game.result || get().readOnly) return;
      if (game.seats?.[by]?.kind === 'computer') return;
      if (game.seats?.[other(by)]?.kind === 'computer') {
        set({ notice: notice('info', `${game.names[other(by)]} (the computer) declines the draw: play on.`) });
        return;
      }
      set({ drawOfferBy: by, notice: notice('info', `${game.names[by]} offers a draw. ${game.names[other(by)]}, do you accept?`) });
    },
    nudgeAnswered(agree) {
      const game = get().game;
      if (!game) return;
      set({ nudgeClosedTurn: game.turn });
      // "Agree a draw" is an offer like any other (R8.2): the other player, or the computer's policy, answers it.
      if (agree) get().drawOffered(personSeat(game) ?? game.position.toMove);
    },
    drawAnswered(accepted) {
      const { game, drawOfferBy } = get();
      if (!game || drawOfferBy === null) return;
      if (accepted) queue.act({ type: 'draw', reason: 'agreed' });
      else set({ drawOfferBy: null, notice: notice('info', `${game.names[other(drawOfferBy)]} declines the draw: play on.`) });
    },
  };
}
