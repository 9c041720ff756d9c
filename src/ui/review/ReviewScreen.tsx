// The review of a game (R6, R7), as lichess shows a game's analysis: a timeline of every turn with each
// fault and knock marked, each player's figures, a fault's missed line stepped through on the table, any
// moment opened on the analysis board, and a link that opens the review at a marked moment. It is built
// while the player watches ("Reviewing… turn 120 of 300"); the game on the table is never touched.
import { useCallback, useDeferredValue, useEffect, useMemo, useRef, useState } from 'react';
import { useStore } from 'zustand';
import type { GameRecordJson, ReviewedTurn } from '../../engine/index.ts';
import { buildReview } from '../../store/review/build.ts';
import { reviewDataLinkText, reviewLinkData } from '../../store/review/link.ts';
import { answerRequest, type ReviewDesk } from '../../store/review/open.ts';
import type { ReviewDesk as RequestDesk } from '../../store/review/request.ts';
import { createReviewStore, type ReviewState, type ReviewStore } from '../../store/review/reviewStore.ts';
import { clearLinkFromAddress, copyText } from '../analysis/address.ts';
import { ReviewFigures } from './ReviewFigures.tsx';
import { useReviewDesk } from './ReviewContext.tsx';
import { ReviewLine } from './ReviewLine.tsx';
import { knocksByTurn, takeBacksByTurn } from './reviewWords.ts';
import { Timeline, type MomentActions } from './Timeline.tsx';
import '../screens/screens.css';
import './review.css';

const NO_TURNS: readonly ReviewedTurn[] = [];

/** The address that opens this review at `turn`, anywhere: `data` carries the game (link.ts). */
const linkAddress = (data: string, turn: number): string =>
  `${window.location.origin}${window.location.pathname}${window.location.search}#${reviewDataLinkText(data, turn)}`;

/** The game's record packed for a link, once per review (deflating it is asynchronous); null until then. */
function useLinkData(record: GameRecordJson | null): string | null {
  const [packed, setPacked] = useState<{ readonly record: GameRecordJson; readonly data: string } | null>(null);
  useEffect(() => {
    if (!record) return;
    let live = true;
    void reviewLinkData(record).then(
      (data) => live && setPacked({ record, data }),
      () => undefined,
    );
    return () => void (live = false);
  }, [record]);
  return packed && packed.record === record ? packed.data : null;
}

/** "Reviewing… turn 120 of 300", or nothing once ready. */
function buildingWords(state: ReviewState): string | null {
  if (state.status === 'fetching') return 'Reviewing… reading the game.';
  if (state.status !== 'building') return null;
  if (!state.progress) return 'Reviewing… reading the game.';
  return `Reviewing… turn ${state.progress.judged.length} of ${state.progress.total}`;
}

function useMomentActions(desk: ReviewDesk, state: ReviewState, showLine: (turn: ReviewedTurn) => void) {
  const [copied, setCopied] = useState<string | null>(null);
  const { subject } = state;
  const data = useLinkData(state.record);
  const actions = useMemo<MomentActions>(
    () => ({
      onLine: showLine,
      onBoard: (turn) => {
        const position = turn.fault?.position ?? turn.steps[0]?.position;
        if (!position || !subject) return;
        desk.game.getState().analysisReopened({
          kind: 'position',
          position,
          names: subject.names,
          source: `turn ${turn.turn} of the review`,
          fromReview: true,
        });
      },
      linkOf: (turn) => (data ? linkAddress(data, turn.turn) : null),
      onCopy: (link) => void copyText(link).then((done) => setCopied(done ? 'Link copied.' : 'Select the link below and copy it.')),
    }),
    [desk, subject, showLine, data],
  );
  return { actions, copied, setCopied };
}

/**
 * A game that came in a link is not added to Your games unless the player asks: the import keeps it once
 * (the same record twice is "already there") and says what came of it.
 */
function KeepButton({ desk, state, say }: HeaderProps & { readonly say: (words: string) => void }) {
  const { library } = desk;
  const { record } = state;
  if (!state.subject?.carried || !record || !library) return null;
  const keep = async () => {
    await library.getState().imported(JSON.stringify(record));
    say(library.getState().message ?? 'The game is kept in Your games.');
    library.getState().messageDismissed();
  };
  return (
    <button type="button" className="small" onClick={() => void keep()}>
      Keep this game in Your games
    </button>
  );
}

interface HeaderProps {
  readonly desk: ReviewDesk;
  readonly state: ReviewState;
}

