// The events of what opens over the table and closes again: the missed line after a valid knock
// (R7.2), the coach's question, the shortest line ("Show the line"), the referee's notice, the end
// screen, and what a teaching screen puts on its practice table.
import { other } from '../../engine/index.ts';
import type { GameStoreEvents } from '../gameStoreShape.ts';
import { openSteppedLine, stepLine } from '../steppedLine.ts';
import type { EventContext } from './actionQueue.ts';

type LineEvents = Pick<
  GameStoreEvents,
  | 'missedLineStepped'
  | 'missedLineClosed'
  | 'coachAnswered'
  | 'lineOpened'
  | 'lineStepped'
  | 'lineClosed'
  | 'noticeDismissed'
  | 'practiceGamePut'
  | 'practiceLineShown'
  | 'resultsClosed'
  | 'resultsOpened'
>;

export function lineEvents({ get, set, notice, referee, queue }: EventContext): LineEvents {
  return {
    missedLineStepped(delta) {
      const { missedLine, findTry } = get();
      // While the offender tries (house rule `findYourself`) the line stays hidden.
      if (missedLine && findTry?.status !== 'trying') set({ missedLine: stepLine(missedLine, delta) });
    },
    missedLineClosed: () => set({ missedLine: null, findTry: null }),
    coachAnswered(play) {
      const question = get().coachQuestion;
      if (!question) return;
      set({ coachQuestion: null });
      if (play) queue.act(question.action, { asked: true, place: question.place });
      else set({ notice: notice('info', `Think again: ${question.warning.reach}.`) });
    },
    lineOpened() {
      const game = get().game;
      if (!game || game.result) return false;
      const known = referee.known(game.position);
      if (known === undefined) {
        // Asked again once the referee knows, if the table has not changed meanwhile.
        void referee.ensure([game.position]).then(() => {
          if (get().game === game && get().line === null) get().lineOpened();
        });
        return true;
      }
      const { line } = known;
      if (line.length === 0) {
        set({ notice: notice('info', 'No foundation play can be reached from here: there is no line to show.') });
        return false;
      }
      // Shown with the missed line's board and arrow: as if the player to move had missed the line here.
      const player = game.position.toMove;
      const shown = openSteppedLine(other(player), {
        player,
        turn: game.turn,
        position: game.position,
        distance: line.length - 1,
        missedLine: line,
        action: { type: 'pass' },
      });
      set({ line: shown, selected: null, dragging: null, notice: null });
      return true;
    },
    lineStepped(delta) {
      const line = get().line;
      if (line) set({ line: stepLine(line, delta) });
    },
    lineClosed: () => set({ line: null }),
    noticeDismissed: () => set({ notice: null }),
    practiceGamePut: (game) =>
      set({
        game,
        selected: null,
        dragging: null,
        missedLine: null,
        findTry: null,
        notice: null,
        drawOfferBy: null,
        nudgeClosedTurn: null,
        resultsOpen: false,
      }),
    practiceLineShown: (watcher, fault) =>
      set({ missedLine: openSteppedLine(watcher, fault), findTry: null, selected: null, dragging: null }),
    resultsClosed: () => set({ resultsOpen: false }),
    resultsOpened: () => set({ resultsOpen: get().game?.result != null }),
  };
}
