// The events of a card in hand: picked up, dropped (on a place or on the mover's own discard pile),
// put back, and click-then-click. Each action goes to the queue (actionQueue.ts); a drop the rules
// refuse before the reducer is refused in the engine's words (engine/refusals.ts).
import { discardDropRefusal, sourceCard } from '../../engine/index.ts';
import type { GameStoreEvents } from '../gameStoreShape.ts';
import type { EventContext } from './actionQueue.ts';
import { refuse } from './context.ts';

const TRY_IS_A_MOVE = 'The better line starts with a card move: move a card to where it goes.';

type CardEvents = Pick<GameStoreEvents, 'cardPickedUp' | 'cardDropped' | 'dragCancelled' | 'placeClicked' | 'selectionCleared'>;

export function cardEvents(ctx: EventContext): CardEvents {
  const { get, set, queue } = ctx;
  return {
    cardPickedUp: (from) => set({ dragging: from, selected: null, notice: null }),
    cardDropped(from, target) {
      const { game, missedLine, findTry } = get();
      // The offender's try at the missed line (house rule `findYourself`) is played on the board of the fault.
      const trying = missedLine !== null && findTry?.status === 'trying';
      const position = trying ? missedLine.positions[0]! : game?.position;
      const card = position ? sourceCard(position, from) : undefined;
      // Over nothing, or put back where it was: nothing happened.
      if (target === null || card === undefined || (target.kind === 'move' && target.to === from)) {
        set({ dragging: null });
        return false;
      }
      if (trying) {
        if (target.kind === 'discard') return refuse(ctx, TRY_IS_A_MOVE, { type: 'discard' }, { dragging: null });
        get().lineTried({ card, from, to: target.to });
        return false;
      }
      if (target.kind === 'discard') {
        const refusal = discardDropRefusal(from);
        return refusal ? refuse(ctx, refusal.message, { type: 'discard' }, { dragging: null }) : queue.act({ type: 'discard' });
      }
      return queue.act({ type: 'move', move: { card, from, to: target.to } }, { place: target.place });
    },
    dragCancelled: () => set({ dragging: null }),
    placeClicked({ source, target }) {
      const { selected } = get();
      if (selected !== null && target !== null) {
        const samePlace = target.kind === 'move' && target.to === selected;
        if (samePlace) set({ selected: null });
        else get().cardDropped(selected, target);
        return;
      }
      set({ selected: source === selected ? null : source, notice: null });
    },
    selectionCleared: () => set({ selected: null }),
  };
}
