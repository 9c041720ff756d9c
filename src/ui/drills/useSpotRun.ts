// A "Spot the play" drill being answered: the teaching store's spot run (src/store/teachers/spotRun.ts),
// read by the drill's screen.
import type { GameState } from '../../engine/index.ts';
import type { SpotDrill } from '../../learn/index.ts';
import type { GameStore, Settings } from '../../store/gameStoreShape.ts';
import { createSpotRun, type SpotAnswer } from '../../store/teachers/spotRun.ts';
import type { Feedback } from '../../store/teachingStore.ts';
import { useLatest, useTeaching } from '../learn/useTeaching.ts';

export type { SpotAnswer };

export interface SpotRun {
  readonly store: GameStore;
  readonly game: GameState;
  readonly feedback: Feedback | null;
  readonly answer: SpotAnswer | null;
  /** Steps through the missed line on the table (after a wrong answer). */
  readonly showLine: () => void;
}

export function useSpotRun(drill: SpotDrill, settings: Settings, now: () => number, onAnswer: (answer: SpotAnswer) => void): SpotRun {
  const answered = useLatest(onAnswer);
  const run = useTeaching(() => createSpotRun(drill, settings, now, answered));
  return { store: run.table, game: run.game, feedback: run.feedback, answer: run.run.answer, showLine: run.lineAsked };
}