function Header({ desk, state, say }: HeaderProps & { readonly say: (words: string) => void }) {
  const { subject, review } = state;
  // A game that came in a link says whether it has ended once it is replayed.
  const inProgress = review ? review.final.result === null : (subject?.inProgress ?? null);
  const leave = (to: 'game' | 'games') => {
    desk.review.getState().closed();
    clearLinkFromAddress();
    if (to === 'game') desk.game.getState().startScreenClosed();
    else desk.game.getState().startScreenOpened();
  };
  return (
    <header className="review__header">
      <h1 className="review__title" data-screen-heading tabIndex={-1}>
        {subject ? `Review: ${subject.names[0]} and ${subject.names[1]}` : 'Game review'}
      </h1>
      {subject && (
        <p className="review__lede">
          {subject.origin[0]!.toUpperCase() + subject.origin.slice(1)}
          {inProgress !== null && ` · ${inProgress ? 'in progress: a turn that can still be knocked is left out' : 'finished'}`}
          {subject.coached && ' · the coach was on: its warnings heeded are not kept in the record, only the faults played anyway'}
        </p>
      )}
      <div className="review__nav">
        <button type="button" className="small" onClick={() => leave('game')}>
          Back to the game
        </button>
        <button type="button" className="small" onClick={() => leave('games')}>
          Your games
        </button>
        <KeepButton desk={desk} state={state} say={say} />
      </div>
    </header>
  );
}

/**
 * The marked row is scrolled into view once it is drawn (a link's moment may be judged a while after the
 * screen opens), and again once the review is ready (the figures then come in above it and push it
 * down); back from its missed line, the focus returns to the row's "Show the missed line".
 */
function useMarkedInView(marked: number | null, drawn: number, shown: boolean, ready: boolean) {
  const seen = useRef<string | null>(null);
  const hidden = useRef(false);
  useEffect(() => {
    if (!shown) hidden.current = true;
    if (marked === null || !shown) return void (seen.current = null);
    const mark = `${marked}${ready ? ' ready' : ''}`;
    if (seen.current === mark) return;
    const row = document.querySelector<HTMLElement>(`.review__turn[data-turn="${marked}"]`);
    if (!row) return;
    seen.current = mark;
    row.scrollIntoView?.({ block: 'nearest' });
    if (hidden.current) row.querySelector<HTMLElement>('.review__moment button')?.focus();
    hidden.current = false;
  }, [marked, drawn, shown, ready]);
}

/** The review store of each page's request desk, made when its first review opens, and the last request it answered. */
const reviews = new WeakMap<RequestDesk['ask'], { readonly store: ReviewStore; answered: number }>();

/** The review store for `desk`, answering each new request once (React may run an effect twice). */
function useReviewStore(desk: RequestDesk): ReviewDesk {
  let kept = reviews.get(desk.ask);
  if (!kept) {
    kept = { store: createReviewStore(desk.referee), answered: 0 };
    reviews.set(desk.ask, kept);
  }
  const review = kept.store;
  const full = useMemo(() => ({ review, game: desk.game, library: desk.library }), [review, desk.game, desk.library]);
  const asked = useStore(desk.ask, (s) => s.asked);
  useEffect(() => {
    const mine = reviews.get(desk.ask)!;
    const { request } = desk.ask.getState();
    if (mine.answered === asked || !request) return;
    mine.answered = asked;
    answerRequest(full, request);
  }, [desk.ask, asked, full]);
  return full;
}

export function ReviewScreen() {
  const desk = useReviewDesk();
  if (!desk) return null;
  return <ReviewWith desk={desk} />;
}

function ReviewWith({ desk }: { readonly desk: RequestDesk }) {
  return <ReviewOf desk={useReviewStore(desk)} />;
}

function ReviewOf({ desk }: { readonly desk: ReviewDesk }) {
  const state = useStore(desk.review);
  // A record found waits for the builder, which comes with this screen (reviewStore.ts).
  useEffect(() => desk.review.getState().buildWith(buildReview), [desk, state.status, state.subject]);
  const [line, setLine] = useState<ReviewedTurn | null>(null);
  const back = useCallback(() => setLine(null), []);
  const { actions, copied, setCopied } = useMomentActions(desk, state, setLine);
  const { subject, review, progress, refusal, marked } = state;
  // Hundreds of rows are drawn in the background (React renders a deferred value in slices), so that a
  // long game's timeline never holds the page while it grows.
  const turns = useDeferredValue(review?.turns ?? progress?.judged ?? NO_TURNS, NO_TURNS);
  const knocks = useMemo(() => knocksByTurn(review ?? progress ?? { knocks: [] }), [review, progress]);
  const takeBacks = useMemo(() => takeBacksByTurn(review ?? progress ?? { takeBacks: [] }), [review, progress]);
  useMarkedInView(marked, turns.length, line === null, review !== null && turns === review.turns);
  if (line && subject) return <ReviewLine turn={line} names={subject.names} referee={desk.review.referee} onBack={back} />;
  const building = buildingWords(state);
  return (
    <main className="screen review">
      <Header desk={desk} state={state} say={setCopied} />
      {refusal && (
        <p className="review__refusal" role="alert">
          {refusal}
        </p>
      )}
      <p className="review__status" role="status">
        {building ?? copied ?? ''}
      </p>
      {review && subject && <ReviewFigures figures={review.figures} names={subject.names} />}
      {subject && turns.length > 0 && (
        <Timeline
          turns={turns}
          names={subject.names}
          knocks={knocks}
          takeBacks={takeBacks}
          coached={subject.coached}
          marked={marked}
          onMark={desk.review.getState().moment}
          actions={actions}
        />
      )}
      {review && turns.length === 0 && <p>No turn to review yet.</p>}
    </main>
  );
}
