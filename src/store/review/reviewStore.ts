// The review of a game (R6, R7): the store of the review screen. It holds which game is reviewed, the
// turns judged so far while the review is built (build.ts, loaded when the first review opens), the
// finished review, the marked moment, and a refusal (a bad link, a game not kept here) in words. The
// game on the table is never touched.
import { createStore, type StoreApi } from 'zustand/vanilla';
import { parseRecord, type GameRecord, type GameRecordJson, type GameReview } from '../../engine/index.ts';
import type { RefereeService } from '../refereeService.ts';
import type { buildReview, ReviewProgress } from './build.ts';

/** Which game is reviewed, as the screen names it. */
export interface ReviewSubject {
  /** Its id in the games library; null for a game the library does not keep (no link is offered then). */
  readonly gameId: string | null;
  readonly names: readonly [string, string];
  /** "deal 42", "a set position". */
  readonly origin: string;
  /** The game goes on: its last turn is left out while it can still be knocked; null: known once replayed (a link's game). */
  readonly inProgress: boolean | null;
  /** The coach was on (house rule): each fault was played after its warning. */
  readonly coached: boolean;
  /** The game came in a review link: the library is not changed unless the player keeps it. */
  readonly carried: boolean;
}

export interface ReviewState {
  readonly subject: ReviewSubject | null;
  /** Waiting for the game's record, walking it, judging its turns, done, or refused. */
  readonly status: 'fetching' | 'building' | 'ready' | 'refused';
  /** While building: the turns judged so far and how many there are. */
  readonly progress: ReviewProgress | null;
  readonly review: GameReview | null;
  /** The reviewed game's record, which a review link carries. */
  readonly record: GameRecordJson | null;
  /** Why there is no review (a bad link, a game not kept here, a record that does not replay). */
  readonly refusal: string | null;
  /** The marked moment: the turn the review opened at, or the one the player chose. */
  readonly marked: number | null;
}

export interface ReviewEvents {
  /** A review is asked for; its record comes later (`recordFound`), or a refusal. */
  reviewAsked(marked: number | null): void;
  /** The game's record is here: the review is built from it once the screen hands in the builder (`buildWith`). */
  recordFound(record: GameRecordJson, subject: ReviewSubject): void;
  /**
   * The review screen, loaded, hands in the builder (build.ts): the record found is reviewed with it.
   * The builder comes with the screen's own file, so that the first load carries none of it.
   */
  buildWith(build: typeof buildReview): void;
  refused(reason: string): void;
  /** A moment of the review is marked (a row chosen), or none. */
  moment(turn: number | null): void;
  /** The review screen is left: its build stops. */
  closed(): void;
}

/** The review's store, with the referee it asks (the practice table of a missed line asks it too). */
export type ReviewStore = StoreApi<ReviewState & ReviewEvents> & { readonly referee: RefereeService };

const idle: ReviewState = { subject: null, status: 'fetching', progress: null, review: null, record: null, refusal: null, marked: null };

/** A review store whose verdicts come from `referee`: the game's own, so that what play has judged is reused. */
export function createReviewStore(referee: RefereeService): ReviewStore {
  let stop: (() => void) | null = null;
  /** The record found and not yet built, with the ask it answers. */
  let waiting: { readonly record: GameRecord; readonly mine: number } | null = null;
  /** Grows with each review asked, so that an older build's answer is dropped. */
  let asked = 0;
  const halt = () => {
    stop?.();
    stop = null;
  };
  const store = createStore<ReviewState & ReviewEvents>()((set, get) => ({
    ...idle,
    reviewAsked(marked) {
      halt();
      asked++;
      set({ ...idle, marked });
    },
    recordFound(json, subject) {
      halt();
      const mine = ++asked;
      const parsed = parseRecord(json);
      if (!parsed.ok) return set({ status: 'refused', subject, refusal: `This game cannot be reviewed: ${parsed.error}` });
      waiting = { record: parsed.value, mine };
      set({ subject, status: 'building', progress: null, review: null, record: json, refusal: null });
    },
    buildWith(build) {
      if (!waiting || waiting.mine !== asked) return;
      const { record, mine } = waiting;
      waiting = null;
      stop = build(record, referee, {
        onProgress: (progress) => asked === mine && set({ progress }),
        finish: (review) => {
          if (asked !== mine) return;
          stop = null;
          // A link's game that does not replay is refused like any bad link: the table is said to be kept.
          const kept = get().subject?.carried ? ' Your own game is as you left it.' : '';
          if (!review.ok)
            return set({
              status: 'refused',
              progress: null,
              refusal: `This game cannot be reviewed: ${review.error.replace(/\.$/, '')}.${kept}`,
            });
          const { marked } = get();
          const known = marked === null || review.value.turns.some((t) => t.turn === marked);
          set({
            status: 'ready',
            progress: null,
            review: review.value,
            marked: known ? marked : null,
            refusal: known ? null : `The link marks turn ${marked}, which this review does not hold: it opens at the start.`,
          });
        },
      });
    },
    refused: (reason) => {
      halt();
      asked++;
      set({ ...idle, status: 'refused', refusal: reason });
    },
    moment: (marked) => set({ marked }),
    closed() {
      halt();
      asked++;
      set(idle);
    },
  }));
  return Object.assign(store, { referee });
}
