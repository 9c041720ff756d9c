// A "Spot the play" drill on a practice table (the teaching store): the learner plays the position's
// player to move; every move the table accepts is judged by src/learn's checkSpotAnswer. A shortest
// line ending in the foundation play is right; a fault (a longer way, a reveal, a discard) is wrong: the
// move is taken back and a shortest line is said in words, and can be stepped through on the table.
import {
  faultRecordOf,
  gameAt,
  isFaultIn,
  lineWords,
  other,
  reachWords,
  type Action,
  type CardMove,
  type FaultRecord,
  type GameState,
} from '../../engine/index.ts';
import { LocalReferee } from '../../engine/search/index.ts';
import { checkSpotAnswer, type SpotDrill } from '../../learn/index.ts';
import type { Settings } from '../gameStoreShape.ts';
import { createTeachingStore, type TeachingStore } from '../teachingStore.ts';

export interface SpotAnswer {
  readonly right: boolean;
  readonly timeMs: number;
  /** The fault of a wrong answer, for stepping through what it missed on the table. */
  readonly fault: FaultRecord | null;
}

export interface SpotRunState {
  readonly answer: SpotAnswer | null;
  /** The learner's moves so far on the way to the foundation play. */
  readonly moves: readonly CardMove[];
}

export interface SpotRunEvents {
  /** Steps through the missed line on the table (after a wrong answer). */
  lineAsked(): void;
}

export type SpotRunStore = TeachingStore<SpotRunState, SpotRunEvents>;

const NOT_A_MOVE: Partial<Record<Action['type'], string>> = { reveal: 'Turning up a card', discard: 'Discarding', pass: 'Passing' };

/** A spot drill being answered; `now` is the clock (ms), `onAnswer` hears the answer once. */
export function createSpotRun(
  drill: SpotDrill,
  settings: Settings,
  now: () => number,
  onAnswer: (answer: SpotAnswer) => void,
): SpotRunStore {
  const startedAt = now();
  const mover = drill.position.toMove;
  // The drill's positions come from self-play and are judged here, one small search each.
  const referee = new LocalReferee();
  const faultOf = (before: GameState, action: Action): FaultRecord | null => {
    const verdict = referee.verdict(before.position);
    return isFaultIn(verdict, action, before.rules)
      ? faultRecordOf({ position: before.position, action }, before.turn, verdict, before.rules)
      : null;
  };

  return createTeachingStore<SpotRunState, SpotRunEvents>(
    {
      start: () => gameAt(drill.position),
      initialRun: () => ({ answer: null, moves: [] }),
      onAction(teaching, before, action) {
        if (teaching.run.answer) return;
        const finish = (right: boolean, text: string, fault: FaultRecord | null) => {
          if (!right) teaching.gamePut(before);
          else teaching.noticeCleared();
          const answer: SpotAnswer = { right, timeMs: Math.max(0, now() - startedAt), fault };
          // A wrong answer's sentence already says the shortest line from where it went wrong.
          teaching.said(right ? 'done' : 'wrong', right ? `${text} Time: ${(answer.timeMs / 1000).toFixed(1)} s.` : text);
          teaching.runChanged({ answer });
          onAnswer(answer);
        };
        if (action.type === 'move') {
          const moves = [...teaching.run.moves, action.move];
          const verdict = checkSpotAnswer(drill.position, moves, referee);
          if (verdict.status === 'going') {
            teaching.runChanged({ moves });
            teaching.noticeCleared();
            return teaching.said('continue', verdict.message);
          }
          return finish(verdict.status === 'solved', verdict.message, faultOf(before, action));
        }
        const what = NOT_A_MOVE[action.type];
        const fault = what && before.position.toMove === mover ? faultOf(before, action) : null;
        if (what && fault) {
          return finish(
            false,
            `${what} is a fault here (R6.4): ${reachWords(fault.missedLine)}. ${lineWords(fault.position, fault.missedLine, before.names)}`,
            fault,
          );
        }
        teaching.gamePut(before);
        teaching.said('prompt', `In this drill you play ${before.names[mover]}’s cards and head for the foundation play.`);
      },
      onRefused(teaching, sentence) {
        if (!teaching.run.answer) teaching.said('prompt', `The table refused that: ${sentence} It does not count; try again.`);
      },
    },
    settings,
    (get) => ({
      lineAsked() {
        const { run, lineShown } = get();
        if (run.answer?.fault) lineShown(other(run.answer.fault.player), run.answer.fault);
      },
    }),
  );
}
