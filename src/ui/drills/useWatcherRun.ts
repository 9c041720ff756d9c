// A "Be the watcher" drill on a practice table: the drill's turn is replayed one action at a time, and
// the learner knocks with the table's own Knock button or lets the turn pass. The engine's
// judgeWatcherKnock says whether that was right and, when a fault went by, what it was.
import { useCallback, useMemo, useState } from 'react';
import type { GameState } from '../../engine/game.ts';
import { judgeWatcherKnock, watcherStates, type WatcherDrill, type WatcherVerdict } from '../../learn/index.ts';
import type { GameStore, Settings } from '../../store/gameStore.ts';
import { practiceLineShown, practiceNoticeCleared } from '../../store/learnPractice.ts';
import { usePractice, type Feedback } from '../learn/usePractice.ts';

export interface WatcherAnswer {
  readonly verdict: WatcherVerdict;
  readonly timeMs: number;
}

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

export function useWatcherRun(drill: WatcherDrill, settings: Settings, now: () => number, onAnswer: (answer: WatcherAnswer) => void): WatcherRun {
  const states = useMemo(() => watcherStates(drill), [drill]);
  const [answer, setAnswer] = useState<WatcherAnswer | null>(null);
  const [shown, setShown] = useState(0);
  const [startedAt] = useState(now);
  const total = drill.actions.length;
  const start = useCallback(() => states[0]!, [states]);

  const practice = usePractice(start, settings, {
    onAction(before, action) {
      // An answered drill is no longer live: a knock (or anything) after the verdict is taken back
      // unheard, so it never counts as a false knock on the table, and the verdict stays in view.
      if (answer) return practice.setGame(before);
      if (action.type === 'knock' && action.by === drill.watcher) return finish(judgeWatcherKnock(drill, shown - 1));
      practice.setGame(before);
      practice.say('prompt', `Your part is to watch ${drill.names[drill.mover]}’s turn: show the next action, knock, or let the turn pass.`);
    },
    onRefused(sentence) {
      practice.say('prompt', sentence);
    },
  });
  const { store, say, setGame } = practice;

  const finish = useCallback(
    (verdict: WatcherVerdict) => {
      const result = { verdict, timeMs: Math.max(0, now() - startedAt) };
      say(verdict.right ? 'done' : 'wrong', verdict.message);
      setAnswer(result);
      onAnswer(result);
    },
    [now, startedAt, say, onAnswer],
  );

  const playNext = useCallback(() => {
    if (answer || shown >= total) return;
    const next = states[shown + 1]!;
    setGame(next);
    setShown(shown + 1);
    const text = next.log[next.log.length - 1]?.text ?? '';
    const end = shown + 1 === total ? ' The turn is over: knock, or let it pass.' : '';
    say('script', `Action ${shown + 1} of ${total}: ${text}.${end}`);
  }, [answer, shown, total, states, setGame, say]);

  const letPass = useCallback(() => {
    if (!answer) finish(judgeWatcherKnock(drill, null));
  }, [answer, drill, finish]);

  const showLine = useCallback(() => {
    if (!drill.fault) return;
    // The table shows where the turn got to; the line is stepped from the fault's position.
    practiceLineShown(store, drill.watcher, drill.fault.record);
    practiceNoticeCleared(store);
  }, [store, drill]);

  return { store, game: practice.game, feedback: practice.feedback, answer, shown, total, playNext, letPass, showLine };
}
