// A "Be the watcher" drill on a practice table (the teaching store): the drill's turn is replayed one
// action at a time, and the learner knocks with the table's own Knock button or lets the turn pass.
// src/learn's judgeWatcherKnock says whether that was right and, when a fault went by, what it was.
import { judgeWatcherKnock, watcherStates, type WatcherDrill, type WatcherVerdict } from '../../learn/index.ts';
import type { Settings } from '../gameStoreShape.ts';
import { createTeachingStore, type TeachingApi, type TeachingStore } from '../teachingStore.ts';

export interface WatcherAnswer {
  readonly verdict: WatcherVerdict;
  readonly timeMs: number;
}

export interface WatcherRunState {
  readonly answer: WatcherAnswer | null;
  /** How many of the turn's actions have been played so far. */
  readonly shown: number;
}

export interface WatcherRunEvents {
  /** The next action of the turn is played. */
  nextShown(): void;
  /** The learner lets the turn pass without a knock. */
  turnLetPass(): void;
  /** Steps through the missed line on the table (after a wrong answer on a turn with a fault). */
  lineAsked(): void;
}

export type WatcherRunStore = TeachingStore<WatcherRunState, WatcherRunEvents>;

/** A watcher drill being answered; `now` is the clock (ms), `onAnswer` hears the answer once. */
export function createWatcherRun(
  drill: WatcherDrill,
  settings: Settings,
  now: () => number,
  onAnswer: (answer: WatcherAnswer) => void,
): WatcherRunStore {
  const states = watcherStates(drill);
  const startedAt = now();
  const total = drill.actions.length;
  const finish = (teaching: TeachingApi<WatcherRunState>, verdict: WatcherVerdict) => {
    const answer = { verdict, timeMs: Math.max(0, now() - startedAt) };
    teaching.said(verdict.right ? 'done' : 'wrong', verdict.message);
    teaching.runChanged({ answer });
    onAnswer(answer);
  };

  return createTeachingStore<WatcherRunState, WatcherRunEvents>(
    {
      start: () => states[0]!,
      initialRun: () => ({ answer: null, shown: 0 }),
      onAction(teaching, before, action) {
        // An answered drill is no longer live: a knock (or anything) after the verdict is taken back
        // unheard, so it never counts as a false knock on the table, and the verdict stays in view.
        if (teaching.run.answer) return teaching.gamePut(before);
        if (action.type === 'knock' && action.by === drill.watcher)
          return finish(teaching, judgeWatcherKnock(drill, teaching.run.shown - 1));
        teaching.gamePut(before);
        teaching.said(
          'prompt',
          `Your part is to watch ${drill.names[drill.mover]}’s turn: show the next action, knock, or let the turn pass.`,
        );
      },
      onRefused(teaching, sentence) {
        teaching.said('prompt', sentence);
      },
    },
    settings,
    (get) => ({
      nextShown() {
        const { run, gamePut, runChanged, said } = get();
        if (run.answer || run.shown >= total) return;
        const next = states[run.shown + 1]!;
        gamePut(next);
        runChanged({ shown: run.shown + 1 });
        const text = next.log[next.log.length - 1]?.text ?? '';
        const end = run.shown + 1 === total ? ' The turn is over: knock, or let it pass.' : '';
        said('script', `Action ${run.shown + 1} of ${total}: ${text}.${end}`);
      },
      turnLetPass() {
        if (!get().run.answer) finish(get(), judgeWatcherKnock(drill, null));
      },
      lineAsked() {
        if (!drill.fault) return;
        // The table shows where the turn got to; the line is stepped from the fault's position.
        get().lineShown(drill.watcher, drill.fault.record);
        get().noticeCleared();
      },
    }),
  );
}
