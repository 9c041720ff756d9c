// House rule "Find it yourself" (docs/rules.md H1): after a valid knock the offender, when a person, gets
// one try at the missed line's first move on the table as it stood at the fault, before the line is
// shown. The engine judges the try (find-yourself.ts); a refused move is no try and is told in the
// engine's words. Nothing here touches the game: the try is played on the missed line's first board.
import { judgeTry, type GameState } from '../../engine/index.ts';
import { seatsOf } from '../computerSeats.ts';
import type { FindTry, GameStoreEvents } from '../gameStoreShape.ts';
import type { EventContext } from './actionQueue.ts';
import { refuse } from './context.ts';

type FindTryEvents = Pick<GameStoreEvents, 'lineTried' | 'lineTrySkipped'>;

/** The try a valid knock opens: only with the house rule on, and only for a person who faulted (a computer's faults are not tried). */
export function findTryAfter(after: GameState, knock: NonNullable<GameState['lastKnock']>): FindTry | null {
  if (!knock.valid || !after.rules.findYourself) return null;
  return seatsOf(after)[knock.offender].kind === 'person' ? { status: 'trying' } : null;
}

export function findTryEvents(ctx: EventContext): FindTryEvents {
  const { get, set, notice, referee } = ctx;
  return {
    lineTried(move) {
      const { game, missedLine, findTry } = get();
      if (!game || !missedLine || findTry?.status !== 'trying') return;
      const fault = missedLine.fault;
      const verdict = referee.known(fault.position);
      if (verdict === undefined) {
        // Judged once the referee knows, if the try is still waiting.
        void referee.ensure([fault.position]).then(() => {
          if (get().missedLine === missedLine && get().findTry?.status === 'trying') get().lineTried(move);
        });
        return;
      }
      const judged = judgeTry(fault, move, verdict, game.rules, game.names);
      if (!judged.ok) return void refuse(ctx, judged.error, { type: 'move', move }, { dragging: null, selected: null });
      const { right, words } = judged.value;
      set({ findTry: { status: right ? 'right' : 'wrong', words }, dragging: null, selected: null, notice: notice('info', words) });
    },
    lineTrySkipped() {
      if (get().findTry?.status === 'trying') set({ findTry: { status: 'skipped' }, dragging: null, selected: null });
    },
  };
}
