// A "Spot the play" drill on a practice table: the learner plays the position's player to move; every
// move the table accepts is judged by the engine's checkSpotAnswer. A shortest line ending in the
// foundation play is right; a fault (a longer way, a reveal, a discard) is wrong: the move is taken
// back and a shortest line is said in words, and can be stepped through on the table.
import { useCallback, useRef, useState } from 'react';
import type { Action, FaultRecord, GameState } from '../../engine/game.ts';
import { gameAt } from '../../engine/game-at.ts';
import { lineWords, reachWords } from '../../engine/line-words.ts';
import { checkSpotAnswer, type SpotDrill } from '../../learn/index.ts';
import type { CardMove } from '../../engine/moves.ts';
import { other } from '../../engine/position.ts';
import { faultRecordOf, isFaultIn, LocalReferee } from '../../engine/referee.ts';
import type { GameStore, Settings } from '../../store/gameStore.ts';
import { practiceLineShown, practiceNoticeCleared } from '../../store/learnPractice.ts';
import { usePractice, type Feedback } from '../learn/usePractice.ts';

export interface SpotAnswer {
  readonly right: boolean;
  readonly timeMs: number;
  /** The fault of a wrong answer, for stepping through what it missed on the table. */
  readonly fault: FaultRecord | null;
}

export interface SpotRun {
  readonly store: GameStore;
  readonly game: GameState;
  readonly feedback: Feedback | null;
  readonly answer: SpotAnswer | null;
  /** Steps through the missed line on the table (after a wrong answer). */
  readonly showLine: () => void;
}

const NOT_A_MOVE: Partial<Record<Action['type'], string>> = { reveal: 'Turning up a card', discard: 'Discarding', pass: 'Passing' };

export function useSpotRun(drill: SpotDrill, settings: Settings, now: () => number, onAnswer: (answer: SpotAnswer) => void): SpotRun {
  const [answer, setAnswer] = useState<SpotAnswer | null>(null);
  const [startedAt] = useState(now);
  const moves = useRef<CardMove[]>([]);
  const mover = drill.position.toMove;
  const start = useCallback(() => gameAt(drill.position), [drill]);
  // The drill's positions come from self-play and are judged here, one small search each.
  const [referee] = useState(() => new LocalReferee());
  const faultOf = (before: GameState, action: Action): FaultRecord | null => {
    const verdict = referee.verdict(before.position);
    return isFaultIn(verdict, action, before.rules) ? faultRecordOf({ position: before.position, action }, before.turn, verdict, before.rules) : null;
  };

  const practice = usePractice(start, settings, {
    onAction(before, action) {
      if (answer) return;
      const finish = (right: boolean, text: string, fault: FaultRecord | null) => {
        if (!right) practice.setGame(before);
        else practiceNoticeCleared(practice.store);
        const result: SpotAnswer = { right, timeMs: Math.max(0, now() - startedAt), fault };
        // A wrong answer's sentence already says the shortest line from where it went wrong.
        practice.say(right ? 'done' : 'wrong', right ? `${text} Time: ${(result.timeMs / 1000).toFixed(1)} s.` : text);
        setAnswer(result);
        onAnswer(result);
      };
      if (action.type === 'move') {
        const verdict = checkSpotAnswer(drill.position, [...moves.current, action.move], referee);
        if (verdict.status === 'going') {
          moves.current.push(action.move);
          practiceNoticeCleared(practice.store);
          return practice.say('continue', verdict.message);
        }
        return finish(verdict.status === 'solved', verdict.message, faultOf(before, action));
      }
      const what = NOT_A_MOVE[action.type];
      const fault = what && before.position.toMove === mover ? faultOf(before, action) : null;
      if (what && fault) {
        return finish(false, `${what} is a fault here (R6.4): ${reachWords(fault.missedLine)}. ${lineWords(fault.position, fault.missedLine, before.names)}`, fault);
      }
      practice.setGame(before);
      practice.say('prompt', `In this drill you play ${before.names[mover]}’s cards and head for the foundation play.`);
    },
    onRefused(sentence) {
      if (!answer) practice.say('prompt', `The table refused that: ${sentence} It does not count; try again.`);
    },
  });

  const { store } = practice;
  const showLine = useCallback(() => {
    if (answer?.fault) practiceLineShown(store, other(answer.fault.player), answer.fault);
  }, [store, answer]);

  return { store, game: practice.game, feedback: practice.feedback, answer, showLine };
}
