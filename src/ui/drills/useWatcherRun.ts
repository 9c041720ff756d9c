// A "Be the watcher" drill being answered: the teaching store's watcher run
// (src/store/teachers/watcherRun.ts), read by the drill's screen.
import type { GameState } from '../../engine/index.ts';
import type { WatcherDrill } from '../../learn/index.ts';
import type { GameStore, Settings } from '../../store/gameStoreShape.ts';
import { createWatcherRun, type WatcherAnswer } from '../../store/teachers/watcherRun.ts';
import type { Feedback } from '../../store/teachingStore.ts';
import { useLatest, useTeaching } from '../learn/useTeaching.ts';

export type { WatcherAnswer };

export interface WatcherRun {
  readonly store: GameStore;
  readonly game: GameState;
  readonly feedback: Feedback | null;
  readonly answer: WatcherAnswer | null;
  /** How many of the turn's actions have been played so far. */
  readonly shown: number;
  readonly total: number;
  readonly playNext: () => void;
  /** The learner lets the turn pass without a knock. */
  readonly letPass: () => void;
  /** Steps through the missed line on the table (after a wrong answer on a turn with a fault). */
  readonly showLine: () => void;
}

export function useWatcherRun(
  drill: WatcherDrill,
  settings: Settings,
  now: () => number,
  onAnswer: (answer: WatcherAnswer) => void,
): WatcherRun {
  const answered = useLatest(onAnswer);
  const run = useTeaching(() => createWatcherRun(drill, settings, now, answered));
  const { answer, shown } = run.run;
  return {
    store: run.table,
    game: run.game,
    feedback: run.feedback,
    answer,
    shown,
    total: drill.actions.length,
    playNext: run.nextShown,
    letPass: run.turnLetPass,
    showLine: run.lineAsked,
  };
}
