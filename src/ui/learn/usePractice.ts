// A practice table for a lesson or a drill, and what it hears: every action the table accepts is handed
// to the lesson or drill to judge, with the game before it; a refusal comes with the engine's sentence.
// What the lesson or drill itself puts on the table (a scripted action, a wrong move taken back) is not heard.
import { useCallback, useEffect, useRef, useState } from 'react';
import { useStore } from 'zustand';
import type { Action, GameState } from '../../engine/game.ts';
import type { GameStore, Settings } from '../../store/gameStore.ts';
import { practiceGameSet, practiceNoticeCleared } from '../../store/learnPractice.ts';
import { inProcessReferee } from '../../store/inProcessReferee.ts';
import { createPracticeStore } from '../../store/practiceStore.ts';
import { selectGame } from '../../store/selectors.ts';

/** How the teacher's last word should look: a mistake, progress, a replayed action, a prompt, or success. */
export type FeedbackTone = 'wrong' | 'continue' | 'script' | 'prompt' | 'done';

export interface Feedback {
  readonly tone: FeedbackTone;
  readonly text: string;
  /** Grows with every word, so the same sentence twice is still announced. */
  readonly id: number;
}

export interface PracticeHandlers {
  /** The learner made `action` (accepted by the table) in the game `before`. */
  readonly onAction: (before: GameState, action: Action) => void;
  /** The table refused what the learner tried, in the engine's words. */
  readonly onRefused: (sentence: string) => void;
}

export interface Practice {
  readonly store: GameStore;
  /** The game on the table now. */
  readonly game: GameState;
  readonly feedback: Feedback | null;
  readonly say: (tone: FeedbackTone, text: string) => void;
  /** Puts `game` on the table without it being heard as the learner's action. */
  readonly setGame: (game: GameState) => void;
  /** A fresh table at the start, and no word said. */
  readonly restart: () => void;
}

const makeStore = (game: GameState, settings: Settings): GameStore =>
  // One learner at the screen: the far side is never turned round for a tablet.
  createPracticeStore(game, inProcessReferee(), { ...settings, tableMode: false });

export function usePractice(start: () => GameState, settings: Settings, handlers: PracticeHandlers): Practice {
  const [store, setStore] = useState(() => makeStore(start(), settings));
  const [feedback, setFeedback] = useState<Feedback | null>(null);
  const said = useRef(0);
  const ours = useRef(false);
  const heard = useRef(handlers);
  heard.current = handlers;
  const game = useStore(store, selectGame)!;

  const say = useCallback((tone: FeedbackTone, text: string) => setFeedback({ tone, text, id: ++said.current }), []);
  const setGame = useCallback(
    (next: GameState) => {
      ours.current = true;
      try {
        practiceGameSet(store, next);
      } finally {
        ours.current = false;
      }
    },
    [store],
  );
  const restart = useCallback(() => {
    setStore(makeStore(start(), store.getState().settings));
    setFeedback(null);
  }, [start, store]);

  useEffect(
    () =>
      store.subscribe((now, before) => {
        if (ours.current) return;
        const from = before.game;
        const after = now.game;
        if (from && after && after !== from && after.actions.length === from.actions.length + 1) {
          heard.current.onAction(from, after.actions[after.actions.length - 1]!);
        } else if (now.notice !== before.notice && now.notice?.tone === 'error') {
          // The teacher's panel says it, with more: the referee's corner need not say it twice.
          practiceNoticeCleared(store);
          heard.current.onRefused(now.notice.text);
        }
      }),
    [store],
  );

  return { store, game, feedback, say, setGame, restart };
}
